import Foundation

@testable import WidgetRender

/// Where a layout would put ink, from its frames alone: for the
/// calibration against real renders, without a rasteriser.
///
/// CHOICE (an estimate, in one place): text ink spans its lines' advance
/// widths (side bearings ignored) and, vertically, from a cap height of
/// 0.727 em above the baseline (Inter's) to the baseline, or to 0.21 em
/// below it when a line has a descending letter; a shape's ink is its
/// outline (a trimmed circle's arc with its stroke and caps; other shapes
/// their frame, grown by half a centred stroke); images their frame. Offsets, scales and rotations of the
/// node and its ancestors are applied as the SVG renderer applies them.
enum InkEstimate {
    static let capHeight = 0.727
    static let descent = 0.21
    static let descenders: Set<Character> = ["g", "j", "p", "q", "y", ",", ";"]

    /// A node's drawing transform: `offset`, then scale and rotation about its centre.
    struct Transform {
        var offset: (x: Double, y: Double)
        var center: (x: Double, y: Double)
        var scale: Double
        var rotation: Double

        func apply(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
            let angle = rotation * .pi / 180
            let dx = (point.x - center.x) * scale
            let dy = (point.y - center.y) * scale
            return (
                center.x + dx * cos(angle) - dy * sin(angle) + offset.x,
                center.y + dx * sin(angle) + dy * cos(angle) + offset.y
            )
        }
    }

    /// The bounds of the ink inside `region` at least `minimumContrast` against white.
    static func bounds(of layout: WidgetLayout, in region: Rect, minimumContrast: Double) -> Rect? {
        var points: [(x: Double, y: Double)] = []
        for node in layout.background + [layout.root] {
            collect(
                node, transforms: [], opacity: 1, minimumContrast: minimumContrast, into: &points)
        }
        let inside = points.filter {
            $0.x >= region.x - 0.01 && $0.x <= region.maxX + 0.01 && $0.y >= region.y - 0.01
                && $0.y <= region.maxY + 0.01
        }
        guard let first = inside.first else { return nil }
        var low = first
        var high = first
        for point in inside {
            low = (min(low.x, point.x), min(low.y, point.y))
            high = (max(high.x, point.x), max(high.y, point.y))
        }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    private static func collect(
        _ node: LayoutNode, transforms: [Transform], opacity: Double, minimumContrast: Double,
        into points: inout [(x: Double, y: Double)]
    ) {
        let frame = node.frame
        let own = Transform(
            offset: node.offset, center: (frame.x + frame.width / 2, frame.y + frame.height / 2),
            scale: node.scale, rotation: node.rotation)
        let chain = [own] + transforms
        let alpha = opacity * node.opacity
        if contrast(of: node) * alpha >= minimumContrast {
            points += outline(of: node).map { point in chain.reduce(point) { $1.apply($0) } }
        }
        for child in node.backgrounds + node.children + node.overlays {
            collect(
                child, transforms: chain, opacity: alpha, minimumContrast: minimumContrast,
                into: &points)
        }
    }

    /// How far the node's colour is from white, times its alpha.
    private static func contrast(of node: LayoutNode) -> Double {
        var colors: [RGBA] = []
        switch node.kind {
        case .text(let content): colors = content.styles.map(\.color)
        case .image(let image): colors = [image.tint]
        case .shape, .fill:
            colors = (node.paint?.colors ?? []) + (node.stroke?.0.colors ?? [])
        default: return 0
        }
        return colors.map { $0.alpha * max(1 - $0.red, 1 - $0.green, 1 - $0.blue) }.max() ?? 0
    }

    /// Points on the node's ink outline, before transforms.
    private static func outline(of node: LayoutNode) -> [(x: Double, y: Double)] {
        let frame = node.frame
        switch node.kind {
        case .text(let content): return textOutline(node, content)
        case .shape(.circle) where node.stroke != nil: return arcOutline(node)
        case .shape where node.stroke != nil && node.strokePlacement == .centered:
            // Half of a centred stroke lies outside the frame.
            let width = node.stroke?.1 ?? 0
            return boxOutline(
                Rect(
                    x: frame.x - width / 2, y: frame.y - width / 2, width: frame.width + width,
                    height: frame.height + width))
        default: return boxOutline(frame)
        }
    }

    /// Points round a box, every half point, so that a region that cuts
    /// the box keeps the part inside.
    private static func boxOutline(_ box: Rect) -> [(x: Double, y: Double)] {
        let columns = max(1, Int(box.width * 2))
        let rows = max(1, Int(box.height * 2))
        var points: [(x: Double, y: Double)] = []
        for column in 0...columns {
            let x = box.x + box.width * Double(column) / Double(columns)
            points += [(x, box.y), (x, box.maxY)]
        }
        for row in 0...rows {
            let y = box.y + box.height * Double(row) / Double(rows)
            points += [(box.x, y), (box.maxX, y)]
        }
        return points
    }

    private static func textOutline(_ node: LayoutNode, _ content: TextContent) -> [(
        x: Double, y: Double
    )] {
        guard let layout = node.textLayout else { return [] }
        var points: [(x: Double, y: Double)] = []
        for (index, line) in layout.lines.enumerated() where line.width > 0 {
            let font =
                line.fragments.max { $0.font.lineHeight < $1.font.lineHeight }?.font
                ?? ResolvedFont.body
            let baseline = node.frame.y + Double(index) * layout.lineHeight + font.baseline
            let x = node.frame.x + (node.frame.width - line.width) * content.alignment
            let descends = line.fragments.contains { $0.text.contains(where: descenders.contains) }
            let top = baseline - capHeight * font.size
            let bottom = baseline + (descends ? descent * font.size : 0)
            points += boxOutline(Rect(x: x, y: top, width: line.width, height: bottom - top))
        }
        return points
    }

    /// A stroked circle (centred on its outline, or inside it for
    /// `strokeBorder`, as the renderer draws strokes), its trimmed arc
    /// sampled every degree, with round caps.
    private static func arcOutline(_ node: LayoutNode) -> [(x: Double, y: Double)] {
        let frame = node.frame
        let width = node.stroke?.1 ?? 0
        let center = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        let radius =
            min(frame.width, frame.height) / 2 - (node.strokePlacement == .inside ? width / 2 : 0)
        let trim = node.trim ?? (0, 1)
        var points: [(x: Double, y: Double)] = []
        let steps = max(1, Int(360 * (trim.to - trim.from)))
        for step in 0...steps {
            let angle = 2 * .pi * (trim.from + (trim.to - trim.from) * Double(step) / Double(steps))
            for r in [radius - width / 2, radius + width / 2] {
                points.append((center.x + r * cos(angle), center.y + r * sin(angle)))
            }
        }
        if node.strokeCap == .round {
            for end in [trim.from, trim.to] {
                let angle = 2 * .pi * end
                let cap = (x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                for step in 0..<36 {
                    let around = Double(step) * .pi / 18
                    points.append(
                        (cap.x + width / 2 * cos(around), cap.y + width / 2 * sin(around)))
                }
            }
        }
        return points
    }
}

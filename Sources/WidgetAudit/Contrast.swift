import Foundation
import WidgetArchive
import WidgetRender

/// WCAG 2.2's contrast: relative luminance of sRGB colours and the ratio
/// of two (success criteria 1.4.3 and 1.4.11).
enum Contrast {
    /// The least ratio for text (1.4.3, level AA).
    static let text = 4.5
    /// The least ratio for large text (1.4.3): 18 pt, or 14 pt bold.
    static let largeText = 3.0
    /// Below this ratio content is not seen at all (CHOICE: WCAG sets no
    /// such line; 1.5:1 is #FFFFFF on #D0D0D0, or black at a tenth of its
    /// opacity, as the vibrant mode draws black, over the Lock Screen).
    static let invisible = 1.5

    /// WCAG's relative luminance of an opaque colour.
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ value: Double) -> Double {
            let v = max(0, min(1, value))
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722
            * linear(color.blue)
    }

    /// The contrast ratio of two opaque colours, 1 to 21.
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The contrast of `color`, drawn at `opacity`, with the opaque
    /// `behind` it is drawn over.
    static func ratio(of color: RGBA, opacity: Double, over behind: RGBA) -> Double {
        ratio(over(color, opacity: opacity, behind), behind)
    }

    /// `color` drawn at `opacity` over the opaque `below`.
    static func over(_ color: RGBA, opacity: Double = 1, _ below: RGBA) -> RGBA {
        let alpha = max(0, min(1, color.alpha * opacity))
        return RGBA(
            color.red * alpha + below.red * (1 - alpha),
            color.green * alpha + below.green * (1 - alpha),
            color.blue * alpha + below.blue * (1 - alpha))
    }

    /// Whether text is large in WCAG's sense. CHOICE: WCAG's 18 and 14
    /// point are taken as iOS points.
    static func isLarge(_ font: ResolvedFont) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight.numericWeight >= 600)
    }
}

/// What is drawn under a point of a layout, composited from the canvas's
/// backdrop up through every fill drawn before a node: its colour as the
/// mode draws it, or nil where a picture, a chart or a recoloured layer
/// lies under it and the colour cannot be known.
struct Backdrop {
    let layout: WidgetLayout
    let drawn: DrawnTree
    /// Whether colours are taken as the mode draws them, or as written
    /// (full colour, the container background as the widget gives it).
    let asWritten: Bool

    /// The colour under `point` before node `index` of `drawn` is drawn.
    func colour(at point: (x: Double, y: Double), before index: Int) -> RGBA? {
        var colour = RGBA(1, 1, 1)
        for layer in baseLayers { colour = Contrast.over(layer, colour) }
        for below in drawn.nodes[..<index] {
            guard below.frame.contains(point), below.clip?.contains(point) ?? true else {
                continue
            }
            switch below.node.kind {
            case .image(let image) where image.systemName == nil:
                return nil
            case .chart:
                return nil
            case .fill, .shape:
                guard let paint = below.node.paint else { continue }
                if below.isRecoloured { return nil }
                if case .shape(let shape) = below.node.kind, !Self.covers(shape, below.frame, point)
                {
                    continue
                }
                colour = Contrast.over(
                    treat(Self.average(paint), accent: below.node.accentable),
                    opacity: below.opacity, colour)
            default:
                continue
            }
        }
        return colour
    }

    /// A colour as drawn (or as written).
    func treat(_ color: RGBA, accent: Bool) -> RGBA {
        asWritten
            ? color
            : layout.environment.accentedLook.drawn(
                color, accent: accent, mode: layout.environment.mode)
    }

    private var baseLayers: [RGBA] {
        guard asWritten else { return CanvasBackdrop(layout).layers }
        return [Palette.widgetBackground(layout.environment.scheme)]
            + (layout.backgroundColor.map { [$0] } ?? [])
    }

    /// A gradient's mean colour (CHOICE: a text over a gradient is judged
    /// against its middle, not the stop nearest it).
    static func average(_ paint: Paint) -> RGBA {
        let colors = paint.colors
        guard !colors.isEmpty else { return RGBA(0, 0, 0, 0) }
        let n = Double(colors.count)
        return RGBA(
            colors.map(\.red).reduce(0, +) / n, colors.map(\.green).reduce(0, +) / n,
            colors.map(\.blue).reduce(0, +) / n, colors.map(\.alpha).reduce(0, +) / n)
    }

    /// Whether a shape's outline covers the point of its frame: an
    /// ellipse's test for circles and ellipses, the frame for the rest.
    static func covers(_ shape: ShapeKind, _ frame: Rect, _ point: (x: Double, y: Double))
        -> Bool
    {
        switch shape {
        case .circle, .ellipse:
            let (cx, cy) = frame.centre
            let rx = max(
                0.001, shape == .circle ? min(frame.width, frame.height) / 2 : frame.width / 2)
            let ry = max(0.001, shape == .circle ? rx : frame.height / 2)
            let dx = (point.x - cx) / rx
            let dy = (point.y - cy) / ry
            return dx * dx + dy * dy <= 1
        default:
            return true
        }
    }
}

import Foundation
import WidgetArchive

/// A right-to-left layout, as SwiftUI makes one: laid out as left to
/// right, then mirrored, so that stacks run from the right, `leading`
/// alignments and paddings sit on the right and offsets go the other way;
/// text keeps its letters (a line's leading end is its right), pictures
/// keep their drawing, and the SF Symbols that stand for a direction
/// turn round.
///
/// CHOICES (one place): a symbol turns when its name says a direction in
/// reading order (`forward`, `backward`) or is one of `mirroredSymbols`;
/// custom `Path` shapes, charts, gauges and progress bars are drawn as
/// written (SwiftUI turns paths and a progress bar's fill too; wdl's
/// renderer draws them from their frame's left).
enum LayoutMirror {
    /// Symbols without a direction in their name that SF Symbols marks
    /// as mirrored in right-to-left languages.
    static let mirroredSymbols: Set<String> = [
        "list.bullet", "list.number", "text.alignleft", "text.alignright", "text.justify.left",
        "text.justify.right", "arrow.uturn.left", "arrow.uturn.right", "arrowshape.turn.up.left",
        "arrowshape.turn.up.right", "square.and.pencil", "pencil", "paperplane",
        "paperplane.fill", "speaker.wave.2", "speaker.wave.2.fill", "text.bubble",
        "text.bubble.fill", "bubble.left", "bubble.right", "bubble.left.fill",
        "bubble.right.fill",
    ]

    /// Whether an SF Symbol turns round right to left.
    static func turns(_ symbol: String) -> Bool {
        let parts = symbol.split(separator: ".")
        return parts.contains("forward") || parts.contains("backward")
            || mirroredSymbols.contains(symbol)
    }

    /// Mirrors a placed node and everything in it across a canvas `width`
    /// points wide.
    static func mirror(_ node: LayoutNode, width: Double, depth: Int = 0) {
        guard depth < 512 else { return }
        node.frame.x = width - node.frame.x - node.frame.width
        node.offset.x = -node.offset.x
        node.rotation = -node.rotation
        if let paint = node.paint { node.paint = mirrored(paint) }
        switch node.kind {
        case .text(var content):
            content.alignment = 1 - content.alignment
            node.kind = .text(content)
        case .image(var image):
            if let name = image.systemName, turns(name) {
                image.mirrored = true
                node.kind = .image(image)
            }
        case .shape(
            .unevenRounded(let topLeading, let topTrailing, let bottomTrailing, let bottomLeading)):
            node.kind = .shape(
                .unevenRounded(
                    topLeading: topTrailing, topTrailing: topLeading,
                    bottomTrailing: bottomLeading, bottomLeading: bottomTrailing))
        default:
            break
        }
        for inner in node.backgrounds + node.children + node.overlays + node.masks {
            mirror(inner, width: width, depth: depth + 1)
        }
    }

    /// A paint with its unit points mirrored (a gradient from `leading`
    /// runs from the right), its angles turned the other way.
    static func mirrored(_ paint: Paint) -> Paint {
        switch paint {
        case .color: paint
        case .gradient(let colors, let start, let end):
            .gradient(colors, start: (1 - start.0, start.1), end: (1 - end.0, end.1))
        case .radial(let colors, let center, let from, let to):
            .radial(colors, center: (1 - center.0, center.1), startRadius: from, endRadius: to)
        case .angular(let colors, let center, let from, let to):
            .angular(
                colors, center: (1 - center.0, center.1), startAngle: 180 - to, endAngle: 180 - from
            )
        case .elliptical(let colors, let center, let from, let to):
            .elliptical(colors, center: (1 - center.0, center.1), start: from, end: to)
        }
    }

    /// Whether text in `locale` runs right to left (Arabic, Hebrew,
    /// Persian, Urdu...), as Foundation's locale data says.
    static func isRightToLeft(_ locale: DisplayLocale) -> Bool {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
    }
}

import WidgetArchive

/// An SF Symbol drawn as SVG: the icon `SymbolNames` maps its name to,
/// from the outlines of `SymbolPaths`, scaled into the symbol's box.
enum SymbolOutline {
    /// The outline's path elements for an SF Symbol name; nil for a name
    /// the table does not know (drawn as the placeholder).
    static func paths(for name: String) -> String? {
        SymbolNames.icon(for: name).flatMap { SymbolPaths.icons[$0] }
    }

    /// A `<g>` drawing `paths` in the largest square centred in `frame`,
    /// painted with the `fill` attribute text; `stroke` (the same paint as
    /// a stroke) thickens the lines for a heavy `weight`.
    static func svg(
        _ paths: String, in frame: Rect, weight: FontWeight, fill: String, stroke: String
    ) -> String {
        let side = min(frame.width, frame.height)
        let x = frame.x + (frame.width - side) / 2
        let y = frame.y + (frame.height - side) / 2
        var paint = fill
        let width = SymbolMetrics.outlineStroke(for: weight)
        if width > 0 { paint += " \(stroke) stroke-width=\"\(width)\" stroke-linejoin=\"round\"" }
        return
            "<g transform=\"translate(\(SVGNumber.text(x)) \(SVGNumber.text(y))) scale(\(scale(side)))\" \(paint)>\(paths)</g>"
    }

    /// Points per icon unit, to four decimals: two would move the far
    /// edge of a large icon by a visible fraction of a point.
    private static func scale(_ side: Double) -> String {
        let value = (side / SymbolPaths.side * 10_000).rounded() / 10_000
        return value.isFinite ? "\(value)" : "0"
    }
}

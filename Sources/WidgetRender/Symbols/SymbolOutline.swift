import WidgetArchive

/// An SF Symbol drawn as SVG: the icon `SymbolNames` maps its name to,
/// from the outlines of `SymbolPaths`, scaled into the symbol's box.
enum SymbolOutline {
    /// The outline's path elements for an SF Symbol name; nil for a name
    /// the table does not know (drawn as the placeholder).
    static func paths(for name: String) -> String? {
        SymbolNames.icon(for: name).flatMap { SymbolPaths.icons[$0] }
    }

    /// One layer of an icon: its path elements, painted with the `fill`
    /// attribute text; `stroke` (the same paint as a stroke) thickens the
    /// lines for a heavy weight.
    struct Layer {
        let paths: String
        let fill: String
        let stroke: String
    }

    /// A `<g>` drawing `layers`, back to front, in the largest square
    /// centred in `frame` (one layer is painted on the group itself).
    static func svg(_ layers: [Layer], in frame: Rect, weight: FontWeight) -> String {
        let side = min(frame.width, frame.height)
        let x = frame.x + (frame.width - side) / 2
        let y = frame.y + (frame.height - side) / 2
        let transform =
            "transform=\"translate(\(SVGNumber.text(x)) \(SVGNumber.text(y))) scale(\(scale(side)))\""
        let stroke = SymbolMetrics.outlineStroke(for: weight)
        func paint(_ layer: Layer) -> String {
            guard stroke > 0 else { return layer.fill }
            return layer.fill
                + " \(layer.stroke) stroke-width=\"\(stroke)\" stroke-linejoin=\"round\""
        }
        if layers.count == 1 { return "<g \(transform) \(paint(layers[0]))>\(layers[0].paths)</g>" }
        return "<g \(transform)>"
            + layers.map { "<g \(paint($0))>\($0.paths)</g>" }.joined() + "</g>"
    }

    /// Points per icon unit, to four decimals: two would move the far
    /// edge of a large icon by a visible fraction of a point.
    private static func scale(_ side: Double) -> String {
        let value = (side / SymbolPaths.side * 10_000).rounded() / 10_000
        return value.isFinite ? "\(value)" : "0"
    }
}

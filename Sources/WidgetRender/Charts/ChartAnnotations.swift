import WidgetArchive

/// A mark's `annotation`: which of the chart node's children draws it,
/// and where it goes.
public struct ChartAnnotation: Sendable {
    /// The index of its view among the chart node's children.
    public var node: Int
    public var position: AnnotationPosition
    /// Where along the chosen side (`.center` when not given).
    public var alignment: Alignment
    public var spacing: Double
}

/// Where a mark is, for its annotations: the rectangle it covers (a
/// point's is empty) and the side `.automatic` means for it.
struct ChartAnchor {
    var rect: Rect
    var automatic: AnnotationPosition
}

extension ChartAnnotation {
    /// The frame of an annotation of `size` beside `anchor`: outside the
    /// side `position` names, `spacing` away, placed along that side by
    /// `alignment`; `.overlay` inside the mark, by `alignment`.
    func frame(_ size: Size, beside anchor: ChartAnchor) -> Rect {
        let rect = anchor.rect
        let side = position == .automatic ? anchor.automatic : position
        let along = (
            x: rect.x + (rect.width - size.width) * alignment.horizontal,
            y: rect.y + (rect.height - size.height) * alignment.vertical
        )
        let above = rect.y - spacing - size.height
        let below = rect.maxY + spacing
        let before = rect.x - spacing - size.width
        let after = rect.maxX + spacing
        let (x, y): (Double, Double)
        switch side {
        case .top, .automatic: (x, y) = (along.x, above)
        case .bottom: (x, y) = (along.x, below)
        case .leading: (x, y) = (before, along.y)
        case .trailing: (x, y) = (after, along.y)
        case .topLeading: (x, y) = (before, above)
        case .topTrailing: (x, y) = (after, above)
        case .bottomLeading: (x, y) = (before, below)
        case .bottomTrailing: (x, y) = (after, below)
        case .overlay: (x, y) = (along.x, along.y)
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// A text the canvas's edge cuts: it lies partly (or wholly) outside the
/// widget, where the device draws nothing, and no clipping view nearer it
/// meant it to be cut.
public struct CutText: Hashable, Sendable {
    /// The text's words, as laid out (redacted text has none).
    public var text: String
    /// Where it is drawn, in canvas points (offsets applied).
    public var frame: Rect
    /// The canvas edges it crosses.
    public var edges: Set<Edge>

    /// A side of the canvas.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        case top, leading, bottom, trailing
    }
}

extension WidgetLayout {
    /// How far content crosses the canvas's edge before it counts as cut:
    /// half a point, less than a person can see.
    static let cutTolerance = 0.5

    /// The texts the canvas's edge cuts, in drawing order: none when the
    /// device shows the "adopt containerBackground" notice instead. A
    /// text under a `clipShape`, `clipped` or `mask` is left alone (the
    /// widget cuts it on purpose); an offset moves a text where it is drawn.
    public var cutTexts: [CutText] {
        guard !needsContainerBackground else { return [] }
        var found: [CutText] = []
        collectCutTexts(root, offset: (0, 0), depth: 0, into: &found)
        return found
    }

    private func collectCutTexts(
        _ node: LayoutNode, offset: (x: Double, y: Double), depth: Int, into found: inout [CutText]
    ) {
        guard depth < 512, node.clip == nil, node.masks.isEmpty, node.opacity > 0 else { return }
        let offset = (offset.x + node.offset.x, offset.y + node.offset.y)
        if case .text(let content) = node.kind, !content.redacted, let lines = node.textLayout {
            let frame = Rect(
                x: node.frame.x + offset.0, y: node.frame.y + offset.1, width: node.frame.width,
                height: node.frame.height)
            let edges = cutEdges(frame)
            if !edges.isEmpty {
                let words = lines.lines.map { $0.fragments.map(\.text).joined() }
                found.append(
                    CutText(text: words.joined(separator: " "), frame: frame, edges: edges))
            }
        }
        for child in node.backgrounds + node.children + node.overlays {
            collectCutTexts(child, offset: offset, depth: depth + 1, into: &found)
        }
    }

    private func cutEdges(_ frame: Rect) -> Set<CutText.Edge> {
        let tolerance = Self.cutTolerance
        var edges: Set<CutText.Edge> = []
        if frame.y < -tolerance { edges.insert(.top) }
        if frame.x < -tolerance { edges.insert(.leading) }
        if frame.maxY > canvas.height + tolerance { edges.insert(.bottom) }
        if frame.maxX > canvas.width + tolerance { edges.insert(.trailing) }
        return edges
    }
}

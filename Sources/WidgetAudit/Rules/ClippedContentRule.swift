import WidgetArchive
import WidgetRender
import WidgetSyntax

/// `clipped-content`: a text or an image that lies partly outside the
/// canvas (where the device draws nothing) or outside the clip of a view
/// it is in, and a Live Activity taller than the 160 pt the system shows.
///
/// CHOICE: shapes and fills are not judged: a decoration that bleeds off
/// the edge or a bar inside a clipped track is drawn so on purpose; a
/// word or a picture cut in half never is.
struct ClippedContentRule: AuditRule {
    /// How far content crosses an edge before it counts as cut. CHOICE:
    /// a point: a symbol's box is wider than its ink, and a symbol a point
    /// past the edge loses nothing a person sees.
    static let tolerance = 1.0

    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        var found: [AuditFinding] = []
        let layout = audited.layout
        if layout.overflow > tolerance {
            found.append(
                AuditFinding(
                    id: .clippedContent, origin: layout.root.origin,
                    subject: "the Live Activity",
                    problem:
                        "is \(points(layout.overflow)) pt taller than the 160 pt the system shows; its bottom is cut"
                ))
        }
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
        for (index, drawn) in audited.content where drawn.opacity > 0 {
            guard let subject = subject(drawn.node) else { continue }
            if let edges = crossed(drawn.frame, canvas) {
                found.append(
                    overflow(of: index, subject, edges, audited.drawn, canvas))
            } else if let clip = drawn.clip, let edges = crossed(drawn.frame, clip) {
                found.append(
                    AuditFinding(
                        id: .clippedContent, origin: drawn.origin, frame: drawn.frame,
                        subject: subject,
                        problem:
                            "crosses the \(edges) \(edgeWord(edges)) of the clip it is drawn in"))
            }
        }
        return found
    }

    /// The finding of content the canvas cuts, about the outermost view
    /// it is in that crosses the canvas too: one cause (a stack taller
    /// than the canvas) is one finding however many texts it cuts.
    static func overflow(
        of index: Int, _ subject: String, _ edges: String, _ drawn: DrawnTree, _ canvas: Rect
    ) -> AuditFinding {
        var outer = index
        var at = index
        for _ in 0..<DrawnTree.maximumDepth {
            guard let parent = drawn.parent(of: at),
                crossed(drawn.nodes[parent].frame, canvas) != nil
            else { break }
            at = parent
            if drawn.nodes[parent].node.origin != nil { outer = parent }
        }
        let cut =
            "\(subject) crosses the canvas's \(edges) \(edgeWord(edges)), where the device cuts it"
        guard outer != index else {
            return AuditFinding(
                id: .clippedContent, origin: drawn.nodes[index].origin,
                frame: drawn.nodes[index].frame, subject: subject,
                problem:
                    "crosses the canvas's \(edges) \(edgeWord(edges)), where the device cuts it")
        }
        let container = drawn.nodes[outer]
        return AuditFinding(
            id: .clippedContent, origin: container.node.origin, frame: container.frame,
            subject: container.node.name,
            problem: "does not fit the canvas: \(cut)")
    }

    /// A text's words or an image's name; nil for what is not judged.
    static func subject(_ node: LayoutNode) -> String? {
        switch node.kind {
        case .text: AuditedLayout.words(node).map(quoted)
        case .image(let image) where !image.redacted:
            image.systemName.map { "Image(systemName: \(quoted($0)))" }
                ?? image.assetName.map { "Image(\(quoted($0)))" }
        default: nil
        }
    }

    /// "edge", or "edges" after a list of them.
    static func edgeWord(_ edges: String) -> String {
        edges.contains(" and ") ? "edges" : "edge"
    }

    /// The edges of `bounds` that `frame` crosses, named, or nil.
    static func crossed(_ frame: Rect, _ bounds: Rect) -> String? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        var edges: [String] = []
        if frame.y < bounds.y - tolerance { edges.append("top") }
        if frame.x < bounds.x - tolerance { edges.append("leading") }
        if frame.maxY > bounds.maxY + tolerance { edges.append("bottom") }
        if frame.maxX > bounds.maxX + tolerance { edges.append("trailing") }
        return edges.isEmpty ? nil : AuditConditions.list(edges)
    }
}

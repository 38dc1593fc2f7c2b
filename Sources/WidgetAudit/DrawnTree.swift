import WidgetArchive
import WidgetRender

/// One laid-out node as the device draws it: where (offsets applied),
/// how opaque, inside which clip, and from which view of the source.
struct DrawnNode {
    let node: LayoutNode
    /// The frame in canvas points, offsets applied.
    let frame: Rect
    /// The product of its own and its ancestors' `opacity`.
    let opacity: Double
    /// The intersection of the clips it is drawn in (`clipShape`,
    /// `clipped`, `cornerRadius` of it or an ancestor); nil for none.
    let clip: Rect?
    /// The origin of the node or of its nearest ancestor that has one.
    let origin: ViewOrigin?
    /// Under a mask, a blend mode, a colour adjustment or a blur: what it
    /// draws is not the colour it holds, so colours are not judged there.
    let isRecoloured: Bool
    /// A container background's view: drawn, never audited itself.
    let isBackground: Bool
}

/// Every node of a layout in the order it is drawn (the SVG renderer's:
/// a node's backgrounds, itself, its children, its overlays), the
/// container background's views first when the mode draws them.
///
/// CHOICE: `scaleEffect`, `rotationEffect` and `rotation3DEffect` are
/// not applied to frames (rare in widgets; a finding about a turned view
/// would name the frame it was laid out in).
struct DrawnTree {
    private(set) var nodes: [DrawnNode] = []
    /// Each node's place in `nodes`, and the node it is drawn in.
    private var index: [ObjectIdentifier: Int] = [:]
    private var parents: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// The drawn node that `nodes[at]` is drawn in (a background, child
    /// or overlay of), nil for a root.
    func parent(of at: Int) -> Int? {
        parents[ObjectIdentifier(nodes[at].node)].flatMap { index[$0] }
    }

    /// The deepest nesting walked; deeper nodes are not audited.
    static let maximumDepth = 512

    init(_ layout: WidgetLayout) {
        let context = Context(
            offset: (0, 0), opacity: 1, clip: nil, origin: nil, isRecoloured: false,
            isBackground: true)
        if layout.environment.mode == .fullColor {
            for node in layout.background { walk(node, context, depth: 0) }
        }
        guard !layout.needsContainerBackground else { return }
        var content = context
        content.isBackground = false
        // CarPlay dims a widget a tap cannot open (the SVG renderer's half opacity).
        if layout.dimmed { content.opacity = 0.5 }
        walk(layout.root, content, depth: 0)
    }

    private struct Context {
        var offset: (x: Double, y: Double)
        var opacity: Double
        var clip: Rect?
        var origin: ViewOrigin?
        var isRecoloured: Bool
        var isBackground: Bool
    }

    private mutating func walk(_ node: LayoutNode, _ outer: Context, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        var context = outer
        context.offset = (outer.offset.x + node.offset.x, outer.offset.y + node.offset.y)
        context.opacity *= node.opacity
        context.origin = node.origin ?? outer.origin
        context.isRecoloured =
            outer.isRecoloured || !node.masks.isEmpty || node.blendMode != nil
            || !node.colorAdjustments.isEmpty || node.blur > 0
        let frame = Rect(
            x: node.frame.x + context.offset.x, y: node.frame.y + context.offset.y,
            width: node.frame.width, height: node.frame.height)
        if node.clip != nil {
            context.clip = outer.clip.map { $0.intersection(frame) } ?? frame
        }
        for inner in node.backgrounds + node.drawnChildren + node.overlays {
            parents[ObjectIdentifier(inner)] = ObjectIdentifier(node)
        }
        for background in node.backgrounds { walk(background, context, depth: depth + 1) }
        index[ObjectIdentifier(node)] = nodes.count
        nodes.append(
            DrawnNode(
                node: node, frame: frame, opacity: context.opacity, clip: context.clip,
                origin: context.origin, isRecoloured: context.isRecoloured,
                isBackground: context.isBackground))
        for child in node.drawnChildren { walk(child, context, depth: depth + 1) }
        for overlay in node.overlays { walk(overlay, context, depth: depth + 1) }
    }
}

extension Rect {
    /// Whether the point lies in the rectangle.
    func contains(_ point: (x: Double, y: Double)) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }

    /// The middle point.
    var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}

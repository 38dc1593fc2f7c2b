import WidgetArchive

/// How the renderer draws `AccessoryWidgetGroup` (watchOS 11), in one
/// place. Apple's page says: a label at the top, then three content views
/// "with equal spacing and vertical alignment", each masked by a circle
/// or a rounded square, and fewer than three views centred. It gives no
/// sizes, so these are CHOICEs, measured against the watch's own
/// families (accessoryCircular is 50 pt on a 45 mm watch, whose
/// accessoryRectangular is 184x80.5):
/// - the label row is the headline's line (`labelRow`: 1.3 times its
///   size, 22 pt at the default text size, more at larger ones) and the
///   views sit `rowSpacing` below it;
/// - each view is a square of the height left, but no wider than a third
///   of the width less `slotSpacing` (56.5 pt on the 45 mm watch);
/// - a rounded square's corners are a quarter of its side;
/// - a view after the third is not drawn (the checker warns);
/// - the label is the headline font in the accent group (it takes the
///   face's tint, as a complication's title does); the system adds no
///   background behind the views, only the mask.
enum AccessoryWidgetGroupGeometry {
    /// A label line's height for a headline font of `size` points.
    static func labelRow(fontSize: Double) -> Double { (fontSize * 1.3).rounded() }
    static let rowSpacing = 2.0
    static let slotSpacing = 6.0
    static let cornerFraction = 0.25
    static let maximumViews = 3
    /// The side used where the content area is not known.
    static let fallbackSide = 50.0

    /// The side of each content view's square in a content area of
    /// `size` under a label row `labelRow` tall. CHOICE: the content area
    /// is the widget's, so a group inside padding is not made smaller.
    static func side(in size: Size, labelRow: Double) -> Double {
        guard size.width > 0, size.height > 0 else { return fallbackSide }
        let tall = size.height - labelRow - rowSpacing
        let wide = (size.width - slotSpacing * Double(maximumViews - 1)) / Double(maximumViews)
        return max(0, min(tall, wide))
    }

    /// The mask of a style (`automatic` is `circular`, Apple's default).
    static func mask(_ style: AccessoryWidgetGroupStyle?, side: Double) -> ShapeKind {
        style == .roundedSquare ? .roundedRectangle(side * cornerFraction) : .circle
    }
}

extension TreeBuilder {
    /// `AccessoryWidgetGroup`: its label over a row of masked squares,
    /// filling the widget from its top leading corner.
    mutating func accessoryWidgetGroup(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        typealias G = AccessoryWidgetGroupGeometry
        let font = TextStyles.font(for: .headline, size: display.typeSize)
        let labelRow = G.labelRow(fontSize: font.size)
        let side = G.side(in: container, labelRow: labelRow)
        let slots = view.children.prefix(G.maximumViews).map { child in
            let square = LayoutNode(
                .frame(width: side, height: side, alignment: .center), name: ".frame",
                children: build([child], env))
            square.clip = G.mask(env.groupStyle, side: side)
            // Equal columns across the width: fewer views stay centred.
            return LayoutNode(
                .flexFrame(FlexFrame(maxWidth: .infinity, alignment: .center)), name: ".frame",
                children: [square])
        }
        let row = LayoutNode(
            .stack(.horizontal, alignment: 0.5, spacing: 0), name: "HStack", children: slots)
        let column = LayoutNode(
            .stack(.vertical, alignment: 0, spacing: G.rowSpacing), name: "AccessoryWidgetGroup",
            children: [groupLabel(view, env, font: font, height: labelRow), row])
        return LayoutNode(
            .flexFrame(
                FlexFrame(
                    maxWidth: .infinity, maxHeight: .infinity,
                    alignment: Alignment(horizontal: 0, vertical: 0))), name: ".frame",
            children: [column])
    }

    /// The group's label: its `label` views, or a `Label` of its title and
    /// image, in the headline `font` and the accent group, in a row
    /// `height` tall.
    private mutating func groupLabel(
        _ view: ArchivedView, _ env: Inherited, font: ResolvedFont, height: Double
    ) -> LayoutNode {
        var labelEnv = env
        labelEnv.font = font
        labelEnv.accentable = true
        labelEnv.lineLimit = 1
        let node: LayoutNode
        if case .views(let views)? = view[.label] {
            node = LayoutNode(
                .stack(.horizontal, alignment: 0.5, spacing: nil), name: "HStack",
                children: build(views, labelEnv))
        } else {
            node = label(view, labelEnv)
        }
        node.markAccentable()
        return LayoutNode(
            .frame(width: nil, height: height, alignment: Alignment(horizontal: 0, vertical: 0.5)),
            name: ".frame", children: [node])
    }
}

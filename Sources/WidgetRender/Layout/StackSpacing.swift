/// A stack's default spacing (`spacing: nil`): not one number but what
/// the two neighbours prefer at their facing edges (SwiftUI's
/// `ViewSpacing`, whose documentation names "the spacing to the next text
/// view along the top and bottom edges"). The distances follow
/// OpenSwiftUI's reimplementation of SwiftUI's `Spacing` and
/// `Spacing.textSpacing` (OpenSwiftUICore `Spacing.swift` and
/// `Text+Spacing.swift`, audited against iOS 18). With a text's height
/// h = ascender + descender and its boundary b = h / 10 rounded up to a
/// pixel:
///
/// | above | below | distance | body text |
/// |---|---|---|---|
/// | view | view | 8 pt (`Spacing.defaultValue`) | 8 |
/// | view | text | h + b − the text's ascender | 6.43 |
/// | text | view | h + b − the text's cap height, at least b + the descender | 10.64 |
/// | text | text | the lower text's line gap, rounded up to a pixel | 0 (SF Pro has none) |
///
/// So two texts stack like the lines of one paragraph, and a text keeps
/// about its own cap height clear of a shape. Side by side (`HStack`) a
/// text prefers nothing of its own, and every pair is 8 pt apart.
///
/// APPROXIMATE: images (SF Symbols included) count as views, though
/// SwiftUI gives a symbol text-like preferences; a spacer is a view.
enum StackSpacing {
    /// Between two views with no text at the facing edges: SwiftUI's
    /// `Spacing.defaultValue`, the stacks' 8 pt of `LayoutDefaults`.
    static let betweenViews = LayoutDefaults.stackSpacing
    /// The "natural boundary" SwiftUI keeps around a text: this share of
    /// its ascender + descender.
    static let textBoundary = 0.1
    /// Distances next to a text are rounded up to a pixel. CHOICE: the
    /// pixel of the @3x iPhones the widgets are drawn for (and the real
    /// renders were made at).
    static let pixel = 1.0 / 3

    /// What a view offers at one edge facing its neighbour.
    enum Edge: Equatable {
        /// No text at this edge: a shape, a colour, an image, padding.
        case view
        /// A text's edge, with its largest font.
        case text(ResolvedFont)
    }

    /// The default distance between `above` (its bottom or trailing edge)
    /// and `below` (its top or leading edge) along `axis`.
    static func distance(_ above: Edge, _ below: Edge, along axis: Axis) -> Double {
        guard axis == .vertical else { return betweenViews }
        switch (above, below) {
        case (.view, .view): return betweenViews
        case (.view, .text(let font)): return outer(font) - font.baseline
        case (.text(let font), .view):
            return max(outer(font) - font.capHeight, boundary(font) + font.descender)
        case (.text, .text(let font)): return roundedUp(font.lineGap)
        }
    }

    /// The text's ascender and descender, its line gap left out, and the
    /// boundary: the extent SwiftUI keeps clear from a text's top to the
    /// view below it, or from the view above to its bottom.
    private static func outer(_ font: ResolvedFont) -> Double {
        font.baseline + font.descender + boundary(font)
    }

    /// A tenth of the font's ascender and descender, rounded up to a pixel.
    static func boundary(_ font: ResolvedFont) -> Double {
        roundedUp((font.baseline + font.descender) * textBoundary)
    }

    private static func roundedUp(_ value: Double) -> Double {
        (value / pixel - 1e-9).rounded(.up) * pixel
    }
}

extension LayoutNode {
    /// What this node offers its stack neighbours at its leading (`first`)
    /// or trailing edge along `axis`. Modifiers that keep the content's
    /// edges pass them on, padding replaces the edges it pads with a plain
    /// view's, a stack offers its first or last child's edge along its own
    /// axis and a text's, if any child has one, across it.
    func spacingEdge(first: Bool, along axis: Axis) -> StackSpacing.Edge {
        switch kind {
        case .text(let content):
            guard axis == .vertical,
                let font = content.fragments.max(by: { $0.font.lineHeight < $1.font.lineHeight })?
                    .font
            else { return .view }
            return .text(font)
        case .padding(let insets):
            let padded =
                axis == .vertical
                ? (first ? insets.top : insets.bottom) : (first ? insets.leading : insets.trailing)
            return padded != 0 ? .view : content.spacingEdge(first: first, along: axis)
        case .frame, .flexFrame, .fixedSize, .aspectRatio, .decorated:
            return content.spacingEdge(first: first, along: axis)
        case .stack(let stackAxis, _, _) where stackAxis == axis:
            return (first ? children.first : children.last)?.spacingEdge(first: first, along: axis)
                ?? .view
        case .stack, .zstack:
            return children.lazy.map { $0.spacingEdge(first: first, along: axis) }.max(
                by: Self.smallerText) ?? .view
        default:
            return .view
        }
    }

    /// Orders edges so that the text with the tallest line comes last, as
    /// SwiftUI's union of spacing keeps the largest text metrics.
    private static func smallerText(_ a: StackSpacing.Edge, _ b: StackSpacing.Edge) -> Bool {
        switch (a, b) {
        case (.view, .text): return true
        case (.text(let x), .text(let y)): return x.lineHeight < y.lineHeight
        default: return false
        }
    }
}

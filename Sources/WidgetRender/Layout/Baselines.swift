/// Which text baseline an `HStack` lines its children up on
/// (`.firstTextBaseline`, `.lastTextBaseline`).
public enum TextBaseline: Sendable {
    case first, last
}

extension LayoutNode {
    /// The distance from the top of this node, at `size`, to its first or
    /// last text baseline. A text's is its line's baseline; a symbol's is
    /// where its font's text sits (`SymbolMetrics.baseline`), so a symbol
    /// beside text is centred on the cap height; padding and single-child
    /// modifiers pass their content's on. CHOICE: any other view, a stack
    /// included, has its bottom as baseline (SwiftUI's default for views
    /// without text).
    func baseline(_ which: TextBaseline, at size: Size) -> Double {
        switch kind {
        case .text(let content):
            let lineHeight =
                content.fragments.map(\.font.lineHeight).max() ?? ResolvedFont.body.lineHeight
            let font =
                content.fragments.max { $0.font.lineHeight < $1.font.lineHeight }?.font
                ?? ResolvedFont.body
            let pitch = lineHeight + content.lineSpacing
            let lines =
                which == .last && pitch > 0
                ? max(1, ((size.height + content.lineSpacing) / pitch).rounded()) : 1
            return (lines - 1) * pitch + font.baseline
        case .image(let image) where image.systemName != nil && !image.resizable:
            return SymbolMetrics.baseline(boxHeight: size.height, pointSize: image.pointSize)
        case .padding(let insets):
            let inner = Size(
                max(0, size.width - insets.horizontal), max(0, size.height - insets.vertical))
            return insets.top + content.baseline(which, at: inner)
        case .decorated, .fixedSize:
            return content.baseline(which, at: size)
        default:
            return size.height
        }
    }

    /// The tops of children of `sizes` lined up on `which` baseline,
    /// relative to the highest, and the height they take together.
    func baselineOffsets(_ which: TextBaseline, _ sizes: [Size]) -> (tops: [Double], height: Double)
    {
        let baselines = zip(children, sizes).map { $0.baseline(which, at: $1) }
        let shared = baselines.max() ?? 0
        let tops = baselines.map { shared - $0 }
        let height = zip(tops, sizes).map { $0 + $1.height }.max() ?? 0
        return (tops, height)
    }
}

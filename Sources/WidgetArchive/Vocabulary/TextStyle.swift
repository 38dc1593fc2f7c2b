/// A Dynamic Type text style (`Font.TextStyle`), in the order SwiftUI
/// lists them; the raw values are the archive's spellings.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
        caption2

    /// The style at the default Dynamic Type size (Large) on iOS: point
    /// size, leading (the distance between baselines) and weight.
    ///
    /// Source: HIG Typography, "iOS, iPadOS Dynamic Type sizes", Large
    /// column; copied into `Docs/WidgetKitFacts.md` section 11.
    /// The one copy of this table: the renderer measures with it and the
    /// compiler's keyword set is `allCases`.
    public var metrics: TextStyleMetrics {
        switch self {
        case .largeTitle: TextStyleMetrics(size: 34, leading: 41, weight: .regular)
        case .title: TextStyleMetrics(size: 28, leading: 34, weight: .regular)
        case .title2: TextStyleMetrics(size: 22, leading: 28, weight: .regular)
        case .title3: TextStyleMetrics(size: 20, leading: 25, weight: .regular)
        case .headline: TextStyleMetrics(size: 17, leading: 22, weight: .semibold)
        case .subheadline: TextStyleMetrics(size: 15, leading: 20, weight: .regular)
        case .body: TextStyleMetrics(size: 17, leading: 22, weight: .regular)
        case .callout: TextStyleMetrics(size: 16, leading: 21, weight: .regular)
        case .footnote: TextStyleMetrics(size: 13, leading: 18, weight: .regular)
        case .caption: TextStyleMetrics(size: 12, leading: 16, weight: .regular)
        case .caption2: TextStyleMetrics(size: 11, leading: 13, weight: .regular)
        }
    }
}

/// The Dynamic Type sizes a person can choose (`DynamicTypeSize`), in
/// order; `large` is the default.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension TextStyle {
    /// Point sizes per Dynamic Type size, in `DynamicTypeSize` order.
    /// Source: HIG Typography, "iOS, iPadOS Dynamic Type sizes" (the Large
    /// column is `metrics`). The one copy of the table.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style at `size`: its point size from the table, its leading
    /// scaled from the Large row's (CHOICE: the HIG's leading per size is
    /// not copied; the ratio keeps lines as Large spaces them), its weight.
    public func metrics(at size: DynamicTypeSize) -> TextStyleMetrics {
        let large = metrics
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        let points = sizes[index]
        return TextStyleMetrics(
            size: points, leading: (points * large.leading / large.size).rounded(),
            weight: large.weight)
    }
}

/// One row of the Dynamic Type table.
public struct TextStyleMetrics: Hashable, Sendable {
    /// Creates a row.
    public init(size: Double, leading: Double, weight: FontWeight) {
        self.size = size
        self.leading = leading
        self.weight = weight
    }

    /// Points.
    public let size: Double
    /// Points between baselines.
    public let leading: Double
    /// The style's own weight.
    public let weight: FontWeight
}

/// A Dynamic Type text style (`Font.TextStyle`), in the order SwiftUI
/// lists them; the raw values are the archive's spellings.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The style at the default Dynamic Type size (Large) on iOS: point
    /// size, leading (the distance between baselines) and weight.
    ///
    /// Source: HIG Typography, "iOS, iPadOS Dynamic Type sizes", Large
    /// column; copied into `shared/reference/widgetkit-facts.md` section 11.
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

/// One row of the Dynamic Type table.
public struct TextStyleMetrics: Hashable, Sendable {
    /// Points.
    public let size: Double
    /// Points between baselines.
    public let leading: Double
    /// The style's own weight.
    public let weight: FontWeight
}

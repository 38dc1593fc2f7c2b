/// The widget families of WidgetKit, by their SwiftUI names.
///
/// Source: `WidgetFamily` (developer.apple.com/documentation/widgetkit/widgetfamily),
/// summarised in `Docs/WidgetKitFacts.md` section 1.
public enum WidgetFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

    /// Whether the family is drawn on the Lock Screen or a watch face
    /// (an accessory family) rather than the Home Screen.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The content margin the system adds on every edge (iOS 17 and
    /// later, unless `contentMarginsDisabled`), which
    /// `@Environment(\.widgetContentMargins)` reads: 16 pt in the Home
    /// Screen families, none in the Lock Screen's. CHOICE: Apple publishes
    /// no number; 16 pt matches the margins real renders show on iPhone.
    public var defaultContentMargin: Double { isAccessory ? 0 : 16 }
}

/// The presentations of a Live Activity (ActivityKit), each drawn and
/// checked like a family. Source: facts section 9.
public enum ActivityPresentation: String, CaseIterable, Sendable, Hashable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
}

/// The first OS version of each platform with a form, by the iOS release
/// that brought it; a form without one predates widgets (iOS 14, macOS 11).
public enum Releases {
    /// iOS 15, iPadOS 15, macOS 12, watchOS 8: `symbolVariant`, `animation(_:value:)`.
    public static let iOS15: [Platform: OSVersion] = [
        .iOS: OSVersion(15), .iPadOS: OSVersion(15), .macOS: OSVersion(12), .watchOS: OSVersion(8),
    ]
    /// iOS 16, iPadOS 16, macOS 13, watchOS 9: Lock Screen widgets, Gauge,
    /// ViewThatFits, AccessoryWidgetBackground, timer intervals (Docs/WidgetKitFacts.md §1, §6, §7; D-SYM).
    public static let iOS16: [Platform: OSVersion] = [
        .iOS: OSVersion(16), .iPadOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: OSVersion(9),
    ]
    /// iOS/iPadOS 17, macOS 14, watchOS 10: `containerBackground(for: .widget)`,
    /// `invalidatableContent()` (Docs/WidgetKitFacts.md §4, D-SYM).
    public static let iOS17: [Platform: OSVersion] = [
        .iOS: OSVersion(17), .iPadOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10),
    ]
    /// iOS/iPadOS 18, macOS 15, watchOS 11: `widgetAccentedRenderingMode(_:)`.
    public static let iOS18: [Platform: OSVersion] = [
        .iOS: OSVersion(18), .iPadOS: OSVersion(18), .macOS: OSVersion(15), .watchOS: OSVersion(11),
    ]
    /// iOS/iPadOS/macOS/watchOS 26: `ConcentricRectangle`.
    public static let iOS26: [Platform: OSVersion] = [
        .iOS: OSVersion(26), .iPadOS: OSVersion(26), .macOS: OSVersion(26), .watchOS: OSVersion(26),
    ]
    /// Controls (`ControlWidget`): iOS and iPadOS 18, macOS and watchOS 26
    /// (developer.apple.com/documentation/widgetkit/controls-collection).
    public static let controls: [Platform: OSVersion] = [
        .iOS: OSVersion(18), .iPadOS: OSVersion(18), .macOS: OSVersion(26), .watchOS: OSVersion(26),
    ]
    /// watchOS 11 only: `AccessoryWidgetGroup` and its style, which
    /// WidgetKit has on no other platform
    /// (developer.apple.com/documentation/widgetkit/accessorywidgetgroup).
    public static let watchOS11: [Platform: OSVersion] = [.watchOS: OSVersion(11)]
}

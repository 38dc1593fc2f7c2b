/// The schema's display-time names: one row per `EnvironmentKey`, in
/// declaration order. The compiler's `EnvironmentCatalog` (the versions
/// `api-availability` checks, the activity-only keys), hover and the
/// format document read them.
///
/// A row without versions has been there as long as widgets have.
public enum EnvironmentTable {
    /// Every row, one per key, in the enum's order.
    public static let all: [EnvironmentSchema] = [
        // WidgetKit `EnvironmentValues.widgetRenderingMode`: iOS 16, watchOS 9,
        // macOS 13 (Docs/WidgetKitFacts.md §5).
        EnvironmentSchema(
            .renderingMode, "EnvironmentValues", "widgetRenderingMode", "WidgetRenderingMode",
            Self.sinceIOS16,
            hover:
                "How the system draws the widget: `fullColor`, `accented` (tinted Home Screen) "
                + "or `vibrant` (Lock Screen, StandBy at night)."),
        EnvironmentSchema(
            .colorScheme, "EnvironmentValues", "colorScheme", "ColorScheme",
            hover: "Whether the widget is drawn in the `light` or `dark` appearance."),
        // WidgetKit `EnvironmentValues.showsWidgetContainerBackground`: iOS 17,
        // watchOS 10, macOS 14 (Docs/WidgetKitFacts.md §4).
        EnvironmentSchema(
            .showsBackground, "EnvironmentValues", "showsWidgetContainerBackground", "Bool",
            [
                .iOS: OSVersion(17), .iPadOS: OSVersion(17), .macOS: OSVersion(14),
                .watchOS: OSVersion(10),
            ],
            hover:
                "Whether the system draws the container background; false where it removes "
                + "it (StandBy, a tinted or clear Home Screen, the Lock Screen)."),
        // SwiftUI `EnvironmentValues.isLuminanceReduced`: iOS 16, macOS 13, watchOS 8.
        EnvironmentSchema(
            .isLuminanceReduced, "EnvironmentValues", "isLuminanceReduced", "Bool",
            [
                .iOS: OSVersion(16), .iPadOS: OSVersion(16), .macOS: OSVersion(13),
                .watchOS: OSVersion(8),
            ],
            hover: "Whether the display is dimmed (Always-On): draw less, and less brightly."),
        // WidgetKit `ActivityViewContext.isStale`: iOS and iPadOS 16.2
        // (Docs/WidgetKitFacts.md §9).
        EnvironmentSchema(
            .isStale, "ActivityViewContext", "isStale", "Bool",
            [.iOS: OSVersion(16, 2), .iPadOS: OSVersion(16, 2)], surfaces: .activityOnly,
            hover:
                "Whether the Live Activity's content is out of date (its stale date has passed)."),
        // WidgetKit `EnvironmentValues.showsWidgetLabel`: iOS 16, watchOS 9,
        // macOS 13, with the accessory families it serves
        // (developer.apple.com/documentation/swiftui/environmentvalues/showswidgetlabel).
        EnvironmentSchema(
            .showsWidgetLabel, "EnvironmentValues", "showsWidgetLabel", "Bool", Self.sinceIOS16,
            hover:
                "Whether the system draws the view's `widgetLabel` (an accessory family on "
                + "watchOS or the Lock Screen)."),
        // SwiftUI `EnvironmentValues.dynamicTypeSize`: iOS 15, macOS 12, watchOS 8
        // (developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize).
        EnvironmentSchema(
            .dynamicTypeSize, "EnvironmentValues", "dynamicTypeSize", "DynamicTypeSize",
            [
                .iOS: OSVersion(15), .iPadOS: OSVersion(15), .macOS: OSVersion(12),
                .watchOS: OSVersion(8),
            ],
            hover:
                "The person's text size, `xSmall` to `accessibility5` in order: compare it "
                + "(`>= .accessibility1`) or ask `isAccessibilitySize`."),
        // SwiftUI `EnvironmentValues.sizeCategory` (deprecated for
        // dynamicTypeSize, still written): as long as widgets.
        EnvironmentSchema(
            .sizeCategory, "EnvironmentValues", "sizeCategory", "ContentSizeCategory",
            hover:
                "The person's text size under its older name, `extraSmall` to "
                + "`accessibilityExtraExtraExtraLarge`: compare it or ask `isAccessibilityCategory`."
        ),
        // SwiftUI `EnvironmentValues.redactionReasons`: iOS 14, as long as
        // widgets (developer.apple.com/documentation/swiftui/environmentvalues/redactionreasons).
        EnvironmentSchema(
            .redactionReasons, "EnvironmentValues", "redactionReasons", "RedactionReasons",
            hover:
                "Why the views are drawn redacted: `placeholder` under `redacted(reason:)`, "
                + "`privacy` while the device is locked. Ask `contains(.placeholder)` or `isEmpty`."
        ),
        // Foundation `ProcessInfo.operatingSystemVersion`, which Swift's
        // `#available` reads on the device: read by no body by name.
        EnvironmentSchema(
            .systemVersion, "ProcessInfo", "operatingSystemVersion", "OperatingSystemVersion",
            hover:
                "The iOS release the widget is displayed on: `if #available(iOS 17.0, *)` in a "
                + "body is decided on it, as on a device (`wdl render --system 16.0`)."),
        // WidgetKit `EnvironmentValues.activityFamily`: iOS and iPadOS 18
        // (developer.apple.com/documentation/swiftui/environmentvalues/activityfamily).
        EnvironmentSchema(
            .activityFamily, "EnvironmentValues", "activityFamily", "ActivityFamily",
            [.iOS: OSVersion(18), .iPadOS: OSVersion(18)], surfaces: .activityOnly,
            hover:
                "The size family the Live Activity is drawn in: `medium` on iPhone, iPad and "
                + "Mac, `small` in the watch's Smart Stack and CarPlay when the activity "
                + "declares `supplementalActivityFamilies: [.small]`."),
        // WidgetKit `EnvironmentValues.levelOfDetail`: iOS, iPadOS and visionOS 26
        // (developer.apple.com/documentation/swiftui/environmentvalues/levelofdetail).
        EnvironmentSchema(
            .levelOfDetail, "EnvironmentValues", "levelOfDetail", "LevelOfDetail",
            [.iOS: OSVersion(26), .iPadOS: OSVersion(26), .visionOS: OSVersion(26)],
            hover:
                "How much the widget shows: `simplified` when a person is far from it on "
                + "Apple Vision Pro (drop small text and buttons), `default` there up close "
                + "and always elsewhere (`wdl render --device vision-pro --level-of-detail simplified`)."
        ),
    ]

    /// iOS and iPadOS 16, macOS 13, watchOS 9: where the accessory
    /// families and rendering modes arrived.
    private static let sinceIOS16: [Platform: OSVersion] = [
        .iOS: OSVersion(16), .iPadOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: OSVersion(9),
    ]

    /// The row of `key`. Every key has one (a test holds it).
    public static func row(_ key: EnvironmentKey) -> EnvironmentSchema {
        byKey[key]!
    }

    /// The row of the name a body writes (`isStale`), or nil.
    public static func row(named name: String) -> EnvironmentSchema? {
        byName[name]
    }

    private static let byKey: [EnvironmentKey: EnvironmentSchema] = Dictionary(
        all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    private static let byName: [String: EnvironmentSchema] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

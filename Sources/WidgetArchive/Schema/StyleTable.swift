/// The schema's styles: one row per case of each style modifier's keyword
/// set (`buttonStyle`, `toggleStyle`, `gaugeStyle`, `progressViewStyle`,
/// `labelStyle`, `accessoryWidgetGroupStyle`), modifier by modifier in declaration order. Hover, the
/// format document and the compiler's style availability read them.
///
/// Versions are the SwiftUI documentation's for the style's type and its
/// static member (developer.apple.com/documentation/swiftui/<type>); a
/// platform is left out where the style predates widgets there (iOS 14,
/// macOS 11). Where the documentation was not confirmed, the row takes
/// its modifier's own availability and says so.
public enum StyleTable {
    /// Every row.
    public static let all: [StyleSchema] =
        buttons + toggles + gauges + progressViews + labels + widgetGroups

    /// The row of the keyword `keyword` of `modifier`, or nil.
    public static func row(_ modifier: ModifierKind, _ keyword: String) -> StyleSchema? {
        byKeyword[Key(modifier: modifier, keyword: keyword)]
    }

    /// The row of a typed case. Every case has one (a test holds it).
    public static func row(_ style: StyleCase) -> StyleSchema? {
        row(style.modifier, style.keyword)
    }

    /// The rows of `modifier`'s keywords, in declaration order.
    public static func rows(of modifier: ModifierKind) -> [StyleSchema] {
        all.filter { $0.modifier == modifier }
    }

    /// The modifiers with style rows, in the table's order.
    public static var modifiers: [ModifierKind] {
        var kinds: [ModifierKind] = []
        for row in all where !kinds.contains(row.modifier) { kinds.append(row.modifier) }
        return kinds
    }

    /// What keeps `keyword` of `modifier` from code that runs on each of
    /// `platforms` from its version up: the first platform that needs a
    /// newer version, or lacks the style. For `api-availability`: the
    /// checker calls it with the header's platforms raised by any
    /// `if #available` guard (`StyleCatalog`).
    public static func requirement(
        _ modifier: ModifierKind, _ keyword: String, on platforms: [(Platform, OSVersion)]
    ) -> (platform: Platform, requirement: StyleRequirement)? {
        guard let row = row(modifier, keyword) else { return nil }
        for (platform, minimum) in platforms {
            if let requirement = row.requirement(on: platform, from: minimum) {
                return (platform, requirement)
            }
        }
        return nil
    }

    private struct Key: Hashable {
        let modifier: ModifierKind
        let keyword: String
    }

    private static let byKeyword: [Key: StyleSchema] = Dictionary(
        all.map { (Key(modifier: $0.modifier, keyword: $0.keyword), $0) },
        uniquingKeysWith: { first, _ in first })

    /// What every interactive style says about where it draws as a control.
    private static let interactive =
        "styles a Button or Toggle, which works only where controls are interactive "
        + "(with an intent; `interactive-family`, `interactive-availability`)"

    // MARK: buttonStyle

    private static let buttons: [StyleSchema] = [
        // DefaultButtonStyle: iOS 13, macOS 10.15, watchOS 6.
        StyleSchema(
            .button(.automatic), "DefaultButtonStyle",
            hover: "The platform's default; in a widget, bordered like `.bordered`.",
            inWidgets: interactive),
        // PlainButtonStyle: iOS 13, macOS 10.15, watchOS 6.
        StyleSchema(
            .button(.plain), "PlainButtonStyle",
            hover: "The label alone, with no capsule and no tint; it dims while pressed.",
            inWidgets: interactive),
        // BorderedButtonStyle: iOS 15, macOS 10.15, watchOS 7
        // (https://developer.apple.com/documentation/swiftui/borderedbuttonstyle).
        StyleSchema(
            .button(.bordered), "BorderedButtonStyle",
            [.iOS: OSVersion(15), .iPadOS: OSVersion(15), .watchOS: OSVersion(7)],
            hover: "The label in the tint colour on a capsule of the tint at low opacity.",
            inWidgets: interactive),
        // BorderedProminentButtonStyle: iOS 15, macOS 12, watchOS 8
        // (https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle).
        StyleSchema(
            .button(.borderedProminent), "BorderedProminentButtonStyle", Releases.iOS15,
            hover: "The label in white on a capsule filled with the tint colour.",
            inWidgets: interactive),
        // BorderlessButtonStyle: iOS 13, macOS 10.15, watchOS 8
        // (https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle).
        StyleSchema(
            .button(.borderless), "BorderlessButtonStyle", [.watchOS: OSVersion(8)],
            hover: "The label alone, with no capsule; drawn like `.plain`.",
            inWidgets: interactive),
    ]

    // MARK: toggleStyle

    private static let toggles: [StyleSchema] = [
        // DefaultToggleStyle: iOS 13, macOS 10.15, watchOS 6.
        StyleSchema(
            .toggle(.automatic), "DefaultToggleStyle",
            hover: "The platform's default: a switch on iOS and watchOS, a checkbox on macOS.",
            inWidgets: interactive),
        // SwitchToggleStyle: iOS 13, macOS 10.15, watchOS 6.
        StyleSchema(
            .toggle(.switch), "SwitchToggleStyle",
            hover: "The label, then a switch filled with the tint colour when on.",
            inWidgets: interactive),
        // ButtonToggleStyle: iOS 15, macOS 12, watchOS 9
        // (https://developer.apple.com/documentation/swiftui/buttontogglestyle).
        StyleSchema(
            .toggle(.button), "ButtonToggleStyle",
            [
                .iOS: OSVersion(15), .iPadOS: OSVersion(15), .macOS: OSVersion(12),
                .watchOS: OSVersion(9),
            ],
            hover: "A button with the label as its title, filled with the tint colour when on.",
            inWidgets: interactive),
        // CheckboxToggleStyle: macOS 10.15 only
        // (https://developer.apple.com/documentation/swiftui/checkboxtogglestyle).
        StyleSchema(
            .toggle(.checkbox), "CheckboxToggleStyle",
            unavailable: [.iOS, .iPadOS, .watchOS, .visionOS],
            hover: "A checkbox, then the label (macOS only).", inWidgets: interactive),
    ]

    // MARK: gaugeStyle

    private static let gauges: [StyleSchema] = [
        // DefaultGaugeStyle: UNCONFIRMED; the modifier's own availability
        // (`gaugeStyle`, iOS 16 with Gauge).
        StyleSchema(
            .gauge(.automatic), "DefaultGaugeStyle", Releases.iOS16,
            hover: "The platform's default: a linear capacity bar outside the Lock Screen.",
            inWidgets: "a linear capacity bar in Home Screen families; the accessory styles "
                + "are what Lock Screen families draw"),
        // AccessoryCircularGaugeStyle: iOS 16, macOS 13, watchOS 9
        // (https://developer.apple.com/documentation/swiftui/accessorycirculargaugestyle).
        StyleSchema(
            .gauge(.accessoryCircular), "AccessoryCircularGaugeStyle", Releases.iOS16,
            hover: "An open ring with a marker at the value; the current value label in the "
                + "middle, the minimum and maximum labels in the opening."),
        // AccessoryCircularCapacityGaugeStyle: iOS 16, macOS 13, watchOS 9
        // (https://developer.apple.com/documentation/swiftui/accessorycircularcapacitygaugestyle).
        StyleSchema(
            .gauge(.accessoryCircularCapacity), "AccessoryCircularCapacityGaugeStyle",
            Releases.iOS16,
            hover: "A closed ring filled to the value, with the current value label in the middle."
        ),
        // AccessoryLinearGaugeStyle: UNCONFIRMED; taken as its siblings'
        // and the modifier's (iOS 16, macOS 13, watchOS 9).
        StyleSchema(
            .gauge(.accessoryLinear), "AccessoryLinearGaugeStyle", Releases.iOS16,
            hover: "A thin bar with a marker at the value."),
        // AccessoryLinearCapacityGaugeStyle: iOS 16, macOS 13, watchOS 9
        // (https://developer.apple.com/documentation/swiftui/accessorylinearcapacitygaugestyle).
        StyleSchema(
            .gauge(.accessoryLinearCapacity), "AccessoryLinearCapacityGaugeStyle",
            Releases.iOS16, hover: "A bar filled from the leading edge to the value."),
        // LinearCapacityGaugeStyle: UNCONFIRMED; the modifier's own availability (iOS 16).
        StyleSchema(
            .gauge(.linearCapacity), "LinearCapacityGaugeStyle", Releases.iOS16,
            hover: "A full-width bar filled to the value, with the label above it."),
    ]

    // MARK: progressViewStyle

    private static let progressViews: [StyleSchema] = [
        // DefaultProgressViewStyle and LinearProgressViewStyle: UNCONFIRMED;
        // taken as ProgressView's own (iOS 14, macOS 11, watchOS 7: as old as widgets).
        StyleSchema(
            .progressView(.automatic), "DefaultProgressViewStyle",
            hover: "The platform's default: a bar for a determinate value."),
        StyleSchema(
            .progressView(.linear), "LinearProgressViewStyle",
            hover: "A bar filled from the leading edge to the value."),
        // CircularProgressViewStyle: iOS 14, macOS 11, watchOS 7
        // (https://developer.apple.com/documentation/swiftui/circularprogressviewstyle).
        StyleSchema(
            .progressView(.circular), "CircularProgressViewStyle",
            hover: "A ring filled to the value.",
            inWidgets: "drawn as an `accessoryCircularCapacity` gauge; empty when indeterminate"),
    ]

    // MARK: labelStyle

    private static let labels: [StyleSchema] = [
        // DefaultLabelStyle, TitleOnlyLabelStyle, IconOnlyLabelStyle: iOS 14,
        // macOS 11, watchOS 7
        // (https://developer.apple.com/documentation/swiftui/icononlylabelstyle).
        StyleSchema(
            .label(.automatic), "DefaultLabelStyle",
            hover: "The container's choice: title and icon in a widget."),
        StyleSchema(
            .label(.titleOnly), "TitleOnlyLabelStyle",
            hover: "The title alone; the icon is not drawn."),
        StyleSchema(
            .label(.iconOnly), "IconOnlyLabelStyle",
            hover: "The icon alone; the title is kept for VoiceOver."),
        // TitleAndIconLabelStyle: iOS 14.5, macOS 11.3, watchOS 7.4
        // (https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle).
        StyleSchema(
            .label(.titleAndIcon), "TitleAndIconLabelStyle",
            [
                .iOS: OSVersion(14, 5), .iPadOS: OSVersion(14, 5), .macOS: OSVersion(11, 3),
                .watchOS: OSVersion(7, 4),
            ],
            hover: "The icon, then the title, side by side."),
    ]

    // MARK: accessoryWidgetGroupStyle

    /// Static members of one type, `AccessoryWidgetGroupStyle`, on watchOS
    /// 11 only (https://developer.apple.com/documentation/widgetkit/accessorywidgetgroupstyle).
    private static let widgetGroups: [StyleSchema] = [
        StyleSchema(
            .accessoryWidgetGroup(.automatic), "AccessoryWidgetGroupStyle",
            Releases.watchOS11, unavailable: notOnWatch,
            hover: "The default: `.circular`."),
        StyleSchema(
            .accessoryWidgetGroup(.circular), "AccessoryWidgetGroupStyle",
            Releases.watchOS11, unavailable: notOnWatch,
            hover: "Masks each content view with a circle."),
        StyleSchema(
            .accessoryWidgetGroup(.roundedSquare), "AccessoryWidgetGroupStyle",
            Releases.watchOS11, unavailable: notOnWatch,
            hover: "Masks each content view with a rounded square."),
    ]

    private static let notOnWatch: Set<Platform> = [.iOS, .iPadOS, .macOS, .visionOS]
}

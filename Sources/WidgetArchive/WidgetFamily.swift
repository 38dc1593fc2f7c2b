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

/// Where the system draws a control (`ControlWidget`, iOS 18): the three
/// Control Center sizes, the Lock Screen's slot, and the Action button's
/// presentation in the Dynamic Island. The control's code writes one
/// template; the system lays it out for each of these. Sources:
/// developer.apple.com/documentation/widgetkit/creating-controls-to-perform-actions-across-the-system
/// and the HIG's "Controls" page; sizes in `ControlSizes` (CHOICEs).
public enum ControlSurface: String, CaseIterable, Sendable, Hashable, Codable {
    case controlSmall, controlMedium, controlLarge, controlLockScreen, actionButton

    /// What people call it, for listings.
    public var title: String {
        switch self {
        case .controlSmall: "Control Center, small"
        case .controlMedium: "Control Center, medium"
        case .controlLarge: "Control Center, large"
        case .controlLockScreen: "Lock Screen"
        case .actionButton: "Action button"
        }
    }

    /// Whether the surface shows the control's title and value beside its
    /// symbol (Control Center's medium and large sizes, the Action
    /// button's Dynamic Island); the small size and the Lock Screen show
    /// the symbol alone.
    public var showsText: Bool {
        switch self {
        case .controlMedium, .controlLarge, .actionButton: true
        case .controlSmall, .controlLockScreen: false
        }
    }
}

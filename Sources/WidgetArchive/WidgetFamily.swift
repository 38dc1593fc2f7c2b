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
///
/// The last three are where an iPhone's Live Activity appears on other
/// devices without code of its own (iOS 18, iOS 26, macOS 26): the Apple
/// Watch's Smart Stack, the CarPlay Home Screen and the Mac's menu bar.
/// They are drawn from the others (`isRemote`), never archived: the Lock
/// Screen view in the `.small` activity family where the activity
/// declares it, else the compact leading and trailing views together.
/// Source: developer.apple.com/documentation/activitykit/creating-custom-views-for-live-activities.
public enum ActivityPresentation: String, CaseIterable, Sendable, Hashable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
    case smartStack, carPlay, menuBar

    /// Whether the presentation shows another device's copy of the
    /// activity, drawn from the views of the others.
    public var isRemote: Bool {
        switch self {
        case .smartStack, .carPlay, .menuBar: true
        default: false
        }
    }

    /// Whether it is drawn from the Lock Screen view in the `.small`
    /// family when the activity declares it (the Smart Stack and CarPlay;
    /// the Mac's menu bar always shows the compact views).
    public var usesSmallFamily: Bool { self == .smartStack || self == .carPlay }

    /// What people call a remote presentation, for listings; the name otherwise.
    public var title: String {
        switch self {
        case .smartStack: "Apple Watch Smart Stack"
        case .carPlay: "CarPlay"
        case .menuBar: "Mac menu bar"
        default: rawValue
        }
    }
}

/// The size family a Live Activity is drawn in (`ActivityFamily`,
/// iOS 18): `medium` on the iPhone, iPad and Mac, `small` in the watch's
/// Smart Stack and in CarPlay for an activity that declares
/// `supplementalActivityFamilies: [.small]`. A body reads it as
/// `@Environment(\.activityFamily)`.
public enum ActivityFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case small, medium
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

/// Where a widget may be shown (`WidgetLocation`), as
/// `disfavoredLocations(_:for:)` names them: places the widget does not
/// suit, which the gallery shows last without excluding it. Sources:
/// developer.apple.com/documentation/widgetkit/widgetlocation and
/// .../widgetlocation/carplay.
public enum WidgetLocation: String, CaseIterable, Sendable, Hashable, Codable {
    case homeScreen, lockScreen, standBy, iPhoneWidgetsOnMac, carPlay

    /// The iOS release that named the location: iOS 17 for the first four
    /// (with `disfavoredLocations`), iOS 26 for CarPlay.
    public var introduced: OSVersion { self == .carPlay ? OSVersion(26) : OSVersion(17) }
}

/// What reloads a widget's timeline besides its own policy, as its
/// header's `reloadedBy: [.push, .app]` declares: WidgetKit push
/// notifications (`WidgetPushHandler`, iOS 26) and the app's
/// `WidgetCenter.shared.reloadTimelines(ofKind:)`. Source:
/// developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications.
public enum ReloadSource: String, CaseIterable, Sendable, Hashable, Codable {
    case push, app

    /// What `wdl timeline` says of it (facts §8, D-KEEP; Apple's push article).
    public var title: String {
        switch self {
        case .push: "WidgetKit push notifications (budgeted and opportunistic: not a timeline)"
        case .app:
            "the app (WidgetCenter.reloadTimelines; not charged while the app is in the foreground)"
        }
    }
}

/// How much detail a widget shows (`LevelOfDetail`, iOS, iPadOS and
/// visionOS 26): `default`, or `simplified` when a person is far from a
/// widget placed in their space on Apple Vision Pro. It is always
/// `default` elsewhere. Source: developer.apple.com/documentation/widgetkit/levelofdetail.
public enum LevelOfDetail: String, CaseIterable, Sendable, Hashable, Codable {
    case `default`, simplified
}

/// How a widget sits on a surface on Apple Vision Pro
/// (`WidgetMountingStyle`, visionOS 26): `elevated` on top of it in a
/// frame, `recessed` set into a wall. A widget offers both unless it says
/// otherwise; a recessed-only widget cannot sit on a horizontal surface.
/// Source: developer.apple.com/documentation/widgetkit/updating-your-widgets-for-visionos.
public enum WidgetMountingStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case elevated, recessed
}

/// The coating of a widget on Apple Vision Pro (`WidgetTexture`,
/// visionOS 26): reflective `glass` (the default) or matte `paper`.
/// Source: developer.apple.com/documentation/widgetkit/widgettexture.
public enum WidgetTexture: String, CaseIterable, Sendable, Hashable, Codable {
    case glass, paper
}

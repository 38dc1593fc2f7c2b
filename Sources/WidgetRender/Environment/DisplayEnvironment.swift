import Foundation
import WidgetArchive

/// Everything about the display that a render depends on besides the
/// archive: what is drawn (a family or presentation), on which device,
/// in which rendering mode and colour scheme, at what time, and whether
/// the device is locked.
public struct DisplayEnvironment: Hashable, Sendable {
    /// The family or Live Activity presentation.
    public var surface: Surface
    /// The device whose sizes are used.
    public var device: Device
    /// fullColor, accented or vibrant.
    public var mode: RenderingMode
    /// Light or dark.
    public var scheme: ColorScheme
    /// The time that timers and relative dates are formatted for.
    public var now: Date
    /// Whether the device is locked: `privacySensitive` views are redacted.
    public var locked: Bool
    /// Whether the container background is drawn (`showsWidgetContainerBackground`).
    public var showsBackground: Bool
    /// Where asset images are looked up by file name (`Assets/` beside the source).
    public var assetsDirectory: String?
    /// The asset catalog beside the source (`Assets.xcassets`): asset
    /// colours in light and dark, and image sets.
    public var assetCatalog: AssetCatalog
    /// The font files beside the source, which custom fonts name.
    public var fonts: FontLibrary
    /// The tint of the accented mode: the tinted Home Screen's colour, and
    /// the accent group's where it has its own (`AccentedLook`).
    public var accentTint: RGBA
    /// The Home Screen look of the accented mode on iOS 26 (`--appearance`).
    public var accentedAppearance = AccentedLook.Appearance.tinted
    /// The locale and time zone dates are shown in (`--locale`, `--time-zone`).
    public var region: DisplayRegion = .standard
    /// The person's text size: text styles scale with it; fixed sizes do not.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Whether the content is out of date (`isStale`). A render also takes
    /// it as true once `now` reaches the entry's stale date (a Live
    /// Activity's `staleDate`); see `WidgetLayout.make`.
    public var isStale = false
    /// Whether the display is dimmed, as in Always On (`isLuminanceReduced`).
    public var isLuminanceReduced = false
    /// A control toggle's state to draw (`--state on|off`); nil draws the
    /// state its value archived.
    public var controlState: Bool?
    /// The iOS release displayed on (`--system`); nil for the newest
    /// (`SystemRelease`). It decides `if #available` branches, and before
    /// iOS 17 the system adds no content margins (`WidgetLayout.margins`).
    public var systemVersion: OSVersion?
    /// The Live Activity size family drawn: `small` where a remote
    /// presentation draws the Lock Screen view in it (`WidgetLayout.make`
    /// sets it), `medium` everywhere else.
    public var activityFamily = ActivityFamily.medium
    /// A pseudo-language the text is shown in (`--pseudo`), as Xcode's
    /// scheme options offer them; nil for the locale's own words.
    public var pseudoLanguage: PseudoLanguage?
    /// Whether the layout runs right to left: in a right-to-left
    /// language (`--locale ar`, `he`) or the right-to-left pseudo-language.
    public var isRightToLeft: Bool {
        pseudoLanguage == .rightToLeft || LayoutMirror.isRightToLeft(region.locale)
    }
    /// The level of detail asked for (`--level-of-detail`); only Apple
    /// Vision Pro draws `simplified` (`WidgetLayout.make` keeps the default
    /// elsewhere).
    public var levelOfDetail = LevelOfDetail.default

    /// An environment with the usual defaults: the default device, light,
    /// the family's first rendering mode, background shown.
    public init(
        surface: Surface, device: Device = DeviceCatalog.defaultDevice, mode: RenderingMode? = nil,
        scheme: ColorScheme = .light,
        now: Date, locked: Bool = false, showsBackground: Bool? = nil,
        assets: SourceAssets = .none
    ) {
        self.surface = surface
        self.device = device
        let mode = mode ?? Self.defaultMode(for: surface)
        self.mode = mode
        self.scheme = scheme
        self.now = now
        self.locked = locked
        // The system removes the container background in vibrant mode (Docs/WidgetKitFacts.md §4).
        self.showsBackground = showsBackground ?? (mode != .vibrant)
        self.assetsDirectory = assets.images
        self.assetCatalog = assets.catalog
        self.fonts = assets.fonts
        self.accentTint = AccentedLook.defaultTint
    }

    /// How the accented mode colours this surface on this OS.
    public var accentedLook: AccentedLook {
        var watchFace = false
        if case .family(let family) = surface { watchFace = family.isAccessory }
        return AccentedLook(
            appearance: accentedAppearance, tint: accentTint,
            liquidGlass: (systemVersion ?? OSVersion(26)) >= OSVersion(26), watchFace: watchFace)
    }

    /// The rendering modes a surface is drawn in, the usual one first: the
    /// shared table of WidgetArchive (`WidgetFamily.renderingModes`), which
    /// the compiler's capability table reads too.
    public static func modes(for surface: Surface) -> [RenderingMode] {
        switch surface {
        case .family(let family): family.renderingModes
        case .presentation(let presentation): presentation.renderingModes
        case .control: [.fullColor]
        }
    }

    /// The mode a surface is usually seen in: vibrant on the Lock Screen,
    /// full colour on the Home Screen.
    public static func defaultMode(for surface: Surface) -> RenderingMode {
        modes(for: surface)[0]
    }

    /// The canvas size for the surface on the device; nil when the device
    /// has no such family. Live Activity heights come from the content,
    /// so they are returned as the tallest allowed.
    public var canvas: Size? {
        switch surface {
        case .family(let family):
            return device.families[family].map { Size($0.width, $0.height) }
        case .presentation(let presentation) where presentation.isRemote:
            return device.remoteActivity[presentation].map { Size($0.width, $0.height) }
        case .presentation(let presentation):
            guard let activity = device.activity else { return nil }
            switch presentation {
            case .lockScreen:
                return Size(activity.lockScreenWidth, ActivitySizes.heights.upperBound)
            case .compactLeading, .compactTrailing:
                return activity.islandWidth == nil
                    ? nil : Size(activity.compact.width, activity.compact.height)
            case .minimal:
                return activity.islandWidth == nil
                    ? nil : Size(activity.minimal.width, activity.minimal.height)
            case .expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom:
                return activity.islandWidth == nil
                    ? nil : Size(activity.expandedWidth, ActivitySizes.heights.upperBound)
            case .smartStack, .carPlay, .menuBar:
                return nil
            }
        case .control(let control):
            return device.controls[control].map { Size($0.width, $0.height) }
        }
    }

    /// CHOICE (UNCONFIRMED, one place): the iPhone and iPad Lock Screens
    /// draw no `widgetLabel` (it is the watch's curved or corner label),
    /// so labels are never drawn and `showsWidgetLabel` is false.
    public static let showsWidgetLabels = false

    /// `redactionReasons` at the root of the tree. CHOICE (Apple states
    /// only that a locked device hiding sensitive data redacts
    /// `privacySensitive` views, and that `.privacy` is the reason a body
    /// reads to redact its own way): `--locked` puts `.privacy` in it. The
    /// placeholder entry is not redacted by wdl (Docs/WidgetKitFacts.md
    /// §10: unconfirmed), so `.placeholder` comes only from `redacted`.
    public var redactionReasons: Set<RedactionReason> { locked ? [.privacy] : [] }

    /// The environment values an `EnvironmentChoice` reads. The display
    /// is dimmed and the content stale only when asked (`--luminance-reduced`,
    /// `--stale`) or, for staleness, when the entry's stale date has passed.
    public var conditionValues: EnvironmentValues {
        EnvironmentValues(
            renderingMode: mode, colorScheme: scheme, showsBackground: showsBackground,
            isLuminanceReduced: isLuminanceReduced,
            isStale: isStale, showsWidgetLabel: Self.showsWidgetLabels,
            dynamicTypeSize: dynamicTypeSize, redactionReasons: redactionReasons,
            systemVersion: systemVersion.map(SystemRelease.release(for:)) ?? SystemRelease.newest,
            activityFamily: activityFamily, levelOfDetail: levelOfDetail)
    }
}

/// Xcode's pseudo-languages, which show how a layout takes a translation
/// before there is one (Product > Scheme > Edit Scheme > Options > App
/// Language).
public enum PseudoLanguage: String, CaseIterable, Sendable, Hashable {
    /// "Double-Length Pseudolanguage": every text twice over (CHOICE:
    /// every plain run, data and verbatim strings too, where Xcode doubles
    /// only what is looked up in a strings table).
    case doubleLength = "double-length"
    /// "Right-to-Left Pseudolanguage": the source's words, laid out right
    /// to left.
    case rightToLeft = "right-to-left"

    /// A text as the pseudo-language shows it. CHOICE: the double-length
    /// language repeats the words after a space ("Rain" reads "Rain
    /// Rain"), as Xcode's does; the right-to-left one keeps them.
    func words(_ text: String) -> String {
        switch self {
        case .doubleLength: text.isEmpty ? text : text + " " + text
        case .rightToLeft: text
        }
    }
}

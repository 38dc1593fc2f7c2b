/// One case of a style modifier's keyword set, typed: the vocabulary
/// enum's case, so a row names a case that exists by construction.
public enum StyleCase: Sendable, Hashable {
    /// A case of `buttonStyle(_:)`.
    case button(ButtonStyle)
    /// A case of `toggleStyle(_:)`.
    case toggle(ToggleStyle)
    /// A case of `gaugeStyle(_:)`.
    case gauge(GaugeStyle)
    /// A case of `progressViewStyle(_:)`.
    case progressView(ProgressViewStyle)
    /// A case of `labelStyle(_:)`.
    case label(LabelStyle)
    /// A case of `accessoryWidgetGroupStyle(_:)` (watchOS 11).
    case accessoryWidgetGroup(AccessoryWidgetGroupStyle)

    /// The modifier whose keyword it is.
    public var modifier: ModifierKind {
        switch self {
        case .button: .buttonStyle
        case .toggle: .toggleStyle
        case .gauge: .gaugeStyle
        case .progressView: .progressViewStyle
        case .label: .labelStyle
        case .accessoryWidgetGroup: .accessoryWidgetGroupStyle
        }
    }

    /// The keyword a body writes after the dot and archives keep: `borderedProminent`.
    public var keyword: String {
        switch self {
        case .button(let style): style.rawValue
        case .toggle(let style): style.rawValue
        case .gauge(let style): style.rawValue
        case .progressView(let style): style.rawValue
        case .label(let style): style.rawValue
        case .accessoryWidgetGroup(let style): style.rawValue
        }
    }

    /// Every case of every style enum, modifier by modifier, in declaration order.
    public static var allCases: [StyleCase] {
        ButtonStyle.allCases.map(StyleCase.button) + ToggleStyle.allCases.map(StyleCase.toggle)
            + GaugeStyle.allCases.map(StyleCase.gauge)
            + ProgressViewStyle.allCases.map(StyleCase.progressView)
            + LabelStyle.allCases.map(StyleCase.label)
            + AccessoryWidgetGroupStyle.allCases.map(StyleCase.accessoryWidgetGroup)
    }
}

/// One style's row of the schema: the keyword case, its SwiftUI type
/// (`.borderedProminent` is `BorderedProminentButtonStyle`), the first OS
/// of each platform with it, the platforms without it, what it looks like
/// in a widget, and what hover says. `StyleTable` holds the rows.
public struct StyleSchema: Sendable, Hashable {
    /// The keyword case, typed.
    public let style: StyleCase
    /// The SwiftUI type the keyword stands for: `BorderedProminentButtonStyle`.
    public let swiftType: String
    /// The first OS version of each platform with the style; a platform
    /// without an entry has had it as long as widgets (iOS 14, macOS 11).
    public let availability: [Platform: OSVersion]
    /// The platforms whose SwiftUI has no such style (`.checkbox` is macOS only).
    public let unavailable: Set<Platform>
    /// One sentence for hover and the format document.
    public let hover: String
    /// What it looks like in a widget, where that is not what the hover
    /// says (interactive styles draw as controls only where controls work).
    public let inWidgets: String?

    /// Creates a row.
    public init(
        _ style: StyleCase, _ swiftType: String, _ availability: [Platform: OSVersion] = [:],
        unavailable: Set<Platform> = [], hover: String, inWidgets: String? = nil
    ) {
        self.style = style
        self.swiftType = swiftType
        self.availability = availability
        self.unavailable = unavailable
        self.hover = hover
        self.inWidgets = inWidgets
    }

    /// The modifier whose keyword it is.
    public var modifier: ModifierKind { style.modifier }
    /// The keyword: `borderedProminent`.
    public var keyword: String { style.keyword }
    /// How a body writes it: `.borderedProminent`.
    public var spelling: String { "." + style.keyword }

    /// What keeps the style from code that runs on `platform` from
    /// `minimum` up: nil when nothing does.
    public func requirement(on platform: Platform, from minimum: OSVersion) -> StyleRequirement? {
        if unavailable.contains(platform) { return .unavailable }
        guard let needed = availability[platform], minimum < needed else { return nil }
        return .needs(needed)
    }
}

/// Why a style cannot be used on a platform from a version.
public enum StyleRequirement: Sendable, Hashable {
    /// It needs this version of the platform or later.
    case needs(OSVersion)
    /// The platform's SwiftUI has no such style.
    case unavailable
}

/// Light or dark appearance (`ColorScheme`).
public enum ColorScheme: String, CaseIterable, Sendable, Hashable {
    case light, dark
}

/// The display-environment values a widget body may test
/// (`EnvironmentChoice`); the raw values are the keys archives hold in
/// `EnvironmentCondition`.
public enum EnvironmentKey: String, CaseIterable, Sendable, Hashable {
    /// `widgetRenderingMode`: a `RenderingMode`.
    case renderingMode
    /// `colorScheme`: a `ColorScheme`.
    case colorScheme
    /// `showsWidgetContainerBackground`: a Bool.
    case showsBackground
    /// `isLuminanceReduced` (Always-On display): a Bool.
    case isLuminanceReduced
    /// Whether the entry is out of date: a Bool.
    case isStale
    /// `showsWidgetLabel`: whether the system draws the view's `widgetLabel`: a Bool.
    case showsWidgetLabel
    /// `dynamicTypeSize`: the person's text size, a `DynamicTypeSize`.
    case dynamicTypeSize
    /// `sizeCategory`: the same size under its older name, a
    /// `ContentSizeCategory` (`ContentSizeCategory.names`).
    case sizeCategory
    /// `redactionReasons`: why the views are drawn redacted, a set of
    /// `RedactionReason`. `equals` asks whether the set holds the value.
    case redactionReasons
    /// The iOS release the widget is displayed on (`SystemRelease`), which
    /// an `if #available(iOS 17.0, *)` in a body asks about. No view reads
    /// it by name.
    case systemVersion
    /// `activityFamily`: the size family a Live Activity is drawn in, an
    /// `ActivityFamily` (`small` in the watch's Smart Stack and CarPlay).
    case activityFamily
    /// `levelOfDetail`: a `LevelOfDetail`, `simplified` when a person is far
    /// from the widget on Apple Vision Pro.
    case levelOfDetail

    /// The values an equality may compare the key to, in order; nil for
    /// a Bool key, which is tested as a flag.
    public var values: [String]? {
        switch self {
        case .renderingMode: RenderingMode.allCases.map(\.rawValue)
        case .colorScheme: ColorScheme.allCases.map(\.rawValue)
        case .dynamicTypeSize: DynamicTypeSize.allCases.map(\.rawValue)
        case .sizeCategory: ContentSizeCategory.names
        case .redactionReasons: RedactionReason.allCases.map(\.rawValue)
        case .systemVersion: SystemRelease.names
        case .activityFamily: ActivityFamily.allCases.map(\.rawValue)
        case .levelOfDetail: LevelOfDetail.allCases.map(\.rawValue)
        case .showsBackground, .isLuminanceReduced, .isStale, .showsWidgetLabel: nil
        }
    }

    /// Whether a body reads it by its name (`colorScheme`); the system
    /// version is asked about only by `#available`.
    public var isReadByName: Bool { self != .systemVersion }

    /// Whether its values are in order, so that `<` and `>=` compare them
    /// (`dynamicTypeSize >= .accessibility1`).
    public var isOrdered: Bool {
        self == .dynamicTypeSize || self == .sizeCategory || self == .systemVersion
    }

    /// Whether the value is a set of its values (`RedactionReasons`), so
    /// that a condition asks whether it holds one.
    public var isSet: Bool { self == .redactionReasons }
}

/// `ContentSizeCategory`, the older name of the Dynamic Type sizes: its
/// cases in `DynamicTypeSize`'s order.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The case names, one per `DynamicTypeSize`, in order.
    public static let names = allCases.map(\.rawValue)

    /// The `DynamicTypeSize` of the same place in the order.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }
}

/// The environment values a view may set for its content with
/// `environment(_:_:)` and wdl draws: the keys SwiftUI lets a widget
/// write whose effect the renderer has (the colour scheme and the text
/// size). Raw values are the `EnvironmentValues` names.
public enum EnvironmentSetting: String, CaseIterable, Sendable, Hashable {
    case colorScheme, dynamicTypeSize, sizeCategory

    /// The values the key takes, in order.
    public var values: [String] { EnvironmentKey(rawValue: rawValue)?.values ?? [] }
}

/// The display environment a condition is decided in, typed.
public struct EnvironmentValues: Hashable, Sendable {
    /// How the widget is drawn.
    public var renderingMode: RenderingMode
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Whether the container background is drawn.
    public var showsBackground: Bool
    /// Whether the display is dimmed (Always-On).
    public var isLuminanceReduced: Bool
    /// Whether the entry is out of date.
    public var isStale: Bool
    /// Whether widget labels are drawn.
    public var showsWidgetLabel: Bool
    /// The person's text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Why the views are drawn redacted; empty when they are not.
    public var redactionReasons: Set<RedactionReason>
    /// The iOS release displayed on (one of `SystemRelease.names`).
    public var systemVersion: String
    /// The Live Activity size family drawn (`medium` but where a remote
    /// presentation draws the small one).
    public var activityFamily: ActivityFamily
    /// The level of detail drawn (`simplified` only on Apple Vision Pro).
    public var levelOfDetail: LevelOfDetail

    /// Creates environment values.
    public init(
        renderingMode: RenderingMode, colorScheme: ColorScheme, showsBackground: Bool,
        isLuminanceReduced: Bool = false, isStale: Bool = false,
        showsWidgetLabel: Bool = false, dynamicTypeSize: DynamicTypeSize = .large,
        redactionReasons: Set<RedactionReason> = [], systemVersion: String = SystemRelease.newest,
        activityFamily: ActivityFamily = .medium, levelOfDetail: LevelOfDetail = .default
    ) {
        self.activityFamily = activityFamily
        self.levelOfDetail = levelOfDetail
        self.systemVersion = systemVersion
        self.dynamicTypeSize = dynamicTypeSize
        self.redactionReasons = redactionReasons
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.showsBackground = showsBackground
        self.isLuminanceReduced = isLuminanceReduced
        self.isStale = isStale
        self.showsWidgetLabel = showsWidgetLabel
    }

    /// The value of a Bool key; false for a key that is not a Bool.
    public func flag(_ key: EnvironmentKey) -> Bool {
        switch key {
        case .showsBackground: showsBackground
        case .isLuminanceReduced: isLuminanceReduced
        case .isStale: isStale
        case .showsWidgetLabel: showsWidgetLabel
        case .renderingMode, .colorScheme, .dynamicTypeSize, .sizeCategory, .redactionReasons,
            .systemVersion, .activityFamily, .levelOfDetail:
            false
        }
    }

    /// Whether a key holds the value spelled `value` (`vibrant`, `dark`).
    public func equals(_ key: EnvironmentKey, _ value: String) -> Bool {
        switch key {
        case .renderingMode: RenderingMode(rawValue: value) == renderingMode
        case .colorScheme: ColorScheme(rawValue: value) == colorScheme
        case .dynamicTypeSize: DynamicTypeSize(rawValue: value) == dynamicTypeSize
        case .sizeCategory:
            ContentSizeCategory.names.firstIndex(of: value)
                == DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)
        case .redactionReasons:
            RedactionReason(rawValue: value).map(redactionReasons.contains) ?? false
        case .systemVersion: value == systemVersion
        case .activityFamily: ActivityFamily(rawValue: value) == activityFamily
        case .levelOfDetail: LevelOfDetail(rawValue: value) == levelOfDetail
        // Only a hand-made archive compares a Bool key; it is read as `Bool`.
        case .showsBackground, .isLuminanceReduced, .isStale, .showsWidgetLabel:
            Bool(value) == flag(key)
        }
    }
}

extension EnvironmentCondition {
    /// Whether the condition holds in the given environment. A key no
    /// version of wdl writes (a hostile archive) reads as false.
    public func holds(in values: EnvironmentValues) -> Bool {
        switch self {
        case .flag(let key): EnvironmentKey(rawValue: key).map(values.flag) ?? false
        case .equals(let key, let value):
            EnvironmentKey(rawValue: key).map { values.equals($0, value) } ?? false
        case .not(let inner): !inner.holds(in: values)
        case .and(let left, let right): left.holds(in: values) && right.holds(in: values)
        case .or(let left, let right): left.holds(in: values) || right.holds(in: values)
        }
    }
}

/// The iOS releases a render may be displayed on, which `#available`
/// chooses between: the first release of each major version widgets
/// have run on, and the point releases that brought widget API (16.1:
/// Live Activities; 16.2: their stale dates; 17.2 added none wdl draws). A version written in
/// `#available` that is not listed holds from the next listed release.
public enum SystemRelease {
    /// The releases, oldest first.
    public static let versions: [OSVersion] = [
        OSVersion(14), OSVersion(15), OSVersion(16), OSVersion(16, 1), OSVersion(16, 2),
        OSVersion(17), OSVersion(18), OSVersion(26),
    ]

    /// Their names, `17.0`, as conditions write them.
    public static let names: [String] = versions.map(name)

    /// The newest: what a render is displayed on unless told otherwise.
    public static let newest: String = names.last!

    /// `17.0` of OSVersion(17).
    public static func name(_ version: OSVersion) -> String {
        version.parts.count == 1 ? "\(version.parts[0]).0" : version.description
    }

    /// The listed release a device of `version` counts as: the newest
    /// listed at or before it (the oldest for an older one).
    public static func release(for version: OSVersion) -> String {
        name(versions.last(where: { $0 <= version }) ?? versions[0])
    }
}

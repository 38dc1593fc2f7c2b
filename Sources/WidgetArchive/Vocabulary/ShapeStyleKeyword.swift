/// The shape styles written as keywords (`foregroundStyle(.secondary)`,
/// `.fill.tertiary`, `.ultraThinMaterial`); colours and gradients have
/// values of their own. The raw values are the archive's spellings.
public enum ShapeStyleKeyword: String, CaseIterable, Sendable, Hashable {
    case primary, secondary, tertiary, quaternary, quinary
    case tint, background, foreground, separator, placeholder
    case fill
    case fillSecondary = "fill.secondary"
    case fillTertiary = "fill.tertiary"
    case fillQuaternary = "fill.quaternary"
    case fillQuinary = "fill.quinary"
    case ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar

    /// The level of a hierarchical style: 0 for `primary` to 4 for `quinary`.
    public var hierarchyLevel: Int? {
        switch self {
        case .primary: 0
        case .secondary: 1
        case .tertiary: 2
        case .quaternary: 3
        case .quinary: 4
        default: nil
        }
    }

    /// The level of a fill: 0 for `fill` to 4 for `fill.quinary`.
    public var fillLevel: Int? {
        switch self {
        case .fill: 0
        case .fillSecondary: 1
        case .fillTertiary: 2
        case .fillQuaternary: 3
        case .fillQuinary: 4
        default: nil
        }
    }

    /// Whether the style is a material (`bar` included).
    public var isMaterial: Bool {
        switch self {
        case .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial,
            .ultraThickMaterial, .bar:
            true
        default: false
        }
    }
}

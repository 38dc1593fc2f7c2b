/// A font weight (`Font.Weight`), lightest first.
///
/// The raw values are the spellings archives hold (`.keyword("bold")`,
/// `ArchiveFont.weight`), so typing them changes no archive byte.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS `font-weight` of the weight (100...900), for SVG output.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 200
        case .thin: 100
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

extension FontWeight {
    /// The weight whose `numericWeight` is nearest `value` (a face's
    /// `OS/2` weight class), the lighter on a tie.
    public static func nearest(toNumeric value: Int) -> FontWeight {
        allCases.min { left, right in
            (abs(left.numericWeight - value), left.numericWeight)
                < (abs(right.numericWeight - value), right.numericWeight)
        } ?? .regular
    }
}

/// A font design (`Font.Design`).
public enum FontDesign: String, CaseIterable, Sendable, Hashable {
    /// San Francisco.
    case `default`
    /// SF Pro Rounded.
    case rounded
    /// SF Mono: every character one width.
    case monospaced
    /// New York.
    case serif
}

/// A font width (`Font.Width`), narrowest first: SF Pro's width axis.
public enum FontWidth: String, CaseIterable, Sendable, Hashable {
    case compressed, condensed, standard, expanded
}

extension ArchiveFont {
    /// The text style, typed; nil for a fixed size or a spelling no
    /// version of wdl writes.
    public var textStyle: TextStyle? { style.flatMap(TextStyle.init(rawValue:)) }
    /// The weight, typed; nil for the style's own weight.
    public var fontWeight: FontWeight? { weight.flatMap(FontWeight.init(rawValue:)) }
    /// The design, typed; nil for the default.
    public var fontDesign: FontDesign? { design.flatMap(FontDesign.init(rawValue:)) }

    /// Creates a font from typed parts (`textStyle: nil` for a fixed size).
    public init(
        textStyle: TextStyle?, size: Double? = nil, weight: FontWeight? = nil,
        design: FontDesign? = nil,
        italic: Bool = false, monospacedDigit: Bool = false
    ) {
        self.init(
            style: textStyle?.rawValue, size: size, weight: weight?.rawValue,
            design: design?.rawValue, italic: italic, monospacedDigit: monospacedDigit)
    }
}

import WidgetArchive

/// A colour with alpha, components 0...1.
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour.
    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255,
            alpha)
    }

    /// The same colour with its alpha multiplied.
    public func withAlpha(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

    /// Mixed toward white by `amount` (above 0) or black (below 0), the
    /// alpha kept: `ArchiveColor.shade`.
    public func shaded(_ amount: Double) -> RGBA {
        guard amount != 0, amount.isFinite else { return self }
        let target = amount > 0 ? 1.0 : 0.0
        let t = min(1, abs(amount))
        return RGBA(
            red + (target - red) * t, green + (target - green) * t, blue + (target - blue) * t,
            alpha)
    }

    /// Relative luminance (Rec. 709 weights on the components).
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// `#RRGGBB`, for SVG.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(
                Int((max(0, min(1, value)) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(1, 1, 1)
    public static let clear = RGBA(0, 0, 0, 0)
}

/// The system colours in light and dark, as iOS defines them (UIKit's
/// semantic and system colours, sRGB).
///
/// Source: Apple HIG "Color" (system colors table, iOS default values)
/// and UIKit's `label`, `secondaryLabel`... values. CHOICE where Apple
/// publishes no value: the widget's default background is
/// `systemBackground` (white) in light and #1C1C1E in dark, as widgets
/// on the Home Screen show; `fill.tertiary` is tertiarySystemFill.
public enum Palette {
    /// System colours: (light, dark).
    static let system: [SystemColor: (UInt32, UInt32)] = [
        .red: (0xFF3B30, 0xFF453A), .orange: (0xFF9500, 0xFF9F0A), .yellow: (0xFFCC00, 0xFFD60A),
        .green: (0x34C759, 0x30D158), .mint: (0x00C7BE, 0x63E6E2), .teal: (0x30B0C7, 0x40C8E0),
        .cyan: (0x32ADE6, 0x64D2FF), .blue: (0x007AFF, 0x0A84FF), .indigo: (0x5856D6, 0x5E5CE6),
        .purple: (0xAF52DE, 0xBF5AF2), .pink: (0xFF2D55, 0xFF375F), .brown: (0xA2845E, 0xAC8E68),
        .gray: (0x8E8E93, 0x8E8E93), .black: (0x000000, 0x000000), .white: (0xFFFFFF, 0xFFFFFF),
    ]

    /// A system colour (`accentColor` is blue; `primary` the label colour).
    public static func system(_ color: SystemColor, _ scheme: ColorScheme) -> RGBA {
        switch color {
        case .clear: return .clear
        case .primary: return label(scheme)
        case .secondary: return label(scheme, level: 1)
        case .accentColor: return system(.blue, scheme)
        default:
            guard let pair = system[color] else { return label(scheme) }
            return RGBA(hex: scheme == .light ? pair.0 : pair.1)
        }
    }

    /// The opacities of the label levels, primary to quinary, in a scheme.
    private static func levelAlphas(_ scheme: ColorScheme) -> [Double] {
        scheme == .light ? [1, 0.6, 0.3, 0.18, 0.1] : [1, 0.6, 0.3, 0.16, 0.1]
    }

    /// The label colours: primary, secondary, tertiary, quaternary, quinary.
    public static func label(_ scheme: ColorScheme, level: Int = 0) -> RGBA {
        let alphas = levelAlphas(scheme)
        let base =
            scheme == .light
            ? (level == 0 ? RGBA.black : RGBA(hex: 0x3C3C43))
            : (level == 0 ? RGBA.white : RGBA(hex: 0xEBEBF5))
        return base.withAlpha(alphas[max(0, min(4, level))])
    }

    /// A level of a foreground set by a modifier further out:
    /// `.foregroundStyle(.secondary)` inside `.foregroundStyle(.black)` is
    /// black, dimmed. SwiftUI derives the hierarchical styles from the
    /// current foreground style. CHOICE: dimmed by the label levels'
    /// opacities (Apple publishes none for a custom colour's levels), and a
    /// level inside a level compounds (`.secondary` in `.secondary` is
    /// 0.36): the inner one reads the current style, the outer's result.
    public static func hierarchical(_ foreground: RGBA, level: Int, _ scheme: ColorScheme) -> RGBA {
        foreground.withAlpha(levelAlphas(scheme)[max(0, min(4, level))])
    }

    /// The fill colours (`.fill`, `.fill.secondary` ...): systemFill and its levels.
    public static func fill(_ scheme: ColorScheme, level: Int) -> RGBA {
        let light = [0.2, 0.16, 0.12, 0.08, 0.05]
        let dark = [0.36, 0.32, 0.24, 0.18, 0.1]
        return RGBA(
            hex: scheme == .light ? 0x787880 : 0x787880,
            alpha: (scheme == .light ? light : dark)[max(0, min(4, level))])
    }

    /// The default widget background.
    public static func widgetBackground(_ scheme: ColorScheme) -> RGBA {
        scheme == .light ? .white : RGBA(hex: 0x1C1C1E)
    }

    /// A UIKit colour in a scheme (`Color(uiColor: .secondaryLabel)`).
    public static func uikit(_ color: UIKitColor, _ scheme: ColorScheme) -> RGBA {
        guard let pair = uikit[color] else { return label(scheme) }
        return scheme == .light ? pair.light : pair.dark
    }

    /// UIKit's colours, light and dark, sRGB, as UIKit's documentation
    /// ("UI element colors", "Standard colors") and the HIG's colour tables
    /// give them for iOS. The adaptable system colours are SwiftUI's
    /// (`system` above); the fixed ones are UIKit's component values
    /// (`UIColor.orange` is 1, 0.5, 0). CHOICE: the separator is iOS 13's
    /// published value (0.29 and 0.6 opacity); later releases darkened it
    /// slightly and publish no number.
    static let uikit: [UIKitColor: (light: RGBA, dark: RGBA)] = {
        func pair(_ light: UInt32, _ dark: UInt32, _ alphas: (Double, Double) = (1, 1))
            -> (light: RGBA, dark: RGBA)
        {
            (RGBA(hex: light, alpha: alphas.0), RGBA(hex: dark, alpha: alphas.1))
        }
        func fixed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1)
            -> (light: RGBA, dark: RGBA)
        {
            (RGBA(red, green, blue, alpha), RGBA(red, green, blue, alpha))
        }
        var table: [UIKitColor: (light: RGBA, dark: RGBA)] = [
            .label: pair(0x000000, 0xFFFFFF),
            .secondaryLabel: pair(0x3C3C43, 0xEBEBF5, (0.6, 0.6)),
            .tertiaryLabel: pair(0x3C3C43, 0xEBEBF5, (0.3, 0.3)),
            .quaternaryLabel: pair(0x3C3C43, 0xEBEBF5, (0.18, 0.16)),
            .placeholderText: pair(0x3C3C43, 0xEBEBF5, (0.3, 0.3)),
            .separator: pair(0x3C3C43, 0x545458, (0.29, 0.6)),
            .opaqueSeparator: pair(0xC6C6C8, 0x38383A),
            .link: pair(0x007AFF, 0x0984FF),
            .systemBackground: pair(0xFFFFFF, 0x000000),
            .secondarySystemBackground: pair(0xF2F2F7, 0x1C1C1E),
            .tertiarySystemBackground: pair(0xFFFFFF, 0x2C2C2E),
            .systemGroupedBackground: pair(0xF2F2F7, 0x000000),
            .secondarySystemGroupedBackground: pair(0xFFFFFF, 0x1C1C1E),
            .tertiarySystemGroupedBackground: pair(0xF2F2F7, 0x2C2C2E),
            .systemFill: pair(0x787880, 0x787880, (0.2, 0.36)),
            .secondarySystemFill: pair(0x787880, 0x787880, (0.16, 0.32)),
            .tertiarySystemFill: pair(0x767680, 0x767680, (0.12, 0.24)),
            .quaternarySystemFill: pair(0x747480, 0x767680, (0.08, 0.18)),
            .systemGray: pair(0x8E8E93, 0x8E8E93),
            .systemGray2: pair(0xAEAEB2, 0x636366),
            .systemGray3: pair(0xC7C7CC, 0x48484A),
            .systemGray4: pair(0xD1D1D6, 0x3A3A3C),
            .systemGray5: pair(0xE5E5EA, 0x2C2C2E),
            .systemGray6: pair(0xF2F2F7, 0x1C1C1E),
            .black: fixed(0, 0, 0), .darkGray: fixed(1 / 3, 1 / 3, 1 / 3),
            .lightGray: fixed(2 / 3, 2 / 3, 2 / 3), .white: fixed(1, 1, 1),
            .gray: fixed(0.5, 0.5, 0.5), .red: fixed(1, 0, 0), .green: fixed(0, 1, 0),
            .blue: fixed(0, 0, 1), .cyan: fixed(0, 1, 1), .yellow: fixed(1, 1, 0),
            .magenta: fixed(1, 0, 1), .orange: fixed(1, 0.5, 0), .purple: fixed(0.5, 0, 0.5),
            .brown: fixed(0.6, 0.4, 0.2), .clear: fixed(0, 0, 0, 0),
            .lightText: fixed(1, 1, 1, 0.6), .darkText: fixed(0, 0, 0),
        ]
        // The adaptable system colours are SwiftUI's own.
        let adaptable: [(UIKitColor, SystemColor)] = [
            (.systemRed, .red), (.systemOrange, .orange), (.systemYellow, .yellow),
            (.systemGreen, .green), (.systemMint, .mint), (.systemTeal, .teal),
            (.systemCyan, .cyan), (.systemBlue, .blue), (.systemIndigo, .indigo),
            (.systemPurple, .purple), (.systemPink, .pink), (.systemBrown, .brown),
        ]
        for (uikit, swiftUI) in adaptable {
            table[uikit] = (system(swiftUI, .light), system(swiftUI, .dark))
        }
        return table
    }()

    /// An archived colour in a scheme (asset colours, which need the
    /// asset catalog, are drawn as the label colour).
    public static func resolve(_ color: ArchiveColor, _ scheme: ColorScheme) -> RGBA {
        let base: RGBA
        switch color.base {
        // A name no version of wdl writes (a hand-made archive) is the label colour.
        case .system(let name):
            if let uikitColor = UIKitColor(archiveName: name) {
                base = uikit(uikitColor, scheme)
            } else {
                base = color.base.systemColor.map { system($0, scheme) } ?? label(scheme)
            }
        case .hex(let value): base = RGBA(hex: value)
        case .asset: base = label(scheme)
        case .rgb(let red, let green, let blue): base = RGBA(red, green, blue)
        case .white(let white): base = RGBA(white, white, white)
        }
        return base.shaded(color.shade).withAlpha(color.opacity)
    }
}

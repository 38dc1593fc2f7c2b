import WidgetArchive

/// A font as the renderer measures and draws it: the point size, the
/// weight, the line height, and the traits that change widths.
public struct ResolvedFont: Hashable, Sendable {
    /// Points.
    public var size: Double
    /// `regular`, `semibold`, `bold`...
    public var weight: FontWeight
    /// `default`, `rounded`, `monospaced`, `serif`.
    public var design: FontDesign
    /// Italic.
    public var italic: Bool
    /// Digits all as wide as the widest (`.monospacedDigit()`).
    public var monospacedDigit: Bool
    /// `compressed`, `condensed`, `standard`, `expanded` (`.fontWidth`):
    /// scales every glyph's advance by `FontMetrics.advanceScale`.
    public var width = FontWidth.standard
    /// Points the text's `.tracking` or `.kerning` adds after every
    /// character, on top of the font's own `Tracking` (see
    /// `Tracking.adjustment(tracking:kerning:)` for how the two combine).
    public var spacing = 0.0
    /// The face of a font file (`Font.custom`) the text is measured and
    /// drawn with; nil for the system font.
    public var face: CustomFace?

    /// The body style: SwiftUI's default font.
    public static let body = TextStyles.font(for: .body)

    /// The font's vertical metrics in ems.
    public var vertical: FontVerticalMetrics { face?.vertical ?? FontVerticalMetrics.of(design) }

    /// The height of one line, and the distance between baselines of
    /// wrapped lines: ascender + descender + line gap (17 pt: 20.29).
    public var lineHeight: Double { size * vertical.lineHeight }

    /// The baseline's distance below the top of a line: the ascender
    /// (the line gap, 0 for SF Pro, falls below the descender).
    public var baseline: Double { size * vertical.ascender }

    /// Below the baseline, in points.
    public var descender: Double { size * vertical.descender }

    /// The line gap, in points.
    public var lineGap: Double { size * vertical.lineGap }

    /// The height of capitals above the baseline, in points.
    public var capHeight: Double { size * vertical.capHeight }
}

/// Fonts from text styles and archived fonts. The Dynamic Type table
/// itself is `TextStyle.metrics` in WidgetArchive, shared with the
/// compiler's keyword set; its leading column is a designer's line pitch,
/// not what iOS draws, so line heights come from the font
/// (`FontVerticalMetrics`).
public enum TextStyles {
    /// The font of a text style at a Dynamic Type size (Large by default).
    public static func font(for style: TextStyle, size: DynamicTypeSize = .large) -> ResolvedFont {
        let row = size == .large ? style.metrics : style.metrics(at: size)
        return ResolvedFont(
            size: row.size, weight: row.weight, design: .default, italic: false,
            monospacedDigit: false)
    }

    /// An archived font resolved against the inherited one. A fixed size
    /// (`.system(size:)`) has SF Pro's line height like a style; CHOICE:
    /// its weight defaults to regular. A style
    /// no version of wdl writes (a hand-made archive) reads as body. A
    /// custom font takes its face from `fonts` (`customFont`).
    public static func resolve(
        _ font: ArchiveFont, size dynamicType: DynamicTypeSize = .large,
        fonts: FontLibrary = FontLibrary()
    ) -> ResolvedFont {
        if font.custom != nil { return customFont(font, size: dynamicType, fonts: fonts) }
        var resolved: ResolvedFont
        if font.style != nil {
            resolved = self.font(for: font.textStyle ?? .body, size: dynamicType)
        } else {
            // Sizes an archive may hold that no device draws are kept in 1...1024 pt.
            let size = min(max(font.size.flatMap { $0.isFinite ? $0 : nil } ?? 17, 1), 1024)
            resolved = ResolvedFont(
                size: size, weight: .regular, design: .default, italic: false,
                monospacedDigit: false)
        }
        if font.weight != nil { resolved.weight = font.fontWeight ?? .regular }
        if font.design != nil { resolved.design = font.fontDesign ?? .default }
        resolved.italic = font.italic
        resolved.monospacedDigit = font.monospacedDigit
        return resolved
    }

    /// `Font.custom`: the size scales with the text size as its
    /// `relativeTo` style does (body's when none), unless fixed, and the
    /// face is the library's for the name, nearest the font's own weight
    /// and slant; without one the text is the system font at that size.
    ///
    /// CHOICE: the face is picked here, from the weight and slant written
    /// on the font (`.custom(...).bold()`); a `.fontWeight` or `.bold()`
    /// on the text draws heavier but is measured with the same face.
    static func customFont(
        _ font: ArchiveFont, size dynamicType: DynamicTypeSize, fonts: FontLibrary
    )
        -> ResolvedFont
    {
        let base = min(max(font.size.flatMap { $0.isFinite ? $0 : nil } ?? 17, 1), 1024)
        let style = font.textStyle ?? .body
        let scale =
            font.fixedSize || dynamicType == .large
            ? 1 : style.metrics(at: dynamicType).size / style.metrics.size
        let weight = font.fontWeight
        var resolved = ResolvedFont(
            size: min(base * scale, 1024), weight: weight ?? .regular, design: .default,
            italic: font.italic, monospacedDigit: font.monospacedDigit)
        if let name = font.custom {
            resolved.face = fonts.face(
                named: name, weight: weight?.numericWeight, italic: font.italic)
            if weight == nil, let face = resolved.face {
                resolved.weight = FontWeight.nearest(toNumeric: face.weightClass)
            }
        }
        return resolved
    }
}

/// Advance widths of characters, from the generated `GlyphAdvances`,
/// with Inter's pair kerning between printable ASCII characters and the
/// letters of Latin-1 and Latin Extended-A (as
/// SF Pro and the SVG's Inter are kerned when drawn) and the system
/// font's size-specific `Tracking`.
///
/// Widths are summed per Unicode scalar: printable ASCII is a direct
/// array lookup (the hot path of every layout), other Latin a dictionary,
/// East Asian text a binary search over runs. Combining marks, variation
/// selectors, skin-tone modifiers and what follows a zero-width joiner
/// add nothing, so an emoji sequence is as wide as its first emoji.
public enum FontMetrics {
    /// Per weight (in `FontWeight` order), ems per code point of
    /// `latinRanges`, in order. The generated table is keyed by the
    /// weights' names.
    private static let latinEms: [[Double]] = FontWeight.allCases.map { weight in
        (GlyphAdvances.latin[weight.rawValue] ?? GlyphAdvances.latin[FontWeight.regular.rawValue]!)
            .map { Double($0) / GlyphAdvances.latinUnitsPerEm }
    }

    /// Per weight, the widest digit in ems (`monospacedDigit`).
    private static let digitEms: [Double] = latinEms.map { table in
        (0x30...0x39).map { table[$0 - 0x20] }.max() ?? 0.6
    }

    /// Per weight, Inter's kerning pairs: between printable ASCII
    /// characters a dense 95 x 95 table in ems, indexed by
    /// (first - 0x20) * 95 + second - 0x20 (the hot path of every
    /// layout); pairs with a Latin-1 or Latin Extended-A letter (`Vö`,
    /// `Tę`) in a dictionary by `pairKey`.
    private static let kerningEms: [(ascii: [Double], extended: [UInt32: Double])] = FontWeight
        .allCases.map { weight in
            var ascii = [Double](repeating: 0, count: 95 * 95)
            var extended: [UInt32: Double] = [:]
            let triples = integers(
                in: GlyphAdvances.latinKerning[weight.rawValue] ?? GlyphAdvances.latinKerning[
                    FontWeight.regular.rawValue] ?? "")
            for index in stride(from: 0, to: triples.count - 2, by: 3) {
                let first = UInt32(triples[index])
                let second = UInt32(triples[index + 1])
                let ems = Double(triples[index + 2]) / GlyphAdvances.latinUnitsPerEm
                if first <= 0x7E, second <= 0x7E {
                    ascii[(Int(first) - 0x20) * 95 + Int(second) - 0x20] = ems
                } else {
                    extended[pairKey(first, second)] = ems
                }
            }
            return (ascii, extended)
        }

    /// The whole numbers of a generated table, written between spaces
    /// (`"65 86 -192 ..."`).
    static func integers(in text: String) -> [Int] {
        var numbers: [Int] = []
        var value = 0
        var sign = 1
        var inNumber = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): sign = -1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                inNumber = true
            default:
                if inNumber { numbers.append(sign * value) }
                value = 0
                sign = 1
                inNumber = false
            }
        }
        if inNumber { numbers.append(sign * value) }
        return numbers
    }

    /// The key of a pair of code points below U+10000 in `kerningEms.extended`.
    private static func pairKey(_ first: UInt32, _ second: UInt32) -> UInt32 {
        first << 16 | second
    }

    private static let latinIndex: [UInt32: Int] = {
        var index: [UInt32: Int] = [:]
        var position = 0
        for range in GlyphAdvances.latinRanges {
            for code in range {
                index[code] = position
                position += 1
            }
        }
        return index
    }()

    private static func weightIndex(_ weight: FontWeight) -> Int {
        FontWeight.allCases.firstIndex(of: weight) ?? 3
    }

    private static func cjk(_ code: UInt32, bold: Bool) -> Double? {
        let runs = bold ? GlyphAdvances.cjkBold : GlyphAdvances.cjkRegular
        var low = 0
        var high = runs.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let run = runs[middle]
            if code < run.0 {
                high = middle - 1
            } else if code > run.1 {
                low = middle + 1
            } else {
                return Double(run.2) / GlyphAdvances.cjkUnitsPerEm
            }
        }
        return nil
    }

    /// Whether a character is East Asian wide text, which breaks between
    /// any two characters.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x11FF).contains(value) || (0x2E80...0x9FFF).contains(value)
            || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0x1F300...0x1FAFF).contains(value)
    }

    /// Scalars that take no width of their own: combining marks, joiners,
    /// variation selectors and emoji skin-tone modifiers.
    private static func isZeroWidth(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x0483...0x0489).contains(value)
            || (0x0591...0x05C7).contains(value)
            || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x200B...0x200F).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE00...0xFE0F).contains(value)
            || (0xFE20...0xFE2F).contains(value)
            || (0x1F3FB...0x1F3FF).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// The advance of one character, in points.
    public static func advance(of character: Character, in font: ResolvedFont) -> Double {
        width(of: character.unicodeScalars, in: font)
    }

    /// The kerning of the pair `first`, `second` in points: what the two
    /// together measure beyond what each measures alone.
    public static func kerning(_ first: Character, _ second: Character, in font: ResolvedFont)
        -> Double
    {
        let pair = String(first) + String(second)
        return width(of: pair, in: font) - width(of: String(first), in: font)
            - width(of: String(second), in: font)
    }

    /// The width of a string, in points.
    public static func width(of text: some StringProtocol, in font: ResolvedFont) -> Double {
        width(of: text.unicodeScalars, in: font)
    }

    private static func width(of scalars: some Sequence<Unicode.Scalar>, in font: ResolvedFont)
        -> Double
    {
        if let face = font.face { return width(of: scalars, in: face, font: font) }
        let weight = weightIndex(font.weight)
        let table = latinEms[weight]
        let monospaced = font.design == .monospaced
        let kerning = kerningEms[weight]
        var ems = 0.0
        var glyphs = 0
        var afterJoiner = false
        /// The previous printable ASCII character's index, for kerning; -1 after anything else.
        var previous = -1
        /// The previous character when it is a Latin letter beyond ASCII, for kerning; 0 after anything else.
        var previousExtended: UInt32 = 0
        for scalar in scalars {
            let value = scalar.value
            if afterJoiner {
                afterJoiner = false
                continue
            }
            if value >= 0x20, value <= 0x7E {
                glyphs += 1
                let index = Int(value) - 0x20
                if monospaced {
                    ems += 0.6
                } else if font.monospacedDigit, value >= 0x30, value <= 0x39 {
                    ems += digitEms[weight]
                } else {
                    ems += table[index]
                }
                if previous >= 0, !monospaced,
                    !(font.monospacedDigit && (isDigit(previous) || isDigit(index)))
                {
                    ems += kerning.ascii[previous * 95 + index]
                } else if previousExtended != 0, !monospaced,
                    !(font.monospacedDigit && isDigit(index))
                {
                    ems += kerning.extended[pairKey(previousExtended, value)] ?? 0
                }
                previous = index
                previousExtended = 0
                continue
            }
            if value >= 0xC0, value <= 0x17F, !monospaced {
                // A Latin-1 or Latin Extended-A letter kerns with the letter before it.
                let before = previous >= 0 ? UInt32(previous + 0x20) : previousExtended
                if before != 0, !(font.monospacedDigit && previous >= 0 && isDigit(previous)) {
                    ems += kerning.extended[pairKey(before, value)] ?? 0
                }
                previous = -1
                previousExtended = value
                glyphs += 1
                ems += em(of: scalar, weight: weight, monospaced: monospaced)
                continue
            }
            previous = -1
            previousExtended = 0
            if value == 0x200D {
                afterJoiner = true
                continue
            }
            if isZeroWidth(value) { continue }
            glyphs += 1
            ems += em(of: scalar, weight: weight, monospaced: monospaced)
        }
        // Tracking follows every character, the last included, as iOS
        // measures it (and as SVG's letter-spacing draws it). A negative
        // spacing can shrink a run to nothing, never below.
        return max(
            0,
            ems * font.size * advanceScale(font.width) + Double(glyphs)
                * Tracking.letterSpacing(for: font))
    }

    /// The width of text set in a font file's face (`CustomFace`): its
    /// own advances, the system font's for characters it lacks, the
    /// text's `.tracking` or `.kerning` after every character.
    private static func width(
        of scalars: some Sequence<Unicode.Scalar>, in face: CustomFace, font: ResolvedFont
    ) -> Double {
        let weight = weightIndex(font.weight)
        var ems = 0.0
        var glyphs = 0
        var afterJoiner = false
        for scalar in scalars {
            let value = scalar.value
            if afterJoiner {
                afterJoiner = false
                continue
            }
            if value == 0x200D {
                afterJoiner = true
                continue
            }
            if isZeroWidth(value) { continue }
            glyphs += 1
            ems += face.ems(of: value) ?? em(of: scalar, weight: weight, monospaced: false)
        }
        return max(0, ems * font.size + Double(glyphs) * Tracking.letterSpacing(for: font))
    }

    /// How much narrower or wider a width draws every glyph's advance (and
    /// pair kerning) than `standard`; tracking is added unscaled.
    ///
    /// CHOICE, UNCONFIRMED: the glyph tables hold SF Pro's standard width
    /// only, and Apple publishes no ratio for SF Pro's Compressed,
    /// Condensed and Expanded widths. These factors are estimates of the
    /// average Latin advance of each width against the standard one, to be
    /// replaced by measured tables: compressed 0.78, condensed 0.88,
    /// expanded 1.14.
    public static func advanceScale(_ width: FontWidth) -> Double {
        switch width {
        case .compressed: 0.78
        case .condensed: 0.88
        case .standard: 1
        case .expanded: 1.14
        }
    }

    /// Whether an index of `kerningEms` is a digit's: tabular digits
    /// (`monospacedDigit`) are not kerned.
    private static func isDigit(_ index: Int) -> Bool { index >= 0x10 && index <= 0x19 }

    /// The Unicode spaces narrower or wider than a word space, in ems:
    /// the widths Unicode's names give them (an en space is half an em, a
    /// thin space a fifth...). U+202F, which Foundation puts before AM/PM
    /// in English times, is SF Pro's narrow space: about 2 pt at 11 pt in
    /// real renders (issue 25), so 0.18 em. U+2007 and U+2008 are a digit
    /// and a period wide, as their names say (read from the table).
    private static let spaceEms: [UInt32: Double] = [
        0x2002: 0.5, 0x2003: 1.0, 0x2004: 1.0 / 3, 0x2005: 0.25, 0x2006: 1.0 / 6,
        0x2009: 0.2, 0x200A: 0.1, 0x202F: 0.18, 0x205F: 2.0 / 9, 0x3000: 1.0,
    ]

    private static func em(of scalar: Unicode.Scalar, weight: Int, monospaced: Bool) -> Double {
        let code = scalar.value
        if InlineSymbol.isStandIn(code) { return SymbolMetrics.widthEms }
        if let space = spaceEms[code] { return space }
        if code == 0x2007 { return digitEms[weight] }
        if code == 0x2008 { return latinEms[weight][0x2E - 0x20] }
        if monospaced, !isWide(scalar) { return 0.6 }
        if let position = latinIndex[code], latinEms[weight][position] > 0 {
            return latinEms[weight][position]
        }
        if let em = cjk(code, bold: weight >= 5) { return em }
        // CHOICE: emoji and other wide characters are one em; anything
        // else the tables lack is 0.6 em, about an average Latin letter.
        return isWide(scalar) ? 1.0 : 0.6
    }
}

import WidgetArchive

/// A font as the renderer measures and draws it: the point size, the
/// weight, the line height, and the traits that change widths.
public struct ResolvedFont: Hashable, Sendable {
    /// Points.
    public var size: Double
    /// `regular`, `semibold`, `bold`...
    public var weight: String
    /// `default`, `rounded`, `monospaced`, `serif`.
    public var design: String
    /// Italic.
    public var italic: Bool
    /// Digits all as wide as the widest (`.monospacedDigit()`).
    public var monospacedDigit: Bool
    /// The distance between baselines of wrapped lines.
    public var lineHeight: Double

    /// The body style: SwiftUI's default font.
    public static let body = TextStyles.font(for: "body")

    /// The baseline's distance below the top of a line: the ascent, with
    /// the leading shared above and below (Inter's ascender is 0.97 em; SF
    /// Pro's is close).
    public var baseline: Double { (lineHeight - size * 1.21) / 2 + size * 0.97 }
}

/// Dynamic Type at the default size (Large) on iOS: size, leading and
/// weight per text style. Source: HIG Typography, copied into
/// `shared/reference/widgetkit-facts.md` section 11.
public enum TextStyles {
    /// (size, leading, weight) by style.
    public static let table: [String: (size: Double, leading: Double, weight: String)] = [
        "largeTitle": (34, 41, "regular"), "title": (28, 34, "regular"), "title2": (22, 28, "regular"),
        "title3": (20, 25, "regular"), "headline": (17, 22, "semibold"), "body": (17, 22, "regular"),
        "callout": (16, 21, "regular"), "subheadline": (15, 20, "regular"), "footnote": (13, 18, "regular"),
        "caption": (12, 16, "regular"), "caption2": (11, 13, "regular"),
    ]

    /// The font of a text style.
    public static func font(for style: String) -> ResolvedFont {
        let row = table[style] ?? table["body"]!
        return ResolvedFont(size: row.size, weight: row.weight, design: "default", italic: false, monospacedDigit: false, lineHeight: row.leading)
    }

    /// An archived font resolved against the inherited one. CHOICE: a
    /// fixed size (`.system(size:)`) has a line height of 1.2 times the
    /// size, close to SF Pro's own; its weight defaults to regular.
    public static func resolve(_ font: ArchiveFont) -> ResolvedFont {
        var resolved: ResolvedFont
        if let style = font.style {
            resolved = self.font(for: style)
        } else {
            let size = font.size ?? 17
            resolved = ResolvedFont(size: size, weight: "regular", design: "default", italic: false, monospacedDigit: false, lineHeight: (size * 1.2).rounded())
        }
        if let weight = font.weight { resolved.weight = weight }
        if let design = font.design { resolved.design = design }
        resolved.italic = font.italic
        resolved.monospacedDigit = font.monospacedDigit
        return resolved
    }
}

/// Advance widths of characters, from the generated `GlyphAdvances`.
public enum FontMetrics {
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

    private static func latinTable(_ weight: String) -> [UInt16] {
        GlyphAdvances.latin[weight] ?? GlyphAdvances.latin["regular"]!
    }

    private static func cjk(_ code: UInt32, bold: Bool) -> Double? {
        let runs = bold ? GlyphAdvances.cjkBold : GlyphAdvances.cjkRegular
        var low = 0, high = runs.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let run = runs[middle]
            if code < run.0 { high = middle - 1 } else if code > run.1 { low = middle + 1 } else { return Double(run.2) / GlyphAdvances.cjkUnitsPerEm }
        }
        return nil
    }

    /// Whether a character is East Asian wide text, which breaks between
    /// any two characters.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x11FF).contains(value) || (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
    }

    /// The advance of one character, in points.
    public static func advance(of character: Character, in font: ResolvedFont) -> Double {
        var total = 0.0
        for scalar in character.unicodeScalars {
            // Combining marks and joiners take no width of their own.
            if scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
            total += advance(of: scalar, in: font)
            if character.unicodeScalars.count > 1, total > 0, (0x1F000...0x1FAFF).contains(scalar.value) { break }
        }
        return total
    }

    private static func advance(of scalar: Unicode.Scalar, in font: ResolvedFont) -> Double {
        let code = scalar.value
        if font.design == "monospaced", !isWide(scalar) { return 0.6 * font.size }
        if let position = latinIndex[code] {
            var units = Double(latinTable(font.weight)[position])
            if font.monospacedDigit, (0x30...0x39).contains(code) {
                let table = latinTable(font.weight)
                units = (0x30...0x39).map { Double(table[latinIndex[$0]!]) }.max() ?? units
            }
            if units > 0 { return units / GlyphAdvances.latinUnitsPerEm * font.size }
        }
        let bold = ["semibold", "bold", "heavy", "black"].contains(font.weight)
        if let em = cjk(code, bold: bold) { return em * font.size }
        // CHOICE: emoji and other wide characters are one em; anything
        // else the tables lack is 0.6 em, about an average Latin letter.
        return (isWide(scalar) ? 1.0 : 0.6) * font.size
    }

    /// The width of a string, in points.
    public static func width(of text: some StringProtocol, in font: ResolvedFont) -> Double {
        var total = 0.0
        for character in text { total += advance(of: character, in: font) }
        return total
    }
}

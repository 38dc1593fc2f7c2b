import Testing
import WidgetArchive

@testable import WidgetRender

/// Latin beyond ASCII: the advances of Latin Extended-A and the pair
/// kerning of accented letters, which Inter gives their base letters'.
@Suite struct LatinKerningTests {
    /// How far a pair is from its two characters measured apart, in points.
    static func kerning(_ pair: String, _ font: ResolvedFont = .body) -> Double {
        FontMetrics.width(of: pair, in: font)
            - pair.reduce(0) { $0 + FontMetrics.width(of: String($1), in: font) }
    }

    /// Each accented pair kerns as its unaccented twin, which does kern.
    @Test(
        arguments: [
            ("Vö", "Vo"), ("Tę", "Te"), ("Yé", "Ye"), ("ÀV", "AV"), ("ŤA", "TA"), ("Wą", "Wa"),
            ("LŤ", "LT"), ("Ÿo", "Yo"),
            ("ÿ,", "y,"), ("ŕ.", "r."),
        ], [FontWeight.regular, .bold])
    func accentedPairsKernAsTheirBaseLetters(
        _ pairs: (accented: String, base: String), _ weight: FontWeight
    ) {
        let (accented, base) = pairs
        var font = ResolvedFont.body
        font.weight = weight
        #expect(Self.kerning(base, font) < -0.01)
        #expect(
            abs(Self.kerning(accented, font) - Self.kerning(base, font)) < 0.001,
            "\(Self.kerning(accented, font))")
    }

    /// A pair kerns inside a word too, not only as the word's first two letters.
    @Test func kerningHoldsInsideAWord() {
        let word = "Työ"
        let plain = "Tyo"
        #expect(
            abs(
                FontMetrics.width(of: word, in: .body) - FontMetrics.width(of: plain, in: .body)
                    - (FontMetrics.width(of: "ö", in: .body) - FontMetrics.width(of: "o", in: .body))
            ) < 0.001)
        #expect(Self.kerning("Ty") < -0.01)
    }

    /// Monospaced text is not kerned, accented or not.
    @Test func monospacedAccentedTextIsNotKerned() {
        var font = ResolvedFont.body
        font.design = .monospaced
        #expect(Self.kerning("Vö", font) == 0)
    }

    /// Latin Extended-A letters measure with Inter's advances, as wide as
    /// their base letters, not the 0.6 em of a character the tables lack.
    @Test(arguments: [("Ā", "A"), ("ě", "e"), ("Ś", "S"), ("ž", "z"), ("ő", "o"), ("Ŵ", "W")])
    func extendedLettersHaveTheirOwnAdvances(_ letter: String, _ base: String) {
        #expect(
            abs(FontMetrics.width(of: letter, in: .body) - FontMetrics.width(of: base, in: .body))
                < 0.001)
    }

    /// The generated table's numbers read back as written.
    @Test(
        arguments: [
            ("65 86 -192", [65, 86, -192]), ("", []), (" 1  -2 ", [1, -2]),
            ("300 7 0", [300, 7, 0]),
        ] as [(String, [Int])])
    func tableIntegersAreRead(_ text: String, _ expected: [Int]) {
        #expect(FontMetrics.integers(in: text) == expected)
    }
}

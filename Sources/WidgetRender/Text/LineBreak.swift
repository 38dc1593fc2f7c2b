/// Where a line may break: a compact, table-driven subset of the Unicode
/// Line Breaking Algorithm (UAX #14), for the text widgets show.
///
/// Kept: the classes below, with the rules that decide widget text (each
/// row of `rules` names its UAX #14 rule), and the spaces of LB7, LB8,
/// LB14, LB16, LB17 and LB18. Simplified (CHOICE): classes are assigned
/// from a short table and everything else is AL (letters) or, for East
/// Asian wide text, ID, so Hangul breaks between syllables as before; CM,
/// ZWJ, emoji modifiers, Hebrew (HL), CJ (as NS, strict), IN's neighbours,
/// numbers' full LB25 regular expression and the quotation refinements of
/// LB15 and LB19 are not modelled; a change of style or font between runs
/// is always a break opportunity (the layout measures runs apart).
public enum LineBreak {
    /// The line-breaking classes kept (UAX #14 names).
    public enum Class: Sendable {
        /// Space, zero-width space, word joiner, non-breaking glue.
        case sp, zw, wj, gl
        /// Break after (en dash, soft hyphen...), hyphen-minus, em dash.
        case ba, hy, b2
        /// Opening and closing punctuation, closing parentheses, ! and ?, infix separators (, . : ;), slash.
        case op, cl, cp, ex, `is`, sy
        /// Quotation marks, ellipsis (inseparable), non-starters (ー, small kana).
        case qu, `in`, ns
        /// Digits, currency and other prefixes, percent and other postfixes.
        case nu, pr, po
        /// Letters and other alphabetic text; ideographs, Hangul, kana and emoji.
        case al, id
    }

    /// The class of a character, from its first scalar.
    public static func `class`(of character: Character) -> Class {
        guard let scalar = character.unicodeScalars.first else { return .al }
        if let known = classes[scalar.value] { return known }
        if ("0"..."9").contains(character) { return .nu }
        return FontMetrics.isWide(scalar) ? .id : .al
    }

    /// Characters whose class is not AL, ID or NU (UAX #14's
    /// LineBreak.txt for these code points).
    static let classes: [UInt32: Class] = {
        let rows: [(Class, String)] = [
            (.sp, " "), (.zw, "\u{200B}"), (.wj, "\u{2060}\u{FEFF}"),
            (.gl, "\u{A0}\u{202F}\u{2007}\u{2011}"),
            (.ba, "\t\u{AD}\u{2010}\u{2012}\u{2013}|"), (.hy, "-"), (.b2, "\u{2014}"),
            (
                .op,
                "([{\u{A1}\u{BF}\u{3008}\u{300A}\u{300C}\u{300E}\u{3010}\u{FF08}\u{FF3B}\u{FF5B}"
            ),
            (
                .cl,
                "}\u{3001}\u{3002}\u{3009}\u{300B}\u{300D}\u{300F}\u{3011}\u{FF0C}\u{FF0E}\u{FF5D}"
            ),
            (.cp, ")]\u{FF09}\u{FF3D}"), (.ex, "!?\u{FF01}\u{FF1F}"), (.is, ",.:;"), (.sy, "/"),
            (.qu, "\"'\u{AB}\u{BB}\u{2018}\u{2019}\u{201C}\u{201D}"), (.in, "\u{2026}"),
            (
                .ns,
                "\u{30FC}\u{3005}\u{309D}\u{309E}\u{30FD}\u{30FE}\u{3041}\u{3043}\u{3045}\u{3047}\u{3049}\u{3063}\u{3083}\u{3085}\u{3087}\u{30A1}\u{30A3}\u{30A5}\u{30A7}\u{30A9}\u{30C3}\u{30E3}\u{30E5}\u{30E7}"
            ),
            (.pr, "$+\\\u{A3}\u{A5}\u{20AC}\u{20A9}"),
            (.po, "%\u{A2}\u{B0}\u{2030}\u{2032}\u{2033}"),
        ]
        var table: [UInt32: Class] = [:]
        for (kind, characters) in rows {
            for scalar in characters.unicodeScalars { table[scalar.value] = kind }
        }
        return table
    }()

    /// One rule: between a character of `before` and one of `after` (nil:
    /// any), a line may break or not. The first rule that matches decides.
    /// `acrossSpaces` rules also hold with spaces between the two (UAX
    /// #14 writes them with `SP*`); with spaces between, the others give
    /// way to LB18, which breaks after the spaces.
    struct Rule {
        var name: String
        var before: Set<Class>?
        var after: Set<Class>?
        var breaks: Bool
        var acrossSpaces = false

        func matches(_ before: Class, _ after: Class) -> Bool {
            (self.before?.contains(before) ?? true) && (self.after?.contains(after) ?? true)
        }
    }

    /// The pair rules, in UAX #14's order; with no match a line may break (LB31).
    static let rules: [Rule] = [
        Rule(name: "LB7", before: nil, after: [.sp, .zw], breaks: false),
        Rule(name: "LB8", before: [.zw], after: nil, breaks: true),
        Rule(name: "LB11", before: [.wj], after: nil, breaks: false),
        Rule(name: "LB11", before: nil, after: [.wj], breaks: false, acrossSpaces: true),
        Rule(name: "LB12", before: [.gl], after: nil, breaks: false),
        Rule(name: "LB12a", before: [.ba, .hy], after: [.gl], breaks: true),
        Rule(name: "LB12a", before: nil, after: [.gl], breaks: false),
        Rule(
            name: "LB13", before: nil, after: [.cl, .cp, .ex, .is, .sy], breaks: false,
            acrossSpaces: true),
        Rule(name: "LB14", before: [.op], after: nil, breaks: false, acrossSpaces: true),
        Rule(name: "LB16", before: [.cl, .cp], after: [.ns], breaks: false, acrossSpaces: true),
        Rule(name: "LB17", before: [.b2], after: [.b2], breaks: false, acrossSpaces: true),
        Rule(name: "LB19", before: [.qu], after: nil, breaks: false),
        Rule(name: "LB19", before: nil, after: [.qu], breaks: false),
        Rule(name: "LB21", before: nil, after: [.ba, .hy, .ns], breaks: false),
        Rule(name: "LB22", before: nil, after: [.in], breaks: false),
        Rule(name: "LB23", before: [.al], after: [.nu], breaks: false),
        Rule(name: "LB23", before: [.nu], after: [.al], breaks: false),
        Rule(name: "LB24", before: [.pr, .po], after: [.al], breaks: false),
        Rule(name: "LB24", before: [.al], after: [.pr, .po], breaks: false),
        Rule(name: "LB25", before: [.pr, .po, .hy, .is, .nu, .sy], after: [.nu], breaks: false),
        Rule(name: "LB25", before: [.nu, .cl, .cp], after: [.pr, .po], breaks: false),
        Rule(name: "LB25", before: [.pr, .po], after: [.op], breaks: false),
        Rule(name: "LB28", before: [.al], after: [.al], breaks: false),
        Rule(name: "LB29", before: [.is], after: [.al], breaks: false),
        Rule(name: "LB30", before: [.al, .nu], after: [.op], breaks: false),
        Rule(name: "LB30", before: [.cp], after: [.al, .nu], breaks: false),
    ]

    /// The rule that decides between two characters' classes, with
    /// spaces between them or not (nil: LB31, or LB18 after spaces: break).
    static func rule(_ before: Class, _ after: Class, spaced: Bool = false) -> Rule? {
        rules.first { (!spaced || $0.acrossSpaces) && $0.matches(before, after) }
    }

    /// Whether a line may break before `after`, which follows `before`;
    /// `spaced` when spaces come between them: then only the rules that
    /// hold across spaces apply (LB11 and LB13 keep a word joiner or
    /// closing punctuation to the spaces; LB14, LB16 and LB17 join across
    /// them), and LB18 breaks after the spaces.
    static func breaks(_ before: Class, _ after: Class, spaced: Bool) -> Bool {
        if after == .sp || after == .zw { return false }
        return rule(before, after, spaced: spaced)?.breaks ?? true
    }

    /// The offsets of `characters` before which a line may break (never 0).
    public static func opportunities(in characters: [Character]) -> [Int] {
        var result: [Int] = []
        /// The class of the last character that is not a space, nil while there was none.
        var lastNonSpace: Class?
        var spaced = false
        for (offset, character) in characters.enumerated() {
            let kind = self.class(of: character)
            // Spaces at the start end a word of the text before this run (LB18).
            if offset > 0, lastNonSpace.map({ breaks($0, kind, spaced: spaced) }) ?? (kind != .sp) {
                result.append(offset)
            }
            spaced = kind == .sp
            if kind != .sp { lastNonSpace = kind }
        }
        return result
    }
}

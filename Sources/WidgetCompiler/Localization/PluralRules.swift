/// The plural categories of Unicode CLDR, as String Catalogs name them
/// under `variations.plural`.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    /// CLDR's names, which are the catalog's keys.
    case zero, one, two, few, many, other
}

/// Which plural form a count takes in a language, for whole numbers.
///
/// CHOICE: Foundation has no public plural-rules API on Linux, so the
/// integer rules of CLDR's `plurals.xml` (unicode.org/cldr, "Language
/// Plural Rules") are kept here as data for the common languages, one rule
/// family per language. A language not in the table takes the English
/// rule (`one` for 1, else `other`); fractions and the `zero`/`two`
/// categories of other languages are not modelled.
enum PluralRules {
    /// How a family of languages splits whole numbers.
    enum Rule {
        /// Every count is `other` (Korean, Japanese, Chinese...).
        case noPlural
        /// `one` for 1, else `other` (English, German, Dutch...).
        case oneForOne
        /// `one` for 0 and 1, else `other` (French, Brazilian Portuguese).
        case oneForZeroAndOne
        /// Russian and Ukrainian: `one` for 1, 21, 31...; `few` for 2–4,
        /// 22–24...; `many` for the rest.
        case eastSlavic
        /// Polish: `one` for 1; `few` for 2–4, 22–24...; `many` for the rest.
        case polish
        /// Czech and Slovak: `one` for 1; `few` for 2–4; else `other`.
        case westSlavic
        /// Arabic: `zero`, `one`, `two`, `few` (3–10 mod 100), `many` (11–99 mod 100), `other`.
        case arabic
    }

    /// The rule of each language (ISO 639 code), from CLDR.
    static let languages: [String: Rule] = [
        "ko": .noPlural, "ja": .noPlural, "zh": .noPlural, "th": .noPlural, "vi": .noPlural,
        "id": .noPlural, "ms": .noPlural,
        "en": .oneForOne, "de": .oneForOne, "nl": .oneForOne, "sv": .oneForOne, "da": .oneForOne,
        "nb": .oneForOne, "fi": .oneForOne,
        "it": .oneForOne, "es": .oneForOne, "el": .oneForOne, "hu": .oneForOne, "tr": .oneForOne,
        "et": .oneForOne,
        "fr": .oneForZeroAndOne, "pt": .oneForZeroAndOne, "hi": .oneForZeroAndOne,
        "ru": .eastSlavic, "uk": .eastSlavic, "pl": .polish, "cs": .westSlavic, "sk": .westSlavic,
        "ar": .arabic,
    ]

    /// The category of `count` in `language` (a catalog's language code:
    /// `de`, `pt-BR`, `zh-Hans`; only the language subtag counts).
    static func category(of count: Int, language: String) -> PluralCategory {
        let code = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
        let n = count.magnitude
        let (mod10, mod100) = (n % 10, n % 100)
        switch languages[code] ?? .oneForOne {
        case .noPlural: return .other
        case .oneForOne: return n == 1 ? .one : .other
        case .oneForZeroAndOne: return n <= 1 ? .one : .other
        case .eastSlavic:
            if mod10 == 1, mod100 != 11 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
        case .polish:
            if n == 1 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
        case .westSlavic: return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                return (3...10).contains(mod100)
                    ? .few : (11...99).contains(mod100) ? .many : .other
            }
        }
    }
}

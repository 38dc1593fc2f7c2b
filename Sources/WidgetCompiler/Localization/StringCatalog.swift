import WidgetArchive

/// An Xcode String Catalog (`.xcstrings`), as the renderer needs it: for
/// each key, the translation in each language, plain or by plural
/// category. `StringCatalogReader` reads one from its JSON.
///
/// What a body's localized literals (`Text("...")`, the titles of
/// `Label`, `Button`, `Toggle` and `Link`) show in a locale is looked up
/// here; see `translation(of:in:count:)` for the fallbacks.
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys are written in (`sourceLanguage`).
    public var sourceLanguage: String
    /// Each key's entry.
    var entries: [String: Entry]

    /// One key of `strings`.
    struct Entry: Sendable, Hashable {
        /// `shouldTranslate: false`: the key is shown as written everywhere.
        var shouldTranslate = true
        /// The translation per language code (`de`, `ko`, `pt-BR`).
        var localizations: [String: Localization] = [:]
    }

    /// One language's translation of a key.
    struct Localization: Sendable, Hashable {
        /// `stringUnit.value`, when there is one.
        var value: String?
        /// `variations.plural`: a value per category.
        var plural: [PluralCategory: String] = [:]
        /// `substitutions`: what each `%#@name@` of the value stands for.
        var substitutions: [String: Substitution] = [:]
    }

    /// One of a localization's `substitutions`: a plural phrase for one
    /// argument, which Xcode writes for keys with several numbers
    /// (`"%#@tasks@ in %#@lists@"`).
    struct Substitution: Sendable, Hashable {
        /// `argNum`: the argument's 1-based position in the key; nil
        /// takes the next argument, as a specifier without a position does.
        var argumentNumber: Int?
        /// `formatSpecifier` (`lld`, `.1lf`): how `%arg` in a form shows
        /// the argument.
        var formatSpecifier = "@"
        /// `variations.plural`: a phrase per category, with `%arg`.
        var plural: [PluralCategory: String] = [:]
    }

    /// A translation found: its format string, the language it was found
    /// in (whose plural rules its substitutions follow), and the substitutions.
    struct Translation: Sendable, Hashable {
        var format: String
        var language: String
        var substitutions: [String: Substitution]
    }

    /// Every language the catalog translates into besides its source
    /// language, sorted: the locales `wdl audit` draws a widget in.
    public var languages: [String] {
        Set(entries.values.flatMap(\.localizations.keys)).subtracting([sourceLanguage]).sorted()
    }

    /// The catalog files that may sit beside a source, in the order they
    /// are taken: `Widget.wdl` reads `Widget.xcstrings`, or else the
    /// `Localizable.xcstrings` of its folder.
    ///
    /// CHOICE: one catalog per source, the first of these that exists.
    /// `Localizable` is the table SwiftUI looks literals up in, so an
    /// app's catalog works unchanged; a source's own catalog comes first
    /// so that two widgets in one folder can each have theirs. The two
    /// are not merged.
    public static func paths(beside source: String) -> [String] {
        let stem = source.hasSuffix(".wdl") ? String(source.dropLast(4)) : source
        let folder = stem.contains("/") ? String(stem[...stem.lastIndex(of: "/")!]) : ""
        return [stem + ".xcstrings", folder + "Localizable.xcstrings"]
    }

    /// The translation of `key` in `locale`: the format string to show,
    /// or nil when the literal itself is shown (no such key, or
    /// `shouldTranslate: false`). `count` chooses among plural variations;
    /// substitutions are chosen by `LocalizedKey`, which has the arguments.
    ///
    /// Languages are tried from the most specific: the locale's whole
    /// identifier (`de-AT`), then with its last subtags dropped (`de`),
    /// then the catalog's source language. CHOICE: a string unit is used
    /// whatever its `state` (`translated`, `needs_review`, `new`) as long
    /// as it has a value; a plural form the catalog lacks falls back to
    /// `other`, then to the plain value.
    func translation(of key: String, in locale: DisplayLocale, count: Int?) -> Translation? {
        guard let entry = entries[key], entry.shouldTranslate else { return nil }
        for language in Self.languages(for: locale) + [sourceLanguage] {
            guard let localization = entry.localizations[language] else { continue }
            let found = { (format: String) in
                Translation(
                    format: format, language: language, substitutions: localization.substitutions)
            }
            if let count, !localization.plural.isEmpty {
                let category = PluralRules.category(of: count, language: language)
                if let form = localization.plural[category] ?? localization.plural[.other] {
                    return found(form)
                }
            }
            if let value = localization.value ?? localization.plural[.other] { return found(value) }
        }
        return nil
    }

    /// `de-AT`, then `de`: the identifier and each shorter prefix of its subtags.
    static func languages(for locale: DisplayLocale) -> [String] {
        var subtags = locale.identifier.split(separator: "-").map(String.init)
        var languages: [String] = []
        while !subtags.isEmpty {
            languages.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return languages
    }
}

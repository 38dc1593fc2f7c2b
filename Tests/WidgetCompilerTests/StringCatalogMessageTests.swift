import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// Every String Catalog message, word for word, with a catalog that
/// produces it: the wording lives in `StringCatalogMessages`, and each
/// row fails if the reader stops reporting it or reports it otherwise.
@Suite struct StringCatalogMessageTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let messages: [String]
        var testDescription: String { name }
    }

    /// `{ "sourceLanguage": "en", "strings": { "k": ENTRY } }`.
    static func entry(_ entry: String) -> String {
        #"{ "sourceLanguage": "en", "strings": { "k": "# + entry + " } }"
    }
    /// An entry whose German localization is `localization`.
    static func german(_ localization: String) -> String {
        entry(#"{ "localizations": { "de": "# + localization + " } }")
    }
    /// A German localization with the substitution `s` as `substitution`.
    static func substitution(_ substitution: String) -> String {
        german(
            #"{ "stringUnit": { "value": "%#@s@" }, "substitutions": { "s": "# + substitution
                + " } }")
    }

    static let rows: [Row] = [
        Row(
            name: "catalog not an object", json: "[]",
            messages: ["a string catalog must be an object"]),
        Row(
            name: "no sourceLanguage", json: #"{ "strings": {} }"#,
            messages: [#"a string catalog needs "sourceLanguage""#]),
        Row(
            name: "sourceLanguage not a string", json: #"{ "sourceLanguage": 3, "strings": {} }"#,
            messages: [#""sourceLanguage" must be a string"#]),
        Row(
            name: "no strings", json: #"{ "sourceLanguage": "en" }"#,
            messages: [#"a string catalog needs "strings", an object of keys"#]),
        Row(
            name: "entry not an object", json: entry("3"),
            messages: [#"the entry of "k" must be an object"#]),
        Row(
            name: "shouldTranslate not a Bool", json: entry(#"{ "shouldTranslate": "no" }"#),
            messages: [#""shouldTranslate" must be true or false"#]),
        Row(
            name: "localizations not an object", json: entry(#"{ "localizations": [] }"#),
            messages: [#""localizations" of "k" must be an object of languages"#]),
        Row(
            name: "localization not an object", json: german("3"),
            messages: [#"the "de" localization must be an object"#]),
        Row(
            name: "empty localization", json: german("{}"),
            messages: [
                #"the "de" localization needs a "stringUnit", "variations" or "substitutions""#
            ]),
        Row(
            name: "stringUnit not an object", json: german(#"{ "stringUnit": 3 }"#),
            messages: [#""stringUnit" must be an object"#]),
        Row(
            name: "stringUnit without a value", json: german(#"{ "stringUnit": {} }"#),
            messages: [#""stringUnit" needs a "value""#]),
        Row(
            name: "value not a string", json: german(#"{ "stringUnit": { "value": 3 } }"#),
            messages: [#""value" must be a string"#]),
        Row(
            name: "variations not an object", json: german(#"{ "variations": 3 }"#),
            messages: [#""variations" must be an object"#]),
        Row(
            name: "plural not an object", json: german(#"{ "variations": { "plural": 3 } }"#),
            messages: [#""plural" must be an object of categories"#]),
        Row(
            name: "unknown plural category",
            json: german(#"{ "variations": { "plural": { "several": {} } } }"#),
            messages: [
                #"unknown plural category "several"; the categories are "zero", "one", "two", "few", "many" or "other""#
            ]),
        Row(
            name: "form not an object",
            json: german(#"{ "variations": { "plural": { "one": 3 } } }"#),
            messages: [#"the "one" form must be an object"#]),
        Row(
            name: "form without a stringUnit",
            json: german(#"{ "variations": { "plural": { "few": {} } } }"#),
            messages: [#"the "few" form needs a "stringUnit""#]),
        Row(
            name: "substitutions not an object",
            json: german(#"{ "stringUnit": { "value": "x" }, "substitutions": [] }"#),
            messages: [#""substitutions" must be an object"#]),
        Row(
            name: "substitution not an object", json: substitution("3"),
            messages: [#"the substitution "s" must be an object"#]),
        Row(
            name: "argNum zero",
            json: substitution(#"{ "argNum": 0, "variations": { "plural": {} } }"#),
            messages: [#""argNum" of the substitution "s" must be a whole number from 1"#]),
        Row(
            name: "argNum not a whole number",
            json: substitution(#"{ "argNum": 1.5, "variations": { "plural": {} } }"#),
            messages: [#""argNum" of the substitution "s" must be a whole number from 1"#]),
        Row(
            name: "formatSpecifier not a string",
            json: substitution(#"{ "formatSpecifier": 3, "variations": { "plural": {} } }"#),
            messages: [#""formatSpecifier" must be a string"#]),
        Row(
            name: "substitution without variations", json: substitution(#"{ "argNum": 1 }"#),
            messages: [#"the substitution "s" needs "variations" with "plural""#]),
        Row(
            name: "substitution variations without plural",
            json: substitution(#"{ "variations": { "device": {} } }"#),
            messages: [#"the substitution "s" needs "variations" with "plural""#]),
        Row(
            name: "a substitution's own form",
            json: substitution(#"{ "variations": { "plural": { "one": {} } } }"#),
            messages: [#"the "one" form needs a "stringUnit""#]),
    ]

    @Test(arguments: rows)
    func readerReportsTheCataloguedMessage(_ row: Row) {
        let diagnostics = StringCatalogReader.read(
            SourceFile(path: "Localizable.xcstrings", text: row.json)
        ).diagnostics.sortedByPosition()
        #expect(diagnostics.map(\.message.text) == row.messages)
        #expect(diagnostics.allSatisfy { $0.id == .stringsFormat && $0.severity == .error })
    }

    /// A catalog with substitutions in Xcode's shape reads clean.
    @Test func substitutionsReadClean() throws {
        let json = Self.substitution(
            #"{ "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": { "one": { "stringUnit": { "state": "translated", "value": "%arg Liste" } }, "other": { "stringUnit": { "value": "%arg Listen" } } } } }"#
        )
        let (catalog, diagnostics) = StringCatalogReader.read(
            SourceFile(path: "Localizable.xcstrings", text: json))
        #expect(diagnostics.isEmpty)
        let substitution = try #require(
            catalog?.entries["k"]?.localizations["de"]?.substitutions["s"])
        #expect(
            substitution
                == StringCatalog.Substitution(
                    argumentNumber: 2, formatSpecifier: "lld",
                    plural: [.one: "%arg Liste", .other: "%arg Listen"]))
    }
}

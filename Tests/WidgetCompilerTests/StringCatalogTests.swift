import Foundation
import Testing
import WidgetSyntax

@testable import WidgetArchive
@testable import WidgetCompiler

/// A catalog in Xcode's shape: `%lld tasks` with plural forms in English
/// and German and one form in Korean, a plain key, a reordered key, a
/// key that is not translated, and one in German only.
private let catalogJSON = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld tasks" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld task" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tasks" } } } } },
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Aufgabe" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Aufgaben" } } } } },
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "할 일 %lld개" } } } },
        "Hello" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
          "de-AT" : { "stringUnit" : { "state" : "needs_review", "value" : "Servus" } },
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "안녕하세요" } } } },
        "%@ has %lld" : { "localizations" : {
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld개: %1$@" } } } },
        "Ratio %lf" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Anteil %.1lf" } } } },
        "100% sure" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "100% sicher" } } } },
        "%lld%% done" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld%% fertig" } } } },
        "Brand" : { "shouldTranslate" : false, "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Marke" } } } },
        "Only German" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur Deutsch" } } } },
        "Wrong %lld" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Falsch %@ %lld" } } } },
        "%lld tasks in %lld lists" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@tasks@ in %#@lists@" },
            "substitutions" : {
              "tasks" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg task" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg tasks" } } } } },
              "lists" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg list" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg lists" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@lists@ mit %#@tasks@" },
            "substitutions" : {
              "tasks" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Aufgabe" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Aufgaben" } } } } },
              "lists" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Liste" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Listen" } } } } } } },
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "%#@tasks@, %#@missing@" },
            "substitutions" : {
              "tasks" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "할 일 %arg개" } } } } } } } } },
        "%lf km" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@distance@" },
            "substitutions" : {
              "distance" : { "argNum" : 1, "formatSpecifier" : ".1lf", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Kilometer" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Kilometer (viele)" } } } } } } } } }
      },
      "version" : "1.0"
    }
    """#

private let catalog: StringCatalog = {
    let (catalog, diagnostics) = StringCatalogReader.read(
        SourceFile(path: "Localizable.xcstrings", text: catalogJSON))
    precondition(diagnostics.isEmpty, "\(diagnostics)")
    return catalog!
}()

/// The systemSmall tree of `body` in `locale` with the catalog above.
private func localized(_ body: String, _ locale: String) throws -> String {
    let region = DisplayRegion(locale: DisplayLocale(locale)!)
    let result = try instantiate(
        dataWidget(body: body), options: InstantiationOptions(region: region, strings: catalog))
    #expect(
        result.diagnostics.isEmpty, "\(summary(result.diagnostics, in: dataWidget(body: body)))")
    guard let root = result.archive?.entries.first?.trees.first?.first else { return "<no tree>" }
    return ArchiveDumper.dump(root.children).trimmingCharacters(in: .newlines)
}

struct CatalogCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// `line:column id` of every diagnostic, in order.
    let expected: [String]
    var testDescription: String { name }
}

@Suite struct StringCatalogTests {
    /// The entry's `count` is 1450, `name` "Spouty", `ratio` 0.75.
    @Test(arguments: [
        // The key Xcode extracts: %lld for an Int, plural by the locale's rules.
        (#"Text("\(entry.count) tasks")"#, "de-DE", #"Text("1.450 Aufgaben")"#),
        (#"Text("\(entry.count / 1450) tasks")"#, "de-DE", #"Text("1 Aufgabe")"#),
        (#"Text("\(entry.count / 1450) tasks")"#, "en-US", #"Text("1 task")"#),
        (#"Text("\(entry.count) tasks")"#, "ko-KR", #"Text("할 일 1,450개")"#),
        // Fallback: the whole identifier, then the language, then the source language, then the literal.
        (#"Text("Hello")"#, "de-AT", #"Text("Servus")"#),
        (#"Text("Hello")"#, "de-CH", #"Text("Hallo")"#),
        (#"Text("Hello")"#, "fr-FR", #"Text("Hello")"#),
        (#"Text("\(entry.count / 1450) tasks")"#, "fr-FR", #"Text("1 task")"#),
        (#"Text("Only German")"#, "ko-KR", #"Text("Only German")"#),
        (#"Text("Not in the catalog")"#, "de-DE", #"Text("Not in the catalog")"#),
        (#"Text("Brand")"#, "de-DE", #"Text("Brand")"#),
        // Positional arguments; a translation's own precision.
        (#"Text("\(entry.name) has \(entry.count)")"#, "ko-KR", #"Text("1,450개: Spouty")"#),
        (#"Text("Ratio \(entry.ratio)")"#, "de-DE", #"Text("Anteil 0,8")"#),
        // A literal's own % is %% in a key with interpolations only.
        (#"Text("100% sure")"#, "de-DE", #"Text("100% sicher")"#),
        (#"Text("\(entry.count)% done")"#, "de-DE", #"Text("1.450% fertig")"#),
        // A specifier of the wrong type shows the argument as the key would; one with no argument shows as written.
        (#"Text("Wrong \(entry.count)")"#, "de-DE", #"Text("Falsch 1.450 %d")"#),
        // `specifier:` goes into the key in the value's place; its own text shows too.
        (#"Text("\(entry.ratio, specifier: "%.1f") ratio")"#, "en-US", #"Text("0.8 ratio")"#),
        (#"Text("\(entry.ratio, specifier: "%.1f") ratio")"#, "de-DE", #"Text("0,8 ratio")"#),
        (#"Text("\(entry.ratio * 100, specifier: "%.0f%%")")"#, "en-US", #"Text("75%")"#),
        (#"Text("0:\(entry.count / 1450, specifier: "%02d")")"#, "en-US", #"Text("0:01")"#),
        // Titles of Label and Button are localized; Text(verbatim:) and a String value are not.
        (
            #"Label("Hello", systemImage: "star")"#, "ko-KR",
            #"Label(systemImage: "star", Text("안녕하세요"))"#
        ),
        (#"Text(verbatim: "Hello")"#, "de-DE", #"Text("Hello")"#),
        (#"Text(String("Hello"))"#, "de-DE", #"Text("Hello")"#),
        // Substitutions: each phrase by its own argument's plural category, in the translation's order.
        (
            #"Text("\(entry.count / 1450) tasks in \(entry.count) lists")"#, "en-US",
            #"Text("1 task in 1,450 lists")"#
        ),
        (
            #"Text("\(entry.count) tasks in \(entry.count / 1450) lists")"#, "en-US",
            #"Text("1,450 tasks in 1 list")"#
        ),
        (
            #"Text("\(entry.count / 1450) tasks in \(entry.count) lists")"#, "de-DE",
            #"Text("1.450 Listen mit 1 Aufgabe")"#
        ),
        // Without argNum the next argument; a name with no substitution shows as written.
        (
            #"Text("\(entry.count / 1450) tasks in \(entry.count) lists")"#, "ko-KR",
            #"Text("할 일 1개, %#@missing@")"#
        ),
        // The substitution's formatSpecifier; a Double counts when it is whole.
        (#"Text("\(entry.ratio) km")"#, "de-DE", #"Text("0,8 Kilometer (viele)")"#),
        (#"Text("\(entry.ratio + 0.25) km")"#, "de-DE", #"Text("1,0 Kilometer")"#),
        // Swift's other ways to a catalog's text: a comment changes nothing;
        // NSLocalizedString, String(localized:) and LocalizedStringKey look up.
        (#"Text("Hello", comment: "A greeting")"#, "de-AT", #"Text("Servus")"#),
        (#"Text(NSLocalizedString("Hello", comment: "A greeting"))"#, "de-AT", #"Text("Servus")"#),
        (#"Text(String(localized: "Hello"))"#, "ko-KR", #"Text("안녕하세요")"#),
        (#"Text(LocalizedStringKey("Hello"))"#, "de-CH", #"Text("Hallo")"#),
        (
            #"Text(NSLocalizedString("Not in the catalog", comment: ""))"#, "de-DE",
            #"Text("Not in the catalog")"#
        ),
    ])
    func looksUpLocalizedLiterals(_ body: String, _ locale: String, _ expected: String) throws {
        #expect(try localized(body, locale) == expected)
    }

    @Test func aStyledDateKeepsItsRunInTheTranslation() throws {
        let json =
            #"{ "sourceLanguage": "en", "strings": { "Due %@": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Fällig %@" } } } } } }"#
        let strings = try #require(
            StringCatalogReader.read(SourceFile(path: "x.xcstrings", text: json)).catalog)
        let region = DisplayRegion(locale: DisplayLocale("de-DE")!)
        let result = try instantiate(
            dataWidget(body: #"Text("Due \(entry.due, style: .relative)")"#),
            options: InstantiationOptions(region: region, strings: strings))
        let root = try #require(result.archive?.entries.first?.trees.first?.first)
        #expect(ArchiveDumper.dump(root.children).contains(#""Fällig ""#))
        #expect(ArchiveDumper.dump(root.children).contains("style: .relative"))
    }

    static let cases: [CatalogCase] = [
        .init(name: "valid", json: catalogJSON, expected: []),
        .init(name: "not JSON", json: "{ \"sourceLanguage\": ", expected: ["1:21 json-syntax"]),
        .init(name: "root not an object", json: "[]", expected: ["1:1 strings-format"]),
        .init(
            name: "no source language", json: "{ \"strings\": {} }",
            expected: ["1:1 strings-format"]),
        .init(
            name: "no strings", json: "{ \"sourceLanguage\": \"en\" }",
            expected: ["1:1 strings-format"]),
        .init(
            name: "strings not an object", json: "{ \"sourceLanguage\": \"en\", \"strings\": [] }",
            expected: ["1:38 strings-format"]),
        .init(
            name: "string unit without a value",
            json:
                #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "stringUnit": { "state": "new" } } } } } }"#,
            expected: ["1:88 strings-format"]),
        .init(
            name: "value not a string",
            json:
                #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "stringUnit": { "value": 3 } } } } } }"#,
            expected: ["1:99 strings-format"]),
        .init(
            name: "unknown plural category",
            json:
                #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "variations": { "plural": { "several": { "stringUnit": { "value": "x" } } } } } } } } }"#,
            expected: ["1:102 strings-format"]),
        .init(
            name: "localization with neither",
            json:
                #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { } } } } }"#,
            expected: ["1:72 strings-format"]),
        .init(
            name: "shouldTranslate not a Bool",
            json: #"{ "sourceLanguage": "en", "strings": { "a": { "shouldTranslate": "no" } } }"#,
            expected: ["1:66 strings-format"]),
    ]

    @Test(arguments: cases)
    func readsCatalogs(_ row: CatalogCase) {
        let file = SourceFile(path: "Localizable.xcstrings", text: row.json)
        let converter = SourceLocationConverter(file: file)
        let (catalog, diagnostics) = StringCatalogReader.read(file)
        #expect(
            diagnostics.sortedByPosition().map {
                "\(converter.location(of: $0.range.start)) \($0.id)"
            } == row.expected)
        #expect((catalog == nil) == !row.expected.isEmpty)
    }

    @Test func everyCatalogIdHasARow() {
        let covered = Set(
            Self.cases.flatMap { $0.expected.map { String($0.split(separator: " ")[1]) } })
        #expect(Set(DiagnosticID.stringCatalog.map(\.rawValue)).isSubset(of: covered))
    }

    @Test(arguments: [
        (1, "en", PluralCategory.one), (0, "en", .other), (2, "de", .other), (1, "ko", .other),
        (0, "fr", .one), (2, "pt-BR", .other),
        (21, "ru", .one), (22, "ru", .few), (25, "ru", .many), (11, "ru", .many), (12, "pl", .many),
        (23, "pl", .few),
        (3, "cs", .few), (5, "cs", .other), (0, "ar", .zero), (2, "ar", .two), (105, "ar", .few),
        (111, "ar", .many), (1, "xx", .one),
    ])
    func choosesPluralCategories(_ count: Int, _ language: String, _ expected: PluralCategory) {
        #expect(PluralRules.category(of: count, language: language) == expected)
    }

    @Test(arguments: [
        (
            "%lld tasks",
            [
                FormatSpecifiers.Piece.specifier(position: nil, options: "", conversion: "d"),
                .text(" tasks"),
            ]
        ),
        (
            "%2$@ %1$.1lf",
            [
                .specifier(position: 2, options: "", conversion: "@"), .text(" "),
                .specifier(position: 1, options: ".1", conversion: "f"),
            ]
        ),
        (
            "100%% %-03d",
            [.text("100% "), .specifier(position: nil, options: "-03", conversion: "d")]
        ),
        ("%#@tasks@ left", [.substitution("tasks"), .text(" left")]),
        ("a %#@b@%#@c@", [.text("a "), .substitution("b"), .substitution("c")]),
        ("%#@ left", [.text("%#@ left")]), ("%#@@", [.text("%#@@")]),
        ("%#@a b@", [.text("%#@a b@")]),
        ("50%", [.text("50%")]),
        ("%9999d", [.text("%9999d")]),
    ])
    func parsesFormatStrings(_ format: String, _ expected: [FormatSpecifiers.Piece]) {
        #expect(FormatSpecifiers.parse(format) == expected)
    }

    @Test(arguments: [
        ("Samples/TodoList.wdl", ["Samples/TodoList.xcstrings", "Samples/Localizable.xcstrings"]),
        ("TodoList.wdl", ["TodoList.xcstrings", "Localizable.xcstrings"]),
    ])
    func findsCatalogsBesideASource(_ source: String, _ expected: [String]) {
        #expect(StringCatalog.paths(beside: source) == expected)
    }

    @Test func theSampleCatalogReadsClean() throws {
        let file = try loadSource(
            repositoryRoot.appendingPathComponent("Samples/TodoList.xcstrings"))
        #expect(StringCatalogReader.read(file).diagnostics.isEmpty)
    }

    @Test func aBrokenCatalogRefusesTheCompile() throws {
        let analysis = Pipeline.analyze(
            SourceFile(path: "t.wdl", text: dataWidget(body: #"Text("Hello")"#)),
            strings: SourceFile(path: "t.xcstrings", text: "[]"))
        #expect(analysis.hasErrors)
        #expect(analysis.stringsDiagnostics.map(\.id) == [.stringsFormat])
        #expect(try Pipeline.compile(analysis).archive == nil)
    }
}

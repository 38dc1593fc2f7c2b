import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// One lint-directive row: a body with comments, and the warnings left.
struct DirectiveCase: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    /// `line:column id` of every diagnostic left, in source order.
    let expected: [String]
    var testDescription: String { name }
}

/// `// wdl:` directives and `.wdl-lint.json`: what `wdl lint` reports.
@Suite struct LintPolicyTests {
    /// 8 pt text is a `small-text` warning; each row silences it or not.
    static let tiny = "Text(\"tiny\").font(.system(size: 8))"

    static let directiveCases: [DirectiveCase] = [
        DirectiveCase(name: "no directive", body: tiny, expected: ["5:33 small-text"]),
        DirectiveCase(
            name: "disable-next-line", body: "// wdl:disable-next-line small-text\n" + tiny,
            expected: []),
        DirectiveCase(
            name: "disable-next-line reaches one line only",
            body: "// wdl:disable-next-line small-text\n\n" + tiny, expected: ["7:33 small-text"]),
        DirectiveCase(
            name: "disable-line", body: tiny + " // wdl:disable-line small-text", expected: []),
        DirectiveCase(
            name: "another id does not silence",
            body: "// wdl:disable-next-line translucent-vibrant\n" + tiny,
            expected: ["6:33 small-text"]),
        DirectiveCase(
            name: "all", body: "// wdl:disable-next-line all -- legacy widget\n" + tiny,
            expected: []),
        DirectiveCase(
            name: "region",
            body: "// wdl:disable small-text\n" + tiny + "\n" + tiny
                + "\n// wdl:enable small-text\n" + tiny, expected: ["9:33 small-text"]),
        DirectiveCase(
            name: "region to the end of the file", body: "// wdl:disable small-text\n" + tiny,
            expected: []),
        DirectiveCase(
            name: "ids separated by commas",
            body: "// wdl:disable-next-line translucent-vibrant, small-text\n" + tiny, expected: []),
        DirectiveCase(
            name: "unknown id", body: "// wdl:disable-next-line small-txt\n" + tiny,
            expected: ["5:1 lint-directive", "6:33 small-text"]),
        DirectiveCase(
            name: "unknown directive", body: "// wdl:disabel small-text\n" + tiny,
            expected: ["5:1 lint-directive", "6:33 small-text"]),
        DirectiveCase(
            name: "no ids", body: "// wdl:disable-next-line\n" + tiny,
            expected: ["5:1 lint-directive", "6:33 small-text"]),
        DirectiveCase(
            name: "an ordinary comment", body: "// wdl is nice\n" + tiny,
            expected: ["6:33 small-text"]),
        // A note is silenced like a warning.
        DirectiveCase(
            name: "unknown symbol note", body: "Image(systemName: \"no.such\")",
            expected: ["5:19 unknown-symbol"]),
        DirectiveCase(
            name: "silenced unknown symbol note",
            body: "// wdl:disable-next-line unknown-symbol\nImage(systemName: \"no.such\")",
            expected: []),
    ]

    private func lint(_ source: String, configuration: LintConfiguration = LintConfiguration())
        -> [Diagnostic]
    {
        let file = SourceFile(path: "test.wdl", text: source)
        let analysis = Pipeline.analyze(file)
        // The test widget has no container background; that warning is not the subject.
        return LintPolicy.apply(
            analysis.diagnostics,
            directives: LintDirectives(file: file, tokens: analysis.tokens),
            configuration: configuration
        )
        .filter { $0.id != .missingContainerBackground }
    }

    @Test(arguments: directiveCases)
    func directive(_ row: DirectiveCase) {
        let source = widget(body: row.body)
        #expect(summary(lint(source), in: source) == row.expected)
    }

    @Test func errorsCannotBeSilenced() {
        let source = widget(body: "// wdl:disable-next-line all\nText(entry.missing)")
        #expect(lint(source).containsErrors)
    }

    @Test func unknownIdSuggestsTheClosest() {
        let source = widget(body: "// wdl:disable-next-line small-txt\n" + Self.tiny)
        let directive = lint(source).first { $0.id == .lintDirective }
        #expect(directive?.notes.map(\.message) == ["did you mean 'small-text'?"])
    }

    /// Directives are read from the parse's tokens, which cover the whole
    /// file even when the parse stops at an error: the comments after it
    /// still count.
    @Test(arguments: ["widget W {", "widget W { body: Text(\"a\" }", "let = 1"])
    func directivesAfterAParseErrorAreRead(_ broken: String) {
        let file = SourceFile(path: "test.wdl", text: broken + "\n// wdl:frobnicate all\n")
        let analysis = Pipeline.analyze(file)
        #expect(analysis.diagnostics.containsErrors)
        let directives = LintDirectives(file: file, tokens: analysis.tokens)
        #expect(directives.diagnostics.map(\.id) == [.lintDirective])
    }

    @Test func configurationDisablesAndRaises() {
        let source = widget(body: Self.tiny)
        var configuration = LintConfiguration()
        configuration.disabled = [.smallText]
        #expect(lint(source, configuration: configuration).isEmpty)
        configuration = LintConfiguration()
        configuration.errors = [.smallText]
        #expect(lint(source, configuration: configuration).map(\.severity) == [.error])
    }

    static let configurationCases: [(String, [String])] = [
        ("{\"disabled\": [\"small-text\"], \"errors\": [\"translucent-vibrant\"]}", []),
        ("{}", []),
        ("{\"disabled\": [\"small-txt\"]}", ["1:15 lint-configuration"]),
        ("{\"disable\": []}", ["1:2 lint-configuration"]),
        ("{\"errors\": \"small-text\"}", ["1:12 lint-configuration"]),
        ("{\"errors\": [3]}", ["1:13 lint-configuration"]),
        ("[\"small-text\"]", ["1:1 lint-configuration"]),
        ("{\"disabled\": [}", ["1:15 json-syntax"]),
    ]

    @Test(arguments: configurationCases)
    func configurationFile(_ text: String, _ expected: [String]) {
        let file = SourceFile(path: "test.wdl", text: text)
        let (configuration, diagnostics) = LintConfiguration.read(file)
        #expect(summary(diagnostics, in: text) == expected)
        #expect((configuration != nil) == expected.isEmpty)
    }

    @Test func aReadConfigurationHoldsItsIds() {
        let (configuration, _) = LintConfiguration.read(
            SourceFile(
                path: "c.json",
                text: "{\"disabled\": [\"small-text\"], \"errors\": [\"translucent-vibrant\"]}"))
        #expect(configuration?.disabled == [.smallText])
        #expect(configuration?.errors == [.translucentVibrant])
    }
}

import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// The samples are the acceptance cases: valid ones parse without a
/// diagnostic; each file under `Samples/Invalid/` names on its first line
/// the error it must produce (`// expect: id at line:column`), and every
/// error it produces must have that id (no cascades of other kinds).
@Suite struct SampleTests {
    @Test(arguments: sampleFiles(in: "Samples"))
    func validSampleParses(_ url: URL) throws {
        let file = try loadSource(url)
        let result = WDLParser.parse(file)
        #expect(
            result.diagnostics.isEmpty,
            "\(DiagnosticFormatter(file: file).format(result.diagnostics))")
        #expect(!result.syntax.declarations.isEmpty)
    }

    @Test func thereAreSamples() {
        #expect(sampleFiles(in: "Samples").count >= 8)
        #expect(sampleFiles(in: "Samples/Invalid").count >= 10)
    }

    @Test(arguments: sampleFiles(in: "Samples/Invalid"))
    func invalidSampleFailsAsStated(_ url: URL) throws {
        let file = try loadSource(url)
        let firstLine = String(decoding: file.bytes.prefix { $0 != 0x0A }, as: UTF8.self)
        let expectation = try #require(
            Expectation(firstLine), "first line must read '// expect: id at line:column'")
        // As `wdl check` does: the pipeline's errors (parse, check, and
        // the instantiation of the placeholder).
        let diagnostics = Pipeline.analyze(file).diagnostics.filter { $0.severity == .error }
        let converter = SourceLocationConverter(file: file)
        let found = diagnostics.map { "\($0.id) at \(converter.location(of: $0.range.start))" }
        #expect(found.contains("\(expectation.id) at \(expectation.position)"), "\(found)")
        #expect(diagnostics.allSatisfy { $0.id.rawValue == expectation.id }, "\(found)")
    }

    struct Expectation {
        let id: String
        let position: String

        init?(_ line: String) {
            let words = line.split(separator: " ")
            guard words.count == 5, words[0] == "//", words[1] == "expect:", words[3] == "at" else {
                return nil
            }
            id = String(words[2])
            position = String(words[4])
        }
    }
}

/// Printing a tree and parsing the result gives the same tree, and printing
/// is idempotent: the canonical printer is a test oracle for the parser.
@Suite struct RoundTripTests {
    static var sources: [URL] {
        sampleFiles(in: "Samples")
    }

    @Test(arguments: sources)
    func printThenParseGivesTheSameTree(_ url: URL) throws {
        let original = WDLParser.parse(try loadSource(url))
        let printed = SyntaxPrinter.print(original.syntax)
        let reparsed = parse(printed)
        #expect(
            reparsed.diagnostics.isEmpty, "\(reparsed.diagnostics.map(\.message.text))\n\(printed)")
        #expect(structure(reparsed.syntax) == structure(original.syntax))
        #expect(SyntaxPrinter.print(reparsed.syntax) == printed)
    }

    @Test(arguments: ExpressionTests.cases.map(\.input))
    func expressionsRoundTrip(_ input: String) {
        let (expression, _) = WDLParser.parseExpression(SourceFile(path: "e", text: input))
        let printed = SyntaxPrinter.print(expression)
        let (reparsed, diagnostics) = WDLParser.parseExpression(
            SourceFile(path: "e", text: printed))
        #expect(diagnostics.isEmpty, "\(printed)")
        #expect(grouped(reparsed) == grouped(expression), "\(printed)")
    }

    /// Found by the fuzzer: a statement that starts with an implicit member
    /// must stay separate from the statement before it.
    @Test func statementStartingWithADotKeepsItsSeparator() {
        let source = widget(body: "Text(\"a\")\n;   .font(.caption)\n    .bold()")
        let original = parse(source)
        #expect(original.diagnostics.isEmpty)
        let printed = SyntaxPrinter.print(original.syntax)
        #expect(printed.contains("Text(\"a\");\n"))
        #expect(structure(parse(printed).syntax) == structure(original.syntax))
    }

    @Test func printerAddsOnlyTheParenthesesPrecedenceNeeds() {
        let cases = [
            "(1 + 2) * 3", "1 + 2 * 3", "a - (b - c)", "(a ?? b) ?? c", "-(a + b)",
            "(a ? b : c) ? d : e", "(a + b).c",
        ]
        let printed = cases.map {
            SyntaxPrinter.print(WDLParser.parseExpression(SourceFile(path: "e", text: $0)).0)
        }
        #expect(printed == cases)
    }

    /// A parse without its token list (`wdl check`'s) builds the same
    /// tree with the same diagnostics, valid samples and invalid alike.
    @Test(arguments: sampleFiles(in: "Samples") + sampleFiles(in: "Samples/Invalid"))
    func aParseWithoutTokensBuildsTheSameTree(_ url: URL) throws {
        let file = SourceFile(path: url.lastPathComponent, text: try String(contentsOf: url))
        var options = ParseOptions()
        options.keepsTokens = false
        let without = WDLParser.parse(file, options: options)
        let with = WDLParser.parse(file)
        #expect(without.tokens.count == 0 && with.tokens.count > 0)
        #expect(structure(without.syntax) == structure(with.syntax))
        #expect(without.diagnostics.map(\.message.text) == with.diagnostics.map(\.message.text))
    }

    @Test func dumpShowsRanges() throws {
        let source = "struct S {\n    a: [Int]?\n}\n"
        let result = parse(source)
        let dump = SyntaxDumper.dump(
            result.syntax,
            converter: SourceLocationConverter(file: SourceFile(path: "t", text: source)))
        #expect(
            dump == """
                SourceFile @1:1-4:1
                  Struct S @1:1-3:2
                    Field a: [Int]? @2:5-2:14

                """)
    }
}

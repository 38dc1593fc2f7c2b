import Foundation
import Testing
import WidgetArchive
import WidgetEmit
import WidgetSyntax

@testable import WidgetCompiler

/// `#if` among statements: every clause is parsed and printed, the
/// clause an iOS widget extension compiles (`BuildConfiguration`) is
/// checked, drawn and archived, and the emitted Swift keeps them all.
@Suite struct ConditionalCompilationTests {
    /// The condition's tokens, lexed as the parser reads them.
    static func holds(_ condition: String) -> Bool? {
        let file = SourceFile(path: "c.wdl", text: condition)
        var pieces: [CompilationCondition.Piece] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            while true {
                let token = lexer.next()
                if token.kind == .endOfFile { break }
                pieces.append((token.kind, condition.utf8Slice(token.range)))
            }
        }
        return CompilationCondition.holds(pieces, in: .widgetExtension)
    }

    @Test(arguments: [
        ("os(iOS)", true), ("os(watchOS)", false), ("!os(watchOS)", true),
        ("os(iOS) || os(macOS)", true), ("os(iOS) && os(macOS)", false),
        ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("canImport(WidgetKit)", true),
        ("DEBUG", false), ("!DEBUG", true), ("targetEnvironment(simulator)", false),
        ("swift(>=5.9)", true), ("swift(>=6.3)", false), ("compiler(<6)", false),
        ("swift(>=5.9.2)", true), ("(os(iOS) || os(visionOS)) && !DEBUG", true),
        ("arch(arm64)", true), ("true", true), ("false", false),
    ])
    func aConditionIsDecidedForAnIOSExtension(_ condition: String, _ expected: Bool) {
        #expect(Self.holds(condition) == expected)
    }

    @Test(arguments: ["", "os(", "os(iOS) &&", "swift(5.9)", "unknownTest(x)", "os(iOS))"])
    func aMalformedConditionIsNone(_ condition: String) {
        #expect(Self.holds(condition) == nil)
    }

    static func archive(_ body: String) throws -> Archive {
        let text = widget(
            body: body + "\nColor.clear.containerBackground(.fill.tertiary, for: .widget)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message.text))")
        return try #require(try Pipeline.compile(analysis).archive)
    }

    /// The compiled clause draws what it would alone; a clause that is not
    /// compiled is not checked (a watch-only modifier there is no error),
    /// and a `let` in a clause is seen after `#endif`, as in Swift.
    @Test(arguments: [
        (
            "#if os(watchOS)\nText(\"w\").widgetCurvesContent()\n#elseif os(iOS)\nText(\"i\")\n#else\nText(\"o\")\n#endif",
            "Text(\"i\")"
        ),
        ("#if DEBUG\nText(\"d\")\n#else\nText(\"r\")\n#endif", "Text(\"r\")"),
        ("#if os(macOS)\nText(\"m\")\n#endif\nText(\"a\")", "Text(\"a\")"),
        (
            "#if os(iOS)\nlet label = \"phone\"\n#else\nlet label = \"other\"\n#endif\nText(label)",
            "Text(\"phone\")"
        ),
        (
            "VStack {\n#if canImport(UIKit)\n#if swift(>=5.9)\nText(\"n\")\n#endif\n#endif\n}",
            "VStack {\nText(\"n\")\n}"
        ),
    ])
    func theCompiledClauseIsDrawn(_ withIf: String, _ alone: String) throws {
        #expect(try Self.archive(withIf).entries == Self.archive(alone).entries)
    }

    /// Around declarations: the compiled clause's declarations are the
    /// file's (its twin in another clause is no duplicate), and the
    /// printing, the dump and the emitted Swift keep every clause.
    @Test func declarationsInTheCompiledClauseAreTheFiles() throws {
        let views = """
            #if os(watchOS)
            view Badge() {
                Text("watch")
            }
            #else
            view Badge() {
                Text("phone")
            }
            #endif

            """
        let text =
            views
            + widget(body: "Badge()\nColor.clear.containerBackground(.fill.tertiary, for: .widget)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message.text))")
        let built = try #require(try Pipeline.compile(analysis).archive)
        #expect(try built.entries == Self.archive("Text(\"phone\")").entries)
        let parsed = parse(text)
        #expect(parsed.syntax.declarations.count == 2)
        expectPrintingKeeps(text, ["#if os(watchOS)\nview Badge() {", "#else\n", "#endif\n"])
        let dump = SyntaxDumper.dump(parsed.syntax, converter: nil)
        #expect(dump.contains("#else (compiled)"))
        let swift = SwiftEmitter.emit(parsed.syntax, path: "test.wdl", source: text).contents
        #expect(swift.contains("#if os(watchOS)\nstruct Badge: View {"))
        #expect(swift.contains("Text(\"watch\")") && swift.contains("Text(\"phone\")"))
    }

    /// The formatter lays a condition out as it does any operators, and
    /// that is no change of meaning.
    @Test func aConditionIsFormatted() throws {
        let text = widget(body: "#if os( iOS )  &&  !DEBUG\nText(\"a\")\n#endif")
        guard
            case .formatted(let formatted) = SourceFormatter.format(
                SourceFile(path: "t.wdl", text: text))
        else {
            Issue.record("not formatted")
            return
        }
        #expect(formatted.contains("#if os(iOS) && !DEBUG\n"))
    }

    /// A long condition is read to the end of its line.
    @Test func aLongConditionIsOneCondition() {
        let condition = Array(repeating: "os(iOS)", count: 40).joined(separator: " && ")
        let text = widget(body: "#if \(condition)\nText(\"a\")\n#endif")
        #expect(parse(text).diagnostics.isEmpty)
    }

    /// The printing and the emitted Swift keep every clause as written.
    @Test func everyClauseIsPrinted() throws {
        let text = widget(
            body:
                "VStack {\n#if os(watchOS)\nText(\"w\")\n#elseif os(iOS) && !DEBUG\nText(\"i\")\n#else\nText(\"o\")\n#endif\n}"
        )
        expectPrintingKeeps(
            text, ["#if os(watchOS)\n", "#elseif os(iOS) && !DEBUG\n", "#else\n", "#endif\n"])
        let parsed = parse(text)
        let swift = SwiftEmitter.emit(parsed.syntax, path: "test.wdl", source: text).contents
        for line in ["#if os(watchOS)", "Text(\"w\")", "#elseif os(iOS) && !DEBUG", "#endif"] {
            #expect(swift.contains(line))
        }
    }
}

extension String {
    /// The text of a byte range.
    fileprivate func utf8Slice(_ range: SourceRange) -> String {
        let bytes = Array(utf8)[Int(range.start)..<Int(range.end)]
        return String(decoding: bytes, as: UTF8.self)
    }
}

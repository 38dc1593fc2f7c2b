import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// The exact text of diagnostics, as editors and CI problem matchers read it.
@Suite struct FormatterTests {
    @Test func swiftCompilerFormat() {
        let source = widget(body: "        Text(\"Hello)")
        let file = SourceFile(path: "Samples/Hello.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(
            text == """
                Samples/Hello.wdl:5:14: error: unterminated string literal [unterminated-string]
                        Text("Hello)
                             ^

                """)
    }

    @Test func columnsCountCharactersAndCaretsAlignUnderWideText() {
        let source = widget(body: "Text(\"요금 \\q\")")
        let file = SourceFile(path: "k.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        // Column 10 counts 요 and 금 as one character each; the caret is
        // padded by their terminal width (two columns each).
        #expect(
            text == """
                k.wdl:5:10: error: invalid escape sequence '\\q' in string literal [invalid-escape]
                Text("요금 \\q")
                           ^~

                """)
    }

    @Test func notesFollowTheirDiagnostic() {
        let source = "widget W {\n    kind: \"a\"\n    kind: \"b\"\n}\n"
        let file = SourceFile(path: "n.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(
            text == """
                n.wdl:3:5: error: 'kind' appears twice in 'W' [duplicate-member]
                    kind: "b"
                    ^~~~
                n.wdl:2:5: note: first 'kind' is here
                    kind: "a"
                    ^~~~

                """)
    }

    @Test func controlCharactersAreShownAsPictures() {
        let bytes = Array("widget W {\n  kind: \"a".utf8) + [0x00] + Array("\"\n}\n".utf8)
        let file = SourceFile(path: "z.wdl", bytes: bytes)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(!text.utf8.contains(0))
        #expect(text.contains("kind: \"a\u{2400}\""))
    }

    @Test func tabsAreKeptInThePadding() {
        let source = "widget W {\n\tbody {\n\t\tText(\"a\") Text(\"b\")\n\t}\n}\n"
        let file = SourceFile(path: "t.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(text.hasSuffix("\t\tText(\"a\") Text(\"b\")\n\t\t         ^\n"))
    }
}

/// A diagnostic on a very long line prints a window around the caret, with
/// `...` where the line was cut, so its output stays small.
@Suite struct SourceExcerptTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let line: String
        let column: Int
        let length: Int
        let text: String
        let caret: String
        var testDescription: String { name }
    }

    static let long =
        String(repeating: "a", count: 200) + "BAD" + String(repeating: "b", count: 200)

    static let rows: [Row] = [
        Row(
            name: "a short line prints whole", line: "Text(x)", column: 5, length: 1,
            text: "Text(x)", caret: "     ^"),
        Row(
            name: "a line of exactly the width prints whole",
            line: String(repeating: "x", count: 120), column: 119, length: 1,
            text: String(repeating: "x", count: 120),
            caret: String(repeating: " ", count: 119) + "^"),
        Row(
            name: "the middle of a long line is cut on both sides", line: long, column: 200,
            length: 3,
            text: "..." + String(repeating: "a", count: 28) + "BAD"
                + String(repeating: "b", count: 83) + "...",
            caret: String(repeating: " ", count: 31) + "^~~"),
        Row(
            name: "the start of a long line is cut on the right", line: long, column: 0, length: 1,
            text: String(repeating: "a", count: 114) + "...", caret: "^"),
        Row(
            name: "the end of a long line is cut on the left", line: long, column: 402, length: 1,
            text: "..." + String(repeating: "b", count: 114),
            caret: String(repeating: " ", count: 116) + "^"),
        Row(
            name: "an underline longer than the window stops at its cut", line: long, column: 10,
            length: 300,
            text: String(repeating: "a", count: 114) + "...",
            caret: String(repeating: " ", count: 10) + "^" + String(repeating: "~", count: 103)),
        Row(
            name: "wide characters count two columns",
            line: String(repeating: "요", count: 100) + "X", column: 100, length: 1,
            text: "..." + String(repeating: "요", count: 56) + "X",
            caret: String(repeating: " ", count: 115) + "^"),
    ]

    @Test(arguments: rows)
    func window(_ row: Row) {
        let excerpt = SourceExcerpt(line: row.line, column: row.column, length: row.length)
        #expect(excerpt.text == row.text)
        #expect(excerpt.caret == row.caret)
    }

    @Test func anErrorOnAVeryLongLinePrintsAFewHundredBytes() {
        let line = "        Text(\"a\")" + String(repeating: " ", count: 400_000) + "Text(\"b\")"
        let file = SourceFile(path: "long.wdl", text: widget(body: line))
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(text.contains("error: "))
        #expect(text.utf8.count < 1_000, "\(text.utf8.count) bytes")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("long.wdl:5:18: error: ") == true)
        #expect(
            lines.dropFirst().first == "        Text(\"a\")" + String(repeating: " ", count: 97)
                + "...")
        #expect(lines.dropFirst(2).first == String(repeating: " ", count: 17) + "^")
    }
}

@Suite struct SourceLocationTests {
    @Test(
        arguments: [
            (0, "1:1"), (6, "1:7"), (7, "2:1"), (10, "2:2"), (13, "2:3"), (15, "3:1"), (16, "3:2"),
        ] as [(UInt32, String)])
    func locations(_ offset: UInt32, _ expected: String) {
        // "widget\n요금\r\nx" — 요 and 금 are three bytes each; CRLF is one break.
        let converter = SourceLocationConverter(
            file: SourceFile(path: "l", text: "widget\n요금\r\nx"))
        #expect(converter.location(of: offset).description == expected)
    }

    @Test func lineTextDropsTerminators() {
        let converter = SourceLocationConverter(file: SourceFile(path: "l", text: "a\r\nb\rc\n"))
        #expect((1...3).map(converter.lineText) == ["a", "b", "c"])
        #expect(converter.lineCount == 4)
    }
}

@Suite struct SpellingTests {
    @Test(
        arguments: [
            ("famlies", "families"), ("boddy", "body"), ("Body", "body"),
            ("placeholdr", "placeholder"), ("xyz", nil),
        ] as [(String, String?)])
    func suggestions(_ typo: String, _ expected: String?) {
        #expect(
            Spelling.closest(to: typo, in: ["families", "body", "placeholder", "kind"]) == expected)
    }
}

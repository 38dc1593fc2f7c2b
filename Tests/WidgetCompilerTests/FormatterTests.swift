import Testing
@testable import WidgetCompiler

/// The exact text of diagnostics, as editors and CI problem matchers read it.
@Suite struct FormatterTests {
    @Test func swiftCompilerFormat() {
        let source = widget(body: "        Text(\"Hello)")
        let file = SourceFile(path: "Samples/Hello.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(text == """
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
        #expect(text == """
        k.wdl:5:10: error: invalid escape sequence '\\q' in string literal [invalid-escape]
        Text("요금 \\q")
                   ^~

        """)
    }

    @Test func notesFollowTheirDiagnostic() {
        let source = "widget W {\n    kind: \"a\"\n    kind: \"b\"\n}\n"
        let file = SourceFile(path: "n.wdl", text: source)
        let text = DiagnosticFormatter(file: file).format(WDLParser.parse(file).diagnostics)
        #expect(text == """
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

@Suite struct SourceLocationTests {
    @Test(arguments: [
        (0, "1:1"), (6, "1:7"), (7, "2:1"), (10, "2:2"), (13, "2:3"), (15, "3:1"), (16, "3:2"),
    ] as [(UInt32, String)])
    func locations(_ offset: UInt32, _ expected: String) {
        // "widget\n요금\r\nx" — 요 and 금 are three bytes each; CRLF is one break.
        let converter = SourceLocationConverter(file: SourceFile(path: "l", text: "widget\n요금\r\nx"))
        #expect(converter.location(of: offset).description == expected)
    }

    @Test func lineTextDropsTerminators() {
        let converter = SourceLocationConverter(file: SourceFile(path: "l", text: "a\r\nb\rc\n"))
        #expect((1...3).map(converter.lineText) == ["a", "b", "c"])
        #expect(converter.lineCount == 4)
    }
}

@Suite struct SpellingTests {
    @Test(arguments: [
        ("famlies", "families"), ("boddy", "body"), ("Body", "body"), ("placeholdr", "placeholder"), ("xyz", nil),
    ] as [(String, String?)])
    func suggestions(_ typo: String, _ expected: String?) {
        #expect(Spelling.closest(to: typo, in: ["families", "body", "placeholder", "kind"]) == expected)
    }
}

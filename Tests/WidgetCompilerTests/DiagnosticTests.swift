import Testing
import WidgetSyntax

@testable import WidgetCompiler

struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    let id: DiagnosticID
    let source: String
    /// `line:column id` of each diagnostic expected, in source order.
    let expected: [String]
    var testDescription: String { id.rawValue }
}

/// One row per front-end diagnostic: the smallest input that triggers it,
/// and exactly what is reported (so a cascade fails the row).
@Suite struct DiagnosticTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            id: .branchExpression,
            source: widget(body: "let a = if family == .systemSmall { 1 }\nText(\"\\(a)\")"),
            expected: ["5:9 branch-expression"]),
        DiagnosticCase(
            id: .rawValuePayload, source: "enum E: String {\n    case a(Int)\n}\n",
            expected: ["2:10 raw-value-payload"]),
        DiagnosticCase(
            id: .consecutiveStatements, source: widget(body: "Text(\"a\") Text(\"b\")"),
            expected: ["5:10 consecutive-statements"]),
        DiagnosticCase(
            id: .duplicateDefault,
            source: widget(body: "switch family {\ndefault: Text(\"a\")\ndefault: Text(\"b\")\n}"),
            expected: ["7:1 duplicate-default"]),
        DiagnosticCase(
            id: .duplicateMember, source: "widget W {\n    kind: \"a\"\n    kind: \"b\"\n}\n",
            expected: ["3:5 duplicate-member"]),
        DiagnosticCase(
            id: .emptySwitch, source: widget(body: "switch family { }"),
            expected: ["5:1 empty-switch"]),
        DiagnosticCase(
            id: .expectedDeclaration, source: "let x = 1\n", expected: ["1:1 expected-declaration"]),
        DiagnosticCase(
            id: .expectedExpression, source: widget(body: "Text(1 + )"),
            expected: ["5:10 expected-expression"]),
        DiagnosticCase(
            id: .expectedIdentifier, source: "widget {\n}\n", expected: ["1:8 expected-identifier"]),
        DiagnosticCase(
            id: .expectedToken, source: widget(body: "Text(\"a\"\n"),
            expected: ["5:9 expected-token"]),
        DiagnosticCase(
            id: .expectedType, source: "struct S {\n    a: 42\n}\n", expected: ["2:8 expected-type"]
        ),
        DiagnosticCase(
            id: .expectedValue, source: "widget W {\n    placeholder { a: .red }\n}\n",
            expected: ["2:22 expected-value"]),
        DiagnosticCase(
            id: .expectedVersion, source: widget(body: "if #available(iOS, *) { }"),
            expected: ["5:18 expected-version"]),
        DiagnosticCase(
            id: .invalidCharacter, source: widget(body: "Text($)"),
            expected: ["5:6 invalid-character"]),
        DiagnosticCase(
            id: .invalidEscape, source: widget(body: #"Text("\q")"#),
            expected: ["5:7 invalid-escape"]),
        DiagnosticCase(
            id: .invalidNumber, source: widget(body: "Text(99999999999999999999)"),
            expected: ["5:6 invalid-number"]),
        DiagnosticCase(
            id: .misplacedMember, source: "activity A {\n    body { }\n}\n",
            expected: ["2:5 misplaced-member"]),
        DiagnosticCase(
            id: .missingBody, source: "struct Badge: View {\n    let title: String\n}\n",
            expected: ["1:8 missing-body"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source:
                "struct Badge: View {\n    @AppStorage(\"a\") var a = \"\"\n    var body: some View {\n        Text(a)\n    }\n}\n",
            expected: ["2:5 unsupported-swift"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source:
                "struct Badge: View {\n    static subscript(i: Int) -> String { \"A\" }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n",
            expected: ["2:5 unsupported-swift"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source: "@available(iOS 17.0, *)\nstruct Stop {\n    name: String\n}\n",
            expected: ["1:1 unsupported-swift"]),
        // `#if`: a condition that is none, an `#else` after `#else`, a
        // missing `#endif`, and the places it is not supported yet.
        DiagnosticCase(
            id: .expectedExpression, source: widget(body: "#if\nText(\"a\")\n#endif"),
            expected: ["5:4 expected-expression"]),
        DiagnosticCase(
            id: .unexpectedToken,
            source: widget(body: "#if DEBUG\nText(\"a\")\n#else\nText(\"b\")\n#else\n#endif"),
            expected: ["9:1 unexpected-token"]),
        DiagnosticCase(
            id: .expectedToken, source: widget(body: "#if DEBUG\nText(\"a\")"),
            expected: ["6:10 expected-token"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source: widget(body: "Text(\"a\")\n#if os(iOS)\n.bold()\n#endif"),
            expected: ["6:1 unsupported-swift"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source: "#if os(iOS)\n" + widget(body: "Text(\"a\")") + "#endif\n",
            expected: ["2:1 unsupported-swift"]),
        DiagnosticCase(
            id: .unexpectedToken, source: "view V() {\n    Text(\"a\")\n}\n#endif\n",
            expected: ["4:1 unexpected-token"]),
        // A stray directive does not swallow the `#if` after it.
        DiagnosticCase(
            id: .unexpectedToken,
            source: "#endif\n#if os(iOS)\nview V() {\n    Text(\"a\")\n}\n#endif\n",
            expected: ["1:1 unexpected-token"]),
        DiagnosticCase(
            id: .unsupportedSwift,
            source: "struct S {\n    let a: Int\n    init(a: Int) {\n        self.a = a\n    }\n"
                + "    init(b: Int) {\n        self.a = b\n    }\n}\n",
            expected: ["6:5 unsupported-swift"]),
        DiagnosticCase(
            id: .nonAssociativeOperator, source: widget(body: "Text(a == b == c)"),
            expected: ["5:13 non-associative-operator"]),
        DiagnosticCase(
            id: .statementOutsideCase,
            source: widget(body: "switch family {\nText(\"a\")\ndefault: Text(\"b\")\n}"),
            expected: ["6:1 statement-outside-case"]),
        DiagnosticCase(
            id: .unclosedDelimiter, source: "widget W {\n    body {\n        Text(\"a\")\n",
            expected: ["2:10 unclosed-delimiter"]),
        DiagnosticCase(
            id: .unexpectedToken, source: widget(body: "else { }"),
            expected: ["5:1 unexpected-token"]),
        // A property wrapper: one error, no cascade.
        DiagnosticCase(
            id: .unexpectedToken, source: widget(body: "@State var count = 0"),
            expected: ["5:1 unexpected-token"]),
        DiagnosticCase(
            id: .unknownMember, source: "widget W {\n    famlies: []\n}\n",
            expected: ["2:5 unknown-member"]),
        DiagnosticCase(
            id: .unterminatedComment, source: "widget W { }\n/* open",
            expected: ["2:1 unterminated-comment"]),
        DiagnosticCase(
            id: .unterminatedString, source: widget(body: "Text(\"abc)"),
            expected: ["5:6 unterminated-string"]),
        // The byte-level checks stop before lexing.
        DiagnosticCase(
            id: .nulCharacter, source: "widget W {\u{0} }", expected: ["1:11 nul-character"]),
    ]

    @Test(arguments: cases)
    func reports(_ row: DiagnosticCase) {
        let result = parse(row.source)
        #expect(summary(result.diagnostics, in: row.source) == row.expected)
        #expect(
            result.diagnostics.allSatisfy {
                !$0.message.text.hasSuffix(".") && $0.message.text.first?.isUppercase != true
            })
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        let bytes = Array("widget W { kind: \"요".utf8) + [0xFF, 0x22, 0x7D]
        let result = WDLParser.parse(SourceFile(path: "t", bytes: bytes))
        #expect(result.diagnostics.map(\.id) == [.invalidUTF8])
        #expect(result.diagnostics.first?.range == SourceRange(21, 22))
        #expect(result.diagnostics.first?.message.text == "source is not valid UTF-8 (byte 0xFF)")
    }

    @Test(
        arguments: [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
        ] as [[UInt8]])
    func malformedSequencesAreInvalid(_ sequence: [UInt8]) {
        let result = WDLParser.parse(SourceFile(path: "t", bytes: Array("widget ".utf8) + sequence))
        #expect(result.diagnostics.map(\.id) == [.invalidUTF8])
    }

    @Test func fileTooLargeUsesTheLimit() {
        let result = parse(
            widget(body: "Text(\"a\")"),
            options: ParseOptions(maximumFileSize: 16, maximumNestingDepth: 256))
        #expect(result.diagnostics.map(\.id) == [.fileTooLarge])
        #expect(result.diagnostics.first?.message.text.hasSuffix("the limit is 16 bytes") == true)
    }

    @Test func nestingTooDeepUsesTheLimit() {
        let source = widget(body: "VStack { VStack { VStack { Text(\"a\") } } }")
        // widget { and body { are 2 levels, three stacks 5, Text's ( 6.
        #expect(
            parse(source, options: ParseOptions(maximumFileSize: 1 << 20, maximumNestingDepth: 6))
                .diagnostics.isEmpty)
        let deeper = parse(
            source, options: ParseOptions(maximumFileSize: 1 << 20, maximumNestingDepth: 5))
        #expect(summary(deeper.diagnostics, in: source) == ["5:32 nesting-too-deep"])
    }

    /// Every id in the catalogue has a row above (or a dedicated test:
    /// format-changes-meaning in SourceFormatterTests).
    @Test func everyIdIsCovered() {
        let covered = Set(Self.cases.map(\.id)).union([
            .invalidUTF8, .fileTooLarge, .nestingTooDeep, .formatChangesMeaning,
        ])
        #expect(
            Set(DiagnosticID.frontEnd).subtracting(covered).isEmpty,
            "\(Set(DiagnosticID.frontEnd).subtracting(covered))")
        #expect(DiagnosticID.frontEnd == DiagnosticID.frontEnd.sorted())
    }

    @Test func didYouMeanNote() {
        let result = parse("widget W {\n    famlies: []\n}\n")
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'families'?"])
    }
}

/// Several independent mistakes in one file are all reported, each once.
@Suite struct RecoveryTests {
    @Test func independentErrorsAreAllReported() {
        let source = """
            widget W {
                kind: "W"
                famlies: [.systemSmall]
                body {
                    Text("a" Text("b")
                    Text("c").font(.headline
                    Text(1 < 2 < 3)
                    Text("\\q")
                }
            }
            activity A {
                body { }
            }
            """
        #expect(
            summary(parse(source).diagnostics, in: source) == [
                "3:5 unknown-member", "5:18 expected-token", "6:33 expected-token",
                "7:20 non-associative-operator", "8:15 invalid-escape", "12:5 misplaced-member",
            ])
    }

    @Test func unclosedBraceIsBlamedOnTheOpenerTheIndentationPointsTo() {
        let source = """
            widget W {
                body {
                    VStack {
                        Text("a")
                    HStack { Text("b") }
                }
            }
            """
        let result = parse(source)
        #expect(summary(result.diagnostics, in: source) == ["3:16 unclosed-delimiter"])
        #expect(result.diagnostics.first?.notes.count == 1)
    }

    @Test func unclosedBlockStopsAtTheNextDeclarationAtTheMargin() {
        let source = "widget W {\n    body {\n        Text(\"a\")\n\nstruct S {\n    a: Int\n}\n"
        let result = parse(source)
        #expect(summary(result.diagnostics, in: source) == ["2:10 unclosed-delimiter"])
        #expect(result.syntax.declarations.count == 2)
    }

    @Test func unterminatedStringDoesNotCascade() {
        let source = widget(body: "Text(\"Hello)\n    .font(.headline)\nText(\"next\")")
        let result = parse(source)
        #expect(summary(result.diagnostics, in: source) == ["5:6 unterminated-string"])
    }

    @Test func unterminatedCommentDoesNotReportTheBracesItSwallowed() {
        let source = widget(body: "Text(\"a\") /* todo")
        #expect(summary(parse(source).diagnostics, in: source) == ["5:11 unterminated-comment"])
    }

    @Test func badDeclarationIsSkippedToTheNextOne() {
        let source = "let x = 1\nfoo bar { baz }\nstruct S {\n    a: Int\n}\n"
        let result = parse(source)
        #expect(summary(result.diagnostics, in: source) == ["1:1 expected-declaration"])
        #expect(result.syntax.declarations.map(\.name.name) == ["S"])
    }
}

import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// One layout rule: a body as written, and as `wdl format` writes it.
struct FormatCase: Sendable, CustomTestStringConvertible {
    let rule: String
    let input: String
    let output: String
    var testDescription: String { rule }
}

/// `wdl format`: the layout rules one row each, and on every sample,
/// gallery and document example: idempotent, and the tree unchanged.
@Suite struct SourceFormatterTests {
    static let cases: [FormatCase] = [
        FormatCase(
            rule: "one space after a label's colon, none before",
            input: "Text(\"a\" ,style :.timer)", output: "Text(\"a\", style: .timer)"),
        FormatCase(
            rule: "no space inside parentheses", input: "Text( \"a\" ).padding( )",
            output: "Text(\"a\").padding()"),
        FormatCase(
            rule: "infix operators spaced, ranges not",
            input: "Text(\"\\(1+2)\").lineLimit(2 ... 3)",
            output: "Text(\"\\(1+2)\").lineLimit(2...3)"),
        FormatCase(
            rule: "a range of implicit members is spaced; a prefix range is not",
            input:
                "Text(\"a\").dynamicTypeSize(.small...  .large).dynamicTypeSize(... DynamicTypeSize.xxLarge)",
            output:
                "Text(\"a\").dynamicTypeSize(.small ... .large).dynamicTypeSize(...DynamicTypeSize.xxLarge)"
        ),
        FormatCase(
            rule: "prefix and postfix operators stick",
            input: "if !entry.flag { Text(entry.name!) }",
            output: "if !entry.flag { Text(entry.name!) }"),
        // Fuzzing found `a/ (b)` formatting to `a/(b)`, then to `a / (b)`.
        FormatCase(
            rule: "an operator that is only infix is spaced, however it was written",
            input: "Text(\"a\").padding(entry.n/ (2)).opacity(entry.n *(2))",
            output: "Text(\"a\").padding(entry.n / (2)).opacity(entry.n * (2))"),
        FormatCase(
            rule: "ternary spaced, with its colon",
            input: "Text(\"a\").foregroundStyle(entry.n>2 ? .red:.blue)",
            output: "Text(\"a\").foregroundStyle(entry.n > 2 ? .red : .blue)"),
        FormatCase(
            rule: "a minus after an operand subtracts, after an operator negates",
            input: "Text(\"a\").padding(entry.n -1).opacity(entry.n*-(2))",
            output: "Text(\"a\").padding(entry.n - 1).opacity(entry.n * -(2))"),
        // Fuzzing found a `-` starting a line read as a subtraction.
        FormatCase(
            rule: "a minus glued to what follows at a line start begins a statement",
            input: "Text(\"a\")\n-UK", output: "Text(\"a\")\n-UK"),
        FormatCase(
            rule: "a spaced minus starting a line after a closure subtracts",
            input: "VStack {\n}\n-   .padding()", output: "VStack {\n}\n    - .padding()"),
        FormatCase(
            rule: "negative numbers keep their sign", input: "Text(\"a\").offset(x: -2,y:-(3))",
            output: "Text(\"a\").offset(x: -2, y: -(3))"),
        FormatCase(
            rule: "optional chaining and key paths",
            input: "ForEach(entry.items, id: \\.self) { i in Text(i) }",
            output: "ForEach(entry.items, id: \\.self) { i in Text(i) }"),
        FormatCase(
            rule: "a modifier chain is one step in",
            input: "Text(\"a\")\n.font(.headline)\n        .bold()",
            output: "Text(\"a\")\n    .font(.headline)\n    .bold()"),
        FormatCase(
            rule: "a chain after a closing brace lines up with it",
            input: "VStack {\nText(\"a\")\n}\n    .padding()",
            output: "VStack {\n    Text(\"a\")\n}\n.padding()"),
        FormatCase(
            rule: "a bracket opened with others indents once",
            input: "ForEach(entry.items, id: \\.self) { item in\n        Text(item)\n}",
            output: "ForEach(entry.items, id: \\.self) { item in\n    Text(item)\n}"),
        FormatCase(
            rule: "case labels line up with their switch",
            input:
                "switch entry.n {\n    case 1:\n    Text(\"one\")\n    default: Text(\"many\")\n}",
            output: "switch entry.n {\ncase 1:\n    Text(\"one\")\ndefault: Text(\"many\")\n}"),
        FormatCase(
            rule: "an operator at a line end continues the statement",
            input: "Text(\"a\" +\n\"b\")", output: "Text(\"a\" +\n    \"b\")"),
        FormatCase(
            rule: "an array of implicit members is not a chain",
            input: "Text(\"a\").font([\n.body,\n.title][0])",
            output: "Text(\"a\").font([\n    .body,\n    .title][0])"),
        FormatCase(
            rule: "blank lines: at most one, none after an opener or before a closer",
            input: "VStack {\n\n    Text(\"a\")\n\n\n    Text(\"b\")\n\n}",
            output: "VStack {\n    Text(\"a\")\n\n    Text(\"b\")\n}"),
        FormatCase(
            rule: "comments are kept, trailing ones one space after the code",
            input:
                "VStack {   // stack\n// first\n    Text(\"a\")    /* inline */ .bold()\n        // before the closer\n}",
            output:
                "VStack { // stack\n    // first\n    Text(\"a\") /* inline */ .bold()\n    // before the closer\n}"
        ),
        FormatCase(
            rule: "empty braces close up", input: "Button(intent: Tap()) {   }",
            output: "Button(intent: Tap()) {}"),
        FormatCase(
            rule: "semicolons keep one space after", input: "VStack { Text(\"a\") ;Text(\"b\") }",
            output: "VStack { Text(\"a\"); Text(\"b\") }"),
        FormatCase(
            rule: "tabs and trailing spaces go", input: "VStack {\t\n\tText(\"a\")   \n}",
            output: "VStack {\n    Text(\"a\")\n}"),
        FormatCase(
            rule: "availability", input: "if #available( iOS 17,* ) { Text(\"a\") }",
            output: "if #available(iOS 17, *) { Text(\"a\") }"),
        // The parser's roles, not the spacing, say how these bind.
        FormatCase(
            rule: "a member's period sticks to its operand", input: "Text(\"a\") .bold()",
            output: "Text(\"a\").bold()"),
        FormatCase(
            rule: "an enum pattern's period sticks to its case, spaced from 'case'",
            input: "if case .late( let m )=entry.status { Text(\"\\(m)\") }",
            output: "if case .late(let m) = entry.status { Text(\"\\(m)\") }"),
        FormatCase(
            rule: "a value after let is spaced as any value",
            input: "let size=if entry.flag { 1 } else { 2 }",
            output: "let size = if entry.flag { 1 } else { 2 }"),
        FormatCase(
            rule: "a question mark the parser read as a ternary is spaced",
            input: "Text(\"a\").opacity(entry.flag? 1 : 0)",
            output: "Text(\"a\").opacity(entry.flag ? 1 : 0)"),
    ]

    /// `source` as a file named `t.wdl`, formatted; nil (recorded as an
    /// issue) when the formatter refuses it.
    private func formattedFile(_ source: String) -> String? {
        let result = SourceFormatter.format(SourceFile(path: "t.wdl", text: source))
        guard case .formatted(let text) = result else {
            Issue.record("not formatted: \(result)")
            return nil
        }
        return text
    }

    /// The body of the formatted test widget, without the widget around it.
    private func formattedBody(_ body: String) throws -> String {
        let file = SourceFile(path: "test.wdl", text: widget(body: body))
        guard case .formatted(let text) = SourceFormatter.format(file) else {
            Issue.record("not formatted: \(SourceFormatter.format(file))")
            return ""
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The widget wrapper: 4 lines before the body and 2 after (plus the final newline).
        return lines[4..<(lines.count - 3)].map {
            $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0)
        }.joined(separator: "\n")
    }

    @Test(arguments: cases)
    func layoutRule(_ row: FormatCase) throws {
        #expect(try formattedBody(row.input) == row.output)
        // Each rule's output is a fixed point.
        #expect(try formattedBody(row.output) == row.output)
    }

    /// Every file the repository formats: samples, the gallery, the
    /// invalid samples that parse, and the document examples.
    static var files: [SourceFile] {
        let folders = ["Samples", "Samples/Invalid", "Docs/Gallery"]
        let samples = folders.flatMap(sampleFiles).compactMap { try? loadSource($0) }
        let examples = DocumentationTests.examples.filter { $0.mode == .file }.map {
            SourceFile(path: $0.testDescription, text: $0.code)
        }
        return samples + examples
    }

    @Test(arguments: files.map { CheckedFile(file: $0) })
    func formatKeepsTheTreeAndIsIdempotent(_ checked: CheckedFile) throws {
        let file = checked.file
        let original = WDLParser.parse(file)
        guard !original.diagnostics.containsErrors else {
            // Not formatted; the parse errors are the answer.
            guard case .refused(let diagnostics) = SourceFormatter.format(file) else {
                Issue.record("formatted a file with errors")
                return
            }
            #expect(diagnostics == original.diagnostics.filter { $0.severity == .error })
            return
        }
        guard case .formatted(let once) = SourceFormatter.format(file) else {
            Issue.record("refused \(file.path)")
            return
        }
        let reparsed = parse(once)
        #expect(structure(reparsed.syntax) == structure(original.syntax))
        guard
            case .formatted(let twice) = SourceFormatter.format(
                SourceFile(path: file.path, text: once))
        else {
            Issue.record("refused the second time")
            return
        }
        #expect(twice == once)
    }

    /// The parse lists every token the lexer finds, in order, and gives a
    /// role to every operator and period but `#available`'s `*`.
    @Test(arguments: files.map { CheckedFile(file: $0) })
    func theParseListsEveryTokenWithItsRole(_ checked: CheckedFile) {
        let file = checked.file
        let parsed = WDLParser.parse(file)
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            var index = 0
            while case let token = lexer.next(), token.kind != .endOfFile {
                guard index < parsed.tokens.count else {
                    Issue.record("token \(index) missing")
                    return
                }
                let listed = parsed.tokens.token(index, in: bytes)
                #expect(listed.kind == token.kind && listed.range == token.range, "token \(index)")
                #expect(
                    listed.spaceBefore == token.spaceBefore
                        && listed.newlineBefore == token.newlineBefore)
                let bound = TokenClasses.operators.contains(token.kind) || token.kind == .period
                if bound, token.kind != .star, !parsed.diagnostics.containsErrors {
                    #expect(
                        parsed.tokens.role(index) != .none,
                        "\(file.path): '\(file.text(in: token.range))' at \(token.range.start)")
                }
                index += 1
            }
            #expect(index == parsed.tokens.count)
        }
    }

    /// The repository's own .wdl files are formatted (`wdl format --check`
    /// in .ci/run too); of the invalid samples, those that parse.
    @Test(
        arguments: [
            "Samples", "Samples/Invalid", "Docs/Gallery", "Tests/PluginFixture/Sources/Widgets",
        ].flatMap(sampleFiles))
    func repositoryFilesAreFormatted(_ url: URL) throws {
        let file = try loadSource(url)
        guard case .formatted(let text) = SourceFormatter.format(file) else {
            #expect(url.path.contains("/Invalid/"), "refused")
            return
        }
        #expect(Array(text.utf8) == file.bytes, "run 'wdl format \(file.path)'")
    }

    @Test func commentsAndBlankLineGroupsAreKept() throws {
        let source =
            "// Header.\n\n/* A block\n   over lines. */\nwidget W {\n    kind: \"W\" // the kind\n\n    families: [.systemSmall]\n    body {\n        Text(\"a\")\n    }\n}\n// The end.\n"
        guard
            case .formatted(let text) = SourceFormatter.format(
                SourceFile(path: "c.wdl", text: source))
        else {
            Issue.record("refused")
            return
        }
        #expect(text == source)
    }

    @Test func lineEndingsBecomeLineFeeds() throws {
        let source =
            "widget W {\r\n    kind: \"W\"\r\n\r\n    families: [.systemSmall]\r\n    body { Text(\"a\") }\r\n}\r\n"
        guard
            case .formatted(let text) = SourceFormatter.format(
                SourceFile(path: "c.wdl", text: source))
        else {
            Issue.record("refused")
            return
        }
        #expect(text == source.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func aFileWithSyntaxErrorsIsRefusedWithItsErrors() {
        guard
            case .refused(let diagnostics) = SourceFormatter.format(
                SourceFile(path: "e.wdl", text: widget(body: "Text(\"a\"")))
        else {
            Issue.record("formatted a file with a syntax error")
            return
        }
        #expect(
            diagnostics.map(\.id).contains(.unclosedDelimiter)
                || diagnostics.map(\.id).contains(.expectedToken))
    }

    /// Optional marks on a type stay glued: `??` there is two `?`, not
    /// the nil-coalescing operator (the fuzzer found `Double??????`
    /// spaced into `Double ?? ?? ??`).
    @Test(arguments: ["Double??", "Double????", "[String??]"])
    func optionalMarksOnATypeStayGlued(_ type: String) throws {
        let source =
            "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    entry {\n        value: \(type)\n    }\n    body {\n        Text(\"a\")\n    }\n}\n"
        guard let text = formattedFile(source) else { return }
        #expect(text.contains("value: \(type)\n"))
    }

    /// Generic clauses stay glued to their names, as Swift writes them:
    /// `Card<Content: View>: View`, `ActivityViewContext<AAttributes>`;
    /// compound assignments keep their spaces.
    @Test(arguments: [
        (
            "struct Card < Content: View > : View {\n    @ViewBuilder let content: Content\n    var body: some View {\n        content\n    }\n}\n",
            "struct Card<Content: View>: View {\n"
        ),
        (
            "struct V: View {\n    let context: ActivityViewContext<AAttributes>\n    var total: Int {\n        var n = 0\n        n+=1\n        return n\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\nactivity A {\n    attributes { }\n    state { }\n}\n",
            "    let context: ActivityViewContext<AAttributes>\n"
        ),
    ])
    func genericClausesStayGlued(_ source: String, _ expected: String) throws {
        guard let text = formattedFile(source) else { return }
        #expect(text.contains(expected), "\(text)")
        if source.contains("n+=1") { #expect(text.contains("n += 1"), "\(text)") }
    }

    /// The guard behind the layout: a text whose tree differs is refused.
    @Test func aLayoutThatChangesTheTreeIsRefused() {
        let original = parse(widget(body: "Text(\"a\")\n.bold()"))
        let changed = widget(body: "Text(\"a\")\n.italic()")
        let diagnostic = SourceFormatter.verify(
            changed, against: original.syntax, path: "v.wdl", options: ParseOptions())
        #expect(diagnostic?.id == .formatChangesMeaning)
        #expect(
            SourceFormatter.verify(
                widget(body: "Text(\"a\").bold()"), against: original.syntax, path: "v.wdl",
                options: ParseOptions()) == nil)
    }
}

/// A source file as a test argument, named by its path.
struct CheckedFile: Sendable, CustomTestStringConvertible {
    let file: SourceFile
    var testDescription: String { file.path }
}

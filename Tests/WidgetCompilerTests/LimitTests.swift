import Testing
import WidgetSyntax

@testable import WidgetCompiler

struct HostileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let id: DiagnosticID
    var testDescription: String { name }
}

/// Hostile input: each gives one located diagnostic, never a crash or a
/// stack overflow. Sizes are far past the limit on purpose.
@Suite struct LimitTests {
    static let depth = 20_000
    static let cases: [HostileCase] = [
        HostileCase(
            name: "parentheses",
            source: widget(
                body: "Text(" + String(repeating: "(", count: depth) + "1"
                    + String(repeating: ")", count: depth) + ")"), id: .nestingTooDeep),
        HostileCase(
            name: "braces",
            source: widget(
                body: String(repeating: "VStack {\n", count: depth)
                    + String(repeating: "}\n", count: depth)), id: .nestingTooDeep),
        HostileCase(
            name: "prefix operators",
            source: widget(body: "Text(" + String(repeating: "!", count: depth) + "x)"),
            id: .nestingTooDeep),
        HostileCase(
            name: "modifier chain",
            source: widget(body: "Text(\"a\")" + String(repeating: ".bold()", count: depth)),
            id: .nestingTooDeep),
        HostileCase(
            name: "addition chain",
            source: widget(
                body: "Text(" + Array(repeating: "1", count: depth).joined(separator: " + ") + ")"),
            id: .nestingTooDeep),
        HostileCase(
            name: "nil-coalescing chain",
            source: widget(
                body: "Text(" + Array(repeating: "a", count: depth).joined(separator: " ?? ") + ")"),
            id: .nestingTooDeep),
        HostileCase(
            name: "ternaries",
            source: widget(
                body: "Text(" + String(repeating: "a ? ", count: depth) + "b"
                    + String(repeating: " : c", count: depth) + ")"), id: .nestingTooDeep),
        HostileCase(
            name: "interpolations",
            source: widget(
                body: "Text(" + String(repeating: "\"\\(", count: depth) + "1"
                    + String(repeating: ")\"", count: depth) + ")"), id: .nestingTooDeep),
        HostileCase(
            name: "if statements",
            source: widget(
                body: String(repeating: "if a { ", count: depth)
                    + String(repeating: "}", count: depth)), id: .nestingTooDeep),
        HostileCase(
            name: "else-if chain",
            source: widget(body: "if a { }" + String(repeating: " else if a { }", count: depth)),
            id: .nestingTooDeep),
        HostileCase(
            name: "closures",
            source: widget(
                body: String(repeating: "ForEach(x) { i in ", count: depth)
                    + String(repeating: "}", count: depth)), id: .nestingTooDeep),
        HostileCase(
            name: "array values",
            source: "widget W {\n placeholder { x: " + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + " }\n}\n", id: .nestingTooDeep),
        HostileCase(
            name: "record values",
            source: "widget W {\n placeholder { x: " + String(repeating: "{ a: ", count: depth)
                + "1" + String(repeating: " }", count: depth) + " }\n}\n", id: .nestingTooDeep),
        HostileCase(
            name: "array types",
            source: "struct S {\n x: " + String(repeating: "[", count: depth) + "Int"
                + String(repeating: "]", count: depth) + "\n}\n", id: .nestingTooDeep),
        HostileCase(
            name: "optional types",
            source: "struct S {\n x: Int" + String(repeating: "?", count: depth) + "\n}\n",
            id: .nestingTooDeep),
        HostileCase(
            name: "nested comments",
            source: String(repeating: "/*", count: depth) + "\nwidget W { }\n",
            id: .unterminatedComment),
        HostileCase(
            name: "NUL bytes", source: String(repeating: "\u{0}", count: depth), id: .nulCharacter),
        HostileCase(
            name: "unbalanced closers", source: String(repeating: "}", count: depth),
            id: .expectedDeclaration),
        HostileCase(
            name: "unbalanced openers",
            source: widget(body: String(repeating: "VStack {", count: depth)), id: .nestingTooDeep),
    ]

    @Test func runawayBracesInAWidgetHeader() {
        let result = parse("widget W " + String(repeating: "{", count: Self.depth))
        #expect(result.diagnostics.map(\.id) == [.expectedIdentifier, .unclosedDelimiter])
    }

    @Test(arguments: cases)
    func hostileInputGivesOneDiagnostic(_ row: HostileCase) {
        let result = parse(row.source)
        #expect(result.diagnostics.map(\.id) == [row.id])
    }

    @Test func theLimitItselfIsAccepted() {
        // widget { body { } } uses 2 levels; 254 stacks reach exactly 256.
        let stacks = 254
        let source = widget(
            body: String(repeating: "VStack {\n", count: stacks)
                + String(repeating: "}\n", count: stacks))
        #expect(parse(source).diagnostics.isEmpty)
        let oneMore = widget(
            body: String(repeating: "VStack {\n", count: stacks + 1)
                + String(repeating: "}\n", count: stacks + 1))
        #expect(parse(oneMore).diagnostics.map(\.id) == [.nestingTooDeep])
    }

    @Test func deepButLegalTreesCanBeWalked() {
        // Text's parentheses are the 256th level.
        let stacks = 253
        let source = widget(
            body: String(repeating: "VStack {\n", count: stacks) + "Text(\"deep\")\n"
                + String(repeating: "}\n", count: stacks))
        let result = parse(source)
        #expect(result.diagnostics.isEmpty)
        let printed = SyntaxPrinter.print(result.syntax)
        #expect(structure(parse(printed).syntax) == structure(result.syntax))
    }
}

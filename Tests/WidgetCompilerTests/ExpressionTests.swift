import Testing
import WidgetSyntax

@testable import WidgetCompiler

struct ExpressionCase: Sendable, CustomTestStringConvertible {
    let input: String
    let grouped: String
    var testDescription: String { input }
}

/// Grouping and precedence follow Swift's operator groups.
@Suite struct ExpressionTests {
    static let cases: [ExpressionCase] = [
        ExpressionCase(input: "1 + 2 * 3", grouped: "(1 + (2 * 3))"),
        ExpressionCase(input: "1 - 2 - 3", grouped: "((1 - 2) - 3)"),
        ExpressionCase(input: "120 * level", grouped: "(120 * level)"),
        ExpressionCase(input: "a ?? b ?? c", grouped: "(a ?? (b ?? c))"),
        ExpressionCase(input: "a ?? b == c", grouped: "((a ?? b) == c)"),
        ExpressionCase(input: "0...max - 1", grouped: "(0 ... (max - 1))"),
        ExpressionCase(input: "a && b || c && d", grouped: "((a && b) || (c && d))"),
        ExpressionCase(input: "!a && b", grouped: "((!a) && b)"),
        ExpressionCase(input: "-2", grouped: "(-2)"),
        ExpressionCase(input: "-a.b", grouped: "(-a.b)"),
        ExpressionCase(input: "c ? a : b", grouped: "(c ? a : b)"),
        ExpressionCase(
            input: "x > 1 ? \"big\" : \"small\"", grouped: "((x > 1) ? \"big\" : \"small\")"),
        ExpressionCase(input: "a ? b : c ? d : e", grouped: "(a ? b : (c ? d : e))"),
        ExpressionCase(input: "(1 + 2) * 3", grouped: "((1 + 2) * 3)"),
        ExpressionCase(input: "entry.items.first?.title", grouped: "entry.items.first?.title"),
        ExpressionCase(input: "entry.items[0].title", grouped: "entry.items[0].title"),
        ExpressionCase(input: "entry.items.prefix(3)", grouped: "entry.items.prefix(3)"),
        ExpressionCase(input: ".number.precision(1)", grouped: ".number.precision(1)"),
        ExpressionCase(input: "Text(a) + Text(b)", grouped: "(Text(a) + Text(b))"),
        ExpressionCase(
            input: "Gauge(value: v, in: 0...100) { Text(\"HP\") }",
            grouped: "Gauge(value: v, in: (0 ... 100)) {1}"),
        ExpressionCase(
            input: "Gauge(value: v) { Text(\"A\") } currentValueLabel: { Text(\"B\") }",
            grouped: "Gauge(value: v) {1} currentValueLabel: {1}"),
        ExpressionCase(input: "VStack { }", grouped: "VStack {0}"),
        ExpressionCase(
            input: "Text(\"a\")\n    .font(.headline)\n    .padding()",
            grouped: "Text(\"a\").font(.headline).padding()"),
        ExpressionCase(input: "Text(a)\n+ Text(b)", grouped: "(Text(a) + Text(b))"),
        ExpressionCase(
            input: "[.systemSmall, .systemMedium,]", grouped: "[.systemSmall, .systemMedium]"),
        ExpressionCase(input: "Int(x) + Double(y)", grouped: "(Int(x) + Double(y))"),
        ExpressionCase(
            input: "Color(hex: \"#3A2D6B\").opacity(0.5)",
            grouped: "Color(hex: \"#3A2D6B\").opacity(0.5)"),
        ExpressionCase(input: "renderingMode == .vibrant", grouped: "(renderingMode == .vibrant)"),
        ExpressionCase(input: "a.`default`", grouped: "a.default"),
        ExpressionCase(input: "x.default", grouped: "x.default"),
        // The parentheses widen the expression's range, never a name's.
        ExpressionCase(input: "(name)", grouped: "name"),
        ExpressionCase(input: "((`default`)) + 1", grouped: "(default + 1)"),
        // A labelled tuple (`rotation3DEffect`'s axis); one element
        // with a label is a tuple too, as Swift reads it.
        ExpressionCase(
            input: "f(axis: (x: 1, y: -a, z: 0))", grouped: "f(axis: (x: 1, y: (-a), z: 0))"),
        ExpressionCase(input: "(x: 1)", grouped: "(x: 1)"),
    ]

    @Test(arguments: cases)
    func groups(_ row: ExpressionCase) {
        let (expression, diagnostics) = WDLParser.parseExpression(
            SourceFile(path: "e", text: row.input))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(grouped(expression) == row.grouped)
    }

    @Test func interpolationKeepsItsOptions() throws {
        let (expression, diagnostics) = WDLParser.parseExpression(
            SourceFile(path: "e", text: #""\(state.distance, format: .number.precision(1)) km""#))
        #expect(diagnostics.isEmpty)
        guard case .string(let literal) = expression.kind,
            case .interpolation(let interpolation) = literal.segments.first
        else {
            Issue.record("expected an interpolated string")
            return
        }
        #expect(grouped(interpolation.value) == "state.distance")
        #expect(interpolation.options.map { $0.label?.name } == ["format"])
        #expect(grouped(interpolation.options[0].value) == ".number.precision(1)")
        #expect(literal.segments.last == .text(" km"))
    }

    @Test func escapesAreResolved() {
        let (expression, _) = WDLParser.parseExpression(
            SourceFile(path: "e", text: #""a\n\t\"\\\u{AC00}""#))
        guard case .string(let literal) = expression.kind else {
            Issue.record("not a string")
            return
        }
        #expect(literal.plainText == "a\n\t\"\\가")
    }

    @Test func numbersAreConverted() {
        let (hex, _) = WDLParser.parseExpression(SourceFile(path: "e", text: "0x1F"))
        #expect(hex.kind == .integer(31))
        let (separated, _) = WDLParser.parseExpression(SourceFile(path: "e", text: "1_000"))
        #expect(separated.kind == .integer(1000))
        let (float, _) = WDLParser.parseExpression(SourceFile(path: "e", text: "2.5e-1"))
        #expect(float.kind == .float(0.25))
    }

    @Test func trailingClosureOnNextLineIsAStatement() {
        let (block, diagnostics) = WDLParser.parseStatements(
            SourceFile(path: "s", text: "Text(\"a\")\n{ }"))
        // `{ }` alone on a line is not a trailing closure; it is an error.
        #expect(block.statements.count == 1)
        #expect(diagnostics.map(\.id) == [.expectedExpression])
    }

    @Test func closureParameters() {
        let (expression, diagnostics) = WDLParser.parseExpression(
            SourceFile(path: "e", text: "ForEach(entry.items) { item in Text(item.title) }"))
        #expect(diagnostics.isEmpty)
        guard case .call(let call) = expression.kind else {
            Issue.record("expected a call")
            return
        }
        #expect(call.trailingClosures.first?.closure.parameters.map(\.name) == ["item"])
        #expect(call.trailingClosures.first?.closure.body.statements.count == 1)
    }
}

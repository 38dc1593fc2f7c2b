import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Value types written as initialisers, as widget files write them
/// (issue 24): each draws what its literal form draws.
@Suite struct ValueInitializerTests {
    @Test(arguments: [
        (
            "Text(\"a\").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4))",
            "Text(\"a\").padding(.top, 1).padding(.leading, 2).padding(.trailing, 4)"
        ),
        (
            "Text(\"a\").frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))",
            "Text(\"a\").frame(maxWidth: .infinity, alignment: .topLeading)"
        ),
        (
            "let anchor = UnitPoint(x: 0.2, y: 0.8)\nText(\"a\").scaleEffect(1.2, anchor: anchor)",
            "Text(\"a\").scaleEffect(1.2, anchor: UnitPoint(x: 0.2, y: 0.8))"
        ),
        (
            "Text(\"a\").environment(\\.font, .caption.bold())",
            "Text(\"a\").font(.caption.bold())"
        ),
        (
            "Text(\"a\").rotationEffect(Angle(degrees: 30))\nText(\"b\").rotationEffect(.radians(.pi / 2))",
            "Text(\"a\").rotationEffect(.degrees(30))\nText(\"b\").rotationEffect(.degrees(90))"
        ),
    ])
    func anInitializerDrawsItsLiteral(_ written: String, _ literal: String) throws {
        try SwiftFormTests.expectSameDrawing(written, literal)
    }

    /// `$0` in a `ForEach` whose closure names no parameter, over a
    /// stride and a range's indices, as Swift writes them.
    @Test func forEachTakesTheShorthandName() throws {
        try SwiftFormTests.expectSameDrawing(
            "ForEach(stride(from: 0, to: 5, by: 2).map { $0 }, id: \\.self) { Text(\"\\($0)\") }\n"
                + "Text((0..<3).map { String($0) }.joined(separator: \",\"))",
            "Text(\"0\")\nText(\"2\")\nText(\"4\")\nText(\"0,1,2\")")
    }

    /// `.zero` of a geometry type is a value whose members are read and
    /// set, and a range has its bounds, as in Swift.
    @Test func zeroAndRangeBoundsAreValues() throws {
        let declarations = """
            func shifted(_ dx: Double) -> Double {
                var p: CGPoint = .zero
                p.x += dx
                return p.x + CGPoint.zero.y + CGSize.zero.width
            }

            func span(_ n: Double) -> Double {
                let r = 1.0...n
                return r.upperBound - r.lowerBound
            }
            """
        try SwiftFormTests.expectSameDrawing(
            "Text(\"\\(shifted(2)) \\(span(4))\")", "Text(\"2.000000 3.000000\")",
            declarations: declarations, literalDeclarations: "")
    }

    /// In the emitted Swift, a `ForEach` closure that names no parameter
    /// gets `_ in` unless it reads `$0`, which Swift refuses beside one.
    @Test(arguments: [
        (#"ForEach(items, id: \.self) { Text("\($0)") }"#, "{\n    Text"),
        (#"ForEach(items, id: \.self) { Text("a") }"#, "{ _ in"),
    ])
    func forEachKeepsItsShorthandInSwift(_ source: String, _ expected: String) {
        let (expression, _) = WDLParser.parseExpression(SourceFile(path: "e", text: source))
        let swift = SyntaxPrinter.swiftExpression(
            expression, form: SyntaxPrinter.SwiftForm(names: [:]))
        #expect(swift.contains(expected), "\(swift)")
    }
}

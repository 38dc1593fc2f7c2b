import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// View helpers as widget extensions write them (issue 24): functions of
/// `extension View` applied as modifiers, and `ViewModifier` structs
/// applied with `.modifier(_:)`. Each draws exactly what its statements
/// written in place draw.
@Suite struct ViewHelperTests {
    static let helpers = """
        extension View {
            func card(_ tint: Color) -> some View {
                padding(4).background(tint)
            }

            func badge(tint: Color = .blue) -> some View {
                self.foregroundStyle(tint)
            }

            func framed(by width: Double) -> some View {
                frame(width: width)
            }

            func backed(_ backgroundView: some View) -> some View {
                background(backgroundView)
            }

            func widgetBackground(_ backgroundView: some View) -> some View {
                if #available(iOSApplicationExtension 17.0, *) {
                    return containerBackground(for: .widget) {
                        backgroundView
                    }
                } else {
                    return background(backgroundView)
                }
            }

            @ViewBuilder
            func tinted(_ on: Bool) -> some View {
                if on {
                    foregroundStyle(.red)
                } else {
                    self
                }
            }

            func cardBadge() -> some View {
                card(.green).badge()
            }
        }

        struct Pad: ViewModifier {
            var amount: Double = 4
            private let corner: Double = 2

            func body(content: Content) -> some View {
                content
                    .padding(amount)
                    .clipShape(RoundedRectangle(cornerRadius: corner))
            }
        }
        """

    @Test(arguments: [
        ("Text(\"a\").card(.red)", "Text(\"a\").padding(4).background(.red)"),
        (
            "Text(\"a\").badge()\nText(\"b\").badge(tint: .red)",
            "Text(\"a\").foregroundStyle(.blue)\nText(\"b\").foregroundStyle(.red)"
        ),
        ("Text(\"a\").framed(by: 40)", "Text(\"a\").frame(width: 40)"),
        ("Text(\"a\").backed(Color.red)", "Text(\"a\").background {\nColor.red\n}"),
        (
            "Text(\"a\").widgetBackground(Color.red)",
            "Text(\"a\").containerBackground(for: .widget) {\nColor.red\n}"
        ),
        (
            "Text(\"a\").tinted(true)\nText(\"b\").tinted(false)",
            "Text(\"a\").foregroundStyle(.red)\nText(\"b\")"
        ),
        (
            "Text(\"a\").cardBadge()",
            "Text(\"a\").padding(4).background(.green).foregroundStyle(.blue)"
        ),
        (
            "Text(\"a\").modifier(Pad())\nText(\"b\").modifier(Pad(amount: 8))",
            "Text(\"a\").padding(4).clipShape(RoundedRectangle(cornerRadius: 2))\n"
                + "Text(\"b\").padding(8).clipShape(RoundedRectangle(cornerRadius: 2))"
        ),
        (
            "VStack {\nText(\"a\")\nText(\"b\")\n}.card(.red)",
            "VStack {\nText(\"a\")\nText(\"b\")\n}.padding(4).background(.red)"
        ),
    ])
    func aHelperDrawsItsStatements(_ used: String, _ inPlace: String) throws {
        try SwiftFormTests.expectSameDrawing(
            used, inPlace, declarations: Self.helpers, literalDeclarations: "")
    }

    /// A function whose result is a view type of the catalog
    /// (`-> LinearGradient`) is a view, as `-> some View` is (a
    /// `background` takes it as its content); one that returns a `Color`
    /// stays a value.
    @Test func aFunctionReturningAViewTypeIsAView() throws {
        let declared = """
            func fade(_ top: Color) -> LinearGradient {
                LinearGradient(colors: [top, .clear], startPoint: .top, endPoint: .bottom)
            }

            func accent() -> Color {
                .orange
            }
            """
        try SwiftFormTests.expectSameDrawing(
            "Text(\"a\").background(fade(.red)).foregroundStyle(accent())",
            "Text(\"a\").background {\nLinearGradient(colors: [.red, .clear], startPoint: .top, endPoint: .bottom)\n}.foregroundStyle(.orange)",
            declarations: declared, literalDeclarations: "")
    }

    /// What a helper's use or declaration gets wrong, each reported once
    /// where it is written.
    @Test(arguments: [
        ("", "Pad()", ["57:1 unknown-view"]),
        ("", "Text(\"a\").modifier(Nope())", ["57:20 unknown-modifier"]),
        ("", "Text(\"a\").framed(40)", ["57:11 argument-labels"]),
        ("", "Text(\"a\").card(tint: .red)", ["57:11 argument-labels"]),
        ("", "Text(\"a\").cardd(.red)", ["57:11 unknown-modifier"]),
        (
            "extension View {\n    func small() -> some View {\n        font(family == .systemSmall ? .caption : .body)\n    }\n}",
            "Text(\"a\").small()", ["3:14 unknown-name"]
        ),
        (
            "extension Text {\n    func x() -> some View { self }\n}", "Text(\"a\")",
            ["2:5 unsupported-swift"]
        ),
        (
            "extension View {\n    var boxed: some View { self }\n}", "Text(\"a\")",
            ["2:5 unsupported-swift"]
        ),
        ("struct P: ViewModifier {\n    var a: Double\n}", "Text(\"a\")", ["1:8 missing-body"]),
        (
            "struct V: View {\n    let content: some View\n    var body: some View { content }\n}",
            "Text(\"a\")", ["2:18 unknown-type"]
        ),
    ])
    func aMistakeIsReportedOnce(_ declarations: String, _ body: String, _ expected: [String]) {
        #expect(
            SwiftFormTests.reported(
                declarations.isEmpty ? Self.helpers : declarations, body: body) == expected)
    }

    /// Printing keeps the Swift forms: the canonical printing parses to
    /// the same tree, with the extension, the labels, `some View`, the
    /// implicit `self` and `return` as written.
    @Test func theCanonicalPrintingKeepsTheHelpers() {
        let text = SwiftFormTests.file(Self.helpers, body: "Text(\"a\").card(.red)")
        expectPrintingKeeps(
            text,
            [
                "extension View {", "func framed(by width: Double) -> some View {",
                "func card(_ tint: Color) -> some View {", "        padding(4).background(tint)",
                "return containerBackground(for: .widget) {", "@ViewBuilder",
                "struct Pad: ViewModifier {", "func body(content: Content) -> some View {",
            ])
    }
}

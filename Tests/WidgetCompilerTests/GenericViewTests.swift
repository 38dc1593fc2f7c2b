import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Generic view structs as SwiftUI writes containers (issue 24):
/// `struct Card<Content: View>: View { @ViewBuilder let content: Content }`,
/// called with a trailing closure or with its views as an argument.
@Suite struct GenericViewTests {
    static let card = """
        struct Card<Content: View>: View {
            let title: String
            @ViewBuilder let content: Content

            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.caption)
                    content
                }
            }
        }

        struct Framed<Inner: View, Badge: View>: View {
            var inner: Inner
            var badge: Badge

            var body: some View {
                ZStack(alignment: .topTrailing) {
                    inner
                    badge
                }
            }
        }
        """

    /// Each way of passing the views draws what writing them in place draws.
    @Test(arguments: [
        (
            "Card(title: \"Today\") {\nText(\"Sunny\")\nText(\"22°\")\n}",
            "VStack(alignment: .leading) {\nText(\"Today\").font(.caption)\nText(\"Sunny\")\nText(\"22°\")\n}"
        ),
        (
            "Card(title: \"Today\", content: { Text(\"Sunny\") })",
            "VStack(alignment: .leading) {\nText(\"Today\").font(.caption)\nText(\"Sunny\")\n}"
        ),
        (
            "Framed(inner: Text(\"a\"), badge: Circle().frame(width: 4, height: 4))",
            "ZStack(alignment: .topTrailing) {\nText(\"a\")\nCircle().frame(width: 4, height: 4)\n}"
        ),
    ])
    func genericViewsDrawTheirContent(_ used: String, _ inPlace: String) throws {
        let generic = try SwiftFormTests.archive(SwiftFormTests.file(Self.card, body: used))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(generic.entries == written.entries)
    }

    /// The struct prints and reparses as written.
    @Test func genericsPrintAsWritten() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.card, body: "Card(title: \"a\") { Text(\"b\") }"),
            [
                "struct Card<Content: View>: View {", "@ViewBuilder let content: Content",
                "struct Framed<Inner: View, Badge: View>: View {",
            ])
    }

    /// What Swift would refuse is refused.
    @Test(arguments: [
        (
            "struct Box<T>: View {\n    var body: some View { Text(\"a\") }\n}\n",
            "unsupported-swift"
        ),
        ("struct Pair<T: View> {\n    let a: String\n}\n", "unsupported-swift"),
        (
            "struct V: View {\n    @ViewBuilder let content: String\n    var body: some View { Text(\"a\") }\n}\n",
            "unsupported-swift"
        ),
    ])
    func whatSwiftRefusesIsRefused(_ declaration: String, _ id: String) {
        let parsed = parse(SwiftFormTests.file(declaration, body: "Text(\"x\")"))
        #expect(parsed.diagnostics.map(\.id.rawValue).contains(id), "\(parsed.diagnostics)")
    }
}

/// Views held by a name, as Swift holds them in a value: a `let` of a
/// gradient or a text, a view struct's constant or property of a view
/// type (issue 24).
@Suite struct ViewValueTests {
    @Test(arguments: [
        (
            "",
            "let fade = LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)\nText(\"a\").background(fade)",
            "Text(\"a\").background(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))"
        ),
        (
            "",
            "let title = Text(\"a\").bold()\nVStack {\ntitle\ntitle.italic()\n}",
            "VStack {\nText(\"a\").bold()\nText(\"a\").bold().italic()\n}"
        ),
        (
            "struct Tile: View {\n    private let shine = LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center)\n    var fill: LinearGradient = LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)\n    var body: some View {\n        ZStack {\n            fill\n            shine\n        }\n    }\n}\n",
            "Tile()\nTile(fill: LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))",
            "ZStack {\nLinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)\nLinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center)\n}\nZStack {\nLinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)\nLinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center)\n}"
        ),
    ])
    func aNameHoldsItsViews(_ declarations: String, _ used: String, _ inPlace: String) throws {
        let named = try SwiftFormTests.archive(SwiftFormTests.file(declarations, body: used))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(named.entries == written.entries)
    }

    /// A modifier's gradient properties chosen by the scheme, read through
    /// `self.`, as a container background style.
    @Test func gradientPropertiesAreStylesThroughSelf() throws {
        let declarations = """
            struct Backdrop: ViewModifier {
                @Environment(\\.colorScheme) var colorScheme
                let dark = LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)
                let light = LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)

                func body(content: Content) -> some View {
                    content
                        .containerBackground(colorScheme == .dark ? self.dark : self.light, for: .widget)
                }
            }
            """
        let used = "Text(\"a\").modifier(Backdrop())"
        let inPlace =
            "Text(\"a\").containerBackground(colorScheme == .dark ? "
            + "LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom) : "
            + "LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom), for: .widget)"
        let named = try SwiftFormTests.archive(SwiftFormTests.file(declarations, body: used))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(named.entries == written.entries)
    }

    /// A view takes the widget's entry by the type the emitter declares
    /// for it (`WEntry` for `widget W`), as a widget's entry view does.
    @Test func aViewTakesTheEntryByItsEmittedType() throws {
        let declarations = """
            struct Row: View {
                let entry: WEntry
                var body: some View { Text(entry.date, style: .date) }
            }
            """
        let named = try SwiftFormTests.archive(
            SwiftFormTests.file(declarations, body: "Row(entry: entry)"))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: "Text(entry.date, style: .date)"))
        #expect(named.entries == written.entries)
    }
}

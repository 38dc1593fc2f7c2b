import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// A Swift declaration form and the wdl form it means: both must check
/// clean and compile to the same archive.
struct SwiftFormCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Declarations written as Swift writes them.
    let swift: String
    /// The same declarations in wdl's own forms.
    let wdl: String
    /// The widget's body, shared by both.
    let body: String
    /// The widget's entry and placeholder, if it has them.
    var members = ""
    var testDescription: String { name }
}

/// Swift's declaration forms beside wdl's (issue 24): a `struct` that
/// conforms to `View` is a reusable view, a record's fields may start
/// with `let` or `var`, and a view struct's `let` with a value is a
/// constant no caller passes.
@Suite struct SwiftFormTests {
    static let cases: [SwiftFormCase] = [
        SwiftFormCase(
            name: "a view struct with a required and a defaulted property",
            swift: """
                struct Badge: View {
                    let title: String
                    var tint: Color = .orange

                    var body: some View {
                        Text(title).foregroundStyle(tint)
                    }
                }
                """,
            wdl: """
                view Badge(title: String, tint: Color = .orange) {
                    Text(title).foregroundStyle(tint)
                }
                """,
            body: "Badge(title: \"A\")\nBadge(title: \"B\", tint: .blue)"),
        SwiftFormCase(
            name: "a constant, access modifiers and @ViewBuilder on body",
            swift: """
                struct Ring: View {
                    private let width: Double = 6
                    public var progress: Double

                    @ViewBuilder var body: some View {
                        Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: width)
                    }
                }
                """,
            wdl: """
                view Ring(progress: Double) {
                    Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 6)
                }
                """,
            body: "Ring(progress: 0.25)"),
        SwiftFormCase(
            name: "Swift records with conformances and let and var fields",
            swift: """
                struct Stop: Codable, Hashable, Identifiable {
                    let id: String
                    var name: String
                }
                struct Line: View {
                    let stop: Stop
                    var body: some View {
                        Text(stop.name)
                    }
                }
                """,
            wdl: """
                struct Stop {
                    id: String
                    name: String
                }
                view Line(stop: Stop) {
                    Text(stop.name)
                }
                """,
            body: "ForEach(entry.stops) { stop in Line(stop: stop) }",
            members: """
                    entry {
                        stops: [Stop]
                    }
                    placeholder {
                        stops: [{ id: "1", name: "Central" }, { id: "2", name: "Harbour" }]
                    }

                """),
        SwiftFormCase(
            name: "@Environment properties under the names wdl reads them by",
            swift: """
                struct Tile: View {
                    @Environment(\\.widgetFamily) var family
                    @Environment(\\.colorScheme) private var colorScheme: ColorScheme
                    let title: String

                    var body: some View {
                        if colorScheme == .dark && family == .systemSmall {
                            Text(title).foregroundStyle(.white)
                        } else {
                            Text(title)
                        }
                    }
                }
                """,
            wdl: """
                view Tile(title: String) {
                    if colorScheme == .dark && family == .systemSmall {
                        Text(title).foregroundStyle(.white)
                    } else {
                        Text(title)
                    }
                }
                """,
            body: "Tile(title: \"A\")"),
        SwiftFormCase(
            name: "@Environment properties under the struct's own names",
            swift: """
                struct Tile: View {
                    @Environment(\\.widgetFamily) var widgetFamily
                    @Environment(\\.colorScheme) private var scheme
                    @Environment(\\.widgetRenderingMode) var mode
                    let title: String

                    var body: some View {
                        switch widgetFamily {
                        case .systemSmall:
                            Text(title).foregroundStyle(scheme == .dark ? .white : .black)
                        default:
                            Text(title).opacity(mode == .accented ? 0.5 : 1)
                        }
                    }
                }
                """,
            wdl: """
                view Tile(title: String) {
                    switch family {
                    case .systemSmall:
                        Text(title).foregroundStyle(colorScheme == .dark ? .white : .black)
                    default:
                        Text(title).opacity(renderingMode == .accented ? 0.5 : 1)
                    }
                }
                """,
            body: "Tile(title: \"A\")"),
        SwiftFormCase(
            name: "@available on a view struct, a member and a helper",
            swift: """
                @available(iOS 17.0, *)
                struct Tag: View {
                    let title: String

                    @available(iOS 17.0, *)
                    @ViewBuilder var label: some View {
                        Text(title)
                    }

                    var body: some View {
                        label.framed()
                    }
                }

                extension View {
                    @available(iOS 17.0, macOS 14.0, *)
                    func framed() -> some View {
                        self.padding(4)
                    }
                }
                """,
            wdl: """
                view Tag(title: String) {
                    Text(title).padding(4)
                }
                """,
            body: "Tag(title: \"A\")"),
    ]

    /// A widget using `declarations` in its body.
    static func file(_ declarations: String, body: String, members: String = "") -> String {
        declarations + "\n\nwidget W {\n    kind: \"W\"\n    families: [.systemSmall]\n"
            + members + "    body {\n" + body + "\n"
            + "        Color.clear.containerBackground(.fill.tertiary, for: .widget)\n    }\n}\n"
    }

    /// Expects `written` and `literal`, each the body of a widget after
    /// `declarations`, to archive the same entries: a Swift form draws
    /// what its plain form draws.
    static func expectSameDrawing(
        _ written: String, _ literal: String, declarations: String = "",
        literalDeclarations: String? = nil
    ) throws {
        let made = try archive(file(declarations, body: written))
        let expected = try archive(file(literalDeclarations ?? declarations, body: literal))
        #expect(made.entries == expected.entries)
    }

    /// The errors and warnings of a widget whose body is `body` after
    /// `declarations`, as `line:column id`.
    static func reported(_ declarations: String, body: String) -> [String] {
        let text = file(declarations, body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        return summary(analysis.diagnostics, in: text)
    }

    /// The archive of `text`, which must check clean; the warnings
    /// allowed are `accented-gradient` and `accented-plate`, lints about
    /// the accented look these drawing tests do not judge.
    static func archive(_ text: String) throws -> Archive {
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        let found = analysis.diagnostics.filter {
            $0.id != .accentedGradient && $0.id != .accentedPlate
        }
        #expect(found.isEmpty, "\(found.map(\.message.text))")
        return try #require(try Pipeline.compile(analysis).archive)
    }

    @Test(arguments: cases)
    func theSwiftFormCompilesAsTheWdlForm(_ row: SwiftFormCase) throws {
        let swift = try Self.archive(Self.file(row.swift, body: row.body, members: row.members))
        let wdl = try Self.archive(Self.file(row.wdl, body: row.body, members: row.members))
        #expect(swift.entries == wdl.entries)
    }

    /// Printing a Swift form keeps it: the canonical printing parses to
    /// the same tree, view structs and constants included.
    @Test(arguments: cases)
    func theCanonicalPrintingKeepsTheSwiftForm(_ row: SwiftFormCase) {
        let kept = row.swift.contains("@available") ? ["@available(iOS 17.0, *)\nstruct"] : []
        expectPrintingKeeps(
            Self.file(row.swift, body: row.body, members: row.members), [": View {"] + kept)
    }

    /// A body with `let`s draws what the same body with each value written
    /// in place draws.
    @Test(arguments: [
        (
            "let title: String = \"Rides\"\nlet count = 3\nVStack {\n"
                + "let label = \"\\(count) \\(title)\"\nText(label)\n}",
            "VStack {\nText(\"3 Rides\")\n}"
        ),
        (
            "let share = 0.25 * 2\nif share > 0.4 {\nlet shown = Int(share * 100)\n"
                + "Text(\"\\(shown)%\")\n}",
            "Text(\"50%\")"
        ),
        ("var tint: Color = .orange\nCircle().fill(tint)", "Circle().fill(.orange)"),
        // A function sets a field of its `var`'s struct.
        (
            "Text(\"\\(renamed(\"a\").name) \\(renamed(\"a\").minutes)\")",
            "Text(\"B 7\")"
        ),
        // One `var` or `let` may name several values, as in Swift.
        ("let a = 1, b: Int = 2\nvar c = a + b, d = \"x\"\nText(\"\\(c)\\(d)\")", "Text(\"3x\")"),
        // A struct of data's own `init` makes its value.
        (
            "let stop = Stop(raw: \"main\", minutes: 2)\nText(\"\\(stop.name) \\(stop.minutes)\")",
            "Text(\"MAIN 4\")"
        ),
        // Parenthesized closure parameters take a tuple apart.
        (
            "VStack {\nForEach(Array([\"a\", \"b\"].enumerated()), id: \\.offset) { (i, s) in\nText(\"\\(i) \\(s)\")\n}\n}",
            "VStack {\nText(\"0 a\")\nText(\"1 b\")\n}"
        ),
        // A case written with its type is the case.
        (
            "Text(\"a\").multilineTextAlignment(TextAlignment.center).fontWeight(Font.Weight.bold)",
            "Text(\"a\").multilineTextAlignment(.center).fontWeight(.bold)"
        ),
    ])
    func aLetDrawsItsValue(_ withLet: String, _ inPlace: String) throws {
        try Self.expectSameDrawing(withLet, inPlace, declarations: Self.stop)
    }

    /// A struct of data with its own `init`, for the rows that make one.
    static let stop = """
        struct Stop {
            var name: String
            var minutes: Int

            init(raw: String, minutes: Int) {
                self.name = raw.uppercased()
                self.minutes = minutes * 2
            }
        }

        func renamed(_ raw: String) -> Stop {
            var stop = Stop(raw: raw, minutes: 3)
            stop.name = "B"
            stop.minutes += 1
            return stop
        }
        """

    /// A `let` names its value for its own block only, and a written type
    /// must fit the value, as in Swift.
    @Test(arguments: [
        ("if true {\nlet a = \"x\"\nText(a)\n}\nText(a)", ["11:6 unknown-name"]),
        ("let n: Int = \"s\"\nText(\"\\(n)\")", ["7:14 binding-type"]),
        ("let d: Double = 3\nlet o: String? = nil\nText(\"\\(d)\")", []),
    ])
    func aLetIsScopedAndTyped(_ body: String, _ expected: [String]) {
        let text = Self.file("", body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected)
    }

    /// A value that depends on the display is a choice the renderer makes,
    /// as SwiftUI evaluates it there: the statement holding a display-time
    /// ternary archives as the `if` it stands for.
    @Test(arguments: [
        (
            "Text(\"a\").foregroundStyle(colorScheme == .dark ? .white : .black)",
            "if colorScheme == .dark {\nText(\"a\").foregroundStyle(.white)\n} else {\n"
                + "Text(\"a\").foregroundStyle(.black)\n}"
        ),
        (
            "VStack {\nText(renderingMode == .accented ? \"Tinted\" : \"Full\")\n}",
            "VStack {\nif renderingMode == .accented {\nText(\"Tinted\")\n} else {\n"
                + "Text(\"Full\")\n}\n}"
        ),
        (
            "Circle().opacity(isLuminanceReduced ? 0.4 : 1).scaleEffect(showsBackground ? 1 : 0.5)",
            "if isLuminanceReduced {\nif showsBackground {\nCircle().opacity(0.4).scaleEffect(1)\n"
                + "} else {\nCircle().opacity(0.4).scaleEffect(0.5)\n}\n} else {\n"
                + "if showsBackground {\nCircle().opacity(1).scaleEffect(1)\n} else {\n"
                + "Circle().opacity(1).scaleEffect(0.5)\n}\n}"
        ),
    ])
    func aDisplayTimeTernaryIsAChoice(_ ternary: String, _ branches: String) throws {
        let chosen = try Self.archive(Self.file("", body: ternary))
        let written = try Self.archive(Self.file("", body: branches))
        #expect(chosen.entries == written.entries)
    }

    /// UIKit's colours, written each way Swift writes them, archive as
    /// the UIKit name; a misspelt one is an error with a did-you-mean.
    @Test(arguments: [
        ("Color(uiColor: .secondaryLabel)", "UIColor.secondaryLabel"),
        ("Color(.systemGray4)", "UIColor.systemGray4"),
        ("Color(UIColor.systemBackground)", "UIColor.systemBackground"),
        ("Color(uiColor: .red)", "UIColor.red"),
        ("Color(.red)", "UIColor.red"),
    ])
    func uikitColoursArchiveByName(_ expression: String, _ archived: String) throws {
        let archive = try Self.archive(Self.file("", body: expression))
        let root = try #require(archive.entries.first?.trees.first?.first)
        #expect(root.arguments[.color] == .color(ArchiveColor(.system(archived))), "\(root)")
    }

    @Test func aMisspeltUIKitColourIsAnError() {
        let text = Self.file("", body: "Color(uiColor: .secondaryLable)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == ["7:16 invalid-value"])
        #expect(analysis.diagnostics.first?.message.text.contains("'.secondaryLabel'") == true)
    }

    /// A constant is the view's own: passing it is an error, as Swift's
    /// memberwise initializer has no such parameter.
    @Test func aConstantIsNoParameter() {
        let text = Self.file(
            """
            struct Ring: View {
                let width: Double = 6
                var body: some View {
                    Circle().stroke(.green, lineWidth: width)
                }
            }
            """, body: "Ring(width: 2)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == ["12:1 argument-labels"])
    }

    /// A name pasted from where it is readable gets a note that says what
    /// a body here reads instead.
    @Test(arguments: [
        ("", "Text(\"\\(widgetFamily == .systemSmall)\")", "as 'family'"),
        ("", "Text(\"\\(showsWidgetContainerBackground)\")", "as 'showsBackground'"),
        ("", "Text(context.state.title)", "reads its timeline entry as 'entry'"),
        (
            "struct V: View {\n    var body: some View {\n        Text(\"\\(widgetFamily)\")\n    }\n}",
            "V()", "declare '@Environment(\\.widgetFamily) var widgetFamily'"
        ),
        (
            "struct V: View {\n    var body: some View {\n        Text(entry.title)\n    }\n}",
            "V()", "pass the entry's values as its properties"
        ),
    ])
    func aPastedNameSaysWhatToRead(_ declarations: String, _ body: String, _ note: String) {
        let text = Self.file(declarations, body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["unknown-name"])
        let message = analysis.diagnostics.first?.notes.first?.message ?? ""
        #expect(message.contains(note), "\(message)")
    }

    /// `URL(string:)` is nil for text that is not a URL, as in Swift: an
    /// `if let` takes its else branch.
    @Test func aTextThatIsNoURLIsNil() throws {
        let bound = try Self.archive(
            Self.file(
                "",
                body:
                    "if let url = URL(string: \"\") {\nLink(\"Open\", destination: url)\n} else {\n"
                    + "Text(\"none\")\n}"))
        let written = try Self.archive(Self.file("", body: "Text(\"none\")"))
        #expect(bound.entries == written.entries)
    }

    /// A field named `var` in wdl's own form stays a field.
    @Test func aFieldNamedVarStaysAField() {
        let parsed = parse("struct S {\n    var: String\n    private: Int\n}\n")
        #expect(parsed.diagnostics.isEmpty)
        guard case .record(let decl)? = parsed.syntax.declarations.first else {
            Issue.record("no record")
            return
        }
        #expect(decl.fields.map(\.name.name) == ["var", "private"])
    }
}

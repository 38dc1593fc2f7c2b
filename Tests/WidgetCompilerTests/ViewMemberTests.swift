import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// A view struct's computed properties and functions (issue 24): run
/// when an entry is instantiated, they draw what their values written in
/// place draw; one whose result is `some View` draws its views.
@Suite struct ViewMemberTests {
    static let ring = """
        struct Ring: View {
            let done: Int
            var total: Int = 10

            private var progress: Double {
                min(Double(done) / Double(total), 1)
            }

            var tint: Color {
                if progress >= 1 {
                    return .green
                } else if progress > 0.5 {
                    return .orange
                }
                return .red
            }

            func label(for value: Int, unit: String = "done") -> String {
                let shown = value * 100 / total
                return "\\(shown)% \\(unit)"
            }

            func grade(_ value: Int) -> String {
                switch value {
                case 0: return "none"
                case 1, 2, 3: return "few"
                default: return "many"
                }
            }

            private var header: some View {
                Text("Ring").font(.caption)
            }

            @ViewBuilder
            func badge(_ text: String) -> some View {
                if done > 0 {
                    Text(text).padding(2)
                } else {
                    EmptyView()
                }
            }

            var body: some View {
                VStack {
                    header
                    Circle().trim(from: 0, to: progress).stroke(tint, lineWidth: 4)
                    Text(label(for: done))
                    Text(grade(done))
                    badge("b")
                }
            }
        }
        """

    @Test(arguments: [
        (
            "Ring(done: 3)",
            "VStack {\nText(\"Ring\").font(.caption)\n"
                + "Circle().trim(from: 0, to: 0.3).stroke(.red, lineWidth: 4)\n"
                + "Text(\"30% done\")\nText(\"few\")\nText(\"b\").padding(2)\n}"
        ),
        (
            "Ring(done: 8)",
            "VStack {\nText(\"Ring\").font(.caption)\n"
                + "Circle().trim(from: 0, to: 0.8).stroke(.orange, lineWidth: 4)\n"
                + "Text(\"80% done\")\nText(\"many\")\nText(\"b\").padding(2)\n}"
        ),
        (
            "Ring(done: 0, total: 4)",
            "VStack {\nText(\"Ring\").font(.caption)\n"
                + "Circle().trim(from: 0, to: 0.0).stroke(.red, lineWidth: 4)\n"
                + "Text(\"0% done\")\nText(\"none\")\nEmptyView()\n}"
        ),
    ])
    func aMemberDrawsItsValue(_ used: String, _ inPlace: String) throws {
        let members = try SwiftFormTests.archive(SwiftFormTests.file(Self.ring, body: used))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(members.entries == written.entries)
    }

    /// A member whose value depends on the display is a choice the
    /// renderer makes, as a ternary written in the body is.
    @Test func aDisplayTimeMemberIsAChoice() throws {
        let member = """
            struct Label: View {
                @Environment(\\.colorScheme) var scheme
                private var tint: Color {
                    scheme == .dark ? .white : .black
                }
                var body: some View {
                    Text("a").foregroundStyle(tint)
                }
            }
            """
        let chosen = try SwiftFormTests.archive(SwiftFormTests.file(member, body: "Label()"))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "if colorScheme == .dark {\nText(\"a\").foregroundStyle(.white)\n} else {\n"
                    + "Text(\"a\").foregroundStyle(.black)\n}"))
        #expect(chosen.entries == written.entries)
    }

    /// `self.` reads the struct's own members; file-level functions are
    /// called from any body; a `CGFloat` is a Double; a range pattern
    /// holds the values it contains.
    @Test func selfFileFunctionsAndAliases() throws {
        let written = """
            private func tint(for minutes: Int) -> Color {
                switch minutes {
                case 0..<5: return .red
                case 5...9: return .orange
                default: return .green
                }
            }

            @ViewBuilder
            func badge(_ text: String, minutes: Int) -> some View {
                Text(text).background(tint(for: minutes))
            }

            private struct Row: View {
                let minutes: Int
                private var width: CGFloat {
                    CGFloat(self.minutes) * 2
                }
                var body: some View {
                    badge("\\(self.minutes)", minutes: minutes).frame(width: self.width)
                }
            }
            """
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(written, body: "Row(minutes: 3)\nRow(minutes: 5)\nRow(minutes: 12)")
        )
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "Text(\"3\").background(.red).frame(width: 6.0)\n"
                    + "Text(\"5\").background(.orange).frame(width: 10.0)\n"
                    + "Text(\"12\").background(.green).frame(width: 24.0)"))
        #expect(used.entries == inPlace.entries)
    }

    /// `static let` constants of structs, enums and `extension Color`,
    /// read as `Type.name`, `Self.name`, bare in another constant, and
    /// `.name` where a Color goes.
    @Test func staticConstantsDrawTheirValues() throws {
        let declarations = """
            extension Color {
                static let brand = Color(red: 1, green: 0, blue: 0)
            }

            struct Layout {
                static let padding: CGFloat = 12
                static let corner = padding / 2
            }

            enum Tone: String {
                case warm
                static let fallback = Tone.warm
            }

            private struct Card: View {
                private static let spacing: CGFloat = 4
                let title: String

                var body: some View {
                    VStack(spacing: Self.spacing) {
                        Text(title).foregroundColor(.brand)
                        Text(Tone.fallback.rawValue)
                    }
                    .padding(Layout.padding)
                    .background(Color.brand, in: RoundedRectangle(cornerRadius: Layout.corner))
                }
            }
            """
        let constants = try SwiftFormTests.archive(
            SwiftFormTests.file(declarations, body: "Card(title: \"Hi\")"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body:
                    "VStack(spacing: 4) {\nText(\"Hi\").foregroundColor(Color(red: 1, green: 0, blue: 0))\n"
                    + "Text(\"warm\")\n}\n.padding(12.0)\n"
                    + ".background(Color(red: 1, green: 0, blue: 0), in: RoundedRectangle(cornerRadius: 6.0))"
            ))
        #expect(constants.entries == inPlace.entries)
    }

    /// `guard` in a function that returns a value: its bindings hold after
    /// it, its else block returns.
    @Test func aGuardBindsOrReturns() throws {
        let declarations = """
            func initials(_ name: String?) -> String {
                guard let name, !name.isEmpty else {
                    return "?"
                }
                let shout = name.uppercased()
                return shout
            }
            """
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(
                declarations,
                body: "Text(initials(\"Ada\"))\nText(initials(nil))\nText(initials(\"\"))"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: "Text(\"ADA\")\nText(\"?\")\nText(\"?\")"))
        #expect(used.entries == inPlace.entries)
    }

    /// What Swift refuses in a member is refused where it is written.
    @Test(arguments: [
        (
            "var title: String {\n    if done > 0 {\n        return \"Done\"\n    }\n}",
            "Text(title)", ["8:5 missing-return"]
        ),
        ("var title: String {\n    return done\n}", "Text(title)", ["5:16 binding-type"]),
        (
            "func twice(_ n: Int) -> Int { n * 2 }", "Text(\"\\(twice(n: 2))\")",
            ["7:17 argument-labels"]
        ),
        (
            "func spin(_ n: Int) -> Int { spin(n + 1) }", "Text(\"\\(spin(1))\")",
            ["4:34 expansion-limit"]
        ),
        (
            "func fan(_ n: Int) -> Int {\n    if n > 40 {\n        return 0\n    }\n    return fan(n + 1) + fan(n + 1)\n}",
            "Text(\"\\(fan(1))\")", ["8:16 expansion-limit"]
        ),
        ("let later: String {\n    \"x\"\n}", "Text(\"a\")", ["4:5 unsupported-swift"]),
        (
            "func f(_ n: Int?) -> Int {\n    guard let n else {\n        let m = 1\n    }\n    return n\n}",
            "Text(\"\\(f(1))\")", ["5:26 missing-return"]
        ),
        (
            "var title: String {\n    \"a\"\n}", "guard true else {\n    return\n}",
            ["9:9 unsupported-swift"]
        ),
    ])
    func aMistakeIsReportedWhereItIs(_ member: String, _ use: String, _ expected: [String]) {
        let text = SwiftFormTests.file(
            "struct V: View {\n    let done: Int\n\n"
                + member.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                }.joined(separator: "\n")
                + "\n\n    var body: some View {\n        \(use)\n    }\n}",
            body: "V(done: 1)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected, "\(text)")
    }

    /// Printing keeps the members as written.
    /// A stored property with a value and no type has the value's type,
    /// as Swift infers it; it draws what the typed one draws, and prints
    /// and emits as written.
    @Test func aStoredPropertyTakesItsValuesType() throws {
        let inferred = """
            struct Dots: View {
                private let count = 3
                var size = 6.0
                let label = "dots"

                var body: some View {
                    HStack {
                        ForEach(0..<count, id: \\.self) { _ in
                            Circle().frame(width: size, height: size)
                        }
                        Text(label.uppercased())
                    }
                }
            }
            """
        let typed =
            inferred
            .replacingOccurrences(of: "count = 3", with: "count: Int = 3")
            .replacingOccurrences(of: "size = 6.0", with: "size: Double = 6.0")
            .replacingOccurrences(of: "label = ", with: "label: String = ")
        let one = try SwiftFormTests.archive(SwiftFormTests.file(inferred, body: "Dots(size: 8)"))
        let other = try SwiftFormTests.archive(SwiftFormTests.file(typed, body: "Dots(size: 8)"))
        #expect(one.entries == other.entries)
        expectPrintingKeeps(
            SwiftFormTests.file(inferred, body: "Dots()"),
            ["let count = 3", "var size = 6.0", "let label = \"dots\""])
    }

    /// A function's `var`s take new values (`=`, `+=`, `-=`, `*=`, `/=`)
    /// and `for` runs over arrays and ranges, as Swift runs them.
    @Test(arguments: [
        ("var n = 0\nfor i in 1...4 {\nn += i\n}\nreturn \"\\(n)\"", "10"),
        ("var n = 10\nn -= 4\nn *= 3\nn /= 2\nreturn \"\\(n)\"", "9"),
        ("var s = \"\"\nfor w in [\"a\", \"b\"] {\ns += w\n}\nreturn s", "ab"),
        (
            "var s = \"none\"\nfor i in 0..<5 {\nif i == 3 {\nreturn \"at \\(i)\"\n}\ns = \"x\"\n}\nreturn s",
            "at 3"
        ),
        ("var d = 1.5\nd *= 2\nfor _ in 0..<0 {\nd = 0\n}\nreturn \"\\(d)\"", "3.0"),
    ])
    func assignmentsAndLoopsRun(_ statements: String, _ shown: String) throws {
        let declarations = """
            struct T: View {
                var title: String {
            \(statements)
                }

                var body: some View {
                    Text(title)
                }
            }
            """
        let archive = try SwiftFormTests.archive(SwiftFormTests.file(declarations, body: "T()"))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: "Text(\"\(shown)\")"))
        #expect(archive.entries == written.entries)
    }

    /// A loop that would run past the step budget is an error, not a hang.
    @Test func aHugeLoopIsAnError() {
        let declarations = """
            struct T: View {
                var title: String {
                    var n = 0
                    for i in 0..<2_000_000_000 {
                        n += i
                    }
                    return "\\(n)"
                }

                var body: some View {
                    Text(title)
                }
            }
            """
        let analysis = Pipeline.analyze(
            SourceFile(path: "T.wdl", text: SwiftFormTests.file(declarations, body: "T()")))
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["expansion-limit"])
    }

    /// A view builder neither assigns nor loops, as SwiftUI's does not.
    @Test(arguments: ["var n = 0\nn += 1\nText(\"a\")", "for i in 0..<3 {\nText(\"a\")\n}"])
    func aViewBuilderRefusesAssignmentsAndLoops(_ body: String) {
        let parsed = parse(widget(body: body))
        #expect(parsed.diagnostics.map(\.id.rawValue) == ["unsupported-swift"])
    }

    @Test func theCanonicalPrintingKeepsTheMembers() {
        let text = SwiftFormTests.file(Self.ring, body: "Ring(done: 3)")
        expectPrintingKeeps(
            text,
            [
                "var progress: Double {",
                "func label(for value: Int, unit: String = \"done\") -> String {",
                "var header: some View {",
                "@ViewBuilder\n    func badge(_ text: String) -> some View {",
            ])
    }
}

/// Static functions and computed properties of a file's types, and the
/// members its extensions give built-in types (issue 24): they run when
/// an entry is instantiated, as Swift runs them.
@Suite struct StaticAndExtensionMemberTests {
    static let declarations = """
        struct Theme {
            static let base: CGFloat = 12
            static var large: CGFloat { base * 2 }
            static func color(for level: Int) -> Color {
                level > 2 ? .red : .green
            }
            static func size(_ level: Int) -> CGFloat {
                level > 2 ? large : base
            }
        }

        enum Unit: String {
            case km
            static func label(_ value: Int) -> String {
                "\\(value) \\(Unit.km.rawValue)"
            }
        }

        extension Int {
            var doubled: Int { self * 2 }
            func padded(to width: Int) -> String {
                let text = String(self)
                return String(repeating: "0", count: max(0, width - text.count)) + text
            }
        }

        extension String {
            var shout: String { uppercased() + "!" }
            var initial: String { String(prefix(1)) }
        }

        extension CGFloat {
            var half: CGFloat { self / 2 }
        }

        struct Row: View {
            let level: Int
            private static func title(_ level: Int) -> String { "L\\(level)" }
            var body: some View {
                Text(Self.title(level))
                    .font(.system(size: Theme.size(level)))
                    .foregroundStyle(Theme.color(for: level))
            }
        }
        """

    @Test func staticAndExtensionMembersDrawTheirValues() throws {
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(
                Self.declarations,
                body: "Row(level: 1)\nRow(level: 3)\nText(Unit.label(3.doubled))\n"
                    + "Text(7.padded(to: 3))\nText(\"go\".shout + \"abc\".initial)\n"
                    + "Text(\"a\").padding(Theme.large.half)"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "Text(\"L1\").font(.system(size: 12.0)).foregroundStyle(.green)\n"
                    + "Text(\"L3\").font(.system(size: 24.0)).foregroundStyle(.red)\n"
                    + "Text(\"6 km\")\nText(\"007\")\nText(\"GO!a\")\nText(\"a\").padding(12.0)"))
        #expect(used.entries == inPlace.entries)
    }

    @Test(arguments: [
        ("let a: String = 3.doubled\nText(a)", ["50:17 binding-type"]),
        ("let a: Int = Theme.color(for: 1)\nText(\"\\(a)\")", ["50:14 binding-type"]),
        ("let a: Int = \"x\".shout\nText(\"\\(a)\")", ["50:14 binding-type"]),
    ])
    func membersAreTyped(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(Self.declarations, body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected)
    }

    @Test func printingKeepsStaticAndExtensionMembers() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.declarations, body: "Row(level: 1)"),
            [
                "static var large: CGFloat {", "static func color(for level: Int) -> Color {",
                "extension Int {", "func padded(to width: Int) -> String {",
            ])
    }
}

/// A view struct's own `init` (issue 24): it takes the call's arguments
/// in place of the memberwise ones, and its `self.name = value`s set the
/// properties the body reads.
@Suite struct ViewInitializerTests {
    static let row = """
        struct Row: View {
            let title: String
            let count: Int
            var tint: Color = .orange
            private let unit = "pt"

            init(_ title: String, count: Int, urgent: Bool = false) {
                self.title = title.uppercased()
                self.count = count * 2
                if urgent {
                    self.tint = .red
                }
            }

            var body: some View {
                Text("\\(title) \\(count) \\(unit)").foregroundStyle(tint)
            }
        }
        """

    @Test func theInitSetsWhatTheBodyReads() throws {
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(
                Self.row, body: "Row(\"a\", count: 3)\nRow(\"b\", count: 1, urgent: true)"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "Text(\"A 6 pt\").foregroundStyle(.orange)\n"
                    + "Text(\"B 2 pt\").foregroundStyle(.red)"))
        #expect(used.entries == inPlace.entries)
    }

    /// The memberwise labels are gone once an `init` is declared, as in Swift.
    @Test func theInitReplacesTheMemberwiseLabels() {
        let text = SwiftFormTests.file(Self.row, body: "Row(title: \"a\", count: 3)")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(
            summary(analysis.diagnostics, in: text).contains { $0.hasSuffix("argument-labels") })
    }

    @Test func printingKeepsTheInit() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.row, body: "Row(\"a\", count: 3)"),
            ["init(_ title: String, count: Int, urgent: Bool = false) {", "self.count = count * 2"])
    }
}

/// Members of the file's own data structs and enums (issue 24): computed
/// properties and functions in a struct's braces or in an extension of
/// the struct or the enum, read on a value as Swift reads them.
@Suite struct OwnTypeMemberTests {
    static let declarations = """
        struct Departure: Codable, Identifiable {
            let id: String
            var minutes: Int

            var isSoon: Bool {
                minutes < 5
            }

            func label(prefix: String) -> String {
                "\\(prefix) \\(minutes) min"
            }
        }

        extension Departure {
            var text: String { "in \\(self.minutes)" }
        }

        enum Mood: String, Codable {
            case happy, sad
        }

        extension Mood {
            var emoji: String { self == .happy ? "+" : "-" }
        }
        """
    static let members = """
            entry {
                next: Departure
                mood: Mood
            }
            placeholder {
                next: { id: "1", minutes: 3 }
                mood: "happy"
            }

        """

    @Test func membersDrawTheirValues() throws {
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(
                Self.declarations,
                body: "Text(entry.next.isSoon ? \"soon\" : \"later\")\n"
                    + "Text(entry.next.text + \" \" + entry.next.label(prefix: \"Bus\"))\n"
                    + "Text(entry.mood.emoji)",
                members: Self.members))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                Self.declarations,
                body: "Text(\"soon\")\nText(\"in 3 Bus 3 min\")\nText(\"+\")", members: Self.members
            ))
        #expect(used.entries == inPlace.entries)
    }

    @Test(arguments: [
        ("let a: Int = entry.next.isSoon\nText(\"\\(a)\")", ["38:14 binding-type"]),
        ("let a: Int = entry.mood.emoji\nText(\"\\(a)\")", ["38:14 binding-type"]),
        ("Text(entry.next.isLate)", ["38:17 no-such-member"]),
        ("let d = Departure(id: \"1\")\nText(d.text)", ["38:9 argument-labels"]),
        ("let m: Mood = Mood(rawValue: \"sad\")\nText(m.emoji)", ["38:15 binding-type"]),
    ])
    func membersAreTyped(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(Self.declarations, body: body, members: Self.members)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected)
    }

    /// A struct made memberwise, an enum by raw value, and an optional
    /// chain through a method, as Swift runs them.
    @Test func initializersAndOptionalChainsRunAsSwift() throws {
        let declarations =
            Self.declarations
            + "\nfunc shout(_ s: String?) -> String {\n    s?.uppercased() ?? \"none\"\n}\n"
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(
                declarations,
                body: "Text(Departure(id: \"2\", minutes: 9).label(prefix: \"Bus\"))\n"
                    + "Text(Mood(rawValue: \"sad\")?.emoji ?? \"?\")\n"
                    + "Text(Mood(rawValue: \"calm\")?.emoji ?? \"?\")\n"
                    + "Text(shout(nil) + shout(\"a\"))",
                members: Self.members))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                declarations,
                body: "Text(\"Bus 9 min\")\nText(\"-\")\nText(\"?\")\nText(\"noneA\")",
                members: Self.members))
        #expect(used.entries == inPlace.entries)
    }

    /// Arrays concatenate with `+` and `+=`, and a `var` array takes
    /// Swift's mutating methods, as Swift's do.
    @Test func arraysConcatenateAndMutate() throws {
        let declarations = """
            func tags(_ n: Int) -> String {
                var items: [String] = ["a"]
                if n > 0 {
                    items += ["positive"]
                    items.append("b")
                }
                items.append(contentsOf: ["c", "d"])
                items.insert("first", at: 0)
                items.removeLast()
                return (items + ["z"]).joined(separator: ",")
            }
            """
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(declarations, body: "Text(tags(1))\nText(tags(0))"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "", body: "Text(\"first,a,positive,b,c,z\")\nText(\"first,a,c,z\")"))
        #expect(used.entries == inPlace.entries)
    }

    /// Only a `var` takes a mutating method, as Swift requires.
    @Test func aLetArrayTakesNoMutation() {
        let text = SwiftFormTests.file(
            "func f() -> Int {\n    let items = [1]\n    items.append(2)\n    return items.count\n}",
            body: "Text(\"\\(f())\")")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == ["3:5 let-assignment"])
    }

    /// A view member that reads no value, and a `Self.constant` in a view
    /// struct's body, check clean (the constant-value pass once judged
    /// them with a stale slot and without the struct).
    @Test func constantMembersAndSelfConstantsCheckClean() throws {
        let declarations = """
            struct StarView: View {
                private static let size: CGFloat = 14
                var body: some View {
                    icon
                }
                var icon: some View {
                    Image(systemName: "star.fill")
                        .resizable()
                        .frame(width: Self.size)
                }
            }
            """
        _ = try SwiftFormTests.archive(SwiftFormTests.file(declarations, body: "StarView()"))
    }

    @Test func printingKeepsTheMembers() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.declarations, body: "Text(\"a\")"),
            ["    var isSoon: Bool {", "extension Departure {", "extension Mood {"])
    }
}

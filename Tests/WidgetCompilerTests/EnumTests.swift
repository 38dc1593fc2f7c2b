import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Swift enums as widget files declare them (issue 24): cases with raw
/// values, computed properties and functions that `switch self`, enum
/// fields in the entry with raw values in the data.
@Suite struct EnumTests {
    static let mood = """
        enum Mood: String, Codable {
            case happy
            case calm = "relaxed"
            case sad

            var emoji: String {
                switch self {
                case .happy: return "+"
                case .calm: return "~"
                case .sad: return "-"
                }
            }

            var tint: Color {
                switch self {
                case .happy: .yellow
                case .calm: .mint
                case .sad: .blue
                }
            }

            func label(shouting: Bool) -> String {
                shouting ? rawValue.uppercased() : rawValue
            }
        }

        enum Level: Int {
            case low = 1, medium, high
        }

        struct Day: Codable {
            let id: String
            var mood: Mood
        }
        """

    static let members = """
            entry {
                mood: Mood
                days: [Day]
            }
            placeholder {
                mood: "relaxed"
                days: [{ id: "1", mood: "happy" }, { id: "2", mood: "sad" }]
            }

        """

    @Test(arguments: [
        ("Text(entry.mood.emoji)", "Text(\"~\")"),
        ("Text(entry.mood.rawValue)", "Text(\"relaxed\")"),
        ("Text(entry.mood.label(shouting: entry.mood == .calm))", "Text(\"RELAXED\")"),
        ("Text(\"a\").foregroundStyle(entry.mood.tint)", "Text(\"a\").foregroundStyle(.mint)"),
        ("Text(\"\\(Level.medium.rawValue) \\(Level.high.rawValue)\")", "Text(\"2 3\")"),
        (
            "ForEach(entry.days, id: \\.id) { day in\nText(day.mood.emoji)\n}",
            "Text(\"+\")\nText(\"-\")"
        ),
        (
            "if entry.days.contains(where: { $0.mood == .sad }) {\nText(\"sad\")\n}",
            "Text(\"sad\")"
        ),
        (
            "switch entry.mood {\ncase .happy, .calm:\nText(\"up\")\ncase .sad:\nText(\"down\")\n}",
            "Text(\"up\")"
        ),
    ])
    func anEnumDrawsItsValue(_ used: String, _ inPlace: String) throws {
        let enums = try SwiftFormTests.archive(
            SwiftFormTests.file(Self.mood, body: used, members: Self.members))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file(Self.mood, body: inPlace, members: Self.members))
        #expect(enums.entries == written.entries)
    }

    /// What Swift refuses of an enum is refused where it is written.
    @Test(arguments: [
        ("if entry.mood == .hapy {\nText(\"a\")\n}", ["48:18 no-such-member"]),
        ("Text(entry.mood.emojii)", ["48:17 no-such-member"]),
        ("Text(\"\\(Level.huge.rawValue)\")", ["48:15 no-such-member"]),
        (
            "switch entry.mood {\ncase .happy:\nText(\"a\")\ncase .sad:\nText(\"b\")\n}",
            ["48:8 switch-not-exhaustive"]
        ),
    ])
    func aMistakeIsReportedWhereItIs(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(Self.mood, body: body, members: Self.members)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected, "\(analysis.diagnostics)")
    }

    @Test(arguments: [
        ("enum E: String {\n    case a\n    case b(Int)\n}", ["3:10 raw-value-payload"]),
        ("enum E {\n    case a\n    var count: Int\n}", ["3:5 unsupported-swift"]),
        (
            "enum E {\n    case a\n    static subscript(i: Int) -> Int { 1 }\n}",
            ["3:5 unsupported-swift"]
        ),
    ])
    func whatAnEnumCannotHoldIsRefused(_ declaration: String, _ expected: [String]) {
        let text = SwiftFormTests.file(declaration, body: "Text(\"a\")")
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected, "\(analysis.diagnostics)")
    }

    /// A placeholder names a case by its raw value, as Codable does.
    @Test func aPlaceholderTakesRawValues() {
        let text = SwiftFormTests.file(
            Self.mood, body: "Text(entry.mood.emoji)",
            members: Self.members.replacingOccurrences(of: "\"relaxed\"", with: "\"calm\""))
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["placeholder-value"])
        #expect(analysis.diagnostics.first?.message.text.contains("\"relaxed\"") == true)
    }

    /// Printing keeps the enum, a case a line.
    @Test func theCanonicalPrintingKeepsTheEnum() {
        let text = SwiftFormTests.file(Self.mood, body: "Text(\"a\")", members: Self.members)
        expectPrintingKeeps(
            text,
            ["enum Mood: String, Codable {", "case calm = \"relaxed\"", "case medium"])
    }
}

/// Enums whose cases carry associated values (issue 24): made as Swift
/// makes them (`.late(minutes: 5)`, `Status.gone("rain")`), matched by
/// `case .late(let minutes)`, `case let .gone(reason)`, `.late(_)` or a
/// value, and read by their members with `self` the value.
@Suite struct PayloadEnumTests {
    static let status = """
        enum Status {
            case ok
            case late(minutes: Int)
            case gone(String)

            var text: String {
                switch self {
                case .ok: "on time"
                case .late(let m): "late \\(m) min"
                case let .gone(reason): "gone: \\(reason)"
                }
            }

            var tint: Color {
                switch self {
                case .ok: .green
                case .late(minutes: 100): .red
                case .late: .orange
                case .gone(_): .gray
                }
            }
        }
        """

    @Test(arguments: [
        ("Status.ok", "Text(\"on time\").foregroundStyle(.green)\nText(\"-\")"),
        (".late(minutes: 3 * 5)", "Text(\"late 15 min\").foregroundStyle(.orange)\nText(\"15\")"),
        (".late(minutes: 100)", "Text(\"late 100 min\").foregroundStyle(.red)\nText(\"100\")"),
        ("Status.gone(\"rain\")", "Text(\"gone: rain\").foregroundStyle(.gray)\nText(\"-\")"),
    ])
    func aCaseDrawsItsValues(_ value: String, _ inPlace: String) throws {
        let body = """
            let status: Status = \(value)
            Text(status.text).foregroundStyle(status.tint)
            switch status {
            case .late(let minutes):
                Text("\\(minutes)")
            default:
                Text("-")
            }
            """
        let used = try SwiftFormTests.archive(SwiftFormTests.file(Self.status, body: body))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(used.entries == written.entries)
    }

    @Test(arguments: [
        ("let s = Status.late(5)\nText(s.text)", ["28:9 argument-labels"]),
        ("let s = Status.late(minutes: \"5\")\nText(s.text)", ["28:30 argument-type"]),
        (
            "switch Status.ok {\ncase .late(let a, let b):\nText(\"\\(a)\")\ndefault:\nText(\"b\")\n}",
            ["29:7 no-such-member"]
        ),
        (
            "switch Status.ok {\ncase .late(let m):\nText(\"\\(m)\")\ncase .ok:\nText(\"b\")\n}",
            ["28:8 switch-not-exhaustive"]
        ),
    ])
    func aMistakeIsReportedWhereItIs(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(Self.status, body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected)
    }

    /// `where` after a case's patterns, and `if case` / `guard case`.
    @Test(arguments: [
        (".late(minutes: 30)", "Text(\"long 30\")\nText(\"late by 30\")"),
        (".late(minutes: 3)", "Text(\"short\")\nText(\"late by 3\")"),
        ("Status.ok", "Text(\"short\")\nText(\"fine\")"),
    ])
    func whereAndIfCaseMatchAsSwiftDoes(_ value: String, _ inPlace: String) throws {
        let body = """
            let status: Status = \(value)
            switch status {
            case .late(let m) where m > 10:
                Text("long \\(m)")
            default:
                Text("short")
            }
            if case .late(let m) = status {
                Text("late by \\(m)")
            } else if case .ok = status {
                Text("fine")
            }
            """
        let used = try SwiftFormTests.archive(SwiftFormTests.file(Self.status, body: body))
        let written = try SwiftFormTests.archive(SwiftFormTests.file("", body: inPlace))
        #expect(used.entries == written.entries)
    }

    @Test func theCanonicalPrintingKeepsThePayloads() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.status, body: "Text(Status.gone(\"a\").text)"),
            [
                "case late(minutes: Int)", "case gone(String)", "case .late(let m):",
                "case .gone(_):",
            ])
        expectPrintingKeeps(
            SwiftFormTests.file(
                Self.status,
                body: "switch Status.ok {\ncase .late(let m) where m > 2:\nText(\"a\")\n"
                    + "default:\nText(\"b\")\n}\nif case .late(let m) = Status.ok {\nText(\"\\(m)\")\n}"
            ),
            ["case .late(let m) where m > 2:", "if case .late(let m) = Status.ok {"])
    }
}

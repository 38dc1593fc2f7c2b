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
        ("enum E: String {\n    case a\n    case b(Int)\n}", ["3:5 unsupported-swift"]),
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

import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

struct TimelineCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// `line:column id` of every diagnostic in the JSON, in order.
    let expected: [String]
    var testDescription: String { name }
}

/// A widget whose entry has `count: Int` and an optional `note`, which
/// the app reloads (so that a `never` policy is not `timeline-never`).
private let widgetSource = widget(reloadedBy: "    reloadedBy: [.app]\n")

private func widget(reloadedBy: String) -> String {
    "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n" + reloadedBy
        + "    entry {\n        count: Int\n        note: String?\n    }\n    body { Text(\"\\(entry.count)\") }\n}\n"
}

private func entries(_ dates: [String], policy: String = "\"never\"") -> String {
    "{\n  \"policy\": \(policy),\n  \"entries\": [\n"
        + dates.map { "    { \"date\": \"\($0)\", \"count\": 1 }" }.joined(separator: ",\n")
        + "\n  ]\n}\n"
}

@Suite struct TimelineTests {
    static let cases: [TimelineCase] = [
        .init(
            name: "valid", json: entries(["2026-11-21T09:00:00Z", "2026-11-21T09:30:00Z"]),
            expected: []),
        .init(
            name: "trailing comma", json: "{ \"entries\": [1,] }", expected: ["1:17 json-syntax"]),
        .init(
            name: "unterminated string", json: "{ \"entries\": [\"abc",
            expected: ["1:19 json-syntax"]),
        .init(name: "bad escape", json: "{ \"a\\q\": 1 }", expected: ["1:6 json-syntax"]),
        .init(name: "truncated", json: "{ \"entries\": [", expected: ["1:15 json-syntax"]),
        .init(
            name: "text after the document", json: "{ \"entries\": [] } x",
            expected: ["1:19 json-syntax"]),
        .init(
            name: "deep nesting",
            json: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            expected: ["1:257 json-syntax"]),
        .init(name: "root not an object", json: "[1]", expected: ["1:1 timeline-format"]),
        .init(
            name: "no entries", json: "{ \"policy\": \"never\" }", expected: ["1:1 timeline-format"]
        ),
        .init(
            name: "unknown key", json: "{ \"entries\": [], \"polcy\": \"never\" }",
            expected: ["1:18 timeline-format"]),
        .init(
            name: "bad policy", json: "{ \"policy\": \"soon\", \"entries\": [] }",
            expected: ["1:13 timeline-format"]),
        .init(
            name: "entry of the wrong shape",
            json: "{ \"entries\": [ { \"date\": \"2026-11-21T09:00:00Z\", \"count\": \"one\" } ] }",
            expected: ["1:59 placeholder-value"]),
        .init(
            name: "entry without a date", json: "{ \"entries\": [ { \"count\": 1 } ] }",
            expected: ["1:16 missing-field"]),
        .init(
            name: "entry with an unknown field",
            json:
                "{ \"entries\": [ { \"date\": \"2026-11-21T09:00:00Z\", \"count\": 1, \"cnt\": 2 } ] }",
            expected: ["1:62 unknown-field"]),
        .init(
            name: "entries out of order",
            json: entries(["2026-11-21T09:30:00Z", "2026-11-21T09:00:00Z"]),
            expected: ["5:15 timeline-format"]),
        .init(
            name: "entries 2 minutes apart",
            json: entries(["2026-11-21T09:00:00Z", "2026-11-21T09:02:00Z"]),
            expected: ["5:15 timeline-spacing"]),
        .init(
            name: "atEnd every 10 minutes",
            json: entries(["2026-11-21T09:00:00Z", "2026-11-21T09:10:00Z"], policy: "\"atEnd\""),
            expected: ["2:13 timeline-budget"]),
        .init(
            name: "atEnd every 2 hours",
            json: entries(["2026-11-21T09:00:00Z", "2026-11-21T11:00:00Z"], policy: "\"atEnd\""),
            expected: []),
        .init(
            name: "after 5 minutes",
            json: entries(
                ["2026-11-21T09:00:00Z"], policy: "{ \"after\": \"2026-11-21T09:05:00Z\" }"),
            expected: ["2:13 timeline-budget"]),
    ]

    @Test(arguments: cases)
    func checks(_ row: TimelineCase) {
        let widget = WDLParser.parse(SourceFile(path: "w.wdl", text: widgetSource))
        #expect(widget.diagnostics.isEmpty)
        let file = SourceFile(path: "w.timeline.json", text: row.json)
        let converter = SourceLocationConverter(file: file)
        let found = TimelineChecker.check(file, against: widget.syntax).sortedByPosition().map {
            "\(converter.location(of: $0.range.start)) \($0.id)"
        }
        #expect(found == row.expected)
    }

    /// `never` is a warning unless the header names what reloads the widget.
    static let neverRows: [(String, String, [String])] = [
        ("", "never", ["2:13 timeline-never"]), ("    reloadedBy: [.push]\n", "never", []),
        ("", "atEnd", []),
    ]

    @Test(arguments: neverRows)
    func neverNeedsAReloader(_ header: String, _ policy: String, _ expected: [String]) {
        let widget = WDLParser.parse(SourceFile(path: "w.wdl", text: widget(reloadedBy: header)))
        let file = SourceFile(
            path: "w.timeline.json",
            text: entries(
                ["2026-11-21T09:00:00Z", "2026-11-21T11:00:00Z"], policy: "\"\(policy)\""))
        let converter = SourceLocationConverter(file: file)
        let found = TimelineChecker.check(file, against: widget.syntax).map {
            "\(converter.location(of: $0.range.start)) \($0.id)"
        }
        #expect(found == expected)
    }

    /// A `"relevance"` list: watchOS acts on it (from watchOS 11; a `kind`
    /// from 26), other platforms ignore it.
    static let relevanceRows: [(String, String, [String])] = [
        (".watchOS(\"11.0\")", "[{ \"date\": \"2026-11-21T09:00:00Z\" }]", []),
        (
            ".watchOS(\"26.0\")",
            "[{ \"from\": \"2026-11-21T09:00:00Z\", \"to\": \"2026-11-21T10:00:00Z\", \"kind\": \"scheduled\" }]",
            []
        ),
        (".iOS(\"18.0\")", "[{ \"date\": \"2026-11-21T09:00:00Z\" }]", ["2:3 timeline-relevance"]),
        (".iOS(\"17.0\")", "[]", []),
        (
            "[.iOS(\"18.0\"), .watchOS(\"10.0\")]", "[{ \"date\": \"2026-11-21T09:00:00Z\" }]",
            ["2:3 api-availability"]
        ),
        (
            ".watchOS(\"11.0\")",
            "[{ \"from\": \"2026-11-21T09:00:00Z\", \"to\": \"2026-11-21T10:00:00Z\", \"kind\": \"default\" }]",
            ["2:3 api-availability"]
        ),
        (
            ".watchOS(\"11.0\")",
            "[{ \"from\": \"2026-11-21T10:00:00Z\", \"to\": \"2026-11-21T09:00:00Z\" }]",
            ["2:17 timeline-format"]
        ),
        (".watchOS(\"11.0\")", "[{ \"date\": \"soon\" }]", ["2:19 timeline-format"]),
        (".watchOS(\"11.0\")", "{ \"date\": \"2026-11-21T09:00:00Z\" }", ["2:16 timeline-format"]),
        (
            ".watchOS(\"11.0\")",
            "[{ \"date\": \"2026-11-21T09:00:00Z\", \"kind\": \"scheduled\" }]",
            ["2:17 timeline-format"]
        ),
    ]

    @Test(arguments: relevanceRows)
    func relevance(_ platform: String, _ relevance: String, _ expected: [String]) {
        let source = widget(reloadedBy: "    platform: \(platform)\n")
        let widget = WDLParser.parse(SourceFile(path: "w.wdl", text: source))
        let file = SourceFile(
            path: "w.timeline.json",
            text: "{\n  \"relevance\": \(relevance),\n  \"policy\": \"atEnd\",\n"
                + "  \"entries\": [{ \"date\": \"2026-11-21T09:00:00Z\", \"count\": 1 }]\n}\n")
        let converter = SourceLocationConverter(file: file)
        let found = TimelineChecker.check(file, against: widget.syntax).map {
            "\(converter.location(of: $0.range.start)) \($0.id)"
        }
        #expect(found == expected)
        // A list with an error gives no clues; a valid one its own.
        let invalid = found.contains { $0.hasSuffix("format") }
        #expect(TimelineRelevance.clues(of: file).isEmpty == (invalid || relevance == "[]"))
    }

    @Test func everyTimelineIdHasARow() {
        let covered = Set(
            (Self.cases.map(\.expected) + Self.neverRows.map(\.2) + Self.relevanceRows.map(\.2))
                .flatMap {
                    $0.map { String($0.split(separator: " ")[1]) }
                })
        #expect(Set(DiagnosticID.timeline.map(\.rawValue)).isSubset(of: covered))
    }

    @Test func theSampleTimelineMatchesItsWidget() throws {
        let widget = WDLParser.parse(
            try loadSource(repositoryRoot.appendingPathComponent("Samples/PullRequests.wdl")))
        let timeline = try loadSource(
            repositoryRoot.appendingPathComponent("Samples/PullRequests.timeline.json"))
        #expect(TimelineChecker.check(timeline, against: widget.syntax).isEmpty)
    }

    @Test func jsonValuesKeepTheirTypes() throws {
        let (value, diagnostics) = JSONReader.read(
            SourceFile(
                path: "j", text: "{\"a\": [1, 2.5, -3e2, true, null, \"\\u00e9\\ud83d\\ude00\"]}"))
        #expect(diagnostics.isEmpty)
        guard case .record(let record)? = value?.kind,
            case .array(let items) = record.fields.first?.value.kind
        else {
            Issue.record("expected an object holding an array")
            return
        }
        #expect(
            items.map(\.kind) == [
                .integer(1), .float(2.5), .float(-300), .boolean(true), .null, .string("é😀"),
            ])
    }
}

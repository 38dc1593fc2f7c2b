import Foundation
import Testing
import WidgetSyntax

@testable import WidgetArchive
@testable import WidgetCompiler

/// An activity whose state has `fee: Int` and an optional `note`.
private let activitySource = """
    activity A {
        attributes {
            bike: String
        }
        state {
            fee: Int
            note: String?
        }
        placeholder {
            bike: "B-1"
            fee: 1
        }
        lockScreen { if isStale { Text("stale \\(state.fee)") } else { Text("fresh \\(state.fee)") } }
    }

    """

/// An updates file: a start at 09:00 and updates at `dates`, each with its
/// own JSON fragment of extra keys; `end` is the end object's text, if any.
private func updates(
    _ dates: [String] = [],
    start: String = "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 }",
    end: String? = nil
) -> String {
    var text = "{\n  \"start\": { \(start) },\n  \"updates\": [\n"
    text += dates.map { "    { \"date\": \"\($0)\", \"state\": { \"fee\": 2 } }" }.joined(
        separator: ",\n")
    text += "\n  ]"
    if let end { text += ",\n  \"end\": { \(end) }" }
    return text + "\n}\n"
}

struct UpdatesCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// `line:column id` of every diagnostic in the JSON, in order.
    let expected: [String]
    var testDescription: String { name }
}

@Suite struct ActivityUpdatesTests {
    static let cases: [UpdatesCase] = [
        .init(
            name: "valid",
            json: updates(
                ["2026-11-21T09:10:00Z"],
                end: "\"date\": \"2026-11-21T09:30:00Z\", \"dismissalPolicy\": \"immediate\""),
            expected: []),
        .init(
            name: "start only",
            json:
                "{ \"start\": { \"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 } } }",
            expected: []),
        .init(name: "not JSON", json: "{ \"start\": ", expected: ["1:12 json-syntax"]),
        .init(name: "root not an object", json: "[]", expected: ["1:1 updates-format"]),
        .init(name: "no start", json: "{ \"updates\": [] }", expected: ["1:1 updates-format"]),
        .init(
            name: "unknown key",
            json:
                "{ \"start\": { \"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 } }, \"update\": [] }",
            expected: ["1:71 updates-format"]),
        .init(
            name: "unknown key in an update",
            json: updates(["2026-11-21T09:10:00Z\", \"stale\": \"x"]),
            expected: ["4:39 updates-format"]),
        .init(
            name: "start without a state",
            json: updates(start: "\"date\": \"2026-11-21T09:00:00Z\""),
            expected: ["2:12 updates-format"]),
        .init(
            name: "start without a date", json: updates(start: "\"state\": { \"fee\": 1 }"),
            expected: ["2:12 updates-format"]),
        .init(name: "date not a date", json: updates(["noon"]), expected: ["4:15 updates-format"]),
        .init(
            name: "updates not an array",
            json:
                "{ \"start\": { \"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 } }, \"updates\": 3 }",
            expected: ["1:82 updates-format"]),
        .init(
            name: "bad dismissal policy",
            json: updates(end: "\"date\": \"2026-11-21T09:30:00Z\", \"dismissalPolicy\": \"soon\""),
            expected: ["6:63 updates-format"]),
        .init(
            name: "state of the wrong shape",
            json: updates(
                start: "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": \"one\" }"),
            expected: ["2:64 placeholder-value"]),
        .init(
            name: "state missing a field",
            json: updates(start: "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { }"),
            expected: ["2:55 missing-field"]),
        .init(
            name: "state with an unknown field",
            json: updates(
                start: "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1, \"fe\": 2 }"),
            expected: ["2:67 unknown-field"]),
        .init(
            name: "attributes of the wrong shape",
            json: updates(
                start:
                    "\"date\": \"2026-11-21T09:00:00Z\", \"attributes\": { \"bike\": 4 }, \"state\": { \"fee\": 1 }"
            ),
            expected: ["2:70 placeholder-value"]),
        .init(
            name: "updates out of order",
            json: updates(["2026-11-21T09:20:00Z", "2026-11-21T09:10:00Z"]),
            expected: ["5:15 updates-order"]),
        .init(
            name: "update before the start", json: updates(["2026-11-21T08:00:00Z"]),
            expected: ["4:15 updates-order"]),
        .init(
            name: "end before the last update",
            json: updates(["2026-11-21T09:20:00Z"], end: "\"date\": \"2026-11-21T09:10:00Z\""),
            expected: ["6:20 updates-order"]),
        .init(
            name: "staleDate before its update",
            json: updates(
                start:
                    "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 }, \"staleDate\": \"2026-11-21T08:59:00Z\""
            ),
            expected: ["2:82 updates-stale-date"]),
        .init(
            name: "dismissal before the end",
            json: updates(
                end:
                    "\"date\": \"2026-11-21T09:30:00Z\", \"dismissalPolicy\": { \"after\": \"2026-11-21T09:29:00Z\" }"
            ),
            expected: ["6:74 updates-dismissal"]),
        .init(
            name: "update after 8 hours", json: updates(["2026-11-21T17:00:01Z"]),
            expected: ["4:15 updates-time-limit"]),
        .init(
            name: "end after 8 hours", json: updates(end: "\"date\": \"2026-11-21T18:00:00Z\""),
            expected: ["6:20 updates-time-limit"]),
        .init(
            name: "dismissal after more than 4 hours",
            json: updates(
                end:
                    "\"date\": \"2026-11-21T10:00:00Z\", \"dismissalPolicy\": { \"after\": \"2026-11-21T14:00:01Z\" }"
            ),
            expected: ["6:74 updates-time-limit"]),
    ]

    @Test(arguments: cases)
    func checks(_ row: UpdatesCase) {
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: activitySource))
        #expect(activity.diagnostics.isEmpty)
        let file = SourceFile(path: "a.updates.json", text: row.json)
        let converter = SourceLocationConverter(file: file)
        let found = ActivityUpdatesChecker.check(file, against: activity.syntax).sortedByPosition()
            .map { "\(converter.location(of: $0.range.start)) \($0.id)" }
        #expect(found == row.expected)
    }

    @Test func everyUpdatesIdHasARow() {
        let covered = Set(
            Self.cases.flatMap { $0.expected.map { String($0.split(separator: " ")[1]) } })
        #expect(Set(DiagnosticID.activityUpdates.map(\.rawValue)).isSubset(of: covered))
    }

    @Test func aWidgetFileHasNoActivityToCheckAgainst() {
        let widget = WDLParser.parse(
            SourceFile(
                path: "w.wdl",
                text:
                    "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    body { Text(\"x\") }\n}\n"
            ))
        let found = ActivityUpdatesChecker.check(
            SourceFile(path: "w.updates.json", text: updates()), against: widget.syntax)
        #expect(found.map(\.id) == [.updatesFormat])
    }

    @Test func theSampleUpdatesMatchTheirActivity() throws {
        let activity = WDLParser.parse(
            try loadSource(repositoryRoot.appendingPathComponent("Samples/Riding.wdl")))
        let file = try loadSource(
            repositoryRoot.appendingPathComponent("Samples/Riding.updates.json"))
        #expect(ActivityUpdatesChecker.check(file, against: activity.syntax).isEmpty)
    }

    /// The schedule's end and removal under each way an activity ends.
    struct LifetimeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let end: String?
        /// Hours after the 09:00 start.
        let ended: Double
        let removed: Double
        let bySystem: Bool
        var testDescription: String { name }
    }

    static let lifetimes: [LifetimeCase] = [
        .init(
            name: "no end: the system ends it at 8 hours, 4 more on the Lock Screen", end: nil,
            ended: 8, removed: 12, bySystem: true),
        .init(
            name: "default", end: "\"date\": \"2026-11-21T10:00:00Z\"", ended: 1, removed: 5,
            bySystem: false),
        .init(
            name: "immediate",
            end: "\"date\": \"2026-11-21T10:00:00Z\", \"dismissalPolicy\": \"immediate\"", ended: 1,
            removed: 1, bySystem: false),
        .init(
            name: "after 30 minutes",
            end:
                "\"date\": \"2026-11-21T10:00:00Z\", \"dismissalPolicy\": { \"after\": \"2026-11-21T10:30:00Z\" }",
            ended: 1, removed: 1.5, bySystem: false),
        .init(
            name: "after 6 hours is cut to 4",
            end:
                "\"date\": \"2026-11-21T10:00:00Z\", \"dismissalPolicy\": { \"after\": \"2026-11-21T16:00:00Z\" }",
            ended: 1, removed: 5, bySystem: false),
        .init(
            name: "an end after 8 hours comes too late",
            end: "\"date\": \"2026-11-21T18:00:00Z\", \"dismissalPolicy\": \"immediate\"",
            ended: 8, removed: 12, bySystem: true),
    ]

    @Test(arguments: lifetimes)
    func lifetime(_ row: LifetimeCase) throws {
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: activitySource))
        let read = ActivityUpdatesChecker.read(
            SourceFile(path: "a.updates.json", text: updates(end: row.end)),
            against: activity.syntax)
        let schedule = ActivitySchedule(try #require(read.updates))
        let start = try #require(ISODate.date(from: "2026-11-21T09:00:00Z"))
        #expect(schedule.end == start.addingTimeInterval(row.ended * 3600))
        #expect(schedule.removal == start.addingTimeInterval(row.removed * 3600))
        #expect(schedule.endedBySystem == row.bySystem)
        #expect(schedule.rows.first?.start == start)
        #expect(schedule.rows.last?.end == schedule.removal || schedule.removal == schedule.end)
    }

    /// A scheduled start (iOS 26): requested before it starts, and only
    /// by an activity that declares iOS 26; the 8 hours count from the
    /// start, not the request.
    static let scheduledRows: [(String, String, [String])] = [
        (".iOS(\"26.0\")", "2026-11-21T07:00:00Z", []),
        (".iOS(\"18.0\")", "2026-11-21T07:00:00Z", ["2:46 api-availability"]),
        (".iOS(\"26.0\")", "2026-11-21T09:30:00Z", ["2:59 updates-order"]),
    ]

    @Test(arguments: scheduledRows)
    func scheduledStart(_ platform: String, _ requested: String, _ expected: [String]) throws {
        let source = activitySource.replacingOccurrences(
            of: "activity A {\n", with: "activity A {\n    platform: \(platform)\n")
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: source))
        let file = SourceFile(
            path: "a.updates.json",
            text: updates(
                start:
                    "\"date\": \"2026-11-21T09:00:00Z\", \"requested\": \"\(requested)\", \"state\": { \"fee\": 1 }"
            ))
        let read = ActivityUpdatesChecker.read(file, against: activity.syntax)
        let converter = SourceLocationConverter(file: file)
        #expect(
            read.diagnostics.map { "\(converter.location(of: $0.range.start)) \($0.id)" }
                == expected)
        guard expected.isEmpty else { return }
        let schedule = ActivitySchedule(try #require(read.updates))
        #expect(schedule.requested == ISODate.date(from: requested))
        #expect(schedule.limit == ISODate.date(from: "2026-11-21T17:00:00Z"))
    }

    @Test func staleRowsSplitAtTheStaleDate() throws {
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: activitySource))
        let json = updates(
            ["2026-11-21T09:30:00Z"],
            start:
                "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 }, \"staleDate\": \"2026-11-21T09:10:00Z\"",
            end:
                "\"date\": \"2026-11-21T10:00:00Z\", \"state\": { \"fee\": 3 }, \"dismissalPolicy\": \"immediate\""
        )
        let read = ActivityUpdatesChecker.read(
            SourceFile(path: "a.updates.json", text: json), against: activity.syntax)
        let schedule = ActivitySchedule(try #require(read.updates))
        #expect(
            schedule.rows.map { "\($0.entry) \($0.name)\($0.stale ? " stale" : "")" } == [
                "1 start", "1 start stale", "2 update 1",
            ])
        // The final state of an immediate dismissal is never on screen.
        #expect(schedule.neverShown.map(\.entry) == [3])
    }

    @Test func updatesCompileToEntriesWithStaleDates() throws {
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: activitySource))
        let json = updates(
            ["2026-11-21T09:30:00Z"],
            start:
                "\"date\": \"2026-11-21T09:00:00Z\", \"state\": { \"fee\": 1 }, \"staleDate\": \"2026-11-21T09:10:00Z\"",
            end: "\"date\": \"2026-11-21T10:00:00Z\", \"state\": { \"fee\": 3 }")
        let result = try Instantiator.instantiate(
            activity.syntax, updates: SourceFile(path: "a.updates.json", text: json))
        let archive = try #require(
            result.archive, "\(result.diagnostics) \(result.timelineDiagnostics)")
        #expect(archive.metadata.entrySource == .updates)
        #expect(
            archive.entries.map { ISODate.string(from: $0.date) ?? "" } == [
                "2026-11-21T09:00:00Z", "2026-11-21T09:30:00Z", "2026-11-21T10:00:00Z",
            ])
        #expect(
            archive.entries.map { $0.staleDate.flatMap(ISODate.string(from:)) } == [
                "2026-11-21T09:10:00Z", nil, nil,
            ])
        // Both forms keep the stale dates; only such an archive is format 1.1.
        let bytes = ArchiveEncoder.encode(archive)
        #expect(Array(bytes[4..<6]) == [1, 1])
        #expect(try ArchiveDecoder.decode(bytes) == archive)
        #expect(try ArchiveJSON.decode(try ArchiveJSON.encode(archive)) == archive)
        let placeholder = try #require(try Instantiator.instantiate(activity.syntax).archive)
        #expect(Array(ArchiveEncoder.encode(placeholder)[4..<6]) == [1, 0])
    }

    @Test func aTimelineIsNotForAnActivityNorUpdatesForAWidget() {
        let activity = WDLParser.parse(SourceFile(path: "a.wdl", text: activitySource))
        #expect(throws: InstantiationRequestError.self) {
            try Instantiator.instantiate(
                activity.syntax, timeline: SourceFile(path: "t.json", text: "{ \"entries\": [] }"))
        }
        let widget = WDLParser.parse(
            SourceFile(
                path: "w.wdl",
                text:
                    "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    body { Text(\"x\") }\n}\n"
            ))
        #expect(throws: InstantiationRequestError.self) {
            try Instantiator.instantiate(
                widget.syntax, updates: SourceFile(path: "u.json", text: updates()))
        }
    }
}

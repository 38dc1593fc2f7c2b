import Foundation
import Testing

@testable import WidgetCLI

/// `wdl timeline`, `compile`, `render` and `snapshot` on a Live Activity
/// with its updates file, and the `--stale` / `--luminance-reduced` flags.
@Suite struct ActivityCommandTests {
    /// The sample's whole life, pinned: which state is on screen when,
    /// when it turns stale, and when the app ends it and the dismissal
    /// policy removes it.
    static let ridingTimeline = """
        Riding (activity): started 2026-11-21T09:30:00Z, 3 updates, ended by the app at 2026-11-21T10:20:00Z

          from                  until                 entry  on screen                 where
          2026-11-21T09:30:00Z  2026-11-21T09:40:00Z  1      start (10 min)            Dynamic Island and Lock Screen
          2026-11-21T09:40:00Z  2026-11-21T09:50:00Z  2      update 1 (10 min)         Dynamic Island and Lock Screen
          2026-11-21T09:50:00Z  2026-11-21T10:00:00Z  3      update 2 (10 min)         Dynamic Island and Lock Screen
          2026-11-21T10:00:00Z  2026-11-21T10:10:00Z  4      update 3 (10 min)         Dynamic Island and Lock Screen
          2026-11-21T10:10:00Z  2026-11-21T10:20:00Z  4      update 3, stale (10 min)  Dynamic Island and Lock Screen
          2026-11-21T10:20:00Z  2026-11-21T10:40:00Z  5      final state (20 min)      Lock Screen only
          2026-11-21T10:40:00Z                               removed

        lifetime:
          started                       2026-11-21T09:30:00Z
          active until at most          2026-11-21T17:30:00Z  8 hours after the start
          ended                         2026-11-21T10:20:00Z  by the app; it leaves the Dynamic Island
          removed from the Lock Screen  2026-11-21T10:40:00Z  dismissal policy after(2026-11-21T10:40:00Z); at the latest 2026-11-21T14:20:00Z, 4 hours after the end

        """

    @Test func timelineOfTheRidingSample() {
        let outcome = CommandLineTool().run(arguments: ["timeline", sample("Riding.wdl")])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == Self.ridingTimeline)
        #expect(outcome.standardError.isEmpty)
    }

    /// An activity that draws each display-time flag's branches as words.
    static let flagged = """
        activity Flags {
            platform: .iOS("17.0")
            attributes { }
            state {
                fee: Int
            }
            placeholder {
                fee: 1
            }
            lockScreen {
                VStack {
                    if isStale { Text("stale") } else { Text("fresh") }
                    if isLuminanceReduced { Text("dimmed") } else { Text("bright") }
                }
            }
            dynamicIsland {
                expanded { }
                compactLeading { Text("\\(state.fee)") }
                compactTrailing { Text("x") }
                minimal { Text("m") }
            }
        }

        """

    static let flaggedUpdates = """
        {
          "start": { "date": "2026-11-21T09:00:00Z", "state": { "fee": 1 }, "staleDate": "2026-11-21T09:10:00Z" },
          "updates": [ { "date": "2026-11-21T09:20:00Z", "state": { "fee": 2 } } ]
        }

        """

    struct FlagCase: Sendable, CustomTestStringConvertible {
        let options: [String]
        let shows: [String]
        var testDescription: String {
            options.isEmpty ? "no flags" : options.joined(separator: " ")
        }
    }

    static let flagCases: [FlagCase] = [
        .init(options: [], shows: ["fresh", "bright"]),
        .init(options: ["--stale"], shows: ["stale", "bright"]),
        .init(options: ["--luminance-reduced"], shows: ["fresh", "dimmed"]),
        .init(options: ["--stale", "--luminance-reduced"], shows: ["stale", "dimmed"]),
        // Past the start's staleDate, the content is stale without the flag.
        .init(
            options: ["--updates", "UPDATES", "--now", "2026-11-21T09:15:00Z"],
            shows: ["stale", "bright"]),
        .init(
            options: ["--updates", "UPDATES", "--now", "2026-11-21T09:05:00Z"],
            shows: ["fresh", "bright"]),
        // The update has no staleDate: it never turns stale by itself.
        .init(
            options: ["--updates", "UPDATES", "--entry", "2", "--now", "2026-11-22T09:00:00Z"],
            shows: ["fresh", "bright"]),
    ]

    @Test(arguments: flagCases)
    func renderDrawsTheBranchOfEachFlag(_ row: FlagCase) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Flags.wdl")
        try Self.flagged.write(to: source, atomically: true, encoding: .utf8)
        let updates = directory.appendingPathComponent("Flags.updates.json")
        try Self.flaggedUpdates.write(to: updates, atomically: true, encoding: .utf8)
        let options = row.options.map { $0 == "UPDATES" ? updates.path : $0 }
        let outcome = CommandLineTool().run(
            arguments: ["render", source.path, "--family", "lockScreen", "--format", "text"]
                + options)
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        let words = outcome.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""),
                start < end
            else { return nil }
            return String(line[line.index(after: start)..<end])
        }
        #expect(words == row.shows)
    }

    @Test func snapshotDrawsEachFlaggedBranch() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Flags.wdl")
        try Self.flagged.write(to: source, atomically: true, encoding: .utf8)
        let recorded = CommandLineTool().run(arguments: [
            "snapshot", source.path, "--record", "--families", "lockScreen",
        ])
        #expect(recorded.exitCode == .failure)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("__Snapshots__/Flags").path
        ).sorted()
        #expect(
            names.filter { $0.hasSuffix(".txt") } == [
                "lockScreen-iphone-17-pro-fullColor-dark-luminanceReduced.txt",
                "lockScreen-iphone-17-pro-fullColor-dark-stale.txt",
                "lockScreen-iphone-17-pro-fullColor-dark.txt",
                "lockScreen-iphone-17-pro-fullColor-light-luminanceReduced.txt",
                "lockScreen-iphone-17-pro-fullColor-light-stale.txt",
                "lockScreen-iphone-17-pro-fullColor-light.txt",
            ])
        let stale = try String(
            contentsOf: directory.appendingPathComponent(
                "__Snapshots__/Flags/lockScreen-iphone-17-pro-fullColor-light-stale.txt"),
            encoding: .utf8)
        #expect(stale.contains("\"stale\"") && stale.contains("\"bright\""))
        // Verified as recorded; --stale narrows the run to the stale cases.
        #expect(
            CommandLineTool().run(arguments: ["snapshot", source.path, "--families", "lockScreen"])
                .exitCode == .success)
        let narrowed = CommandLineTool().run(arguments: [
            "snapshot", source.path, "--families", "lockScreen", "--stale",
        ])
        #expect(narrowed.exitCode == .success)
        #expect(narrowed.standardOutput.hasPrefix("snapshots: 2 cases"))
    }

    static let failures: [RunCase] = [
        RunCase(
            arguments: ["timeline", sample("Heater.wdl")], exitCode: 2, standardOutput: "",
            standardErrorContains: "'Heater' is a control; it has no timeline"),
        RunCase(
            arguments: ["timeline", sample("Riding.wdl"), "--updates", "/no/such.updates.json"],
            exitCode: 2, standardOutput: "",
            standardErrorContains: "no updates"),
        RunCase(
            arguments: ["timeline", sample("Riding.wdl"), "--from", "2026-11-21T09:00:00Z"],
            exitCode: 2, standardOutput: "",
            standardErrorContains: "is for widget timelines"),
        RunCase(
            arguments: [
                "timeline", sample("PullRequests.wdl"), "--updates", sample("Riding.updates.json"),
            ], exitCode: 2, standardOutput: "",
            standardErrorContains: "updates files are for Live Activities"),
        RunCase(
            arguments: [
                "compile", sample("Riding.wdl"), "--updates", sample("PullRequests.timeline.json"),
                "-o", "/tmp/x.wdla",
            ], exitCode: 1,
            standardOutput: "", standardErrorContains: "[updates-format]"),
        RunCase(
            arguments: [
                "compile", sample("Riding.wdl"), "--updates", sample("Riding.updates.json"),
                "--timeline", sample("PullRequests.timeline.json"),
                "-o", "/tmp/x.wdla",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "not both"),
        RunCase(
            arguments: [
                "render", sample("Riding.wdl"), "--updates", sample("Riding.updates.json"),
                "--entry", "6", "--family", "lockScreen",
                "--format", "text",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "there is no entry 6"),
    ]

    @Test(arguments: failures)
    func refusesBadRequests(_ run: RunCase) {
        run.check()
    }

    @Test func compileWritesAnEntryPerContent() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("riding.wdla").path
        let compiled = CommandLineTool().run(arguments: [
            "compile", sample("Riding.wdl"), "--updates", sample("Riding.updates.json"), "-o",
            output,
        ])
        #expect(compiled.exitCode == .success, "\(compiled.standardError)")
        #expect(compiled.standardOutput.contains("7 presentations x 5 entries"))
        let inspected = CommandLineTool().run(arguments: ["inspect", output])
        #expect(inspected.standardOutput.contains("entries:           5 (updates)"))
        #expect(
            inspected.standardOutput.contains(
                "entry 4 of 5, 2026-11-21T10:00:00Z, stale from 2026-11-21T10:10:00Z"))
    }

    @Test func checkReadsTheUpdatesBesideTheSource() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Flags.wdl")
        try Self.flagged.write(to: source, atomically: true, encoding: .utf8)
        try Self.flaggedUpdates.replacingOccurrences(of: "\"fee\": 2", with: "\"fee\": \"two\"")
            .write(
                to: directory.appendingPathComponent("Flags.updates.json"), atomically: true,
                encoding: .utf8)
        let outcome = CommandLineTool().run(arguments: ["check", source.path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.contains("Flags.updates.json:3:"))
        #expect(outcome.standardError.contains("[placeholder-value]"))
    }
}

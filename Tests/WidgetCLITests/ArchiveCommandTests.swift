import Foundation
import Testing
import WidgetArchive

@testable import WidgetCLI

/// A fresh directory for one test's output files.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "wdl-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `wdl compile`, `wdl inspect` and `wdl timeline`: exit codes, output,
/// and files written atomically or not at all.
@Suite struct ArchiveCommandTests {
    static let failures: [RunCase] = [
        RunCase(
            arguments: ["compile", sample("EmojiRanger.wdl")], exitCode: 2, standardOutput: "",
            standardErrorContains: "needs -o"),
        RunCase(
            arguments: ["compile", sample("EmojiRanger.wdl"), "-o", "-"], exitCode: 2,
            standardOutput: "", standardErrorContains: "add --json"),
        RunCase(
            arguments: ["compile", sample("EmojiRanger.wdl"), "-o"], exitCode: 2,
            standardOutput: "", standardErrorContains: "'-o' needs a value"),
        RunCase(
            arguments: [
                "compile", sample("Riding.wdl"), "--timeline", sample("PullRequests.timeline.json"),
                "-o", "/tmp/x.wdla",
            ],
            exitCode: 2, standardOutput: "", standardErrorContains: "is a Live Activity"),
        RunCase(
            arguments: [
                "compile", sample("EmojiRanger.wdl"), "--config", "city=Seoul", "-o", "/tmp/x.wdla",
            ],
            exitCode: 2, standardOutput: "",
            standardErrorContains: "has no configuration parameter 'city'"),
        RunCase(
            arguments: [
                "compile", sample("EmojiRanger.wdl"), "--widget", "EmojiRangr", "-o", "/tmp/x.wdla",
            ],
            exitCode: 2, standardOutput: "", standardErrorContains: "Did you mean 'EmojiRanger'?"),
        RunCase(
            arguments: [
                "compile", sample("EmojiRanger.wdl"), "--date", "tomorrow", "-o", "/tmp/x.wdla",
            ],
            exitCode: 2, standardOutput: "", standardErrorContains: "is not a date"),
        RunCase(
            arguments: ["compile", sample("Invalid/UnclosedBrace.wdl"), "-o", "/tmp/x.wdla"],
            exitCode: 1, standardOutput: "", standardErrorContains: "[unclosed-delimiter]"),
        RunCase(
            arguments: ["compile", sample("EmojiRanger.wdl"), "-o", "/nonexistent/dir/x.wdla"],
            exitCode: 2, standardOutput: "", standardErrorContains: "no such directory"),
        RunCase(
            arguments: ["inspect"], exitCode: 2, standardOutput: "",
            standardErrorContains: "takes one archive"),
        RunCase(
            arguments: ["inspect", sample("EmojiRanger.wdl")], exitCode: 1, standardOutput: "",
            standardErrorContains: "not a wdl archive"),
        RunCase(
            arguments: [
                "inspect",
                repositoryRoot.appendingPathComponent("Tests/Fixtures/Truncated.wdla").path,
            ],
            exitCode: 1, standardOutput: "",
            standardErrorContains: "error: archive is corrupt or cut short"),
        RunCase(
            arguments: ["inspect", sample("PullRequests.timeline.json")], exitCode: 1,
            standardOutput: "", standardErrorContains: "not a valid JSON archive"),
        RunCase(
            arguments: ["timeline", sample("EmojiRanger.wdl")], exitCode: 2, standardOutput: "",
            standardErrorContains: "no timeline"),
        RunCase(
            arguments: ["timeline", sample("PullRequests.wdl"), "--from", "noon"], exitCode: 2,
            standardOutput: "", standardErrorContains: "is not a date"),
    ]

    @Test(arguments: failures)
    func refusesBadRequests(_ run: RunCase) {
        run.check()
    }

    @Test(arguments: [
        "EmojiRanger.wdl", "TodoList.wdl", "QRCode.wdl", "OpenApp.wdl", "CalendarDay.wdl",
        "Riding.wdl", "PullRequests.wdl", "DDay.wdl",
    ])
    func compilesAndInspectsEachSampleInBothForms(_ name: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("out.wdla").path
        let json = directory.appendingPathComponent("out.json").path
        let compiled = CommandLineTool().run(arguments: ["compile", sample(name), "-o", binary])
        #expect(compiled.exitCode == .success, "\(compiled.standardError)")
        #expect(compiled.standardOutput.hasPrefix("wrote \(binary): "))
        #expect(
            CommandLineTool().run(arguments: ["compile", sample(name), "-o", json, "--json"])
                .exitCode == .success)
        let fromBinary = CommandLineTool().run(arguments: ["inspect", binary])
        let fromJSON = CommandLineTool().run(arguments: ["inspect", json])
        #expect(fromBinary.exitCode == .success)
        #expect(fromBinary.standardOutput == fromJSON.standardOutput)
        #expect(fromBinary.standardOutput.contains("entry 1 of 1"))
        // No temporary file is left beside the output.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "out.json", "out.wdla",
            ])
    }

    @Test func aFailedCompileLeavesAnExistingArchiveUntouched() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.wdla").path
        #expect(
            CommandLineTool().run(arguments: ["compile", sample("EmojiRanger.wdl"), "-o", output])
                .exitCode == .success)
        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        let failed = CommandLineTool().run(arguments: [
            "compile", sample("Invalid/UnknownView.wdl"), "-o", output,
        ])
        #expect(failed.exitCode == .failure)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.wdla"])
    }

    @Test func jsonGoesToStandardOutput() throws {
        let outcome = CommandLineTool().run(arguments: [
            "compile", sample("CalendarDay.wdl"), "--json", "-o", "-",
        ])
        #expect(outcome.exitCode == .success)
        let archive = try ArchiveJSON.decode(Array(outcome.standardOutput.utf8))
        #expect(archive.metadata.name == "CalendarDay")
    }

    @Test func timelineShowsThreePolicies() {
        let outcome = CommandLineTool().run(arguments: [
            "timeline", sample("PullRequests.wdl"), "--after", "2026-11-21T09:20:00Z",
        ])
        #expect(outcome.exitCode == .success)
        let lines = outcome.standardOutput.components(separatedBy: "\n")
        #expect(lines.contains("  2026-11-21T09:45:00Z  the next timeline     entry 4"))
        #expect(
            lines.contains {
                $0.hasPrefix("  atEnd (this timeline)")
                    && $0.contains("2026-11-21T09:45:00Z  about 32")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("  after(2026-11-21T09:20:00Z)")
                    && $0.contains("entries 3, 4 are never shown; over the daily budget of 70")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("  never") && $0.contains("reloadTimelines(ofKind: \"PRListWidget\")")
            })
    }

    @Test func anEmptyTimelineSaysSo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let timeline = directory.appendingPathComponent("empty.json")
        try #"{ "policy": "never", "entries": [] }"#.write(
            to: timeline, atomically: true, encoding: .utf8)
        let outcome = CommandLineTool().run(arguments: [
            "timeline", sample("PullRequests.wdl"), "--timeline", timeline.path,
        ])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput
                == "PullRequests (PRListWidget): no entries, policy never\n\nNothing new goes on screen: the widget keeps showing what it showed before.\n"
        )
    }

    @Test func timelineWarningsGoToStandardError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let widget = directory.appendingPathComponent("W.wdl")
        try """
        widget W {
            kind: "W"
            families: [.systemSmall]
            entry { n: Int }
            placeholder { n: 1 }
            body { Text("\\(entry.n)").containerBackground(for: .widget) { Color.clear } }
        }
        """.write(to: widget, atomically: true, encoding: .utf8)
        try """
        { "policy": "atEnd", "entries": [ { "date": "2026-11-21T09:00:00Z", "n": 1 }, { "date": "2026-11-21T09:02:00Z", "n": 2 } ] }
        """.write(
            to: directory.appendingPathComponent("W.timeline.json"), atomically: true,
            encoding: .utf8)
        let outcome = CommandLineTool().run(arguments: ["timeline", widget.path])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardError.contains("[timeline-spacing]"))
        #expect(outcome.standardError.contains("[timeline-budget]"))
        #expect(outcome.standardOutput.contains("entry 1 (2 min)"))
    }
}

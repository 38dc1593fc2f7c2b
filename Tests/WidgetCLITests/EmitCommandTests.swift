import Foundation
import Testing

@testable import WidgetCLI

/// `wdl emit swift`: what it writes, and that an error writes nothing.
@Suite struct EmitCommandTests {
    @Test func emitsOneFilePerSourceAndTheSupportFile() throws {
        let directory = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: [
            "emit", "swift", sample("EmojiRanger.wdl"), sample("Riding.wdl"), "-o", directory.path,
        ])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["EmojiRanger.swift", "Riding.swift", "WDLSupport.swift"])
        let swift = try String(
            contentsOf: directory.appendingPathComponent("EmojiRanger.swift"), encoding: .utf8)
        #expect(swift.contains("struct EmojiRanger: Widget {"))
        #expect(
            swift.contains(
                ".supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])"
            ))
        let riding = try String(
            contentsOf: directory.appendingPathComponent("Riding.swift"), encoding: .utf8)
        #expect(riding.contains("ActivityConfiguration(for: RidingAttributes.self) { context in"))
        // Deterministic: the same input emits the same bytes.
        let again = try temporaryDirectory()
        _ = CommandLineTool().run(arguments: [
            "emit", "swift", sample("EmojiRanger.wdl"), sample("Riding.wdl"), "-o", again.path,
        ])
        #expect(
            try String(
                contentsOf: again.appendingPathComponent("EmojiRanger.swift"), encoding: .utf8)
                == swift)
    }

    @Test func anErrorWritesNothing() throws {
        let directory = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: [
            "emit", "swift", sample("EmojiRanger.wdl"), sample("Invalid/UnclosedBrace.wdl"), "-o",
            directory.path,
        ])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.contains("[unclosed-delimiter]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [
        (["emit"], "emits Swift"),
        (["emit", "kotlin", "x.wdl"], "emits Swift"),
        (["emit", "swift", "-o", "/tmp/x"], "at least one .wdl"),
        (["emit", "swift", "Samples/CalendarDay.wdl"], "needs -o"),
        (
            [
                "emit", "swift", sample("CalendarDay.wdl"), "--widget", "Nope", "-o",
                "/tmp/wdl-emit-nope",
            ], "has no widget or activity 'Nope'"
        ),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let outcome = CommandLineTool().run(arguments: arguments)
        #expect(outcome.exitCode.rawValue == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    /// The timeline beside a widget sets its provider's reload policy;
    /// `.after` carries over as the distance from the first entry.
    @Test(arguments: [
        ("\"atEnd\"", ["completion(Timeline(entries: entries, policy: .atEnd))"]),
        (
            "\"never\"",
            [
                "// PullRequests.timeline.json: only the app's reloadTimelines(ofKind:) asks again.",
                "completion(Timeline(entries: entries, policy: .never))",
            ]
        ),
        (
            "{ \"after\": \"2026-11-21T12:00:00Z\" }",
            [
                "// PullRequests.timeline.json: ask again 3 hours after the first entry.",
                "let reload = (entries.first?.date ?? .now).addingTimeInterval(10800)",
                "completion(Timeline(entries: entries, policy: .after(reload)))",
            ]
        ),
    ])
    func theTimelinesPolicyReachesTheProvider(_ policy: String, _ expected: [String]) throws {
        let source = try temporaryDirectory()
        let wdl = source.appendingPathComponent("PullRequests.wdl").path
        try FileManager.default.copyItem(atPath: sample("PullRequests.wdl"), toPath: wdl)
        let timeline = try String(
            contentsOfFile: sample("PullRequests.timeline.json"), encoding: .utf8)
        try timeline.replacingOccurrences(
            of: "\"policy\": \"atEnd\"", with: "\"policy\": \(policy)"
        )
        .write(
            to: source.appendingPathComponent("PullRequests.timeline.json"), atomically: true,
            encoding: .utf8)
        let output = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: ["emit", "swift", wdl, "-o", output.path])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        let swift = try String(
            contentsOf: output.appendingPathComponent("PullRequests.swift"), encoding: .utf8)
        for line in expected { #expect(swift.contains(line), "\(line)") }
    }

    /// A timeline with an error stops emission as `wdl check` would, with
    /// the error located in the JSON, and writes nothing.
    @Test func aBrokenTimelineWritesNothing() throws {
        let source = try temporaryDirectory()
        let wdl = source.appendingPathComponent("PullRequests.wdl").path
        try FileManager.default.copyItem(atPath: sample("PullRequests.wdl"), toPath: wdl)
        try "{ \"policy\": \"sometimes\", \"entries\": [] }\n".write(
            to: source.appendingPathComponent("PullRequests.timeline.json"), atomically: true,
            encoding: .utf8)
        let output = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: ["emit", "swift", wdl, "-o", output.path])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.contains("PullRequests.timeline.json:1:13: error:"),
            "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }
}

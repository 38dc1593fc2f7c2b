import Foundation
import Testing
@testable import WidgetCLI

/// `wdl emit swift`: what it writes, and that an error writes nothing.
@Suite struct EmitCommandTests {
    @Test func emitsOneFilePerSourceAndTheSupportFile() throws {
        let directory = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: ["emit", "swift", sample("EmojiRanger.wdl"), sample("Riding.wdl"), "-o", directory.path])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["EmojiRanger.swift", "Riding.swift", "WDLSupport.swift"])
        let swift = try String(contentsOf: directory.appendingPathComponent("EmojiRanger.swift"), encoding: .utf8)
        #expect(swift.contains("struct EmojiRanger: Widget {"))
        #expect(swift.contains(".supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])"))
        let riding = try String(contentsOf: directory.appendingPathComponent("Riding.swift"), encoding: .utf8)
        #expect(riding.contains("ActivityConfiguration(for: RidingAttributes.self) { context in"))
        // Deterministic: the same input emits the same bytes.
        let again = try temporaryDirectory()
        _ = CommandLineTool().run(arguments: ["emit", "swift", sample("EmojiRanger.wdl"), sample("Riding.wdl"), "-o", again.path])
        #expect(try String(contentsOf: again.appendingPathComponent("EmojiRanger.swift"), encoding: .utf8) == swift)
    }

    @Test func anErrorWritesNothing() throws {
        let directory = try temporaryDirectory()
        let outcome = CommandLineTool().run(arguments: ["emit", "swift", sample("EmojiRanger.wdl"), sample("Invalid/UnclosedBrace.wdl"), "-o", directory.path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.contains("[unclosed-delimiter]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [
        (["emit"], "emits Swift"),
        (["emit", "kotlin", "x.wdl"], "emits Swift"),
        (["emit", "swift", "-o", "/tmp/x"], "at least one .wdl"),
        (["emit", "swift", "Samples/CalendarDay.wdl"], "needs -o"),
        (["emit", "swift", sample("CalendarDay.wdl"), "--widget", "Nope", "-o", "/tmp/wdl-emit-nope"], "has no widget or activity 'Nope'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let outcome = CommandLineTool().run(arguments: arguments)
        #expect(outcome.exitCode.rawValue == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }
}

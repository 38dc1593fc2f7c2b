import Foundation
import Testing

@testable import WidgetCLI

/// `wdl audit`: its findings, formats, `--strict`, `--family`, the lint
/// controls, and a source it refuses; `wdl snapshot --audit`.
@Suite struct AuditCommandTests {
    /// A widget whose grey text is under WCAG's contrast on white, and
    /// (when `silenced`) a directive saying why it is left so.
    static func source(silenced: Bool = false) -> String {
        """
        widget W {
            kind: "W"
            families: [.systemSmall, .systemMedium]
            placeholder { date: "2026-11-21T09:00:00Z" }
            body {
                \(silenced ? "// wdl:disable-next-line low-contrast -- the brand's grey" : "")
                Text("Late").foregroundStyle(Color(white: 0.7))
                    .containerBackground(for: .widget) { Color.white }
            }
        }

        """
    }

    static func write(_ text: String) throws -> String {
        let file = try temporaryDirectory().appendingPathComponent("W.wdl")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func findingsAreWarningsAtTheView() throws {
        let outcome = CommandLineTool().run(arguments: ["audit", try Self.write(Self.source())])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardError.contains("W.wdl:7:9: warning: 'Late' has "))
        #expect(outcome.standardError.contains("[low-contrast]"))
        #expect(outcome.standardError.hasSuffix("audited 1 file in 90 layouts: 1 finding\n"))
    }

    @Test func strictFailsOnAFinding() throws {
        let path = try Self.write(Self.source())
        #expect(CommandLineTool().run(arguments: ["audit", path, "--strict"]).exitCode == .failure)
        let silenced = try Self.write(Self.source(silenced: true))
        let outcome = CommandLineTool().run(arguments: ["audit", silenced, "--strict"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardError.hasSuffix("no findings\n"))
    }

    @Test(arguments: ["json", "sarif"])
    func machineFormatsAreJSON(_ format: String) throws {
        let outcome = CommandLineTool().run(arguments: [
            "audit", try Self.write(Self.source()), "--format", format,
        ])
        #expect(outcome.exitCode == .success)
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
        #expect(outcome.standardOutput.contains("low-contrast"), "\(parsed)")
    }

    @Test func familyNarrowsTheRunAndAnUnknownOneIsRefused() throws {
        let path = try Self.write(Self.source())
        let narrowed = CommandLineTool().run(arguments: [
            "audit", path, "--family", "systemMedium",
        ])
        #expect(narrowed.standardError.hasSuffix("audited 1 file in 45 layouts: 1 finding\n"))
        let wrong = CommandLineTool().run(arguments: ["audit", path, "--family", "systemSmal"])
        #expect(wrong.exitCode == .usage)
        #expect(wrong.standardError.contains("Did you mean 'systemSmall'?"))
    }

    @Test func aSourceWithErrorsIsNotAudited() throws {
        let path = try Self.write("widget W {\n    kind: 3\n}\n")
        let outcome = CommandLineTool().run(arguments: ["audit", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.contains("error:"))
        #expect(outcome.standardError.hasSuffix("1 not audited (errors above)\n"))
    }

    @Test func snapshotPrintsTheAuditToo() throws {
        let path = try Self.write(Self.source())
        let outcome = CommandLineTool().run(arguments: [
            "snapshot", path, "--record", "--audit", "--families", "systemSmall",
        ])
        #expect(outcome.standardError.contains("[low-contrast]"))
        #expect(outcome.standardError.contains("audited 1 file in 45 layouts: 1 finding"))
    }
}

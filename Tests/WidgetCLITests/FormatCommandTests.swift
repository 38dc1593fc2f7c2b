import Foundation
import Testing

@testable import WidgetCLI

/// `wdl format` and `wdl format --check` on files.
@Suite struct FormatCommandTests {
    static let messy =
        "widget W {\n  kind:\"W\"\n  families: [.systemSmall]\n  body { Text( \"a\" ) }\n}\n"
    static let tidy =
        "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    body { Text(\"a\") }\n}\n"

    private func write(_ text: String, _ name: String = "W.wdl") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func formatsInPlace() throws {
        let path = try write(Self.messy)
        let outcome = CommandLineTool().run(arguments: ["format", path])
        #expect(outcome.exitCode == .success)
        #expect(try read(path) == Self.tidy)
        #expect(outcome.standardError == "reformatted 1 file: \(path)\n")
        // Nothing is left beside the file.
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        #expect(siblings == ["W.wdl"])
    }

    @Test func checkPrintsTheDiffAndFailsWithoutWriting() throws {
        let path = try write(Self.messy)
        let outcome = CommandLineTool().run(arguments: ["format", "--check", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardOutput.hasPrefix("--- \(path)\n+++ \(path) (formatted)\n"))
        #expect(outcome.standardOutput.contains("\n-  kind:\"W\"\n"))
        #expect(outcome.standardOutput.contains("\n+    kind: \"W\"\n"))
        #expect(outcome.standardError == "1 file would be reformatted\n")
        #expect(try read(path) == Self.messy)
    }

    @Test func checkPassesOnAFormattedFile() throws {
        let outcome = CommandLineTool().run(arguments: ["format", "--check", try write(Self.tidy)])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "1 file already formatted\n")
    }

    @Test func aFileWithErrorsIsLeftAsItIs() throws {
        let broken = "widget W {\n  kind: \"W\n}\n"
        let path = try write(broken)
        let outcome = CommandLineTool().run(arguments: ["format", path])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.contains(
                "W.wdl:2:9: error: unterminated string literal [unterminated-string]"))
        #expect(outcome.standardError.hasSuffix("1 file not formatted because of errors\n"))
        #expect(try read(path) == broken)
    }

    @Test(arguments: [["format"], ["format", "--fix"], ["format", "/no/such/file.wdl"]])
    func usageErrors(_ arguments: [String]) {
        #expect(CommandLineTool().run(arguments: arguments).exitCode == .usage)
    }
}

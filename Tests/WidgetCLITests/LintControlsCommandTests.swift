import Foundation
import Testing

@testable import WidgetCLI

/// `wdl lint` with a `.wdl-lint.json`, `--config` and `--format sarif`.
@Suite struct LintControlsCommandTests {
    /// A widget with one `small-text` warning (and a container background).
    static let source = """
        widget W {
            kind: "W"
            families: [.systemSmall]
            body {
                Text("tiny").font(.system(size: 8))
                    .containerBackground(.fill.tertiary, for: .widget)
            }
        }

        """

    /// A directory with `sub/W.wdl` and, when given, `.wdl-lint.json` at the top.
    private func project(configuration: String?) throws -> (root: URL, file: String) {
        let root = try temporaryDirectory()
        let sub = root.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let file = sub.appendingPathComponent("W.wdl")
        try Data(Self.source.utf8).write(to: file)
        if let configuration {
            try Data(configuration.utf8).write(to: root.appendingPathComponent(".wdl-lint.json"))
        }
        return (root, file.path)
    }

    @Test func withoutConfigurationTheWarningShows() throws {
        let outcome = CommandLineTool().run(arguments: [
            "lint", try project(configuration: nil).file,
        ])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardError.contains("[small-text]"))
    }

    @Test func theNearestConfigurationAboveTheFileApplies() throws {
        let disabled = CommandLineTool().run(arguments: [
            "lint", try project(configuration: "{\"disabled\": [\"small-text\"]}").file,
        ])
        #expect(disabled.standardError.hasSuffix("linted 1 file: no problems\n"))
        let raised = CommandLineTool().run(arguments: [
            "lint", try project(configuration: "{\"errors\": [\"small-text\"]}").file,
        ])
        #expect(raised.exitCode == .failure)
        #expect(raised.standardError.contains("5:41: error: text at 8 pt is below"))
    }

    @Test func anExplicitConfigurationWins() throws {
        let (root, file) = try project(configuration: "{\"errors\": [\"small-text\"]}")
        let other = root.appendingPathComponent("other.json")
        try Data("{\"disabled\": [\"small-text\"]}".utf8).write(to: other)
        let outcome = CommandLineTool().run(arguments: ["lint", "--config", other.path, file])
        #expect(outcome.exitCode == .success)
        #expect(!outcome.standardError.contains("small-text"))
    }

    @Test func aBrokenConfigurationIsAnErrorInIt() throws {
        let outcome = CommandLineTool().run(arguments: [
            "lint", try project(configuration: "{\"disabled\": [\"small-txt\"]}").file,
        ])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.contains(
                ".wdl-lint.json:1:15: error: unknown diagnostic id 'small-txt' in the lint configuration [lint-configuration]"
            ))
    }

    @Test func sarifIsAValidRun() throws {
        let outcome = CommandLineTool().run(arguments: [
            "lint", "--format", "sarif", try project(configuration: nil).file,
        ])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
                as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["small-text"])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "small-text")
        #expect(result["level"] as? String == "warning")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Int])
        #expect(region["startLine"] == 5)
        #expect(region["startColumn"] == 41)
    }
}

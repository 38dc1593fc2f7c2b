import Foundation
import Testing

@testable import WidgetCLI

/// The String Catalog beside a source, through the command line: every
/// command that compiles reads it, and a broken one fails with its
/// located diagnostic.
@Suite struct StringCatalogCommandTests {
    @Test(arguments: [("en-US", "4 tasks"), ("de-DE", "4 Aufgaben"), ("ko-KR", "할 일 4개")])
    func renderShowsTheSampleInTheLocale(_ locale: String, _ words: String) {
        let outcome = CommandLineTool().run(arguments: [
            "render", sample("TodoList.wdl"), "--family", "systemMedium", "--format", "text",
            "--locale", locale,
        ])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("\"\(words)\""))
    }

    @Test(arguments: [
        ["check"], ["compile", "-o", "OUT"],
        ["render", "--family", "systemSmall", "--format", "text"], ["snapshot"],
        ["emit", "swift", "-o", "OUT"],
    ])
    func aBrokenCatalogFailsEveryCommand(_ command: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("W.wdl")
        try
            "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    body { Text(\"Hello\") }\n}\n"
            .write(to: source, atomically: true, encoding: .utf8)
        try "{ \"sourceLanguage\": \"en\", \"strings\": [] }\n".write(
            to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true,
            encoding: .utf8)
        let out = directory.appendingPathComponent("out").path
        let arguments =
            command.first == "emit"
            ? ["emit", "swift", source.path, "-o", out]
            : [command[0], source.path] + command.dropFirst().map { $0 == "OUT" ? out : $0 }
        let outcome = CommandLineTool().run(arguments: arguments)
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.contains("Localizable.xcstrings:1:38: error:"),
            "\(outcome.standardError)")
        #expect(outcome.standardError.contains("[strings-format]"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func emitCopiesTheCatalog() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = CommandLineTool().run(arguments: [
            "emit", "swift", sample("TodoList.wdl"), "-o", directory.path,
        ])
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        let copied = try Data(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"))
        #expect(
            copied == (try Data(contentsOf: URL(fileURLWithPath: sample("TodoList.xcstrings")))))
    }
}

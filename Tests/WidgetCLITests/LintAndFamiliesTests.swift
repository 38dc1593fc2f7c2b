import Foundation
import Testing

@testable import WidgetCLI

/// `wdl lint` in its three formats, and `wdl families`.
@Suite struct LintAndFamiliesTests {
    @Test func lintTextShowsWarningsAndExitsZero() {
        let outcome = CommandLineTool().run(arguments: ["lint", sample("EmojiRanger.wdl")])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardError.contains(
                "warning: accessoryCircular has no 'containerBackground(for: .widget)'"))
        #expect(outcome.standardError.hasSuffix("0 errors and 2 warnings in 1 file\n"))
    }

    @Test func lintExitsOneOnErrors() {
        let outcome = CommandLineTool().run(arguments: [
            "lint", sample("Invalid/ButtonInInline.wdl"),
        ])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.contains("[interactive-family]"))
    }

    @Test func lintJSONIsAStableArray() throws {
        let outcome = CommandLineTool().run(arguments: [
            "lint", "--format", "json", sample("Invalid/LinkInSmallWidget.wdl"),
        ])
        #expect(outcome.exitCode == .failure)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                as? [[String: Any]])
        #expect(objects.count == 1)
        let first = try #require(objects.first)
        #expect(first["id"] as? String == "link-family")
        #expect(first["line"] as? Int == 13)
        #expect(first["column"] as? Int == 13)
        #expect(first["endColumn"] as? Int == 17)
        #expect(first["family"] as? String == "systemSmall")
        #expect(first["severity"] as? String == "error")
        // Keys in a fixed order, for diffs.
        let keys = [
            "file", "line", "column", "endLine", "endColumn", "severity", "id", "family", "message",
            "notes",
        ]
        let positions = keys.map { outcome.standardOutput.range(of: "\"\($0)\":")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func lintGitHubAnnotations() {
        let outcome = CommandLineTool().run(arguments: [
            "lint", "--format", "github", sample("Invalid/MissingFamilyCase.wdl"),
        ])
        #expect(outcome.standardOutput.hasPrefix("::error file="))
        #expect(!outcome.standardOutput.contains("::warning"))
        #expect(
            outcome.standardOutput.contains(
                ",line=11,col=16,endLine=11,endColumn=22,title=family-not-covered::'switch family' has no case for '.accessoryInline'"
            ))
    }

    @Test func lintRejectsUnknownFormat() {
        let outcome = CommandLineTool().run(arguments: [
            "lint", "--format", "xml", sample("QRCode.wdl"),
        ])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("unknown format 'xml'"))
    }

    @Test func familiesTable() {
        let outcome = CommandLineTool().run(arguments: [
            "families", sample("Invalid/ButtonBeforeIOS17.wdl"),
        ])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardOutput == """
                Water (iOS 16.0)
                  family       available  buttons & toggles  Link           rendering modes             uses    verdict
                  systemSmall  yes        from iOS 17.0      from iOS 17.0  fullColor accented vibrant  Button  interactive-availability
                  carPlay      yes        no                 no             fullColor                   Button  interactive-availability

                """)
    }

    @Test func familiesOfAnActivityArePresentations() {
        let outcome = CommandLineTool().run(arguments: ["families", sample("Riding.wdl")])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput.contains(
                "  presentation     available  buttons & toggles  Link  rendering modes  uses  verdict\n"
            ))
        #expect(
            outcome.standardOutput.contains(
                "  lockScreen       yes        yes                yes   fullColor        -     ok\n"
            ))
        // The remote presentations follow the island's, where buttons do nothing.
        #expect(
            outcome.standardOutput.contains(
                "  carPlay          yes        no                 no    fullColor        -     ok\n"
            ))
        #expect(
            outcome.standardOutput.contains(
                "  minimal          yes        no                 no    fullColor        -     ok\n"
            ))
    }

    @Test func familiesJSON() throws {
        let outcome = CommandLineTool().run(arguments: [
            "families", "--format", "json", sample("TodoList.wdl"),
        ])
        #expect(outcome.exitCode == .success)
        let widgets = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                as? [[String: Any]])
        let families = try #require(widgets.first?["families"] as? [[String: Any]])
        #expect(families.map { $0["family"] as? String } == ["systemMedium", "systemLarge"])
        #expect(
            families.allSatisfy {
                $0["buttonsAndToggles"] as? String == "yes" && $0["verdict"] as? String == "ok"
            })
    }

    @Test func familiesRejectsGitHubFormat() {
        let outcome = CommandLineTool().run(arguments: [
            "families", "--format", "github", sample("QRCode.wdl"),
        ])
        #expect(outcome.exitCode == .usage)
    }
}

/// `wdl lint` lays the placeholder out and reports what the canvas cuts.
@Suite struct LintLayoutTests {
    @Test func lintReportsContentOverflowAndCheckDoesNot() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = (1...12).map { #"Text("Line \#($0)")"# }.joined(separator: "\n")
        let source = try writeSmallWidget(lines, in: directory)
        let lint = CommandLineTool().run(arguments: ["lint", source.path])
        #expect(lint.exitCode == .success)
        #expect(lint.standardError.contains("content is taller than systemSmall"))
        #expect(lint.standardError.contains("[content-overflow]"))
        let check = CommandLineTool().run(arguments: ["check", source.path])
        #expect(!check.standardError.contains("content-overflow"))
    }
}

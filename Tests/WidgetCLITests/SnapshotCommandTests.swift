import Foundation
import Testing

@testable import WidgetCLI

/// `wdl snapshot` and `wdl gallery`, on copies of samples in a temporary folder.
@Suite struct SnapshotCommandTests {
    /// A folder with a copy of one sample (and its timeline, if any).
    static func workspace(_ names: [String]) throws -> URL {
        let directory = try temporaryDirectory()
        for name in names {
            try FileManager.default.copyItem(
                atPath: sample(name), toPath: directory.appendingPathComponent(name).path)
        }
        return directory
    }

    @Test func recordThenVerifyThenDiff() throws {
        let directory = try Self.workspace(["TodoList.wdl"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("TodoList.wdl").path

        // Nothing recorded: verify fails and says how to record.
        let missing = CommandLineTool().run(arguments: ["snapshot", source])
        #expect(missing.exitCode == .failure)
        #expect(
            missing.standardOutput.contains(
                "snapshots: 12 cases in 1 file: 0 matched, 0 changed, 12 missing"))
        #expect(
            missing.standardOutput.contains(
                "record the missing snapshots with: wdl snapshot \(source) --record"))

        // Recording writes and fails; recording again is a no-op that passes.
        let recorded = CommandLineTool().run(arguments: ["snapshot", source, "--record"])
        #expect(recorded.exitCode == .failure)
        #expect(recorded.standardOutput.contains("0 unchanged, 12 recorded, 0 updated"))
        let again = CommandLineTool().run(arguments: ["snapshot", source, "--record"])
        #expect(again.exitCode == .success)
        #expect(CommandLineTool().run(arguments: ["snapshot", source]).exitCode == .success)
        let folder = directory.appendingPathComponent("__Snapshots__/TodoList")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 24)

        // A changed widget: a unified diff and the new SVG beside the old one.
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try text.replacingOccurrences(of: "Buy oat milk", with: "Buy soy milk").write(
            toFile: source, atomically: true, encoding: .utf8)
        let changed = CommandLineTool().run(arguments: [
            "snapshot", source, "--families", "systemMedium", "--modes", "fullColor", "--schemes",
            "light",
        ])
        #expect(changed.exitCode == .failure)
        #expect(changed.standardOutput.contains("-      Text \"Buy oat milk\""))
        #expect(changed.standardOutput.contains("+      Text \"Buy soy milk\""))
        #expect(
            changed.standardOutput.contains(
                "snapshots: 1 case in 1 file: 0 matched, 1 changed, 0 missing"))
        let failed = folder.appendingPathComponent(
            "systemMedium-iphone-17-pro-fullColor-light.failed.svg"
        ).path
        #expect(try String(contentsOfFile: failed, encoding: .utf8).contains("Buy soy milk"))
        // Recording the change clears the failed SVG.
        #expect(
            CommandLineTool().run(arguments: ["snapshot", source, "--record"]).standardOutput
                .contains("updated: "))
        #expect(!FileManager.default.fileExists(atPath: failed))
    }

    /// A file no case writes any more is listed, without failing the run;
    /// a narrowed run, which cannot tell, lists nothing.
    @Test func staleSnapshotsAreReported() throws {
        let directory = try Self.workspace(["QRCode.wdl"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("QRCode.wdl").path
        _ = CommandLineTool().run(arguments: ["snapshot", source, "--record"])
        let folder = directory.appendingPathComponent("__Snapshots__/QRCode")
        for name in [
            "systemHuge-iphone-17-pro-fullColor-light.txt",
            "systemHuge-iphone-17-pro-fullColor-light.svg", "notes.md",
        ] {
            try "old".write(
                to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let outcome = CommandLineTool().run(arguments: ["snapshot", source])
        #expect(outcome.exitCode == .success)
        let stale = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("stale: ") }
        #expect(stale.count == 2)
        #expect(
            stale.first?.contains(
                "__Snapshots__/QRCode/systemHuge-iphone-17-pro-fullColor-light.svg") == true)
        let narrowed = CommandLineTool().run(arguments: ["snapshot", source, "--schemes", "light"])
        #expect(!narrowed.standardOutput.contains("stale: "))
    }

    @Test func timelineEntriesAndOtherDirectories() throws {
        let directory = try Self.workspace(["PullRequests.wdl", "PullRequests.timeline.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshots = directory.appendingPathComponent("shots").path
        let outcome = CommandLineTool().run(arguments: [
            "snapshot", directory.path, "--record", "--snapshots", snapshots, "--devices",
            "iphone-15-pro,iphone-se",
        ])
        // 2 families x 3 modes x 2 schemes x 2 devices x (placeholder + 4 entries).
        #expect(
            outcome.standardOutput.contains(
                "snapshots: 120 cases in 1 file: 0 unchanged, 120 recorded"))
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots + "/PullRequests")
        #expect(names.contains("systemLarge-iphone-se-vibrant-dark-4.svg"))
        #expect(names.contains("systemMedium-iphone-15-pro-fullColor-light.txt"))
    }

    @Test(arguments: [
        RunCase(
            arguments: ["snapshot"], exitCode: 2, standardOutput: "",
            standardErrorContains: "needs at least one"),
        RunCase(
            arguments: ["snapshot", sample("TodoList.wdl"), "--modes", "tinted"], exitCode: 2,
            standardOutput: "", standardErrorContains: "unknown mode 'tinted'"),
        RunCase(
            arguments: ["snapshot", sample("TodoList.wdl"), "--devices", "pixel"], exitCode: 2,
            standardOutput: "", standardErrorContains: "unknown device 'pixel'"),
        RunCase(
            arguments: ["snapshot", sample("Invalid/UnknownView.wdl")], exitCode: 1,
            standardOutput: nil, standardErrorContains: "[unknown-view]"),
        RunCase(
            arguments: ["gallery", sample("TodoList.wdl")], exitCode: 2, standardOutput: "",
            standardErrorContains: "needs -o"),
    ])
    func refusesBadRequests(_ run: RunCase) {
        run.check()
    }

    @Test func committedSampleSnapshotsVerify() {
        let outcome = CommandLineTool().run(arguments: [
            "snapshot", repositoryRoot.appendingPathComponent("Samples").path,
        ])
        #expect(outcome.exitCode == .success, "\(outcome.standardOutput.suffix(3000))")
    }

    @Test func galleryShowsEveryWidgetWithItsVerdicts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = CommandLineTool().run(arguments: [
            "gallery", sample("TodoList.wdl"), sample("Riding.wdl"), "-o", directory.path,
        ])
        #expect(outcome.exitCode == .success)
        let html = try String(
            contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2>Todo List</h2>"))
        #expect(
            html.contains(
                "<img src=\"images/TodoList/systemMedium-iphone-17-pro-fullColor-light.svg\" width=\"350\" height=\"162\""
            ))
        #expect(html.contains("<figcaption>Riding<br>compactLeading<br>iphone-17-pro</figcaption>"))
        // Riding's Lock Screen branches on isStale: it has rows drawn stale too.
        #expect(html.contains("<h3>fullColor · light · stale</h3>"))
        #expect(
            html.contains(
                "<img src=\"images/Riding/lockScreen-iphone-17-pro-fullColor-light-stale.svg\""))
        #expect(
            html.contains("<figcaption>Riding<br>lockScreen<br>iphone-17-pro<br>stale</figcaption>")
        )
        #expect(!html.contains("<h3>fullColor · light · luminance reduced</h3>"))
        #expect(html.contains("<td>systemMedium</td><td>yes</td>"))
        #expect(!html.contains("<script"))
        // Every picture the page shows exists.
        let images = html.components(separatedBy: "<img src=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        for image in images {
            #expect(
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent(String(image)).path))
        }
        // In a real browser, when Chromium is installed: the page loads and is drawn.
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let chromium else { return }
        let screenshot = directory.appendingPathComponent("gallery.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--screenshot=\(screenshot.path)",
            "--window-size=1200,1600",
            directory.appendingPathComponent("index.html").absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 20_000, "a blank page would be tiny")
    }
}

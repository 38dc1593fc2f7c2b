import Foundation
import Testing

@testable import WidgetCLI

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func sample(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(name).path
}

struct RunCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let exitCode: Int32
    let standardOutput: String?
    let standardErrorContains: String?
    var testDescription: String { arguments.joined(separator: " ") }

    /// Runs the row and checks its exit status and output.
    func check() {
        let outcome = CommandLineTool().run(arguments: arguments)
        #expect(outcome.exitCode.rawValue == exitCode, "\(outcome.standardError)")
        if let expected = standardOutput { #expect(outcome.standardOutput == expected) }
        if let expected = standardErrorContains {
            #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        }
    }
}

/// `run(arguments:)` without a process: exit codes and what is printed.
@Suite struct CommandLineTests {
    static let cases: [RunCase] = [
        RunCase(
            arguments: [], exitCode: 2, standardOutput: "",
            standardErrorContains: "USAGE: wdl <command>"),
        RunCase(
            arguments: ["--help"], exitCode: 0, standardOutput: nil, standardErrorContains: nil),
        RunCase(
            arguments: ["--version"], exitCode: 0,
            standardOutput: "wdl \(CommandLineTool.version)\n", standardErrorContains: nil),
        RunCase(
            arguments: ["help", "check"], exitCode: 0, standardOutput: nil,
            standardErrorContains: nil),
        RunCase(
            arguments: ["lint", "--explain", "translucent-vibrant"], exitCode: 0,
            standardOutput: nil, standardErrorContains: nil),
        RunCase(
            arguments: ["lint", "--explain", "smal-text"], exitCode: 2, standardOutput: "",
            standardErrorContains: "did you mean 'small-text'?"),
        RunCase(
            arguments: ["check", "--help"], exitCode: 0, standardOutput: nil,
            standardErrorContains: nil),
        RunCase(
            arguments: ["help", "nope"], exitCode: 2, standardOutput: "",
            standardErrorContains: "error: no help for unknown command 'nope'"),
        RunCase(
            arguments: ["chek", "x.wdl"], exitCode: 2, standardOutput: "",
            standardErrorContains: "error: unknown command 'chek' (did you mean 'check'?)"),
        RunCase(
            arguments: ["check"], exitCode: 2, standardOutput: "",
            standardErrorContains: "error: 'wdl check' needs at least one file"),
        RunCase(
            arguments: ["check", "--strict", "a.wdl"], exitCode: 2, standardOutput: "",
            standardErrorContains: "error: unknown option '--strict' for 'wdl check'"),
        RunCase(
            arguments: ["check", "/nonexistent/x.wdl"], exitCode: 2, standardOutput: "",
            standardErrorContains: "error: cannot read '/nonexistent/x.wdl': no such file"),
        RunCase(
            arguments: ["check", "/tmp"], exitCode: 2, standardOutput: "",
            standardErrorContains: "it is a directory"),
        RunCase(
            arguments: ["check", sample("EmojiRanger.wdl")], exitCode: 0,
            standardOutput: "checked 1 file: no errors\n", standardErrorContains: nil),
        RunCase(
            arguments: ["check", sample("Riding.wdl"), sample("DDay.wdl")], exitCode: 0,
            standardOutput: "checked 2 files: no errors\n", standardErrorContains: nil),
        RunCase(
            arguments: ["check", sample("Invalid/UnclosedBrace.wdl")], exitCode: 1,
            standardOutput: "",
            standardErrorContains:
                "UnclosedBrace.wdl:8:16: error: unclosed '{' [unclosed-delimiter]"),
        RunCase(
            arguments: ["check", "--", sample("QRCode.wdl")], exitCode: 0,
            standardOutput: "checked 1 file: no errors\n", standardErrorContains: nil),
        RunCase(
            arguments: ["dump-ast"], exitCode: 2, standardOutput: "",
            standardErrorContains: "takes exactly one file"),
        RunCase(
            arguments: ["dump-ast", sample("Invalid/MissingComma.wdl")], exitCode: 1,
            standardOutput: nil, standardErrorContains: "[expected-token]"),
    ]

    @Test(arguments: cases)
    func runs(_ row: RunCase) {
        row.check()
    }

    @Test func helpListsEveryCommand() {
        let help = CommandLineTool().run(arguments: ["--help"]).standardOutput
        for command in Command.all { #expect(help.contains("  \(command.name) ")) }
        #expect(
            help.contains("EXIT STATUS: 0 success, 1 errors in the input, 2 usage or I/O error."))
    }

    /// Every option a command accepts is in its help (`render --widget` was not).
    @Test(arguments: [
        (
            "render",
            [
                "--family", "--device", "--mode", "--scheme", "--now", "--entry", "--format", "-o",
                "--widget", "--locale", "--time-zone", "--dynamic-type", "--locked",
                "--no-background",
            ]
        ),
        ("emit", ["-o", "--widget"]), ("compile", ["--locale", "--time-zone"]),
        ("snapshot", ["--locale", "--time-zone"]),
        ("gallery", ["--locale", "--time-zone"]),
    ])
    func helpListsTheOptions(_ command: String, _ options: [String]) {
        let help = CommandLineTool().run(arguments: ["help", command]).standardOutput
        for option in options {
            #expect(help.contains(option), "'wdl help \(command)' does not list \(option)")
        }
    }

    /// A locale or zone Foundation does not know is a usage error that
    /// says what to write, in every command that takes one.
    @Test(arguments: [
        (
            ["render", "--family", "systemSmall", "--format", "text", "--locale", "xx-YY"],
            "unknown locale 'xx-YY'", "BCP 47"
        ),
        (
            ["render", "--family", "systemSmall", "--format", "text", "--time-zone", "Mars/Base"],
            "unknown time zone 'Mars/Base'", "IANA"
        ),
        (
            ["compile", "-o", "/tmp/never.wdla", "--locale", "english"], "unknown locale 'english'",
            "ko-KR"
        ),
        (["snapshot", "--time-zone", "KST+9"], "unknown time zone 'KST+9'", "Asia/Seoul"),
    ])
    func unknownRegionsAreUsageErrors(_ arguments: [String], _ message: String, _ hint: String) {
        let outcome = CommandLineTool().run(
            arguments: [arguments[0], sample("DDay.wdl")] + arguments.dropFirst())
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError.contains(message) && outcome.standardError.contains(hint),
            "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.wdla"))
    }

    /// The same .wdl rendered in Korea: the body's numbers and the
    /// renderer's dates both follow the region.
    @Test func renderFollowsTheRegion() {
        let outcome = CommandLineTool().run(arguments: [
            "render", sample("DDay.wdl"), "--family", "systemMedium", "--format", "text",
            "--locale", "ko-KR", "--time-zone", "Asia/Seoul",
        ])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.contains("Text \"2025년 2월 14일부터\""))
    }

    @Test func dumpAstPrintsRanges() {
        let outcome = CommandLineTool().run(arguments: ["dump-ast", sample("CalendarDay.wdl")])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.hasPrefix("SourceFile @1:1-"))
        #expect(outcome.standardOutput.contains("  Widget CalendarDay @3:1-33:2\n"))
        #expect(
            outcome.standardOutput.contains("Identifier AccessoryWidgetBackground @23:13-23:38"))
    }

    @Test func dumpAstSourceIsCanonical() {
        let outcome = CommandLineTool().run(arguments: [
            "dump-ast", "--source", sample("CalendarDay.wdl"),
        ])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput.hasPrefix(
                "widget CalendarDay {\n    kind: \"CalendarDayWidget\"\n"))
    }

    @Test func everyErrorInEveryFileIsReported() {
        let outcome = CommandLineTool().run(arguments: [
            "check", sample("Invalid/BadEscape.wdl"), sample("Invalid/TwoDefaults.wdl"),
        ])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.hasSuffix("3 errors in 2 files\n"))
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        // A sparse file just over the limit: its size is checked on disk.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-huge-\(UUID().uuidString).wdl")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 32 * 1024 * 1024 + 1)
        try handle.close()
        let outcome = CommandLineTool().run(arguments: ["check", url.path])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.contains(
                ":1:1: error: source file is 33554433 bytes; the limit is 33554432 bytes [file-too-large]"
            ))
    }
}

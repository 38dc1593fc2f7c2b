import Foundation
import Testing
import WidgetSnapshots

/// `GoldenFile`, the one verify-or-record mechanism, in a temporary folder.
@Suite struct GoldenFileTests {
    /// A row: what is on disk before (nil: no file), the actual output,
    /// whether recording is requested, and what must follow.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let recorded: String?
        let actual: String
        let record: Bool
        let outcome: Kind
        /// Lines the diff must contain.
        let diffLines: [String]
        /// The file afterwards (nil: still none).
        let after: String?
        var testDescription: String { name }
    }

    /// The outcome without its diff, which rows check by lines.
    enum Kind: Sendable { case matched, missing, recorded, changed, rewritten }

    static let rows: [Row] = [
        Row(
            name: "match", recorded: "a\nb\n", actual: "a\nb\n", record: false, outcome: .matched,
            diffLines: [], after: "a\nb\n"),
        Row(
            name: "mismatch shows a unified diff", recorded: "a\nb\nc\n", actual: "a\nB\nc\n",
            record: false, outcome: .changed,
            diffLines: [
                "--- recorded/golden.txt", "+++ rendered/golden.txt", "@@ -1,4 +1,4 @@", "-b", "+B",
            ], after: "a\nb\nc\n"),
        Row(
            name: "a missing trailing newline is a mismatch", recorded: "a\n", actual: "a",
            record: false, outcome: .changed,
            diffLines: ["-", "@@ -1,2 +1,1 @@"], after: "a\n"),
        Row(
            name: "missing file", recorded: nil, actual: "a\n", record: false, outcome: .missing,
            diffLines: [], after: nil),
        Row(
            name: "record a missing file", recorded: nil, actual: "a\n", record: true,
            outcome: .recorded, diffLines: [], after: "a\n"),
        Row(
            name: "record a change", recorded: "old\n", actual: "new\n", record: true,
            outcome: .rewritten, diffLines: ["-old", "+new"], after: "new\n"),
        Row(
            name: "record when identical", recorded: "same\n", actual: "same\n", record: true,
            outcome: .matched, diffLines: [], after: "same\n"),
    ]

    @Test(arguments: rows)
    func verifiesOrRecords(_ row: Row) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("golden.txt")
        // A hard link to the recorded file keeps the old bytes only if
        // recording replaces the file by rename rather than writing into it.
        let link = directory.appendingPathComponent("link")
        if let recorded = row.recorded {
            try recorded.write(to: url, atomically: false, encoding: .utf8)
            try FileManager.default.linkItem(at: url, to: link)
        }

        let outcome = try GoldenFile(url).check(row.actual, record: row.record)

        let diff: String
        switch (outcome, row.outcome) {
        case (.matched, .matched), (.missing, .missing), (.recorded, .recorded): diff = ""
        case (.changed(let text), .changed), (.rewritten(let text), .rewritten): diff = text
        default:
            Issue.record("\(outcome), expected \(row.outcome)")
            return
        }
        for line in row.diffLines {
            #expect(
                diff.split(separator: "\n", omittingEmptySubsequences: false).contains(
                    Substring(line)), "\(diff)")
        }
        #expect(
            outcome.isFailure == (row.outcome != .matched),
            "only a match passes; a recording fails the run")
        #expect((outcome.failureMessage(for: url.path) == nil) == !outcome.isFailure)
        #expect((try? String(contentsOf: url, encoding: .utf8)) == row.after)
        if let recorded = row.recorded {
            #expect(try String(contentsOf: link, encoding: .utf8) == recorded)
        }
        // Nothing but the golden (and the link) is left: no temporary file.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names
                == (row.after == nil
                    ? [] : row.recorded == nil ? ["golden.txt"] : ["golden.txt", "link"]))
    }

    @Test func messagesSayHowToRecordAndThatRecordingFails() {
        let missing = GoldenOutcome.missing.failureMessage(for: "g.txt") ?? ""
        #expect(missing.contains("run with \(GoldenFile.recordSwitch)=1 to record it"))
        let recorded = GoldenOutcome.recorded.failureMessage(for: "g.txt") ?? ""
        #expect(recorded.contains("recorded g.txt; unset \(GoldenFile.recordSwitch) and run again"))
        let changed =
            GoldenOutcome.changed(diff: "--- a\n+++ b\n").failureMessage(for: "g.txt") ?? ""
        #expect(changed.hasSuffix("--- a\n+++ b\n"))
        #expect(GoldenOutcome.matched.failureMessage(for: "g.txt") == nil)
    }

    @Test func recordingIsTheEnvironmentSwitch() {
        #expect(GoldenFile.isRecordingRequested(in: ["WDL_RECORD_SNAPSHOTS": "1"]))
        #expect(!GoldenFile.isRecordingRequested(in: ["WDL_RECORD_SNAPSHOTS": "0"]))
        #expect(!GoldenFile.isRecordingRequested(in: [:]))
    }

    @Test func bytesThatAreNotUTF8StillCompare() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = GoldenFile(directory.appendingPathComponent("bytes.bin"))
        #expect(try golden.check([0xFF, 0x00], record: true) == .recorded)
        #expect(try golden.check([0xFF, 0x00], record: false) == .matched)
        #expect(try golden.check([0xFE, 0x00], record: false) == .changed(diff: ""))
    }
}

import Foundation

/// What comparing an output with its recorded file found, or what
/// recording did. Every outcome but `.matched` fails the run, recordings
/// included, so that a recorded file never blesses itself: a recording is
/// accepted only by a later run that verifies it.
public enum GoldenOutcome: Hashable, Sendable {
    /// The file holds exactly these bytes (recording leaves it untouched).
    case matched
    /// Verify: there is no file yet.
    case missing
    /// Record: there was no file; it is written now.
    case recorded
    /// Verify: the file differs; the unified diff from the recorded to the
    /// new output ("" when the file shows no diff, or the difference is
    /// not in the text, as in invalid UTF-8).
    case changed(diff: String)
    /// Record: the file differed and is rewritten; the diff as for `changed`.
    case rewritten(diff: String)

    /// Whether the run must fail: everything but `.matched`.
    public var isFailure: Bool { self != .matched }

    /// What a test reports for this outcome, naming the recorded file (or
    /// files) as `subject`; nil when it matched. The wording names the
    /// environment switch, because that is how tests record.
    public func failureMessage(for subject: String) -> String? {
        let again = "unset \(GoldenFile.recordSwitch) and run again to verify"
        switch self {
        case .matched: return nil
        case .missing:
            return "no recording at \(subject); run with \(GoldenFile.recordSwitch)=1 to record it"
        case .recorded: return "recorded \(subject); \(again)"
        case .rewritten(let diff): return "re-recorded \(subject); \(again)\n\(diff)"
        case .changed(let diff):
            return "\(subject) does not match its recording\n"
                + (diff.isEmpty ? "(no line differs in the text)" : diff)
        }
    }
}

/// One recorded expected output: verifies an actual output against the
/// file byte for byte, with a unified diff on mismatch, or records it
/// atomically when recording is requested. The one copy of the compare,
/// diff and record logic, behind the render goldens, the archive fixture,
/// `wdl snapshot` and `assertWidgetSnapshot`.
public struct GoldenFile: Hashable, Sendable {
    /// The environment switch that makes tests record instead of verify:
    /// `WDL_RECORD_SNAPSHOTS=1 swift test` rewrites every golden file,
    /// fixture and snapshot that differs (and fails). One switch for all of
    /// them, documented here and in the README; `wdl snapshot` has
    /// `--record` instead.
    public static let recordSwitch = "WDL_RECORD_SNAPSHOTS"

    /// Whether `environment` asks tests to record.
    public static func isRecordingRequested(
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        environment[recordSwitch] == "1"
    }

    /// The recorded file.
    public let url: URL
    /// Whether a mismatch carries a line diff; off for one-line outputs
    /// such as SVG, whose diff would only be the whole file twice.
    public let showsDiff: Bool

    /// The golden file at `url`.
    public init(_ url: URL, showsDiff: Bool = true) {
        self.url = url
        self.showsDiff = showsDiff
    }

    /// Compares `actual` with the file, or records it when `record` is
    /// set. Recording writes only a missing or different file, atomically
    /// and creating its directory, so an unchanged tree is never touched.
    /// Throws when the file exists but cannot be read, or cannot be written.
    public func check(_ actual: [UInt8], record: Bool) throws -> GoldenOutcome {
        // Missing is a state, not an error; any other read failure is.
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard record else { return .missing }
            try write(actual)
            return .recorded
        }
        let expected = [UInt8](try Data(contentsOf: url))
        if expected == actual { return .matched }
        let name = url.lastPathComponent
        let diff =
            showsDiff
            ? UnifiedDiff.diff(
                old: String(decoding: expected, as: UTF8.self),
                new: String(decoding: actual, as: UTF8.self),
                oldName: "recorded/\(name)", newName: "rendered/\(name)")
            : ""
        guard record else { return .changed(diff: diff) }
        try write(actual)
        return .rewritten(diff: diff)
    }

    /// Compares (or records) `actual` as UTF-8.
    public func check(_ actual: String, record: Bool) throws -> GoldenOutcome {
        try check(Array(actual.utf8), record: record)
    }

    private func write(_ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: url)
    }
}

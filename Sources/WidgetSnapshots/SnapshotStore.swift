import Foundation

/// What comparing (or recording) one snapshot found.
public enum SnapshotStatus: Hashable, Sendable {
    /// Both files are as recorded.
    case matched
    /// No recording yet (verify), or newly written (record).
    case missing
    case recorded
    /// Different from the recording: the text diff ("" when only the SVG
    /// differs). Verify leaves the new SVG as `.failed.svg`; record rewrites.
    case changed(diff: String)
    case rewritten(diff: String)
}

/// Reads and writes snapshot files: `<directory>/<stem>.txt` and `.svg`,
/// written atomically (temporary file, then rename).
public enum SnapshotStore {
    /// Compares `rendering` with the files in `directory`, or records it.
    public static func check(_ rendering: SnapshotRendering, stem: String, in directory: URL, record: Bool) throws -> SnapshotStatus {
        let text = directory.appendingPathComponent(stem + ".txt")
        let svg = directory.appendingPathComponent(stem + ".svg")
        let failed = directory.appendingPathComponent(stem + ".failed.svg")
        let oldText = try? String(contentsOf: text, encoding: .utf8)
        let oldSVG = try? String(contentsOf: svg, encoding: .utf8)
        guard let oldText, let oldSVG else {
            if !record { return .missing }
            try write(rendering.text, to: text)
            try write(rendering.svg, to: svg)
            try? FileManager.default.removeItem(at: failed)
            return .recorded
        }
        if oldText == rendering.text, oldSVG == rendering.svg {
            try? FileManager.default.removeItem(at: failed)
            return .matched
        }
        let diff = UnifiedDiff.diff(old: oldText, new: rendering.text, oldName: "recorded/\(stem).txt", newName: "rendered/\(stem).txt")
        if record {
            try write(rendering.text, to: text)
            try write(rendering.svg, to: svg)
            try? FileManager.default.removeItem(at: failed)
            return .rewritten(diff: diff)
        }
        try write(rendering.svg, to: failed)
        return .changed(diff: diff)
    }

    /// Writes `text` atomically, creating the directory.
    public static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(text.utf8), to: url)
    }
}

import Foundation

/// What comparing (or recording) one snapshot found: a `GoldenOutcome`
/// for the pair of files, whose diff is the layout dump's ("" when only
/// the SVG differs). Verify leaves the new SVG as `.failed.svg`.
public typealias SnapshotStatus = GoldenOutcome

/// Reads and writes snapshot files: `<directory>/<stem>.txt` and `.svg`,
/// each a `GoldenFile`, so snapshots are verified and recorded by the same
/// code as every other recorded output.
public enum SnapshotStore {
    /// Compares `rendering` with the files in `directory`, or records it.
    public static func check(
        _ rendering: SnapshotRendering, stem: String, in directory: URL, record: Bool
    ) throws -> SnapshotStatus {
        let text = try GoldenFile(directory.appendingPathComponent(stem + ".txt")).check(
            rendering.text, record: record)
        // The SVG is one line: its diff would be the file twice, and the
        // layout dump's diff already says what moved.
        let svg = try GoldenFile(directory.appendingPathComponent(stem + ".svg"), showsDiff: false)
            .check(rendering.svg, record: record)
        let failed = directory.appendingPathComponent(stem + ".failed.svg")
        let status = combine(text: text, svg: svg)
        if case .changed = status {
            try AtomicFile.write(Array(rendering.svg.utf8), to: failed)
        } else {
            try? FileManager.default.removeItem(at: failed)
        }
        return status
    }

    /// One status for the pair: a snapshot without either file is missing
    /// (or, recording, recorded); otherwise it changed if either file did.
    static func combine(text: GoldenOutcome, svg: GoldenOutcome) -> SnapshotStatus {
        switch (text, svg) {
        case (.missing, _), (_, .missing): return .missing
        case (.recorded, _), (_, .recorded): return .recorded
        case (.changed(let diff), _): return .changed(diff: diff)
        case (.rewritten(let diff), _): return .rewritten(diff: diff)
        case (.matched, .changed): return .changed(diff: "")
        case (.matched, .rewritten): return .rewritten(diff: "")
        case (.matched, .matched): return .matched
        }
    }

    /// The snapshot files in `directory` that are not among `stems`: left
    /// behind by a family, mode or entry that no longer exists. Failed SVGs
    /// and other files are not snapshots and never count.
    public static func staleFiles(in directory: URL, stems: Set<String>) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { name in
            guard !name.hasSuffix(".failed.svg") else { return false }
            for ext in [".txt", ".svg"] where name.hasSuffix(ext) {
                return !stems.contains(String(name.dropLast(ext.count)))
            }
            return false
        }.map { directory.appendingPathComponent($0) }
    }
}

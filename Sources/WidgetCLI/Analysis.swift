import Foundation
import WidgetCompiler

/// The diagnostics of one file for output: a source, or the timeline
/// checked with it (its diagnostics point into the JSON file).
struct FileDiagnostics {
    let file: SourceFile
    var diagnostics: [Diagnostic]
}

/// Loading files and running them through the compiler's one pipeline.
enum Analysis {
    /// Analyses `path` and, when a `NAME.timeline.json` (a widget's) or a
    /// `NAME.updates.json` (an activity's) sits beside it, those too; the
    /// source's diagnostics, then the timeline's, then the updates'.
    static func runWithTimeline(_ path: String) throws -> [FileDiagnostics] {
        var dataFiles: [SourceFile?] = []
        var refused: [FileDiagnostics] = []
        for suffix in [".timeline.json", ".updates.json"] {
            switch try fileBeside(path, suffix: suffix) {
            case .refused(let file, let diagnostic)?:
                refused.append(FileDiagnostics(file: file, diagnostics: [diagnostic]))
                dataFiles.append(nil)
            case .file(let file)?: dataFiles.append(file)
            case nil: dataFiles.append(nil)
            }
        }
        let (timeline, updates) = (dataFiles[0], dataFiles[1])
        let analysis = try run(path, timeline: timeline, updates: updates)
        var files = [FileDiagnostics(file: analysis.file, diagnostics: analysis.diagnostics)] + refused
        if let timeline, analysis.syntax != nil { files.append(FileDiagnostics(file: timeline, diagnostics: analysis.timelineDiagnostics)) }
        if let updates, analysis.syntax != nil { files.append(FileDiagnostics(file: updates, diagnostics: analysis.updatesDiagnostics)) }
        return files
    }

    /// The `NAME.timeline.json` beside `NAME.wdl`, loaded (or refused, too
    /// large or unreadable as text), or nil when there is none.
    static func timelineBeside(_ path: String) throws -> SourceLoader.Loaded? {
        try fileBeside(path, suffix: ".timeline.json")
    }

    /// `NAME<suffix>` beside `NAME.wdl`, loaded or refused; nil when there is none.
    private static func fileBeside(_ path: String, suffix: String) throws -> SourceLoader.Loaded? {
        guard path.hasSuffix(".wdl") else { return nil }
        let dataPath = String(path.dropLast(4)) + suffix
        guard FileManager.default.fileExists(atPath: dataPath) else { return nil }
        return try SourceLoader.load(dataPath, limit: ParseOptions().maximumFileSize)
    }

    /// Loads `path` and runs the pipeline over it (with `timeline`);
    /// throws `UsageError` when it cannot be read.
    static func run(_ path: String, timeline: SourceFile? = nil, updates: SourceFile? = nil) throws -> SourceAnalysis {
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return SourceAnalysis(file: file, diagnostics: [diagnostic])
        case .file(let file):
            return Pipeline.analyze(file, timeline: timeline, updates: updates)
        }
    }
}

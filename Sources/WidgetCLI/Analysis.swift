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
    /// Analyses `path` and, when a `NAME.timeline.json` sits beside it,
    /// that timeline too; the source's diagnostics, then the timeline's.
    static func runWithTimeline(_ path: String) throws -> [FileDiagnostics] {
        var timeline: SourceFile?
        switch try timelineBeside(path) {
        case .refused(let file, let diagnostic)?:
            let analysis = try run(path)
            return [FileDiagnostics(file: analysis.file, diagnostics: analysis.diagnostics), FileDiagnostics(file: file, diagnostics: [diagnostic])]
        case .file(let file)?: timeline = file
        case nil: break
        }
        let analysis = try run(path, timeline: timeline)
        var files = [FileDiagnostics(file: analysis.file, diagnostics: analysis.diagnostics)]
        if let timeline, analysis.syntax != nil { files.append(FileDiagnostics(file: timeline, diagnostics: analysis.timelineDiagnostics)) }
        return files
    }

    /// The `NAME.timeline.json` beside `NAME.wdl`, loaded (or refused, too
    /// large or unreadable as text), or nil when there is none.
    static func timelineBeside(_ path: String) throws -> SourceLoader.Loaded? {
        guard path.hasSuffix(".wdl") else { return nil }
        let timelinePath = String(path.dropLast(4)) + ".timeline.json"
        guard FileManager.default.fileExists(atPath: timelinePath) else { return nil }
        return try SourceLoader.load(timelinePath, limit: ParseOptions().maximumFileSize)
    }

    /// Loads `path` and runs the pipeline over it (with `timeline`);
    /// throws `UsageError` when it cannot be read.
    static func run(_ path: String, timeline: SourceFile? = nil) throws -> SourceAnalysis {
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return SourceAnalysis(file: file, diagnostics: [diagnostic])
        case .file(let file):
            return Pipeline.analyze(file, timeline: timeline)
        }
    }
}

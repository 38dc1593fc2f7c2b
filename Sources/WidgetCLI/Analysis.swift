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

/// JSON text, written by hand so that key order is fixed and the output
/// is stable for diffs. `quote` is the only escaping function.
enum JSON {
    /// A JSON string literal for `text`.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `{"a": 1, "b": "x"}` from ordered pairs of key and JSON text.
    static func object(_ pairs: [(String, String)], indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let body = pairs.map { pad + quote($0.0) + ": " + $0.1 }.joined(separator: ",\n")
        return "{\n" + body + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    /// `[a, b]` from JSON texts, one a line.
    static func array(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "[]" }
        let pad = String(repeating: "  ", count: indent + 1)
        return "[\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "]"
    }
}

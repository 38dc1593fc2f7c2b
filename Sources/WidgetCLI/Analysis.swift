import Foundation
import WidgetCompiler

/// One file loaded, parsed and (if it parsed cleanly) checked.
struct Analysis {
    let file: SourceFile
    /// Syntax errors, or else the checker's errors and warnings.
    let diagnostics: [Diagnostic]
    /// The checker's per-widget reports; nil when the file did not parse.
    let report: CheckReport?
    /// The tree, when the file parsed cleanly.
    let syntax: SourceFileSyntax?

    /// Analyses `path` and, when a `NAME.timeline.json` sits beside it,
    /// that timeline too (its diagnostics point into the JSON file).
    static func runWithTimeline(_ path: String) throws -> [Analysis] {
        let analysis = try run(path)
        guard let syntax = analysis.syntax, path.hasSuffix(".wdl") else { return [analysis] }
        let timelinePath = String(path.dropLast(4)) + ".timeline.json"
        guard FileManager.default.fileExists(atPath: timelinePath) else { return [analysis] }
        switch try SourceLoader.load(timelinePath, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return [analysis, Analysis(file: file, diagnostics: [diagnostic], report: nil, syntax: nil)]
        case .file(let file):
            return [analysis, Analysis(file: file, diagnostics: TimelineChecker.check(file, against: syntax), report: nil, syntax: nil)]
        }
    }

    /// Loads and analyses `path`; throws `UsageError` when it cannot be read.
    static func run(_ path: String) throws -> Analysis {
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return Analysis(file: file, diagnostics: [diagnostic], report: nil, syntax: nil)
        case .file(let file):
            let result = WDLParser.parse(file)
            // Type-check only a file that parsed cleanly: checking a tree
            // with holes would report consequences of the syntax errors.
            guard !result.diagnostics.containsErrors else {
                return Analysis(file: file, diagnostics: result.diagnostics, report: nil, syntax: nil)
            }
            let report = Checker.analyze(result.syntax)
            return Analysis(file: file, diagnostics: result.diagnostics + report.diagnostics, report: report, syntax: result.syntax)
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

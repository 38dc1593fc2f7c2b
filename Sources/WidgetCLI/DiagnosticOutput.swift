import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// The output formats of `wdl lint`.
enum DiagnosticFormat: String, CaseIterable {
    /// The Swift compiler's format, with source lines and carets.
    case text
    /// A stable JSON array of objects.
    case json
    /// GitHub Actions workflow commands (`::error file=...::message`).
    case github
    /// SARIF 2.1.0, for code scanning.
    case sarif

    static func parse(_ value: String?, command: String) throws -> DiagnosticFormat {
        guard let value else { return .text }
        guard let format = DiagnosticFormat(rawValue: value) else {
            throw UsageError(
                "unknown format '\(value)' for 'wdl \(command)'; expected \(allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return format
    }
}

/// Renders diagnostics of many files in one format.
enum DiagnosticOutput {
    /// JSON objects for the diagnostics of one file, in source order.
    static func jsonObjects(_ analysis: FileDiagnostics) -> [String] {
        let converter = SourceLocationConverter(file: analysis.file)
        return analysis.diagnostics.sortedByPosition().map { diagnostic in
            let start = converter.location(of: diagnostic.range.start)
            let end = converter.location(of: diagnostic.range.end)
            let notes = diagnostic.notes.map { note -> String in
                let location = converter.location(of: note.range.start)
                return
                    "{\"line\": \(location.line), \"column\": \(location.column), \"message\": \(JSON.quote(note.message))}"
            }
            return JSON.object(
                [
                    ("file", JSON.quote(analysis.file.path)),
                    ("line", String(start.line)),
                    ("column", String(start.column)),
                    ("endLine", String(end.line)),
                    ("endColumn", String(end.column)),
                    ("severity", JSON.quote(diagnostic.severity.rawValue)),
                    ("id", JSON.quote(diagnostic.id.rawValue)),
                    ("family", diagnostic.family.map(JSON.quote) ?? "null"),
                    ("message", JSON.quote(diagnostic.message.text)),
                    ("notes", "[" + notes.joined(separator: ", ") + "]"),
                ], indent: 1)
        }
    }

    /// GitHub Actions annotations, one line per diagnostic; notes become
    /// `::notice` lines.
    static func github(_ analysis: FileDiagnostics) -> String {
        let converter = SourceLocationConverter(file: analysis.file)
        var out = ""
        for diagnostic in analysis.diagnostics.sortedByPosition() {
            let start = converter.location(of: diagnostic.range.start)
            let end = converter.location(of: diagnostic.range.end)
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            out +=
                "::\(command) file=\(property(analysis.file.path)),line=\(start.line),col=\(start.column),endLine=\(end.line),endColumn=\(end.column),title=\(property(diagnostic.id.rawValue))::\(data(diagnostic.message.text))\n"
            for note in diagnostic.notes {
                let location = converter.location(of: note.range.start)
                out +=
                    "::notice file=\(property(analysis.file.path)),line=\(location.line),col=\(location.column)::\(data(note.message))\n"
            }
        }
        return out
    }

    /// Escaping for a workflow command's message.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a workflow command's property value.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: ",", with: "%2C")
    }
}

import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl lint --format sarif`: SARIF 2.1.0, the format GitHub code scanning
/// and other static-analysis dashboards read. One run; a rule per id that
/// occurs; notes become related locations. Written by hand with `JSON`,
/// so key order is fixed.
enum SARIFOutput {
    static func document(_ files: [FileDiagnostics]) -> String {
        let ids = Set(files.flatMap { $0.diagnostics.map(\.id) }).sorted()
        let rules = ids.map { id in
            JSON.object(
                [("id", JSON.quote(id.rawValue)), ("name", JSON.quote(id.rawValue))], indent: 6)
        }
        let driver = JSON.object(
            [
                ("name", JSON.quote("wdl")),
                ("version", JSON.quote(CommandLineTool.version)),
                ("rules", JSON.array(rules, indent: 5)),
            ], indent: 4)
        let run = JSON.object(
            [
                ("tool", JSON.object([("driver", driver)], indent: 3)),
                ("results", JSON.array(files.flatMap(results), indent: 3)),
            ], indent: 2)
        return JSON.object(
            [
                ("$schema", JSON.quote("https://json.schemastore.org/sarif-2.1.0.json")),
                ("version", JSON.quote("2.1.0")),
                ("runs", JSON.array([run], indent: 1)),
            ], indent: 0) + "\n"
    }

    /// The results of one file, in source order.
    private static func results(_ file: FileDiagnostics) -> [String] {
        let converter = SourceLocationConverter(file: file.file)
        return file.diagnostics.sortedByPosition().map { diagnostic in
            let related = diagnostic.notes.map { note in
                JSON.object(
                    [
                        ("message", JSON.object([("text", JSON.quote(note.message))], indent: 7)),
                        (
                            "physicalLocation",
                            location(file.file.path, note.range, converter, indent: 7)
                        ),
                    ], indent: 6)
            }
            let primary = JSON.object(
                [
                    (
                        "physicalLocation",
                        location(file.file.path, diagnostic.range, converter, indent: 7)
                    )
                ], indent: 6)
            var pairs = [
                ("ruleId", JSON.quote(diagnostic.id.rawValue)),
                ("level", JSON.quote(diagnostic.severity.rawValue)),
                (
                    "message",
                    JSON.object([("text", JSON.quote(diagnostic.message.text))], indent: 5)
                ),
                ("locations", JSON.array([primary], indent: 5)),
            ]
            if !related.isEmpty {
                pairs.append(("relatedLocations", JSON.array(related, indent: 5)))
            }
            return JSON.object(pairs, indent: 4)
        }
    }

    /// A file and region; columns count characters from 1, as SARIF's default.
    private static func location(
        _ path: String, _ range: SourceRange, _ converter: SourceLocationConverter, indent: Int
    ) -> String {
        let start = converter.location(of: range.start)
        let end = converter.location(of: range.end)
        return JSON.object(
            [
                (
                    "artifactLocation",
                    JSON.object([("uri", JSON.quote(uri(path)))], indent: indent + 1)
                ),
                (
                    "region",
                    JSON.object(
                        [
                            ("startLine", String(start.line)),
                            ("startColumn", String(start.column)),
                            ("endLine", String(end.line)), ("endColumn", String(end.column)),
                        ], indent: indent + 1)
                ),
            ], indent: indent)
    }

    /// A path as a relative URI reference: `%` and spaces escaped.
    private static func uri(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
    }
}

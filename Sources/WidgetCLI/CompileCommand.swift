import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl compile FILE [--timeline T.json] [--config name=value ...] -o OUT [--json]`:
/// check a file, instantiate its placeholder or a timeline, and write the archive.
enum CompileCommand {
    static let command = Command(
        name: "compile",
        abstract:
            "Compile a widget or Live Activity into an archive (.wdla) of resolved view trees.",
        usage:
            "wdl compile <file.wdl> [--timeline <T.json> | --updates <U.json>] [--config <name=value>]... [--widget <name>] [--date <date>] [--locale <id>] [--time-zone <zone>] -o <out.wdla> [--json]",
        details: """
            The archive holds one resolved view tree per family (or Live Activity
            presentation) per entry: the placeholder, every entry of a widget's timeline,
            or every content of a Live Activity's updates (the start, each update, the
            end's final state, each with its stale date). A renderer needs nothing else.

            OPTIONS:
              --timeline T.json     Instantiate each entry of this timeline instead of the placeholder.
              --updates U.json      An activity's updates file (Name.updates.json): one entry per content.
              --config name=value   A configuration parameter's value (repeatable); others keep their defaults.
              --widget NAME         Which widget or activity, when the file declares several.
              --date DATE           The placeholder's date when it gives none (default 2001-01-01T00:00:00Z).
              --locale ID           The locale the body formats numbers and dates in (default en-US).
              --time-zone ZONE      The time zone of Calendar and date formatting (default UTC).
              -o OUT                Where to write; written atomically. With --json, '-' is standard output.
              --json                Write the JSON form (for people and diffs) instead of binary.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "compile", knownFlags: ["--json"],
            valueOptions: Set(["--timeline", "--updates", "--config", "--widget", "--date", "-o"])
                .union(RegionArguments.options))
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError("'wdl compile' takes one .wdl file", hint: "USAGE: \(command.usage)")
        }
        guard let output = scanner.value("-o") else {
            throw UsageError("'wdl compile' needs -o <out.wdla>", hint: "USAGE: \(command.usage)")
        }
        let json = scanner.flags.contains("--json")
        if output == "-", !json {
            throw UsageError("only the JSON form can go to standard output; add --json")
        }
        var options = InstantiationOptions(
            declaration: scanner.value("--widget"), region: try RegionArguments.parse(scanner))
        for pair in scanner.values["--config"] ?? [] {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("'--config \(pair)' is not name=value")
            }
            options.configuration.append(
                (String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
        }
        if let text = scanner.value("--date") {
            options.placeholderDate = try DateArgument.parse(text, option: "--date")
        }

        if scanner.value("--timeline") != nil, scanner.value("--updates") != nil {
            throw UsageError("give --timeline (a widget's) or --updates (an activity's), not both")
        }
        let compiled = try Compilation.run(
            path, timelinePath: scanner.value("--timeline"),
            updatesPath: scanner.value("--updates"), options: options)
        guard let archive = compiled.archive else {
            return CommandOutcome(exitCode: .failure, standardError: compiled.messages)
        }
        let bytes = json ? try ArchiveJSON.encode(archive) : ArchiveEncoder.encode(archive)
        if output == "-" {
            return CommandOutcome(
                exitCode: .success, standardOutput: String(decoding: bytes, as: UTF8.self),
                standardError: compiled.messages)
        }
        try OutputFile.write(bytes, to: output)
        let metadata = archive.metadata
        let noun = metadata.declaration.surfaceNoun
        let surfaces = plural(metadata.surfaces.count, noun.one, noun.many)
        let summary =
            "wrote \(output): \(metadata.declaration.name) \(metadata.name), \(surfaces) x \(plural(archive.entries.count, "entry", "entries")), \(bytes.count) bytes\n"
        return CommandOutcome(
            exitCode: .success, standardOutput: summary, standardError: compiled.messages)
    }
}

/// A file checked and instantiated, with its messages formatted.
struct Compilation {
    var archive: Archive?
    /// Diagnostics for standard error (timeline warnings included).
    var messages: String

    /// Runs the pipeline: parses, checks (placeholders included) and
    /// instantiates what `options` ask for; `archive` is nil after any error.
    static func run(
        _ path: String, timelinePath: String?, updatesPath: String? = nil,
        options: InstantiationOptions
    ) throws -> Compilation {
        let analysis = try Analysis.run(path)
        // Syntax and checker errors refuse any compile; another container's
        // failed placeholder does not (the pipeline decides, see `compile`).
        guard analysis.checked else {
            let errors = analysis.diagnostics.filter { $0.severity == .error }
            return Compilation(
                archive: nil,
                messages: DiagnosticFormatter(file: analysis.file).format(errors)
                    + "\(plural(errors.count, "error")) in \(path)\n")
        }
        if let catalogErrors = Analysis.catalogErrors(analysis) {
            return Compilation(archive: nil, messages: catalogErrors)
        }
        // The timeline of a widget or the updates of an activity: one data
        // file, whose diagnostics `timelineDiagnostics` holds either way.
        var dataFile: SourceFile?
        if let dataPath = timelinePath ?? updatesPath {
            switch try SourceLoader.load(dataPath, limit: ParseOptions().maximumFileSize) {
            case .refused(let file, let diagnostic):
                return Compilation(
                    archive: nil, messages: DiagnosticFormatter(file: file).format([diagnostic]))
            case .file(let file): dataFile = file
            }
        }
        let result: InstantiationResult
        do {
            result =
                try timelinePath != nil
                ? Pipeline.compile(analysis, timeline: dataFile, options: options)
                : Pipeline.compile(analysis, updates: dataFile, options: options)
        } catch {
            throw UsageError(error.description, hint: error.hint)
        }
        var messages = ""
        if let dataFile {
            messages += DiagnosticFormatter(file: dataFile).format(result.timelineDiagnostics)
        }
        messages += DiagnosticFormatter(file: analysis.file).format(result.diagnostics)
        let errorCount = (result.diagnostics + result.timelineDiagnostics).filter {
            $0.severity == .error
        }.count
        if errorCount > 0 { messages += "\(plural(errorCount, "error")) in \(path)\n" }
        return Compilation(archive: result.archive, messages: messages)
    }
}

/// Dates on the command line: ISO 8601 as in timelines.
enum DateArgument {
    static func parse(_ text: String, option: String) throws -> Date {
        guard let date = ISODate.date(from: text) ?? ISO8601DateFormatter().date(from: text) else {
            throw UsageError("'\(option) \(text)' is not a date such as 2026-11-21T09:00:00Z")
        }
        return date
    }
}

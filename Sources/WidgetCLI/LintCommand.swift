import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl lint FILE... [--format text|json|github|sarif] [--config FILE]`:
/// errors and warnings, after the files' lint directives and the lint
/// configuration.
enum LintCommand {
    static let command = Command(
        name: "lint",
        abstract: "Check .wdl files and also print warnings (text, json, github or sarif).",
        usage:
            "wdl lint <file.wdl>... [--format text|json|github|sarif] [--config FILE] | wdl lint --explain ID",
        details: """
            Runs the same checks as 'wdl check' and also reports warnings. A
            timeline beside a widget (Name.timeline.json) is checked too, and each
            widget's placeholder is laid out in every family it declares (the
            default device, light, the default text size): a text the family's
            canvas cuts is content-overflow.

            Warnings can be silenced in the source, as SwiftLint's are:
              // wdl:disable-next-line small-text
              Text("tiny").font(.system(size: 8))   // wdl:disable-line small-text
              // wdl:disable translucent-vibrant   ...   // wdl:enable translucent-vibrant
            and turned off or into errors by a .wdl-lint.json file, found in the
            file's directory or the nearest one above it:
              { "disabled": ["small-text"], "errors": ["missing-container-background"] }
            Errors cannot be silenced: a file with an error does not compile.

            OPTIONS:
              --format text     The Swift compiler's format on standard error (default).
              --format json     A JSON array on standard output: file, line, column,
                                endLine, endColumn, severity, id, family, message, notes.
              --format github   GitHub Actions annotations on standard output.
              --format sarif    SARIF 2.1.0 on standard output, for code scanning.
              --config FILE     Use this lint configuration instead of looking for one.
              --explain ID      Say what the diagnostic ID means, with an example, and
                                how to silence it if it is a warning.

            Exit status 1 when any error is reported; warnings alone exit 0.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "lint", valueOptions: ["--format", "--config", "--explain"])
        if let id = scanner.value("--explain") { return try explain(id) }
        guard !scanner.files.isEmpty else {
            throw UsageError("'wdl lint' needs at least one file", hint: "Run 'wdl help lint'.")
        }
        let format = try DiagnosticFormat.parse(scanner.value("--format"), command: "lint")
        var configurations = LintConfigurations(explicit: scanner.value("--config"))
        var analyses: [FileDiagnostics] = []
        for path in scanner.files {
            let configuration = try configurations.configuration(for: path)
            for var analysis in try Analysis.runWithTimeline(path, laysOut: true) {
                let directives = LintDirectives(file: analysis.file, tokens: analysis.tokens)
                analysis.diagnostics = LintPolicy.apply(
                    analysis.diagnostics, directives: directives, configuration: configuration)
                analyses.append(analysis)
            }
        }
        analyses = configurations.problems + analyses
        return outcome(analyses, files: scanner.files.count, format: format)
    }

    /// `wdl lint --explain ID`: the id's severity, an example and how to
    /// silence it; an unknown id is a usage error with a did-you-mean.
    static func explain(_ id: String) throws -> CommandOutcome {
        guard let text = DiagnosticID(rawValue: id).flatMap(DiagnosticExplanations.text(of:)) else {
            let suggestion =
                Spelling.closest(to: id, in: DiagnosticExplanations.all.map(\.rawValue)).map {
                    "; did you mean '\($0)'?"
                } ?? ""
            throw UsageError(
                "no diagnostic id '\(id)'\(suggestion)",
                hint: "Ids are printed in brackets after each message: [small-text].")
        }
        return CommandOutcome(exitCode: .success, standardOutput: text)
    }

    private static func outcome(_ analyses: [FileDiagnostics], files: Int, format: DiagnosticFormat)
        -> CommandOutcome
    {
        let diagnostics = analyses.flatMap(\.diagnostics)
        let exit: ExitCode = diagnostics.containsErrors ? .failure : .success
        switch format {
        case .json:
            return CommandOutcome(
                exitCode: exit,
                standardOutput: JSON.array(
                    analyses.flatMap(DiagnosticOutput.jsonObjects), indent: 0) + "\n")
        case .github:
            return CommandOutcome(
                exitCode: exit, standardOutput: analyses.map(DiagnosticOutput.github).joined())
        case .sarif:
            return CommandOutcome(exitCode: exit, standardOutput: SARIFOutput.document(analyses))
        case .text:
            var text = analyses.map { DiagnosticFormatter(file: $0.file).format($0.diagnostics) }
                .joined()
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            let notes = diagnostics.count - errors - warnings
            let count = files == 1 ? "1 file" : "\(files) files"
            let found =
                notes == 0
                ? "\(plural(errors, "error")) and \(plural(warnings, "warning"))"
                : "\(plural(errors, "error")), \(plural(warnings, "warning")) and \(plural(notes, "note"))"
            text +=
                diagnostics.isEmpty ? "linted \(count): no problems\n" : "\(found) in \(count)\n"
            return CommandOutcome(exitCode: exit, standardError: text)
        }
    }
}

/// The lint configuration of each file: `--config FILE`, or the
/// `.wdl-lint.json` in the file's directory or the nearest above it.
/// Each configuration file is read once; its problems are reported once.
struct LintConfigurations {
    static let fileName = ".wdl-lint.json"

    private let explicit: String?
    private var loaded: [String: LintConfiguration] = [:]
    /// The configuration files' own diagnostics.
    private(set) var problems: [FileDiagnostics] = []

    init(explicit: String?) {
        self.explicit = explicit
    }

    mutating func configuration(for sourcePath: String) throws -> LintConfiguration {
        guard let path = try explicit ?? Self.find(from: sourcePath) else {
            return LintConfiguration()
        }
        if let configuration = loaded[path] { return configuration }
        var configuration = LintConfiguration()
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            problems.append(FileDiagnostics(file: file, diagnostics: [diagnostic]))
        case .file(let file):
            let (read, diagnostics) = LintConfiguration.read(file)
            if let read { configuration = read }
            if !diagnostics.isEmpty {
                problems.append(FileDiagnostics(file: file, diagnostics: diagnostics))
            }
        }
        loaded[path] = configuration
        return configuration
    }

    /// The nearest configuration file at or above the source's directory.
    private static func find(from sourcePath: String) throws -> String? {
        var directory = URL(fileURLWithPath: sourcePath).standardizedFileURL
            .deletingLastPathComponent()
        for _ in 0..<64 {
            let candidate = directory.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return relative(candidate) }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
        return nil
    }

    /// A path under the working directory as a relative one, as diagnostics show paths.
    static func relative(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}

extension ArgumentScanner {
    /// Files plus an optional `--format VALUE`, for families.
    static func filesAndFormat(
        _ arguments: [String], command: String,
        formats: [DiagnosticFormat] = DiagnosticFormat.allCases
    ) throws -> ([String], DiagnosticFormat) {
        let scanner = try ArgumentScanner(arguments, command: command, valueOptions: ["--format"])
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl \(command)' needs at least one file", hint: "Run 'wdl help \(command)'.")
        }
        let formatValue = scanner.value("--format")
        let format = try DiagnosticFormat.parse(formatValue, command: command)
        guard formats.contains(format) else {
            throw UsageError(
                "'wdl \(command)' does not write '\(format.rawValue)'; expected \(formats.map(\.rawValue).joined(separator: " or "))"
            )
        }
        return (scanner.files, format)
    }
}

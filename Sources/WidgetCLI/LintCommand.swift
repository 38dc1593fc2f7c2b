import WidgetCompiler

/// `wdl lint FILE... [--format text|json|github]`: errors and warnings.
enum LintCommand {
    static let command = Command(
        name: "lint",
        abstract: "Check .wdl files and also print warnings (text, json or github).",
        usage: "wdl lint <file.wdl>... [--format text|json|github]",
        details: """
        Runs the same checks as 'wdl check' and also reports warnings. A
        timeline beside a widget (Name.timeline.json) is checked too.

        OPTIONS:
          --format text     The Swift compiler's format on standard error (default).
          --format json     A JSON array on standard output: file, line, column,
                            endLine, endColumn, severity, id, family, message, notes.
          --format github   GitHub Actions annotations on standard output.

        Exit status 1 when any error is reported; warnings alone exit 0.

        """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let (files, format) = try ArgumentScanner.filesAndFormat(arguments, command: "lint")
        let analyses = try files.flatMap(Analysis.runWithTimeline)
        let diagnostics = analyses.flatMap(\.diagnostics)
        let exit: ExitCode = diagnostics.containsErrors ? .failure : .success
        switch format {
        case .json:
            return CommandOutcome(exitCode: exit, standardOutput: JSON.array(analyses.flatMap(DiagnosticOutput.jsonObjects), indent: 0) + "\n")
        case .github:
            return CommandOutcome(exitCode: exit, standardOutput: analyses.map(DiagnosticOutput.github).joined())
        case .text:
            var text = analyses.map { DiagnosticFormatter(file: $0.file).format($0.diagnostics) }.joined()
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            let count = files.count == 1 ? "1 file" : "\(files.count) files"
            text += errors + warnings == 0
                ? "linted \(count): no problems\n"
                : "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(count)\n"
            return CommandOutcome(exitCode: exit, standardError: text)
        }
    }
}

func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}

extension ArgumentScanner {
    /// Files plus an optional `--format VALUE`, for lint and families.
    static func filesAndFormat(_ arguments: [String], command: String, formats: [DiagnosticFormat] = DiagnosticFormat.allCases) throws -> ([String], DiagnosticFormat) {
        let scanner = try ArgumentScanner(arguments, command: command, valueOptions: ["--format"])
        guard !scanner.files.isEmpty else {
            throw UsageError("'wdl \(command)' needs at least one file", hint: "Run 'wdl help \(command)'.")
        }
        let formatValue = scanner.value("--format")
        let format = try DiagnosticFormat.parse(formatValue, command: command)
        guard formats.contains(format) else {
            throw UsageError("'wdl \(command)' does not write '\(format.rawValue)'; expected \(formats.map(\.rawValue).joined(separator: " or "))")
        }
        return (scanner.files, format)
    }
}

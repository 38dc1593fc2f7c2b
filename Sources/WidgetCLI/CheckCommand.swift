import WidgetCompiler
import WidgetSyntax

/// `wdl check FILE...`: parse and check each file; print errors (not
/// warnings) in the Swift compiler's format.
enum CheckCommand {
    static let command = Command(
        name: "check",
        abstract: "Parse and check .wdl files; print errors; exit 1 on any error.",
        usage: "wdl check <file.wdl>...",
        details: """
            Checking includes instantiating every widget's and activity's
            placeholder, so what checks clean compiles: mistakes that only show
            with values (an index out of range, a view where a style belongs) are
            reported too. A timeline beside a widget (Name.timeline.json) is
            checked and instantiated as well.
            Diagnostics are printed to standard error as
              path:line:column: error: message [id]
            followed by the source line and a caret, as the Swift compiler does.
            Columns count characters, as editors show them.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "check")
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl check' needs at least one file", hint: "USAGE: wdl check <file.wdl>...")
        }
        var standardError = ""
        var errorCount = 0
        for analysis in try scanner.files.flatMap({
            try Analysis.runWithTimeline($0, keepsTokens: false)
        }) {
            let errors = analysis.diagnostics.filter { $0.severity == .error }
            standardError += DiagnosticFormatter(file: analysis.file).format(errors)
            errorCount += errors.count
        }
        let files = scanner.files.count == 1 ? "1 file" : "\(scanner.files.count) files"
        if errorCount > 0 {
            standardError += "\(plural(errorCount, "error")) in \(files)\n"
            return CommandOutcome(exitCode: .failure, standardError: standardError)
        }
        return CommandOutcome(exitCode: .success, standardOutput: "checked \(files): no errors\n")
    }
}

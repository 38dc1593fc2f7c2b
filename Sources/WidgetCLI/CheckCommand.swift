import WidgetCompiler

/// `wdl check FILE...`: parse and check each file; print errors (not
/// warnings) in the Swift compiler's format.
enum CheckCommand {
    static let command = Command(
        name: "check",
        abstract: "Parse and check .wdl files; print errors; exit 1 on any error.",
        usage: "wdl check <file.wdl>...",
        details: """
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
            throw UsageError("'wdl check' needs at least one file", hint: "USAGE: wdl check <file.wdl>...")
        }
        var standardError = ""
        var errorCount = 0
        var warningCount = 0
        for path in scanner.files {
            let (file, diagnostics) = try parse(path)
            standardError += DiagnosticFormatter(file: file).format(diagnostics)
            errorCount += diagnostics.filter { $0.severity == .error }.count
            warningCount += diagnostics.filter { $0.severity == .warning }.count
        }
        let files = scanner.files.count == 1 ? "1 file" : "\(scanner.files.count) files"
        if errorCount > 0 {
            standardError += "\(errorCount) error\(errorCount == 1 ? "" : "s") in \(files)\n"
            return CommandOutcome(exitCode: .failure, standardError: standardError)
        }
        let summary = "checked \(files): no errors" + (warningCount > 0 ? ", \(warningCount) warning\(warningCount == 1 ? "" : "s")" : "") + "\n"
        return CommandOutcome(exitCode: .success, standardOutput: summary, standardError: standardError)
    }

    /// Loads and parses one path: the file and every diagnostic for it.
    static func parse(_ path: String) throws -> (SourceFile, [Diagnostic]) {
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return (file, [diagnostic])
        case .file(let file):
            let result = WDLParser.parse(file)
            // Type-check only a file that parsed cleanly: checking a tree
            // with holes would report consequences of the syntax errors.
            guard !result.diagnostics.containsErrors else { return (file, result.diagnostics) }
            let checked = Checker.check(result.syntax).filter { $0.severity == .error }
            return (file, result.diagnostics + checked)
        }
    }
}

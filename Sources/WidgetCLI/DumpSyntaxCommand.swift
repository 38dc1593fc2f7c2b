import WidgetCompiler
import WidgetSyntax

/// `wdl dump-ast FILE`: the syntax tree with line:column ranges.
enum DumpSyntaxCommand {
    static let command = Command(
        name: "dump-ast",
        abstract: "Print a file's syntax tree with source ranges.",
        usage: "wdl dump-ast [--source] <file.wdl>",
        details: """
            Each line is one node, indented under its parent, followed by its
            range as @line:column-line:column (columns in characters). The tree is
            printed even when the file has errors; missing parts show as Error.

            OPTIONS:
              --source    Print the tree back as canonical .wdl source instead
                          (four-space indentation; comments are not kept).

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "dump-ast", knownFlags: ["--source"])
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError(
                "'wdl dump-ast' takes exactly one file", hint: "USAGE: wdl dump-ast <file.wdl>")
        }
        let file: SourceFile
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let refused, let diagnostic):
            return CommandOutcome(
                exitCode: .failure,
                standardError: DiagnosticFormatter(file: refused).format([diagnostic]))
        case .file(let loaded):
            file = loaded
        }
        let result = WDLParser.parse(file)
        let converter = SourceLocationConverter(file: file)
        let dump =
            scanner.flags.contains("--source")
            ? SyntaxPrinter.print(result.syntax)
            : SyntaxDumper.dump(result.syntax, converter: converter)
        let errors = DiagnosticFormatter(converter: converter).format(result.diagnostics)
        return CommandOutcome(
            exitCode: result.diagnostics.containsErrors ? .failure : .success, standardOutput: dump,
            standardError: errors)
    }
}

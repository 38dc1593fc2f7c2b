import WidgetCompiler
import WidgetSnapshots
import WidgetSyntax

/// `wdl format FILE... [--check]`: the canonical layout, in place.
enum FormatCommand {
    static let command = Command(
        name: "format",
        abstract: "Format .wdl files in place (or check that they are formatted).",
        usage: "wdl format <file.wdl>... [--check]",
        details: """
            Rewrites each file in the canonical layout: four spaces a level,
            modifier chains one step in, one space between tokens where Swift
            puts one, at most one blank line in a row. Comments, blank-line
            groups and line breaks are kept; long lines are not wrapped. The
            result is parsed again and must mean exactly what the file meant.
            Files are written atomically, and only when they change.

            A file with syntax errors is left as it is; its errors are printed.

            OPTIONS:
              --check   Change nothing; print the diff of every file that is not
                        formatted, and exit 1 if there is one (for CI).

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "format", knownFlags: ["--check"])
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl format' needs at least one file",
                hint: "USAGE: wdl format <file.wdl>... [--check]")
        }
        let check = scanner.flags.contains("--check")
        var outcome = CommandOutcome(exitCode: .success)
        var changed: [String] = []
        var failed = 0
        for path in scanner.files {
            let file: SourceFile
            switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
            case .refused(let refused, let diagnostic):
                outcome.standardError += DiagnosticFormatter(file: refused).format([diagnostic])
                failed += 1
                continue
            case .file(let loaded):
                file = loaded
            }
            switch SourceFormatter.format(file) {
            case .refused(let diagnostics):
                outcome.standardError += DiagnosticFormatter(file: file).format(diagnostics)
                failed += 1
            case .formatted(let text) where Array(text.utf8) != file.bytes:
                changed.append(path)
                if check {
                    let old = String(decoding: file.bytes, as: UTF8.self)
                    outcome.standardOutput += UnifiedDiff.diff(
                        old: old, new: text, oldName: path, newName: path + " (formatted)")
                } else {
                    try OutputFile.write(Array(text.utf8), to: path)
                }
            case .formatted:
                break
            }
        }
        outcome.standardError += summary(
            files: scanner.files.count, changed: changed, failed: failed, check: check)
        outcome.exitCode = failed > 0 || (check && !changed.isEmpty) ? .failure : .success
        return outcome
    }

    /// The closing line: what changed (or would), and what could not be formatted.
    private static func summary(files: Int, changed: [String], failed: Int, check: Bool) -> String {
        var parts: [String] = []
        if check {
            parts.append(
                changed.isEmpty
                    ? "\(plural(files, "file")) already formatted"
                    : "\(plural(changed.count, "file")) would be reformatted")
        } else {
            parts.append(
                changed.isEmpty
                    ? "\(plural(files, "file")) already formatted"
                    : "reformatted \(plural(changed.count, "file")): \(changed.joined(separator: ", "))"
            )
        }
        if failed > 0 { parts.append("\(plural(failed, "file")) not formatted because of errors") }
        return parts.joined(separator: "; ") + "\n"
    }
}

import Foundation
import WidgetArchive
import WidgetAudit
import WidgetCompiler
import WidgetSnapshots
import WidgetSyntax

/// `wdl audit FILE... [--format text|json|sarif] [--family NAME] [--strict]
/// [--config FILE]`: what a person would see wrong, in every family,
/// mode, scheme, text size and language.
enum AuditCommand {
    static let command = Command(
        name: "audit",
        abstract:
            "Find what a person would see wrong in every family, mode, text size and language.",
        usage:
            "wdl audit <file.wdl|folder>... [--format text|json|sarif] [--family <a,b>] [--strict] [--config FILE] | wdl audit --explain ID",
        details: """
            Lays out each widget's, activity's and control's placeholder and every entry
            of its Name.timeline.json (an activity's Name.updates.json) in every family
            it declares, in each rendering mode, both colour schemes, at the text sizes
            large (the default), xxxLarge and accessibility3, in the source's words, in
            each language of its String Catalog, and in Xcode's double-length and
            right-to-left pseudo-languages; then reports, once per view, what a person
            would see wrong, naming the layouts where it shows:

              truncated-text      a text cut short with "…"
              clipped-content     a text or image outside the canvas or its clip; a
                                  Live Activity taller than 160 pt
              low-contrast        text under WCAG 2.2's 4.5:1 (3:1 large) against
                                  what is drawn behind it
              accented-invisible  content the accented or vibrant mode makes vanish
              small-tap-target    a Button, Toggle or Link under 44x44 pt, or overlapping
              unlabeled-button    a control VoiceOver has no words for
              text-too-small      text under 11 pt at the default text size

            Findings are warnings, silenced as lint's are (// wdl:disable-next-line ID,
            a .wdl-lint.json). A file with errors is not audited: its errors are printed.

            OPTIONS:
              --format text     The Swift compiler's format on standard error (default).
              --format json     A JSON array on standard output, as 'wdl lint' writes it.
              --format sarif    SARIF 2.1.0 on standard output, for code scanning.
              --family A,B      Audit only these families (presentations, controls).
              --strict          Exit 1 when there is any finding.
              --config FILE     Use this lint configuration instead of looking for one.
              --explain ID      Say what a finding means, with an example.

            Exit status 1 on an error, or with --strict on any finding.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "audit", knownFlags: ["--strict"],
            valueOptions: ["--format", "--config", "--explain", "--family"])
        if let id = scanner.value("--explain") { return try LintCommand.explain(id) }
        guard !scanner.files.isEmpty else {
            throw UsageError("'wdl audit' needs at least one file", hint: "Run 'wdl help audit'.")
        }
        let format = try DiagnosticFormat.parse(scanner.value("--format"), command: "audit")
        guard format != .github else {
            throw UsageError("'wdl audit' does not write 'github'; expected text, json or sarif")
        }
        var matrix = AuditMatrix()
        if let families = scanner.value("--family") {
            let names = Set(families.split(separator: ",").map { String($0) })
            let known = Set(
                WidgetFamily.allCases.map(\.rawValue)
                    + ActivityPresentation.allCases.map(\.rawValue)
                    + ControlSurface.allCases.map(\.rawValue))
            if let unknown = names.subtracting(known).sorted().first {
                throw UsageError(
                    "unknown family '\(unknown)'",
                    hint: Spelling.closest(to: unknown, in: known.sorted()).map {
                        "Did you mean '\($0)'?"
                    } ?? "Run 'wdl families FILE' to see a widget's families.")
            }
            matrix.families = names
        }
        var configurations = LintConfigurations(explicit: scanner.value("--config"))
        var run = try auditAll(
            try SnapshotCommand.files(scanner.files), matrix: matrix,
            configurations: &configurations)
        run.files = configurations.problems + run.files
        return outcome(run, format: format, strict: scanner.flags.contains("--strict"))
    }

    /// What auditing some files gave.
    struct Run {
        /// The files' findings, or the errors that kept a file from being audited.
        var files: [FileDiagnostics] = []
        /// How many layouts were judged.
        var layouts = 0
        /// How many sources were audited, and how many were not.
        var audited = 0
        var notAudited = 0
        /// The formatted errors of timelines and updates files that kept
        /// their source from being audited.
        var refused = ""
    }

    /// Audits each file, the lint configuration and directives applied:
    /// the files' findings (or errors), the layouts judged, and the
    /// formatted errors of timelines and updates files that refused a
    /// source.
    static func auditAll(
        _ urls: [URL], matrix: AuditMatrix, configurations: inout LintConfigurations
    ) throws -> Run {
        var run = Run()
        for url in urls {
            let path = LintConfigurations.relative(url.path)
            let configuration = try configurations.configuration(for: path)
            do {
                let (found, count) = try audit(
                    path, matrix: matrix, configuration: configuration)
                run.files += found
                if let count {
                    run.layouts += count
                    run.audited += 1
                } else {
                    run.notAudited += 1
                }
            } catch let error as SnapshotSourceError {
                // A timeline's or updates' errors: formatted by the snapshot loader.
                run.refused += error.description
                run.notAudited += 1
            }
        }
        return run
    }

    /// The findings of one source, or its errors (the source's, its
    /// String Catalog's, its timeline's or updates'), and how many layouts
    /// were judged.
    /// `text` stands for the source's contents when given (the language
    /// server's unsaved text); the file's lint directives and
    /// `configuration` apply to the findings.
    static func audit(
        _ path: String, matrix: AuditMatrix, text: String? = nil,
        configuration: LintConfiguration = LintConfiguration()
    ) throws -> ([FileDiagnostics], Int?) {
        let analysis =
            try text.map {
                Pipeline.analyze(
                    SourceFile(path: path, text: $0),
                    strings: try SnapshotSource.catalog(beside: URL(fileURLWithPath: path)))
            } ?? Analysis.run(path)
        func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.filter { $0.severity == .error }
        }
        var refused = [
            FileDiagnostics(
                file: analysis.file, diagnostics: errors(analysis.diagnostics),
                tokens: analysis.tokens)
        ]
        if let strings = analysis.strings {
            refused.append(
                FileDiagnostics(file: strings, diagnostics: errors(analysis.stringsDiagnostics)))
        }
        refused = refused.filter { !$0.diagnostics.isEmpty }
        guard refused.isEmpty, let syntax = analysis.syntax else { return (refused, nil) }
        let subjects = try AuditSources.load(
            URL(fileURLWithPath: path), languages: analysis.catalog?.languages ?? [], text: text)
        let result = Audit.run(
            subjects, matrix: matrix, assets: .beside(path),
            fallback: Pipeline.containerNameRanges(syntax))
        let directives = LintDirectives(file: analysis.file, tokens: analysis.tokens)
        let findings = LintPolicy.apply(
            result.diagnostics, directives: directives, configuration: configuration)
        return (
            [FileDiagnostics(file: analysis.file, diagnostics: findings, tokens: analysis.tokens)],
            result.layouts
        )
    }

    /// The command's outcome: the findings in `format`, and in text a
    /// closing count. Exit 1 on an error, or with `strict` on a finding.
    static func outcome(_ run: Run, format: DiagnosticFormat, strict: Bool) -> CommandOutcome {
        let diagnostics = run.files.flatMap(\.diagnostics)
        let failed = diagnostics.containsErrors || !run.refused.isEmpty
        let exit: ExitCode = failed || (strict && !diagnostics.isEmpty) ? .failure : .success
        switch format {
        case .json:
            return CommandOutcome(
                exitCode: exit,
                standardOutput: JSON.array(
                    run.files.flatMap(DiagnosticOutput.jsonObjects), indent: 0) + "\n",
                standardError: run.refused)
        case .sarif, .github:
            return CommandOutcome(
                exitCode: exit, standardOutput: SARIFOutput.document(run.files),
                standardError: run.refused)
        case .text:
            var text =
                run.refused
                + run.files.map { DiagnosticFormatter(file: $0.file).format($0.diagnostics) }
                .joined()
            // A finding a configuration makes an error is still a finding.
            let findings = diagnostics.filter { $0.id.group == .audit }.count
            let errors = diagnostics.filter { $0.severity == .error && $0.id.group != .audit }
            text +=
                "audited \(plural(run.audited, "file")) in \(plural(run.layouts, "layout")): \(findings == 0 ? "no findings" : plural(findings, "finding"))"
                + (run.notAudited > 0 ? "; \(run.notAudited) not audited" : "")
                + (errors.isEmpty && run.refused.isEmpty ? "" : " (errors above)") + "\n"
            return CommandOutcome(exitCode: exit, standardError: text)
        }
    }
}

import Foundation
import WidgetCompiler
import WidgetEmit
import WidgetSyntax

/// `wdl emit swift FILE... -o DIR`: the SwiftUI source of a widget
/// extension, one Swift file per .wdl and the support file.
enum EmitCommand {
    static let command = Command(
        name: "emit",
        abstract: "Write the SwiftUI source of a widget extension (wdl emit swift).",
        usage: "wdl emit swift <file.wdl>... -o <dir> [--widget <name>]",
        details: """
            Checks each file as 'wdl check' does; any error stops emission with the
            usual diagnostics and exit status 1, and nothing is written. Otherwise
            writes DIR/<File>.swift for each .wdl (its structs, intents, views,
            widgets with their entries, timeline providers and previews, and Live
            Activities) and DIR/WDLSupport.swift, atomically. The app implements the
            hooks the files name: each widget's entries and each intent's action.
            A NAME.timeline.json beside NAME.wdl is checked with it, and its reload
            policy becomes the policy of the file's first widget's provider. The
            String Catalog beside it (NAME.xcstrings or Localizable.xcstrings) is
            checked too and copied to DIR/Localizable.xcstrings, the table SwiftUI
            looks Text literals up in; add it to the extension's target.

            OPTIONS:
              -o DIR          Where to write (made when missing).
              --widget NAME   Only this widget or activity (with the files' structs,
                              intents and views).

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        guard arguments.first == "swift" else {
            throw UsageError(
                "'wdl emit' emits Swift: wdl emit swift <file.wdl>... -o <dir>",
                hint: "USAGE: \(command.usage)")
        }
        let scanner = try ArgumentScanner(
            Array(arguments.dropFirst()), command: "emit", valueOptions: ["-o", "--widget"])
        let only = scanner.value("--widget")
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl emit swift' needs at least one .wdl file", hint: "USAGE: \(command.usage)")
        }
        guard let output = scanner.value("-o") else {
            throw UsageError("'wdl emit swift' needs -o <dir>", hint: "USAGE: \(command.usage)")
        }
        var files: [EmittedFile] = []
        var catalogs: [SourceFile] = []
        var standardError = ""
        var failed = false
        for path in scanner.files {
            switch try analyze(path) {
            case .failed(let message):
                standardError += message
                failed = true
            case .checked(let syntax, let source, let timeline, let strings):
                if let strings, !catalogs.contains(where: { $0.path == strings.path }) {
                    catalogs.append(strings)
                }
                if let only, !Pipeline.containerNames(syntax).contains(only) {
                    let known = Pipeline.containerNames(syntax)
                    throw UsageError(
                        "\(path) has no widget or activity '\(only)'; it has \(known.isEmpty ? "none" : known.joined(separator: ", "))"
                    )
                }
                files.append(
                    SwiftEmitter.emit(
                        syntax, path: path, source: source, only: only, timeline: timeline))
            }
        }
        // An error anywhere writes nothing: a half-emitted target would not build either.
        if failed { return CommandOutcome(exitCode: .failure, standardError: standardError) }
        let names = files.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw UsageError(
                "two files would both be written as '\(duplicate)'; emit them to different directories"
            )
        }
        guard catalogs.count < 2 else {
            throw UsageError(
                "\(catalogs[0].path) and \(catalogs[1].path) would both be written as Localizable.xcstrings; emit them to different directories"
            )
        }
        // The catalog goes over unchanged: SwiftUI reads the same JSON.
        files += catalogs.map {
            EmittedFile(
                name: "Localizable.xcstrings", contents: String(decoding: $0.bytes, as: UTF8.self))
        }
        try DirectoryArgument.create(output)
        var summary = ""
        for file in files + [SwiftEmitter.support] {
            let path = URL(fileURLWithPath: output).appendingPathComponent(file.name).path
            try OutputFile.write(Array(file.contents.utf8), to: path)
            summary += "wrote \(path)\n"
        }
        return CommandOutcome(
            exitCode: .success, standardOutput: summary, standardError: standardError)
    }

    /// What checking one file for emission gave.
    enum Checked {
        /// It checked clean: its syntax, text, declared timeline and String Catalog.
        case checked(
            SourceFileSyntax, source: String, timeline: DeclaredTimeline?, strings: SourceFile?)
        /// It did not: the formatted diagnostics.
        case failed(String)
    }

    /// Checks `path` with the timeline beside it, as `wdl check` does; a
    /// clean timeline gives its widget's reload policy.
    static func analyze(_ path: String) throws -> Checked {
        var timelineFile: SourceFile?
        switch try Analysis.timelineBeside(path) {
        case .refused(let file, let diagnostic)?:
            return .failed(
                DiagnosticFormatter(file: file).format([diagnostic]) + "1 error in \(file.path)\n")
        case .file(let file)?: timelineFile = file
        case nil: break
        }
        let analysis = try Analysis.run(path, timeline: timelineFile)
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        let timelineErrors = analysis.timelineDiagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, timelineErrors.isEmpty, let syntax = analysis.syntax else {
            var message = DiagnosticFormatter(file: analysis.file).format(errors)
            if let timelineFile {
                message += DiagnosticFormatter(file: timelineFile).format(timelineErrors)
            }
            return .failed(
                message + "\(plural(errors.count + timelineErrors.count, "error")) in \(path)\n")
        }
        if let catalogErrors = Analysis.catalogErrors(analysis) { return .failed(catalogErrors) }
        let source = String(decoding: analysis.file.bytes, as: UTF8.self)
        return .checked(
            syntax, source: source,
            timeline: timelineFile.flatMap {
                declaredTimeline($0, analysis: analysis, syntax: syntax)
            },
            strings: analysis.strings)
    }

    /// The reload policy and first entry of `timeline`, compiled for the
    /// file's first widget (the one a timeline belongs to).
    static func declaredTimeline(
        _ timeline: SourceFile, analysis: SourceAnalysis, syntax: SourceFileSyntax
    ) -> DeclaredTimeline? {
        guard
            let widget = syntax.declarations.lazy.compactMap({
                if case .widget(let decl) = $0 { decl.name.name } else { nil }
            }).first,
            let archive = try? Pipeline.compile(
                analysis, timeline: timeline, options: InstantiationOptions(declaration: widget)
            ).archive
        else {
            return nil
        }
        return DeclaredTimeline(
            widget: widget, policy: archive.metadata.reloadPolicy,
            firstEntry: archive.entries.first?.date,
            fileName: URL(fileURLWithPath: timeline.path).lastPathComponent,
            relevance: TimelineRelevance.clues(of: timeline))
    }
}

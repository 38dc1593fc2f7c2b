import Foundation
import WidgetCompiler
import WidgetEmit

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

        OPTIONS:
          -o DIR          Where to write (made when missing).
          --widget NAME   Only this widget or activity (with the files' structs,
                          intents and views).

        """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        guard arguments.first == "swift" else {
            throw UsageError("'wdl emit' emits Swift: wdl emit swift <file.wdl>... -o <dir>", hint: "USAGE: \(command.usage)")
        }
        let scanner = try ArgumentScanner(Array(arguments.dropFirst()), command: "emit", valueOptions: ["-o", "--widget"])
        let only = scanner.value("--widget")
        guard !scanner.files.isEmpty else { throw UsageError("'wdl emit swift' needs at least one .wdl file", hint: "USAGE: \(command.usage)") }
        guard let output = scanner.value("-o") else { throw UsageError("'wdl emit swift' needs -o <dir>", hint: "USAGE: \(command.usage)") }
        var files: [EmittedFile] = []
        var standardError = ""
        var failed = false
        for path in scanner.files {
            let analysis = try Analysis.run(path)
            let errors = analysis.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty, let syntax = analysis.syntax else {
                standardError += DiagnosticFormatter(file: analysis.file).format(errors) + "\(plural(errors.count, "error")) in \(path)\n"
                failed = true
                continue
            }
            if let only, !Pipeline.containerNames(syntax).contains(only) {
                let known = Pipeline.containerNames(syntax)
                throw UsageError("\(path) has no widget or activity '\(only)'; it has \(known.isEmpty ? "none" : known.joined(separator: ", "))")
            }
            files.append(SwiftEmitter.emit(syntax, path: path, source: String(decoding: analysis.file.bytes, as: UTF8.self), only: only))
        }
        // An error anywhere writes nothing: a half-emitted target would not build either.
        if failed { return CommandOutcome(exitCode: .failure, standardError: standardError) }
        let names = files.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw UsageError("two files would both be written as '\(duplicate)'; emit them to different directories")
        }
        try DirectoryArgument.create(output)
        var summary = ""
        for file in files + [SwiftEmitter.support] {
            let path = URL(fileURLWithPath: output).appendingPathComponent(file.name).path
            try OutputFile.write(Array(file.contents.utf8), to: path)
            summary += "wrote \(path)\n"
        }
        return CommandOutcome(exitCode: .success, standardOutput: summary, standardError: standardError)
    }
}

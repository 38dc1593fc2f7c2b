import Foundation
import WidgetAudit
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// The diagnostics of one file for output: a source, or the timeline
/// checked with it (its diagnostics point into the JSON file).
struct FileDiagnostics {
    let file: SourceFile
    var diagnostics: [Diagnostic]
    /// The tokens of a `.wdl` file's parse, which lint directives are read
    /// from; none for a JSON file, which has no comments.
    var tokens = SyntaxTokens()
}

/// Loading files and running them through the compiler's one pipeline.
enum Analysis {
    /// Analyses `path` and, when a `NAME.timeline.json` (a widget's) or a
    /// `NAME.updates.json` (an activity's) sits beside it, those too; the
    /// source's diagnostics, then the timeline's, then the updates', then
    /// the String Catalog's (`run` finds it). `keepsTokens: false` leaves
    /// the parse's tokens out, for a caller that reads no lint directive
    /// (`wdl check`). `laysOut` adds the warnings only a layout of the
    /// placeholder shows (`LayoutLint`, for `wdl lint`).
    static func runWithTimeline(_ path: String, keepsTokens: Bool = true, laysOut: Bool = false)
        throws -> [FileDiagnostics]
    {
        var dataFiles: [SourceFile?] = []
        var refused: [FileDiagnostics] = []
        for suffix in [".timeline.json", ".updates.json"] {
            switch try fileBeside(path, suffix: suffix) {
            case .refused(let file, let diagnostic)?:
                refused.append(FileDiagnostics(file: file, diagnostics: [diagnostic]))
                dataFiles.append(nil)
            case .file(let file)?: dataFiles.append(file)
            case nil: dataFiles.append(nil)
            }
        }
        let (timeline, updates) = (dataFiles[0], dataFiles[1])
        var analysis = try run(
            path, timeline: timeline, updates: updates, keepsPlaceholders: laysOut,
            keepsTokens: keepsTokens)
        if laysOut {
            let assets = SourceAssets.beside(path)
            analysis.diagnostics +=
                LayoutLint.check(analysis, assets: assets)
                + FontLint.check(analysis, fonts: assets.fonts)
        }
        var files =
            [
                FileDiagnostics(
                    file: analysis.file, diagnostics: analysis.diagnostics, tokens: analysis.tokens)
            ] + refused
        if let timeline, analysis.syntax != nil {
            files.append(FileDiagnostics(file: timeline, diagnostics: analysis.timelineDiagnostics))
        }
        if let updates, analysis.syntax != nil {
            files.append(FileDiagnostics(file: updates, diagnostics: analysis.updatesDiagnostics))
        }
        if let strings = analysis.strings {
            files.append(FileDiagnostics(file: strings, diagnostics: analysis.stringsDiagnostics))
        }
        return files
    }

    /// The `NAME.timeline.json` beside `NAME.wdl`, loaded (or refused, too
    /// large or unreadable as text), or nil when there is none.
    static func timelineBeside(_ path: String) throws -> SourceLoader.Loaded? {
        try fileBeside(path, suffix: ".timeline.json")
    }

    /// `NAME<suffix>` beside `NAME.wdl`, loaded or refused; nil when there is none.
    private static func fileBeside(_ path: String, suffix: String) throws -> SourceLoader.Loaded? {
        guard path.hasSuffix(".wdl") else { return nil }
        let dataPath = String(path.dropLast(4)) + suffix
        guard FileManager.default.fileExists(atPath: dataPath) else { return nil }
        return try SourceLoader.load(dataPath, limit: ParseOptions().maximumFileSize)
    }

    /// The String Catalog beside `NAME.wdl` (`StringCatalog.paths(beside:)`:
    /// `NAME.xcstrings`, else `Localizable.xcstrings`), loaded or refused;
    /// nil when there is none.
    static func catalogBeside(_ path: String) throws -> SourceLoader.Loaded? {
        guard path.hasSuffix(".wdl"),
            let catalog = StringCatalog.paths(beside: path).first(
                where: FileManager.default.fileExists(atPath:))
        else { return nil }
        return try SourceLoader.load(catalog, limit: ParseOptions().maximumFileSize)
    }

    /// Loads `path` and runs the pipeline over it (with `timeline`, and
    /// the String Catalog beside it); throws `UsageError` when it cannot
    /// be read. `keepsPlaceholders` as `Pipeline.analyze` takes it.
    static func run(
        _ path: String, timeline: SourceFile? = nil, updates: SourceFile? = nil,
        keepsPlaceholders: Bool = true, keepsTokens: Bool = true
    ) throws -> SourceAnalysis {
        var options = ParseOptions()
        options.keepsTokens = keepsTokens
        switch try SourceLoader.load(path, limit: ParseOptions().maximumFileSize) {
        case .refused(let file, let diagnostic):
            return SourceAnalysis(file: file, diagnostics: [diagnostic])
        case .file(let file):
            switch try catalogBeside(path) {
            case .file(let strings)?:
                return Pipeline.analyze(
                    file, timeline: timeline, updates: updates, strings: strings,
                    options: options, keepsPlaceholders: keepsPlaceholders)
            case .refused(let strings, let diagnostic)?:
                var analysis = Pipeline.analyze(
                    file, timeline: timeline, updates: updates, options: options,
                    keepsPlaceholders: keepsPlaceholders)
                analysis.strings = strings
                analysis.stringsDiagnostics = [diagnostic]
                return analysis
            case nil:
                return Pipeline.analyze(
                    file, timeline: timeline, updates: updates, options: options,
                    keepsPlaceholders: keepsPlaceholders)
            }
        }
    }

    /// The String Catalog's errors formatted with a closing count, or nil
    /// when it has none (or there is no catalog).
    static func catalogErrors(_ analysis: SourceAnalysis) -> String? {
        let errors = analysis.stringsDiagnostics.filter { $0.severity == .error }
        guard let strings = analysis.strings, !errors.isEmpty else { return nil }
        return DiagnosticFormatter(file: strings).format(errors)
            + "\(plural(errors.count, "error")) in \(strings.path)\n"
    }
}

import Foundation
import WidgetCompiler
import WidgetSyntax

/// A document the editor has open: its text as the editor has it (not as
/// on disk), and the pipeline's analysis of that text.
struct OpenDocument {
    let uri: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private(set) var analysis: SourceAnalysis
    private(set) var lines: LineIndex
    /// The syntax tree, also when the text does not parse cleanly (the
    /// pipeline keeps none then): the parser recovers locally, so hover,
    /// completion and navigation still work on the rest of the file.
    private(set) var syntax: SourceFileSyntax
    /// The findings of the last audit of this version (`wdl audit`):
    /// cleared by an edit, as they describe the text saved.
    var audit: [Diagnostic] = []

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lines = LineIndex(bytes)
        analysis = Self.analyze(bytes, path: Self.path(of: uri))
        syntax = Self.syntax(of: analysis)
    }

    var file: SourceFile { analysis.file }

    /// The file path of a `file:` URI (percent escapes decoded), else the URI.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// Applies the editor's changes in order (whole-text or ranged, as
    /// incremental sync sends them) and analyses the result once.
    mutating func apply(_ changes: [JSONValue], version: Int) {
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            if let range = lines.sourceRange(change["range"]) {
                bytes.replaceSubrange(range.0..<range.1, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
            lines = LineIndex(bytes)
        }
        self.version = version
        audit = []
        analysis = Self.analyze(bytes, path: Self.path(of: uri))
        syntax = Self.syntax(of: analysis)
    }

    /// The checked syntax, or the recovered parse of a text with errors.
    private static func syntax(of analysis: SourceAnalysis) -> SourceFileSyntax {
        analysis.syntax ?? WDLParser.parse(analysis.file).syntax
    }

    /// The pipeline, as `wdl lint` runs it on a file: errors and warnings,
    /// with the file's `// wdl:disable` directives applied.
    private static func analyze(_ bytes: [UInt8], path: String) -> SourceAnalysis {
        var analysis = Pipeline.analyze(SourceFile(path: path, bytes: bytes))
        analysis.diagnostics = LintPolicy.apply(
            analysis.diagnostics,
            directives: LintDirectives(file: analysis.file, tokens: analysis.tokens),
            configuration: LintConfiguration())
        return analysis
    }
}

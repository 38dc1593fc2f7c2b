import WidgetSyntax

/// The lint controls written in a file's comments, as SwiftLint's are:
///
///     // wdl:disable-next-line small-text
///     // wdl:disable-line small-text        (on the line of the code)
///     // wdl:disable translucent-vibrant    ... // wdl:enable translucent-vibrant
///     // wdl:disable all
///
/// Ids are separated by spaces or commas; text after ` -- ` is a reason
/// and ignored. Directives only silence warnings: an error means the file
/// does not compile, and no comment changes that.
public struct LintDirectives: Sendable {
    /// Which ids a directive names; nil is `all`.
    typealias Ids = Set<DiagnosticID>?

    /// A byte range in which `ids` are disabled.
    private struct Region: Sendable {
        var ids: Ids
        var range: Range<Int>
    }

    /// A 1-based line on which `ids` are disabled.
    private struct LineRule: Sendable {
        var ids: Ids
        var line: Int
    }

    private var regions: [Region] = []
    private var lines: [LineRule] = []
    private let converter: SourceLocationConverter
    /// Problems with the directives themselves (`lint-directive`).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads the directives of `file` from the comments between `tokens`,
    /// the tokens of its parse (`SourceAnalysis.tokens`).
    public init(file: SourceFile, tokens: SyntaxTokens) {
        converter = SourceLocationConverter(file: file)
        var open: [(ids: Ids, start: Int)] = []
        let comments = file.bytes.withUnsafeBufferPointer { tokens.comments(in: $0) }
        for comment in comments where comment.isLineComment {
            guard let directive = Self.directive(in: file.text(in: comment.range)) else { continue }
            let ids = resolve(directive.ids, word: directive.word, at: comment.range)
            let line = converter.location(of: comment.range.start).line
            switch directive.word {
            case "disable-next-line": lines.append(LineRule(ids: ids, line: line + 1))
            case "disable-line": lines.append(LineRule(ids: ids, line: line))
            case "disable": open.append((ids, Int(comment.range.end)))
            case "enable": close(ids, at: Int(comment.range.start), open: &open)
            default:
                diagnostics.append(Diagnostic(.unknownDirective(directive.word), at: comment.range))
            }
        }
        for region in open {
            regions.append(Region(ids: region.ids, range: region.start..<file.bytes.count + 1))
        }
    }

    /// Whether a directive silences `diagnostic` (warnings and notes; an
    /// error is never silenced).
    public func silences(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity != .error else { return false }
        let offset = Int(diagnostic.range.start)
        let line = converter.location(of: diagnostic.range.start).line
        return regions.contains { $0.range.contains(offset) && Self.names($0.ids, diagnostic.id) }
            || lines.contains { $0.line == line && Self.names($0.ids, diagnostic.id) }
    }

    /// The word and ids of a `// wdl:...` comment; nil for any other comment.
    private static func directive(in comment: String) -> (word: String, ids: [Substring])? {
        var text = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("wdl:") else { return nil }
        text = text.dropFirst(4)
        if let reason = text.range(of: " -- ") { text = text[..<reason.lowerBound] }
        let words = text.split { $0 == " " || $0 == "," || $0 == "\t" }
        guard let word = words.first else { return ("", []) }
        return (String(word), Array(words.dropFirst()))
    }

    /// The ids a directive names; unknown ids are reported and left out.
    private mutating func resolve(_ words: [Substring], word: String, at range: SourceRange) -> Ids
    {
        if words.contains("all") { return nil }
        if words.isEmpty, ["disable", "enable", "disable-next-line", "disable-line"].contains(word)
        {
            diagnostics.append(Diagnostic(.directiveWithoutIds(word), at: range))
        }
        var ids: Set<DiagnosticID> = []
        for word in words {
            if let id = DiagnosticID(rawValue: String(word)) {
                ids.insert(id)
            } else {
                let suggestion = Spelling.closest(
                    to: String(word), in: DiagnosticID.all.map(\.rawValue))
                let notes =
                    suggestion.map {
                        [DiagnosticNote(message: "did you mean '\($0)'?", range: range)]
                    } ?? []
                diagnostics.append(
                    Diagnostic(.unknownDirectiveId(String(word)), at: range, notes: notes))
            }
        }
        return ids
    }

    /// Ends the open `disable` regions that `ids` names (the latest first).
    private mutating func close(_ ids: Ids, at offset: Int, open: inout [(ids: Ids, start: Int)]) {
        guard let index = open.lastIndex(where: { $0.ids == ids || ids == nil }) else { return }
        regions.append(Region(ids: open[index].ids, range: open[index].start..<offset))
        open.remove(at: index)
    }

    private static func names(_ ids: Ids, _ id: DiagnosticID) -> Bool {
        ids?.contains(id) ?? true
    }
}

/// `wdl format`: the canonical layout of a source file.
///
/// The formatter works on tokens and the trivia between them, like gofmt:
/// it keeps every token, every comment and the author's line breaks, and
/// decides only indentation (four spaces a level, see `Indentation`), the
/// spaces between tokens on a line (`TokenSpacing`), and blank lines (at
/// most one in a row, none at the start or end of a bracket or the file).
/// It does not wrap long lines. Formatting is idempotent.
///
/// A file with syntax errors is not formatted (its diagnostics are
/// returned), and the result is parsed again and compared with the
/// original tree: a layout that would change what the file means is
/// refused rather than written.
public enum SourceFormatter {
    /// What formatting a file gave.
    public enum Result: Sendable {
        /// The formatted text (possibly identical to the input).
        case formatted(String)
        /// The file was not formatted; the errors say why.
        case refused([Diagnostic])
    }

    /// Formats `file`.
    public static func format(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> Result
    {
        let original = WDLParser.parse(file, options: options)
        guard !original.diagnostics.containsErrors else {
            return .refused(original.diagnostics.filter { $0.severity == .error })
        }
        let text = layout(file, original.tokens)
        let check = verify(text, against: original.syntax, path: file.path, options: options)
        return check.map { .refused([$0]) } ?? .formatted(text)
    }

    /// The formatted text of a file that parses cleanly, from its tokens.
    package static func layout(_ file: SourceFile, _ parsed: SyntaxTokens) -> String {
        var writer = FormatWriter(file: file)
        let tokens = FormatToken.tokens(of: file, parsed: parsed)
        for index in tokens.indices {
            writer.write(tokens[index], next: index + 1 < tokens.count ? tokens[index + 1] : nil)
        }
        return writer.finish()
    }

    /// A refusal when `text` does not parse to the same tree as `syntax`.
    package static func verify(
        _ text: String, against syntax: SourceFileSyntax, path: String, options: ParseOptions
    ) -> Diagnostic? {
        let reparsed = WDLParser.parse(SourceFile(path: path, text: text), options: options)
        let same =
            !reparsed.diagnostics.containsErrors
            && SyntaxDumper.dump(reparsed.syntax, converter: nil)
                == SyntaxDumper.dump(syntax, converter: nil)
        return same ? nil : Diagnostic(.formatChangesMeaning, at: .empty(at: 0))
    }
}

/// Writes the formatted text token by token.
private struct FormatWriter {
    let file: SourceFile
    private var output: [UInt8] = []
    private var indentation = Indentation()
    private var previous: FormatToken?
    /// The indentation and kind of the current line.
    private var line = (indent: 0, kind: Indentation.LineKind.start)
    /// The current line's kind is recorded after the closers that lead it.
    private var lineRecorded = true
    /// Nothing but whitespace was written since the last opening bracket.
    private var afterOpener = false

    init(file: SourceFile) {
        self.file = file
        output.reserveCapacity(file.bytes.count + file.bytes.count / 8)
    }

    mutating func write(_ token: FormatToken, next: FormatToken?) {
        let startsLine = token.startsLine || output.isEmpty
        if startsLine, !lineRecorded {
            // The line before held only closers: it belongs to the bracket they return to.
            indentation.record(line.indent, line.kind)
            lineRecorded = true
        }
        let placement =
            startsLine && token.kind != .endOfFile
            ? indentation.line(startingWith: token, previous: previous, next: next) : nil
        writeComments(token, indent: commentIndent(before: token, placement: placement))
        guard token.kind != .endOfFile else { return }
        if let placement {
            line = placement
            lineRecorded = false
            if token.lineBreaksBefore == 0, !token.comments.isEmpty {
                output.append(0x20)  // after a block comment on the same line
            } else {
                breakLines(token.lineBreaksBefore, beforeCloser: token.isCloser)
                indent(placement.indent)
            }
        } else if let previous {
            let ternaryColon = token.kind == .colon && indentation.takeTernaryColon()
            if TokenSpacing.spaced(previous, token, ternaryColon: ternaryColon)
                || !token.comments.isEmpty
            {
                output.append(0x20)
            }
        }
        if !lineRecorded, !token.isCloser {
            indentation.record(line.indent, line.kind)
            lineRecorded = true
        }
        output.append(
            contentsOf: file.bytes[Int(token.token.range.start)..<Int(token.token.range.end)])
        indentation.consume(token, lineIndent: line.indent, lineKind: line.kind)
        afterOpener = token.isOpener
        previous = token
    }

    /// Own-line comments sit where the token after them goes, except that
    /// comments before a closing bracket belong to its contents, and
    /// comments at the end of the file to the top level.
    private func commentIndent(
        before token: FormatToken, placement: (indent: Int, kind: Indentation.LineKind)?
    ) -> Int {
        if token.kind == .endOfFile { return 0 }
        if token.isCloser { return indentation.contentIndent }
        return placement?.indent ?? line.indent
    }

    /// The comments before a token: on the line before it at `indent`, or
    /// after the previous token on its line.
    private mutating func writeComments(_ token: FormatToken, indent column: Int) {
        for comment in token.comments {
            if comment.lineBreaksBefore == 0, !output.isEmpty {
                output.append(0x20)
            } else {
                breakLines(comment.lineBreaksBefore, beforeCloser: false)
                indent(column)
            }
            var text = file.bytes[Int(comment.range.start)..<Int(comment.range.end)]
            if comment.isLineComment {
                while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
            }
            output.append(contentsOf: text)
            afterOpener = false
        }
    }

    /// Starts a new line: at most one blank line, none after an opening
    /// bracket, before a closing one, or at the start of the file.
    private mutating func breakLines(_ count: Int, beforeCloser: Bool) {
        guard !output.isEmpty else { return }
        let limit = afterOpener || beforeCloser ? 1 : 2
        output.append(contentsOf: repeatElement(0x0A, count: max(1, min(count, limit))))
    }

    private mutating func indent(_ column: Int) {
        output.append(contentsOf: repeatElement(0x20, count: column))
    }

    /// The text, ending in exactly one line break.
    mutating func finish() -> String {
        if !output.isEmpty { output.append(0x0A) }
        return String(decoding: output, as: UTF8.self)
    }
}

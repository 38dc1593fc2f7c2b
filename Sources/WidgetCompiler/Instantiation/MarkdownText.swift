import WidgetArchive

/// Inline Markdown in a `Text` literal, as SwiftUI renders a
/// `LocalizedStringKey`: `**bold**` (or `__bold__`), `*italic*` (or
/// `_italic_`), `***both***`, `` `code` `` in a monospaced font,
/// `~~struck~~`, and `[words](url)` in the tint colour. A backslash
/// escapes the next punctuation character. Each styled piece becomes a run
/// with the modifiers `Text + Text` would give it (`.bold()`, `.italic()`,
/// `.monospaced()`, `.strikethrough()`, `.foregroundStyle(.tint)`).
///
/// CHOICEs: the rules are CommonMark's flanking rules, simplified: an
/// opener is not followed by a space and a closer not preceded by one,
/// and `_` does not open or close inside a word (`snake_case`); a
/// delimiter without its partner is drawn as written. Markdown is read
/// after interpolation, so an interpolated value's `*` is read too, where
/// SwiftUI would draw it as written.
enum MarkdownText {
    /// One piece of text and its styles.
    struct Span: Equatable {
        var text: String
        var styles: Set<Style>
    }

    /// What a piece of Markdown makes of its text.
    enum Style: Hashable, CaseIterable {
        case bold, italic, code, strikethrough, link

        /// The run modifier that draws it.
        var modifier: ArchivedModifier {
            switch self {
            case .bold: ArchivedModifier(.bold)
            case .italic: ArchivedModifier(.italic)
            case .code: ArchivedModifier(.monospaced)
            case .strikethrough: ArchivedModifier(.strikethrough)
            case .link:
                ArchivedModifier(
                    .foregroundStyle,
                    arguments: ArchiveArguments([
                        ("value", .keyword(ShapeStyleKeyword.tint.rawValue))
                    ]))
            }
        }
    }

    /// Where an interpolated date or timer sits in the text being read.
    static let placeholder: Character = "\u{FFFC}"
    /// The longest text read as Markdown; a longer one is drawn as written.
    static let maximumLength = 4096

    /// The runs of a literal with its Markdown applied: unchanged when it
    /// has none.
    static func apply(_ runs: [TextRun]) -> [TextRun] {
        var text = ""
        var others: [TextRun] = []
        for run in runs {
            if case .plain(let words) = run.content, run.modifiers.isEmpty {
                text += words
            } else {
                text.append(placeholder)
                others.append(run)
            }
        }
        guard text.count <= maximumLength, text.contains(where: { "*_`~[\\".contains($0) }),
            let spans = spans(text)
        else { return runs }
        var result: [TextRun] = []
        var pending = others.makeIterator()
        for span in spans {
            let modifiers = Style.allCases.filter(span.styles.contains).map(\.modifier)
            var words = ""
            for character in span.text {
                guard character == placeholder, var inner = pending.next() else {
                    words.append(character)
                    continue
                }
                if !words.isEmpty { result.append(TextRun(.plain(words), modifiers: modifiers)) }
                words = ""
                inner.modifiers = modifiers + inner.modifiers
                result.append(inner)
            }
            if !words.isEmpty { result.append(TextRun(.plain(words), modifiers: modifiers)) }
        }
        return result
    }

    /// The spans of `text`, or nil when it has no Markdown.
    static func spans(_ text: String) -> [Span]? {
        var parser = InlineParser(Array(text))
        let spans = parser.parse()
        guard parser.changed else { return nil }
        return spans
    }
}

/// The scanner behind `MarkdownText.spans`: one pass, each delimiter
/// matched with the next closer of its kind.
private struct InlineParser {
    let characters: [Character]
    var index = 0
    var styles: Set<MarkdownText.Style> = []
    var spans: [MarkdownText.Span] = []
    var current = ""
    /// Whether any Markdown was read (or an escape removed).
    var changed = false

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func parse() -> [MarkdownText.Span] {
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                current.append(characters[index + 1])
                index += 2
                changed = true
            } else if character == "`", let end = closing("`", from: index + 1) {
                flush()
                let code = String(characters[(index + 1)..<end])
                spans.append(MarkdownText.Span(text: code, styles: styles.union([.code])))
                index = end + 1
                changed = true
            } else if character == "[", let link = link(at: index) {
                flush()
                styles.insert(.link)
                var inner = InlineParser(Array(characters[(index + 1)..<link.textEnd]))
                inner.styles = styles
                spans += inner.parse()
                styles.remove(.link)
                index = link.end
                changed = true
            } else if let (length, style) = delimiter(at: index) {
                toggle(style, length: length)
            } else {
                current.append(character)
                index += 1
            }
        }
        flush()
        return spans
    }

    /// The delimiter at `position` that opens or closes a style: `***`,
    /// `**`, `__`, `~~`, `*` or `_`.
    private func delimiter(at position: Int) -> (Int, [MarkdownText.Style])? {
        let character = characters[position]
        guard "*_~".contains(character) else { return nil }
        var length = 0
        while position + length < characters.count, characters[position + length] == character,
            length < 3
        {
            length += 1
        }
        switch (character, length) {
        case ("~", 2...): return (2, [.strikethrough])
        case ("~", _): return nil
        case (_, 3): return (3, [.bold, .italic])
        case (_, 2): return (2, [.bold])
        default: return (1, [.italic])
        }
    }

    /// Opens the styles when a closer follows, closes them when they are
    /// open; otherwise the delimiter is text.
    private mutating func toggle(_ style: [MarkdownText.Style], length: Int) {
        let marker = characters[index]
        let isOpen = style.allSatisfy(styles.contains)
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + length < characters.count ? characters[index + length] : " "
        let intraword =
            marker == "_" && (before.isLetter || before.isNumber)
            && (after.isLetter || after.isNumber)
        if isOpen, !before.isWhitespace, !intraword {
            flush()
            styles.subtract(style)
            index += length
            changed = true
        } else if !isOpen, !after.isWhitespace, !intraword,
            !(marker == "_" && (before.isLetter || before.isNumber)),
            closer(String(repeating: String(marker), count: length), from: index + length) != nil
        {
            flush()
            styles.formUnion(style)
            index += length
            changed = true
        } else {
            current += String(characters[index..<(index + length)])
            index += length
        }
    }

    /// The position of the next `marker` run that can close, not preceded
    /// by whitespace, after `start`.
    private func closer(_ marker: String, from start: Int) -> Int? {
        let run = Array(marker)
        var position = start
        while position + run.count <= characters.count {
            if Array(characters[position..<(position + run.count)]) == run,
                position > start, !characters[position - 1].isWhitespace
            {
                let next = position + run.count
                let followedByMore = next < characters.count && characters[next] == run[0]
                if !followedByMore || run.count == 3 { return position }
            }
            position += 1
        }
        return nil
    }

    /// The next `character` after `start`, for a code span.
    private func closing(_ character: Character, from start: Int) -> Int? {
        characters[start...].firstIndex(of: character)
    }

    /// `[text](url)` at `position`: where the text ends and the link does.
    private func link(at position: Int) -> (textEnd: Int, end: Int)? {
        guard let close = characters[(position + 1)...].firstIndex(of: "]"),
            close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        return (close, end + 1)
    }

    private mutating func flush() {
        guard !current.isEmpty else { return }
        spans.append(MarkdownText.Span(text: current, styles: styles))
        current = ""
    }
}

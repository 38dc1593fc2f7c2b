/// The tokens of a file as the editor queries read them: every token with
/// its kind and bytes, found by position. Lexing is cheap (hundreds of MB
/// a second), so a query lexes the current text rather than keep state.
struct EditorTokens {
    let file: SourceFile
    let tokens: [Token]

    init(_ file: SourceFile) {
        self.file = file
        var tokens: [Token] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            // Every token consumes at least one byte, so this ends.
            while true {
                let token = lexer.next()
                if token.kind == .endOfFile { break }
                tokens.append(token)
            }
        }
        self.tokens = tokens
    }

    /// The text of token `index`.
    func text(_ index: Int) -> String { file.text(in: tokens[index].range) }

    /// Whether token `index` exists and is of `kind`.
    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == kind
    }

    /// The identifier whose bytes contain `offset`, or that ends at it (a
    /// cursor right after a name is on that name).
    func identifier(at offset: Int) -> Int? {
        let candidates = [lastIndex(startingBefore: offset + 1), lastIndex(startingBefore: offset)]
        for case let index? in candidates {
            let range = tokens[index].range
            if tokens[index].kind == .identifier, Int(range.start) <= offset, offset <= Int(range.end) { return index }
        }
        return nil
    }

    /// The last token that starts before `offset` (binary search).
    func lastIndex(startingBefore offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].range.start) < offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Whether token `index` is a member after a value (`x.name`,
    /// `Text("a").font`) rather than an implicit member (`.leading`).
    func isMemberAccess(_ index: Int) -> Bool {
        guard isKind(index - 1, .period), index >= 2 else { return false }
        let period = tokens[index - 1]
        let before = tokens[index - 2]
        guard !period.spaceBefore || period.newlineBefore else { return false }
        return [.identifier, .rightParen, .rightBracket, .rightBrace, .stringLiteral, .bang, .question].contains(before.kind)
    }
}

import WidgetSyntax

/// The tokens of a file as the editor queries read them: every token of
/// its parse with its kind, bytes and role, found by position.
struct EditorTokens {
    let file: SourceFile
    let tokens: [Token]
    private let syntax: SyntaxTokens

    /// The tokens of `syntax`, the parse of `file`.
    init(_ file: SourceFile, _ syntax: SourceFileSyntax) {
        self.file = file
        self.syntax = syntax.tokens
        tokens = file.bytes.withUnsafeBufferPointer { bytes in
            (0..<syntax.tokens.count).map { syntax.tokens.token($0, in: bytes) }
        }
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
            if tokens[index].kind == .identifier, Int(range.start) <= offset,
                offset <= Int(range.end)
            {
                return index
            }
        }
        return nil
    }

    /// The last token that starts before `offset`.
    func lastIndex(startingBefore offset: Int) -> Int? {
        syntax.lastIndex(startingBefore: UInt32(clamping: max(offset, 0)))
    }

    /// Whether token `index` is a member after a value (`x.name`,
    /// `Text("a").font`) rather than an implicit member (`.leading`): the
    /// parser bound the period before it to an operand. A period the
    /// parse stopped at (`Text("a").` while typing) has no role; it is a
    /// member when it follows an operand on its line.
    func isMemberAccess(_ index: Int) -> Bool {
        guard isKind(index - 1, .period), index >= 2 else { return false }
        switch syntax.role(index - 1) {
        case .postfix: return true
        case .prefix, .infix: return false
        case .none:
            let period = tokens[index - 1]
            return (!period.spaceBefore || period.newlineBefore)
                && [
                    .identifier, .rightParen, .rightBracket, .rightBrace, .stringLiteral, .bang,
                    .question,
                ].contains(tokens[index - 2].kind)
        }
    }
}

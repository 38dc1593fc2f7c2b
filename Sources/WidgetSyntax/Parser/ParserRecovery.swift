extension Parser {
    // MARK: Nesting

    /// Enters one level of nesting: one per delimiter (`{`, `(`, `[`, `\(`)
    /// and one per operator or chain link (`.member`, `+`, `!`, `? :`), so
    /// the limit is what a reader counts. Past the limit, reports once at
    /// `range` (the opener, or the current token), skips to the end of the
    /// innermost open delimiter and returns false; the caller then returns
    /// an error node without recursing.
    package mutating func enterNesting(at range: SourceRange? = nil) -> Bool {
        depth += 1
        if depth <= options.maximumNestingDepth { return true }
        depth -= 1
        if !depthReported {
            depthReported = true
            report(.nestingTooDeep(limit: options.maximumNestingDepth), at: range ?? token.range)
        }
        skipToClosingDelimiter()
        nestingSkipEnd = max(nestingSkipEnd ?? 0, token.range.start)
        return false
    }

    package mutating func exitNesting() { depth -= 1 }

    // MARK: Recovery

    /// Skips tokens up to (not including) the closer of the innermost open
    /// delimiter, stepping over balanced pairs. Iterative: hostile nesting
    /// cannot overflow the stack here.
    package mutating func skipToClosingDelimiter() {
        skipBalanced(stoppingAtStatementBoundary: false)
    }

    /// Skips the rest of a broken statement: up to a token that starts a new
    /// line, a `;`, or the closer of the enclosing block, stepping over
    /// balanced pairs.
    package mutating func skipToStatementBoundary() {
        skipBalanced(stoppingAtStatementBoundary: true)
    }

    private mutating func skipBalanced(stoppingAtStatementBoundary: Bool) {
        var open = 0
        var first = true
        while !at(.endOfFile) {
            if stoppingAtStatementBoundary, open == 0, !first, token.newlineBefore || at(.semicolon)
            {
                return
            }
            first = false
            switch token.kind {
            case .leftParen, .leftBrace, .leftBracket:
                open += 1
            case .rightParen, .rightBrace, .rightBracket:
                if open == 0 { return }
                open -= 1
            default:
                break
            }
            consume()
        }
    }

    /// Whether the current token starts a file-level declaration at the left
    /// margin: `widget Name`, `struct Name`... Inside a block this means the
    /// block was never closed.
    package func atDeclarationStartAtMargin() -> Bool {
        guard token.kind == .identifier, token.newlineBefore, declarationKeyword(token) != nil
        else { return false }
        return indentation(of: token.range.start) == 0 && peek().kind == .identifier
    }

    /// The declaration keyword the token spells, if any.
    package func declarationKeyword(_ token: Token) -> StaticString? {
        guard token.kind == .identifier, token.range.length <= 9 else { return nil }
        for word: StaticString in [
            "widget", "activity", "control", "struct", "intent", "view", "extension", "func",
            "enum",
        ]
        where matches(token.range, word) {
            return word
        }
        return nil
    }

    /// The indentation of the line holding `offset`: leading spaces, a tab
    /// counting as four.
    package func indentation(of offset: UInt32) -> Int {
        var start = Int(offset)
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var width = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x20 {
                width += 1
            } else if bytes[index] == 0x09 {
                width += 4
            } else {
                break
            }
            index += 1
        }
        return width
    }

    /// Whether two offsets are on the same line.
    package func onSameLine(_ first: UInt32, _ second: UInt32) -> Bool {
        let low = Int(min(first, second))
        let high = Int(max(first, second))
        for index in low..<high where bytes[index] == 0x0A || bytes[index] == 0x0D { return false }
        return true
    }
}

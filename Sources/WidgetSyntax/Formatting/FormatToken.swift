/// A token as the formatter sees it: the lexer's token, the comments and
/// line breaks before it, and how an operator binds (as the parser bound
/// it, so the output binds the same way).
package struct FormatToken: Sendable {
    /// The lexer's token.
    package var token: Token
    /// Comments between the previous token and this one.
    package var comments: [TriviaComment]
    /// Line breaks between the last comment (or the previous token) and this token.
    package var lineBreaksBefore: Int
    /// How the token binds, for operators and periods (a member access
    /// period is `.postfix`, an implicit member's `.prefix`).
    package var binding: Binding
    /// An infix range operator before an implicit member (`.small ... .large`):
    /// Swift reads `....large` as one operator, so this one is spaced.
    package var spacedRange = false

    /// Prefix, postfix or infix: which side the token sticks to.
    package enum Binding: Sendable {
        case none, prefix, postfix, infix
    }

    package var kind: TokenKind { token.kind }

    /// The token starts a line: a line break, or an own-line comment, precedes it.
    package var startsLine: Bool {
        lineBreaksBefore > 0 || comments.contains { $0.lineBreaksBefore > 0 }
    }

    /// `)`, `]` or `}`.
    package var isCloser: Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace
    }

    /// `(`, `[` or `{`.
    package var isOpener: Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace
    }

    /// An operator used between two operands: the formatter spaces it.
    package var isInfixOperator: Bool {
        binding == .infix && TokenClasses.operators.contains(kind)
    }
}

/// Token kinds grouped as the formatter's rules read them.
package enum TokenClasses {
    /// Operators whose binding comes from the spacing around them.
    package static let operators: Set<TokenKind> = [
        .plus, .minus, .star, .slash, .percent, .equal, .equalEqual, .bangEqual, .less, .lessEqual,
        .greater, .greaterEqual, .ampersandAmpersand, .pipePipe, .bang, .question,
        .questionQuestion,
        .closedRange, .halfOpenRange, .plusEqual, .minusEqual, .starEqual, .slashEqual,
    ]

    /// Range operators, written without spaces (`0..<count`).
    package static let ranges: Set<TokenKind> = [.closedRange, .halfOpenRange]

    /// Tokens that end an operand: a `(` or `[` right after one is a call or
    /// a subscript, and an operator right after one binds to it.
    package static let operandEnds: Set<TokenKind> = [
        .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .rightParen, .rightBracket,
        .keywordTrue, .keywordFalse, .keywordNil, .poundAvailable,
    ]

    /// Tokens that count as whitespace on their side of an operator
    /// (Swift: `(`, `[`, `{`, `,`, `;`, `:` before; the closers after).
    package static let leftDelimiters: Set<TokenKind> = [
        .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon,
    ]
    package static let rightDelimiters: Set<TokenKind> = [
        .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon,
    ]
}

extension FormatToken {
    /// The tokens of `file` with their comments, read from its parse: each
    /// operator binds as the parser bound it. The last token is
    /// `.endOfFile` (its comments are the file's trailing comments).
    package static func tokens(of file: SourceFile, parsed syntax: SyntaxTokens) -> [FormatToken] {
        file.bytes.withUnsafeBufferPointer { bytes in
            var tokens: [FormatToken] = []
            tokens.reserveCapacity(syntax.count + 1)
            syntax.forEachWithTrivia(in: bytes) { index, token, trivia, _ in
                let role = index < syntax.count ? syntax.role(index) : .none
                tokens.append(
                    FormatToken(
                        token: token, comments: trivia.comments,
                        lineBreaksBefore: trivia.lineBreaks,
                        binding: binding(of: token, role: role)))
            }
            for index in tokens.indices.dropLast()
            where TokenClasses.ranges.contains(tokens[index].kind)
                && tokens[index].binding == .infix && tokens[index + 1].kind == .period
            {
                tokens[index].spacedRange = true
            }
            return tokens
        }
    }

    /// How a token sticks to its neighbours: the parser's role, except
    /// that a member's `.` at the start of a line (a modifier chain) sticks
    /// only to the name after it. Range operators are never spaced
    /// (`TokenSpacing`), whatever their role; an operator the parser did
    /// not bind (the `*` of `#available`) is spaced as an infix one.
    private static func binding(of token: Token, role: SyntaxTokens.Role) -> Binding {
        switch role {
        case .prefix: .prefix
        case .postfix where token.kind == .period && token.newlineBefore: .prefix
        case .postfix: .postfix
        case .infix: .infix
        case .none: TokenClasses.operators.contains(token.kind) ? .infix : .none
        }
    }
}

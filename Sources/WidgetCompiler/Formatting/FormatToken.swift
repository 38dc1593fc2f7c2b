/// A token as the formatter sees it: the lexer's token, the comments and
/// line breaks before it, and how an operator binds (read from the
/// original spacing, by Swift's rule, so the output binds the same way).
struct FormatToken: Sendable {
    /// The lexer's token.
    var token: Token
    /// Comments between the previous token and this one.
    var comments: [TriviaComment]
    /// Line breaks between the last comment (or the previous token) and this token.
    var lineBreaksBefore: Int
    /// How the token binds, for operators and periods (a member access
    /// period is `.postfix`, an implicit member's `.prefix`).
    var binding: Binding

    /// Prefix, postfix or infix, by the whitespace on each side (Swift's
    /// rule: space on both sides or neither is infix).
    enum Binding: Sendable {
        case none, prefix, postfix, infix
    }

    var kind: TokenKind { token.kind }

    /// The token starts a line: a line break, or an own-line comment, precedes it.
    var startsLine: Bool {
        lineBreaksBefore > 0 || comments.contains { $0.lineBreaksBefore > 0 }
    }

    /// `)`, `]` or `}`.
    var isCloser: Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace
    }

    /// `(`, `[` or `{`.
    var isOpener: Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace
    }

    /// An operator used between two operands: the formatter spaces it.
    var isInfixOperator: Bool {
        binding == .infix && TokenClasses.operators.contains(kind)
    }
}

/// Token kinds grouped as the formatter's rules read them.
enum TokenClasses {
    /// Operators whose binding comes from the spacing around them.
    static let operators: Set<TokenKind> = [
        .plus, .minus, .star, .slash, .percent, .equal, .equalEqual, .bangEqual, .less, .lessEqual,
        .greater, .greaterEqual, .ampersandAmpersand, .pipePipe, .bang, .question, .questionQuestion,
        .closedRange, .halfOpenRange,
    ]

    /// Range operators, written without spaces (`0..<count`).
    static let ranges: Set<TokenKind> = [.closedRange, .halfOpenRange]

    /// Tokens that end an operand: a `(` or `[` right after one is a call or
    /// a subscript, and an operator right after one binds to it.
    static let operandEnds: Set<TokenKind> = [
        .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .rightParen, .rightBracket,
        .keywordTrue, .keywordFalse, .keywordNil, .poundAvailable,
    ]

    /// Tokens that count as whitespace on their side of an operator
    /// (Swift: `(`, `[`, `{`, `,`, `;`, `:` before; the closers after).
    static let leftDelimiters: Set<TokenKind> = [.leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon]
    static let rightDelimiters: Set<TokenKind> = [.rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon]
}

extension FormatToken {
    /// The tokens of `file` with their comments, operators bound by the
    /// original spacing. The last token is `.endOfFile` (its comments are
    /// the file's trailing comments).
    static func tokens(of file: SourceFile) -> [FormatToken] {
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            var tokens: [FormatToken] = []
            var previousEnd = 0
            while true {
                let token = lexer.next()
                let trivia = Lexer.comments(in: bytes, from: previousEnd, to: Int(token.range.start))
                tokens.append(FormatToken(token: token, comments: trivia.comments, lineBreaksBefore: trivia.trailingLineBreaks, binding: .none))
                previousEnd = Int(token.range.end)
                if token.kind == .endOfFile { break }
            }
            bind(&tokens)
            return tokens
        }
    }

    /// Sets each operator's and period's binding from the spacing of the source.
    private static func bind(_ tokens: inout [FormatToken]) {
        for index in tokens.indices where TokenClasses.operators.contains(tokens[index].kind) || tokens[index].kind == .period {
            let previous = index > 0 ? tokens[index - 1].kind : nil
            let leftBound = !tokens[index].token.spaceBefore && previous.map { !TokenClasses.leftDelimiters.contains($0) } ?? false
            let next = tokens[index + 1]
            let rightBound = !next.token.spaceBefore && !TokenClasses.rightDelimiters.contains(next.kind) && next.kind != .endOfFile
            // A period bound to what precedes it is member access (`a.b`);
            // otherwise it begins an implicit member (`.leading`).
            if tokens[index].kind == .period {
                tokens[index].binding = leftBound ? .postfix : .prefix
                continue
            }
            // `?` and `!` bound to what precedes them are postfix even when
            // more follows (`a?.b`, `a!.b`), as in Swift.
            if tokens[index].kind == .question || tokens[index].kind == .bang, leftBound {
                tokens[index].binding = .postfix
                continue
            }
            // `??` glued to a type is two optional marks (`Double??`), and
            // spacing it would make a nil-coalescing of it: it stays glued
            // where nothing follows it or more marks do. Between operands
            // (`a??b`) it is the operator.
            if tokens[index].kind == .questionQuestion, leftBound,
               !rightBound || [.question, .questionQuestion, .bang].contains(next.kind) {
                tokens[index].binding = .postfix
                continue
            }
            // The operators bind as the parser reads them, whatever their
            // spacing: only `!` and `-` are prefix in the grammar (and only
            // `!` and `?` postfix, above); any other operator is infix.
            // On a line of its own a `-` keeps whether it is glued to what
            // follows: after an expression the parser reads a glued one as
            // a new statement and a spaced one as a subtraction
            // (`Parser.binaryOperator`), and a token cannot tell whether
            // the `}` before it ended a closure or a block. Within a line,
            // `-` is prefix where no operand ends before it (`a * -b`,
            // `x: -2`) and infix after one (`a -b` is a subtraction).
            // Keeping `a/ (b)` "postfix" wrote `a/(b)`, which reads back as
            // infix and formats again to `a / (b)`: not a fixed point.
            let previousEndsOperand = index > 0 && (TokenClasses.operandEnds.contains(tokens[index - 1].kind) || tokens[index - 1].binding == .postfix)
            tokens[index].binding = switch tokens[index].kind {
            case .minus where tokens[index].token.newlineBefore: rightBound ? .prefix : .infix
            case .minus: previousEndsOperand ? .infix : .prefix
            case .bang: !leftBound && rightBound ? .prefix : .infix
            default: .infix
            }
        }
    }
}

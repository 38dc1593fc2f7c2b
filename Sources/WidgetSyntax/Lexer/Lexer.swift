/// Turns bytes into tokens, one at a time, on demand.
///
/// The lexer is a small value: copying it is how the parser looks ahead.
/// It never allocates and never reports; problems travel on the token.
package struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int
    private let end: Int

    /// Lexes `bytes[start..<end]`; offsets stay relative to the whole buffer.
    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.offset = start
        self.end = end ?? bytes.count
    }

    /// The next token; at the end, `.endOfFile` forever.
    package mutating func next() -> Token {
        var error: LexError?
        let (newline, space) = skipTrivia(&error)
        let start = offset
        guard offset < end else {
            return Token(
                kind: .endOfFile, range: SourceRange(end, end), newlineBefore: newline,
                spaceBefore: space, error: error)
        }
        let kind = lexToken(&error)
        return Token(
            kind: kind, range: SourceRange(start, offset), newlineBefore: newline,
            spaceBefore: space, error: error)
    }

    // MARK: Trivia

    /// Skips spaces, line breaks and comments (nested `/* */`).
    private mutating func skipTrivia(_ error: inout LexError?) -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0B, 0x0C:
                offset += 1
                space = true
            case 0x0A, 0x0D:
                offset += 1
                space = true
                newline = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while offset < end, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                space = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let opener = offset
                let comment = skipBlockComment()
                if comment.newline { newline = true }
                if !comment.terminated, error == nil {
                    error = .unterminatedComment(SourceRange(opener, opener + 2))
                }
                space = true
            default:
                return (newline, space)
            }
        }
        return (newline, space)
    }

    /// Skips a nested block comment; an unterminated one runs to the end.
    private mutating func skipBlockComment() -> (terminated: Bool, newline: Bool) {
        offset += 2
        var depth = 1
        var sawNewline = false
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                offset += 2
                depth -= 1
                if depth == 0 { return (true, sawNewline) }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                offset += 2
                depth += 1
            } else {
                if byte == 0x0A || byte == 0x0D { sawNewline = true }
                offset += 1
            }
        }
        return (false, sawNewline)
    }

    // MARK: Tokens

    private mutating func lexToken(_ error: inout LexError?) -> TokenKind {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"):
            return lexIdentifier()
        case 0x80...0xFF:
            return lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(&error)
        case UInt8(ascii: "\""):
            return lexString(&error)
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier(&error)
        case UInt8(ascii: "$") where peek(1).map(Lexer.isDigit) == true:
            // `$0`: a closure's implicit parameter, a name as Swift has it.
            offset += 1
            while offset < end, Lexer.isDigit(bytes[offset]) { offset += 1 }
            return .identifier
        default:
            return lexPunctuation(byte, &error)
        }
    }

    private mutating func lexIdentifier() -> TokenKind {
        let start = offset
        offset += 1
        while offset < end, Lexer.isIdentifierByte(bytes[offset]) { offset += 1 }
        return TokenKind.keyword(bytes, start, offset) ?? .identifier
    }

    /// `` `default` ``: a keyword used as a name. The token keeps the backticks.
    private mutating func lexBacktickIdentifier(_ error: inout LexError?) -> TokenKind {
        let start = offset
        offset += 1
        let nameStart = offset
        while offset < end, Lexer.isIdentifierByte(bytes[offset]) { offset += 1 }
        if offset > nameStart, offset < end, bytes[offset] == UInt8(ascii: "`") {
            offset += 1
            return .identifier
        }
        offset = start + 1
        error = .invalidCharacter(SourceRange(start, start + 1))
        return .unknown
    }

    /// Bytes that continue a name: ASCII letters, digits, `_`, and any
    /// non-ASCII byte (names may use any script; the file was validated as UTF-8).
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    /// Numbers: `42`, `1_000`, `0x1F`, `0.75`, `1e-3`. This is not a full
    /// Swift number scanner; the parser converts the text and reports what
    /// does not fit.
    private mutating func lexNumber(_ error: inout LexError?) -> TokenKind {
        let start = offset
        var kind = TokenKind.integerLiteral
        if bytes[offset] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") {
            offset += 2
            while offset < end, isHexDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_") {
                offset += 1
            }
        } else {
            skipDigits()
            if offset + 1 < end, bytes[offset] == UInt8(ascii: "."), isDigit(bytes[offset + 1]) {
                offset += 1
                skipDigits()
                kind = .floatLiteral
            }
            if offset < end,
                bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
            {
                var probe = offset + 1
                if probe < end,
                    bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-")
                {
                    probe += 1
                }
                if probe < end, isDigit(bytes[probe]) {
                    offset = probe
                    skipDigits()
                    kind = .floatLiteral
                }
            }
        }
        if offset < end, Lexer.isIdentifierByte(bytes[offset]) {
            while offset < end, Lexer.isIdentifierByte(bytes[offset]) { offset += 1 }
            error = .malformedNumber(SourceRange(start, offset))
        }
        return kind
    }

    private mutating func skipDigits() {
        while offset < end, isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_") {
            offset += 1
        }
    }

    /// A string literal, with nested `\( ... )` interpolations that may hold
    /// strings of their own. Iterative (an explicit stack), so hostile nesting
    /// cannot overflow the call stack. A line break ends an unterminated string.
    private mutating func lexString(_ error: inout LexError?) -> TokenKind {
        let opener = offset
        offset += 1
        // Each entry is the paren depth of an open interpolation; the string
        // being scanned is always the innermost.
        var interpolations: [Int] = []
        var inString = true
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { break }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    if peek(1) == UInt8(ascii: "(") {
                        interpolations.append(0)
                        inString = false
                        offset += 2
                        continue
                    }
                    offset += peek(1).map { $0 == 0x0A || $0 == 0x0D ? 1 : 2 } ?? 1
                    continue
                }
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    if interpolations.isEmpty { return .stringLiteral }
                    inString = false
                }
            } else {
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "("):
                    interpolations[interpolations.count - 1] += 1
                case UInt8(ascii: ")"):
                    if interpolations[interpolations.count - 1] == 0 {
                        interpolations.removeLast()
                        inString = true
                    } else {
                        interpolations[interpolations.count - 1] -= 1
                    }
                default:
                    break
                }
            }
        }
        error = .unterminatedString(SourceRange(opener, opener + 1))
        return .stringLiteral
    }

    private mutating func lexPunctuation(_ byte: UInt8, _ error: inout LexError?) -> TokenKind {
        let next = peek(1)
        offset += 1
        switch byte {
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "+"): return take(next == UInt8(ascii: "="), .plusEqual, else: .plus)
        case UInt8(ascii: "-") where next == UInt8(ascii: "="):
            offset += 1
            return .minusEqual
        case UInt8(ascii: "-"): return take(next == UInt8(ascii: ">"), .arrow, else: .minus)
        case UInt8(ascii: "*"): return take(next == UInt8(ascii: "="), .starEqual, else: .star)
        case UInt8(ascii: "/"): return take(next == UInt8(ascii: "="), .slashEqual, else: .slash)
        case UInt8(ascii: "%"): return .percent
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "="): return take(next == UInt8(ascii: "="), .equalEqual, else: .equal)
        case UInt8(ascii: "!"): return take(next == UInt8(ascii: "="), .bangEqual, else: .bang)
        case UInt8(ascii: "<"): return take(next == UInt8(ascii: "="), .lessEqual, else: .less)
        case UInt8(ascii: ">"):
            return take(next == UInt8(ascii: "="), .greaterEqual, else: .greater)
        case UInt8(ascii: "?"):
            return take(next == UInt8(ascii: "?"), .questionQuestion, else: .question)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"):
            offset += 1
            return .ampersandAmpersand
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"):
            offset += 1
            return .pipePipe
        case UInt8(ascii: "."):
            if next == UInt8(ascii: "."), peek(1) == UInt8(ascii: ".") {
                offset += 2
                return .closedRange
            }
            if next == UInt8(ascii: "."), peek(1) == UInt8(ascii: "<") {
                offset += 2
                return .halfOpenRange
            }
            return .period
        case UInt8(ascii: "#"):
            if matchesWord("available") {
                offset += 9
                return .poundAvailable
            }
            for (word, kind) in Self.compilationDirectives where matchesWord(word) {
                offset += word.utf8CodeUnitCount
                return kind
            }
            fallthrough
        default:
            let start = offset - 1
            if byte == 0 {
                error = .nulCharacter(SourceRange(start, offset))
            } else {
                error = .invalidCharacter(SourceRange(start, offset))
            }
            return .unknown
        }
    }

    // MARK: Primitives

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < end ? bytes[offset + distance] : nil
    }

    private mutating func take(_ condition: Bool, _ kind: TokenKind, else other: TokenKind)
        -> TokenKind
    {
        if condition {
            offset += 1
            return kind
        }
        return other
    }

    /// The conditional compilation directives after `#`.
    private static let compilationDirectives: [(StaticString, TokenKind)] = [
        ("if", .poundIf), ("elseif", .poundElseif), ("else", .poundElse), ("endif", .poundEndif),
    ]

    private func matchesWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { return false }
        return offset + count == end || !Lexer.isIdentifierByte(bytes[offset + count])
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}

// MARK: Comments, for the formatter

/// A comment found in the trivia between two tokens, and the line breaks
/// between it and what came before it (the previous comment or token).
package struct TriviaComment: Sendable {
    /// The comment's text range, without the line break that ends a `//` comment.
    package var range: SourceRange
    /// `//` (runs to the end of the line) rather than `/* */`.
    package var isLineComment: Bool
    /// Line breaks before the comment; 0 when it shares a line with what precedes it.
    package var lineBreaksBefore: Int
}

extension Lexer {
    /// The comments of the trivia `bytes[start..<end]`, and the line breaks
    /// after the last one. The formatter reads trivia through this rather
    /// than a second scanner, so comments end where the lexer ends them.
    /// `\r\n` counts as one line break.
    package static func comments(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> (
            comments: [TriviaComment], trailingLineBreaks: Int
        )
    {
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        var comments: [TriviaComment] = []
        var breaks = 0
        while lexer.offset < end {
            let byte = bytes[lexer.offset]
            let opener = lexer.offset
            if byte == 0x0A || (byte == 0x0D && lexer.peek(1) != 0x0A) { breaks += 1 }
            if byte == UInt8(ascii: "/"), lexer.peek(1) == UInt8(ascii: "/") {
                while lexer.offset < end, bytes[lexer.offset] != 0x0A, bytes[lexer.offset] != 0x0D {
                    lexer.offset += 1
                }
                comments.append(
                    TriviaComment(
                        range: SourceRange(opener, lexer.offset), isLineComment: true,
                        lineBreaksBefore: breaks))
                breaks = 0
            } else if byte == UInt8(ascii: "/"), lexer.peek(1) == UInt8(ascii: "*") {
                _ = lexer.skipBlockComment()
                comments.append(
                    TriviaComment(
                        range: SourceRange(opener, lexer.offset), isLineComment: false,
                        lineBreaksBefore: breaks))
                breaks = 0
            } else {
                lexer.offset += 1
            }
        }
        return (comments, breaks)
    }
}

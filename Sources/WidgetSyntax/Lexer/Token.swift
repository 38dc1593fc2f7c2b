/// The kinds of token. Keywords sort together; contextual words such as
/// `widget`, `entry` or `body` are identifiers, so they stay usable as names.
package enum TokenKind: UInt8, Sendable {
    case endOfFile
    /// A name: `VStack`, `entry`, `요금`, or a backticked `` `default` ``.
    case identifier
    /// `42`, `0x1F`, `1_000`.
    case integerLiteral
    /// `0.75`, `1e3`.
    case floatLiteral
    /// `"..."`, including any `\( ... )` interpolations.
    case stringLiteral
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period
    case plus, minus, star, slash, percent
    case equal, equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case ampersandAmpersand, pipePipe, bang, question, questionQuestion
    /// `+=`, `-=`, `*=`, `/=`: compound assignment in a function's body.
    case plusEqual, minusEqual, starEqual, slashEqual
    /// `...`
    case closedRange
    /// `..<`
    case halfOpenRange
    /// `@`, as in `@unknown default:`.
    case at
    /// `->` before a function's result type.
    case arrow
    /// `#available`.
    case poundAvailable
    /// `#if`, `#elseif`, `#else`, `#endif`: conditional compilation.
    case poundIf, poundElseif, poundElse, poundEndif
    /// `\`, which begins a key path (`\.self`).
    case backslash
    /// Text the lexer could not make a token of; `Token.error` says why.
    case unknown
    case keywordIf, keywordElse, keywordLet, keywordSwitch, keywordCase, keywordDefault
    case keywordTrue, keywordFalse, keywordNil, keywordIn

    /// How the kind is quoted in messages ("found ')'").
    package var quoted: String {
        switch self {
        case .endOfFile: "end of file"
        case .identifier: "identifier"
        case .integerLiteral, .floatLiteral: "number"
        case .stringLiteral: "string literal"
        case .unknown: "invalid text"
        default: "'\(spelling)'"
        }
    }

    /// The fixed spelling of punctuation and keywords.
    package var spelling: String {
        switch self {
        case .leftParen: "("
        case .rightParen: ")"
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .comma: ","
        case .colon: ":"
        case .semicolon: ";"
        case .period: "."
        case .plus: "+"
        case .minus: "-"
        case .arrow: "->"
        case .poundIf: "#if"
        case .poundElseif: "#elseif"
        case .poundElse: "#else"
        case .poundEndif: "#endif"
        case .star: "*"
        case .slash: "/"
        case .plusEqual: "+="
        case .minusEqual: "-="
        case .starEqual: "*="
        case .slashEqual: "/="
        case .percent: "%"
        case .equal: "="
        case .equalEqual: "=="
        case .bangEqual: "!="
        case .less: "<"
        case .lessEqual: "<="
        case .greater: ">"
        case .greaterEqual: ">="
        case .ampersandAmpersand: "&&"
        case .pipePipe: "||"
        case .bang: "!"
        case .question: "?"
        case .questionQuestion: "??"
        case .closedRange: "..."
        case .halfOpenRange: "..<"
        case .at: "@"
        case .poundAvailable: "#available"
        case .backslash: "\\"
        case .keywordIf: "if"
        case .keywordElse: "else"
        case .keywordLet: "let"
        case .keywordSwitch: "switch"
        case .keywordCase: "case"
        case .keywordDefault: "default"
        case .keywordTrue: "true"
        case .keywordFalse: "false"
        case .keywordNil: "nil"
        case .keywordIn: "in"
        case .endOfFile, .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .unknown: ""
        }
    }

    /// Keywords by spelling; anything else that looks like a name is an identifier.
    package static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> TokenKind?
    {
        let length = end - start
        guard length >= 2, length <= 7 else { return nil }
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for index in 0..<length where pointer[index] != bytes[start + index] { return false }
            return true
        }
        switch bytes[start] {
        case UInt8(ascii: "i"): return matches("if") ? .keywordIf : matches("in") ? .keywordIn : nil
        case UInt8(ascii: "e"): return matches("else") ? .keywordElse : nil
        case UInt8(ascii: "l"): return matches("let") ? .keywordLet : nil
        case UInt8(ascii: "s"): return matches("switch") ? .keywordSwitch : nil
        case UInt8(ascii: "c"): return matches("case") ? .keywordCase : nil
        case UInt8(ascii: "d"): return matches("default") ? .keywordDefault : nil
        case UInt8(ascii: "t"): return matches("true") ? .keywordTrue : nil
        case UInt8(ascii: "f"): return matches("false") ? .keywordFalse : nil
        case UInt8(ascii: "n"): return matches("nil") ? .keywordNil : nil
        default: return nil
        }
    }
}

/// A lexical problem, kept on the token as data; the parser turns it into a
/// diagnostic when it consumes the token, so lookahead never reports twice.
package enum LexError: Hashable, Sendable {
    /// A character that starts no token (the range covers it).
    case invalidCharacter(SourceRange)
    /// A NUL byte.
    case nulCharacter(SourceRange)
    /// A string with no closing quote on its line (the range is the opening quote).
    case unterminatedString(SourceRange)
    /// A `/*` with no matching `*/` (the range is the opener).
    case unterminatedComment(SourceRange)
    /// A number with letters stuck to it, such as `12px`.
    case malformedNumber(SourceRange)
}

/// One token: a kind, a byte range, and what came before it.
package struct Token: Sendable {
    package var kind: TokenKind
    package var range: SourceRange
    /// A line break (possibly inside a comment) precedes the token.
    package var newlineBefore: Bool
    /// Whitespace or a comment precedes the token.
    package var spaceBefore: Bool
    /// A lexical error found while making this token or the trivia before it.
    package var error: LexError?
}

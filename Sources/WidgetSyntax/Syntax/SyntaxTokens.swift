/// Every token of a parse, in source order, with what the parser decided
/// about it: the lossless half of the syntax tree.
///
/// Stored as Zig's `Ast` stores its tokens: a kind and a start per token
/// (plus a byte of flags), struct-of-arrays, six bytes a token. A token's
/// end is found by lexing that one token again from its start, which
/// gives the same token because the lexer reads a token from its first
/// byte alone. Tokens inside a string literal's interpolations belong to
/// the literal and are not listed; tokens the parser skipped while
/// recovering from an error are listed with no role.
///
/// The formatter, the comment scanner, lint directives and the editor
/// queries read these instead of lexing the file again, so they see the
/// operators as the parser bound them (a `-` that starts a statement, a
/// `??` that is two optional marks) rather than guess from the spacing.
public struct SyntaxTokens: Hashable, Sendable {
    /// How the parser used an operator or a period.
    public enum Role: UInt8, Sendable {
        /// Not an operator, or one the parser did not bind (skipped text).
        case none = 0
        /// Before its operand: `-x`, `!flag`, an implicit member's `.`.
        case prefix = 1
        /// After its operand: `x!`, `a?.b`'s `?`, a member's `.`, `Double?`.
        case postfix = 2
        /// Between two operands: `a - b`, a ternary's `?`, `=`.
        case infix = 3
    }

    private(set) var kinds: [TokenKind] = []
    private(set) var starts: [UInt32] = []
    /// Bit 0: whitespace or a comment precedes the token; bit 1: a line
    /// break does; bits 2-3: the `Role`.
    private(set) var flags: [UInt8] = []

    /// No tokens: a file that was not parsed.
    public init() {}

    /// The number of tokens (the end of file is not one).
    public var count: Int { kinds.count }

    /// The kind of token `index`.
    package func kind(_ index: Int) -> TokenKind { kinds[index] }

    /// Where token `index` starts.
    package func start(_ index: Int) -> UInt32 { starts[index] }

    /// How the parser bound token `index`.
    public func role(_ index: Int) -> Role { Role(rawValue: flags[index] >> 2 & 3) ?? .none }

    /// Appends a token the parser consumed.
    package mutating func append(_ token: Token) {
        kinds.append(token.kind)
        starts.append(token.range.start)
        flags.append((token.spaceBefore ? 1 : 0) | (token.newlineBefore ? 2 : 0))
    }

    /// Sets the role of the last token appended.
    package mutating func setLastRole(_ role: Role) {
        guard !flags.isEmpty else { return }
        flags[flags.count - 1] = flags[flags.count - 1] & 0b11 | role.rawValue << 2
    }

    /// Reserves room for about `count` tokens.
    package mutating func reserveCapacity(_ count: Int) {
        kinds.reserveCapacity(count)
        starts.reserveCapacity(count)
        flags.reserveCapacity(count)
    }

    /// Token `index` as the lexer made it: its range found by lexing it
    /// again in `bytes`, its spacing flags as stored.
    package func token(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Token {
        var lexer = Lexer(bytes: bytes, start: Int(starts[index]))
        var token = lexer.next()
        token.spaceBefore = flags[index] & 1 != 0
        token.newlineBefore = flags[index] & 2 != 0
        return token
    }

    /// Each token in order with the trivia before it (its comments, and
    /// the line breaks after the last of them) and the end of the token
    /// before it; then the end of file, with the file's trailing trivia,
    /// and `index` equal to `count`.
    package func forEachWithTrivia(
        in bytes: UnsafeBufferPointer<UInt8>,
        _ body: (_ index: Int, _ token: Token, _ trivia: Trivia, _ previousEnd: Int) -> Void
    ) {
        var previousEnd = 0
        for index in 0...count {
            var token: Token
            if index < count {
                token = self.token(index, in: bytes)
            } else {
                var lexer = Lexer(bytes: bytes, start: previousEnd)
                token = lexer.next()
            }
            let trivia = Lexer.comments(in: bytes, from: previousEnd, to: Int(token.range.start))
            body(
                index, token,
                Trivia(comments: trivia.comments, lineBreaks: trivia.trailingLineBreaks),
                previousEnd)
            previousEnd = Int(token.range.end)
        }
    }

    /// Every comment of the file, in order, from the gaps between the
    /// tokens (what lint directives read).
    package func comments(in bytes: UnsafeBufferPointer<UInt8>) -> [TriviaComment] {
        var comments: [TriviaComment] = []
        forEachWithTrivia(in: bytes) { _, _, trivia, _ in comments += trivia.comments }
        return comments
    }

    /// What stands between two tokens: comments, and the line breaks
    /// after the last comment (or the previous token).
    package struct Trivia {
        package let comments: [TriviaComment]
        package let lineBreaks: Int
    }

    /// The index of the last token that starts before `offset`, or nil.
    package func lastIndex(startingBefore offset: UInt32) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}

/// The recursive-descent parser's state and token primitives.
///
/// Conventions (after swift-syntax): one `parseX` function per production,
/// each documented with the syntax it accepts; functions that consume
/// tokens are `mutating`; `at`, `eat`, `expect` and `peek` are the only code
/// that touches the cursor. Every loop either consumes a token or stops.
package struct Parser {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let options: ParseOptions
    package var lexer: Lexer
    /// The current token (not yet consumed).
    package var token: Token
    /// Where the last consumed token ended.
    package var previousEnd: UInt32 = 0
    /// The last consumed token, for messages ("expected expression after '+'").
    package var previousToken: Token?
    /// Whether the last consumed token carried a lexical error: what is
    /// "missing" right after it is a consequence, not a second mistake.
    private var previousTokenHadError: Bool { previousToken?.error != nil }
    /// The last token that carried a lexical error.
    package var lastErrorToken: SourceRange?
    /// Where the last unterminated string began: it ran to the end of its
    /// line and may have swallowed closing braces.
    package var lastUnterminatedString: UInt32?
    package var diagnostics: [Diagnostic] = []
    /// Every token consumed, with the roles the productions give them.
    package var tokens = SyntaxTokens()
    /// Cleared while an interpolation is parsed: its tokens belong to the
    /// string literal, which is already listed.
    package var recordsTokens = true

    /// Current nesting depth; see `ParseOptions.maximumNestingDepth`.
    package var depth = 0
    package var depthReported = false
    /// Where the skip after a nesting error stopped: the productions that
    /// unwind onto that closer would only report the same problem again.
    package var nestingSkipEnd: UInt32?
    /// The start of the last reported error: a second error at the same
    /// place is a cascade and is dropped.
    private var lastErrorStart: UInt32?
    /// Children of lists under construction (see `takeList`). A list is
    /// parsed by pushing its children here and copying them out once, at
    /// its exact size, when it ends.
    package var scratch: [UInt32] = []
    /// Where every node of this parse is stored, once parsing ends
    /// (`installTables()`). While it runs, the tables below are the
    /// parser's own: appending to a struct's array needs no dynamic
    /// exclusivity check, which appending to a class's did (about 5% of
    /// parse time). Handles made meanwhile are only read after the hand-over.
    package let tree = SyntaxTree()
    package var nodes: [SyntaxNode] = []
    /// Starts with the empty list every empty list refers to.
    package var extra: [UInt32] = [0]
    package var texts: [String] = []
    /// The names of identifier nodes (see `makeName`).
    package var names = NameTable()
    package var availabilities: [Availability] = []
    /// The `@available` attributes of declarations, by node (see `SyntaxTree`).
    package var declarationAvailabilities: [UInt32: Int] = [:]
    /// The `placeholder` records, installed as `SyntaxTree.placeholders`.
    package var placeholders: [RecordValue] = []
    /// Set while parsing an `if` condition or a `switch` subject, where `{`
    /// opens the body, not a trailing closure.
    package var trailingClosuresAllowed = true
    /// Set while parsing the body of an `extension View` function, where
    /// a statement's leading lowercase call is a modifier of `self`.
    package var implicitSelf = false
    /// Set while parsing the body of a function or computed property that
    /// returns a value, where `guard` may stand (a view builder has none).
    package var valueBody = false
    /// The generic parameters of the view struct being parsed that
    /// conform to `View`: a stored property of one of them holds views.
    package var viewGenerics: Set<String> = []
    /// What is checked once the whole file is parsed (`checkExtendedTypes`).
    /// A reference, so that the parser every nesting level passes along
    /// stays the size it was.
    package let fileChecks = FileChecks()
    /// Set just before a statement's expression in such a body: the next
    /// primary may be an implicit `self` member (`parseImplicitSelfMember`).
    package var implicitSelfNext = false
    /// Set once an unclosed `{` has been reported, so that the blocks
    /// around it unwind quietly; cleared at the next declaration.
    package var unwindingUnclosedBlock = false
    /// The first `{` whose `}` sat at a different indentation: the likeliest
    /// culprit when braces do not balance.
    package var indentationSuspect: (opener: SourceRange, closer: SourceRange)?

    package init(
        bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions, start: Int = 0, end: Int? = nil
    ) {
        self.bytes = bytes
        self.options = options
        recordsTokens = options.keepsTokens
        self.lexer = Lexer(bytes: bytes, start: start, end: end)
        self.token = Token(
            kind: .endOfFile, range: .empty(at: 0), newlineBefore: false, spaceBefore: false,
            error: nil)
        self.previousEnd = UInt32(start)
        self.token = lexer.next()
        reserveTables(sourceBytes: (end ?? bytes.count) - start)
    }

    // MARK: Token primitives

    @inline(__always) package func at(_ kind: TokenKind) -> Bool { token.kind == kind }

    /// Whether the current token is the identifier `word` (a contextual keyword).
    package func at(word: StaticString) -> Bool {
        token.kind == .identifier && matches(token.range, word)
    }

    /// Consumes the current token, reporting any lexical error it carries.
    @discardableResult
    package mutating func consume() -> Token {
        let consumed = token
        if let error = consumed.error { reportLexical(error) }
        previousToken = consumed
        if consumed.error != nil { lastErrorToken = consumed.range }
        previousEnd = consumed.range.end
        if recordsTokens { tokens.append(consumed) }
        token = lexer.next()
        return consumed
    }

    /// Consumes the current token (an operator or a period) and records
    /// how this production binds it, for the formatter and the editor.
    @discardableResult
    package mutating func consume(as role: SyntaxTokens.Role) -> Token {
        let consumed = consume()
        if recordsTokens { tokens.setLastRole(role) }
        return consumed
    }

    /// Reports a lexical error carried by the end-of-file token (an
    /// unterminated comment at the end), which no production consumes.
    package mutating func finish() {
        if at(.endOfFile), let error = token.error {
            token.error = nil
            reportLexical(error)
        }
    }

    /// Consumes the current token (an identifier) as a name.
    package mutating func consumeIdentifier() -> Identifier {
        let name = consume()
        return Identifier(name: identifierName(name), range: name.range)
    }

    /// Consumes the current token (an identifier) into an identifier node.
    package mutating func consumeName() -> NameNode {
        let token = consume()
        let node = makeName(token).index
        return NameNode(
            node: node,
            identifier: Identifier(name: names.names[Int(nodes[Int(node)].b)], range: token.range))
    }

    /// Reports `name` if `seen` already holds it, with a note at the first
    /// one; otherwise records it.
    package mutating func checkUnique(
        _ name: Identifier, in container: String, seen: inout UniqueNames
    ) {
        if let first = seen.insert(name.name, at: name.range) {
            report(
                .duplicateMember(name.name, in: container), at: name.range,
                notes: [DiagnosticNote(message: NoteText.firstMember(name.name), range: first)])
        }
    }

    /// Consumes the current token if it is of `kind`.
    package mutating func eat(_ kind: TokenKind) -> Token? {
        at(kind) ? consume() : nil
    }

    /// Consumes a token of `kind`, or reports "expected 'x' context".
    @discardableResult
    package mutating func expect(_ kind: TokenKind, _ context: @autoclosure () -> String) -> Token?
    {
        if let token = eat(kind) { return token }
        reportExpected(.expectedToken(kind.spelling, context(), found: describe(token)))
        return nil
    }

    /// The token after the current one.
    @inline(__always) package func peek() -> Token {
        var copy = lexer
        return copy.next()
    }

    /// The two tokens after the current one.
    package func peekTwo() -> (Token, Token) {
        var copy = lexer
        let first = copy.next()
        return (first, copy.next())
    }

    /// The text of a range of the source.
    package func text(_ range: SourceRange) -> String {
        String(
            decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]),
            as: UTF8.self)
    }

    /// An identifier token's name, without backticks.
    package func identifierName(_ token: Token) -> String {
        text(nameRange(token))
    }

    /// The bytes of an identifier token's name: inside the backticks, if any.
    package func nameRange(_ token: Token) -> SourceRange {
        guard isQuoted(token) else { return token.range }
        return SourceRange(start: token.range.start + 1, end: token.range.end - 1)
    }

    /// Whether an identifier token is written in backticks.
    package func isQuoted(_ token: Token) -> Bool {
        token.range.length >= 2 && bytes[Int(token.range.start)] == UInt8(ascii: "`")
    }

    package func matches(_ range: SourceRange, _ word: StaticString) -> Bool {
        guard range.length == word.utf8CodeUnitCount else { return false }
        let start = Int(range.start)
        for index in 0..<range.length where bytes[start + index] != word.utf8Start[index] {
            return false
        }
        return true
    }

    /// How a token is named in "found ..." messages.
    package func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral:
            let spelled = text(token.range)
            return "'\(spelled.count > 24 ? String(spelled.prefix(24)) + "…" : spelled)'"
        case .unknown:
            return "'\(text(token.range))'"
        default:
            return token.kind.quoted
        }
    }

    /// Where a missing token should be reported: right after the previous
    /// token when the next one is on a later line (as Swift does), else at
    /// the unexpected token.
    package var missingTokenRange: SourceRange {
        token.newlineBefore || at(.endOfFile) ? .empty(at: previousEnd) : token.range
    }

    // MARK: Reporting

    package mutating func report(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = []
    ) {
        if message.severity == .error {
            if lastErrorStart == range.start { return }
            if let skipEnd = nestingSkipEnd, range.start <= skipEnd, message.id != .nestingTooDeep {
                return
            }
            lastErrorStart = range.start
        }
        diagnostics.append(Diagnostic(message, at: range, notes: notes))
    }

    /// Reports something missing or unexpected at the current token.
    package mutating func reportExpected(_ message: DiagnosticMessage, notes: [DiagnosticNote] = [])
    {
        if previousTokenHadError { return }
        report(message, at: missingTokenRange, notes: notes)
    }

    private mutating func reportLexical(_ error: LexError) {
        switch error {
        case .invalidCharacter(let range):
            let scalar = text(range)
            let shown =
                scalar.unicodeScalars.first.map {
                    "'\($0)' (U+\(String($0.value, radix: 16, uppercase: true)))"
                } ?? "'\(scalar)'"
            report(.invalidCharacter(shown), at: range)
        case .nulCharacter(let range):
            report(.nulCharacter(), at: range)
        case .unterminatedString(let range):
            lastUnterminatedString = range.start
            report(.unterminatedString(), at: range)
        case .unterminatedComment(let range):
            report(.unterminatedComment(), at: range)
        case .malformedNumber(let range):
            report(.invalidNumber(text(range), "a number cannot be followed by letters"), at: range)
        }
    }
}

/// The names seen so far in a record or declaration, to report the second
/// of two. A record has a handful of fields, so a list searched in order
/// beats hashing every name (it was 6% of parsing); past 16 names a
/// dictionary takes over, so a hostile file stays linear.
package struct UniqueNames {
    private var list: [(name: String, range: SourceRange)] = []
    private var table: [String: SourceRange]?

    /// Adds `name`; the range of its first occurrence when it was seen before.
    package mutating func insert(_ name: String, at range: SourceRange) -> SourceRange? {
        if table == nil, list.count < 16 {
            if let first = list.first(where: { $0.name == name }) { return first.range }
            list.append((name, range))
            return nil
        }
        if table == nil {
            table = Dictionary(
                list.map { ($0.name, $0.range) }, uniquingKeysWith: { first, _ in first })
        }
        if let first = table?[name] { return first }
        table?[name] = range
        return nil
    }
}

/// What the parser checks once the whole file is parsed.
package final class FileChecks {
    /// The members extensions give types, with the extended type's name.
    package var extendedTypes: [(type: String, range: SourceRange)] = []
    /// The names of the file's structs of data and enums.
    package var declaredTypes: Set<String> = []
}

/// The front door of the front end: source bytes in, a syntax tree and
/// diagnostics out. Pure: no I/O, no printing.
public enum WDLParser {
    /// Parses a whole `.wdl` file.
    public static func parse(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> ParseResult {
        let (syntax, diagnostics) = withParser(file, options) { parser in
            let syntax = parser.parseFile()
            parser.finish()
            return syntax
        }
        return ParseResult(syntax: syntax ?? SourceFileSyntax(declarations: [], range: .empty(at: 0)), diagnostics: diagnostics)
    }

    /// Parses a sequence of view statements, as in a `body { }` without the
    /// braces. For documentation examples and tests of fragments.
    public static func parseStatements(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> (Block, [Diagnostic]) {
        let (block, diagnostics) = withParser(file, options) { parser in
            let block = parser.parseStatementsToEnd()
            parser.finish()
            return block
        }
        return (block ?? Block(statements: [], range: .empty(at: 0)), diagnostics)
    }

    /// Parses a single expression, which must span the whole input.
    public static func parseExpression(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> (Expr, [Diagnostic]) {
        let (expression, diagnostics) = withParser(file, options) { parser in
            let expression = parser.parseExpressionValue()
            if !parser.at(.endOfFile) {
                parser.reportExpected(.unexpectedToken(parser.describe(parser.token), "after expression"))
            }
            parser.finish()
            return expression
        }
        return (expression ?? ExprArena().append(.error, .empty(at: 0)), diagnostics)
    }

    /// Validates the bytes, then runs `body` on a parser over them. The
    /// result is nil when validation failed and nothing was parsed.
    private static func withParser<Result>(
        _ file: SourceFile,
        _ options: ParseOptions,
        _ body: (inout Parser) -> Result
    ) -> (Result?, [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { bytes in
            if let problem = SourceValidation.firstProblem(in: bytes, options: options) {
                return (nil, [problem])
            }
            var parser = Parser(bytes: bytes, options: options)
            let result = body(&parser)
            parser.installTables()
            return (result, parser.diagnostics)
        }
    }
}

/// The recursive-descent parser's state and token primitives.
///
/// Conventions (after swift-syntax): one `parseX` function per production,
/// each documented with the syntax it accepts; functions that consume
/// tokens are `mutating`; `at`, `eat`, `expect` and `peek` are the only code
/// that touches the cursor. Every loop either consumes a token or stops.
struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: ParseOptions
    var lexer: Lexer
    /// The current token (not yet consumed).
    var token: Token
    /// Where the last consumed token ended.
    var previousEnd: UInt32 = 0
    /// Whether the last consumed token carried a lexical error: what is
    /// "missing" right after it is a consequence, not a second mistake.
    private var previousTokenHadError = false
    /// The last token that carried a lexical error.
    var lastErrorToken: SourceRange?
    /// Where the last unterminated string began: it ran to the end of its
    /// line and may have swallowed closing braces.
    var lastUnterminatedString: UInt32?
    var diagnostics: [Diagnostic] = []

    /// Current nesting depth; see `ParseOptions.maximumNestingDepth`.
    var depth = 0
    private var depthReported = false
    /// Where the skip after a nesting error stopped: the productions that
    /// unwind onto that closer would only report the same problem again.
    private var nestingSkipEnd: UInt32?
    /// The start of the last reported error: a second error at the same
    /// place is a cascade and is dropped.
    private var lastErrorStart: UInt32?
    /// Stacks of children under construction. A list is parsed by pushing
    /// its children here and copying them out once, at its exact size, when
    /// it ends: one allocation per list instead of one per growth step.
    var scratchStatements: [Statement] = []
    var scratchArguments: [ArgumentNode] = []
    var scratchElements: [UInt32] = []
    /// Where every expression node of this parse is stored, once parsing
    /// ends (`finish()`). While it runs, the tables below are the parser's
    /// own: appending to a struct's array needs no dynamic exclusivity
    /// check, which appending to a class's did (about 5% of parse time).
    /// `Expr` values made meanwhile are only read after the hand-over.
    let arena = ExprArena()
    var nodes: [ExprNode] = []
    var arguments: [ArgumentNode] = []
    var elements: [UInt32] = []
    /// Set while parsing an `if` condition or a `switch` subject, where `{`
    /// opens the body, not a trailing closure.
    var trailingClosuresAllowed = true
    /// Set once an unclosed `{` has been reported, so that the blocks
    /// around it unwind quietly; cleared at the next declaration.
    var unwindingUnclosedBlock = false
    /// The first `{` whose `}` sat at a different indentation: the likeliest
    /// culprit when braces do not balance.
    var indentationSuspect: (opener: SourceRange, closer: SourceRange)?

    init(bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions, start: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.options = options
        self.lexer = Lexer(bytes: bytes, start: start, end: end)
        self.token = Token(kind: .endOfFile, range: .empty(at: 0), newlineBefore: false, spaceBefore: false, error: nil)
        self.previousEnd = UInt32(start)
        self.token = lexer.next()
        reserveTables(sourceBytes: (end ?? bytes.count) - start)
    }

    // MARK: Token primitives

    func at(_ kind: TokenKind) -> Bool { token.kind == kind }

    /// Whether the current token is the identifier `word` (a contextual keyword).
    func at(word: StaticString) -> Bool {
        token.kind == .identifier && matches(token.range, word)
    }

    /// Consumes the current token, reporting any lexical error it carries.
    @discardableResult
    mutating func consume() -> Token {
        let consumed = token
        if let error = consumed.error { reportLexical(error) }
        previousTokenHadError = consumed.error != nil
        if consumed.error != nil { lastErrorToken = consumed.range }
        previousEnd = consumed.range.end
        token = lexer.next()
        return consumed
    }

    /// Reports a lexical error carried by the end-of-file token (an
    /// unterminated comment at the end), which no production consumes.
    mutating func finish() {
        if at(.endOfFile), let error = token.error {
            token.error = nil
            reportLexical(error)
        }
    }

    /// Consumes the current token (an identifier) as a name.
    mutating func consumeIdentifier() -> Identifier {
        let name = consume()
        return Identifier(name: identifierName(name), range: name.range)
    }

    /// Reports `name` if `seen` already holds it, with a note at the first
    /// one; otherwise records it.
    mutating func checkUnique(_ name: Identifier, in container: String, seen: inout [String: SourceRange]) {
        if let first = seen[name.name] {
            report(.duplicateMember(name.name, in: container), at: name.range,
                   notes: [DiagnosticNote(message: NoteText.firstMember(name.name), range: first)])
        } else {
            seen[name.name] = name.range
        }
    }

    /// Consumes the current token if it is of `kind`.
    mutating func eat(_ kind: TokenKind) -> Token? {
        at(kind) ? consume() : nil
    }

    /// Consumes a token of `kind`, or reports "expected 'x' context".
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ context: String) -> Token? {
        if let token = eat(kind) { return token }
        reportExpected(.expectedToken(kind.spelling, context, found: describe(token)))
        return nil
    }

    /// The token after the current one.
    func peek() -> Token {
        var copy = lexer
        return copy.next()
    }

    /// The two tokens after the current one.
    func peekTwo() -> (Token, Token) {
        var copy = lexer
        let first = copy.next()
        return (first, copy.next())
    }

    /// The text of a range of the source.
    func text(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]), as: UTF8.self)
    }

    /// An identifier token's name, without backticks.
    func identifierName(_ token: Token) -> String {
        var range = token.range
        if bytes[Int(range.start)] == UInt8(ascii: "`") {
            range = SourceRange(start: range.start + 1, end: range.end - 1)
        }
        return text(range)
    }

    func matches(_ range: SourceRange, _ word: StaticString) -> Bool {
        guard range.length == word.utf8CodeUnitCount else { return false }
        let start = Int(range.start)
        for index in 0..<range.length where bytes[start + index] != word.utf8Start[index] { return false }
        return true
    }

    /// How a token is named in "found ..." messages.
    func describe(_ token: Token) -> String {
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
    var missingTokenRange: SourceRange {
        token.newlineBefore || at(.endOfFile) ? .empty(at: previousEnd) : token.range
    }

    // MARK: Scratch lists

    /// The statements pushed since `mark`, popped off the scratch stack.
    mutating func takeStatements(since mark: Int) -> [Statement] {
        Self.pop(&scratchStatements, since: mark)
    }

    /// The arguments pushed since `mark`, moved into the table as one
    /// contiguous list.
    mutating func takeArguments(since mark: Int) -> ListRange {
        Self.move(&scratchArguments, since: mark, to: &arguments)
    }

    /// The array elements pushed since `mark`, moved into the table.
    mutating func takeElements(since mark: Int) -> ListRange {
        Self.move(&scratchElements, since: mark, to: &elements)
    }

    private static func move<Element>(_ scratch: inout [Element], since mark: Int, to table: inout [Element]) -> ListRange {
        let count = scratch.count - mark
        guard count > 0 else { return .empty }
        let start = UInt32(table.count)
        table.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        return ListRange(start: start, count: UInt32(count))
    }

    /// Stores an expression node. Inside the parser expressions travel as
    /// plain indices (`ExprRef`), which copy without reference counting;
    /// `expr(_:)` makes the public value where a tree node keeps one.
    mutating func make(_ kind: ExprNode.Kind, _ range: SourceRange) -> ExprRef {
        nodes.append(ExprNode(kind: kind, range: range))
        return ExprRef(index: UInt32(nodes.count - 1))
    }

    func expr(_ reference: ExprRef) -> Expr { Expr(arena: arena, index: reference.index) }

    /// Parses an expression and returns its public value.
    ///
    /// Never write `expr(parseExpression())`: calling a non-mutating method
    /// of `self` with an argument that mutates `self` makes Swift copy the
    /// whole parser first, and the next append then copies every node
    /// (found by the benchmark: quadratic time on large files).
    mutating func parseExpressionValue() -> Expr {
        let reference = parseExpression()
        return expr(reference)
    }

    func range(_ reference: ExprRef) -> SourceRange { nodes[Int(reference.index)].range }

    func isError(_ reference: ExprRef) -> Bool {
        if case .error = nodes[Int(reference.index)].kind { return true }
        return false
    }

    /// Reserves room for a large source, so that the tables do not grow
    /// (and copy) while parsing. Generous on purpose: reserved pages that
    /// are never written cost address space, not memory. Measured on widget
    /// source: about one node per 6 bytes, one argument per 50. Small files
    /// (every real widget) grow from empty, which measured faster for them.
    mutating func reserveTables(sourceBytes: Int) {
        guard sourceBytes > 1 << 16 else { return }
        nodes.reserveCapacity(sourceBytes / 4 + 16)
        arguments.reserveCapacity(sourceBytes / 24 + 16)
        elements.reserveCapacity(sourceBytes / 64 + 16)
    }

    /// Hands the tables to the arena; after this the tree is complete.
    mutating func installTables() {
        arena.nodes = nodes
        arena.arguments = arguments
        arena.elements = elements
    }

    /// Moves `stack[mark...]` into a new array of exactly that size. (An
    /// `Array(slice)` of a whole buffer would share it, keeping the large
    /// scratch buffer alive and copying it on the next push.)
    private static func pop<Element>(_ stack: inout [Element], since mark: Int) -> [Element] {
        let count = stack.count - mark
        guard count > 0 else { return [] }
        var taken: [Element] = []
        taken.reserveCapacity(count)
        taken.append(contentsOf: stack[mark...])
        stack.removeSubrange(mark...)
        return taken
    }

    // MARK: Reporting

    mutating func report(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = []) {
        if message.severity == .error {
            if lastErrorStart == range.start { return }
            if let skipEnd = nestingSkipEnd, range.start <= skipEnd, message.id != .nestingTooDeep { return }
            lastErrorStart = range.start
        }
        diagnostics.append(Diagnostic(message, at: range, notes: notes))
    }

    /// Reports something missing or unexpected at the current token.
    mutating func reportExpected(_ message: DiagnosticMessage, notes: [DiagnosticNote] = []) {
        if previousTokenHadError { return }
        report(message, at: missingTokenRange, notes: notes)
    }

    private mutating func reportLexical(_ error: LexError) {
        switch error {
        case .invalidCharacter(let range):
            let scalar = text(range)
            let shown = scalar.unicodeScalars.first.map { "'\($0)' (U+\(String($0.value, radix: 16, uppercase: true)))" } ?? "'\(scalar)'"
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

    // MARK: Nesting

    /// Enters one level of nesting: one per delimiter (`{`, `(`, `[`, `\(`)
    /// and one per operator or chain link (`.member`, `+`, `!`, `? :`), so
    /// the limit is what a reader counts. Past the limit, reports once at
    /// `range` (the opener, or the current token), skips to the end of the
    /// innermost open delimiter and returns false; the caller then returns
    /// an error node without recursing.
    mutating func enterNesting(at range: SourceRange? = nil) -> Bool {
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

    mutating func exitNesting() { depth -= 1 }

    // MARK: Recovery

    /// Skips tokens up to (not including) the closer of the innermost open
    /// delimiter, stepping over balanced pairs. Iterative: hostile nesting
    /// cannot overflow the stack here.
    mutating func skipToClosingDelimiter() {
        var open = 0
        while !at(.endOfFile) {
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

    /// Skips the rest of a broken statement: up to a token that starts a new
    /// line, a `;`, or the closer of the enclosing block, stepping over
    /// balanced pairs.
    mutating func skipToStatementBoundary() {
        var open = 0
        var first = true
        while !at(.endOfFile) {
            if open == 0, !first, token.newlineBefore || at(.semicolon) { return }
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
    func atDeclarationStartAtMargin() -> Bool {
        guard token.kind == .identifier, token.newlineBefore, declarationKeyword(token) != nil else { return false }
        return indentation(of: token.range.start) == 0 && peek().kind == .identifier
    }

    /// The declaration keyword the token spells, if any.
    func declarationKeyword(_ token: Token) -> StaticString? {
        guard token.kind == .identifier, token.range.length <= 8 else { return nil }
        for word: StaticString in ["widget", "activity", "struct", "intent", "view"] where matches(token.range, word) {
            return word
        }
        return nil
    }

    /// The indentation of the line holding `offset`: leading spaces, a tab
    /// counting as four.
    func indentation(of offset: UInt32) -> Int {
        var start = Int(offset)
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var width = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x20 { width += 1 } else if bytes[index] == 0x09 { width += 4 } else { break }
            index += 1
        }
        return width
    }

    /// Whether two offsets are on the same line.
    func onSameLine(_ first: UInt32, _ second: UInt32) -> Bool {
        let low = Int(min(first, second))
        let high = Int(max(first, second))
        for index in low..<high where bytes[index] == 0x0A || bytes[index] == 0x0D { return false }
        return true
    }
}

/// An expression node of the parser's arena, by index.
struct ExprRef {
    let index: UInt32
}

/// Entry points that exist for `wdl-bench`, to time stages apart.
public enum FrontEndBenchmark {
    /// Lexes the whole file and counts the tokens, building nothing.
    public static func countTokens(_ file: SourceFile) -> Int {
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            var count = 0
            while lexer.next().kind != .endOfFile { count += 1 }
            return count
        }
    }
}

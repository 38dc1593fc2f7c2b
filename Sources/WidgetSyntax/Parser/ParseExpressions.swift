extension Parser {
    /// Parses an expression:
    /// `expression = binary [ '?' expression ':' expression ] ;`
    package mutating func parseExpression() -> ExprRef {
        let condition = parseBinary(minimumPrecedence: 1)
        guard at(.question), token.spaceBefore || !isOptionalChainQuestion() else {
            return condition
        }
        guard enterNesting() else { return condition }
        defer { exitNesting() }
        consume(as: .infix)
        let then = parseExpression()
        expect(.colon, "after the first branch of '? :'")
        let otherwise = parseExpression()
        let branches = pair(then.index, otherwise.index)
        return make(
            .ternary, SourceRange(start: range(condition).start, end: previousEnd), condition.index,
            branches)
    }

    /// Parses binary operators by precedence climbing, using Swift's groups
    /// (see `BinaryOperator.precedence`). Each link of a chain counts as a
    /// level of nesting, because it nests the tree one level deeper.
    package mutating func parseBinary(minimumPrecedence: Int) -> ExprRef {
        var left = parseUnary()
        let entryDepth = depth
        defer { depth = entryDepth }
        var previousNonAssociative: BinaryOperator?
        while let op = binaryOperator(), op.precedence >= minimumPrecedence {
            if let previous = previousNonAssociative, previous.precedence == op.precedence {
                report(.nonAssociativeOperator(op.rawValue), at: token.range)
            }
            guard enterNesting() else { break }
            consume(as: .infix)
            let next = op.associativity == .right ? op.precedence : op.precedence + 1
            let right = parseBinary(minimumPrecedence: next)
            left = make(
                .binary, SourceRange(start: range(left).start, end: previousEnd), flags: op.flags,
                left.index, right.index)
            previousNonAssociative = op.associativity == .none ? op : nil
        }
        return left
    }

    /// The binary operator at the current token, if any. An operator that
    /// starts a line still continues the expression (`Text(a)\n+ Text(b)`),
    /// except a `-` glued to what follows, which starts a new statement.
    @inline(__always) package func binaryOperator() -> BinaryOperator? {
        let op: BinaryOperator
        switch token.kind {
        case .star: op = .multiply
        case .slash: op = .divide
        case .percent: op = .remainder
        case .plus: op = .add
        case .minus: op = .subtract
        case .closedRange: op = .closedRange
        case .halfOpenRange: op = .halfOpenRange
        case .questionQuestion: op = .nilCoalescing
        case .equalEqual: op = .equal
        case .bangEqual: op = .notEqual
        case .less: op = .less
        case .lessEqual: op = .lessEqual
        case .greater: op = .greater
        case .greaterEqual: op = .greaterEqual
        case .ampersandAmpersand: op = .and
        case .pipePipe: op = .or
        default: return nil
        }
        if op == .subtract, token.newlineBefore, !peek().spaceBefore { return nil }
        return op
    }

    /// Parses prefix operators: `unary = ('!' | '-' | '...') unary | postfix ;`
    package mutating func parseUnary() -> ExprRef {
        let start = token.range.start
        let op: PrefixOperator
        switch token.kind {
        case .bang: op = .not
        case .minus: op = .negate
        case .closedRange: op = .upThrough
        default: return parsePostfix(parsePrimary())
        }
        guard enterNesting() else { return make(.error, .empty(at: previousEnd)) }
        defer { exitNesting() }
        consume(as: .prefix)
        let operand = parseUnary()
        return make(
            .prefix, SourceRange(start: start, end: previousEnd), flags: op.flags, operand.index)
    }

    /// Parses a primary expression: a name, a literal, an implicit member
    /// (`.leading`), a parenthesised expression or an array literal.
    package mutating func parsePrimary() -> ExprRef {
        let start = token.range.start
        if implicitSelfNext {
            implicitSelfNext = false
            if let member = parseImplicitSelfMember() { return member }
        }
        switch token.kind {
        case .identifier:
            return makeName(consume())
        case .integerLiteral:
            return parseIntegerLiteral(consume())
        case .floatLiteral:
            return parseFloatLiteral(consume())
        case .stringLiteral:
            let literal = consume()
            return makeString(parseStringLiteral(literal), literal.range)
        case .keywordTrue, .keywordFalse:
            let literal = consume()
            return make(.boolean, literal.range, flags: literal.kind == .keywordTrue ? 1 : 0)
        case .keywordNil:
            return make(.nilLiteral, consume().range)
        case .period:
            consume(as: .prefix)
            guard let name = parseMemberName() else {
                return make(.error, SourceRange(start: start, end: previousEnd))
            }
            return make(.implicitMember, SourceRange(start: start, end: previousEnd), name)
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            return parseArrayLiteral()
        case .backslash:
            return parseKeyPath()
        case .leftBrace where trailingClosuresAllowed:
            // A closure as a value, as in `Button(action: { ... })`; not
            // where a `{` opens a block (`if c {`).
            guard let closure = parseClosure() else {
                return make(.error, SourceRange(start: start, end: previousEnd))
            }
            return make(.closureExpression, SourceRange(start: start, end: previousEnd), closure)
        case .unknown:
            // The lexer's own diagnostic says more than "expected expression".
            consume()
            return make(.error, SourceRange(start: start, end: previousEnd))
        default:
            reportExpected(.expectedExpression(expressionContext, found: describe(token)))
            return make(.error, .empty(at: previousEnd))
        }
    }

    /// Parses a key path: `'\' [IDENTIFIER] '.' name { '.' name }`, as in
    /// `ForEach(entry.tags, id: \.self)` or `\Item.title`.
    package mutating func parseKeyPath() -> ExprRef {
        let start = consume().range.start
        var root = SyntaxNode.none
        if at(.identifier), !token.spaceBefore { root = makeName(consume()).index }
        let mark = scratch.count
        var components = 0
        while at(.period), !token.spaceBefore, components < 64 {
            consume(as: .postfix)
            guard let name = parseMemberName() else {
                scratch.removeLast(scratch.count - mark)
                return make(.error, SourceRange(start: start, end: previousEnd))
            }
            scratch.append(name)
            components += 1
        }
        guard components > 0 else {
            scratch.removeLast(scratch.count - mark)
            reportExpected(
                .expectedIdentifier(
                    "a member name after '\\' in a key path", found: describe(token)))
            return make(.error, SourceRange(start: start, end: previousEnd))
        }
        return make(
            .keyPath, SourceRange(start: start, end: previousEnd), root, takeList(since: mark))
    }

    /// "after '+'": what the missing expression should have followed.
    package var expressionContext: String {
        previousToken.map { "after \(describe($0))" } ?? "here"
    }

    /// Parses a member name after `.` into an identifier node; keywords
    /// are allowed (`.default`).
    package mutating func parseMemberName() -> UInt32? {
        if at(.identifier) || isKeyword(token.kind) {
            return makeName(consume()).index
        }
        reportExpected(.expectedIdentifier("a member name after '.'", found: describe(token)))
        return nil
    }

    package func isKeyword(_ kind: TokenKind) -> Bool {
        kind.rawValue >= TokenKind.keywordIf.rawValue
    }

    /// Parses `( expression )`, or `( label: value, ... )`, a labelled
    /// tuple (which the checker allows only where a parameter takes one).
    package mutating func parseParenthesized() -> ExprRef {
        let start = token.range.start
        let (first, second) = peekTwo()
        if first.kind == .identifier || isKeyword(first.kind), second.kind == .colon {
            let elements = parseArguments(closer: .rightParen, "to end the tuple")
            return make(.tuple, SourceRange(start: start, end: previousEnd), elements)
        }
        let open = consume()
        guard enterNesting(at: open.range) else {
            _ = eat(.rightParen)
            return make(.error, SourceRange(start: open.range.start, end: previousEnd))
        }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        let inner = parseExpression()
        trailingClosuresAllowed = saved
        exitNesting()
        expect(.rightParen, "to end the parenthesized expression", note: open.range)
        // The parentheses belong to the expression's range.
        nodes[Int(inner.index)].range = SourceRange(start: open.range.start, end: previousEnd)
        return inner
    }

    /// Parses `[ element, element, ... ]` (a trailing comma is allowed).
    package mutating func parseArrayLiteral() -> ExprRef {
        let open = consume()
        guard enterNesting(at: open.range) else {
            _ = eat(.rightBracket)
            return make(.error, SourceRange(start: open.range.start, end: previousEnd))
        }
        let mark = scratch.count
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        while !at(.rightBracket), !at(.endOfFile) {
            let element = parseExpression()
            if isError(element) {
                skipToClosingDelimiter()
                break
            }
            scratch.append(element.index)
            if eat(.comma) == nil { break }
        }
        trailingClosuresAllowed = saved
        exitNesting()
        let elements = takeList(since: mark)
        expect(.rightBracket, "to end the array literal", note: open.range)
        return make(.array, SourceRange(start: open.range.start, end: previousEnd), elements)
    }

    // MARK: Postfix

    /// Whether a `?` here is optional chaining (`first?.title`): glued to
    /// what precedes it and followed by `.`.
    @inline(__always) package func isOptionalChainQuestion() -> Bool {
        at(.question) && !token.spaceBefore && peek().kind == .period && !peek().spaceBefore
    }

    /// Parses postfix forms after a primary: `.member` (also at the start
    /// of the next line, as in a modifier chain), `?.member`, `(args)`,
    /// `[index]` and trailing closures. Each link nests the tree one level,
    /// so each counts toward the nesting limit.
    package mutating func parsePostfix(_ primary: ExprRef) -> ExprRef {
        var expression = primary
        if isError(expression) { return expression }
        let entryDepth = depth
        defer { depth = entryDepth }
        while true {
            let start = range(expression).start
            // An unterminated string ends its line: what follows on the next
            // line belongs to the call around it, not to the string.
            if token.newlineBefore, range(expression) == lastErrorToken { break }
            if at(.period) || isOptionalChainQuestion() {
                guard enterNesting() else { break }
                let optional = at(.question)
                if optional { consume(as: .postfix) }
                consume(as: .postfix)
                guard let name = parseMemberName() else { break }
                expression = make(
                    .member, SourceRange(start: start, end: previousEnd), flags: optional ? 1 : 0,
                    expression.index, name)
            } else if at(.leftParen), !token.newlineBefore {
                let arguments = parseArguments(closer: .rightParen, "to end the argument list")
                let closures = parseTrailingClosures()
                let parts = pair(arguments, closures)
                expression = make(
                    .call, SourceRange(start: start, end: previousEnd), flags: 1, expression.index,
                    parts)
            } else if at(.leftBracket), !token.newlineBefore {
                let arguments = parseArguments(closer: .rightBracket, "to end the subscript")
                expression = make(
                    .subscriptAccess, SourceRange(start: start, end: previousEnd), expression.index,
                    arguments)
            } else if at(.bang), !token.spaceBefore {
                // `x!`, glued to its operand as Swift requires; `x !y`
                // is not a postfix operator.
                guard enterNesting() else { break }
                consume(as: .postfix)
                expression = make(
                    .forceUnwrap, SourceRange(start: start, end: previousEnd), expression.index)
            } else if at(.leftBrace), !token.newlineBefore, trailingClosuresAllowed {
                let closures = parseTrailingClosures()
                let parts = pair(0, closures)
                expression = make(
                    .call, SourceRange(start: start, end: previousEnd), expression.index, parts)
            } else {
                break
            }
        }
        return expression
    }

    /// Parses `( [label:] value, ... )` or `[ ... ]` for subscripts.
    ///
    /// Recovery stays local: a token on the same line where a `,` belongs is
    /// taken as the next argument after reporting the missing comma; a
    /// token on a later line means the closer is missing, reported at the
    /// end of the last argument, and the list ends there.
    package mutating func parseArguments(closer: TokenKind, _ context: String) -> UInt32 {
        let open = consume()
        guard enterNesting(at: open.range) else {
            _ = eat(closer)
            return 0
        }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer {
            trailingClosuresAllowed = saved
            exitNesting()
        }
        let mark = scratch.count
        var reported = false
        while !at(closer), !at(.endOfFile) {
            let before = token.range.start
            guard let argument = parseArgument() else {
                reported = true
                if token.range.start == before, !token.newlineBefore, !isCloser(token.kind) {
                    consume()
                }
                break
            }
            scratch.append(argument)
            if eat(.comma) != nil { continue }
            if at(closer) || token.newlineBefore || isCloser(token.kind) || at(.endOfFile) { break }
            reportExpected(.expectedToken(",", "between arguments", found: describe(token)))
            reported = true
        }
        // One mistake per list: after a missing comma or a bad argument,
        // a missing closer is the same mistake seen again.
        if reported {
            _ = eat(closer)
        } else {
            expect(closer, context, note: open.range)
        }
        return takeList(since: mark)
    }

    package func isCloser(_ kind: TokenKind) -> Bool {
        kind == .rightParen || kind == .rightBrace || kind == .rightBracket
    }

    /// Parses one argument: `label: value` or `value`. Labels may be
    /// keywords (`in: 0...100`).
    package mutating func parseArgument() -> UInt32? {
        let start = token.range.start
        var label = SyntaxNode.none
        if at(.identifier) || isKeyword(token.kind), peek().kind == .colon {
            label = makeName(consume()).index
            consume()
        }
        let value = parseExpression()
        if isError(value) { return nil }
        return make(.argument, SourceRange(start: start, end: previousEnd), label, value.index)
            .index
    }

    /// Parses trailing closures on the same line: `{ ... }` then any
    /// number of `label: { ... }`; returns their list.
    package mutating func parseTrailingClosures() -> UInt32 {
        guard trailingClosuresAllowed, at(.leftBrace), !token.newlineBefore else { return 0 }
        let mark = scratch.count
        guard let first = parseClosure() else { return 0 }
        scratch.append(
            make(.trailingClosure, nodes[Int(first)].range, SyntaxNode.none, first).index)
        while at(.identifier), !token.newlineBefore {
            let (colon, brace) = peekTwo()
            guard colon.kind == .colon, brace.kind == .leftBrace else { break }
            let label = makeName(consume()).index
            consume()
            guard let closure = parseClosure() else { break }
            scratch.append(
                make(
                    .trailingClosure,
                    SourceRange(start: nodes[Int(label)].range.start, end: previousEnd), label,
                    closure
                ).index)
        }
        return takeList(since: mark)
    }

    /// Parses a closure: `{ [params in] statements }`, as in
    /// `ForEach(entry.items) { item in Text(item.title) }`; returns its node.
    package mutating func parseClosure() -> UInt32? {
        let start = token.range.start
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        var parameters: UInt32 = 0
        let mark = scratch.count
        let range = parseBraced(
            "to begin the closure",
            prologue: { parser in
                parameters = parser.parseClosureParameters()
            },
            { parser in
                parser.parseStatementIntoScratch()
            })
        let statements = takeList(since: mark)
        guard let range else { return nil }
        let body = make(.block, range, statements).index
        return make(.closure, SourceRange(start: start, end: previousEnd), parameters, body).index
    }

    /// Parses `name [, name] in` or `(name [, name]) in` right after a
    /// closure's `{`, when the tokens ahead have that shape, and returns
    /// the list of names; otherwise consumes nothing. The parenthesized
    /// form also takes a tuple's elements apart, as Swift does
    /// (`enumerated()`'s `{ (index, item) in }`).
    package mutating func parseClosureParameters() -> UInt32 {
        var lookahead = lexer
        var next = token
        let parenthesized = next.kind == .leftParen
        if parenthesized { next = lookahead.next() }
        var count = 0
        while next.kind == .identifier, count < 16 {
            count += 1
            next = lookahead.next()
            guard next.kind == .comma else { break }
            next = lookahead.next()
        }
        if parenthesized {
            guard next.kind == .rightParen else { return 0 }
            next = lookahead.next()
        }
        guard count > 0, next.kind == .keywordIn else { return 0 }
        let mark = scratch.count
        if parenthesized { consume() }
        while at(.identifier) {
            scratch.append(makeName(consume()).index)
            if eat(.comma) == nil { break }
        }
        if parenthesized { consume() }
        consume()
        return takeList(since: mark)
    }
}

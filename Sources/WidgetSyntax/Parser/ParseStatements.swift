extension Parser {
    /// Parses a braced block of view statements: `{ Text("a"); Text("b") }`.
    package mutating func parseBlock(_ context: @autoclosure () -> String) -> Block? {
        guard let block = parseBlockNode(context()) else { return nil }
        return Block(tree, block)
    }

    /// Parses a braced block into a `block` node.
    package mutating func parseBlockNode(_ context: @autoclosure () -> String) -> UInt32? {
        let mark = scratch.count
        let range = parseBraced(context()) { parser in parser.parseStatementIntoScratch() }
        let statements = takeList(since: mark)
        guard let range else { return nil }
        return make(.block, range, statements).index
    }

    /// Parses statements up to the end of input (a fragment without braces).
    package mutating func parseStatementsToEnd() -> Block {
        let mark = scratch.count
        let start = token.range.start
        while !at(.endOfFile) {
            let before = token.range.start
            parseStatementIntoScratch()
            if token.range.start == before, !at(.endOfFile) {
                report(.unexpectedToken(describe(token), "here"), at: token.range)
                consume()
            }
        }
        let statements = takeList(since: mark)
        return Block(
            tree, make(.block, SourceRange(start: start, end: previousEnd), statements).index)
    }

    /// Parses one statement and its separator, pushing it on the scratch
    /// stack unless it was an error with nothing to keep.
    package mutating func parseStatementIntoScratch() {
        if let statement = parseStatement() {
            scratch.append(statement)
        } else {
            skipToStatementBoundary()
        }
        expectSeparator()
    }

    /// Parses a statement into a node (an expression, `ifStatement` or
    /// `switchStatement`); nil when it could not be parsed (reported):
    /// `statement = if | switch | expression ;`
    ///
    /// Every level of nesting passes through here, so its frame is kept
    /// small: the statements a keyword or a name starts are parsed out of
    /// line (`parseKeywordStatement`), and only an expression here.
    package mutating func parseStatement() -> UInt32? {
        switch token.kind {
        case .keywordIf:
            return parseIf()
        case .keywordSwitch:
            return parseSwitch()
        case .keywordLet:
            return parseLet(allowsList: true)
        case .identifier, .keywordCase, .keywordDefault, .keywordElse, .leftBrace, .at, .poundIf,
            .poundElseif, .poundElse, .poundEndif:
            if case .parsed(let node) = parseKeywordStatement() { return node }
        default:
            break
        }
        implicitSelfNext = implicitSelf
        let expression = parseExpression()
        return isError(expression) ? nil : expression.index
    }

    /// What `parseKeywordStatement` made of the tokens at the cursor.
    package enum KeywordStatement {
        /// A statement, or nil for one that could not be parsed (reported).
        case parsed(UInt32?)
        /// None: an expression starts here.
        case expression
    }

    /// The statements a word starts (`var`, `return`, `guard`, `for`, an
    /// assignment, `self.x =`) and the tokens that start none (`case`
    /// outside a `switch`, a lone `{`, a property wrapper); `.expression`
    /// for anything else.
    @inline(never)
    private mutating func parseKeywordStatement() -> KeywordStatement {
        switch token.kind {
        case .identifier
        where text(token.range) == "var" && peek().kind == .identifier:
            return .parsed(parseLet(allowsList: true))
        case .identifier where text(token.range) == "return" && !peek().newlineBefore:
            return .parsed(parseReturn())
        case .identifier where text(token.range) == "guard":
            return .parsed(parseGuard())
        case .identifier where text(token.range) == "for" && peek().kind == .identifier:
            return .parsed(parseFor())
        case .identifier where valueBody && isMemberAssignmentNext():
            return .parsed(parseMemberAssignment())
        case .identifier where Self.assignmentOperators[peek().kind] != nil:
            return .parsed(parseAssignment())
        case .identifier where valueBody && isSelfAssignmentNext():
            return .parsed(parseSelfAssignment())
        case .keywordCase, .keywordDefault, .keywordElse, .poundElseif, .poundElse, .poundEndif:
            report(.unexpectedToken(describe(token), "outside of its statement"), at: token.range)
            consume()
            return .parsed(nil)
        case .poundIf:
            return .parsed(parseConditionalCompilation())
        case .leftBrace:
            // A closure is a value (`Button(action: { })`), never a
            // statement of its own: `{` alone on a line is a mistake.
            reportExpected(.expectedExpression(expressionContext, found: describe(token)))
            return .parsed(nil)
        case .at where peek().kind == .identifier && text(peek().range) != "unknown":
            // `@State var x`, `@Environment(\.widgetFamily) var family`: a
            // property of a SwiftUI view struct, which a body has no place for.
            let at = consume()
            let name = consume()
            report(
                .propertyWrapperInBody("@" + text(name.range)),
                at: SourceRange(start: at.range.start, end: name.range.end))
            return .parsed(nil)
        default:
            return .expression
        }
    }

    /// Parses `let name [: Type] = value` (or `var`) into a `letStatement`
    /// node; nil when the name, `=` or the value is missing (reported).
    package mutating func parseLet(allowsList: Bool = false) -> UInt32? {
        let keyword = consume()
        var binding = parseBinding(after: keyword, from: keyword.range.start)
        // `var red: Double = 0, green: Double = 0`: one statement a name,
        // the earlier ones pushed before the last, as written.
        while allowsList, let earlier = binding, at(.comma) {
            consume()
            scratch.append(earlier)
            binding = parseBinding(after: keyword, from: token.range.start)
        }
        return binding
    }

    /// `name [: Type] = value` after `let` or `var` (`keyword`), its
    /// statement's range from `start`.
    private mutating func parseBinding(after keyword: Token, from start: UInt32) -> UInt32? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a name after 'let'", found: describe(token)))
            return nil
        }
        let name = consumeName()
        var type = SyntaxNode.none
        if eat(.colon) != nil {
            type = parseType()
            if nodes[Int(type)].tag == .errorType { return nil }
        }
        guard at(.equal) else {
            reportExpected(
                .expectedToken(
                    "=", "and a value after '\(name.identifier.name)'", found: describe(token)))
            return nil
        }
        consume(as: .infix)
        let value = parseBoundExpression()
        if isError(value) { return nil }
        let range = SourceRange(start: start, end: previousEnd)
        let isVar = keyword.kind == .identifier
        return make(.letStatement, range, flags: isVar ? 1 : 0, name.node, pair(type, value.index))
            .index
    }

    /// Parses a value where Swift also takes an `if` or `switch` as an
    /// expression (after `let name =`, `return` and `name =`):
    /// `value = if | switch | expression ;`
    package mutating func parseBoundExpression() -> ExprRef {
        guard at(.keywordIf) || at(.keywordSwitch) else { return parseExpression() }
        let start = token.range.start
        guard enterNesting() else { return make(.error, .empty(at: previousEnd)) }
        defer { exitNesting() }
        guard let statement = at(.keywordIf) ? parseIf() : parseSwitch() else {
            return make(.error, SourceRange(start: start, end: previousEnd))
        }
        checkBranches(of: statement)
        return make(.branchExpression, SourceRange(start: start, end: previousEnd), statement)
    }

    /// Holds an `if` or `switch` used as a value to Swift's shape: an
    /// unconditional `else` at the end of an `if` chain, and one
    /// expression (or a nested `if` or `switch` of the same shape) in
    /// every branch.
    private mutating func checkBranches(of statement: UInt32) {
        let node = nodes[Int(statement)]
        guard node.tag == .ifStatement else {
            for offset in 0..<Int(extra[Int(node.b)]) {
                let switchCase = nodes[Int(extra[Int(node.b) + 1 + offset])]
                let hasWhere = switchCase.flags & SwitchCase.whereFlag != 0
                checkBranch(hasWhere ? extra[Int(switchCase.b)] : switchCase.b, of: "switch")
            }
            return
        }
        checkBranch(extra[Int(node.b)], of: "if")
        let otherwise = extra[Int(node.b) + 1]
        if otherwise == SyntaxNode.none {
            let keyword = SourceRange(start: node.range.start, end: node.range.start + 2)
            report(.branchExpressionNeedsElse(), at: keyword)
        } else if nodes[Int(otherwise)].tag == .elseIf {
            checkBranches(of: nodes[Int(otherwise)].a)
        } else {
            checkBranch(otherwise, of: "if")
        }
    }

    private mutating func checkBranch(_ block: UInt32, of keyword: String) {
        let statements = nodes[Int(block)].a
        if extra[Int(statements)] == 1 {
            let only = extra[Int(statements) + 1]
            switch nodes[Int(only)].tag {
            case .ifStatement, .switchStatement:
                return checkBranches(of: only)
            case let tag where nodes[Int(only)].isExpression && tag != .error:
                return
            default: break
            }
        }
        let range = nodes[Int(block)].range
        report(
            .branchExpressionNotSingle(keyword),
            at: SourceRange(start: range.start, end: min(range.end, range.start + 1)))
    }

    /// Parses `self.title = title` (in an `init`) into an `assignment`
    /// node flagged `Assignment.selfFlag`. Out of line: `parseStatement`
    /// is on the path of every nesting level, and its frame stays small.
    @inline(never)
    private mutating func parseSelfAssignment() -> UInt32? {
        let start = consume().range.start
        consume(as: .postfix)
        guard let assignment = parseAssignment() else { return nil }
        nodes[Int(assignment)].flags |= Assignment.selfFlag
        nodes[Int(assignment)].range.start = start
        return assignment
    }

    /// Parses `variable.member = value` (or `+=`...) in a function's body.
    private mutating func parseMemberAssignment() -> UInt32? {
        let variable = consumeName()
        consume(as: .postfix)
        let member = consumeName()
        let op = Self.assignmentOperators[token.kind] ?? .assign
        consume(as: .infix)
        let value = parseBoundExpression()
        if isError(value) { return nil }
        return make(
            .assignment, SourceRange(start: variable.identifier.range.start, end: previousEnd),
            flags: op.rawValue | Assignment.memberFlag, variable.node,
            pair(member.node, value.index)
        ).index
    }

    /// Whether `name.member =` (or `+=`...) is next, `name` not `self`.
    private func isMemberAssignmentNext() -> Bool {
        text(token.range) != "self" && isAssignmentToMemberNext()
    }

    /// Whether `self.name =` (or `+=`...) is next.
    private func isSelfAssignmentNext() -> Bool {
        text(token.range) == "self" && isAssignmentToMemberNext()
    }

    /// Whether `.name =` (or `+=`...) follows the current token.
    @inline(never)
    private func isAssignmentToMemberNext() -> Bool {
        var copy = lexer
        let period = copy.next()
        let name = copy.next()
        let op = copy.next()
        return period.kind == .period && !period.spaceBefore && name.kind == .identifier
            && Self.assignmentOperators[op.kind] != nil
    }

    /// Parses a `case` pattern: an enum case with its associated values
    /// bound (`.late(let minutes)`, `.late(minutes: let m)`, `.gone(_)`,
    /// `let .late(minutes)`), else an expression:
    /// `pattern = [ 'let' ] '.' name '(' element { ',' element } ')' | expression ;`
    package mutating func parseCasePattern() -> ExprRef {
        let start = token.range.start
        let bindsAll = at(.keywordLet)
        if !bindsAll {
            let (name, open) = peekTwo()
            guard at(.period), name.kind == .identifier, open.kind == .leftParen,
                !name.spaceBefore, !open.spaceBefore
            else { return parseExpression() }
        } else {
            consume()
        }
        guard at(.period), peek().kind == .identifier else {
            reportExpected(.expectedIdentifier("an enum case after 'let'", found: describe(token)))
            return make(.error, .empty(at: previousEnd))
        }
        consume(as: .prefix)
        let name = makeName(consume())
        guard let open = eat(.leftParen), enterNesting(at: open.range) else {
            return make(.error, .empty(at: previousEnd))
        }
        let mark = scratch.count
        while !at(.rightParen), !at(.endOfFile) {
            scratch.append(parsePatternElement(bindsAll: bindsAll))
            if eat(.comma) == nil { break }
        }
        exitNesting()
        let elements = takeList(since: mark)
        guard expect(.rightParen, "to end the pattern's values", note: open.range) != nil else {
            return make(.error, .empty(at: previousEnd))
        }
        return make(
            .enumPattern, SourceRange(start: start, end: previousEnd), name.index, elements)
    }

    /// Parses one element of an enum pattern: `[label ':'] (let name | _ |
    /// value)`; under `case let`, a bare name binds.
    private mutating func parsePatternElement(bindsAll: Bool) -> UInt32 {
        let start = token.range.start
        var label = SyntaxNode.none
        if at(.identifier), peek().kind == .colon {
            label = consumeName().node
            consume()
        }
        let flags: UInt8
        let value: UInt32
        if at(.keywordLet) || at(word: "var") {
            consume()
            guard at(.identifier) else {
                reportExpected(.expectedIdentifier("a name to bind", found: describe(token)))
                return make(
                    .patternElement, .empty(at: start), flags: PatternElement.wildcardFlag, label
                ).index
            }
            (flags, value) = (PatternElement.bindingFlag, consumeName().node)
        } else if at(.identifier), text(token.range) == "_" {
            consume()
            (flags, value) = (PatternElement.wildcardFlag, SyntaxNode.none)
        } else if bindsAll, at(.identifier) {
            (flags, value) = (PatternElement.bindingFlag, consumeName().node)
        } else {
            (flags, value) = (PatternElement.valueFlag, parseExpression().index)
        }
        return make(
            .patternElement, SourceRange(start: start, end: previousEnd), flags: flags, label, value
        ).index
    }

    /// The assignment operators by token.
    static let assignmentOperators: [TokenKind: AssignmentOperator] = [
        .equal: .assign, .plusEqual: .add, .minusEqual: .subtract, .starEqual: .multiply,
        .slashEqual: .divide,
    ]

    /// Parses `name = value` or `name += value` (`-=`, `*=`, `/=`);
    /// refused (nil) outside the body of a function that returns a value,
    /// as a view builder assigns nothing.
    package mutating func parseAssignment() -> UInt32? {
        let name = consumeName()
        let op = Self.assignmentOperators[token.kind] ?? .assign
        let opToken = consume(as: .infix)
        guard valueBody else {
            report(
                .unsupportedSwift(
                    "an assignment in a view builder",
                    advice: "result builders assign nothing; name the value with 'let'"),
                at: SourceRange(start: name.identifier.range.start, end: opToken.range.end))
            _ = parseBoundExpression()
            return nil
        }
        let value = parseBoundExpression()
        if isError(value) { return nil }
        let range = SourceRange(start: name.identifier.range.start, end: previousEnd)
        return make(.assignment, range, flags: op.rawValue, name.node, value.index).index
    }

    /// Parses `for name in sequence { ... }`; refused (nil) outside the
    /// body of a function that returns a value, as SwiftUI's view builder
    /// has no loops (`ForEach` draws a collection).
    package mutating func parseFor() -> UInt32? {
        let keyword = consume()
        guard valueBody else {
            report(
                .unsupportedSwift(
                    "'for' in a view builder", advice: "draw a collection with 'ForEach'"),
                at: keyword.range)
            // The caller skips the rest, its block included.
            return nil
        }
        let name = consumeName()
        guard expect(.keywordIn, "after the name of 'for'") != nil else { return nil }
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = false
        let sequence = parseExpression()
        trailingClosuresAllowed = savedTrailing
        if isError(sequence) { return nil }
        guard let body = parseBlockNode("to begin the body of 'for'") else { return nil }
        return make(
            .forStatement, SourceRange(start: keyword.range.start, end: previousEnd), name.node,
            pair(sequence.index, body)
        ).index
    }

    /// Parses `guard conditions else { ... }`; refused (nil) outside the
    /// body of a function that returns a value, as Swift's view builders
    /// have no `guard`.
    package mutating func parseGuard() -> UInt32? {
        let keyword = consume()
        guard valueBody else {
            report(
                .unsupportedSwift(
                    "'guard' in a view builder",
                    advice:
                        "result builders have no 'guard'; write 'if' with the views in its branches"
                ),
                at: keyword.range)
            return nil
        }
        let conditions = parseConditions()
        guard expect(.keywordElse, "after the conditions of 'guard'") != nil,
            let elseBlock = parseBlockNode("to begin the 'else' of 'guard'")
        else { return nil }
        return make(
            .guardStatement, SourceRange(start: keyword.range.start, end: previousEnd), conditions,
            elseBlock
        ).index
    }

    /// Parses `if conditions { ... } [else if ... | else { ... }]`; nil when
    /// the branch's `{` is missing (reported; the caller skips the line).
    package mutating func parseIf() -> UInt32? {
        let start = consume().range.start
        let conditions = parseConditions()
        guard let thenBlock = parseBlockNode("to begin the 'if' branch") else { return nil }
        var elseBranch = SyntaxNode.none
        if eat(.keywordElse) != nil {
            if at(.keywordIf) {
                let elseStart = token.range.start
                if enterNesting() {
                    let nested = parseIf()
                    exitNesting()
                    if let nested {
                        elseBranch =
                            make(.elseIf, SourceRange(start: elseStart, end: previousEnd), nested)
                            .index
                    }
                }
            } else {
                elseBranch =
                    parseBlockNode("or 'if' after 'else'")
                    ?? make(.block, .empty(at: previousEnd)).index
            }
        }
        let branches = pair(thenBlock, elseBranch)
        return make(.ifStatement, SourceRange(start: start, end: previousEnd), conditions, branches)
            .index
    }

    /// Parses `condition { ',' condition }` where a condition is
    /// `let name = value`, `let name`, `#available(...)` or an expression,
    /// into a list of condition nodes. Trailing closures are off here:
    /// `{` begins the branch.
    package mutating func parseConditions() -> UInt32 {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        let mark = scratch.count
        repeat {
            let start = token.range.start
            if eat(.keywordCase) != nil {
                // `if case .late(let minutes) = status`.
                let pattern = parseCasePattern()
                guard !isError(pattern), expect(.equal, "after the pattern of 'case'") != nil
                else { break }
                let value = parseExpression()
                if isError(value) { break }
                scratch.append(
                    make(
                        .casePatternCondition, SourceRange(start: start, end: previousEnd),
                        pattern.index, value.index
                    ).index)
            } else if eat(.keywordLet) != nil {
                guard at(.identifier) else {
                    reportExpected(
                        .expectedIdentifier("a name to bind after 'let'", found: describe(token)))
                    break
                }
                let name = makeName(consume()).index
                let value = at(.equal) ? parseBoundValue() : SyntaxNode.none
                scratch.append(
                    make(.optionalBinding, SourceRange(start: start, end: previousEnd), name, value)
                        .index)
            } else if at(.poundAvailable) {
                availabilities.append(parseAvailability())
                scratch.append(
                    make(
                        .availableCondition, SourceRange(start: start, end: previousEnd),
                        UInt32(availabilities.count - 1)
                    ).index)
            } else {
                let expression = parseExpression()
                if isError(expression) { break }
                scratch.append(
                    make(.expressionCondition, range(expression), expression.index).index)
            }
        } while eat(.comma) != nil
        return takeList(since: mark)
    }

    /// Parses `#available(iOS 17.0, macOS 14.0, *)`, or the same list of
    /// an `@available` attribute (`spelled` names it in messages).
    package mutating func parseAvailability(spelled: String = "#available") -> Availability {
        consume()
        var platforms: [PlatformVersion] = []
        var hasWildcard = false
        guard let open = expect(.leftParen, "after '\(spelled)'") else {
            return Availability(platforms: [], hasWildcard: false)
        }
        while !at(.rightParen), !at(.endOfFile) {
            if eat(.star) != nil {
                hasWildcard = true
            } else if at(.identifier) {
                let platform = consumeIdentifier()
                guard let version = parseVersion() else {
                    skipToClosingDelimiter()
                    _ = eat(.rightParen)
                    return Availability(platforms: platforms, hasWildcard: hasWildcard)
                }
                platforms.append(
                    PlatformVersion(
                        platform: platform, version: version,
                        range: SourceRange(start: platform.range.start, end: previousEnd)))
            } else {
                reportExpected(
                    .expectedIdentifier("a platform name such as 'iOS'", found: describe(token)))
                skipToClosingDelimiter()
                _ = eat(.rightParen)
                return Availability(platforms: platforms, hasWildcard: hasWildcard)
            }
            if eat(.comma) == nil { break }
        }
        if !hasWildcard, at(.rightParen) {
            reportExpected(
                .expectedToken(
                    "*", "as the last argument of '\(spelled)', for other platforms",
                    found: describe(token)))
        }
        expect(.rightParen, "to end '\(spelled)'", note: open.range)
        return Availability(platforms: platforms, hasWildcard: hasWildcard)
    }

    /// Parses `= value` after `let name` in a condition.
    private mutating func parseBoundValue() -> UInt32 {
        consume(as: .infix)
        return parseExpression().index
    }

    /// Parses a version: `17`, `17.0` or `17.0.1`, written without spaces.
    package mutating func parseVersion() -> String? {
        guard at(.integerLiteral) || at(.floatLiteral), token.error == nil else {
            reportExpected(.expectedVersion(found: describe(token)))
            return nil
        }
        let first = consume()
        var version = text(first.range)
        while at(.period), !token.spaceBefore, peek().kind == .integerLiteral, !peek().spaceBefore {
            consume(as: .postfix)
            let part = consume()
            version += "." + text(part.range)
        }
        return version
    }

    /// Parses `switch subject { case .a, .b: ... default: ... }`.
    package mutating func parseSwitch() -> UInt32? {
        let keyword = consume()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        let subject = parseExpression()
        trailingClosuresAllowed = saved
        let mark = scratch.count
        var cases = 0
        var firstDefault: SourceRange?
        var reportedStray = false
        guard
            parseBraced(
                "to begin the 'switch' cases",
                { parser in
                    if parser.at(.keywordCase) || parser.at(.keywordDefault) || parser.at(.at) {
                        guard let switchCase = parser.parseSwitchCase() else { return }
                        let node = parser.nodes[Int(switchCase)]
                        if node.flags & 1 != 0 {
                            let label = SourceRange(
                                start: node.range.start, end: node.range.start + 7)
                            if let first = firstDefault {
                                parser.report(
                                    .duplicateDefault(), at: label,
                                    notes: [
                                        DiagnosticNote(
                                            message: NoteText.firstDefault(), range: first)
                                    ])
                            } else {
                                firstDefault = label
                            }
                        }
                        parser.scratch.append(switchCase)
                        cases += 1
                    } else {
                        if !reportedStray {
                            reportedStray = true
                            parser.report(.statementOutsideCase(), at: parser.token.range)
                        }
                        let stray = parser.scratch.count
                        parser.parseStatementIntoScratch()
                        parser.scratch.removeSubrange(stray...)
                    }
                }) != nil
        else {
            scratch.removeSubrange(mark...)
            return nil
        }
        if cases == 0 {
            report(.emptySwitch(), at: keyword.range)
        }
        let list = takeList(since: mark)
        return make(
            .switchStatement, SourceRange(start: keyword.range.start, end: previousEnd),
            subject.index, list
        ).index
    }

    /// Parses `case p1, p2:` or `[@unknown] default:` and the statements up
    /// to the next label or the closing brace, into a `switchCase` node.
    package mutating func parseSwitchCase() -> UInt32? {
        let start = token.range.start
        var flags: UInt8 = 0
        if eat(.at) != nil {
            guard at(word: "unknown") else {
                reportExpected(.expectedIdentifier("'unknown' after '@'", found: describe(token)))
                skipToStatementBoundary()
                return nil
            }
            consume()
            flags |= 2
            guard at(.keywordDefault) else {
                reportExpected(
                    .expectedToken("default", "after '@unknown'", found: describe(token)))
                skipToStatementBoundary()
                return nil
            }
        }
        let isDefault = eat(.keywordDefault) != nil
        if isDefault { flags |= 1 }
        let patternMark = scratch.count
        if !isDefault {
            consume()
            let saved = trailingClosuresAllowed
            trailingClosuresAllowed = false
            repeat {
                let pattern = parseCasePattern()
                if isError(pattern) { break }
                scratch.append(pattern.index)
            } while eat(.comma) != nil
            trailingClosuresAllowed = saved
        }
        var condition = SyntaxNode.none
        if !isDefault, at(word: "where") {
            consume()
            let saved = trailingClosuresAllowed
            trailingClosuresAllowed = false
            condition = parseExpression().index
            trailingClosuresAllowed = saved
            flags |= SwitchCase.whereFlag
        }
        let patterns = takeList(since: patternMark)
        guard expect(.colon, isDefault ? "after 'default'" : "after the case patterns") != nil
        else {
            skipToStatementBoundary()
            return nil
        }
        let bodyStart = previousEnd
        let mark = scratch.count
        while !at(.keywordCase), !at(.keywordDefault), !at(.at), !at(.rightBrace), !at(.endOfFile),
            !atDeclarationStartAtMargin()
        {
            let before = token.range.start
            parseStatementIntoScratch()
            if token.range.start == before { break }
        }
        let statements = takeList(since: mark)
        var body = make(.block, SourceRange(start: bodyStart, end: previousEnd), statements).index
        if flags & SwitchCase.whereFlag != 0 { body = pair(body, condition) }
        return make(
            .switchCase, SourceRange(start: start, end: previousEnd), flags: flags, patterns, body
        ).index
    }

    /// Parses `#if condition` statements { `#elseif condition` statements }
    /// [ `#else` statements ] `#endif` into an `ifConfig` node. Every
    /// clause is parsed, as Swift parses them; the one the build compiles
    /// (`BuildConfiguration`) is marked. Nil when it is not closed (reported).
    @inline(never)
    package mutating func parseConditionalCompilation() -> UInt32? {
        let start = token.range.start
        let opener = token.range
        guard enterNesting(at: opener) else { return nil }
        defer { exitNesting() }
        var clauses: [UInt32] = []
        var compiled = false
        var kind = CompilationClause.Kind.if
        while true {
            let clauseStart = consume().range.start
            var condition = SourceRange.empty(at: previousEnd)
            var holds = true
            if kind != .else {
                // A condition that is not one is reported and never holds:
                // the clauses are still parsed, so nothing cascades.
                (condition, holds) = parseCompilationCondition() ?? (condition, false)
            }
            // Modifiers in a clause (`.bold()` after a view) are reported
            // once; the clause is not compiled, so nothing cascades.
            let modifiers = at(.period) && token.newlineBefore
            if modifiers {
                report(
                    .unsupportedSwift(
                        "'#if' around modifiers",
                        advice: "write the whole view statement in each clause"),
                    at: SourceRange(start: clauseStart, end: previousEnd))
            }
            let active = !compiled && holds && !modifiers
            compiled = compiled || active
            let block = parseClauseBody()
            clauses.append(
                make(
                    .ifConfigClause, SourceRange(start: clauseStart, end: previousEnd),
                    flags: kind.rawValue | (active ? 4 : 0), block,
                    pair(condition.start, condition.end)
                ).index)
            guard let next = nextClause(after: kind) else { break }
            kind = next
        }
        guard expect(.poundEndif, "to end the '#if' that begins here", note: opener) != nil else {
            return nil
        }
        let mark = scratch.count
        scratch += clauses
        return make(.ifConfig, SourceRange(start: start, end: previousEnd), takeList(since: mark))
            .index
    }

    /// The kind of the clause a `#elseif` or `#else` at the cursor opens
    /// after a clause of `kind`; nil at anything else (`#endif`). Swift
    /// allows nothing after `#else` but `#endif`: such a clause is
    /// reported and parsed as another `#else`, never compiled.
    package mutating func nextClause(after kind: CompilationClause.Kind)
        -> CompilationClause.Kind?
    {
        guard at(.poundElseif) || at(.poundElse) else { return nil }
        if kind == .else {
            report(
                .unexpectedToken(describe(token), "after the '#else' of this '#if'"),
                at: token.range)
            return .else
        }
        return at(.poundElseif) ? .elseif : .else
    }

    /// The statements of a `#if` clause, up to the next directive.
    private mutating func parseClauseBody() -> UInt32 {
        let mark = scratch.count
        let start = token.range.start
        while !at(.poundElseif), !at(.poundElse), !at(.poundEndif), !at(.rightBrace),
            !at(.endOfFile)
        {
            let before = token.range.start
            parseStatementIntoScratch()
            if token.range.start == before { break }
        }
        let statements = takeList(since: mark)
        return make(.block, SourceRange(start: start, end: max(start, previousEnd)), statements)
            .index
    }

    /// The condition after `#if` or `#elseif`, to the end of its line:
    /// its range and whether it holds; nil when it is not a condition
    /// (reported). Its operators get their roles, as an expression's do.
    package mutating func parseCompilationCondition() -> (SourceRange, Bool)? {
        let start = token.range.start
        var pieces: [CompilationCondition.Piece] = []
        var afterVersionTest = false
        while !token.newlineBefore, !at(.endOfFile) {
            let kind = token.kind
            let role: SyntaxTokens.Role
            switch kind {
            case .bang: role = .prefix
            case .ampersandAmpersand, .pipePipe: role = .infix
            case .greaterEqual, .less: role = afterVersionTest ? .prefix : .none
            default: role = .none
            }
            afterVersionTest =
                kind == .leftParen && ["swift", "compiler"].contains(pieces.last?.text)
            pieces.append((kind, text(token.range)))
            _ = role == .none ? consume() : consume(as: role)
        }
        let range = SourceRange(start: start, end: previousEnd)
        guard let holds = CompilationCondition.holds(pieces, in: .widgetExtension) else {
            report(
                .expectedExpression(
                    "after the directive: a condition such as 'os(iOS)', 'canImport(UIKit)' or 'DEBUG'",
                    found: pieces.isEmpty ? "end of line" : "'\(text(range))'"),
                at: pieces.isEmpty ? .empty(at: previousEnd) : range)
            return nil
        }
        return (range, holds)
    }
}

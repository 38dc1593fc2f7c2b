extension Parser {
    /// Parses a braced block of view statements: `{ Text("a"); Text("b") }`.
    mutating func parseBlock(_ context: String) -> Block? {
        let mark = scratchStatements.count
        let range = parseBraced(context) { parser in parser.parseStatementIntoScratch() }
        let statements = takeStatements(since: mark)
        guard let range else { return nil }
        return Block(statements: statements, range: range)
    }

    /// Parses statements up to the end of input (a fragment without braces).
    mutating func parseStatementsToEnd() -> Block {
        let mark = scratchStatements.count
        let start = token.range.start
        while !at(.endOfFile) {
            let before = token.range.start
            parseStatementIntoScratch()
            if token.range.start == before, !at(.endOfFile) {
                report(.unexpectedToken(describe(token), "here"), at: token.range)
                consume()
            }
        }
        return Block(statements: takeStatements(since: mark), range: SourceRange(start: start, end: previousEnd))
    }

    /// Parses one statement and its separator, pushing it on the scratch
    /// stack unless it was an error with nothing to keep.
    mutating func parseStatementIntoScratch() {
        let statement = parseStatement()
        if case .error = statement.kind {
            skipToStatementBoundary()
        } else {
            scratchStatements.append(statement)
        }
        expectSeparator()
    }

    /// Parses a statement:
    /// `statement = if | switch | expression ;`
    mutating func parseStatement() -> Statement {
        let start = token.range.start
        switch token.kind {
        case .keywordIf:
            guard let statement = parseIf() else { return Statement(.error, range: SourceRange(start: start, end: previousEnd)) }
            return Statement(.ifStatement(statement), range: SourceRange(start: start, end: previousEnd))
        case .keywordSwitch:
            guard let statement = parseSwitch() else { return Statement(.error, range: SourceRange(start: start, end: previousEnd)) }
            return Statement(.switchStatement(statement), range: SourceRange(start: start, end: previousEnd))
        case .keywordCase, .keywordDefault, .keywordElse:
            report(.unexpectedToken(describe(token), "outside of its statement"), at: token.range)
            consume()
            return Statement(.error, range: SourceRange(start: start, end: previousEnd))
        default:
            let expression = parseExpression()
            if isError(expression) { return Statement(.error, range: range(expression)) }
            return Statement(.expression(expr(expression)), range: range(expression))
        }
    }

    /// Parses `if conditions { ... } [else if ... | else { ... }]`; nil when
    /// the branch's `{` is missing (reported; the caller skips the line).
    mutating func parseIf() -> IfStatement? {
        consume()
        let conditions = parseConditions()
        guard let thenBlock = parseBlock("to begin the 'if' branch") else { return nil }
        guard eat(.keywordElse) != nil else {
            return IfStatement(conditions: conditions, thenBlock: thenBlock, elseBranch: nil)
        }
        if at(.keywordIf) {
            let start = token.range.start
            guard enterNesting() else {
                return IfStatement(conditions: conditions, thenBlock: thenBlock, elseBranch: nil)
            }
            let nested = parseIf()
            exitNesting()
            guard let nested else { return IfStatement(conditions: conditions, thenBlock: thenBlock, elseBranch: nil) }
            return IfStatement(conditions: conditions, thenBlock: thenBlock,
                               elseBranch: .elseIf(nested, range: SourceRange(start: start, end: previousEnd)))
        }
        let elseBlock = parseBlock("or 'if' after 'else'") ?? Block(statements: [], range: .empty(at: previousEnd))
        return IfStatement(conditions: conditions, thenBlock: thenBlock, elseBranch: .block(elseBlock))
    }

    /// Parses `condition { ',' condition }` where a condition is
    /// `let name = value`, `let name`, `#available(...)` or an expression.
    /// Trailing closures are off here: `{` begins the branch.
    mutating func parseConditions() -> [Condition] {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        var conditions: [Condition] = []
        repeat {
            let start = token.range.start
            if eat(.keywordLet) != nil {
                guard at(.identifier) else {
                    reportExpected(.expectedIdentifier("a name to bind after 'let'", found: describe(token)))
                    break
                }
                let name = consumeIdentifier()
                let value = eat(.equal) != nil ? parseExpressionValue() : nil
                conditions.append(Condition(.optionalBinding(name: name, value: value), range: SourceRange(start: start, end: previousEnd)))
            } else if at(.poundAvailable) {
                let availability = parseAvailability()
                conditions.append(Condition(.available(availability), range: SourceRange(start: start, end: previousEnd)))
            } else {
                let expression = parseExpression()
                if isError(expression) { break }
                conditions.append(Condition(.expression(expr(expression)), range: range(expression)))
            }
        } while eat(.comma) != nil
        return conditions
    }

    /// Parses `#available(iOS 17.0, macOS 14.0, *)`.
    mutating func parseAvailability() -> Availability {
        consume()
        var platforms: [PlatformVersion] = []
        var hasWildcard = false
        guard let open = expect(.leftParen, "after '#available'") else { return Availability(platforms: [], hasWildcard: false) }
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
                platforms.append(PlatformVersion(platform: platform, version: version, range: SourceRange(start: platform.range.start, end: previousEnd)))
            } else {
                reportExpected(.expectedIdentifier("a platform name such as 'iOS'", found: describe(token)))
                skipToClosingDelimiter()
                _ = eat(.rightParen)
                return Availability(platforms: platforms, hasWildcard: hasWildcard)
            }
            if eat(.comma) == nil { break }
        }
        if !hasWildcard, at(.rightParen) {
            reportExpected(.expectedToken("*", "as the last argument of '#available', for other platforms", found: describe(token)))
        }
        expect(.rightParen, "to end '#available'", note: open.range)
        return Availability(platforms: platforms, hasWildcard: hasWildcard)
    }

    /// Parses a version: `17`, `17.0` or `17.0.1`, written without spaces.
    mutating func parseVersion() -> String? {
        guard at(.integerLiteral) || at(.floatLiteral), token.error == nil else {
            reportExpected(.expectedVersion(found: describe(token)))
            return nil
        }
        let first = consume()
        var version = text(first.range)
        while at(.period), !token.spaceBefore, peek().kind == .integerLiteral, !peek().spaceBefore {
            consume()
            let part = consume()
            version += "." + text(part.range)
        }
        return version
    }

    /// Parses `switch subject { case .a, .b: ... default: ... }`.
    mutating func parseSwitch() -> SwitchStatement? {
        let keyword = consume()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        let subject = parseExpressionValue()
        trailingClosuresAllowed = saved
        var cases: [SwitchCase] = []
        var firstDefault: SourceRange?
        var reportedStray = false
        guard parseBraced("to begin the 'switch' cases", { parser in
            if parser.at(.keywordCase) || parser.at(.keywordDefault) || parser.at(.at) {
                guard let switchCase = parser.parseSwitchCase() else { return }
                if switchCase.isDefault {
                    if let first = firstDefault {
                        parser.report(.duplicateDefault(), at: SourceRange(start: switchCase.range.start, end: switchCase.range.start + 7),
                                      notes: [DiagnosticNote(message: NoteText.firstDefault(), range: first)])
                    } else {
                        firstDefault = SourceRange(start: switchCase.range.start, end: switchCase.range.start + 7)
                    }
                }
                cases.append(switchCase)
            } else {
                if !reportedStray {
                    reportedStray = true
                    parser.report(.statementOutsideCase(), at: parser.token.range)
                }
                let mark = parser.scratchStatements.count
                parser.parseStatementIntoScratch()
                _ = parser.takeStatements(since: mark)
            }
        }) != nil else { return nil }
        if cases.isEmpty {
            report(.emptySwitch(), at: keyword.range)
        }
        return SwitchStatement(subject: subject, cases: cases)
    }

    /// Parses `case p1, p2:` or `[@unknown] default:` and the statements up
    /// to the next label or the closing brace.
    mutating func parseSwitchCase() -> SwitchCase? {
        let start = token.range.start
        var isUnknown = false
        var patterns: [Expr] = []
        if eat(.at) != nil {
            guard at(word: "unknown") else {
                reportExpected(.expectedIdentifier("'unknown' after '@'", found: describe(token)))
                skipToStatementBoundary()
                return nil
            }
            consume()
            isUnknown = true
            guard at(.keywordDefault) else {
                reportExpected(.expectedToken("default", "after '@unknown'", found: describe(token)))
                skipToStatementBoundary()
                return nil
            }
        }
        let isDefault = eat(.keywordDefault) != nil
        if !isDefault {
            consume()
            let saved = trailingClosuresAllowed
            trailingClosuresAllowed = false
            repeat {
                let pattern = parseExpression()
                if isError(pattern) { break }
                patterns.append(expr(pattern))
            } while eat(.comma) != nil
            trailingClosuresAllowed = saved
        }
        guard expect(.colon, isDefault ? "after 'default'" : "after the case patterns") != nil else {
            skipToStatementBoundary()
            return nil
        }
        let bodyStart = previousEnd
        let mark = scratchStatements.count
        while !at(.keywordCase), !at(.keywordDefault), !at(.at), !at(.rightBrace), !at(.endOfFile), !atDeclarationStartAtMargin() {
            let before = token.range.start
            parseStatementIntoScratch()
            if token.range.start == before { break }
        }
        let body = Block(statements: takeStatements(since: mark), range: SourceRange(start: bodyStart, end: previousEnd))
        return SwitchCase(patterns: patterns, isDefault: isDefault, isUnknown: isUnknown, body: body, range: SourceRange(start: start, end: previousEnd))
    }
}

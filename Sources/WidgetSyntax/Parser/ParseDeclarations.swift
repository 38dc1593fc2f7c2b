extension Parser {
    /// Parses a file: `file = { declaration } ;`
    package mutating func parseFile() -> SourceFileSyntax {
        var declarations: [Declaration] = []
        while !at(.endOfFile) {
            unwindingUnclosedBlock = false
            indentationSuspect = nil
            let before = token.range.start
            if let declaration = parseDeclaration() {
                declarations.append(declaration)
            } else {
                skipToNextDeclaration()
            }
            if token.range.start == before, !at(.endOfFile) { consume() }
        }
        return SourceFileSyntax(
            declarations: declarations, range: SourceRange(start: 0, end: UInt32(bytes.count)),
            tree: tree)
    }

    /// Parses one declaration:
    /// `declaration = widget | activity | struct | intent | view ;`
    package mutating func parseDeclaration() -> Declaration? {
        switch declarationKeyword(token).map({ "\($0)" }) {
        case "widget": return parseContainer().map(Declaration.widget)
        case "activity": return parseContainer().map(Declaration.activity)
        case "struct": return parseRecord(context: "struct").map(Declaration.record)
        case "intent": return parseRecord(context: "intent").map(Declaration.intent)
        case "view": return parseViewDecl().map(Declaration.view)
        default:
            report(.expectedDeclaration(found: describe(token)), at: token.range)
            return nil
        }
    }

    /// After a bad declaration: skip to the next line that starts one,
    /// stepping over braced groups whole.
    package mutating func skipToNextDeclaration() {
        var first = true
        while !at(.endOfFile) {
            if !first, declarationKeyword(token) != nil, token.newlineBefore,
                peek().kind == .identifier
            {
                return
            }
            first = false
            if at(.leftBrace) || at(.leftParen) || at(.leftBracket) {
                consume()
                skipToClosingDelimiter()
                _ = eat(.rightBrace) ?? eat(.rightParen) ?? eat(.rightBracket)
                continue
            }
            consume()
        }
    }

    /// Parses a declaration's name after its keyword.
    package mutating func parseDeclarationName(_ what: String) -> Identifier? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a name for the \(what)", found: describe(token)))
            return nil
        }
        return consumeIdentifier()
    }

    /// Parses a record: `struct Item { title: String; done: Bool }` or
    /// `intent ToggleTodo { id: String }`.
    package mutating func parseRecord(context: String) -> RecordDecl? {
        let start = consume().range.start
        guard let name = parseDeclarationName(context) else { return nil }
        var fields: [Field] = []
        guard
            parseBraced(
                "to begin the \(context)'s fields",
                { parser in
                    if let field = parser.parseField(allowDefault: false) { fields.append(field) }
                    parser.expectSeparator(allowComma: true)
                }) != nil
        else { return nil }
        return RecordDecl(
            name: name, fields: fields, range: SourceRange(start: start, end: previousEnd))
    }

    /// Parses a reusable view:
    /// `view HealthBar(level: Double, tint: Color = .green) { ... }`.
    package mutating func parseViewDecl() -> ViewDecl? {
        let start = consume().range.start
        guard let name = parseDeclarationName("view") else { return nil }
        var parameters: [Field] = []
        if let open = expect(.leftParen, "to begin the view's parameters") {
            guard enterNesting(at: open.range) else {
                _ = eat(.rightParen)
                return nil
            }
            while !at(.rightParen), !at(.endOfFile), !at(.leftBrace) {
                let before = token.range.start
                if let field = parseField(allowDefault: true) { parameters.append(field) }
                if eat(.comma) == nil { break }
                if token.range.start == before { break }
            }
            exitNesting()
            expect(.rightParen, "to end the parameters that begin here", note: open.range)
        }
        guard let body = parseBlock("to begin the view's body") else { return nil }
        return ViewDecl(
            name: name, parameters: parameters, body: body,
            range: SourceRange(start: start, end: previousEnd))
    }

    /// Parses a field: `name: Type`, or `name: Type = default` where defaults
    /// are allowed (view parameters, configuration).
    package mutating func parseField(allowDefault: Bool) -> Field? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a field name", found: describe(token)))
            skipToStatementBoundary()
            return nil
        }
        let name = consumeIdentifier()
        guard expect(.colon, "after the field name '\(name.name)'") != nil else {
            skipToStatementBoundary()
            return nil
        }
        let type = parseType()
        if case .error = type.kind {
            skipToStatementBoundary()
            return nil
        }
        var defaultValue: Expr?
        if allowDefault, at(.equal) {
            consume(as: .infix)
            defaultValue = parseExpressionValue()
        }
        return Field(
            name: name, type: type, defaultValue: defaultValue,
            range: SourceRange(start: name.range.start, end: previousEnd))
    }

    /// Parses a type: `type = name | '[' type ']' | type '?' ;`
    package mutating func parseType() -> TypeSyntax {
        let start = token.range.start
        var type: TypeSyntax
        if at(.identifier) {
            let name = consume()
            type = TypeSyntax(.named(identifierName(name)), range: name.range)
        } else if at(.leftBracket) {
            guard enterNesting() else {
                return TypeSyntax(.error, range: SourceRange(start: start, end: previousEnd))
            }
            consume()
            let element = parseType()
            exitNesting()
            expect(.rightBracket, "to end the array type")
            type = TypeSyntax(.array(element), range: SourceRange(start: start, end: previousEnd))
        } else {
            reportExpected(.expectedType(found: describe(token)))
            return TypeSyntax(.error, range: .empty(at: previousEnd))
        }
        // Each `?` wraps the type once more, and counts as nesting. The
        // lexer reads `??` as one token; in a type it is two optionals.
        let entryDepth = depth
        defer { depth = entryDepth }
        while at(.question) || at(.questionQuestion), !token.spaceBefore {
            let wraps = at(.questionQuestion) ? 2 : 1
            for _ in 0..<wraps {
                guard enterNesting() else {
                    return TypeSyntax(.error, range: SourceRange(start: start, end: previousEnd))
                }
            }
            consume(as: .postfix)
            for _ in 0..<wraps {
                type = TypeSyntax(
                    .optional(type), range: SourceRange(start: start, end: previousEnd))
            }
        }
        return type
    }

    // MARK: Braces

    /// Parses `{ items }`, calling `item` until the closing brace, and
    /// returns the braces' range. `item` must consume something or stop at
    /// `}`; if it does neither, the offending token is reported and skipped.
    package mutating func parseBraced(
        _ context: @autoclosure () -> String,
        prologue: ((inout Parser) -> Void)? = nil,
        _ item: (inout Parser) -> Void
    ) -> SourceRange? {
        guard let open = expect(.leftBrace, context()) else { return nil }
        guard enterNesting(at: open.range) else {
            _ = eat(.rightBrace)
            return SourceRange(start: open.range.start, end: previousEnd)
        }
        prologue?(&self)
        while !at(.rightBrace), !at(.endOfFile), !atDeclarationStartAtMargin() {
            let before = token.range.start
            item(&self)
            if token.range.start == before, !at(.rightBrace), !at(.endOfFile) {
                report(.unexpectedToken(describe(token), "here"), at: token.range)
                consume()
            }
        }
        exitNesting()
        closeBrace(opener: open.range)
        return SourceRange(start: open.range.start, end: previousEnd)
    }

    /// Consumes the `}` of a block opened at `opener`, or reports the block
    /// as unclosed, blaming the brace whose closer's indentation did not
    /// match (the likeliest culprit), else the opener itself. Only the
    /// first unclosed brace is reported; the blocks around it unwind quietly.
    package mutating func closeBrace(opener: SourceRange) {
        if at(.rightBrace) {
            if indentationSuspect == nil, token.newlineBefore,
                !onSameLine(opener.start, token.range.start),
                indentation(of: opener.start) != indentation(of: token.range.start)
            {
                indentationSuspect = (opener, token.range)
            }
            consume()
            return
        }
        guard !unwindingUnclosedBlock else { return }
        unwindingUnclosedBlock = true
        // A comment left open swallowed the closing braces: that is the
        // mistake, already reported at its `/*`.
        if at(.endOfFile), case .unterminatedComment = token.error { return }
        // Likewise a string left open inside this block may have run over
        // its closing brace.
        if let string = lastUnterminatedString, string > opener.start { return }
        if let suspect = indentationSuspect {
            report(
                .unclosedDelimiter("{"), at: suspect.opener,
                notes: [
                    DiagnosticNote(message: NoteText.closerExpected("}"), range: suspect.closer)
                ])
        } else {
            report(.unclosedDelimiter("{"), at: opener)
        }
    }

    /// Consumes a closing token, or reports it missing with a note at the opener.
    @discardableResult
    package mutating func expect(
        _ kind: TokenKind, _ context: @autoclosure () -> String, note opener: SourceRange
    ) -> Token? {
        if let token = eat(kind) { return token }
        let openerSpelling = text(opener)
        reportExpected(
            .expectedToken(kind.spelling, context(), found: describe(token)),
            notes: [DiagnosticNote(message: NoteText.openedHere(openerSpelling), range: opener)])
        return nil
    }

    /// After a statement, member or field: a `;`, a line break, or the end of
    /// the block must follow (or a `,` where `allowComma`).
    package mutating func expectSeparator(allowComma: Bool = false) {
        if eat(.semicolon) != nil || (allowComma && eat(.comma) != nil) { return }
        if at(.rightBrace) || at(.endOfFile) || token.newlineBefore { return }
        // A case label ends the statements before it, as in Swift.
        if at(.keywordCase) || at(.keywordDefault) || at(.at) { return }
        report(.consecutiveStatements(), at: .empty(at: previousEnd))
    }
}

extension Parser {
    /// Parses a file: `file = { declaration } ;`
    package mutating func parseFile() -> SourceFileSyntax {
        var declarations: [Declaration] = []
        var items: [FileItem] = []
        while !at(.endOfFile) {
            parseFileItem(into: &items, compiled: &declarations, active: true)
        }
        checkExtendedTypes()
        var file = SourceFileSyntax(
            declarations: declarations, range: SourceRange(start: 0, end: UInt32(bytes.count)),
            tree: tree)
        file.items = items
        return file
    }

    /// One declaration, or a `#if` around declarations, into `items`;
    /// what the build compiles (`active`) into `compiled` too.
    private mutating func parseFileItem(
        into items: inout [FileItem], compiled: inout [Declaration], active: Bool
    ) {
        unwindingUnclosedBlock = false
        indentationSuspect = nil
        let before = token.range.start
        if at(.poundIf) {
            if let directive = parseDeclarationDirective(compiled: &compiled, active: active) {
                items.append(.directive(directive))
            }
        } else if at(.poundElseif) || at(.poundElse) || at(.poundEndif) {
            // A directive with no `#if` to belong to: the rest of its line
            // is stepped over, so the next declaration parses.
            report(.unexpectedToken(describe(token), "outside of a '#if'"), at: token.range)
            consume()
            while !token.newlineBefore, !at(.endOfFile) { consume() }
        } else if let declaration = parseDeclaration() {
            let tag = nodes[Int(declaration)].tag
            if depth > 0, tag == .widget || tag == .activity || tag == .control {
                // The emitted bundle names every widget: one in a clause
                // would be missing on the other platforms.
                let keyword = ContainerGrammar.of(tag).keyword
                report(
                    .unsupportedSwift(
                        "a widget, activity or control inside '#if'",
                        advice: "put the '#if' inside its body"),
                    at: SourceRange(
                        start: nodes[Int(declaration)].range.start,
                        end: nodes[Int(declaration)].range.start + UInt32(keyword.utf8.count)))
            }
            let parsed = Declaration(tag: tag, SyntaxReference(tree: tree, index: declaration))
            items.append(.declaration(parsed))
            if active { compiled.append(parsed) }
        } else {
            skipToNextDeclaration()
        }
        if token.range.start == before, !at(.endOfFile) { consume() }
    }

    /// `#if condition` declarations { `#elseif` ... } [ `#else` ... ]
    /// `#endif` at file level: every clause parsed, the compiled clause's
    /// declarations the file's. Nil when it is too deep (reported).
    private mutating func parseDeclarationDirective(
        compiled: inout [Declaration], active: Bool
    ) -> DeclarationDirective? {
        let opener = token.range
        guard enterNesting(at: opener) else {
            skipToNextDeclaration()
            return nil
        }
        defer { exitNesting() }
        var clauses: [DeclarationDirective.Clause] = []
        var taken = false
        var kind = CompilationClause.Kind.if
        while true {
            consume()
            var condition = ""
            var holds = true
            if kind != .else {
                let parsed = parseCompilationCondition()
                condition = parsed.map { text($0.0) } ?? ""
                holds = parsed?.1 ?? false
            }
            let compiles = !taken && holds
            taken = taken || compiles
            var items: [FileItem] = []
            while !at(.poundElseif), !at(.poundElse), !at(.poundEndif), !at(.endOfFile) {
                parseFileItem(into: &items, compiled: &compiled, active: active && compiles)
            }
            clauses.append(
                DeclarationDirective.Clause(
                    kind: kind, condition: condition, isActive: compiles, items: items))
            guard let next = nextClause(after: kind) else { break }
            kind = next
        }
        _ = expect(.poundEndif, "to end the '#if' that begins here", note: opener)
        return DeclarationDirective(
            clauses: clauses, range: SourceRange(start: opener.start, end: previousEnd))
    }

    /// Parses one declaration into its node:
    /// `declaration = widget | activity | struct | intent | view ;`
    package mutating func parseDeclaration() -> UInt32? {
        // Swift's attributes and access words before a declaration:
        // `private struct Row: View`, `@ViewBuilder func row(...)`,
        // `@available(iOS 17.0, *) struct Card: View`.
        let start = token.range.start
        let (builder, availability) = parseDeclarationAttributes()
        let attributes = SourceRange(start: start, end: previousEnd)
        let node = parseDeclaration(start: start, builder: builder)
        if availability != nil, let node, ![.view, .function].contains(nodes[Int(node)].tag) {
            // Views and functions use it; a type of data or an intent
            // would lose it in the emitted Swift.
            report(
                .unsupportedSwift(
                    "'@available' on a declaration that is not a view or a function",
                    advice: "put it on the views and functions that need the newer system"),
                at: attributes)
            return node
        }
        attach(availability, to: node)
        return node
    }

    /// The declaration after its attributes.
    private mutating func parseDeclaration(start: UInt32, builder: Bool) -> UInt32? {
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)),
            peek().kind == .identifier
        {
            consume()
        }
        if builder, !(at(.identifier) && identifierName(token) == "func") {
            report(.expectedDeclaration(found: describe(token)), at: token.range)
            return nil
        }
        switch declarationKeyword(token).map({ "\($0)" }) {
        case "widget": return parseContainer(.widget)
        case "activity": return parseContainer(.activity)
        case "control": return parseContainer(.control)
        case "struct": return parseRecord(context: "struct", tag: .record)
        case "intent": return parseRecord(context: "intent", tag: .intent)
        case "view": return parseViewDecl()
        case "extension": return parseExtension()
        case "enum": return parseEnum()
        case "func":
            consume()
            guard at(.identifier) else {
                reportExpected(.expectedIdentifier("a function name", found: describe(token)))
                return nil
            }
            return parseMemberFunction(start: start, builder: builder)
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
            if !first, token.newlineBefore,
                [.poundIf, .poundElseif, .poundElse, .poundEndif].contains(token.kind)
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
    package mutating func parseDeclarationName(_ what: String) -> NameNode? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a name for the \(what)", found: describe(token)))
            return nil
        }
        return consumeName()
    }

    /// Parses a record: `struct Item { title: String; done: Bool }` or
    /// `intent ToggleTodo { id: String }`.
    /// A `struct` that conforms to `View` is a view (`ParseViewStruct.swift`);
    /// a field may start with `let` or `var`, as Swift writes it.
    package mutating func parseRecord(context: String, tag: SyntaxNode.Tag) -> UInt32? {
        let start = consume().range.start
        guard let name = parseDeclarationName(context) else { return nil }
        let generics = tag == .record && at(.less) ? parseGenericParameters() : nil
        if tag == .record, at(.colon), let form = parseConformances() {
            let outer = viewGenerics
            viewGenerics = generics?.views ?? []
            defer { viewGenerics = outer }
            return parseViewStruct(
                start: start, name: name, form: form, generics: generics?.list ?? 0)
        }
        if let generics, generics.list != 0 {
            report(
                .unsupportedSwift(
                    "a generic struct that is not a view",
                    advice: "give its fields concrete types"),
                at: name.identifier.range)
        }
        if tag == .record { fileChecks.declaredTypes.insert(name.identifier.name) }
        let mark = scratch.count
        var statics: [UInt32] = []
        let braces = parseBraced("to begin the \(context)'s fields") { parser in
            if tag == .record, parser.atStaticMember() {
                if let constant = parser.parseStaticMember() { statics.append(constant) }
            } else if tag == .record, parser.atInstanceMember() {
                // `var isLate: Bool { ... }`: kept beside the static members.
                if let member = parser.parseInstanceMember() { statics.append(member) }
            } else if tag == .record, parser.at(word: "init"), parser.peek().kind == .leftParen {
                // `init(raw: String) { self.name = ... }`: kept there too.
                let start = parser.token.range.start
                let hasOne = statics.contains {
                    parser.nodes[Int($0)].tag == .function
                        && parser.nodes[Int($0)].flags & FunctionDecl.initializerFlag != 0
                }
                if let initializer = parser.parseInitializer(start: start) {
                    if hasOne {
                        parser.report(
                            .unsupportedSwift(
                                "a second 'init' in a struct of data",
                                advice: "give it one 'init' with default values"),
                            at: SourceRange(start: start, end: start + 4))
                    } else {
                        statics.append(initializer)
                    }
                }
            } else {
                let isLet = parser.skipPropertyIntroducer()
                if let field = parser.parseField(allowDefault: false) {
                    if isLet, tag == .record { parser.nodes[Int(field)].flags = Field.letFieldFlag }
                    parser.scratch.append(field)
                }
            }
            parser.expectSeparator(allowComma: true)
        }
        let fields = takeList(since: mark)
        let staticMark = scratch.count
        scratch += statics
        let staticList = takeList(since: staticMark)
        guard braces != nil else { return nil }
        return make(
            tag, SourceRange(start: start, end: previousEnd), name.node, pair(fields, staticList)
        ).index
    }

    /// Parses `<Content: View, Label: View>` after a struct's name: the
    /// list of name and constraint identifier nodes, and the names
    /// constrained to `View`, which the struct's properties may hold.
    /// A parameter without a constraint is an `unsupported-swift` error.
    package mutating func parseGenericParameters() -> (list: UInt32, views: Set<String>) {
        let open = consume(as: .postfix)
        let mark = scratch.count
        var views: Set<String> = []
        guard enterNesting(at: open.range) else { return (takeList(since: mark), []) }
        repeat {
            guard at(.identifier) else {
                reportExpected(.expectedIdentifier("a generic parameter", found: describe(token)))
                break
            }
            let name = consumeName()
            guard eat(.colon) != nil, at(.identifier) else {
                report(
                    .unsupportedSwift(
                        "a generic parameter without a constraint",
                        advice: "write '\(name.identifier.name): View'"),
                    at: name.identifier.range)
                break
            }
            let constraint = consumeName()
            if constraint.identifier.name == "View" { views.insert(name.identifier.name) }
            scratch.append(name.node)
            scratch.append(constraint.node)
        } while eat(.comma) != nil
        exitNesting()
        _ = closeGenericClause("to end the generic parameters")
        return (takeList(since: mark), views)
    }

    /// Consumes the `>` that ends a generic clause, bound to what it
    /// closes as `<` is to its name (`Card<Content: View>`), and returns
    /// where it ends; reports it missing otherwise.
    package mutating func closeGenericClause(_ context: String) -> UInt32 {
        guard at(.greater) else {
            _ = expect(.greater, context)
            return previousEnd
        }
        return consume(as: .postfix).range.end
    }

    /// Skips what a Swift stored property starts with (`private`, `let`,
    /// `var`) before a field's name, and says whether it was `let`; a
    /// field named `var` (`var: String`) stays one.
    @discardableResult
    package mutating func skipPropertyIntroducer() -> Bool {
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)),
            peek().kind == .identifier || peek().kind == .keywordLet
        {
            consume()
        }
        if at(.keywordLet) || (at(.identifier) && identifierName(token) == "var"),
            peek().kind == .identifier
        {
            return consume().kind == .keywordLet
        }
        return false
    }

    /// Parses a reusable view:
    /// `view HealthBar(level: Double, tint: Color = .green) { ... }`.
    package mutating func parseViewDecl() -> UInt32? {
        let start = consume().range.start
        guard let name = parseDeclarationName("view") else { return nil }
        let mark = scratch.count
        if let open = expect(.leftParen, "to begin the view's parameters") {
            guard enterNesting(at: open.range) else {
                _ = eat(.rightParen)
                return nil
            }
            while !at(.rightParen), !at(.endOfFile), !at(.leftBrace) {
                let before = token.range.start
                if let field = parseField(allowDefault: true) { scratch.append(field) }
                if eat(.comma) == nil { break }
                if token.range.start == before { break }
            }
            exitNesting()
            expect(.rightParen, "to end the parameters that begin here", note: open.range)
        }
        let parameters = takeList(since: mark)
        guard let body = parseBlockNode("to begin the view's body") else { return nil }
        let range = SourceRange(start: start, end: previousEnd)
        return make(.view, range, name.node, pair(parameters, body)).index
    }

    /// Parses a field into its node: `name: Type`, or `name: Type = default`
    /// where defaults are allowed (view parameters, configuration).
    package mutating func parseField(allowDefault: Bool, inferring: Bool = false) -> UInt32? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a field name", found: describe(token)))
            skipToStatementBoundary()
            return nil
        }
        let name = consumeName()
        if inferring, at(.equal) {
            // `let spacing = 8.0`: Swift infers the type from the value.
            let type = make(.inferredType, .empty(at: previousEnd)).index
            consume(as: .infix)
            let value = parseExpression().index
            let range = SourceRange(start: name.identifier.range.start, end: previousEnd)
            return make(.field, range, name.node, pair(type, value)).index
        }
        guard expect(.colon, "after the field name '\(name.identifier.name)'") != nil else {
            skipToStatementBoundary()
            return nil
        }
        let type = parseType()
        if nodes[Int(type)].tag == .errorType {
            skipToStatementBoundary()
            return nil
        }
        var defaultValue = SyntaxNode.none
        if allowDefault, at(.equal) {
            consume(as: .infix)
            defaultValue = parseExpression().index
        }
        let range = SourceRange(start: name.identifier.range.start, end: previousEnd)
        return make(.field, range, name.node, pair(type, defaultValue)).index
    }

    /// Parses a type into its node: `type = name | '[' type ']' | type '?' ;`
    package mutating func parseType() -> UInt32 {
        let start = token.range.start
        var type: UInt32
        if at(word: "some"), peek().kind == .identifier {
            // `some View`: a view a function or view struct takes.
            consume()
            let name = consumeName()
            return make(.opaqueType, SourceRange(start: start, end: previousEnd), name.node).index
        } else if at(.identifier) {
            type = parseNamedType()
        } else if at(.leftBracket) {
            guard enterNesting() else {
                return make(.errorType, SourceRange(start: start, end: previousEnd)).index
            }
            consume()
            let element = parseType()
            exitNesting()
            expect(.rightBracket, "to end the array type")
            type = make(.arrayType, SourceRange(start: start, end: previousEnd), element).index
        } else {
            reportExpected(.expectedType(found: describe(token)))
            return make(.errorType, .empty(at: previousEnd)).index
        }
        // Each `?` wraps the type once more, and counts as nesting. The
        // lexer reads `??` as one token; in a type it is two optionals.
        let entryDepth = depth
        defer { depth = entryDepth }
        while at(.question) || at(.questionQuestion), !token.spaceBefore {
            let wraps = at(.questionQuestion) ? 2 : 1
            for _ in 0..<wraps {
                guard enterNesting() else {
                    return make(.errorType, SourceRange(start: start, end: previousEnd)).index
                }
            }
            consume(as: .postfix)
            for _ in 0..<wraps {
                type = make(.optionalType, SourceRange(start: start, end: previousEnd), type).index
            }
        }
        return type
    }

    /// Parses a type name, qualified or generic as Swift writes the
    /// types ActivityKit gives a Live Activity's views:
    /// `OrderAttributes.ContentState`, `ActivityViewContext<OrderAttributes>`.
    /// The name node holds the whole spelling as written (generic
    /// arguments are parsed as types, so their tokens are bound), and the
    /// checker reads it as one name.
    package mutating func parseNamedType() -> UInt32 {
        let first = consume()
        var end = first.range.end
        while at(.period), !token.spaceBefore, peek().kind == .identifier {
            consume()
            end = consume().range.end
        }
        if at(.less), !token.spaceBefore {
            let open = consume(as: .postfix)
            guard enterNesting(at: open.range) else {
                return make(.errorType, SourceRange(start: first.range.start, end: previousEnd))
                    .index
            }
            repeat { _ = parseType() } while eat(.comma) != nil
            exitNesting()
            end = closeGenericClause("to end the generic arguments")
        }
        let range = SourceRange(start: first.range.start, end: end)
        let spelled = end == first.range.end ? nameRange(first) : range
        let id = names.intern(bytes, start: Int(spelled.start), end: Int(spelled.end))
        let name = make(.identifier, range, flags: isQuoted(first) ? 1 : 0, range.start, id)
        return make(.namedType, range, name.index).index
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

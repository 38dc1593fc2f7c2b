/// Swift's enums, as widget files declare them for their data:
///
/// ```
/// enum    = 'enum' name [ ':' name { ',' name } ] '{' { member separator } '}' ;
/// member  = 'case' enumCase { ',' enumCase }
///         | [ '@ViewBuilder' ] { modifier } ( 'var' name ':' type block | 'func' ... ) ;
/// enumCase = name [ '=' expression | '(' payload { ',' payload } ')' ] ;
/// payload  = [ name ':' ] type ;
/// ```
///
/// A case may have associated values (`case late(minutes: Int)`); a
/// stored property and anything else is refused with `unsupported-swift`.
extension Parser {
    /// Parses `enum Name: Raw { ... }` into an `enumDecl` node.
    package mutating func parseEnum() -> UInt32? {
        let start = consume().range.start
        guard let name = parseDeclarationName("enum") else { return nil }
        fileChecks.declaredTypes.insert(name.identifier.name)
        let conformanceMark = scratch.count
        if eat(.colon) != nil {
            repeat {
                guard at(.identifier) else {
                    reportExpected(.expectedType(found: describe(token)))
                    break
                }
                scratch.append(makeName(consume()).index)
            } while eat(.comma) != nil
        }
        let conformances = takeList(since: conformanceMark)
        var cases: [UInt32] = []
        var members: [UInt32] = []
        var statics: [UInt32] = []
        let braces = parseBraced("to begin the cases of '\(name.identifier.name)'") { parser in
            if parser.atStaticMember() {
                if let constant = parser.parseStaticMember() { statics.append(constant) }
            } else {
                parser.parseEnumMember(&cases, &members)
            }
            parser.expectSeparator()
        }
        guard braces != nil else { return nil }
        checkRawType(of: name.identifier.name, conformances: conformances, cases: cases)
        let caseMark = scratch.count
        scratch += cases
        let caseList = takeList(since: caseMark)
        let memberMark = scratch.count
        scratch += members
        let memberList = takeList(since: memberMark)
        let staticMark = scratch.count
        scratch += statics
        let staticList = takeList(since: staticMark)
        extra += [caseList, memberList, conformances, staticList]
        return make(
            .enumDecl, SourceRange(start: start, end: previousEnd), name.node,
            UInt32(extra.count - 4)
        ).index
    }

    /// Parses one member of an enum: its cases, or a computed property or
    /// function. Anything else is reported and skipped.
    private mutating func parseEnumMember(_ cases: inout [UInt32], _ members: inout [UInt32]) {
        let start = token.range.start
        if at(.keywordCase) {
            consume()
            repeat {
                guard let enumCase = parseEnumCase(start: start) else { return }
                cases.append(enumCase)
            } while eat(.comma) != nil
            return
        }
        let builder = parseViewBuilderAttribute()
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        if at(.identifier), identifierName(token) == "func", peek().kind == .identifier {
            consume()
            if let function = parseMemberFunction(start: start, builder: builder) {
                members.append(function)
            }
            return
        }
        if at(.identifier), identifierName(token) == "var", peek().kind == .identifier {
            consume()
            guard let field = parseField(allowDefault: false) else { return }
            guard at(.leftBrace) else {
                report(
                    .unsupportedSwift("a stored property in an enum", advice: Self.enumAdvice),
                    at: SourceRange(start: start, end: previousEnd))
                return
            }
            if let computed = parseComputedProperty(field, builder: builder, start: start) {
                members.append(computed)
            }
            return
        }
        let what = at(.identifier) ? "'\(identifierName(token))'" : describe(token)
        skipToMemberEnd()
        report(
            .unsupportedSwift("\(what) in an enum", advice: Self.enumAdvice),
            at: SourceRange(start: start, end: max(start, previousEnd)))
    }

    /// Parses `name` or `name = rawValue` after `case` (or a comma).
    private mutating func parseEnumCase(start: UInt32) -> UInt32? {
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a case name", found: describe(token)))
            skipToMemberEnd()
            return nil
        }
        let name = consumeName()
        if at(.leftParen) {
            guard let payload = parsePayload(of: name.identifier.name) else {
                skipToMemberEnd()
                return nil
            }
            return make(
                .enumCase, SourceRange(start: name.identifier.range.start, end: previousEnd),
                flags: EnumCase.payloadFlag, name.node, payload
            ).index
        }
        var rawValue = SyntaxNode.none
        if at(.equal) {
            consume(as: .infix)
            rawValue = parseExpression().index
        }
        return make(
            .enumCase, SourceRange(start: name.identifier.range.start, end: previousEnd),
            name.node, rawValue
        ).index
    }

    /// The raw types Swift gives enums (the first conformance).
    static let rawTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Character", "UInt", "Int64", "Int32",
    ]

    /// Reports the first case with associated values of an enum with a
    /// raw type, as Swift refuses it.
    private mutating func checkRawType(of name: String, conformances: UInt32, cases: [UInt32]) {
        guard conformances != 0, extra[Int(conformances)] > 0 else { return }
        let first = nodes[Int(extra[Int(conformances) + 1])]
        let rawType = names.names[Int(first.b)]
        guard Self.rawTypes.contains(rawType),
            let payloadCase = cases.first(where: { nodes[Int($0)].flags == EnumCase.payloadFlag })
        else { return }
        report(.rawValuePayload(name, rawType: rawType), at: nodes[Int(payloadCase)].range)
    }

    /// Parses `(minutes: Int, String)`: the associated values of a case,
    /// each `label: Type` or a bare type (labelled `_`), into a list of
    /// `field` nodes.
    private mutating func parsePayload(of caseName: String) -> UInt32? {
        let open = consume()
        guard enterNesting(at: open.range) else { return nil }
        defer { exitNesting() }
        let mark = scratch.count
        while !at(.rightParen), !at(.endOfFile) {
            let start = token.range.start
            if at(.identifier), peek().kind == .colon {
                guard let field = parseField(allowDefault: false) else { break }
                scratch.append(field)
            } else {
                let label = make(
                    .identifier, .empty(at: start), start, names.intern(implied: "_", bytes))
                let type = parseType()
                if nodes[Int(type)].tag == .errorType { break }
                let field = make(
                    .field, SourceRange(start: start, end: previousEnd), flags: Field.unlabeledFlag,
                    label.index, pair(type, SyntaxNode.none))
                scratch.append(field.index)
            }
            if eat(.comma) == nil { break }
        }
        let list = takeList(since: mark)
        guard
            expect(.rightParen, "to end the associated values of '\(caseName)'", note: open.range)
                != nil
        else { return nil }
        return list
    }

    static let enumAdvice =
        "an enum holds cases (with raw values), computed properties and functions"
}

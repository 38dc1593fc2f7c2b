/// Swift's own declaration forms, beside wdl's: a view written as SwiftUI
/// writes it (`struct Badge: View { let title: String; var body: some View
/// { ... } }`) is the same `view` node as `view Badge(title: String) { }`,
/// and a record's fields may start with `let` or `var`.
///
/// ```
/// viewStruct  = 'struct' name ':' conformances '{' { property | environment } body '}' ;
/// property    = { modifier } ( 'let' | 'var' ) name ':' type [ '=' expression ] ;
/// environment = '@Environment' '(' keyPath ')' { modifier } 'var' name [ ':' type ] ;
/// body        = [ '@ViewBuilder' ] 'var' 'body' ':' 'some' 'View' block ;
/// ```
///
/// A `let` with a value is a constant: the view reads it, a caller cannot
/// pass it (Swift's memberwise initializer leaves it out). Every other
/// stored property is a parameter, with its value as the default.
extension Parser {
    /// The access and mutability words a stored property may start with;
    /// they change nothing wdl checks.
    static let propertyModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "nonisolated",
    ]

    /// Parses `: A, B` after a struct's name, if present, and says
    /// whether `View`, `ViewModifier` or a style protocol is among the
    /// conformances: which form of view the struct is, or nil for a record.
    package mutating func parseConformances() -> ViewDecl.Form? {
        guard eat(.colon) != nil else { return nil }
        var form: ViewDecl.Form?
        repeat {
            guard at(.identifier) else {
                reportExpected(.expectedType(found: describe(token)))
                return form
            }
            if let named = ViewDecl.Form.conformances[identifierName(consume())] { form = named }
        } while eat(.comma) != nil
        return form
    }

    /// Parses the members of a view struct after its name and
    /// conformances, into a `view` node flagged as written in this form.
    package mutating func parseViewStruct(
        start: UInt32, name: NameNode, form: ViewDecl.Form, generics: UInt32 = 0
    ) -> UInt32? {
        let mark = scratch.count
        var members = StructMembers()
        let braces = parseBraced("to begin the members of '\(name.identifier.name)'") { parser in
            parser.parseViewStructMember(&members, form: form)
            parser.expectSeparator()
        }
        let parameters = takeList(since: mark)
        let environmentMark = scratch.count
        scratch += members.environment
        let environmentList = takeList(since: environmentMark)
        let functionMark = scratch.count
        scratch += members.functions
        let functionList = takeList(since: functionMark)
        let staticMark = scratch.count
        scratch += members.statics
        let staticList = takeList(since: staticMark)
        let body = members.body
        guard braces != nil else { return nil }
        let range = SourceRange(start: start, end: previousEnd)
        // Without a body the view is still declared (with an empty one), so
        // its uses are checked and the next declaration is parsed as usual.
        // A shape's body is its `path(in:)` member, kept among the others.
        let drawsPath = members.functions.contains { function in
            names.names[Int(nodes[Int(nodes[Int(function)].a)].b)] == "path"
        }
        if body == nil, !(form == .shapeStruct && drawsPath) {
            report(
                .viewWithoutBody(name.identifier.name, form: form),
                at: name.identifier.range)
        }
        let block = body ?? make(.block, .empty(at: previousEnd)).index
        let words = pair(parameters, block)
        extra.append(environmentList)
        extra.append(functionList)
        extra.append(staticList)
        extra.append(generics)
        return make(.view, range, flags: form.rawValue, name.node, words).index
    }

    /// What a view struct's members hold besides its stored properties
    /// (which go on the scratch stack as they are parsed).
    package struct StructMembers {
        /// `var body: some View { }` or `func body(content:) -> some View { }`.
        var body: UInt32?
        /// `@Environment` properties.
        var environment: [UInt32] = []
        /// Computed properties and functions.
        var functions: [UInt32] = []
        /// `static let` constants.
        var statics: [UInt32] = []
    }

    /// Parses one member of a view struct: a stored property (pushed on
    /// the scratch stack as a field node), an `@Environment` property, a
    /// computed property or function, or the body. Anything else is
    /// reported and skipped.
    private mutating func parseViewStructMember(_ members: inout StructMembers, form: ViewDecl.Form)
    {
        let start = token.range.start
        if atStaticMember() {
            if let constant = parseStaticMember() { members.statics.append(constant) }
            return
        }
        var builder = false
        var availability: Int?
        while at(.at) {
            if peek().kind == .identifier, text(peek().range) == "available" {
                let attributes = parseDeclarationAttributes()
                availability = attributes.availability
                builder = builder || attributes.builder
                continue
            }
            let at = consume()
            guard at.range.end == token.range.start, self.at(.identifier) else {
                return refuseMember(from: start, "an attribute")
            }
            switch identifierName(token) {
            case "ViewBuilder":
                consume()
                builder = true
            case "Environment" where peek().kind == .leftParen:
                if let property = parseEnvironmentProperty(start: start) {
                    members.environment.append(property)
                }
                return
            default:
                return refuseMember(from: start, "'@\(identifierName(token))'")
            }
        }
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        if form == .modifierStruct, at(.identifier), identifierName(token) == "func",
            peek().kind == .identifier, text(peek().range) == "body"
        {
            consume()
            return parseModifierBody(&members.body)
        }
        if form.isStyle, at(.identifier), identifierName(token) == "func",
            peek().kind == .identifier, text(peek().range) == "makeBody"
        {
            consume()
            return parseStyleBody(&members.body)
        }
        if at(.identifier), identifierName(token) == "func", peek().kind == .identifier {
            consume()
            if let function = parseMemberFunction(start: start, builder: builder) {
                attach(availability, to: function)
                members.functions.append(function)
            }
            return
        }
        if form == .viewStruct, at(word: "init"), peek().kind == .leftParen {
            if let initializer = parseInitializer(start: start) {
                members.functions.append(initializer)
            }
            return
        }
        let isLet = at(.keywordLet)
        guard isLet || (at(.identifier) && identifierName(token) == "var") else {
            return refuseMember(from: start, describeMember())
        }
        consume()
        if form == .viewStruct, !isLet, at(.identifier), identifierName(token) == "body",
            peek().kind == .colon
        {
            return parseViewStructBody(&members.body)
        }
        if let computed = parseStoredProperty(constant: isLet, builder: builder, start: start) {
            attach(availability, to: computed)
            members.functions.append(computed)
        }
    }

    /// Parses the block of `var name: Type { ... }`, whose `name: Type`
    /// is the field node `field`, into a computed property's `function`
    /// node.
    package mutating func parseComputedProperty(_ field: UInt32, builder: Bool, start: UInt32)
        -> UInt32?
    {
        let fieldNode = nodes[Int(field)]
        let outer = valueBody
        valueBody = !isSomeView(extra[Int(fieldNode.b)])
        defer { valueBody = outer }
        guard let body = parseBlockNode("to begin the computed property") else { return nil }
        extra += [0, extra[Int(fieldNode.b)], body]
        let flags = FunctionDecl.computedFlag | (builder ? FunctionDecl.viewBuilderFlag : 0)
        return make(
            .function, SourceRange(start: start, end: previousEnd), flags: flags, fieldNode.a,
            UInt32(extra.count - 3)
        ).index
    }

    /// Parses `name(params) -> Type { ... }` after `func` into a
    /// `function` node.
    package mutating func parseMemberFunction(start: UInt32, builder: Bool) -> UInt32? {
        let name = consumeName()
        guard let parameters = parseFunctionParameters(of: name.identifier.name) else {
            skipToMemberEnd()
            return nil
        }
        guard expect(.arrow, "and the result type of '\(name.identifier.name)'") != nil else {
            skipToMemberEnd()
            return nil
        }
        let type = parseType()
        let outer = valueBody
        valueBody = !isSomeView(type)
        defer { valueBody = outer }
        guard nodes[Int(type)].tag != .errorType,
            let body = parseBlockNode("to begin the body of '\(name.identifier.name)'")
        else {
            skipToMemberEnd()
            return nil
        }
        extra += [parameters, type, body]
        return make(
            .function, SourceRange(start: start, end: previousEnd),
            flags: builder ? FunctionDecl.viewBuilderFlag : 0, name.node,
            UInt32(extra.count - 3)
        ).index
    }

    /// Parses `init(params) { ... }` into a `function` node flagged
    /// `FunctionDecl.initializerFlag`, whose result type is left
    /// unwritten; its body assigns (`self.title = title`).
    package mutating func parseInitializer(start: UInt32) -> UInt32? {
        let name = consumeName()
        guard let parameters = parseFunctionParameters(of: "init") else {
            skipToMemberEnd()
            return nil
        }
        let type = make(.inferredType, .empty(at: previousEnd)).index
        let outer = valueBody
        valueBody = true
        defer { valueBody = outer }
        guard let body = parseBlockNode("to begin the body of 'init'") else {
            skipToMemberEnd()
            return nil
        }
        extra += [parameters, type, body]
        return make(
            .function, SourceRange(start: start, end: previousEnd),
            flags: FunctionDecl.initializerFlag, name.node, UInt32(extra.count - 3)
        ).index
    }

    /// Parses `Environment(\.key) var name` or `var name: Type` after
    /// its `@` into an `environmentProperty` node. Which keys wdl reads,
    /// and under which names, is the checker's question.
    private mutating func parseEnvironmentProperty(start: UInt32) -> UInt32? {
        consume()
        let open = consume()
        guard enterNesting(at: open.range) else {
            _ = eat(.rightParen)
            return nil
        }
        let key = parseExpression().index
        exitNesting()
        guard expect(.rightParen, "to end the environment key", note: open.range) != nil else {
            skipToMemberEnd()
            return nil
        }
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        guard at(.identifier), identifierName(token) == "var" else {
            reportExpected(
                .expectedToken("var", "after '@Environment(...)'", found: describe(token)))
            skipToMemberEnd()
            return nil
        }
        consume()
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a property name", found: describe(token)))
            skipToMemberEnd()
            return nil
        }
        let name = consumeName()
        if eat(.colon) != nil { _ = parseType() }
        let range = SourceRange(start: start, end: previousEnd)
        return make(.environmentProperty, range, name.node, key).index
    }

    /// Parses `body: some View { ... }` after `var`.
    private mutating func parseViewStructBody(_ body: inout UInt32?) {
        let name = consume()
        consume()
        for word in ["some", "View"] {
            guard at(.identifier), identifierName(token) == word else {
                reportExpected(
                    .expectedToken(word, "in 'var body: some View'", found: describe(token)))
                skipMember()
                return
            }
            consume()
        }
        guard let block = parseBlockNode("to begin 'body'") else { return }
        if body != nil {
            report(.duplicateMember("body", in: "a view"), at: name.range)
        } else {
            body = block
        }
    }

    /// Parses `name: Type` or `name: Type = value` after `let` or `var`,
    /// and pushes its field node; or, for `var name: Type { ... }`,
    /// returns the computed property's `function` node.
    private mutating func parseStoredProperty(constant: Bool, builder: Bool, start: UInt32)
        -> UInt32?
    {
        guard let field = parseField(allowDefault: true, inferring: true) else { return nil }
        let fieldNode = nodes[Int(field)]
        let hasValue = extra[Int(fieldNode.b) + 1] != SyntaxNode.none
        if at(.leftBrace), !constant, !hasValue {
            return parseComputedProperty(field, builder: builder, start: start)
        }
        if at(.leftBrace) {
            skipMember()
            report(
                .unsupportedSwift("a computed 'let'", advice: Self.computedAdvice),
                at: SourceRange(start: start, end: previousEnd))
            return nil
        }
        let type = nodes[Int(extra[Int(fieldNode.b)])]
        let holdsViews =
            type.tag == .namedType && viewGenerics.contains(names.names[Int(nodes[Int(type.a)].b)])
        if builder, !holdsViews {
            report(
                .unsupportedSwift(
                    "a '@ViewBuilder' stored property of a type that is not a generic 'View'",
                    advice: Self.memberAdvice),
                at: SourceRange(start: start, end: previousEnd))
            return nil
        }
        if holdsViews, !hasValue {
            nodes[Int(field)].flags = builder ? Field.viewBuilderFlag : Field.viewsFlag
        }
        if constant, hasValue { nodes[Int(field)].flags = Field.constantFlag }
        scratch.append(field)
        return nil
    }

    /// Whether the type node at `type` is `some View`.
    private func isSomeView(_ type: UInt32) -> Bool {
        nodes[Int(type)].tag == .opaqueType
    }

    /// What the member at the cursor is, for a refusal: `'init'`, `'func'`.
    private func describeMember() -> String {
        guard at(.identifier) else { return describe(token) }
        return "'\(identifierName(token))'"
    }

    /// Reports a member a view struct cannot have yet, from `start` to
    /// the end of what it spans, and skips it.
    private mutating func refuseMember(from start: UInt32, _ what: String) {
        skipToMemberEnd()
        report(
            .unsupportedSwift("\(what) in a view struct", advice: Self.memberAdvice),
            at: SourceRange(start: start, end: max(start, previousEnd)))
    }

    /// Skips to the end of a member: its line, and any braced or
    /// parenthesised group on it whole.
    package mutating func skipToMemberEnd() {
        while !at(.endOfFile), !at(.rightBrace) {
            if at(.leftBrace) || at(.leftParen) || at(.leftBracket) {
                consume()
                skipToClosingDelimiter()
                _ = eat(.rightBrace) ?? eat(.rightParen) ?? eat(.rightBracket)
                if token.newlineBefore { return }
                continue
            }
            consume()
            if token.newlineBefore { return }
        }
    }

    static let memberAdvice =
        "a view struct holds stored properties ('let' and 'var'), computed properties, functions and 'var body: some View'"
    static let computedAdvice = "write it 'var name: Type { ... }', as Swift requires"
}

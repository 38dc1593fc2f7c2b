/// View helpers as Swift writes them: functions of `extension View`, and
/// `ViewModifier` structs.
///
/// ```
/// extension   = 'extension' 'View' '{' { helper separator } '}' ;
/// helper      = [ '@ViewBuilder' ] { modifier } 'func' name
///               '(' [ parameter { ',' parameter } ] ')' '->' 'some' 'View' block ;
/// parameter   = [ label ] name ':' type [ '=' expression ] ;   (* label: '_' or a name *)
/// modifierBody = [ '@ViewBuilder' ] 'func' 'body' '(' 'content' ':' 'Content' ')'
///               '->' 'some' 'View' block ;
/// ```
///
/// In a helper's body a statement that starts with a lowercase call
/// (`padding()`, `containerBackground(for: .widget) { }`) is a modifier
/// of `self`, as Swift reads it: the parser writes it as a member of an
/// implicit `self` (`Expr.isImplicitSelf`), which prints as written.
extension Parser {
    /// Parses `extension View { ... }` into a `viewExtension` node; nil
    /// (reported) for an extension of another type, which is skipped.
    package mutating func parseExtension() -> UInt32? {
        let start = consume().range.start
        guard at(.identifier) else {
            reportExpected(.expectedIdentifier("a type to extend", found: describe(token)))
            return nil
        }
        let type = consumeName()
        let isView = type.identifier.name == "View"
        let mark = scratch.count
        var statics: [UInt32] = []
        let braces = parseBraced("to begin the extension") { parser in
            if parser.atStaticMember() {
                if let constant = parser.parseStaticMember() { statics.append(constant) }
            } else if isView, let function = parser.parseHelperFunction() {
                parser.scratch.append(function)
            } else if !isView, let member = parser.parseExtensionMember(of: type.identifier.name) {
                parser.scratch.append(member)
            }
            parser.expectSeparator()
        }
        let functions = takeList(since: mark)
        let staticMark = scratch.count
        scratch += statics
        let staticList = takeList(since: staticMark)
        guard braces != nil else { return nil }
        return make(
            .viewExtension, SourceRange(start: start, end: previousEnd), type.node,
            pair(functions, staticList)
        ).index
    }

    /// Whether the member at the cursor is `static` (after up to two
    /// access words).
    package func atStaticMember() -> Bool {
        let (second, third) = peekTwo()
        for probe in [token, second, third] {
            guard probe.kind == .identifier else { return false }
            let word = identifierName(probe)
            if word == "static" { return true }
            guard Self.propertyModifiers.contains(word) else { return false }
        }
        return false
    }

    /// Parses `[modifiers] static let name[: Type] = value` into a
    /// `letStatement` node flagged static, or `static func name(...) -> T
    /// { ... }` and `static var name: T { ... }` into a `function` node
    /// flagged static; nil when it is another static member or does not
    /// parse (reported, skipped).
    package mutating func parseStaticMember() -> UInt32? {
        let start = token.range.start
        while at(.identifier), identifierName(token) != "static" { consume() }
        consume()
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        if at(word: "func"), peek().kind == .identifier {
            consume()
            guard let function = parseMemberFunction(start: start, builder: false) else {
                return nil
            }
            nodes[Int(function)].flags |= FunctionDecl.staticFlag
            return function
        }
        if at(word: "var"), peek().kind == .identifier, isComputedVariableNext() {
            consume()
            guard let function = parseComputedMember(start: start) else { return nil }
            nodes[Int(function)].flags |= FunctionDecl.staticFlag
            return function
        }
        guard at(.keywordLet) || at(word: "var") else {
            skipToMemberEnd()
            report(
                .unsupportedSwift(
                    "a 'static' member other than 'static let', 'static var' and 'static func'",
                    advice: Self.staticAdvice),
                at: SourceRange(start: start, end: max(start, previousEnd)))
            return nil
        }
        guard let constant = parseLet() else {
            skipToMemberEnd()
            return nil
        }
        nodes[Int(constant)].flags |= LetStatement.staticFlag
        nodes[Int(constant)].range = SourceRange(start: start, end: previousEnd)
        return constant
    }

    /// Whether `var name: Type {` is next (a computed property), looked
    /// for with a copy of the lexer.
    private func isComputedVariableNext() -> Bool {
        var copy = lexer
        return Self.braceBeforeValue(&copy)
    }

    /// Whether the tokens `lexer` reads next reach a `{` on this line
    /// before an `=`: the body of a computed property, not a stored
    /// property's value (a type is a few tokens; the look stops at 64).
    private static func braceBeforeValue(_ lexer: inout Lexer) -> Bool {
        for _ in 0..<64 {
            let next = lexer.next()
            if next.newlineBefore { return false }
            switch next.kind {
            case .leftBrace: return true
            case .equal, .endOfFile, .semicolon: return false
            default: continue
            }
        }
        return false
    }

    /// Parses `name: Type { ... }` after `var` into a computed property's
    /// `function` node.
    private mutating func parseComputedMember(start: UInt32) -> UInt32? {
        guard let field = parseField(allowDefault: false, inferring: false), at(.leftBrace) else {
            skipToMemberEnd()
            return nil
        }
        return parseComputedProperty(field, builder: false, start: start)
    }

    /// Parses one member of an extension of a type other than `View`: a
    /// computed property or a function (`var hours: String { ... }`,
    /// `func padded(to width: Int) -> String { ... }`), into a `function`
    /// node. Anything else is reported and skipped.
    private mutating func parseExtensionMember(of type: String) -> UInt32? {
        let start = token.range.start
        guard atInstanceMember() else {
            refuseExtensionMember(from: start, of: type)
            return nil
        }
        guard let member = parseInstanceMember() else { return nil }
        fileChecks.extendedTypes.append((type, nodes[Int(member)].range))
        return member
    }

    /// Whether a computed property or a function is next, after up to
    /// two access words: `[private] var name: Type {` or `func name(`.
    package func atInstanceMember() -> Bool {
        var copy = lexer
        var probe = token
        for _ in 0..<3 {
            guard probe.kind == .identifier else { return false }
            let word = identifierName(probe)
            if word == "func" { return copy.next().kind == .identifier }
            if word == "var" {
                guard copy.next().kind == .identifier, copy.next().kind == .colon else {
                    return false
                }
                return Self.braceBeforeValue(&copy)
            }
            guard Self.propertyModifiers.contains(word) else { return false }
            probe = copy.next()
        }
        return false
    }

    /// Parses a computed property or a function (`atInstanceMember`)
    /// into a `function` node.
    package mutating func parseInstanceMember() -> UInt32? {
        let start = token.range.start
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        if at(word: "func") {
            consume()
            return parseMemberFunction(start: start, builder: false)
        }
        consume()
        return parseComputedMember(start: start)
    }

    /// Reports each member an extension gives a type that is neither one
    /// of the file's structs and enums nor a built-in value type
    /// (`extension Text { func ... }`): nothing else is extended.
    package mutating func checkExtendedTypes() {
        for (type, range) in fileChecks.extendedTypes
        where !Self.extensibleTypes.contains(type) && !fileChecks.declaredTypes.contains(type) {
            report(
                .unsupportedSwift(
                    "a computed property or function in an extension of \(type)",
                    advice: Self.staticAdvice),
                at: range)
        }
    }

    /// Parses one member of `extension View`: a function that returns
    /// `some View`, into a `view` node flagged `ViewDecl.helperForm`.
    /// Anything else is reported and skipped.
    private mutating func parseHelperFunction() -> UInt32? {
        let start = token.range.start
        let (builder, availability) = parseDeclarationAttributes()
        let node = parseHelperFunction(start: start, builder: builder)
        attach(availability, to: node)
        return node
    }

    /// The helper after its attributes.
    private mutating func parseHelperFunction(start: UInt32, builder: Bool) -> UInt32? {
        while at(.identifier), Self.propertyModifiers.contains(identifierName(token)) { consume() }
        guard at(.identifier), identifierName(token) == "func", peek().kind == .identifier else {
            refuseExtensionMember(from: start)
            return nil
        }
        consume()
        let name = consumeName()
        guard let parameters = parseFunctionParameters(of: name.identifier.name) else {
            skipToMemberEnd()
            return nil
        }
        guard parseSomeViewResult(), let body = parseHelperBody() else {
            skipToMemberEnd()
            return nil
        }
        let words = pair(parameters, body)
        extra.append(builder ? 1 : 0)
        return make(
            .view, SourceRange(start: start, end: previousEnd),
            flags: ViewDecl.Form.helper.rawValue,
            name.node, words
        ).index
    }

    /// Parses the attributes Swift writes before a declaration, in any
    /// order: `@ViewBuilder` (whether it was there) and
    /// `@available(iOS 17.0, *)` (its index in `availabilities`).
    package mutating func parseDeclarationAttributes() -> (builder: Bool, availability: Int?) {
        var builder = false
        var availability: Int?
        while at(.at), peek().kind == .identifier {
            if parseViewBuilderAttribute() {
                builder = true
            } else if text(peek().range) == "available" {
                consume()
                availabilities.append(parseAvailability(spelled: "@available"))
                availability = availabilities.count - 1
            } else {
                break
            }
        }
        return (builder, availability)
    }

    /// Keeps a declaration's `@available` attribute for its node.
    package mutating func attach(_ availability: Int?, to node: UInt32?) {
        guard let availability, let node else { return }
        declarationAvailabilities[node] = availability
    }

    /// Parses `@ViewBuilder` if it is next, and says whether it was.
    package mutating func parseViewBuilderAttribute() -> Bool {
        guard at(.at), peek().kind == .identifier, text(peek().range) == "ViewBuilder" else {
            return false
        }
        consume()
        consume()
        return true
    }

    /// Parses `( [label] name: Type [= value], ... )` into a list of field
    /// nodes; nil when the list is not closed (reported).
    package mutating func parseFunctionParameters(of function: String) -> UInt32? {
        guard let open = expect(.leftParen, "to begin the parameters of '\(function)'"),
            enterNesting(at: open.range)
        else { return nil }
        let mark = scratch.count
        while !at(.rightParen), !at(.endOfFile), !at(.leftBrace) {
            let before = token.range.start
            if let field = parseFunctionParameter() { scratch.append(field) }
            if eat(.comma) == nil { break }
            if token.range.start == before { break }
        }
        exitNesting()
        let parameters = takeList(since: mark)
        guard expect(.rightParen, "to end the parameters that begin here", note: open.range) != nil
        else { return nil }
        return parameters
    }

    /// Parses one function parameter: `name: T`, `_ name: T` or `label
    /// name: T`, with an optional default.
    private mutating func parseFunctionParameter() -> UInt32? {
        // A keyword is a label as Swift allows it: `path(in rect: CGRect)`.
        guard at(.identifier) || at(.keywordIn), peek().kind == .identifier else {
            return parseField(allowDefault: true)
        }
        let label = consumeName()
        guard let field = parseField(allowDefault: true) else { return nil }
        if label.identifier.name == "_" {
            nodes[Int(field)].flags = Field.unlabeledFlag
        } else {
            nodes[Int(field)].flags = Field.relabeledFlag
            extra.append(label.node)
        }
        nodes[Int(field)].range = SourceRange(start: label.identifier.range.start, end: previousEnd)
        return field
    }

    /// Parses `-> some View`; false when it is not there (reported).
    private mutating func parseSomeViewResult() -> Bool {
        guard expect(.arrow, "and the result type 'some View'") != nil else { return false }
        for word in ["some", "View"] {
            guard at(.identifier), identifierName(token) == word else {
                reportExpected(
                    .expectedToken(word, "in the result type 'some View'", found: describe(token)))
                return false
            }
            consume()
        }
        return true
    }

    /// Parses a helper's body, where a statement that starts with a
    /// lowercase call is a modifier of `self`.
    private mutating func parseHelperBody() -> UInt32? {
        let outer = implicitSelf
        implicitSelf = true
        defer { implicitSelf = outer }
        return parseBlockNode("to begin the function's body")
    }

    /// Parses `body(content: Content) -> some View { ... }` after `func`
    /// in a `ViewModifier` struct.
    package mutating func parseModifierBody(_ body: inout UInt32?) {
        parseBodyFunction(&body, parameter: ("content", "Content"), in: "a view modifier")
    }

    /// Parses `makeBody(configuration: Configuration) -> some View { ... }`
    /// after `func` in a custom style.
    package mutating func parseStyleBody(_ body: inout UInt32?) {
        parseBodyFunction(&body, parameter: ("configuration", "Configuration"), in: "a style")
    }

    /// Parses a body function after `func`: its name, the one parameter
    /// `(name: Type)` the protocol fixes, `-> some View` and the block.
    private mutating func parseBodyFunction(
        _ body: inout UInt32?, parameter: (name: String, type: String), in owner: String
    ) {
        let name = consume()
        let function = identifierName(name)
        let signature: [(TokenKind, String)] = [
            (.leftParen, "("), (.identifier, parameter.name), (.colon, ":"),
            (.identifier, parameter.type), (.rightParen, ")"),
        ]
        let written = "func \(function)(\(parameter.name): \(parameter.type)) -> some View"
        // A body written wrong is still the body: the struct is not also
        // reported as having none.
        func skipBody(_ parser: inout Parser) {
            parser.skipToMemberEnd()
            body = body ?? parser.make(.block, .empty(at: parser.previousEnd)).index
        }
        for (kind, spelling) in signature {
            guard at(kind), kind != .identifier || identifierName(token) == spelling else {
                reportExpected(
                    .expectedToken(spelling, "in '\(written)'", found: describe(token)))
                return skipBody(&self)
            }
            consume()
        }
        guard parseSomeViewResult(), let block = parseBlockNode("to begin '\(function)'") else {
            return skipBody(&self)
        }
        if body != nil {
            report(.duplicateMember(function, in: owner), at: name.range)
        } else {
            body = block
        }
    }

    /// Parses `return value` into a `returnStatement` node.
    package mutating func parseReturn() -> UInt32? {
        let keyword = consume()
        implicitSelfNext = implicitSelf
        let value = parseBoundExpression()
        if isError(value) { return nil }
        return make(
            .returnStatement, SourceRange(start: keyword.range.start, end: previousEnd), value.index
        ).index
    }

    /// At a statement's first name in a helper's body: `padding()` as
    /// `self.padding()`, its base an empty-ranged `self`; nil when the
    /// name is not a lowercase call.
    package mutating func parseImplicitSelfMember() -> ExprRef? {
        guard at(.identifier), let first = bytes[Int(token.range.start)...].first,
            (0x61...0x7A).contains(first), peek().kind == .leftParen || peek().kind == .leftBrace,
            !peek().newlineBefore, identifierName(token) != "self"
        else { return nil }
        let start = token.range.start
        let selfID = names.intern(implied: "self", bytes)
        let base = make(.identifier, .empty(at: start), start, selfID)
        let name = makeName(consume())
        return make(
            .member, SourceRange(start: start, end: previousEnd), flags: Expr.implicitSelfFlag,
            base.index, name.index)
    }

    private mutating func refuseExtensionMember(from start: UInt32, of type: String = "View") {
        let what = at(.identifier) ? "'\(identifierName(token))'" : describe(token)
        skipToMemberEnd()
        report(
            .unsupportedSwift(
                "\(what) in an extension of \(type)",
                advice: type == "View" ? Self.extensionAdvice : Self.staticAdvice),
            at: SourceRange(start: start, end: max(start, previousEnd)))
    }

    /// The built-in value types whose extensions may give members (the
    /// language's number aliases included, as `TypeAliases` reads them):
    /// the types a value of the evaluator has.
    static let extensibleTypes: Set<String> = [
        "Int", "Double", "CGFloat", "TimeInterval", "Float", "String", "Bool", "Date",
    ]
    static let extensionAdvice =
        "an 'extension View' holds functions that return 'some View', applied as modifiers"
    static let staticAdvice =
        "an extension of the file's own structs and enums, or of Int, Double, String, Bool or Date, holds computed properties and functions; of another type, static members (`static let brand = Color(...)`)"
}

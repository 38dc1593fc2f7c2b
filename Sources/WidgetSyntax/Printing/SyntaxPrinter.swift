import WidgetArchive

/// Prints a syntax tree back as canonical `.wdl` source: four-space
/// indentation, one statement or member a line, modifiers on their own
/// line after a multi-line view, parentheses only where precedence needs
/// them. Parsing the output gives the same tree (ranges aside); the tests
/// hold every sample to that.
public struct SyntaxPrinter {
    private var output = ""
    private var indent = 0
    /// Printing a body as Swift for `wdl emit swift`, not as `.wdl`.
    private var swift: SwiftForm?
    /// In Swift, the modifiers of the statement being printed that go on
    /// lines of their own, as people write SwiftUI: every modifier of a
    /// chain of two or more.
    private var brokenModifiers: Set<Expr> = []

    /// What changes when a body is printed as Swift: the names that read
    /// differently there (`config` is `entry.configuration`), a `default`
    /// for a `switch` Swift would find not exhaustive, and `id: \.self`
    /// for a `ForEach` over values that are not `Identifiable`.
    public struct SwiftForm: Sendable {
        /// Leading names to replace: `["config": "entry.configuration"]`.
        public var names: [String: String]
        /// The source's comments, carried before and after statements.
        public var comments: SourceComments?
        /// The case names of each of the file's enums: a `switch` that
        /// names all of one is exhaustive and gets no `default`.
        public var enumCases: [Set<String>]

        /// Creates a form.
        public init(
            names: [String: String], comments: SourceComments? = nil, enumCases: [Set<String>] = []
        ) {
            self.names = names
            self.comments = comments
            self.enumCases = enumCases
        }
    }

    /// The statements of a body as Swift, one a line at `indent` levels of
    /// four spaces, with the rewrites of `form`.
    public static func swiftStatements(_ block: Block, indent: Int, form: SwiftForm) -> String {
        var printer = SyntaxPrinter()
        printer.indent = indent
        printer.swift = form
        return printer.statementsText(block.statements, in: block.range)
    }

    /// One expression as Swift.
    public static func swiftExpression(_ expression: Expr, form: SwiftForm) -> String {
        var printer = SyntaxPrinter()
        printer.swift = form
        return printer.expression(expression)
    }

    /// One statement as Swift, at `indent` levels.
    public static func swiftStatement(_ statement: Statement, indent: Int, form: SwiftForm)
        -> String
    {
        var printer = SyntaxPrinter()
        printer.indent = indent
        printer.swift = form
        return printer.statementText(statement)
    }

    /// One statement's line(s) as Swift at `indent` levels: `expression`
    /// in place of a statement of the body (the emitter's edits, such as
    /// a modifier moved elsewhere).
    public static func swiftStatementLine(_ expression: Expr, indent: Int, form: SwiftForm)
        -> String
    {
        var printer = SyntaxPrinter()
        printer.indent = indent
        printer.swift = form
        return printer.indentation + printer.statementExpression(expression) + "\n"
    }

    /// Prints a whole file.
    public static func print(_ syntax: SourceFileSyntax) -> String {
        var printer = SyntaxPrinter()
        printer.items(syntax.items)
        return printer.output
    }

    /// Declarations a blank line apart, and `#if`s around declarations
    /// with every clause, the directives at the margin.
    private mutating func items(_ items: [FileItem]) {
        for (index, item) in items.enumerated() {
            if index > 0 { output += "\n" }
            switch item {
            case .declaration(let declaration): self.declaration(declaration)
            case .directive(let directive):
                for clause in directive.clauses {
                    emit(
                        clause.kind.line(clause.condition)
                    )
                    self.items(clause.items)
                }
                emit("#endif")
            }
        }
    }

    /// Prints one expression on one logical line (closures still span lines).
    public static func print(_ expression: Expr) -> String {
        var printer = SyntaxPrinter()
        return printer.expression(expression)
    }

    // MARK: Lines

    private mutating func emit(_ text: String) {
        output += String(repeating: "    ", count: indent) + text + "\n"
    }

    private var indentation: String { String(repeating: "    ", count: indent) }

    // MARK: Declarations

    private mutating func declaration(_ declaration: Declaration) {
        switch declaration {
        case .widget(let decl): container("widget", decl)
        case .activity(let decl): container("activity", decl)
        case .control(let decl): container("control", decl)
        case .record(let decl): record("struct", decl)
        case .intent(let decl): record("intent", decl)
        case .view(let decl) where decl.form.isStruct: viewStruct(decl)
        case .view(let decl) where decl.form == .helper: helper(decl)
        case .view(let decl):
            let parameters = decl.parameters.map { fieldText($0) }.joined(separator: ", ")
            output += "view \(Self.name(decl.name.name))(\(parameters)) " + block(decl.body) + "\n"
        case .function(let decl): member(decl)
        case .enumeration(let decl): enumeration(decl)
        case .viewExtension(let decl):
            emit("extension \(Self.name(decl.extendedType.name)) {")
            indent += 1
            statics(decl.typeMembers)
            for (index, function) in decl.functions.enumerated() {
                if index > 0 { output += "\n" }
                helper(function)
            }
            for member in decl.members { self.member(member) }
            indent -= 1
            emit("}")
        }
    }

    /// `func name(_ a: T) -> some View { ... }` in `extension View`.
    private mutating func helper(_ decl: ViewDecl) {
        if let availability = decl.availability { emit(availability.attributeText) }
        if decl.isViewBuilder { emit("@ViewBuilder") }
        let parameters = decl.parameters.map { fieldText($0) }.joined(separator: ", ")
        emit(
            "func \(Self.name(decl.name.name))(\(parameters)) -> some View " + block(decl.body))
    }

    /// `enum Name: Raw { case a; case b = "x"; var ... }`, a case a line.
    private mutating func enumeration(_ decl: EnumDecl) {
        let conformances = decl.conformances.map { Self.name($0.name) }.joined(separator: ", ")
        emit(
            "enum \(Self.name(decl.name.name))"
                + (conformances.isEmpty ? "" : ": " + conformances) + " {")
        indent += 1
        for enumCase in decl.cases {
            emit(
                "case \(Self.name(enumCase.name.name))" + Self.payloadText(enumCase)
                    + (enumCase.rawValue.map { " = " + expression($0) } ?? ""))
        }
        statics(decl.typeMembers)
        for member in decl.members { self.member(member) }
        indent -= 1
        emit("}")
    }

    /// `var name: T { ... }` or `func name(_ a: T) -> T { ... }` in a struct.
    private mutating func member(_ member: FunctionDecl) {
        if let availability = member.availability { emit(availability.attributeText) }
        if member.isViewBuilder { emit("@ViewBuilder") }
        emit(memberText(member))
    }

    /// A member's line(s), `static` when it is.
    private mutating func memberText(_ member: FunctionDecl) -> String {
        let type = Self.typeText(member.resultType)
        let name = Self.name(member.name.name)
        let keyword = member.isStatic ? "static " : ""
        if member.isInitializer {
            let parameters = member.parameters.map { fieldText($0) }.joined(separator: ", ")
            return "init(\(parameters)) " + block(member.body)
        }
        if member.isComputedProperty {
            return keyword + "var \(name): \(type) " + block(member.body)
        }
        let parameters = member.parameters.map { fieldText($0) }.joined(separator: ", ")
        return keyword + "func \(name)(\(parameters)) -> \(type) " + block(member.body)
    }

    /// A type's static members, in order.
    private mutating func statics(_ members: TypeMembers) {
        for member in members { emit(staticText(member)) }
    }

    private mutating func staticText(_ member: TypeMember) -> String {
        switch member.kind {
        case .constant(let constant): letText(constant)
        case .function(let function): memberText(function)
        }
    }

    /// `struct Name: View { let a: T ... var body: some View { ... } }`,
    /// a `ViewModifier` struct with its `func body(content:)`, or a style
    /// with its `func makeBody(configuration:)`.
    private mutating func viewStruct(_ decl: ViewDecl) {
        if let availability = decl.availability { emit(availability.attributeText) }
        emit(
            "struct \(Self.name(decl.name.name))\(Self.genericClause(decl)): \(decl.form.protocolName ?? "View") {"
        )
        indent += 1
        for property in decl.environment {
            emit("@Environment(\(expression(property.key))) var \(Self.name(property.name.name))")
        }
        statics(decl.typeMembers)
        for parameter in decl.parameters {
            let keyword = parameter.isConstant || parameter.defaultValue == nil ? "let" : "var"
            emit(
                (parameter.isViewBuilder ? "@ViewBuilder " : "") + "\(keyword) "
                    + fieldText(parameter))
        }
        for member in decl.members { self.member(member) }
        // A shape's `path(in:)` is among its members; its body is empty.
        if decl.form != .shapeStruct { emit(decl.form.bodySignature + " " + block(decl.body)) }
        indent -= 1
        emit("}")
    }

    /// `(minutes: Int, String)` of a case with associated values, or nothing.
    public static func payloadText(_ enumCase: EnumCase) -> String {
        guard enumCase.hasPayload else { return "" }
        let values = enumCase.payload.map { field in
            (field.argumentLabel.map { name($0.name) + ": " } ?? "") + typeText(field.type)
        }
        return "(" + values.joined(separator: ", ") + ")"
    }

    /// `<Content: View>`, or nothing for a struct without generics.
    public static func genericClause(_ decl: ViewDecl) -> String {
        let parameters = decl.genericParameters
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { "\(name($0.name.name)): \(name($0.constraint.name))" }
            .joined(separator: ", ") + ">"
    }

    private mutating func container(_ keyword: String, _ decl: ContainerDecl) {
        emit("\(keyword) \(Self.name(decl.name.name)) {")
        indent += 1
        for member in decl.members { self.member(member) }
        indent -= 1
        emit("}")
    }

    private mutating func record(_ keyword: String, _ decl: RecordDecl) {
        emit(
            "\(keyword) \(Self.name(decl.name.name)) "
                + fieldsBlock(decl.fields, statics: decl.typeMembers))
    }

    private mutating func member(_ member: Member) {
        let name = member.keyword.name
        switch member.kind {
        case .property(let value):
            emit("\(name): " + expression(value))
        case .entry(let fields), .attributes(let fields), .state(let fields),
            .configuration(let fields), .value(let fields):
            emit("\(name) " + fieldsBlock(fields))
        case .placeholder(let record):
            emit("\(name) " + recordText(record, multiline: true))
        case .body(let body), .lockScreen(let body), .dynamicIslandBuilder(let body):
            emit("\(name) " + block(body))
        case .dynamicIsland(let regions):
            emit("\(name) " + regionsText(regions))
        }
    }

    private mutating func regionsText(_ regions: SyntaxList<IslandRegion>) -> String {
        guard !regions.isEmpty else { return "{ }" }
        var text = "{\n"
        indent += 1
        for region in regions {
            switch region.content {
            case .views(let body): text += indentation + region.name.name + " " + block(body) + "\n"
            case .regions(let nested):
                text += indentation + region.name.name + " " + regionsText(nested) + "\n"
            }
        }
        indent -= 1
        return text + indentation + "}"
    }

    private mutating func fieldsBlock(
        _ fields: SyntaxList<Field>, statics: TypeMembers? = nil
    ) -> String {
        let statics = statics.map(Array.init) ?? []
        guard !fields.isEmpty || !statics.isEmpty else { return "{ }" }
        var text = "{\n"
        indent += 1
        for field in fields { text += indentation + fieldText(field) + "\n" }
        for member in statics {
            text += indentation + staticText(member) + "\n"
        }
        indent -= 1
        return text + indentation + "}"
    }

    private mutating func fieldText(_ field: Field) -> String {
        var text = (field.isLetField ? "let " : "") + Self.name(field.name.name)
        if field.type.kind != .inferred { text += ": " + Self.typeText(field.type) }
        if let label = field.writtenLabel {
            text = (label == "_" ? "_" : Self.label(label)) + " " + text
        }
        if let value = field.defaultValue { text += " = " + expression(value) }
        return text
    }

    /// A type as source: `[String]?`.
    public static func typeText(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .named(let name): name
        case .array(let element): "[\(typeText(element))]"
        case .optional(let wrapped): typeText(wrapped) + "?"
        case .opaque(let name): "some \(name)"
        case .error: "<error>"
        case .inferred: ""
        }
    }

    // MARK: Values

    private mutating func recordText(_ record: RecordValue, multiline: Bool) -> String {
        guard !record.fields.isEmpty else { return "{ }" }
        if !multiline {
            return "{ "
                + record.fields.map { "\(Self.name($0.name.name)): \(valueText($0.value))" }.joined(
                    separator: ", ") + " }"
        }
        var text = "{\n"
        indent += 1
        for field in record.fields {
            text += indentation + "\(Self.name(field.name.name)): \(valueText(field.value))\n"
        }
        indent -= 1
        return text + indentation + "}"
    }

    private mutating func valueText(_ value: Value) -> String {
        switch value.kind {
        case .string(let text): Self.quoted(text)
        case .integer(let number): String(number)
        case .float(let number): Self.floatText(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "nil"
        case .error: "<error>"
        case .record(let record): recordText(record, multiline: false)
        case .array(let elements):
            "[" + elements.map { valueText($0) }.joined(separator: ", ") + "]"
        }
    }

    // MARK: Statements

    /// `{ }` or a braced, indented list of statements, ending at the
    /// current indentation (no final newline).
    private mutating func block(_ block: Block, parameters: [Identifier] = []) -> String {
        let head =
            parameters.isEmpty
            ? "{" : "{ " + parameters.map { Self.name($0.name) }.joined(separator: ", ") + " in"
        guard !block.statements.isEmpty else {
            return parameters.isEmpty ? "{ }" : head + "\n" + indentation + "}"
        }
        var text = head + "\n"
        indent += 1
        text += statementsText(block.statements, in: block.range)
        indent -= 1
        return text + indentation + "}"
    }

    /// Statements one a line. A statement that starts with `.` (an implicit
    /// member) would continue the line above as a modifier, so the line
    /// above keeps a `;` to end it.
    private mutating func statementsText(_ statements: SyntaxList<Statement>, in range: SourceRange)
        -> String
    {
        var lines = statements.map { statementText($0) }
        for index in lines.indices.dropLast() {
            let next = lines[index + 1].drop { $0 == " " }
            if next.hasPrefix("."), lines[index].hasSuffix("\n") {
                lines[index].removeLast()
                lines[index] += ";\n"
            }
        }
        guard let comments = swift?.comments else { return lines.joined() }
        return carryComments(comments, statements: statements, lines: lines, in: range)
    }

    /// The statements' lines with the source's comments around them: own-line
    /// comments before the statement they precede (and before the block's
    /// end), a comment at the end of a statement's last line after it.
    private func carryComments(
        _ comments: SourceComments, statements: SyntaxList<Statement>, lines: [String],
        in range: SourceRange
    ) -> String {
        var text = ""
        var cursor = range.start
        for (statement, line) in zip(statements, lines) {
            for comment in comments.ownLine(in: cursor..<statement.range.start) {
                text += indentation + comment + "\n"
            }
            if let trailing = comments.trailing(after: statement.range.end), line.hasSuffix("\n") {
                text += line.dropLast() + " " + trailing + "\n"
            } else {
                text += line
            }
            cursor = statement.range.end
        }
        for comment in comments.ownLine(in: cursor..<max(cursor, range.end)) {
            text += indentation + comment + "\n"
        }
        return text
    }

    private mutating func statementText(_ statement: Statement) -> String {
        switch statement.kind {
        case .expression(let expression): indentation + statementExpression(expression) + "\n"
        case .ifStatement(let statement): indentation + ifText(statement) + "\n"
        case .switchStatement(let statement): indentation + switchText(statement) + "\n"
        case .letStatement(let statement): indentation + letText(statement) + "\n"
        case .returnStatement(let value):
            indentation + "return " + statementExpression(value) + "\n"
        case .guardStatement(let statement):
            indentation + "guard "
                + statement.conditions.map { conditionText($0) }.joined(separator: ", ") + " else "
                + block(statement.elseBlock) + "\n"
        case .assignment(let assignment):
            indentation + (assignment.isToSelf ? "self." : "") + Self.name(assignment.name.name)
                + (assignment.member.map { "." + Self.name($0.name) } ?? "") + " "
                + assignment.op.spelling + " " + expression(assignment.value) + "\n"
        case .forStatement(let loop):
            indentation + "for " + Self.name(loop.name.name) + " in " + expression(loop.sequence)
                + " " + block(loop.body) + "\n"
        case .conditionalCompilation(let directive): conditionalText(directive)
        case .error: ""
        }
    }

    /// `#if condition` and each clause's statements at the statement's
    /// own indentation, as Xcode lays them out, then `#endif`.
    private mutating func conditionalText(_ directive: ConditionalCompilation) -> String {
        var text = ""
        for clause in directive.clauses {
            text += indentation + clause.kind.line(clause.condition) + "\n"
            text += statementsText(clause.body.statements, in: clause.body.range)
        }
        return text + indentation + "#endif\n"
    }

    /// `let name: Type = value`, as wdl and Swift both write it.
    private mutating func letText(_ statement: LetStatement) -> String {
        let keyword = (statement.isStatic ? "static " : "") + (statement.isVar ? "var" : "let")
        let type = statement.type.map { ": " + Self.typeText($0) } ?? ""
        return "\(keyword) \(Self.name(statement.name.name))\(type) = "
            + expression(statement.value)
    }

    /// A statement's expression; in Swift, a chain of two or more
    /// modifiers puts each on its own line.
    private mutating func statementExpression(_ expression: Expr) -> String {
        guard swift != nil else { return self.expression(expression) }
        let saved = brokenModifiers
        defer { brokenModifiers = saved }
        var spine: [Expr] = []
        var current = expression
        while case .call(let call) = current.kind,
            case .member(let base, _, let optional) = call.callee.kind, !optional
        {
            spine.append(call.callee)
            current = base
        }
        // After a view with a closure (`VStack { }`), modifiers already go
        // on lines of their own, at the view's indentation.
        var rootHasClosure = false
        if case .call(let root) = current.kind { rootHasClosure = !root.trailingClosures.isEmpty }
        brokenModifiers = spine.count >= 2 && !rootHasClosure ? Set(spine) : []
        return self.expression(expression)
    }

    private mutating func ifText(_ statement: IfStatement) -> String {
        var text =
            "if " + statement.conditions.map { conditionText($0) }.joined(separator: ", ") + " "
            + block(statement.thenBlock)
        switch statement.elseBranch {
        case .block(let elseBlock): text += " else " + block(elseBlock)
        case .elseIf(let nested, _): text += " else " + ifText(nested)
        case nil: break
        }
        return text
    }

    private mutating func conditionText(_ condition: Condition) -> String {
        switch condition.kind {
        case .expression(let expression):
            return self.expression(expression)
        case .optionalBinding(let name, let value):
            return "let \(Self.name(name.name))" + (value.map { " = " + expression($0) } ?? "")
        case .available(let availability):
            return "#available(\(availability.argumentText))"
        case .casePattern(let pattern, let value):
            return "case " + expression(pattern) + " = " + expression(value)
        }
    }

    /// A `switch`; as a value (`asValue`), a `default` Swift needs repeats
    /// the last case's value, where a view builder's draws `EmptyView()`.
    private mutating func switchText(_ statement: SwitchStatement, asValue: Bool = false) -> String
    {
        var text = "switch \(expression(statement.subject)) {\n"
        for switchCase in statement.cases {
            if switchCase.isDefault {
                text +=
                    indentation + (switchCase.isUnknown ? "@unknown default:" : "default:") + "\n"
            } else {
                text +=
                    indentation + "case "
                    + switchCase.patterns.map { expression($0) }.joined(separator: ", ")
                    + (switchCase.whereClause.map { " where " + expression($0) } ?? "") + ":\n"
            }
            indent += 1
            // Swift wants a statement in every case; a view builder takes EmptyView.
            text +=
                switchCase.body.statements.isEmpty && swift != nil
                ? indentation + "EmptyView()\n"
                : statementsText(switchCase.body.statements, in: switchCase.body.range)
            indent -= 1
        }
        // wdl checks a `switch family` against the declared families; Swift
        // against every case of the type, so it gets a `default`.
        let named = Set(
            statement.cases.filter { $0.whereClause == nil }.flatMap(\.patterns).compactMap {
                pattern -> String? in
                switch pattern.kind {
                case .implicitMember(let name): return name.name
                case .enumPattern(let name, _): return name.name
                default: return nil
                }
            })
        if let swift, !statement.cases.contains(where: \.isDefault),
            !swift.enumCases.contains(named), let last = statement.cases.last
        {
            text += indentation + "default:\n"
            indent += 1
            text +=
                asValue
                ? statementsText(last.body.statements, in: last.body.range)
                : indentation + "EmptyView()\n"
            indent -= 1
        }
        return text + indentation + "}"
    }

    // MARK: Expressions

    private mutating func expression(_ expression: Expr) -> String {
        switch expression.kind {
        case .identifier(let name): return swift?.names[name.name] ?? Self.name(name.name)
        case .integer(let value): return String(value)
        case .float(let value): return Self.floatText(value)
        case .boolean(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .error: return "<error>"
        case .string(let literal): return stringText(literal)
        case .implicitMember(let name): return "." + name.name
        case .array(let elements):
            return "[" + elements.map { self.expression($0) }.joined(separator: ", ") + "]"
        case .member(_, let name, _) where expression.isImplicitSelf:
            return name.name
        case .member(let base, let name, let optional):
            let broken = brokenModifiers.contains(expression)
            let baseText = postfixBase(base)
            let separator =
                broken
                ? "\n" + indentation + "    "
                : baseText.contains("\n") && !optional ? "\n" + indentation : ""
            return baseText + separator + (optional ? "?." : ".") + name.name
        case .call(let call):
            var text = postfixBase(call.callee)
            var arguments = call.arguments.map { argumentText($0) }
            if swift != nil, Self.needsIdentity(call) { arguments.insert("id: \\.self", at: 1) }
            // `.precision(1)` is the language's shorthand for Foundation's
            // `.precision(.fractionLength(1))`.
            if swift != nil, case .member(_, let name, _) = call.callee.kind,
                name.name == "precision", call.arguments.count == 1,
                call.arguments[0].label == nil, case .integer = call.arguments[0].value.kind
            {
                arguments[0] = ".fractionLength(" + arguments[0] + ")"
            }
            if call.hasParentheses { text += "(" + arguments.joined(separator: ", ") + ")" }
            for trailing in call.trailingClosures {
                var parameters = Array(trailing.closure.parameters)
                // Swift's ForEach hands its closure an element, named, `$0`
                // or ignored.
                if swift != nil, parameters.isEmpty, case .identifier("ForEach") = call.callee.kind,
                    !trailing.closure.usesShorthandArguments
                {
                    parameters = [Identifier(name: "_", range: trailing.closure.range)]
                }
                text +=
                    " " + (trailing.label.map { "\($0.name): " } ?? "")
                    + block(trailing.closure.body, parameters: parameters)
            }
            return text
        case .subscriptAccess(let base, let arguments):
            return postfixBase(base) + "["
                + arguments.map { argumentText($0) }.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map { argumentText($0) }.joined(separator: ", ") + ")"
        case .prefix(let op, let operand):
            return op.rawValue
                + operandText(
                    operand, needsParentheses: Self.isOperator(operand) && !Self.isPrefix(operand))
        case .binary(let op, let left, let right):
            let leftNeeds = Self.needsParentheses(left, under: op, onLeft: true)
            let rightNeeds = Self.needsParentheses(right, under: op, onLeft: false)
            return operandText(left, needsParentheses: leftNeeds) + " \(op.rawValue) "
                + operandText(right, needsParentheses: rightNeeds)
        case .ternary(let condition, let then, let otherwise):
            return operandText(condition, needsParentheses: Self.isTernary(condition)) + " ? "
                + self.expression(then) + " : " + self.expression(otherwise)
        case .forceUnwrap(let operand):
            return postfixBase(operand) + "!"
        case .closure(let closure):
            return block(closure.body, parameters: Array(closure.parameters))
        case .keyPath(let root, let components):
            return "\\" + (root.map { Self.name($0.name) } ?? "")
                + components.map { "." + $0.name }.joined()
        case .enumPattern(let name, let elements):
            let values = elements.map { element -> String in
                let label = element.label.map { Self.name($0.name) + ": " } ?? ""
                switch element.kind {
                case .binding(let bound): return label + "let " + Self.name(bound.name)
                case .wildcard: return label + "_"
                case .value(let value): return label + self.expression(value)
                }
            }
            return "." + Self.name(name.name) + "(" + values.joined(separator: ", ") + ")"
        case .ifExpression(let statement): return ifText(statement)
        case .switchExpression(let statement): return switchText(statement, asValue: true)
        }
    }

    private mutating func postfixBase(_ base: Expr) -> String {
        operandText(base, needsParentheses: Self.isOperator(base))
    }

    private mutating func operandText(_ operand: Expr, needsParentheses: Bool) -> String {
        needsParentheses ? "(" + expression(operand) + ")" : expression(operand)
    }

    private mutating func argumentText(_ argument: Argument) -> String {
        (argument.label.map { "\($0.name): " } ?? "") + expression(argument.value)
    }

    private mutating func stringText(_ literal: StringLiteral) -> String {
        var text = "\""
        for segment in literal.segments {
            switch segment {
            case .text(let piece): text += Self.escaped(piece)
            case .interpolation(let interpolation):
                let options = interpolation.options.map { ", " + argumentText($0) }.joined()
                text += "\\(" + expression(interpolation.value) + options + ")"
            }
        }
        return text + "\""
    }

    /// `ForEach(items) { ... }` over values: Swift needs `id:` unless the
    /// data is a range (records are emitted `Hashable`, so `\.self` fits all).
    private static func needsIdentity(_ call: Call) -> Bool {
        guard case .identifier("ForEach") = call.callee.kind, let data = call.arguments.first,
            data.label == nil,
            !call.arguments.contains(where: { $0.label?.name == "id" })
        else { return false }
        if case .binary(let op, _, _) = data.value.kind, op == .halfOpenRange || op == .closedRange
        {
            return false
        }
        return true
    }

    // MARK: Precedence

    private static func isOperator(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .prefix, .binary, .ternary: true
        default: false
        }
    }

    private static func isPrefix(_ expression: Expr) -> Bool {
        if case .prefix = expression.kind { return true }
        return false
    }

    private static func isTernary(_ expression: Expr) -> Bool {
        if case .ternary = expression.kind { return true }
        return false
    }

    private static func needsParentheses(_ child: Expr, under op: BinaryOperator, onLeft: Bool)
        -> Bool
    {
        switch child.kind {
        case .ternary: return true
        case .binary(let childOp, _, _):
            if childOp.precedence != op.precedence { return childOp.precedence < op.precedence }
            switch op.associativity {
            case .left: return !onLeft
            case .right: return onLeft
            case .none: return true
            }
        default: return false
        }
    }

    // MARK: Spelling

    /// A string literal for `text`, escaped.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    private static func escaped(_ text: String) -> String { SwiftLiteral.escaped(text) }

    /// Floating-point literals as Swift prints them, which the lexer reads back.
    package static func floatText(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private static let keywords: Set<String> = [
        "if", "else", "let", "switch", "case", "default", "true", "false", "nil", "in",
    ]

    /// A name, backticked when it is a keyword.
    package static func name(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// An argument label as Swift writes it: a keyword needs no backticks
    /// there (`path(in rect: CGRect)`) but `inout`, `var` and `let`.
    package static func label(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }
}

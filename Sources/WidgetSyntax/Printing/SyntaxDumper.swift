/// Dumps a syntax tree as indented lines, one node a line, with
/// `@line:column-line:column` ranges (what `wdl dump-ast` prints).
///
/// With `includeRanges: false` the dump shows structure only; the round-trip
/// tests compare such dumps of a file and of its canonical printing.
public struct SyntaxDumper {
    private let converter: SourceLocationConverter?
    private var output = ""
    private var indent = 0

    /// Creates a dumper. Ranges are printed when a converter is given.
    public init(converter: SourceLocationConverter?) {
        self.converter = converter
    }

    /// Dumps a whole file.
    public static func dump(_ syntax: SourceFileSyntax, converter: SourceLocationConverter?)
        -> String
    {
        var dumper = SyntaxDumper(converter: converter)
        dumper.line("SourceFile", syntax.range) { $0.items(syntax.items) }
        return dumper.output
    }

    /// A `#if` clause's line, marked when the build compiles it.
    private static func title(_ kind: CompilationClause.Kind, _ condition: String, _ active: Bool)
        -> String
    {
        // The condition without its spacing, which the formatter may
        // change: `os( iOS )` is `os(iOS)`.
        let spelled = condition.filter { !$0.isWhitespace }
            .replacingOccurrences(of: "&&", with: " && ")
            .replacingOccurrences(of: "||", with: " || ")
        return kind.line(spelled) + (active ? " (compiled)" : "")
    }

    /// The file's top level: declarations, and `#if`s with every clause.
    private mutating func items(_ items: [FileItem]) {
        for item in items {
            switch item {
            case .declaration(let declaration): self.declaration(declaration)
            case .directive(let directive):
                line("IfConfig", directive.range) {
                    for clause in directive.clauses {
                        $0.line(Self.title(clause.kind, clause.condition, clause.isActive), nil) {
                            $0.items(clause.items)
                        }
                    }
                }
            }
        }
    }

    /// Dumps statements (a fragment).
    public static func dump(_ block: Block, converter: SourceLocationConverter?) -> String {
        var dumper = SyntaxDumper(converter: converter)
        dumper.block("Statements", block)
        return dumper.output
    }

    /// Dumps one expression.
    public static func dump(_ expression: Expr, converter: SourceLocationConverter?) -> String {
        var dumper = SyntaxDumper(converter: converter)
        dumper.expression(expression)
        return dumper.output
    }

    // MARK: Output

    private mutating func line(
        _ text: String, _ range: SourceRange?, children: ((inout SyntaxDumper) -> Void)? = nil
    ) {
        output += String(repeating: "  ", count: indent) + text
        if let range, let converter {
            output +=
                " @\(converter.location(of: range.start))-\(converter.location(of: range.end))"
        }
        output += "\n"
        if let children {
            indent += 1
            children(&self)
            indent -= 1
        }
    }

    // MARK: Declarations

    private mutating func declaration(_ declaration: Declaration) {
        switch declaration {
        case .widget(let decl): container("Widget", decl)
        case .activity(let decl): container("Activity", decl)
        case .control(let decl): container("Control", decl)
        case .record(let decl): record("Struct", decl)
        case .intent(let decl): record("Intent", decl)
        case .function(let decl): function(decl)
        case .enumeration(let decl):
            let conformances = decl.conformances.map(\.name).joined(separator: ", ")
            line(
                "Enum \(decl.name.name)" + (conformances.isEmpty ? "" : ": " + conformances),
                decl.range
            ) {
                for enumCase in decl.cases {
                    $0.line("Case \(enumCase.name.name)", enumCase.range) {
                        if let value = enumCase.rawValue { $0.expression(value) }
                    }
                }
                $0.statics(decl.typeMembers)
                for member in decl.members { $0.function(member) }
            }
        case .viewExtension(let decl):
            line("Extension \(decl.extendedType.name)", decl.range) {
                $0.statics(decl.typeMembers)
                for function in decl.functions { $0.declaration(.view(function)) }
                for member in decl.members { $0.function(member) }
            }
        case .view(let decl):
            let form: String
            switch decl.form {
            case .view: form = ""
            case .viewStruct: form = " (struct)"
            case .helper: form = decl.isViewBuilder ? " (@ViewBuilder func)" : " (func)"
            case .modifierStruct: form = " (ViewModifier)"
            default: form = " (\(decl.form.protocolName ?? ""))"
            }
            let available = decl.availability.map { " " + $0.attributeText } ?? ""
            line(
                "View \(decl.name.name)\(SyntaxPrinter.genericClause(decl))\(form)\(available)",
                decl.range
            ) {
                for property in decl.environment {
                    $0.line("Environment \(property.name.name)", property.range) {
                        $0.expression(property.key)
                    }
                }
                for parameter in decl.parameters { $0.field(parameter) }
                $0.statics(decl.typeMembers)
                for member in decl.members { $0.function(member) }
                $0.block("Body", decl.body)
            }
        }
    }

    private mutating func function(_ member: FunctionDecl) {
        let kind =
            member.isInitializer
            ? "Init"
            : (member.isStatic ? "Static" : "") + (member.isComputedProperty ? "Var" : "Func")
        let builder = member.isViewBuilder ? " (@ViewBuilder)" : ""
        let available = member.availability.map { " " + $0.attributeText } ?? ""
        let type = SyntaxPrinter.typeText(member.resultType)
        line("\(kind) \(member.name.name): \(type)\(builder)\(available)", member.range) {
            for parameter in member.parameters { $0.field(parameter) }
            $0.block("Body", member.body)
        }
    }

    private mutating func container(_ kind: String, _ decl: ContainerDecl) {
        line("\(kind) \(decl.name.name)", decl.range) {
            for member in decl.members { $0.member(member) }
        }
    }

    private mutating func record(_ kind: String, _ decl: RecordDecl) {
        line("\(kind) \(decl.name.name)", decl.range) {
            for field in decl.fields { $0.field(field) }
            $0.statics(decl.typeMembers)
        }
    }

    private mutating func statics(_ members: TypeMembers) {
        for member in members {
            switch member.kind {
            case .constant(let constant): statement(Statement(constant.reference))
            case .function(let function): self.function(function)
            }
        }
    }

    private mutating func member(_ member: Member) {
        let name = member.keyword.name
        switch member.kind {
        case .property(let value):
            line("Property \(name)", member.range) { $0.expression(value) }
        case .entry(let fields), .attributes(let fields), .state(let fields),
            .configuration(let fields), .value(let fields):
            line("Schema \(name)", member.range) {
                for field in fields { $0.field(field) }
            }
        case .placeholder(let record):
            line("Placeholder", member.range) { $0.recordValue(record) }
        case .body(let body), .lockScreen(let body):
            block(name.prefix(1).uppercased() + name.dropFirst(), body)
        case .dynamicIsland(let regions):
            line("DynamicIsland", member.range) {
                for region in regions { $0.islandRegion(region) }
            }
        case .dynamicIslandBuilder(let body):
            block("DynamicIsland", body)
        }
    }

    private mutating func islandRegion(_ region: IslandRegion) {
        switch region.content {
        case .views(let body):
            block("Region \(region.name.name)", body)
        case .regions(let regions):
            line("Region \(region.name.name)", region.range) {
                for nested in regions { $0.islandRegion(nested) }
            }
        }
    }

    private mutating func field(_ field: Field) {
        var constant =
            field.isConstant ? " (constant)" : field.writtenLabel.map { " (label \($0))" } ?? ""
        if field.holdsViews, !field.type.isSomeView {
            constant += field.isViewBuilder ? " (@ViewBuilder views)" : " (views)"
        }
        line(
            "Field \(field.name.name): \(SyntaxPrinter.typeText(field.type))\(constant)",
            field.range
        ) {
            dumper in
            if let value = field.defaultValue { dumper.expression(value) }
        }
    }

    // MARK: Values

    private mutating func recordValue(_ record: RecordValue) {
        line("Record", record.range) {
            for field in record.fields {
                $0.line("Field \(field.name.name)", field.range) { $0.value(field.value) }
            }
        }
    }

    private mutating func value(_ value: Value) {
        switch value.kind {
        case .string(let text): line("String \(SyntaxPrinter.quoted(text))", value.range)
        case .integer(let number): line("Integer \(number)", value.range)
        case .float(let number): line("Float \(number)", value.range)
        case .boolean(let flag): line("Boolean \(flag)", value.range)
        case .null: line("Nil", value.range)
        case .error: line("Error", value.range)
        case .record(let record): recordValue(record)
        case .array(let elements):
            line("Array", value.range) {
                for element in elements { $0.value(element) }
            }
        }
    }

    // MARK: Statements

    private mutating func block(_ title: String, _ block: Block) {
        line(title, block.range) {
            for statement in block.statements { $0.statement(statement) }
        }
    }

    private mutating func statement(_ statement: Statement) {
        switch statement.kind {
        case .expression(let expression):
            self.expression(expression)
        case .ifStatement(let statement):
            ifStatement(statement, range: statement.thenBlock.range)
        case .switchStatement(let statement):
            switchStatement(statement)
        case .letStatement(let statement):
            let type = statement.type.map { ": " + SyntaxPrinter.typeText($0) } ?? ""
            let keyword = (statement.isStatic ? "Static" : "") + (statement.isVar ? "Var" : "Let")
            line("\(keyword) \(statement.name.name)\(type)", statement.range) {
                $0.expression(statement.value)
            }
        case .returnStatement(let value):
            line("Return", statement.range) { $0.expression(value) }
        case .guardStatement(let guarded):
            line("Guard", statement.range) {
                for condition in guarded.conditions { $0.condition(condition) }
                $0.block("Else", guarded.elseBlock)
            }
        case .assignment(let assignment):
            let target = assignment.name.name + (assignment.member.map { "." + $0.name } ?? "")
            line("Assign \(target) \(assignment.op.spelling)", statement.range) {
                $0.expression(assignment.value)
            }
        case .forStatement(let loop):
            line("For \(loop.name.name)", statement.range) {
                $0.line("Sequence", nil) { $0.expression(loop.sequence) }
                $0.block("Body", loop.body)
            }
        case .conditionalCompilation(let directive):
            line("IfConfig", statement.range) {
                for clause in directive.clauses {
                    $0.block(
                        Self.title(clause.kind, clause.condition, clause.isActive), clause.body)
                }
            }
        case .error:
            line("Error", statement.range)
        }
    }

    private mutating func ifStatement(_ statement: IfStatement, range: SourceRange) {
        line("If", nil) {
            for condition in statement.conditions { $0.condition(condition) }
            $0.block("Then", statement.thenBlock)
            switch statement.elseBranch {
            case .block(let block): $0.block("Else", block)
            case .elseIf(let nested, let range):
                $0.line("ElseIf", range) { $0.ifStatement(nested, range: range) }
            case nil: break
            }
        }
    }

    private mutating func condition(_ condition: Condition) {
        switch condition.kind {
        case .expression(let expression):
            line("Condition", condition.range) { $0.expression(expression) }
        case .optionalBinding(let name, let value):
            line("LetBinding \(name.name)", condition.range) { dumper in
                if let value { dumper.expression(value) }
            }
        case .available(let availability):
            let platforms =
                availability.platforms.map { "\($0.platform.name) \($0.version)" }
                + (availability.hasWildcard ? ["*"] : [])
            line("Available \(platforms.joined(separator: ", "))", condition.range)
        case .casePattern(let pattern, let value):
            line("CasePattern", condition.range) {
                $0.expression(pattern)
                $0.expression(value)
            }
        }
    }

    private mutating func switchCase(_ switchCase: SwitchCase) {
        let title =
            switchCase.isDefault ? (switchCase.isUnknown ? "UnknownDefault" : "Default") : "Case"
        line(title, switchCase.range) {
            for pattern in switchCase.patterns {
                $0.line("Pattern", nil) { $0.expression(pattern) }
            }
            if let condition = switchCase.whereClause {
                $0.line("Where", nil) { $0.expression(condition) }
            }
            for statement in switchCase.body.statements { $0.statement(statement) }
        }
    }

    private mutating func switchStatement(_ statement: SwitchStatement) {
        line("Switch", nil) {
            $0.line("Subject", nil) { $0.expression(statement.subject) }
            for switchCase in statement.cases { $0.switchCase(switchCase) }
        }
    }

    // MARK: Expressions

    private mutating func expression(_ expression: Expr) {
        let range = expression.range
        switch expression.kind {
        case .identifier(let name): line("Identifier \(name)", range)
        case .integer(let value): line("Integer \(value)", range)
        case .float(let value): line("Float \(value)", range)
        case .boolean(let value): line("Boolean \(value)", range)
        case .nilLiteral: line("Nil", range)
        case .error: line("Error", range)
        case .implicitMember(let name): line("ImplicitMember .\(name.name)", range)
        case .string(let literal): string(literal, range)
        case .array(let elements):
            line("Array", range) {
                for element in elements { $0.expression(element) }
            }
        case .member(let base, let name, let optional):
            let implicit = expression.isImplicitSelf ? " (implicit self)" : ""
            line("Member \(optional ? "?." : ".")\(name.name)\(implicit)", range) {
                $0.expression(base)
            }
        case .call(let call):
            line(call.hasParentheses ? "Call" : "Call (no parentheses)", range) {
                $0.expression(call.callee)
                for argument in call.arguments { $0.argument(argument) }
                for trailing in call.trailingClosures { $0.closure(trailing) }
            }
        case .subscriptAccess(let base, let arguments):
            line("Subscript", range) {
                $0.expression(base)
                for argument in arguments { $0.argument(argument) }
            }
        case .tuple(let elements):
            line("Tuple", range) {
                for element in elements { $0.argument(element) }
            }
        case .prefix(let op, let operand):
            line("Prefix \(op.rawValue)", range) { $0.expression(operand) }
        case .binary(let op, let left, let right):
            line("Binary \(op.rawValue)", range) {
                $0.expression(left)
                $0.expression(right)
            }
        case .ternary(let condition, let then, let otherwise):
            line("Ternary", range) {
                $0.expression(condition)
                $0.expression(then)
                $0.expression(otherwise)
            }
        case .forceUnwrap(let operand):
            line("ForceUnwrap", range) { $0.expression(operand) }
        case .closure(let closure):
            let parameters =
                closure.parameters.isEmpty
                ? "" : " (" + closure.parameters.map(\.name).joined(separator: ", ") + " in)"
            line("Closure\(parameters)", range) {
                for statement in closure.body.statements { $0.statement(statement) }
            }
        case .keyPath(let root, let components):
            line(
                "KeyPath \\" + (root?.name ?? "") + components.map { "." + $0.name }.joined(), range
            )
        case .enumPattern(let name, let elements):
            line("EnumPattern .\(name.name)", range) {
                for element in elements {
                    let label = element.label.map { $0.name + ": " } ?? ""
                    switch element.kind {
                    case .binding(let bound): $0.line("Bind \(label)\(bound.name)", element.range)
                    case .wildcard: $0.line("Wildcard \(label)_", element.range)
                    case .value(let value):
                        $0.line("Value \(label)", element.range) { $0.expression(value) }
                    }
                }
            }
        case .ifExpression(let statement):
            line("IfExpression", range) {
                $0.ifStatement(statement, range: statement.thenBlock.range)
            }
        case .switchExpression(let statement):
            line("SwitchExpression", range) { $0.switchStatement(statement) }
        }
    }

    private mutating func string(_ literal: StringLiteral, _ range: SourceRange) {
        if let plain = literal.plainText {
            line("String \(SyntaxPrinter.quoted(plain))", range)
            return
        }
        line("String", range) {
            for segment in literal.segments {
                switch segment {
                case .text(let text): $0.line("Text \(SyntaxPrinter.quoted(text))", nil)
                case .interpolation(let interpolation):
                    $0.line("Interpolation", interpolation.range) {
                        $0.expression(interpolation.value)
                        for option in interpolation.options { $0.argument(option) }
                    }
                }
            }
        }
    }

    private mutating func argument(_ argument: Argument) {
        line("Argument\(argument.label.map { " \($0.name):" } ?? "")", argument.range) {
            $0.expression(argument.value)
        }
    }

    private mutating func closure(_ trailing: TrailingClosure) {
        let label = trailing.label.map { " \($0.name):" } ?? ""
        let parameters =
            trailing.closure.parameters.isEmpty
            ? "" : " (" + trailing.closure.parameters.map(\.name).joined(separator: ", ") + " in)"
        line("TrailingClosure\(label)\(parameters)", trailing.closure.range) {
            for statement in trailing.closure.body.statements { $0.statement(statement) }
        }
    }
}

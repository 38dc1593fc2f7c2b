import WidgetArchive
import WidgetSyntax

/// A view struct's computed properties and functions, run when an entry
/// is instantiated, as Swift runs them when SwiftUI evaluates the body:
/// `var progress: Double { Double(done) / Double(total) }`, `func
/// color(for level: Int) -> Color { switch level { ... } }`.
///
/// A body of statements runs `let`, `if`, `switch` and `return`; a body
/// of one expression returns it. Code that does not end (a function that
/// calls itself without end) stops at `StepBudget.limit` calls, or at
/// `maximumDepth` nested calls, with `expansion-limit`: an error, never a
/// hang.
struct MemberFunctions: Sendable {
    /// The members of the view being built, by name; empty outside one.
    var byName: [String: FunctionDecl] = [:]

    /// No members: a widget's or activity's body.
    static let none = MemberFunctions()

    /// The members of `decl`.
    init(_ decl: ViewDecl) {
        for member in decl.members where byName[member.name.name] == nil {
            byName[member.name.name] = member
        }
    }

    private init() {}

    /// The members of an enum (`FileEnums.Info.members`).
    init(_ members: [String: FunctionDecl]) {
        byName = members
    }

    /// The deepest nesting of member calls.
    static let maximumDepth = 64

    /// The computed property `name` that is a value (not views), if any.
    func valueProperty(_ name: String) -> FunctionDecl? {
        guard let member = byName[name], member.isComputedProperty, !member.returnsView else {
            return nil
        }
        return member
    }

    /// The function `name` that is a value (not views), if any.
    func valueFunction(_ name: String) -> FunctionDecl? {
        guard let member = byName[name], !member.isComputedProperty, !member.returnsView else {
            return nil
        }
        return member
    }
}

/// How many member calls one instantiation may make: shared by every
/// copy of the evaluator that runs a member (CHOICE: 10,000, far above
/// what a widget's helpers make and far below a noticeable wait).
final class StepBudget: @unchecked Sendable {
    /// The most calls.
    static let limit = 10_000
    private var remaining = StepBudget.limit

    /// Takes one call; false when none is left.
    func take() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}

extension ExpressionEvaluator {
    /// A type's `static let`, evaluated on its own (a constant reads no
    /// instance), with `Self` the type.
    func staticValue(_ constant: LetStatement, of type: String, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard memberDepth < MemberFunctions.maximumDepth else {
            throw InstantiationFailure(
                .expansionTooDeep(constant.name.name, limit: MemberFunctions.maximumDepth),
                at: range)
        }
        var inner = self
        inner.scopes = [[:]]
        inner.members = .none
        inner.selfType = type
        inner.inStaticContext = true
        inner.memberDepth += 1
        return try inner.typed(constant.value, as: constant.type)
    }

    /// A type's `static func` or `static var` with a body, run with the
    /// type's static members in scope by bare name and `Self` the type.
    func runStatic(
        _ function: FunctionDecl, of type: String, arguments: [String: RuntimeValue],
        at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        var inner = self
        inner.members = MemberFunctions(statics.functions(of: type))
        inner.selfType = type
        inner.inStaticContext = true
        inner.implicitSelf = nil
        inner.scopes = [[:]]
        return try inner.run(function, arguments: arguments, at: range)
    }

    /// The type whose instance members `value` has: a built-in type by
    /// its name, or the struct of data its fields name (`FileStatics.recordType`).
    func instanceType(of value: RuntimeValue) -> String? {
        if case .record(let fields) = value { return statics.recordType(of: fields) }
        return value.kindName
    }

    /// The instance computed property or function `name` of `value`'s type.
    func instanceMember(_ name: String, on value: RuntimeValue) -> FunctionDecl? {
        if case .record(let fields) = value, fields[name] != nil { return nil }
        guard !statics.isEmpty, let type = instanceType(of: value) else { return nil }
        return statics.instanceMembers(of: type)[name]
    }

    /// An instance member of a struct of data or of a built-in type, run
    /// with `self` the value, a struct's fields and the type's other
    /// members in scope by bare name (and, on a built-in value, its own
    /// methods: `uppercased()` is `self.uppercased()`).
    func runExtension(
        _ member: FunctionDecl, on value: RuntimeValue, arguments: [String: RuntimeValue],
        at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        let type = instanceType(of: value) ?? value.kindName
        var inner = self
        inner.members = MemberFunctions(statics.instanceMembers(of: type))
        inner.selfType = type
        inner.inStaticContext = false
        var scope: [String: RuntimeValue] = ["self": value]
        if case .record(let fields) = value {
            scope.merge(fields) { own, _ in own }
            inner.implicitSelf = nil
        } else {
            inner.implicitSelf = value
        }
        inner.scopes = [scope]
        return try inner.run(member, arguments: arguments, at: range)
    }

    /// A view struct's properties as its `init` sets them: the values
    /// of properties declared with one, then the body run with the
    /// call's arguments bound to the `init`'s parameters, each `self.name
    /// = value` setting a property.
    func initializedProperties(
        _ decl: ViewDecl, _ initializer: FunctionDecl, _ call: Call, at range: SourceRange
    ) throws(InstantiationFailure) -> [String: RuntimeValue] {
        guard budget.take() else {
            throw InstantiationFailure(.memberBudget("init", limit: StepBudget.limit), at: range)
        }
        var properties: [String: RuntimeValue] = [:]
        for parameter in decl.parameters where !parameter.holdsViews {
            if let value = parameter.defaultValue, !parameter.type.isViewType {
                properties[parameter.name.name] = try typed(value, as: parameter.type)
            }
        }
        return try run(initializer, of: decl.name.name, setting: properties, call, at: range)
    }

    /// `Stop(raw: "a")` of a struct of data with its own `init`: a record
    /// of the fields its body sets, an optional one it leaves nil.
    func initializedRecord(
        _ decl: RecordDecl, _ initializer: FunctionDecl, _ call: Call,
        at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        guard budget.take() else {
            throw InstantiationFailure(.memberBudget("init", limit: StepBudget.limit), at: range)
        }
        var fields = try run(initializer, of: decl.name.name, setting: [:], call, at: range)
        for field in decl.fields where fields[field.name.name] == nil {
            fields[field.name.name] = .null
        }
        return .record(fields)
    }

    /// Runs an `init` with its parameters bound to the call's arguments:
    /// the properties it sets (`self.name = value`) over `properties`.
    private func run(
        _ initializer: FunctionDecl, of type: String, setting properties: [String: RuntimeValue],
        _ call: Call, at range: SourceRange
    ) throws(InstantiationFailure) -> [String: RuntimeValue] {
        // An `init` that makes its own type again is stopped as a member is.
        guard memberDepth < MemberFunctions.maximumDepth else {
            throw InstantiationFailure(
                .expansionTooDeep(type, limit: MemberFunctions.maximumDepth), at: range)
        }
        var inner = self
        inner.scopes = [properties, try arguments(of: initializer, call, at: range)]
        inner.members = .none
        inner.implicitSelf = nil
        inner.selfType = type
        inner.memberDepth += 1
        _ = try inner.runStatements(initializer.body, result: nil)
        return inner.scopes[0]
    }

    /// Whether `name` is bound in a scope (a value, not a type's name).
    func isBound(_ name: String) -> Bool {
        scopes.contains { $0[name] != nil }
    }

    /// `value.name` of an enum's case `value`: its raw value, or its
    /// member run with `self` the case and the enum's members in scope.
    func enumMember(
        _ info: FileEnums.Info, _ enumValue: RuntimeValue, _ name: String,
        arguments: [String: RuntimeValue], at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        let value = enumValue.enumCaseName ?? ""
        if name == "rawValue", let raw = info.rawValues[value] { return raw }
        guard let member = info.members[name] else {
            throw InstantiationFailure(.recordHasNoField(name), at: range)
        }
        var inner = self
        inner.members = MemberFunctions(info.members)
        inner.implicitSelf = nil
        inner.selfType = info.decl.name.name
        var scope: [String: RuntimeValue] = ["self": enumValue]
        scope["rawValue"] = info.rawValues[value]
        inner.scopes = [scope]
        return try inner.run(member, arguments: arguments, at: range)
    }

    /// Runs a member with `arguments` bound to its parameters, in the
    /// view's own scope (its properties), as Swift runs a method; a
    /// file-level function (`inViewScope` false) sees its arguments only.
    func run(
        _ member: FunctionDecl, arguments: [String: RuntimeValue], at range: SourceRange,
        inViewScope: Bool = true
    ) throws(InstantiationFailure) -> RuntimeValue {
        guard memberDepth < MemberFunctions.maximumDepth else {
            throw InstantiationFailure(
                .expansionTooDeep(member.name.name, limit: MemberFunctions.maximumDepth), at: range)
        }
        guard budget.take() else {
            throw InstantiationFailure(
                .memberBudget(member.name.name, limit: StepBudget.limit), at: range)
        }
        var inner = self
        inner.scopes = [inViewScope ? scopes.first ?? [:] : [:], arguments]
        if !inViewScope {
            inner.members = .none
            inner.implicitSelf = nil
        }
        inner.memberDepth += 1
        guard let value = try inner.runStatements(member.body, result: member.resultType) else {
            throw InstantiationFailure(.missingReturn(member.name.name), at: member.name.range)
        }
        return value
    }

    /// The arguments of a call of `member`, by parameter name: in the
    /// parameters' order, a parameter with a default left out or not.
    func arguments(of member: FunctionDecl, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> [String: RuntimeValue]
    {
        var bound: [String: RuntimeValue] = [:]
        var arguments = call.arguments.makeIterator()
        var next = arguments.next()
        for parameter in member.parameters {
            let name = parameter.name.name
            if let argument = next, argument.label?.name == parameter.argumentLabel?.name {
                next = arguments.next()
                bound[name] = try typed(argument.value, as: parameter.type)
            } else if let fallback = parameter.defaultValue {
                bound[name] = try typed(fallback, as: parameter.type)
            } else {
                throw InstantiationFailure(
                    .missingViewArgument(name, for: member.name.name), at: range)
            }
        }
        return bound
    }

    /// Runs statements until a `return` (or, for a body of one
    /// expression, that expression); nil when none returns. `result` is
    /// the declared type, if any (a closure's is not written). The block's
    /// names end with it; an assignment changes the `var` where it was
    /// bound, in this block or an enclosing one.
    mutating func runStatements(_ block: Block, result: TypeSyntax?) throws(InstantiationFailure)
        -> RuntimeValue?
    {
        scopes.append([:])
        defer { scopes.removeLast() }
        let statements = Array(block.compiledStatements)
        for statement in statements {
            switch statement.kind {
            case .letStatement(let binding):
                try bind(binding)
            case .returnStatement(let value):
                return try typed(value, as: result)
            case .expression(let value) where statements.count == 1:
                // `items.append(x)` alone in a branch changes the array; it
                // is no value of the body.
                if try mutate(value) { return nil }
                return try typed(value, as: result)
            case .expression(let value):
                if try !mutate(value) { _ = try evaluate(value) }
            case .ifStatement(let branch):
                if let value = try runBranch(branch, result: result) { return value }
            case .switchStatement(let choice):
                if let value = try runCase(choice, result: result) { return value }
            case .guardStatement(let guarded):
                scopes.append([:])
                let holds = try self.holds(guarded.conditions)
                let bound = scopes.removeLast()
                guard holds else {
                    // The checker has required the else block to return.
                    return try runStatements(guarded.elseBlock, result: result)
                }
                scopes[scopes.count - 1].merge(bound) { _, new in new }
            case .assignment(let assignment):
                try assign(assignment)
            case .forStatement(let loop):
                if let value = try runLoop(loop, result: result) { return value }
            case .conditionalCompilation:
                // Its compiled clause runs in its place (`compiledStatements`).
                break
            case .error:
                throw InstantiationFailure(.unparsedExpression(), at: statement.range)
            }
        }
        return nil
    }

    mutating func runBranch(_ statement: IfStatement, result: TypeSyntax?)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        scopes.append([:])
        defer { scopes.removeLast() }
        guard try holds(statement.conditions) else {
            return try elseBranch(statement.elseBranch, result: result)
        }
        return try runStatements(statement.thenBlock, result: result)
    }

    /// Whether an `if` or `guard`'s conditions hold, their bindings put
    /// in the innermost scope.
    private mutating func holds(_ conditions: SyntaxList<Condition>) throws(InstantiationFailure)
        -> Bool
    {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expression):
                guard try decide(expression) else { return false }
            case .optionalBinding(let name, let value):
                let bound: RuntimeValue
                if let value {
                    bound = try evaluate(value)
                } else {
                    bound = try lookup(name.name, at: name.range)
                }
                if bound == .null { return false }
                scopes[scopes.count - 1][name.name] = bound
            case .casePattern(let pattern, let value):
                guard let bound = try match(pattern, try evaluate(value)) else { return false }
                scopes[scopes.count - 1].merge(bound) { _, new in new }
            case .available:
                // As in a body: a device running the newest OS.
                break
            }
        }
        return true
    }

    private mutating func elseBranch(_ branch: ElseBranch?, result: TypeSyntax?)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        switch branch {
        case .block(let block)?: return try runStatements(block, result: result)
        case .elseIf(let nested, _)?: return try runBranch(nested, result: result)
        case nil: return nil
        }
    }

    mutating func runCase(_ statement: SwitchStatement, result: TypeSyntax?)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        let subject = try evaluate(statement.subject)
        for switchCase in statement.cases where !switchCase.isDefault {
            for pattern in switchCase.patterns {
                if let bound = try match(pattern, subject) {
                    scopes.append(bound)
                    defer { scopes.removeLast() }
                    if let condition = switchCase.whereClause, !(try decide(condition)) { continue }
                    return try runStatements(switchCase.body, result: result)
                }
            }
        }
        guard let fallback = statement.cases.first(where: \.isDefault) else { return nil }
        return try runStatements(fallback.body, result: result)
    }

    /// An `if` or `switch` used as a value: the value of the branch its
    /// conditions choose, read as `type` says (`let tint: Color = if done
    /// { .green } else { .gray }`).
    func branchValue(_ expression: Expr, as type: TypeSyntax?) throws(InstantiationFailure)
        -> RuntimeValue
    {
        var inner = self
        let value: RuntimeValue?
        switch expression.kind {
        case .ifExpression(let statement): value = try inner.runBranch(statement, result: type)
        case .switchExpression(let statement): value = try inner.runCase(statement, result: type)
        default: return try typed(expression, as: type)
        }
        guard let value else {
            throw InstantiationFailure(.noBranchTaken(), at: expression.range)
        }
        return value
    }

    /// `name = value` or `name += value`: the new value replaces the
    /// name's in the innermost scope that binds it.
    private mutating func assign(_ assignment: Assignment) throws(InstantiationFailure) {
        let name = assignment.name
        // `self.title = title` in an `init`: the view scope, the first.
        let bound = assignment.isToSelf ? 0 : scopes.lastIndex(where: { $0[name.name] != nil })
        guard let depth = bound, !scopes.isEmpty else {
            throw InstantiationFailure(.unparsedExpression(), at: name.range)
        }
        if assignment.isToSelf, assignment.op == .assign {
            scopes[0][name.name] = try evaluate(assignment.value)
            return
        }
        var value = try evaluate(assignment.value)
        if let member = assignment.member {
            // `stop.name = value`: the struct value with that field changed.
            guard case .record(var fields) = scopes[depth][name.name]! else {
                throw InstantiationFailure(
                    .memberNotEvaluable(member.name, on: scopes[depth][name.name]!.kindName),
                    at: member.range)
            }
            if let op = assignment.op.binary {
                value = try arithmetic(
                    op, fields[member.name] ?? .null, value, at: assignment.range)
            }
            fields[member.name] = value
            scopes[depth][name.name] = .record(fields)
            return
        }
        if let op = assignment.op.binary {
            value = try arithmetic(op, scopes[depth][name.name]!, value, at: assignment.range)
        }
        scopes[depth][name.name] = value
    }

    /// The mutating methods of an array that a function's `var` takes,
    /// by name, with the labels of their arguments.
    static let arrayMutations: [String: [String?]] = [
        "append": [nil], "insert": [nil, "at"], "removeAll": [], "removeLast": [],
        "removeFirst": [],
    ]

    /// `items.append(x)` (or `append(contentsOf:)`, `insert(_:at:)`,
    /// `removeAll()`, `removeLast()`, `removeFirst()`) on an array `var`:
    /// the array changed where its name was bound; false for another
    /// statement.
    private mutating func mutate(_ expression: Expr) throws(InstantiationFailure) -> Bool {
        guard case .call(let call) = expression.kind,
            case .member(let base, let name, false) = call.callee.kind,
            case .identifier(let variable) = base.kind,
            let depth = scopes.lastIndex(where: { $0[variable.name] != nil })
        else { return false }
        // `path.addLine(to: p)`: the path with the element added.
        if case .path(let path) = scopes[depth][variable.name]! {
            guard let added = try addingToPath(path, name.name, call, at: call.range) else {
                return false
            }
            scopes[depth][variable.name] = .path(added)
            return true
        }
        guard Self.arrayMutations[name.name] != nil,
            case .array(var items) = scopes[depth][variable.name]!
        else { return false }
        let values = try call.arguments.map { argument throws(InstantiationFailure) in
            try evaluate(argument.value)
        }
        switch (name.name, call.arguments.map { $0.label?.name }, values.first) {
        case ("append", [nil], let value?): items.append(value)
        case ("append", ["contentsOf"], .array(let more)?): items += more
        case ("insert", [nil, "at"], let value?):
            guard case .int(let index) = values[1], (0...items.count).contains(index) else {
                throw InstantiationFailure(
                    .indexOutOfRange(values[1].number.map(Int.init) ?? -1, count: items.count),
                    at: call.arguments[1].value.range)
            }
            items.insert(value, at: index)
        case ("removeAll", [], nil): items = []
        case ("removeLast", [], nil), ("removeFirst", [], nil):
            guard !items.isEmpty else {
                throw InstantiationFailure(.indexOutOfRange(0, count: 0), at: call.range)
            }
            if name.name == "removeLast" { items.removeLast() } else { items.removeFirst() }
        default:
            return false
        }
        guard items.count <= ExpressionEvaluator.maximumArrayLength else {
            throw InstantiationFailure(
                .arrayTooLong(limit: ExpressionEvaluator.maximumArrayLength), at: call.range)
        }
        scopes[depth][variable.name] = .array(items)
        return true
    }

    /// `for name in sequence { ... }`: the body once for each element of
    /// an array or number of a range, each run taking a step of the
    /// budget, so that a loop over a huge range is an error, not a hang.
    private mutating func runLoop(_ loop: ForStatement, result: TypeSyntax?)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        let elements: [RuntimeValue]
        switch try evaluate(loop.sequence) {
        case .array(let items): elements = items
        case .range(.int(let lower), .int(let upper), let closed):
            let end = closed ? upper : upper - 1
            guard end >= lower else { return nil }
            guard end - lower < StepBudget.limit else {
                throw InstantiationFailure(
                    .memberBudget("for", limit: StepBudget.limit), at: loop.range)
            }
            elements = (lower...end).map(RuntimeValue.int)
        case let other:
            throw InstantiationFailure(.forEachData(found: other.kindName), at: loop.sequence.range)
        }
        for element in elements {
            guard budget.take() else {
                throw InstantiationFailure(
                    .memberBudget("for", limit: StepBudget.limit), at: loop.range)
            }
            scopes.append(loop.name.name == "_" ? [:] : [loop.name.name: element])
            defer { scopes.removeLast() }
            if let value = try runStatements(loop.body, result: result) { return value }
        }
        return nil
    }

    /// `let name: Type = value`: the value, read as its written type if
    /// any, under its name in the innermost scope.
    mutating func bind(_ statement: LetStatement) throws(InstantiationFailure) {
        scopes[scopes.count - 1][statement.name.name] = try typed(
            statement.value, as: statement.type)
    }

    /// A value read as its declared type says: a `Color` makes `.orange`
    /// a colour, as Swift's type context does, where on its own it would
    /// be only a name; a `? :` passes the type to both branches.
    func typed(_ expression: Expr, as type: TypeSyntax?) throws(InstantiationFailure)
        -> RuntimeValue
    {
        guard var declared = type else { return try evaluate(expression) }
        if case .optional(let wrapped) = declared.kind { declared = wrapped }
        if case .ifExpression = expression.kind { return try branchValue(expression, as: type) }
        if case .switchExpression = expression.kind {
            return try branchValue(expression, as: type)
        }
        // `let size: CGFloat = 10`: a whole number where a Double is declared is one.
        if case .named(let name) = declared.kind, TypeAliases.canonical(name) == "Double" {
            let value = try evaluate(expression)
            if case .int(let number) = value { return .double(Double(number)) }
            return value
        }
        // `var p: CGPoint = .zero`: the type's zero, whose members are read and set.
        if case .named(let name) = declared.kind,
            case .implicitMember(let member) = expression.kind,
            member.name == "zero", let zero = Self.geometryZero(name)
        {
            return zero
        }
        guard case .named("Color") = declared.kind else { return try evaluate(expression) }
        switch expression.kind {
        case .implicitMember:
            return .color(try ColorConversion.color(expression, evaluator: self))
        case .ternary(let condition, let then, let otherwise):
            // A display-time condition is decided as the statement's
            // build assumes it, or asks for a build per value.
            return try typed(decide(condition) ? then : otherwise, as: type)
        default: break
        }
        return try evaluate(expression)
    }
}

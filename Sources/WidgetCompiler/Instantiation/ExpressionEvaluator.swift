import Foundation
import WidgetArchive
import WidgetSyntax

/// Why instantiating one view failed: a located diagnostic. The view is
/// left out and instantiation goes on with the next statement.
struct InstantiationFailure: Error {
    let diagnostic: Diagnostic
    /// The display-time condition a value needed decided now (the
    /// condition of `colorScheme == .dark ? .white : .black`): the
    /// statement holding it can be built once for each way it goes
    /// (`ArchivedViewBuilder.choosing`), and this failure is reported
    /// only where it cannot.
    var choice: EnvironmentCondition?

    init(_ message: DiagnosticMessage, at range: SourceRange, choice: EnvironmentCondition? = nil) {
        diagnostic = Diagnostic(message, at: range)
        self.choice = choice
    }
}

/// Evaluates the data expressions of a body for one entry and one family,
/// as Swift would: integer arithmetic traps become `arithmetic-error`,
/// out-of-range subscripts `index-out-of-range`, a nil where a value is
/// needed `nil-value`. Display-time names (`renderingMode`,
/// `showsBackground`...) evaluate to symbolic conditions.
struct ExpressionEvaluator {
    /// Innermost last: the entry scope, then `ForEach` and `if let` bindings.
    var scopes: [[String: RuntimeValue]]
    /// What `.now`, `Date.now` and `Date()` are: the entry's date.
    /// CHOICE: SwiftUI evaluates a body when WidgetKit archives the
    /// entry, which it does for the entry's date; wdl takes that date
    /// exactly, so archives do not depend on the machine's clock.
    var now: Date
    /// The locale and time zone numbers and dates are formatted in.
    var region: DisplayRegion
    /// The String Catalog localized literals are looked up in, if any.
    var strings: StringCatalog?
    /// The computed properties and functions of the view being built.
    var members = MemberFunctions.none
    /// The file-level functions, by name.
    var functions: [String: FunctionDecl] = [:]
    /// The file's enums.
    var enums = FileEnums.none
    /// The `static let` constants of the file's types.
    var statics = FileStatics.none
    /// The type whose member is being run (`Self` in its body).
    var selfType: String?
    /// Whether a `static let` is being evaluated: its type's other
    /// constants are in scope by their bare names, as in Swift.
    var inStaticContext = false
    /// In a member an extension gives a built-in type, the value it runs
    /// on: a bare `uppercased()` or `count` there is `self.uppercased()`.
    var implicitSelf: RuntimeValue?
    /// How deep member calls are nested where this evaluator runs.
    var memberDepth = 0
    /// The member calls left to this instantiation, shared by the copies
    /// that run members.
    let budget = StepBudget()
    /// Display-time conditions taken as decided while a statement is built
    /// once for each way they go (`ArchivedViewBuilder.choosing`).
    var assumptions: [EnvironmentCondition: Bool] = [:]

    init(
        scopes: [[String: RuntimeValue]], now: Date = InstantiationOptions.defaultPlaceholderDate,
        region: DisplayRegion = .standard,
        strings: StringCatalog? = nil
    ) {
        self.scopes = scopes
        self.now = now
        self.region = region
        self.strings = strings
    }

    /// Names whose values are Bools known only at display time.
    static let environmentFlags: Set<String> = Set(
        EnvironmentKey.allCases.filter { $0.values == nil }.map(\.rawValue))
    /// Names whose values are enums known only at display time.
    static let environmentValues: Set<String> = Set(
        EnvironmentKey.allCases.filter { $0.values != nil && $0.isReadByName }.map(\.rawValue))

    func lookup(_ name: String, at range: SourceRange) throws(InstantiationFailure) -> RuntimeValue
    {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let member = members.valueProperty(name) {
            return try run(member, arguments: [:], at: range)
        }
        if inStaticContext, let type = selfType, let constant = statics.constant(name, of: type) {
            return try staticValue(constant, of: type, at: range)
        }
        if let receiver = implicitSelf, let row = BuiltinProperties.row(name, on: receiver) {
            return row.evaluate(receiver)
        }
        if Self.environmentFlags.contains(name) { return .condition(.flag(name)) }
        if Self.environmentValues.contains(name) { return .environment(name) }
        // The checker reported unknown names; a type name used as a value
        // (`Color` of `Color.red`) is handled by the caller.
        throw InstantiationFailure(.notAValue(name), at: range)
    }

    mutating func bind(_ scope: [String: RuntimeValue]) { scopes.append(scope) }
    mutating func unbind() { scopes.removeLast() }

    func evaluate(_ expression: Expr) throws(InstantiationFailure) -> RuntimeValue {
        switch expression.kind {
        case .identifier(let name): return try lookup(name.name, at: expression.range)
        case .integer(let number): return .int(number)
        case .float(let number): return .double(number)
        case .boolean(let flag): return .bool(flag)
        case .nilLiteral: return .null
        case .string(let literal): return try interpolate(literal, localized: false)
        case .array(let elements):
            var values: [RuntimeValue] = []
            for element in elements { values.append(try evaluate(element)) }
            return .array(values)
        case .implicitMember(let name):
            switch name.name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "now": return .date(now)
            default: return .symbol(name.name)
            }
        case .forceUnwrap(let operand):
            let value = try evaluate(operand)
            // `URL(string: "a b")!`: say which text is not a URL.
            if value == .null, case .call(let call) = operand.kind, call.calleeName == "URL",
                let argument = call.arguments.first,
                case .string(let text) = try evaluate(argument.value)
            {
                throw InstantiationFailure(.invalidURL(text), at: argument.value.range)
            }
            if value == .null {
                throw InstantiationFailure(
                    .forceUnwrapNil(Self.describe(operand)), at: expression.range)
            }
            return value
        case .keyPath: throw InstantiationFailure(.keyPathNotValue(), at: expression.range)
        case .closure: throw InstantiationFailure(.closureNotValue(), at: expression.range)
        case .member(let base, let name, let optional):
            return try member(base, name, optional: optional)
        case .tuple(let elements):
            // `(x: 1, y: 0, z: 0)`: its elements by label, as a record.
            var fields: [String: RuntimeValue] = [:]
            for element in elements {
                fields[element.label?.name ?? "\(fields.count)"] = try evaluate(element.value)
            }
            return .record(fields)
        case .subscriptAccess(let base, let arguments):
            let collection = try evaluate(base)
            guard arguments.count == 1 else {
                throw InstantiationFailure(.subscriptArguments(), at: expression.range)
            }
            if collection == .viewDimensions {
                return try Self.dimensionGuide(arguments[0].value)
            }
            let index = try evaluate(arguments[0].value)
            guard case .array(let items) = collection else {
                if collection == .null {
                    throw InstantiationFailure(.nilValue(Self.describe(base)), at: base.range)
                }
                throw InstantiationFailure(.notSubscriptable(collection.kindName), at: base.range)
            }
            guard case .int(let position) = index else {
                throw InstantiationFailure(
                    .indexType(found: index.kindName), at: arguments[0].value.range)
            }
            guard items.indices.contains(position) else {
                throw InstantiationFailure(
                    .indexOutOfRange(position, count: items.count), at: expression.range)
            }
            return items[position]
        case .prefix(let op, let operand): return try prefix(op, operand, at: expression.range)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, at: expression.range)
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(try decide(condition) ? then : otherwise)
        case .call(let call): return try self.call(call, at: expression.range)
        case .ifExpression, .switchExpression: return try branchValue(expression, as: nil)
        case .enumPattern: throw InstantiationFailure(.unparsedExpression(), at: expression.range)
        case .error: throw InstantiationFailure(.unparsedExpression(), at: expression.range)
        }
    }

    /// Whether a `case` pattern's value matches a `switch` subject
    /// (numbers of either kind compare by value; a range pattern such as
    /// `case 0..<5:` holds the values it contains, as Swift's `~=` does).
    static func matches(_ subject: RuntimeValue, _ pattern: RuntimeValue) -> Bool {
        // `case .late:` holds a `.late(minutes: 5)`, whatever its values.
        if case .enumValue(let name, _) = subject, case .symbol(let written) = pattern {
            return name == written
        }
        if case .range(let lower, let upper, let closed) = pattern {
            guard let above = compare(subject, lower), let below = compare(subject, upper) else {
                return false
            }
            return above >= 0 && (closed ? below <= 0 : below < 0)
        }
        if let order = compare(subject, pattern) { return order == 0 }
        return subject == pattern
    }

    /// Whether a `case` pattern of a switch over the display-time value
    /// `key` holds: the condition `key == .case`, decided now when the
    /// build assumes it, else a failure that asks for both builds.
    func decideCase(_ key: String, _ pattern: Expr) throws(InstantiationFailure) -> Bool {
        guard case .symbol(let written) = try evaluate(pattern),
            let values = EnvironmentKey(rawValue: key)?.values
        else { throw InstantiationFailure(.displayTimeValue(key), at: pattern.range) }
        guard values.contains(written) else {
            throw InstantiationFailure(
                .environmentCase(key, allowed: values, found: written), at: pattern.range)
        }
        let condition = EnvironmentCondition.equals(key, written)
        if let assumed = assumptions[condition] { return assumed }
        throw InstantiationFailure(
            .displayTimeValue(key), at: pattern.range, choice: condition)
    }

    /// A condition that must be known now (a ternary, a subscript...).
    func decide(_ condition: Expr) throws(InstantiationFailure) -> Bool {
        switch try evaluate(condition) {
        case .bool(let flag): return flag
        case .condition(let environment):
            if let assumed = assumptions[environment] { return assumed }
            throw InstantiationFailure(
                .displayTimeValue(Self.describe(condition)), at: condition.range,
                choice: environment)
        case let other:
            throw InstantiationFailure(
                .conditionNotBool(found: other.kindName), at: condition.range)
        }
    }

    /// Source-like text of a short expression, for messages.
    static func describe(_ expression: Expr) -> String {
        switch expression.kind {
        case .identifier(let name): return name.name
        case .member(let base, let name, let optional):
            return describe(base) + (optional ? "?." : ".") + name.name
        case .call(let call) where call.arguments.isEmpty && call.trailingClosures.isEmpty:
            return describe(call.callee) + "()"
        case .call(let call): return describe(call.callee) + "(...)"
        case .implicitMember(let name): return "." + name.name
        default: return "this value"
        }
    }

    private func member(_ baseExpression: Expr, _ name: Name, optional: Bool)
        throws(InstantiationFailure) -> RuntimeValue
    {
        if case .identifier(let written) = baseExpression.kind {
            if written.name == "Color", ColorParsing.systemColors.contains(name.name) {
                return .color(ArchiveColor(.system(name.name)))
            }
            if written.name == "Date", name.name == "now" { return .date(now) }
            // `DynamicTypeSize.xxLarge`, `ColorScheme.dark`: a case written with its type.
            if ["DynamicTypeSize", "ColorScheme"].contains(written.name) {
                return .symbol(name.name)
            }
            if TypeAliases.canonical(written.name) == "Double", name.name == "pi" {
                return .double(.pi)
            }
            // `CGPoint.zero`, `CGSize.zero`, `CGRect.zero`.
            if name.name == "zero", let zero = Self.geometryZero(written.name) { return zero }
            // `Layout.padding`, `Self.padding`: a type's `static let`.
            if !statics.isEmpty, let type = written.name == "Self" ? selfType : written.name {
                if let constant = statics.constant(name.name, of: type) {
                    return try staticValue(constant, of: type, at: name.range)
                }
                // `Theme.accent` of `static var accent: Color { ... }`.
                if let function = statics.function(name.name, of: type),
                    function.isComputedProperty
                {
                    return try runStatic(function, of: type, arguments: [:], at: name.range)
                }
            }
            // `Level.medium`: a case of one of the file's enums.
            if !enums.isEmpty, enums[written.name] != nil { return .symbol(name.name) }
            // `self.title` in a view struct: the struct's own property.
            if baseExpression.isSelf, (try? lookup("self", at: baseExpression.range)) == nil {
                return try lookup(name.name, at: name.range)
            }
        }
        let base = try evaluate(baseExpression)
        // `minutes.hours` of `extension Int { var hours: String { ... } }`,
        // `departure.isLate` of a struct's `var isLate: Bool { ... }`.
        if let member = instanceMember(name.name, on: base), member.isComputedProperty {
            return try runExtension(member, on: base, arguments: [:], at: name.range)
        }
        switch base {
        case .null:
            if optional { return .null }
            throw InstantiationFailure(
                .nilValue(Self.describe(baseExpression)), at: baseExpression.range)
        case .record(let fields):
            guard let value = fields[name.name] else {
                throw InstantiationFailure(.recordHasNoField(name.name), at: name.range)
            }
            return value
        case .array, .string:
            if let row = BuiltinProperties.row(name.name, on: base) { return row.evaluate(base) }
        case .range(let lower, let upper, _):
            // `range.lowerBound`, `range.upperBound`.
            if name.name == "lowerBound" { return lower }
            if name.name == "upperBound" { return upper }
        case .geometryProxy:
            if let value = Self.proxyMember(name.name) { return value }
        case .viewDimensions:
            if name.name == "width" { return .measure(.width) }
            if name.name == "height" { return .measure(.height) }
        case .enumValue(let first, _):
            // `status.text` of `.late(minutes: 5)`.
            if let info = enums.owner(ofCase: first, member: name.name) {
                return try enumMember(info, base, name.name, arguments: [:], at: name.range)
            }
        case .symbol(let first):
            // `mood.emoji`: a value of one of the file's enums.
            if let info = enums.owner(ofCase: first, member: name.name) {
                return try enumMember(info, base, name.name, arguments: [:], at: name.range)
            }
            // `.fill.tertiary`: a chain of members, kept as one keyword.
            return .symbol(first + "." + name.name)
        case .environment(let key):
            // `dynamicTypeSize.isAccessibilitySize`, `sizeCategory.isAccessibilityCategory`:
            // the accessibility sizes, the last five of each.
            if ["isAccessibilitySize", "isAccessibilityCategory"].contains(name.name),
                let environmentKey = EnvironmentKey(rawValue: key), environmentKey.isOrdered,
                let values = environmentKey.values
            {
                return .condition(Self.anyOf(key, values.suffix(5), among: values))
            }
            // `redactionReasons.isEmpty`: no reason at all.
            if name.name == "isEmpty", let values = Self.setValues(key) {
                return .condition(.not(Self.anyOf(key, values, among: values)))
            }
            throw InstantiationFailure(.displayTimeValue(key), at: baseExpression.range)
        default:
            break
        }
        throw InstantiationFailure(
            .memberNotEvaluable(name.name, on: base.kindName), at: name.range)
    }

    private func prefix(_ op: PrefixOperator, _ operand: Expr, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        let value = try evaluate(operand)
        switch (op, value) {
        case (.not, .bool(let flag)): return .bool(!flag)
        case (.not, .condition(let condition)): return .condition(.not(condition))
        case (.negate, .int(let number)):
            guard number != Int.min else {
                throw InstantiationFailure(.negationOverflow(number), at: range)
            }
            return .int(-number)
        case (.negate, .double(let number)): return .double(-number)
        case (.negate, .measure(let measure)):
            return try combined(.subtract, .constant(0), measure, at: range)
        // `...DynamicTypeSize.xxLarge`: a range with no lower bound.
        case (.upThrough, .symbol), (.upThrough, .int), (.upThrough, .double):
            return .range(.null, value, closed: true)
        default:
            throw InstantiationFailure(.operandType(op.rawValue, value.kindName), at: range)
        }
    }

    private func binary(
        _ op: BinaryOperator, _ leftExpression: Expr, _ rightExpression: Expr, at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        // Short-circuit as Swift does: the right side of `false && x` is
        // never evaluated, so it cannot fail.
        switch op {
        case .and, .or:
            let left = try evaluate(leftExpression)
            if case .bool(let flag) = left, flag == (op == .or) { return .bool(flag) }
            let right = try evaluate(rightExpression)
            return try logical(op, left, right, leftExpression, rightExpression)
        case .nilCoalescing:
            let left = try evaluate(leftExpression)
            return left == .null ? try evaluate(rightExpression) : left
        default:
            break
        }
        let left = try evaluate(leftExpression)
        let right = try evaluate(rightExpression)
        if left.isMeasure || right.isMeasure, !Self.arithmeticOperators.contains(op) {
            throw InstantiationFailure(.sizeDependentDecision(), at: range)
        }
        switch op {
        case .equal, .notEqual:
            let equal: RuntimeValue = try equality(left, right, leftExpression, rightExpression)
            if op == .equal { return equal }
            switch equal {
            case .bool(let flag): return .bool(!flag)
            case .condition(let condition): return .condition(.not(condition))
            default: return equal
            }
        case .less, .lessEqual, .greater, .greaterEqual:
            if let condition = try ordered(op, left, right, leftExpression, rightExpression) {
                return .condition(condition)
            }
            guard let order = Self.compare(left, right) else {
                throw InstantiationFailure(.notComparable(left.kindName, right.kindName), at: range)
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .closedRange, .halfOpenRange:
            if let order = Self.compare(left, right), order > 0 {
                throw InstantiationFailure(.invertedRange(), at: range)
            }
            return .range(left, right, closed: op == .closedRange)
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, left, right, at: range)
        case .and, .or, .nilCoalescing:
            return .null
        }
    }

    /// `dynamicTypeSize >= .accessibility1`: a comparison of an ordered
    /// display-time value with one of its cases, decided where the widget
    /// is drawn: the condition that the value is one of the cases on that
    /// side. Nil when neither side is such a value.
    private func ordered(
        _ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue, _ leftExpression: Expr,
        _ rightExpression: Expr
    ) throws(InstantiationFailure) -> EnvironmentCondition? {
        var op = op
        let key: String
        let value: String
        let valueRange: SourceRange
        switch (left, right) {
        case (.environment(let name), .symbol(let written)):
            (key, value, valueRange) = (name, written, rightExpression.range)
        case (.symbol(let written), .environment(let name)):
            // `.large < size` is `size > .large`.
            (key, value, valueRange) = (name, written, leftExpression.range)
            op = [.less: .greater, .lessEqual: .greaterEqual, .greater: .less][op] ?? .lessEqual
        default:
            return nil
        }
        guard let environmentKey = EnvironmentKey(rawValue: key), environmentKey.isOrdered,
            let values = environmentKey.values
        else { throw InstantiationFailure(.displayTimeValue(key), at: leftExpression.range) }
        guard let index = values.firstIndex(of: value) else {
            throw InstantiationFailure(
                .environmentCase(key, allowed: values, found: value), at: valueRange)
        }
        let chosen: ArraySlice<String> =
            switch op {
            case .less: values[..<index]
            case .lessEqual: values[...index]
            case .greater: values[(index + 1)...]
            default: values[index...]
            }
        return Self.anyOf(key, chosen, among: values)
    }

    /// The condition that `key` is one of `values`, of all its `values`;
    /// one that never holds when there are none.
    static func anyOf(_ key: String, _ values: some Collection<String>, among all: [String])
        -> EnvironmentCondition
    {
        let chosen = Array(values)
        guard let last = chosen.last else {
            let any = EnvironmentCondition.equals(key, all.first ?? "")
            return .and(any, .not(any))
        }
        var condition = EnvironmentCondition.equals(key, last)
        for value in chosen.dropLast().reversed() {
            condition = .or(.equals(key, value), condition)
        }
        return condition
    }

    private func logical(
        _ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue, _ leftExpression: Expr,
        _ rightExpression: Expr
    ) throws(InstantiationFailure) -> RuntimeValue {
        func condition(_ value: RuntimeValue, _ expression: Expr) throws(InstantiationFailure)
            -> EnvironmentCondition?
        {
            switch value {
            case .bool: return nil
            case .condition(let condition): return condition
            default:
                throw InstantiationFailure(
                    .logicalOperand(op.rawValue, found: value.kindName), at: expression.range)
            }
        }
        let leftCondition = try condition(left, leftExpression)
        let rightCondition = try condition(right, rightExpression)
        switch (leftCondition, rightCondition) {
        case (nil, nil):
            // `left` did not decide it, so the result is `right`.
            return right
        case (let known?, nil), (nil, let known?):
            // One side is a Bool: `true && c` is c, `false || c` is c.
            let flag = leftCondition == nil ? left : right
            if case .bool(let value) = flag, value == (op == .and) { return .condition(known) }
            return flag
        case (let a?, let b?):
            return .condition(op == .and ? .and(a, b) : .or(a, b))
        }
    }

    private func equality(
        _ left: RuntimeValue, _ right: RuntimeValue, _ leftExpression: Expr, _ rightExpression: Expr
    ) throws(InstantiationFailure) -> RuntimeValue {
        switch (left, right) {
        case (.environment(let key), let other), (let other, .environment(let key)):
            if let condition = Self.setEquality(key, other) { return condition }
            guard case .symbol(let value) = other else {
                throw InstantiationFailure(
                    .displayTimeValue(key),
                    at: left == .environment(key) ? leftExpression.range : rightExpression.range)
            }
            let allowed = (EnvironmentCondition.keys[key] ?? nil) ?? []
            guard allowed.contains(value) else {
                let range = left == .environment(key) ? rightExpression.range : leftExpression.range
                throw InstantiationFailure(
                    .environmentCase(key, allowed: allowed, found: value), at: range)
            }
            return .condition(.equals(key, value))
        case (.condition(let condition), .bool(let flag)),
            (.bool(let flag), .condition(let condition)):
            return .condition(flag ? condition : .not(condition))
        default:
            if let order = Self.compare(left, right) { return .bool(order == 0) }
            return .bool(left == right)
        }
    }

    /// The values of a display-time set (`redactionReasons`), or nil for
    /// a key that is not one.
    static func setValues(_ key: String) -> [String]? {
        guard let environmentKey = EnvironmentKey(rawValue: key), environmentKey.isSet else {
            return nil
        }
        return environmentKey.values
    }

    /// `redactionReasons.contains(.placeholder)`: the condition that the
    /// set holds the case, decided where the widget is drawn.
    private func setContains(_ key: String, _ argument: Expr) throws(InstantiationFailure)
        -> RuntimeValue
    {
        let allowed = Self.setValues(key) ?? []
        let value = try evaluate(argument)
        guard case .symbol(let name) = value, allowed.contains(name) else {
            let found = if case .symbol(let name) = value { name } else { value.kindName }
            throw InstantiationFailure(
                .environmentCase(key, allowed: allowed, found: found), at: argument.range)
        }
        return .condition(.equals(key, name))
    }

    /// `redactionReasons == .placeholder` (that reason alone) and
    /// `redactionReasons == []` (none): a set compared with a value.
    private static func setEquality(_ key: String, _ other: RuntimeValue) -> RuntimeValue? {
        guard let values = setValues(key) else { return nil }
        let chosen: [String]
        switch other {
        case .symbol(let value) where values.contains(value): chosen = [value]
        case .array(let elements) where elements.isEmpty: chosen = []
        default: return nil
        }
        var condition = EnvironmentCondition.not(
            anyOf(key, values.filter { !chosen.contains($0) }, among: values))
        for value in chosen { condition = .and(.equals(key, value), condition) }
        return .condition(condition)
    }

    /// -1, 0, 1 for numbers (Int and Double mixed), strings, dates, Bools
    /// and symbols (equal or not); nil when they cannot be compared.
    static func compare(_ left: RuntimeValue, _ right: RuntimeValue) -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a == b ? 0 : 1 }
        switch (left, right) {
        case (.int(let a), .int(let b)): return order(a, b)
        case (.string(let a), .string(let b)): return order(a, b)
        case (.date(let a), .date(let b)): return order(a, b)
        default:
            if let a = left.number, let b = right.number { return order(a, b) }
            return nil
        }
    }

    /// The most elements `+` makes an array hold (CHOICE: far above a
    /// widget's lists; a loop that doubles one stops here, not in memory).
    static let maximumArrayLength = 100_000

    func arithmetic(
        _ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue, at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        switch (left, right) {
        case (.string(let a), .string(let b)) where op == .add:
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == .add:
            guard a.count + b.count <= Self.maximumArrayLength else {
                throw InstantiationFailure(
                    .arrayTooLong(limit: Self.maximumArrayLength), at: range)
            }
            return .array(a + b)
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            default:
                guard b != 0 else { throw InstantiationFailure(.divisionByZero(), at: range) }
                result =
                    op == .divide
                    ? a.dividedReportingOverflow(by: b)
                    : a.remainderReportingOverflow(dividingBy: b)
            }
            guard !result.overflow else {
                throw InstantiationFailure(.integerOverflow(), at: range)
            }
            return .int(result.partialValue)
        default:
            if let measure = try measureArithmetic(op, left, right, at: range) { return measure }
            guard let a = left.number, let b = right.number else {
                throw InstantiationFailure(
                    .operandTypes(op.rawValue, left.kindName, right.kindName), at: range)
            }
            let result: Double
            switch op {
            case .add: result = a + b
            case .subtract: result = a - b
            case .multiply: result = a * b
            case .divide: result = a / b
            default: throw InstantiationFailure(.remainderNeedsInts(), at: range)
            }
            // Infinity is a real value (`maxWidth: .infinity`); NaN (0 / 0,
            // infinity - infinity) is never what a layout means.
            guard !result.isNaN else { throw InstantiationFailure(.notANumberResult(), at: range) }
            return .double(result)
        }
    }

    private func call(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue
    {
        let builtins = call.builtinRows
        switch call.callee.kind {
        case .identifier(let name) where name.name == "Path":
            return try pathValue(call, at: range)
        case .identifier(let name) where statics.record(name.name) != nil:
            let decl = statics.record(name.name)!
            if let initializer = decl.typeMembers.initializer {
                return try initializedRecord(decl, initializer, call, at: range)
            }
            return try memberwise(decl, call)
        case .identifier(let name) where enums[name.name] != nil:
            // `Mood(rawValue: text)`: the case whose raw value it is, or nil.
            guard let argument = call.arguments.first else { return .null }
            let raw = try evaluate(argument.value)
            return FileEnums.caseName(in: enums[name.name]!, rawValue: raw).map(RuntimeValue.symbol)
                ?? .null
        case .identifier(let name):
            if let member = members.valueFunction(name.name) {
                return try run(member, arguments: arguments(of: member, call, at: range), at: range)
            }
            if let function = functions[name.name], !function.returnsView {
                return try run(
                    function, arguments: arguments(of: function, call, at: range), at: range,
                    inViewScope: false)
            }
            let firstLabel = call.arguments.first?.label?.name
            if let function = BuiltinFunctions.function(in: builtins, firstLabel: firstLabel) {
                let arguments = BuiltinCall(
                    evaluator: self, receiver: .null, call: call, range: range)
                if let value = try function.evaluate(arguments) { return value }
            } else if let receiver = implicitSelf,
                let method = BuiltinFunctions.method(in: builtins, on: receiver)
            {
                let arguments = BuiltinCall(
                    evaluator: self, receiver: receiver, call: call, range: range)
                if let value = try method.evaluate(arguments) { return value }
            } else if let first = call.arguments.first {
                _ = try evaluate(first.value)
            }
            throw InstantiationFailure(.unevaluableFunction(name.name), at: range)
        case .implicitMember(let name) where enums.owner(ofPayloadCase: name.name) != nil:
            return try enumValue(name.name, call)
        case .implicitMember(let name) where Self.angleUnits[name.name] != nil:
            if let angle = try angle(name.name, call, at: range) { return angle }
            throw InstantiationFailure(.unevaluableCall(), at: range)
        case .member(let base, let name, _)
        where Self.angleUnits[name.name] != nil && base.isName("Angle"):
            if let angle = try angle(name.name, call, at: range) { return angle }
            throw InstantiationFailure(.unevaluableCall(), at: range)
        case .member(let base, let name, _)
        where !enums.isEmpty && enums.payloadCase(name.name, on: base) != nil:
            return try enumValue(name.name, call)
        case .member(let base, let name, let optional):
            if base.isSelf, let member = members.valueFunction(name.name) {
                return try run(member, arguments: arguments(of: member, call, at: range), at: range)
            }
            // `Theme.color(for: 2)`, `Self.format(n)`: a type's static function.
            if case .identifier(let written) = base.kind, !statics.isEmpty,
                !isBound(written.name),
                let type = written.name == "Self" ? selfType : written.name,
                let function = statics.function(name.name, of: type), !function.isComputedProperty
            {
                return try runStatic(
                    function, of: type, arguments: arguments(of: function, call, at: range),
                    at: range)
            }
            return try method(base, name, call, builtins, optional: optional, at: range)
        default:
            throw InstantiationFailure(.unevaluableCall(), at: range)
        }
    }

    /// `Stop(name: "A", minutes: 3)`: a record of the struct's fields, an
    /// optional one left out nil.
    private func memberwise(_ decl: RecordDecl, _ call: Call) throws(InstantiationFailure)
        -> RuntimeValue
    {
        var fields: [String: RuntimeValue] = [:]
        for field in decl.fields {
            if let argument = call.arguments.first(where: { $0.label?.name == field.name.name }) {
                fields[field.name.name] = try typed(argument.value, as: field.type)
            } else {
                fields[field.name.name] = .null
            }
        }
        return .record(fields)
    }

    /// `.late(minutes: 5)`: a case with its associated values, in order.
    private func enumValue(_ name: String, _ call: Call) throws(InstantiationFailure)
        -> RuntimeValue
    {
        var values: [RuntimeValue] = []
        for argument in call.arguments { values.append(try evaluate(argument.value)) }
        return .enumValue(name, values)
    }

    /// A `case` pattern against a `switch`'s subject: nil when it does not
    /// hold, else the names it binds (`.late(let minutes)` binds
    /// `minutes` to the case's value).
    func match(_ pattern: Expr, _ subject: RuntimeValue) throws(InstantiationFailure)
        -> [String: RuntimeValue]?
    {
        guard case .enumPattern(let name, let elements) = pattern.kind else {
            return Self.matches(subject, try evaluate(pattern)) ? [:] : nil
        }
        guard case .enumValue(let written, let values) = subject, written == name.name,
            values.count == elements.count
        else { return nil }
        var bound: [String: RuntimeValue] = [:]
        for (element, value) in zip(elements, values) {
            switch element.kind {
            case .binding(let binding): bound[binding.name] = value
            case .wildcard: break
            case .value(let expected):
                guard Self.matches(value, try evaluate(expected)) else { return nil }
            }
        }
        return bound
    }

    /// `base.name(...)`: the `BuiltinFunctions` row of that name the
    /// base's value (or, for `Calendar.current`, its spelling) calls.
    private func method(
        _ baseExpression: Expr, _ name: Name, _ call: Call, _ builtins: Range<Int>,
        optional: Bool, at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        var base: RuntimeValue
        let row: BuiltinFunction?
        if let calendar = BuiltinFunctions.calendarMethod(in: builtins, base: baseExpression) {
            (base, row) = (.null, calendar)
        } else {
            base = try evaluate(baseExpression)
            // `name?.uppercased()` of a nil name: nil, as Swift's chain gives.
            if optional, base == .null { return .null }
            if case .environment(let key) = base, name.name == "contains",
                Self.setValues(key) != nil, let argument = call.arguments.first
            {
                return try setContains(key, argument.value)
            }
            // `proxy.frame(in: .local)`: the reader's own frame.
            if base == .geometryProxy, name.name == "frame" {
                return try proxyFrame(call, at: range)
            }
            // `minutes.padded(to: 2)`: a function an extension gives the type.
            if let member = instanceMember(name.name, on: base), !member.isComputedProperty {
                return try runExtension(
                    member, on: base, arguments: arguments(of: member, call, at: range), at: range)
            }
            // `mood.label(for: 2)`: a function of one of the file's enums.
            if let value = base.enumCaseName,
                let info = enums.owner(ofCase: value, member: name.name),
                let function = info.members[name.name]
            {
                return try enumMember(
                    info, base, name.name, arguments: arguments(of: function, call, at: range),
                    at: range)
            }
            // `(0..<n).map { ... }`, `items.indices.filter { ... }`: a range
            // of whole numbers is the array of them to an array's methods.
            if let items = try Self.rangeElements(
                base,
                orElse: InstantiationFailure(
                    .arrayTooLong(limit: Self.maximumArrayLength), at: range))
            {
                base = .array(items)
            }
            row = BuiltinFunctions.method(in: builtins, on: base)
        }
        // `raw.flatMap { Mood(rawValue: $0) }` on an Optional that is not an
        // array: nil stays nil, a value is handed to the closure, as
        // `Optional.map` and `flatMap` do.
        if row == nil, name.name == "map" || name.name == "flatMap", !base.isRange,
            let function = Self.function(of: call, label: nil)
        {
            return base == .null ? .null : try apply(function, [base], at: range)
        }
        if let row {
            let arguments = BuiltinCall(evaluator: self, receiver: base, call: call, range: range)
            if let value = try row.evaluate(arguments) { return value }
        } else {
            if let first = call.arguments.first { _ = try evaluate(first.value) }
            if base == .null {
                throw InstantiationFailure(
                    .nilValue(Self.describe(baseExpression)), at: baseExpression.range)
            }
        }
        throw InstantiationFailure(.methodNotEvaluable(name.name, on: base.kindName), at: range)
    }
}

extension ExpressionEvaluator {
    /// The whole numbers of a range of them, or nil for another value;
    /// `failure` when there would be `limit` or more. The span is counted
    /// in arithmetic that cannot overflow: `..<Int.min` is empty, and a
    /// span past Int's range is too long.
    static func rangeElements(
        _ value: RuntimeValue, limit: Int = maximumArrayLength,
        orElse failure: @autoclosure () -> InstantiationFailure
    ) throws(InstantiationFailure) -> [RuntimeValue]? {
        guard case .range(.int(let lower), .int(let upper), let closed) = value else { return nil }
        if !closed, upper == Int.min { return [] }
        let end = closed ? upper : upper - 1
        if end < lower { return [] }
        let span = end.subtractingReportingOverflow(lower)
        guard !span.overflow, span.partialValue < limit else { throw failure() }
        return (lower...end).map(RuntimeValue.int)
    }

    /// `min(a, b, ...)`, `max(a, b, ...)`, `abs(x)`: Swift's free
    /// functions over numbers (Int when every argument is), strings and dates.
    func freeFunction(_ name: String, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        var values: [RuntimeValue] = []
        for argument in call.arguments { values.append(try evaluate(argument.value)) }
        if name == "abs" {
            switch values.first {
            case .int(let number)? where values.count == 1:
                guard number != Int.min else {
                    throw InstantiationFailure(.negationOverflow(number), at: range)
                }
                return .int(abs(number))
            case .double(let number)? where values.count == 1: return .double(abs(number))
            default: throw InstantiationFailure(.unevaluableFunction(name), at: range)
            }
        }
        guard values.count >= 2, var best = values.first else {
            throw InstantiationFailure(.unevaluableFunction(name), at: range)
        }
        if values.contains(where: \.isMeasure) {
            // `min(rect.width, rect.height)`: kept as a formula.
            var result = try length(best, at: range)
            for value in values.dropFirst() {
                let folded = try combined(
                    name == "min" ? .min : .max, result, try length(value, at: range), at: range)
                result = Self.measure(folded) ?? result
            }
            return Self.value(result)
        }
        let allInts = values.allSatisfy { if case .int = $0 { true } else { false } }
        for value in values.dropFirst() {
            guard let order = Self.compare(value, best) else {
                throw InstantiationFailure(.notComparable(best.kindName, value.kindName), at: range)
            }
            if name == "min" ? order < 0 : order > 0 { best = value }
        }
        if !allInts, let number = best.number { return .double(number) }
        return best
    }

    /// `Calendar.current.component(.hour, from: date)`, in the Gregorian
    /// calendar and the region's time zone; `.weekday` is 1 for Sunday.
    func calendarComponent(_ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard call.arguments.count == 2, call.arguments[0].label == nil,
            call.arguments[1].label?.name == "from",
            case .symbol(let unit) = try evaluate(call.arguments[0].value)
        else {
            throw InstantiationFailure(.methodNotEvaluable("component", on: "Calendar"), at: range)
        }
        let date = try dateArgument(call.arguments[1].value)
        guard
            let value = CalendarFunctions.units[unit].map({
                region.calendar.component($0, from: date)
            })
        else {
            throw InstantiationFailure(
                .methodNotEvaluable("component(.\(unit))", on: "Calendar"),
                at: call.arguments[0].value.range)
        }
        return .int(Int(value))
    }

    /// `items.sorted()`: ascending, for numbers, strings and dates.
    func sorted(_ items: [RuntimeValue], at range: SourceRange)
        throws(InstantiationFailure) -> [RuntimeValue]
    {
        for (a, b) in zip(items, items.dropFirst()) where Self.compare(a, b) == nil {
            throw InstantiationFailure(.notComparable(a.kindName, b.kindName), at: range)
        }
        return items.sorted { (Self.compare($0, $1) ?? 0) < 0 }
    }

    /// `strings.joined()` and `strings.joined(separator: ", ")`.
    func joined(_ items: [RuntimeValue], _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> String
    {
        var separator = ""
        if let argument = call.arguments.first {
            guard argument.label?.name == "separator",
                case .string(let text) = try evaluate(argument.value)
            else {
                throw InstantiationFailure(.methodNotEvaluable("joined", on: "an array"), at: range)
            }
            separator = text
        }
        var pieces: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                throw InstantiationFailure(
                    .methodNotEvaluable("joined", on: "an array of \(item.kindName)"), at: range)
            }
            pieces.append(text)
        }
        return pieces.joined(separator: separator)
    }

    /// `value.formatted(...)`: a number with a number format style, or a
    /// date with `date:time:` styles, as Foundation formats them when the
    /// body runs (en_US, UTC: the choice of `NumberFormatting` and
    /// `DateFormatStyle`).
    func formatted(_ base: RuntimeValue, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        switch base {
        case .int, .double:
            guard call.arguments.count <= 1, call.arguments.first?.label == nil else {
                throw InstantiationFailure(.unsupportedFormat(), at: range)
            }
            guard let style = call.arguments.first?.value else {
                return .string(NumberFormatting.format(base, locale: region.locale))
            }
            return .string(try NumberFormatting.format(base, with: style, evaluator: self))
        case .date(let date):
            return .string(try DateFormatting.format(date, call, evaluator: self))
        case .null:
            throw InstantiationFailure(.nilValue(Self.describe(call.callee)), at: range)
        default:
            throw InstantiationFailure(
                .methodNotEvaluable("formatted", on: base.kindName), at: range)
        }
    }
}

/// `String(format:_:)`, as Foundation formats in the POSIX locale: `%d`
/// `%i` `%ld` (Int), `%f` `%.2f` `%e` `%g` (Double), `%@` `%s` (any value's
/// text), `%x` `%X` `%o`, `%%`, with flags (`-`, `0`, `+`, space), a width
/// and a precision. Anything else is an error, never the format shown as is.
enum PrintfFormat {
    static func format(_ format: String, _ arguments: [RuntimeValue], at range: SourceRange)
        throws(InstantiationFailure) -> String
    {
        var out = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            var spec = "%"
            while let next = characters.first, "-+ 0#.123456789l".contains(next) {
                spec.append(next)
                characters.removeFirst()
            }
            guard let conversion = characters.popFirst() else {
                throw InstantiationFailure(.formatString(), at: range)
            }
            if conversion == "%" {
                out += "%"
                continue
            }
            guard let argument = remaining.popFirst() else {
                throw InstantiationFailure(.formatString(), at: range)
            }
            spec = spec.replacingOccurrences(of: "l", with: "")
            switch (conversion, argument) {
            case ("d", .int(let number)), ("i", .int(let number)):
                out += String(format: spec + "lld", Int64(number))
            case ("x", .int(let number)), ("X", .int(let number)), ("o", .int(let number)):
                out += String(format: spec + "ll" + String(conversion), Int64(number))
            case ("f", _), ("e", _), ("g", _), ("F", _), ("E", _), ("G", _):
                guard let number = argument.number else {
                    throw InstantiationFailure(.formatString(), at: range)
                }
                out += String(format: spec + String(conversion), number)
            case ("@", _), ("s", _):
                let text = try InterpolationText.plain(argument, at: range)
                let width = Int(spec.dropFirst().filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                out += spec.contains("-") ? text + padding : padding + text
            default:
                throw InstantiationFailure(.formatString(), at: range)
            }
        }
        return out
    }
}

/// URL checks shared by `URL(string:)`, `widgetURL` and `Link`.
enum URLValidation {
    /// What `URL(string:)` accepts, without spaces or an empty string.
    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(" ") && URL(string: text) != nil
    }
}

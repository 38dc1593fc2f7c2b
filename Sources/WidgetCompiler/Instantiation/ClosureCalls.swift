import WidgetArchive
import WidgetSyntax

/// Closures passed to the collection methods widgets call
/// (`items.filter { !$0.done }`, `first(where:)`, `sorted(by:)`,
/// `reduce`), run for each element when an entry is instantiated, as
/// Swift runs them when SwiftUI evaluates the body.
extension ExpressionEvaluator {
    /// Runs `closure` with `arguments` bound to its parameters (or to
    /// `$0`, `$1` when it names none), in the scope where it is written.
    func apply(_ closure: Closure, _ arguments: [RuntimeValue], at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard budget.take() else {
            throw InstantiationFailure(.memberBudget("closure", limit: StepBudget.limit), at: range)
        }
        var bound: [String: RuntimeValue] = [:]
        let names = closure.parameters.map(\.name)
        for (index, argument) in arguments.enumerated() {
            let name = names.isEmpty ? "$\(index)" : index < names.count ? names[index] : "_"
            if name != "_" { bound[name] = argument }
        }
        var inner = self
        inner.scopes.append(bound)
        guard let value = try inner.runStatements(closure.body, result: nil) else {
            throw InstantiationFailure(.closureWithoutValue(), at: closure.range)
        }
        return value
    }

    /// What a call passes to run on each element: its trailing closure,
    /// or its argument labelled `label` (nil for an unlabelled one)
    /// written as a closure or a key path (`filter(\\.done)`, as Swift
    /// takes a key path for a function).
    static func function(of call: Call, label: String?) -> ElementFunction? {
        if let trailing = call.trailingClosures.first?.closure { return .closure(trailing) }
        for argument in call.arguments where argument.label?.name == label {
            switch argument.value.kind {
            case .closure(let closure): return .closure(closure)
            case .keyPath(_, let components): return .keyPath(components)
            default: continue
            }
        }
        return nil
    }

    /// Runs `function` on `arguments`: a key path reads its fields from
    /// the first.
    func apply(_ function: ElementFunction, _ arguments: [RuntimeValue], at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        switch function {
        case .closure(let closure): return try apply(closure, arguments, at: range)
        case .keyPath(let components):
            var value = arguments.first ?? .null
            for component in components where component.name != "self" {
                guard case .record(let fields) = value, let field = fields[component.name] else {
                    throw InstantiationFailure(
                        .recordHasNoField(component.name), at: component.range)
                }
                value = field
            }
            return value
        }
    }

    /// `items.filter { ... }` and the other methods that take a closure
    /// on each element, by name; nil when the call passes no closure.
    func closureMethod(_ name: String, _ items: [RuntimeValue], _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        let label = ClosureMethod(rawValue: name)?.label
        guard let closure = Self.function(of: call, label: label) else { return nil }
        func test(_ item: RuntimeValue) throws(InstantiationFailure) -> Bool {
            let value = try apply(closure, [item], at: range)
            guard case .bool(let flag) = value else {
                throw InstantiationFailure(.conditionNotBool(found: value.kindName), at: range)
            }
            return flag
        }
        switch ClosureMethod(rawValue: name) {
        case .filter?:
            var kept: [RuntimeValue] = []
            for item in items where try test(item) { kept.append(item) }
            return .array(kept)
        case .map?:
            var mapped: [RuntimeValue] = []
            for item in items { mapped.append(try apply(closure, [item], at: range)) }
            return .array(mapped)
        case .compactMap?:
            var mapped: [RuntimeValue] = []
            for item in items {
                let value = try apply(closure, [item], at: range)
                if value != .null { mapped.append(value) }
            }
            return .array(mapped)
        case .firstWhere?:
            for item in items where try test(item) { return item }
            return .null
        case .lastWhere?:
            for item in items.reversed() where try test(item) { return item }
            return .null
        case .containsWhere?:
            for item in items where try test(item) { return .bool(true) }
            return .bool(false)
        case .allSatisfy?:
            for item in items where try !test(item) { return .bool(false) }
            return .bool(true)
        case .sortedBy?, .minBy?, .maxBy?:
            return try ordered(name, items, closure, at: range)
        case .reduce?:
            guard let initial = call.arguments.first, initial.label == nil else { return nil }
            var result = try evaluate(initial.value)
            for item in items { result = try apply(closure, [result, item], at: range) }
            return result
        case nil:
            return nil
        }
    }

    /// `sorted(by:)`, `min(by:)` and `max(by:)`: the closure says whether
    /// its first argument goes before its second.
    private func ordered(
        _ name: String, _ items: [RuntimeValue], _ closure: ElementFunction, at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue {
        func before(_ a: RuntimeValue, _ b: RuntimeValue) throws(InstantiationFailure) -> Bool {
            let value = try apply(closure, [a, b], at: range)
            guard case .bool(let flag) = value else {
                throw InstantiationFailure(.conditionNotBool(found: value.kindName), at: range)
            }
            return flag
        }
        // An insertion sort: stable as Swift's sort is, and each
        // comparison may throw (widget arrays are short).
        var sorted: [RuntimeValue] = []
        for item in items {
            var position = sorted.count
            while position > 0, try before(item, sorted[position - 1]) { position -= 1 }
            sorted.insert(item, at: position)
        }
        switch ClosureMethod(rawValue: name) {
        case .minBy?: return sorted.first ?? .null
        case .maxBy?: return sorted.last ?? .null
        default: return .array(sorted)
        }
    }
}

/// A function a collection method runs on each element.
enum ElementFunction {
    /// `{ $0.done }`, `{ item in item.done }`.
    case closure(Closure)
    /// `\\.done`.
    case keyPath(SyntaxList<Identifier>)
}

/// The collection methods that take a closure, by the name their
/// `BuiltinFunctions` row has (`first` with `where:` is `first(where:)`).
enum ClosureMethod: String {
    case filter, map, compactMap, allSatisfy, reduce
    case firstWhere = "first", lastWhere = "last", containsWhere = "contains"
    case sortedBy = "sorted", minBy = "min", maxBy = "max"

    /// The types a closure of this method is handed, for elements of
    /// `element`: `reduce`'s running result is unknown to the checker.
    func argumentTypes(_ element: ValueType) -> [ValueType] {
        switch self {
        case .reduce: [.unknown, element]
        case .sortedBy, .minBy, .maxBy: [element, element]
        default: [element]
        }
    }

    /// The closure's argument label.
    var label: String? {
        switch self {
        case .firstWhere, .lastWhere, .containsWhere: "where"
        case .sortedBy, .minBy, .maxBy: "by"
        case .filter, .map, .compactMap, .allSatisfy, .reduce: nil
        }
    }
}

import WidgetArchive
import WidgetSyntax

/// `GridItem(_:spacing:alignment:)` and `Array(repeating:count:)`, the
/// values a `LazyVGrid`'s `columns` are written with, and their archived
/// form (`GridItemSpec`).
extension BuiltinCall {
    /// `Array(repeating: value, count: n)`, at most
    /// `ExpressionEvaluator.maximumArrayLength` long.
    func repeatedArray() throws(InstantiationFailure) -> RuntimeValue? {
        guard call.arguments.count == 2, call.arguments[1].label?.name == "count" else {
            return nil
        }
        let value = try evaluator.evaluate(call.arguments[0].value)
        guard case .int(let count) = try evaluator.evaluate(call.arguments[1].value) else {
            return nil
        }
        guard count >= 0 else { throw InstantiationFailure(.negativeCount("Array"), at: range) }
        guard count <= ExpressionEvaluator.maximumArrayLength else {
            throw InstantiationFailure(
                .arrayTooLong(limit: ExpressionEvaluator.maximumArrayLength), at: range)
        }
        return .array(Array(repeating: value, count: count))
    }

    /// `GridItem(.flexible())`: a record of its size (a case of
    /// `GridItem.Size` with its two bounds), spacing and alignment.
    func gridItem() throws(InstantiationFailure) -> RuntimeValue? {
        var fields: [String: RuntimeValue] = [
            "size": .enumValue(
                "flexible", [.double(GridItemSpec.flexibleMinimum), .double(.infinity)]),
            "spacing": .null, "alignment": .null,
        ]
        for argument in call.arguments {
            switch argument.label?.name {
            case nil: fields["size"] = try gridItemSize(argument.value)
            case "spacing"?: fields["spacing"] = try evaluator.evaluate(argument.value)
            case "alignment"?: fields["alignment"] = try evaluator.evaluate(argument.value)
            default: return nil
            }
        }
        return .record(fields)
    }

    /// `.fixed(40)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
    private func gridItemSize(_ expression: Expr) throws(InstantiationFailure) -> RuntimeValue {
        let invalid = InstantiationFailure(.expectedGridItemSize(), at: expression.range)
        guard case .call(let size) = expression.kind else { throw invalid }
        let name: String
        switch size.callee.kind {
        case .implicitMember(let member): name = member.name
        case .member(_, let member, _): name = member.name
        default: throw invalid
        }
        var numbers: [String: Double] = [:]
        for argument in size.arguments {
            guard let number = try evaluator.evaluate(argument.value).number, !number.isNaN else {
                throw invalid
            }
            numbers[argument.label?.name ?? "_"] = number
        }
        let labels = Set(numbers.keys)
        let bounds: (Double, Double)
        switch name {
        case "fixed" where labels == ["_"]: bounds = (numbers["_"]!, numbers["_"]!)
        case "flexible" where labels.isSubset(of: ["minimum", "maximum"]):
            bounds = (
                numbers["minimum"] ?? GridItemSpec.flexibleMinimum, numbers["maximum"] ?? .infinity
            )
        case "adaptive"
        where labels.contains("minimum") && labels.isSubset(of: ["minimum", "maximum"]):
            bounds = (numbers["minimum"]!, numbers["maximum"] ?? .infinity)
        default: throw invalid
        }
        guard bounds.0.isFinite, bounds.0 >= 0, bounds.1 >= bounds.0 else { throw invalid }
        return .enumValue(name, [.double(bounds.0), .double(bounds.1)])
    }
}

extension ArchivedViewBuilder {
    /// A grid's `columns` or `rows`: an array of `GridItem`s, archived as
    /// `GridItemSpec`s.
    func gridItems(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.evaluate(expression)
        guard case .array(let items) = value else {
            throw InstantiationFailure(
                .expectedGridItems(found: value.kindName), at: expression.range)
        }
        var specs: [ArchiveValue] = []
        for item in items {
            guard let spec = Self.gridItemSpec(item) else {
                throw InstantiationFailure(
                    .expectedGridItems(found: item.kindName), at: expression.range)
            }
            specs.append(spec.archived)
        }
        return .list(specs)
    }

    /// The spec of a `GridItem(...)` record; nil for any other value.
    private static func gridItemSpec(_ value: RuntimeValue) -> GridItemSpec? {
        guard case .record(let fields) = value,
            case .enumValue(let name, let bounds)? = fields["size"],
            let size = GridItemSpec.Size(rawValue: name), bounds.count == 2,
            let minimum = bounds[0].number, let maximum = bounds[1].number
        else { return nil }
        var spacing: Double?
        switch fields["spacing"] {
        case .null?, nil: spacing = nil
        case let other?:
            guard let number = other.number, number.isFinite else { return nil }
            spacing = number
        }
        var alignment: ArchiveAlignment?
        if case .symbol(let name)? = fields["alignment"] {
            guard let known = ArchiveAlignment(rawValue: name) else { return nil }
            alignment = known
        }
        return GridItemSpec(
            size, minimum: minimum, maximum: maximum, spacing: spacing, alignment: alignment)
    }
}

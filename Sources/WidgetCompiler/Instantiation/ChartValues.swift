import Foundation
import WidgetArchive
import WidgetSyntax

/// Swift Charts' values when an entry is instantiated: a mark's
/// `.value("Label", value)` (`PlottableValue`), and `Chart(data) { item in
/// ... }`, whose marks are made for each element as `ForEach` makes views.
extension ArchivedViewBuilder {
    /// `.value("Steps", day.steps)`: its label and a number, a string or a date.
    func plottable(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let invalid = InstantiationFailure(.expectedPlottable(), at: expression.range)
        guard case .call(let call) = expression.kind, call.arguments.count == 2,
            call.arguments.allSatisfy({ $0.label == nil })
        else { throw invalid }
        switch call.callee.kind {
        case .implicitMember(let name) where name.name == "value": break
        case .member(_, let name, _) where name.name == "value": break
        default: throw invalid
        }
        let label: String
        switch try evaluator.evaluate(call.arguments[0].value) {
        case .string(let text): label = text
        case .text(let runs): label = runs.map(\.plainText).joined()
        default: throw invalid
        }
        let argument = call.arguments[1].value
        let value: PlottableValue.Value
        switch try evaluator.evaluate(argument) {
        case .int(let number): value = .number(Double(number))
        case .double(let number) where number.isFinite: value = .number(number)
        case .string(let text): value = .string(text)
        case .date(let date): value = .date(date)
        // A case of one of the file's enums plots as its name, as a
        // `String` raw value would.
        case .symbol(let name): value = .string(name)
        case .null:
            throw InstantiationFailure(
                .nilValue(ExpressionEvaluator.describe(argument)), at: argument.range)
        case let other:
            throw InstantiationFailure(
                .expectedPlottableValue(found: other.kindName), at: argument.range)
        }
        return PlottableValue(label, value).archived
    }
}

extension ArchivedViewBuilder {
    /// `.ratio(0.6)`, `.fixed(10)`, `.inset(2)`, `.automatic`, or a number
    /// (a fixed length, as `MarkDimension`'s literal is).
    func markDimension(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let invalid = InstantiationFailure(.expectedMarkDimension(), at: expression.range)
        switch expression.kind {
        case .implicitMember(let name) where name.name == "automatic":
            return .keyword("automatic")
        case .call(let call):
            guard case .implicitMember(let name) = call.callee.kind,
                ["ratio", "fixed", "inset"].contains(name.name), call.arguments.count == 1,
                call.arguments[0].label == nil,
                let number = try evaluator.evaluate(call.arguments[0].value).number,
                number.isFinite, number >= 0
            else { throw invalid }
            return .list([.keyword(name.name), .number(number)])
        default:
            guard let number = try evaluator.evaluate(expression).number, number.isFinite,
                number >= 0
            else { throw invalid }
            return .list([.keyword("fixed"), .number(number)])
        }
    }
}

extension ArchivedViewBuilder {
    /// `AxisMarks(values:)`: `.automatic`, `.automatic(desiredCount:)`,
    /// `.stride(by:count:)` with a calendar unit or a number, or the values
    /// themselves (numbers, dates or strings).
    func axisValues(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let invalid = InstantiationFailure(.expectedAxisValues(), at: expression.range)
        switch expression.kind {
        case .implicitMember(let name) where name.name == "automatic":
            return AxisMarkValues.automatic(desiredCount: nil).archived
        case .call(let call):
            guard case .implicitMember(let name) = call.callee.kind else { break }
            let labels = call.arguments.map { $0.label?.name }
            if name.name == "automatic", labels == ["desiredCount"],
                case .int(let count) = try evaluator.evaluate(call.arguments[0].value),
                (1...100).contains(count)
            {
                return AxisMarkValues.automatic(desiredCount: count).archived
            }
            guard name.name == "stride", labels == ["by"] || labels == ["by", "count"] else {
                throw invalid
            }
            var count = 1.0
            if labels.count == 2 {
                guard let number = try evaluator.evaluate(call.arguments[1].value).number,
                    number.isFinite, number > 0
                else { throw invalid }
                count = number
            }
            let by = call.arguments[0].value
            if case .implicitMember(let unit) = by.kind {
                guard let unit = AxisCalendarUnit(rawValue: unit.name) else { throw invalid }
                return AxisMarkValues.stride(unit: unit, count: count.rounded()).archived
            }
            guard labels.count == 1, let step = try evaluator.evaluate(by).number, step.isFinite,
                step > 0
            else { throw invalid }
            return AxisMarkValues.stride(unit: nil, count: step).archived
        default: break
        }
        guard case .array(let items) = try evaluator.evaluate(expression), items.count <= 100 else {
            throw invalid
        }
        var values: [PlottableValue.Value] = []
        for item in items {
            switch item {
            case .int(let number): values.append(.number(Double(number)))
            case .double(let number) where number.isFinite: values.append(.number(number))
            case .date(let date): values.append(.date(date))
            case .string(let text): values.append(.string(text))
            default: throw invalid
            }
        }
        return AxisMarkValues.values(values).archived
    }
}

extension TextRun {
    /// The words of a run, dates left out.
    var plainText: String {
        if case .plain(let words) = content { return words }
        return ""
    }
}

import Foundation
import WidgetArchive
import WidgetSyntax

/// `Calendar.current`'s date arithmetic that widgets write, run in the
/// Gregorian calendar of the evaluator's region (`DisplayRegion.calendar`),
/// with the entry's date as today: counting the days to an event,
/// midnight, tomorrow.
enum CalendarFunctions {
    /// The components wdl reads, by the name written after the dot.
    static let units: [String: Calendar.Component] = [
        "year": .year, "month": .month, "day": .day, "hour": .hour,
        "minute": .minute, "second": .second, "weekday": .weekday,
    ]

    /// The record type `dateComponents(_:from:to:)` returns, whose fields
    /// are `units`' names, each an optional Int.
    static let componentsRecord = "DateComponents"

    /// The checker's fields of `componentsRecord`.
    static let componentsFields: [String: ValueType] = Dictionary(
        uniqueKeysWithValues: units.keys.map { ($0, ValueType.optional(.int)) })
}

extension ExpressionEvaluator {
    /// `Calendar.current.dateComponents([.day], from: a, to: b)`: a record
    /// of the components asked for (the others nil).
    func dateComponents(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue
    {
        guard call.arguments.count == 3,
            case .array(let asked) = try evaluate(call.arguments[0].value)
        else {
            throw InstantiationFailure(
                .methodNotEvaluable("dateComponents", on: "Calendar"), at: range)
        }
        var components: Set<Calendar.Component> = []
        for case .symbol(let name) in asked {
            guard let unit = CalendarFunctions.units[name] else {
                throw InstantiationFailure(
                    .methodNotEvaluable("dateComponents([.\(name)])", on: "Calendar"),
                    at: call.arguments[0].value.range)
            }
            components.insert(unit)
        }
        let from = try dateArgument(call.arguments[1].value)
        let to = try dateArgument(call.arguments[2].value)
        let difference = region.calendar.dateComponents(components, from: from, to: to)
        var fields: [String: RuntimeValue] = [:]
        for (name, unit) in CalendarFunctions.units {
            fields[name] = difference.value(for: unit).map(RuntimeValue.int) ?? .null
        }
        return .record(fields)
    }

    /// `Calendar.current.startOfDay(for: date)`.
    func startOfDay(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue
    {
        guard let argument = call.arguments.first else {
            throw InstantiationFailure(.methodNotEvaluable("startOfDay", on: "Calendar"), at: range)
        }
        return .date(region.calendar.startOfDay(for: try dateArgument(argument.value)))
    }

    /// `Calendar.current.isDateInToday(date)` (`days` 0) or
    /// `isDateInTomorrow` (1), against the entry's date.
    func isDate(_ call: Call, daysFromNow days: Int, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard let argument = call.arguments.first,
            let day = region.calendar.date(
                byAdding: .day, value: days, to: DateFormatStyle.clamped(now))
        else {
            throw InstantiationFailure(
                .methodNotEvaluable("isDateInToday", on: "Calendar"), at: range)
        }
        return .bool(region.calendar.isDate(try dateArgument(argument.value), inSameDayAs: day))
    }

    /// `Calendar.current.date(byAdding: .day, value: 1, to: date)`.
    func dateByAdding(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue
    {
        guard call.arguments.count == 3,
            case .symbol(let name) = try evaluate(call.arguments[0].value),
            let unit = CalendarFunctions.units[name], unit != .weekday,
            case .int(let value) = try evaluate(call.arguments[1].value)
        else {
            throw InstantiationFailure(
                .methodNotEvaluable("date(byAdding:)", on: "Calendar"), at: range)
        }
        let moved = region.calendar.date(
            byAdding: unit, value: value, to: try dateArgument(call.arguments[2].value))
        return moved.map { .date(DateFormatStyle.clamped($0)) } ?? .null
    }

    /// A date argument, clamped to the years Foundation formats.
    func dateArgument(_ expression: Expr) throws(InstantiationFailure) -> Date {
        let value = try evaluate(expression)
        guard case .date(let date) = value else {
            throw InstantiationFailure(.expectedDate(found: value.kindName), at: expression.range)
        }
        return DateFormatStyle.clamped(date)
    }
}

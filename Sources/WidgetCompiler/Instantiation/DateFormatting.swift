import Foundation
import WidgetArchive
import WidgetSyntax

/// `date.formatted()`, `date.formatted(date: .abbreviated, time:
/// .shortened)`, `date.formatted(.dateTime.month().day())` and
/// `Text(date, format: .dateTime.hour().minute())`, read from the call
/// and formatted with the archive vocabulary's `DateFormatStyle` and
/// `DateFieldsStyle` in the evaluator's region when the body runs, as
/// SwiftUI runs them in a widget's body.
enum DateFormatting {
    /// The text of `date` in the style the call's arguments name.
    static func format(_ date: Date, _ call: Call, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        if call.arguments.isEmpty {
            return DateFormatStyle(date: .numeric, time: .shortened, region: evaluator.region)
                .format(date)
        }
        if call.arguments.count == 1, call.arguments[0].label == nil {
            return try format(date, style: call.arguments[0].value, evaluator: evaluator)
        }
        var style = DateFormatStyle(date: .omitted, time: .omitted, region: evaluator.region)
        for argument in call.arguments {
            let name = try Keywords.keyword(
                argument.value, in: Self.names(argument.label?.name), evaluator: evaluator)
            switch argument.label?.name {
            case "date": style.date = DateFormatStyle.DatePart(rawValue: name) ?? .omitted
            case "time": style.time = DateFormatStyle.TimePart(rawValue: name) ?? .omitted
            default: throw InstantiationFailure(.unsupportedDateFormat(), at: argument.range)
            }
        }
        return style.format(date)
    }

    /// `date` in a format style written as an expression: `.dateTime`
    /// and its field calls.
    static func format(_ date: Date, style expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        if case .call(let call) = expression.kind,
            case .implicitMember(let name) = call.callee.kind, name.name == "relative"
        {
            return try relative(date, call, evaluator: evaluator)
        }
        return try fields(expression, evaluator: evaluator).format(date)
    }

    /// `.relative(presentation: .named, unitsStyle: .wide)`: the date
    /// against the entry's date ("in 2 hours", "tomorrow", "2시간 후"),
    /// worded by Foundation in the region, as the body runs on a device
    /// when the entry is archived (the text then stays as it was).
    private static func relative(_ date: Date, _ call: Call, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        var named = false
        var units = "wide"
        for argument in call.arguments {
            switch argument.label?.name {
            case "presentation":
                named =
                    try Keywords.keyword(
                        argument.value, in: ["numeric", "named"], evaluator: evaluator) == "named"
            case "unitsStyle":
                units = try Keywords.keyword(
                    argument.value, in: ["wide", "abbreviated", "narrow", "spellOut"],
                    evaluator: evaluator)
            default: throw InstantiationFailure(.unsupportedDateFormat(), at: argument.range)
            }
        }
        guard #available(macOS 15, iOS 18, *) else {
            throw InstantiationFailure(.unsupportedDateFormat(), at: call.range)
        }
        let unitsStyle: Date.RelativeFormatStyle.UnitsStyle =
            switch units {
            case "abbreviated": .abbreviated
            case "narrow": .narrow
            case "spellOut": .spellOut
            default: .wide
            }
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: DateFormatStyle.clamped(date), presentation: named ? .named : .numeric,
            unitsStyle: unitsStyle, locale: evaluator.region.locale.foundation,
            calendar: evaluator.region.calendar)
        return style.format(DateFormatStyle.clamped(evaluator.now))
    }

    /// `.dateTime.weekday(.wide).day()`: the fields, read from the chain.
    static func fields(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> DateFieldsStyle
    {
        switch expression.kind {
        case .implicitMember(let name) where name.name == "dateTime":
            var style = DateFieldsStyle()
            style.region = evaluator.region
            return style
        case .call(let call):
            guard case .member(let base, let name, _) = call.callee.kind, call.arguments.count <= 1
            else { break }
            var style = try fields(base, evaluator: evaluator)
            var width: DateFieldsStyle.Width?
            if let argument = call.arguments.first {
                let names = DateFieldsStyle.Width.allCases.map(\.rawValue)
                width = DateFieldsStyle.Width(
                    rawValue: try Keywords.keyword(argument.value, in: names, evaluator: evaluator))
            }
            switch name.name {
            case "weekday": style.weekday = width ?? .abbreviated
            case "month": style.month = width ?? .abbreviated
            case "day": style.day = true
            case "year": style.year = true
            case "hour": style.hour = true
            case "minute": style.minute = true
            case "second": style.second = true
            default: throw InstantiationFailure(.unsupportedDateFormat(), at: name.range)
            }
            return style
        default:
            break
        }
        throw InstantiationFailure(.unsupportedDateFormat(), at: expression.range)
    }

    private static func names(_ label: String?) -> [String] {
        switch label {
        case "date": DateFormatStyle.DatePart.allCases.map(\.rawValue)
        case "time": DateFormatStyle.TimePart.allCases.map(\.rawValue)
        default: []
        }
    }
}

import Foundation
import WidgetArchive

/// `date.formatted()` and `date.formatted(date: .abbreviated, time:
/// .shortened)`, read from the call and formatted with the archive
/// vocabulary's `DateFormatStyle` when the body runs, as SwiftUI runs
/// `formatted` in a widget's body.
enum DateFormatting {
    /// The text of `date` in the style the call's arguments name.
    static func format(_ date: Date, _ call: Call, evaluator: ExpressionEvaluator) throws(InstantiationFailure) -> String {
        if call.arguments.isEmpty { return DateFormatStyle.standard.format(date) }
        var style = DateFormatStyle(date: .omitted, time: .omitted)
        for argument in call.arguments {
            let name = try Keywords.keyword(argument.value, in: Self.names(argument.label?.name), evaluator: evaluator)
            switch argument.label?.name {
            case "date": style.date = DateFormatStyle.DatePart(rawValue: name) ?? .omitted
            case "time": style.time = DateFormatStyle.TimePart(rawValue: name) ?? .omitted
            default: throw InstantiationFailure(.unsupportedFormat(), at: argument.range)
            }
        }
        return style.format(date)
    }

    private static func names(_ label: String?) -> [String] {
        switch label {
        case "date": DateFormatStyle.DatePart.allCases.map(\.rawValue)
        case "time": DateFormatStyle.TimePart.allCases.map(\.rawValue)
        default: []
        }
    }
}

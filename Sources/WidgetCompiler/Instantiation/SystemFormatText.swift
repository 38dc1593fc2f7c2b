import Foundation
import WidgetArchive
import WidgetSyntax

/// `Text(_:format:)` with a `SystemFormatStyle` (iOS 18): text that the
/// system updates as the clock runs, archived as a run the renderer
/// formats for the display's `now`.
///
/// - `.timer(countingDownIn:)` / `.timer(countingUpIn:)` of `.currentDate`:
///   a timer over the range, as `Text(timerInterval:countsDown:)` draws
///   it ("5:00" down to "0:00"); `showsHours` as there. `maxFieldCount`
///   and `maxPrecision` are read and not drawn (CHOICE: whole seconds).
/// - `.stopwatch(startingAt:)` of `.currentDate`: "00:05.23" (`maxPrecision`
///   `.milliseconds(10)` by default, `.seconds(_)` for none).
/// - `.offset(to: .now)` and `.reference(to: .now)` of a date: CHOICE,
///   drawn as `Text(date, style: .offset)` and `.relative` are (Apple shows
///   no sample output); a reference other than `.now` is refused.
struct SystemFormatText {
    let evaluator: ExpressionEvaluator

    /// The styles this reads, by their static member names.
    static let styles: Set<String> = ["timer", "stopwatch", "offset", "reference"]

    /// The run of `Text(subject, format: format)`, or nil when `format` is
    /// not a `SystemFormatStyle`.
    func run(_ subject: Expr, _ format: Expr) throws(InstantiationFailure) -> TextRun? {
        guard case .call(let call) = format.kind, case .implicitMember(let name) = call.callee.kind,
            Self.styles.contains(name.identifier.name)
        else { return nil }
        let style = name.identifier.name
        func argument(_ label: String) -> Expr? {
            call.arguments.first { $0.label?.name == label }?.value
        }
        switch style {
        case "timer", "stopwatch":
            guard Self.isCurrentDate(subject) else {
                throw InstantiationFailure(.systemFormatSource(style), at: subject.range)
            }
            let showsHours = try flag(argument("showsHours"), default: true)
            if style == "stopwatch" {
                let start = try date(argument("startingAt"), in: call, at: format.range)
                return TextRun(
                    .stopwatch(
                        start: start, showsHours: showsHours,
                        fractionDigits: try fractionDigits(argument("maxPrecision"))))
            }
            let countsDown = argument("countingDownIn") != nil
            guard let interval = argument("countingDownIn") ?? argument("countingUpIn"),
                case .range(.date(let start), .date(let end), _) = try evaluator.evaluate(interval)
            else {
                throw InstantiationFailure(.timerInterval(), at: format.range)
            }
            return TextRun(
                .timer(
                    start: start, end: end, pauseTime: nil, countsDown: countsDown,
                    showsHours: showsHours))
        default:
            guard let reference = argument("to"), Self.isNow(reference) else {
                throw InstantiationFailure(.systemFormatReference(style), at: format.range)
            }
            let moment = try date(subject, in: call, at: subject.range)
            return TextRun(.date(moment, style: style == "offset" ? "offset" : "relative"))
        }
    }

    /// `.currentDate`, the `TimeDataSource` of the clock.
    static func isCurrentDate(_ expression: Expr) -> Bool {
        if case .implicitMember(let name) = expression.kind {
            return name.identifier.name == "currentDate"
        }
        return false
    }

    /// `.now`, `Date.now` or `Date()`: the moment the text is shown.
    static func isNow(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember(let name): return name.identifier.name == "now"
        case .member(let base, let name, _):
            if case .identifier(let type) = base.kind {
                return type.name == "Date" && name.name == "now"
            }
            return false
        case .call(let call):
            if case .identifier(let type) = call.callee.kind {
                return type.name == "Date" && call.arguments.isEmpty
            }
            return false
        default: return false
        }
    }

    private func date(_ expression: Expr?, in call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> Date
    {
        guard let expression, case .date(let date) = try evaluator.evaluate(expression) else {
            throw InstantiationFailure(.styleNeedsDate(), at: expression?.range ?? range)
        }
        return date
    }

    private func flag(_ expression: Expr?, default value: Bool) throws(InstantiationFailure) -> Bool
    {
        guard let expression else { return value }
        guard case .bool(let flag) = try evaluator.evaluate(expression) else {
            throw InstantiationFailure(
                .displayTimeValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        }
        return flag
    }

    /// The digits of the second `maxPrecision` asks for: `.seconds(_)`
    /// none, `.milliseconds(n)` 1 to 3 (10 gives hundredths, the default).
    private func fractionDigits(_ expression: Expr?) throws(InstantiationFailure) -> Int {
        guard let expression else { return 2 }
        guard case .call(let call) = expression.kind,
            case .implicitMember(let unit) = call.callee.kind, call.arguments.count == 1,
            case .int(let amount) = try evaluator.evaluate(call.arguments[0].value)
        else { throw InstantiationFailure(.maxPrecision(), at: expression.range) }
        switch unit.identifier.name {
        case "seconds": return 0
        case "milliseconds": return amount >= 100 ? 1 : amount >= 10 ? 2 : 3
        default: throw InstantiationFailure(.maxPrecision(), at: expression.range)
        }
    }
}

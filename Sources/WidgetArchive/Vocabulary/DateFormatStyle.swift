import Foundation

/// Foundation's `Date.FormatStyle` date and time parts, as
/// `date.formatted(date:time:)` and `Text(date, style:)` show them.
///
/// CHOICE: en_US and UTC, the one locale and time zone of every wdl
/// output for now, so that archives and renders are the same on every
/// machine. The compiler formats `formatted(...)` with it when the body
/// runs (as SwiftUI does); the renderer formats symbolic `.date` and
/// `.time` runs with it at display time.
public struct DateFormatStyle: Sendable, Hashable {
    /// How the date part is shown.
    public enum DatePart: String, CaseIterable, Sendable {
        /// No date.
        case omitted
        /// `2/14/2026`.
        case numeric
        /// `Feb 14, 2026`.
        case abbreviated
        /// `February 14, 2026`.
        case long
        /// `Saturday, February 14, 2026`.
        case complete
    }

    /// How the time part is shown.
    public enum TimePart: String, CaseIterable, Sendable {
        /// No time.
        case omitted
        /// `8:00 AM`.
        case shortened
        /// `8:00:00 AM`.
        case standard
        /// `8:00:00 AM UTC`.
        case complete
    }

    /// The date part.
    public var date: DatePart
    /// The time part.
    public var time: TimePart

    /// Creates a style.
    public init(date: DatePart, time: TimePart) {
        self.date = date
        self.time = time
    }

    /// `date.formatted()`: numeric date, shortened time.
    public static let standard = DateFormatStyle(date: .numeric, time: .shortened)

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The text of `moment`: the date, then the time, joined by ", "
    /// after a numeric date and " at " after a written one, as en_US does.
    public func format(_ moment: Date) -> String {
        let fields = Self.fields(moment)
        let datePart = dateText(fields)
        let timePart = timeText(fields)
        if datePart.isEmpty { return timePart }
        if timePart.isEmpty { return datePart }
        return datePart + (date == .numeric ? ", " : " at ") + timePart
    }

    private func dateText(_ fields: Fields) -> String {
        let month = Self.monthNames[Int(fields.month) - 1]
        switch date {
        case .omitted: return ""
        case .numeric: return "\(fields.month)/\(fields.day)/\(fields.year)"
        case .abbreviated: return "\(month.prefix(3)) \(fields.day), \(fields.year)"
        case .long: return "\(month) \(fields.day), \(fields.year)"
        case .complete: return "\(Self.weekdayNames[Int(fields.weekday)]), \(month) \(fields.day), \(fields.year)"
        }
    }

    private func timeText(_ fields: Fields) -> String {
        let twelve = fields.hour % 12 == 0 ? 12 : fields.hour % 12
        let meridiem = fields.hour < 12 ? "AM" : "PM"
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        switch time {
        case .omitted: return ""
        case .shortened: return "\(twelve):\(two(fields.minute)) \(meridiem)"
        case .standard: return "\(twelve):\(two(fields.minute)):\(two(fields.second)) \(meridiem)"
        case .complete: return "\(twelve):\(two(fields.minute)):\(two(fields.second)) \(meridiem) UTC"
        }
    }

    /// A date's calendar fields in UTC; `weekday` 0 is Sunday.
    public typealias Fields = (year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64, weekday: Int64)

    /// The calendar fields of `moment` in UTC, for dates within about
    /// ±3,000 years (others are clamped, so any archived date converts
    /// safely).
    public static func fields(_ moment: Date) -> Fields {
        let raw = moment.timeIntervalSince1970
        let seconds = Int64((raw.isFinite ? min(max(raw, -1e11), 1e11) : 0).rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        let (year, month, day) = ISODate.civil(fromDays: days)
        // 1 January 1970 was a Thursday.
        let weekday = ((days + 4) % 7 + 7) % 7
        return (year, month, day, rest / 3600, rest / 60 % 60, rest % 60, weekday)
    }
}

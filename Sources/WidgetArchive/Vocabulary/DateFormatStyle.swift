import Foundation

/// The locales renders format dates in (`wdl render --locale`).
/// CHOICE: the time zone is UTC in every locale, so that renders are the
/// same on every machine; en_US is the default.
public enum DisplayLocale: String, CaseIterable, Sendable, Hashable {
    case enUS = "en-US"
    case koKR = "ko-KR"
}

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
    /// The locale's words and order.
    public var locale: DisplayLocale

    /// Creates a style.
    public init(date: DatePart, time: TimePart, locale: DisplayLocale = .enUS) {
        self.date = date
        self.time = time
        self.locale = locale
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
        if locale == .koKR { return datePart + " " + timePart }
        return datePart + (date == .numeric ? ", " : " at ") + timePart
    }

    private static let koreanWeekdays = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]

    /// ko-KR: `2025. 2. 14.`, `2025년 2월 14일`, `2025년 2월 14일 금요일`.
    private func koreanDate(_ fields: Fields) -> String {
        switch date {
        case .omitted: return ""
        case .numeric, .abbreviated: return "\(fields.year). \(fields.month). \(fields.day)."
        case .long: return "\(fields.year)년 \(fields.month)월 \(fields.day)일"
        case .complete: return "\(fields.year)년 \(fields.month)월 \(fields.day)일 \(Self.koreanWeekdays[Int(fields.weekday)])"
        }
    }

    private func dateText(_ fields: Fields) -> String {
        if locale == .koKR { return koreanDate(fields) }
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
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if locale == .koKR {
            // `오전 8:00`: the day period first.
            let period = fields.hour < 12 ? "오전" : "오후"
            switch time {
            case .omitted: return ""
            case .shortened: return "\(period) \(twelve):\(two(fields.minute))"
            case .standard: return "\(period) \(twelve):\(two(fields.minute)):\(two(fields.second))"
            case .complete: return "\(period) \(twelve):\(two(fields.minute)):\(two(fields.second)) UTC"
            }
        }
        let meridiem = fields.hour < 12 ? "AM" : "PM"
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

/// Foundation's `Date.FormatStyle.dateTime` with chosen fields
/// (`.dateTime.weekday(.wide).month().day()`), in en_US and UTC as
/// `DateFormatStyle`: the fields are shown in the locale's order, not the
/// order written, as ICU's skeletons do ("Sat, Feb 14", "8:05 AM").
public struct DateFieldsStyle: Sendable, Hashable {
    /// How a weekday or month name is written.
    public enum Width: String, CaseIterable, Sendable {
        /// `Sat`, `Feb`.
        case abbreviated
        /// `Saturday`, `February`.
        case wide
        /// `S`, `F`.
        case narrow
        /// `Sa` (weekdays only).
        case short
        /// `2` (months only).
        case defaultDigits
        /// `02` (months only).
        case twoDigits
    }

    public var weekday: Width?
    public var month: Width?
    public var day = false
    public var year = false
    public var hour = false
    public var minute = false
    public var second = false

    /// Creates a style with no fields (`.dateTime` alone shows the date and time).
    public init() {}

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private var isEmpty: Bool { weekday == nil && month == nil && !day && !year && !hour && !minute && !second }

    /// The text of `moment`.
    public func format(_ moment: Date) -> String {
        if isEmpty { return DateFormatStyle.standard.format(moment) }
        let fields = DateFormatStyle.fields(moment)
        let date = dateText(fields), time = timeText(fields)
        return [date, time].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func name(_ full: String, _ width: Width) -> String {
        switch width {
        case .wide: full
        case .narrow: String(full.prefix(1))
        case .short: String(full.prefix(2))
        default: String(full.prefix(3))
        }
    }

    private func dateText(_ fields: DateFormatStyle.Fields) -> String {
        var text = ""
        if let month {
            if month == .defaultDigits || month == .twoDigits {
                let number = month == .twoDigits && fields.month < 10 ? "0\(fields.month)" : "\(fields.month)"
                text = ([number] + (day ? ["\(fields.day)"] : []) + (year ? ["\(fields.year)"] : [])).joined(separator: "/")
            } else {
                text = Self.name(Self.months[Int(fields.month) - 1], month)
                if day { text += " \(fields.day)" }
                if year { text += (day ? ", " : " ") + "\(fields.year)" }
            }
        } else {
            text = ((day ? ["\(fields.day)"] : []) + (year ? ["\(fields.year)"] : [])).joined(separator: " ")
        }
        guard let weekday else { return text }
        let name = Self.name(Self.weekdays[Int(fields.weekday)], weekday)
        if text.isEmpty { return name }
        // "14 Sat" with a day alone, "Sat, Feb 14" with a month.
        return month == nil && day && !year ? "\(text) \(name)" : "\(name), \(text)"
    }

    private func timeText(_ fields: DateFormatStyle.Fields) -> String {
        guard hour || minute || second else { return "" }
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard hour else { return [minute ? "\(fields.minute)" : nil, second ? two(fields.second) : nil].compactMap { $0 }.joined(separator: ":") }
        let twelve = fields.hour % 12 == 0 ? 12 : fields.hour % 12
        var text = "\(twelve)"
        if minute || second { text += ":" + two(fields.minute) }
        if second { text += ":" + two(fields.second) }
        return text + (fields.hour < 12 ? " AM" : " PM")
    }
}

import Foundation

/// Foundation's `Date.FormatStyle` date and time parts, as
/// `date.formatted(date:time:)` and `Text(date, style:)` show them.
///
/// The text comes from Foundation in the style's region (en-US and UTC
/// unless `--locale` and `--time-zone` say otherwise), as a device
/// formats it: "Nov 21, 2026 at 8:00 AM" (a narrow no-break space before
/// AM, as iOS 17 and later write it), "2026년 11월 21일 오전 8:00". The
/// compiler formats `formatted(...)` with it when the body runs (as
/// SwiftUI does); the renderer formats symbolic `.date` and `.time` runs
/// with it at display time.
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

        var foundation: Date.FormatStyle.DateStyle {
            switch self {
            case .omitted: .omitted
            case .numeric: .numeric
            case .abbreviated: .abbreviated
            case .long: .long
            case .complete: .complete
            }
        }
    }

    /// How the time part is shown.
    public enum TimePart: String, CaseIterable, Sendable {
        /// No time.
        case omitted
        /// `8:00 AM`.
        case shortened
        /// `8:00:00 AM`.
        case standard
        /// `8:00:00 AM GMT`.
        case complete

        var foundation: Date.FormatStyle.TimeStyle {
            switch self {
            case .omitted: .omitted
            case .shortened: .shortened
            case .standard: .standard
            case .complete: .complete
            }
        }
    }

    /// The date part.
    public var date: DatePart
    /// The time part.
    public var time: TimePart
    /// The locale and time zone.
    public var region: DisplayRegion

    /// Creates a style.
    public init(date: DatePart, time: TimePart, region: DisplayRegion = .standard) {
        self.date = date
        self.time = time
        self.region = region
    }

    /// `date.formatted()`: numeric date, shortened time.
    public static let standard = DateFormatStyle(date: .numeric, time: .shortened)

    /// The text of `moment`.
    public func format(_ moment: Date) -> String {
        let style = Date.FormatStyle(
            date: date.foundation, time: time.foundation, locale: region.locale.foundation,
            calendar: region.calendar, timeZone: region.timeZone.foundation)
        return style.format(Self.clamped(moment))
    }

    /// `moment` within about ±3,000 years of 1970, so that any date an
    /// archive holds formats (ICU's calendar has limits).
    public static func clamped(_ moment: Date) -> Date {
        let seconds = moment.timeIntervalSince1970
        return Date(timeIntervalSince1970: seconds.isFinite ? min(max(seconds, -1e11), 1e11) : 0)
    }
}

/// Foundation's `Date.FormatStyle.dateTime` with chosen fields
/// (`.dateTime.weekday(.wide).month().day()`), formatted by Foundation in
/// the style's region: the fields are shown in the locale's order, not
/// the order written, as ICU's skeletons do ("Sat, Nov 21", "8:05 AM").
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

    /// The weekday's width, or nil for no weekday.
    public var weekday: Width?
    /// The month's width, or nil for no month.
    public var month: Width?
    /// Whether the day of the month is shown.
    public var day = false
    /// Whether the year is shown.
    public var year = false
    /// Whether the hour is shown.
    public var hour = false
    /// Whether the minute is shown.
    public var minute = false
    /// Whether the second is shown.
    public var second = false
    /// The locale and time zone.
    public var region = DisplayRegion.standard

    /// Creates a style with no fields (`.dateTime` alone shows the date and time).
    public init() {}

    private var isEmpty: Bool {
        weekday == nil && month == nil && !day && !year && !hour && !minute && !second
    }

    /// The text of `moment`.
    public func format(_ moment: Date) -> String {
        if isEmpty {
            return DateFormatStyle(date: .numeric, time: .shortened, region: region).format(moment)
        }
        var style = Date.FormatStyle(
            locale: region.locale.foundation, calendar: region.calendar,
            timeZone: region.timeZone.foundation)
        if let weekday { style = style.weekday(Self.weekday(weekday)) }
        if let month { style = style.month(Self.month(month)) }
        if day { style = style.day() }
        if year { style = style.year() }
        if hour { style = style.hour() }
        if minute { style = style.minute() }
        if second { style = style.second() }
        return style.format(DateFormatStyle.clamped(moment))
    }

    private static func weekday(_ width: Width) -> Date.FormatStyle.Symbol.Weekday {
        switch width {
        case .wide: .wide
        case .narrow: .narrow
        case .short: .short
        default: .abbreviated
        }
    }

    private static func month(_ width: Width) -> Date.FormatStyle.Symbol.Month {
        switch width {
        case .wide: .wide
        case .narrow: .narrow
        case .defaultDigits: .defaultDigits
        case .twoDigits: .twoDigits
        default: .abbreviated
        }
    }
}

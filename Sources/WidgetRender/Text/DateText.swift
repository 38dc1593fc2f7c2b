import Foundation
import WidgetArchive

/// Dates shown with a style, formatted for the display's `now` as
/// SwiftUI does on a device, in the display's locale (en_US unless
/// `--locale` says ko-KR) and UTC (CHOICE: one time zone, so renders are
/// the same on every machine).
///
/// Facts §7: `.timer` counts down to a future date and up from a past
/// one ("15:00"); `.relative` is the absolute difference ("11 min, 14
/// sec"); `.offset` is signed, "-" for the future and "+" for the past
/// ("-11 minutes"); `.date` is "November 21, 2026"; `.time` is "9:41 AM".
public enum DateText {
    /// A date in a style.
    public static func format(_ date: Date, style: DateStyle?, now: Date, locale: DisplayLocale = .enUS) -> String {
        switch style {
        case .timer: return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case .relative: return components(from: min(date, now), to: max(date, now), abbreviated: true, locale: locale)
        case .offset:
            let text = components(from: min(date, now), to: max(date, now), abbreviated: false, locale: locale)
            if date == now { return text }
            return (date > now ? "-" : "+") + text
        case .time: return DateFormatStyle(date: .omitted, time: .shortened, locale: locale).format(date)
        // `.date`, and a style no version of wdl writes (a hand-made archive): the long date.
        case .date, nil: return DateFormatStyle(date: .long, time: .omitted, locale: locale).format(date)
        }
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    public static func timer(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool, now: Date) -> String {
        let moment = min(max(pauseTime ?? now, start), end)
        let seconds = countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
        return clock(seconds, showsHours: showsHours)
    }

    /// The fraction of `start...end` elapsed at `now` (for `ProgressView(timerInterval:)`).
    public static func progress(start: Date, end: Date, now: Date) -> Double {
        let total = end.timeIntervalSince(start)
        guard total > 0 else { return 1 }
        return min(1, max(0, now.timeIntervalSince(start) / total))
    }

    /// Seconds limited to about ±3,000 years, so that any date an archive
    /// holds converts to whole numbers safely.
    static func clamped(_ seconds: Double) -> Double {
        seconds.isFinite ? min(max(seconds, -1e11), 1e11) : 0
    }

    /// `4:05`, `1:04:05`, or with showsHours false `64:05`.
    static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
        let total = Int(Self.clamped(interval).rounded(.down))
        let seconds = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, total >= 3600 {
            return "\(total / 3600):\(two(total / 60 % 60)):\(two(seconds))"
        }
        return "\(total / 60):\(two(seconds))"
    }

    /// A date's calendar fields in UTC (the archive vocabulary's table).
    static func fields(_ date: Date) -> DateFormatStyle.Fields {
        DateFormatStyle.fields(date)
    }

    /// The two largest non-zero units between two dates: "6 yr, 4 mo",
    /// "11 min, 14 sec"; full words unless `abbreviated`. Units borrow as
    /// the Gregorian calendar does (a month is the length of the month
    /// before the end date).
    static func components(from start: Date, to end: Date, abbreviated: Bool, locale: DisplayLocale = .enUS) -> String {
        let a = fields(start), b = fields(end)
        var years = b.year - a.year, months = b.month - a.month, days = b.day - a.day
        var hours = b.hour - a.hour, minutes = b.minute - a.minute, seconds = b.second - a.second
        if seconds < 0 { seconds += 60; minutes -= 1 }
        if minutes < 0 { minutes += 60; hours -= 1 }
        if hours < 0 { hours += 24; days -= 1 }
        if days < 0 {
            let previousMonth = b.month == 1 ? 12 : b.month - 1
            days += ISODate.daysIn(month: previousMonth, year: b.month == 1 ? b.year - 1 : b.year)
            months -= 1
        }
        if months < 0 { months += 12; years -= 1 }
        var units: [(Int64, String, String)] = [
            (years, "yr", "year"), (months, "mo", "month"), (0, "wk", "week"),
            (days, "day", "day"), (hours, "hr", "hour"), (minutes, "min", "minute"), (seconds, "sec", "second"),
        ]
        // Weeks show only under a month, as Foundation's formatter does.
        if units[0].0 == 0, units[1].0 == 0, units[3].0 >= 7 {
            units[2].0 = units[3].0 / 7
            units[3].0 %= 7
        }
        let shown = units.drop { $0.0 == 0 }.prefix(2).filter { $0.0 != 0 }
        if locale == .koKR {
            // `11분 14초`: the same units, in Korean, abbreviated or not.
            let korean = ["yr": "년", "mo": "개월", "wk": "주", "day": "일", "hr": "시간", "min": "분", "sec": "초"]
            if shown.isEmpty { return "0초" }
            return shown.map { value, short, _ in "\(value)\(korean[short] ?? short)" }.joined(separator: " ")
        }
        if shown.isEmpty { return abbreviated ? "0 sec" : "0 seconds" }
        return shown.map { value, short, long in
            if abbreviated { return "\(value) \(short == "day" && value != 1 ? "days" : short)" }
            return "\(value) \(long)\(value == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}

import Foundation

/// Dates shown with a style, formatted for the display's `now` as
/// SwiftUI does on a device, in en_US and UTC (CHOICE: one locale and
/// time zone, so renders are the same on every machine).
///
/// Facts §7: `.timer` counts down to a future date and up from a past
/// one ("15:00"); `.relative` is the absolute difference ("11 min, 14
/// sec"); `.offset` is signed, "-" for the future and "+" for the past
/// ("-11 minutes"); `.date` is "November 21, 2026"; `.time` is "9:41 AM".
public enum DateText {
    /// A date in a style.
    public static func format(_ date: Date, style: String, now: Date) -> String {
        switch style {
        case "timer": return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case "relative": return components(from: min(date, now), to: max(date, now), abbreviated: true)
        case "offset":
            let text = components(from: min(date, now), to: max(date, now), abbreviated: false)
            if date == now { return text }
            return (date > now ? "-" : "+") + text
        case "date": return longDate(date)
        case "time": return time(date)
        default: return longDate(date)
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

    /// `4:05`, `1:04:05`, or with showsHours false `64:05`.
    static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
        let total = Int(interval.rounded(.down))
        let seconds = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, total >= 3600 {
            return "\(total / 3600):\(two(total / 60 % 60)):\(two(seconds))"
        }
        return "\(total / 60):\(two(seconds))"
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The two largest non-zero units between two dates: "6 yr, 4 mo",
    /// "11 min, 14 sec"; full words unless `abbreviated`.
    static func components(from start: Date, to end: Date, abbreviated: Bool) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        var units: [(Int, String, String)] = [
            (parts.year ?? 0, "yr", "year"), (parts.month ?? 0, "mo", "month"), (0, "wk", "week"),
            (parts.day ?? 0, "day", "day"), (parts.hour ?? 0, "hr", "hour"), (parts.minute ?? 0, "min", "minute"),
            (parts.second ?? 0, "sec", "second"),
        ]
        // Weeks show only under a month, as Foundation's formatter does.
        if units[0].0 == 0, units[1].0 == 0, units[3].0 >= 7 {
            units[2].0 = units[3].0 / 7
            units[3].0 %= 7
        }
        let shown = units.drop { $0.0 == 0 }.prefix(2).filter { $0.0 != 0 }
        if shown.isEmpty { return abbreviated ? "0 sec" : "0 seconds" }
        return shown.map { value, short, long in
            if abbreviated { return "\(value) \(short == "day" && value != 1 ? "days" : short)" }
            return "\(value) \(long)\(value == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// `November 21, 2026`.
    static func longDate(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(monthNames[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 2001)"
    }

    /// `9:41 AM`.
    static func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}

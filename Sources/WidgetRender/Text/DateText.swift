import Foundation
import WidgetArchive

/// Dates shown with a style, formatted for the display's `now` as
/// SwiftUI does on a device, by Foundation in the display's region
/// (en-US and UTC unless `--locale` and `--time-zone` say otherwise).
///
/// Facts §7: `.timer` counts down to a future date and up from a past
/// one ("15:00"); `.relative` is the absolute difference ("11 min, 14
/// sec"); `.offset` is signed, "-" for the future and "+" for the past
/// ("-11 minutes"); `.date` is "November 21, 2026"; `.time` is "9:41 AM".
public enum DateText {
    /// A date in a style.
    public static func format(
        _ date: Date, style: DateStyle?, now: Date, region: DisplayRegion = .standard
    ) -> String {
        switch style {
        case .timer: return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case .relative:
            return DurationText.between(
                min(date, now), max(date, now), abbreviated: true, region: region)
        case .offset:
            let text = DurationText.between(
                min(date, now), max(date, now), abbreviated: false, region: region)
            if date == now { return text }
            return (date > now ? "-" : "+") + text
        case .time:
            return DateFormatStyle(date: .omitted, time: .shortened, region: region).format(date)
        // `.date`, and a style no version of wdl writes (a hand-made archive): the long date.
        case .date, nil:
            return DateFormatStyle(date: .long, time: .omitted, region: region).format(date)
        }
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    public static func timer(
        start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool, now: Date
    ) -> String {
        let moment = min(max(pauseTime ?? now, start), end)
        let seconds = countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
        return clock(seconds, showsHours: showsHours)
    }

    /// `SystemFormatStyle.Stopwatch` (iOS 18): the time since `start`
    /// (none before it), `00:05.23`; from an hour `01:00:00.00` when it
    /// shows hours, else the minutes go on (`61:00.00`). Minutes and
    /// seconds always take two digits, as the system's stopwatch does.
    public static func stopwatch(start: Date, showsHours: Bool, fractionDigits: Int, now: Date)
        -> String
    {
        let elapsed = max(0, Self.clamped(now.timeIntervalSince(start)))
        let digits = min(3, max(0, fractionDigits))
        let scale = [1.0, 10, 100, 1000][digits]
        // A thousandth of a tick absorbs what dates lose in binary (59.999 s).
        let ticks = Int((elapsed * scale + 1e-3).rounded(.down))
        let whole = ticks / Int(scale)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text =
            showsHours && whole >= 3600
            ? "\(two(whole / 3600)):\(two(whole / 60 % 60)):\(two(whole % 60))"
            : "\(two(whole / 60)):\(two(whole % 60))"
        if digits > 0 {
            let fraction = String(ticks % Int(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
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
}

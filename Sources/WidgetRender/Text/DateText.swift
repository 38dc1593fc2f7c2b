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

import Foundation

/// How long the system keeps a Live Activity, in one place. Source:
/// Apple's "Displaying live data with Live Activities" (ActivityKit; facts
/// §9, D-LA) and `ActivityUIDismissalPolicy` (D-SYM): an activity is active
/// for up to 8 hours, after which the system ends it and it leaves the
/// Dynamic Island at once; an ended activity stays on the Lock Screen for
/// up to 4 more hours (12 hours at most in all) unless its dismissal policy
/// removes it sooner: `.immediate` at once, `.after(date)` at that date or
/// 4 hours after the end, whichever comes first, `.default` after the 4 hours.
public enum ActivityLifetime {
    /// The longest an activity is active before the system ends it.
    public static let maximumActive: TimeInterval = 8 * 3600
    /// The longest an ended activity stays on the Lock Screen.
    public static let maximumAfterEnd: TimeInterval = 4 * 3600

    /// When an activity started at `start` and ended by the app at
    /// `requestedEnd` (nil: never) really ends: the request, or the
    /// 8-hour limit when it comes first.
    public static func end(start: Date, requestedEnd: Date?) -> (date: Date, bySystem: Bool) {
        let limit = start.addingTimeInterval(maximumActive)
        guard let requestedEnd, requestedEnd <= limit else { return (limit, true) }
        return (requestedEnd, false)
    }

    /// When an activity that ended at `end` leaves the Lock Screen under
    /// `policy`. CHOICE (UNCONFIRMED: Apple does not say which policy an
    /// activity the system ended keeps): one the system ends at the 8-hour
    /// limit is removed as under `.default`, so callers pass `.default` then.
    public static func removal(end: Date, policy: DismissalPolicy) -> Date {
        let latest = end.addingTimeInterval(maximumAfterEnd)
        switch policy {
        case .default: return latest
        case .immediate: return end
        case .after(let date): return min(max(date, end), latest)
        }
    }
}

/// `ActivityUIDismissalPolicy`: when an ended activity leaves the Lock Screen.
public enum DismissalPolicy: Hashable, Sendable {
    /// Up to 4 hours after the end.
    case `default`
    /// At once.
    case immediate
    /// At the date, or 4 hours after the end when that comes first.
    case after(Date)
}

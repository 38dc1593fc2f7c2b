import Foundation
import WidgetArchive

/// When each entry of a timeline is on screen, and when WidgetKit asks
/// for the next timeline under each reload policy (Docs/WidgetKitFacts.md §8):
/// `atEnd` asks once the last entry's date has passed, `after(date)` at
/// that date (entries dated after it are never shown, since the new
/// timeline replaces this one), `never` only when the app calls
/// `WidgetCenter.shared.reloadTimelines(ofKind:)`.
public struct TimelineSchedule: Sendable {
    /// One entry's time on screen.
    public struct Slot: Sendable, Equatable {
        /// The entry's position, from 1.
        public var entry: Int
        /// When it goes on screen.
        public var start: Date
        /// When the next entry replaces it; nil for the last, which stays
        /// until a new timeline arrives.
        public var end: Date?
        /// False when a reload before its date means it is never shown.
        public var shown: Bool
    }

    /// When the next timeline is requested under one policy.
    public struct Request: Sendable, Equatable {
        /// The policy.
        public var policy: ReloadPolicy
        /// When WidgetKit asks; nil for `never`.
        public var date: Date?
        /// How many timelines a day this pace asks for (0 for `never`).
        public var reloadsPerDay: Int
        /// Entries dated after the request, which are never shown.
        public var unshownEntries: [Int]
    }

    /// The entries on screen, under the timeline's own policy.
    public var slots: [Slot]
    /// The next request under `atEnd`, `after(date)` and `never`, in that order.
    public var requests: [Request]
    /// The most reloads a day before WidgetKit's budget runs out (D-KEEP: 40 to 70).
    public static let dailyBudget = TimelineChecker.dailyBudget

    /// The schedule of entries dated `dates` (ascending) whose own policy
    /// is `policy`; `after` is the date the `after` row uses.
    public init(dates: [Date], policy: ReloadPolicy, after: Date) {
        let first = dates.first ?? after
        let last = dates.last ?? after
        func request(_ policy: ReloadPolicy) -> Request {
            switch policy {
            case .never:
                return Request(policy: .never, date: nil, reloadsPerDay: 0, unshownEntries: [])
            case .atEnd:
                return Request(
                    policy: .atEnd, date: last,
                    reloadsPerDay: Self.perDay(last.timeIntervalSince(first)), unshownEntries: [])
            case .after(let date):
                let unshown = dates.indices.filter { dates[$0] > date }.map { $0 + 1 }
                return Request(
                    policy: policy, date: date,
                    reloadsPerDay: Self.perDay(date.timeIntervalSince(first)),
                    unshownEntries: unshown)
            }
        }
        let own = request(policy)
        slots = dates.indices.map { index in
            Slot(
                entry: index + 1, start: dates[index],
                end: index + 1 < dates.count ? dates[index + 1] : nil,
                shown: !own.unshownEntries.contains(index + 1))
        }
        let afterDate: Date
        if case .after(let date) = policy { afterDate = date } else { afterDate = after }
        requests = [request(.atEnd), request(.after(afterDate)), request(.never)]
    }

    /// Timelines a day when one lasts `period` seconds; a timeline that
    /// lasts no time at all is asked for again at once, which the budget
    /// caps, so it counts as over the budget.
    static func perDay(_ period: TimeInterval) -> Int {
        guard period > 0 else { return TimelineChecker.dailyBudget + 1 }
        return Int((86_400 / period).rounded(.up))
    }
}

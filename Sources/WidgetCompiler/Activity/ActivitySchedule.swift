import Foundation

/// What a Live Activity shows when, from its updates file: each content
/// on screen from its date until the next, stale from its `staleDate`,
/// in the Dynamic Island and on the Lock Screen until the activity ends
/// (by the app, or by the system at the 8-hour limit), then on the Lock
/// Screen alone until its dismissal policy removes it (`ActivityLifetime`).
public struct ActivitySchedule: Sendable, Equatable {
    /// One stretch of time with one thing on screen.
    public struct Row: Sendable, Equatable {
        /// When it starts.
        public var start: Date
        /// When it stops.
        public var end: Date
        /// The archive entry shown (from 1: the start, each update, the final state).
        public var entry: Int
        /// `start`, `update 2`, `final state`.
        public var name: String
        /// Whether the content is stale (`isStale` is true).
        public var stale: Bool
        /// Whether the activity has ended: it is on the Lock Screen only.
        public var ended: Bool
    }

    /// When the activity starts.
    public var start: Date
    /// When the app requested a scheduled start (iOS 26); nil when it
    /// started at once. Nothing is on screen before `start`.
    public var requested: Date?
    /// The latest it can end: 8 hours after the start.
    public var limit: Date
    /// When it ends.
    public var end: Date
    /// True when the system ended it at the limit rather than the app.
    public var endedBySystem: Bool
    /// The policy that removes it from the Lock Screen (`.default` when the system ended it).
    public var dismissalPolicy: DismissalPolicy
    /// When it leaves the Lock Screen.
    public var removal: Date
    /// What is on screen, in order, with no gaps from `start` to `removal`.
    public var rows: [Row]
    /// Contents that never go on screen (dated after the end), with why.
    public var neverShown: [(entry: Int, name: String, reason: String)]

    /// Equal when every date and row is.
    public static func == (lhs: ActivitySchedule, rhs: ActivitySchedule) -> Bool {
        lhs.start == rhs.start && lhs.requested == rhs.requested && lhs.end == rhs.end
            && lhs.endedBySystem == rhs.endedBySystem
            && lhs.dismissalPolicy == rhs.dismissalPolicy
            && lhs.removal == rhs.removal && lhs.rows == rhs.rows
            && lhs.neverShown.map(\.entry) == rhs.neverShown.map(\.entry)
    }

    /// The schedule of checked updates.
    public init(_ updates: ActivityUpdates) {
        let contents = updates.contents
        let hasFinalState = updates.end?.state != nil
        let names = contents.indices.map { index in
            index == 0
                ? "start"
                : hasFinalState && index == contents.count - 1 ? "final state" : "update \(index)"
        }
        start = updates.start.date
        requested = updates.requested
        limit = start.addingTimeInterval(ActivityLifetime.maximumActive)
        (end, endedBySystem) = ActivityLifetime.end(start: start, requestedEnd: updates.end?.date)
        dismissalPolicy = endedBySystem ? .default : updates.end?.dismissalPolicy ?? .default
        removal = ActivityLifetime.removal(end: end, policy: dismissalPolicy)

        var shown: [Int] = []
        neverShown = []
        for index in contents.indices {
            let isFinal = hasFinalState && index == contents.count - 1
            if isFinal && endedBySystem {
                neverShown.append((index + 1, names[index], "the system ended the activity first"))
            } else if !isFinal && index > 0 && contents[index].date >= end {
                neverShown.append(
                    (
                        index + 1, names[index],
                        endedBySystem
                            ? "the system ended the activity first" : "the activity has ended"
                    ))
            } else if contents[index].date >= removal {
                neverShown.append(
                    (index + 1, names[index], "the dismissal policy removes the activity at once"))
            } else {
                shown.append(index)
            }
        }
        rows = []
        for (position, index) in shown.enumerated() {
            let from = contents[index].date
            let until = position + 1 < shown.count ? contents[shown[position + 1]].date : removal
            guard from < until else { continue }
            // The stretch is cut where the content turns stale and where the activity ends.
            let cuts =
                ([contents[index].staleDate, end].compactMap { $0 }.filter {
                    $0 > from && $0 < until
                } + [from, until])
            let points = Array(Set(cuts)).sorted()
            for (a, b) in zip(points, points.dropFirst()) {
                let stale = contents[index].staleDate.map { a >= $0 } ?? false
                rows.append(
                    Row(
                        start: a, end: b, entry: index + 1, name: names[index], stale: stale,
                        ended: a >= end))
            }
        }
    }
}

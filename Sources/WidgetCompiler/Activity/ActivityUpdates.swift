import Foundation
import WidgetArchive
import WidgetSyntax

/// A Live Activity's life as data: `NAME.updates.json` beside `NAME.wdl`,
/// what the app would pass to ActivityKit's `request`, `update` and `end`:
///
/// ```json
/// {
///   "start":   { "date": DATE, "attributes": { ... }, "state": { ... }, "staleDate": DATE },
///   "updates": [ { "date": DATE, "state": { ... }, "staleDate": DATE } ],
///   "end":     { "date": DATE, "state": { ... }, "dismissalPolicy": "default" | "immediate" | { "after": DATE } }
/// }
/// ```
///
/// `attributes` (default: the placeholder's), every `staleDate`,
/// `updates`, `end`, the end's `state` and `dismissalPolicy` (default
/// `"default"`) are optional. `ActivityUpdatesChecker` reads and checks it.
public struct ActivityUpdates: Sendable {
    /// One `ActivityContent`: a state from a date, and when it turns stale.
    public struct Content: Sendable {
        /// When it goes on screen.
        public var date: Date
        /// When it turns stale (`isStale` becomes true), if ever.
        public var staleDate: Date?
        /// The state as written, checked against the `state` schema.
        let state: RecordValue
    }

    /// `Activity.end(_:dismissalPolicy:)`.
    public struct End: Sendable {
        /// When the app ends the activity.
        public var date: Date
        /// When it leaves the Lock Screen.
        public var dismissalPolicy: DismissalPolicy
        /// The final state, when the end gives one.
        let state: RecordValue?
    }

    /// The activity's start (`Activity.request`).
    public var start: Content
    /// When the app asked for a start at `start.date`, for a scheduled
    /// Live Activity (`request(...start:)`, iOS 26); nil: the activity
    /// starts when it is requested.
    public var requested: Date?
    /// The attributes as written; nil: the placeholder's.
    let attributes: RecordValue?
    /// The first iOS that starts a requested activity later (`request(attributes:content:pushType:style:alertConfiguration:start:)`).
    public static let scheduledStart = OSVersion(26)

    /// The updates in date order.
    public var updates: [Content]
    /// The end, when the app ends the activity.
    public var end: End?

    /// Everything that goes on screen, in order: the start, each update,
    /// and the end's final state when it has one. These are the archive's
    /// entries, numbered from 1 in that order.
    public var contents: [Content] {
        var all = [start] + updates
        if let end, let state = end.state {
            all.append(Content(date: end.date, staleDate: nil, state: state))
        }
        return all
    }

    /// The file beside a source: `Riding.wdl` has `Riding.updates.json`
    /// (as a widget has `Riding.timeline.json`).
    public static func path(beside source: String) -> String {
        (source.hasSuffix(".wdl") ? String(source.dropLast(4)) : source) + ".updates.json"
    }
}

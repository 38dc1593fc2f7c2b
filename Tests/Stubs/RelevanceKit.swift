// A stub of RelevanceKit: the clues a widget's relevance gives the
// watch's Smart Stack, as Apple's pages declare them.
import Foundation

/// https://developer.apple.com/documentation/relevancekit/relevantcontext
public struct RelevantContext: Sendable {
    /// https://developer.apple.com/documentation/relevancekit/relevantcontext/date(_:)
    public static func date(_ exact: Date) -> RelevantContext { RelevantContext() }
    /// https://developer.apple.com/documentation/relevancekit/relevantcontext/date(from:to:)
    @available(iOS, deprecated: 26.0, message: "use date(range:kind:)")
    @available(watchOS, deprecated: 26.0, message: "use date(range:kind:)")
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext() }
    /// https://developer.apple.com/documentation/relevancekit/relevantcontext/date(range:kind:)
    @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static func date(range: ClosedRange<Date>, kind: DateKind) -> RelevantContext {
        RelevantContext()
    }

    /// https://developer.apple.com/documentation/relevancekit/relevantcontext/datekind
    @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct DateKind: Sendable {
        /// https://developer.apple.com/documentation/relevancekit/relevantcontext/datekind/default
        public static var `default`: DateKind { DateKind() }
        /// https://developer.apple.com/documentation/relevancekit/relevantcontext/datekind/informational
        public static var informational: DateKind { DateKind() }
        /// https://developer.apple.com/documentation/relevancekit/relevantcontext/datekind/scheduled
        public static var scheduled: DateKind { DateKind() }
    }
}

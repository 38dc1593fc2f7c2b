import Foundation
import WidgetArchive
import WidgetSyntax

/// One relevance clue of a timeline file's `"relevance"` list: when the
/// widget is relevant in a Smart Stack, as a `WidgetRelevanceAttribute`
/// with a `RelevantContext` (RelevanceKit) gives it. The list is in
/// priority order, as Apple asks. RelevanceKit acts on watchOS only; on
/// the other platforms the system ignores it (the `timeline-relevance`
/// warning says so).
///
/// ```json
/// "relevance": [ { "date": DATE }, { "from": DATE, "to": DATE, "kind": "scheduled" } ]
/// ```
public struct RelevanceClue: Hashable, Sendable {
    /// The moment the widget is most relevant (`.date(_:)`), or the start
    /// of its window.
    public var from: Date
    /// The end of the window (`.date(from:to:)`); nil for a moment.
    public var to: Date?
    /// `RelevantContext.DateKind` (watchOS 26): `.date(range:kind:)`.
    public var kind: RelevanceDateKind?

    /// Creates a clue.
    public init(from: Date, to: Date? = nil, kind: RelevanceDateKind? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
    }
}

/// `RelevantContext.DateKind` (iOS and watchOS 26): how much a window matters.
public enum RelevanceDateKind: String, CaseIterable, Sendable, Hashable {
    /// Default priority.
    case `default`
    /// Slightly lower: content to look at, no action needed.
    case informational
    /// Higher: important content, or an action to take.
    case scheduled
}

/// Reads a timeline file's `"relevance"` list, for the checker (with its
/// diagnostics) and for `wdl timeline` and `wdl emit` (the clues).
public enum TimelineRelevance {
    /// The first releases whose `relevance()` the system calls
    /// (developer.apple.com/documentation/widgetkit/widgetrelevance).
    static let availability: [Platform: OSVersion] = Releases.iOS18.merging(
        [.visionOS: OSVersion(26)], uniquingKeysWith: { first, _ in first })
    /// `RelevantContext.DateKind` and `.date(range:kind:)`: iOS and watchOS 26.
    static let kindAvailability = Releases.iOS26

    /// The clues of `timeline`, a checked timeline file; none where it has
    /// no list or the list is not valid.
    public static func clues(of timeline: SourceFile) -> [RelevanceClue] {
        let (root, _) = JSONReader.read(timeline)
        guard let root, case .record(let document) = root.kind,
            let field = document.fields.first(where: { $0.name.name == "relevance" })
        else { return [] }
        var diagnostics: [Diagnostic] = []
        let clues = read(field.value, into: &diagnostics)
        return diagnostics.isEmpty ? clues : []
    }

    /// What the header says of the clues: `timeline-relevance` when no
    /// declared platform acts on them, `api-availability` when a platform
    /// is older than `relevance()` or a `kind`.
    static func check(
        _ clues: [RelevanceClue], at range: SourceRange, widget: String, header: WidgetHeader,
        into diagnostics: inout [Diagnostic]
    ) {
        let platforms = header.effectivePlatforms
        if !platforms.contains(where: { $0.platform == .watchOS }) {
            diagnostics.append(Diagnostic(.timelineRelevance(widget), at: range))
        }
        var needs: [(String, [Platform: OSVersion])] = [("relevance", availability)]
        if clues.contains(where: { $0.kind != nil }) {
            needs.append(("RelevantContext.DateKind", kindAvailability))
        }
        for (name, availability) in needs {
            if let diagnostic = header.configurationAvailability(
                name, noun: "widget", needed: availability, at: range)
            {
                diagnostics.append(diagnostic)
            }
        }
    }

    /// The clues of a `"relevance"` value, with a `timeline-format` error
    /// for each one that is not a clue.
    static func read(_ value: Value, into diagnostics: inout [Diagnostic]) -> [RelevanceClue] {
        guard case .array(let items) = value.kind else {
            diagnostics.append(Diagnostic(.timelineFormat(shape), at: value.range))
            return []
        }
        return items.compactMap { clue($0, into: &diagnostics) }
    }

    private static let shape =
        "\"relevance\" is a list of { \"date\": DATE } or { \"from\": DATE, \"to\": DATE, \"kind\": \"default\" | \"informational\" | \"scheduled\" }"

    private static func clue(_ item: Value, into diagnostics: inout [Diagnostic]) -> RelevanceClue?
    {
        guard case .record(let record) = item.kind else {
            diagnostics.append(Diagnostic(.timelineFormat(shape), at: item.range))
            return nil
        }
        var dates: [String: Date] = [:]
        var kind: RelevanceDateKind?
        for field in record.fields {
            let name = field.name.name
            guard case .string(let text) = field.value.kind else {
                diagnostics.append(Diagnostic(.timelineFormat(shape), at: field.range))
                return nil
            }
            if name == "kind", let parsed = RelevanceDateKind(rawValue: text) {
                kind = parsed
            } else if ["date", "from", "to"].contains(name), let date = ValueChecker.date(text) {
                dates[name] = date
            } else {
                diagnostics.append(Diagnostic(.timelineFormat(shape), at: field.range))
                return nil
            }
        }
        switch (dates["date"], dates["from"], dates["to"]) {
        case (let moment?, nil, nil) where kind == nil:
            return RelevanceClue(from: moment)
        case (nil, let from?, let to?) where from < to:
            return RelevanceClue(from: from, to: to, kind: kind)
        case (nil, let from?, let to?):
            diagnostics.append(
                Diagnostic(
                    .timelineFormat(
                        "this relevance window ends at or before its start (\(ISODate.string(from: from) ?? "\(from)")); \"to\" must be later than \"from\""
                    ),
                    at: item.range))
            return nil
        default:
            diagnostics.append(Diagnostic(.timelineFormat(shape), at: item.range))
            return nil
        }
    }
}

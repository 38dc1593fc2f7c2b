import Foundation
import WidgetArchive
import WidgetCompiler

/// The reload policy a widget's timeline file (`NAME.timeline.json`
/// beside the `.wdl`) declares, carried into the emitted provider so the
/// app asks WidgetKit for new timelines as the checked timeline does.
///
/// The JSON's dates are an example day, so `.after(DATE)` carries over as
/// a distance: how long after the first entry WidgetKit should ask again,
/// the same measure `wdl timeline` and the budget warning use.
public struct DeclaredTimeline: Hashable, Sendable {
    /// The widget the timeline belongs to (the file's first widget).
    public var widget: String
    /// The declared policy.
    public var policy: ReloadPolicy
    /// The first entry's date; `.after` is measured from it.
    public var firstEntry: Date?
    /// The timeline file's name, for the comment in the emitted code.
    public var fileName: String
    /// The file's `"relevance"` clues. Like its entries, they are an
    /// example day: the provider's `relevance()` asks the app for the
    /// real ones (`relevanceFunction`).
    public var relevance: [RelevanceClue]

    /// Creates a declared timeline.
    public init(
        widget: String, policy: ReloadPolicy, firstEntry: Date?, fileName: String,
        relevance: [RelevanceClue] = []
    ) {
        self.widget = widget
        self.policy = policy
        self.firstEntry = firstEntry
        self.fileName = fileName
        self.relevance = relevance
    }

    /// The provider's `relevance()` (iOS 18, watchOS 11), which hands the
    /// system the app's attributes for `configuration` (`Void`, or the
    /// widget's configuration intent), at `indent`; empty when the file
    /// lists none.
    func relevanceFunction(entry: String, configuration: String, indent: String) -> String {
        guard !relevance.isEmpty else { return "" }
        return [
            "",
            "// \(fileName) lists when the widget is relevant; watchOS acts on it.",
            "func relevance() async -> WidgetRelevance<\(configuration)> {",
            "    WidgetRelevance(await \(entry).relevances())",
            "}",
        ].map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n") + "\n"
    }

    /// The hook the app implements for `relevanceFunction`, for the
    /// provider's documentation comment.
    func relevanceHook(configuration: String) -> String {
        guard !relevance.isEmpty else { return "" }
        return
            "\n///         static func relevances() async -> [WidgetRelevanceAttribute<\(configuration)>]"
    }

    /// The statements that hand `entries` to `deliver` (what a `Timeline`
    /// is given to: `completion(...)`, `return ...`) under this policy,
    /// each line at `indent`, without a final line break.
    func delivery(_ entries: String, deliver: (String) -> String, indent: String) -> String {
        let lines: [String]
        switch policy {
        case .atEnd:
            lines = [deliver("Timeline(entries: \(entries), policy: .atEnd)")]
        case .never:
            lines = [
                "// \(fileName): only the app's reloadTimelines(ofKind:) asks again.",
                deliver("Timeline(entries: \(entries), policy: .never)"),
            ]
        case .after(let date):
            let seconds = max(0, Int(date.timeIntervalSince(firstEntry ?? date).rounded()))
            lines = [
                "// \(fileName): ask again \(Self.spelled(seconds)) after the first entry.",
                "let reload = (\(entries).first?.date ?? .now).addingTimeInterval(\(seconds))",
                deliver("Timeline(entries: \(entries), policy: .after(reload))"),
            ]
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// `3 hours`, `15 minutes`, `90 seconds`: the largest whole unit.
    static func spelled(_ seconds: Int) -> String {
        for (size, unit) in [(86_400, "day"), (3_600, "hour"), (60, "minute")]
        where seconds >= size && seconds % size == 0 {
            let count = seconds / size
            return "\(count) \(unit)\(count == 1 ? "" : "s")"
        }
        return "\(seconds) second\(seconds == 1 ? "" : "s")"
    }
}

import WidgetSyntax

/// The wording of timeline diagnostics, alphabetical by factory.
extension DiagnosticMessage {
    static func jsonSyntax(_ problem: String) -> Self {
        .init(.jsonSyntax, .error, "invalid JSON: \(problem)")
    }

    static func timelineBudget(perDay: Int, policy: String) -> Self {
        .init(
            .timelineBudget, .warning,
            "this timeline asks for about \(perDay) reloads a day with \(policy); WidgetKit budgets 40 to 70 for a frequently viewed widget, so later reloads will be late or skipped"
        )
    }

    static func timelineNever(_ widget: String) -> Self {
        .init(
            .timelineNever, .warning,
            "with policy \"never\" WidgetKit asks '\(widget)' for no new timeline, and its header names nothing that reloads it; declare 'reloadedBy: [.app]' if the app calls WidgetCenter.shared.reloadTimelines(ofKind:), or '[.push]' for WidgetKit push notifications, else it shows the last entry for ever"
        )
    }

    static func timelineFormat(_ problem: String) -> Self {
        .init(.timelineFormat, .error, problem)
    }

    static func timelineRelevance(_ widget: String) -> Self {
        .init(
            .timelineRelevance, .warning,
            "'\(widget)' declares no watchOS platform, and only watchOS acts on relevance (RelevanceKit); on iOS, iPadOS, macOS and visionOS the Smart Stack ignores it"
        )
    }

    static func timelineSpacing(minutes: String) -> Self {
        .init(
            .timelineSpacing, .warning,
            "this entry comes \(minutes) after the previous one; WidgetKit asks for entries at least about 5 minutes apart"
        )
    }
}

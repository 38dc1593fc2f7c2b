import WidgetSyntax

/// The wording of Live Activity updates diagnostics, alphabetical by factory.
extension DiagnosticMessage {
    static func updatesDismissal(after: String, end: String) -> Self {
        .init(
            .updatesDismissal, .error,
            "the dismissal date \(after) is before the end at \(end); 'after' removes an ended activity at a later date"
        )
    }

    static func updatesFormat(_ problem: String) -> Self {
        .init(.updatesFormat, .error, problem)
    }

    static func updatesOrder(_ what: String, previous: String) -> Self {
        .init(
            .updatesOrder, .error,
            "\(what) is earlier than \(previous); updates and the end must be in date order")
    }

    static func updatesRequest(start: String) -> Self {
        .init(
            .updatesOrder, .error,
            "a scheduled start is requested before it starts, and this request is not before the start at \(start)"
        )
    }

    static func updatesStaleDate(stale: String, date: String) -> Self {
        .init(
            .updatesStaleDate, .error,
            "the staleDate \(stale) is before its content's date \(date); content turns stale after it goes on screen"
        )
    }

    static func updatesTimeLimit(_ problem: String) -> Self {
        .init(.updatesTimeLimit, .warning, problem)
    }
}

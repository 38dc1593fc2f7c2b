import WidgetArchive
import WidgetSyntax

/// Evaluates what an activity's `DynamicIsland` sets for its layout:
/// each expanded region's `priority:` and the `contentMargins` of the
/// island and of its regions, into the archive's `IslandLayout`. They are
/// evaluated once, with the first entry's data: WidgetKit reads them when
/// it lays the island out, and an activity that changes them by state is
/// drawn with the first.
enum IslandLayoutBuilder {
    /// The layout and what could not be evaluated.
    static func layout(_ syntax: IslandLayoutSyntax, evaluator: ExpressionEvaluator) -> (
        IslandLayout, [Diagnostic]
    ) {
        var layout = IslandLayout()
        var diagnostics: [Diagnostic] = []
        func attempt(_ body: () throws(InstantiationFailure) -> Void) {
            do { try body() } catch { diagnostics.append(error.diagnostic) }
        }
        // Innermost first: a region's own margins, then the island's, each
        // in reverse of the order written (the last written is outermost).
        for part in syntax.parts {
            if let priority = part.priority {
                attempt { () throws(InstantiationFailure) in
                    layout.priorities[part.presentation] = try Conversion.number(
                        priority, evaluator: evaluator)
                }
            }
            for modifier in part.modifiers.reversed()
            where IslandLayoutSyntax.name(of: modifier) == "contentMargins" {
                attempt { () throws(InstantiationFailure) in
                    if let margin = try margin(
                        modifier, target: .region(part.presentation), evaluator)
                    {
                        layout.margins.append(margin)
                    }
                }
            }
        }
        for modifier in syntax.modifiers.reversed()
        where IslandLayoutSyntax.name(of: modifier) == "contentMargins" {
            attempt { () throws(InstantiationFailure) in
                if let margin = try margin(modifier, target: nil, evaluator) {
                    layout.margins.append(margin)
                }
            }
        }
        return (layout, diagnostics)
    }

    /// `contentMargins(_ edges: Edge.Set = .all, _ length: Double[, for: DynamicIslandMode])`;
    /// nil when its arguments do not have that shape (the checker reports it).
    private static func margin(
        _ call: Call, target: IslandMargin.Target?, _ evaluator: ExpressionEvaluator
    ) throws(InstantiationFailure) -> IslandMargin? {
        let unlabelled = call.arguments.filter { $0.label == nil }.map(\.value)
        guard let lengthExpression = unlabelled.last, unlabelled.count <= 2 else { return nil }
        let edges =
            try unlabelled.count == 2 ? Conversion.edges(unlabelled[0], evaluator: evaluator) : .all
        let length = try Conversion.number(lengthExpression, evaluator: evaluator)
        var resolved = target
        if let mode = call.arguments.first(where: { $0.label?.name == "for" })?.value {
            let names = DynamicIslandMode.allCases.map(\.name)
            let name = try Keywords.keyword(mode, in: names, evaluator: evaluator)
            resolved = DynamicIslandMode(name: name).map { .mode($0) }
        }
        return resolved.map { IslandMargin(target: $0, edges: edges, length: length) }
    }
}

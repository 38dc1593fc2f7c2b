import WidgetArchive
import WidgetSyntax

/// `not-in-widgets` (error): `keylineTint` outside a Live Activity's
/// Dynamic Island. SwiftUI has it on `DynamicIsland`, for the outline the
/// island shows; `wdl emit swift` moves it there from the region that
/// writes it. Anywhere else it has nothing to tint and does not compile.
struct KeylineTintRule: FamilyRule {
    /// The presentations of the Dynamic Island, where the keyline shows.
    static let island: Set<String> = Set(
        ActivityPresentation.allCases.filter { $0 != .lockScreen && !$0.isRemote }.map(\.rawValue))

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard case .member(_, let name, _) = call.callee.kind,
            name.name == ModifierKind.keylineTint.name
        else { return }
        guard !(context.isPresentation && Self.island.contains(context.surface)) else { return }
        diagnostics.append(
            Diagnostic(
                .notInWidgets(
                    ".keylineTint",
                    advice:
                        "it tints a Live Activity's Dynamic Island outline; write it in a dynamicIsland region"
                ),
                at: name.range))
    }
}

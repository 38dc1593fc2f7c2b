import WidgetArchive
import WidgetSyntax

/// `api-availability` for a style keyword (`.buttonStyle(.borderedProminent)`
/// needs iOS 15), read from the schema's `StyleTable` as a modifier's is
/// read from its signatures. The checker's `AvailabilityRule` does not call
/// it yet: `check(_:in:)` is what its `visit(_:at:in:diagnostics:)` would
/// add for a modifier call.
enum StyleCatalog {
    /// The error for the style keyword argument of `call` (a style
    /// modifier with an implicit member, `.labelStyle(.titleAndIcon)`),
    /// when the lowest version the code can run on, on any declared
    /// platform, is older than the style needs.
    static func check(_ call: Call, in context: FamilyContext) -> Diagnostic? {
        guard let kind = call.modifierKind, let argument = call.arguments.first,
            case .implicitMember(let name) = argument.value.kind
        else { return nil }
        let platforms = context.header.effectivePlatforms.map { platform, declared in
            (platform, context.minimumVersion(on: platform, declared: declared))
        }
        return diagnostic(kind, name.name, on: platforms, at: name.range)
    }

    /// The error for `keyword` of `modifier` in code that runs on each of
    /// `platforms` from its version up, when the style needs a newer
    /// version; nil when it is there (or is no style of the table). A
    /// platform without the style (`.checkbox` on iOS, the table's
    /// `StyleRequirement.unavailable`) gets no error here: its wording
    /// belongs with the checker's messages, which do not have it yet.
    static func diagnostic(
        _ modifier: ModifierKind, _ keyword: String, on platforms: [(Platform, OSVersion)],
        at range: SourceRange
    ) -> Diagnostic? {
        guard let row = StyleTable.row(modifier, keyword) else { return nil }
        for (platform, minimum) in platforms {
            guard case .needs(let needed) = row.requirement(on: platform, from: minimum) else {
                continue
            }
            return Diagnostic(
                .apiAvailability(
                    row.spelling, platform: platform.rawValue, declared: minimum.description,
                    needed: needed.description), at: range)
        }
        return nil
    }
}

import WidgetArchive
import WidgetSyntax

/// `api-availability` for a style keyword (`.buttonStyle(.borderedProminent)`
/// needs iOS 15; `.toggleStyle(.checkbox)` is macOS only), read from the
/// schema's `StyleTable` as a modifier's is read from its signatures.
/// `AvailabilityRule` asks it about every style modifier call.
enum StyleCatalog {
    /// The error for the style keyword argument of `call` (a style
    /// modifier with an implicit member, `.labelStyle(.titleAndIcon)`),
    /// when the lowest version the code can run on, on any declared
    /// platform, is older than the style needs or lacks it.
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
    /// `platforms` from its version up; nil when the style is there on
    /// all of them (or is no style of the table).
    static func diagnostic(
        _ modifier: ModifierKind, _ keyword: String, on platforms: [(Platform, OSVersion)],
        at range: SourceRange
    ) -> Diagnostic? {
        guard let (platform, requirement) = StyleTable.requirement(modifier, keyword, on: platforms)
        else { return nil }
        let spelling = "." + keyword
        switch requirement {
        case .needs(let needed):
            let minimum = platforms.first { $0.0 == platform }?.1 ?? needed
            return Diagnostic(
                .apiAvailability(
                    spelling, platform: platform.rawValue, declared: minimum.description,
                    needed: needed.description), at: range)
        case .unavailable:
            return Diagnostic(
                .apiUnavailable(spelling, platform: platform.rawValue, modifier: "\(modifier)"),
                at: range)
        }
    }
}

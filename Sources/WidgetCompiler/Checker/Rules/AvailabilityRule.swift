import WidgetArchive
import WidgetSyntax

/// `api-availability` (error): a view or modifier whose matching form is
/// newer than the declared platform, outside an `if #available` that
/// covers it, or a display-time name that is (`isStale` needs iOS 16.2).
/// The versions come from the catalog (`Signature.availability`,
/// `EnvironmentCatalog`) and, for a style modifier's keyword, the
/// schema's `StyleTable` (`StyleCatalog`). Buttons and toggles have their own rule,
/// `interactive-availability`.
struct AvailabilityRule: FamilyRule {
    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let row = EnvironmentCatalog.availabilityByName[name],
            context.isPresentation || !EnvironmentCatalog.activityOnly.contains(row.key)
        else { return }
        if let diagnostic = Self.check(name, row.versions, in: context, at: range) {
            diagnostics.append(diagnostic)
        }
    }

    /// The error for `name` when the lowest version the code can run on
    /// is older than `availability` asks, on any declared platform.
    static func check(
        _ name: String, _ availability: [Platform: OSVersion], in context: FamilyContext,
        at range: SourceRange
    ) -> Diagnostic? {
        // Most forms predate widgets: nothing to compare, and the header's
        // platforms are not worth listing for every call.
        guard !availability.isEmpty else { return nil }
        for (platform, declared) in context.header.effectivePlatforms {
            guard let needed = availability[platform] else { continue }
            let minimum = context.minimumVersion(on: platform, declared: declared)
            if minimum < needed {
                return Diagnostic(
                    .apiAvailability(
                        name, platform: platform.rawValue, declared: minimum.description,
                        needed: needed.description), at: range)
            }
        }
        return nil
    }

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        let entry: CatalogEntry
        let location: SourceRange
        if let view = call.callee.catalogView {
            entry = view
            location = call.callee.range
        } else if let modifier = call.catalogModifier,
            case .member(_, let name, _) = call.callee.kind
        {
            entry = modifier
            location = name.range
        } else {
            return
        }
        guard let signature = entry.signatures.first(where: { $0.accepts(call) }) else { return }
        if let diagnostic = Self.check(
            entry.name, signature.availability, in: context, at: location)
            ?? StyleCatalog.check(call, in: context)
        {
            diagnostics.append(diagnostic)
        }
    }
}

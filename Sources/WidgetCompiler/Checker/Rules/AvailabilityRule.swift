/// `api-availability` (error): a view or modifier whose matching form is
/// newer than the declared platform, outside an `if #available` that
/// covers it. The versions come from the catalog (`Signature.availability`).
/// Buttons and toggles have their own rule, `interactive-availability`.
struct AvailabilityRule: FamilyRule {
    mutating func visit(_ call: Call, at range: SourceRange, in context: FamilyContext, diagnostics: inout [Diagnostic]) {
        let entry: CatalogEntry
        let location: SourceRange
        switch call.callee.kind {
        case .identifier(let name):
            guard let view = ViewCatalog.views[name] else { return }
            entry = view
            location = call.callee.range
        case .member(_, let name, _):
            guard let modifier = ModifierCatalog.modifiers[name.name] else { return }
            entry = modifier
            location = name.range
        default:
            return
        }
        guard let signature = entry.signatures.first(where: { $0.accepts(call) }) else { return }
        for (platform, declared) in context.header.effectivePlatforms {
            guard let needed = signature.availability[platform] else { continue }
            let minimum = context.minimumVersion(on: platform, declared: declared)
            if minimum < needed {
                diagnostics.append(Diagnostic(.apiAvailability(entry.name, platform: platform.rawValue, declared: minimum.description, needed: needed.description),
                                              at: location))
                return
            }
        }
    }
}

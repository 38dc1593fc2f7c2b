import WidgetArchive
import WidgetSyntax

/// `link-family` (error): `Link` where it does not open its URL: in
/// accessoryCircular, accessoryInline and accessoryCorner, and in
/// systemSmall before iOS/iPadOS 17 or macOS 14, the whole widget is one
/// tap target. Source: Docs/WidgetKitFacts.md §3 (D-LINK, D-STRAT), through `CapabilityTable`.
struct LinkFamilyRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard call.calleeName == "Link" else { return }
        let links = context.links
        let works = context.header.effectivePlatforms.contains { platform, declared in
            links.allows(platform, context.minimumVersion(on: platform, declared: declared))
        }
        guard !works else { return }
        let needs = links.platforms.map { "\($0.rawValue) \(links.minimums[$0]!)" }
        diagnostics.append(
            Diagnostic(
                .linkFamily(
                    context.isPresentation
                        ? "the \(context.surface) presentation" : context.surface,
                    allowed: needs.isEmpty
                        ? "another \(context.isPresentation ? "presentation" : "family")"
                        : orList(needs)),
                at: call.callee.range))
    }
}

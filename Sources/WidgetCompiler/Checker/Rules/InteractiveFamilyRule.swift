import WidgetArchive
import WidgetSyntax

/// `interactive-family` (error): `Button(intent:)` or
/// `Toggle(isOn:intent:)` in a family or activity presentation where no
/// declared platform makes them interactive (accessoryInline,
/// accessoryCorner, and the compact and minimal presentations never do).
/// Source: Docs/WidgetKitFacts.md §3 (D-INT), through `CapabilityTable` and `PresentationTable`.
struct InteractiveFamilyRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let view = InteractiveView.name(of: call) else { return }
        let platforms = context.header.effectivePlatforms.map(\.platform)
        guard !platforms.contains(where: { context.buttonsAndToggles.minimums[$0] != nil }) else {
            return
        }
        let surface =
            context.isPresentation ? "the \(context.surface) presentation" : context.surface
        diagnostics.append(
            Diagnostic(
                .interactiveFamily(
                    view, family: surface, allowed: orList(context.surfacesWithButtons)),
                at: call.callee.range))
    }
}

/// `interactive-availability` (error): the family makes buttons and
/// toggles interactive, but only from a later OS than the widget declares,
/// and no `if #available` guards the view. Source: Docs/WidgetKitFacts.md §3 (D-SYM:
/// iOS/iPadOS 17, macOS 14).
struct InteractiveAvailabilityRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let view = InteractiveView.name(of: call) else { return }
        for (platform, declared) in context.header.effectivePlatforms {
            guard let needed = context.buttonsAndToggles.minimums[platform] else { continue }
            let minimum = context.minimumVersion(on: platform, declared: declared)
            if minimum < needed {
                diagnostics.append(
                    Diagnostic(
                        .interactiveAvailability(
                            view, family: context.surface, platform: platform.rawValue,
                            declared: minimum.description, needed: needed.description),
                        at: call.callee.range))
                return
            }
        }
    }
}

/// Recognises the intent-driven controls of interactive widgets.
enum InteractiveView {
    static func name(of call: Call) -> String? {
        switch call.calleeName {
        case "Button" where call.hasArgument("intent"): "Button"
        case "Toggle" where call.hasArgument("intent"): "Toggle"
        default: nil
        }
    }
}

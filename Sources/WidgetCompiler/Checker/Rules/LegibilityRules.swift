import WidgetArchive
import WidgetSyntax

/// `small-text` (warning): `.font(.system(size: N))` (or a custom font's
/// `size:` or `fixedSize:`) with N under 11 pt,
/// the smallest size the HIG calls readable in a widget (Docs/WidgetKitFacts.md §10,
/// HIG-W). Text styles are all 11 pt or more at the default size (§11).
struct SmallTextRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard case .member(_, let name, _) = call.callee.kind, name.name == "font",
            let font = call.arguments.first?.value, case .call(let system) = font.kind,
            case .implicitMember(let constructor) = system.callee.kind,
            constructor.name == "system" || constructor.name == "custom",
            let size = system.arguments.first(where: {
                $0.label?.name == "size" || $0.label?.name == "fixedSize"
            })
        else { return }
        let points: Double
        switch size.value.kind {
        case .integer(let value): points = Double(value)
        case .float(let value): points = value
        default: return
        }
        guard points < 11 else { return }
        diagnostics.append(
            Diagnostic(.smallText(SyntaxPrinter.print(size.value)), at: size.value.range))
    }
}

/// `translucent-vibrant` (warning): `.opacity(x)` with x < 1 applied to a
/// colour in a family that the Lock Screen draws in the vibrant mode. In
/// vibrant, pixel opacity sets how much of the blurred material shows and
/// brightness sets vibrancy; the HIG asks for opaque grey levels instead
/// (Docs/WidgetKitFacts.md §5, HIG-W "Vibrant"). CHOICE: checked in the accessory families,
/// the Lock Screen ones; system families are vibrant only in StandBy's
/// low light and on the Mac desktop.
struct TranslucentVibrantRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let family = context.family, family.isAccessory,
            case .member(let base, let name, _) = call.callee.kind, name.name == "opacity",
            let amount = call.arguments.first?.value, Self.isColour(base)
        else { return }
        let value: Double
        switch amount.kind {
        case .integer(let number): value = Double(number)
        case .float(let number): value = number
        default: return
        }
        guard value < 1 else { return }
        diagnostics.append(Diagnostic(.translucentVibrant(family.rawValue), at: name.range))
    }

    /// `Color(...)`, `Color.red`, `.white`, `.gray` and the like.
    private static func isColour(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .call(let call): return call.calleeName == "Color"
        case .member(let base, _, _):
            if case .identifier("Color") = base.kind { return true } else { return false }
        case .implicitMember(let name): return namedColours.contains(name.name)
        default: return false
        }
    }

    /// The system colours by name, but `.clear`, which draws nothing.
    private static let namedColours: Set<String> = Set(
        SystemColor.allCases.filter { $0 != .clear }.map(\.rawValue))
}

import WidgetArchive
import WidgetSyntax

/// `unknown-symbol` (note): a literal SF Symbol name (`Image(systemName:)`,
/// and `systemImage:` of `Label`, `Button` and the like) that the symbol
/// table (`SymbolNames`, shared with the renderer) does not map to an
/// icon, so it renders as a placeholder. A note, not a warning: the name
/// may be a real SF Symbol that wdl simply does not draw. Interpolated
/// and computed names are only known per entry and are not checked.
enum SymbolNameRule {
    /// The argument labels whose value is an SF Symbol name.
    static let labels: Set<String> = [
        ArgumentName.systemName.rawValue, ArgumentName.systemImage.rawValue,
    ]

    /// Notes every unknown literal symbol name among `calls`.
    static func check(_ calls: [Call], into diagnostics: inout [Diagnostic]) {
        for call in calls {
            for argument in call.arguments {
                guard let label = argument.label?.name, labels.contains(label),
                    case .string(let literal) = argument.value.kind, let name = literal.plainText,
                    SymbolNames.icon(for: name) == nil
                else { continue }
                diagnostics.append(Diagnostic(.unknownSymbol(name), at: argument.value.range))
            }
        }
    }
}

import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// `custom-font` (note): a `Font.custom` whose name no font file beside
/// the source has (its folder, or `Fonts/` beside it). The device finds
/// the face in the app's bundle; wdl measures and draws the text in the
/// system font at the same size instead, so widths may differ. Reported
/// at the name, once per name; a font file that cannot be read is said
/// in the same note.
public enum FontLint {
    /// The notes for `analysis`'s custom font names against `fonts`.
    public static func check(_ analysis: SourceAnalysis, fonts: FontLibrary) -> [Diagnostic] {
        guard let syntax = analysis.syntax else { return [] }
        var names: [(name: String, range: SourceRange)] = []
        for declaration in syntax.declarations {
            for block in Checker.bodies(of: declaration) + Checker.valueBodies(of: declaration) {
                collect(block, depth: 0, into: &names)
            }
        }
        var seen = Set<String>()
        let unread = fonts.problems.map { "\(fileName($0.path)): \($0.reason)" }
        return names.compactMap { name, range in
            guard fonts.face(named: name) == nil, seen.insert(name).inserted else { return nil }
            return Diagnostic(.customFontMissing(name, unread: unread), at: range)
        }
    }

    /// How deep closures inside closures are followed.
    static let maximumDepth = 64

    private static func collect(
        _ block: Block, depth: Int, into names: inout [(name: String, range: SourceRange)]
    ) {
        guard depth < maximumDepth else { return }
        block.forEachViewStatement {
            collect($0, depth: depth, into: &names)
            return true
        }
    }

    private static func collect(
        _ expression: Expr, depth: Int, into names: inout [(name: String, range: SourceRange)]
    ) {
        guard depth < maximumDepth else { return }
        if case .call(let call) = expression.kind, isCustomFont(call.callee),
            let first = call.arguments.first, first.label == nil,
            case .string(let literal) = first.value.kind, let name = literal.plainText
        {
            names.append((name, first.value.range))
        }
        expression.forEachChild(
            { collect($0, depth: depth + 1, into: &names) },
            closures: { collect($0.body, depth: depth + 1, into: &names) })
    }

    /// `.custom` or `Font.custom`.
    private static func isCustomFont(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .implicitMember(let name): return name.name == "custom"
        case .member(let base, let name, _):
            guard case .identifier("Font") = base.kind else { return false }
            return name.name == "custom"
        default: return false
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

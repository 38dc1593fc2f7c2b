import WidgetArchive
import WidgetSyntax

/// One completion the editor can offer.
public struct EditorCompletion: Hashable, Sendable {
    /// What it completes to.
    public enum Kind: String, Sendable, Hashable {
        case view, modifier, field, member, declaration
    }

    /// The text inserted (and shown).
    public var label: String
    /// What it is.
    public var kind: Kind
    /// A signature or a type, shown beside it.
    public var detail: String
}

extension EditorQueries {
    /// The completions at `offset`, by what precedes it: the fields after
    /// `entry.` (and `config.`, `state.`, `attributes.`, records), the
    /// modifiers after a view and `.`, the cases of the parameter's closed
    /// set after a `.` in argument position, else the views.
    public static func completions(at offset: Int, in file: SourceFile, syntax: SourceFileSyntax)
        -> [EditorCompletion]
    {
        let tokens = EditorTokens(file, syntax)
        // The token being typed (an identifier the cursor is in or after) is
        // replaced, so the context is what comes before it.
        var index = (tokens.lastIndex(startingBefore: offset) ?? -1) + 1
        if let typed = tokens.identifier(at: offset) { index = typed }
        guard tokens.isKind(index - 1, .period) else { return views(syntax) }
        if tokens.isMemberAccess(index) {
            let scope = FieldScope(syntax: syntax, offset: offset)
            if let fields = scope.fields(ofChainBefore: index, in: tokens) {
                return fields.map {
                    EditorCompletion(
                        label: $0.name.name, kind: .field, detail: TypeSpelling.of($0.type))
                }
            }
            if let field = scope.field(endingChainBefore: index, in: tokens) {
                return methods(of: ValueType(field.type, records: Set(scope.records.keys)))
            }
            return modifiers()
        }
        return ArgumentContext(tokens: tokens, period: index - 1).map(implicitMembers) ?? []
    }

    /// Every catalog view and the file's reusable views, by name.
    static func views(_ syntax: SourceFileSyntax) -> [EditorCompletion] {
        let catalog = ViewCatalog.views.values.map { entry in
            EditorCompletion(
                label: entry.name, kind: .view,
                detail: entry.signatures.first.map { entry.name + $0.spelling } ?? "")
        }
        let declared = syntax.declarations.compactMap { declaration -> EditorCompletion? in
            guard case .view(let decl) = declaration else { return nil }
            return EditorCompletion(
                label: decl.name.name, kind: .declaration, detail: "view " + decl.name.name)
        }
        return (catalog + declared).sorted { $0.label < $1.label }
    }

    /// Every catalog modifier.
    static func modifiers() -> [EditorCompletion] {
        ModifierCatalog.modifiers.values.map { entry in
            EditorCompletion(
                label: entry.name, kind: .modifier,
                detail: entry.signatures.first.map { "." + entry.name + $0.spelling } ?? "")
        }.sorted { $0.label < $1.label }
    }

    /// The built-in properties and methods a value of `type` has.
    static func methods(of type: ValueType) -> [EditorCompletion] {
        let properties = BuiltinProperties.rows.filter { $0.receiver.accepts(type, base: nil) }
            .map { EditorCompletion(label: $0.name, kind: .member, detail: $0.declaration) }
        let methods = BuiltinFunctions.rows.filter { $0.receiver.accepts(type, base: nil) }.map {
            EditorCompletion(label: $0.name, kind: .member, detail: $0.declaration)
        }
        return properties + methods
    }

    /// The names SwiftUI accepts after the dot for this argument; a style
    /// keyword's detail is its `StyleTable` row's SwiftUI type.
    static func implicitMembers(_ context: ArgumentContext) -> [EditorCompletion] {
        let names = ImplicitMembers.names(
            owner: context.owner, label: context.label, isModifier: context.isModifier)
        let style = context.isModifier ? ModifierKind(name: context.owner) : nil
        return names.map { name in
            let row = style.flatMap { StyleTable.row($0, name) }
            return EditorCompletion(
                label: name, kind: .member,
                detail: row?.swiftType ?? context.owner
                    + (context.label.map { "(\($0):)" } ?? ""))
        }
    }
}

/// The call an argument belongs to, read from the tokens before a `.`:
/// the callee (`frame`, `Text`) and the argument's label.
struct ArgumentContext {
    let owner: String
    let label: String?
    let isModifier: Bool

    /// Nil when the `.` is not inside a call's parentheses (or a header's
    /// `families: [...]`, whose owner is `families`).
    init?(tokens: EditorTokens, period: Int) {
        var depth = 0
        var label: String?
        // A comma at this level ends the argument the `.` is in: a colon
        // before it belongs to an earlier argument.
        var argumentEnded = false
        var cursor = period - 1
        // Back to the unbalanced opener, noting the label of this argument.
        while cursor >= 0, period - cursor < 4_096 {
            let kind = tokens.tokens[cursor].kind
            if [.rightParen, .rightBracket, .rightBrace].contains(kind) { depth += 1 }
            if [.leftParen, .leftBracket, .leftBrace].contains(kind) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, kind == .comma { argumentEnded = true }
            if depth == 0, kind == .colon, !argumentEnded, label == nil,
                tokens.isKind(cursor - 1, .identifier)
            {
                label = tokens.text(cursor - 1)
            }
            cursor -= 1
        }
        guard cursor >= 1 else { return nil }
        if tokens.isKind(cursor, .leftBracket), tokens.isKind(cursor - 1, .colon),
            tokens.isKind(cursor - 2, .identifier)
        {
            owner = tokens.text(cursor - 2)
            self.label = nil
            isModifier = false
            return
        }
        guard tokens.isKind(cursor, .leftParen), tokens.isKind(cursor - 1, .identifier) else {
            return nil
        }
        owner = tokens.text(cursor - 1)
        self.label = label
        isModifier = tokens.isKind(cursor - 2, .period)
    }
}

/// The closed sets an implicit member comes from, by the parameter it
/// fills: the keyword table instantiation checks against, the system
/// colours for colours and shape styles, and the families and platforms
/// of a widget's header.
enum ImplicitMembers {
    static func names(owner: String, label: String?, isModifier: Bool) -> [String] {
        switch owner {
        case "families": return WidgetFamily.allCases.map(\.rawValue)
        case "platform": return Platform.allCases.map(\.rawValue)
        default: break
        }
        let catalog = isModifier ? ModifierCatalog.modifiers[owner] : ViewCatalog.views[owner]
        guard let entry = catalog else { return [] }
        var names: [String] = []
        for signature in entry.signatures {
            for parameter in signature.parameters where parameter.label == label {
                names += members(of: parameter, owner: owner)
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    private static func members(of parameter: Parameter, owner: String) -> [String] {
        switch parameter.type {
        case .color: return SystemColor.allCases.map(\.rawValue)
        case .shapeStyle:
            return ShapeStyleKeyword.allCases.map(\.rawValue) + SystemColor.allCases.map(\.rawValue)
        case .font: return TextStyle.allCases.map(\.rawValue)
        case .edges: return EdgeSet.named.map(\.0)
        default:
            if let set = parameter.keywords { return set.spellings }
            return Keywords.names(
                for: owner, label: parameter.label ?? ArgumentName.value.rawValue,
                type: parameter.type)?.names ?? []
        }
    }
}

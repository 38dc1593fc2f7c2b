import WidgetSyntax

/// The outline of a file, for the editor's document symbols: each
/// declaration with its fields or members.
public struct EditorSymbol: Hashable, Sendable {
    /// What kind of thing is declared, as editors show it.
    public enum Kind: String, Sendable, Hashable {
        case widget, activity, control, structure, intent, view, field, member
    }

    /// The declared name.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// A short description: a field's type, a view's parameters.
    public var detail: String
    /// The whole declaration.
    public var range: SourceRange
    /// The name.
    public var selection: SourceRange
    /// Fields and members, in source order.
    public var children: [EditorSymbol]
}

extension EditorQueries {
    /// The declarations of `syntax`, each with its fields or members.
    public static func symbols(_ syntax: SourceFileSyntax) -> [EditorSymbol] {
        syntax.declarations.map { declaration in
            switch declaration {
            case .widget(let decl), .activity(let decl), .control(let decl):
                let kind: EditorSymbol.Kind =
                    switch declaration {
                    case .widget: .widget
                    case .activity: .activity
                    default: .control
                    }
                return symbol(
                    decl.name, kind, detail: kind.rawValue, range: decl.range,
                    children: decl.members.map {
                        symbol(
                            $0.keyword, .member, detail: "", range: $0.range,
                            children: memberFields($0))
                    })
            case .record(let decl), .intent(let decl):
                let kind: EditorSymbol.Kind =
                    if case .record = declaration { .structure } else { .intent }
                return symbol(
                    decl.name, kind, detail: kind == .intent ? "intent" : "struct",
                    range: decl.range, children: decl.fields.map(field))
            case .view(let decl):
                return view(decl)
            case .enumeration(let decl):
                return symbol(
                    decl.name, .structure, detail: "enum", range: decl.range,
                    children: decl.cases.map {
                        symbol($0.name, .field, detail: "case", range: $0.range, children: [])
                    })
            case .function(let decl):
                return symbol(
                    decl.name, .view, detail: SyntaxPrinter.typeText(decl.resultType),
                    range: decl.range, children: decl.parameters.map(field))
            case .viewExtension(let decl):
                return symbol(
                    decl.extendedType, .structure, detail: "extension", range: decl.range,
                    children: decl.functions.map(view))
            }
        }
    }

    private static func view(_ decl: ViewDecl) -> EditorSymbol {
        symbol(
            decl.name, .view, detail: "(\(TypeSpelling.parameters(decl.callParameters)))",
            range: decl.range,
            children: decl.parameters.map(field))
    }

    private static func memberFields(_ member: Member) -> [EditorSymbol] {
        switch member.kind {
        case .entry(let fields), .attributes(let fields), .state(let fields),
            .configuration(let fields), .value(let fields):
            fields.map(field)
        default: []
        }
    }

    private static func field(_ field: Field) -> EditorSymbol {
        symbol(
            field.name, .field, detail: TypeSpelling.of(field.type), range: field.range,
            children: [])
    }

    private static func symbol(
        _ name: Identifier, _ kind: EditorSymbol.Kind, detail: String, range: SourceRange,
        children: [EditorSymbol]
    ) -> EditorSymbol {
        EditorSymbol(
            name: name.name, kind: kind, detail: detail, range: range, selection: name.range,
            children: children)
    }
}

/// A type as written: `String`, `[Hero]`, `URL?`.
enum TypeSpelling {
    static func of(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .named(let name): name
        case .array(let element): "[\(of(element))]"
        case .optional(let wrapped): "\(of(wrapped))?"
        case .opaque(let name): "some \(name)"
        case .error: "?"
        case .inferred: ""
        }
    }

    /// A view's parameters as a caller passes them: `_ color: Color, title: String`.
    static func parameters(_ fields: some Sequence<Field>) -> String {
        fields.map {
            ($0.writtenLabel.map { "\($0) " } ?? "") + "\($0.name.name): \(of($0.type))"
        }.joined(separator: ", ")
    }
}

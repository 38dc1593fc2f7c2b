import WidgetSyntax

/// What an editor asks of a file at a position: definitions, references,
/// hover and completions. Pure functions of the file's text and its
/// syntax, so the language server (and tests) call them on any version.
public enum EditorQueries {
    /// Where the name at `offset` is declared: a widget, activity, struct,
    /// intent or view, a view's parameter, or a field reached through
    /// `entry.`, `config.`, `state.`, `attributes.` or a record.
    public static func definition(at offset: Int, in file: SourceFile, syntax: SourceFileSyntax)
        -> SourceRange?
    {
        let tokens = EditorTokens(file, syntax)
        guard let index = tokens.identifier(at: offset) else { return nil }
        let name = tokens.text(index)
        let scope = FieldScope(syntax: syntax, offset: offset)
        if tokens.isMemberAccess(index) {
            return scope.fields(ofChainBefore: index, in: tokens)?.first { $0.name.name == name }?
                .name.range
        }
        if let declaration = syntax.declarations.first(where: { $0.name.name == name }) {
            return declaration.name.range
        }
        return scope.parameter(named: name)?.name.range
    }

    /// Every use of the widget, activity, struct, intent or view named at
    /// `offset`, its declaration first.
    public static func references(at offset: Int, in file: SourceFile, syntax: SourceFileSyntax)
        -> [SourceRange]
    {
        let tokens = EditorTokens(file, syntax)
        guard let index = tokens.identifier(at: offset) else { return [] }
        let name = tokens.text(index)
        guard let declaration = syntax.declarations.first(where: { $0.name.name == name }) else {
            return []
        }
        let uses = tokens.tokens.indices.filter {
            tokens.tokens[$0].kind == .identifier && !tokens.isMemberAccess($0)
                && tokens.text($0) == name
                && tokens.tokens[$0].range != declaration.name.range
        }
        return [declaration.name.range] + uses.map { tokens.tokens[$0].range }
    }

    /// What to show for the name at `offset` (Markdown), and its range.
    public static func hover(at offset: Int, in file: SourceFile, syntax: SourceFileSyntax) -> (
        text: String, range: SourceRange
    )? {
        let tokens = EditorTokens(file, syntax)
        guard let index = tokens.identifier(at: offset) else { return nil }
        let name = tokens.text(index)
        let range = tokens.tokens[index].range
        if tokens.isMemberAccess(index) {
            let scope = FieldScope(syntax: syntax, offset: offset)
            if let field = scope.fields(ofChainBefore: index, in: tokens)?.first(where: {
                $0.name.name == name
            }) {
                return ("```swift\n\(name): \(TypeSpelling.of(field.type))\n```", range)
            }
            let help = CatalogHelp.modifier(name) ?? CatalogHelp.builtin(name, method: true)
            return help.map { ($0, range) }
        }
        if let declaration = syntax.declarations.first(where: { $0.name.name == name }) {
            return (DeclarationHelp.describe(declaration, in: file), range)
        }
        if tokens.isKind(index - 1, .period) {
            // An implicit member: a style modifier's keyword has a row.
            guard let context = ArgumentContext(tokens: tokens, period: index - 1),
                context.isModifier
            else { return nil }
            return CatalogHelp.style(modifier: context.owner, keyword: name).map { ($0, range) }
        }
        let help =
            CatalogHelp.view(name) ?? CatalogHelp.environment(name)
            ?? CatalogHelp.builtin(name, method: false)
        return help.map { ($0, range) }
    }
}

/// The fields a member access can reach from a position: the enclosing
/// widget's entry and configuration, an activity's state and attributes,
/// a reusable view's parameters, and the records their types name.
struct FieldScope {
    let syntax: SourceFileSyntax
    let declaration: Declaration?
    let records: [String: RecordDecl]

    init(syntax: SourceFileSyntax, offset: Int) {
        self.syntax = syntax
        declaration = syntax.declarations.first {
            Int($0.range.start) <= offset && offset <= Int($0.range.end)
        }
        var records: [String: RecordDecl] = [:]
        for case .record(let decl) in syntax.declarations { records[decl.name.name] = decl }
        self.records = records
    }

    /// The fields of a root name: `entry`, `config`, `state`, `attributes`,
    /// a control's `value`, or a reusable view's parameter of a record type.
    func fields(ofRoot name: String) -> [Field]? {
        switch declaration {
        case .widget(let decl), .activity(let decl), .control(let decl):
            let fields = decl.members.compactMap { member -> [Field]? in
                switch (name, member.kind) {
                case ("entry", .entry(let fields)), ("config", .configuration(let fields)),
                    ("state", .state(let fields)), ("attributes", .attributes(let fields)),
                    ("value", .value(let fields)):
                    Array(fields)
                default: nil
                }
            }
            return fields.first
        case .view:
            return parameter(named: name).flatMap { fields(of: $0.type) }
        default:
            return nil
        }
    }

    /// A parameter of the enclosing reusable view.
    func parameter(named name: String) -> Field? {
        guard case .view(let decl) = declaration else { return nil }
        return decl.parameters.first { $0.name.name == name }
    }

    /// The fields of a record type (through optionals).
    func fields(of type: TypeSyntax) -> [Field]? {
        switch type.kind {
        case .named(let name): records[name].map { Array($0.fields) }
        case .optional(let wrapped): fields(of: wrapped)
        default: nil
        }
    }

    /// The fields a member at token `index` can name: walks back over
    /// `a.b.c.` (at most 16 links) and resolves it from the root.
    func fields(ofChainBefore index: Int, in tokens: EditorTokens) -> [Field]? {
        let names = chain(before: index, in: tokens)
        guard let root = names.first, var fields = fields(ofRoot: root) else { return nil }
        for name in names.dropFirst() {
            guard let field = fields.first(where: { $0.name.name == name }),
                let next = self.fields(of: field.type)
            else { return nil }
            fields = next
        }
        return fields
    }

    /// The field the chain `a.b.c.` before token `index` ends at (`c`),
    /// when each link before it is a record.
    func field(endingChainBefore index: Int, in tokens: EditorTokens) -> Field? {
        let names = chain(before: index, in: tokens)
        guard names.count >= 2, let last = names.last,
            let fields = fields(ofChainBefore: index - 2, in: tokens)
        else { return nil }
        return fields.first { $0.name.name == last }
    }

    /// The names of `a.b.c.` before token `index`, at most 16.
    private func chain(before index: Int, in tokens: EditorTokens) -> [String] {
        var names: [String] = []
        var cursor = index - 2
        while names.count < 16, tokens.isKind(cursor, .identifier) {
            names.insert(tokens.text(cursor), at: 0)
            var next = cursor - 1
            if tokens.isKind(next, .question) || tokens.isKind(next, .bang) { next -= 1 }
            guard tokens.isKind(next, .period), !tokens.isKind(next - 1, .leftParen) else { break }
            cursor = next - 1
        }
        return names
    }
}

/// Hover text for a declaration of the file: its first line as written,
/// and its fields or parameters.
enum DeclarationHelp {
    static func describe(_ declaration: Declaration, in file: SourceFile) -> String {
        switch declaration {
        case .record(let decl), .intent(let decl):
            let keyword = if case .intent = declaration { "intent" } else { "struct" }
            let fields = decl.fields.map { "    \($0.name.name): \(TypeSpelling.of($0.type))" }
            return "```swift\n\(keyword) \(decl.name.name) {\n" + fields.joined(separator: "\n")
                + "\n}\n```"
        case .view(let decl) where decl.form == .helper:
            return
                "```swift\nfunc \(decl.name.name)(\(TypeSpelling.parameters(decl.callParameters))) -> some View\n```"
        case .view(let decl):
            return
                "```swift\nview \(decl.name.name)(\(TypeSpelling.parameters(decl.callParameters)))\n```"
        case .enumeration(let decl):
            let cases = decl.cases.map { "    case \($0.name.name)" }
            return "```swift\nenum \(decl.name.name) {\n" + cases.joined(separator: "\n")
                + "\n}\n```"
        case .function(let decl):
            let parameters = TypeSpelling.parameters(decl.parameters)
            return "```swift\nfunc \(decl.name.name)(\(parameters)) -> "
                + "\(TypeSpelling.of(decl.resultType))\n```"
        case .viewExtension(let decl):
            let functions = decl.functions.map {
                "    func \($0.name.name)(\(TypeSpelling.parameters($0.callParameters))) -> some View"
            }
            return "```swift\nextension \(decl.extendedType.name) {\n"
                + functions.joined(separator: "\n") + "\n}\n```"
        case .widget(let decl), .activity(let decl), .control(let decl):
            let keyword =
                switch declaration {
                case .widget: "widget"
                case .activity: "activity"
                default: "control"
                }
            return "```swift\n\(keyword) \(decl.name.name)\n```"
        }
    }
}

import WidgetArchive
import WidgetSyntax

/// What the catalogs say about each distinct name of one parse, by name id
/// (`SyntaxTree.names`): the compiler's side table beside a tree, which
/// syntax stores (`SyntaxTree.nameAnswers`) but never reads.
///
/// The checker and instantiation ask the catalogs about every callee in
/// every family: `Text`, `font`, `padding` thousands of times in a large
/// file. Hashing the name's `String` for each question was a tenth of a
/// `wdl check` (callgrind). A parse has a few hundred distinct names, so
/// each is looked up once when the parse ends (`install(in:)`) and a
/// question is an array load by the identifier node's name id. A tree
/// without the table (a fragment a test parses on its own) is answered
/// by name, the slow way, with the same answers.
final class CatalogNames: Sendable {
    /// Per name id: the catalog view of that name (`ViewCatalog.views`).
    let views: [CatalogEntry?]
    /// Per name id: the catalog modifier of that name (`ModifierCatalog.modifiers`).
    let modifiers: [CatalogEntry?]
    /// Per name id: the archived view kind of that name.
    let viewKinds: [ViewKind?]
    /// Per name id: the archived modifier kind of that name.
    let modifierKinds: [ModifierKind?]
    /// Per name id: whether it is a display-time name with an availability
    /// row (`EnvironmentCatalog.availabilityByName`).
    let isVersionedEnvironment: [Bool]
    /// Per name id: the rows of `BuiltinFunctions` with that name.
    let builtins: [Range<Int>]

    /// Looks up every name of a parse once.
    private init(_ names: [String]) {
        views = names.map(Self.view)
        modifiers = names.map(Self.modifier)
        viewKinds = names.map(Self.viewKind)
        modifierKinds = names.map(Self.modifierKind)
        isVersionedEnvironment = names.map(Self.isVersionedEnvironment)
        builtins = names.map(Self.builtins)
    }

    // The questions, each asked by name in one place: by `init` for every
    // name of a parse, and by `answer` for a tree without a table.
    static func view(_ name: String) -> CatalogEntry? { ViewCatalog.views[name] }
    static func modifier(_ name: String) -> CatalogEntry? { ModifierCatalog.modifiers[name] }
    static func viewKind(_ name: String) -> ViewKind? {
        ViewKind(name: name) ?? ViewTable.aliasKinds[name]
    }
    static func modifierKind(_ name: String) -> ModifierKind? { ModifierKind(name: name) }
    static func isVersionedEnvironment(_ name: String) -> Bool {
        EnvironmentCatalog.availabilityByName[name] != nil
    }
    static func builtins(_ name: String) -> Range<Int> {
        BuiltinFunctions.rangesByName[name] ?? 0..<0
    }

    /// Builds the table for a parsed file and keeps it beside the file's
    /// tree. Called once per parse, before the tree is shared.
    static func install(in syntax: SourceFileSyntax) {
        guard let tree = syntax.owner.tree else { return }
        tree.nameAnswers = CatalogNames(tree.names)
    }

    /// The table beside `tree`, if one was installed. Only this type
    /// installs tables, so the stored object is always one of these.
    @inline(__always) static func of(_ tree: SyntaxTree) -> CatalogNames? {
        tree.nameAnswers.map { unsafeDowncast($0, to: CatalogNames.self) }
    }

    /// The answer for name `id` of `tree`: from its table, or by name.
    @inline(__always) static func answer<Answer>(
        _ tree: SyntaxTree, _ id: Int, _ table: KeyPath<CatalogNames, [Answer]>,
        byName: (String) -> Answer
    ) -> Answer {
        if let names = of(tree) { return names[keyPath: table][id] }
        return byName(tree.names[id])
    }
}

extension Expr {
    /// The name id of a bare name (`Text`, `isStale`), else nil.
    var nameID: Int? {
        let node = tree[index]
        return node.tag == .identifier ? Int(node.b) : nil
    }

    /// The catalog view a bare name names (`Text`), else nil.
    var catalogView: CatalogEntry? {
        guard let id = nameID else { return nil }
        return tree.read { CatalogNames.answer($0, id, \.views, byName: CatalogNames.view) }
    }

    /// The archived view kind a bare name names, else nil.
    var viewKind: ViewKind? {
        guard let id = nameID else { return nil }
        return tree.read { CatalogNames.answer($0, id, \.viewKinds, byName: CatalogNames.viewKind) }
    }

    /// Whether this is a bare display-time name with an OS version
    /// (`isStale`, `isLuminanceReduced`).
    var isVersionedEnvironmentName: Bool {
        guard let id = nameID else { return false }
        return tree.read {
            CatalogNames.answer(
                $0, id, \.isVersionedEnvironment, byName: CatalogNames.isVersionedEnvironment)
        }
    }
}

extension Call {
    /// The name id of the member a modifier call names (`font` in
    /// `x.font(...)`), else nil.
    private var memberNameID: Int? {
        let callee = tree[tree[index].a]
        guard callee.tag == .member else { return nil }
        return Int(tree[callee.b].b)
    }

    /// The catalog modifier this call names as a member (`x.font(...)`),
    /// whatever its base; nil for other calls.
    var catalogModifier: CatalogEntry? {
        memberNameID.flatMap { id in
            tree.read { CatalogNames.answer($0, id, \.modifiers, byName: CatalogNames.modifier) }
        }
    }

    /// The archived modifier kind this call names as a member, else nil.
    var modifierKind: ModifierKind? {
        memberNameID.flatMap { id in
            tree.read {
                CatalogNames.answer($0, id, \.modifierKinds, byName: CatalogNames.modifierKind)
            }
        }
    }
}

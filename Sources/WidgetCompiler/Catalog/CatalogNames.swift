import WidgetArchive

/// What the catalogs say about each distinct name of one parse, by name id
/// (`SyntaxTree.names`).
///
/// The checker and instantiation ask the catalogs about every callee in
/// every family: `Text`, `font`, `padding` thousands of times in a large
/// file. Hashing the name's `String` for each question was a tenth of a
/// `wdl check` (callgrind). A parse has a few hundred distinct names, so
/// each is looked up once when the parse ends and a question is an array
/// load by the identifier node's name id.
struct CatalogNames: Sendable {
    /// Per name id: the catalog view of that name (`ViewCatalog.views`).
    private(set) var views: [CatalogEntry?] = []
    /// Per name id: the catalog modifier of that name (`ModifierCatalog.modifiers`).
    private(set) var modifiers: [CatalogEntry?] = []
    /// Per name id: the archived view kind of that name.
    private(set) var viewKinds: [ViewKind?] = []
    /// Per name id: the archived modifier kind of that name.
    private(set) var modifierKinds: [ModifierKind?] = []
    /// Per name id: whether it is a display-time name with an availability
    /// row (`EnvironmentCatalog.availabilityByName`).
    private(set) var isVersionedEnvironment: [Bool] = []
    /// Per name id: the rows of `BuiltinFunctions` with that name.
    private(set) var builtins: [Range<Int>] = []

    /// No names: the index of an empty tree.
    init() {}

    /// Looks up every name of a parse once.
    init(_ names: [String]) {
        views.reserveCapacity(names.count)
        modifiers.reserveCapacity(names.count)
        viewKinds.reserveCapacity(names.count)
        modifierKinds.reserveCapacity(names.count)
        isVersionedEnvironment.reserveCapacity(names.count)
        builtins.reserveCapacity(names.count)
        for name in names {
            views.append(ViewCatalog.views[name])
            modifiers.append(ModifierCatalog.modifiers[name])
            viewKinds.append(ViewKind(name: name))
            modifierKinds.append(ModifierKind(name: name))
            isVersionedEnvironment.append(EnvironmentCatalog.availabilityByName[name] != nil)
            builtins.append(BuiltinFunctions.rangesByName[name] ?? 0..<0)
        }
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
        return tree.read { $0.catalogNames.views[id] }
    }

    /// The archived view kind a bare name names, else nil.
    var viewKind: ViewKind? {
        guard let id = nameID else { return nil }
        return tree.read { $0.catalogNames.viewKinds[id] }
    }

    /// Whether this is a bare display-time name with an OS version
    /// (`isStale`, `isLuminanceReduced`).
    var isVersionedEnvironmentName: Bool {
        guard let id = nameID else { return false }
        return tree.read { $0.catalogNames.isVersionedEnvironment[id] }
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
        memberNameID.flatMap { id in tree.read { $0.catalogNames.modifiers[id] } }
    }

    /// The archived modifier kind this call names as a member, else nil.
    var modifierKind: ModifierKind? {
        memberNameID.flatMap { id in tree.read { $0.catalogNames.modifierKinds[id] } }
    }
}

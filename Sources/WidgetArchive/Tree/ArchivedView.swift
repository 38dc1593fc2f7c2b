/// One resolved view: its kind, its arguments, its content and the
/// modifiers applied to it, innermost first (`Text("a").font(.headline)
/// .padding()` has `font` then `padding`).
///
/// The shape is the same for every view, the way the catalog describes
/// every view by one kind of signature: a view added to the catalog needs
/// no new case here, and the codecs, the dumper and the renderers walk one
/// structure. The values are typed (`ArchiveValue`). Nothing in it is code:
/// `if`, `switch family`, `ForEach` and reusable views are gone, and
/// interpolations are text, except dates that the renderer formats for its
/// own `now`.
public struct ArchivedView: Hashable, Sendable {
    /// What view this is.
    public var kind: ViewKind
    /// Its arguments by the catalog's parameter names (`spacing`,
    /// `alignment`, `content` for a text's words).
    public var arguments: ArchiveArguments
    /// The views of its main content closure (a stack's children, a
    /// button's label), in order. Other view closures (`currentValueLabel`)
    /// are arguments of `.views`.
    public var children: [ArchivedView]
    /// The modifiers, innermost first.
    public var modifiers: [ArchivedModifier]
    /// Where the compiler built it from, when it did (`ViewOrigin`: in
    /// memory only, not part of equality or of the encoded archive).
    public var origin: ViewOrigin?

    /// Creates a view.
    public init(
        _ kind: ViewKind, arguments: ArchiveArguments = ArchiveArguments(),
        children: [ArchivedView] = [], modifiers: [ArchivedModifier] = []
    ) {
        self.kind = kind
        self.arguments = arguments
        self.children = children
        self.modifiers = modifiers
    }

    /// Views are equal when they draw the same: the origin is left out.
    public static func == (lhs: ArchivedView, rhs: ArchivedView) -> Bool {
        lhs.kind == rhs.kind && lhs.arguments == rhs.arguments && lhs.children == rhs.children
            && lhs.modifiers == rhs.modifiers
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(arguments)
        hasher.combine(children)
        hasher.combine(modifiers)
    }
}

/// One modifier with its resolved arguments (a `background { ... }` keeps
/// its views in the `content` argument).
public struct ArchivedModifier: Hashable, Sendable {
    /// Which modifier.
    public var kind: ModifierKind
    /// Its arguments by parameter name.
    public var arguments: ArchiveArguments

    /// Creates a modifier.
    public init(_ kind: ModifierKind, arguments: ArchiveArguments = ArchiveArguments()) {
        self.kind = kind
        self.arguments = arguments
    }
}

/// One named value of a view, a modifier or an intent.
public struct ArchiveArgument: Hashable, Sendable {
    /// The parameter's name (`spacing`, or `value` for an unlabelled one).
    public var name: String
    /// Its value.
    public var value: ArchiveValue

    /// Creates an argument.
    public init(name: String, value: ArchiveValue) {
        self.name = name
        self.value = value
    }
}

/// Named values, kept sorted by name with each name once, so that two
/// archives of the same tree are equal and encode to the same bytes
/// whatever order the source wrote the arguments in.
public struct ArchiveArguments: Hashable, Sendable, Sequence {
    /// The arguments, sorted by name.
    public private(set) var pairs: [ArchiveArgument]

    /// No arguments.
    public init() { pairs = [] }

    /// Arguments from pairs in any order; a later pair with a name wins.
    public init(_ pairs: [(String, ArchiveValue)]) {
        self.pairs = []
        self.pairs.reserveCapacity(pairs.count)
        for (name, value) in pairs { set(name, value) }
    }

    /// Makes room for `count` arguments at once: an archive keeps every
    /// view's arguments, and growing them one by one overallocates.
    public mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
    }

    /// Puts `value` under `name`, keeping the pairs sorted: one scan, as
    /// a view or modifier has a handful of arguments (cheaper than sorting,
    /// and instantiation builds one of these for every call).
    mutating func set(_ name: String, _ value: ArchiveValue) {
        var index = 0
        while index < pairs.count, pairs[index].name < name { index += 1 }
        if index < pairs.count, pairs[index].name == name {
            pairs[index].value = value
        } else {
            pairs.insert(ArchiveArgument(name: name, value: value), at: index)
        }
    }

    /// Arguments already sorted by name with each name once (the decoder
    /// has checked), taken as they are.
    init(sortedUnique pairs: [ArchiveArgument]) {
        self.pairs = pairs
    }

    /// The value named `name`.
    public subscript(name: String) -> ArchiveValue? {
        get { pairs.first { $0.name == name }?.value }
        set {
            if let newValue {
                set(name, newValue)
            } else if let index = pairs.firstIndex(where: { $0.name == name }) {
                pairs.remove(at: index)
            }
        }
    }

    /// How many arguments.
    public var count: Int { pairs.count }

    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Iterates the arguments in name order.
    public func makeIterator() -> IndexingIterator<[ArchiveArgument]> { pairs.makeIterator() }
}

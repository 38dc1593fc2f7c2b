/// A parsed `.wdl` file: its declarations in order.
public struct SourceFileSyntax: Hashable, Sendable {
    /// Every declaration, in source order.
    public var declarations: [Declaration]
    /// The whole file.
    public var range: SourceRange
    /// Every token of the file, as the parser bound them: what the
    /// formatter, the comment scanner and the editor read.
    public var tokens: SyntaxTokens
    /// The tree every handle in `declarations` reads: this value owns it
    /// (handles do not; see `SyntaxReference`).
    @usableFromInline package let owner: SyntaxTreeOwner

    /// Creates a file.
    public init(
        declarations: [Declaration], range: SourceRange, tokens: SyntaxTokens = SyntaxTokens()
    ) {
        self.init(declarations: declarations, range: range, tree: nil, tokens: tokens)
    }

    /// A file whose handles read `tree`.
    @usableFromInline package init(
        declarations: [Declaration], range: SourceRange, tree: SyntaxTree?,
        tokens: SyntaxTokens = SyntaxTokens()
    ) {
        self.declarations = declarations
        self.range = range
        self.tokens = tokens
        owner = SyntaxTreeOwner(tree: tree)
    }
}

/// The strong reference that keeps a parse's tree alive, invisible to
/// equality and hashing (a file equals another by its declarations).
@usableFromInline package struct SyntaxTreeOwner: Hashable, Sendable {
    @usableFromInline package let tree: SyntaxTree?

    @usableFromInline package static func == (lhs: SyntaxTreeOwner, rhs: SyntaxTreeOwner) -> Bool {
        true
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {}
}

/// A file-level declaration.
public enum Declaration: Hashable, Sendable {
    /// `widget Name { ... }`
    case widget(ContainerDecl)
    /// `activity Name { ... }`
    case activity(ContainerDecl)
    /// `struct Name { field: Type ... }`
    case record(RecordDecl)
    /// `intent Name { field: Type ... }`
    case intent(RecordDecl)
    /// `view Name(param: Type, ...) { ... }`
    case view(ViewDecl)

    /// The declaration's bytes.
    public var range: SourceRange {
        switch self {
        case .widget(let decl), .activity(let decl): decl.range
        case .record(let decl), .intent(let decl): decl.range
        case .view(let decl): decl.range
        }
    }

    /// The declared name.
    public var name: Identifier {
        switch self {
        case .widget(let decl), .activity(let decl): decl.name
        case .record(let decl), .intent(let decl): decl.name
        case .view(let decl): decl.name
        }
    }
}

/// A widget or a Live Activity: a name and its members.
///
/// Both share one shape; the parser checks which members each may have
/// (`entry` and `body` for widgets, `attributes`, `state`, `lockScreen` and
/// `dynamicIsland` for activities).
public struct ContainerDecl: Hashable, Sendable {
    /// The name after `widget` or `activity`.
    public var name: Identifier
    /// The members in source order.
    public var members: [Member]
    /// From the keyword to the closing brace.
    public var range: SourceRange

    /// Creates a container.
    public init(name: Identifier, members: [Member], range: SourceRange) {
        self.name = name
        self.members = members
        self.range = range
    }
}

/// One member of a widget or activity.
public struct Member: Hashable, Sendable {
    /// The member's leading word: `kind`, `entry`, `body`, `dynamicIsland`...
    public var keyword: Identifier
    /// What it holds.
    public var kind: Kind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a member.
    public init(keyword: Identifier, kind: Kind, range: SourceRange) {
        self.keyword = keyword
        self.kind = kind
        self.range = range
    }

    /// The closed set of members.
    public enum Kind: Hashable, Sendable {
        /// A header property: `kind: "EmojiRangerWidget"`, `families: [...]`.
        case property(Expr)
        /// `entry { ... }`: the timeline entry's fields.
        case entry([Field])
        /// `attributes { ... }`: an activity's static data.
        case attributes([Field])
        /// `state { ... }`: an activity's `ContentState`.
        case state([Field])
        /// `configuration { name: Type = default ... }`.
        case configuration([Field])
        /// `placeholder { field: value ... }`.
        case placeholder(RecordValue)
        /// `body { ... }`: a widget's view.
        case body(Block)
        /// `lockScreen { ... }`: an activity's Lock Screen presentation.
        case lockScreen(Block)
        /// `dynamicIsland { ... }`: an activity's Dynamic Island presentations.
        case dynamicIsland([IslandRegion])
    }
}

/// A Dynamic Island presentation (`compactLeading { }`) or the `expanded`
/// group with its regions (`leading`, `trailing`, `center`, `bottom`).
public struct IslandRegion: Hashable, Sendable {
    /// The presentation or region name.
    public var name: Identifier
    /// Views, or (for `expanded`) nested regions.
    public var content: Content
    /// Its bytes.
    public var range: SourceRange

    /// Creates a region.
    public init(name: Identifier, content: Content, range: SourceRange) {
        self.name = name
        self.content = content
        self.range = range
    }

    /// What a region holds.
    public enum Content: Hashable, Sendable {
        /// View statements.
        case views(Block)
        /// The regions of `expanded`.
        case regions([IslandRegion])
    }
}

/// `struct Name { ... }` or `intent Name { ... }`: a named list of fields.
public struct RecordDecl: Hashable, Sendable {
    /// The declared name.
    public var name: Identifier
    /// The fields in order.
    public var fields: [Field]
    /// From the keyword to the closing brace.
    public var range: SourceRange

    /// Creates a record declaration.
    public init(name: Identifier, fields: [Field], range: SourceRange) {
        self.name = name
        self.fields = fields
        self.range = range
    }
}

/// `view Name(param: Type, ...) { ... }`: a reusable view.
public struct ViewDecl: Hashable, Sendable {
    /// The declared name.
    public var name: Identifier
    /// The parameters, possibly with defaults.
    public var parameters: [Field]
    /// The view statements.
    public var body: Block
    /// From `view` to the closing brace.
    public var range: SourceRange

    /// Creates a reusable view.
    public init(name: Identifier, parameters: [Field], body: Block, range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

/// `name: Type` or `name: Type = default`: a schema field, a record field,
/// an intent or view parameter, or a configuration parameter.
public struct Field: Hashable, Sendable {
    /// The field's name.
    public var name: Identifier
    /// Its declared type.
    public var type: TypeSyntax
    /// The default after `=`, if any.
    public var defaultValue: Expr?
    /// From the name to the end of the type or default.
    public var range: SourceRange

    /// Creates a field.
    public init(name: Identifier, type: TypeSyntax, defaultValue: Expr?, range: SourceRange) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// A type as written: `String`, `[Item]`, `Date?`, `[String]?`.
public struct TypeSyntax: Hashable, Sendable {
    /// The shape of the type.
    public var kind: Kind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a type.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The closed set of type shapes.
    public enum Kind: Hashable, Sendable {
        /// A named type: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `Color`, or a struct.
        case named(String)
        /// `[Element]`.
        indirect case array(TypeSyntax)
        /// `Wrapped?`.
        indirect case optional(TypeSyntax)
        /// A type that could not be parsed; already reported.
        case error
    }
}

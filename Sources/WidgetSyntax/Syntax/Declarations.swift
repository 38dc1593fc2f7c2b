import WidgetArchive

/// A parsed `.wdl` file: its declarations in order.
public struct SourceFileSyntax: Hashable, Sendable {
    /// Every declaration the build compiles, in source order: those in a
    /// `#if` clause that is not compiled are left out (see `items`).
    public var declarations: [Declaration]
    /// What the file holds at its top level, in source order: the
    /// declarations and the `#if`s around declarations with every clause,
    /// for what prints the file (the formatter's printing, the emitter).
    public var items: [FileItem] {
        get { directiveItems ?? declarations.map(FileItem.declaration) }
        set { directiveItems = newValue.contains { $0.isDirective } ? newValue : nil }
    }
    /// `items` when the file has a `#if` at its top level; nil (and no
    /// second list to hold) when it has none.
    private var directiveItems: [FileItem]?
    /// The whole file.
    public var range: SourceRange
    /// Every token of the file, as the parser bound them: what the
    /// formatter, the comment scanner and the editor read.
    public var tokens: SyntaxTokens
    /// The tree every handle in `declarations` reads: this value owns it
    /// (handles do not; see `SyntaxReference`).
    @usableFromInline package let owner: SyntaxTreeOwner

    /// A file with no declarations (what a file that failed validation parses to).
    public init(range: SourceRange, tokens: SyntaxTokens = SyntaxTokens()) {
        self.init(declarations: [], range: range, tree: nil, tokens: tokens)
    }

    /// A file whose handles read `tree`.
    @usableFromInline package init(
        declarations: [Declaration], range: SourceRange, tree: SyntaxTree?,
        tokens: SyntaxTokens = SyntaxTokens()
    ) {
        self.declarations = declarations
        directiveItems = nil
        self.range = range
        self.tokens = tokens
        owner = SyntaxTreeOwner(tree: tree)
    }
}

/// One thing at a file's top level.
public enum FileItem: Hashable, Sendable {
    /// A declaration.
    case declaration(Declaration)
    /// `#if condition` declarations ... `#endif` (its clauses' arrays hold
    /// what nests, so the enum needs no boxes).
    case directive(DeclarationDirective)

    /// Whether it is a `#if`.
    var isDirective: Bool { if case .directive = self { true } else { false } }
}

/// A `#if` around declarations: every clause is parsed; the compiled
/// clause's declarations are the file's (`BuildConfiguration`).
public struct DeclarationDirective: Hashable, Sendable {
    /// One clause and what it holds.
    public struct Clause: Hashable, Sendable {
        /// `#if`, `#elseif` or `#else`.
        public var kind: CompilationClause.Kind
        /// The condition as written; empty for `#else`.
        public var condition: String
        /// Whether the build compiles it.
        public var isActive: Bool
        /// Its declarations and nested `#if`s, in order.
        public var items: [FileItem]
    }

    /// The clauses in order.
    public var clauses: [Clause]
    /// From `#if` to `#endif`.
    public var range: SourceRange
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

/// A file-level declaration, read from its node (`SyntaxNode.Tag.widget`
/// through `.view`). Declarations, members, fields and types are nodes
/// of the same flat tree as expressions, read through handles; the
/// placeholder's values are the one exception (see `Value`).
public enum Declaration: SyntaxElement {
    /// `widget Name { ... }`
    case widget(ContainerDecl)
    /// `activity Name { ... }`
    case activity(ContainerDecl)
    /// `control Name { ... }`: a control (iOS 18), drawn by the system in
    /// Control Center, on the Lock Screen and for the Action button.
    case control(ContainerDecl)
    /// `struct Name { field: Type ... }`
    case record(RecordDecl)
    /// `intent Name { field: Type ... }`
    case intent(RecordDecl)
    /// `view Name(param: Type, ...) { ... }`, or a `View` or
    /// `ViewModifier` struct.
    case view(ViewDecl)
    /// `extension View { func name(...) -> some View { ... } }`.
    case viewExtension(ExtensionDecl)
    /// `func name(_ a: T) -> T { ... }` at file level.
    case function(FunctionDecl)
    /// `enum Name: String { case a, b ... }`.
    case enumeration(EnumDecl)

    /// The declaration at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.init(tag: reference.tree[reference.index].tag, reference)
    }

    /// The declaration at node `reference`, whose tag is `tag`: what the
    /// parser uses before the tree is installed and readable.
    package init(tag: SyntaxNode.Tag, _ reference: SyntaxReference) {
        switch tag {
        case .widget: self = .widget(ContainerDecl(reference))
        case .activity: self = .activity(ContainerDecl(reference))
        case .control: self = .control(ContainerDecl(reference))
        case .record: self = .record(RecordDecl(reference))
        case .intent: self = .intent(RecordDecl(reference))
        case .viewExtension: self = .viewExtension(ExtensionDecl(reference))
        case .function: self = .function(FunctionDecl(reference))
        case .enumDecl: self = .enumeration(EnumDecl(reference))
        default: self = .view(ViewDecl(reference))
        }
    }

    /// The declaration's bytes.
    public var range: SourceRange {
        switch self {
        case .widget(let decl), .activity(let decl), .control(let decl): decl.range
        case .record(let decl), .intent(let decl): decl.range
        case .view(let decl): decl.range
        case .viewExtension(let decl): decl.range
        case .function(let decl): decl.range
        case .enumeration(let decl): decl.range
        }
    }

    /// The declared name.
    public var name: Identifier {
        switch self {
        case .widget(let decl), .activity(let decl), .control(let decl): decl.name
        case .record(let decl), .intent(let decl): decl.name
        case .view(let decl): decl.name
        case .viewExtension(let decl): decl.extendedType
        case .function(let decl): decl.name
        case .enumeration(let decl): decl.name
        }
    }
}

/// A widget or a Live Activity: a name and its members.
///
/// Both share one shape; the parser checks which members each may have
/// (`entry` and `body` for widgets, `attributes`, `state`, `lockScreen` and
/// `dynamicIsland` for activities).
public struct ContainerDecl: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The name after `widget` or `activity`.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The members in source order.
    public var members: SyntaxList<Member> { SyntaxList(tree, tree[index].b) }
    /// From the keyword to the closing brace.
    public var range: SourceRange { tree[index].range }
}

/// One member of a widget or activity.
public struct Member: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The member at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The member's leading word: `kind`, `entry`, `body`, `dynamicIsland`...
    public var keyword: Identifier { tree.identifier(tree[index].a)! }
    /// Its bytes.
    public var range: SourceRange { tree[index].range }

    /// What it holds.
    public var kind: Kind {
        let node = tree[index]
        switch Code(rawValue: node.flags) ?? .property {
        case .property: return .property(Expr(tree, node.b))
        case .entry: return .entry(SyntaxList(tree, node.b))
        case .attributes: return .attributes(SyntaxList(tree, node.b))
        case .state: return .state(SyntaxList(tree, node.b))
        case .value: return .value(SyntaxList(tree, node.b))
        case .configuration: return .configuration(SyntaxList(tree, node.b))
        case .placeholder: return .placeholder(tree.read { $0.placeholders[Int(node.b)] })
        case .body: return .body(Block(tree, node.b))
        case .lockScreen: return .lockScreen(Block(tree, node.b))
        case .dynamicIsland: return .dynamicIsland(SyntaxList(tree, node.b))
        case .dynamicIslandBuilder: return .dynamicIslandBuilder(Block(tree, node.b))
        }
    }

    /// The closed set of members.
    public enum Kind: Hashable, Sendable {
        /// A header property: `kind: "EmojiRangerWidget"`, `families: [...]`.
        case property(Expr)
        /// `entry { ... }`: the timeline entry's fields.
        case entry(SyntaxList<Field>)
        /// `attributes { ... }`: an activity's static data.
        case attributes(SyntaxList<Field>)
        /// `state { ... }`: an activity's `ContentState`.
        case state(SyntaxList<Field>)
        /// `value { ... }`: a control's value, what its value provider gives.
        case value(SyntaxList<Field>)
        /// `configuration { name: Type = default ... }`.
        case configuration(SyntaxList<Field>)
        /// `placeholder { field: value ... }`.
        case placeholder(RecordValue)
        /// `body { ... }`: a widget's view.
        case body(Block)
        /// `lockScreen { ... }`: an activity's Lock Screen presentation.
        case lockScreen(Block)
        /// `dynamicIsland { ... }`: an activity's Dynamic Island presentations.
        case dynamicIsland(SyntaxList<IslandRegion>)
        /// `dynamicIsland { context in DynamicIsland { ... } compactLeading: { ... } ... }`:
        /// the presentations as ActivityKit's closure writes them, read by
        /// `IslandLayoutSyntax`.
        case dynamicIslandBuilder(Block)
    }

    /// A member node's `flags`: which `Kind` its `b` word holds (an
    /// expression, a list of fields, an index in `placeholders`, a block
    /// or a list of regions).
    @usableFromInline package enum Code: UInt8 {
        case property, entry, attributes, state, configuration, placeholder, body, lockScreen,
            dynamicIsland, dynamicIslandBuilder, value
    }
}

/// A Dynamic Island presentation (`compactLeading { }`) or the `expanded`
/// group with its regions (`leading`, `trailing`, `center`, `bottom`).
public struct IslandRegion: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The region at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The presentation or region name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// Its bytes.
    public var range: SourceRange { tree[index].range }

    /// Views, or (for `expanded`) nested regions.
    public var content: Content {
        let node = tree[index]
        return node.flags == 1 ? .regions(SyntaxList(tree, node.b)) : .views(Block(tree, node.b))
    }

    /// What a region holds.
    public enum Content: Hashable, Sendable {
        /// View statements.
        case views(Block)
        /// The regions of `expanded`.
        case regions(SyntaxList<IslandRegion>)
    }
}

/// `struct Name { ... }` or `intent Name { ... }`: a named list of fields.
public struct RecordDecl: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The declared name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The fields in order.
    public var fields: SyntaxList<Field> { SyntaxList(tree, tree.extra[Int(tree[index].b)]) }
    /// A struct's static members (`static let`, `static func`), in order.
    public var typeMembers: TypeMembers {
        TypeMembers(tree, tree.extra[Int(tree[index].b) + 1])
    }
    /// From the keyword to the closing brace.
    public var range: SourceRange { tree[index].range }
}

/// `view Name(param: Type, ...) { ... }`: a reusable view; also a view
/// written as a `View` struct, a `ViewModifier` struct, and a function of
/// `extension View` (see `Form`).
public struct ViewDecl: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The view at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Its `@available(iOS 17.0, *)` attribute, if it has one.
    public var availability: Availability? { tree.declarationAvailability(index) }

    /// The declared name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The parameters, possibly with defaults.
    public var parameters: SyntaxList<Field> { SyntaxList(tree, tree.extra[Int(tree[index].b)]) }
    /// The parameters a caller passes, with or without their defaults:
    /// every parameter but a view struct's constants, as Swift's
    /// memberwise initializer has them.
    public var callParameters: [Field] {
        if let initializer { return Array(initializer.parameters) }
        return parameters.filter { !$0.isConstant }
    }
    /// A view struct's own `init`, if it declares one (the first).
    public var initializer: FunctionDecl? { members.first(where: \.isInitializer) }
    /// The view statements.
    public var body: Block { Block(tree, tree.extra[Int(tree[index].b) + 1]) }
    /// From `view` (or `struct`, or `func`) to the closing brace.
    public var range: SourceRange { tree[index].range }
    /// How it is written.
    public var form: Form { Form(rawValue: tree[index].flags) ?? .view }
    /// Whether it is written as SwiftUI writes it: `struct Name: View {
    /// let a: T; var body: some View { } }`.
    public var isStructForm: Bool { form == .viewStruct }
    /// A struct's `@Environment` properties, in order; none for a view in
    /// wdl's form or a function.
    public var environment: SyntaxList<EnvironmentProperty> {
        form.isStruct
            ? SyntaxList(tree, tree.extra[Int(tree[index].b) + 2]) : SyntaxList(tree, 0)
    }
    /// Whether a function is marked `@ViewBuilder`.
    public var isViewBuilder: Bool {
        form == .helper && tree.extra[Int(tree[index].b) + 2] == 1
    }
    /// A struct's computed properties and functions, in order; none for
    /// a view in wdl's form or a helper.
    public var members: SyntaxList<FunctionDecl> {
        form.isStruct
            ? SyntaxList(tree, tree.extra[Int(tree[index].b) + 3]) : SyntaxList(tree, 0)
    }
    /// A struct's static members (`static let`, `static func`), in order.
    public var typeMembers: TypeMembers {
        TypeMembers(
            tree,
            form.isStruct ? tree.extra[Int(tree[index].b) + 4] : 0
        )
    }
    /// A struct's generic parameters, each with its constraint:
    /// `<Content: View>` of `struct Card<Content: View>: View`.
    public var genericParameters: [(name: Identifier, constraint: Identifier)] {
        guard form.isStruct else { return [] }
        let words = Array(SyntaxList<Identifier>(tree, tree.extra[Int(tree[index].b) + 5]))
        return stride(from: 0, to: words.count - 1, by: 2).map { (words[$0], words[$0 + 1]) }
    }

    /// The ways a reusable view is written; a view node's `flags`.
    public enum Form: UInt8, Sendable {
        /// `view Name(a: T) { ... }`.
        case view = 0
        /// `struct Name: View { let a: T; var body: some View { ... } }`.
        case viewStruct = 1
        /// `func name(_ a: T) -> some View { ... }` in `extension View`:
        /// applied to a view as a modifier, `self` being that view.
        case helper = 2
        /// `struct Name: ViewModifier { let a: T; func body(content:
        /// Content) -> some View { ... } }`: applied with
        /// `.modifier(Name(a: v))`, `content` being the modified view.
        case modifierStruct = 3
        /// `struct Name: ButtonStyle { func makeBody(configuration:
        /// Configuration) -> some View { ... } }`: applied with
        /// `.buttonStyle(Name())` to the buttons under it, and so on for
        /// the other styles; `configuration` describes the styled control.
        case buttonStyle = 4, toggleStyle = 5, labelStyle = 6, gaugeStyle = 7,
            progressViewStyle = 8
        /// `struct Name: Shape { func path(in rect: CGRect) -> Path { ... } }`:
        /// a shape drawn as the path its `path(in:)` member makes for its
        /// frame; its body is empty.
        case shapeStruct = 9

        /// The struct forms by the protocol their struct conforms to.
        public static let conformances: [String: Form] = [
            "View": .viewStruct, "ViewModifier": .modifierStruct, "ButtonStyle": .buttonStyle,
            "ToggleStyle": .toggleStyle, "LabelStyle": .labelStyle, "GaugeStyle": .gaugeStyle,
            "ProgressViewStyle": .progressViewStyle, "Shape": .shapeStruct,
        ]

        /// Whether the form is a `struct` (it has members and may have
        /// `@Environment` properties).
        public var isStruct: Bool { self != .view && self != .helper }

        /// Whether the form is a custom style (`ButtonStyle`, ...).
        public var isStyle: Bool {
            (Form.buttonStyle.rawValue...Form.progressViewStyle.rawValue).contains(rawValue)
        }

        /// The protocol a struct of this form conforms to (`ButtonStyle`);
        /// nil for `view` and a helper.
        public var protocolName: String? {
            Self.conformances.first(where: { $0.value == self })?.key
        }

        /// How a struct of this form declares its body.
        public var bodySignature: String {
            switch self {
            case .view, .viewStruct, .helper: "var body: some View"
            case .modifierStruct: "func body(content: Content) -> some View"
            case .shapeStruct: "func path(in rect: CGRect) -> Path"
            default: "func makeBody(configuration: Configuration) -> some View"
            }
        }
    }

    /// A view node's `flags` when it is written as a struct.
    @usableFromInline package static let structForm: UInt8 = Form.viewStruct.rawValue
}

/// A view struct's computed property (`var progress: Double { ... }`) or
/// function (`func color(for level: Int) -> Color { ... }`): code the
/// body calls, run when an entry is instantiated. One whose result is
/// `some View` makes views, as a reusable view does.
public struct FunctionDecl: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The member at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Its `@available(iOS 17.0, *)` attribute, if it has one.
    public var availability: Availability? { tree.declarationAvailability(index) }

    /// The member's name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// A function's parameters; none for a computed property.
    public var parameters: SyntaxList<Field> { SyntaxList(tree, tree.extra[Int(tree[index].b)]) }
    /// The declared type or result type.
    public var resultType: TypeSyntax { TypeSyntax(tree, tree.extra[Int(tree[index].b) + 1]) }
    /// The statements.
    public var body: Block { Block(tree, tree.extra[Int(tree[index].b) + 2]) }
    /// Whether it is a computed property, read by name, not called.
    public var isComputedProperty: Bool { tree[index].flags & Self.computedFlag != 0 }
    /// Whether it is marked `@ViewBuilder`.
    public var isViewBuilder: Bool { tree[index].flags & Self.viewBuilderFlag != 0 }
    /// Whether it is `static`: called on the type (`Theme.color(for: 2)`).
    public var isStatic: Bool { tree[index].flags & Self.staticFlag != 0 }
    /// Whether its result is views: `some View`, or a gradient or shape
    /// of the catalog (`func fade() -> LinearGradient`).
    public var returnsView: Bool {
        switch resultType.kind {
        case .opaque("View"): return true
        case .named(let name):
            // A gradient or a shape; `Color`, `Path`, `Text` and `Image` are
            // values too (a `Shape`'s `path(in:)` returns a `Path`, a
            // function a `Text` to add to another).
            guard let kind = ViewKind(name: name) else { return false }
            return kind.isGradient || (kind.isShape && kind != .path)
        default: return false
        }
    }
    /// From its first attribute or keyword to the closing brace.
    public var range: SourceRange { tree[index].range }

    /// A function node's `flags` bit for a computed property.
    @usableFromInline package static let computedFlag: UInt8 = 1
    /// A function node's `flags` bit for `@ViewBuilder`.
    @usableFromInline package static let viewBuilderFlag: UInt8 = 2
    /// A function node's `flags` bit for `static`.
    @usableFromInline package static let staticFlag: UInt8 = 4
    /// A function node's `flags` bit for a view struct's `init`.
    @usableFromInline package static let initializerFlag: UInt8 = 8
    /// Whether it is a view struct's `init(...) { self.a = a ... }`: it
    /// takes the call's arguments in place of the memberwise ones.
    public var isInitializer: Bool { tree[index].flags & Self.initializerFlag != 0 }
}

/// A type's members besides its stored fields, in order: `static let`
/// constants, `static func`s and `static var`s with bodies, and (in a
/// struct of data or an extension) instance computed properties and
/// functions; one list, so printing keeps their order.
public struct TypeMembers: Sequence, Sendable {
    private let list: SyntaxList<TypeMember>

    @usableFromInline package init(_ tree: TreeView, _ start: UInt32) {
        list = SyntaxList(tree, start)
    }

    /// The members in order.
    public func makeIterator() -> SyntaxList<TypeMember>.Iterator { list.makeIterator() }
    /// The `static let` constants, in order.
    public var constants: [LetStatement] {
        list.compactMap { if case .constant(let constant) = $0.kind { constant } else { nil } }
    }
    /// The `static func`s and `static var`s with bodies, in order.
    public var staticFunctions: [FunctionDecl] {
        functions.filter(\.isStatic)
    }
    /// The instance computed properties and functions, in order
    /// (`var isLate: Bool { ... }` in `struct Departure`).
    public var instanceMembers: [FunctionDecl] {
        functions.filter { !$0.isStatic && !$0.isInitializer }
    }
    /// A struct of data's own `init(...) { self.name = ... }`, which
    /// replaces its memberwise initializer, as in Swift.
    public var initializer: FunctionDecl? {
        functions.first(where: \.isInitializer)
    }

    private var functions: [FunctionDecl] {
        list.compactMap { if case .function(let function) = $0.kind { function } else { nil } }
    }
}

/// One member of `TypeMembers`: a constant or a function.
public struct TypeMember: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The member at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Which kind of member.
    public var kind: Kind {
        tree[index].tag == .function
            ? .function(FunctionDecl(tree, index)) : .constant(LetStatement(tree, index))
    }

    /// From `static` to the end.
    public var range: SourceRange { tree[index].range }

    /// The two kinds of static member.
    public enum Kind: Sendable {
        /// `static let name = value`.
        case constant(LetStatement)
        /// `static func name(...) -> T { ... }` or `static var name: T { ... }`.
        case function(FunctionDecl)
    }
}

/// `enum Mood: String, Codable { case happy, sad; var emoji: String { ... } }`:
/// a closed set of values, each written `.happy`, with computed
/// properties and functions that `switch self`.
public struct EnumDecl: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The enum at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The declared name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The cases, in order.
    public var cases: SyntaxList<EnumCase> { SyntaxList(tree, tree.extra[Int(tree[index].b)]) }
    /// Computed properties and functions.
    public var members: SyntaxList<FunctionDecl> {
        SyntaxList(tree, tree.extra[Int(tree[index].b) + 1])
    }
    /// The conformances as written, the raw type first if any:
    /// `String`, `Codable`.
    public var conformances: SyntaxList<Identifier> {
        SyntaxList(tree, tree.extra[Int(tree[index].b) + 2])
    }
    /// Static members (`static let`, `static func`), in order.
    public var typeMembers: TypeMembers {
        TypeMembers(tree, tree.extra[Int(tree[index].b) + 3])
    }
    /// From `enum` to the closing brace.
    public var range: SourceRange { tree[index].range }
}

/// `case happy` or `case angry = "mad"` in an enum.
public struct EnumCase: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The case at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The case's name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The raw value written after `=`, if any.
    public var rawValue: Expr? {
        guard !hasPayload, tree[index].b != SyntaxNode.none else { return nil }
        return Expr(tree, tree[index].b)
    }
    /// Whether it has associated values: `case late(minutes: Int)`.
    public var hasPayload: Bool { tree[index].flags == Self.payloadFlag }
    /// Its associated values, in order: a label (`_` when none is
    /// written) and a type each; none for a plain case.
    public var payload: SyntaxList<Field> {
        SyntaxList(tree, hasPayload ? tree[index].b : 0)
    }
    /// From the name to the end of the raw value or payload.
    public var range: SourceRange { tree[index].range }

    /// An `enumCase` node's `flags` when `b` is its payload list.
    @usableFromInline package static let payloadFlag: UInt8 = 1
}

/// `extension View { func name(...) -> some View { ... } ... }`: view
/// helpers a file declares, each applied to a view as a modifier is.
public struct ExtensionDecl: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The extended type's name (`View`, `Color`).
    public var extendedType: Identifier { tree.identifier(tree[index].a)! }
    /// Whether it extends `View`, whose functions are view helpers.
    public var extendsView: Bool { extendedType.name == "View" }
    /// Its functions, in order (an extension of `View` only).
    public var functions: SyntaxList<ViewDecl> {
        SyntaxList(tree, extendsView ? tree.extra[Int(tree[index].b)] : 0)
    }
    /// Its computed properties and functions, in order (an extension of
    /// another type: `extension Int { var hours: String { ... } }`).
    public var members: SyntaxList<FunctionDecl> {
        SyntaxList(tree, extendsView ? 0 : tree.extra[Int(tree[index].b)])
    }
    /// Its static members (`extension Color { static let brand = ... }`).
    public var typeMembers: TypeMembers {
        TypeMembers(tree, tree.extra[Int(tree[index].b) + 1])
    }
    /// From `extension` to the closing brace.
    public var range: SourceRange { tree[index].range }
}

/// `@Environment(\.colorScheme) var colorScheme` in a view struct: a
/// display-time value the body reads by that name.
public struct EnvironmentProperty: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The property at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The property's name: what the body reads.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The key path in the parentheses: `\.colorScheme`.
    public var key: Expr { Expr(tree, tree[index].b) }
    /// From the `@` to the end of the name or type.
    public var range: SourceRange { tree[index].range }
}

/// `name: Type` or `name: Type = default`: a schema field, a record field,
/// an intent or view parameter, or a configuration parameter.
public struct Field: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The field at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The field's name.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// Its declared type.
    public var type: TypeSyntax { TypeSyntax(tree, tree.extra[Int(tree[index].b)]) }
    /// The default after `=`, if any.
    public var defaultValue: Expr? {
        let value = tree.extra[Int(tree[index].b) + 1]
        return value == SyntaxNode.none ? nil : Expr(tree, value)
    }
    /// From the name to the end of the type or default.
    public var range: SourceRange { tree[index].range }
    /// Whether it is a view struct's `let` with a value: a constant the
    /// view reads and no caller passes.
    public var isConstant: Bool { tree[index].flags == Self.constantFlag }
    /// The label a caller writes before the argument: the name itself,
    /// nil for a function's `_ name`, or the label a function writes
    /// before the name (`for family: WidgetFamily`).
    public var argumentLabel: Identifier? {
        switch tree[index].flags {
        case Self.unlabeledFlag: return nil
        case Self.relabeledFlag: return tree.identifier(tree.extra[Int(tree[index].b) + 2])
        default: return name
        }
    }
    /// Whether the label differs from the name as written (`_ name`,
    /// `label name`): what a printer writes before the name.
    public var writtenLabel: String? {
        switch tree[index].flags {
        case Self.unlabeledFlag: return "_"
        case Self.relabeledFlag: return argumentLabel?.name
        default: return nil
        }
    }

    /// A field node's `flags` when it is a constant.
    @usableFromInline package static let constantFlag: UInt8 = 1
    /// A field node's `flags` when it is a function's `_ name` parameter.
    @usableFromInline package static let unlabeledFlag: UInt8 = 2
    /// A field node's `flags` when a function's parameter has a label of
    /// its own, stored after the default.
    @usableFromInline package static let relabeledFlag: UInt8 = 3
    /// A field node's `flags` when a generic view struct's stored property
    /// holds views (`let content: Content`, `Content: View`).
    @usableFromInline package static let viewsFlag: UInt8 = 4
    /// As `viewsFlag`, written `@ViewBuilder`: a caller passes a closure.
    @usableFromInline package static let viewBuilderFlag: UInt8 = 5
    /// A field node's `flags` when a struct of data's field is written
    /// `let`: no statement may set it once the value is made.
    @usableFromInline package static let letFieldFlag: UInt8 = 6

    /// Whether a struct of data's field is written `let`.
    public var isLetField: Bool { tree[index].flags == Self.letFieldFlag }

    /// Whether it holds views: `some View`, or a view struct's property of
    /// a generic type that conforms to `View`.
    public var holdsViews: Bool {
        type.isSomeView || tree[index].flags == Self.viewsFlag
            || tree[index].flags == Self.viewBuilderFlag
    }
    /// Whether it is a `@ViewBuilder` stored property of a view struct.
    public var isViewBuilder: Bool { tree[index].flags == Self.viewBuilderFlag }
}

/// A type as written: `String`, `[Item]`, `Date?`, `[String]?`.
public struct TypeSyntax: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Its bytes.
    public var range: SourceRange { tree[index].range }

    /// The shape of the type.
    public var kind: Kind {
        let node = tree[index]
        switch node.tag {
        case .namedType: return .named(tree.name(node.a))
        case .arrayType: return .array(TypeSyntax(tree, node.a))
        case .optionalType: return .optional(TypeSyntax(tree, node.a))
        case .opaqueType: return .opaque(tree.name(node.a))
        case .inferredType: return .inferred
        default: return .error
        }
    }

    /// The closed set of type shapes.
    public enum Kind: Hashable, Sendable {
        /// A named type: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `Color`, or a struct.
        case named(String)
        /// `[Element]`.
        case array(TypeSyntax)
        /// `Wrapped?`.
        case optional(TypeSyntax)
        /// `some View`: a view a function or view struct takes.
        case opaque(String)
        /// A type that could not be parsed; already reported.
        case error
        /// None written: a view struct's `let spacing = 8.0` has its value's type.
        case inferred
    }

    /// Whether it is `some View`: a parameter that holds views.
    public var isSomeView: Bool {
        if case .opaque("View") = kind { return true }
        return false
    }
}

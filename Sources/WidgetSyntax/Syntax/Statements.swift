/// A braced list of statements: a body, a branch, a case, a closure.
public struct Block: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The statements in order.
    @inlinable public var statements: SyntaxList<Statement> { SyntaxList(tree, tree[index].a) }
    /// From `{` to `}` (for a `case`, from the label to its last statement).
    @inlinable public var range: SourceRange { tree[index].range }

    /// The statements the build compiles: each `#if` replaced by the
    /// statements of its compiled clause, as Swift compiles them (a clause
    /// is no scope: a `let` in it is seen after the `#endif`).
    public var compiledStatements: CompiledStatements { CompiledStatements(statements: statements) }

    /// Calls `visit` with each expression statement of this block and of
    /// the blocks of its `if`, `else` and `switch` cases, in source order:
    /// the views a body can draw, conditions and subjects left out. Stops
    /// when `visit` returns false, and then returns false.
    @discardableResult
    @inlinable package func forEachViewStatement(_ visit: (Expr) -> Bool) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .expression(let expression), .returnStatement(let expression):
                guard visit(expression) else { return false }
            case .ifStatement(let statement):
                guard statement.forEachViewStatement(visit) else { return false }
            case .switchStatement(let statement):
                for switchCase in statement.cases {
                    guard switchCase.body.forEachViewStatement(visit) else { return false }
                }
            case .conditionalCompilation(let directive):
                // The clause the build compiles, as everything checked is.
                guard directive.activeBlock?.forEachViewStatement(visit) ?? true else {
                    return false
                }
            case .letStatement, .guardStatement, .assignment, .forStatement, .error: break
            }
        }
        return true
    }
}

extension IfStatement {
    /// `Block.forEachViewStatement` over the then-block and the else branch.
    @inlinable package func forEachViewStatement(_ visit: (Expr) -> Bool) -> Bool {
        guard thenBlock.forEachViewStatement(visit) else { return false }
        switch elseBranch {
        case .block(let block): return block.forEachViewStatement(visit)
        case .elseIf(let nested, _): return nested.forEachViewStatement(visit)
        case nil: return true
        }
    }
}

/// One statement in a view body.
public struct Statement: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The statement at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// What kind of statement.
    public var kind: Kind {
        switch tree[index].tag {
        case .ifStatement: .ifStatement(IfStatement(tree, index))
        case .switchStatement: .switchStatement(SwitchStatement(tree, index))
        case .letStatement: .letStatement(LetStatement(tree, index))
        case .returnStatement: .returnStatement(Expr(tree, tree[index].a))
        case .guardStatement: .guardStatement(GuardStatement(tree, index))
        case .assignment: .assignment(Assignment(tree, index))
        case .forStatement: .forStatement(ForStatement(tree, index))
        case .ifConfig: .conditionalCompilation(ConditionalCompilation(tree, index))
        case let tag where tree[index].isExpression && tag != .error: .expression(Expr(tree, index))
        default: .error
        }
    }

    /// Its bytes.
    @inlinable public var range: SourceRange { tree[index].range }

    /// The closed set of statement kinds.
    public enum Kind: Sendable {
        /// A view (or any expression): `Text("Hi").font(.headline)`.
        case expression(Expr)
        /// `if cond { } else if ... { } else { }`, with `if let` and `#available`.
        case ifStatement(IfStatement)
        /// `switch family { case .systemSmall: ... default: ... }`.
        case switchStatement(SwitchStatement)
        /// `let title = entry.name.uppercased()`: a name for the statements after it.
        case letStatement(LetStatement)
        /// `return value` in a function's body: the function's view.
        case returnStatement(Expr)
        /// `guard let x = y else { return z }` in a function's body.
        case guardStatement(GuardStatement)
        /// `total += item.count` in a function's body.
        case assignment(Assignment)
        /// `for item in entry.items { ... }` in a function's body.
        case forStatement(ForStatement)
        /// `#if os(watchOS) ... #else ... #endif`: the clause the build
        /// compiles (`BuildConfiguration`) is checked and drawn; every
        /// clause is printed.
        case conditionalCompilation(ConditionalCompilation)
        /// A statement that could not be parsed; already reported.
        case error
    }
}

/// `name = value`, or a compound `name += value`, in a function's body:
/// a `var` bound earlier takes a new value for the statements after it.
public struct Assignment: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The variable assigned.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// `=`, `+=`, `-=`, `*=` or `/=`.
    public var op: AssignmentOperator {
        AssignmentOperator(rawValue: tree[index].flags & ~(Self.selfFlag | Self.memberFlag))
            ?? .assign
    }
    /// `stop.name = value`: the field of the variable's struct set; nil
    /// when the variable itself is.
    public var member: Identifier? {
        guard tree[index].flags & Self.memberFlag != 0 else { return nil }
        return tree.identifier(tree.extra[Int(tree[index].b)])
    }
    /// An assignment node's `flags` bit for a member: `b` is then an
    /// `extra` pair (the member's name, the value).
    @usableFromInline package static let memberFlag: UInt8 = 0x40
    /// Whether it is written `self.name = value`: a property of the view
    /// struct, set by its `init`.
    public var isToSelf: Bool { tree[index].flags & Self.selfFlag != 0 }
    /// An assignment node's `flags` bit for `self.name`.
    @usableFromInline package static let selfFlag: UInt8 = 0x80
    /// The value on the right.
    public var value: Expr {
        let node = tree[index]
        return Expr(tree, node.flags & Self.memberFlag != 0 ? tree.extra[Int(node.b) + 1] : node.b)
    }
    /// From the name to the end of the value.
    public var range: SourceRange { tree[index].range }
}

/// The assignment operators. Raw values are `assignment` nodes' flags.
public enum AssignmentOperator: UInt8, CaseIterable, Sendable {
    case assign, add, subtract, multiply, divide

    /// How it is written.
    public var spelling: String {
        switch self {
        case .assign: "="
        case .add: "+="
        case .subtract: "-="
        case .multiply: "*="
        case .divide: "/="
        }
    }

    /// The operator a compound assignment applies; nil for `=`.
    public var binary: BinaryOperator? {
        switch self {
        case .assign: nil
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        }
    }
}

/// `for name in sequence { ... }` in a function's body: the block runs
/// once for each element of an array or a range, in order.
public struct ForStatement: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The element's name (`_` for none).
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// What it runs over.
    public var sequence: Expr { Expr(tree, tree.extra[Int(tree[index].b)]) }
    /// What runs for each element.
    public var body: Block { Block(tree, tree.extra[Int(tree[index].b) + 1]) }
    /// From `for` to the closing brace.
    public var range: SourceRange { tree[index].range }
}

/// `let name = value` or `let name: Type = value` (or `var`) in a view
/// builder: the name holds the value for the rest of its block, as in
/// Swift's result builders.
public struct LetStatement: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The statement at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The name bound.
    public var name: Identifier { tree.identifier(tree[index].a)! }
    /// The type written after the name, if any.
    public var type: TypeSyntax? {
        let type = tree.extra[Int(tree[index].b)]
        return type == SyntaxNode.none ? nil : TypeSyntax(tree, type)
    }
    /// The value after `=`.
    public var value: Expr { Expr(tree, tree.extra[Int(tree[index].b) + 1]) }
    /// Whether it is written `var`.
    public var isVar: Bool { tree[index].flags & 1 != 0 }
    /// Whether it is a type's `static let`: a constant read as `Type.name`.
    public var isStatic: Bool { tree[index].flags & Self.staticFlag != 0 }

    /// A `letStatement` node's `flags` bit for `static`.
    @usableFromInline package static let staticFlag: UInt8 = 2
    /// From `let` to the end of the value.
    public var range: SourceRange { tree[index].range }
}

/// `if conditions { ... } else ...`.
public struct IfStatement: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Comma-separated conditions, all of which must hold.
    @inlinable public var conditions: SyntaxList<Condition> { SyntaxList(tree, tree[index].a) }
    /// The branch taken when they hold.
    @inlinable public var thenBlock: Block { Block(tree, tree.extra[Int(tree[index].b)]) }
    /// `else { }` or `else if ...`.
    public var elseBranch: ElseBranch? {
        let branch = tree.extra[Int(tree[index].b) + 1]
        guard branch != SyntaxNode.none else { return nil }
        let node = tree[branch]
        return node.tag == .elseIf
            ? .elseIf(IfStatement(tree, node.a), range: node.range) : .block(Block(tree, branch))
    }
}

/// `guard conditions else { ... }`: the conditions' bindings hold for the
/// rest of the block; the else block must leave the function.
public struct GuardStatement: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Comma-separated conditions, all of which must hold.
    public var conditions: SyntaxList<Condition> { SyntaxList(tree, tree[index].a) }
    /// What runs when one does not.
    public var elseBlock: Block { Block(tree, tree[index].b) }
}

/// What follows `else`.
public enum ElseBranch: Hashable, Sendable {
    /// `else { ... }`
    case block(Block)
    /// `else if ...`, with the range from `if` to the end of the chain.
    case elseIf(IfStatement, range: SourceRange)
}

/// One condition of an `if`.
public struct Condition: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The condition at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// What kind of condition.
    public var kind: Kind {
        let node = tree[index]
        switch node.tag {
        case .optionalBinding:
            return .optionalBinding(
                name: tree.identifier(node.a)!,
                value: node.b == SyntaxNode.none ? nil : Expr(tree, node.b))
        case .availableCondition: return .available(tree.availability(Int(node.a)))
        case .casePatternCondition:
            return .casePattern(pattern: Expr(tree, node.a), value: Expr(tree, node.b))
        default: return .expression(Expr(tree, node.a))
        }
    }

    /// Its bytes.
    @inlinable public var range: SourceRange { tree[index].range }

    /// The closed set of condition kinds.
    public enum Kind: Sendable {
        /// A Boolean expression: `entry.items.isEmpty`, `renderingMode == .vibrant`.
        case expression(Expr)
        /// `let name = value`, or the shorthand `let name` (value nil).
        case optionalBinding(name: Identifier, value: Expr?)
        /// `#available(iOS 17.0, macOS 14.0, *)`.
        case available(Availability)
        /// `case .late(let minutes) = status`: holds when the pattern
        /// matches, its names bound.
        case casePattern(pattern: Expr, value: Expr)
    }
}

/// The platforms of an `#available` condition.
public struct Availability: Hashable, Sendable {
    /// `iOS 17.0`, in order.
    public var platforms: [PlatformVersion]
    /// Whether `*` was written (Swift requires it; the parser reports its absence).
    public var hasWildcard: Bool

    /// Creates an availability condition.
    public init(platforms: [PlatformVersion], hasWildcard: Bool) {
        self.platforms = platforms
        self.hasWildcard = hasWildcard
    }

    /// The arguments as Swift writes them: `iOS 17.0, *`.
    public var argumentText: String {
        (platforms.map { "\($0.platform.name) \($0.version)" } + (hasWildcard ? ["*"] : []))
            .joined(separator: ", ")
    }

    /// The attribute a declaration carries: `@available(iOS 17.0, *)`.
    public var attributeText: String { "@available(\(argumentText))" }
}

/// `iOS 17.0` in an `#available` condition.
public struct PlatformVersion: Hashable, Sendable {
    /// The platform name as written: `iOS`, `macOS`, `watchOS`, `iPadOS`.
    public var platform: Identifier
    /// The version as written: `17.0`, `16.1`, `17.0.1`.
    public var version: String
    /// From the platform to the end of the version.
    public var range: SourceRange

    /// Creates a platform version.
    public init(platform: Identifier, version: String, range: SourceRange) {
        self.platform = platform
        self.version = version
        self.range = range
    }
}

/// `switch subject { case ...: ... default: ... }`.
public struct SwitchStatement: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// What is switched on (in practice `family`).
    @inlinable public var subject: Expr { Expr(tree, tree[index].a) }
    /// The cases in order; a `default` has no patterns.
    @inlinable public var cases: SyntaxList<SwitchCase> { SyntaxList(tree, tree[index].b) }
}

/// One `case .a, .b:` or `default:` with its statements.
public struct SwitchCase: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The case at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The patterns (`.systemSmall`); empty for `default`.
    @inlinable public var patterns: SyntaxList<Expr> { SyntaxList(tree, tree[index].a) }
    /// Whether this is `default` (possibly `@unknown default`).
    @inlinable public var isDefault: Bool { tree[index].flags & 1 != 0 }
    /// Whether `@unknown` was written before `default`.
    @inlinable public var isUnknown: Bool { tree[index].flags & 2 != 0 }
    /// The statements, from the label to the next case.
    @inlinable public var body: Block {
        let node = tree[index]
        return Block(tree, node.flags & Self.whereFlag != 0 ? tree.extra[Int(node.b)] : node.b)
    }
    /// The `where` condition after the patterns, if any: the case holds
    /// only when it does too.
    public var whereClause: Expr? {
        let node = tree[index]
        return node.flags & Self.whereFlag != 0 ? Expr(tree, tree.extra[Int(node.b) + 1]) : nil
    }
    /// A `switchCase` node's `flags` bit when it has a `where` condition.
    @usableFromInline package static let whereFlag: UInt8 = 4
    /// From `case` to its last statement.
    @inlinable public var range: SourceRange { tree[index].range }
}

/// `#if condition ... #elseif ... #else ... #endif` among statements.
public struct ConditionalCompilation: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The clauses in order.
    public var clauses: SyntaxList<CompilationClause> { SyntaxList(tree, tree[index].a) }

    /// The statements of the clause the build compiles; nil when no
    /// clause holds.
    public var activeBlock: Block? { clauses.first(where: \.isActive)?.body }
}

/// One clause of a `#if`: its directive, its condition and its statements.
public struct CompilationClause: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The clause at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The directive that opens a clause.
    public enum Kind: UInt8, Sendable {
        case `if`, elseif, `else`

        /// As written: `#if`.
        public var directive: String { "#\(self)" }

        /// The clause's first line: `#if os(iOS)`, `#else`.
        public func line(_ condition: String) -> String {
            self == .else ? directive : directive + " " + condition
        }
    }

    /// `#if`, `#elseif` or `#else`.
    public var kind: Kind { Kind(rawValue: tree[index].flags & 3) ?? .else }
    /// Whether the build compiles this clause (`BuildConfiguration`).
    public var isActive: Bool { tree[index].flags & 4 != 0 }
    /// The condition as written (`os(iOS) && !DEBUG`); empty for `#else`.
    public var condition: String { tree.text(in: conditionRange) }
    /// Where the condition is.
    public var conditionRange: SourceRange {
        let pair = Int(tree[index].b)
        return SourceRange(start: tree.extra[pair], end: tree.extra[pair + 1])
    }
    /// Its statements.
    public var body: Block { Block(tree, tree[index].a) }
    /// From the directive to its last statement.
    public var range: SourceRange { tree[index].range }
}

/// A block's statements with each `#if` replaced by its compiled clause's
/// (`Block.compiledStatements`), read in place: a block without `#if`
/// costs what its `statements` do.
public struct CompiledStatements: Sequence, Sendable {
    let statements: SyntaxList<Statement>

    /// Iterates the statements, entering compiled clauses.
    public func makeIterator() -> Iterator { Iterator(current: statements.makeIterator()) }

    /// The statements in order; the blocks of the enclosing `#if`s it
    /// returns to are stacked (bounded by the parser's depth limit).
    public struct Iterator: IteratorProtocol {
        var current: SyntaxList<Statement>.Iterator
        var outer: [SyntaxList<Statement>.Iterator] = []

        /// The next statement the build compiles.
        public mutating func next() -> Statement? {
            while true {
                if let statement = current.next() {
                    guard statement.tree[statement.index].tag == .ifConfig else { return statement }
                    let directive = ConditionalCompilation(statement.tree, statement.index)
                    if let block = directive.activeBlock {
                        outer.append(current)
                        current = block.statements.makeIterator()
                    }
                    continue
                }
                guard let resume = outer.popLast() else { return nil }
                current = resume
            }
        }
    }
}

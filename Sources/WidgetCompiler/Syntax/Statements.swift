/// A braced list of statements: a body, a branch, a case, a closure.
public struct Block: Hashable, Sendable {
    /// The statements in order.
    public var statements: [Statement]
    /// From `{` to `}` (for a `case`, from the label to its last statement).
    public var range: SourceRange

    /// Creates a block.
    public init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// One statement in a view body.
public struct Statement: Hashable, Sendable {
    /// What kind of statement.
    public var kind: Kind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a statement.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The closed set of statement kinds. Not boxed: nested statements
    /// live in the arrays of blocks.
    public enum Kind: Hashable, Sendable {
        /// A view (or any expression): `Text("Hi").font(.headline)`.
        case expression(Expr)
        /// `if cond { } else if ... { } else { }`, with `if let` and `#available`.
        case ifStatement(IfStatement)
        /// `switch family { case .systemSmall: ... default: ... }`.
        case switchStatement(SwitchStatement)
        /// A statement that could not be parsed; already reported.
        case error
    }
}

/// `if conditions { ... } else ...`.
public struct IfStatement: Hashable, Sendable {
    /// Comma-separated conditions, all of which must hold.
    public var conditions: [Condition]
    /// The branch taken when they hold.
    public var thenBlock: Block
    /// `else { }` or `else if ...`.
    public var elseBranch: ElseBranch?

    /// Creates an if statement.
    public init(conditions: [Condition], thenBlock: Block, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.thenBlock = thenBlock
        self.elseBranch = elseBranch
    }
}

/// What follows `else`.
public indirect enum ElseBranch: Hashable, Sendable {
    /// `else { ... }`
    case block(Block)
    /// `else if ...`, with the range from `if` to the end of the chain.
    case elseIf(IfStatement, range: SourceRange)
}

/// One condition of an `if`.
public struct Condition: Hashable, Sendable {
    /// What kind of condition.
    public var kind: Kind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a condition.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The closed set of condition kinds.
    public enum Kind: Hashable, Sendable {
        /// A Boolean expression: `entry.items.isEmpty`, `renderingMode == .vibrant`.
        case expression(Expr)
        /// `let name = value`, or the shorthand `let name` (value nil).
        case optionalBinding(name: Identifier, value: Expr?)
        /// `#available(iOS 17.0, macOS 14.0, *)`.
        case available(Availability)
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
public struct SwitchStatement: Hashable, Sendable {
    /// What is switched on (in practice `family`).
    public var subject: Expr
    /// The cases in order; a `default` has no patterns.
    public var cases: [SwitchCase]

    /// Creates a switch.
    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// One `case .a, .b:` or `default:` with its statements.
public struct SwitchCase: Hashable, Sendable {
    /// The patterns (`.systemSmall`); empty for `default`.
    public var patterns: [Expr]
    /// Whether this is `default` (possibly `@unknown default`).
    public var isDefault: Bool
    /// Whether `@unknown` was written before `default`.
    public var isUnknown: Bool
    /// The statements, from the label to the next case.
    public var body: Block
    /// From `case` to its last statement.
    public var range: SourceRange

    /// Creates a case.
    public init(patterns: [Expr], isDefault: Bool, isUnknown: Bool, body: Block, range: SourceRange) {
        self.patterns = patterns
        self.isDefault = isDefault
        self.isUnknown = isUnknown
        self.body = body
        self.range = range
    }
}

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable {
    /// The name, without backticks.
    public var name: String
    /// Where it is in the source (backticks included).
    public var range: SourceRange

    /// Creates an identifier.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// An expression: a view call, a value, an operator, a member path.
///
/// Views are expressions as in SwiftUI (`Text("Hi").font(.headline)` is a
/// call on a member of a call); the checker tells views from values using
/// the catalog. Everything here is evaluated when an entry is instantiated,
/// never at display time.
///
/// `Expr` is a small value: a reference to the arena where the parser
/// stored every expression node of a file, and an index. `kind` reads the
/// node and returns its parts, children again as `Expr`. Parsing thus makes
/// no allocation per node (the arena grows like an array), which is what
/// lets it keep up with the lexer; reading a tree costs what it did when
/// nodes were nested enums. Two `Expr`s are equal when their kinds and
/// ranges are, wherever they are stored.
public struct Expr: Hashable, Sendable {
    let arena: ExprArena
    let index: UInt32

    init(arena: ExprArena, index: UInt32) {
        self.arena = arena
        self.index = index
    }

    /// The whole expression's bytes.
    public var range: SourceRange { arena.nodes[Int(index)].range }

    /// What kind of expression, with its parts.
    public var kind: Kind { arena.kind(of: index) }

    /// Equal when kinds and ranges are equal (structural, not by identity).
    public static func == (lhs: Expr, rhs: Expr) -> Bool {
        if lhs.arena === rhs.arena, lhs.index == rhs.index { return true }
        return lhs.range == rhs.range && lhs.kind == rhs.kind
    }

    /// Hashes the range and the kind, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(kind)
    }

    /// The closed set of expression kinds.
    public enum Kind: Hashable, Sendable {
        /// A bare name: `entry`, `family`, `item`, `VStack`.
        case identifier(String)
        /// An integer literal: `42`.
        case integer(Int)
        /// A floating-point literal: `0.75`.
        case float(Double)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case nilLiteral
        /// A string literal, possibly with interpolations: `"\(state.fee) 원"`.
        case string(StringLiteral)
        /// An array literal: `[.systemSmall, .systemMedium]`.
        case array([Expr])
        /// An implicit member: `.leading`, `.infinity`, `.iOS`.
        case implicitMember(Identifier)
        /// A member access: `entry.hero`; `optional` for `entry.items.first?.title`.
        case member(base: Expr, name: Identifier, optional: Bool)
        /// A call: `Text("Hi")`, `.font(.headline)` (a call on a member), `VStack { ... }`.
        case call(Call)
        /// A subscript: `entry.items[0]`.
        case subscriptAccess(base: Expr, arguments: [Argument])
        /// A prefix operator: `!entry.done`, `-2`.
        case prefix(PrefixOperator, Expr)
        /// A binary operator: `120 * level`, `a ?? b`, `0...100`, `Text(a) + Text(b)`.
        case binary(BinaryOperator, Expr, Expr)
        /// The conditional operator: `c ? a : b`.
        case ternary(condition: Expr, then: Expr, else: Expr)
        /// What the parser leaves where an expression was expected but not
        /// found; a diagnostic has already been reported.
        case error
    }
}

/// A call with its arguments and trailing closures.
public struct Call: Hashable, Sendable {
    /// What is called: an identifier (`Text`), or a member (`x.font`, `.iOS`).
    public var callee: Expr
    /// The parenthesised arguments, in order.
    public var arguments: [Argument]
    /// Whether the call was written with parentheses (`VStack { }` was not).
    public var hasParentheses: Bool
    /// Trailing closures: the first unlabelled, later ones labelled
    /// (`Gauge(value: v) { ... } currentValueLabel: { ... }`).
    public var trailingClosures: [TrailingClosure]

    /// Creates a call.
    public init(callee: Expr, arguments: [Argument], hasParentheses: Bool, trailingClosures: [TrailingClosure]) {
        self.callee = callee
        self.arguments = arguments
        self.hasParentheses = hasParentheses
        self.trailingClosures = trailingClosures
    }
}

/// One argument: `spacing: 4` or an unlabelled `"Hi"`.
public struct Argument: Hashable, Sendable {
    /// The label, if written.
    public var label: Identifier?
    /// The value.
    public var value: Expr
    /// From the label (or value) to the end of the value.
    public var range: SourceRange

    /// Creates an argument.
    public init(label: Identifier?, value: Expr, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A trailing closure, labelled after the first: `currentValueLabel: { ... }`.
public struct TrailingClosure: Hashable, Sendable {
    /// The label (nil for the first trailing closure).
    public var label: Identifier?
    /// The closure.
    public var closure: Closure

    /// Creates a trailing closure.
    public init(label: Identifier?, closure: Closure) {
        self.label = label
        self.closure = closure
    }
}

/// A closure of view statements, with optional parameters: `{ item in ... }`.
public struct Closure: Hashable, Sendable {
    /// Parameter names (`item`, or `_`).
    public var parameters: [Identifier]
    /// The statements.
    public var body: Block
    /// From `{` to `}`.
    public var range: SourceRange

    /// Creates a closure.
    public init(parameters: [Identifier], body: Block, range: SourceRange) {
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

/// A string literal as text and interpolation segments.
public struct StringLiteral: Hashable, Sendable {
    /// The segments in order; adjacent text is merged.
    public var segments: [Segment]

    /// Creates a literal.
    public init(segments: [Segment]) { self.segments = segments }

    /// The literal's text when it has no interpolation.
    public var plainText: String? {
        switch segments.count {
        case 0: return ""
        case 1: if case .text(let text) = segments[0] { return text } else { return nil }
        default: return nil
        }
    }

    /// A piece of a string literal.
    public enum Segment: Hashable, Sendable {
        /// Literal text, escapes resolved.
        case text(String)
        /// `\(value)` or `\(value, style: .relative)` / `\(value, format: ...)`.
        case interpolation(Interpolation)
    }
}

/// `\(value, label: option ...)` inside a string literal.
public struct Interpolation: Hashable, Sendable {
    /// The interpolated value.
    public var value: Expr
    /// Labelled options such as `style: .relative` or `format: .number.precision(1)`.
    public var options: [Argument]
    /// From `\(` to `)`.
    public var range: SourceRange

    /// Creates an interpolation.
    public init(value: Expr, options: [Argument], range: SourceRange) {
        self.value = value
        self.options = options
        self.range = range
    }
}

/// Prefix operators.
public enum PrefixOperator: String, Hashable, Sendable {
    /// Logical not.
    case not = "!"
    /// Numeric negation.
    case negate = "-"
}

/// Binary operators, with Swift's precedence.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%"
    case add = "+", subtract = "-"
    case closedRange = "...", halfOpenRange = "..<"
    case nilCoalescing = "??"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case and = "&&"
    case or = "||"

    /// Swift's precedence groups, higher binds tighter:
    /// Multiplication > Addition > RangeFormation > NilCoalescing >
    /// Comparison > LogicalConjunction > LogicalDisjunction.
    public var precedence: Int {
        switch self {
        case .multiply, .divide, .remainder: 7
        case .add, .subtract: 6
        case .closedRange, .halfOpenRange: 5
        case .nilCoalescing: 4
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 3
        case .and: 2
        case .or: 1
        }
    }

    /// Associativity, as in Swift: `??` is right-associative, comparisons and
    /// ranges are non-associative, the rest left-associative.
    public var associativity: Associativity {
        switch self {
        case .nilCoalescing: .right
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .closedRange, .halfOpenRange: .none
        default: .left
        }
    }

    /// How operators of one precedence group chain.
    public enum Associativity: Sendable {
        case left, right, none
    }
}

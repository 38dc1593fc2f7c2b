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

/// A name in an expression (`entry`, the `font` of `.font`), read from the
/// tree: the identifier node's handle. Unlike `Identifier` it holds no
/// `String`, so an `Expr.Kind` is plain words that copy without reference
/// counting; `name` reads the interned text when a message or a table
/// keyed by text needs it, and `id` is the name's id in its parse.
public struct Name: NodeHandle, CustomStringConvertible {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The name, without backticks.
    @inlinable public var name: String { tree.name(index) }
    /// Where it is in the source (backticks included).
    @inlinable public var range: SourceRange { tree.identifier(index)!.range }
    /// The name with where it is, as a value independent of the tree.
    @inlinable public var identifier: Identifier { tree.identifier(index)! }
    /// The name's id among the names of its parse (`SyntaxTree.names`).
    @inlinable package var id: UInt32 { tree[index].b }
    /// The name, as written in messages.
    @inlinable public var description: String { name }

    /// Whether `value` is the name `pattern`: lets `case .identifier("Color")` match.
    @inlinable public static func ~= (pattern: String, value: Name) -> Bool {
        value.name == pattern
    }
}

/// An expression: a view call, a value, an operator, a member path.
///
/// Views are expressions as in SwiftUI (`Text("Hi").font(.headline)` is a
/// call on a member of a call); the checker tells views from values using
/// the catalog. Everything here is evaluated when an entry is instantiated,
/// never at display time.
///
/// `Expr` is a handle: the tree of its parse and a node index. `kind`
/// decodes the node into handles of its parts, so reading a tree
/// allocates nothing. Two `Expr`s are equal when they are the same node of
/// the same tree.
public struct Expr: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The handle of node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Whether it is a member of an implicit `self`: `padding()` at the
    /// start of a statement in an `extension View` function, which Swift
    /// reads as `self.padding()` and the printer writes as it was written.
    public var isImplicitSelf: Bool {
        let node = tree[index]
        return node.tag == .member && node.flags == Self.implicitSelfFlag
    }

    /// A member node's `flags` when its base is an implicit `self`.
    @usableFromInline package static let implicitSelfFlag: UInt8 = 2

    /// The whole expression's bytes.
    @inlinable public var range: SourceRange { tree[index].range }

    /// What kind of expression, with its parts.
    public var kind: Kind {
        let node = tree[index]
        switch node.tag {
        case .identifier: return .identifier(Name(tree, index))
        case .integer:
            return .integer(Int(Int64(bitPattern: UInt64(node.b) << 32 | UInt64(node.a))))
        case .float: return .float(Double(bitPattern: UInt64(node.b) << 32 | UInt64(node.a)))
        case .boolean: return .boolean(node.flags == 1)
        case .nilLiteral: return .nilLiteral
        case .plainString, .interpolatedString: return .string(StringLiteral(tree, index))
        case .array: return .array(SyntaxList(tree, node.a))
        case .implicitMember: return .implicitMember(Name(tree, node.a))
        case .member:
            return .member(
                base: Expr(tree, node.a), name: Name(tree, node.b), optional: node.flags == 1)
        case .call: return .call(Call(tree, index))
        case .subscriptAccess:
            return .subscriptAccess(base: Expr(tree, node.a), arguments: SyntaxList(tree, node.b))
        case .prefix: return .prefix(PrefixOperator.allCases[Int(node.flags)], Expr(tree, node.a))
        case .binary:
            return .binary(
                BinaryOperator.allCases[Int(node.flags)], Expr(tree, node.a), Expr(tree, node.b))
        case .ternary:
            return .ternary(
                condition: Expr(tree, node.a), then: Expr(tree, tree.extra[Int(node.b)]),
                else: Expr(tree, tree.extra[Int(node.b) + 1]))
        case .forceUnwrap: return .forceUnwrap(Expr(tree, node.a))
        case .keyPath:
            return .keyPath(
                root: node.a == SyntaxNode.none ? nil : Name(tree, node.a),
                components: SyntaxList(tree, node.b))
        case .closureExpression: return .closure(Closure(tree, node.a))
        case .tuple: return .tuple(SyntaxList(tree, node.a))
        case .enumPattern:
            return .enumPattern(name: Name(tree, node.a), elements: SyntaxList(tree, node.b))
        case .branchExpression where tree[node.a].tag == .ifStatement:
            return .ifExpression(IfStatement(tree, node.a))
        case .branchExpression: return .switchExpression(SwitchStatement(tree, node.a))
        default: return .error
        }
    }

    /// The closed set of expression kinds. Literals compare by value,
    /// parts and names by identity (see `SyntaxReference`). Every payload
    /// is plain words (handles, numbers), so a kind copies without
    /// reference counting.
    public enum Kind: Hashable, Sendable {
        /// A bare name: `entry`, `family`, `item`, `VStack`.
        case identifier(Name)
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
        case array(SyntaxList<Expr>)
        /// An implicit member: `.leading`, `.infinity`, `.iOS`.
        case implicitMember(Name)
        /// A member access: `entry.hero`; `optional` for `entry.items.first?.title`.
        case member(base: Expr, name: Name, optional: Bool)
        /// A call: `Text("Hi")`, `.font(.headline)` (a call on a member), `VStack { ... }`.
        case call(Call)
        /// A subscript: `entry.items[0]`.
        case subscriptAccess(base: Expr, arguments: SyntaxList<Argument>)
        /// `(x: 1, y: 0, z: 0)`: a tuple with labelled elements (the axis
        /// of `rotation3DEffect`).
        case tuple(SyntaxList<Argument>)
        /// A prefix operator: `!entry.done`, `-2`.
        case prefix(PrefixOperator, Expr)
        /// A binary operator: `120 * level`, `a ?? b`, `0...100`, `Text(a) + Text(b)`.
        case binary(BinaryOperator, Expr, Expr)
        /// The conditional operator: `c ? a : b`.
        case ternary(condition: Expr, then: Expr, else: Expr)
        /// A force unwrap: `URL(string: "app://x")!`.
        case forceUnwrap(Expr)
        /// A key path: `\.self`, `\.title`, `\Item.title`.
        case keyPath(root: Name?, components: SyntaxList<Identifier>)
        /// A closure as a value: `Button(action: { ... })`. SwiftUI runs
        /// it; a widget runs no code, so the checker refuses it where it is.
        case closure(Closure)
        /// A `case` pattern of an enum case with associated values:
        /// `.late(let minutes)`, `.gone(_)`, `let .late(minutes)`; only in
        /// a `switch` case.
        case enumPattern(name: Name, elements: SyntaxList<PatternElement>)
        /// An `if` used as a value (Swift 5.9): `let tint = if done {
        /// .green } else { .gray }`. Each branch is one expression, and
        /// the last `else` is unconditional (the parser holds it to that).
        case ifExpression(IfStatement)
        /// A `switch` used as a value: `let symbol = switch level { case
        /// 0: "drop" default: "drop.fill" }`, one expression per case.
        case switchExpression(SwitchStatement)
        /// What the parser leaves where an expression was expected but not
        /// found; a diagnostic has already been reported.
        case error
    }
}

/// One associated value of an enum `case` pattern: `let minutes`,
/// `minutes: let m`, `_`, or a value it must equal.
public struct PatternElement: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The element at node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The label written before it (`minutes:`), if any.
    public var label: Identifier? { tree.identifier(tree[index].a) }
    /// What it does with the associated value.
    public var kind: Kind {
        let node = tree[index]
        switch node.flags {
        case Self.bindingFlag: return .binding(tree.identifier(node.b)!)
        case Self.valueFlag: return .value(Expr(tree, node.b))
        default: return .wildcard
        }
    }
    /// Its bytes.
    public var range: SourceRange { tree[index].range }

    /// The kinds of element.
    public enum Kind: Sendable {
        /// `let name` (or a bare name after `case let`): binds the value.
        case binding(Identifier)
        /// `_`: matches any value.
        case wildcard
        /// A value the associated value must equal.
        case value(Expr)
    }

    /// A `patternElement` node's `flags` for a binding.
    @usableFromInline package static let bindingFlag: UInt8 = 1
    /// A `patternElement` node's `flags` for `_`.
    @usableFromInline package static let wildcardFlag: UInt8 = 2
    /// A `patternElement` node's `flags` for a value.
    @usableFromInline package static let valueFlag: UInt8 = 3
}

/// A call with its arguments and trailing closures.
public struct Call: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// What is called: an identifier (`Text`), or a member (`x.font`, `.iOS`).
    @inlinable public var callee: Expr { Expr(tree, tree[index].a) }
    /// The whole call, from the callee to the last trailing closure.
    @inlinable public var range: SourceRange { tree[index].range }
    /// The parenthesised arguments, in order.
    @inlinable public var arguments: SyntaxList<Argument> {
        SyntaxList(tree, tree.extra[Int(tree[index].b)])
    }
    /// Whether the call was written with parentheses (`VStack { }` was not).
    @inlinable public var hasParentheses: Bool { tree[index].flags == 1 }
    /// Trailing closures: the first unlabelled, later ones labelled
    /// (`Gauge(value: v) { ... } currentValueLabel: { ... }`).
    public var trailingClosures: SyntaxList<TrailingClosure> {
        SyntaxList(tree, tree.extra[Int(tree[index].b) + 1])
    }

}

/// One argument: `spacing: 4` or an unlabelled `"Hi"`.
public struct Argument: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The handle of node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The label, if written.
    @inlinable public var label: Identifier? { tree.identifier(tree[index].a) }
    /// The value.
    @inlinable public var value: Expr { Expr(tree, tree[index].b) }
    /// From the label (or value) to the end of the value.
    @inlinable public var range: SourceRange { tree[index].range }
}

/// A trailing closure, labelled after the first: `currentValueLabel: { ... }`.
public struct TrailingClosure: SyntaxElement, NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    /// The handle of node `reference`.
    public init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The label (nil for the first trailing closure).
    @inlinable public var label: Identifier? { tree.identifier(tree[index].a) }
    /// The closure.
    @inlinable public var closure: Closure { Closure(tree, tree[index].b) }
}

/// A closure of view statements, with optional parameters: `{ item in ... }`.
public struct Closure: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// Parameter names (`item`, or `_`).
    @inlinable public var parameters: SyntaxList<Identifier> { SyntaxList(tree, tree[index].a) }
    /// The statements.
    @inlinable public var body: Block { Block(tree, tree[index].b) }
    /// From `{` to `}`.
    @inlinable public var range: SourceRange { tree[index].range }

    /// Whether its statements read `$0` (or `$1`...), Swift's names for
    /// the parameters of a closure that names none.
    public var usesShorthandArguments: Bool {
        let bytes = Array(tree.text(in: range).utf8)
        return zip(bytes, bytes.dropFirst()).contains { pair in
            pair.0 == UInt8(ascii: "$") && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pair.1)
        }
    }
}

/// A string literal as text and interpolation segments.
public struct StringLiteral: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The segments in order. A literal without interpolation has one text
    /// segment, or none when it is empty; text next to an interpolation is
    /// one segment (two texts meet only around an interpolation that did
    /// not parse, in a file with errors).
    public var segments: Segments { Segments(literal: self) }

    /// The literal's text when it has no interpolation.
    public var plainText: String? {
        let node = tree[index]
        return node.tag == .plainString ? tree.texts[Int(node.a)] : nil
    }

    /// The segments of a literal: one text for a plain literal (none when
    /// it is empty), else the stored list.
    public struct Segments: RandomAccessCollection, Sendable {
        @usableFromInline package let literal: StringLiteral

        /// The first position.
        @inlinable public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int {
            let node = literal.tree[literal.index]
            if node.tag == .plainString { return literal.tree.texts[Int(node.a)].isEmpty ? 0 : 1 }
            return literal.tree.listCount(node.a)
        }

        /// The segment at `position`.
        public subscript(position: Int) -> Segment {
            let node = literal.tree[literal.index]
            if node.tag == .plainString { return .text(literal.tree.texts[Int(node.a)]) }
            return Segment(
                SyntaxReference(
                    tree: literal.tree, index: literal.tree.listElement(node.a, position)))
        }
    }

    /// A piece of a string literal.
    public enum Segment: SyntaxElement {
        /// Literal text, escapes resolved.
        case text(String)
        /// `\(value)` or `\(value, style: .relative)` / `\(value, format: ...)`.
        case interpolation(Interpolation)

        /// The segment at node `reference`.
        public init(_ reference: SyntaxReference) {
            let node = reference.tree[reference.index]
            self =
                node.tag == .textSegment
                ? .text(reference.tree.texts[Int(node.a)])
                : .interpolation(Interpolation(reference.tree, reference.index))
        }
    }
}

/// `\(value, label: option ...)` inside a string literal.
public struct Interpolation: NodeHandle {
    @usableFromInline package let reference: SyntaxReference

    @usableFromInline package init(_ reference: SyntaxReference) {
        self.reference = reference
    }

    /// The interpolated value.
    @inlinable public var value: Expr { Expr(tree, tree[index].a) }
    /// Labelled options such as `style: .relative` or `format: .number.precision(1)`.
    @inlinable public var options: SyntaxList<Argument> { SyntaxList(tree, tree[index].b) }
    /// From `\(` to `)`.
    @inlinable public var range: SourceRange { tree[index].range }

}

/// Prefix operators.
public enum PrefixOperator: String, Hashable, Sendable, CaseIterable {
    /// Logical not.
    case not = "!"
    /// Numeric negation.
    case negate = "-"
    /// A range up to and including its operand: `...DynamicTypeSize.xxLarge`.
    case upThrough = "..."
}

/// Binary operators, with Swift's precedence.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%"
    case add = "+", subtract = "-"
    case closedRange = "...", halfOpenRange = "..<"
    case nilCoalescing = "??"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual =
        ">="
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
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .closedRange,
            .halfOpenRange:
            .none
        default: .left
        }
    }

    /// How operators of one precedence group chain.
    public enum Associativity: Sendable {
        case left, right, none
    }
}

extension PrefixOperator {
    /// The operator's index in `allCases`, as a node stores it.
    @inlinable package var flags: UInt8 { UInt8(Self.allCases.firstIndex(of: self)!) }
}

extension BinaryOperator {
    /// The operator's index in `allCases`, as a node stores it.
    @inlinable package var flags: UInt8 { UInt8(Self.allCases.firstIndex(of: self)!) }
}

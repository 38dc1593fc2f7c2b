/// The storage of every expression and statement of one parse: one flat
/// array of fixed-size nodes, children by index, lists in a side array.
///
/// Modelled on Zig's `std.zig.Ast`: a node is a tag, a source range and
/// two 32-bit data words whose meaning depends on the tag (`SyntaxNode.Tag`
/// documents each). A list of children is stored in `extra` as its count
/// followed by the children's node indices, and a node refers to it by
/// the index of the count. Nothing in the tree is a reference to anything
/// else, so a tree is freed at once, has no cycles, and is read through
/// handles (`Expr`, `Block`, `Statement`...) that copy two words and
/// allocate nothing.
///
/// The parser fills it once; after `WDLParser` returns nothing mutates it
/// again, which is why sharing it between threads is safe.
///
/// For the same reason its tables opt out of Swift's run-time
/// exclusivity checks (`@exclusivity(unchecked)`): written once by the
/// parser and only read after, they cannot overlap a write. The checks
/// cannot be proved away in the compiler's module, which reads the tree
/// from outside its own, and there they cost a third of a `wdl check`
/// (callgrind: `swift_beginAccess` on every node read).
@usableFromInline package final class SyntaxTree: @unchecked Sendable {
    /// The source bytes: names are read from them, not copied.
    @exclusivity(unchecked) @usableFromInline package var source: [UInt8] = []
    @exclusivity(unchecked) @usableFromInline package var nodes: [SyntaxNode] = []
    /// Lists (count, then node indices) and the two-word extensions of
    /// nodes that need more than two data words.
    @exclusivity(unchecked) @usableFromInline package var extra: [UInt32] = []
    /// String literal texts with escapes resolved.
    @exclusivity(unchecked) @usableFromInline package var texts: [String] = []
    /// Names by id: an identifier node's `b` (see `NameTable`).
    @exclusivity(unchecked) @usableFromInline package var names: [String] = []
    /// The source length of each name, by id, backticks excluded.
    @exclusivity(unchecked) @usableFromInline package var nameByteCounts: [UInt32] = []
    /// `#available` conditions, which are rare and carry version strings.
    @exclusivity(unchecked) @usableFromInline package var availabilities: [Availability] = []
    /// The `@available` attribute of a declaration, by the declaration's
    /// node: an index in `availabilities`.
    @exclusivity(unchecked) @usableFromInline package var declarationAvailabilities: [UInt32: Int] =
        [:]
    /// The `placeholder` records, by a placeholder member's `b` (see `Value`).
    @exclusivity(unchecked) @usableFromInline package var placeholders: [RecordValue] = []
    /// Every token, with the roles the parser gave operators.
    @exclusivity(unchecked) @usableFromInline package var tokens = SyntaxTokens()
    /// What a later stage answers about each name, by id: the compiler's
    /// catalog answers (`CatalogNames`). That stage installs it once, right
    /// after the parse and before the tree is shared between threads;
    /// syntax never reads it, so it does not know the catalog.
    @exclusivity(unchecked) @usableFromInline package var nameAnswers: AnyObject?

    @usableFromInline package init() {}

    /// A tree of one empty block, for a fragment that could not be parsed.
    /// One tree for the process, since handles do not own their tree.
    @inlinable package static func emptyBlock() -> Block { Block(emptyBlockTree, 0) }

    /// A tree of one missing expression, for input that could not be parsed.
    /// One tree for the process, since handles do not own their tree.
    @inlinable package static func errorExpression() -> Expr { Expr(errorExpressionTree, 0) }

    @usableFromInline static let emptyBlockTree = single(.block)
    @usableFromInline static let errorExpressionTree = single(.error)

    /// A tree of one childless node tagged `tag`.
    private static func single(_ tag: SyntaxNode.Tag) -> SyntaxTree {
        let tree = SyntaxTree()
        tree.extra = [0]
        tree.nodes = [SyntaxNode(tag: tag, flags: 0, range: .empty(at: 0), a: 0, b: 0)]
        return tree
    }

    /// Keeps this tree alive for the rest of the process: for a fragment
    /// parsed on its own, whose handles are all its caller gets (a handle
    /// does not own its tree; see `SyntaxReference`). Fragments are parsed
    /// by tests and documentation examples, never per keystroke or file.
    @usableFromInline package func keepForever() {
        _ = Unmanaged.passRetained(self)
    }

    @inlinable @inline(__always) package subscript(_ index: UInt32) -> SyntaxNode {
        nodes[Int(index)]
    }

    /// The node indices of the list whose count is at `extra[start]`.
    @inlinable @inline(__always) package func listCount(_ start: UInt32) -> Int {
        Int(extra[Int(start)])
    }

    @inlinable @inline(__always) package func listElement(_ start: UInt32, _ offset: Int) -> UInt32
    {
        extra[Int(start) + 1 + offset]
    }

    /// The source text of a range, as written (for fix-its that keep it).
    @usableFromInline package func text(in range: SourceRange) -> String {
        let start = min(Int(range.start), source.count)
        let end = min(max(Int(range.end), start), source.count)
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// An identifier node's name, without backticks.
    @inlinable @inline(__always) package func name(_ index: UInt32) -> String {
        names[Int(nodes[Int(index)].b)]
    }

    /// The identifier at `index`, or nil for `SyntaxNode.none`. Its range
    /// is the name token's: the name's bytes, and the backticks if any.
    @inlinable package func identifier(_ index: UInt32) -> Identifier? {
        guard index != SyntaxNode.none else { return nil }
        let node = nodes[Int(index)]
        let length = nameByteCounts[Int(node.b)] + UInt32(node.flags) * 2
        return Identifier(
            name: names[Int(node.b)], range: SourceRange(start: node.a, end: node.a + length))
    }
}

/// One node: 20 bytes. The data words `a` and `b` are read as `Tag` says.
@usableFromInline package struct SyntaxNode: Sendable {
    @usableFromInline package var tag: Tag
    /// A small payload: an operator, `hasParentheses`, `optional`, case flags.
    @usableFromInline package var flags: UInt8
    @usableFromInline package var range: SourceRange
    @usableFromInline package var a: UInt32
    @usableFromInline package var b: UInt32

    /// "No child" in a data word (an unlabelled argument, `if` without `else`).
    @usableFromInline package static let none = UInt32.max

    /// What a node is, and what its data words hold.
    @usableFromInline package enum Tag: UInt8, Sendable {
        // Expressions.
        /// A name: `a` is its token's start, `b` its id in `names`,
        /// `flags` 1 in backticks; the range may be wider, with parentheses.
        case identifier
        /// `a`, `b`: the low and high words of the value.
        case integer
        /// `a`, `b`: the low and high words of the bit pattern.
        case float
        /// `flags`: 1 for `true`.
        case boolean
        case nilLiteral
        /// Where an expression was expected and not found.
        case error
        /// A literal without interpolation: `a` is the text's index in `texts`.
        case plainString
        /// `a`: the list of segments (`textSegment` and `interpolation` nodes).
        case interpolatedString
        /// `a`: the list of elements.
        case array
        /// `a`: the name (an identifier node).
        case implicitMember
        /// `a`: the base; `b`: the name; `flags`: 1 for `?.`.
        case member
        /// `a`: the callee; `b`: an `extra` pair (argument list, trailing
        /// closure list); `flags`: 1 when written with parentheses.
        case call
        /// `a`: the base; `b`: the argument list.
        case subscriptAccess
        /// `flags`: the operator's index; `a`: the operand.
        case prefix
        /// `flags`: the operator's index; `a`, `b`: the operands.
        case binary
        /// `a`: the condition; `b`: an `extra` pair (then, else).
        case ternary
        /// `a!`: `a` is the operand.
        case forceUnwrap
        /// `\Root.a.b` or `\.a`: `a` is the root type's name or `none`;
        /// `b`: the list of component names.
        case keyPath
        /// A closure as a value (`Button(action: { ... })`): `a` is the `closure` node.
        case closureExpression
        /// A labelled tuple (`(x: 1, y: 0, z: 0)`): `a` is the argument list.
        case tuple
        /// A `case` pattern of an enum case with associated values
        /// (`.late(let minutes)`, `let .late(minutes)`): `a` is the case's
        /// name, `b` the list of `patternElement` nodes.
        case enumPattern
        /// An `if` or `switch` used as a value (`let tint = if done { .green }
        /// else { .gray }`): `a` is the `ifStatement` or `switchStatement`.
        case branchExpression
        // Parts of expressions.
        /// Literal text in an interpolated string: `a` is its index in `texts`.
        case textSegment
        /// `\\(value, options...)`: `a`: the value; `b`: the list of option arguments.
        case interpolation
        /// `a`: the label or `none`; `b`: the value.
        case argument
        /// One element of an `enumPattern`: `a` is the label or `none`;
        /// `b` the bound name (`flags` 1), nothing (`flags` 2, `_`) or a
        /// value to compare (`flags` 3).
        case patternElement
        /// `a`: the label or `none`; `b`: the closure.
        case trailingClosure
        /// `a`: the list of parameters (identifiers); `b`: the body block.
        case closure
        // Statements.
        /// `a`: the list of statements (expression, `ifStatement` or `switchStatement` nodes).
        case block
        /// `a`: the list of conditions; `b`: an `extra` pair (then block, else or `none`).
        case ifStatement
        /// `else if`: `a`: the nested `ifStatement`.
        case elseIf
        /// `a`: the expression.
        case expressionCondition
        /// `a`: the name; `b`: the value or `none`.
        case optionalBinding
        /// `a`: the index in `availabilities`.
        case availableCondition
        /// `case pattern = value` in an `if` or `guard`: `a` the pattern,
        /// `b` the value.
        case casePatternCondition
        /// `a`: the subject; `b`: the list of cases.
        case switchStatement
        /// `a`: the list of patterns; `b`: the body block, or with `flags`
        /// 4 an `extra` pair (body block, `where` condition); `flags`: 1
        /// default, 2 `@unknown`.
        case switchCase
        /// `let name: Type = value` in a block: `a`: the name; `b`: an
        /// `extra` pair (type or `none`, value); `flags`: 1 for `var`.
        case letStatement
        /// `return value` in a function's body: `a` is the value.
        case returnStatement
        /// `guard conditions else { ... }` in a function's body: `a` is the
        /// list of conditions, `b` the else block.
        case guardStatement
        /// `name = value` or `name += value` in a function's body: `a` the
        /// name, `b` the value, `flags` the `AssignmentOperator`.
        case assignment
        /// `for name in sequence { ... }` in a function's body: `a` the
        /// name, `b` an `extra` pair (sequence, body block).
        case forStatement
        /// `#if ... #elseif ... #else ... #endif` among statements: `a`
        /// the list of `ifConfigClause` nodes.
        case ifConfig
        /// One clause: `a` its block, `b` an `extra` pair (the condition's
        /// start and end; empty for `#else`); `flags` the
        /// `CompilationClause.Kind`, plus 4 when it is the clause compiled.
        case ifConfigClause
        // Declarations.
        /// `a`: the name (an identifier node); `b`: the list of members.
        case widget, activity, control
        /// `a`: the name; `b`: an `extra` pair (list of fields, list of
        /// `static let` statements).
        case record, intent
        /// `a`: the name; `b`: an `extra` pair (parameter list, body block),
        /// followed, when `flags` is `ViewDecl.Form.viewStruct` or
        /// `.modifierStruct`, by the list of `environmentProperty` nodes,
        /// the list of `function` nodes and the list of `static let`
        /// statements, or, for a `.helper`
        /// function, by 1 when it is marked `@ViewBuilder` (0 when not).
        case view
        /// `@Environment(\.key) var name`: `a` is the name, `b` the key
        /// path expression.
        case environmentProperty
        /// `extension View { func ... }` or `extension Color { static let
        /// ... }`: `a` is the extended type's name, `b` an `extra` pair (the
        /// list of its functions, `view` nodes flagged `ViewDecl.helperForm`;
        /// the list of its `static let` statements).
        case viewExtension
        /// A view struct's computed property or function: `a` is the
        /// name, `b` an `extra` triple (parameter list, result type, body
        /// block); `flags`: `FunctionDecl.computedFlag` for a computed
        /// property, plus `FunctionDecl.viewBuilderFlag` when marked
        /// `@ViewBuilder`.
        case function
        /// `enum Name: Raw, Conformance { case a, b = "x" ... }`: `a` is the
        /// name, `b` an `extra` quadruple (list of `enumCase` nodes, list of
        /// `function` nodes, list of conformance identifiers, the raw
        /// type among them, list of `static let` statements).
        case enumDecl
        /// One case of an enum: `a` is the name, `b` the raw value or `none`.
        case enumCase
        /// `flags`: what `b` holds (`Member.Code`); `a`: the keyword
        /// (an identifier node); `b`: an expression, a list of fields, an
        /// index in `placeholders`, a block or a list of regions.
        case containerMember
        /// `flags`: 1 when `b` is a list of regions, else `b` is a block;
        /// `a`: the name.
        case islandRegion
        /// `a`: the name; `b`: an `extra` pair (type, default or `none`),
        /// followed by the argument label's identifier node when `flags` is
        /// `Field.relabeledFlag`; `flags`: `Field.constantFlag` for a view
        /// struct's constant, `Field.unlabeledFlag` for a function's `_ name`.
        case field
        // Types.
        /// `a`: the name (an identifier node).
        case namedType
        /// `[Element]`: `a` is the element type.
        case arrayType
        /// `Wrapped?`: `a` is the wrapped type.
        case optionalType
        /// `some View`: `a` is the protocol's name (an identifier node).
        case opaqueType
        /// A type that could not be parsed.
        case errorType
        /// No type written (`let spacing = 8.0`): the value's.
        case inferredType
    }

    /// Whether this node is an expression (and so, in a block, an expression statement).
    @inlinable package var isExpression: Bool { tag.rawValue <= Tag.branchExpression.rawValue }
}

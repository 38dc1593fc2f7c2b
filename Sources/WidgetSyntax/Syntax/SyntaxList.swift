/// A node of a syntax tree: the tree and the node's index. Handles equal
/// by identity (same node of the same tree); compare trees structurally
/// with `SyntaxDumper`.
///
/// The ownership rule: a handle does not keep its tree alive. The tree is
/// owned by the parse's `SourceFileSyntax` (and so by whatever holds it:
/// a `ParseResult`, a `SourceAnalysis`, the language server's open
/// document), and a handle, a `SyntaxList` or a declaration read from it
/// may be used only while that syntax is alive. A function given the
/// syntax as a parameter may read its handles freely; code that keeps a
/// handle beyond the syntax's last use must keep the syntax with it
/// (`withExtendedLifetime`). The trees of fragments parsed on their own
/// (`WDLParser.parseStatements`, `parseExpression`, for tests and
/// documentation) and the two placeholder trees live for the process.
///
/// Why: copying a handle is the commonest thing a pass does, and a strong
/// reference made every copy a retain and a release (a fifth of the
/// checker's instructions); a handle is now two plain words, and reads
/// its tree through `TreeView`, which does not count references either.
public struct SyntaxReference: Hashable, Sendable {
    @usableFromInline package let tree: TreeView
    @usableFromInline package let index: UInt32

    @inlinable package init(tree: TreeView, index: UInt32) {
        self.tree = tree
        self.index = index
    }

    @inlinable package init(tree: SyntaxTree, index: UInt32) {
        self.init(tree: TreeView(tree), index: index)
    }
}

/// A syntax tree, unretained: what handles hold (see `SyntaxReference`
/// for who keeps the tree alive). Each read borrows the tree for just the
/// read (`Unmanaged._withUnsafeGuaranteedRef`), where loading an
/// `unowned(unsafe)` reference would retain and release it every time.
/// It reads as `SyntaxTree` does: `tree[index]`, `tree.extra[i]`,
/// `tree.listCount(start)`, `tree.name(index)`.
@usableFromInline package struct TreeView: Hashable, @unchecked Sendable {
    @usableFromInline let unmanaged: Unmanaged<SyntaxTree>

    @inlinable package init(_ tree: SyntaxTree) {
        unmanaged = .passUnretained(tree)
    }

    /// The tree itself, retained by the caller (for rare reads).
    @inlinable package var object: SyntaxTree { unmanaged.takeUnretainedValue() }

    /// `body` on the tree, borrowed: no retain, no release.
    @inlinable @inline(__always) package func read<Result>(_ body: (SyntaxTree) -> Result) -> Result
    {
        unmanaged._withUnsafeGuaranteedRef(body)
    }

    @inlinable @inline(__always) package subscript(_ index: UInt32) -> SyntaxNode {
        read { $0[index] }
    }

    /// `SyntaxTree.extra`, read in place.
    @inlinable package var extra: Extra { Extra(tree: self) }

    /// `SyntaxTree.texts`, read in place.
    @inlinable package var texts: Texts { Texts(tree: self) }

    @inlinable @inline(__always) package func listCount(_ start: UInt32) -> Int {
        read { $0.listCount(start) }
    }

    @inlinable @inline(__always) package func listElement(_ start: UInt32, _ offset: Int) -> UInt32
    {
        read { $0.listElement(start, offset) }
    }

    @inlinable @inline(__always) package func name(_ index: UInt32) -> String {
        read { $0.name(index) }
    }

    @inlinable package func identifier(_ index: UInt32) -> Identifier? {
        read { $0.identifier(index) }
    }

    @inlinable package func text(in range: SourceRange) -> String { read { $0.text(in: range) } }

    @inlinable package func availability(_ index: Int) -> Availability {
        read { $0.availabilities[index] }
    }

    /// The `@available` attribute of declaration node `node`, if it has one.
    @inlinable package func declarationAvailability(_ node: UInt32) -> Availability? {
        read { tree in tree.declarationAvailabilities[node].map { tree.availabilities[$0] } }
    }

    /// Same tree.
    @usableFromInline package static func == (lhs: TreeView, rhs: TreeView) -> Bool {
        lhs.unmanaged.toOpaque() == rhs.unmanaged.toOpaque()
    }

    @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(unmanaged.toOpaque()) }

    /// The words of `SyntaxTree.extra`.
    @usableFromInline package struct Extra {
        @usableFromInline package let tree: TreeView
        @usableFromInline init(tree: TreeView) { self.tree = tree }
        @inlinable @inline(__always) package subscript(_ position: Int) -> UInt32 {
            tree.read { $0.extra[position] }
        }
    }

    /// The string literal texts of `SyntaxTree.texts`.
    @usableFromInline package struct Texts {
        @usableFromInline package let tree: TreeView
        @usableFromInline init(tree: TreeView) { self.tree = tree }
        @inlinable package subscript(_ position: Int) -> String { tree.read { $0.texts[position] } }
    }
}

/// What a `SyntaxList` holds: a handle (or a small value) made from a node.
public protocol SyntaxElement: Hashable, Sendable {
    /// The element at node `reference`.
    init(_ reference: SyntaxReference)
}

/// What every handle is: a node of a tree, read through `tree[index]`.
@usableFromInline package protocol NodeHandle: Hashable, Sendable {
    var reference: SyntaxReference { get }
    init(_ reference: SyntaxReference)
}

extension NodeHandle {
    @inlinable package var tree: TreeView { reference.tree }
    @inlinable package var index: UInt32 { reference.index }

    /// The handle of node `index` of `tree`.
    @inlinable package init(_ tree: TreeView, _ index: UInt32) {
        self.init(SyntaxReference(tree: tree, index: index))
    }

    /// The handle of node `index` of `tree`.
    @inlinable package init(_ tree: SyntaxTree, _ index: UInt32) {
        self.init(SyntaxReference(tree: tree, index: index))
    }
}

/// The children of a node in order (arguments, statements, elements...),
/// read in place from the tree: a list costs two words and no allocation.
public struct SyntaxList<Element: SyntaxElement>: RandomAccessCollection, Hashable, Sendable {
    /// Not retained, as in `SyntaxReference`, whose ownership rule holds.
    @usableFromInline package let tree: TreeView
    /// Where the list's count is in `tree.extra`.
    @usableFromInline package let start: UInt32
    /// One past the last position.
    public let endIndex: Int

    @inlinable package init(_ tree: TreeView, _ start: UInt32) {
        self.tree = tree
        self.start = start
        endIndex = tree.listCount(start)
    }

    @inlinable package init(_ tree: SyntaxTree, _ start: UInt32) {
        self.init(TreeView(tree), start)
    }

    /// The first position.
    @inlinable public var startIndex: Int { 0 }

    /// The element at `position`.
    @inlinable public subscript(position: Int) -> Element {
        Element(SyntaxReference(tree: tree, index: tree.listElement(start, position)))
    }

    /// Same list of the same tree.
    public static func == (lhs: SyntaxList, rhs: SyntaxList) -> Bool {
        lhs.tree == rhs.tree && lhs.start == rhs.start
    }

    /// Hashes the list's identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tree)
        hasher.combine(start)
    }
}

extension Identifier: SyntaxElement {
    /// The identifier at node `reference` (a closure parameter).
    @inlinable public init(_ reference: SyntaxReference) {
        self = reference.tree.identifier(reference.index)!
    }
}

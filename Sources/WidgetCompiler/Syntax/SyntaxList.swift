/// A node of a syntax tree: the tree and the node's index. Handles equal
/// by identity (same node of the same tree); compare trees structurally
/// with `SyntaxDumper`.
public struct SyntaxReference: Hashable, Sendable {
    let tree: SyntaxTree
    let index: UInt32

    /// Same node of the same tree.
    public static func == (lhs: SyntaxReference, rhs: SyntaxReference) -> Bool {
        lhs.tree === rhs.tree && lhs.index == rhs.index
    }

    /// Hashes the node's identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}

/// What a `SyntaxList` holds: a handle (or a small value) made from a node.
public protocol SyntaxElement: Hashable, Sendable {
    /// The element at node `reference`.
    init(_ reference: SyntaxReference)
}

/// What every handle is: a node of a tree, read through `tree[index]`.
protocol NodeHandle: Hashable, Sendable {
    var reference: SyntaxReference { get }
    init(_ reference: SyntaxReference)
}

extension NodeHandle {
    var tree: SyntaxTree { reference.tree }
    var index: UInt32 { reference.index }

    /// The handle of node `index` of `tree`.
    init(_ tree: SyntaxTree, _ index: UInt32) {
        self.init(SyntaxReference(tree: tree, index: index))
    }
}

/// The children of a node in order (arguments, statements, elements...),
/// read in place from the tree: a list costs two words and no allocation.
public struct SyntaxList<Element: SyntaxElement>: RandomAccessCollection, Hashable, Sendable {
    let tree: SyntaxTree
    /// Where the list's count is in `tree.extra`.
    let start: UInt32
    /// One past the last position.
    public let endIndex: Int

    init(_ tree: SyntaxTree, _ start: UInt32) {
        self.tree = tree
        self.start = start
        endIndex = tree.listCount(start)
    }

    /// The first position.
    public var startIndex: Int { 0 }

    /// The element at `position`.
    public subscript(position: Int) -> Element {
        Element(SyntaxReference(tree: tree, index: tree.listElement(start, position)))
    }

    /// Same list of the same tree.
    public static func == (lhs: SyntaxList, rhs: SyntaxList) -> Bool {
        lhs.tree === rhs.tree && lhs.start == rhs.start
    }

    /// Hashes the list's identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(start)
    }
}

extension Identifier: SyntaxElement {
    /// The identifier at node `reference` (a closure parameter).
    public init(_ reference: SyntaxReference) {
        self = reference.tree.identifier(reference.index)!
    }
}

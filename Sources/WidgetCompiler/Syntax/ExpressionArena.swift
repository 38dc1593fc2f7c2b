/// The storage of every expression node of one parse.
///
/// The parser fills it once, when it has built the whole tree; after
/// `WDLParser` returns nothing mutates it again, which is why sharing it
/// between threads is safe (`@unchecked Sendable`).
final class ExprArena: @unchecked Sendable {
    var nodes: [ExprNode] = []
    /// Arguments of calls, subscripts and interpolations, each list contiguous.
    var arguments: [ArgumentNode] = []
    /// Elements of array literals, each list contiguous.
    var elements: [UInt32] = []

    init() {}

    /// Stores a node and returns its expression.
    func append(_ kind: ExprNode.Kind, _ range: SourceRange) -> Expr {
        nodes.append(ExprNode(kind: kind, range: range))
        return Expr(arena: self, index: UInt32(nodes.count - 1))
    }

    func expr(_ index: UInt32) -> Expr { Expr(arena: self, index: index) }

    func argumentList(_ list: ListRange) -> [Argument] {
        arguments[list.bounds].map { Argument(label: $0.label, value: expr($0.value), range: $0.range) }
    }

    /// The public view of a node.
    func kind(of index: UInt32) -> Expr.Kind {
        switch nodes[Int(index)].kind {
        case .identifier(let name): return .identifier(name)
        case .integer(let value): return .integer(value)
        case .float(let value): return .float(value)
        case .boolean(let value): return .boolean(value)
        case .nilLiteral: return .nilLiteral
        case .error: return .error
        case .text(let text): return .string(StringLiteral(segments: text.isEmpty ? [] : [.text(text)]))
        case .interpolated(let segments):
            return .string(StringLiteral(segments: segments.map { segment in
                switch segment {
                case .text(let text): return .text(text)
                case .interpolation(let value, let options, let range):
                    return .interpolation(Interpolation(value: expr(value), options: argumentList(options), range: range))
                }
            }))
        case .array(let list): return .array(elements[list.bounds].map { expr($0) })
        case .implicitMember(let name): return .implicitMember(name)
        case .member(let base, let name, let optional): return .member(base: expr(base), name: name, optional: optional)
        case .call(let callee, let list, let hasParentheses, let closures):
            return .call(Call(callee: expr(callee), arguments: argumentList(list), hasParentheses: hasParentheses,
                              trailingClosures: closures.map { externalize($0) }))
        case .subscriptAccess(let base, let list): return .subscriptAccess(base: expr(base), arguments: argumentList(list))
        case .prefix(let op, let operand): return .prefix(op, expr(operand))
        case .binary(let op, let left, let right): return .binary(op, expr(left), expr(right))
        case .ternary(let condition, let then, let otherwise): return .ternary(condition: expr(condition), then: expr(then), else: expr(otherwise))
        }
    }
}

/// A contiguous run of an arena's side table.
struct ListRange: Hashable, Sendable {
    var start: UInt32
    var count: UInt32
    static let empty = ListRange(start: 0, count: 0)
    var bounds: Range<Int> { Int(start)..<Int(start + count) }
}

/// An expression node as stored: children are arena indices.
struct ExprNode: Sendable {
    var kind: Kind
    var range: SourceRange

    enum Kind: Sendable {
        case identifier(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case nilLiteral
        case error
        /// A string literal without interpolation (most of them).
        case text(String)
        case interpolated([SegmentNode])
        case array(ListRange)
        case implicitMember(Identifier)
        case member(base: UInt32, name: Identifier, optional: Bool)
        /// Trailing closures are kept in stored form: see `ClosureNode`.
        case call(callee: UInt32, arguments: ListRange, hasParentheses: Bool, trailingClosures: [ClosureNode])
        case subscriptAccess(base: UInt32, arguments: ListRange)
        case prefix(PrefixOperator, UInt32)
        case binary(BinaryOperator, UInt32, UInt32)
        case ternary(UInt32, UInt32, UInt32)
    }

    enum SegmentNode: Sendable {
        case text(String)
        case interpolation(value: UInt32, options: ListRange, range: SourceRange)
    }
}

/// An argument as stored.
struct ArgumentNode: Sendable {
    var label: Identifier?
    var value: UInt32
    var range: SourceRange
}

/// An expression node of the parser's arena, by index.
struct ExprRef {
    let index: UInt32
}

extension Parser {
    // MARK: Scratch lists

    /// The statements pushed since `mark`, popped off the scratch stack.
    mutating func takeStatements(since mark: Int) -> [Statement] {
        Self.pop(&scratchStatements, since: mark)
    }

    /// The arguments pushed since `mark`, moved into the table as one
    /// contiguous list.
    mutating func takeArguments(since mark: Int) -> ListRange {
        Self.move(&scratchArguments, since: mark, to: &arguments)
    }

    /// The array elements pushed since `mark`, moved into the table.
    mutating func takeElements(since mark: Int) -> ListRange {
        Self.move(&scratchElements, since: mark, to: &elements)
    }

    private static func move<Element>(_ scratch: inout [Element], since mark: Int, to table: inout [Element]) -> ListRange {
        let count = scratch.count - mark
        guard count > 0 else { return .empty }
        let start = UInt32(table.count)
        table.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        return ListRange(start: start, count: UInt32(count))
    }

    /// Stores an expression node. Inside the parser expressions travel as
    /// plain indices (`ExprRef`), which copy without reference counting;
    /// `expr(_:)` makes the public value where a tree node keeps one.
    mutating func make(_ kind: ExprNode.Kind, _ range: SourceRange) -> ExprRef {
        nodes.append(ExprNode(kind: kind, range: range))
        return ExprRef(index: UInt32(nodes.count - 1))
    }

    func expr(_ reference: ExprRef) -> Expr { Expr(arena: arena, index: reference.index) }

    /// Parses an expression and returns its public value.
    ///
    /// Never write `expr(parseExpression())`: calling a non-mutating method
    /// of `self` with an argument that mutates `self` makes Swift copy the
    /// whole parser first, and the next append then copies every node
    /// (found by the benchmark: quadratic time on large files).
    mutating func parseExpressionValue() -> Expr {
        let reference = parseExpression()
        return expr(reference)
    }

    func range(_ reference: ExprRef) -> SourceRange { nodes[Int(reference.index)].range }

    func isError(_ reference: ExprRef) -> Bool {
        if case .error = nodes[Int(reference.index)].kind { return true }
        return false
    }

    /// Reserves room for a large source, so that the tables do not grow
    /// (and copy) while parsing. Generous on purpose: reserved pages that
    /// are never written cost address space, not memory. Measured on widget
    /// source: about one node per 6 bytes, one argument per 50. Small files
    /// (every real widget) grow from empty, which measured faster for them.
    mutating func reserveTables(sourceBytes: Int) {
        guard sourceBytes > 1 << 16 else { return }
        nodes.reserveCapacity(sourceBytes / 4 + 16)
        arguments.reserveCapacity(sourceBytes / 24 + 16)
        elements.reserveCapacity(sourceBytes / 64 + 16)
    }

    /// Hands the tables to the arena; after this the tree is complete.
    mutating func installTables() {
        arena.nodes = nodes
        arena.arguments = arguments
        arena.elements = elements
    }

    /// Moves `stack[mark...]` into a new array of exactly that size. (An
    /// `Array(slice)` of a whole buffer would share it, keeping the large
    /// scratch buffer alive and copying it on the next push.)
    private static func pop<Element>(_ stack: inout [Element], since mark: Int) -> [Element] {
        let count = stack.count - mark
        guard count > 0 else { return [] }
        var taken: [Element] = []
        taken.reserveCapacity(count)
        taken.append(contentsOf: stack[mark...])
        stack.removeSubrange(mark...)
        return taken
    }
}

/// An expression node of the parser's tree, by index.
package struct ExprRef {
    package let index: UInt32
}

/// A node the parser made around a name (an identifier node, a member, a
/// region), with the name as written, which the parser checks before the
/// tree is installed and readable.
package struct NameNode {
    package let node: UInt32
    package let identifier: Identifier
}

extension Parser {
    // MARK: Nodes

    /// Stores a node. Inside the parser nodes travel as plain indices
    /// (`ExprRef`, `UInt32`), which copy without reference counting;
    /// handles (`Expr`, `Block`) are made where a declaration keeps one.
    @discardableResult
    package mutating func make(
        _ tag: SyntaxNode.Tag, _ range: SourceRange, flags: UInt8 = 0, _ a: UInt32 = 0,
        _ b: UInt32 = 0
    ) -> ExprRef {
        nodes.append(SyntaxNode(tag: tag, flags: flags, range: range, a: a, b: b))
        return ExprRef(index: UInt32(nodes.count - 1))
    }

    /// An identifier node for a name token just consumed: `a` is the
    /// token's start, `b` the interned name's id and `flags` 1 when the
    /// name is in backticks (so the token's end can be worked out).
    /// Parentheses around the expression widen the node's range, never
    /// its name.
    package mutating func makeName(_ token: Token) -> ExprRef {
        let name = nameRange(token)
        let id = names.intern(bytes, start: Int(name.start), end: Int(name.end))
        return make(.identifier, token.range, flags: isQuoted(token) ? 1 : 0, token.range.start, id)
    }

    /// Stores two words in `extra` (a node's third and fourth data words)
    /// and returns where they are.
    package mutating func pair(_ first: UInt32, _ second: UInt32) -> UInt32 {
        extra.append(first)
        extra.append(second)
        return UInt32(extra.count - 2)
    }

    package func expr(_ reference: ExprRef) -> Expr { Expr(tree, reference.index) }

    /// Parses an expression and returns its public value.
    ///
    /// Never write `expr(parseExpression())`: calling a non-mutating method
    /// of `self` with an argument that mutates `self` makes Swift copy the
    /// whole parser first, and the next append then copies every node
    /// (found by the benchmark: quadratic time on large files).
    package mutating func parseExpressionValue() -> Expr {
        let reference = parseExpression()
        return expr(reference)
    }

    package func range(_ reference: ExprRef) -> SourceRange { nodes[Int(reference.index)].range }

    package func isError(_ reference: ExprRef) -> Bool { nodes[Int(reference.index)].tag == .error }

    // MARK: Lists

    /// The children pushed on the scratch stack since `mark`, moved into
    /// `extra` as one list (count, then indices). Lists nest: an inner
    /// list is taken before the outer one pushes its next child, so one
    /// stack serves them all. Every empty list is the one at `extra[0]`.
    package mutating func takeList(since mark: Int) -> UInt32 {
        let count = scratch.count - mark
        guard count > 0 else { return 0 }
        let start = UInt32(extra.count)
        extra.append(UInt32(count))
        extra.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        return start
    }

    /// Reserves room for a large source, so that the tables do not grow
    /// (and copy) while parsing. Generous on purpose: reserved pages that
    /// are never written cost address space, not memory. Measured on widget
    /// source: about one node per 5 bytes, one extra word per 8. Small
    /// files (every real widget) grow from empty, which measured faster.
    package mutating func reserveTables(sourceBytes: Int) {
        guard sourceBytes > 1 << 16 else { return }
        if options.keepsTokens { tokens.reserveCapacity(sourceBytes / 4 + 16) }
        nodes.reserveCapacity(sourceBytes / 4 + 16)
        extra.reserveCapacity(sourceBytes / 6 + 16)
    }

    /// Hands the tables to the tree; after this (and setting its source)
    /// the tree is complete.
    package mutating func installTables() {
        tree.nodes = nodes
        tree.extra = extra
        tree.texts = texts
        tree.names = names.names
        tree.nameByteCounts = names.byteCounts
        tree.availabilities = availabilities
        tree.declarationAvailabilities = declarationAvailabilities
        tree.placeholders = placeholders
        if options.keepsTokens { completeTokens() }
        tree.tokens = tokens
    }

    /// Lists the tokens after the last one consumed: a parse that stopped
    /// early (an error it could not recover from) still lists every token.
    private mutating func completeTokens() {
        var start = 0
        if tokens.count > 0 { start = Int(tokens.token(tokens.count - 1, in: bytes).range.end) }
        var lexer = Lexer(bytes: bytes, start: start)
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            tokens.append(token)
        }
    }
}

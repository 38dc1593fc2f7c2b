extension Expr {
    /// Calls `expression` for each expression directly inside this one, in
    /// source order, then `closure` for a call's trailing closures (or a
    /// closure written as a value): what a pass descends into.
    ///
    /// Every pass walks the whole tree through this, so it reads the
    /// node's data words directly (as `SyntaxNode.Tag` documents them)
    /// rather than building `kind`, whose payloads are handles that each
    /// cost a reference count and whose names are strings.
    @inlinable
    public func forEachChild(_ expression: (Expr) -> Void, closures closure: (Closure) -> Void) {
        let node = tree[index]
        switch node.tag {
        case .call:
            expression(Expr(tree, node.a))
            let lists = Int(node.b)
            forEachArgumentValue(in: tree.extra[lists], expression)
            let trailing = tree.extra[lists + 1]
            for offset in 0..<tree.listCount(trailing) {
                closure(Closure(tree, tree[tree.listElement(trailing, offset)].b))
            }
        case .member, .prefix, .forceUnwrap:
            expression(Expr(tree, node.a))
        case .subscriptAccess:
            expression(Expr(tree, node.a))
            forEachArgumentValue(in: node.b, expression)
        case .binary:
            expression(Expr(tree, node.a))
            expression(Expr(tree, node.b))
        case .ternary:
            expression(Expr(tree, node.a))
            expression(Expr(tree, tree.extra[Int(node.b)]))
            expression(Expr(tree, tree.extra[Int(node.b) + 1]))
        case .array:
            for offset in 0..<tree.listCount(node.a) {
                expression(Expr(tree, tree.listElement(node.a, offset)))
            }
        case .interpolatedString:
            for offset in 0..<tree.listCount(node.a) {
                let segment = tree[tree.listElement(node.a, offset)]
                if segment.tag != .textSegment { expression(Expr(tree, segment.a)) }
            }
        case .closureExpression:
            closure(Closure(tree, node.a))
        default:
            break
        }
    }

    /// The values of the `argument` nodes of the list at `list`.
    @inlinable
    package func forEachArgumentValue(in list: UInt32, _ expression: (Expr) -> Void) {
        for offset in 0..<tree.listCount(list) {
            expression(Expr(tree, tree[tree.listElement(list, offset)].b))
        }
    }
}

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
        case .tuple:
            forEachArgumentValue(in: node.a, expression)
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
        case .branchExpression:
            forEachBranchExpression(of: node.a, expression)
        case .enumPattern:
            for offset in 0..<tree.listCount(node.b) {
                let element = tree[tree.listElement(node.b, offset)]
                if element.flags == PatternElement.valueFlag { expression(Expr(tree, element.b)) }
            }
        default:
            break
        }
    }

    /// The expressions of an `if` or `switch` used as a value, in source
    /// order: conditions (or the subject and patterns), then each branch's
    /// value; a nested `if` or `switch` of a branch is walked in place.
    @usableFromInline
    package func forEachBranchExpression(of statement: UInt32, _ expression: (Expr) -> Void) {
        let node = tree[statement]
        switch node.tag {
        case .ifStatement:
            for offset in 0..<tree.listCount(node.a) {
                let condition = tree[tree.listElement(node.a, offset)]
                switch condition.tag {
                case .expressionCondition: expression(Expr(tree, condition.a))
                case .optionalBinding where condition.b != SyntaxNode.none:
                    expression(Expr(tree, condition.b))
                case .casePatternCondition:
                    expression(Expr(tree, condition.a))
                    expression(Expr(tree, condition.b))
                default: break
                }
            }
            forEachBlockExpression(of: tree.extra[Int(node.b)], expression)
            let otherwise = tree.extra[Int(node.b) + 1]
            if otherwise == SyntaxNode.none { return }
            if tree[otherwise].tag == .elseIf {
                forEachBranchExpression(of: tree[otherwise].a, expression)
            } else {
                forEachBlockExpression(of: otherwise, expression)
            }
        case .switchStatement:
            expression(Expr(tree, node.a))
            for offset in 0..<tree.listCount(node.b) {
                let switchCase = tree[tree.listElement(node.b, offset)]
                for pattern in 0..<tree.listCount(switchCase.a) {
                    expression(Expr(tree, tree.listElement(switchCase.a, pattern)))
                }
                if switchCase.flags & SwitchCase.whereFlag != 0 {
                    expression(Expr(tree, tree.extra[Int(switchCase.b) + 1]))
                    forEachBlockExpression(of: tree.extra[Int(switchCase.b)], expression)
                } else {
                    forEachBlockExpression(of: switchCase.b, expression)
                }
            }
        default:
            break
        }
    }

    /// A branch block's statements: expressions, nested branches, the
    /// values of `let` and `return`.
    @usableFromInline
    package func forEachBlockExpression(of block: UInt32, _ expression: (Expr) -> Void) {
        let statements = tree[block].a
        for offset in 0..<tree.listCount(statements) {
            let index = tree.listElement(statements, offset)
            let node = tree[index]
            switch node.tag {
            case .ifStatement, .switchStatement: forEachBranchExpression(of: index, expression)
            case .returnStatement: expression(Expr(tree, node.a))
            case .letStatement: expression(Expr(tree, tree.extra[Int(node.b) + 1]))
            case let tag where node.isExpression && tag != .error: expression(Expr(tree, index))
            default: break
            }
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

extension Expr {
    /// The values an `if` or `switch` used as a value may take: each
    /// branch's expression, through nested branches. Any other
    /// expression is its own one value.
    public var branchValues: [Expr] {
        switch kind {
        case .ifExpression(let statement): statement.branchValues
        case .switchExpression(let statement): statement.branchValues
        default: [self]
        }
    }
}

extension IfStatement {
    /// The values of its branches, used as a value (`Expr.branchValues`).
    public var branchValues: [Expr] {
        var values = thenBlock.branchValues
        switch elseBranch {
        case .block(let block): values += block.branchValues
        case .elseIf(let nested, _): values += nested.branchValues
        case nil: break
        }
        return values
    }
}

extension SwitchStatement {
    /// The values of its cases, used as a value (`Expr.branchValues`).
    public var branchValues: [Expr] { cases.flatMap(\.body.branchValues) }
}

extension Block {
    /// A branch's value: its one expression, or a nested branch's values.
    public var branchValues: [Expr] {
        statements.flatMap { statement -> [Expr] in
            switch statement.kind {
            case .expression(let value): value.branchValues
            case .ifStatement(let nested): nested.branchValues
            case .switchStatement(let nested): nested.branchValues
            default: []
            }
        }
    }
}

extension Expr {
    /// The names an enum `case` pattern binds (`.late(let minutes)`
    /// binds `minutes`); none for another expression.
    public var patternBindings: [Identifier] {
        guard case .enumPattern(_, let elements) = kind else { return [] }
        return elements.compactMap { element in
            if case .binding(let name) = element.kind { name } else { nil }
        }
    }
}

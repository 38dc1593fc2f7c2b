/// How the arena stores the bodies of trailing closures.
///
/// The arena must never hold an `Expr`: an `Expr` holds its arena, so a
/// closure body kept in the arena as public statements would make a cycle
/// (arena → node → closure → statement → Expr → arena) and no tree with a
/// closure would ever be freed. Closure bodies are therefore stored with
/// node indices, in these mirrors of the public statement types, and turned
/// back into public values (`externalize`) when a call's `kind` is read.
struct ClosureNode: Sendable {
    var label: Identifier?
    var parameters: [Identifier]
    var body: BlockNode
    var range: SourceRange
}

struct BlockNode: Sendable {
    var statements: [StatementNode]
    var range: SourceRange
}

struct StatementNode: Sendable {
    var kind: Kind
    var range: SourceRange

    enum Kind: Sendable {
        case expression(UInt32)
        case ifStatement(IfNode)
        case switchStatement(SwitchNode)
        case error
    }
}

struct IfNode: Sendable {
    var conditions: [ConditionNode]
    var thenBlock: BlockNode
    var elseBranch: ElseNode?
}

indirect enum ElseNode: Sendable {
    case block(BlockNode)
    case elseIf(IfNode, range: SourceRange)
}

struct ConditionNode: Sendable {
    var kind: Kind
    var range: SourceRange

    enum Kind: Sendable {
        case expression(UInt32)
        case optionalBinding(name: Identifier, value: UInt32?)
        case available(Availability)
    }
}

struct SwitchNode: Sendable {
    var subject: UInt32
    var cases: [CaseNode]
}

struct CaseNode: Sendable {
    var patterns: [UInt32]
    var isDefault: Bool
    var isUnknown: Bool
    var body: BlockNode
    var range: SourceRange
}

// MARK: Public values to stored form

extension ClosureNode {
    /// The stored form of a trailing closure; its `Expr`s become indices.
    init(_ trailing: TrailingClosure) {
        self.init(label: trailing.label, parameters: trailing.closure.parameters,
                  body: BlockNode(trailing.closure.body), range: trailing.closure.range)
    }
}

extension BlockNode {
    init(_ block: Block) {
        self.init(statements: block.statements.map(StatementNode.init), range: block.range)
    }
}

extension StatementNode {
    init(_ statement: Statement) {
        let kind: Kind = switch statement.kind {
        case .expression(let expression): .expression(expression.index)
        case .ifStatement(let statement): .ifStatement(IfNode(statement))
        case .switchStatement(let statement): .switchStatement(SwitchNode(statement))
        case .error: .error
        }
        self.init(kind: kind, range: statement.range)
    }
}

extension IfNode {
    init(_ statement: IfStatement) {
        let elseBranch: ElseNode? = switch statement.elseBranch {
        case .block(let block): .block(BlockNode(block))
        case .elseIf(let nested, let range): .elseIf(IfNode(nested), range: range)
        case nil: nil
        }
        self.init(conditions: statement.conditions.map(ConditionNode.init), thenBlock: BlockNode(statement.thenBlock), elseBranch: elseBranch)
    }
}

extension ConditionNode {
    init(_ condition: Condition) {
        let kind: Kind = switch condition.kind {
        case .expression(let expression): .expression(expression.index)
        case .optionalBinding(let name, let value): .optionalBinding(name: name, value: value?.index)
        case .available(let availability): .available(availability)
        }
        self.init(kind: kind, range: condition.range)
    }
}

extension SwitchNode {
    init(_ statement: SwitchStatement) {
        self.init(subject: statement.subject.index, cases: statement.cases.map { switchCase in
            CaseNode(patterns: switchCase.patterns.map(\.index), isDefault: switchCase.isDefault, isUnknown: switchCase.isUnknown,
                     body: BlockNode(switchCase.body), range: switchCase.range)
        })
    }
}

// MARK: Stored form to public values

extension ExprArena {
    func externalize(_ closure: ClosureNode) -> TrailingClosure {
        TrailingClosure(label: closure.label, closure: Closure(parameters: closure.parameters, body: externalize(closure.body), range: closure.range))
    }

    func externalize(_ block: BlockNode) -> Block {
        Block(statements: block.statements.map { externalize($0) }, range: block.range)
    }

    func externalize(_ statement: StatementNode) -> Statement {
        let kind: Statement.Kind = switch statement.kind {
        case .expression(let index): .expression(expr(index))
        case .ifStatement(let node): .ifStatement(externalize(node))
        case .switchStatement(let node): .switchStatement(SwitchStatement(subject: expr(node.subject), cases: node.cases.map { node in
            SwitchCase(patterns: node.patterns.map { expr($0) }, isDefault: node.isDefault, isUnknown: node.isUnknown,
                       body: externalize(node.body), range: node.range)
        }))
        case .error: .error
        }
        return Statement(kind, range: statement.range)
    }

    func externalize(_ node: IfNode) -> IfStatement {
        let elseBranch: ElseBranch? = switch node.elseBranch {
        case .block(let block): .block(externalize(block))
        case .elseIf(let nested, let range): .elseIf(externalize(nested), range: range)
        case nil: nil
        }
        let conditions = node.conditions.map { condition -> Condition in
            let kind: Condition.Kind = switch condition.kind {
            case .expression(let index): .expression(expr(index))
            case .optionalBinding(let name, let value): .optionalBinding(name: name, value: value.map { expr($0) })
            case .available(let availability): .available(availability)
            }
            return Condition(kind, range: condition.range)
        }
        return IfStatement(conditions: conditions, thenBlock: externalize(node.thenBlock), elseBranch: elseBranch)
    }
}

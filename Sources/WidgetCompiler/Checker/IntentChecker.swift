/// Checks the intents of interactive controls against the file's `intent`
/// declarations: the intent must be declared, and its arguments must be
/// the declared fields, labelled, each once. Runs once per body, over
/// every branch, so a mistake is reported once.
enum IntentChecker {
    static func check(_ blocks: [Block], intents: [RecordDecl], into diagnostics: inout [Diagnostic]) {
        let declared = Dictionary(intents.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        var calls = CallCollector()
        for block in blocks { calls.collect(block) }
        for call in calls.calls where InteractiveView.name(of: call) != nil {
            guard let argument = call.arguments.first(where: { $0.label?.name == "intent" }) else { continue }
            guard case .call(let intentCall) = argument.value.kind, let name = intentCall.calleeName else { continue }
            guard let intent = declared[name] else {
                let notes = Spelling.closest(to: name, in: Array(declared.keys).sorted())
                    .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: intentCall.callee.range)] } ?? []
                diagnostics.append(Diagnostic(.undeclaredIntent(name), at: intentCall.callee.range, notes: notes))
                continue
            }
            checkArguments(intentCall, against: intent, into: &diagnostics)
        }
    }

    private static func checkArguments(_ call: Call, against intent: RecordDecl, into diagnostics: inout [Diagnostic]) {
        let fields = intent.fields.map(\.name.name)
        var given: Set<String> = []
        for argument in call.arguments {
            guard let label = argument.label?.name else {
                diagnostics.append(Diagnostic(.intentArguments(intent.name.name, problem: "takes labelled arguments (\(fields.map { "\($0):" }.joined(separator: ", ")))"),
                                              at: argument.range))
                return
            }
            guard fields.contains(label) else {
                let notes = Spelling.closest(to: label, in: fields).map { [DiagnosticNote(message: NoteText.didYouMean($0), range: argument.label!.range)] } ?? []
                diagnostics.append(Diagnostic(.intentArguments(intent.name.name, problem: "has no parameter '\(label)'"), at: argument.label!.range, notes: notes))
                return
            }
            guard given.insert(label).inserted else {
                diagnostics.append(Diagnostic(.intentArguments(intent.name.name, problem: "is given '\(label)' twice"), at: argument.label!.range))
                return
            }
        }
        let missing = intent.fields.filter { !given.contains($0.name.name) && !isOptional($0.type) }.map(\.name.name)
        if !missing.isEmpty {
            diagnostics.append(Diagnostic(.intentArguments(intent.name.name, problem: "needs \(missing.map { "'\($0)'" }.joined(separator: ", "))"),
                                          at: call.callee.range))
        }
    }

    /// Optional parameters may be left out, as with App Intents' optional `@Parameter`s.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if case .optional = type.kind { return true }
        return false
    }
}

/// Every call in a block, in every branch and closure, outermost first.
struct CallCollector {
    private(set) var calls: [Call] = []

    mutating func collect(_ block: Block) {
        for statement in block.statements {
            switch statement.kind {
            case .expression(let expression): collect(expression)
            case .ifStatement(let statement): collect(statement)
            case .switchStatement(let statement):
                collect(statement.subject)
                for switchCase in statement.cases { collect(switchCase.body) }
            case .error: break
            }
        }
    }

    private mutating func collect(_ statement: IfStatement) {
        for condition in statement.conditions {
            switch condition.kind {
            case .expression(let expression): collect(expression)
            case .optionalBinding(_, let value): if let value { collect(value) }
            case .available: break
            }
        }
        collect(statement.thenBlock)
        switch statement.elseBranch {
        case .block(let block): collect(block)
        case .elseIf(let nested, _): collect(nested)
        case nil: break
        }
    }

    private mutating func collect(_ expression: Expr) {
        switch expression.kind {
        case .call(let call):
            calls.append(call)
            collect(call.callee)
            for argument in call.arguments { collect(argument.value) }
            for trailing in call.trailingClosures { collect(trailing.closure.body) }
        case .member(let base, _, _): collect(base)
        case .subscriptAccess(let base, let arguments):
            collect(base)
            for argument in arguments { collect(argument.value) }
        case .prefix(_, let operand): collect(operand)
        case .binary(_, let left, let right):
            collect(left)
            collect(right)
        case .ternary(let condition, let then, let otherwise):
            collect(condition)
            collect(then)
            collect(otherwise)
        case .array(let elements):
            for element in elements { collect(element) }
        case .string(let literal):
            for case .interpolation(let interpolation) in literal.segments { collect(interpolation.value) }
        case .identifier, .integer, .float, .boolean, .nilLiteral, .implicitMember, .error:
            break
        }
    }
}

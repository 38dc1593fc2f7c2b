import WidgetSyntax

/// Checks the intents of interactive controls against the file's `intent`
/// declarations: the intent must be declared, and its arguments must be
/// the declared fields, labelled, each once. Runs once per declaration,
/// over the calls of every branch, so a mistake is reported once.
enum IntentChecker {
    static func check(
        _ calls: [Call], intents declared: [String: RecordDecl],
        into diagnostics: inout [Diagnostic]
    ) {
        for call in calls {
            // A widget's Button and Toggle take `intent:`; a control's
            // template `action:`, and a toggle's is given its `value`.
            let template = call.callee.viewKind?.isControlTemplate == true
            guard template || InteractiveView.name(of: call) != nil else { continue }
            let label = template ? "action" : "intent"
            guard let argument = call.arguments.first(where: { $0.label?.name == label }) else {
                continue
            }
            guard case .call(let intentCall) = argument.value.kind, let name = intentCall.calleeName
            else { continue }
            guard let intent = declared[name] else {
                let notes =
                    Spelling.closest(to: name, in: Array(declared.keys).sorted())
                    .map {
                        [
                            DiagnosticNote(
                                message: NoteText.didYouMean($0), range: intentCall.callee.range)
                        ]
                    } ?? []
                diagnostics.append(
                    Diagnostic(.undeclaredIntent(name), at: intentCall.callee.range, notes: notes))
                continue
            }
            checkArguments(
                intentCall, against: intent,
                setByTheSystem: call.callee.viewKind == .controlWidgetToggle ? ["value"] : [],
                into: &diagnostics)
        }
    }

    private static func checkArguments(
        _ call: Call, against intent: RecordDecl, setByTheSystem: Set<String>,
        into diagnostics: inout [Diagnostic]
    ) {
        let fields = intent.fields.map(\.name.name)
        var given: Set<String> = []
        for argument in call.arguments {
            guard let label = argument.label?.name else {
                diagnostics.append(
                    Diagnostic(
                        .intentArguments(
                            intent.name.name,
                            problem:
                                "takes labelled arguments (\(fields.map { "\($0):" }.joined(separator: ", ")))"
                        ),
                        at: argument.range))
                return
            }
            guard fields.contains(label) else {
                let notes =
                    Spelling.closest(to: label, in: fields).map {
                        [
                            DiagnosticNote(
                                message: NoteText.didYouMean($0), range: argument.label!.range)
                        ]
                    } ?? []
                diagnostics.append(
                    Diagnostic(
                        .intentArguments(intent.name.name, problem: "has no parameter '\(label)'"),
                        at: argument.label!.range, notes: notes))
                return
            }
            guard given.insert(label).inserted else {
                diagnostics.append(
                    Diagnostic(
                        .intentArguments(intent.name.name, problem: "is given '\(label)' twice"),
                        at: argument.label!.range))
                return
            }
        }
        let missing = intent.fields.filter {
            !given.contains($0.name.name) && !isOptional($0.type)
                && !setByTheSystem.contains($0.name.name)
        }
        .map(\.name.name)
        if !missing.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .intentArguments(
                        intent.name.name,
                        problem: "needs \(missing.map { "'\($0)'" }.joined(separator: ", "))"),
                    at: call.callee.range))
        }
    }

    /// Optional parameters may be left out, as with App Intents' optional `@Parameter`s.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if case .optional = type.kind { return true }
        return false
    }
}

/// Every call, and every `switch family`, in a block: every branch and
/// closure, outermost first.
struct CallCollector {
    private(set) var calls: [Call] = []
    private(set) var familySwitches: [SwitchStatement] = []

    mutating func collect(_ block: Block) {
        for statement in block.compiledStatements {
            switch statement.kind {
            case .expression(let expression): collect(expression)
            case .ifStatement(let statement): collect(statement)
            case .switchStatement(let statement):
                if case .identifier("family") = statement.subject.kind {
                    familySwitches.append(statement)
                }
                collect(statement.subject)
                for switchCase in statement.cases { collect(switchCase.body) }
            case .letStatement(let statement): collect(statement.value)
            case .returnStatement(let value): collect(value)
            case .guardStatement(let statement):
                for condition in statement.conditions {
                    switch condition.kind {
                    case .expression(let value): collect(value)
                    case .optionalBinding(_, let value?): collect(value)
                    default: break
                    }
                }
                collect(statement.elseBlock)
            case .assignment(let assignment): collect(assignment.value)
            // Its compiled clause is collected in its place (`compiledStatements`).
            case .conditionalCompilation: break
            case .forStatement(let loop):
                collect(loop.sequence)
                collect(loop.body)
            case .error: break
            }
        }
    }

    private mutating func collect(_ statement: IfStatement) {
        for condition in statement.conditions {
            switch condition.kind {
            case .expression(let expression): collect(expression)
            case .optionalBinding(_, let value): if let value { collect(value) }
            case .casePattern(_, let value): collect(value)
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
        if case .call(let call) = expression.kind { calls.append(call) }
        expression.forEachChild({ collect($0) }, closures: { collect($0.body) })
    }
}

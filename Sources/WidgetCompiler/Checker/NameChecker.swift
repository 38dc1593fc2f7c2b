import WidgetSyntax

/// Checks names and argument labels against the catalog, once per body
/// over every branch: every called view is a catalog view, a reusable
/// `view`, an intent or a value conversion; every modifier applied to a
/// view is a catalog modifier; and the labels fit one of the signatures.
/// Types are not checked yet.
struct NameChecker {
    /// Reusable `view` declarations, as signatures.
    private var reusable: [String: Signature] = [:]
    /// Declared intent names.
    private var intents: Set<String> = []

    /// Reads the file's reusable views and intents, once.
    init(_ syntax: SourceFileSyntax) {
        for declaration in syntax.declarations {
            switch declaration {
            case .view(let decl):
                reusable[decl.name.name] = Signature(
                    decl.callParameters.map {
                        $0.defaultValue != nil
                            ? Parameter.optional($0.name.name, .value)
                            : Parameter.required($0.name.name, .value)
                    })
            case .intent(let decl):
                intents.insert(decl.name.name)
            default:
                break
            }
        }
    }

    /// Checks the calls of one declaration's bodies.
    func check(_ calls: [Call], into diagnostics: inout [Diagnostic]) {
        // The intents of buttons and toggles are `IntentChecker`'s.
        let intentCalls = Set(
            calls.filter { InteractiveView.name(of: $0) != nil }.compactMap {
                call -> SourceRange? in
                call.arguments.first { $0.label?.name == "intent" }.map { $0.value.range }
            })
        // A construct refused as a whole is one error: what is inside it
        // (`GridItem` of a `LazyVGrid`) is not reported again. Calls come
        // outermost first, so a refusal is known before what it holds.
        var refused: [SourceRange] = []
        func refuse(_ call: Call, _ spelling: String, _ advice: String, at range: SourceRange) {
            diagnostics.append(Diagnostic(.notInWidgets(spelling, advice: advice), at: range))
            refused.append(call.range)
        }
        for call in calls {
            if !refused.isEmpty,
                refused.contains(where: { $0.start <= call.range.start && call.range.end <= $0.end }
                )
            {
                continue
            }
            switch call.callee.kind {
            case .identifier(let callee):
                let name = callee.name
                if intents.contains(name) || ValueCallables.names.contains(name) { continue }
                if intentCalls.contains(where: { $0.start == call.callee.range.start }) { continue }
                if let signature = reusable[name] {
                    Self.checkLabels(
                        call, name: name, signatures: [signature], at: call.callee.range,
                        into: &diagnostics)
                } else if let entry = call.callee.catalogView {
                    if let (label, advice) = Self.refusedForm(of: call, named: name) {
                        refuse(call, "\(name)(\(label):)", advice, at: call.callee.range)
                        continue
                    }
                    Self.checkLabels(
                        call, name: name, signatures: entry.signatures, at: call.callee.range,
                        into: &diagnostics)
                } else if let advice = NotInWidgets.views[name] {
                    refuse(call, name, advice, at: call.callee.range)
                } else {
                    let candidates = Array(ViewCatalog.views.keys) + Array(reusable.keys)
                    diagnostics.append(
                        Diagnostic(
                            .unknownView(name), at: call.callee.range,
                            notes: Self.suggestion(name, candidates, call.callee.range)))
                }
            case .member(let base, let name, _) where Self.isView(base, reusable: reusable):
                guard let entry = call.catalogModifier else {
                    if let advice = NotInWidgets.modifiers[name.name] {
                        refuse(call, "." + name.name, advice, at: name.range)
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            .unknownModifier(name.name), at: name.range,
                            notes: Self.suggestion(
                                name.name, Array(ModifierCatalog.modifiers.keys), name.range)))
                    continue
                }
                Self.checkLabels(
                    call, name: name.name, signatures: entry.signatures, at: name.range,
                    into: &diagnostics)
                Self.checkTarget(name.identifier, base: base, into: &diagnostics)
            default:
                continue
            }
        }
    }

    /// A form of a catalog view that runs code (`Button(action:)`): the
    /// label and the advice of `NotInWidgets.forms`.
    private static func refusedForm(of call: Call, named name: String) -> (String, String)? {
        guard let forms = NotInWidgets.forms[name] else { return nil }
        for argument in call.arguments {
            guard let label = argument.label?.name, let advice = forms[label] else { continue }
            return (label, advice)
        }
        return nil
    }

    /// Whether an expression is a view: a call of a catalog or reusable
    /// view, `Color.<name>`, or a modifier applied to one.
    private static func isView(_ expression: Expr, reusable: [String: Signature]) -> Bool {
        switch expression.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name):
                return call.callee.catalogView != nil || reusable[name.name] != nil
            case .member(let base, _, _): return isView(base, reusable: reusable)
            default: return false
            }
        case .member(let base, _, _):
            if case .identifier("Color") = base.kind { return true }
            return false
        default:
            return false
        }
    }

    private static func checkLabels(
        _ call: Call, name: String, signatures: [Signature], at range: SourceRange,
        into diagnostics: inout [Diagnostic]
    ) {
        guard !signatures.contains(where: { $0.accepts(call) }) else { return }
        let labels = call.arguments.map { $0.label?.name }
        let closures = call.trailingClosures.map { $0.label?.name }
        let given =
            "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            + (closures.isEmpty
                ? "" : " with \(closures.count) trailing closure\(closures.count == 1 ? "" : "s")")
        let known = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        var notes: [DiagnosticNote] = []
        if let wrong = call.arguments.first(where: {
            $0.label.map { !known.contains($0.name) } ?? false
        })?.label {
            notes = suggestion(wrong.name, Array(known), wrong.range)
        }
        diagnostics.append(
            Diagnostic(
                .argumentLabels(name, given: given, accepted: signatures.map(\.spelling)),
                at: range, notes: notes))
    }

    /// `modifier-target`: a modifier only some views have, called on
    /// something else (or after another modifier of a different kind).
    private static func checkTarget(
        _ name: Identifier, base: Expr, into diagnostics: inout [Diagnostic]
    ) {
        guard let targets = ModifierCatalog.targets[name.name], case .call(let baseCall) = base.kind
        else { return }
        let found: String
        switch baseCall.callee.kind {
        case .identifier(let view): found = "'\(view)'"
        case .member(_, let previous, _):
            // Another modifier of the same kind keeps the target (Image(...).resizable().renderingMode(...)).
            if ModifierCatalog.targets[previous.name] == targets { return }
            // A refused shape modifier (`.inset(by:)`) is reported once, as itself.
            if NotInWidgets.modifiers[previous.name] != nil { return }
            found = "the result of '.\(previous.name)'"
        default: return
        }
        if case .identifier(let view) = baseCall.callee.kind, targets.contains(view.name) { return }
        let target = targets.count == 1 ? targets.first! : "a shape"
        diagnostics.append(
            Diagnostic(.modifierTarget(name.name, target: target, found: found), at: name.range))
    }

    private static func suggestion(_ name: String, _ candidates: [String], _ range: SourceRange)
        -> [DiagnosticNote]
    {
        Spelling.closest(to: name, in: candidates.sorted()).map {
            [DiagnosticNote(message: NoteText.didYouMean($0), range: range)]
        } ?? []
    }
}

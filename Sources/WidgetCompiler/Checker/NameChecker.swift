import WidgetArchive
import WidgetSyntax

/// Checks names and argument labels against the catalog, once per body
/// over every branch: every called view is a catalog view, a reusable
/// `view`, an intent or a value conversion; every modifier applied to a
/// view is a catalog modifier or a helper of `extension View`, and
/// `.modifier(_:)` takes a `ViewModifier` struct; and the labels fit one
/// of the signatures. Types are not checked yet.
struct NameChecker {
    /// Reusable `view` declarations, as signatures.
    private var reusable: [String: Signature] = [:]
    /// `ViewModifier` structs, as signatures.
    private var modifierStructs: [String: Signature] = [:]
    /// Custom styles (`struct Pill: ButtonStyle`): how each is made, and
    /// the modifier that applies it.
    private var styleStructs: [String: (Signature, ModifierKind)] = [:]
    /// The names of the file's `Shape` structs.
    private var shapeStructs: Set<String> = []
    /// `extension View` functions, as signatures.
    private var helpers: [String: Signature] = [:]
    /// Declared intent names.
    private var intents: Set<String> = []
    /// File-level functions, by name.
    private var functions: [String: FunctionDecl] = [:]
    /// The memberwise initializers of the file's structs of data
    /// (`Stop(name: "A", minutes: 3)`) and the raw-value initializers of
    /// its enums (`Mood(rawValue: text)`), as signatures.
    private var initializers: [String: Signature] = [:]

    /// Reads the file's reusable views (`views`, read from it) and intents, once.
    init(_ syntax: SourceFileSyntax, views: UserViews) {
        reusable = views.views.merging(views.shapes) { first, _ in first }.mapValues(
            Self.signature)
        modifierStructs = views.modifiers.mapValues(Self.signature)
        helpers = views.helpers.mapValues(Self.signature)
        shapeStructs = Set(views.shapes.keys)
        styleStructs = views.styles.compactMapValues { decl in
            StyleConfiguration.forForm(decl.form).map { (Self.signature(of: decl), $0.modifier) }
        }
        functions = views.functions
        for case .intent(let decl) in syntax.declarations { intents.insert(decl.name.name) }
        for declaration in syntax.declarations {
            switch declaration {
            case .record(let decl) where decl.typeMembers.initializer != nil:
                // Its own `init` replaces the memberwise one, as in Swift.
                initializers[decl.name.name] = Self.signature(
                    decl.typeMembers.initializer!.parameters)
            case .record(let decl):
                initializers[decl.name.name] = Signature(
                    decl.fields.map { field in
                        // An optional field may be left out: Swift gives its `var` nil.
                        if case .optional = field.type.kind {
                            return Parameter.optional(field.name.name, .value)
                        }
                        return Parameter.required(field.name.name, .value)
                    })
            case .enumeration(let decl):
                initializers[decl.name.name] = Signature([.required("rawValue", .value)])
            default: break
            }
        }
    }

    /// How a caller calls a declared view: with the labels of its
    /// parameters (a function's `_ name` unlabelled).
    private static func signature(of decl: ViewDecl) -> Signature {
        signature(decl.callParameters)
    }

    /// How a caller passes `parameters`: a view struct's generic view
    /// property by argument or by trailing closure.
    private static func signature(_ parameters: some Sequence<Field>) -> Signature {
        Signature(
            parameters.map {
                let type: ParameterType = $0.holdsViews && !$0.type.isSomeView ? .view : .value
                return $0.defaultValue != nil
                    ? Parameter.optional($0.argumentLabel?.name, type)
                    : Parameter.required($0.argumentLabel?.name, type)
            })
    }

    /// Checks the calls of one declaration's bodies; `local` are the
    /// names those bodies read as views (`self`, `content`, a `some View`
    /// parameter) and the view struct's functions.
    func check(_ calls: [Call], local: LocalNames = .none, into diagnostics: inout [Diagnostic]) {
        // `.modifier(Name(...))`: where a `ViewModifier` struct is made.
        let modifierArguments = Set(
            calls.compactMap { call -> UInt32? in
                guard case .member(_, let name, _) = call.callee.kind, name.name == "modifier"
                else { return nil }
                return call.arguments.first?.value.range.start
            })
        // `.buttonStyle(Pill())`: where a custom style is made, and by which modifier.
        var styleArguments: [UInt32: ModifierKind] = [:]
        if !styleStructs.isEmpty {
            for call in calls {
                guard let kind = call.modifierKind, StyleConfiguration.forModifier(kind) != nil,
                    let argument = call.arguments.first
                else { continue }
                styleArguments[argument.value.range.start] = kind
            }
        }
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
                if let signature = reusable[name] ?? initializers[name] {
                    Self.checkLabels(
                        call, name: name, signatures: [signature], at: call.callee.range,
                        into: &diagnostics)
                } else if !local.functions.isEmpty || !functions.isEmpty,
                    let function = local.functions[name] ?? functions[name]
                {
                    Self.checkLabels(
                        call, name: name, signatures: [Self.signature(function.parameters)],
                        at: call.callee.range, into: &diagnostics)
                } else if let signature = modifierStructs[name] {
                    guard modifierArguments.contains(call.range.start) else {
                        diagnostics.append(
                            Diagnostic(.modifierStructAsView(name), at: call.callee.range))
                        continue
                    }
                    Self.checkLabels(
                        call, name: name, signatures: [signature], at: call.callee.range,
                        into: &diagnostics)
                } else if let (signature, modifier) = styleStructs[name] {
                    guard styleArguments[call.range.start] == modifier else {
                        diagnostics.append(
                            Diagnostic(
                                .styleStructMisplaced(name, modifier: modifier.name),
                                at: call.callee.range))
                        continue
                    }
                    Self.checkLabels(
                        call, name: name, signatures: [signature], at: call.callee.range,
                        into: &diagnostics)
                } else if modifierArguments.contains(call.range.start) {
                    // `.modifier(Unknown())` is reported once, by `.modifier`.
                    continue
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
            case .member(let base, let name, _)
            where isView(base, local) && helpers[name.name] != nil:
                Self.checkLabels(
                    call, name: name.name, signatures: [helpers[name.name]!], at: name.range,
                    into: &diagnostics)
            case .member(let base, let name, _)
            where isView(base, local) && name.name == "modifier":
                guard call.arguments.count == 1, call.arguments[0].label == nil,
                    call.trailingClosures.isEmpty,
                    case .call(let made) = call.arguments[0].value.kind,
                    let made = made.calleeName, modifierStructs[made] != nil
                else {
                    diagnostics.append(
                        Diagnostic(
                            .modifierArgument(Array(modifierStructs.keys).sorted()),
                            at: call.arguments.first?.value.range ?? name.range))
                    continue
                }
            case .member(let base, let name, _) where isView(base, local):
                guard let entry = call.catalogModifier else {
                    if let advice = NotInWidgets.modifiers[name.name] {
                        refuse(call, "." + name.name, advice, at: name.range)
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            .unknownModifier(name.name), at: name.range,
                            notes: Self.suggestion(
                                name.name, Array(ModifierCatalog.modifiers.keys) + helpers.keys,
                                name.range)))
                    continue
                }
                Self.checkLabels(
                    call, name: name.name, signatures: entry.signatures, at: name.range,
                    into: &diagnostics)
                checkTarget(
                    name.identifier, base: base, plotted: Self.plotsAValue(call, name.name),
                    into: &diagnostics)
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
    /// view or of a view function, `Color.<name>`, one of the local view
    /// names, or a modifier applied to one.
    private func isView(_ expression: Expr, _ local: LocalNames) -> Bool {
        switch expression.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name):
                return call.callee.catalogView != nil || reusable[name.name] != nil
                    || (local.functions[name.name] ?? functions[name.name])?.returnsView == true
            case .member(let base, _, _): return isView(base, local)
            default: return false
            }
        case .member(let base, let member, _):
            switch base.kind {
            case .identifier("Color"): return true
            case .identifier(let name) where !local.views.isEmpty:
                // `configuration.label` in a style's body.
                return local.views.contains(name.name + "." + member.name)
            default: return false
            }
        case .identifier(let name):
            return local.views.contains(name.name)
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
    private func checkTarget(
        _ name: Identifier, base: Expr, plotted: Bool, into diagnostics: inout [Diagnostic]
    ) {
        // A form that plots a value (`foregroundStyle(by:)`, `position(by:)`)
        // is Swift Charts' `ChartContent` modifier: marks only.
        guard
            let targets = plotted
                ? Set(ModifierTargets.marks.kinds.map(\.name)) : ModifierCatalog.targets[name.name],
            case .call(var baseCall) = base.kind
        else { return }
        // `offset` on a shape is Shape's own `offset(x:y:)`, a shape again;
        // look through it to what it offsets.
        // A chart mark's modifiers all give a mark again: look through
        // them to the mark (`PointMark(...).foregroundStyle(.red).symbol(.square)`).
        let onMarks = targets.contains { ViewKind(name: $0)?.isChartMark == true }
        for _ in 0..<64 {
            guard case .member(let inner, let previous, _) = baseCall.callee.kind,
                previous.name == "offset" || onMarks, case .call(let innerCall) = inner.kind
            else { break }
            baseCall = innerCall
        }
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
        // The file's `Shape` structs take what every shape takes.
        if let view = baseCall.calleeName, shapeStructs.contains(view),
            targets.contains(where: { ViewKind(name: $0)?.isShape == true })
        {
            return
        }
        let target = targets.count == 1 ? targets.first! : onMarks ? "a chart mark" : "a shape"
        diagnostics.append(
            Diagnostic(.modifierTarget(name.name, target: target, found: found), at: name.range))
    }

    /// Whether the call is written in a form whose labelled parameter
    /// takes a plottable value (`by: .value("Kind", kind)`).
    private static func plotsAValue(_ call: Call, _ modifier: String) -> Bool {
        guard let plotted = ModifierCatalog.plottingLabels[modifier] else { return false }
        return call.arguments.contains { $0.label.map { plotted.contains($0.name) } ?? false }
    }

    private static func suggestion(_ name: String, _ candidates: [String], _ range: SourceRange)
        -> [DiagnosticNote]
    {
        Spelling.closest(to: name, in: candidates.sorted()).map {
            [DiagnosticNote(message: NoteText.didYouMean($0), range: range)]
        } ?? []
    }
}

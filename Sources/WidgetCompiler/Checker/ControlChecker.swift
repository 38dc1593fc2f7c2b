import WidgetArchive
import WidgetSyntax

/// Checks a control (`control Name { ... }`, iOS 18): its platforms, its
/// configuration, and its body, which is one template
/// (`ControlWidgetButton(action:)` or `ControlWidgetToggle(_:isOn:action:)`)
/// whose label the system draws, so it holds only what the system can
/// draw. Apple's rules, with their pages, are in `ControlRules`.
enum ControlChecker {
    static func check(
        _ decl: ContainerDecl, intents: [String: RecordDecl], into diagnostics: inout [Diagnostic]
    ) -> WidgetReport {
        // Every finding about the control is a finding of each surface.
        let before = diagnostics.count
        let header = HeaderReader.read(decl, required: ["kind"], into: &diagnostics)
        checkPlatforms(header, into: &diagnostics)
        checkConfiguration(decl, into: &diagnostics)
        if let body = Checker.bodies(of: .control(decl)).first {
            checkBody(body, intents: intents, into: &diagnostics)
        } else {
            diagnostics.append(
                Diagnostic(.controlNoTemplate("this one has no 'body'"), at: decl.name.range))
        }
        let findings = Array(Set(diagnostics[before...].map(\.id))).sorted()
        let platforms = ControlRules.platforms(header)
        let phone = platforms.contains { $0 == .iOS || $0 == .iPadOS }
        let reports = ControlSurface.allCases.map { surface in
            FamilyReport(
                name: surface.rawValue,
                available: phone && (surface != .actionButton || platforms.contains(.iOS)),
                buttonsAndToggles: PlatformSupport(Releases.controls),
                links: .none, renderingModes: [.fullColor], uses: [], findings: findings)
        }
        return WidgetReport(
            name: decl.name.name, header: header, families: reports, kind: .control)
    }

    /// `control-platform`: each declared platform against the first
    /// release with controls; visionOS has none.
    private static func checkPlatforms(_ header: WidgetHeader, into diagnostics: inout [Diagnostic])
    {
        for (platform, version, range) in header.platforms {
            guard let minimum = Releases.controls[platform] else {
                diagnostics.append(
                    Diagnostic(
                        .controlPlatform(platform.rawValue, declared: version.description),
                        at: range))
                continue
            }
            if version < minimum {
                diagnostics.append(
                    Diagnostic(
                        .controlPlatform(platform.rawValue, declared: version.description),
                        at: range))
            }
        }
    }

    /// `control-configuration`: `promptsForUserConfiguration` with no
    /// `configuration` block (only an AppIntentControlConfiguration asks).
    private static func checkConfiguration(
        _ decl: ContainerDecl, into diagnostics: inout [Diagnostic]
    ) {
        let configured = decl.members.contains {
            if case .configuration = $0.kind { true } else { false }
        }
        for member in decl.members where member.keyword.name == "promptsForUserConfiguration" {
            guard case .property(let value) = member.kind else { continue }
            if case .boolean(false) = value.kind { continue }
            guard case .boolean = value.kind else {
                diagnostics.append(
                    Diagnostic(
                        .headerValue("promptsForUserConfiguration", expected: "true or false"),
                        at: value.range))
                continue
            }
            if !configured {
                diagnostics.append(Diagnostic(.controlConfiguration(), at: member.keyword.range))
            }
        }
    }

    /// `control-template` outside a control: a template in a widget's,
    /// an activity's or a reusable view's calls. Calls are known by their
    /// names' ids (`CatalogNames`), as this runs over every call of a file.
    static func checkNoTemplate(in calls: [Call], into diagnostics: inout [Diagnostic]) {
        for call in calls {
            guard let kind = call.callee.viewKind, kind.isControlTemplate else { continue }
            diagnostics.append(
                Diagnostic(.controlTemplateOutside(kind.name), at: call.callee.range))
        }
    }

    /// The body: one statement, a template with its modifiers.
    private static func checkBody(
        _ body: Block, intents: [String: RecordDecl], into diagnostics: inout [Diagnostic]
    ) {
        let views = body.statements.filter {
            if case .letStatement = $0.kind { false } else { true }
        }
        guard views.count == 1, let statement = views.first,
            case .expression(let expression) = statement.kind,
            let (template, modifiers) = ControlRules.template(expression)
        else {
            let problem =
                views.count > 1
                ? "this one has \(views.count) views" : "this one has no template"
            diagnostics.append(Diagnostic(.controlNoTemplate(problem), at: body.range))
            return
        }
        for modifier in modifiers { checkTemplateModifier(modifier, into: &diagnostics) }
        let isToggle = template.callee.viewKind == .controlWidgetToggle
        if isToggle { checkToggleAction(template, intents: intents, into: &diagnostics) }
        guard let label = template.trailingClosures.first?.closure else { return }
        // The label's views, through `if`, `switch` and `#if`: each a
        // `Label`, a `Text` or a symbol `Image`, with the symbols it names.
        var symbols: [Expr] = []
        _ = label.body.forEachViewStatement { view in
            checkLabelView(view, symbols: &symbols, into: &diagnostics)
            return true
        }
        if isToggle, let symbol = ControlRules.sameSymbol(symbols) {
            diagnostics.append(Diagnostic(.controlToggleSymbol(symbol), at: symbols[0].range))
        }
    }

    /// `tint(_:)` with a Color, `privacySensitive`, `disabled`; anything
    /// else on a template is not a template modifier.
    private static func checkTemplateModifier(
        _ modifier: Call, into diagnostics: inout [Diagnostic]
    ) {
        let name = IslandLayoutSyntax.name(of: modifier)
        guard ControlRules.templateModifiers.contains(name) else {
            diagnostics.append(
                Diagnostic(.controlTemplateModifier(name), at: modifier.callee.range))
            return
        }
        if name == "tint", let argument = modifier.arguments.first,
            !ControlRules.isColor(argument.value)
        {
            diagnostics.append(Diagnostic(.controlTint(), at: argument.value.range))
        }
    }

    /// `control-action`: a toggle's intent must have the `value: Bool`
    /// a SetValueIntent is given.
    private static func checkToggleAction(
        _ template: Call, intents: [String: RecordDecl], into diagnostics: inout [Diagnostic]
    ) {
        guard let argument = template.arguments.first(where: { $0.label?.name == "action" }),
            case .call(let call) = argument.value.kind, let name = call.calleeName,
            let intent = intents[name]
        else { return }
        let hasValue = intent.fields.contains {
            $0.name.name == "value" && SyntaxPrinter.typeText($0.type) == "Bool"
        }
        if !hasValue {
            diagnostics.append(Diagnostic(.controlAction(name), at: call.callee.range))
        }
    }

    private static func checkLabelView(
        _ expression: Expr, symbols: inout [Expr], into diagnostics: inout [Diagnostic]
    ) {
        guard let (view, modifiers) = ControlRules.labelView(expression) else {
            diagnostics.append(Diagnostic(.controlContent("this"), at: expression.range))
            return
        }
        if let problem = ControlRules.contentProblem(view) {
            diagnostics.append(Diagnostic(.controlContent(problem), at: view.callee.range))
        }
        if let symbol = view.arguments.first(where: {
            ["systemImage", "systemName"].contains($0.label?.name)
        }) {
            symbols.append(symbol.value)
        }
        for modifier in modifiers {
            switch IslandLayoutSyntax.name(of: modifier) {
            case "tint":
                diagnostics.append(Diagnostic(.controlLabelTint(), at: modifier.callee.range))
            case "controlWidgetActionHint":
                if case .string(let literal)? = modifier.arguments.first?.value.kind,
                    let hint = literal.plainText, !ControlRules.startsWithVerb(hint)
                {
                    diagnostics.append(
                        Diagnostic(.controlActionHint(hint), at: modifier.arguments[0].range))
                }
            default:
                break
            }
        }
    }
}

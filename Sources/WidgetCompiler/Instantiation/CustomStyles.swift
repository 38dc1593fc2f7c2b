import WidgetArchive
import WidgetSyntax

/// A custom style applied: `.buttonStyle(Pill())` draws every button under
/// it that has no style of its own nearer as `Pill`'s `makeBody`, with
/// `configuration` describing that button. The body is expanded here, once
/// per control, so the archive holds what is drawn and no code.
///
/// What each control becomes (CHOICE, one place):
/// - a button stays a button (it still runs its intent), its label the
///   style's body, in the plain style (the body is the whole look);
/// - a toggle becomes a button with the toggle's intent and the body as
///   its label, in the plain style: a widget's toggle runs its intent on a
///   tap as a button does, and a custom style draws the whole control, so
///   what the archive loses is only the accessibility trait and the
///   system's flip of `isOn` before the intent returns, which a static
///   render never shows;
/// - a label, a gauge or a progress view becomes the body itself, with
///   the control's modifiers.
extension ArchivedViewBuilder {
    /// `view` with every control of the style's kind in it styled, except
    /// under a view that sets a style of that kind itself (the nearer wins).
    mutating func styled(
        _ view: ArchivedView, _ decl: ViewDecl, _ made: Call, _ style: StyleConfiguration,
        at range: SourceRange
    ) throws(InstantiationFailure) -> ArchivedView {
        if view.modifiers.contains(where: { $0.kind == style.modifier }) { return view }
        if view.kind == style.control {
            return try styledControl(view, decl, made, style, at: range)
        }
        var view = view
        view.children = try styled(view.children, decl, made, style, at: range)
        // An `EnvironmentChoice`'s `else` branch, a gauge's labels, a
        // background's content: views held in arguments.
        view.arguments = try styled(view.arguments, decl, made, style, at: range)
        for index in view.modifiers.indices {
            view.modifiers[index].arguments = try styled(
                view.modifiers[index].arguments, decl, made, style, at: range)
        }
        return view
    }

    /// `views`, each styled.
    private mutating func styled(
        _ views: [ArchivedView], _ decl: ViewDecl, _ made: Call, _ style: StyleConfiguration,
        at range: SourceRange
    ) throws(InstantiationFailure) -> [ArchivedView] {
        var restyled: [ArchivedView] = []
        for view in views { restyled.append(try styled(view, decl, made, style, at: range)) }
        return restyled
    }

    /// The arguments with the views they hold styled.
    private mutating func styled(
        _ arguments: ArchiveArguments, _ decl: ViewDecl, _ made: Call,
        _ style: StyleConfiguration, at range: SourceRange
    ) throws(InstantiationFailure) -> ArchiveArguments {
        var arguments = arguments
        for argument in arguments {
            guard case .views(let content) = argument.value else { continue }
            arguments[argument.name] = .views(try styled(content, decl, made, style, at: range))
        }
        return arguments
    }

    /// One control drawn by the style's body.
    private mutating func styledControl(
        _ control: ArchivedView, _ decl: ViewDecl, _ made: Call, _ style: StyleConfiguration,
        at range: SourceRange
    ) throws(InstantiationFailure) -> ArchivedView {
        let parts = try Self.configuration(of: control, at: range)
        let body = try expand(decl, made, at: range, configuration: parts)
        switch control.kind {
        case .button, .toggle:
            var arguments = ArchiveArguments()
            arguments[.intent] = control[.intent]
            var plain = ArchiveArguments()
            plain[.value] = .keyword(ButtonStyle.plain.rawValue)
            var styled = ArchivedView(
                .button, arguments: arguments, children: body,
                modifiers: [ArchivedModifier(.buttonStyle, arguments: plain)] + control.modifiers)
            styled.origin = control.origin
            return styled
        default:
            var drawn = body.count == 1 ? body[0] : ArchivedView(.group, children: body)
            drawn.modifiers += control.modifiers
            drawn.origin = control.origin ?? drawn.origin
            return drawn
        }
    }

    /// What `configuration` holds for `control`: its parts as views (a
    /// part it lacks is no view) and its values.
    private static func configuration(of control: ArchivedView, at range: SourceRange)
        throws(InstantiationFailure) -> StyleParts
    {
        var views: [String: [ArchivedView]] = [:]
        var values: [String: RuntimeValue] = [:]
        func part(_ name: ArgumentName) -> [ArchivedView] {
            switch control[name] {
            case .views(let views)?: views
            case .text(let text)?: [textView(text)]
            default: []
            }
        }
        switch control.kind {
        case .button, .toggle:
            views["label"] = control[.title].map { _ in part(.title) } ?? control.children
            values["isPressed"] = .bool(false)
            values["role"] = .null
            values["isOn"] = .bool(control[.isOn] == .bool(true))
            values["isMixed"] = .bool(false)
        case .label:
            views["title"] = part(.title)
            views["icon"] = icon(of: control)
        case .gauge:
            views["label"] = control.children + part(.label)
            for name in [ArgumentName.currentValueLabel, .minimumValueLabel, .maximumValueLabel] {
                views[name.rawValue] = part(name)
            }
            values["value"] = .double(control.gaugeFraction)
        default:
            views["label"] = control.children + part(.label)
            views["currentValueLabel"] = part(.currentValueLabel)
            values["fractionCompleted"] = try progressFraction(control, at: range)
        }
        return StyleParts(views: views, values: .record(values))
    }

    /// A `Label`'s icon: its symbol or image, or its icon views.
    private static func icon(of label: ArchivedView) -> [ArchivedView] {
        var arguments = ArchiveArguments()
        switch (label[.systemImage], label[.image], label[.icon]) {
        case (let symbol?, _, _): arguments[.systemName] = symbol
        case (nil, let image?, _): arguments[.name] = image
        case (nil, nil, .views(let views)?): return views
        default: return []
        }
        return [ArchivedView(.image, arguments: arguments)]
    }

    /// A progress view's completed fraction, nil when it has no value (a
    /// spinner). One over a timer interval changes at display time, which
    /// a style's code cannot follow.
    private static func progressFraction(_ progress: ArchivedView, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        if progress[.timerInterval] != nil {
            throw InstantiationFailure(.styledTimerProgress(), at: range)
        }
        return progress.progressValueFraction.map(RuntimeValue.double) ?? .null
    }

    private static func textView(_ text: ArchiveText) -> ArchivedView {
        var arguments = ArchiveArguments()
        arguments[.text] = .text(text)
        return ArchivedView(.text, arguments: arguments)
    }
}

/// The `configuration` a style's body reads: the control's parts as views
/// (`label`) and its values as a record (`isOn`).
struct StyleParts {
    /// Views by member name.
    var views: [String: [ArchivedView]]
    /// The values, a `.record`.
    var values: RuntimeValue
}

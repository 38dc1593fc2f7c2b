import WidgetArchive
import WidgetSyntax

/// The checker's wording, in the catalogue's voice (lowercase, no final
/// period, source in single quotes), alphabetical by factory.
extension DiagnosticMessage {
    static func activityFamily(_ activity: String) -> Self {
        .init(
            .activityFamily, .warning,
            "'\(activity)' does not declare 'supplementalActivityFamilies: [.small]', so 'activityFamily' is always '.medium' and its small layout is never drawn; the watch's Smart Stack and CarPlay show the compact views instead"
        )
    }

    /// A header property (or one of its values) newer than the declared
    /// iOS: a configuration modifier, which `if #available` cannot wrap.
    static func headerAvailability(
        _ name: String, noun: String, declared: String, needed: String, platform: Platform = .iOS
    ) -> Self {
        .init(
            .apiAvailability, .error,
            "'\(name)' needs \(platform.rawValue) \(needed), but the \(noun) supports \(platform.rawValue) \(declared); raise 'platform' to '.\(platform.rawValue)(\"\(needed)\")'"
        )
    }

    static func visionOnly(_ name: String, widget: String) -> Self {
        .init(
            .visionOnly, .warning,
            "'\(name)' changes a widget only on Apple Vision Pro, and '\(widget)' declares no visionOS platform; add '.visionOS(\"26.0\")' to 'platform', or remove it"
        )
    }

    static func relevanceConfiguration(_ widget: String, platform: String) -> Self {
        .init(
            .relevanceConfiguration, .error,
            "'relevanceConfiguration: true' makes '\(widget)' a RelevanceConfiguration, which exists on watchOS 26 only, and it declares \(platform); give the other platforms a widget of their own, or give this one a timeline with \"relevance\""
        )
    }

    static func widgetGroupFamily(_ name: String, _ problem: String) -> Self {
        .init(
            .widgetGroupFamily, .error,
            "'\(name)' belongs to watchOS accessoryRectangular widgets, and \(problem); use an HStack of the views here"
        )
    }

    static func widgetGroupCount(_ count: Int) -> Self {
        .init(
            .widgetGroupCount, .warning,
            "'AccessoryWidgetGroup' lays out three content views, and this one has \(count); the views after the third are not drawn"
        )
    }

    static func carPlayBackground(_ widget: String) -> Self {
        .init(
            .carPlayBackground, .warning,
            "'\(widget)' keeps its background ('containerBackgroundRemovable: false'), but CarPlay shows systemSmall widgets in full colour with the background removed, as StandBy does; make it removable, or add 'disfavoredLocations: [.carPlay]'"
        )
    }

    static func activityPayloadSize(_ bytes: Int) -> Self {
        .init(
            .activityPayloadSize, .warning,
            "the placeholder's attributes and state are \(bytes) bytes as JSON; ActivityKit allows 4096 bytes for static and dynamic data together"
        )
    }

    static func apiAvailability(_ name: String, platform: String, declared: String, needed: String)
        -> Self
    {
        .init(
            .apiAvailability, .error,
            "'\(name)' needs \(platform) \(needed), but the widget supports \(platform) \(declared); raise 'platform' or wrap it in 'if #available(\(platform) \(needed), *)'"
        )
    }

    static func apiUnavailable(_ name: String, platform: String, modifier: String) -> Self {
        .init(
            .apiAvailability, .error,
            "'\(name)' is not available on \(platform), which the widget supports; '\(modifier)' takes another style there, or remove \(platform) from 'platform'"
        )
    }

    static func argumentLabels(_ name: String, given: String, accepted: [String]) -> Self {
        .init(
            .argumentLabels, .error,
            "no form of '\(name)' takes \(given); it takes \(accepted.joined(separator: " or "))")
    }

    static func argumentType(_ name: String, expected: String, found: String) -> Self {
        .init(.argumentType, .error, "'\(name)' takes \(expected) here, but this is '\(found)'")
    }

    /// An optional where its wrapped type is needed, as Swift refuses
    /// it: `Link(destination: URL(string: "app://x"))`.
    static func optionalNotUnwrapped(_ name: String, found: String, expected: String) -> Self {
        .init(
            .argumentType, .error,
            "'\(name)' takes a \(expected) here, but this is the optional '\(found)'; unwrap it")
    }

    /// `x!` where `x` is not optional, which Swift refuses.
    static func forceUnwrapNonOptional(_ type: String) -> Self {
        .init(.bindingType, .error, "cannot force unwrap a value of non-optional type '\(type)'")
    }

    static func bindingType(_ problem: String) -> Self {
        .init(.bindingType, .error, problem)
    }

    static func conditionType(_ what: String, found: String) -> Self {
        .init(.conditionType, .error, "\(what) must be a Bool, but this is \(found)")
    }

    static func environmentKeyUnsupported(_ key: String, supported: [String]) -> Self {
        .init(
            .environmentProperty, .error,
            "'\(key)' is not a display-time value wdl archives yet; a view struct may read \(supported.map { "'\($0)'" }.joined(separator: ", "))"
        )
    }

    static func caseForUndeclaredFamily(_ family: String) -> Self {
        .init(
            .caseForUndeclaredFamily, .warning,
            "case '.\(family)' is never used: the widget does not declare that family")
    }

    static func familyNotCovered(_ family: String) -> Self {
        .init(
            .familyNotCovered, .error,
            "'switch family' has no case for '.\(family)' and no 'default'")
    }

    static func familyUnavailable(_ family: String, platforms: String, needs: String) -> Self {
        .init(
            .familyUnavailable, .error,
            "\(family) is not available on \(platforms); it needs \(needs)")
    }

    static func headerValue(_ property: String, expected: String) -> Self {
        .init(.headerValue, .error, "'\(property)' must be \(expected)")
    }

    static func inlineHiddenView(_ view: String, reason: String) -> Self {
        .init(
            .inlineHiddenView, .warning,
            "'\(view)' is not shown in accessoryInline, which draws one line: \(reason)")
    }

    static func intentArguments(_ intent: String, problem: String) -> Self {
        .init(.intentArguments, .error, "'\(intent)' \(problem)")
    }

    static func interactiveAvailability(
        _ view: String, family: String, platform: String, declared: String, needed: String
    ) -> Self {
        .init(
            .interactiveAvailability, .error,
            "\(view) in \(family) needs \(platform) \(needed), but the widget supports \(platform) \(declared); raise 'platform' or wrap it in 'if #available(\(platform) \(needed), *)'"
        )
    }

    static func interactiveFamily(_ view: String, family: String, allowed: String) -> Self {
        .init(
            .interactiveFamily, .error,
            "\(view) is not interactive in \(family); buttons and toggles need \(allowed)")
    }

    static func linkFamily(_ family: String, allowed: String) -> Self {
        .init(
            .linkFamily, .error,
            "Link does not work in \(family) on the declared platforms; the whole widget is one tap target, so use 'widgetURL' (Link needs \(allowed))"
        )
    }

    static func missingContainerBackground(_ family: String, platform: String) -> Self {
        .init(
            .missingContainerBackground, .warning,
            "\(family) has no 'containerBackground(for: .widget)'; from \(platform) the device shows \"Please adopt containerBackground API\" over the widget"
        )
    }

    static func modifierTarget(_ modifier: String, target: String, found: String) -> Self {
        .init(
            .modifierTarget, .error,
            "'.\(modifier)' applies to \(target), not to \(found); call it on \(target.hasPrefix("a ") ? "" : "the ")\(target) first"
        )
    }

    static func multipleInteractive(_ presentation: String, count: Int) -> Self {
        .init(
            .multipleInteractive, .warning,
            "\(count) buttons and toggles in the \(presentation) presentation; the HIG prefers one interactive element in a Live Activity"
        )
    }

    static func multipleWidgetURL(_ family: String) -> Self {
        .init(
            .multipleWidgetURL, .error,
            "more than one 'widgetURL' in \(family); a widget has one, and with more the URL used is undefined"
        )
    }

    static func missingField(_ field: String, type: String) -> Self {
        .init(.missingField, .error, "missing field '\(field)' of type '\(type)'")
    }

    static func switchNotExhaustive(_ type: String) -> Self {
        .init(
            .switchNotExhaustive, .error,
            "switch must be exhaustive: no case matches every '\(type)'; add a 'default:' case")
    }

    static func noSuchMember(_ member: String, type: String) -> Self {
        .init(.noSuchMember, .error, "'\(type)' has no member '\(member)'")
    }

    static func placeholderValue(expected: String, found: String) -> Self {
        .init(.placeholderValue, .error, "expected \(expected), found \(found)")
    }

    static func unknownField(_ field: String, in record: String) -> Self {
        .init(.unknownField, .error, "\(record) has no field '\(field)'")
    }

    static func unknownType(_ name: String) -> Self {
        .init(
            .unknownType, .error,
            "unknown type '\(name)'; expected String, Int, Double, Bool, Date, URL, Color or a declared struct"
        )
    }

    static func missingHeader(_ property: String, in widget: String, noun: String = "widget")
        -> Self
    {
        .init(.missingHeader, .error, "\(noun) '\(widget)' needs a '\(property)' header property")
    }

    static func unknownSymbol(_ name: String) -> Self {
        .init(
            .unknownSymbol, .note,
            "wdl has no icon for the SF Symbol '\(name)' and draws a placeholder; the name may still be a real symbol"
        )
    }

    static func backgroundContrast(_ fill: String, tone: String, scheme: String) -> Self {
        .init(
            .backgroundContrast, .warning,
            "text over the fixed \(tone) background '\(fill)' follows the colour scheme, so in \(scheme) mode it is drawn in the same tone as the background; give the text a fixed colour with '.foregroundStyle(...)' or use a background that adapts"
        )
    }

    static func smallText(_ size: String) -> Self {
        .init(
            .smallText, .warning,
            "text at \(size) pt is below the 11 pt the HIG gives as the smallest readable size in a widget"
        )
    }

    static func accentedImage(_ image: String, family: String) -> Self {
        .init(
            .accentedImage, .warning,
            "'\(image)' in \(family) has no widgetAccentedRenderingMode: the clear and tinted Home Screens of iOS 26 draw it accented, as one white block; give it .desaturated, .accentedDesaturated or .fullColor"
        )
    }

    static func accentedGradient(_ gradient: String, family: String) -> Self {
        .init(
            .accentedGradient, .warning,
            "'\(gradient)' in \(family) becomes one flat tint when iOS 26's clear and tinted Home Screens draw the widget accented; branch on widgetRenderingMode to draw what the colours told apart"
        )
    }

    static func accentedPlate(family: String) -> Self {
        .init(
            .accentedPlate, .warning,
            "an opaque plate behind content in \(family): iOS 26's clear and tinted Home Screens draw every opaque view white, so the plate and what is on it become one white block; give it an opacity or branch on widgetRenderingMode"
        )
    }

    static func watchFullColor() -> Self {
        .init(
            .watchFullColor, .warning,
            "'.fullColor' only applies to iOS: a watch face draws the image in its own colour; branch on the platform or choose .accentedDesaturated"
        )
    }

    static func translucentVibrant(_ family: String) -> Self {
        .init(
            .translucentVibrant, .warning,
            "a colour with opacity in \(family), which the Lock Screen draws vibrant: opacity shows the material through instead of dimming; use an opaque grey level"
        )
    }

    static func undeclaredIntent(_ name: String) -> Self {
        .init(
            .undeclaredIntent, .error,
            "'\(name)' is not a declared intent; declare it with 'intent \(name) { ... }'")
    }

    static func unknownFamily(_ name: String) -> Self {
        .init(.unknownFamily, .error, "unknown widget family '.\(name)'")
    }

    static func unknownName(_ name: String) -> Self {
        .init(.unknownName, .error, "cannot find '\(name)' in scope")
    }

    static func unknownModifier(_ name: String) -> Self {
        .init(.unknownModifier, .error, "unknown modifier '.\(name)'")
    }

    /// A SwiftUI view or modifier that does not work in a widget (or that
    /// wdl does not draw), with the advice of `NotInWidgets`.
    static func notInWidgets(_ spelling: String, advice: String) -> Self {
        .init(.notInWidgets, .error, "'\(spelling)' does not work in a widget here: \(advice)")
    }

    /// A declaration named as a type the Swift emitter declares.
    static func emittedName(_ name: String, owner: String, role: String) -> Self {
        .init(
            .emittedName, .error,
            "'\(name)' is the \(role) that 'wdl emit swift' declares for '\(owner)'; rename this declaration"
        )
    }

    /// A view struct's `init` that can return without setting a stored
    /// property that has no value.
    static func uninitializedProperty(_ name: String) -> Self {
        .init(
            .uninitializedProperty, .error,
            "'init' returns without setting '\(name)': Swift requires it to set every stored property that has no value"
        )
    }

    /// `self.name = value` in an `init` where `name` is a constant with a value.
    static func constantAssignment(_ name: String) -> Self {
        .init(
            .letAssignment, .error,
            "cannot assign to '\(name)': a 'let' with a value keeps it")
    }

    /// An assignment to a name that is not a `var` of the function.
    /// `q.day = 7` where the struct declares `let day`, as swiftc words it.
    static func letFieldAssignment(_ field: String) -> Self {
        .init(.letAssignment, .error, "cannot assign to property: '\(field)' is a 'let' constant")
    }

    static func letAssignment(_ name: String) -> Self {
        .init(
            .letAssignment, .error,
            "cannot assign to '\(name)': only a 'var' declared in the function takes a new value")
    }

    /// A `guard`'s else block that can end without leaving the function.
    static func guardFallsThrough() -> Self {
        .init(.missingReturn, .error, "the 'else' of 'guard' must end in 'return'")
    }

    /// A member with a result whose statements can end without `return`.
    static func missingReturn(_ member: String, type: String) -> Self {
        .init(
            .missingReturn, .error,
            "missing return in '\(member)', which returns '\(type)': every path must end in 'return'"
        )
    }

    static func unknownView(_ name: String) -> Self {
        .init(.unknownView, .error, "unknown view '\(name)'")
    }

    /// A `ViewModifier` struct called where a view goes.
    static func modifierStructAsView(_ name: String) -> Self {
        .init(
            .unknownView, .error,
            "'\(name)' is a view modifier, not a view; apply it with '.modifier(\(name)(...))'")
    }

    /// A custom style made anywhere but in its own modifier's argument.
    static func styleStructMisplaced(_ name: String, modifier: String) -> Self {
        .init(
            .unknownView, .error,
            "'\(name)' is a style for '.\(modifier)', not a view; apply it with '.\(modifier)(\(name)())'"
        )
    }

    /// `.modifier(x)` whose argument does not make one of the file's
    /// `ViewModifier` structs.
    static func modifierArgument(_ declared: [String]) -> Self {
        .init(
            .unknownModifier, .error,
            "'.modifier' takes a view modifier struct declared in this file"
                + (declared.isEmpty ? " (it declares none)" : ": " + orList(declared)))
    }

    static func unknownPlatform(_ name: String) -> Self {
        .init(
            .unknownPlatform, .error,
            "unknown platform '\(name)'; expected iOS, iPadOS, macOS, watchOS or visionOS")
    }
}

extension NoteText {
    static func firstWidgetURL() -> String { "the first 'widgetURL' is here" }
    /// At the use of a reusable view whose body holds a family finding.
    /// At the value whose type an implicit member `.name` is looked up in.
    static func implicitMemberBase(_ member: String, type: String) -> String {
        type == "String"
            ? "'.\(member)' is looked up in the type of this value, 'String'; to compare with text write \"\(member)\""
            : "'.\(member)' is looked up in the type of this value, '\(type)'"
    }
    static func usedIn(_ surface: String) -> String { "used here in \(surface)" }
}

/// The control rules' wording (`ControlChecker`), alphabetical by factory.
extension DiagnosticMessage {
    static func controlAction(_ intent: String) -> Self {
        .init(
            .controlAction, .error,
            "a ControlWidgetToggle's action is a SetValueIntent: '\(intent)' needs a field 'value: Bool', which the system sets to the state the person picks"
        )
    }

    static func controlActionHint(_ hint: String) -> Self {
        .init(
            .controlActionHint, .warning,
            "the action hint '\(hint)' does not start with a verb; the Action button shows it as an instruction (\"Turn On Heater\", \"Start Timer\")"
        )
    }

    static func controlConfiguration() -> Self {
        .init(
            .controlConfiguration, .error,
            "'promptsForUserConfiguration' asks the person to configure the control, but it has no 'configuration'; add one or remove it"
        )
    }

    static func controlContent(_ found: String) -> Self {
        .init(
            .controlContent, .error,
            "a control's label holds a Label, a Text and a symbol Image; the system cannot draw \(found) there"
        )
    }

    static func controlLabelTint() -> Self {
        .init(
            .controlLabelTint, .warning,
            "a tint on a control's label is ignored; put '.tint(_:)' on the ControlWidgetButton or ControlWidgetToggle"
        )
    }

    static func controlPlatform(_ platform: String, declared: String) -> Self {
        .init(
            .controlPlatform, .error,
            "controls need iOS and iPadOS 18, macOS 26 or watchOS 26; this one declares \(platform) \(declared)"
        )
    }

    static func controlNoTemplate(_ problem: String) -> Self {
        .init(
            .controlTemplate, .error,
            "a control's body is one ControlWidgetButton or ControlWidgetToggle; \(problem)"
        )
    }

    static func controlTemplateOutside(_ name: String) -> Self {
        .init(
            .controlTemplate, .error,
            "'\(name)' is a control's template; only the body of a 'control' declaration has one"
        )
    }

    static func controlTemplateModifier(_ name: String) -> Self {
        .init(
            .controlTemplate, .error,
            "a control template takes 'tint', 'privacySensitive' and 'disabled'; '\(name)' belongs on its label"
        )
    }

    static func controlTint() -> Self {
        .init(
            .controlTint, .error,
            "a control template's tint is a Color ('.orange', 'Color(red:green:blue:)'), not another shape style"
        )
    }

    static func controlToggleSymbol(_ symbol: String) -> Self {
        .init(
            .controlToggleSymbol, .warning,
            "the toggle shows '\(symbol)' both on and off; the HIG asks for a symbol per state ('flame.fill' on, 'flame' off), so people see the state at a glance"
        )
    }
}

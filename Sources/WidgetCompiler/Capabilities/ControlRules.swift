import WidgetArchive
import WidgetSyntax

/// What Apple says a control may hold and how it is written, as data the
/// `ControlChecker` reads. Sources:
/// developer.apple.com/documentation/widgetkit/creating-controls-to-perform-actions-across-the-system
/// (templates of a Label, Text and symbol Image; tint on the template),
/// …/swiftui/controlwidgettemplate (tint, privacySensitive, disabled),
/// …/widgetkit/controlwidgettoggle (a SetValueIntent action), the HIG's
/// "Controls" page (a symbol per state; hints that say what happens).
enum ControlRules {
    /// The modifiers `ControlWidgetTemplate` has.
    static let templateModifiers: Set<String> = ["tint", "privacySensitive", "disabled"]

    /// The views a template's label may hold.
    static let labelViews: Set<String> = ["Label", "Text", "Image"]

    /// Words an action hint may start with: verbs that say what the
    /// Action button does. CHOICE (a list, so a hint like "Heater" or "The
    /// heater" is flagged): the common imperative verbs of controls,
    /// Apple's "Hold to ..." among them; a verb missing here is one
    /// `// wdl:disable-next-line control-action-hint` away.
    static let hintVerbs: Set<String> = [
        "activate", "add", "answer", "arm", "begin", "book", "boost", "brighten", "call",
        "capture", "change", "check", "clear", "close", "connect", "cool", "create", "deactivate",
        "decrease", "dim", "disable", "disarm", "disconnect", "dismiss", "enable", "end", "feed",
        "find", "flash", "get", "go", "heat", "hold", "increase", "join", "launch", "leave",
        "light",
        "listen", "lock", "log", "lower", "make", "mute", "note", "open", "order", "pause", "play",
        "press", "raise", "read", "record", "refresh", "remove", "repeat", "reset", "resume",
        "ring", "run", "save", "scan", "send", "set", "share", "show", "shuffle", "skip", "sleep",
        "snooze", "start", "stop", "switch", "sync", "take", "toggle", "track", "turn", "unlock",
        "unmute", "wake", "warm", "watch", "water", "write",
    ]

    /// The platforms a control runs on. CHOICE: a control that names no
    /// `platform` is an iOS 18 control (the first release with controls),
    /// where a widget without one is iOS 17's.
    static func platforms(_ header: WidgetHeader) -> Set<Platform> {
        header.platforms.isEmpty ? [.iOS] : Set(header.platforms.map(\.platform))
    }

    /// The template at the root of a body's expression and the modifiers
    /// after it, in the order written; nil when the root is not one.
    static func template(_ expression: Expr) -> (Call, [Call])? {
        guard let (root, modifiers) = IslandLayoutSyntax.unchain(expression, base: nil),
            root.callee.viewKind?.isControlTemplate == true
        else { return nil }
        return (root, modifiers)
    }

    /// A label view and its modifiers; nil for anything that is not a
    /// call of a named view (a closure, a literal).
    static func labelView(_ expression: Expr) -> (Call, [Call])? {
        guard let (root, modifiers) = IslandLayoutSyntax.unchain(expression, base: nil),
            root.calleeName != nil
        else {
            return nil
        }
        return (root, modifiers)
    }

    /// Why a label view cannot be drawn by the system; nil when it can.
    static func contentProblem(_ view: Call) -> String? {
        let name = view.calleeName ?? ""
        guard labelViews.contains(name) else {
            return ["VStack", "HStack", "ZStack", "Group"].contains(name)
                ? "a stack ('\(name)')" : "'\(name)'"
        }
        let labels = view.arguments.map { $0.label?.name }
        switch name {
        case "Image" where !labels.contains("systemName"):
            return "an asset image ('Image(_:)'); use 'Image(systemName:)'"
        case "Label" where labels.contains("image"):
            return "an asset image ('Label(_:image:)'); use 'Label(_:systemImage:)'"
        case "Label" where labels.contains("icon") || labels.contains("title"):
            return "a Label with its own views ('Label(title:icon:)')"
        default:
            return nil
        }
    }

    /// The one symbol every written symbol names, when all are the same
    /// string literal: a toggle that shows one symbol whatever its state.
    static func sameSymbol(_ symbols: [Expr]) -> String? {
        let names = symbols.map { symbol -> String? in
            if case .string(let literal) = symbol.kind { return literal.plainText }
            return nil
        }
        guard let first = names.first, let name = first,
            names.allSatisfy({ $0 == name })
        else { return nil }
        return name
    }

    /// Whether a hint's first word is one of `hintVerbs`.
    static func startsWithVerb(_ hint: String) -> Bool {
        let word = hint.prefix { $0.isLetter }.lowercased()
        return hintVerbs.contains(word)
    }

    /// Whether a tint argument is a Color: a system colour's implicit
    /// member (`.orange`), `Color.x`, `Color(...)`, or one with
    /// `.opacity(_:)`; a gradient or material is not.
    static func isColor(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember(let name):
            return SystemColor(rawValue: name.name) != nil || name.name == "accentColor"
        case .member(let base, let name, _):
            if case .identifier(let type) = base.kind, type.name == "Color" { return true }
            return name.name == "opacity" ? false : isColor(base)
        case .call(let call):
            if call.calleeName == "Color" { return true }
            if case .member(let base, let name, _) = call.callee.kind, name.name == "opacity" {
                return isColor(base)
            }
            return false
        default:
            // A value from the control's data is typed by the type checker.
            return true
        }
    }
}

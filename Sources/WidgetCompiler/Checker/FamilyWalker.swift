import WidgetArchive

/// What a rule knows at a call: the surface being checked (a widget
/// family or an activity presentation), what it supports, the header, and
/// the `#available` guards around the call.
struct FamilyContext {
    /// The widget's or activity's name, for messages.
    let widget: String
    /// The widget's typed header.
    let header: WidgetHeader
    /// The surface's name: `systemSmall`, `lockScreen`, `compactLeading`.
    let surface: String
    /// Whether the surface is a widget family or an activity presentation.
    let isPresentation: Bool
    /// The family, when the surface is one (for `switch family`).
    let family: WidgetFamily?
    /// Where buttons and toggles are interactive on this surface.
    let buttonsAndToggles: PlatformSupport
    /// Where `Link` works on this surface.
    let links: PlatformSupport
    /// The `#available` guards around the current position.
    var guards: [Platform: OSVersion] = [:]

    /// A widget family's context.
    init(widget: String, header: WidgetHeader, capabilities: FamilyCapabilities) {
        self.widget = widget
        self.header = header
        surface = capabilities.family.rawValue
        isPresentation = false
        family = capabilities.family
        buttonsAndToggles = capabilities.buttonsAndToggles
        links = capabilities.links
    }

    /// An activity presentation's context.
    init(activity: String, header: WidgetHeader, capabilities: PresentationCapabilities) {
        widget = activity
        self.header = header
        surface = capabilities.presentation.rawValue
        isPresentation = true
        family = nil
        buttonsAndToggles = capabilities.buttonsAndToggles
        links = capabilities.links
    }

    /// The surfaces of the same kind where buttons and toggles work on the
    /// declared platforms, for messages.
    var surfacesWithButtons: [String] {
        let platforms = header.effectivePlatforms.map(\.platform)
        if isPresentation {
            var names: [String] = []
            for row in PresentationTable.presentations where platforms.contains(where: { row.buttonsAndToggles.minimums[$0] != nil }) {
                let name = row.presentation.rawValue.hasPrefix("expanded") ? "expanded" : row.presentation.rawValue
                if !names.contains(name) { names.append(name) }
            }
            return names
        }
        return CapabilityTable.families
            .filter { row in platforms.contains { row.buttonsAndToggles.minimums[$0] != nil } }
            .map(\.family.rawValue)
    }

    /// The lowest version of `platform` the code at this position can run
    /// on: the declared minimum, raised by any enclosing `#available`.
    func minimumVersion(on platform: Platform, declared: OSVersion) -> OSVersion {
        guard let guarded = guards[platform] else { return declared }
        return max(guarded, declared)
    }
}

/// A check on the calls of one family's tree. Each rule is a small type;
/// `Checker.familyRules` lists them. A fresh rule value is made per family.
protocol FamilyRule {
    init()
    /// Called for every call in the family's tree, outermost first.
    mutating func visit(_ call: Call, at range: SourceRange, in context: FamilyContext, diagnostics: inout [Diagnostic])
}

/// Walks a widget body as one family sees it: `switch family` takes only
/// the matching case (or `default`), and `if #available` raises the
/// minimum OS inside its branch. Calls are handed to every rule.
struct FamilyWalker {
    private var context: FamilyContext
    private var rules: [any FamilyRule]
    private(set) var diagnostics: [Diagnostic] = []
    /// What the family's tree uses, for `wdl families`: "Button", "Toggle",
    /// "Link", "widgetURL", "containerBackground".
    private(set) var uses: Set<String> = []
    /// The `widgetURL` modifiers on the longest path through the tree: of
    /// an `if` and its `else` only one is drawn, so the longer one counts.
    private(set) var widgetURLs: [SourceRange] = []
    /// Every `Button(intent:)` and `Toggle(isOn:intent:)`, in order.
    private(set) var interactiveViews: [SourceRange] = []
    /// The views written as statements, in order, modifiers stripped, with
    /// whether they sit inside a `ViewThatFits` (whose children are
    /// alternatives, one of which is drawn).
    private(set) var statementViews: [(name: String, range: SourceRange, alternative: Bool)] = []
    private var viewThatFitsDepth = 0

    init(context: FamilyContext, rules: [any FamilyRule.Type]) {
        self.context = context
        self.rules = rules.map { $0.init() }
    }

    mutating func walk(_ block: Block) {
        for statement in block.statements { walk(statement) }
    }

    private mutating func walk(_ statement: Statement) {
        switch statement.kind {
        case .expression(let expression):
            if let root = Self.rootView(expression) {
                statementViews.append((root.name, root.range, viewThatFitsDepth > 0))
            }
            walk(expression)
        case .ifStatement(let statement): walk(statement)
        case .switchStatement(let statement): walk(statement, range: statement.subject.range)
        case .error: break
        }
    }

    private mutating func walk(_ statement: IfStatement) {
        let saved = context.guards
        for condition in statement.conditions {
            switch condition.kind {
            case .expression(let expression): walk(expression)
            case .optionalBinding(_, let value): if let value { walk(value) }
            case .available(let availability):
                for requirement in availability.platforms {
                    guard let platform = Platform(rawValue: requirement.platform.name), let version = OSVersion(requirement.version) else { continue }
                    context.guards[platform] = max(version, context.guards[platform] ?? version)
                }
            }
        }
        let before = widgetURLs
        walk(statement.thenBlock)
        context.guards = saved
        let thenURLs = widgetURLs
        widgetURLs = before
        switch statement.elseBranch {
        case .block(let block): walk(block)
        case .elseIf(let nested, _): walk(nested)
        case nil: break
        }
        if thenURLs.count > widgetURLs.count { widgetURLs = thenURLs }
    }

    private mutating func walk(_ statement: SwitchStatement, range: SourceRange) {
        guard case .identifier("family") = statement.subject.kind else {
            // Another switch: one case is drawn; keep the longest path.
            let before = widgetURLs
            var longest = before
            for switchCase in statement.cases {
                widgetURLs = before
                walk(switchCase.body)
                if widgetURLs.count > longest.count { longest = widgetURLs }
            }
            widgetURLs = longest
            return
        }
        guard let family = context.family?.rawValue else {
            for switchCase in statement.cases { walk(switchCase.body) }
            return
        }
        let matching = statement.cases.first { switchCase in
            switchCase.patterns.contains { pattern in
                if case .implicitMember(let name) = pattern.kind { return name.name == family }
                return false
            }
        } ?? statement.cases.first(where: \.isDefault)
        guard let matching else {
            diagnostics.append(Diagnostic(.familyNotCovered(family), at: range, family: family))
            return
        }
        walk(matching.body)
    }

    private mutating func walk(_ expression: Expr) {
        if case .call(let call) = expression.kind {
            let first = diagnostics.count
            for index in rules.indices {
                rules[index].visit(call, at: expression.range, in: context, diagnostics: &diagnostics)
            }
            for index in first..<diagnostics.count { diagnostics[index].family = context.surface }
            record(call)
        }
        let children = expression.children
        for child in children.expressions { walk(child) }
        let isViewThatFits: Bool
        if case .call(let call) = expression.kind, call.calleeName == "ViewThatFits" { isViewThatFits = true } else { isViewThatFits = false }
        if isViewThatFits { viewThatFitsDepth += 1 }
        for closure in children.closures { walk(closure) }
        if isViewThatFits { viewThatFitsDepth -= 1 }
    }

    /// The view a statement draws: the call at the root of its modifier
    /// chain (`Text("a").font(.title)` is a Text); `Text(a) + Text(b)` is
    /// one Text.
    static func rootView(_ expression: Expr) -> (name: String, range: SourceRange)? {
        switch expression.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name): return (name, call.callee.range)
            case .member(let base, _, _): return rootView(base)
            default: return nil
            }
        case .binary(.add, let left, _): return rootView(left)
        default: return nil
        }
    }
}

extension FamilyWalker {
    /// Notes what a call is, for `uses` and the widgetURL count.
    private mutating func record(_ call: Call) {
        if let view = InteractiveView.name(of: call) {
            uses.insert(view)
            interactiveViews.append(call.callee.range)
        }
        if call.calleeName == "Link" { uses.insert("Link") }
        guard case .member(_, let name, _) = call.callee.kind else { return }
        switch name.name {
        case "widgetURL":
            uses.insert("widgetURL")
            widgetURLs.append(name.range)
        case "containerBackground":
            uses.insert("containerBackground")
        default:
            break
        }
    }
}

extension Call {
    /// The called name when the callee is a bare name (`Button`), else nil.
    var calleeName: String? {
        if case .identifier(let name) = callee.kind { return name }
        return nil
    }

    /// Whether an argument has this label.
    func hasArgument(_ label: String) -> Bool {
        arguments.contains { $0.label?.name == label }
    }
}

/// "a, b or c".
func orList(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
}

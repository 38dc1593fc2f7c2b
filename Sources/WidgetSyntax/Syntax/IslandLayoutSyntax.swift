import WidgetArchive

/// An activity's Lock Screen and Dynamic Island as presentations with
/// their views, whichever way the island is written: with wdl's names
/// (`expanded { leading { ... } }`, `minimal { ... }`) or as ActivityKit's
/// closure writes it:
///
/// ```swift
/// DynamicIsland {
///     DynamicIslandExpandedRegion(.leading, priority: 1) { ... }
/// } compactLeading: { ... } compactTrailing: { ... } minimal: { ... }
/// .keylineTint(.cyan)
/// ```
///
/// The one reader of both forms: the checker, the instantiator and the
/// Swift emitter all see the same presentations. What in the closure is
/// not a Dynamic Island is listed in `problems`.
public struct IslandLayoutSyntax: Sendable {
    /// One presentation (or expanded region) and its views.
    public struct Part: Sendable {
        /// Which presentation or region.
        public var presentation: ActivityPresentation
        /// Its views.
        public var views: Block
        /// `priority:` of a `DynamicIslandExpandedRegion`, if written.
        public var priority: Expr?
        /// The region's own modifiers (`.contentMargins(.all, 8)`), in order.
        public var modifiers: [Call]
        /// Where it is named: the region's position or the closure's label.
        public var range: SourceRange
    }

    /// The presentations in the order written.
    public var parts: [Part] = []
    /// The modifiers written on the `DynamicIsland` itself, in order:
    /// `keylineTint`, `widgetURL`, `contentMargins(_:_:for:)`.
    public var modifiers: [Call] = []
    /// Whether the island is written as ActivityKit's closure.
    public var isBuilder = false
    /// What in the island's closure is not a Dynamic Island.
    public var problems: [Diagnostic] = []

    /// The closures of `DynamicIsland(expanded:compactLeading:compactTrailing:minimal:)`.
    static let closureLabels = ["expanded", "compactLeading", "compactTrailing", "minimal"]
    /// The positions of `DynamicIslandExpandedRegion`.
    static let positions: [String: ActivityPresentation] = [
        "leading": .expandedLeading, "trailing": .expandedTrailing, "center": .expandedCenter,
        "bottom": .expandedBottom,
    ]

    /// The presentations of `decl`, an activity.
    public static func read(_ decl: ContainerDecl) -> IslandLayoutSyntax {
        var layout = IslandLayoutSyntax()
        for member in decl.members {
            switch member.kind {
            case .lockScreen(let block):
                layout.parts.append(
                    Part(
                        presentation: .lockScreen, views: block, priority: nil, modifiers: [],
                        range: member.keyword.range))
            case .dynamicIsland(let regions):
                layout.readNamed(regions, expanded: false)
            case .dynamicIslandBuilder(let block):
                layout.isBuilder = true
                layout.readBuilder(block)
            default:
                break
            }
        }
        return layout
    }

    /// The views of `presentation`, if the activity has them.
    public func views(of presentation: ActivityPresentation) -> Block? {
        parts.first { $0.presentation == presentation }?.views
    }

    // MARK: wdl's names

    private mutating func readNamed(_ regions: SyntaxList<IslandRegion>, expanded: Bool) {
        for region in regions {
            switch region.content {
            case .views(let block):
                let name = region.name.name
                let presentation =
                    expanded ? Self.positions[name] : ActivityPresentation(rawValue: name)
                guard let presentation, !presentation.isRemote else { continue }
                parts.append(
                    Part(
                        presentation: presentation, views: block, priority: nil, modifiers: [],
                        range: region.name.range))
            case .regions(let nested):
                readNamed(nested, expanded: true)
            }
        }
    }

    // MARK: ActivityKit's closure

    private mutating func readBuilder(_ block: Block) {
        var found = false
        for statement in block.statements {
            guard case .expression(let expression) = statement.kind, !found,
                let (call, modifiers) = Self.unchain(expression, base: "DynamicIsland")
            else {
                misplaced(statement, in: "'dynamicIsland'", expected: Self.islandShape)
                continue
            }
            found = true
            self.modifiers = modifiers
            readIsland(call)
        }
    }

    private mutating func readIsland(_ call: Call) {
        var seen: Set<String> = []
        for (label, closure, range) in Self.closures(of: call) {
            let name = label ?? "expanded"
            guard Self.closureLabels.contains(name) else {
                problems.append(
                    Diagnostic(
                        .unknownMember(
                            name, in: "'DynamicIsland'",
                            allowed: Self.closureLabels.map { "'\($0)'" }.joined(separator: ", ")),
                        at: range))
                continue
            }
            guard seen.insert(name).inserted else {
                problems.append(
                    Diagnostic(.duplicateMember(name, in: "'DynamicIsland'"), at: range))
                continue
            }
            if name == "expanded" {
                readExpanded(closure.body)
            } else if let presentation = ActivityPresentation(rawValue: name),
                !presentation.isRemote
            {
                parts.append(
                    Part(
                        presentation: presentation, views: closure.body, priority: nil,
                        modifiers: [], range: range))
            }
        }
    }

    private mutating func readExpanded(_ block: Block) {
        var seen: Set<ActivityPresentation> = []
        for statement in block.statements {
            guard case .expression(let expression) = statement.kind,
                let (call, modifiers) = Self.unchain(
                    expression, base: "DynamicIslandExpandedRegion"),
                let content = call.trailingClosures.first?.closure
            else {
                misplaced(statement, in: "the expanded closure", expected: Self.regionShape)
                continue
            }
            let arguments = Array(call.arguments)
            guard let position = arguments.first, position.label == nil,
                case .implicitMember(let name) = position.value.kind,
                let presentation = Self.positions[name.name]
            else {
                let allowed = ["leading", "trailing", "center", "bottom"].map { "'.\($0)'" }
                problems.append(
                    Diagnostic(
                        .unknownMember(
                            call.arguments.first.map { $0.value.tree.text(in: $0.value.range) }
                                ?? "no position", in: "'DynamicIslandExpandedRegion'",
                            allowed: allowed.joined(separator: ", ")),
                        at: call.arguments.first?.range ?? call.callee.range))
                continue
            }
            guard seen.insert(presentation).inserted else {
                problems.append(
                    Diagnostic(
                        .duplicateMember(".\(name.name)", in: "'DynamicIsland'"),
                        at: position.range))
                continue
            }
            let priority = arguments.dropFirst().first { $0.label?.name == "priority" }?.value
            parts.append(
                Part(
                    presentation: presentation, views: content.body, priority: priority,
                    modifiers: modifiers, range: name.range))
        }
    }

    private mutating func misplaced(_ statement: Statement, in container: String, expected: String)
    {
        var found = "a statement"
        if case .expression(let expression) = statement.kind {
            var root = expression
            for _ in 0..<64 {
                guard case .call(let call) = root.kind else { break }
                guard case .member(let inner, _, _) = call.callee.kind else {
                    root = call.callee
                    break
                }
                root = inner
            }
            if case .identifier(let name) = root.kind { found = "'\(name.name)'" }
        }
        problems.append(
            Diagnostic(
                .notInIsland(found, in: container, expected: expected), at: statement.range))
    }

    static let islandShape =
        "'DynamicIsland { ... } compactLeading: { ... } compactTrailing: { ... } minimal: { ... }'"
    static let regionShape = "'DynamicIslandExpandedRegion(.leading) { ... }'"

    /// The name of a modifier written on the island or a region:
    /// `keylineTint` of `.keylineTint(.red)`.
    public static func name(of modifier: Call) -> String {
        if case .member(_, let name, _) = modifier.callee.kind { return name.name }
        return ""
    }

    /// The call named `base` (any named call when nil) at the root of a
    /// modifier chain, and the modifiers after it in the order written:
    /// `DynamicIsland { } .keylineTint(.red)` is the island and `[keylineTint]`.
    package static func unchain(_ expression: Expr, base: String?) -> (Call, [Call])? {
        var modifiers: [Call] = []
        var current = expression
        for _ in 0..<64 {
            guard case .call(let call) = current.kind else { return nil }
            switch call.callee.kind {
            case .identifier(let name) where base == nil || name.name == base:
                return (call, modifiers.reversed())
            case .member(let inner, _, false):
                modifiers.append(call)
                current = inner
            default:
                return nil
            }
        }
        return nil
    }

    /// A call's closures with their labels, arguments and trailing
    /// closures alike: `DynamicIsland(expanded: { ... })` and `DynamicIsland
    /// { ... } compactLeading: { ... }`.
    static func closures(of call: Call) -> [(String?, Closure, SourceRange)] {
        var result: [(String?, Closure, SourceRange)] = []
        for argument in call.arguments {
            guard case .closure(let closure) = argument.value.kind else { continue }
            result.append((argument.label?.name, closure, argument.label?.range ?? closure.range))
        }
        for trailing in call.trailingClosures {
            result.append(
                (
                    trailing.label?.name, trailing.closure,
                    trailing.label?.range ?? call.callee.range
                ))
        }
        return result
    }
}

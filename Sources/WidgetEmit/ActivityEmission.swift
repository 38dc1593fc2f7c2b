import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

extension EmitContext {
    /// A Live Activity: `<A>Attributes: ActivityAttributes` with its
    /// `ContentState`, and `<A>LiveActivity: Widget` with the Lock Screen
    /// view and every Dynamic Island region.
    func activity(_ decl: ContainerDecl) -> String {
        let name = decl.name.name
        let attributes = decl.members.flatMap { member -> [Field] in
            if case .attributes(let fields) = member.kind { Array(fields) } else { [] }
        }
        let state = decl.members.flatMap { member -> [Field] in
            if case .state(let fields) = member.kind { Array(fields) } else { [] }
        }
        let types = ActivityTypeNames(name)
        var text = "// MARK: - \(name)\n\n"
        text +=
            "struct \(types.attributes): ActivityAttributes {\n    struct ContentState: Codable, Hashable {\n"
        text += properties(state, keyword: "var", indent: 2) + "    }\n\n"
        text += properties(attributes, keyword: "var", indent: 1) + "}\n\n"
        let names = [
            "attributes": "context.attributes", "state": "context.state",
            "isStale": "context.isStale",
        ]
        let lockScreen = block(
            of: decl, { if case .lockScreen(let block) = $0 { block } else { nil } })
        // A Lock Screen view that reads display-time names (`activityFamily`,
        // `colorScheme`) is a view of its own, whose `@Environment`
        // properties the closure cannot have.
        let lockScreenView =
            lockScreen.map { readsEnvironment($0, names: names) } == true
            ? types.lockScreenView : nil
        if let lockScreen, let lockScreenView {
            text += "struct \(lockScreenView): View {\n"
            text += "    let context: ActivityViewContext<\(types.attributes)>\n"
            text += viewBody(lockScreen, names: names, indent: 1) + "}\n\n"
        }
        text += "struct \(types.widget): Widget {\n    var body: some WidgetConfiguration {\n"
        text += "        ActivityConfiguration(for: \(types.attributes).self) { context in\n"
        if let lockScreenView {
            text += "            \(lockScreenView)(context: context)\n"
        } else if let lockScreen {
            text += SyntaxPrinter.swiftStatements(lockScreen, indent: 3, form: form(names: names))
        } else {
            text += "            EmptyView()\n"
        }
        text += "        } dynamicIsland: { context in\n"
        text += dynamicIsland(decl, names: names)
        text += "        }\n"
        // `supplementalActivityFamilies: [.small]` (iOS 18, which the
        // checker requires of the activity's platform).
        if let families = property("supplementalActivityFamilies", of: decl) {
            text +=
                "        .supplementalActivityFamilies("
                + SyntaxPrinter.swiftExpression(families, form: SyntaxPrinter.SwiftForm(names: [:]))
                + ")\n"
        }
        text += "    }\n}\n"
        return text
    }

    /// Whether `block` reads a display-time name that `names` does not
    /// spell another way (`isStale` is `context.isStale`).
    func readsEnvironment(_ block: Block, names: [String: String]) -> Bool {
        let read = NameScan.names(in: block)
        return Self.environment.contains { read.contains($0.0) && names[$0.0] == nil }
    }

    func block(of decl: ContainerDecl, _ pick: (Member.Kind) -> Block?) -> Block? {
        for member in decl.members { if let block = pick(member.kind) { return block } }
        return nil
    }

    /// `DynamicIsland { expanded regions } compactLeading: { } compactTrailing: { } minimal: { }`,
    /// with each region's priority and modifiers and the island's modifiers.
    func dynamicIsland(_ decl: ContainerDecl, names: [String: String]) -> String {
        let island = IslandLayoutSyntax.read(decl)
        var keyline: String?
        let swiftForm = form(names: names)
        // `keylineTint` written in a region (wdl's form) is the island's in
        // SwiftUI: moved from the region that writes it to the `DynamicIsland`.
        func statements(_ body: Block, indent: Int) -> String {
            var text = ""
            for statement in body.statements {
                if case .expression(let expression) = statement.kind,
                    case .call(let call) = expression.kind,
                    case .member(let base, let name, _) = call.callee.kind,
                    name.name == "keylineTint", let tint = call.arguments.first
                {
                    keyline = keyline ?? SyntaxPrinter.swiftExpression(tint.value, form: swiftForm)
                    text += SyntaxPrinter.swiftStatementLine(base, indent: indent, form: swiftForm)
                } else {
                    text += SyntaxPrinter.swiftStatement(statement, indent: indent, form: swiftForm)
                }
            }
            return text.isEmpty ? String(repeating: "    ", count: indent) + "EmptyView()\n" : text
        }
        func modifiers(_ calls: [Call], indent: String) -> String {
            calls.map { call in
                let arguments = call.arguments.map { argument in
                    (argument.label.map { "\($0.name): " } ?? "")
                        + SyntaxPrinter.swiftExpression(argument.value, form: swiftForm)
                }
                return "\n" + indent + ".\(IslandLayoutSyntax.name(of: call))("
                    + arguments.joined(separator: ", ") + ")"
            }.joined()
        }
        func region(_ presentation: ActivityPresentation, indent: Int) -> String {
            island.views(of: presentation).map { statements($0, indent: indent) }
                ?? String(repeating: "    ", count: indent) + "EmptyView()\n"
        }
        var text = "            DynamicIsland {\n"
        var expandedRegions = 0
        for part in island.parts {
            guard let position = Self.positions[part.presentation] else { continue }
            let priority = part.priority.map {
                ", priority: " + SyntaxPrinter.swiftExpression($0, form: swiftForm)
            }
            text += "                DynamicIslandExpandedRegion(.\(position)\(priority ?? "")) {\n"
            text += statements(part.views, indent: 5)
            text +=
                "                }" + modifiers(part.modifiers, indent: "                ") + "\n"
            expandedRegions += 1
        }
        if expandedRegions == 0 {
            // SwiftUI's island builder takes at least one region; an empty
            // one draws nothing, as wdl draws an activity without them.
            text +=
                "                DynamicIslandExpandedRegion(.center) {\n                    EmptyView()\n                }\n"
        }
        text += "            } compactLeading: {\n" + region(.compactLeading, indent: 4)
        text += "            } compactTrailing: {\n" + region(.compactTrailing, indent: 4)
        text += "            } minimal: {\n" + region(.minimal, indent: 4)
        return text + "            }" + (keyline.map { "\n            .keylineTint(\($0))" } ?? "")
            + modifiers(island.modifiers, indent: "            ") + "\n"
    }

    /// The `DynamicIslandExpandedRegionPosition` of each expanded region.
    static let positions: [ActivityPresentation: String] = [
        .expandedLeading: "leading", .expandedTrailing: "trailing", .expandedCenter: "center",
        .expandedBottom: "bottom",
    ]
}

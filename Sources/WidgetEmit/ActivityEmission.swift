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
        var text = "// MARK: - \(name)\n\n"
        text +=
            "struct \(name)Attributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable {\n"
        text += properties(state, keyword: "var", indent: 2) + "    }\n\n"
        text += properties(attributes, keyword: "var", indent: 1) + "}\n\n"
        let names = [
            "attributes": "context.attributes", "state": "context.state",
            "isStale": "context.isStale",
        ]
        text += "struct \(name)LiveActivity: Widget {\n    var body: some WidgetConfiguration {\n"
        text += "        ActivityConfiguration(for: \(name)Attributes.self) { context in\n"
        if let lockScreen = block(
            of: decl, { if case .lockScreen(let block) = $0 { block } else { nil } })
        {
            text += SyntaxPrinter.swiftStatements(lockScreen, indent: 3, form: form(names: names))
        } else {
            text += "            EmptyView()\n"
        }
        text += "        } dynamicIsland: { context in\n"
        text += dynamicIsland(decl, names: names)
        text += "        }\n    }\n}\n"
        return text
    }

    func block(of decl: ContainerDecl, _ pick: (Member.Kind) -> Block?) -> Block? {
        for member in decl.members { if let block = pick(member.kind) { return block } }
        return nil
    }

    /// `DynamicIsland { expanded regions } compactLeading: { } compactTrailing: { } minimal: { }`.
    func dynamicIsland(_ decl: ContainerDecl, names: [String: String]) -> String {
        let regions = decl.members.flatMap { member -> [IslandRegion] in
            if case .dynamicIsland(let regions) = member.kind { Array(regions) } else { [] }
        }
        var keyline: String?
        let swiftForm = form(names: names)
        // `keylineTint` is the island's in SwiftUI: moved from the region
        // that writes it to the `DynamicIsland`.
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
        func region(_ name: String, indent: Int) -> String {
            for region in regions where region.name.name == name {
                if case .views(let body) = region.content {
                    return statements(body, indent: indent)
                }
            }
            return String(repeating: "    ", count: indent) + "EmptyView()\n"
        }
        var text = "            DynamicIsland {\n"
        var expandedRegions = 0
        for region in regions where region.name.name == "expanded" {
            guard case .regions(let expanded) = region.content else { continue }
            for part in expanded {
                guard case .views(let body) = part.content else { continue }
                text += "                DynamicIslandExpandedRegion(.\(part.name.name)) {\n"
                text += statements(body, indent: 5)
                text += "                }\n"
                expandedRegions += 1
            }
        }
        if expandedRegions == 0 {
            // SwiftUI's island builder takes at least one region; an empty
            // one draws nothing, as wdl draws an activity without them.
            text +=
                "                DynamicIslandExpandedRegion(.center) {\n                    EmptyView()\n                }\n"
        }
        text += "            } compactLeading: {\n" + region("compactLeading", indent: 4)
        text += "            } compactTrailing: {\n" + region("compactTrailing", indent: 4)
        text += "            } minimal: {\n" + region("minimal", indent: 4)
        return text + "            }" + (keyline.map { "\n            .keylineTint(\($0))" } ?? "")
            + "\n"
    }
}

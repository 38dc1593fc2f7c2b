import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

extension EmitContext {
    /// A widget: its entry, timeline provider, `Widget`, view and previews.
    func widget(_ decl: ContainerDecl) -> String {
        let name = decl.name.name
        let entryFields = decl.members.flatMap { member -> [Field] in
            if case .entry(let fields) = member.kind { Array(fields) } else { [] }
        }
        let configuration = decl.members.flatMap { member -> [Field] in
            if case .configuration(let fields) = member.kind { Array(fields) } else { [] }
        }
        let relevant = Self.isRelevanceConfiguration(decl)
        // A RelevanceConfiguration's provider is given an intent, even an
        // empty one (`RelevanceEntriesProvider.Configuration`).
        let configurable = !configuration.isEmpty || relevant
        var text = "// MARK: - \(name)\n\n"
        text += entry(
            name, entryFields, configurable: configurable, placeholder: placeholder(of: decl))
        if configurable { text += "\n" + configurationIntent(name, configuration) }
        text +=
            "\n"
            + (relevant
                ? relevanceProvider(name)
                : provider(
                    name, configurable: configurable,
                    timeline: timeline?.widget == name ? timeline : nil))
        text += "\n" + widgetStruct(name, decl, configurable: configurable, relevant: relevant)
        if Self.reloadedByPush(decl) { text += "\n" + pushHandler(name) }
        var names = ["isStale": "false"]
        if configurable { names["config"] = "entry.configuration" }
        text +=
            "\nstruct \(WidgetTypeNames(name).view): View {\n    let entry: \(WidgetTypeNames(name).entry)\n"
        if let body = body(of: decl) {
            text += viewBody(body, names: names, indent: 1) + "}\n"
        } else {
            // A widget written without a body draws nothing, as wdl renders it.
            text += "\n    var body: some View {\n        EmptyView()\n    }\n}\n"
        }
        text += "\n" + previews(name, families: families(of: decl))
        return text
    }

    /// The body block of a widget.
    func body(of decl: ContainerDecl) -> Block? {
        for member in decl.members { if case .body(let block) = member.kind { return block } }
        return nil
    }

    func placeholder(of decl: ContainerDecl) -> RecordValue? {
        for member in decl.members {
            if case .placeholder(let record) = member.kind { return record }
        }
        return nil
    }

    /// A header property's value as written.
    func property(_ name: String, of decl: ContainerDecl) -> Expr? {
        for member in decl.members where member.keyword.name == name {
            if case .property(let value) = member.kind { return value }
        }
        return nil
    }

    /// The declared families, as written (`.systemSmall`).
    func families(of decl: ContainerDecl) -> [String] {
        guard let value = property("families", of: decl), case .array(let elements) = value.kind
        else { return [] }
        return elements.map {
            SyntaxPrinter.swiftExpression($0, form: SyntaxPrinter.SwiftForm(names: [:]))
        }
    }

    /// `struct <W>Entry: TimelineEntry` with the placeholder as a static.
    func entry(_ name: String, _ fields: [Field], configurable: Bool, placeholder: RecordValue?)
        -> String
    {
        var text = "struct \(WidgetTypeNames(name).entry): TimelineEntry {\n    let date: Date\n"
        text += properties(fields.filter { $0.name.name != "date" }, keyword: "let", indent: 1)
        if configurable {
            text += "    var configuration = \(WidgetTypeNames(name).configurationIntent)()\n"
        }
        let arguments =
            ["date: " + dateValue(placeholder)]
            + placeholderArguments(fields.filter { $0.name.name != "date" }, placeholder)
        text += placeholderDeclaration(
            WidgetTypeNames(name).entry, arguments,
            purpose: "the placeholder, the snapshot and the previews")
        return text + "}\n"
    }

    /// `static let placeholder = Type(arguments)`, with what it is for.
    func placeholderDeclaration(_ type: String, _ arguments: [String], purpose: String) -> String {
        "\n    /// The .wdl file's placeholder: \(purpose).\n"
            + "    static let placeholder = \(type)(\n"
            + arguments.map { "        " + $0 }.joined(separator: ",\n") + "\n    )\n"
    }

    /// `name: value` for each field, the placeholder's value as Swift
    /// (`nil` where it gives none).
    func placeholderArguments(_ fields: [Field], _ placeholder: RecordValue?) -> [String] {
        fields.map { field in
            let written = placeholder?.fields.first { $0.name.name == field.name.name }
            return "\(field.name.name): "
                + (written.map { SwiftSource.value($0.value, as: field.type, records: records) }
                    ?? "nil")
        }
    }

    /// The placeholder's `date`, or wdl's default placeholder date.
    func dateValue(_ placeholder: RecordValue?) -> String {
        if let written = placeholder?.fields.first(where: { $0.name.name == "date" }),
            case .string(let text) = written.value.kind,
            let date = DataDate.date(text)
        {
            return SwiftSource.dateLiteral(date)
        }
        return SwiftSource.dateLiteral(InstantiationOptions.defaultPlaceholderDate)
    }

    /// `struct <W>ConfigurationIntent: WidgetConfigurationIntent`.
    func configurationIntent(_ name: String, _ fields: [Field]) -> String {
        configurationIntent(
            WidgetTypeNames(name).configurationIntent, conformingTo: "WidgetConfigurationIntent",
            title: name, fields)
    }

    /// `struct <type>: <protocol>` with a `@Parameter` per field: a
    /// widget's or a control's configuration intent.
    func configurationIntent(
        _ type: String, conformingTo conformance: String, title: String, _ fields: [Field]
    ) -> String {
        var text = "struct \(type): \(conformance) {\n"
        text +=
            "    static let title: LocalizedStringResource = \(SyntaxPrinter.quoted(Self.words(title)))\n"
        for field in fields {
            let fallback =
                field.defaultValue.map {
                    ", default: "
                        + SyntaxPrinter.swiftExpression(
                            $0, form: SyntaxPrinter.SwiftForm(names: [:]))
                } ?? ""
            text +=
                "\n    @Parameter(title: \(SyntaxPrinter.quoted(Self.words(field.name.name).capitalized))\(fallback))\n"
            text += "    var \(field.name.name): \(SwiftSource.type(field.type))\n"
        }
        return text + "\n    init() {}\n}\n"
    }

    /// The timeline provider. The entries are the app's: a hook it
    /// implements in an extension of the entry, in its own file; the
    /// reload policy is the timeline file's, `.atEnd` without one.
    func provider(_ name: String, configurable: Bool, timeline: DeclaredTimeline?) -> String {
        let entry = WidgetTypeNames(name).entry
        let intent = WidgetTypeNames(name).configurationIntent
        let declared =
            timeline
            ?? DeclaredTimeline(widget: name, policy: .atEnd, firstEntry: nil, fileName: "")
        if configurable {
            return """
                /// The app implements, in its own file:
                ///     extension \(entry) {
                ///         static func entries(for configuration: \(intent), in context: TimelineProviderContext) async -> [\(entry)]\(declared.relevanceHook(configuration: intent))
                ///     }
                struct \(WidgetTypeNames(name).provider): AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> \(entry) {
                        .placeholder
                    }

                    func snapshot(for configuration: \(intent), in context: Context) async -> \(entry) {
                        .placeholder
                    }

                    func timeline(for configuration: \(intent), in context: Context) async -> Timeline<\(entry)> {
                        let entries = await \(entry).entries(for: configuration, in: context)
                \(declared.delivery("entries", deliver: { "return " + $0 }, indent: "        "))
                    }
                \(declared.relevanceFunction(entry: entry, configuration: intent, indent: "    "))}

                """
        }
        return """
            /// The app implements, in its own file:
            ///     extension \(entry) {
            ///         static func entries(in context: TimelineProviderContext, completion: @escaping ([\(entry)]) -> Void)\(declared.relevanceHook(configuration: "Void"))
            ///     }
            struct \(WidgetTypeNames(name).provider): TimelineProvider {
                func placeholder(in context: Context) -> \(entry) {
                    .placeholder
                }

                func getSnapshot(in context: Context, completion: @escaping (\(entry)) -> Void) {
                    completion(.placeholder)
                }

                func getTimeline(in context: Context, completion: @escaping (Timeline<\(entry)>) -> Void) {
                    \(entry).entries(in: context) { entries in
            \(declared.delivery("entries", deliver: { "completion(\($0))" }, indent: "            "))
                    }
                }
            \(declared.relevanceFunction(entry: entry, configuration: "Void", indent: "    "))}

            """
    }

    /// Whether the header says `relevanceConfiguration: true`.
    static func isRelevanceConfiguration(_ decl: ContainerDecl) -> Bool {
        decl.members.contains { member in
            guard member.keyword.name == "relevanceConfiguration",
                case .property(let value) = member.kind, case .boolean(true) = value.kind
            else { return false }
            return true
        }
    }

    /// A `RelevanceConfiguration`'s provider (watchOS 26): the app gives
    /// the relevant configurations and an entry for each, in its own file.
    func relevanceProvider(_ name: String) -> String {
        let names = WidgetTypeNames(name)
        let entry = names.entry
        let intent = names.configurationIntent
        return """
            /// The app implements, in its own file:
            ///     extension \(entry) {
            ///         static func relevances() async -> [WidgetRelevanceAttribute<\(intent)>]
            ///         static func entry(for configuration: \(intent), in context: RelevanceEntriesProviderContext) async throws -> \(entry)
            ///     }
            extension \(entry): RelevanceEntry {}

            struct \(names.provider): RelevanceEntriesProvider {
                func placeholder(context: Context) -> \(entry) {
                    .placeholder
                }

                func relevance() async -> WidgetRelevance<\(intent)> {
                    WidgetRelevance(await \(entry).relevances())
                }

                func entry(configuration: \(intent), context: Context) async throws -> \(entry) {
                    try await \(entry).entry(for: configuration, in: context)
                }
            }

            """
    }

    /// `struct <W>: Widget` with its configuration and header modifiers.
    func widgetStruct(_ name: String, _ decl: ContainerDecl, configurable: Bool, relevant: Bool)
        -> String
    {
        let form = SyntaxPrinter.SwiftForm(names: [:])
        let kind =
            property("kind", of: decl).map { SyntaxPrinter.swiftExpression($0, form: form) }
            ?? SyntaxPrinter.quoted(name)
        var text =
            "struct \(name): Widget {\n    let kind: String = \(kind)\n\n    var body: some WidgetConfiguration {\n"
        if relevant {
            text +=
                "        RelevanceConfiguration(kind: kind, provider: \(WidgetTypeNames(name).provider)()) { entry in\n"
        } else if configurable {
            text +=
                "        AppIntentConfiguration(kind: kind, intent: \(WidgetTypeNames(name).configurationIntent).self, provider: \(WidgetTypeNames(name).provider)()) { entry in\n"
        } else {
            text +=
                "        StaticConfiguration(kind: kind, provider: \(WidgetTypeNames(name).provider)()) { entry in\n"
        }
        text += "            \(WidgetTypeNames(name).view)(entry: entry)\n        }\n"
        if let value = property("displayName", of: decl) {
            text +=
                "        .configurationDisplayName(\(SyntaxPrinter.swiftExpression(value, form: form)))\n"
        }
        if let value = property("description", of: decl) {
            text += "        .description(\(SyntaxPrinter.swiftExpression(value, form: form)))\n"
        }
        let families = families(of: decl)
        if !families.isEmpty {
            text += "        .supportedFamilies([\(families.joined(separator: ", "))])\n"
        }
        if let value = property("contentMarginsDisabled", of: decl),
            case .boolean(true) = value.kind
        {
            text += "        .contentMarginsDisabled()\n"
        }
        if let value = property("containerBackgroundRemovable", of: decl),
            case .boolean(false) = value.kind
        {
            text += "        .containerBackgroundRemovable(false)\n"
        }
        if Self.reloadedByPush(decl) {
            text += "        .pushHandler(\(WidgetTypeNames(name).pushHandler).self)\n"
        }
        // `disfavoredLocations: [.carPlay]` holds for every declared family.
        if let value = property("disfavoredLocations", of: decl) {
            text +=
                "        .disfavoredLocations(\(SyntaxPrinter.swiftExpression(value, form: form)), for: [\(families.joined(separator: ", "))])\n"
        }
        // Apple Vision Pro's mounting and coating exist only in visionOS.
        let vision = ["supportedMountingStyles", "widgetTexture"].compactMap { name in
            property(name, of: decl).map {
                "        .\(name)(\(SyntaxPrinter.swiftExpression($0, form: form)))\n"
            }
        }
        if !vision.isEmpty {
            text += "        #if os(visionOS)\n" + vision.joined() + "        #endif\n"
        }
        return text + "    }\n}\n"
    }

    /// Whether the header's `reloadedBy` names `.push`.
    static func reloadedByPush(_ decl: ContainerDecl) -> Bool {
        for member in decl.members where member.keyword.name == "reloadedBy" {
            guard case .property(let value) = member.kind, case .array(let sources) = value.kind
            else { continue }
            return sources.contains {
                if case .implicitMember(let name) = $0.kind {
                    return name.identifier.name == ReloadSource.push.rawValue
                }
                return false
            }
        }
        return false
    }

    /// The `WidgetPushHandler` of a widget reloaded by push: WidgetKit
    /// makes one and hands it the push token, which the app's hook
    /// `static func tokenDidChange(_:widgets:)` sends to its server.
    func pushHandler(_ name: String) -> String {
        let type = WidgetTypeNames(name).pushHandler
        return """
            struct \(type): WidgetPushHandler {
                func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
                    Self.tokenDidChange(pushInfo.token, widgets: widgets)
                }
            }

            """
    }

    /// One preview per declared family, of the placeholder.
    func previews(_ name: String, families: [String]) -> String {
        var text =
            "struct \(WidgetTypeNames(name).previews): PreviewProvider {\n    static var previews: some View {\n        Group {\n"
        for family in families {
            text += "            \(WidgetTypeNames(name).view)(entry: .placeholder)\n"
            text += "                .previewContext(WidgetPreviewContext(family: \(family)))\n"
        }
        return text + "        }\n    }\n}\n"
    }
}

import WidgetArchive

/// What the editor says about a SwiftUI view or modifier: its catalog
/// signatures, the first OS with each, and the families and activity
/// presentations where it works. Everything is read from the catalog and
/// the capability tables the checker reads, so hover never disagrees with
/// `wdl check`.
enum CatalogHelp {
    /// Hover text (Markdown) for the view `name`, or nil when the catalog
    /// and the not-in-widgets table do not know it.
    static func view(_ name: String) -> String? {
        if let advice = NotInWidgets.views[name] { return refused(name, advice: advice) }
        guard let entry = ViewCatalog.views[name],
            let row = ViewTable.all.first(where: { $0.name == name })
        else { return nil }
        return describe(entry, prefix: "") + "\n\n" + row.hover + "\n\n"
            + surfaces(forView: row)
    }

    /// Hover text for the modifier `name`.
    static func modifier(_ name: String) -> String? {
        if let advice = NotInWidgets.modifiers[name] { return refused("." + name, advice: advice) }
        guard let entry = ModifierCatalog.modifiers[name],
            let row = ModifierKind(name: name)?.schema
        else { return nil }
        let approximation = row.approximation.map { "\n\nDrawn approximately: \($0)." } ?? ""
        return describe(entry, prefix: ".") + "\n\n" + row.hover + approximation + "\n\n"
            + surfaces(forModifier: row)
    }

    /// Hover text for the built-in methods (or, when `method` is false,
    /// the free functions) named `name`: each row's declaration and summary.
    static func builtin(_ name: String, method: Bool) -> String? {
        let rows = BuiltinFunctions.rows.filter {
            $0.name == name && ($0.receiver != .none) == method
        }
        guard !rows.isEmpty else { return nil }
        return rows.map { "```swift\n\($0.declaration)\n```\n\n\($0.summary)" }
            .joined(separator: "\n\n")
    }

    /// Hover text for the keyword `keyword` of the style modifier
    /// `modifier` (`.borderedProminent` in `.buttonStyle(...)`): its
    /// `StyleTable` row's SwiftUI type, versions, hover and what it looks
    /// like in a widget; nil for a keyword of no style row.
    static func style(modifier: String, keyword: String) -> String? {
        guard let kind = ModifierKind(name: modifier), let row = StyleTable.row(kind, keyword)
        else { return nil }
        let missing = Platform.allCases.filter(row.unavailable.contains).map(\.rawValue)
        let unavailable =
            missing.isEmpty ? "" : "\n\nNot available on " + missing.joined(separator: ", ") + "."
        let widgets = row.inWidgets.map { "\n\nIn a widget: \($0)." } ?? ""
        return "```swift\n.\(modifier)(\(row.spelling))  // \(row.swiftType)"
            + availability(row.availability) + "\n```\n\n" + row.hover + unavailable + widgets
    }

    /// Hover text for the display-time name `name` (`isStale`): its
    /// `EnvironmentTable` row's type, SwiftUI name, versions, hover and
    /// where it means something; nil for another name.
    static func environment(_ name: String) -> String? {
        guard let row = EnvironmentTable.row(named: name) else { return nil }
        return "```swift\n\(name): \(row.valueType)  // \(row.swiftSpelling)"
            + availability(row.availability).replacingOccurrences(of: "  //", with: ",")
            + "\n```\n\n" + row.hover + "\n\nWorks in: " + row.surfaces.summary + "."
    }

    /// One line per signature, with its availability.
    private static func describe(_ entry: CatalogEntry, prefix: String) -> String {
        let lines = entry.signatures.map { signature in
            let parameters = signature.parameters.map(spell).joined(separator: ", ")
            return "\(prefix)\(entry.name)(\(parameters))" + availability(signature.availability)
        }
        return "```swift\n" + lines.joined(separator: "\n") + "\n```"
    }

    private static func spell(_ parameter: Parameter) -> String {
        (parameter.label ?? "_") + ": " + parameter.type.rawValue
            + (parameter.optional ? " = default" : "")
    }

    /// `  // iOS 16.0+, macOS 13.0+`, or nothing for what is as old as widgets.
    private static func availability(_ versions: [Platform: OSVersion]) -> String {
        guard !versions.isEmpty else { return "" }
        let platforms = Platform.allCases.compactMap { platform in
            versions[platform].map { "\(platform.rawValue) \($0)+" }
        }
        return "  // " + platforms.joined(separator: ", ")
    }

    private static func refused(_ name: String, advice: String) -> String {
        "`\(name)` does not work in a widget: \(advice)."
    }

    /// Where a view works, by its row's surfaces: buttons and toggles where
    /// the capability table makes them interactive, `Link` where links
    /// open, anything else in every family and presentation.
    private static func surfaces(forView row: ViewSchema) -> String {
        switch row.surfaces {
        case .interactive:
            let families = CapabilityTable.families.filter {
                !$0.buttonsAndToggles.minimums.isEmpty
            }
            return works(
                families: families.map(\.family),
                presentations: PresentationTable.presentations.filter {
                    !$0.buttonsAndToggles.minimums.isEmpty
                }.map(\.presentation),
                note: " (with an intent); interactive from "
                    + earliest(families.map(\.buttonsAndToggles)))
        case .links:
            let families = CapabilityTable.families.filter { !$0.links.minimums.isEmpty }
            return works(
                families: families.map(\.family),
                presentations: PresentationTable.presentations.filter { !$0.links.minimums.isEmpty }
                    .map(\.presentation),
                note: ", from " + earliest(families.map(\.links))
                    + "; elsewhere the whole widget is one tap target (use widgetURL)")
        case .everywhere:
            return everywhere
        case .controls:
            return
                "Works in: a control's body (Control Center, the Lock Screen, the Action button), iOS 18+, macOS 26+, watchOS 26+; nowhere in a widget or activity."
        }
    }

    /// What a view or modifier that no rule restricts says.
    private static let everywhere = works(
        families: WidgetFamily.allCases, presentations: ActivityPresentation.allCases, note: "")

    /// Where a modifier works: its schema row's surfaces.
    private static func surfaces(forModifier row: ModifierSchema) -> String {
        switch row.surfaces {
        case .everywhere: everywhere
        case .dynamicIsland, .controls: "Works in: " + row.surfaces.summary + "."
        }
    }

    /// `iOS 17.0+, iPadOS 17.0+, ...`: the first version of each platform
    /// in any of `supports`.
    private static func earliest(_ supports: [PlatformSupport]) -> String {
        let platforms = Platform.allCases.compactMap { platform -> String? in
            supports.compactMap { $0.minimums[platform] }.min().map {
                "\(platform.rawValue) \($0)+"
            }
        }
        return platforms.joined(separator: ", ")
    }

    private static func works(
        families: [WidgetFamily], presentations: [ActivityPresentation], note: String
    ) -> String {
        if families == WidgetFamily.allCases, presentations == ActivityPresentation.allCases {
            return "Works in: every widget family and Live Activity presentation" + note + "."
        }
        let all = families.map(\.rawValue) + presentations.map(\.rawValue)
        return "Works in: " + all.joined(separator: ", ") + note + "."
    }
}

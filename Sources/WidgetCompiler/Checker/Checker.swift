import WidgetArchive
import WidgetSyntax

/// What the checker found in a file: its diagnostics, and per widget and
/// family what is available and used (for `wdl families`).
public struct CheckReport: Sendable {
    /// Every diagnostic, errors and warnings, in the order found.
    public var diagnostics: [Diagnostic] = []
    /// One report per widget, in source order.
    public var widgets: [WidgetReport] = []
}

/// One widget's families, one Live Activity's presentations, or the
/// surfaces of one control.
public struct WidgetReport: Sendable {
    /// The widget's or activity's name.
    public var name: String
    /// Its typed header.
    public var header: WidgetHeader
    /// One report per declared family (or presentation), in order.
    public var families: [FamilyReport]
    /// A widget, a Live Activity (its rows are presentations) or a
    /// control (its rows are the places the system draws it).
    public var kind = DeclarationKind.widget

    /// Whether this is a Live Activity.
    public var isActivity: Bool { kind == .activity }
}

/// One declared family of a widget, or one presentation of an activity.
public struct FamilyReport: Sendable {
    /// The family or presentation name: `systemSmall`, `lockScreen`.
    public var name: String
    /// Whether a declared platform offers it.
    public var available: Bool
    /// Where buttons and toggles are interactive.
    public var buttonsAndToggles: PlatformSupport
    /// Where `Link` works.
    public var links: PlatformSupport
    /// The rendering modes it is drawn in.
    public var renderingModes: Set<RenderingMode>
    /// What the widget uses there, sorted: "Button", "Link", "Toggle",
    /// "containerBackground", "widgetURL".
    public var uses: [String]
    /// The ids of the errors and warnings about it, sorted.
    public var findings: [DiagnosticID]
}

/// The type checker's front door: a parsed file in, diagnostics out.
///
/// For each widget it reads the header, checks that each declared family
/// exists on the declared platforms, validates `switch family` cases, and
/// walks the body once for all its families (`FamilyWalker`), each family
/// with every rule of `familyRules`.
/// Live Activities are walked per presentation (`ActivityChecker`).
public enum Checker {
    /// The per-family rules, each a small type reading the capability table.
    static var familyRules: [any FamilyRule.Type] {
        [
            InteractiveFamilyRule.self,
            InteractiveAvailabilityRule.self,
            LinkFamilyRule.self,
            KeylineTintRule.self,
            SmallTextRule.self,
            TranslucentVibrantRule.self,
            AccentedImageRule.self,
            AccentedGradientRule.self,
            AccentedPlateRule.self,
            WatchFullColorRule.self,
            ActivityFamilyRule.self,
            SystemFormatRule.self,
            LevelOfDetailRule.self,
            WidgetGroupRule.self,
            AvailabilityRule.self,
        ]
    }

    /// Checks every widget of a file that parsed without errors.
    public static func check(_ syntax: SourceFileSyntax) -> [Diagnostic] {
        analyze(syntax).diagnostics
    }

    /// Checks every widget and reports what each family offers and uses.
    ///
    /// Declarations are checked independently, in parallel in a large
    /// file; the diagnostics come out in the order of a serial run: each
    /// declaration's calls and families, then the schemas, then the types.
    /// `parallel: false` checks on the caller's thread only.
    ///
    /// Checking a parse starts by keeping the catalogs' answers about its
    /// names beside its tree (`CatalogNames`), for the checker and then
    /// instantiation; so a parse is checked once, before it is shared.
    public static func analyze(_ syntax: SourceFileSyntax, parallel: Bool = true) -> CheckReport {
        CatalogNames.install(in: syntax)
        let file = FileContext(syntax)
        let declarations = syntax.declarations
        let results = ParallelMap.map(
            declarations.count, threshold: ParallelMap.declarationThreshold, parallel: parallel
        ) { index in
            check(declarations[index], in: file)
        }
        var report = CheckReport()
        for result in results {
            report.diagnostics += result.diagnostics
            if let widget = result.widget { report.widgets.append(widget) }
        }
        report.diagnostics += EmittedNamesChecker.check(syntax)
        for result in results { report.diagnostics += result.schema }
        for result in results { report.diagnostics += result.types }
        report.diagnostics = mergingRepeats(report.diagnostics)
        return report
    }

    /// What the checks of one declaration read from the rest of the file.
    struct FileContext: Sendable {
        /// The file's intents by name (the first of a name wins).
        let intents: [String: RecordDecl]
        /// The file's reusable views, modifiers and helpers.
        let views: UserViews
        let names: NameChecker
        let schema: SchemaChecker
        let types: TypeChecker.FileTypes

        init(_ syntax: SourceFileSyntax) {
            intents = Dictionary(
                syntax.declarations.compactMap { declaration -> (String, RecordDecl)? in
                    if case .intent(let decl) = declaration { return (decl.name.name, decl) }
                    return nil
                }, uniquingKeysWith: { first, _ in first })
            views = UserViews(syntax)
            names = NameChecker(syntax, views: views)
            schema = SchemaChecker(syntax, enums: views.enums)
            types = TypeChecker.FileTypes(syntax, views: views)
        }
    }

    /// One declaration's findings, by pass.
    struct DeclarationResult: Sendable {
        var diagnostics: [Diagnostic] = []
        var widget: WidgetReport?
        var schema: [Diagnostic] = []
        var types: [Diagnostic] = []
    }

    private static func check(_ declaration: Declaration, in file: FileContext) -> DeclarationResult
    {
        var result = DeclarationResult()
        // One walk over the declaration's bodies serves every pass that
        // looks at calls or at `switch family`.
        var collector = CallCollector()
        for block in bodies(of: declaration) + valueBodies(of: declaration) {
            collector.collect(block)
        }
        IntentChecker.check(collector.calls, intents: file.intents, into: &result.diagnostics)
        if case .control = declaration {
        } else {
            ControlChecker.checkNoTemplate(in: collector.calls, into: &result.diagnostics)
        }
        file.names.check(
            collector.calls, local: LocalNames(declaration), into: &result.diagnostics)
        SymbolNameRule.check(collector.calls, into: &result.diagnostics)
        BackgroundContrastRule.check(bodies(of: declaration), into: &result.diagnostics)
        switch declaration {
        case .widget(let decl):
            result.widget = check(
                decl, familySwitches: collector.familySwitches, views: file.views,
                into: &result.diagnostics)
        case .activity(let decl):
            result.widget = ActivityChecker.check(
                decl, views: file.views, into: &result.diagnostics)
        case .control(let decl):
            result.widget = ControlChecker.check(
                decl, intents: file.intents, into: &result.diagnostics)
        default: break
        }
        file.schema.check(declaration, into: &result.schema)
        EnvironmentPropertyChecker.check(declaration, into: &result.schema)
        TypeChecker.check(declaration, file.types, into: &result.types)
        ConstantValues.check(
            bodies(of: declaration), reusableViews: file.views,
            judged: (result.diagnostics + result.schema + result.types).filter {
                $0.severity == .error
            }.map(\.range),
            into: &result.types)
        return result
    }

    /// A finding that does not depend on the family (same id, place and
    /// wording) is reached once per family walk; keep it once, with no
    /// family attached when it came from several.
    static func mergingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var index: [String: Int] = [:]
        for diagnostic in diagnostics {
            let key =
                "\(diagnostic.id)|\(diagnostic.range.start)|\(diagnostic.range.end)|\(diagnostic.message.text)"
            if let first = index[key] {
                if result[first].family != diagnostic.family { result[first].family = nil }
            } else {
                index[key] = result.count
                result.append(diagnostic)
            }
        }
        return result
    }

    /// Every view block of a declaration: a widget's body, an activity's
    /// presentations, a reusable view's body.
    package static func bodies(of declaration: Declaration) -> [Block] {
        switch declaration {
        case .view(let decl):
            return decl.members.filter(\.returnsView).map(\.body) + [decl.body]
        case .viewExtension(let decl): return decl.functions.map(\.body)
        case .function(let decl): return decl.returnsView ? [decl.body] : []
        case .enumeration(let decl): return decl.members.filter(\.returnsView).map(\.body)
        case .record, .intent: return []
        case .widget(let decl), .control(let decl):
            return decl.members.compactMap { member in
                if case .body(let block) = member.kind { return block }
                return nil
            }
        case .activity(let decl):
            return IslandLayoutSyntax.read(decl).parts.map(\.views)
        }
    }

    /// The statements of a view struct's members that compute values
    /// (`var progress: Double { ... }`): their calls are checked as a
    /// body's are, but they hold no views.
    package static func valueBodies(of declaration: Declaration) -> [Block] {
        switch declaration {
        case .view(let decl): return decl.members.filter { !$0.returnsView }.map(\.body)
        case .function(let decl): return decl.returnsView ? [] : [decl.body]
        case .enumeration(let decl): return decl.members.filter { !$0.returnsView }.map(\.body)
        default: return []
        }
    }

    private static func check(
        _ decl: ContainerDecl, familySwitches: [SwitchStatement], views: UserViews,
        into diagnostics: inout [Diagnostic]
    ) -> WidgetReport {
        // This widget's diagnostics start here; earlier widgets may share
        // family names, and their findings are not this widget's.
        let firstOfWidget = diagnostics.count
        let header = HeaderReader.read(decl, into: &diagnostics)
        let unavailable = checkAvailability(header, into: &diagnostics)
        let body = decl.members.lazy.compactMap { member -> Block? in
            if case .body(let block) = member.kind { return block }
            return nil
        }.first
        SwitchValidator.validate(
            familySwitches, declared: Set(header.families.map(\.family)), into: &diagnostics)
        // One walk serves every family the platforms offer.
        let walked = header.families.filter { !unavailable.contains($0.family) }.map(\.family)
        var walker = FamilyWalker(
            contexts: walked.map {
                FamilyContext(
                    widget: decl.name.name, header: header,
                    capabilities: CapabilityTable.capabilities(of: $0))
            }, rules: familyRules, views: views)
        if let body { walker.walk(body) }
        var families: [FamilyReport] = []
        for (family, range) in header.families {
            let capabilities = CapabilityTable.capabilities(of: family)
            var found: [Diagnostic] = []
            var uses: Set<String> = []
            // A family the platforms do not have is reported once, not walked.
            if body != nil, let lane = walked.firstIndex(of: family).map({ walker.lanes[$0] }) {
                found = lane.diagnostics
                uses = lane.uses
                if family == .accessoryInline { found += InlineContent.check(lane.statementViews) }
                if lane.widgetURLs.count > 1 {
                    found.append(
                        Diagnostic(
                            .multipleWidgetURL(family.rawValue), at: lane.widgetURLs[1],
                            notes: [
                                DiagnosticNote(
                                    message: NoteText.firstWidgetURL(), range: lane.widgetURLs[0])
                            ],
                            family: family.rawValue))
                }
                // With no case for the family there is no view to judge.
                let covered = !found.contains { $0.id == .familyNotCovered }
                if covered, !uses.contains("containerBackground"),
                    let platform = ContainerBackground.requiringPlatform(header)
                {
                    found.append(
                        Diagnostic(
                            .missingContainerBackground(family.rawValue, platform: platform),
                            at: range, family: family.rawValue))
                }
            }
            diagnostics += found
            let findings = diagnostics[firstOfWidget...].filter {
                $0.family == family.rawValue || ($0.range == range && $0.id == .familyUnavailable)
            }
            families.append(
                FamilyReport(
                    name: family.rawValue, available: !unavailable.contains(family),
                    buttonsAndToggles: capabilities.buttonsAndToggles, links: capabilities.links,
                    renderingModes: capabilities.renderingModes,
                    uses: uses.sorted(), findings: Array(Set(findings.map(\.id))).sorted()))
        }
        ReloadChecker.check(header, into: &diagnostics)
        VisionChecker.check(header, widget: decl.name.name, into: &diagnostics)
        WatchChecker.check(decl, header, into: &diagnostics)
        if let carPlay = CarPlayChecker.check(
            decl, header, small: families.first { $0.name == WidgetFamily.systemSmall.rawValue },
            into: &diagnostics)
        {
            families.append(carPlay)
        }
        return WidgetReport(name: decl.name.name, header: header, families: families)
    }

    /// `family-unavailable`: a declared family that none of the declared
    /// platforms offers at its declared version. Returns those families.
    private static func checkAvailability(
        _ header: WidgetHeader, into diagnostics: inout [Diagnostic]
    ) -> Set<WidgetFamily> {
        let platforms = header.effectivePlatforms
        var unavailable: Set<WidgetFamily> = []
        for (family, range) in header.families {
            let available = CapabilityTable.capabilities(of: family).available
            guard !platforms.contains(where: { available.allows($0.platform, $0.version) }) else {
                continue
            }
            let declared = orList(platforms.map { "\($0.platform.rawValue) \($0.version)" })
            let needs = orList(
                available.platforms.map { "\($0.rawValue) \(available.minimums[$0]!)" })
            diagnostics.append(
                Diagnostic(
                    .familyUnavailable(family.rawValue, platforms: declared, needs: needs),
                    at: range))
            unavailable.insert(family)
        }
        return unavailable
    }
}

/// `inline-hidden-view` (warning): accessoryInline is "a single row of
/// text and an optional image" (Docs/WidgetKitFacts.md §6, D-SYM): after the first text,
/// or a second image, or any other kind of view, what is written is not
/// drawn. Containers pass their children through; the children of a
/// `ViewThatFits` are alternatives, each judged on its own.
enum InlineContent {
    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "ViewThatFits", "ForEach",
    ]
    /// Buttons and toggles in accessoryInline are `interactive-family` errors already.
    static let reportedElsewhere: Set<String> = ["Button", "Toggle"]

    static func check(_ views: [FamilyWalker.StatementView]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sawText = false
        var sawImage = false
        // A chart's marks go with their chart, which is reported once.
        for view in views
        where !containers.contains(view.name) && !reportedElsewhere.contains(view.name)
            && ViewKind(name: view.name)?.isChartMark != true
        {
            // Alternatives of a ViewThatFits replace each other; judge only
            // what kind of view each is.
            let kind =
                ["Text", "Label"].contains(view.name)
                ? "text" : view.name == "Image" ? "image" : "other"
            let reason: String?
            switch kind {
            case "text" where view.alternative: reason = nil
            case "text":
                reason = sawText ? "only the first text is drawn" : nil
                sawText = true
                if view.name == "Label" { sawImage = true }
            case "image" where view.alternative: reason = nil
            case "image":
                reason =
                    sawImage
                    ? "only one image is drawn"
                    : sawText ? "an image after the text is not drawn" : nil
                sawImage = true
            default: reason = "only a text and an optional image are drawn"
            }
            if let reason {
                let notes = view.usedAt.reversed().map {
                    DiagnosticNote(message: NoteText.usedIn("accessoryInline"), range: $0)
                }
                diagnostics.append(
                    Diagnostic(
                        .inlineHiddenView(view.name, reason: reason), at: view.range, notes: notes,
                        family: "accessoryInline"))
            }
        }
        return diagnostics
    }
}

/// When the system requires `containerBackground(for: .widget)`, from the
/// table the renderer shares (`ContainerBackgroundRequirement`).
enum ContainerBackground {
    static let minimums: [Platform: OSVersion] = ContainerBackgroundRequirement.minimums.mapValues {
        OSVersion($0)
    }

    /// The first declared platform that requires it, as "iOS 17.0".
    static func requiringPlatform(_ header: WidgetHeader) -> String? {
        for (platform, version) in header.effectivePlatforms {
            if let minimum = minimums[platform], version >= minimum {
                return "\(platform.rawValue) \(minimum)"
            }
        }
        return nil
    }
}

/// Checks the cases of each `switch family` of a widget once: unknown family
/// names, and cases for families the widget does not declare.
enum SwitchValidator {
    static func validate(
        _ switches: [SwitchStatement], declared: Set<WidgetFamily>,
        into diagnostics: inout [Diagnostic]
    ) {
        for statement in switches {
            for switchCase in statement.cases {
                for pattern in switchCase.patterns {
                    guard case .implicitMember(let name) = pattern.kind else { continue }
                    guard let family = FamilyNames.family(name.identifier, &diagnostics) else {
                        continue
                    }
                    if !declared.contains(family) {
                        diagnostics.append(
                            Diagnostic(.caseForUndeclaredFamily(family.rawValue), at: pattern.range)
                        )
                    }
                }
            }
        }
    }
}

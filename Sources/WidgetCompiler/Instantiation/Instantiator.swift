import Foundation
import WidgetArchive
import WidgetSyntax

/// What to instantiate, beyond the source: which declaration, the
/// configuration values, and the placeholder's date.
public struct InstantiationOptions: Sendable {
    /// The widget or activity to compile; nil when the file declares one.
    public var declaration: String?
    /// `--config name=value`, as written on the command line.
    public var configuration: [(name: String, value: String)] = []
    /// The placeholder entry's date when it does not give one.
    public var placeholderDate: Date?
    /// The locale and time zone the body formats numbers and dates in
    /// (`--locale`, `--time-zone`): a device's widget extension runs its
    /// body in the phone's locale.
    public var region: DisplayRegion
    /// The String Catalog beside the source (`StringCatalog.paths(beside:)`):
    /// localized literals show its translation for `region`'s locale.
    /// `Pipeline.compile` sets the analysed file's catalog here.
    public var strings: StringCatalog?

    /// Options with defaults.
    public init(
        declaration: String? = nil, configuration: [(name: String, value: String)] = [],
        placeholderDate: Date? = nil,
        region: DisplayRegion = .standard, strings: StringCatalog? = nil
    ) {
        self.declaration = declaration
        self.configuration = configuration
        self.placeholderDate = placeholderDate
        self.region = region
        self.strings = strings
    }

    /// CHOICE: a placeholder without a `date` is dated at Foundation's
    /// reference date, 2001-01-01T00:00:00Z, so that archives do not
    /// depend on when they were made.
    public static let defaultPlaceholderDate = Date(timeIntervalSinceReferenceDate: 0)
}

/// A mistake in what was asked rather than in the source: no such
/// widget, an unknown configuration name, a value of the wrong type.
public struct InstantiationRequestError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, for `error:`.
    public let description: String
    /// A hint for the next line.
    public let hint: String?
}

/// What instantiation made: the archive (nil when there were errors) and
/// the diagnostics, in the `.wdl` file and in the timeline file.
public struct InstantiationResult: Sendable {
    /// The archive, when nothing went wrong.
    public var archive: Archive?
    /// Errors located in the source.
    public var diagnostics: [Diagnostic]
    /// Errors and warnings located in the timeline JSON (or, for an
    /// activity, its updates JSON).
    public var timelineDiagnostics: [Diagnostic]
}

/// Turns a checked file and entry data into an `Archive`: one resolved
/// view tree per family (or presentation) per entry. Run it only on a
/// file the checker passed; it reports what only shows with data
/// (`index-out-of-range`, `nil-value`...).
public enum Instantiator {
    /// Instantiates the placeholder, or each entry of `timeline` (a
    /// widget's) or each content of `updates` (an activity's) when given.
    public static func instantiate(
        _ syntax: SourceFileSyntax, timeline: SourceFile? = nil, updates: SourceFile? = nil,
        options: InstantiationOptions = InstantiationOptions()
    ) throws(InstantiationRequestError) -> InstantiationResult {
        try instantiate(
            InstantiationFile(syntax), timeline: timeline, updates: updates, options: options)
    }

    /// Instantiates one declaration of a file read once (`InstantiationFile`),
    /// so that instantiating each of many declarations costs no more than it.
    static func instantiate(
        _ file: InstantiationFile, timeline: SourceFile? = nil, updates: SourceFile? = nil,
        options: InstantiationOptions = InstantiationOptions()
    ) throws(InstantiationRequestError) -> InstantiationResult {
        try instantiate(
            file, container: file.containers[containerIndex(in: file, named: options.declaration)],
            timeline: timeline, updates: updates, options: options)
    }

    /// Instantiates the given widget, activity or control of `file` (the
    /// pipeline names containers by position: two may share a name). A
    /// control's placeholder is its value, and its template is archived
    /// for every place the system draws it.
    static func instantiate(
        _ file: InstantiationFile, container: (decl: ContainerDecl, kind: DeclarationKind),
        timeline: SourceFile? = nil,
        updates: SourceFile? = nil,
        options: InstantiationOptions = InstantiationOptions()
    ) throws(InstantiationRequestError) -> InstantiationResult {
        let syntax = file.syntax
        let (decl, kind) = container
        let isActivity = kind == .activity
        var ignored: [Diagnostic] = []
        let header = HeaderReader.read(
            decl, required: kind == .widget ? ["kind", "families"] : [], into: &ignored)
        let records = file.records
        let reusable = file.reusable

        let configuration = try configurationValues(decl, options.configuration, records: records)
        let surfaces: [(Surface, Block?)] =
            switch kind {
            case .activity: presentations(decl)
            case .control: ControlSurface.allCases.map { (Surface.control($0), body(decl)) }
            case .widget: header.families.map { (Surface.family($0.family), body(decl)) }
            }
        if kind == .control, timeline != nil || updates != nil {
            throw .dataForControl(decl.name.name)
        }

        var result = InstantiationResult(archive: nil, diagnostics: [], timelineDiagnostics: [])
        var entries: [(date: Date, data: [String: RuntimeValue])] = []
        var staleDates: [Date?] = []
        var policy = ReloadPolicy.atEnd
        if let timeline {
            guard !isActivity else {
                throw .timelineForActivity(decl.name.name)
            }
            let (root, diagnostics) = TimelineChecker.checked(timeline, against: syntax)
            result.timelineDiagnostics = diagnostics
            guard !diagnostics.containsErrors, let root else { return result }
            (entries, policy) = timelineEntries(root, decl, records: records)
        } else if let updates {
            guard isActivity else { throw .updatesForWidget(decl.name.name) }
            let (read, diagnostics) = ActivityUpdatesChecker.read(
                updates, against: syntax, activity: decl.name.name)
            result.timelineDiagnostics = diagnostics
            guard !diagnostics.containsErrors, let read else { return result }
            let placeholder = placeholderEntry(decl, records: records, defaultDate: read.start.date)
            entries = updatesEntries(read, decl, placeholder: placeholder.data, records: records)
            staleDates = read.contents.map(\.staleDate)
        } else {
            entries = [
                placeholderEntry(
                    decl, records: records,
                    defaultDate: options.placeholderDate
                        ?? InstantiationOptions.defaultPlaceholderDate)
            ]
        }

        // The oldest iOS release the widget runs on, for `#available`.
        let minimumSystem =
            header.effectivePlatforms.filter { $0.platform == .iOS || $0.platform == .iPadOS }
            .map(\.version).min() ?? OSVersion(17)
        var archived: [ArchiveEntry] = []
        for (index, entry) in entries.enumerated() {
            var trees: [[ArchivedView]] = []
            for (surface, block) in surfaces {
                var scope = entry.data
                scope["config"] = .record(configuration.runtime)
                scope["family"] = .symbol(surface.name)
                scope["widgetContentMargins"] = Self.contentMargins(surface)
                scope["locale"] = Self.locale(options.region.locale)
                // True only in StandBy's full-screen presentation, which wdl
                // does not draw (CHOICE: every presentation drawn reads false).
                scope["isActivityFullscreen"] = .bool(false)
                scope["context"] = activityContext(scope)
                var builder = ArchivedViewBuilder(
                    evaluator: ExpressionEvaluator(
                        scopes: [scope], now: entry.date, region: options.region,
                        strings: options.strings), reusableViews: reusable)
                builder.minimumSystem = minimumSystem
                trees.append(block.map { builder.build($0) } ?? [])
                let place =
                    timeline == nil && updates == nil
                    ? nil
                    : (number: index + 1, date: ISODate.string(from: entry.date) ?? "\(entry.date)")
                result.diagnostics += builder.diagnostics.map { diagnostic in
                    var located = diagnostic
                    located.family = surface.name
                    located.notes.append(
                        DiagnosticNote(
                            message: NoteText.instantiatedIn(entry: place, family: surface.name),
                            range: diagnostic.range))
                    return located
                }
            }
            archived.append(
                ArchiveEntry(
                    date: entry.date, trees: trees,
                    staleDate: staleDates.indices.contains(index) ? staleDates[index] : nil))
        }
        var island = IslandLayout()
        if isActivity, let first = entries.first {
            var scope = first.data
            scope["context"] = activityContext(scope)
            let evaluator = ExpressionEvaluator(
                scopes: [scope], now: first.date, region: options.region, strings: options.strings)
            let (layout, diagnostics) = IslandLayoutBuilder.layout(
                IslandLayoutSyntax.read(decl), evaluator: evaluator)
            island = layout
            result.diagnostics += diagnostics
        }
        result.diagnostics = Checker.mergingRepeats(result.diagnostics)
        guard !result.diagnostics.containsErrors else { return result }

        let metadata = ArchiveMetadata(
            declaration: kind, name: decl.name.name,
            kind: header.kind ?? decl.name.name,
            displayName: header.displayName ?? "", description: header.description ?? "",
            surfaces: surfaces.map(\.0),
            platforms: header.platforms.map {
                PlatformRequirement(platform: $0.platform.rawValue, version: $0.version.description)
            },
            configuration: configuration.archive, reloadPolicy: policy,
            entrySource: timeline != nil ? .timeline : updates != nil ? .updates : .placeholder,
            contentMarginsDisabled: header.contentMarginsDisabled,
            containerBackgroundRemovable: header.containerBackgroundRemovable, island: island,
            smallActivityFamily: header.smallActivityFamily != nil, carPlayApp: header.carPlayApp,
            reloadSources: header.reloadedBy.map(\.source))
        result.archive = Archive(metadata: metadata, entries: archived)
        return result
    }

    /// The position among the file's widgets and activities of the one
    /// to compile: the one `name` asks for (the first of that name), or
    /// the file's only one when nil.
    static func containerIndex(in file: InstantiationFile, named name: String?)
        throws(InstantiationRequestError) -> Int
    {
        // Only messages need every name.
        var names: [String] { file.containers.map(\.decl.name.name) }
        if let name {
            guard let index = file.containerIndex[name] else {
                throw .noDeclaration(
                    named: name, declared: names, suggestion: Spelling.closest(to: name, in: names))
            }
            return index
        }
        guard file.containers.count == 1 else {
            if file.containers.isEmpty { throw .noDeclarations() }
            throw .ambiguousDeclaration(names)
        }
        return 0
    }

    /// `context`, as ActivityKit's views read an activity's data
    /// (`context.state.x`); nil outside an activity.
    private static func activityContext(_ scope: [String: RuntimeValue]) -> RuntimeValue? {
        guard let state = scope["state"], let attributes = scope["attributes"] else { return nil }
        return .record([
            "state": state, "attributes": attributes, "isStale": .condition(.flag("isStale")),
        ])
    }

    private static func body(_ decl: ContainerDecl) -> Block? {
        decl.members.lazy.compactMap { member -> Block? in
            if case .body(let block) = member.kind { return block }
            return nil
        }.first
    }

    /// An activity's presentations in a fixed order, with their blocks.
    private static func presentations(_ decl: ContainerDecl) -> [(Surface, Block?)] {
        let layout = IslandLayoutSyntax.read(decl)
        return ActivityPresentation.allCases.compactMap { presentation in
            layout.views(of: presentation).map { (.presentation(presentation), $0) }
        }
    }

    private static func fields(_ decl: ContainerDecl, _ which: (Member.Kind) -> [Field]?) -> [Field]
    {
        decl.members.flatMap { which($0.kind) ?? [] }
    }

    /// The placeholder as an entry: `entry` for a widget, `attributes` and
    /// `state` for an activity.
    private static func placeholderEntry(
        _ decl: ContainerDecl, records: DataTypes, defaultDate: Date
    ) -> (date: Date, data: [String: RuntimeValue]) {
        let placeholder =
            decl.members.lazy.compactMap { member -> RecordValue? in
                if case .placeholder(let record) = member.kind { return record }
                return nil
            }.first ?? RecordValue(fields: [], range: decl.range)
        var date = defaultDate
        if let written = placeholder.fields.first(where: { $0.name.name == "date" }),
            case .string(let text) = written.value.kind,
            let parsed = ValueChecker.date(text)
        {
            date = parsed
        }
        var data: [String: RuntimeValue] = [:]
        let entry = fields(decl) { if case .entry(let fields) = $0 { Array(fields) } else { nil } }
        let attributes = fields(decl) {
            if case .attributes(let fields) = $0 { Array(fields) } else { nil }
        }
        let state = fields(decl) { if case .state(let fields) = $0 { Array(fields) } else { nil } }
        let value = fields(decl) { if case .value(let fields) = $0 { Array(fields) } else { nil } }
        func record(_ schema: [Field]) -> RuntimeValue {
            var values: [String: RuntimeValue] = [:]
            for field in schema {
                let written = placeholder.fields.first { $0.name.name == field.name.name }
                values[field.name.name] =
                    written.map { RuntimeValue($0.value, as: field.type, records: records) }
                    ?? .null
            }
            return .record(values)
        }
        if case .record(var values) = record(entry) {
            values["date"] = .date(date)
            data["entry"] = .record(values)
        }
        if !attributes.isEmpty || !state.isEmpty {
            data["attributes"] = record(attributes)
            data["state"] = record(state)
        }
        if !value.isEmpty { data["value"] = record(value) }
        return (date, data)
    }

    /// The entries and policy of a timeline the checker passed.
    private static func timelineEntries(
        _ root: Value, _ decl: ContainerDecl, records: DataTypes
    ) -> ([(date: Date, data: [String: RuntimeValue])], ReloadPolicy) {
        guard case .record(let document) = root.kind else { return ([], .atEnd) }
        let schema = fields(decl) { if case .entry(let fields) = $0 { Array(fields) } else { nil } }
        var entries: [(date: Date, data: [String: RuntimeValue])] = []
        var policy = ReloadPolicy.atEnd
        for field in document.fields {
            switch (field.name.name, field.value.kind) {
            case ("entries", .array(let items)):
                for item in items {
                    guard case .record(let record) = item.kind else { continue }
                    var values: [String: RuntimeValue] = [:]
                    for schemaField in schema {
                        let written = record.fields.first { $0.name.name == schemaField.name.name }
                        values[schemaField.name.name] =
                            written.map {
                                RuntimeValue($0.value, as: schemaField.type, records: records)
                            } ?? .null
                    }
                    guard let written = record.fields.first(where: { $0.name.name == "date" }),
                        case .string(let text) = written.value.kind,
                        let date = ValueChecker.date(text)
                    else { continue }
                    values["date"] = .date(date)
                    entries.append((date, ["entry": .record(values)]))
                }
            case ("policy", .string("never")): policy = .never
            case ("policy", .record(let record)):
                if case .string(let text)? = record.fields.first?.value.kind,
                    let date = ValueChecker.date(text)
                {
                    policy = .after(date)
                }
            default:
                break
            }
        }
        return (entries, policy)
    }

    /// The entries of a checked updates file: the start, each update and
    /// the end's final state, each with the attributes written at the
    /// start or else the placeholder's.
    private static func updatesEntries(
        _ updates: ActivityUpdates, _ decl: ContainerDecl, placeholder: [String: RuntimeValue],
        records: DataTypes
    ) -> [(date: Date, data: [String: RuntimeValue])] {
        func record(_ written: RecordValue?, _ schema: [Field], fallback: RuntimeValue?)
            -> RuntimeValue
        {
            guard let written else { return fallback ?? .record([:]) }
            var values: [String: RuntimeValue] = [:]
            for field in schema {
                let value = written.fields.first { $0.name.name == field.name.name }
                values[field.name.name] =
                    value.map { RuntimeValue($0.value, as: field.type, records: records) } ?? .null
            }
            return .record(values)
        }
        let attributes = record(
            updates.attributes,
            fields(decl) { if case .attributes(let fields) = $0 { Array(fields) } else { nil } },
            fallback: placeholder["attributes"])
        let state = fields(decl) { if case .state(let fields) = $0 { Array(fields) } else { nil } }
        return updates.contents.map { content in
            (
                content.date,
                ["attributes": attributes, "state": record(content.state, state, fallback: nil)]
            )
        }
    }

    /// The configuration: each parameter's `--config` value or its default.
    private static func configurationValues(
        _ decl: ContainerDecl, _ given: [(name: String, value: String)],
        records: DataTypes
    ) throws(InstantiationRequestError) -> (
        runtime: [String: RuntimeValue], archive: ArchiveArguments
    ) {
        let parameters = fields(decl) {
            if case .configuration(let fields) = $0 { Array(fields) } else { nil }
        }
        let names = parameters.map(\.name.name)
        for (name, _) in given where !names.contains(name) {
            throw .unknownConfigurationParameter(
                name, of: decl.name.name, parameters: names,
                suggestion: Spelling.closest(to: name, in: names))
        }
        var runtime: [String: RuntimeValue] = [:]
        var archive: [(String, ArchiveValue)] = []
        for parameter in parameters {
            let value: RuntimeValue
            if let text = given.last(where: { $0.name == parameter.name.name })?.value {
                value = try parse(text, as: parameter)
            } else if let fallback = parameter.defaultValue,
                let defaultValue = try? ExpressionEvaluator(scopes: []).evaluate(fallback)
            {
                value = defaultValue
            } else {
                value = .null
            }
            runtime[parameter.name.name] = value
            archive.append((parameter.name.name, value.archiveValue))
        }
        return (runtime, ArchiveArguments(archive))
    }

    /// A `--config` value in its parameter's type.
    private static func parse(_ text: String, as parameter: Field) throws(InstantiationRequestError)
        -> RuntimeValue
    {
        var type = parameter.type
        if case .optional(let wrapped) = type.kind {
            if text == "nil" { return .null }
            type = wrapped
        }
        let parsed: RuntimeValue?
        switch type.canonicalName.map(TypeSyntax.Kind.named) ?? type.kind {
        case .named("String"): parsed = .string(text)
        case .named("Int"): parsed = Int(text).map(RuntimeValue.int)
        case .named("Double"):
            parsed = Double(text).flatMap { $0.isFinite ? RuntimeValue.double($0) : nil }
        case .named("Bool"):
            parsed = text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .named("Date"): parsed = ValueChecker.date(text).map(RuntimeValue.date)
        case .named("URL"): parsed = URLValidation.isValid(text) ? .url(text) : nil
        case .named("Color"): parsed = ColorParsing.color(fromData: text).map(RuntimeValue.color)
        default: parsed = nil
        }
        guard let parsed else {
            throw .invalidConfigurationValue(
                text, type: SyntaxPrinter.typeText(parameter.type), parameter: parameter.name.name)
        }
        return parsed
    }
}

/// What instantiating any declaration of a file reads, gathered once.
struct InstantiationFile: Sendable {
    let syntax: SourceFileSyntax
    /// Widgets, activities and controls in source order, with which each is.
    let containers: [(decl: ContainerDecl, kind: DeclarationKind)]
    /// Each container's index by name (the first of a name).
    let containerIndex: [String: Int]
    let records: DataTypes
    let reusable: UserViews

    init(_ syntax: SourceFileSyntax) {
        self.syntax = syntax
        var containers: [(decl: ContainerDecl, kind: DeclarationKind)] = []
        var records: [String: RecordDecl] = [:]
        for declaration in syntax.declarations {
            switch declaration {
            case .widget(let decl): containers.append((decl, .widget))
            case .activity(let decl): containers.append((decl, .activity))
            case .control(let decl): containers.append((decl, .control))
            case .record(let decl): records[decl.name.name] = decl
            case .view, .viewExtension, .function, .enumeration, .intent: break
            }
        }
        self.containers = containers
        containerIndex = Dictionary(
            containers.enumerated().map { ($1.decl.name.name, $0) },
            uniquingKeysWith: { first, _ in first })
        reusable = UserViews(syntax)
        self.records = DataTypes(records: records, enums: reusable.enums)
    }
}

extension Instantiator {

    /// `locale`: the locale the entry is archived in, with the members a
    /// body reads: `identifier` (`ko_KR`, as a device writes it),
    /// `language.languageCode?.identifier` and `region?.identifier`, and
    /// the older `languageCode` and `regionCode`.
    static func locale(_ locale: DisplayLocale) -> RuntimeValue {
        let parts = locale.identifier.split(separator: "-").map(String.init)
        let language = parts.first ?? ""
        let region = parts.count > 1 ? parts[parts.count - 1] : nil
        let regionValue = region.map { RuntimeValue.string($0) } ?? .null
        return .record([
            "identifier": .string(parts.joined(separator: "_")),
            "languageCode": .string(language), "regionCode": regionValue,
            "language": .record(["languageCode": .record(["identifier": .string(language)])]),
            "region": region.map { .record(["identifier": .string($0)]) } ?? .null,
        ])
    }

    /// `widgetContentMargins`: the family's default margins as an
    /// `EdgeInsets` (whatever `contentMarginsDisabled` says, as SwiftUI
    /// gives them so a widget that disables them can apply them itself);
    /// none in an activity's presentations.
    static func contentMargins(_ surface: Surface) -> RuntimeValue {
        let margin: Double
        if case .family(let family) = surface {
            margin = family.defaultContentMargin
        } else {
            margin = 0
        }
        return .record(
            Dictionary(
                uniqueKeysWithValues: ["top", "leading", "bottom", "trailing"].map {
                    ($0, RuntimeValue.double(margin))
                }))
    }
}

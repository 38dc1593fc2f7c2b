import WidgetArchive
import WidgetSyntax

/// The one way a source file goes through the compiler: parse, check,
/// instantiate. `wdl check`, `lint`, `families`, `compile`, `render`,
/// `snapshot`, the snapshot library and the benchmark all call it, so
/// what `check` accepts is exactly what `compile` builds from.
///
/// Checking includes instantiating every widget's and activity's
/// placeholder (and the timeline beside a widget, when given): some
/// mistakes only show with values (`index-out-of-range`, a view where a
/// style was expected), and a file that checks clean must compile.
public enum Pipeline {
    /// Parses, checks and instantiates `file`; `timeline` is the widget's
    /// timeline JSON when there is one, `updates` the activity's updates
    /// JSON (`NAME.updates.json`) when there is one, `strings` the String
    /// Catalog beside it (`StringCatalog.paths(beside:)`) when there is one.
    ///
    /// Each stage runs only when the one before had no errors: checking a
    /// tree with holes, or instantiating an ill-typed one, would report
    /// consequences of the first mistake.
    /// In a large file declarations are checked and instantiated on all
    /// cores; `parallel: false` keeps them on the caller's thread.
    /// `keepsPlaceholders: false` drops each placeholder archive once it is
    /// built, for a caller that wants only the diagnostics (`wdl check`,
    /// `wdl lint`): the archives are most of what a checked file holds,
    /// and `compile` builds an archive again when it finds none kept.
    public static func analyze(
        _ file: SourceFile, timeline: SourceFile? = nil, updates: SourceFile? = nil,
        strings: SourceFile? = nil,
        options: ParseOptions = ParseOptions(), parallel: Bool = true,
        keepsPlaceholders: Bool = true
    ) -> SourceAnalysis {
        let parsed = WDLParser.parse(file, options: options)
        var analysis = SourceAnalysis(
            file: file, timeline: timeline, diagnostics: parsed.diagnostics)
        analysis.tokens = parsed.syntax.tokens
        analysis.updates = updates
        if let strings { analysis.read(strings) }
        guard !parsed.diagnostics.containsErrors else { return analysis }
        let report = Checker.analyze(parsed.syntax, parallel: parallel)
        analysis.syntax = parsed.syntax
        analysis.report = report
        analysis.diagnostics += report.diagnostics
        guard !report.diagnostics.containsErrors else {
            // The timeline's own mistakes are still worth reporting.
            if let timeline {
                analysis.timelineDiagnostics = TimelineChecker.check(
                    timeline, against: parsed.syntax)
            }
            if let updates {
                analysis.updatesDiagnostics = ActivityUpdatesChecker.check(
                    updates, against: parsed.syntax)
            }
            return analysis
        }
        analysis.checked = true
        let file = InstantiationFile(parsed.syntax)
        analysis.instantiationFile = file
        instantiatePlaceholders(
            into: &analysis, file, parallel: parallel, keeping: keepsPlaceholders)
        if let timeline { instantiateTimeline(timeline, into: &analysis, file) }
        if let updates { instantiateUpdates(updates, into: &analysis, file) }
        return analysis
    }

    /// The archive of one widget or activity: the placeholder's when the
    /// options ask for nothing else (already built by `analyze`), else
    /// instantiated again with the timeline, configuration or date asked
    /// for. Nil result archive after any error; see its diagnostics.
    ///
    /// Syntax and checker errors anywhere in the file refuse the compile;
    /// a placeholder that fails refuses only its own container's
    /// placeholder (instantiating it again reports the same errors), not
    /// another container, nor a timeline's entries.
    ///
    /// A String Catalog with errors refuses every compile too (its
    /// diagnostics are the analysis's `stringsDiagnostics`): rendering
    /// without the translations would show the wrong words.
    public static func compile(
        _ analysis: SourceAnalysis, timeline: SourceFile? = nil, updates: SourceFile? = nil,
        options: InstantiationOptions = InstantiationOptions()
    ) throws(InstantiationRequestError) -> InstantiationResult {
        guard analysis.checked, !analysis.stringsDiagnostics.containsErrors,
            let file = analysis.instantiationFile
        else {
            return InstantiationResult(
                archive: nil, diagnostics: analysis.diagnostics.filter { $0.severity == .error },
                timelineDiagnostics: [])
        }
        var options = options
        if options.strings == nil { options.strings = analysis.catalog }
        let index = try Instantiator.containerIndex(in: file, named: options.declaration)
        if timeline == nil, updates == nil, options.configuration.isEmpty,
            options.placeholderDate == nil, options.region == .standard,
            options.strings == analysis.catalog, analysis.containerArchives.indices.contains(index),
            let archive = analysis.containerArchives[index]
        {
            return InstantiationResult(archive: archive, diagnostics: [], timelineDiagnostics: [])
        }
        return try Instantiator.instantiate(
            file, container: file.containers[index], timeline: timeline, updates: updates,
            options: options)
    }

    /// Instantiates the placeholder of every widget and activity, in
    /// source order (in parallel in a large file). Containers are taken
    /// by position, so two of the same name are both instantiated.
    private static func instantiatePlaceholders(
        into analysis: inout SourceAnalysis, _ file: InstantiationFile, parallel: Bool,
        keeping: Bool
    ) {
        let options = InstantiationOptions(strings: analysis.catalog)
        let results = ParallelMap.map(
            file.containers.count, threshold: ParallelMap.declarationThreshold, parallel: parallel
        ) { index in
            // No name is looked up, so the request cannot be refused.
            let result = try? Instantiator.instantiate(
                file, container: file.containers[index], options: options)
            return (result?.diagnostics ?? [], keeping ? result?.archive : nil)
        }
        for (diagnostics, archive) in results {
            analysis.diagnostics += diagnostics
            analysis.containerArchives.append(archive)
        }
    }

    /// Checks the timeline against the file's first widget (as the
    /// timeline checker does) and instantiates every entry of it.
    private static func instantiateTimeline(
        _ timeline: SourceFile, into analysis: inout SourceAnalysis, _ file: InstantiationFile
    ) {
        guard let widget = file.containers.first(where: { $0.kind == .widget }) else {
            analysis.timelineDiagnostics = TimelineChecker.check(timeline, against: file.syntax)
            return
        }
        guard
            let result = try? Instantiator.instantiate(
                file, container: widget, timeline: timeline,
                options: InstantiationOptions(strings: analysis.catalog))
        else { return }
        analysis.timelineDiagnostics = result.timelineDiagnostics
        analysis.diagnostics += result.diagnostics
    }

    /// Checks the updates against the file's first activity (as the
    /// updates checker does) and instantiates every content of them.
    private static func instantiateUpdates(
        _ updates: SourceFile, into analysis: inout SourceAnalysis, _ file: InstantiationFile
    ) {
        guard let activity = file.containers.first(where: { $0.kind == .activity }) else {
            analysis.updatesDiagnostics = ActivityUpdatesChecker.check(
                updates, against: file.syntax)
            return
        }
        guard
            let result = try? Instantiator.instantiate(
                file, container: activity, updates: updates,
                options: InstantiationOptions(strings: analysis.catalog))
        else { return }
        analysis.updatesDiagnostics = result.timelineDiagnostics
        analysis.diagnostics += result.diagnostics
    }

    /// Where each widget, activity and control of the file is named, by
    /// name (the first of two of one name).
    public static func containerNameRanges(_ syntax: SourceFileSyntax) -> [String: SourceRange] {
        var ranges: [String: SourceRange] = [:]
        for container in InstantiationFile(syntax).containers
        where ranges[container.decl.name.name] == nil {
            ranges[container.decl.name.name] = container.decl.name.range
        }
        return ranges
    }

    /// The names of the file's widgets and activities, in source order.
    public static func containerNames(_ syntax: SourceFileSyntax) -> [String] {
        InstantiationFile(syntax).containers.map(\.decl.name.name)
    }
}

/// What the pipeline made of one source file.
public struct SourceAnalysis: Sendable {
    /// The source.
    public let file: SourceFile
    /// The timeline JSON checked with it, if any.
    public let timeline: SourceFile?
    /// Every diagnostic located in the source, in stage order: syntax
    /// errors, or else the checker's errors and warnings, then what
    /// instantiating the placeholders and the timeline found.
    public var diagnostics: [Diagnostic]
    /// Diagnostics located in the timeline JSON.
    public var timelineDiagnostics: [Diagnostic] = []
    /// The activity's updates JSON checked with it, if any.
    public internal(set) var updates: SourceFile?
    /// Diagnostics located in the updates JSON.
    public var updatesDiagnostics: [Diagnostic] = []
    /// The String Catalog read with it, if any.
    public var strings: SourceFile?
    /// The catalog, when it was given and read without errors.
    public internal(set) var catalog: StringCatalog?
    /// Diagnostics located in the String Catalog.
    public var stringsDiagnostics: [Diagnostic] = []
    /// The tree, when the file parsed cleanly.
    public var syntax: SourceFileSyntax?
    /// Every token of the parse, whether or not it had errors: what lint
    /// directives are read from.
    public internal(set) var tokens = SyntaxTokens()
    /// The checker's per-widget reports, when the file parsed cleanly.
    public var report: CheckReport?
    /// The placeholder archive of each widget and activity that
    /// instantiated, in source order.
    public var placeholders: [Archive] { containerArchives.compactMap { $0 } }
    /// Each container's placeholder archive by position; nil where it failed.
    var containerArchives: [Archive?] = []
    /// Whether the file parsed and checked without errors (placeholders
    /// and the timeline aside): what any compile needs.
    public internal(set) var checked = false
    /// The file as instantiation reads it, gathered once when it checked.
    var instantiationFile: InstantiationFile?

    /// An analysis that stopped before parsing (a file refused as too
    /// large, say): `diagnostics` say why.
    public init(file: SourceFile, timeline: SourceFile? = nil, diagnostics: [Diagnostic]) {
        self.file = file
        self.timeline = timeline
        self.diagnostics = diagnostics
    }

    /// Whether any stage reported an error, in the source or the timeline.
    public var hasErrors: Bool {
        diagnostics.containsErrors || timelineDiagnostics.containsErrors
            || updatesDiagnostics.containsErrors || stringsDiagnostics.containsErrors
    }

    /// Reads the String Catalog `file` into `catalog` and `stringsDiagnostics`.
    mutating func read(_ file: SourceFile) {
        strings = file
        (catalog, stringsDiagnostics) = StringCatalogReader.read(file)
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetCorpus
import WidgetRender
import WidgetSyntax

@testable import WidgetCompiler

/// A source that goes through the pipeline: a sample, a Grammar example,
/// a fuzz regression or a widget generated from the catalog.
struct PipelineCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }

    /// Samples, the Grammar and README file examples, the fuzz corpus.
    static let written: [PipelineCase] = {
        let samples = sourceFiles(in: "Samples") + sourceFiles(in: "Tests/Fuzz/regressions")
        let documents = DocumentationTests.examples.filter { $0.mode == .file }.map {
            PipelineCase(name: $0.testDescription, text: $0.code)
        }
        return samples + documents
    }()

    private static func sourceFiles(in directory: String) -> [PipelineCase] {
        let url = repositoryRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".wdl") }.sorted().compactMap { name in
            (try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)).map {
                PipelineCase(name: "\(directory)/\(name)", text: $0)
            }
        }
    }
}

/// Widgets generated from every catalog signature: each view called with
/// its required arguments and with all of them, and each modifier applied
/// to a view it accepts, in a system and an accessory family.
enum CatalogWidgets {
    static let all: [PipelineCase] = views + modifiers

    private static let views: [PipelineCase] = ViewCatalog.views.keys.sorted().flatMap { name in
        ViewCatalog.views[name]!.signatures.enumerated().flatMap { index, signature in
            variants(signature).map { arguments in
                // A mark is drawn only in a chart, axis content only in its axis.
                let made = call(name, arguments.parameters, owner: name)
                let kind = ViewKind(name: name)
                let chart = "Chart { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2)) }"
                let text =
                    kind == .axisMarks
                    ? "\(chart).chartYAxis { \(made) }"
                    : kind?.isAxisContent == true
                        ? "\(chart).chartXAxis { AxisMarks { _ in \(made) } }"
                        : kind?.isChartMark == true ? "Chart { \(made) }" : made
                return PipelineCase(
                    name: "\(name)#\(index)\(arguments.all ? "+optional" : "")", text: widget(text))
            }
        }
    }

    private static let modifiers: [PipelineCase] = ModifierCatalog.modifiers.keys.sorted().flatMap {
        name in
        ModifierCatalog.modifiers[name]!.signatures.enumerated().flatMap { index, signature in
            variants(signature).map { arguments in
                let modifier = call(name, arguments.parameters, owner: name)
                // A mark's modifier (and `foregroundStyle(by:)`) on a point in a chart.
                let onMark =
                    ModifierCatalog.targets[name]?.contains("PointMark") == true
                    || arguments.parameters.contains { $0.type == .plottable }
                let base =
                    ModifierCatalog.targets[name].map {
                        $0.contains("Image") ? "Image(systemName: \"star\")" : "Circle()"
                    } ?? "Text(\"Hi\")"
                let text =
                    onMark
                    ? "Chart { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2)).\(modifier) }"
                    : "\(base).\(modifier)"
                return PipelineCase(
                    name: ".\(name)#\(index)\(arguments.all ? "+optional" : "")",
                    text: widget(text))
            }
        }
    }

    /// The required parameters, and all of them when some are optional.
    private static func variants(_ signature: Signature) -> [(parameters: [Parameter], all: Bool)] {
        let required = signature.parameters.filter { !$0.optional }
        return required.count == signature.parameters.count
            ? [(required, false)] : [(required, false), (signature.parameters, true)]
    }

    /// `name(label: value, ...) { ... }`: views as trailing closures.
    private static func call(_ name: String, _ parameters: [Parameter], owner: String) -> String {
        let arguments = parameters.filter { !$0.type.takesClosure }.map { parameter in
            (parameter.label.map { "\($0): " } ?? "")
                + (parameter.type == .keyPath
                    ? keyPath(for: parameters) : sample(parameter, owner: owner))
        }
        let closures = parameters.filter(\.type.takesClosure).enumerated().map { index, parameter in
            (index == 0 ? "" : "\(parameter.label ?? "content"): ")
                + (parameter.type == .path
                    ? "{ path in path.addLine(to: CGPoint(x: 4, y: 4)) }"
                    : name == "GeometryReader"
                        ? "{ proxy in Color.red.frame(width: proxy.size.width / 2) }"
                        : parameter.type == .guideLength
                            ? "{ d in d[.trailing] - d.width / 2 }"
                            : name == "AxisMarks"
                                ? "{ value in AxisGridLine() }"
                                : name.hasPrefix("chart") ? "{ AxisMarks() }" : "{ Text(\"x\") }")
        }
        let head =
            arguments.isEmpty && !closures.isEmpty
            ? name : "\(name)(\(arguments.joined(separator: ", ")))"
        return ([head] + closures).joined(separator: " ")
    }

    /// `\\.colorScheme` of `environment(_:_:)`: the setting whose values
    /// are the form's value set, so that the pair holds together.
    private static func keyPath(for parameters: [Parameter]) -> String {
        let values = parameters.last?.keywords?.spellings
        return "\\." + (EnvironmentSetting.allCases.first { $0.values == values }?.rawValue ?? "")
    }

    /// A value of the parameter's type, as a widget would write it.
    private static func sample(_ parameter: Parameter, owner: String) -> String {
        switch parameter.type {
        case .string: strings[parameter.label ?? ""] ?? "\"Hi\""
        case .number: "0.5"
        case .bool: "true"
        case .date: "entry.date"
        case .dateRange: "entry.date...entry.end"
        case .url: "URL(string: \"app://open\")!"
        case .optionalURL: "URL(string: \"app://open\")"
        case .intRange: "2...3"
        case .integer: "2"
        case .strokeStyle: "StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])"
        case .gridItems: "[GridItem(.adaptive(minimum: 20), spacing: 2), GridItem(.fixed(30))]"
        case .plottable:
            "PlottableValue.value(\"\(parameter.label ?? "v")\", \(parameter.label == "x" || parameter.label?.hasPrefix("x") == true ? "\"a\"" : "2"))"
        case .markDimension: ".ratio(0.6)"
        case .axisValues: "[0, 1, 2]"
        case .dateFields: ".dateTime.hour()"
        case .guideLength: "{ d in d.width }"
        case .axis3D: "(x: 0, y: 1, z: 0)"
        case .color: ".red"
        case .font: ".headline"
        case .fontWeight: ".bold"
        case .fontDesign: ".rounded"
        case .horizontalAlignment: ".leading"
        case .verticalAlignment: ".top"
        case .alignment: ".center"
        case .edges: ".horizontal"
        case .length: "8"
        case .contentMode: ".fit"
        case .shapeStyle: ".blue"
        case .style:
            styles[owner] ?? parameter.keywords.map { "." + $0.spellings[0] } ?? ".automatic"
        case .keyPath: "\\.\(parameter.keywords?.spellings.first ?? "")"
        case .intent: "Refresh()"
        case .view: "Text(\"x\")"
        case .value: values["\(owner).\(parameter.label ?? "_")"] ?? values[owner] ?? "1"
        case .collection:
            switch parameter.label {
            case "gradient": "Gradient(colors: [.red, .blue])"
            case "stops":
                "[.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.4)]"
            default: owner.hasSuffix("Gradient") ? "[.red, .blue]" : "entry.items"
            }
        case .textStyle: owner == "Text" && parameter.label == "format" ? ".number" : ".relative"
        case .renderingMode: ".template"
        case .placement: ".widget"
        case .unitPoint: ".top"
        case .shape: "Circle()"
        case .path: "Path()"
        }
    }

    /// A member of the closed set each `.style` parameter takes.
    private static let styles: [String: String] = [
        "truncationMode": ".tail", "multilineTextAlignment": ".center", "textCase": ".uppercase",
        "symbolRenderingMode": ".hierarchical", "gaugeStyle": ".accessoryCircular",
        "progressViewStyle": ".circular",
        "toggleStyle": ".switch", "buttonStyle": ".bordered", "redacted": ".placeholder",
        "Capsule": ".continuous",
        "RoundedRectangle": ".continuous", "clipShape": "FillStyle()", "fill": "FillStyle()",
        "resizable": ".tile", "widgetAccentedRenderingMode": ".fullColor",
        "labelStyle": ".iconOnly", "imageScale": ".large", "symbolVariant": ".circle.fill",
    ]

    private static let strings = [
        "systemImage": "\"star\"", "systemName": "\"star\"", "hex": "\"#FF9500\"",
    ]

    private static let values: [String: String] = [
        "rotationEffect": ".degrees(15)", "rotation3DEffect": ".degrees(15)",
        "rotation": ".degrees(15)", "hueRotation": ".degrees(90)",
        "LazyVStack.pinnedViews": ".sectionHeaders", "LazyHStack.pinnedViews": ".sectionHeaders",
        "chartForegroundStyleScale.domain": "[\"A\"]",
        "chartForegroundStyleScale.range": "[Color.red]", "chartXScale.domain": "0...10",
        "chartYScale.domain": "0...10", "dynamicTypeSize": "...DynamicTypeSize.xxLarge",
        "offset": "CGSize(width: 2, height: 2)", "Gauge": "0...1",
        "Text": "entry.score",
        "contentTransition": ".numericText()", "animation": ".easeInOut",
        "animation.value": "entry.score",
        "resizable.capInsets": "EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)",
        "transition": ".opacity", "id": "1", "ignoresSafeArea": ".all",
        "AngularGradient": ".degrees(90)", "ForEach": "\\.title",
        "Path._": "CGRect(x: 0, y: 0, width: 10, height: 10)",
        "RoundedRectangle.cornerSize": "CGSize(width: 8, height: 4)",
        "Path.roundedRect": "CGRect(x: 0, y: 0, width: 10, height: 10)",
        "Path.ellipseIn": "CGRect(x: 0, y: 0, width: 10, height: 10)",
    ]

    private static func widget(_ body: String) -> String {
        """
        struct Item {
            title: String
        }

        intent Refresh {
        }

        widget Generated {
            kind: "Generated"
            families: [.systemSmall, .accessoryRectangular]
            platform: .iOS("17.0")

            entry {
                score: Int
                end: Date
                items: [Item]
            }

            placeholder {
                date: "2026-11-21T09:00:00Z"
                score: 3
                end: "2026-11-21T09:10:00Z"
                items: [{ title: "One" }, { title: "Two" }]
            }

            body {
                \(body)
                    .containerBackground(.white, for: .widget)
            }
        }
        """
    }
}

/// The pipeline's promise: what `check` accepts compiles, and renders in
/// every family it declares, every rendering mode and both schemes.
@Suite struct PipelinePropertyTests {
    @Test(arguments: PipelineCase.written + CatalogWidgets.all)
    func whatChecksCleanCompilesAndRenders(_ source: PipelineCase) throws {
        let analysis = Pipeline.analyze(SourceFile(path: source.name, text: source.text))
        guard !analysis.hasErrors, let syntax = analysis.syntax else { return }
        for name in Pipeline.containerNames(syntax) {
            let result = try Pipeline.compile(
                analysis, options: InstantiationOptions(declaration: name))
            let archive = try #require(
                result.archive,
                "\(source.name): '\(name)' checked clean but did not compile: \(result.diagnostics.map(\.message.text))"
            )
            // Compiled afresh, not reused from the analysis, the archive is the same.
            let fresh = try Instantiator.instantiate(
                syntax, options: InstantiationOptions(declaration: name))
            #expect(fresh.archive == archive)
            try render(archive, source.name)
        }
    }

    /// The benchmark's generated widgets, two of each of its six kinds:
    /// each must check clean (the generator writes valid widgets), then
    /// compile and render like any other. This corpus found a reusable
    /// view's Color parameter that checked clean and did not compile.
    @Test(
        arguments: WidgetCorpus.make(widgets: 12).wdlWidgets.enumerated().map {
            PipelineCase(name: "corpus widget \($0)", text: $1)
        })
    func generatedCorpusWidgetsCheckCompileAndRender(_ source: PipelineCase) throws {
        let analysis = Pipeline.analyze(SourceFile(path: source.name, text: source.text))
        #expect(!analysis.hasErrors, "\(source.name): \(analysis.diagnostics.map(\.message.text))")
        try whatChecksCleanCompilesAndRenders(source)
    }

    /// Every surface of the archive on a device that has it, in every mode and scheme.
    private func render(_ archive: Archive, _ name: String) throws {
        for surface in archive.metadata.surfaces {
            guard
                let device = DeviceCatalog.all.first(where: {
                    DisplayEnvironment(surface: surface, device: $0, now: archive.entries[0].date)
                        .canvas != nil
                })
            else {
                Issue.record("\(name): no device shows \(surface.name)")
                continue
            }
            for mode in RenderingMode.allCases {
                for scheme in [ColorScheme.light, .dark] {
                    let environment = DisplayEnvironment(
                        surface: surface, device: device, mode: mode, scheme: scheme,
                        now: archive.entries[0].date)
                    let layout = try WidgetLayout.make(archive, environment: environment)
                    #expect(
                        SVGRenderer.render(layout).hasPrefix("<svg"),
                        "\(name) \(surface.name) \(mode) \(scheme)")
                    #expect(!TextRenderer.render(layout).isEmpty)
                }
            }
        }
    }

    /// The generator must reach most of the catalog: a property over a
    /// handful of widgets that happen to check would prove little.
    @Test func generatedWidgetsMostlyCheckClean() {
        let clean = CatalogWidgets.all.filter {
            !Pipeline.analyze(SourceFile(path: $0.name, text: $0.text)).hasErrors
        }
        #expect(
            clean.count * 10 >= CatalogWidgets.all.count * 9,
            "only \(clean.count) of \(CatalogWidgets.all.count) generated widgets check clean")
    }

    /// Found by the property on the benchmark's generated widgets: a
    /// reusable view's `Color` parameter given `.orange` (or defaulting to
    /// it) checked clean and failed to compile ("expected a colour").
    @Test func colorParameterOfAReusableViewTakesImplicitMembers() throws {
        let source = """
            view Row(title: String, accent: Color = .orange) {
                Text(title).foregroundStyle(accent)
            }

            widget T {
                kind: "T"
                families: [.systemSmall]
                platform: .iOS("17.0")
                body {
                    VStack {
                        Row(title: "a")
                        Row(title: "b", accent: .mint)
                    }
                    .containerBackground(.white, for: .widget)
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: source))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let archive = try #require(try Pipeline.compile(analysis).archive)
        let dump = ArchiveDumper.dump(archive)
        #expect(dump.contains(".foregroundStyle(.orange)"), "\(dump)")
        #expect(dump.contains(".foregroundStyle(.mint)"), "\(dump)")
    }

    /// The bug this property found: a view where a style belongs passed
    /// `check` and failed `compile`. `check` now reports it, located.
    @Test func checkReportsWhatCompileRejects() {
        let source = """
            widget T {
                kind: "T"
                families: [.systemSmall]
                body {
                    Text("Hi")
                        .background(Capsule().fill(Color(hex: "#12")))
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: source))
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.invalidValue])
        #expect(
            errors.first?.range.start
                == UInt32(
                    source.utf8.distance(
                        from: source.utf8.startIndex, to: source.range(of: "\"#12\"")!.lowerBound)))
    }
}

/// What an independent review of the pipeline found, one test each.
@Suite struct PipelineRegressionTests {
    private static let widgetB = """
        widget B {
            kind: "B"
            families: [.systemSmall]
            platform: .iOS("16.0")
            entry {
                xs: [String]
            }
            placeholder {
                xs: []
            }
            body {
                Text(entry.xs[0])
            }
        }
        """

    /// A timeline's own mistakes are reported even when the source has
    /// checker errors, as before the pipeline.
    @Test func timelineErrorsBesideCheckerErrors() {
        let source =
            "widget T {\n    kind: \"T\"\n    families: [.systemSmall]\n    body {\n        Text(missing)\n    }\n}\n"
        let timeline = #"{ "entries": [ { "date": "not a date" } ] }"#
        let analysis = Pipeline.analyze(
            SourceFile(path: "t.wdl", text: source),
            timeline: SourceFile(path: "t.timeline.json", text: timeline))
        #expect(analysis.diagnostics.map(\.id).contains(.unknownName))
        #expect(analysis.timelineDiagnostics.containsErrors)
    }

    /// Another container's failing placeholder fails `check`, but not the
    /// compile of a container that is fine.
    @Test func anotherPlaceholderDoesNotBlockACompile() throws {
        let source =
            "widget A {\n    kind: \"A\"\n    families: [.systemSmall]\n    platform: .iOS(\"16.0\")\n    body {\n        Text(\"a\")\n    }\n}\n\n"
            + Self.widgetB
        let analysis = Pipeline.analyze(SourceFile(path: "two.wdl", text: source))
        #expect(analysis.hasErrors)
        #expect(
            try Pipeline.compile(analysis, options: InstantiationOptions(declaration: "A")).archive
                != nil)
        let failed = try Pipeline.compile(analysis, options: InstantiationOptions(declaration: "B"))
        #expect(failed.archive == nil)
        #expect(failed.diagnostics.map(\.id) == [.indexOutOfRange])
    }

    /// A widget's failing placeholder does not block compiling its timeline.
    @Test func failingPlaceholderDoesNotBlockATimeline() throws {
        let analysis = Pipeline.analyze(SourceFile(path: "b.wdl", text: Self.widgetB))
        #expect(analysis.hasErrors)
        let timeline = #"{ "entries": [ { "date": "2026-11-21T09:00:00Z", "xs": ["one"] } ] }"#
        let result = try Pipeline.compile(
            analysis, timeline: SourceFile(path: "b.timeline.json", text: timeline))
        #expect(
            result.archive?.entries.count == 1,
            "\(result.diagnostics.map(\.message.text)) \(result.timelineDiagnostics.map(\.message.text))"
        )
    }

    /// Two containers of one name are both instantiated: the second's
    /// failing placeholder is reported.
    @Test func sameNamedContainersAreBothInstantiated() {
        let source =
            "widget B {\n    kind: \"B1\"\n    families: [.systemSmall]\n    platform: .iOS(\"16.0\")\n    body {\n        Text(\"a\")\n    }\n}\n\n"
            + Self.widgetB
        let analysis = Pipeline.analyze(SourceFile(path: "dup.wdl", text: source))
        #expect(analysis.diagnostics.map(\.id).contains(.indexOutOfRange))
    }

    /// A stack's `alignment:` takes its axis's set: `.firstTextBaseline`
    /// for an HStack (the keyword table once matched the label's 2-D set
    /// before the parameter's type, found while typing the vocabulary).
    @Test(arguments: [
        "HStack(alignment: .firstTextBaseline)", "HStack(alignment: .lastTextBaseline)",
        "VStack(alignment: .trailing)",
    ])
    func stackAlignmentTakesItsAxisSet(_ stack: String) throws {
        let source =
            "widget T {\n    kind: \"T\"\n    families: [.systemSmall]\n    body {\n        \(stack) {\n            Text(\"a\")\n        }\n    }\n}\n"
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: source))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let archive = try #require(try Pipeline.compile(analysis).archive)
        let keyword = String(stack.split(separator: ".").last!.dropLast())
        #expect(ArchiveDumper.dump(archive).contains(".\(keyword)"))
    }

    /// A record named like a scope (`state`) keeps its own fields in a
    /// reusable view after an activity declares its `state` (the checker
    /// once let the activity's state leak into later declarations).
    @Test func recordNamedLikeAScopeKeepsItsFields() {
        let source = """
            struct state {
                q: String
            }

            activity A {
                attributes { name: String }
                state { v: Int }
                placeholder { name: "n"
                  v: 1 }
                lockScreen { Text("\\(state.v)") }
            }

            view V(s: state) {
                Text(s.q)
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "rec.wdl", text: source))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetEmit
import WidgetSyntax

@testable import WidgetCompiler

/// The stub modules of Tests/Stubs (SwiftUI, AppIntents, ActivityKit,
/// RelevanceKit, WidgetKit), built once per test process with the toolchain's swiftc;
/// SwiftUI's and WidgetKit's modifiers are `GeneratedStubs.file(_:)`.
enum SwiftStubs {
    /// The directory holding the built modules, or why they could not be built.
    static let built: Result<URL, StubError> = build()

    struct StubError: Error, CustomStringConvertible {
        let description: String
    }

    private static func build() -> Result<URL, StubError> {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-stubs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sources = repositoryRoot.appendingPathComponent("Tests/Stubs")
        // The modifiers are compiled as the schema writes them now.
        var generated: [String: String] = [:]
        for module in GeneratedStubs.modules {
            let url = directory.appendingPathComponent("\(module)Modifiers.swift")
            try? GeneratedStubs.file(module).write(to: url, atomically: true, encoding: .utf8)
            generated[module] = url.path
        }
        for module in [
            "SwiftUI", "AppIntents", "ActivityKit", "RelevanceKit", "WidgetKit", "Charts",
        ] {
            let extra = generated[module].map { [$0] } ?? []
            let result = swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name",
                    module, "-I",
                    directory.path, "-emit-module-path",
                    directory.appendingPathComponent("\(module).swiftmodule").path,
                    sources.appendingPathComponent("\(module).swift").path,
                ] + extra)
            guard result.status == 0 else {
                return .failure(
                    StubError(description: "building the \(module) stub failed:\n\(result.output)"))
            }
        }
        return .success(directory)
    }

    /// Runs swiftc with `arguments`; its status and what it printed.
    static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run swiftc: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Type-checks `files` (name, Swift source) with the support file and
    /// the hooks an app would write, against the stubs.
    static func typeCheck(_ files: [EmittedFile], hooks: String) throws -> (
        status: Int32, output: String
    ) {
        let stubs = try built.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-emit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in files + [
            SwiftEmitter.support, EmittedFile(name: "AppHooks.swift", contents: hooks),
        ] {
            let url = directory.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        // Swift 6 language mode, as a package of swift-tools-version 6 builds it.
        return swiftc(["-typecheck", "-swift-version", "6", "-I", stubs.path] + paths)
    }

    /// Checks `text` (no errors), emits its Swift and type-checks it with
    /// the stubs and the app's hooks; returns the emitted file.
    @discardableResult
    static func emitChecked(_ text: String, path: String) throws -> EmittedFile {
        let file = SourceFile(path: path, text: text)
        let analysis = Pipeline.analyze(file)
        #expect(!analysis.diagnostics.containsErrors, "\(analysis.diagnostics.map(\.message.text))")
        let syntax = WDLParser.parse(file).syntax
        let emitted = SwiftEmitter.emit(syntax, path: path, source: text)
        let result = try typeCheck([emitted], hooks: "import WidgetKit\n" + hooks(syntax))
        #expect(result.status == 0, "\(result.output.prefix(4000))")
        return emitted
    }

    /// What the app implements for the emitted code of `syntax`: each
    /// widget's entries and each intent's action.
    static func hooks(_ syntax: SourceFileSyntax) -> String {
        var text = ""
        for declaration in syntax.declarations {
            switch declaration {
            case .widget(let decl):
                let name = decl.name.name
                let configurable = decl.members.contains {
                    if case .configuration(let fields) = $0.kind { !fields.isEmpty } else { false }
                }
                let relevant = decl.members.contains { member in
                    guard member.keyword.name == "relevanceConfiguration",
                        case .property(let value) = member.kind
                    else { return false }
                    return value.kind == .boolean(true)
                }
                if relevant {
                    text +=
                        "extension \(name)Entry { static func relevances() async -> [WidgetRelevanceAttribute<\(name)ConfigurationIntent>] { [] }\n"
                        + "static func entry(for configuration: \(name)ConfigurationIntent, in context: RelevanceEntriesProviderContext) async throws -> \(name)Entry { .placeholder } }\n"
                    continue
                }
                text +=
                    configurable
                    ? "extension \(name)Entry { static func entries(for configuration: \(name)ConfigurationIntent, in context: TimelineProviderContext) async -> [\(name)Entry] { [] } }\n"
                    : "extension \(name)Entry { static func entries(in context: TimelineProviderContext, completion: @escaping ([\(name)Entry]) -> Void) {} }\n"
                let push = decl.members.contains { member in
                    guard member.keyword.name == "reloadedBy",
                        case .property(let value) = member.kind,
                        case .array(let sources) = value.kind
                    else { return false }
                    return sources.contains {
                        if case .implicitMember(let name) = $0.kind {
                            name.identifier.name == "push"
                        } else {
                            false
                        }
                    }
                }
                if push {
                    text +=
                        "extension \(name)PushHandler { static func tokenDidChange(_ token: Data, widgets: [WidgetInfo]) {} }\n"
                }
            case .control(let decl):
                let value = "\(decl.name.name)Value"
                let hasValue = decl.members.contains {
                    if case .value = $0.kind { true } else { false }
                }
                let configurable = decl.members.contains {
                    if case .configuration = $0.kind { true } else { false }
                }
                if hasValue {
                    text +=
                        configurable
                        ? "extension \(value) { static func current(for configuration: \(decl.name.name)ConfigurationIntent) async throws -> \(value) { .placeholder } }\n"
                        : "extension \(value) { static func current() async throws -> \(value) { .placeholder } }\n"
                }
            case .intent(let decl):
                let parameters = decl.fields.map {
                    "\($0.name.name): \(SyntaxPrinter.typeText($0.type))"
                }.joined(separator: ", ")
                text +=
                    "extension \(decl.name.name) { static func run(\(parameters)) async throws {} }\n"
            default:
                break
            }
        }
        return text
    }
}

/// A checked source and its emitted Swift.
struct EmitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }

    /// The samples, the drawing gallery, and the file examples of the
    /// Grammar and the README that check clean.
    static let all: [EmitCase] = {
        let files = ["Samples", "Docs/Gallery"].flatMap { directory -> [EmitCase] in
            let url = repositoryRoot.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".wdl") }.sorted().compactMap { name in
                (try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)).map {
                    EmitCase(name: "\(directory)/\(name)", text: $0)
                }
            }
        }
        let documents = DocumentationTests.examples.filter { $0.mode == .file }.map {
            EmitCase(name: $0.testDescription, text: $0.code)
        }
        return (files + documents).filter {
            !Pipeline.analyze(SourceFile(path: $0.name, text: $0.text)).hasErrors
        }
    }()

    var syntax: SourceFileSyntax { WDLParser.parse(SourceFile(path: name, text: text)).syntax }

    func emitted(as fileName: String) -> EmittedFile {
        SwiftEmitter.emit(syntax, path: fileName, source: text)
    }
}

@Suite(.serialized) struct EmitTests {
    /// Every sample, the gallery and every Grammar and README widget emit
    /// Swift that the Swift compiler type-checks against the stubs.
    @Test func emittedCodeTypeChecks() throws {
        #expect(EmitCase.all.count >= 14)
        var files: [EmittedFile] = []
        var hooks = "import WidgetKit\n"
        for (index, source) in EmitCase.all.enumerated() {
            // Grammar examples reuse names; each gets its own namespace by file.
            let syntax = source.syntax
            let emitted = source.emitted(as: "Emitted\(index).wdl")
            guard
                Set(Self.declared(in: emitted)).isDisjoint(
                    with: Set(files.flatMap { Self.declared(in: $0) }))
            else { continue }
            files.append(emitted)
            hooks += SwiftStubs.hooks(syntax)
        }
        #expect(files.count >= 12)
        let result = try SwiftStubs.typeCheck(files, hooks: hooks)
        if result.status != 0 {
            try? result.output.write(
                toFile: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "wdl-emit-typecheck.log"
                ).path, atomically: true, encoding: .utf8)
        }
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// Every view and modifier signature of the catalog, called as the
    /// pipeline property test calls it, emitted and type-checked: the
    /// catalog names no API that SwiftUI (as the stubs declare it) lacks.
    @Test func everyCatalogSignatureTypeChecks() throws {
        var files: [EmittedFile] = []
        var hooks = "import WidgetKit\n"
        for (index, source) in CatalogWidgets.all.enumerated() {
            let text = source.text.replacingOccurrences(of: "Generated", with: "Generated\(index)")
                .replacingOccurrences(of: "struct Item ", with: "struct Item\(index) ")
                .replacingOccurrences(of: "[Item]", with: "[Item\(index)]")
                .replacingOccurrences(of: "Refresh", with: "Refresh\(index)")
            guard !Pipeline.analyze(SourceFile(path: source.name, text: text)).hasErrors else {
                continue
            }
            let syntax = WDLParser.parse(SourceFile(path: source.name, text: text)).syntax
            files.append(SwiftEmitter.emit(syntax, path: "Catalog\(index).wdl", source: text))
            hooks += SwiftStubs.hooks(syntax)
        }
        #expect(files.count >= 150)
        let result = try SwiftStubs.typeCheck(files, hooks: hooks)
        if result.status != 0 {
            try? result.output.write(
                toFile: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "wdl-catalog-typecheck.log"
                ).path, atomically: true, encoding: .utf8)
        }
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// Each reload policy a timeline file can declare, in a static and a
    /// configurable widget's provider, type-checks against the stubs.
    @Test func everyReloadPolicyTypeChecks() throws {
        let policies: [ReloadPolicy] = [.atEnd, .never, .after(Date(timeIntervalSince1970: 7_200))]
        var files: [EmittedFile] = []
        var hooks = "import WidgetKit\n"
        for (index, policy) in policies.enumerated() {
            for configurable in [false, true] {
                let name = "Policy\(index)\(configurable ? "Configurable" : "Static")"
                let text = """
                    widget \(name) {
                        kind: "\(name)"
                        families: [.systemSmall]
                        \(configurable ? "configuration { unit: String = \"km\" }" : "")
                        entry { count: Int }
                        placeholder { count: 1 }
                        body { Text("\\(entry.count)") }
                    }
                    """
                let syntax = WDLParser.parse(SourceFile(path: name, text: text)).syntax
                let checked = !Pipeline.analyze(SourceFile(path: name, text: text)).diagnostics
                    .containsErrors
                #expect(checked, "\(name) does not check")
                let timeline = DeclaredTimeline(
                    widget: name, policy: policy, firstEntry: Date(timeIntervalSince1970: 0),
                    fileName: "\(name).timeline.json")
                files.append(
                    SwiftEmitter.emit(syntax, path: "\(name).wdl", source: text, timeline: timeline)
                )
                hooks += SwiftStubs.hooks(syntax)
            }
        }
        #expect(files[4].contents.contains("addingTimeInterval(7200)"))
        #expect(
            files[5].contents.contains("return Timeline(entries: entries, policy: .after(reload))"))
        let result = try SwiftStubs.typeCheck(files, hooks: hooks)
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// A timeline's `"relevance"` list gives the static and the
    /// configurable provider a `relevance()` that hands the system the
    /// app's attributes, and both type-check with RelevanceKit's contexts.
    @Test func relevanceTypeChecks() throws {
        var files: [EmittedFile] = []
        var hooks = "import WidgetKit\nimport RelevanceKit\n"
        for configurable in [false, true] {
            let name = configurable ? "TideConfigurable" : "Tide"
            let text = """
                widget \(name) {
                    kind: "\(name)"
                    families: [.accessoryRectangular]
                    platform: .watchOS("26.0")
                    \(configurable ? "configuration { harbour: String = \"Brest\" }" : "")
                    entry { height: Double }
                    placeholder { height: 1.5 }
                    body { Text("\\(entry.height) m").containerBackground(.clear, for: .widget) }
                }
                """
            let syntax = WDLParser.parse(SourceFile(path: name, text: text)).syntax
            #expect(
                !Pipeline.analyze(SourceFile(path: name, text: text)).diagnostics.containsErrors)
            let timeline = DeclaredTimeline(
                widget: name, policy: .atEnd, firstEntry: Date(timeIntervalSince1970: 0),
                fileName: "\(name).timeline.json",
                relevance: [RelevanceClue(from: Date(timeIntervalSince1970: 0))])
            files.append(
                SwiftEmitter.emit(syntax, path: "\(name).wdl", source: text, timeline: timeline))
            hooks += SwiftStubs.hooks(syntax)
            let attribute =
                configurable
                ? "WidgetRelevanceAttribute(configuration: \(name)ConfigurationIntent(), context: .date(range: Date.now...Date.now, kind: .scheduled))"
                : "WidgetRelevanceAttribute(context: .date(.now))"
            let configuration = configurable ? "\(name)ConfigurationIntent" : "Void"
            hooks +=
                "extension \(name)Entry { static func relevances() async -> [WidgetRelevanceAttribute<\(configuration)>] { [\(attribute)] } }\n"
        }
        #expect(
            files.allSatisfy { $0.contents.contains("func relevance() async -> WidgetRelevance<") })
        let result = try SwiftStubs.typeCheck(files, hooks: hooks)
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// A widget the watch shows only while relevant (`relevanceConfiguration:
    /// true`, watchOS 26) emits a `RelevanceConfiguration` whose provider
    /// asks the app for the relevances and each configuration's entry,
    /// with and without configuration fields.
    @Test(arguments: ["", "configuration { harbour: String = \"Brest\" }"])
    func relevanceConfigurationTypeChecks(_ configuration: String) throws {
        let text = """
            widget Tide {
                kind: "Tide"
                families: [.accessoryRectangular]
                platform: .watchOS("26.0")
                relevanceConfiguration: true
                \(configuration)
                entry { height: Double }
                placeholder { height: 1.5 }
                body { Text("\\(entry.height) m").containerBackground(.clear, for: .widget) }
            }
            """
        let emitted = try SwiftStubs.emitChecked(text, path: "Tide.wdl")
        #expect(
            emitted.contents.contains(
                "RelevanceConfiguration(kind: kind, provider: TideProvider())"))
        #expect(emitted.contents.contains("struct TideProvider: RelevanceEntriesProvider"))
    }

    /// Each shape of control a source can declare (with or without a
    /// value, with or without a configuration, asking for it or not)
    /// emits a ControlWidget that type-checks against the stubs.
    /// Self-updating text (`SystemFormatStyle`, iOS 18) pastes into Swift
    /// as written and type-checks.
    @Test func systemFormatStylesTypeCheck() throws {
        let text = """
            widget Clock {
                kind: "Clock"
                families: [.systemSmall]
                platform: .iOS("18.0")
                entry { end: Date }
                placeholder { end: "2026-11-21T09:05:00Z" }
                body { entry in
                    VStack {
                        Text(.currentDate, format: .timer(countingDownIn: entry.date..<entry.end))
                        Text(.currentDate, format: .timer(countingUpIn: entry.date..<entry.end, showsHours: false))
                        Text(.currentDate, format: .stopwatch(startingAt: entry.date, maxPrecision: .seconds(1)))
                        Text(entry.end, format: .offset(to: .now))
                        Text(entry.end, format: .reference(to: .now))
                    }
                    .containerBackground(.blue, for: .widget)
                }
            }
            """
        try SwiftStubs.emitChecked(text, path: "Clock.wdl")
    }

    /// A widget that disfavors CarPlay and StandBy emits
    /// `disfavoredLocations(_:for:)` with its families, one reloaded by
    /// push its `WidgetPushHandler`, and both type-check.
    @Test func disfavoredLocationsTypeCheck() throws {
        let text = """
            widget Parking {
                kind: "Parking"
                families: [.systemSmall, .systemMedium]
                platform: [.iOS("26.0"), .visionOS("26.0")]
                supportedMountingStyles: [.elevated]
                widgetTexture: .paper
                disfavoredLocations: [.carPlay, .standBy]
                carPlayApp: true
                reloadedBy: [.push, .app]
                body { Text("P").containerBackground(.blue, for: .widget) }
            }
            """
        let emitted = try SwiftStubs.emitChecked(text, path: "Parking.wdl")
        #expect(
            emitted.contents.contains(
                ".disfavoredLocations([.carPlay, .standBy], for: [.systemSmall, .systemMedium])"))
        #expect(emitted.contents.contains(".pushHandler(ParkingPushHandler.self)"))
        #expect(
            emitted.contents.contains(
                "        #if os(visionOS)\n        .supportedMountingStyles([.elevated])\n        .widgetTexture(.paper)\n        #endif\n"
            ))
        #expect(emitted.contents.contains("struct ParkingPushHandler: WidgetPushHandler"))
    }

    /// An activity with the small family, reading `activityFamily` bare in
    /// its Lock Screen view (emitted as a view with `@Environment`) or in a
    /// view struct's `switch`, type-checks with `supplementalActivityFamilies`.
    @Test(arguments: [
        (
            "Bare",
            "lockScreen { if activityFamily == .small { Text(\"small\") } else { Text(\"\\(state.n)\") } }",
            ""
        ),
        (
            "Switched", "lockScreen { RideView(n: state.n) }",
            """
            struct RideView: View {
                @Environment(\\.activityFamily) var activityFamily
                let n: Int
                var body: some View {
                    switch activityFamily {
                    case .small: Text("\\(n)").font(.title)
                    case .medium: Text("\\(n) km")
                    @unknown default: EmptyView()
                    }
                }
            }
            """
        ),
    ])
    func smallActivityFamilyTypeChecks(_ name: String, _ lockScreen: String, _ views: String)
        throws
    {
        let text = """
            activity Ride\(name) {
                platform: .iOS("18.0")
                supplementalActivityFamilies: [.small]
                attributes { bike: String }
                state { n: Int }
                placeholder { bike: "a"; n: 1 }
                \(lockScreen)
                dynamicIsland {
                    expanded { leading { Text("\\(state.n)") } }
                    compactLeading { Text("a") }
                    compactTrailing { Text("b") }
                    minimal { Text("m") }
                }
            }
            \(views)
            """
        let emitted = try SwiftStubs.emitChecked(text, path: "Ride\(name).wdl")
        #expect(emitted.contents.contains(".supplementalActivityFamilies([.small])"))
    }

    @Test(arguments: [
        ("Plain", "", ""),
        ("Valued", "value { isOn: Bool }\nplaceholder { isOn: true }", ""),
        (
            "ValuedConfigured", "value { isOn: Bool }\nplaceholder { isOn: true }",
            "configuration { room: String = \"Kitchen\" }\npromptsForUserConfiguration: true"
        ),
        ("Configured", "", "configuration { room: String = \"Kitchen\" }"),
    ])
    func everyControlShapeTypeChecks(_ name: String, _ value: String, _ configuration: String)
        throws
    {
        let hasValue = !value.isEmpty
        let template =
            hasValue
            ? "ControlWidgetToggle(\"Lamp\", isOn: value.isOn, action: SetLamp\(name)()) { isOn in Label(isOn ? \"On\" : \"Off\", systemImage: isOn ? \"lightbulb.fill\" : \"lightbulb\") }.tint(.yellow)"
            : "ControlWidgetButton(action: SetLamp\(name)(value: true)) { Label(\"Lamp\", systemImage: \"lightbulb\") }"
        let label = configuration.isEmpty ? "" : ".controlWidgetStatus(config.room)"
        let text = """
            intent SetLamp\(name) {
                value: Bool
            }

            control Lamp\(name) {
                kind: "Lamp\(name)"
                displayName: "Lamp"
                platform: .iOS("18.0")
                \(value)
                \(configuration)
                body {
                    \(template.replacingOccurrences(of: "\") }", with: "\")\(label) }"))
                }
            }
            """
        let file = SourceFile(path: "Lamp\(name).wdl", text: text)
        let analysis = Pipeline.analyze(file)
        #expect(!analysis.diagnostics.containsErrors, "\(analysis.diagnostics.map(\.message.text))")
        let syntax = WDLParser.parse(file).syntax
        let emitted = SwiftEmitter.emit(syntax, path: "Lamp\(name).wdl", source: text)
        #expect(
            emitted.contents.contains(
                configuration.isEmpty
                    ? "StaticControlConfiguration(" : "AppIntentControlConfiguration("))
        #expect(
            emitted.contents.contains(".promptsForUserConfiguration()")
                == configuration.contains("prompts"))
        let result = try SwiftStubs.typeCheck(
            [emitted], hooks: "import WidgetKit\n" + SwiftStubs.hooks(syntax))
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// An activity whose Dynamic Island has no expanded regions still
    /// type-checks: SwiftUI's island builder needs one, so an empty
    /// centre region stands in (as Apple's API, the stubs take no empty island).
    @Test func anIslandWithoutExpandedRegionsTypeChecks() throws {
        let text = """
            activity Parcel {
                platform: .iOS("16.1")
                attributes { number: String }
                state { stops: Int }
                placeholder {
                    number: "A-1"
                    stops: 3
                }
                lockScreen { Text("\\(state.stops) stops") }
                dynamicIsland {
                    compactLeading { Image(systemName: "shippingbox") }
                    compactTrailing { Text("\\(state.stops)") }
                    minimal { Image(systemName: "shippingbox") }
                }
            }
            """
        let checked = !Pipeline.analyze(SourceFile(path: "Parcel.wdl", text: text)).diagnostics
            .containsErrors
        #expect(checked, "the activity does not check")
        let syntax = WDLParser.parse(SourceFile(path: "Parcel.wdl", text: text)).syntax
        let file = SwiftEmitter.emit(syntax, path: "Parcel.wdl", source: text)
        #expect(
            file.contents.contains(
                "DynamicIslandExpandedRegion(.center) {\n                    EmptyView()"))
        let result = try SwiftStubs.typeCheck(
            [file], hooks: "import WidgetKit\n" + SwiftStubs.hooks(syntax))
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// A placeholder date with an offset from UTC is the same moment in
    /// the emitted Swift as in the archive (the one `DataDate` reader).
    @Test func placeholderDatesWithOffsetsEmitTheirMoment() {
        let text = """
            widget W {
                kind: "W"
                families: [.systemSmall]
                entry { due: Date }
                placeholder { date: "2022-08-18T07:00:00+09:00"; due: "2022-08-18T09:30:00-02:30" }
                body {
                    Text(entry.due, style: .time).containerBackground(.fill.tertiary, for: .widget)
                }
            }
            """
        let swift = EmitCase(name: "W.wdl", text: text).emitted(as: "W.wdl").contents
        #expect(swift.contains("date: Date(timeIntervalSince1970: 1660773600)"))
        #expect(swift.contains("due: Date(timeIntervalSince1970: 1660824000)"))
    }

    /// The emitted view means what wdl renders: the views and modifiers of
    /// each body, in order, are the source's (a `default: EmptyView()` the
    /// emitter adds for Swift's exhaustive switch aside).
    @Test(arguments: EmitCase.all.filter { $0.name.hasPrefix("Samples/") })
    func emittedBodiesKeepEveryConstruct(_ source: EmitCase) throws {
        let syntax = source.syntax
        let swift = source.emitted(as: "S.wdl").contents
        for declaration in syntax.declarations {
            guard case .widget(let decl) = declaration,
                let body = decl.members.lazy.compactMap({ member -> Block? in
                    if case .body(let block) = member.kind { return block }
                    return nil
                }).first
            else { continue }
            let emittedBody = try #require(Self.bodyText(of: "\(decl.name.name)View", in: swift))
            let (reparsed, diagnostics) = WDLParser.parseStatements(
                SourceFile(path: "emitted", text: emittedBody))
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
            #expect(
                Self.constructs(reparsed).filter { $0 != "EmptyView" }
                    == Self.constructs(body).filter { $0 != "EmptyView" })
        }
    }

    /// README "From .wdl to Xcode" shows CalendarDay's emitted code in full, as emitted.
    /// Comments before statements, at the end of a statement's line, before
    /// a block's end and before declarations go into the Swift; a comment
    /// inside an expression has no statement and stays behind.
    @Test func commentsAreCarriedIntoTheSwift() throws {
        let source = """
            struct Item {
                title: String
            }

            // The widget: a list.
            widget Commented {
                kind: "commented"
                families: [.systemSmall]
                entry {
                    items: [Item]
                }
                placeholder {
                    items: [{ title: "a" }]
                }
                body {
                    // The list, newest first.
                    VStack(alignment: .leading) {
                        ForEach(entry.items, id: \\.title) { item in
                            Text(item.title) // the title only
                        }
                        // Nothing after the list.
                    }
                    .containerBackground(.fill.tertiary /* inside */, for: .widget)
                }
            }

            """
        let syntax = WDLParser.parse(SourceFile(path: "Commented.wdl", text: source)).syntax
        let swift = SwiftEmitter.emit(syntax, path: "Commented.wdl", source: source).contents
        #expect(swift.contains("// The widget: a list.\n// MARK: - Commented"))
        let expected = [
            "// The list, newest first.",
            "VStack(alignment: .leading) {",
            "    ForEach(entry.items, id: \\.title) { item in",
            "        Text(item.title) // the title only",
            "    }",
            "    // Nothing after the list.",
            "}",
            ".containerBackground(.fill.tertiary, for: .widget)",
        ]
        #expect(
            Self.bodyText(of: "CommentedView", in: swift)
                == expected.map { "        " + $0 }.joined(separator: "\n"))
    }

    @Test func readmeShowsTheEmittedCode() throws {
        let readme = try String(
            contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- emitted: Samples/CalendarDay.wdl -->\n```swift\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound])
        let source = try #require(EmitCase.all.first { $0.name == "Samples/CalendarDay.wdl" })
        #expect(shown == source.emitted(as: "Samples/CalendarDay.wdl").contents)
    }

    // MARK: Helpers

    /// The names of the views and modifiers a block calls, in source order.
    static func constructs(_ block: Block) -> [String] {
        var names: [String] = []
        func visit(_ block: Block) {
            for statement in block.statements {
                switch statement.kind {
                case .expression(let expression), .returnStatement(let expression):
                    visit(expression)
                case .ifStatement(let statement):
                    visit(statement.thenBlock)
                    switch statement.elseBranch {
                    case .block(let other): visit(other)
                    case .elseIf(let nested, _): visit(nested.thenBlock)
                    case nil: break
                    }
                case .switchStatement(let statement):
                    for switchCase in statement.cases { visit(switchCase.body) }
                case .letStatement(let statement): visit(statement.value)
                case .guardStatement(let statement): visit(statement.elseBlock)
                case .forStatement(let loop): visit(loop.body)
                case .conditionalCompilation(let directive):
                    for clause in directive.clauses { visit(clause.body) }
                case .assignment, .error: break
                }
            }
        }
        func visit(_ expression: Expr) {
            if case .call(let call) = expression.kind {
                switch call.callee.kind {
                case .identifier(let name) where name.name.first?.isUppercase == true:
                    names.append(name.name)
                case .member(_, let name, _): names.append("." + name.name)
                default: break
                }
            }
            expression.forEachChild({ visit($0) }, closures: { visit($0.body) })
        }
        visit(block)
        return names
    }

    /// The statements of `var body: some View { ... }` in `struct <name>`.
    static func bodyText(of view: String, in swift: String) -> String? {
        guard let start = swift.range(of: "struct \(view): View {"),
            let open = swift.range(
                of: "    var body: some View {\n", range: start.upperBound..<swift.endIndex),
            let close = swift.range(of: "\n    }\n}\n", range: open.upperBound..<swift.endIndex)
        else { return nil }
        return String(swift[open.upperBound..<close.lowerBound])
    }

    /// The type names an emitted file declares.
    static func declared(in file: EmittedFile) -> [String] {
        // Structs, and the functions of `extension View`.
        var inExtension = false
        return file.contents.split(separator: "\n").compactMap { line -> String? in
            if line.hasPrefix("extension View") { inExtension = true }
            if line == "}" { inExtension = false }
            let prefix = line.hasPrefix("struct ") ? "struct " : inExtension ? "    func " : nil
            guard let prefix, line.hasPrefix(prefix) else { return nil }
            return line.dropFirst(prefix.count).split(whereSeparator: { ":( ".contains($0) })
                .first.map(String.init)
        }
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// An activity's Lock Screen and Dynamic Island pasted as ActivityKit's
/// closures write them (issue 24): `lockScreen { context in ... }`,
/// `dynamicIsland { context in DynamicIsland { ... } compactLeading: ... }`
/// with region priorities and the island's modifiers.
@Suite struct DynamicIslandFormTests {
    static func activity(island: String, named: Bool = false) -> String {
        """
        activity A {
            platform: .iOS("17.0")
            attributes { name: String }
            state { title: String; minutes: Int }
            placeholder { name: "Noodle Bar"; title: "On the way"; minutes: 12 }
            lockScreen \(named ? "{" : "{ context in")
                Text(context.state.title)
            }
            dynamicIsland \(named ? "{" : "{ context in")
                \(island)
            }
        }
        """
    }

    static let island = """
        DynamicIsland {
                    DynamicIslandExpandedRegion(.leading, priority: 1) {
                        Text(context.attributes.name)
                    }
                    DynamicIslandExpandedRegion(.trailing) {
                        Text("\\(context.state.minutes) min")
                    }
                    .contentMargins(.trailing, 10)
                } compactLeading: {
                    Image(systemName: "bag")
                } compactTrailing: {
                    Text("\\(context.state.minutes)m")
                } minimal: {
                    Image(systemName: "bag")
                }
                .keylineTint(.orange)
                .widgetURL(URL(string: "app://order"))
                .contentMargins(.all, 6, for: .expanded)
        """

    static func compile(_ text: String) throws -> Archive {
        let analysis = Pipeline.analyze(SourceFile(path: "A.wdl", text: text))
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message.text))")
        return try #require(try Pipeline.compile(analysis).archive)
    }

    /// Both forms give the same presentations and views.
    @Test func theClosureFormArchivesAsTheNamedForm() throws {
        let closure = try Self.compile(Self.activity(island: Self.island))
        let named = try Self.compile(
            Self.activity(
                island: """
                    expanded {
                        leading { Text(attributes.name) }
                        trailing { Text("\\(state.minutes) min") }
                    }
                    compactLeading { Image(systemName: "bag") }
                    compactTrailing { Text("\\(state.minutes)m") }
                    minimal { Image(systemName: "bag") }
                    """, named: true))
        #expect(closure.metadata.surfaces == named.metadata.surfaces)
        #expect(closure.entries == named.entries)
        #expect(named.metadata.island.isEmpty)
    }

    /// Priorities and margins reach the archive, innermost first, and
    /// survive both encodings.
    @Test func prioritiesAndMarginsAreArchived() throws {
        let archive = try Self.compile(Self.activity(island: Self.island))
        let island = archive.metadata.island
        #expect(island.priorities == [.expandedLeading: 1])
        #expect(island.margin(.trailing, of: .expandedTrailing) == 10)
        #expect(island.margin(.leading, of: .expandedTrailing) == 6)
        #expect(island.margin(.top, of: .expandedLeading) == 6)
        #expect(island.margin(.top, of: .compactLeading) == nil)
        #expect(try ArchiveDecoder.decode(ArchiveEncoder.encode(archive)) == archive)
        #expect(try ArchiveJSON.decode(ArchiveJSON.encode(archive)) == archive)
        #expect(ArchiveFormat.minorVersion(for: archive.metadata) == 2)
    }

    /// What is not a Dynamic Island in the closure, each with its id.
    @Test(arguments: [
        ("Text(\"a\")", "misplaced-member"),
        (
            "DynamicIsland { Text(\"a\") } compactLeading: { } compactTrailing: { } minimal: { }",
            "misplaced-member"
        ),
        (
            "DynamicIsland { DynamicIslandExpandedRegion(.top) { } } compactLeading: { } compactTrailing: { } minimal: { }",
            "unknown-member"
        ),
        (
            "DynamicIsland { DynamicIslandExpandedRegion(.leading) { }; DynamicIslandExpandedRegion(.leading) { } } compactLeading: { } compactTrailing: { } minimal: { }",
            "duplicate-member"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { } maximal: { }",
            "unknown-member"
        ),
        (
            "DynamicIsland { DynamicIslandExpandedRegion(.leading, priority: \"high\") { } } compactLeading: { } compactTrailing: { } minimal: { }",
            "argument-type"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }.keylineTint(\"orange\")",
            "argument-type"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }.widgetURL(\"app://x\")",
            "argument-type"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }.padding(4)",
            "unknown-modifier"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }.contentMargins(.all, 4)",
            "argument-labels"
        ),
        (
            "DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }.contentMargins(.all, 4, for: .large)",
            "invalid-value"
        ),
    ])
    func whatIsNotAnIslandIsReported(_ island: String, _ id: String) {
        let analysis = Pipeline.analyze(
            SourceFile(path: "A.wdl", text: Self.activity(island: island)))
        var ids = Set(analysis.diagnostics.map(\.id.rawValue))
        if ids.isEmpty, let compiled = try? Pipeline.compile(analysis) {
            ids = Set(compiled.diagnostics.map(\.id.rawValue))
        }
        #expect(ids.contains(id), "\(analysis.diagnostics.map(\.message.text))")
    }

    /// A closure parameter other than WidgetKit's conventional name.
    @Test(arguments: ["lockScreen { ctx in", "dynamicIsland { ctx in"])
    func anotherParameterNameIsRefused(_ opening: String) {
        let text = Self.activity(island: Self.island)
            .replacingOccurrences(
                of: opening.replacingOccurrences(of: "ctx", with: "context"), with: opening)
        let parsed = parse(text)
        #expect(parsed.diagnostics.map(\.id.rawValue) == ["unsupported-swift"])
    }

    /// A widget's body may name its entry as StaticConfiguration does.
    @Test func aWidgetBodyTakesItsEntry() {
        let text = widget(body: "Text(\"a\")").replacingOccurrences(
            of: "body {", with: "body { entry in")
        let analysis = Pipeline.analyze(SourceFile(path: "W.wdl", text: text))
        #expect(!analysis.diagnostics.containsErrors, "\(analysis.diagnostics.map(\.message.text))")
    }

    /// The closure form prints as it is written, and reparses to the same tree.
    @Test func theClosureFormPrintsAsWritten() {
        expectPrintingKeeps(
            Self.activity(island: Self.island),
            [
                "DynamicIslandExpandedRegion(.leading, priority: 1)", "} compactLeading: {",
                ".contentMargins(.all, 6, for: .expanded)",
            ])
    }

    /// Helper views take what ActivityKit hands the closures, by its
    /// Swift types: the context, the attributes and the state.
    static let helpers = """
        struct Header: View {
            let context: ActivityViewContext<AAttributes>

            var body: some View {
                Text("\\(context.attributes.name): \\(context.state.title)")
            }
        }

        struct Minutes: View {
            var state: AAttributes.ContentState

            var body: some View {
                Text("\\(state.minutes) min")
            }
        }

        """

    @Test func helperViewsTakeTheActivitysTypes() throws {
        let text =
            Self.helpers
            + Self.activity(island: Self.island)
            .replacingOccurrences(
                of: "Text(context.state.title)",
                with: "Header(context: context)\n        Minutes(state: context.state)")
        let archive = try Self.compile(text)
        let lockScreen = try #require(archive.tree(for: .presentation(.lockScreen)))
        let dump = ArchiveDumper.dump(lockScreen)
        #expect(dump.contains("Noodle Bar: On the way"), "\(dump)")
        #expect(dump.contains("12 min"), "\(dump)")
        expectPrintingKeeps(text, ["ActivityViewContext<AAttributes>", "AAttributes.ContentState"])
    }

    /// A type that names no activity of the file is unknown.
    @Test(arguments: ["ActivityViewContext<BAttributes>", "AAttributes.State", "Array<Int>"])
    func otherGenericAndQualifiedTypesAreUnknown(_ type: String) {
        let text =
            "struct V: View {\n    let value: \(type)\n    var body: some View { Text(\"a\") }\n}\n"
            + Self.activity(island: Self.island)
        let analysis = Pipeline.analyze(SourceFile(path: "A.wdl", text: text))
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["unknown-type"])
    }
}

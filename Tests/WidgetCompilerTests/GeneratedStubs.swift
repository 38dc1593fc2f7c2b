import Foundation
import Testing
import WidgetArchive
import WidgetSnapshots

/// The stubs' modifiers, written from the schema's `swift` declarations:
/// one file per framework whose stub declares them (SwiftUI's, and the
/// modifiers WidgetKit adds). The tests compile this text with the
/// hand-written stubs; Tests/Stubs holds the same files for the plugin
/// fixture, which a golden test keeps current.
enum GeneratedStubs {
    /// The frameworks with generated modifiers.
    static let modules = ["SwiftUI", "WidgetKit", "Charts"]

    /// Where `module`'s generated file is kept, from the repository's root.
    static func path(_ module: String) -> String { "Tests/Stubs/\(module)Modifiers.swift" }

    /// `module`'s generated file: an extension per receiver (`View`,
    /// `Text`...), in the order the rows first name them, each holding one
    /// cited declaration per line, in tag order.
    static func file(_ module: String) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from the schema (ModifierTable's `swift` declarations) by",
            "// Tests/WidgetCompilerTests/GeneratedStubs.swift: do not edit. After a",
            "// schema change, WDL_RECORD_SNAPSHOTS=1 swift test --filter GeneratedStubTests",
            "// rewrites it.",
            module == "SwiftUI" ? "import Foundation" : "import SwiftUI",
        ]
        let declarations = ModifierTable.all.flatMap(\.swift).filter { $0.module == module }
        var receivers: [String] = []
        for declaration in declarations where !receivers.contains(declaration.receiver) {
            receivers.append(declaration.receiver)
        }
        for receiver in receivers {
            lines += extensionLines(receiver, declarations.filter { $0.receiver == receiver })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `extension Text {`, each declaration after its citation, and `}`.
    static func extensionLines(_ receiver: String, _ declarations: [SwiftDeclaration])
        -> [String]
    {
        let body = declarations.flatMap {
            [
                "    /// https://developer.apple.com/documentation/\($0.page)",
                "    " + Self.stub($0.text),
            ]
        }
        return ["", "extension \(receiver) {"] + body + ["}"]
    }

    /// `@available(iOS 16.1, *) public func activityBackgroundTint(…) -> some View { self }`.
    static func stub(_ text: String) -> String {
        let declaration = SwiftDeclaration.withoutAttributes(text[...])
        return "\(text[..<declaration.startIndex])public func \(declaration) { self }"
    }
}

/// The generated stub files are the schema's, and they declare every
/// modifier of the schema.
@Suite struct GeneratedStubTests {
    /// Recording (`WDL_RECORD_SNAPSHOTS=1`) rewrites the file and fails,
    /// like every golden; a later run verifies.
    @Test(arguments: GeneratedStubs.modules)
    func theGeneratedFileIsTheSchemas(_ module: String) throws {
        let url = repositoryRoot.appendingPathComponent(GeneratedStubs.path(module))
        let outcome = try GoldenFile(url).check(
            GeneratedStubs.file(module), record: GoldenFile.isRecordingRequested())
        if let failure = outcome.failureMessage(for: url.path) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: ModifierKind.allCases)
    func everyModifierHasAStub(_ kind: ModifierKind) {
        let declared = GeneratedStubs.modules.map(GeneratedStubs.file).contains { text in
            text.contains("func \(kind.name)(") || text.contains("func \(kind.name)<")
        }
        #expect(declared, "no stub declares .\(kind.name): give its row `swift:` declarations")
    }

    /// Each page is Apple's spelling of the name and labels, unless the row
    /// gives the path Apple tells overloads apart with.
    @Test(arguments: [
        ("allowsTightening(_ flag: Bool) -> some View", "view/allowstightening(_:)"),
        ("hidden() -> some View", "view/hidden()"),
        (
            "frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View",
            "view/frame(width:height:alignment:)"
        ),
        (
            "foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View",
            "view/foregroundstyle(_:_:)"
        ),
        (
            "@available(iOS 17.0, macOS 14.0, watchOS 10.0, *) containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View",
            "view/containerbackground(_:for:)"
        ),
        (
            "@_disfavoredOverload mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View",
            "view/mask(alignment:_:)"
        ),
    ])
    func pagesSpellNameAndLabels(_ text: String, _ page: String) {
        #expect(SwiftDeclaration(text).page == "swiftui/" + page)
        #expect(SwiftDeclaration(text, on: "Shape").page == "swiftui/shape/" + page.dropFirst(5))
        #expect(SwiftDeclaration(text, page: "widgetkit/x(_:)").page == "widgetkit/x(_:)")
    }

    @Test(arguments: [
        (
            "@_disfavoredOverload overlay<V: View>(_ overlay: V) -> some View",
            "@_disfavoredOverload public func overlay<V: View>(_ overlay: V) -> some View { self }"
        ),
        (
            "@available(iOS 16.1, *) activityBackgroundTint(_ color: Color?) -> some View",
            "@available(iOS 16.1, *) public func activityBackgroundTint(_ color: Color?) -> some View { self }"
        ),
        ("hidden() -> some View", "public func hidden() -> some View { self }"),
    ])
    func attributesGoBeforePublic(_ text: String, _ stub: String) {
        #expect(GeneratedStubs.stub(text) == stub)
    }
}

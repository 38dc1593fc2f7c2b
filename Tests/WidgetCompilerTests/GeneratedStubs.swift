import Foundation
import Testing
import WidgetArchive
import WidgetSnapshots

/// The SwiftUI stub's modifiers on `View`, written from the schema's
/// `swift` declarations. The tests compile this text with
/// Tests/Stubs/SwiftUI.swift; Tests/Stubs/SwiftUIModifiers.swift holds the
/// same text for the plugin fixture, which a golden test keeps current.
enum GeneratedStubs {
    /// Where the generated file is kept, from the repository's root.
    static let path = "Tests/Stubs/SwiftUIModifiers.swift"

    /// The generated file: an extension per receiver (`View`, `Text`...), in
    /// the order the rows first name them, each holding one cited
    /// declaration per line, in tag order.
    static var modifiers: String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from the schema (ModifierTable's `swift` declarations) by",
            "// Tests/WidgetCompilerTests/GeneratedStubs.swift: do not edit. After a",
            "// schema change, WDL_RECORD_SNAPSHOTS=1 swift test --filter GeneratedStubTests",
            "// rewrites it.",
            "import Foundation",
        ]
        let declarations = ModifierTable.all.flatMap(\.swift)
        var receivers: [String] = []
        for declaration in declarations where !receivers.contains(declaration.receiver) {
            receivers.append(declaration.receiver)
        }
        for receiver in receivers {
            lines += ["", "extension \(receiver) {"]
            for declaration in declarations where declaration.receiver == receiver {
                lines.append(
                    "    /// https://developer.apple.com/documentation/swiftui/\(declaration.page)")
                lines.append("    " + Self.stub(declaration.text))
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `@_disfavoredOverload public func overlay<…>(…) -> some View { self }`.
    static func stub(_ text: String) -> String {
        var attributes = ""
        var rest = text[...]
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            attributes += rest[...space]
            rest = rest[rest.index(after: space)...]
        }
        return "\(attributes)public func \(rest) { self }"
    }
}

/// The generated stub file is the schema's, and every modifier of the
/// schema is declared by the generated stubs or by a hand-written stub.
@Suite struct GeneratedStubTests {
    /// Recording (`WDL_RECORD_SNAPSHOTS=1`) rewrites the file and fails,
    /// like every golden; a later run verifies.
    @Test func theGeneratedFileIsTheSchemas() throws {
        let url = repositoryRoot.appendingPathComponent(GeneratedStubs.path)
        let outcome = try GoldenFile(url).check(
            GeneratedStubs.modifiers, record: GoldenFile.isRecordingRequested())
        if let failure = outcome.failureMessage(for: url.path) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// The hand-written stubs: what declares modifiers on `Text`, `Image`,
    /// `Shape` and in WidgetKit.
    static let handWritten: String = ["SwiftUI", "WidgetKit", "ActivityKit"].map {
        let url = repositoryRoot.appendingPathComponent("Tests/Stubs/\($0).swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }.joined()

    @Test(arguments: ModifierKind.allCases)
    func everyModifierHasAStub(_ kind: ModifierKind) {
        let declared = [GeneratedStubs.modifiers, Self.handWritten].contains { text in
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
            "@_disfavoredOverload mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View",
            "view/mask(alignment:_:)"
        ),
    ])
    func pagesSpellNameAndLabels(_ text: String, _ page: String) {
        #expect(SwiftDeclaration(text).page == page)
        #expect(SwiftDeclaration(text, on: "Shape").page == "shape/" + page.dropFirst(5))
        #expect(SwiftDeclaration(text, page: "view/x(_:)-1").page == "view/x(_:)-1")
    }

    @Test func attributesGoBeforePublic() {
        #expect(
            GeneratedStubs.stub("@_disfavoredOverload overlay<V: View>(_ overlay: V) -> some View")
                == "@_disfavoredOverload public func overlay<V: View>(_ overlay: V) -> some View { self }"
        )
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// A Live Activity's views as ActivityKit writes them (issue 24):
/// `context.state`, `context.attributes` and `context.isStale` read what
/// `state`, `attributes` and `isStale` read.
@Suite struct ActivityContextTests {
    static func archive(_ text: String) throws -> Archive {
        let analysis = Pipeline.analyze(SourceFile(path: "Riding.wdl", text: text))
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message.text))")
        return try #require(try Pipeline.compile(analysis).archive)
    }

    @Test func contextReadsTheStateAttributesAndStaleness() throws {
        let url = repositoryRoot.appendingPathComponent("Samples/Riding.wdl")
        let written = try String(contentsOf: url, encoding: .utf8)
        let pasted =
            written
            .replacingOccurrences(of: "\\(state.", with: "\\(context.state.")
            .replacingOccurrences(of: "Text(state.", with: "Text(context.state.")
            .replacingOccurrences(of: "\\(attributes.", with: "\\(context.attributes.")
            .replacingOccurrences(of: "if isStale {", with: "if context.isStale {")
        #expect(pasted.components(separatedBy: "context.").count >= 8)
        let original = try Self.archive(written)
        let context = try Self.archive(pasted)
        #expect(context.entries == original.entries)
    }

    /// `context` has exactly ActivityKit's three members, and a widget
    /// has no `context`.
    @Test(arguments: [
        ("Text(context.stat.fee.formatted())", "no-such-member"),
        ("Text(\"\\(context.state.fees)\")", "no-such-member"),
    ])
    func contextIsTyped(_ statement: String, _ id: String) {
        let text = """
            activity A {
                platform: .iOS("16.2")
                attributes { name: String }
                state { fee: Int }
                placeholder { name: "a"; fee: 1 }
                lockScreen {
                    \(statement)
                }
                dynamicIsland {
                    compactLeading { Text("a") }
                    compactTrailing { Text("b") }
                    minimal { Text("c") }
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "A.wdl", text: text))
        #expect(analysis.diagnostics.map(\.id.rawValue) == [id], "\(analysis.diagnostics)")
    }

    @Test func aWidgetHasNoContext() {
        let text = SwiftFormTests.file("", body: "Text(context.state.fee)")
        let analysis = Pipeline.analyze(SourceFile(path: "W.wdl", text: text))
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["unknown-name"])
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Markdown in a `Text` literal, as SwiftUI renders a LocalizedStringKey:
/// each styled piece is the run `Text + Text` would make.
@Suite struct MarkdownTextTests {
    @Test(arguments: [
        (
            "**Bold** and *italic*",
            #"Text("Bold").bold() + Text(" and ") + Text("italic").italic()"#
        ),
        ("__Bold__ _it_", #"Text("Bold").bold() + Text(" ") + Text("it").italic()"#),
        ("***Both***", #"Text("Both").bold().italic()"#),
        ("Run `wdl check` now", #"Text("Run ") + Text("wdl check").monospaced() + Text(" now")"#),
        ("~~old~~ new", #"Text("old").strikethrough() + Text(" new")"#),
        ("[Docs](https://example.com)!", #"Text("Docs").foregroundStyle(.tint) + Text("!")"#),
        (#"\*not\* italic"#, #"Text("*not* italic")"#),
        ("snake_case_name", #"Text("snake_case_name")"#),
        ("2 * 3 * 4", #"Text("2 * 3 * 4")"#),
        ("a ** b", #"Text("a ** b")"#),
        ("*unclosed", #"Text("*unclosed")"#),
    ])
    func markdownBecomesRuns(_ literal: String, _ dumped: String) throws {
        let escaped = literal.replacingOccurrences(of: "\\", with: "\\\\")
        let archive = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: "Text(\"\(escaped)\")"))
        let tree = try #require(archive.entries.first?.trees.first)
        #expect(ArchiveDumper.dump(tree).contains(dumped), "\(ArchiveDumper.dump(tree))")
    }

    /// An interpolated value takes the style around it; `verbatim:` and a
    /// String value are drawn as written, as SwiftUI draws them.
    @Test func interpolationAndVerbatim() throws {
        let body = """
            Text("**\\(entry.count)** left")
            Text(verbatim: "**as written**")
            Text(entry.note)
            """
        let header =
            "    entry { count: Int; note: String }\n    placeholder { count: 3; note: \"*raw*\" }\n"
        let archive = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: body, members: header))
        let dump = ArchiveDumper.dump(try #require(archive.entries.first?.trees.first))
        #expect(dump.contains(#"Text("3").bold() + Text(" left")"#), "\(dump)")
        #expect(dump.contains(#"Text("**as written**")"#), "\(dump)")
        #expect(dump.contains(#"Text("*raw*")"#), "\(dump)")
    }
}

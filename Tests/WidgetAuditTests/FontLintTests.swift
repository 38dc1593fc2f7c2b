import Testing
import WidgetAudit
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// `custom-font`: a custom font name no font file beside the source has
/// is a note at the name, once per name.
@Suite struct FontLintTests {
    static let rows: [(body: String, expected: [String])] = [
        (#"Text("a").font(.custom("Avenir Next", size: 12))"#, ["Avenir Next"]),
        (#"Text("a").font(Font.custom("Menlo", fixedSize: 12))"#, ["Menlo"]),
        (
            #"VStack { Text("a").font(.custom("A", size: 9)); Text("b").font(.custom("A", size: 9)) }"#,
            ["A"]
        ),
        (#"Text("a").font(.system(size: 12))"#, []),
    ]

    @Test(arguments: rows)
    func missingFaceIsANoteAtItsName(_ body: String, _ expected: [String]) throws {
        let text = """
            widget T {
                kind: "T"
                families: [.systemSmall]
                placeholder { date: "2026-11-21T09:00:00Z" }
                body {
                    \(body)
                        .containerBackground(for: .widget) { Color.clear }
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: text))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let found = FontLint.check(analysis, fonts: FontLibrary())
        #expect(found.count == expected.count)
        for (diagnostic, name) in zip(found, expected) {
            #expect(diagnostic.id == .customFont && diagnostic.severity == .note)
            #expect(
                diagnostic.message.text
                    == "no font file beside the source has a face named '\(name)': its text is measured and drawn in the system font; put the .ttf or .otf file beside the source or in Fonts/"
            )
            let quoted = try #require(text.range(of: "\"\(name)\""))
            #expect(
                Int(diagnostic.range.start)
                    == text.utf8.distance(from: text.startIndex, to: quoted.lowerBound))
        }
    }
}

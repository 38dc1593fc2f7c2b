import Testing
import WidgetAudit
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// `content-overflow`: a text the family's canvas cuts, found by laying
/// the placeholder out; one warning per family, at the family in the header.
@Suite struct LayoutLintTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let family: String
        let body: String
        /// The message's words, or nil when nothing is cut.
        let expected: String?
        var testDescription: String { name }
    }

    static let twelveLines = (1...12).map { #"Text("Line \#($0)")"# }.joined(separator: "; ")

    static let rows: [Row] = [
        Row(
            name: "too tall for accessoryRectangular", family: "accessoryRectangular",
            body: "VStack { \(twelveLines) }",
            expected:
                #"content is taller than accessoryRectangular (160x72 pt): "Line 1" is cut at the canvas's top edge (and 9 more texts), as the device cuts it"#
        ),
        Row(
            name: "too wide for systemSmall", family: "systemSmall",
            body: #"Text("A line that does not wrap at all").fixedSize()"#,
            expected:
                #"content is wider than systemSmall (162x162 pt): "A line that does not wrap at all" is cut at the canvas's leading edge, as the device cuts it"#
        ),
        Row(
            name: "offset past the bottom", family: "systemSmall",
            body: #"Text("Moved").offset(y: 100)"#,
            expected:
                #"content is taller than systemSmall (162x162 pt): "Moved" is cut at the canvas's bottom edge, as the device cuts it"#
        ),
        Row(
            name: "fits", family: "accessoryRectangular",
            body: #"VStack { Text("Line 1"); Text("Line 2") }"#, expected: nil),
        Row(
            name: "clipped on purpose", family: "systemSmall",
            body:
                #"Text("A line that does not wrap at all").fixedSize().frame(width: 50).clipped()"#,
            expected: nil),
        Row(
            name: "truncated, not cut", family: "systemSmall",
            body: #"Text("A line that does not wrap at all").lineLimit(1)"#, expected: nil),
    ]

    /// An activity's small layout is laid out in the smallest watch's Smart
    /// Stack and every CarPlay size; what cuts is reported at `.small`.
    @Test(arguments: [
        (
            "VStack { Text(\"Ride\").font(.title); Text(\"12 km\") }", [String]()
        ),
        (
            "VStack { \(twelveLines) }",
            [
                #"content is taller than smartStack on watch-40mm (152x69.5 pt): "Line 1" is cut at the canvas's top edge (and 9 more texts), as the device cuts it"#,
                #"content is taller than carPlay on carplay-narrow (170x78 pt): "Line 1" is cut at the canvas's top edge (and 9 more texts), as the device cuts it"#,
            ]
        ),
    ])
    func smallActivityFamilyIsLaidOut(_ lockScreen: String, _ expected: [String]) throws {
        let text = """
            activity A {
                platform: .iOS("18.0")
                supplementalActivityFamilies: [.small]
                attributes { name: String }
                state { n: Int }
                placeholder { name: "x"; n: 1 }
                lockScreen { \(lockScreen) }
                dynamicIsland {
                    expanded { leading { Text("a") } }
                    compactLeading { Text("a") }
                    compactTrailing { Text("b") }
                    minimal { Text("m") }
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "a.wdl", text: text))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let found = LayoutLint.check(analysis, assets: SourceAssets.none)
        #expect(found.map(\.message.text) == expected)
        let small = try #require(text.range(of: ".small")).lowerBound
        for diagnostic in found {
            #expect(
                Int(diagnostic.range.start) == text.utf8.distance(from: text.startIndex, to: small))
        }
    }

    @Test(arguments: rows)
    func cutTextIsReported(_ row: Row) throws {
        let text = """
            widget T {
                kind: "T"
                families: [.\(row.family)]
                placeholder { date: "2026-11-21T09:00:00Z" }
                body {
                    \(row.body)
                        .containerBackground(for: .widget) { Color.clear }
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: text))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let found = LayoutLint.check(analysis, assets: SourceAssets.none)
        #expect(found.map(\.message.text) == [row.expected].compactMap { $0 })
        if let diagnostic = found.first {
            #expect(diagnostic.id == .contentOverflow && diagnostic.severity == .warning)
            #expect(diagnostic.family == row.family)
            let familyOffset = try #require(text.range(of: ".\(row.family)")).lowerBound
            #expect(
                Int(diagnostic.range.start)
                    == text.utf8.distance(
                        from: text.startIndex, to: familyOffset))
        }
    }

    /// Without its placeholders kept, an analysis has nothing to lay out.
    @Test func anAnalysisWithoutPlaceholdersFindsNothing() {
        let text = """
            widget T {
                kind: "T"
                families: [.accessoryRectangular]
                body { VStack { \(Self.twelveLines) }.containerBackground(for: .widget) { Color.clear } }
            }
            """
        let analysis = Pipeline.analyze(
            SourceFile(path: "t.wdl", text: text), keepsPlaceholders: false)
        #expect(LayoutLint.check(analysis, assets: SourceAssets.none).isEmpty)
    }
}

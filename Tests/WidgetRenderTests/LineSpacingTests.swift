import Testing
import WidgetArchive

@testable import WidgetRender

/// `lineSpacing(_:)`: SwiftUI puts the points between a text's lines, not
/// after the last, and the value is inherited by the texts below.
struct LineSpacingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        /// Lines drawn, and the spacings between them the height holds.
        let lines: Int
        let spacing: Double
        var testDescription: String { body }
    }

    static let rows: [Row] = [
        Row(body: #"Text("a\nb").lineSpacing(6)"#, lines: 2, spacing: 6),
        Row(body: #"Text("a\nb\nc").lineSpacing(4)"#, lines: 3, spacing: 4),
        // One line has no spacing to add.
        Row(body: #"Text("a").lineSpacing(10)"#, lines: 1, spacing: 10),
        // Inherited from a container, as an environment value.
        Row(body: #"VStack { Text("a\nb") }.lineSpacing(5)"#, lines: 2, spacing: 5),
        // CHOICE: negative spacing counts as none.
        Row(body: #"Text("a\nb").lineSpacing(-4)"#, lines: 2, spacing: 0),
    ]

    @Test(arguments: rows)
    func heightHoldsTheSpacingBetweenLines(_ row: Row) throws {
        let text = try #require(
            texts(try layout(row.body + ".containerBackground(for: .widget) { Color.white }")).first
        )
        let lineHeight = ResolvedFont.body.lineHeight
        #expect(text.lines.count == row.lines)
        #expect(
            abs(
                text.frame.height
                    - (Double(row.lines) * lineHeight + Double(row.lines - 1) * row.spacing)) < 0.01
        )
    }

    /// A height that holds two lines and their spacing but not a third
    /// keeps two, the second ending in "…".
    @Test func aFrameLimitsTheLinesWithTheirSpacing() throws {
        let lineHeight = ResolvedFont.body.lineHeight
        let body =
            #"Text("one\ntwo\nthree").lineSpacing(10).frame(height: \#(2 * lineHeight + 10 + 1))"#
        let text = try #require(
            texts(try layout(body + ".containerBackground(for: .widget) { Color.white }")).first)
        #expect(text.lines == ["one", "two…"])
    }

    /// The SVG draws each line a line height and the spacing below the last.
    @Test func linesAreDrawnApart() throws {
        let made = try layout(
            #"Text("a\nb").lineSpacing(12).containerBackground(for: .widget) { Color.white }"#)
        let svg = SVGRenderer.render(made)
        let ys = svg.matches(of: /<text x="[0-9.]+" y="([0-9.]+)"/).compactMap { Double($0.1) }
        #expect(ys.count == 2)
        if ys.count == 2 {
            #expect(abs(ys[1] - ys[0] - (ResolvedFont.body.lineHeight + 12)) < 0.02)
        }
    }
}

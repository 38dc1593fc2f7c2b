import Testing
import WidgetArchive

@testable import WidgetRender

/// `GeometryReader` takes the space it is offered and lays its content
/// out from the top leading corner; lengths that read `proxy.size` are
/// worked out for that space (`ReaderContent`).
struct GeometryReaderTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        /// The frame of the one `Color` inside, in canvas points.
        let expected: Rect
        var testDescription: String { body }
    }

    // systemMedium: 338 x 158 with 16 pt margins, so the reader is 306 x 126 at (16, 16).
    static let rows: [Row] = [
        Row(
            body:
                "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 20) }",
            expected: Rect(x: 16, y: 16, width: 153, height: 20)),
        Row(
            body:
                "GeometryReader { geo in Color.red.frame(width: min(geo.size.width, geo.size.height), height: geo.size.height - 6) }",
            expected: Rect(x: 16, y: 16, width: 126, height: 120)),
        Row(
            body:
                "GeometryReader { p in Color.red.frame(width: 10, height: 10).padding(.leading, p.frame(in: .local).midX) }",
            expected: Rect(x: 169, y: 16, width: 10, height: 10)),
        // The shorthand name, and a reader in a fixed frame.
        Row(
            body:
                "VStack { GeometryReader { Color.red.frame(width: $0.size.width * 0.25) } }.frame(width: 100, height: 40)",
            expected: Rect(x: 119, y: 59, width: 25, height: 40)),
    ]

    @Test(arguments: rows)
    func contentReadsTheReadersSize(_ row: Row) throws {
        let made = try layout(row.body + ".containerBackground(for: .widget) { Color.white }")
        let colors = nodes(made.root).filter { $0.name == "Color" }.map(\.frame)
        #expect(colors == [row.expected])
    }

    /// Offered no size (inside `fixedSize`), a reader is SwiftUI's 10 x 10.
    @Test func idealSizeIsTenPoints() throws {
        let made = try layout(
            "GeometryReader { _ in Color.red }.fixedSize().containerBackground(for: .widget) { Color.white }"
        )
        let reader = try #require(nodes(made.root).first { $0.name == "GeometryReader" })
        #expect(reader.frame.width == 10 && reader.frame.height == 10)
    }

    /// A reader inside a reader measures its own size.
    @Test func anInnerReaderHasItsOwnSize() throws {
        let made = try layout(
            "GeometryReader { outer in GeometryReader { inner in Color.red.frame(width: inner.size.width / 2) }.frame(width: outer.size.width / 3) }.containerBackground(for: .widget) { Color.white }"
        )
        let color = try #require(nodes(made.root).first { $0.name == "Color" })
        #expect(color.frame.width == 51)
    }
}

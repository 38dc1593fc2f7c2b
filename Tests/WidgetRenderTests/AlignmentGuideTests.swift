import Testing
import WidgetArchive

@testable import WidgetRender

/// `alignmentGuide`: a stack lines its views up on their guides for its
/// own alignment (the furthest guide is the line), and grows to hold them.
@Suite struct AlignmentGuideTests {
    /// The x of each text of a leading VStack whose second text sets its guide.
    static func xs(_ guide: String) throws -> [Double] {
        let made = try layout(
            #"VStack(alignment: .leading) { Text("Temperature"); Text("21°")"# + guide
                + #"; Text("Indented") }.containerBackground(for: .widget) { Color.white }"#)
        let found = texts(made)
        let left = found.map(\.frame.x).min() ?? 0
        return found.map { $0.frame.x - left }
    }

    @Test func aTrailingGuideHangsTheViewBeforeTheLine() throws {
        let made = try layout(
            #"VStack(alignment: .leading) { Text("Temperature"); Text("21°").alignmentGuide(.leading) { d in d[.trailing] } }.containerBackground(for: .widget) { Color.white }"#
        )
        let found = texts(made)
        // The second text ends where the first begins.
        #expect(abs(found[1].frame.maxX - found[0].frame.x) < 0.01, "\(found.map(\.frame))")
    }

    @Test(arguments: [
        (".alignmentGuide(.leading) { _ in -20 }", [0.0, 20, 0]),
        (".alignmentGuide(.leading) { d in d.width / 2 - d.width / 2 }", [0.0, 0, 0]),
        // A guide for another alignment leaves a leading stack as it is.
        (".alignmentGuide(.trailing) { _ in 50 }", [0.0, 0, 0]),
    ])
    func guidesMoveViewsAcross(_ guide: String, _ expected: [Double]) throws {
        let found = try Self.xs(guide)
        #expect(zip(found, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(found)")
    }

    @Test func anHStackLinesUpTopGuides() throws {
        let made = try layout(
            #"HStack(alignment: .top) { Color.red.frame(width: 10, height: 40); Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.bottom] } }.containerBackground(for: .widget) { Color.white }"#
        )
        let colors = nodes(made.root).filter { $0.name == "Color" }.map(\.frame)
        // The blue square's bottom is on the red bar's top.
        #expect(abs(colors[1].maxY - colors[0].y) < 0.01, "\(colors)")
    }
}

import Testing
import WidgetArchive

@testable import WidgetRender

/// A widget for iOS 17 without `containerBackground`: a device shows
/// "Please adopt containerBackground API" in place of its content.
@Suite struct ContainerBackgroundNoticeTests {
    static let content = #"Text("Quarterly")"#

    /// The drawn render has the message and none of the content.
    @Test(arguments: [
        WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryCircular,
        .accessoryRectangular, .accessoryInline,
    ])
    func theMessageReplacesTheContent(_ family: WidgetFamily) throws {
        let result = try layout(Self.content, family: family)
        #expect(result.needsContainerBackground)
        let svg = SVGRenderer.render(result)
        let ascii = ASCIIRenderer.render(result)
        #expect(!svg.contains("Quarterly"))
        #expect(!ascii.contains("Quarterly"))
        #expect(svg.contains(">Please adopt"))
        #expect(ascii.contains("Please adopt"))
        // Not a veil over the content: no translucent black plate.
        #expect(!svg.contains("fill=\"#000000\" fill-opacity=\"0.55\""))
    }

    /// With a container background the content is drawn and the message is not.
    @Test(arguments: [WidgetFamily.systemSmall, .accessoryCircular])
    func aContainerBackgroundKeepsTheContent(_ family: WidgetFamily) throws {
        let result = try layout(
            Self.content + ".containerBackground(for: .widget) { Color.white }", family: family)
        #expect(!result.needsContainerBackground)
        #expect(SVGRenderer.render(result).contains("Quarterly"))
        #expect(!SVGRenderer.render(result).contains("Please adopt"))
        #expect(!TextRenderer.render(result).contains("notice:"))
    }

    /// The layout dump keeps the tree and says the device shows the message instead.
    @Test func theDumpSaysTheContentIsNotShown() throws {
        let dump = TextRenderer.render(try layout(Self.content, family: .systemSmall))
        #expect(dump.contains("Text \"Quarterly\""))
        #expect(
            dump.contains(
                "notice: Please adopt containerBackground API, shown instead of the content"))
    }

    /// The SVG's lines of the message fit the canvas.
    @Test(arguments: [
        WidgetFamily.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline,
    ])
    func theMessageFitsTheCanvas(_ family: WidgetFamily) throws {
        let result = try layout(Self.content, family: family)
        let svg = SVGRenderer.render(result)
        let sizes = svg.matches(of: /font-size="([0-9.]+)" font-weight="600"/).compactMap {
            Double($0.1)
        }
        #expect(!sizes.isEmpty, "the notice is drawn")
        for size in sizes {
            var font = ResolvedFont.body
            font.size = size
            font.weight = .semibold
            let lines = ContainerBackgroundNotice.lines(within: result.canvas.width * 0.9) {
                FontMetrics.width(of: $0, in: font)
            }
            #expect(
                lines.allSatisfy {
                    FontMetrics.width(of: $0, in: font) <= result.canvas.width * 0.9 + 0.01
                })
        }
    }

    /// Words wrap greedily; a word wider than the limit has its own line.
    @Test(
        arguments: [
            (100.0, ["Please adopt containerBackground API"]),
            (20, ["Please adopt", "containerBackground", "API"]),
            (24, ["Please adopt", "containerBackground API"]),
            (5, ["Please", "adopt", "containerBackground", "API"]),
        ] as [(Double, [String])])
    func messageWrapsBetweenWords(_ limit: Double, _ expected: [String]) {
        #expect(ContainerBackgroundNotice.lines(within: limit) { Double($0.count) } == expected)
    }
}

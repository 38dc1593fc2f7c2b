import Testing
import WidgetArchive

@testable import WidgetRender

/// `AccessoryWidgetGroup` on the 45 mm watch (accessoryRectangular
/// 184 x 80.5): a label row, then up to three squares of 56.5 points in
/// equal columns, masked by the style's shape
/// (`AccessoryWidgetGroupGeometry`).
struct AccessoryWidgetGroupTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let views: Int
        let style: String
        /// The squares' left edges, in order.
        let lefts: [Double]
        let mask: ShapeKind
        var testDescription: String { "\(views) views, \(style)" }
    }

    /// Columns are 184 / n wide, each square centred in its column.
    static let rows: [Row] = [
        Row(views: 1, style: ".circular", lefts: [63.75], mask: .circle),
        Row(views: 2, style: ".automatic", lefts: [17.75, 109.75], mask: .circle),
        Row(
            views: 3, style: ".roundedSquare", lefts: [2.42, 63.75, 125.08],
            mask: .roundedRectangle(14.125)),
        // A fourth view is not drawn.
        Row(views: 4, style: ".circular", lefts: [2.42, 63.75, 125.08], mask: .circle),
    ]

    @Test(arguments: rows)
    func squaresShareTheWidth(_ row: Row) throws {
        let content = (0..<row.views).map { "Text(\"\($0)\")" }.joined(separator: "\n")
        let made = try archive(
            widgetSource(
                "AccessoryWidgetGroup(\"Tides\", systemImage: \"water.waves\") {\n\(content)\n}"
                    + ".accessoryWidgetGroupStyle(\(row.style))"
                    + ".containerBackground(.clear, for: .widget)",
                family: "accessoryRectangular", header: "platform: .watchOS(\"11.0\")"))
        let watch = try #require(DeviceCatalog.device(named: "watch-45mm"))
        let environment = DisplayEnvironment(
            surface: .family(.accessoryRectangular), device: watch, now: made.entries[0].date)
        let layout = try WidgetLayout.make(made, environment: environment)
        let squares = nodes(layout.root).filter { $0.clip != nil }
        #expect(squares.map { ($0.frame.x * 100).rounded() / 100 } == row.lefts)
        #expect(squares.allSatisfy { $0.frame.width == 56.5 && $0.frame.height == 56.5 })
        #expect(squares.allSatisfy { $0.clip == row.mask })
        let label = try #require(nodes(layout.root).first { $0.name == "Label" })
        #expect(label.frame.x == 0 && label.frame.y >= 0)
        #expect(squares.allSatisfy { $0.frame.y >= label.frame.maxY })
    }

    /// At every text size the label row grows with its font and the
    /// squares shrink to stay inside the widget.
    @Test(arguments: [DynamicTypeSize.large, .xxxLarge, .accessibility3])
    func squaresStayInsideAtEveryTextSize(_ size: DynamicTypeSize) throws {
        let made = try archive(
            widgetSource(
                "AccessoryWidgetGroup(\"Tides\") { Text(\"1\")\nText(\"2\")\nText(\"3\") }"
                    + ".containerBackground(.clear, for: .widget)",
                family: "accessoryRectangular", header: "platform: .watchOS(\"11.0\")"))
        let watch = try #require(DeviceCatalog.device(named: "watch-41mm"))
        var environment = DisplayEnvironment(
            surface: .family(.accessoryRectangular), device: watch, now: made.entries[0].date)
        environment.dynamicTypeSize = size
        let layout = try WidgetLayout.make(made, environment: environment)
        let squares = nodes(layout.root).filter { $0.clip != nil }
        #expect(squares.count == 3)
        #expect(squares.allSatisfy { $0.frame.maxY <= 72.5 + 0.01 && $0.frame.width > 0 })
    }
}

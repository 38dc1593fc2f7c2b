import Testing
import WidgetArchive

@testable import WidgetRender

/// `LazyVGrid` and `LazyHGrid` as SwiftUI lays them out when they do not
/// scroll (`LazyGridSpec`): columns from the `GridItem`s, cells row by row.
struct LazyGridTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let columns: String
        /// The cells' frames' x and width, left to right in the first row.
        let expected: [(x: Double, width: Double)]
        var testDescription: String { columns }
    }

    /// A 306 pt wide grid (systemMedium's 338 less 16 pt margins) of
    /// cells that fill their column.
    static let rows: [Row] = [
        // Three flexible columns share the width less two 8 pt gaps.
        Row(
            columns: "Array(repeating: GridItem(.flexible()), count: 3)",
            expected: [(16, 96.67), (120.67, 96.67), (225.33, 96.67)]),
        // A fixed column keeps its size; the flexible one takes the rest.
        Row(
            columns: "[GridItem(.fixed(50), spacing: 6), GridItem(.flexible())]",
            expected: [(16, 50), (72, 250)]),
        // A flexible maximum holds; the other takes what it leaves.
        Row(
            columns: "[GridItem(.flexible(maximum: 40)), GridItem(.flexible())]",
            expected: [(16, 40), (64, 258)]),
        // Adaptive: as many 60 pt columns as fit (4: 4 x 60 + 3 x 8 <= 306), sharing the width.
        Row(
            columns: "[GridItem(.adaptive(minimum: 60))]",
            expected: [(16, 70.5), (94.5, 70.5), (173, 70.5), (251.5, 70.5)]),
    ]

    @Test(arguments: rows)
    func columnsShareTheWidth(_ row: Row) throws {
        let cells = (1...8).map { _ in "Color.red.frame(height: 10)" }.joined(separator: "; ")
        let made = try layout(
            "LazyVGrid(columns: \(row.columns)) { \(cells) }.containerBackground(for: .widget) { Color.white }"
        )
        let frames = nodes(made.root).filter { $0.name == "Color" }.map(\.frame)
        let firstRow = frames.filter { $0.y == frames[0].y }
        #expect(firstRow.count == row.expected.count)
        for (frame, expected) in zip(firstRow, row.expected) {
            #expect(abs(frame.x - expected.x) < 0.01 && abs(frame.width - expected.width) < 0.01)
        }
        // The next row starts 8 pt below the first.
        let second = try #require(frames.first { $0.y > frames[0].y })
        #expect(abs(second.y - frames[0].maxY - 8) < 0.01)
    }

    /// A cell sits in its column as its item's alignment says.
    @Test func cellsAlignInTheirColumn() throws {
        let made = try layout(
            #"LazyVGrid(columns: [GridItem(.flexible(), alignment: .leading), GridItem(.flexible(), alignment: .trailing)], spacing: 4) { Text("a"); Text("b"); Text("c") }.containerBackground(for: .widget) { Color.white }"#
        )
        let frames = texts(made).map(\.frame)
        #expect(frames[0].x == 16)
        #expect(abs(frames[1].maxX - 322) < 0.01)
        #expect(abs(frames[2].y - frames[0].maxY - 4) < 0.01)
    }

    /// A horizontal grid fills rows top to bottom, then the next column.
    @Test func aHorizontalGridFillsColumns() throws {
        let made = try layout(
            #"LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 10) { Text("a"); Text("b"); Text("c") }.containerBackground(for: .widget) { Color.white }"#
        )
        let frames = texts(made).map(\.frame)
        #expect(abs((frames[0].x + frames[0].maxX) - (frames[1].x + frames[1].maxX)) < 0.02)
        #expect(frames[1].y > frames[0].y)
        #expect(frames[2].x > frames[0].maxX + 9.99)
    }
}

/// A Grid's cell modifiers: `gridColumnAlignment` aligns a whole column,
/// `gridCellAnchor` one cell, `gridCellUnsizedAxes` leaves a cell out of
/// the sizing (a Divider across the grid).
struct GridCellModifierTests {
    static let grid = #"""
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 100, height: 20); Color.blue.frame(width: 10, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 10); Color.yellow.frame(width: 50, height: 10) }
        }
        """#

    static func frames(_ first: String) throws -> [String: Rect] {
        let body = grid.replacingOccurrences(
            of: "Color.green.frame(width: 10, height: 10)",
            with: "Color.green.frame(width: 10, height: 10)\(first)")
        let made = try layout(body + ".containerBackground(for: .widget) { Color.white }")
        var frames: [String: Rect] = [:]
        for node in nodes(made.root) where node.name == ".frame" {
            if case .fill = node.children.first?.kind, let paint = node.children.first?.paint,
                case .color(let color) = paint
            {
                frames[color.hex] = node.frame
            }
        }
        return frames
    }

    @Test func columnAlignmentAlignsTheColumn() throws {
        let plain = try Self.frames("")
        let leading = try Self.frames(".gridColumnAlignment(.leading)")
        let green = Palette.system(.green, .light).hex
        let red = Palette.system(.red, .light).hex
        #expect(plain[green]!.x == plain[red]!.x + 45)
        #expect(leading[green]!.x == leading[red]!.x)
    }

    @Test func anchorPlacesOneCell() throws {
        let anchored = try Self.frames(".gridCellAnchor(.bottomTrailing)")
        let green = Palette.system(.green, .light).hex
        let red = Palette.system(.red, .light).hex
        #expect(anchored[green]!.maxX == anchored[red]!.maxX)
    }

    @Test func unsizedCellsTakeWhatTheOthersGive() throws {
        let plain = try Self.frames("")
        let unsized = try Self.frames(".frame(width: 300).gridCellUnsizedAxes(.horizontal)")
        let red = Palette.system(.red, .light).hex
        // The first column stays as wide as the red cell makes it.
        #expect(unsized[red]!.width == plain[red]!.width)
    }
}

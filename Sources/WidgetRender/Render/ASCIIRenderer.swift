/// Draws a laid-out widget as a character grid for a terminal: one
/// column per 5 pt and one row per 10 pt (a terminal cell is about twice
/// as tall as it is wide, and a medium widget fits 80 columns), with the
/// widget's outline, its texts where they are laid out, and simple marks
/// for images, shapes and controls.
public enum ASCIIRenderer {
    static let pointsPerColumn = 5.0
    static let pointsPerRow = 10.0

    /// The grid, one line per row, ending with a newline. The outline is
    /// drawn around the canvas's cells, never over them, and content is
    /// cut at the canvas's edge as the device cuts it.
    public static func render(_ layout: WidgetLayout) -> String {
        var grid = Grid(
            columns: max(2, Int((layout.canvas.width / pointsPerColumn).rounded())),
            rows: max(1, Int((layout.canvas.height / pointsPerRow).rounded())))
        let circle = layout.cornerRadius == nil
        let outlined = layout.cornerRadius != 0
        if outlined { grid.border(rounded: (layout.cornerRadius ?? 1) > 0 || circle) }
        if layout.needsContainerBackground {
            writeNotice(into: &grid)
        } else {
            for node in layout.background { draw(node, into: &grid, depth: 0) }
            draw(layout.root, into: &grid, depth: 0)
        }
        return grid.lines(outlined: outlined).map { String($0).trimmingTrailingSpaces }.joined(
            separator: "\n") + "\n"
    }

    /// `ContainerBackgroundNotice` in place of the content: its lines
    /// centred inside the outline.
    private static func writeNotice(into grid: inout Grid) {
        let room = max(1, grid.columns - 2)
        let lines = ContainerBackgroundNotice.lines(within: Double(room)) { Double($0.count) }
        let top = max(1, (grid.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.write(
                line, column: max(1, (grid.columns - line.count) / 2), row: top + index, limit: room
            )
        }
    }

    /// A cell index, clamped so that any coordinate converts safely; the
    /// canvas's cells start at 1, inside the outline's ring.
    private static func cell(_ value: Double, _ size: Double) -> Int {
        let index = (value / size).rounded(.down)
        guard index.isFinite else { return 1 }
        return Int(max(-100_000, min(100_000, index))) + 1
    }

    private static func column(_ x: Double) -> Int { cell(x, pointsPerColumn) }
    /// How many columns a length takes.
    private static func span(_ length: Double) -> Int { cell(length, pointsPerColumn) - 1 }
    private static func row(_ y: Double) -> Int { cell(y, pointsPerRow) }

    private static func draw(_ node: LayoutNode, into grid: inout Grid, depth: Int) {
        guard depth < 512 else { return }
        let frame = node.frame
        switch node.kind {
        case .text(let content):
            guard let layout = node.textLayout else { break }
            for (index, line) in layout.lines.enumerated() {
                let text =
                    content.redacted
                    ? String(repeating: "▆", count: max(1, min(1000, span(line.width))))
                    : content.printed(line.fragments.map(\.text).joined()) { _ in "◆" }
                let y = frame.y + Double(index) * layout.linePitch + layout.lineHeight / 2
                let x = frame.x + (frame.width - line.width) * content.alignment
                grid.write(
                    text, column: column(x), row: row(y), limit: max(1, span(frame.maxX - x) + 1))
            }
        case .image(let image):
            let mark = image.systemName != nil ? "◆" : "▣"
            grid.fill(
                column(frame.x), row(frame.y), column(frame.maxX - 0.01), row(frame.maxY - 0.01),
                with: image.systemName != nil ? " " : "·")
            grid.write(
                mark, column: column(frame.x + frame.width / 2),
                row: row(frame.y + frame.height / 2), limit: 1)
        case .chart(let spec):
            // Bars and rectangles as blocks, the labels where they are drawn.
            for primitive in ChartGeometry(spec, in: frame).primitives {
                switch primitive {
                case .rect(let rect, _, _):
                    grid.fill(
                        column(rect.x), row(rect.y), column(rect.maxX - 0.01),
                        row(rect.maxY - 0.01), with: "█")
                case .text(let words, let at, let anchor, _, _):
                    let width = Double(words.count) * pointsPerColumn
                    let x =
                        anchor == "middle"
                        ? at.x - width / 2 : anchor == "end" ? at.x - width : at.x
                    grid.write(words, column: column(x), row: row(at.y - 1), limit: words.count)
                default: break
                }
            }
        case .gauge(let gauge):
            let percent = "\(Int((gauge.fraction * 100).rounded()))%"
            if gauge.style.isCircular {
                grid.write(
                    "(\(percent))", column: column(frame.x + frame.width / 2) - 2,
                    row: row(frame.maxY - 1), limit: 6)
            } else {
                let width = max(1, min(1000, column(frame.maxX) - column(frame.x)))
                let filled = max(0, min(width, Int((Double(width) * gauge.fraction).rounded())))
                grid.write(
                    String(repeating: "█", count: filled)
                        + String(repeating: "░", count: width - filled), column: column(frame.x),
                    row: row(frame.maxY - 1), limit: width)
            }
        case .progress(let progress):
            let width = max(1, min(1000, column(frame.maxX) - column(frame.x)))
            let filled = max(
                0, min(width, Int((Double(width) * (progress.fraction ?? 0)).rounded())))
            grid.write(
                progress.circular
                    ? "◌"
                    : String(repeating: "█", count: filled)
                        + String(repeating: "░", count: width - filled),
                column: column(frame.x), row: row(frame.maxY - 1), limit: width)
        case .toggle(let isOn):
            grid.write(
                isOn ? "[ ●]" : "[○ ]", column: column(frame.maxX) - 4,
                row: row(frame.y + frame.height / 2), limit: 4)
        case .divider:
            grid.write(
                String(
                    repeating: "─", count: max(1, min(1000, column(frame.maxX) - column(frame.x)))),
                column: column(frame.x), row: row(frame.y), limit: 1000)
        default:
            break
        }
        for background in node.backgrounds where background.kind.isOutlinedShape {
            outline(background, into: &grid)
        }
        if case .viewThatFits = node.kind {
            if let chosen = node.chosenAlternative(
                Proposal(width: frame.width, height: frame.height))
            {
                draw(chosen, into: &grid, depth: depth + 1)
            }
        } else {
            for child in node.children { draw(child, into: &grid, depth: depth + 1) }
        }
        for overlay in node.overlays { draw(overlay, into: &grid, depth: depth + 1) }
    }

    /// A button's capsule as brackets around its label.
    private static func outline(_ node: LayoutNode, into grid: inout Grid) {
        let frame = node.frame
        grid.write("(", column: column(frame.x), row: row(frame.y + frame.height / 2), limit: 1)
        grid.write(
            ")", column: column(frame.maxX - 0.01), row: row(frame.y + frame.height / 2), limit: 1)
    }
}

extension NodeKind {
    var isOutlinedShape: Bool {
        if case .shape(.capsule) = self { return true }
        return false
    }
}

/// A grid of characters; wide (East Asian) characters take two cells.
private struct Grid {
    let columns: Int
    let rows: Int
    var cells: [[Character]]
    /// The canvas's cells, inside a ring of one cell that holds the
    /// outline: content is written only here.
    let columnRange: ClosedRange<Int>
    let rowRange: ClosedRange<Int>

    /// A grid for a canvas of `columns` by `rows` cells, with the ring.
    init(columns: Int, rows: Int) {
        self.columns = columns + 2
        self.rows = rows + 2
        cells = Array(repeating: Array(repeating: " ", count: columns + 2), count: rows + 2)
        columnRange = 1...columns
        rowRange = 1...rows
    }

    /// The printed lines: with the ring when it holds an outline.
    func lines(outlined: Bool) -> [[Character]] {
        let kept = outlined ? cells[...] : cells[rowRange].map { Array($0[columnRange]) }[...]
        return kept.map { $0.filter { $0 != "\u{0}" } }
    }

    mutating func set(_ character: Character, _ column: Int, _ row: Int) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        cells[row][column] = character
    }

    mutating func border(rounded: Bool) {
        for column in 1..<max(1, columns - 1) {
            set("─", column, 0)
            set("─", column, rows - 1)
        }
        for row in 1..<max(1, rows - 1) {
            set("│", 0, row)
            set("│", columns - 1, row)
        }
        set(rounded ? "╭" : "┌", 0, 0)
        set(rounded ? "╮" : "┐", columns - 1, 0)
        set(rounded ? "╰" : "└", 0, rows - 1)
        set(rounded ? "╯" : "┘", columns - 1, rows - 1)
    }

    mutating func fill(
        _ left: Int, _ top: Int, _ right: Int, _ bottom: Int, with character: Character
    ) {
        // Only the part inside the grid; a box wholly outside fills nothing.
        let firstRow = max(rowRange.lowerBound, top)
        let lastRow = min(rowRange.upperBound, bottom)
        let firstColumn = max(columnRange.lowerBound, left)
        let lastColumn = min(columnRange.upperBound, right)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn where cells[row][column] == " " {
                cells[row][column] = character
            }
        }
    }

    /// Writes `text` from a cell, at most `limit` cells, keeping inside the grid.
    mutating func write(_ text: String, column start: Int, row: Int, limit: Int) {
        guard rowRange.contains(row) else { return }
        var column = start
        let end = min(columnRange.upperBound + 1, start + limit)
        for character in text {
            let wide = character.unicodeScalars.first.map(FontMetrics.isWide) ?? false
            let width = wide ? 2 : 1
            guard column + width <= end else { break }
            // Characters left of the visible cells are cut, as the widget's edge cuts them.
            guard column >= columnRange.lowerBound else {
                column += width
                continue
            }
            cells[row][column] = character
            // The second cell of a wide character is dropped when printed.
            if wide { cells[row][column + 1] = "\u{0}" }
            column += width
        }
    }
}

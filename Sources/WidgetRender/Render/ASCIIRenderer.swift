/// Draws a laid-out widget as a character grid for a terminal: one
/// column per 5 pt and one row per 10 pt (a terminal cell is about twice
/// as tall as it is wide, and a medium widget fits 80 columns), with the
/// widget's outline, its texts where they are laid out, and simple marks
/// for images, shapes and controls.
public enum ASCIIRenderer {
    static let pointsPerColumn = 5.0
    static let pointsPerRow = 10.0

    /// The grid, one line per row, ending with a newline.
    public static func render(_ layout: WidgetLayout) -> String {
        var grid = Grid(
            columns: max(2, Int((layout.canvas.width / pointsPerColumn).rounded())),
            rows: max(1, Int((layout.canvas.height / pointsPerRow).rounded())))
        let circle = layout.cornerRadius == nil
        if layout.cornerRadius != 0 {
            grid.border(rounded: (layout.cornerRadius ?? 1) > 0 || circle)
        }
        if layout.needsContainerBackground {
            writeNotice(into: &grid)
        } else {
            for node in layout.background { draw(node, into: &grid, depth: 0) }
            draw(layout.root, into: &grid, depth: 0)
        }
        return grid.lines.map { String($0).trimmingTrailingSpaces }.joined(separator: "\n") + "\n"
    }

    /// `ContainerBackgroundNotice` in place of the content: its lines
    /// centred inside the outline.
    private static func writeNotice(into grid: inout Grid) {
        let room = max(1, grid.columns - 2)
        let lines = ContainerBackgroundNotice.lines(within: Double(room)) { Double($0.count) }
        let top = max(0, (grid.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.write(
                line, column: max(1, (grid.columns - line.count) / 2), row: top + index, limit: room
            )
        }
    }

    /// A cell index, clamped so that any coordinate converts safely.
    private static func cell(_ value: Double, _ size: Double) -> Int {
        let index = (value / size).rounded(.down)
        guard index.isFinite else { return 0 }
        return Int(max(-100_000, min(100_000, index)))
    }

    private static func column(_ x: Double) -> Int { cell(x, pointsPerColumn) }
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
                    ? String(repeating: "▆", count: max(1, min(1000, column(line.width))))
                    : content.printed(line.fragments.map(\.text).joined()) { _ in "◆" }
                let y = frame.y + Double(index) * layout.linePitch + layout.lineHeight / 2
                let x = frame.x + (frame.width - line.width) * content.alignment
                grid.write(
                    text, column: column(x), row: row(y), limit: max(1, column(frame.maxX - x) + 1))
            }
        case .image(let image):
            let mark = image.systemName != nil ? "◆" : "▣"
            grid.fill(
                column(frame.x), row(frame.y), column(frame.maxX - 0.01), row(frame.maxY - 0.01),
                with: image.systemName != nil ? " " : "·")
            grid.write(
                mark, column: column(frame.x + frame.width / 2),
                row: row(frame.y + frame.height / 2), limit: 1)
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

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    var lines: [[Character]] { cells.map { $0.filter { $0 != "\u{0}" } } }

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
        let firstRow = max(0, top)
        let lastRow = min(rows - 1, bottom)
        let firstColumn = max(0, left)
        let lastColumn = min(columns - 1, right)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn where cells[row][column] == " " {
                cells[row][column] = character
            }
        }
    }

    /// Writes `text` from a cell, at most `limit` cells, keeping inside the grid.
    mutating func write(_ text: String, column start: Int, row: Int, limit: Int) {
        guard row >= 0, row < rows else { return }
        var column = max(0, start)
        let end = min(columns, start + limit)
        for character in text {
            let wide = character.unicodeScalars.first.map(FontMetrics.isWide) ?? false
            let width = wide ? 2 : 1
            guard column + width <= end else { break }
            cells[row][column] = character
            // The second cell of a wide character is dropped when printed.
            if wide { cells[row][column + 1] = "\u{0}" }
            column += width
        }
    }
}

/// SwiftUI's `Grid`: columns as wide as their widest cell and rows as
/// tall as their tallest, the space a grid is offered shared among its
/// columns (and rows) the way a stack shares it among children: the
/// least flexible first, each offered an equal share of what is left.
/// A view that is not in a `GridRow` spans every column; a cell with
/// `gridCellColumns(n)` spans n.
extension LayoutNode {
    /// The widths of the columns and heights of the rows for `proposal`.
    struct GridPlan {
        var columns: [Double]
        var rows: [Double]
    }

    /// The cells of a row: a `GridRow`'s children, or the view itself
    /// spanning `columnCount` columns.
    private func cells(of row: LayoutNode, columnCount: Int) -> [(
        node: LayoutNode, column: Int, span: Int
    )] {
        guard case .gridRow = row.kind else { return [(row, 0, max(1, columnCount))] }
        var column = 0
        var result: [(node: LayoutNode, column: Int, span: Int)] = []
        for cell in row.children {
            let span = min(cell.gridColumns, 64)
            result.append((cell, column, span))
            column += span
        }
        return result
    }

    /// The number of columns: the widest row's.
    var gridColumnCount: Int {
        children.map { row -> Int in
            guard case .gridRow = row.kind else { return 1 }
            return row.children.reduce(0) { $0 + min($1.gridColumns, 64) }
        }.max() ?? 0
    }

    /// Column widths and row heights for `proposal`.
    func gridPlan(_ spec: GridSpec, _ proposal: Proposal) -> GridPlan {
        let count = gridColumnCount
        let rowCells = children.map { cells(of: $0, columnCount: count) }
        // Columns: the single-column cells decide; each column's minimum
        // and maximum width, then shares as a stack gives them.
        var minimums = [Double](repeating: 0, count: count)
        var maximums = [Double](repeating: 0, count: count)
        for row in rowCells {
            for cell in row
            where cell.span == 1 && cell.column < count && !cell.node.gridUnsized.horizontal {
                minimums[cell.column] = max(
                    minimums[cell.column],
                    cell.node.sizeThatFits(Proposal(width: 0, height: proposal.height)).width)
                maximums[cell.column] = max(
                    maximums[cell.column],
                    cell.node.sizeThatFits(Proposal(width: .infinity, height: proposal.height))
                        .width)
            }
        }
        var columns = [Double](repeating: 0, count: count)
        let gaps = Double(max(0, count - 1)) * spec.horizontalSpacing
        if let width = proposal.width, width.isFinite {
            var available = max(0, width - gaps)
            let order = (0..<count).sorted {
                (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1)
            }
            for (position, column) in order.enumerated() {
                let share = available / Double(count - position)
                var widest = minimums[column]
                for row in rowCells {
                    for cell in row
                    where cell.span == 1 && cell.column == column
                        && !cell.node.gridUnsized.horizontal
                    {
                        widest = max(
                            widest,
                            cell.node.sizeThatFits(Proposal(width: share, height: proposal.height))
                                .width)
                    }
                }
                columns[column] = widest
                available = max(0, available - widest)
            }
        } else {
            for row in rowCells {
                for cell in row
                where cell.span == 1 && cell.column < count && !cell.node.gridUnsized.horizontal {
                    columns[cell.column] = max(
                        columns[cell.column],
                        cell.node.sizeThatFits(Proposal(width: nil, height: nil)).width)
                }
            }
        }
        return GridPlan(columns: columns, rows: rowHeights(spec, rowCells, columns, proposal))
    }

    /// Row heights: each row's tallest cell at its column width, rows
    /// sharing a finite height as a vertical stack would.
    private func rowHeights(
        _ spec: GridSpec, _ rowCells: [[(node: LayoutNode, column: Int, span: Int)]],
        _ columns: [Double], _ proposal: Proposal
    ) -> [Double] {
        func width(_ cell: (node: LayoutNode, column: Int, span: Int)) -> Double {
            let spanned = columns.indices.filter {
                $0 >= cell.column && $0 < cell.column + cell.span
            }
            return spanned.reduce(0) { $0 + columns[$1] } + Double(max(0, spanned.count - 1))
                * spec.horizontalSpacing
        }
        func height(_ row: [(node: LayoutNode, column: Int, span: Int)], _ offered: Double?)
            -> Double
        {
            row.filter { !$0.node.gridUnsized.vertical }.map {
                $0.node.sizeThatFits(Proposal(width: width($0), height: offered)).height
            }.max() ?? 0
        }
        guard let total = proposal.height, total.isFinite else {
            return rowCells.map { height($0, nil) }
        }
        let minimums = rowCells.map { height($0, 0) }
        let maximums = rowCells.map { height($0, .infinity) }
        var heights = [Double](repeating: 0, count: rowCells.count)
        var available = max(0, total - Double(max(0, rowCells.count - 1)) * spec.verticalSpacing)
        let order = rowCells.indices.sorted {
            (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1)
        }
        for (position, row) in order.enumerated() {
            let share = available / Double(rowCells.count - position)
            heights[row] = height(rowCells[row], share)
            available = max(0, available - heights[row])
        }
        return heights
    }

    /// The grid's size for `proposal`.
    func gridSize(_ spec: GridSpec, _ proposal: Proposal) -> Size {
        let plan = gridPlan(spec, proposal)
        let width =
            plan.columns.reduce(0, +) + Double(max(0, plan.columns.count - 1))
            * spec.horizontalSpacing
        let height =
            plan.rows.reduce(0, +) + Double(max(0, plan.rows.count - 1)) * spec.verticalSpacing
        return Size(width, height)
    }

    /// Places the rows and cells in `rect`, each cell aligned in its
    /// columns and row by the grid's alignment (a row's own vertical one first).
    func placeGrid(_ spec: GridSpec, in rect: Rect) {
        let plan = gridPlan(spec, Proposal(width: rect.width, height: rect.height))
        let count = plan.columns.count
        // `gridColumnAlignment` on any cell aligns its whole column.
        var columnAlignments: [Int: Double] = [:]
        for row in children {
            for cell in cells(of: row, columnCount: count) {
                if let alignment = cell.node.gridColumnAlignment {
                    columnAlignments[cell.column] = alignment
                }
            }
        }
        var y = rect.y
        for (index, row) in children.enumerated() {
            let height = index < plan.rows.count ? plan.rows[index] : 0
            var rowAlignment = spec.alignment
            if case .gridRow(let vertical?) = row.kind { rowAlignment.vertical = vertical }
            if case .gridRow = row.kind {
                row.place(in: Rect(x: rect.x, y: y, width: rect.width, height: height))
            }
            for cell in cells(of: row, columnCount: count) {
                let columnsSpanned = (cell.column..<min(count, cell.column + cell.span))
                let x =
                    rect.x + plan.columns.prefix(cell.column).reduce(0, +) + Double(cell.column)
                    * spec.horizontalSpacing
                let width =
                    columnsSpanned.reduce(0) { $0 + plan.columns[$1] } + Double(
                        max(0, columnsSpanned.count - 1)) * spec.horizontalSpacing
                let box = Rect(x: x, y: y, width: width, height: height)
                let size = cell.node.sizeThatFits(Proposal(width: width, height: height))
                var alignment = rowAlignment
                if let column = columnAlignments[cell.column] { alignment.horizontal = column }
                if let anchor = cell.node.gridCellAnchor { alignment = anchor }
                cell.node.place(
                    in: Rect(
                        x: box.x + (box.width - size.width) * alignment.horizontal,
                        y: box.y + (box.height - size.height) * alignment.vertical,
                        width: min(size.width, max(size.width, box.width)), height: size.height))
            }
            y += height + spec.verticalSpacing
        }
    }
}

import WidgetArchive

/// `LazyVGrid` and `LazyHGrid` (`GridItemSpec`): a widget never scrolls,
/// so every cell is laid out. Described for the vertical grid; the
/// horizontal one is the same with the axes swapped.
///
/// The columns share the grid's width as SwiftUI's `GridItem` sizes say:
/// fixed items take their size; the room left after them and the spacing
/// is shared equally among the flexible and adaptive items, each share
/// clamped to the item's minimum and maximum (an item held at a bound
/// leaves the rest to the others); an adaptive item's share holds as many
/// columns of at least its minimum as fit, sharing it equally. Cells fill
/// the columns row by row; a row is as tall as its tallest cell, and a
/// cell sits in its column and row as its item's alignment says.
///
/// CHOICES (unpublished): the spacing between items and rows is 8 pt when
/// none is given, and an offer of no width (an ideal size) gives a
/// flexible item its widest cell.
public struct LazyGridSpec: Sendable {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    public var axis: Axis
    public var items: [GridItemSpec]
    /// The grid's `alignment` across its growing axis, as a fraction.
    public var alignment: Double
    /// The spacing between rows (columns of a horizontal grid).
    public var spacing: Double

    /// The spacing between items when an item gives none, and between
    /// rows when the grid gives none.
    public static let defaultSpacing = 8.0
}

extension LayoutNode {
    /// One resolved column: its width and the alignment of its cells.
    struct LazyColumn {
        var width: Double
        var alignment: Alignment
        /// Points to the next column.
        var spacing: Double
    }

    /// The grid's columns for `width` (nil: its ideal size).
    func lazyColumns(_ spec: LazyGridSpec, across width: Double?) -> [LazyColumn] {
        let items = spec.items.isEmpty ? [GridItemSpec(.flexible, minimum: 10)] : spec.items
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? LazyGridSpec.defaultSpacing) }
        let fixed = items.filter { $0.size == .fixed }.reduce(0) { $0 + $1.minimum }
        var shares = [Double?](repeating: nil, count: items.count)
        if let width, width.isFinite {
            var room = max(0, width - gaps - fixed)
            var open = items.indices.filter { items[$0].size != .fixed }
            // Items whose bound holds keep it; the rest share what is left.
            for _ in 0..<(open.count + 1) {
                let share = room / Double(max(1, open.count))
                guard
                    let bound = open.first(where: {
                        share < items[$0].minimum || share > items[$0].maximum
                    })
                else {
                    for index in open { shares[index] = share }
                    break
                }
                let clamped = min(max(share, items[bound].minimum), items[bound].maximum)
                shares[bound] = clamped
                room = max(0, room - clamped)
                open.removeAll { $0 == bound }
            }
        }
        var columns: [LazyColumn] = []
        for (index, item) in items.enumerated() {
            let alignment = Alignment(item.alignment)
            let spacing = item.spacing ?? LazyGridSpec.defaultSpacing
            switch item.size {
            case .fixed:
                columns.append(
                    LazyColumn(width: item.minimum, alignment: alignment, spacing: spacing))
            case .flexible:
                let share = shares[index] ?? max(item.minimum, idealCellLength(spec.axis))
                columns.append(LazyColumn(width: share, alignment: alignment, spacing: spacing))
            case .adaptive:
                guard let share = shares[index] else {
                    columns.append(
                        LazyColumn(
                            width: max(item.minimum, idealCellLength(spec.axis)),
                            alignment: alignment, spacing: spacing))
                    continue
                }
                let count = max(
                    1, min(256, Int(((share + spacing) / (item.minimum + spacing)).rounded(.down))))
                let each = min(item.maximum, (share - spacing * Double(count - 1)) / Double(count))
                for _ in 0..<count {
                    columns.append(
                        LazyColumn(width: max(0, each), alignment: alignment, spacing: spacing))
                }
            }
        }
        return columns
    }

    /// The widest (tallest, across a horizontal grid) cell's ideal length.
    private func idealCellLength(_ axis: Axis) -> Double {
        children.map { $0.sizeThatFits(Proposal(width: nil, height: nil)) }.map {
            axis == .vertical ? $0.width : $0.height
        }.max() ?? 0
    }

    /// The columns and the height of each row, for `proposal`.
    func lazyGridPlan(_ spec: LazyGridSpec, _ proposal: Proposal) -> (
        columns: [LazyColumn], rows: [Double]
    ) {
        let vertical = spec.axis == .vertical
        let columns = lazyColumns(spec, across: vertical ? proposal.width : proposal.height)
        var rows: [Double] = []
        for start in stride(from: 0, to: children.count, by: max(1, columns.count)) {
            var tallest = 0.0
            for (offset, cell) in children[start..<min(children.count, start + columns.count)]
                .enumerated()
            {
                let across = columns[offset].width
                let size = cell.sizeThatFits(
                    vertical
                        ? Proposal(width: across, height: nil)
                        : Proposal(width: nil, height: across))
                tallest = max(tallest, vertical ? size.height : size.width)
            }
            rows.append(tallest)
        }
        return (columns, rows)
    }

    func lazyGridSize(_ spec: LazyGridSpec, _ proposal: Proposal) -> Size {
        let (columns, rows) = lazyGridPlan(spec, proposal)
        let across =
            columns.reduce(0) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.spacing }
        let along = rows.reduce(0, +) + spec.spacing * Double(max(0, rows.count - 1))
        return spec.axis == .vertical ? Size(across, along) : Size(along, across)
    }

    func placeLazyGrid(_ spec: LazyGridSpec, in rect: Rect) {
        let vertical = spec.axis == .vertical
        let (columns, rows) = lazyGridPlan(spec, Proposal(width: rect.width, height: rect.height))
        let across =
            columns.reduce(0) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.spacing }
        let room = vertical ? rect.width : rect.height
        var columnStarts: [Double] = []
        var position = (vertical ? rect.x : rect.y) + (room - across) * spec.alignment
        for column in columns {
            columnStarts.append(position)
            position += column.width + column.spacing
        }
        var along = vertical ? rect.y : rect.x
        for (row, height) in rows.enumerated() {
            for (offset, column) in columns.enumerated() {
                let index = row * columns.count + offset
                guard index < children.count else { break }
                let cell = children[index]
                let box =
                    vertical
                    ? Rect(x: columnStarts[offset], y: along, width: column.width, height: height)
                    : Rect(x: along, y: columnStarts[offset], width: height, height: column.width)
                let size = cell.sizeThatFits(Proposal(width: box.width, height: box.height))
                cell.place(
                    in: Rect(
                        x: box.x + (box.width - size.width) * column.alignment.horizontal,
                        y: box.y + (box.height - size.height) * column.alignment.vertical,
                        width: size.width, height: size.height))
            }
            along += height + spec.spacing
        }
    }
}

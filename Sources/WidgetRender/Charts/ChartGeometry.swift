import Foundation
import WidgetArchive

/// What a chart draws, in canvas points: marks as rectangles, paths and
/// symbols, the axes' grid lines and labels, and the legend.
public enum ChartPrimitive: Sendable {
    case rect(Rect, RGBA, cornerRadius: Double)
    /// An SVG path's data: filled when `fill` is set, stroked when `stroke` is.
    case path(String, fill: RGBA?, stroke: RGBA?, lineWidth: Double, dash: [Double])
    case symbol(ChartSymbolShape, center: (x: Double, y: Double), size: Double, RGBA)
    case line(from: (x: Double, y: Double), to: (x: Double, y: Double), RGBA, width: Double)
    /// A label whose baseline starts at `at`, anchored `start`, `middle` or `end`.
    case text(String, at: (x: Double, y: Double), anchor: String, RGBA, size: Double)
}

/// A chart laid out in a frame (`ChartRules` has the numbers).
struct ChartGeometry {
    let spec: ChartSpec
    let frame: Rect
    private(set) var primitives: [ChartPrimitive] = []
    /// Where each drawn mark is, by its index, for its annotations.
    private(set) var anchors: [Int: ChartAnchor] = [:]
    private var plot = Rect(x: 0, y: 0, width: 0, height: 0)
    private var categories: [String] = []
    /// The values of `symbol(by:)`, in the order they first appear.
    private var symbolCategories: [String] = []
    /// The bars' `position(by:)` values, in the order they first appear.
    private var places: [String] = []

    init(_ spec: ChartSpec, in frame: Rect) {
        self.spec = spec
        self.frame = frame
        let marks = spec.marks
        categories = Self.adding(
            marks.map(\.category) + marks.map(\.symbolCategory),
            to: spec.styleScale.map(\.category))
        symbolCategories = Self.adding(marks.map(\.symbolCategory), to: [])
        places = Self.adding(marks.filter { $0.kind == .barMark }.map(\.position), to: [])
        if spec.marks.allSatisfy({ $0.kind == .sectorMark }) {
            layOutPie()
        } else {
            layOutAxes()
        }
    }

    /// `order` with each value it lacks added, in the order they first
    /// appear: a chart's categories, symbols and places.
    private static func adding(_ values: [String?], to order: [String]) -> [String] {
        var result = order
        for case let value? in values where !result.contains(value) { result.append(value) }
        return result
    }

    // MARK: Colours

    func color(of mark: ChartMark) -> RGBA {
        let base: RGBA
        if let color = mark.color {
            base = color
        } else if let category = mark.category {
            if let scaled = spec.styleScale.first(where: { $0.category == category }) {
                base = scaled.color
            } else {
                let index = categories.firstIndex(of: category) ?? 0
                base = Palette.system(
                    ChartRules.palette[index % ChartRules.palette.count], spec.scheme)
            }
        } else {
            base = spec.accent
        }
        return base.withAlpha(base.alpha * mark.opacity)
    }

    /// A mark's symbol: the one `symbol(by:)` picks for its value, else its own.
    func symbol(of mark: ChartMark) -> ChartSymbolShape {
        guard let category = mark.symbolCategory,
            let index = symbolCategories.firstIndex(of: category)
        else { return mark.symbol }
        return ChartRules.symbolOrder[index % ChartRules.symbolOrder.count]
    }

    // MARK: Legend

    private var lineHeight: Double { spec.font.size * 1.2 }

    /// The legend's height; draws it along the bottom of `frame`, its
    /// items wrapping onto more lines where they do not fit across.
    private mutating func legend() -> Double {
        guard spec.legend != .hidden, !categories.isEmpty,
            spec.marks.contains(where: { $0.category != nil || $0.symbolCategory != nil })
        else { return 0 }
        let symbol = ChartRules.legendSymbol + 4
        var lines: [[(String, Double)]] = [[]]
        var used = 0.0
        for category in categories {
            let width = symbol + FontMetrics.width(of: category, in: spec.font)
            if used > 0, used + width > frame.width {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append((category, width))
            used += width + ChartRules.legendItemGap
        }
        let height = Double(lines.count) * lineHeight
        for (index, line) in lines.enumerated() {
            let top = frame.maxY - height + Double(index) * lineHeight
            var x = frame.x
            for (category, width) in line {
                let sample =
                    spec.marks.first { $0.category == category || $0.symbolCategory == category }
                    ?? ChartMark(kind: .barMark)
                primitives.append(
                    .symbol(
                        sample.symbolCategory == category ? self.symbol(of: sample) : .circle,
                        center: (x + ChartRules.legendSymbol / 2, top + lineHeight / 2),
                        size: ChartRules.legendSymbol, color(of: sample)))
                primitives.append(
                    .text(
                        category, at: (x + symbol, top + lineHeight * 0.75), anchor: "start",
                        spec.labelColor, size: spec.font.size))
                x += width + ChartRules.legendItemGap
            }
        }
        return height + ChartRules.labelGap
    }

    // MARK: Pie

    private mutating func layOutPie() {
        let legendHeight = legend()
        let area = Rect(
            x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - legendHeight))
        let radius = max(0, min(area.width, area.height) / 2)
        let center = (area.x + area.width / 2, area.y + area.height / 2)
        let values = spec.marks.map { max(0, $0.angle?.value.number ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        var start = -90.0
        for (index, (mark, value)) in zip(spec.marks, values).enumerated() {
            let sweep = value / total * 360
            let outer = mark.outerRadius?.length(in: radius) ?? radius
            let inner = mark.innerRadius?.length(in: radius) ?? 0
            // The inset is a gap of points along the rim, as an angle there.
            let inset = outer > 0 ? min(sweep / 2, mark.angularInset / outer * 90 / .pi) : 0
            let from = start + inset
            let to = start + sweep - inset
            primitives.append(
                .path(
                    Self.sector(
                        center: center, inner: min(inner, outer), outer: outer, from: from, to: to),
                    fill: color(of: mark), stroke: nil, lineWidth: 0, dash: []))
            // An annotation sits on the sector's middle, halfway through its ring.
            let middle = (start + sweep / 2) * .pi / 180
            let ring = (min(inner, outer) + outer) / 2
            anchors[index] = ChartAnchor(
                rect: Rect(
                    x: center.0 + ring * cos(middle), y: center.1 + ring * sin(middle), width: 0,
                    height: 0), automatic: .overlay)
            start += sweep
        }
    }

    static func sector(
        center: (Double, Double), inner: Double, outer: Double, from: Double, to: Double
    )
        -> String
    {
        func point(_ r: Double, _ degrees: Double) -> String {
            let a = degrees * .pi / 180
            return
                "\(SVGNumber.text(center.0 + r * cos(a))) \(SVGNumber.text(center.1 + r * sin(a)))"
        }
        let large = to - from > 180 ? 1 : 0
        let o = SVGNumber.text(outer)
        var d = "M\(point(outer, from))A\(o) \(o) 0 \(large) 1 \(point(outer, to))"
        if inner > 0 {
            let i = SVGNumber.text(inner)
            d += "L\(point(inner, to))A\(i) \(i) 0 \(large) 0 \(point(inner, from))Z"
        } else {
            d += "L\(SVGNumber.text(center.0)) \(SVGNumber.text(center.1))Z"
        }
        return d
    }

    // MARK: Axes

    /// Each bar's or area point's low and high value after stacking, by mark index.
    private func stacked(valueOnY: Bool) -> [Int: (Double, Double)] {
        var result: [Int: (Double, Double)] = [:]
        var totals: [String: (up: Double, down: Double, sum: Double)] = [:]
        var keyed: [(Int, String, Double)] = []
        for (index, mark) in spec.marks.enumerated()
        where mark.kind == .barMark || mark.kind == .areaMark {
            let along = valueOnY ? mark.x : mark.y
            let value = valueOnY ? mark.y : mark.x
            guard let along, let number = value?.value.number else { continue }
            guard mark.stacking != .unstacked else {
                result[index] = (0, number)
                continue
            }
            // Marks in different places of a band (`position(by:)`) stack apart.
            let key = "\(mark.kind.rawValue)|" + along.value.key + "|" + (mark.position ?? "")
            var total = totals[key] ?? (0, 0, 0)
            if number >= 0 {
                result[index] = (total.up, total.up + number)
                total.up += number
            } else {
                result[index] = (total.down + number, total.down)
                total.down += number
            }
            total.sum += abs(number)
            totals[key] = total
            keyed.append((index, key, number))
        }
        for (index, key, _) in keyed {
            guard let total = totals[key], let range = result[index] else { continue }
            switch spec.marks[index].stacking {
            case .normalized where total.sum > 0:
                result[index] = (range.0 / total.sum, range.1 / total.sum)
            case .center:
                let shift = (total.up + total.down) / 2
                result[index] = (range.0 - shift, range.1 - shift)
            default: break
            }
        }
        return result
    }

    private mutating func layOutAxes() {
        let legendHeight = legend()
        // Which axis the bars' values run along: y unless y holds the categories.
        let yValues = spec.marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0?.value } }
        let xValues = spec.marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0?.value } }
        let yIsCategory = yValues.contains { if case .string = $0 { true } else { false } }
        let valueOnY = !yIsCategory
        let stacks = stacked(valueOnY: valueOnY)
        let extraValues = stacks.values.flatMap {
            [PlottableValue.Value.number($0.0), .number($0.1)]
        }

        let xMarks = spec.xAxis == .hidden ? [] : spec.xMarks ?? [.standard]
        let yMarks = spec.yAxis == .hidden ? [] : spec.yMarks ?? [.standard]
        let xLabelHeight = lineHeight + ChartRules.labelGap
        let top = xMarks.contains { $0.label && $0.position == .top } ? xLabelHeight : 0
        let bottom =
            xMarks.contains { $0.label && $0.position != .top && $0.preset != .inset }
            ? xLabelHeight : 0
        let plotHeight = max(0, frame.height - legendHeight - top - bottom)
        let yScale = ChartScale.make(
            yValues + (valueOnY ? extraValues : []), domain: spec.yDomain, length: plotHeight,
            pitch: ChartRules.yLabelPitch, zero: ChartRules.includesZero, region: spec.region)
        let yTicks = yMarks.map { marks in
            (marks, yScale?.ticks(marks.values, format: marks.format, region: spec.region) ?? [])
        }
        func labelWidth(_ leading: Bool) -> Double {
            let widths = yTicks.filter { marks, _ in
                marks.label && marks.preset != .inset && (marks.position == .leading) == leading
            }.flatMap { marks, ticks in
                ticks.map { FontMetrics.width(of: $0.label, in: spec.font) + (marks.tick ?? 0) }
            }
            return widths.max().map { $0 + ChartRules.labelGap } ?? 0
        }
        let leading = labelWidth(true)
        plot = Rect(
            x: frame.x + leading, y: frame.y + top,
            width: max(0, frame.width - leading - labelWidth(false)), height: plotHeight)
        let xScale = ChartScale.make(
            xValues + (valueOnY ? [] : extraValues), domain: spec.xDomain, length: plot.width,
            pitch: ChartRules.xLabelPitch, zero: ChartRules.includesZero, region: spec.region)
        for (marks, ticks) in yTicks { drawYMarks(marks, ticks, isBand: yScale?.isBand ?? false) }
        for marks in xMarks {
            guard let xScale else { break }
            drawXMarks(
                marks, xScale.ticks(marks.values, format: marks.format, region: spec.region),
                isBand: xScale.isBand)
        }
        drawAreas(xScale, yScale, stacks)
        for (index, mark) in spec.marks.enumerated() {
            switch mark.kind {
            case .barMark:
                drawBar(index, xScale, yScale, stack: stacks[index], valueOnY: valueOnY)
            case .rectangleMark: drawRectangle(index, xScale, yScale)
            case .ruleMark: drawRule(index, xScale, yScale)
            case .lineMark, .pointMark, .areaMark:
                let top = stacks[index].map { PlottableValue("", .number($0.1)) }
                let at =
                    mark.kind == .areaMark && top != nil
                    ? (valueOnY
                        ? point(mark.x, top, xScale, yScale) : point(top, mark.y, xScale, yScale))
                    : point(mark.x, mark.y, xScale, yScale)
                if let at {
                    anchors[index] = ChartAnchor(
                        rect: Rect(x: at.x, y: at.y, width: 0, height: 0), automatic: .top)
                }
            default: break
            }
        }
        drawLines(xScale, yScale)
        for mark in spec.marks where mark.kind == .pointMark {
            guard let point = point(mark.x, mark.y, xScale, yScale) else { continue }
            primitives.append(
                .symbol(
                    symbol(of: mark), center: point, size: ChartRules.symbolSize, color(of: mark)))
        }
    }

    private func x(_ fraction: Double) -> Double { plot.x + fraction * plot.width }
    private func y(_ fraction: Double) -> Double { plot.maxY - fraction * plot.height }

    private func point(
        _ xValue: PlottableValue?, _ yValue: PlottableValue?, _ xScale: ChartScale?,
        _ yScale: ChartScale?
    ) -> (x: Double, y: Double)? {
        guard let xValue, let yValue, let fx = xScale?.fraction(xValue.value),
            let fy = yScale?.fraction(yValue.value)
        else { return nil }
        return (x(fx), y(fy))
    }

    /// A grid line or tick: a hairline in the grid's colour.
    private mutating func hairline(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double)) {
        primitives.append(
            .line(from: from, to: to, spec.gridColor, width: ChartRules.gridLineWidth))
    }

    /// One `AxisMarks` of the y axis: grid lines across the plot, ticks
    /// and labels on its side (trailing unless it says leading; inside
    /// the plot for the `inset` preset).
    private mutating func drawYMarks(_ marks: AxisMarksSpec, _ ticks: [AxisTickValue], isBand: Bool)
    {
        let leading = marks.position == .leading
        let edge = leading ? plot.x : plot.maxX
        let outward = leading ? -1.0 : 1.0
        for tick in ticks {
            let at = y(tick.fraction)
            if marks.gridLine, !isBand { hairline((plot.x, at), (plot.maxX, at)) }
            if let length = marks.tick { hairline((edge, at), (edge + outward * length, at)) }
            guard marks.label else { continue }
            if marks.preset == .inset {
                // Inside the plot, above its line, at the axis's side.
                primitives.append(
                    .text(
                        tick.label, at: (edge - outward * 2, at - 2),
                        anchor: leading ? "start" : "end", spec.labelColor, size: spec.font.size))
                continue
            }
            let offset = (marks.tick ?? 0) + ChartRules.labelGap
            primitives.append(
                .text(
                    tick.label, at: (edge + outward * offset, at + spec.font.size * 0.35),
                    anchor: leading ? "end" : "start", spec.labelColor, size: spec.font.size))
        }
    }

    /// One `AxisMarks` of the x axis: grid lines down the plot, ticks and
    /// labels below it (above for `top`; inside it for `inset`). A
    /// category's label is centred under it; a value's starts at its
    /// tick, and is left out where it would run past the chart.
    private mutating func drawXMarks(_ marks: AxisMarksSpec, _ ticks: [AxisTickValue], isBand: Bool)
    {
        let top = marks.position == .top
        let edge = top ? plot.y : plot.maxY
        let outward = top ? -1.0 : 1.0
        for tick in ticks {
            let at = x(tick.fraction)
            if marks.gridLine, !isBand { hairline((at, plot.y), (at, plot.maxY)) }
            if let length = marks.tick { hairline((at, edge), (at, edge + outward * length)) }
            guard marks.label else { continue }
            if !isBand, at + 2 + FontMetrics.width(of: tick.label, in: spec.font) > frame.maxX {
                continue
            }
            let baseline =
                marks.preset == .inset
                ? plot.maxY - 2
                : top
                    ? plot.y - ChartRules.labelGap - spec.font.descender
                    : plot.maxY + ChartRules.labelGap + spec.font.size
            primitives.append(
                .text(
                    tick.label, at: (isBand ? at : at + 2, baseline),
                    anchor: isBand ? "middle" : "start", spec.labelColor, size: spec.font.size))
        }
    }

    /// A bar's share of its band under `position(by:)`: the offset of its
    /// centre and the fraction of the bar's width it takes. The places
    /// split the bar's width evenly, in the order their values first
    /// appear (CHOICE, UNCONFIRMED: no gap between the places).
    private func place(of mark: ChartMark) -> (offset: Double, share: Double) {
        guard let position = mark.position, let index = places.firstIndex(of: position),
            places.count > 1
        else { return (0, 1) }
        let share = 1 / Double(places.count)
        return ((Double(index) - Double(places.count - 1) / 2) * share, share)
    }

    private mutating func drawBar(
        _ index: Int, _ xScale: ChartScale?, _ yScale: ChartScale?, stack: (Double, Double)?,
        valueOnY: Bool
    ) {
        guard let xScale, let yScale else { return }
        let mark = spec.marks[index]
        let count = spec.marks.filter { $0.kind == .barMark }.count
        let place = place(of: mark)
        if valueOnY {
            guard
                let along = mark.x.flatMap({ xScale.fraction($0.value) })
                    ?? mark.xStart.flatMap({ xScale.fraction($0.value) })
            else { return }
            let band = xScale.band(count: count) * plot.width
            let group =
                mark.width?.length(in: band)
                ?? band * (xScale.isBand ? ChartRules.bandRatio : ChartRules.continuousBarRatio)
            let width = group * place.share
            let (low, high) =
                stack ?? (mark.yStart?.value.number ?? 0, mark.yEnd?.value.number ?? 0)
            guard let f0 = yScale.fraction(.number(low)), let f1 = yScale.fraction(.number(high))
            else { return }
            var rect = Rect(
                x: x(along) + place.offset * group - width / 2, y: y(max(f0, f1)), width: width,
                height: abs(y(f0) - y(f1)))
            if let start = mark.xStart.flatMap({ xScale.fraction($0.value) }),
                let end = mark.xEnd.flatMap({ xScale.fraction($0.value) })
            {
                rect = Rect(
                    x: x(min(start, end)), y: rect.y, width: abs(x(end) - x(start)),
                    height: rect.height)
            }
            primitives.append(.rect(rect, color(of: mark), cornerRadius: mark.cornerRadius))
            anchors[index] = ChartAnchor(rect: rect, automatic: .top)
        } else {
            guard let along = mark.y.flatMap({ yScale.fraction($0.value) }) else { return }
            let band = yScale.band(count: count) * plot.height
            let group = mark.height?.length(in: band) ?? band * ChartRules.bandRatio
            let height = group * place.share
            let (low, high) =
                stack ?? (mark.xStart?.value.number ?? 0, mark.xEnd?.value.number ?? 0)
            guard let f0 = xScale.fraction(.number(low)), let f1 = xScale.fraction(.number(high))
            else { return }
            let rect = Rect(
                x: x(min(f0, f1)), y: y(along) + place.offset * group - height / 2,
                width: abs(x(f1) - x(f0)), height: height)
            primitives.append(.rect(rect, color(of: mark), cornerRadius: mark.cornerRadius))
            anchors[index] = ChartAnchor(rect: rect, automatic: .trailing)
        }
    }

    private mutating func drawRectangle(
        _ index: Int, _ xScale: ChartScale?, _ yScale: ChartScale?
    ) {
        guard let xScale, let yScale else { return }
        let mark = spec.marks[index]
        if let xs = mark.xStart.flatMap({ xScale.fraction($0.value) }),
            let xe = mark.xEnd.flatMap({ xScale.fraction($0.value) }),
            let ys = mark.yStart.flatMap({ yScale.fraction($0.value) }),
            let ye = mark.yEnd.flatMap({ yScale.fraction($0.value) })
        {
            let rect = Rect(
                x: x(min(xs, xe)), y: y(max(ys, ye)), width: abs(x(xe) - x(xs)),
                height: abs(y(ye) - y(ys)))
            primitives.append(.rect(rect, color(of: mark), cornerRadius: mark.cornerRadius))
            anchors[index] = ChartAnchor(rect: rect, automatic: .overlay)
            return
        }
        guard let center = point(mark.x, mark.y, xScale, yScale) else { return }
        let count = spec.marks.filter { $0.kind == .rectangleMark }.count
        let width =
            mark.width?.length(in: xScale.band(count: count) * plot.width)
            ?? (xScale.isBand ? xScale.band(count: count) * plot.width : 20)
        let height =
            mark.height?.length(in: yScale.band(count: count) * plot.height)
            ?? (yScale.isBand ? yScale.band(count: count) * plot.height : 20)
        let rect = Rect(
            x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        primitives.append(.rect(rect, color(of: mark), cornerRadius: mark.cornerRadius))
        anchors[index] = ChartAnchor(rect: rect, automatic: .overlay)
    }

    private mutating func drawRule(_ index: Int, _ xScale: ChartScale?, _ yScale: ChartScale?) {
        let mark = spec.marks[index]
        let width = mark.lineWidth ?? ChartRules.ruleWidth
        let color = color(of: mark)
        if let yValue = mark.y, let fy = yScale?.fraction(yValue.value) {
            let from = mark.xStart.flatMap { xScale?.fraction($0.value) } ?? 0
            let to = mark.xEnd.flatMap { xScale?.fraction($0.value) } ?? 1
            primitives.append(
                .path(
                    "M\(SVGNumber.text(x(from))) \(SVGNumber.text(y(fy)))H\(SVGNumber.text(x(to)))",
                    fill: nil, stroke: color, lineWidth: width, dash: mark.dash))
            anchors[index] = ChartAnchor(
                rect: Rect(x: x(min(from, to)), y: y(fy), width: abs(x(to) - x(from)), height: 0),
                automatic: .top)
        } else if let xValue = mark.x, let fx = xScale?.fraction(xValue.value) {
            let from = mark.yStart.flatMap { yScale?.fraction($0.value) } ?? 0
            let to = mark.yEnd.flatMap { yScale?.fraction($0.value) } ?? 1
            primitives.append(
                .path(
                    "M\(SVGNumber.text(x(fx))) \(SVGNumber.text(y(from)))V\(SVGNumber.text(y(to)))",
                    fill: nil, stroke: color, lineWidth: width, dash: mark.dash))
            anchors[index] = ChartAnchor(
                rect: Rect(x: x(fx), y: y(max(from, to)), width: 0, height: abs(y(to) - y(from))),
                automatic: .top)
        }
    }

    /// The marks of `kind` with their indices, grouped by series, in
    /// order of first appearance.
    private func series(of kind: ViewKind) -> [[(index: Int, mark: ChartMark)]] {
        var order: [String] = []
        var groups: [String: [(index: Int, mark: ChartMark)]] = [:]
        for (index, mark) in spec.marks.enumerated() where mark.kind == kind {
            if groups[mark.seriesKey] == nil { order.append(mark.seriesKey) }
            groups[mark.seriesKey, default: []].append((index, mark))
        }
        return order.map { groups[$0]! }
    }

    private mutating func drawLines(_ xScale: ChartScale?, _ yScale: ChartScale?) {
        for line in series(of: .lineMark).map({ $0.map(\.mark) }) {
            let points = line.compactMap { point($0.x, $0.y, xScale, yScale) }
            guard let first = line.first, points.count > 1 else {
                if let only = points.first, let mark = line.first {
                    primitives.append(
                        .symbol(
                            .circle, center: only, size: ChartRules.lineWidth * 2, color(of: mark)))
                }
                continue
            }
            primitives.append(
                .path(
                    ChartCurves.path(points, first.interpolation), fill: nil,
                    stroke: color(of: first),
                    lineWidth: first.lineWidth ?? ChartRules.lineWidth, dash: first.dash))
        }
    }

    private mutating func drawAreas(
        _ xScale: ChartScale?, _ yScale: ChartScale?, _ stacks: [Int: (Double, Double)]
    ) {
        guard let xScale, let yScale else { return }
        for marks in series(of: .areaMark) {
            var top: [(x: Double, y: Double)] = []
            var bottom: [(x: Double, y: Double)] = []
            for (index, mark) in marks {
                guard let xValue = mark.x, let fx = xScale.fraction(xValue.value) else { continue }
                let (low, high) =
                    stacks[index] ?? (
                        mark.yStart?.value.number ?? 0,
                        mark.yEnd?.value.number ?? mark.y?.value.number ?? 0
                    )
                guard let f0 = yScale.fraction(.number(low)),
                    let f1 = yScale.fraction(.number(high))
                else { continue }
                top.append((x(fx), y(f1)))
                bottom.append((x(fx), y(f0)))
            }
            guard top.count > 1, let first = marks.first?.mark else { continue }
            let upper = ChartCurves.path(top, first.interpolation)
            let lower = ChartCurves.path(bottom.reversed(), first.interpolation)
            let d = upper + "L" + lower.dropFirst() + "Z"
            primitives.append(.path(d, fill: color(of: first), stroke: nil, lineWidth: 0, dash: []))
        }
    }
}

/// The paths of line and area marks by `InterpolationMethod`.
enum ChartCurves {
    static func path(_ points: [(x: Double, y: Double)], _ method: InterpolationMethod) -> String {
        func p(_ point: (x: Double, y: Double)) -> String {
            "\(SVGNumber.text(point.x)) \(SVGNumber.text(point.y))"
        }
        guard let first = points.first else { return "" }
        var d = "M" + p(first)
        switch method {
        case .linear:
            for point in points.dropFirst() { d += "L" + p(point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                switch method {
                case .stepStart: d += "L" + p((previous.x, point.y)) + "L" + p(point)
                case .stepEnd: d += "L" + p((point.x, previous.y)) + "L" + p(point)
                default:
                    let mid = (previous.x + point.x) / 2
                    d += "L" + p((mid, previous.y)) + "L" + p((mid, point.y)) + "L" + p(point)
                }
            }
        case .catmullRom, .cardinal, .monotone:
            // APPROXIMATE: cardinal and monotone are drawn as Catmull-Rom
            // curves, which pass through every point as they do.
            for index in 0..<(points.count - 1) {
                let p0 = points[max(0, index - 1)]
                let p1 = points[index]
                let p2 = points[index + 1]
                let p3 = points[min(points.count - 1, index + 2)]
                let c1 = (p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6)
                let c2 = (p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6)
                d += "C" + p(c1) + " " + p(c2) + " " + p(p2)
            }
        }
        return d
    }
}

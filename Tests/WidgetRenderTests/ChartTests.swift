import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// Swift Charts as wdl draws it (`ChartRules`, `ChartScale`, `ChartGeometry`).
struct ChartTests {
    /// The primitives of the one chart in `body`, laid out in systemMedium.
    static func primitives(_ body: String) throws -> [ChartPrimitive] {
        let made = try layout(body + ".containerBackground(for: .widget) { Color.white }")
        let chart = try #require(nodes(made.root).first { $0.name == "Chart" })
        guard case .chart(let spec) = chart.kind else { return [] }
        return ChartGeometry(spec, in: chart.frame).primitives
    }

    static func rects(_ primitives: [ChartPrimitive]) -> [Rect] {
        primitives.compactMap { if case .rect(let rect, _, _) = $0 { rect } else { nil } }
    }

    static func labels(_ primitives: [ChartPrimitive]) -> [String] {
        primitives.compactMap { if case .text(let words, _, _, _, _) = $0 { words } else { nil } }
    }

    @Test(arguments: [
        (0.0, 9900.0, 4, [0.0, 5000, 10000]), (0, 7, 4, [0, 2, 4, 6, 8]),
        (0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (-3, 12, 3, [-5, 0, 5, 10, 15]), (98, 165, 3, [50, 100, 150, 200]),
    ])
    func niceTicks(_ lower: Double, _ upper: Double, _ count: Int, _ expected: [Double]) {
        #expect(ChartRules.niceTicks(lower, upper, count: count).ticks == expected)
    }

    /// Bars of one category stack; the y domain is widened to nice ticks
    /// and includes zero; the y labels are on the trailing side.
    @Test func barsStackAndTheAxisIsNice() throws {
        let drawn = try Self.primitives(
            #"Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6200)).foregroundStyle(by: .value("K", "Walk")); BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).foregroundStyle(by: .value("K", "Run")); BarMark(x: .value("Day", "Tue"), y: .value("Steps", 8400)).foregroundStyle(by: .value("K", "Walk")) }"#
        )
        let bars = Self.rects(drawn)
        #expect(bars.count == 3)
        // The Run bar sits on the Walk bar of Monday.
        #expect(abs(bars[1].maxY - bars[0].y) < 0.01 && bars[1].x == bars[0].x)
        #expect(
            Self.labels(drawn).filter { $0.first?.isNumber == true } == ["0", "5,000", "10,000"])
        #expect(Self.labels(drawn).contains("Mon") && Self.labels(drawn).contains("Walk"))
    }

    /// `position(by:)`: the bars of one day stand side by side, each from
    /// zero, sharing the width one bar would have.
    @Test func positionedBarsStandSideBySide() throws {
        let bars = Self.rects(
            try Self.primitives(
                #"Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6)).position(by: .value("K", "A")); BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).position(by: .value("K", "B")); BarMark(x: .value("Day", "Tue"), y: .value("Steps", 8)) }"#
            ))
        #expect(bars.count == 3)
        #expect(abs(bars[0].maxX - bars[1].x) < 0.01)
        #expect(abs(bars[0].maxY - bars[1].maxY) < 0.01)
        #expect(abs(bars[0].width + bars[1].width - bars[2].width) < 0.01)
    }

    /// An annotation's frame beside its mark: outside the side named,
    /// the spacing away, along it by the alignment; inside for overlay.
    @Test(arguments: [
        (AnnotationPosition.top, Alignment.center, Rect(x: 15, y: 21, width: 10, height: 5)),
        (.bottom, .center, Rect(x: 15, y: 74, width: 10, height: 5)),
        (.top, Alignment(horizontal: 0, vertical: 0.5), Rect(x: 10, y: 21, width: 10, height: 5)),
        (.leading, .center, Rect(x: -4, y: 47.5, width: 10, height: 5)),
        (.trailing, .center, Rect(x: 34, y: 47.5, width: 10, height: 5)),
        (.topTrailing, .center, Rect(x: 34, y: 21, width: 10, height: 5)),
        (.overlay, .center, Rect(x: 15, y: 47.5, width: 10, height: 5)),
        // Automatic: the mark's own side (a vertical bar's is the top).
        (.automatic, .center, Rect(x: 15, y: 21, width: 10, height: 5)),
    ])
    func annotationFrames(_ position: AnnotationPosition, _ alignment: Alignment, _ expected: Rect)
    {
        let annotation = ChartAnnotation(
            node: 0, position: position, alignment: alignment, spacing: 4)
        let anchor = ChartAnchor(rect: Rect(x: 10, y: 30, width: 20, height: 40), automatic: .top)
        #expect(annotation.frame(Size(10, 5), beside: anchor) == expected)
    }

    /// A bar's annotation stands on the bar, a sector's on its ring.
    @Test func annotationsAreLaidOutBesideTheirMarks() throws {
        let made = try layout(
            #"HStack { Chart { BarMark(x: .value("D", "Mon"), y: .value("n", 5)).annotation(position: .top) { Text("5") } }; Chart { SectorMark(angle: .value("a", 1)).annotation(position: .overlay) { Text("All") } } }.containerBackground(for: .widget) { Color.white }"#
        )
        let charts = nodes(made.root).filter { $0.name == "Chart" }
        #expect(charts.count == 2)
        guard case .chart(let barSpec) = charts[0].kind else { return }
        let bar = try #require(
            Self.rects(ChartGeometry(barSpec, in: charts[0].frame).primitives).first)
        let label = try #require(charts[0].children.first)
        #expect(abs(label.frame.maxY + ChartRules.annotationSpacing - bar.y) < 0.01)
        #expect(abs(label.frame.x + label.frame.width / 2 - (bar.x + bar.width / 2)) < 0.01)
        let share = try #require(charts[1].children.first)
        // A whole pie's ring is its disc: the label sits halfway to the rim.
        #expect(share.frame.height > 0 && share.frame.y > charts[1].frame.y)
    }

    @Test(arguments: [
        (".chartXAxis(.hidden)", ["0", "5", "10", "A", "B"], ["Mon"]),
        (".chartYAxis(.hidden)", ["Mon", "A", "B"], ["0"]),
        (".chartLegend(.hidden)", ["Mon", "0"], ["A"]),
    ])
    func hiddenParts(_ modifier: String, _ shown: [String], _ hidden: [String]) throws {
        let labels = Self.labels(
            try Self.primitives(
                #"Chart { BarMark(x: .value("D", "Mon"), y: .value("h", 7)).foregroundStyle(by: .value("K", "A")); BarMark(x: .value("D", "Tue"), y: .value("h", 3)).foregroundStyle(by: .value("K", "B")) }"#
                    + modifier))
        for label in shown { #expect(labels.contains(label), "\(label) in \(labels)") }
        for label in hidden { #expect(!labels.contains(label), "\(label) in \(labels)") }
    }

    /// A given domain replaces the automatic one.
    @Test func aGivenDomainIsKept() throws {
        let labels = Self.labels(
            try Self.primitives(
                #"Chart { BarMark(x: .value("D", "Mon"), y: .value("h", 7)) }.chartYScale(domain: 0...20)"#
            ))
        #expect(labels.contains("20") && !labels.contains("8"))
    }

    /// Hours on a date axis are labelled as the locale writes them.
    @Test func dateAxisLabelsHours() throws {
        let labels = Self.labels(
            try Self.primitives(
                #"Chart { LineMark(x: .value("t", entry.date), y: .value("v", 1)); LineMark(x: .value("t", entry.date.addingTimeInterval(36000)), y: .value("v", 2)) }"#
            ))
        // Foundation writes a narrow no-break space before AM.
        #expect(labels.contains("9\u{202F}AM"), "\(labels)")
    }

    /// The lines of a chart, horizontal (y grid lines and y ticks) or vertical.
    static func lines(_ primitives: [ChartPrimitive], horizontal: Bool) -> [Double] {
        primitives.compactMap {
            guard case .line(let from, let to, _, _) = $0 else { return nil }
            return horizontal
                ? (from.y == to.y ? to.x - from.x : nil) : (from.x == to.x ? to.y - from.y : nil)
        }
    }

    static let line =
        #"Chart { LineMark(x: .value("x", 0), y: .value("y", 10)); LineMark(x: .value("x", 10), y: .value("y", 95)) }"#

    /// `chartXAxis { AxisMarks(...) }` and `chartYAxis`: which values are
    /// marked, and which labels are drawn.
    @Test(arguments: [
        (".chartYAxis { AxisMarks(values: [0, 50, 100]) }", ["0", "50", "100"], ["20"]),
        (
            ".chartYAxis { AxisMarks(values: .stride(by: 25)) }", ["0", "25", "50", "75", "100"],
            ["20"]
        ),
        (
            ".chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }", ["0", "50", "100"],
            ["20"]
        ),
        (".chartXAxis { AxisMarks(values: [5]) }", ["5", "50"], ["8"]),
        (".chartYAxis { AxisMarks { value in AxisGridLine() } }", ["2", "8"], ["50", "100"]),
        (".chartXAxis { AxisMarks(values: [2]) { value in AxisTick() } }", ["50"], ["2", "8"]),
    ])
    func axisMarksChooseValuesAndParts(_ modifier: String, _ shown: [String], _ hidden: [String])
        throws
    {
        let labels = Self.labels(try Self.primitives(Self.line + modifier))
        for label in shown { #expect(labels.contains(label), "\(label) in \(labels)") }
        for label in hidden { #expect(!labels.contains(label), "\(label) in \(labels)") }
    }

    /// `AxisMarks()` draws a grid line, a tick and a label at each value;
    /// the leading position puts labels left of the plot, right-aligned.
    @Test func axisMarksDrawGridTickAndLabelOnTheirSide() throws {
        let drawn = try Self.primitives(
            Self.line + ".chartYAxis { AxisMarks(position: .leading, values: [0, 100]) }")
        let horizontal = Self.lines(drawn, horizontal: true)
        // Two grid lines across the plot, two ticks of 4 pt outward (leftwards).
        #expect(horizontal.filter { $0 == -ChartRules.tickLength }.count == 2, "\(horizontal)")
        #expect(horizontal.filter { $0 > 100 }.count == 2)
        let anchors = drawn.compactMap { primitive -> String? in
            guard case .text(let words, _, let anchor, _, _) = primitive, words == "100" else {
                return nil
            }
            return anchor
        }
        #expect(anchors == ["end"])
    }

    /// A date axis marked every 6 hours, labelled in the format given.
    @Test func axisMarksStrideByHoursWithAFormat() throws {
        let labels = Self.labels(
            try Self.primitives(
                #"Chart { LineMark(x: .value("t", entry.date), y: .value("v", 1)); LineMark(x: .value("t", entry.date.addingTimeInterval(86400)), y: .value("v", 2)) }.chartXAxis { AxisMarks(values: .stride(by: .hour, count: 6)) { value in AxisValueLabel(format: .dateTime.hour()) } }"#
            ))
        #expect(labels.contains("3\u{202F}PM") && labels.contains("9\u{202F}PM"), "\(labels)")
        #expect(!labels.contains("12\u{202F}PM"), "\(labels)")
    }

    /// `symbol(by:)`: one symbol per value, in order, and in the legend.
    @Test func symbolByPicksAShapePerValue() throws {
        let drawn = try Self.primitives(
            #"Chart { PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(by: .value("K", "Walk")); PointMark(x: .value("x", 2), y: .value("y", 3)).symbol(by: .value("K", "Run")); PointMark(x: .value("x", 3), y: .value("y", 1)).symbol(by: .value("K", "Walk")) }"#
        )
        let shapes = drawn.compactMap { primitive -> ChartSymbolShape? in
            if case .symbol(let shape, _, _, _) = primitive { shape } else { nil }
        }
        // The legend's two entries (drawn first), then the three points.
        #expect(shapes == [.circle, .square, .circle, .square, .circle], "\(shapes)")
        #expect(Self.labels(drawn).contains("Walk") && Self.labels(drawn).contains("Run"))
    }

    /// A sector chart is a pie: no axes, slices from 12 o'clock clockwise.
    @Test func sectorsMakeAPie() throws {
        let drawn = try Self.primitives(
            #"Chart { SectorMark(angle: .value("h", 1)).foregroundStyle(.red); SectorMark(angle: .value("h", 3)).foregroundStyle(.blue) }"#
        )
        let paths = drawn.compactMap { if case .path(let d, _, _, _, _) = $0 { d } else { nil } }
        #expect(paths.count == 2 && Self.labels(drawn).isEmpty)
        // The first quarter starts at the top of the circle.
        #expect(paths[0].hasPrefix("M169 16A63 63 0 0 1 232 79"), "\(paths[0])")
    }

    /// `foregroundStyle(by:)` takes the palette in order, or the style scale.
    @Test func categoriesTakeThePaletteOrTheScale() throws {
        let body =
            #"Chart { BarMark(x: .value("D", "Mon"), y: .value("h", 7)).foregroundStyle(by: .value("K", "A")); BarMark(x: .value("D", "Tue"), y: .value("h", 3)).foregroundStyle(by: .value("K", "B")) }"#
        func colors(_ drawn: [ChartPrimitive]) -> [RGBA] {
            drawn.compactMap { if case .rect(_, let color, _) = $0 { color } else { nil } }
        }
        #expect(
            colors(try Self.primitives(body))
                == [Palette.system(.blue, .light), Palette.system(.green, .light)])
        #expect(
            colors(
                try Self.primitives(
                    body
                        + #".chartForegroundStyleScale(domain: ["A", "B"], range: [Color.orange, Color.purple])"#
                ))
                == [Palette.system(.orange, .light), Palette.system(.purple, .light)])
    }

    /// A rule across the plot at its value, with its dashes.
    @Test func ruleSpansThePlot() throws {
        let drawn = try Self.primitives(
            #"Chart { BarMark(x: .value("D", "Mon"), y: .value("h", 10)); RuleMark(y: .value("Goal", 5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2])) }"#
        )
        let rule = drawn.compactMap {
            if case .path(let d, nil, _?, 1, let dash) = $0, dash == [4, 2] { d } else { nil }
        }
        #expect(rule.count == 1 && rule[0].hasPrefix("M16 "))
    }
}

import Foundation
import WidgetArchive

/// The rules Swift Charts' automatic scales, axes and marks follow, as
/// wdl draws them: one table. Sources: Apple's Swift Charts pages
/// (`ScaleDomain.automatic(includesZero:)`, `AxisMarks(values: .automatic)`,
/// `MarkStackingMethod`, `InterpolationMethod`, `chartForegroundStyleScale`)
/// and the charts in Apple's documentation images. UNCONFIRMED where
/// marked: Apple publishes no number.
enum ChartRules {
    /// The colours `foregroundStyle(by:)` gives categories in order of
    /// first appearance. UNCONFIRMED: the system colours in the order
    /// Apple's chart images show them (blue, green, orange, purple, red,
    /// cyan, yellow, brown, pink, indigo), then again.
    static let palette: [SystemColor] = [
        .blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo,
    ]
    /// A numeric scale includes zero (`automatic(includesZero:)` decides by
    /// the marks; bars and areas include it, and so do lines and points in
    /// Apple's images, UNCONFIRMED for points).
    static let includesZero = true
    /// "Nice" tick steps: 1, 2 and 5 times a power of ten.
    static let niceSteps: [Double] = [1, 2, 5, 10]
    /// Points between the value labels of an automatic axis at least: a
    /// chart 100 pt tall has 3 or 4 on its y axis; an x axis's labels are
    /// wider (UNCONFIRMED).
    static let yLabelPitch = 30.0
    static let xLabelPitch = 60.0
    /// The most ticks an automatic axis has (UNCONFIRMED).
    static let maximumTicks = 6
    /// The share of a category's band a bar or rectangle takes (UNCONFIRMED).
    static let bandRatio = 0.8
    /// A bar on a numeric or date axis: the share of the space per value.
    static let continuousBarRatio = 0.6
    /// A line mark's width; a rule mark's (points).
    static let lineWidth = 2.0
    static let ruleWidth = 1.0
    /// A point mark's symbol size (points across; Charts' default symbol
    /// size is 30 square points).
    static let symbolSize = sqrt(30.0) * 1.2
    /// Grid lines: width, and the gap between an axis and its labels.
    static let gridLineWidth = 0.5
    static let labelGap = 4.0
    /// The symbols `symbol(by:)` gives its values, in order (UNCONFIRMED:
    /// Charts' own order is not published; this is `ChartSymbolShape`'s
    /// order, circle first as an unstyled point is).
    static let symbolOrder = ChartSymbolShape.allCases

    /// An `AxisTick`'s length in points (UNCONFIRMED: Apple publishes no
    /// default; 4 pt matches the gap between an axis and its labels).
    static let tickLength = 4.0
    /// The most values one `AxisMarks` marks (a stride finer than this
    /// would draw a solid band).
    static let maximumMarks = 64
    /// The legend's symbol, the gap after it and between items.
    static let legendSymbol = 7.0
    static let legendItemGap = 10.0
    /// The gap between a mark and its `annotation` when `spacing` is not
    /// given (UNCONFIRMED: Apple publishes no default; the labels' gap).
    static let annotationSpacing = 4.0
    /// A chart offered no size takes this much (UNCONFIRMED).
    static let idealSize = Size(150, 100)
    /// The y axis is on the trailing side and the x axis at the bottom,
    /// as Charts puts them on iOS.
    static let yAxisTrailing = true

    /// Tick values of a numeric domain, and the domain widened to them:
    /// about `count` steps of a nice size.
    static func niceTicks(_ lower: Double, _ upper: Double, count: Int) -> (
        domain: (Double, Double), ticks: [Double]
    ) {
        var (lower, upper) = (lower, upper)
        if upper <= lower {
            (lower, upper) = lower == 0 ? (0, 1) : (min(0, lower * 2), max(0, lower * 2))
        }
        let raw = (upper - lower) / Double(max(1, count))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = (niceSteps.map { $0 * magnitude }.first { $0 >= raw * 0.999 }) ?? 10 * magnitude
        let start = (lower / step).rounded(.down) * step
        let end = (upper / step).rounded(.up) * step
        // Each tick from its index, rounded to the step's digits, so that
        // no sum drifts (0.6, not 0.6000000000000001).
        let digits = pow(10, max(0, -(log10(step)).rounded(.down) + 2))
        let count = min(64, Int(((end - start) / step).rounded()) + 1)
        let ticks = (0..<max(1, count)).map { index -> Double in
            let value = ((start + Double(index) * step) * digits).rounded() / digits
            return value == 0 ? 0 : value
        }
        return ((start, end), ticks)
    }

    /// The calendar unit and step of a date axis spanning `seconds`, with
    /// its labels' fields. UNCONFIRMED: hours up to two days ("9 AM"),
    /// weekdays up to a week ("Mon"), days up to a quarter ("Nov 21"),
    /// then months ("Nov").
    static func dateUnit(span seconds: Double, count: Int) -> (
        component: Calendar.Component, step: Int, label: DateFieldsStyle
    ) {
        var label = DateFieldsStyle()
        let hours = seconds / 3600
        if hours <= 48 {
            label.hour = true
            let step = [1, 2, 3, 6, 12, 24].first { hours / Double($0) <= Double(count) } ?? 24
            return (.hour, step, label)
        }
        let days = hours / 24
        if days <= 7 {
            label.weekday = .abbreviated
            return (.day, 1, label)
        }
        if days <= 92 {
            label.month = .abbreviated
            label.day = true
            let step = [1, 2, 7, 14].first { days / Double($0) <= Double(count) } ?? 14
            return (.day, step, label)
        }
        label.month = .abbreviated
        let months = days / 30
        let step = [1, 2, 3, 6].first { months / Double($0) <= Double(count) } ?? 12
        return (.month, step, label)
    }
}

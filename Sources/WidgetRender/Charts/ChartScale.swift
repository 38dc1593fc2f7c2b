import Foundation
import WidgetArchive

/// One axis's scale: where a plotted value lies along the plot, and the
/// ticks and labels of its automatic axis (`ChartRules`).
enum ChartScale {
    /// Numbers: a domain widened to nice ticks.
    case linear(lower: Double, upper: Double, ticks: [Double])
    /// Dates, as seconds since 1970: the data's span, ticks on calendar units.
    case time(lower: Double, upper: Double, ticks: [Double], label: DateFieldsStyle)
    /// Categories in order, each a band.
    case band([String])

    /// The scale of `values` (each axis's plotted values) for an axis
    /// `length` points long; `zero` adds zero to a numeric domain.
    static func make(
        _ values: [PlottableValue.Value], domain: ChartDomain?, length: Double, pitch: Double,
        zero: Bool, region: DisplayRegion
    ) -> ChartScale? {
        let count = max(2, min(ChartRules.maximumTicks, Int(length / pitch)))
        switch domain {
        case .categories(let names)?: return .band(names)
        case .numbers(let lower, let upper)?:
            return .linear(
                lower: lower, upper: upper,
                ticks: ChartRules.niceTicks(lower, upper, count: count).ticks.filter {
                    $0 >= lower - 1e-9 && $0 <= upper + 1e-9
                })
        case .dates(let lower, let upper)?:
            return time(lower.timeIntervalSince1970, upper.timeIntervalSince1970, count, region)
        case nil: break
        }
        guard !values.isEmpty else { return nil }
        if values.contains(where: { if case .string = $0 { true } else { false } }) {
            var names: [String] = []
            for value in values where !names.contains(value.key) { names.append(value.key) }
            return .band(names)
        }
        let numbers = values.compactMap(\.number)
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        if values.contains(where: { if case .date = $0 { true } else { false } }) {
            return time(low, high, count, region)
        }
        let lower = zero ? min(0, low) : low
        let upper = zero ? max(0, high) : high
        let nice = ChartRules.niceTicks(lower, upper, count: count)
        return .linear(lower: nice.domain.0, upper: nice.domain.1, ticks: nice.ticks)
    }

    static func time(
        _ lower: Double, _ upper: Double, _ count: Int, _ region: DisplayRegion
    )
        -> ChartScale
    {
        let upper = max(upper, lower + 3600)
        var (component, step, label) = ChartRules.dateUnit(span: upper - lower, count: count)
        label.region = region
        let calendar = region.calendar
        let start = Date(timeIntervalSince1970: lower)
        var tick =
            calendar.dateInterval(of: component == .hour ? .hour : .day, for: start)?.start ?? start
        if component == .month {
            tick = calendar.dateInterval(of: .month, for: start)?.start ?? tick
        }
        var ticks: [Double] = []
        while tick.timeIntervalSince1970 <= upper, ticks.count < 64 {
            if tick.timeIntervalSince1970 >= lower { ticks.append(tick.timeIntervalSince1970) }
            guard let next = calendar.date(byAdding: component, value: step, to: tick) else {
                break
            }
            tick = next
        }
        return .time(lower: lower, upper: upper, ticks: ticks, label: label)
    }

    /// Where `value` lies from 0 to 1 along the axis (a band's centre); nil
    /// for a value of another kind.
    func fraction(_ value: PlottableValue.Value) -> Double? {
        switch self {
        case .linear(let lower, let upper, _), .time(let lower, let upper, _, _):
            guard let number = value.number, upper > lower else { return nil }
            return (number - lower) / (upper - lower)
        case .band(let names):
            guard let index = names.firstIndex(of: value.key) else { return nil }
            return (Double(index) + 0.5) / Double(names.count)
        }
    }

    /// The share of the axis one category (or, for numbers, one of `count` values) takes.
    func band(count: Int) -> Double {
        if case .band(let names) = self { return 1 / Double(max(1, names.count)) }
        return 1 / Double(max(1, count))
    }

    var isBand: Bool { if case .band = self { true } else { false } }

    /// The ticks as fractions of the axis, with their labels.
    func ticks(region: DisplayRegion) -> [(fraction: Double, label: String)] {
        switch self {
        case .linear(let lower, let upper, let ticks):
            return ticks.map {
                ((($0 - lower) / max(upper - lower, 1e-12)), Self.number($0, region))
            }
        case .time(let lower, let upper, let ticks, let label):
            return ticks.map {
                (
                    ($0 - lower) / max(upper - lower, 1e-12),
                    label.format(Date(timeIntervalSince1970: $0))
                )
            }
        case .band(let names):
            return names.enumerated().map {
                ((Double($0.offset) + 0.5) / Double(names.count), $0.element)
            }
        }
    }

    /// A tick's number as Charts labels it: grouped, with only the
    /// fraction digits it needs, in the display's locale.
    static func number(_ value: Double, _ region: DisplayRegion) -> String {
        let formatter = NumberFormatter()
        formatter.locale = region.locale.foundation
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}

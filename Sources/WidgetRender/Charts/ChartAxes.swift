import Foundation
import WidgetArchive

/// One `AxisMarks` of a `chartXAxis { ... }` or `chartYAxis { ... }`
/// closure: which values it marks, on which side, and which of a grid
/// line, a tick and a label it draws at each. `AxisMarks()` with no
/// content draws all three, as Charts' default axis content does.
public struct AxisMarksSpec: Sendable, Hashable {
    public var position = AxisMarkPosition.automatic
    public var preset = AxisMarkPreset.automatic
    public var values = AxisMarkValues.automatic(desiredCount: nil)
    public var gridLine = true
    /// The tick's length; nil for no tick.
    public var tick: Double? = ChartRules.tickLength
    public var label = true
    /// The labels' date format; nil for the scale's own.
    public var format: DateFieldsStyle?

    /// Charts' default marks on an axis: grid lines and labels at the
    /// scale's own values, no ticks (as its automatic axes draw on iOS).
    static let standard = AxisMarksSpec(tick: nil)

    private init(tick: Double?) { self.tick = tick }

    /// The marks an archived `AxisMarks` says; nil for another view.
    init?(_ view: ArchivedView) {
        guard view.kind == .axisMarks else { return nil }
        position = view.keyword(.position, as: AxisMarkPosition.self) ?? .automatic
        preset = view.keyword(.preset, as: AxisMarkPreset.self) ?? .automatic
        values = AxisMarkValues(archived: view[.values]) ?? .automatic(desiredCount: nil)
        guard !view.children.isEmpty else { return }
        gridLine = view.children.contains { $0.kind == .axisGridLine }
        tick = view.children.first { $0.kind == .axisTick }.map { tick in
            tick.arguments.number(.length).flatMap { $0.isFinite ? min(max($0, 0), 100) : nil }
                ?? ChartRules.tickLength
        }
        let label = view.children.first { $0.kind == .axisValueLabel }
        self.label = label != nil
        format = label.flatMap { DateFieldsStyle(archived: $0[.format]) }
    }

    /// The marks of an axis modifier: its closure's `AxisMarks`, or nil
    /// for the visibility form.
    static func list(_ modifier: ArchivedModifier) -> [AxisMarksSpec]? {
        guard case .views(let views)? = modifier[.content] else { return nil }
        return views.compactMap(AxisMarksSpec.init)
    }
}

/// A value an axis marks: where it lies and its label.
struct AxisTickValue {
    var fraction: Double
    var label: String
}

extension ChartScale {
    /// The ticks `values` asks for, labelled in `format` (a date axis) or
    /// as the scale labels its own; values outside the domain are left out.
    func ticks(_ values: AxisMarkValues, format: DateFieldsStyle?, region: DisplayRegion)
        -> [AxisTickValue]
    {
        var format = format
        format?.region = region
        let own = ticks(region: region).map {
            AxisTickValue(fraction: $0.fraction, label: $0.label)
        }
        switch (values, self) {
        case (.automatic(nil), .time(_, _, let ticks, _)) where format != nil:
            return ticks.map { tick($0, format, region) }
        case (.automatic(nil), _), (_, .band):
            if case .values(let list) = values, case .band(let names) = self {
                return list.compactMap { value in
                    names.firstIndex(of: value.key).map {
                        AxisTickValue(
                            fraction: (Double($0) + 0.5) / Double(names.count), label: value.key)
                    }
                }
            }
            return own
        case (.automatic(let count?), .linear(let lower, let upper, _)):
            return ChartRules.niceTicks(lower, upper, count: count).ticks
                .filter { $0 >= lower - 1e-9 && $0 <= upper + 1e-9 }
                .map { tick($0, nil, region) }
        case (.automatic(let count?), .time(let lower, let upper, _, _)):
            guard
                case .time(_, _, let ticks, let label) = ChartScale.time(
                    lower, upper, count, region)
            else { return own }
            return ticks.map { tick($0, format ?? label, region) }
        case (.stride(let unit, let count), .linear(let lower, let upper, _)):
            let step = unit == nil ? count : 1
            var value = (lower / step).rounded(.up) * step
            var result: [AxisTickValue] = []
            while value <= upper + 1e-9, result.count < ChartRules.maximumMarks {
                result.append(tick(value, nil, region))
                value += step
            }
            return result
        case (.stride(let unit, let count), .time(let lower, let upper, _, let label)):
            return strideTicks(
                unit ?? .day, count: Int(count), lower, upper, format ?? label, region)
        case (.values(let list), .linear(let lower, let upper, _)),
            (.values(let list), .time(let lower, let upper, _, _)):
            return list.compactMap { value in
                guard let number = value.number, number >= lower - 1e-9, number <= upper + 1e-9
                else { return nil }
                return tick(number, format, region)
            }
        }
    }

    /// A tick at `value`: a date's in `format` (the scale's own without
    /// one), a number as Charts labels numbers.
    private func tick(_ value: Double, _ format: DateFieldsStyle?, _ region: DisplayRegion)
        -> AxisTickValue
    {
        switch self {
        case .time(let lower, let upper, _, let label):
            return AxisTickValue(
                fraction: (value - lower) / max(upper - lower, 1e-12),
                label: (format ?? label).format(Date(timeIntervalSince1970: value)))
        case .linear(let lower, let upper, _):
            return AxisTickValue(
                fraction: (value - lower) / max(upper - lower, 1e-12),
                label: ChartScale.number(value, region))
        case .band:
            // Never asked: a band's ticks are its categories (`ticks(_:format:region:)`).
            return AxisTickValue(fraction: 0.5, label: ChartScale.number(value, region))
        }
    }

    /// Every `count` calendar units from the start of the unit the domain
    /// starts in.
    private func strideTicks(
        _ unit: AxisCalendarUnit, count: Int, _ lower: Double, _ upper: Double,
        _ format: DateFieldsStyle, _ region: DisplayRegion
    ) -> [AxisTickValue] {
        let calendar = region.calendar
        let start = Date(timeIntervalSince1970: lower)
        var date = calendar.dateInterval(of: unit.component, for: start)?.start ?? start
        var result: [AxisTickValue] = []
        var steps = 0
        while date.timeIntervalSince1970 <= upper, steps < ChartRules.maximumMarks * 4 {
            steps += 1
            let seconds = date.timeIntervalSince1970
            if seconds >= lower {
                result.append(tick(seconds, format, region))
            }
            guard
                let next = calendar.date(
                    byAdding: unit.component, value: max(1, count) * unit.multiple, to: date)
            else { break }
            date = next
        }
        return result
    }
}

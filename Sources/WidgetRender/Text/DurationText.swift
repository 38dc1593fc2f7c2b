import Foundation
import WidgetArchive

/// The span between two dates as `Text(date, style: .relative)` and
/// `.offset` show it: the two largest non-zero calendar units, "11 min,
/// 14 sec" (abbreviated) or "1 hour, 1 minute", in the display's region.
///
/// The units are counted by Foundation's Gregorian calendar in the
/// region's time zone (so a month is as long as the calendar says), and
/// worded by Foundation's `Duration.UnitsFormatStyle` in the region's
/// locale.
enum DurationText {
    /// A calendar unit, largest first.
    enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second

        /// Seconds in one unit, for the units a `Duration` can hold.
        var seconds: Int64? {
            switch self {
            case .year, .month: nil
            case .week: 604_800
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }

        var foundation: Duration.UnitsFormatStyle.Unit? {
            switch self {
            case .year, .month: nil
            case .week: .weeks
            case .day: .days
            case .hour: .hours
            case .minute: .minutes
            case .second: .seconds
            }
        }
    }

    /// The two largest non-zero units from `start` to `end` (`start` first).
    static func between(_ start: Date, _ end: Date, abbreviated: Bool, region: DisplayRegion)
        -> String
    {
        var shown = units(from: start, to: end, calendar: region.calendar)
        if shown.contains(where: { $0.unit.seconds == nil }) {
            if let words = CalendarUnitWords.words(for: region.locale) {
                return words.format(shown, abbreviated: abbreviated)
            }
            // No words for years and months in this locale: weeks and days.
            shown = units(from: start, to: end, calendar: region.calendar, weeksAndDaysOnly: true)
        }
        let parts = shown.isEmpty ? [(unit: Unit.second, value: Int64(0))] : shown
        let total = parts.reduce(Int64(0)) { $0 + $1.value * ($1.unit.seconds ?? 0) }
        let style = Duration.UnitsFormatStyle(
            allowedUnits: Set(parts.compactMap(\.unit.foundation)),
            width: abbreviated ? .abbreviated : .wide, maximumUnitCount: 2)
        return Duration.seconds(total).formatted(style.locale(region.locale.foundation))
    }

    /// The calendar's count of each unit from `start` to `end`, leading
    /// zeros dropped, at most two units; weeks show only under a month,
    /// as Foundation's component formatting does.
    static func units(
        from start: Date, to end: Date, calendar: Calendar, weeksAndDaysOnly: Bool = false
    ) -> [(unit: Unit, value: Int64)] {
        let components: Set<Calendar.Component> =
            weeksAndDaysOnly
            ? [.day, .hour, .minute, .second] : [.year, .month, .day, .hour, .minute, .second]
        let span = calendar.dateComponents(
            components, from: DateFormatStyle.clamped(start), to: DateFormatStyle.clamped(end))
        var values: [(unit: Unit, value: Int64)] = [
            (.year, Int64(span.year ?? 0)), (.month, Int64(span.month ?? 0)), (.week, 0),
            (.day, Int64(span.day ?? 0)),
            (.hour, Int64(span.hour ?? 0)), (.minute, Int64(span.minute ?? 0)),
            (.second, Int64(span.second ?? 0)),
        ]
        if values[0].value == 0, values[1].value == 0, values[3].value >= 7 {
            values[2].value = values[3].value / 7
            values[3].value %= 7
        }
        return Array(values.drop { $0.value == 0 }.prefix(2).filter { $0.value != 0 })
    }
}

import Foundation

/// Where an axis's marks are drawn: Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: String, CaseIterable, Sendable, Hashable {
    case automatic, leading, trailing, top, bottom
}

/// How an axis's marks are laid out: Swift Charts' `AxisMarkPreset`.
/// CHOICE: `extended` and `aligned` are drawn as `automatic`; `inset`
/// draws the labels inside the plot.
public enum AxisMarkPreset: String, CaseIterable, Sendable, Hashable {
    case automatic, extended, aligned, inset
}

/// The calendar units a date axis can step by (`.stride(by: .hour)`).
public enum AxisCalendarUnit: String, CaseIterable, Sendable, Hashable {
    case minute, hour, day, weekday, weekOfYear, month, quarter, year

    /// Foundation's component; a quarter steps three months.
    public var component: Calendar.Component {
        switch self {
        case .minute: .minute
        case .hour: .hour
        case .day, .weekday: .day
        case .weekOfYear: .weekOfYear
        case .month, .quarter: .month
        case .year: .year
        }
    }

    /// How many `component`s one unit is.
    public var multiple: Int { self == .quarter ? 3 : 1 }
}

/// Which values an `AxisMarks` marks: Swift Charts' `AxisMarkValues`.
/// Archived as a list whose first element says which case:
/// `[automatic, count or null]`, `[stride, unit or null, count]` (no unit:
/// a numeric stride) or `[values, [values]]`.
public enum AxisMarkValues: Hashable, Sendable {
    /// The scale's own ticks, about `desiredCount` of them when given.
    case automatic(desiredCount: Int?)
    /// Every `count` units from the start of the domain (a date axis), or
    /// every multiple of `count` (a numeric axis, `unit` nil).
    case stride(unit: AxisCalendarUnit?, count: Double)
    /// These values.
    case values([PlottableValue.Value])

    /// The archived form.
    public var archived: ArchiveValue {
        switch self {
        case .automatic(let count):
            .list([.keyword("automatic"), count.map { .integer($0) } ?? .null])
        case .stride(let unit, let count):
            .list([.keyword("stride"), unit.map { .keyword($0.rawValue) } ?? .null, .number(count)])
        case .values(let values):
            .list([.keyword("values"), .list(values.map(\.archived))])
        }
    }

    /// The values from their archived form; nil for anything else.
    public init?(archived value: ArchiveValue?) {
        guard case .list(let parts)? = value, case .keyword(let name)? = parts.first else {
            return nil
        }
        switch (name, parts.count) {
        case ("automatic", 2):
            switch parts[1] {
            case .null: self = .automatic(desiredCount: nil)
            case .integer(let count) where count > 0 && count <= 100:
                self = .automatic(desiredCount: count)
            default: return nil
            }
        case ("stride", 3):
            guard case .number(let count) = parts[2], count.isFinite, count > 0 else { return nil }
            switch parts[1] {
            case .null: self = .stride(unit: nil, count: count)
            case .keyword(let unit):
                guard let unit = AxisCalendarUnit(rawValue: unit) else { return nil }
                self = .stride(unit: unit, count: count)
            default: return nil
            }
        case ("values", 2):
            guard case .list(let items) = parts[1] else { return nil }
            var values: [PlottableValue.Value] = []
            for item in items {
                guard let value = PlottableValue.Value(archived: item) else { return nil }
                values.append(value)
            }
            self = .values(values)
        default: return nil
        }
    }
}

extension PlottableValue.Value {
    /// The archived form: a number, string or date.
    public var archived: ArchiveValue {
        switch self {
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .date(let date): .date(date)
        }
    }

    /// A value from its archived form; nil for anything else.
    public init?(archived value: ArchiveValue) {
        switch value {
        case .number(let number) where number.isFinite: self = .number(number)
        case .integer(let number): self = .number(Double(number))
        case .string(let text): self = .string(text)
        case .date(let date): self = .date(date)
        default: return nil
        }
    }
}

extension DateFieldsStyle {
    /// The fields as archived (`AxisValueLabel(format:)`): a list of
    /// keywords, `weekday.abbreviated`, `month.wide`, `day`, `year`,
    /// `hour`, `minute`, `second`.
    public var archived: ArchiveValue {
        var fields: [ArchiveValue] = []
        if let weekday { fields.append(.keyword("weekday." + weekday.rawValue)) }
        if let month { fields.append(.keyword("month." + month.rawValue)) }
        for (on, name) in [
            (day, "day"), (year, "year"), (hour, "hour"), (minute, "minute"), (second, "second"),
        ] where on {
            fields.append(.keyword(name))
        }
        return .list(fields)
    }

    /// The fields from their archived form; nil for anything else.
    public init?(archived value: ArchiveValue?) {
        guard case .list(let fields)? = value else { return nil }
        self.init()
        for field in fields {
            guard case .keyword(let name) = field else { return nil }
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            switch (parts[0], parts.count == 2 ? Width(rawValue: parts[1]) : nil) {
            case ("weekday", let width?): weekday = width
            case ("month", let width?): month = width
            case ("day", nil) where parts.count == 1: day = true
            case ("year", nil) where parts.count == 1: year = true
            case ("hour", nil) where parts.count == 1: hour = true
            case ("minute", nil) where parts.count == 1: minute = true
            case ("second", nil) where parts.count == 1: second = true
            default: return nil
            }
        }
    }
}

import Foundation

/// Swift Charts' `PlottableValue`: `.value("Steps", day.steps)`, a label
/// and a number, a string or a date. Archived as a list of the label and
/// the value (a number, a string or a date).
public struct PlottableValue: Hashable, Sendable {
    /// What a mark plots on an axis.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case string(String)
        case date(Date)
    }

    public var label: String
    public var value: Value

    public init(_ label: String, _ value: Value) {
        self.label = label
        self.value = value
    }

    /// The archived form.
    public var archived: ArchiveValue {
        let value: ArchiveValue =
            switch self.value {
            case .number(let number): .number(number)
            case .string(let text): .string(text)
            case .date(let date): .date(date)
            }
        return .list([.string(label), value])
    }

    /// A value from its archived form; nil for anything else or a number
    /// that is not finite.
    public init?(archived value: ArchiveValue?) {
        guard case .list(let parts)? = value, parts.count == 2, case .string(let label) = parts[0]
        else { return nil }
        switch parts[1] {
        case .number(let number) where number.isFinite: self.init(label, .number(number))
        case .integer(let number): self.init(label, .number(Double(number)))
        case .string(let text): self.init(label, .string(text))
        case .date(let date): self.init(label, .date(date))
        default: return nil
        }
    }
}

/// `MarkStackingMethod`: how bars and areas of one x value stack.
public enum MarkStackingMethod: String, CaseIterable, Sendable, Hashable {
    case standard, normalized, center, unstacked
}

/// `InterpolationMethod`: how a line or area joins its points.
public enum InterpolationMethod: String, CaseIterable, Sendable, Hashable {
    case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd
}

/// `BasicChartSymbolShape`: a point's symbol (`symbol(.square)`).
public enum ChartSymbolShape: String, CaseIterable, Sendable, Hashable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// SwiftUI's `Visibility`: `chartLegend(.hidden)`, `chartXAxis(.hidden)`.
public enum Visibility: String, CaseIterable, Sendable, Hashable {
    case automatic, visible, hidden
}

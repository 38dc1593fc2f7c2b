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
    public var archived: ArchiveValue { .list([.string(label), value.archived]) }

    /// A value from its archived form; nil for anything else or a number
    /// that is not finite.
    public init?(archived value: ArchiveValue?) {
        guard case .list(let parts)? = value, parts.count == 2, case .string(let label) = parts[0],
            let plotted = Value(archived: parts[1])
        else { return nil }
        self.init(label, plotted)
    }
}

/// `AnnotationPosition`: the side of its mark an `annotation` is drawn on.
public enum AnnotationPosition: String, CaseIterable, Sendable, Hashable {
    case automatic, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading,
        bottomTrailing, overlay
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

/// SwiftUI's `Text.Scale` (`textScale(_:)`, iOS 17).
public enum TextScale: String, CaseIterable, Sendable, Hashable {
    case `default`, secondary
}

/// SwiftUI's `Visibility`: `chartLegend(.hidden)`, `chartXAxis(.hidden)`.
public enum Visibility: String, CaseIterable, Sendable, Hashable {
    case automatic, visible, hidden
}

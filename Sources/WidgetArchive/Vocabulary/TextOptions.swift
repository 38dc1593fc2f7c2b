/// `truncationMode(_:)`: where a text that does not fit loses characters.
public enum TruncationMode: String, CaseIterable, Sendable, Hashable {
    case head, middle, tail
}

/// `textCase(_:)`.
public enum TextCase: String, CaseIterable, Sendable, Hashable {
    case uppercase, lowercase
}

/// `Text.DateStyle`: how `Text(date, style:)` and `\(date, style:)` show
/// a date (`TextRun.Content.date`).
public enum DateStyle: String, CaseIterable, Sendable, Hashable {
    case timer, relative, offset, date, time
}

extension TextRun.Content {
    /// The date style of a `.date` run, typed; nil for other runs or a
    /// spelling no version of wdl writes.
    public var dateStyle: DateStyle? {
        guard case .date(_, let style) = self else { return nil }
        return DateStyle(rawValue: style)
    }
}

/// A length or number a view or modifier argument holds that only layout
/// knows: a measure of the size of the `GeometryReader` around it
/// (`proxy.size.width * 0.4`), worked out by the renderer when the reader
/// is given its size. Archived as a list of one measure (`PathMeasure`'s
/// archived form), where a plain length is a number.
public enum ReaderLength {
    /// The archived form of `measure`.
    public static func archived(_ measure: PathMeasure) -> ArchiveValue {
        .list([measure.archived])
    }

    /// The measure an argument holds; nil for a number or anything else.
    public static func measure(_ value: ArchiveValue) -> PathMeasure? {
        guard case .list(let items) = value, items.count == 1,
            let measure = PathMeasure(archived: items[0])
        else { return nil }
        return measure
    }
}

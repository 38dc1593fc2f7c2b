/// A closed set of keywords, as a schema's parameter takes it: the name of
/// its vocabulary enum (`TruncationMode`) and the enum's spellings, in
/// declaration order. The spellings are the enum's `allCases`, so the
/// schema, the compiler and the renderer read one list.
public struct KeywordSet: Sendable, Hashable, CustomStringConvertible {
    /// The vocabulary enum's name: `FontDesign`.
    public let name: String
    /// The raw values of its cases, in declaration order.
    public let spellings: [String]

    /// The set of a vocabulary enum.
    public init<K: CaseIterable & RawRepresentable>(_ type: K.Type) where K.RawValue == String {
        name = "\(type)"
        spellings = K.allCases.map(\.rawValue)
    }

    /// The enum's name.
    public var description: String { name }
}

extension KeywordSet {
    /// Every closed set of the vocabulary: the sets the schema's modifier
    /// parameters name, in tag order, then the sets of views, shape styles,
    /// colours and environment conditions, which have no modifier row.
    public static var vocabulary: [KeywordSet] {
        let parameters = ModifierTable.all.flatMap(\.forms).flatMap(\.parameters)
        var sets: [KeywordSet] = []
        for set in parameters.compactMap({ $0.keywords ?? $0.type.keywordSet }) + others
        where !sets.contains(set) { sets.append(set) }
        return sets
    }

    /// The sets no modifier parameter names.
    private static let others: [KeywordSet] = [
        KeywordSet(TextStyle.self), KeywordSet(HorizontalAlignment.self),
        KeywordSet(VerticalAlignment.self), KeywordSet(ArchiveAlignment.self),
        KeywordSet(UnitPointName.self), KeywordSet(DateStyle.self), KeywordSet(LineCap.self),
        KeywordSet(ContentMode.self),
        KeywordSet(ContainerBackgroundPlacement.self), KeywordSet(RoundedCornerStyle.self),
        KeywordSet(ShapeStyleKeyword.self),
        KeywordSet(EnvironmentKey.self), KeywordSet(RenderingMode.self),
        KeywordSet(ColorScheme.self), KeywordSet(SystemColor.self),
    ]
}

/// One parameter of an initializer or a modifier: a cell of the schema.
public struct Parameter: Sendable, Hashable {
    /// The argument label; nil for an unlabelled argument (`Text("Hi")`).
    public let label: String?
    /// What it takes.
    public let type: ParameterType
    /// Whether it may be left out (it has a default).
    public let optional: Bool
    /// The name an unlabelled parameter has in archives (`padding(_ edges:
    /// _ length:)`); nil for the default, `value`.
    public let internalName: ArgumentName?
    /// The closed set a keyword parameter takes (`truncationMode(_:)`
    /// takes `TruncationMode`); nil where the compiler's keyword table
    /// finds it by type or label, or for parameters that take no keyword.
    public let keywords: KeywordSet?

    /// Creates a parameter.
    public init(
        label: String?, type: ParameterType, optional: Bool, internalName: ArgumentName?,
        keywords: KeywordSet? = nil
    ) {
        self.label = label
        self.type = type
        self.optional = optional
        self.internalName = internalName
        self.keywords = keywords
        archiveName = internalName ?? label.flatMap(ArgumentName.init(rawValue:)) ?? .value
    }

    /// The key of this parameter's value in an archived view or modifier:
    /// the internal name where the catalog gives one (`gradient:` is
    /// archived as `colors`), else the label, else `value`. A label is the
    /// SwiftUI spelling, which archives keep as the name; a label that is
    /// no `ArgumentName` (`Text(verbatim:)`, `Color(red:)`, whose builders
    /// read their arguments themselves) reads as `value` (a test holds that
    /// every other label is a name).
    ///
    /// Worked out once, when the parameter is made: instantiation asks for
    /// it for every argument it converts, and looking a `String` up among
    /// the enum's raw values each time was 1.5% of a `wdl check`.
    public let archiveName: ArgumentName

    /// A required parameter.
    public static func required(
        _ label: String?, _ type: ParameterType, as name: ArgumentName? = nil
    ) -> Parameter {
        Parameter(label: label, type: type, optional: false, internalName: name)
    }

    /// A parameter with a default.
    public static func optional(
        _ label: String?, _ type: ParameterType, as name: ArgumentName? = nil
    ) -> Parameter {
        Parameter(label: label, type: type, optional: true, internalName: name)
    }

    /// A parameter that takes a keyword of `set` (archived as `.keyword`);
    /// `type` is the catalog's type for it (`.style` unless the type has its own case).
    public static func keyword<K: CaseIterable & RawRepresentable>(
        _ label: String?, _ set: K.Type, optional: Bool = false,
        type: ParameterType = .style, as name: ArgumentName? = nil
    ) -> Parameter
    where K.RawValue == String {
        Parameter(
            label: label, type: type, optional: optional, internalName: name,
            keywords: KeywordSet(set))
    }
}

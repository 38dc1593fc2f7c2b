/// A literal value in a `placeholder`: JSON-like data in the entry's shape.
///
/// Values are the one part of a file kept as a tree of values rather than
/// as nodes (a placeholder's record sits in `SyntaxTree.placeholders`):
/// they are data, and the JSON reader makes the same values from timeline,
/// update and String Catalog files, which have no syntax tree. One data
/// model serves both sources, so the checker and the instantiator read
/// a placeholder and a timeline entry with the same code.
public struct Value: Hashable, Sendable {
    /// What kind of value.
    public var kind: Kind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a value.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The closed set of value kinds. Nesting goes through arrays, so no
    /// case needs a box.
    public enum Kind: Hashable, Sendable {
        /// `"Spouty"` (no interpolation).
        case string(String)
        /// `1450`, `-3`.
        case integer(Int)
        /// `0.75`.
        case float(Double)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case null
        /// `[v, v, ...]`.
        case array([Value])
        /// `{ field: value ... }`.
        case record(RecordValue)
        /// A value that could not be parsed; already reported.
        case error
    }
}

/// `{ name: value ... }`, also the body of a `placeholder`.
public struct RecordValue: Hashable, Sendable {
    /// The fields in order.
    public var fields: [RecordField]
    /// From `{` to `}`.
    public var range: SourceRange

    /// Creates a record value.
    public init(fields: [RecordField], range: SourceRange) {
        self.fields = fields
        self.range = range
    }
}

/// `name: value` in a record value.
public struct RecordField: Hashable, Sendable {
    /// The field's name.
    public var name: Identifier
    /// Its value.
    public var value: Value
    /// From the name to the end of the value.
    public var range: SourceRange

    /// Creates a record field.
    public init(name: Identifier, value: Value, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

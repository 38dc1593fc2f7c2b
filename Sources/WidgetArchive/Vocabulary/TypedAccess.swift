// Typed reading of archived arguments: consumers ask for an `ArgumentName`
// and a vocabulary enum, and never compare spellings themselves.

extension ArchiveValue {
    /// A keyword of the closed set `K`; nil when the value is not a keyword
    /// or not one of `K`'s spellings.
    public func keyword<K: RawRepresentable>(as type: K.Type) -> K? where K.RawValue == String {
        guard case .keyword(let name) = self else { return nil }
        return K(rawValue: name)
    }

    /// A keyword value of a case of a closed set.
    public init<K: RawRepresentable>(keyword: K) where K.RawValue == String {
        self = .keyword(keyword.rawValue)
    }

    /// The value as a number: a `.number`, or an `.integer` widened.
    public var numberValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}

extension ArchiveArguments {
    /// The value named `name`.
    public subscript(_ name: ArgumentName) -> ArchiveValue? {
        get { self[name.rawValue] }
        set { self[name.rawValue] = newValue }
    }

    /// Arguments from typed names in any order; a later pair with a name wins.
    public init(_ pairs: [(ArgumentName, ArchiveValue)]) {
        self.init()
        reserveCapacity(pairs.count)
        for (name, value) in pairs { set(name.rawValue, value) }
    }

    /// The keyword named `name` as a case of `K`.
    public func keyword<K: RawRepresentable>(_ name: ArgumentName, as type: K.Type) -> K?
    where K.RawValue == String {
        self[name]?.keyword(as: type)
    }

    /// The number named `name` (a `.number` or an `.integer`).
    public func number(_ name: ArgumentName) -> Double? {
        self[name]?.numberValue
    }
}

extension ArchivedView {
    /// The argument named `name`.
    public subscript(_ name: ArgumentName) -> ArchiveValue? { arguments[name] }

    /// The keyword argument named `name` as a case of `K`.
    public func keyword<K: RawRepresentable>(_ name: ArgumentName, as type: K.Type) -> K?
    where K.RawValue == String {
        arguments.keyword(name, as: type)
    }
}

extension ArchivedModifier {
    /// The argument named `name`.
    public subscript(_ name: ArgumentName) -> ArchiveValue? { arguments[name] }

    /// The keyword argument named `name` as a case of `K`.
    public func keyword<K: RawRepresentable>(_ name: ArgumentName, as type: K.Type) -> K?
    where K.RawValue == String {
        arguments.keyword(name, as: type)
    }
}

import WidgetSyntax

/// The types the checker infers for expressions. `unknown` stands for
/// anything it does not model (views, enum-like members, formats); an
/// unknown type never causes an error, so the checker stays quiet where
/// it cannot be sure.
indirect enum ValueType: Equatable, Sendable {
    case string, int, double, bool, date, url, color
    case array(ValueType)
    case optional(ValueType)
    /// A record: a declared `struct`, or a scope such as the entry.
    case record(String)
    /// A value of a declared `enum`.
    case enumeration(String)
    case unknown

    /// How the type is written in messages.
    var spelling: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .color: "Color"
        case .array(let element): "[\(element.spelling)]"
        case .optional(let wrapped): wrapped.spelling + "?"
        case .record(let name), .enumeration(let name): name
        case .unknown: "_"
        }
    }

    var isKnown: Bool {
        switch self {
        case .unknown: false
        case .array(let element): element.isKnown
        case .optional(let wrapped): wrapped.isKnown
        default: true
        }
    }

    /// A built-in type by name (`Int`, `CGFloat`), unknown for another.
    init(_ builtIn: String) {
        switch TypeAliases.canonical(builtIn) {
        case "String": self = .string
        case "Int": self = .int
        case "Double": self = .double
        case "Bool": self = .bool
        case "Date": self = .date
        case "URL": self = .url
        case "Color": self = .color
        default: self = .unknown
        }
    }

    /// The type as written in a schema; `records` and `enums` are the
    /// file's struct and enum names.
    init(_ syntax: TypeSyntax, records: Set<String>, enums: Set<String> = []) {
        switch syntax.kind {
        case .named(let name):
            self = ValueType(name)
            if self == .unknown {
                let name = ActivityTypeNames.normalized(name)
                self =
                    records.contains(name)
                    ? .record(name) : enums.contains(name) ? .enumeration(name) : .unknown
            }
        case .array(let element):
            self = .array(ValueType(element, records: records, enums: enums))
        case .optional(let wrapped):
            self = .optional(ValueType(wrapped, records: records, enums: enums))
        case .opaque, .error, .inferred: self = .unknown
        }
    }
}

import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// A JSON value, as the language server's messages carry them.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as an `Int`, if this is a whole number in range.
    public var int: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9e15 else {
            return nil
        }
        return Int(value)
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The JSON text, on one line, object keys sorted so output is stable.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.spell(value)
        case .string(let text): out += JSON.quote(text)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                out += JSON.quote(key) + ":"
                members[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction (`3`, not `3.0`); JSON has no
    /// infinity or NaN, so those become null.
    private static func spell(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 9e15 { return String(Int(value)) }
        return String(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object (a repeated key keeps its last value).
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { $1 }))
    }
}

extension JSONValue {
    /// Why a message body is not JSON, and where.
    public struct Failure: Error, Equatable {
        /// What is wrong.
        public let reason: String
        /// The byte offset.
        public let offset: Int
    }

    /// Reads a message body with the compiler's one JSON reader.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        let (value, diagnostics) = JSONReader.read(SourceFile(path: "message", bytes: bytes))
        guard let value else {
            let first = diagnostics.first
            throw Failure(
                reason: first?.message.text ?? "not JSON", offset: Int(first?.range.start ?? 0))
        }
        return JSONValue(value)
    }

    /// The JSON value a read `Value` stands for: numbers as doubles, and
    /// of a key given twice, the last.
    init(_ value: WidgetSyntax.Value) {
        switch value.kind {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .number(Double(number))
        case .float(let number): self = .number(number)
        case .boolean(let flag): self = .bool(flag)
        case .null, .error: self = .null
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .record(let record):
            self = .object(
                Dictionary(
                    record.fields.map { ($0.name.name, JSONValue($0.value)) },
                    uniquingKeysWith: { $1 }))
        }
    }
}

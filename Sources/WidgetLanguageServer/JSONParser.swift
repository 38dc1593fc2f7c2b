/// Reads JSON text (RFC 8259) into a `JSONValue`. Nesting is bounded, so
/// a hostile message cannot exhaust the stack.
public struct JSONParser {
    /// Why a text is not JSON, and where.
    public struct Failure: Error, Equatable {
        /// What is wrong.
        public let reason: String
        /// The byte offset.
        public let offset: Int
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0

    /// Parses `bytes` as one JSON value (surrounding whitespace allowed).
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.offset == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: offset) }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        skipSpace()
        guard offset < bytes.count else { throw failure("unexpected end") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func word(_ text: String) throws(Failure) {
        let expected = Array(text.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw failure("expected \(text)")
        }
        offset += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        offset += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            members[key] = try value(depth: depth + 1)
            skipSpace()
            guard offset < bytes.count else { throw failure("unexpected end") }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            guard bytes[offset] == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
            offset += 1
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard offset < bytes.count else { throw failure("unexpected end") }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            guard bytes[offset] == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
            offset += 1
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            offset = start
            throw failure("expected a value")
        }
        return value
    }

    /// A string literal, escapes decoded (surrogate pairs joined).
    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ parser: JSONParser, _ end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flush(self, offset)
                offset += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, offset)
                scalars.append(try escape())
                run = offset
            } else {
                offset += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        offset += 1
        guard offset < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                offset += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw failure("unknown escape")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
            throw failure("expected four hex digits")
        }
        offset += 4
        return value
    }
}

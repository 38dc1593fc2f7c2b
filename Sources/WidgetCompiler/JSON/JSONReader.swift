import WidgetSyntax

/// The one JSON reader: timelines, Live Activity updates, String Catalogs,
/// the lint configuration and the language server's messages all read
/// through it.
///
/// It reads into the `Value` tree that placeholders use, keeping byte
/// ranges, so that timeline entries are checked like placeholders and
/// errors point into the JSON file. Strict RFC 8259: no comments, no
/// trailing commas, no lone surrogates. Iterative over whitespace,
/// recursive over nesting with a depth limit
/// (`ParseOptions.maximumNestingDepth`).
public struct JSONReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    private let maximumDepth: Int
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads a whole document; nil (with a `json-syntax` error) when it is
    /// not valid JSON.
    public static func read(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> (
        Value?, [Diagnostic]
    ) {
        if file.bytes.count > options.maximumFileSize {
            return (
                nil,
                [
                    SourceDiagnostics.fileTooLarge(
                        size: file.bytes.count, limit: options.maximumFileSize)
                ]
            )
        }
        var reader = JSONReader(bytes: file.bytes, maximumDepth: options.maximumNestingDepth)
        let value = reader.value()
        if value != nil {
            reader.skipSpace()
            if reader.offset < reader.bytes.count {
                reader.fail("unexpected text after the document")
            }
        }
        return (reader.diagnostics.isEmpty ? value : nil, reader.diagnostics)
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private mutating func fail(_ problem: String) {
        if diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .jsonSyntax(problem), at: SourceRange(offset, min(offset + 1, bytes.count))))
        }
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func value() -> Value? {
        skipSpace()
        guard offset < bytes.count else {
            fail("unexpected end of file")
            return nil
        }
        let start = offset
        switch bytes[offset] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""):
            return string().map { Value(.string($0), range: SourceRange(start, offset)) }
        case UInt8(ascii: "t"): return word("true", .boolean(true))
        case UInt8(ascii: "f"): return word("false", .boolean(false))
        case UInt8(ascii: "n"): return word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default:
            fail("expected a value")
            return nil
        }
    }

    private mutating func word(_ text: StaticString, _ kind: Value.Kind) -> Value? {
        let start = offset
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[offset + $0] == text.utf8Start[$0] })
        else {
            fail("expected a value")
            return nil
        }
        offset += count
        return Value(kind, range: SourceRange(start, offset))
    }

    private mutating func number() -> Value? {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        var isFloat = false
        func digits() -> Bool {
            let first = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"),
                bytes[offset] <= UInt8(ascii: "9")
            { offset += 1 }
            return offset > first
        }
        guard digits() else {
            fail("expected digits")
            return nil
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            isFloat = true
            guard digits() else {
                fail("expected digits after '.'")
                return nil
            }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            isFloat = true
            if offset < bytes.count,
                bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                offset += 1
            }
            guard digits() else {
                fail("expected an exponent")
                return nil
            }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        let range = SourceRange(start, offset)
        if !isFloat, let integer = Int(text) { return Value(.integer(integer), range: range) }
        guard let double = Double(text), double.isFinite else {
            fail("number out of range")
            return nil
        }
        return Value(.float(double), range: range)
    }

    /// A string's contents, escapes resolved; the offset ends after the
    /// quote. Runs of plain bytes are copied at once: a language server
    /// message carries a whole document in one string.
    private mutating func string() -> String? {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                scalars.append(
                    contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(
                    contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars)
                guard let scalar = escape() else { return nil }
                scalars.append(scalar)
                run = offset
            case 0x00...0x1F:
                fail(byte == 0x0A ? "unterminated string" : "control character in string")
                return nil
            default:
                offset += 1
            }
        }
        fail("unterminated string")
        return nil
    }

    /// The scalar of the escape at the offset (a backslash); the offset
    /// ends after it. A surrogate pair is one scalar.
    private mutating func escape() -> Unicode.Scalar? {
        guard offset + 1 < bytes.count else {
            offset += 1
            fail("unterminated string")
            return nil
        }
        let escape = bytes[offset + 1]
        offset += 2
        switch escape {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return unicodeEscape()
        default:
            offset -= 1
            fail("invalid escape")
            return nil
        }
    }

    /// `\uXXXX`, or a pair of them for a scalar beyond the BMP.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hex4() else {
            fail("expected four hex digits after '\\u'")
            return nil
        }
        if (0xD800...0xDBFF).contains(unit), offset + 1 < bytes.count,
            bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        {
            offset += 2
            guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else {
                fail("invalid surrogate pair")
                return nil
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        guard let scalar = Unicode.Scalar(unit) else {
            fail("invalid \\u escape")
            return nil
        }
        return scalar
    }

    private mutating func hex4() -> UInt32? {
        guard offset + 4 <= bytes.count,
            let value = UInt32(
                String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { return nil }
        offset += 4
        return value
    }

    private mutating func enter() -> Bool {
        depth += 1
        if depth > maximumDepth {
            fail("nesting is deeper than \(maximumDepth) levels")
            return false
        }
        return true
    }

    private mutating func array() -> Value? {
        let start = offset
        guard enter() else { return nil }
        offset += 1
        defer { depth -= 1 }
        var elements: [Value] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return Value(.array([]), range: SourceRange(start, offset))
        }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpace()
            guard offset < bytes.count else {
                fail("unterminated array")
                return nil
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                break
            }
            fail("expected ',' or ']'")
            return nil
        }
        return Value(.array(elements), range: SourceRange(start, offset))
    }

    private mutating func object() -> Value? {
        let start = offset
        guard enter() else { return nil }
        offset += 1
        defer { depth -= 1 }
        var fields: [RecordField] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return Value(
                .record(RecordValue(fields: [], range: SourceRange(start, offset))),
                range: SourceRange(start, offset))
        }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                fail("expected a key in quotes")
                return nil
            }
            let keyStart = offset
            guard let key = string() else { return nil }
            let name = Identifier(name: key, range: SourceRange(keyStart, offset))
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                fail("expected ':' after the key")
                return nil
            }
            offset += 1
            guard let value = value() else { return nil }
            fields.append(
                RecordField(name: name, value: value, range: SourceRange(keyStart, offset)))
            skipSpace()
            guard offset < bytes.count else {
                fail("unterminated object")
                return nil
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                break
            }
            fail("expected ',' or '}'")
            return nil
        }
        let range = SourceRange(start, offset)
        return Value(.record(RecordValue(fields: fields, range: range)), range: range)
    }
}

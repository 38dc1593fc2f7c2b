/// JSON text, written by hand so that key order is fixed and the output
/// is stable for diffs. `quote` is the only JSON escaping function: the
/// command line's JSON and SARIF and the language server's messages use it.
public enum JSON {
    /// A JSON string literal for `text`.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `{"a": 1, "b": "x"}` from ordered pairs of key and JSON text.
    public static func object(_ pairs: [(String, String)], indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let body = pairs.map { pad + quote($0.0) + ": " + $0.1 }.joined(separator: ",\n")
        return "{\n" + body + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    /// `[a, b]` from JSON texts, one a line.
    public static func array(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "[]" }
        let pad = String(repeating: "  ", count: indent + 1)
        return "[\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: "  ", count: indent) + "]"
    }
}

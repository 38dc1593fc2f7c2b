/// Swift string literals: the one escaping function for text shown as
/// source, used by the archive dumper and the compiler's printers.
public enum SwiftLiteral {
    /// `text` between double quotes, escaped.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` with backslashes, quotes and control characters escaped as
    /// Swift writes them (`\n`, `\t`, `\r`, `\0`, `\u{1B}`).
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

import WidgetCompiler
import WidgetSyntax

/// Converts between the compiler's byte offsets and the protocol's
/// positions: a 0-based line and a column in UTF-16 code units (the
/// protocol's default encoding).
struct LineIndex {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The position of byte `offset` (clamped to the text).
    func position(_ offset: Int) -> JSONValue {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<offset], as: UTF8.self)
        return ["line": .number(Double(low)), "character": .number(Double(prefix.utf16.count))]
    }

    /// The protocol range of `range`.
    func range(_ range: SourceRange) -> JSONValue {
        ["start": position(Int(range.start)), "end": position(Int(range.end))]
    }

    /// The byte offset of a protocol position; past a line's end is its
    /// end, past the last line is the end of the text.
    func offset(_ position: JSONValue?) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int,
            line >= 0, character >= 0
        else { return nil }
        guard line < lineStarts.count else { return bytes.count }
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        var offset = lineStarts[line]
        var units = 0
        while offset < lineEnd, units < character {
            let byte = bytes[offset]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset = min(offset + length, lineEnd)
        }
        return offset
    }

    /// The byte range of a protocol range, or nil when it is malformed.
    func sourceRange(_ range: JSONValue?) -> (Int, Int)? {
        guard let start = offset(range?["start"]), let end = offset(range?["end"]), start <= end
        else { return nil }
        return (start, end)
    }
}

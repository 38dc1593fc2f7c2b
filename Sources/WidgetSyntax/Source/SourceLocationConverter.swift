/// A position for people: file, line and column.
///
/// Units: `line` is 1-based. `column` is 1-based and counts *characters*
/// (Swift `Character`s, that is extended grapheme clusters) from the start of
/// the line, which is what editors show in their status bars for text such as
/// Korean: `"요금"` is two columns, not six bytes. `offset` is the 0-based UTF-8
/// byte offset in the file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// 0-based UTF-8 byte offset.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into lines and columns, for messages only.
///
/// Building one scans the file once for line starts; each lookup is a binary
/// search plus a count of the characters before the offset on its line.
public struct SourceLocationConverter: Sendable {
    /// The file the offsets refer to.
    public let file: SourceFile
    private let lineStarts: [Int]

    /// Indexes the line starts of `file`. `\n`, `\r\n` and a lone `\r` end a line.
    public init(file: SourceFile) {
        self.file = file
        // Scanned through a buffer pointer: every diagnostic run indexes
        // the whole file, and a checked array read per byte was 1.5% of a
        // large file's `wdl check`.
        var starts = [0]
        file.bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte <= 0x0D else { continue }
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
    }

    /// The number of lines (a final line without a newline counts).
    public var lineCount: Int { lineStarts.count }

    /// The location of a byte offset (clamped to the file).
    public func location(of offset: UInt32) -> SourceLocation {
        let clamped = min(Int(offset), file.bytes.count)
        let lineIndex = lineIndex(containing: clamped)
        let start = lineStarts[lineIndex]
        let column = file.text(in: SourceRange(start, clamped)).count + 1
        return SourceLocation(line: lineIndex + 1, column: column, offset: clamped)
    }

    /// The text of a 1-based line, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : file.bytes.count
        while end > start, file.bytes[end - 1] == 0x0A || file.bytes[end - 1] == 0x0D { end -= 1 }
        return file.text(in: SourceRange(start, end))
    }

    /// The byte offset where a 1-based line starts.
    public func lineStart(_ line: Int) -> Int {
        lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

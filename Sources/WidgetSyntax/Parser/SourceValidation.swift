/// Checks run on the raw bytes before lexing: size, UTF-8 and NULs.
///
/// A file that fails any of them is not lexed at all: the rest of its
/// diagnostics would be noise. Only the first problem is reported, at its
/// byte, so the message points where a hex editor would.
package enum SourceValidation {
    package static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions)
        -> Diagnostic?
    {
        if bytes.count > options.maximumFileSize {
            return Diagnostic(
                .fileTooLarge(size: bytes.count, limit: options.maximumFileSize), at: .empty(at: 0))
        }
        var index = 0
        let count = bytes.count
        while index < count {
            // Fast path: eight ASCII bytes with no NUL among them.
            if index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(
                    as: UInt64.self)
                let hasHighBit = word & 0x8080_8080_8080_8080 != 0
                let hasZeroByte =
                    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                if !hasHighBit, !hasZeroByte {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == 0 {
                return Diagnostic(.nulCharacter(), at: SourceRange(index, index + 1))
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                return Diagnostic(.invalidUTF8(byte: byte), at: SourceRange(index, index + 1))
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0.
    /// Follows the Unicode table of well-formed byte sequences (no overlongs,
    /// no surrogates, nothing above U+10FFFF).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}

/// Reads archive primitives from bytes, checking bounds everywhere: every
/// read either returns a value or throws an `ArchiveDecodingError`, and
/// nothing traps on any input.
public struct ByteReader: Sendable {
    private let bytes: [UInt8]
    /// Where reading stops: the array's end, or earlier (an archive's body
    /// ends before its checksum, read without copying the body).
    private let end: Int
    /// The offset of the next byte to read.
    public private(set) var offset: Int

    /// A reader of `bytes` from `offset` up to `end` (default: all of them).
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.end = max(0, min(end ?? bytes.count, bytes.count))
        self.offset = max(0, min(offset, self.end))
    }

    /// How many bytes remain.
    public var remaining: Int { end - offset }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == end }

    /// One byte.
    public mutating func readByte() throws(ArchiveDecodingError) -> UInt8 {
        guard offset < end else { throw .truncated(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// `count` raw bytes.
    public mutating func readBytes(_ count: Int) throws(ArchiveDecodingError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw .truncated(offset: offset) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// An unsigned varint of at most 10 bytes that fits 64 bits.
    public mutating func readVarint() throws(ArchiveDecodingError) -> UInt64 {
        let start = offset
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end else { throw .truncated(offset: offset) }
            let byte = bytes[offset]
            offset += 1
            if shift == 63, byte > 1 { throw .malformedVarint(offset: start) }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { throw .malformedVarint(offset: start) }
        }
    }

    /// A zigzag-encoded signed integer.
    public mutating func readSigned() throws(ArchiveDecodingError) -> Int64 {
        Varint.unzigzag(try readVarint())
    }

    /// A count of items, each at least `minimumItemSize` bytes: refused
    /// when the bytes that remain could not hold that many, so a corrupt
    /// count can never make the decoder allocate or loop without end.
    public mutating func readCount(minimumItemSize: Int = 1) throws(ArchiveDecodingError) -> Int {
        let start = offset
        let raw = try readVarint()
        guard raw <= UInt64(Int.max), Int(raw) <= remaining / max(1, minimumItemSize) else {
            throw .implausibleCount(raw > UInt64(Int.max) ? Int.max : Int(raw), offset: start)
        }
        return Int(raw)
    }

    /// A Double, 8 bytes little-endian.
    public mutating func readDouble() throws(ArchiveDecodingError) -> Double {
        let slice = try readBytes(8)
        var bits: UInt64 = 0
        for (index, byte) in slice.enumerated() { bits |= UInt64(byte) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    /// A UInt32, 4 bytes little-endian.
    public mutating func readUInt32() throws(ArchiveDecodingError) -> UInt32 {
        let slice = try readBytes(4)
        var value: UInt32 = 0
        for (index, byte) in slice.enumerated() { value |= UInt32(byte) << (8 * UInt32(index)) }
        return value
    }

    /// A length-prefixed UTF-8 string, validated.
    public mutating func readString() throws(ArchiveDecodingError) -> String {
        let length = try readCount()
        let start = offset
        let slice = try readBytes(length)
        // `String(validating:)` is generic in the standard library and looks
        // up type metadata on every call; decoding repairs invalid UTF-8
        // with U+FFFD, so the text is valid exactly when its bytes are the
        // bytes read.
        let valid: String? = slice.withUnsafeBufferPointer { buffer in
            let text = String(decoding: buffer, as: UTF8.self)
            // ASCII is always valid; otherwise compare the bytes.
            if buffer.allSatisfy({ $0 < 0x80 }) { return text }
            let same =
                text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(buffer) }
                ?? text.utf8.elementsEqual(buffer)
            return same ? text : nil
        }
        guard let valid else { throw .invalidUTF8(offset: start) }
        return valid
    }

    /// Throws unless every byte has been read.
    public func expectEnd() throws(ArchiveDecodingError) {
        guard isAtEnd else { throw .trailingBytes(offset: offset) }
    }
}

/// The bytes of a font file, read as OpenType stores them: big-endian
/// integers at byte offsets, each read checked against the length.
public struct FontData: Sendable {
    /// The whole file.
    public let bytes: [UInt8]

    /// The file's bytes.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The unsigned 16-bit integer at `offset`.
    public func u16(_ offset: Int) throws(FontFileError) -> Int {
        try check(offset, 2)
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    /// The signed 16-bit integer at `offset`.
    public func i16(_ offset: Int) throws(FontFileError) -> Int {
        Int(Int16(bitPattern: UInt16(try u16(offset))))
    }

    /// The unsigned 32-bit integer at `offset`.
    public func u32(_ offset: Int) throws(FontFileError) -> Int {
        try check(offset, 4)
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
            | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    /// The four-character tag at `offset` (`cmap`, `kern`, `latn`).
    public func tag(_ offset: Int) throws(FontFileError) -> String {
        try check(offset, 4)
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// Throws unless `count` bytes from `offset` lie inside the file.
    public func check(_ offset: Int, _ count: Int) throws(FontFileError) {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else {
            throw .truncated(offset: offset)
        }
    }
}

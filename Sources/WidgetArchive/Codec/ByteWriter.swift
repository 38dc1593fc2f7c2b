/// Appends archive primitives to a byte buffer.
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// One byte.
    public mutating func write(byte: UInt8) { bytes.append(byte) }

    /// Raw bytes.
    public mutating func write(bytes more: some Sequence<UInt8>) { bytes.append(contentsOf: more) }

    /// An unsigned varint.
    public mutating func write(varint value: UInt64) { Varint.encode(value, into: &bytes) }

    /// A signed integer, zigzag varint.
    public mutating func write(signed value: Int64) {
        Varint.encode(Varint.zigzag(value), into: &bytes)
    }

    /// A Double, 8 bytes little-endian (exact, including NaN payloads).
    public mutating func write(double value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// A UInt32, 4 bytes little-endian.
    public mutating func write(uint32 value: UInt32) {
        var bits = value
        for _ in 0..<4 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// A length-prefixed UTF-8 string.
    public mutating func write(string: String) {
        let utf8 = Array(string.utf8)
        write(varint: UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }
}

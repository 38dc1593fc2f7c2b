/// Variable-length integers, as in Protocol Buffers: 7 bits a byte, least
/// significant group first, high bit set on every byte but the last.
/// Signed values are zigzag-encoded first, so small negatives stay short.
public enum Varint {
    /// The bytes of `value`.
    public static func encode(_ value: UInt64, into bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// How many bytes `value` takes.
    public static func encodedSize(of value: UInt64) -> Int {
        var size = 1
        var rest = value >> 7
        while rest != 0 {
            size += 1
            rest >>= 7
        }
        return size
    }

    /// Maps signed to unsigned so that small magnitudes stay small:
    /// 0, -1, 1, -2, 2 ... become 0, 1, 2, 3, 4 ...
    public static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// The inverse of `zigzag`.
    public static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }
}

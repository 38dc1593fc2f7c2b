/// CRC-32 (IEEE 802.3, the one zip and PNG use): the archive's checksum,
/// so that a flipped byte is reported as corruption rather than decoded
/// into a plausible but wrong tree.
public enum CRC32 {
    /// Four tables for "slicing by 4": table 0 is the classic byte table;
    /// table k advances a byte's contribution by k more bytes, so four
    /// bytes are folded in with four lookups instead of four dependent steps.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 4 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for k in 1..<4 {
            for index in 0..<256 {
                let previous = tables[(k - 1) * 256 + index]
                tables[k * 256 + index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        if let crc = bytes.withContiguousStorageIfAvailable(checksum(buffer:)) { return crc }
        return Array(bytes).withUnsafeBufferPointer(checksum(buffer:))
    }

    private static func checksum(buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        tables.withUnsafeBufferPointer { table in
            var index = 0
            let count = buffer.count
            while index + 4 <= count {
                crc ^=
                    UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8 | UInt32(
                        buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24
                crc =
                    table[768 + Int(crc & 0xFF)] ^ table[512 + Int((crc >> 8) & 0xFF)]
                    ^ table[256 + Int((crc >> 16) & 0xFF)] ^ table[Int(crc >> 24)]
                index += 4
            }
            while index < count {
                crc = table[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

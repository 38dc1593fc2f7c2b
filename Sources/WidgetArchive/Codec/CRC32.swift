/// CRC-32 (IEEE 802.3, the one zip and PNG use): the archive's checksum,
/// so that a flipped byte is reported as corruption rather than decoded
/// into a plausible but wrong tree.
public enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            // Contiguous bytes are read through a buffer pointer, without
            // a bounds check per byte; the table index is masked to 0...255.
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
            if done == nil {
                for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

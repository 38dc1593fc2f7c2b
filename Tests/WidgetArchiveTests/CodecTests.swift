import Testing

@testable import WidgetArchive

/// The archive's byte-level primitives, pinned by known encodings, and
/// hostile to: every truncation and malformation gives a typed error.
@Suite struct VarintTests {
    @Test(
        arguments: [
            (UInt64(0), [0x00]), (1, [0x01]), (127, [0x7F]), (128, [0x80, 0x01]),
            (300, [0xAC, 0x02]),
            (16_384, [0x80, 0x80, 0x01]),
            (UInt64.max, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
        ] as [(UInt64, [UInt8])])
    func knownEncodings(_ value: UInt64, _ encoded: [UInt8]) throws {
        var bytes: [UInt8] = []
        Varint.encode(value, into: &bytes)
        #expect(bytes == encoded)
        #expect(Varint.encodedSize(of: value) == encoded.count)
        var reader = ByteReader(encoded)
        #expect(try reader.readVarint() == value)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [
        (Int64(0), UInt64(0)), (-1, 1), (1, 2), (-2, 3), (2, 4), (Int64.max, UInt64.max - 1),
        (Int64.min, UInt64.max),
    ])
    func zigzag(_ value: Int64, _ encoded: UInt64) {
        #expect(Varint.zigzag(value) == encoded)
        #expect(Varint.unzigzag(encoded) == value)
    }

    @Test func roundTripsOfManyValues() throws {
        // A fixed linear congruential sequence: deterministic, wide-ranging.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var writer = ByteWriter()
        var values: [Int64] = []
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Int64(bitPattern: state) >> (state % 64)
            values.append(value)
            writer.write(signed: value)
        }
        var reader = ByteReader(writer.bytes)
        for value in values { #expect(try reader.readSigned() == value) }
        try reader.expectEnd()
    }

    @Test func overlongAndOverflowingVarintsAreMalformed() {
        var eleven = ByteReader([UInt8](repeating: 0x80, count: 10) + [0x01])
        #expect(throws: ArchiveDecodingError.malformedVarint(offset: 0)) { try eleven.readVarint() }
        var overflow = ByteReader([UInt8](repeating: 0xFF, count: 9) + [0x02])
        #expect(throws: ArchiveDecodingError.malformedVarint(offset: 0)) {
            try overflow.readVarint()
        }
    }
}

@Suite struct ByteReaderTests {
    static var sample: [UInt8] {
        var writer = ByteWriter()
        writer.write(string: "요금 1450 원")
        writer.write(double: 3.25)
        writer.write(uint32: 0xDEAD_BEEF)
        writer.write(signed: -12_345)
        return writer.bytes
    }

    private func readAll(_ bytes: [UInt8]) throws(ArchiveDecodingError) -> (
        String, Double, UInt32, Int64
    ) {
        var reader = ByteReader(bytes)
        let values = (
            try reader.readString(), try reader.readDouble(), try reader.readUInt32(),
            try reader.readSigned()
        )
        try reader.expectEnd()
        return values
    }

    @Test func roundTrip() throws {
        let (text, double, word, signed) = try readAll(Self.sample)
        #expect(text == "요금 1450 원")
        #expect(double == 3.25)
        #expect(word == 0xDEAD_BEEF)
        #expect(signed == -12_345)
    }

    /// Every proper prefix fails with a typed error, never a trap.
    @Test func everyTruncationIsAnError() {
        let bytes = Self.sample
        for length in 0..<bytes.count {
            #expect(throws: ArchiveDecodingError.self) { try readAll(Array(bytes.prefix(length))) }
        }
    }

    @Test func trailingBytesAreAnError() {
        #expect(throws: ArchiveDecodingError.trailingBytes(offset: Self.sample.count)) {
            try readAll(Self.sample + [0])
        }
    }

    @Test func implausibleCountsAreRefusedBeforeAllocating() {
        var reader = ByteReader([0xE8, 0x07, 0x41, 0x42])  // 1000, then two bytes
        #expect(throws: ArchiveDecodingError.implausibleCount(1000, offset: 0)) {
            try reader.readCount()
        }
        var huge = ByteReader([UInt8](repeating: 0xFF, count: 9) + [0x01])
        #expect(throws: ArchiveDecodingError.self) { try huge.readCount() }
    }

    @Test func invalidUTF8IsAnError() {
        var reader = ByteReader([0x02, 0xC3, 0x28])
        #expect(throws: ArchiveDecodingError.invalidUTF8(offset: 1)) { try reader.readString() }
    }

    @Test func errorsDescribeTheirOffset() {
        #expect(
            ArchiveDecodingError.truncated(offset: 12).description
                == "archive is truncated at byte 12")
    }
}

@Suite struct CRC32Tests {
    @Test(arguments: [
        ("", UInt32(0)), ("123456789", 0xCBF4_3926),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ])
    func knownChecksums(_ text: String, _ expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test func everySingleByteFlipChangesTheChecksum() {
        let bytes = ByteReaderTests.sample
        let original = CRC32.checksum(bytes)
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0x01
            #expect(CRC32.checksum(flipped) != original)
        }
    }
}

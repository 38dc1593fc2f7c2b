import FontTables
import Testing

/// The font reader against a file whose every value the test wrote
/// (`TestFont`): names, metrics, advances, the character map, and that a
/// damaged file is an error, never a crash.
@Suite struct FontTableTests {
    @Test func namesAndMetrics() throws {
        let face = try #require(try OpenTypeFace.faces(in: TestFont().bytes).first)
        #expect(face.names.family == "Test Sans")
        #expect(face.names.style == "Regular")
        #expect(face.names.full == "Test Sans Regular")
        #expect(face.names.postScript == "TestSans-Regular")
        #expect(face.unitsPerEm == 1000)
        #expect((face.ascender, face.descender, face.lineGap) == (800, 200, 100))
        #expect(face.capHeight == 700)
        #expect(face.weightClass == 400)
        #expect(!face.isItalic)
    }

    /// Code points and their advances; `inBMP` is false for those only a
    /// format 12 map holds.
    static let advances: [(code: UInt32, advance: Int?, inBMP: Bool)] = [
        (0x41, 600, true), (0x62, 520, true), (0x20, 250, true), (0x1F600, 1000, false),
        (0x43, nil, true), (0x10_FFFF, nil, true),
    ]

    @Test(arguments: advances, [true, false])
    func advanceOfCodePoint(_ row: (code: UInt32, advance: Int?, inBMP: Bool), format12: Bool)
        throws
    {
        var font = TestFont()
        font.hasFormat12 = format12
        let (code, expected) = (row.code, format12 || row.inBMP ? row.advance : nil)
        let face = try #require(try OpenTypeFace.faces(in: font.bytes).first)
        let map = try GlyphMap(face)
        let advances = try face.advances()
        #expect(
            map.glyph(for: code).flatMap { OpenTypeFace.advance(ofGlyph: $0, in: advances) }
                == expected)
    }

    @Test func italicBoldFace() throws {
        var font = TestFont()
        font.italic = true
        font.weightClass = 700
        let face = try #require(try OpenTypeFace.faces(in: font.bytes).first)
        #expect(face.isItalic && face.weightClass == 700)
    }

    /// Every prefix of the file and every byte flipped in its directory
    /// and tables either reads or throws: no offset is trusted.
    @Test(arguments: [true, false])
    func damagedFilesThrowAndNeverCrash(format12: Bool) {
        var font = TestFont()
        font.hasFormat12 = format12
        let bytes = font.bytes
        for length in 0..<bytes.count {
            if let faces = try? OpenTypeFace.faces(in: Array(bytes[0..<length])) {
                for face in faces { _ = try? GlyphMap(face).mappings() }
            }
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0xFF
            if let faces = try? OpenTypeFace.faces(in: damaged) {
                for face in faces {
                    _ = try? face.advances()
                    _ = try? GlyphMap(face).mappings()
                    _ = try? PairKerning(face).adjustments(between: [1, 2, 3])
                }
            }
        }
    }

    static let errors: [(String, [UInt8], FontFileError)] = [
        ("empty", [], .truncated(offset: 0)),
        ("text", Array("hello, world".utf8), .notAFont),
        ("header only", Array(TestFont().bytes.prefix(12)), .truncated(offset: 20)),
    ]

    @Test(arguments: errors)
    func unreadableFile(_ name: String, _ bytes: [UInt8], _ expected: FontFileError) {
        #expect(throws: expected) { try OpenTypeFace.faces(in: bytes) }
    }
}

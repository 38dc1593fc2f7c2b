/// A small TrueType file made byte by byte, so that the font reader's
/// tests know every value in it and need no font installed: `head`,
/// `hhea`, `hmtx`, `OS/2`, `name` and a `cmap` with a format 4 subtable
/// (and a format 12 one for code points beyond the Basic Multilingual
/// Plane).
struct TestFont {
    var family = "Test Sans"
    var style = "Regular"
    var postScript = "TestSans-Regular"
    var unitsPerEm = 1000
    var ascender = 800
    var descender = 200
    var lineGap = 100
    var capHeight = 700
    var weightClass = 400
    var italic = false
    /// Whether the map has a format 12 subtable (which the reader
    /// prefers) besides the format 4 one.
    var hasFormat12 = true
    /// Code point and advance of each glyph after the empty glyph 0.
    var glyphs: [(code: UInt32, advance: Int)] = [
        (0x20, 250), (0x41, 600), (0x42, 550), (0x61, 500), (0x62, 520), (0x1F600, 1000),
    ]

    /// The file's bytes.
    var bytes: [UInt8] {
        let tables: [(String, [UInt8])] = [
            ("OS/2", os2), ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx),
            ("name", name),
        ]
        var file = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var offset = 12 + 16 * tables.count
        var bodies: [UInt8] = []
        for (tag, body) in tables {
            file += Array(tag.utf8) + u32(0) + u32(offset) + u32(body.count)
            let padded = body + [UInt8](repeating: 0, count: (4 - body.count % 4) % 4)
            bodies += padded
            offset += padded.count
        }
        return file + bodies
    }

    var head: [UInt8] {
        var table = [UInt8](repeating: 0, count: 54)
        table.replaceSubrange(18..<20, with: u16(unitsPerEm))
        table.replaceSubrange(44..<46, with: u16(italic ? 2 : 0))
        return table
    }

    var hhea: [UInt8] {
        var table = [UInt8](repeating: 0, count: 36)
        table.replaceSubrange(4..<6, with: u16(ascender))
        table.replaceSubrange(6..<8, with: u16(-descender))
        table.replaceSubrange(8..<10, with: u16(lineGap))
        table.replaceSubrange(34..<36, with: u16(glyphs.count + 1))
        return table
    }

    var hmtx: [UInt8] {
        ([0] + glyphs.map(\.advance)).flatMap { u16($0) + u16(0) }
    }

    var os2: [UInt8] {
        var table = [UInt8](repeating: 0, count: 96)
        table.replaceSubrange(0..<2, with: u16(2))
        table.replaceSubrange(4..<6, with: u16(weightClass))
        table.replaceSubrange(62..<64, with: u16(italic ? 1 : 0x40))
        table.replaceSubrange(88..<90, with: u16(capHeight))
        return table
    }

    /// Windows Unicode names 1, 2, 4 and 6.
    var name: [UInt8] {
        let records: [(Int, String)] = [
            (1, family), (2, style), (4, family + " " + style), (6, postScript),
        ]
        var storage: [UInt8] = []
        var table = u16(0) + u16(records.count) + u16(6 + 12 * records.count)
        for (id, text) in records {
            let encoded = text.utf16.flatMap { u16(Int($0)) }
            table +=
                u16(3) + u16(1) + u16(0x409) + u16(id) + u16(encoded.count) + u16(storage.count)
            storage += encoded
        }
        return table + storage
    }

    /// A format 4 subtable with one segment per BMP glyph (range offset 0)
    /// and the final 0xFFFF segment; a format 12 subtable with every glyph.
    var cmap: [UInt8] {
        let bmp = glyphs.enumerated().filter { $0.element.code <= 0xFFFF }
        let segments = bmp.count + 1
        var format4 = u16(4) + u16(0) + u16(0) + u16(2 * segments) + u16(0) + u16(0) + u16(0)
        format4 += bmp.flatMap { u16(Int($0.element.code)) } + u16(0xFFFF) + u16(0)
        format4 += bmp.flatMap { u16(Int($0.element.code)) } + u16(0xFFFF)
        format4 += bmp.flatMap { u16(($0.offset + 1 - Int($0.element.code)) & 0xFFFF) } + u16(1)
        format4 += [UInt8](repeating: 0, count: 2 * segments)
        format4.replaceSubrange(2..<4, with: u16(format4.count))
        var format12 = u16(12) + u16(0) + u32(16 + 12 * glyphs.count) + u32(0) + u32(glyphs.count)
        for (index, glyph) in glyphs.enumerated() {
            format12 += u32(Int(glyph.code)) + u32(Int(glyph.code)) + u32(index + 1)
        }
        guard hasFormat12 else { return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + format4 }
        let header =
            u16(0) + u16(2) + u16(3) + u16(1) + u32(20) + u16(3) + u16(10)
            + u32(20 + format4.count)
        return header + format4 + format12
    }

    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }
}

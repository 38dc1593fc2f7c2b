/// One face of a TrueType or OpenType file (a `.ttc` collection holds
/// several): its table directory and the values a layout needs, read
/// from `head`, `hhea`, `OS/2` and `name` when the face is opened.
/// Advances and the character map are read on demand (`advances()`,
/// `GlyphMap`).
public struct OpenTypeFace: Sendable {
    /// The file the face is in.
    public let data: FontData
    /// Table offsets by tag.
    public let tables: [String: Int]
    /// Font units per em (`head`).
    public let unitsPerEm: Int
    /// Above the baseline, in font units (`hhea`).
    public let ascender: Int
    /// Below the baseline, in font units, positive (`hhea`).
    public let descender: Int
    /// The line gap, in font units (`hhea`).
    public let lineGap: Int
    /// The height of capitals, in font units (`OS/2` version 2 and later), if given.
    public let capHeight: Int?
    /// 100 (thin) to 900 (black), 400 when the face has no `OS/2` table.
    public let weightClass: Int
    /// Whether the face is italic or oblique (`OS/2` fsSelection, else `head` macStyle).
    public let isItalic: Bool
    /// The face's names (`name`).
    public let names: FontNames
    /// How many glyphs have their own advance in `hmtx` (`hhea`).
    let metricsCount: Int

    /// Collections may hold many faces; more than this is a damaged file.
    static let maximumFaces = 256

    /// The faces of a file: one for `.ttf` and `.otf`, each of a `.ttc`.
    public static func faces(in bytes: [UInt8]) throws(FontFileError) -> [OpenTypeFace] {
        let data = FontData(bytes)
        let signature = try data.u32(0)
        if signature == 0x7474_6366 {  // "ttcf"
            let count = try data.u32(8)
            guard count > 0, count <= maximumFaces else {
                throw .invalid("a collection of \(count) faces")
            }
            var faces: [OpenTypeFace] = []
            for index in 0..<count {
                faces.append(try OpenTypeFace(data, directory: try data.u32(12 + 4 * index)))
            }
            return faces
        }
        return [try OpenTypeFace(data, directory: 0)]
    }

    /// The face whose table directory starts at `directory`.
    init(_ data: FontData, directory: Int) throws(FontFileError) {
        let version = try data.u32(directory)
        // TrueType outlines (1.0 or 'true') or CFF outlines ('OTTO').
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw .notAFont
        }
        var tables: [String: Int] = [:]
        for index in 0..<(try data.u16(directory + 4)) {
            let record = directory + 12 + 16 * index
            let offset = try data.u32(record + 8)
            try data.check(offset, try data.u32(record + 12))
            tables[try data.tag(record)] = offset
        }
        self.data = data
        self.tables = tables
        guard let head = tables["head"] else { throw .missingTable("head") }
        guard let hhea = tables["hhea"] else { throw .missingTable("hhea") }
        unitsPerEm = try data.u16(head + 18)
        guard (16...16384).contains(unitsPerEm) else {
            throw .invalid("\(unitsPerEm) units per em")
        }
        ascender = try data.i16(hhea + 4)
        descender = -(try data.i16(hhea + 6))
        lineGap = try data.i16(hhea + 8)
        metricsCount = try data.u16(hhea + 34)
        let macItalic = try data.u16(head + 44) & 2 != 0
        if let os2 = tables["OS/2"] {
            weightClass = try data.u16(os2 + 4)
            isItalic = try data.u16(os2 + 62) & 0x201 != 0 || macItalic
            capHeight = try data.u16(os2) >= 2 ? try data.i16(os2 + 88) : nil
        } else {
            weightClass = 400
            isItalic = macItalic
            capHeight = nil
        }
        names = try FontNames(data, table: tables["name"])
    }

    /// The offset of a table the face must have.
    public func table(_ tag: String) throws(FontFileError) -> Int {
        guard let offset = tables[tag] else { throw .missingTable(tag) }
        return offset
    }

    /// Advance widths by glyph, in font units (`hmtx`); glyphs after the
    /// last with its own advance take that one, as the format says.
    public func advances() throws(FontFileError) -> [Int] {
        let hmtx = try table("hmtx")
        var advances: [Int] = []
        advances.reserveCapacity(metricsCount)
        for glyph in 0..<metricsCount { advances.append(try data.u16(hmtx + 4 * glyph)) }
        return advances
    }

    /// The glyph's advance among `advances`, in font units.
    public static func advance(ofGlyph glyph: Int, in advances: [Int]) -> Int? {
        glyph < advances.count ? advances[glyph] : advances.last
    }
}

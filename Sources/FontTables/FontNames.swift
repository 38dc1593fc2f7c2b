/// The names a face gives itself in its `name` table, which
/// `Font.custom(_:size:)` is matched against.
public struct FontNames: Hashable, Sendable {
    /// The family (name 16, typographic family, else 1): `Avenir Next`.
    public var family = ""
    /// The style within the family (name 17, else 2): `Demi Bold`.
    public var style = ""
    /// The full name (name 4): `Avenir Next Demi Bold`.
    public var full = ""
    /// The PostScript name (name 6): `AvenirNext-DemiBold`.
    public var postScript = ""

    /// Names read from the `name` table at `table`; empty without one.
    init(_ data: FontData, table: Int?) throws(FontFileError) {
        guard let table else { return }
        let storage = table + (try data.u16(table + 4))
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<(try data.u16(table + 2)) {
            let record = table + 6 + 12 * index
            let platform = try data.u16(record)
            let language = try data.u16(record + 4)
            let id = try data.u16(record + 6)
            guard [1, 2, 4, 6, 16, 17].contains(id) else { continue }
            // Windows US English first, then Unicode, then Macintosh Roman.
            let rank =
                switch (platform, language) {
                case (3, 0x409): 0
                case (3, _), (0, _): 1
                case (1, 0): 2
                default: 3
                }
            guard rank < 3, rank < found[id]?.rank ?? 3 else { continue }
            let start = storage + (try data.u16(record + 10))
            let length = try data.u16(record + 8)
            try data.check(start, length)
            let bytes = data.bytes[start..<start + length]
            let text =
                platform == 1
                ? String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                : Self.utf16BigEndian(bytes)
            found[id] = (rank, text)
        }
        family = found[16]?.text ?? found[1]?.text ?? ""
        style = found[17]?.text ?? found[2]?.text ?? ""
        full = found[4]?.text ?? ""
        postScript = found[6]?.text ?? ""
    }

    private static func utf16BigEndian(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}

// wdl-glyph-table: generates Sources/WidgetRender/Text/GlyphAdvances.swift,
// the per-glyph advance widths the renderer measures text with, from the
// fonts themselves. Run it only when the fonts or the ranges change:
//
//   apt-get install fonts-inter fonts-noto-cjk
//   swift run wdl-glyph-table > Sources/WidgetRender/Text/GlyphAdvances.swift
//
// It reads each font's `head` (units per em), `hhea` (number of metrics),
// `hmtx` (advance widths), `cmap` (code point to glyph, formats 4 and
// 12) and, for Inter, `GPOS` (the `kern` feature's pair adjustments)
// tables. Inter and Noto Sans CJK are under the SIL Open Font License;
// only their advance widths and kerning values are copied into the table,
// never outlines.
import Foundation

struct FontFile {
    let bytes: [UInt8]
    /// Offset of the table directory of the chosen face.
    let face: Int

    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
            | Int(bytes[at + 3])
    }

    /// The faces of a file: one for .otf/.ttf, several for a .ttc.
    static func faces(_ bytes: [UInt8]) -> [Int] {
        let file = FontFile(bytes: bytes, face: 0)
        if Array(bytes[0..<4]) == Array("ttcf".utf8) {
            return (0..<file.u32(8)).map { file.u32(12 + 4 * $0) }
        }
        return [0]
    }

    func table(_ tag: String) -> Int? {
        let count = u16(face + 4)
        for index in 0..<count {
            let record = face + 12 + 16 * index
            if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag {
                return u32(record + 8)
            }
        }
        return nil
    }

    var unitsPerEm: Int { u16(table("head")! + 18) }

    /// The family name (name id 1, Windows platform, UTF-16BE).
    var familyName: String {
        guard let name = table("name") else { return "" }
        let count = u16(name + 2)
        let storage = name + u16(name + 4)
        for index in 0..<count {
            let record = name + 6 + 12 * index
            guard u16(record) == 3, u16(record + 6) == 1 else { continue }
            let length = u16(record + 8)
            let offset = u16(record + 10)
            var units: [UInt16] = []
            for position in stride(from: 0, to: length, by: 2) {
                units.append(UInt16(u16(storage + offset + position)))
            }
            return String(decoding: units, as: UTF16.self)
        }
        return ""
    }

    func advances() -> [Int] {
        let metrics = u16(table("hhea")! + 34)
        let hmtx = table("hmtx")!
        return (0..<metrics).map { u16(hmtx + 4 * $0) }
    }

    /// Code point to glyph, from the best Unicode subtable.
    func glyphs() -> [UInt32: Int] {
        let cmap = table("cmap")!
        var best: (Int, Int)?
        for index in 0..<u16(cmap + 2) {
            let record = cmap + 4 + 8 * index
            let platform = u16(record)
            let encoding = u16(record + 2)
            let offset = cmap + u32(record + 4)
            let format = u16(offset)
            let score = format == 12 ? 2 : (format == 4 && (platform == 3 || platform == 0) ? 1 : 0)
            _ = encoding
            if score > 0, score > (best?.0 ?? 0) { best = (score, offset) }
        }
        guard let (_, offset) = best else { return [:] }
        var map: [UInt32: Int] = [:]
        if u16(offset) == 12 {
            let groups = u32(offset + 12)
            for group in 0..<groups {
                let record = offset + 16 + 12 * group
                let start = u32(record)
                let end = u32(record + 4)
                let glyph = u32(record + 8)
                for code in start...end { map[UInt32(code)] = glyph + (code - start) }
            }
        } else {
            let segments = u16(offset + 6) / 2
            let ends = offset + 14
            let starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments
            let ranges = deltas + 2 * segments
            for segment in 0..<segments {
                let end = u16(ends + 2 * segment)
                let start = u16(starts + 2 * segment)
                let delta = u16(deltas + 2 * segment)
                let rangeOffset = u16(ranges + 2 * segment)
                guard start <= end, start != 0xFFFF else { continue }
                for code in start...end {
                    var glyph: Int
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        let address = ranges + 2 * segment + rangeOffset + 2 * (code - start)
                        glyph = u16(address)
                        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                    }
                    if glyph != 0 { map[UInt32(code)] = glyph }
                }
            }
        }
        return map
    }

    func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }

    /// Pair kerning of the `kern` feature's lookups in GPOS (PairPos
    /// formats 1 and 2, also behind Extension lookups), for the Latin
    /// script's default language: the x-advance change of the first glyph,
    /// by glyph pair. Lookups add up, in lookup-list order; within a lookup
    /// the first subtable that covers a pair decides it.
    func kerning(between glyphs: [Int]) -> [Pair: Int] {
        guard let gpos = table("GPOS") else { return [:] }
        var result: [Pair: Int] = [:]
        for lookup in kernLookups(gpos) {
            var decided = Set<Pair>()
            for subtable in pairSubtables(gpos, lookup) {
                for first in glyphs {
                    guard let index = coverageIndex(subtable + u16(subtable + 2), first) else {
                        continue
                    }
                    for second in glyphs where !decided.contains(Pair(first, second)) {
                        guard let value = pairValue(subtable, index, first, second) else {
                            continue
                        }
                        decided.insert(Pair(first, second))
                        result[Pair(first, second), default: 0] += value
                    }
                }
            }
        }
        return result.filter { $0.value != 0 }
    }

    /// The lookups of the `kern` feature for 'latn' (else 'DFLT'), default language, in order.
    func kernLookups(_ gpos: Int) -> [Int] {
        let scripts = gpos + u16(gpos + 4)
        let features = gpos + u16(gpos + 6)
        var languageSystem: Int?
        for wanted in ["latn", "DFLT"] where languageSystem == nil {
            for index in 0..<u16(scripts) {
                let record = scripts + 2 + 6 * index
                guard String(decoding: bytes[record..<record + 4], as: UTF8.self) == wanted else {
                    continue
                }
                let script = scripts + u16(record + 4)
                if u16(script) != 0 { languageSystem = script + u16(script) }
            }
        }
        guard let languageSystem else { return [] }
        var lookups = Set<Int>()
        for index in 0..<u16(languageSystem + 4) {
            let feature = u16(languageSystem + 6 + 2 * index)
            let record = features + 2 + 6 * feature
            guard String(decoding: bytes[record..<record + 4], as: UTF8.self) == "kern" else {
                continue
            }
            let table = features + u16(record + 4)
            for lookup in 0..<u16(table + 2) { lookups.insert(u16(table + 4 + 2 * lookup)) }
        }
        let list = gpos + u16(gpos + 8)
        return lookups.sorted().map { list + u16(list + 2 + 2 * $0) }
    }

    /// A lookup's PairPos subtables, through Extension (type 9) subtables.
    func pairSubtables(_ gpos: Int, _ lookup: Int) -> [Int] {
        let type = u16(lookup)
        return (0..<u16(lookup + 4)).compactMap { index in
            var subtable = lookup + u16(lookup + 6 + 2 * index)
            var subtableType = type
            if type == 9 {
                subtableType = u16(subtable + 2)
                subtable += u32(subtable + 4)
            }
            return subtableType == 2 ? subtable : nil
        }
    }

    /// The first glyph's x-advance change for a pair, nil when the subtable has no such pair.
    func pairValue(_ subtable: Int, _ coverage: Int, _ first: Int, _ second: Int) -> Int? {
        let format = u16(subtable)
        let valueFormat1 = u16(subtable + 4)
        let valueFormat2 = u16(subtable + 6)
        let size1 = 2 * valueFormat1.nonzeroBitCount
        let size2 = 2 * valueFormat2.nonzeroBitCount
        func xAdvance(_ record: Int) -> Int {
            guard valueFormat1 & 0x4 != 0 else { return 0 }
            return i16(record + 2 * (valueFormat1 & 0x3).nonzeroBitCount)
        }
        if format == 1 {
            let set = subtable + u16(subtable + 10 + 2 * coverage)
            for index in 0..<u16(set) {
                let record = set + 2 + (2 + size1 + size2) * index
                if u16(record) == second { return xAdvance(record + 2) }
            }
            return nil
        }
        guard format == 2 else { return nil }
        let class1 = classOf(subtable + u16(subtable + 8), first)
        let class2 = classOf(subtable + u16(subtable + 10), second)
        let class2Count = u16(subtable + 14)
        return xAdvance(subtable + 16 + (class1 * class2Count + class2) * (size1 + size2))
    }

    /// A glyph's index in a Coverage table (formats 1 and 2), nil when not covered.
    func coverageIndex(_ coverage: Int, _ glyph: Int) -> Int? {
        if u16(coverage) == 1 {
            for index in 0..<u16(coverage + 2) where u16(coverage + 4 + 2 * index) == glyph {
                return index
            }
            return nil
        }
        for index in 0..<u16(coverage + 2) {
            let record = coverage + 4 + 6 * index
            if glyph >= u16(record), glyph <= u16(record + 2) {
                return u16(record + 4) + glyph - u16(record)
            }
        }
        return nil
    }

    /// A glyph's class in a ClassDef table (formats 1 and 2); 0 when not listed.
    func classOf(_ classDef: Int, _ glyph: Int) -> Int {
        if u16(classDef) == 1 {
            let start = u16(classDef + 2)
            return glyph >= start && glyph < start + u16(classDef + 4)
                ? u16(classDef + 6 + 2 * (glyph - start)) : 0
        }
        for index in 0..<u16(classDef + 2) {
            let record = classDef + 4 + 6 * index
            if glyph >= u16(record), glyph <= u16(record + 2) { return u16(record + 4) }
        }
        return 0
    }

    func advance(of code: UInt32, _ advances: [Int], _ glyphs: [UInt32: Int]) -> Int? {
        guard let glyph = glyphs[code] else { return nil }
        return glyph < advances.count ? advances[glyph] : advances.last
    }
}

/// Two glyphs, first and second.
struct Pair: Hashable {
    let first: Int, second: Int
    init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }
}

func load(_ path: String, family: String? = nil) -> FontFile {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(
            Data("cannot read \(path); install fonts-inter and fonts-noto-cjk\n".utf8))
        exit(1)
    }
    let bytes = [UInt8](data)
    let faces = FontFile.faces(bytes).map { FontFile(bytes: bytes, face: $0) }
    return faces.first { family == nil || $0.familyName.contains(family!) } ?? faces[0]
}

let interDirectory = "/usr/share/fonts/opentype/inter/"
let notoDirectory = "/usr/share/fonts/opentype/noto/"
/// The Latin ranges measured with Inter: ASCII, Latin-1, general
/// punctuation, currency signs, arrows and a few math signs.
let latinRanges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x17F, 0x2010...0x2027, 0x2030...0x203A, 0x20A0...0x20C0, 0x2190...0x2193,
    0x2212...0x2212,
]
let weights = [
    ("ultraLight", "ExtraLight"), ("thin", "Thin"), ("light", "Light"), ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"), ("bold", "Bold"), ("heavy", "ExtraBold"), ("black", "Black"),
]
/// The East Asian ranges measured with Noto Sans CJK KR: Hangul Jamo,
/// CJK symbols and punctuation, kana, Hangul compatibility Jamo, CJK
/// ideographs, Hangul syllables, full-width forms.
let cjkRanges: [ClosedRange<UInt32>] = [
    0x1100...0x11FF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x4E00...0x9FFF,
    0xAC00...0xD7A3, 0xFF00...0xFFEF,
]

var out = """
    // swift-format-ignore-file
    // Generated by `swift run wdl-glyph-table` (Sources/wdl-glyph-table/main.swift)
    // from the fonts of Debian's fonts-inter and fonts-noto-cjk packages. Do not
    // edit. Inter (rsms.me/inter) and Noto Sans CJK (github.com/notofonts/noto-cjk)
    // are under the SIL Open Font License 1.1; only advance widths and
    // kerning values are copied.

    /// Advance widths of real fonts, so that text measures like it does on a
    /// device: Inter, a free stand-in close to SF Pro, for Latin text, by
    /// weight, with its pair kerning; Noto Sans CJK for Hangul and other East
    /// Asian text.
    enum GlyphAdvances {

    """
let inter = load(interDirectory + "Inter-Regular.otf")
out +=
    "    /// Inter's units per em.\n    static let latinUnitsPerEm: Double = \(inter.unitsPerEm)\n\n"
out +=
    "    /// The code points of `latin`, in order.\n    static let latinRanges: [ClosedRange<UInt32>] = [\(latinRanges.map { "0x\(String($0.lowerBound, radix: 16, uppercase: true))...0x\(String($0.upperBound, radix: 16, uppercase: true))" }.joined(separator: ", "))]\n\n"
out +=
    "    /// Advance widths by weight, one per code point of `latinRanges` (0 when the font has no glyph).\n    static let latin: [String: [UInt16]] = [\n"
for (name, file) in weights {
    let font = load(interDirectory + "Inter-\(file).otf")
    let advances = font.advances()
    let glyphs = font.glyphs()
    let widths = latinRanges.flatMap { range in
        range.map { font.advance(of: $0, advances, glyphs) ?? 0 }
    }
    out += "        \"\(name)\": [" + widths.map(String.init).joined(separator: ",") + "],\n"
}
out += "    ]\n\n"
// Kerning between printable ASCII characters other than the space (text
// is measured a word at a time, so pairs with a space could not apply)
// and the letters of Latin-1 and Latin Extended-A, whose accents take
// their base letter's classes (`Vö` as `Vo`). About 8,000 pairs a weight,
// 0.9 MB of source; Latin Extended-B and beyond would add little that
// widget text uses for as much again.
let kernedCodes =
    Array(UInt32(0x21)...UInt32(0x7E))
    + Array(UInt32(0xC0)...UInt32(0x17F)).filter { $0 != 0xD7 && $0 != 0xF7 }
out += "    /// Pair kerning by weight (Inter's GPOS `kern`), in the units of `latinUnitsPerEm`:\n"
out +=
    "    /// triples of first character, second character, change of the first's advance, written\n"
out += "    /// as decimal numbers between spaces: a string literal compiles in an instant where\n"
out += "    /// an array literal of 250,000 numbers took the compiler a minute and a half.\n"
out += "    static let latinKerning: [String: String] = [\n"
for (name, file) in weights {
    let font = load(interDirectory + "Inter-\(file).otf")
    let glyphs = font.glyphs()
    let codeOf = Dictionary(
        kernedCodes.compactMap { code in glyphs[code].map { ($0, code) } }, uniquingKeysWith: min)
    let pairs = font.kerning(between: kernedCodes.compactMap { glyphs[$0] })
    let triples = pairs.compactMap { pair, value in
        codeOf[pair.first].flatMap { first in codeOf[pair.second].map { (first, $0, value) } }
    }
    .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    out +=
        "        \"\(name)\": \"" + triples.map { "\($0.0) \($0.1) \($0.2)" }.joined(separator: " ")
        + "\",\n"
}
out += "    ]\n\n"
for (name, file) in [("regular", "Regular"), ("bold", "Bold")] {
    let font = load(notoDirectory + "NotoSansCJK-\(file).ttc", family: "KR")
    let advances = font.advances()
    let glyphs = font.glyphs()
    var runs: [(UInt32, UInt32, Int)] = []
    for range in cjkRanges {
        for code in range {
            guard let advance = font.advance(of: code, advances, glyphs) else { continue }
            if let last = runs.last, last.1 == code - 1, last.2 == advance {
                runs[runs.count - 1].1 = code
            } else {
                runs.append((code, code, advance))
            }
        }
    }
    if name == "regular" {
        out +=
            "    /// Noto Sans CJK's units per em.\n    static let cjkUnitsPerEm: Double = \(font.unitsPerEm)\n\n"
    }
    out +=
        "    /// Runs of code points with one advance (\(font.familyName) \(file)): first, last, advance.\n"
    out += "    static let cjk\(file): [(UInt32, UInt32, UInt16)] = [\n"
    for chunk in stride(from: 0, to: runs.count, by: 6) {
        out +=
            "        "
            + runs[chunk..<min(chunk + 6, runs.count)].map {
                "(0x\(String($0.0, radix: 16, uppercase: true)), 0x\(String($0.1, radix: 16, uppercase: true)), \($0.2))"
            }.joined(separator: ", ") + ",\n"
    }
    out += "    ]\n\n"
}
out.removeLast()
out += "}\n"
print(out, terminator: "")

/// Pair kerning of a face's `kern` feature in `GPOS` (PairPos formats 1
/// and 2, also behind Extension lookups), for the Latin script's default
/// language (else the default script's): the change of the first glyph's
/// x-advance, by glyph pair. Lookups add up, in lookup-list order; within
/// a lookup the first subtable that covers a pair decides it.
public struct PairKerning {
    /// Two glyphs, first and second.
    public struct Pair: Hashable, Sendable {
        /// The glyph on the left.
        public var first: Int
        /// The glyph on the right.
        public var second: Int

        /// The pair `first`, `second`.
        public init(_ first: Int, _ second: Int) {
            self.first = first
            self.second = second
        }
    }

    private let data: FontData
    private let gpos: Int?

    /// The kerning of `face` (none without a `GPOS` table).
    public init(_ face: OpenTypeFace) {
        data = face.data
        gpos = face.tables["GPOS"]
    }

    /// The non-zero adjustments between every two of `glyphs`, in font units.
    public func adjustments(between glyphs: [Int]) throws(FontFileError) -> [Pair: Int] {
        guard let gpos else { return [:] }
        var result: [Pair: Int] = [:]
        for lookup in try kernLookups(gpos) {
            var decided = Set<Pair>()
            for subtable in try pairSubtables(lookup) {
                let coverage = subtable + (try data.u16(subtable + 2))
                for first in glyphs {
                    guard let index = try coverageIndex(coverage, first) else { continue }
                    for second in glyphs where !decided.contains(Pair(first, second)) {
                        guard let value = try pairValue(subtable, index, first, second) else {
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
    private func kernLookups(_ gpos: Int) throws(FontFileError) -> [Int] {
        let scripts = gpos + (try data.u16(gpos + 4))
        let features = gpos + (try data.u16(gpos + 6))
        var languageSystem: Int?
        for wanted in ["latn", "DFLT"] where languageSystem == nil {
            for index in 0..<(try data.u16(scripts)) {
                let record = scripts + 2 + 6 * index
                guard try data.tag(record) == wanted else { continue }
                let script = scripts + (try data.u16(record + 4))
                let defaultSystem = try data.u16(script)
                if defaultSystem != 0 { languageSystem = script + defaultSystem }
            }
        }
        guard let languageSystem else { return [] }
        var lookups = Set<Int>()
        for index in 0..<(try data.u16(languageSystem + 4)) {
            let feature = try data.u16(languageSystem + 6 + 2 * index)
            let record = features + 2 + 6 * feature
            guard try data.tag(record) == "kern" else { continue }
            let table = features + (try data.u16(record + 4))
            for lookup in 0..<(try data.u16(table + 2)) {
                lookups.insert(try data.u16(table + 4 + 2 * lookup))
            }
        }
        let list = gpos + (try data.u16(gpos + 8))
        var offsets: [Int] = []
        for lookup in lookups.sorted() {
            offsets.append(list + (try data.u16(list + 2 + 2 * lookup)))
        }
        return offsets
    }

    /// A lookup's PairPos subtables, through Extension (type 9) subtables.
    private func pairSubtables(_ lookup: Int) throws(FontFileError) -> [Int] {
        let type = try data.u16(lookup)
        var subtables: [Int] = []
        for index in 0..<(try data.u16(lookup + 4)) {
            var subtable = lookup + (try data.u16(lookup + 6 + 2 * index))
            var subtableType = type
            if type == 9 {
                subtableType = try data.u16(subtable + 2)
                subtable += try data.u32(subtable + 4)
            }
            if subtableType == 2 { subtables.append(subtable) }
        }
        return subtables
    }

    /// The first glyph's x-advance change for a pair, nil when the subtable has no such pair.
    private func pairValue(_ subtable: Int, _ coverage: Int, _ first: Int, _ second: Int)
        throws(FontFileError) -> Int?
    {
        let format = try data.u16(subtable)
        let valueFormat1 = try data.u16(subtable + 4)
        let valueFormat2 = try data.u16(subtable + 6)
        let size1 = 2 * valueFormat1.nonzeroBitCount
        let size2 = 2 * valueFormat2.nonzeroBitCount
        func xAdvance(_ record: Int) throws(FontFileError) -> Int {
            guard valueFormat1 & 0x4 != 0 else { return 0 }
            return try data.i16(record + 2 * (valueFormat1 & 0x3).nonzeroBitCount)
        }
        if format == 1 {
            let set = subtable + (try data.u16(subtable + 10 + 2 * coverage))
            for index in 0..<(try data.u16(set)) {
                let record = set + 2 + (2 + size1 + size2) * index
                if try data.u16(record) == second { return try xAdvance(record + 2) }
            }
            return nil
        }
        guard format == 2 else { return nil }
        let class1 = try classOf(subtable + (try data.u16(subtable + 8)), first)
        let class2 = try classOf(subtable + (try data.u16(subtable + 10)), second)
        let class2Count = try data.u16(subtable + 14)
        return try xAdvance(subtable + 16 + (class1 * class2Count + class2) * (size1 + size2))
    }

    /// A glyph's index in a Coverage table (formats 1 and 2), nil when not covered.
    private func coverageIndex(_ coverage: Int, _ glyph: Int) throws(FontFileError) -> Int? {
        if try data.u16(coverage) == 1 {
            for index in 0..<(try data.u16(coverage + 2)) {
                if try data.u16(coverage + 4 + 2 * index) == glyph { return index }
            }
            return nil
        }
        for index in 0..<(try data.u16(coverage + 2)) {
            let record = coverage + 4 + 6 * index
            let start = try data.u16(record)
            if glyph >= start, glyph <= (try data.u16(record + 2)) {
                return try data.u16(record + 4) + glyph - start
            }
        }
        return nil
    }

    /// A glyph's class in a ClassDef table (formats 1 and 2); 0 when not listed.
    private func classOf(_ classDef: Int, _ glyph: Int) throws(FontFileError) -> Int {
        if try data.u16(classDef) == 1 {
            let start = try data.u16(classDef + 2)
            guard glyph >= start, glyph < start + (try data.u16(classDef + 4)) else { return 0 }
            return try data.u16(classDef + 6 + 2 * (glyph - start))
        }
        for index in 0..<(try data.u16(classDef + 2)) {
            let record = classDef + 4 + 6 * index
            if glyph >= (try data.u16(record)), glyph <= (try data.u16(record + 2)) {
                return try data.u16(record + 4)
            }
        }
        return 0
    }
}

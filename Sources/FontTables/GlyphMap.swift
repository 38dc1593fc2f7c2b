/// A face's character map (`cmap`): Unicode code point to glyph, from its
/// best Unicode subtable, format 12 (every plane) before format 4 (the
/// Basic Multilingual Plane). The segments are read once; a lookup is a
/// binary search over them.
public struct GlyphMap: Sendable {
    /// Code points `first...last` map to glyphs from `glyph` on (format 12,
    /// and format 4 segments with no glyph array), or through the glyph
    /// array at `arrayOffset` with `delta` added (format 4).
    struct Segment: Sendable {
        var first: UInt32
        var last: UInt32
        var glyph: Int
        var arrayOffset: Int?
    }

    private let data: FontData
    private let segments: [Segment]

    /// The most code points a map may cover; more is a damaged file.
    public static let maximumCodePoints = 0x110000

    /// The map of `face`.
    public init(_ face: OpenTypeFace) throws(FontFileError) {
        let data = face.data
        let cmap = try face.table("cmap")
        var best: (score: Int, offset: Int)?
        for index in 0..<(try data.u16(cmap + 2)) {
            let record = cmap + 4 + 8 * index
            let platform = try data.u16(record)
            let offset = cmap + (try data.u32(record + 4))
            let format = try data.u16(offset)
            let unicode = platform == 0 || platform == 3
            let score = !unicode ? 0 : format == 12 ? 2 : format == 4 ? 1 : 0
            if score > (best?.score ?? 0) { best = (score, offset) }
        }
        guard let best else { throw .invalid("the font has no Unicode character map") }
        self.data = data
        segments =
            try data.u16(best.offset) == 12
            ? try Self.format12(data, best.offset) : try Self.format4(data, best.offset)
    }

    /// The glyph of a code point, nil when the face has none (glyph 0).
    public func glyph(for code: UInt32) -> Int? {
        var low = 0
        var high = segments.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let segment = segments[middle]
            if code < segment.first {
                high = middle - 1
            } else if code > segment.last {
                low = middle + 1
            } else {
                return glyph(in: segment, code)
            }
        }
        return nil
    }

    /// Every code point the map covers with its glyph, in order.
    public func mappings() -> [(code: UInt32, glyph: Int)] {
        var result: [(code: UInt32, glyph: Int)] = []
        for segment in segments {
            for code in segment.first...segment.last {
                if let glyph = glyph(in: segment, code) { result.append((code, glyph)) }
            }
        }
        return result
    }

    private func glyph(in segment: Segment, _ code: UInt32) -> Int? {
        let step = Int(code - segment.first)
        guard let array = segment.arrayOffset else {
            let glyph = segment.glyph + step
            return glyph == 0 ? nil : glyph
        }
        guard let stored = try? data.u16(array + 2 * step), stored != 0 else { return nil }
        let glyph = (stored + segment.glyph) & 0xFFFF
        return glyph == 0 ? nil : glyph
    }

    /// Format 12's groups: first, last, first glyph.
    private static func format12(_ data: FontData, _ offset: Int) throws(FontFileError)
        -> [Segment]
    {
        let count = try data.u32(offset + 12)
        try data.check(offset + 16, 12 * count)
        var segments: [Segment] = []
        var covered = 0
        for group in 0..<count {
            let record = offset + 16 + 12 * group
            let first = try data.u32(record)
            let last = try data.u32(record + 4)
            guard first <= last, last < maximumCodePoints else { continue }
            covered += last - first + 1
            guard covered <= maximumCodePoints else {
                throw .invalid("the character map is too large")
            }
            segments.append(
                Segment(first: UInt32(first), last: UInt32(last), glyph: try data.u32(record + 8)))
        }
        return sorted(segments)
    }

    /// Format 4's segments: ends, starts, deltas and range offsets.
    private static func format4(_ data: FontData, _ offset: Int) throws(FontFileError)
        -> [Segment]
    {
        let count = try data.u16(offset + 6) / 2
        let ends = offset + 14
        let starts = ends + 2 * count + 2
        let deltas = starts + 2 * count
        let ranges = deltas + 2 * count
        var segments: [Segment] = []
        for index in 0..<count {
            let last = try data.u16(ends + 2 * index)
            let first = try data.u16(starts + 2 * index)
            let delta = try data.u16(deltas + 2 * index)
            let rangeOffset = try data.u16(ranges + 2 * index)
            guard first <= last, first != 0xFFFF else { continue }
            if rangeOffset == 0 {
                // The glyph is (code + delta) mod 65536: one run unless it wraps.
                let glyph = (first + delta) & 0xFFFF
                let wrap = 0x10000 - glyph
                if last - first < wrap {
                    segments.append(Segment(first: UInt32(first), last: UInt32(last), glyph: glyph))
                } else {
                    segments.append(
                        Segment(first: UInt32(first), last: UInt32(first + wrap - 1), glyph: glyph))
                    segments.append(
                        Segment(first: UInt32(first + wrap), last: UInt32(last), glyph: 0))
                }
            } else {
                let array = ranges + 2 * index + rangeOffset
                try data.check(array, 2 * (last - first + 1))
                segments.append(
                    Segment(
                        first: UInt32(first), last: UInt32(last), glyph: delta, arrayOffset: array))
            }
        }
        return sorted(segments)
    }

    /// Segments in order with overlaps dropped, so a binary search finds one.
    private static func sorted(_ segments: [Segment]) -> [Segment] {
        var result: [Segment] = []
        for segment in segments.sorted(by: { $0.first < $1.first }) {
            if let last = result.last, segment.first <= last.last { continue }
            result.append(segment)
        }
        return result
    }
}

/// The distinct names of one parse, each decoded from UTF-8 once.
///
/// A body names the same few dozen things (`entry`, `font`, `Text`,
/// `spacing`) thousands of times, and the checker and instantiation read
/// every name more than once. Decoding a `String` on every read was a
/// tenth of a whole `wdl check`; the parser now interns each name token
/// here and an identifier node keeps the name's id, so reading a name is
/// an array load (and, for names of 15 bytes or fewer, which Swift keeps
/// inline, no reference counting at all).
///
/// Names are found by an FNV-1a hash of their bytes in an open-addressed
/// table, compared byte for byte with the name's first occurrence, so a
/// name seen before costs no decoding and no allocation.
@usableFromInline package struct NameTable {
    /// The names, by id.
    private(set) var names: [String] = []
    /// The bytes of each name's first occurrence, by id, for comparing;
    /// a name the source does not spell (`intern(implied:)`) has start -1
    /// and count 0, and is compared by its `String`.
    private var spans: [(start: Int, count: Int)] = []
    /// Each name's length in source bytes, by id: every occurrence of a
    /// name has the same bytes, so this is the length of its token.
    @usableFromInline package var byteCounts: [UInt32] { spans.map { UInt32($0.count) } }
    /// Name id + 1 per slot; 0 is an empty slot. A power of two long.
    private var slots: [UInt32] = Array(repeating: 0, count: 64)

    /// The id of the name in `bytes[start..<end]`, added if new.
    @usableFromInline package mutating func intern(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int
    )
        -> UInt32
    {
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            let same =
                spans[id].start < 0
                ? name.elementsEqual(names[id].utf8)
                : Self.same(
                    name,
                    UnsafeBufferPointer(
                        rebasing: bytes[spans[id].start..<spans[id].start + spans[id].count]))
            if same { return UInt32(id) }
            slot = (slot + 1) & (slots.count - 1)
        }
        names.append(String(decoding: name, as: UTF8.self))
        spans.append((start, end - start))
        slots[slot] = UInt32(names.count)
        if names.count * 2 > slots.count { grow(bytes) }
        return UInt32(names.count - 1)
    }

    /// The id of a name the source implies without spelling it (the
    /// `self` of `padding()` in an `extension View` function), added if
    /// new. Its identifiers have an empty range.
    @usableFromInline package mutating func intern(
        implied name: String, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> UInt32 {
        var slot = Self.hash(name.utf8) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if names[id] == name { return UInt32(id) }
            slot = (slot + 1) & (slots.count - 1)
        }
        names.append(name)
        spans.append((-1, 0))
        slots[slot] = UInt32(names.count)
        if names.count * 2 > slots.count { grow(bytes) }
        return UInt32(names.count - 1)
    }

    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private static func same(
        _ name: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard name.count == other.count else { return false }
        for offset in 0..<name.count where name[offset] != other[offset] { return false }
        return true
    }

    /// Doubles the slots and places every name again, hashed from its
    /// bytes as `intern` hashes them.
    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        slots = Array(repeating: 0, count: slots.count * 2)
        for (id, span) in spans.enumerated() {
            let hash =
                span.start < 0
                ? Self.hash(names[id].utf8) : Self.hash(bytes[span.start..<span.start + span.count])
            var slot = hash & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt32(id + 1)
        }
    }
}

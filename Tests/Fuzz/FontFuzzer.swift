import FontTables

// libFuzzer harness for the font-file reader (custom fonts). Not part of
// the SwiftPM package: `Tests/Fuzz/run.sh SECONDS font` compiles it with
// FontTables' sources, from the seed in Tests/Fuzz/seeds/font.
//
// For any bytes: reading the faces, their advances, character map and
// kerning must throw or succeed, never crash, and every glyph a map
// gives is one it lists.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let faces = try? OpenTypeFace.faces(in: bytes) else { return 0 }
    for face in faces {
        _ = try? face.advances()
        _ = try? PairKerning(face).adjustments(between: Array(0..<8))
        guard let map = try? GlyphMap(face) else { continue }
        for (code, glyph) in map.mappings().prefix(4096) {
            precondition(map.glyph(for: code) == glyph, "a listed code point maps elsewhere")
        }
    }
    return 0
}

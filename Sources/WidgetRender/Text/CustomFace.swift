import FontTables
import WidgetArchive

/// A face of a font file beside the source, as the renderer measures
/// text set in it (`Font.custom`): its advances per code point and its
/// vertical metrics, in ems, read once when the file is loaded.
///
/// CHOICEs: the face is measured without pair kerning (a face's `GPOS`
/// adjustments are not read for custom fonts) and without SF Pro's
/// size-specific tracking, which is the system font's own; a character
/// the face has no glyph for is measured as the system font's, as iOS
/// falls back to the system font for it. Vertical metrics are the
/// face's `hhea` ascender, descender and line gap, which Core Text's
/// line height uses.
public final class CustomFace: Hashable, Sendable, CustomStringConvertible {
    /// The names the face gives itself.
    public let names: FontNames
    /// 100 (thin) to 900 (black).
    public let weightClass: Int
    /// Whether the face is italic.
    public let isItalic: Bool
    /// The face's vertical metrics in ems.
    public let vertical: FontVerticalMetrics
    /// The file it was read from.
    public let path: String
    /// Advances in ems by code point.
    private let advances: [UInt32: Double]

    /// The most code points whose advances are kept (a font with more is
    /// measured as the system font beyond them).
    static let maximumCodePoints = 70_000

    /// The face `face` of the file at `path`.
    public init(_ face: OpenTypeFace, path: String) throws(FontFileError) {
        let glyphAdvances = try face.advances()
        let map = try GlyphMap(face)
        let units = Double(face.unitsPerEm)
        var advances: [UInt32: Double] = [:]
        for (code, glyph) in map.mappings().prefix(Self.maximumCodePoints) {
            if let advance = OpenTypeFace.advance(ofGlyph: glyph, in: glyphAdvances) {
                advances[code] = Double(advance) / units
            }
        }
        self.advances = advances
        names = face.names
        weightClass = face.weightClass
        isItalic = face.isItalic
        self.path = path
        let ascender = Double(face.ascender) / units
        vertical = FontVerticalMetrics(
            ascender: ascender, descender: Double(face.descender) / units,
            lineGap: max(0, Double(face.lineGap) / units),
            capHeight: face.capHeight.map { Double($0) / units } ?? ascender * 0.7)
    }

    /// The advance of a code point in ems, nil when the face has no glyph for it.
    public func ems(of code: UInt32) -> Double? { advances[code] }

    /// The face's PostScript name.
    public var description: String { names.postScript }

    /// Faces are the same when they come from the same file under the same name.
    public static func == (left: CustomFace, right: CustomFace) -> Bool {
        left.path == right.path && left.names == right.names
    }

    /// Hashes the file and names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(names)
    }
}

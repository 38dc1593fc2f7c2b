import WidgetArchive

/// A font's vertical metrics in ems: what sizes a line of `Text` and
/// places its baseline. SwiftUI makes a one-line `Text` exactly as tall
/// as its font's line height, ascender + descender + line gap (the
/// font's `hhea` values), with no extra leading: the HIG's "leading"
/// column (body 17/22) is a designer's line pitch, not what iOS draws.
///
/// Sources: SF Pro's `hhea` table (2048 units per em: ascender 1950,
/// descender 494, line gap 0), as UIKit reports it:
/// `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391
/// (= 15 × 2444 / 2048), `systemFont(ofSize: 20)` has ascender 19.04 and
/// descender −4.82, and `leading` is 0, so `.leading(.standard)` adds
/// nothing between lines (`.tight` and `.loose` move lines by 2 pt).
/// The real renders in `Tests/WidgetRenderTests/Calibration/README.md` agree: Home
/// Assistant's title3 title and body message stack 23.9 + 4 + 20.3 pt
/// tall, and their ink sits on baselines 0.952 em below each text's top.
public struct FontVerticalMetrics: Hashable, Sendable {
    /// Above the baseline, in ems.
    public var ascender: Double
    /// Below the baseline, in ems (positive).
    public var descender: Double
    /// The font's line gap in ems: added between lines, and the default
    /// spacing between two texts in a stack (`StackSpacing`).
    public var lineGap: Double
    /// The height of capital letters above the baseline, in ems.
    public var capHeight: Double

    /// Ascender + descender + line gap, in ems.
    public var lineHeight: Double { ascender + descender + lineGap }

    /// SF Pro (Text and Display share these vertical metrics). The cap
    /// height, 1443 units, is the font's `OS/2` value (CHOICE: not
    /// confirmed against a device; it only moves the default spacing
    /// below a text, by its share of a point).
    public static let sfPro = FontVerticalMetrics(
        ascender: 1950.0 / 2048, descender: 494.0 / 2048, lineGap: 0, capHeight: 1443.0 / 2048)

    /// The metrics of a design. CHOICE: every design (rounded, monospaced,
    /// serif) uses SF Pro's until their own are measured; the SVG draws
    /// them all in one family anyway.
    public static func of(_ design: FontDesign) -> FontVerticalMetrics { sfPro }
}

import WidgetArchive

/// The system font's size-specific tracking: the space iOS adds after
/// every character of SF Pro (negative between 13 and 23 pt, tightening
/// body text; positive below 12 pt and above 23 pt).
///
/// Source: Apple's Human Interface Guidelines, Typography, "Tracking
/// values" (the SF Pro and SF Pro Rounded tables for iOS, and New York's),
/// in thousandths of an em per point size. The tables list every whole
/// size; a row here holds from its size up to the next row's, which is how
/// the published values run (for example 28 to 30 pt are all +14).
public enum Tracking {
    /// Rows of (point size, thousandths of an em), by design, ascending.
    /// Past the last row the tracking is 0 (the HIG tables reach 0 by 80 pt
    /// for SF Pro and SF Pro Rounded).
    static let table: [FontDesign: [(size: Double, milliEm: Double)]] = [
        .default: [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
            (15, -16), (16, -20),
            (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11),
            (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6),
            (58, 5), (60, 4), (66, 3),
            (68, 2), (76, 1), (80, 0),
        ],
        .rounded: [
            (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35),
            (15, 30), (16, 26), (17, 22),
            (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15), (25, 14), (28, 13),
            (30, 12), (35, 11), (37, 10), (43, 9),
            (44, 8), (50, 7), (51, 6), (58, 4), (64, 3), (66, 2), (76, 1), (80, 0),
        ],
        .serif: [
            (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2),
            (15, 0), (16, -2), (17, -4),
            (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14), (54, -15),
            (70, -16), (180, -17), (220, -18),
        ],
    ]

    /// The tracking of `font`, in points, added after each character.
    ///
    /// CHOICE: a size between whole sizes takes the row at or below it (the
    /// tables step, they do not slope); sizes under the first row take the
    /// first row. Monospaced text (SF Mono, measured as fixed 0.6 em cells)
    /// gets none: the HIG publishes no SF Mono table. Rounded and serif take
    /// their own tables, applied to Inter's widths as SF Pro's is.
    public static func points(for font: ResolvedFont) -> Double {
        // A font file's face has its own spacing built into its advances.
        guard font.face == nil, let rows = table[font.design], let first = rows.first else {
            return 0
        }
        let row = rows.last { $0.size <= font.size } ?? first
        return row.milliEm / 1000 * font.size
    }

    /// The space after each character as measured and drawn (SVG's
    /// `letter-spacing`): the font's own tracking plus what `.tracking`
    /// or `.kerning` adds (`ResolvedFont.spacing`).
    public static func letterSpacing(for font: ResolvedFont) -> Double {
        points(for: font) + font.spacing
    }

    /// The largest `.tracking` or `.kerning` taken, in points either way:
    /// a hand-made archive's 1e300 would make every width infinite.
    static let adjustmentLimit = 1_000.0

    /// What `.tracking(_:)` and `.kerning(_:)` add after each character,
    /// in points; nil values are the modifiers' absence.
    ///
    /// CHOICE (the one place these semantics live):
    /// - Both add to the font's size-specific tracking; neither replaces
    ///   it. SwiftUI documents 0 as "the system default value" for both,
    ///   and Foundation's `NSAttributedString.Key.tracking`, which Text's
    ///   tracking becomes, as "the amount to modify the default tracking".
    /// - Kerning moves every character after the one it follows, the last
    ///   included (SwiftUI's documentation shows negative kerning cropping
    ///   the trailing edge), so it measures as tracking does. It adds to
    ///   the font's pair kerning: SwiftUI's 0 is the default kerning, not
    ///   Core Text's "no kerning".
    /// - Tracking follows every character too, the last included; Core
    ///   Text calls it trailing whitespace, and a Text's frame keeps it.
    /// - Both set: tracking wins and kerning is ignored, as Core Text
    ///   documents for `kCTTrackingAttributeName` beside `kCTKernAttributeName`;
    ///   a tracking of 0 counts as unset (Core Text's "no tracking"), so
    ///   `.tracking(0).kerning(1)` kerns.
    /// - Tracking disables ligatures and kerning keeps them; the width
    ///   tables have no ligatures, so the two measure alike otherwise.
    /// - The innermost modifier of each kind wins (an environment value).
    static func adjustment(tracking: Double?, kerning: Double?) -> Double {
        let chosen = tracking.flatMap { $0 != 0 ? $0 : nil } ?? kerning ?? 0
        guard chosen.isFinite else { return 0 }
        return min(max(chosen, -adjustmentLimit), adjustmentLimit)
    }
}

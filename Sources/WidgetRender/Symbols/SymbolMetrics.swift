import WidgetArchive

/// How SF Symbols are sized and placed beside text, in one place.
///
/// CHOICES, where Apple publishes no number:
/// - At the medium scale a symbol's box is 1.2 ems wide and 1.1 ems tall
///   of its font's point size, about what SF Symbols measure in SwiftUI
///   (a body `star.fill` is about 20 x 19 pt). `imageScale` multiplies
///   both by `ImageScale.factor` (0.78 and 1.29, unconfirmed figures).
/// - The box is centred on the font's cap height, which SF Pro puts at
///   0.7 em, so a symbol sits on the text's baseline as SF Symbols do.
/// - Bootstrap Icons come in one weight: a weight above regular draws the
///   outline with a stroke of its own colour, thickening every line; a
///   weight below regular draws the regular icon (an outline can grow
///   with a stroke, but not shrink).
enum SymbolMetrics {
    /// A symbol's box at the medium scale, in ems.
    static let widthEms = 1.2, heightEms = 1.1
    /// SF Pro's cap height, in ems.
    static let capHeightEms = 0.7

    /// The box of a symbol drawn at `pointSize` in `scale`, whole points.
    static func size(pointSize: Double, scale: ImageScale) -> Size {
        Size(
            (pointSize * widthEms * scale.factor).rounded(),
            (pointSize * heightEms * scale.factor).rounded())
    }

    /// The distance from the top of a symbol's box to the baseline of its
    /// font's text: the box's middle is the middle of the cap height.
    static func baseline(boxHeight: Double, pointSize: Double) -> Double {
        boxHeight / 2 + pointSize * capHeightEms / 2
    }

    /// The stroke drawn around an icon's outline for `weight`, in icon
    /// units (a box is `SymbolPaths.side`, 16, units): 0 up to medium.
    static func outlineStroke(for weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular, .medium: 0
        case .semibold: 0.3
        case .bold: 0.5
        case .heavy: 0.7
        case .black: 0.9
        }
    }
}

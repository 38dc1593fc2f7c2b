import WidgetArchive

/// How the accented rendering mode draws an image, by its
/// `widgetAccentedRenderingMode(_:)` (Docs/WidgetKitFacts.md §5; WidgetKit's
/// `WidgetAccentedRenderingMode`):
///
/// | modifier | group | pixels |
/// | --- | --- | --- |
/// | `.accented` | accent | alpha kept, colour replaced (like `widgetAccentable()`) |
/// | `.desaturated` | default | luminance becomes alpha, in the default group's colour |
/// | `.accentedDesaturated` | accent | luminance becomes alpha, in the accent colour |
/// | `.fullColor` | none | untouched |
/// | none | the view's own | Liquid Glass: alpha kept, colour replaced (an opaque picture becomes a block); iOS 18 and watch faces: luminance becomes alpha |
///
/// Apple documents (WWDC25 278) that under Liquid Glass an image without
/// the modifier takes the primary colour, so a full-colour cover becomes
/// a white rectangle. CHOICE where Apple documents nothing (iOS 18's
/// tinted Home Screen, watch faces): it is drawn as `.desaturated` in
/// the group the view is in (the accent group inside `widgetAccentable()`),
/// so a photo stays recognisable as a grey-level picture.
/// The modifier wins over an enclosing `widgetAccentable()` (Apple warns
/// that the two "may conflict"). A template image (`renderingMode(.template)`)
/// has no luminance of its own: it keeps its alpha in the group's colour.
enum AccentedImage {
    /// What happens to the pixels.
    enum Treatment: Equatable {
        /// Drawn as it is.
        case untouched
        /// Luminance into alpha, in one colour.
        case luminanceToAlpha(accent: Bool)
        /// Alpha kept, colour replaced.
        case alphaKept(accent: Bool)
    }

    /// The treatment of an image with `modifier`, inside a view that is
    /// (`accent`) or is not in the accent group.
    static func treatment(
        _ modifier: WidgetAccentedRenderingMode?, accent: Bool, look: AccentedLook
    ) -> Treatment {
        // `.fullColor` "only applies to iOS": a watch face ignores it.
        switch modifier == .fullColor && look.watchFace ? nil : modifier {
        case .fullColor?: .untouched
        case .accented?: .alphaKept(accent: true)
        case .desaturated?: .luminanceToAlpha(accent: false)
        case .accentedDesaturated?: .luminanceToAlpha(accent: true)
        case nil:
            look.imagesTakeTheirGroupsColour
                ? .alphaKept(accent: accent) : .luminanceToAlpha(accent: accent)
        }
    }

    /// The group a template-like image (a symbol, a template) is filled
    /// in: the accent group or not; nil when it keeps its own colour.
    static func group(
        _ modifier: WidgetAccentedRenderingMode?, accent: Bool, look: AccentedLook
    ) -> Bool? {
        switch treatment(modifier, accent: accent, look: look) {
        case .untouched: nil
        case .luminanceToAlpha(let accent), .alphaKept(let accent): accent
        }
    }

    /// The `feColorMatrix` values that fill an image's pixels with `color`:
    /// the alpha taken from the luminance (Rec. 709 weights, as
    /// `luminanceToAlpha`) or kept.
    static func matrix(_ color: RGBA, luminance: Bool) -> String {
        let alpha =
            luminance ? "0.2126 0.7152 0.0722 0 0" : "0 0 0 \(SVGNumber.text(color.alpha)) 0"
        return
            "0 0 0 0 \(SVGNumber.text(color.red))  0 0 0 0 \(SVGNumber.text(color.green))  0 0 0 0 \(SVGNumber.text(color.blue))  \(alpha)"
    }
}

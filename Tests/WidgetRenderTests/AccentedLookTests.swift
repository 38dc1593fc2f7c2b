import Testing
import WidgetArchive

@testable import WidgetRender

/// `AccentedLook`: the colours of the accented mode by OS, surface and
/// the Home Screen look.
@Suite struct AccentedLookTests {
    static let tint = RGBA(hex: 0xFF9500)

    /// The accent group's colour, the plate behind the content, and
    /// whether an image without the modifier takes its group's colour.
    @Test(arguments: [
        // iOS 26, tinted glass: both groups white, the tint's glass behind.
        (
            true, false, AccentedLook.Appearance.tinted, RGBA.white,
            RGBA(1 * 0.25, 0.584 * 0.25, 0), true
        ),
        // iOS 26, clear glass: the grey glass.
        (true, false, .clear, .white, RGBA(hex: 0x3A3A3C), true),
        // iOS 18's tinted Home Screen: the accent group in the tint.
        (false, false, .clear, tint, RGBA(1 * 0.25, 0.584 * 0.25, 0), false),
        // A watch face: the accent group in the face's colour.
        (true, true, .clear, tint, RGBA(1 * 0.25, 0.584 * 0.25, 0), false),
    ])
    func lookColours(
        _ liquidGlass: Bool, _ watchFace: Bool, _ appearance: AccentedLook.Appearance,
        _ accent: RGBA, _ plate: RGBA, _ wholeImages: Bool
    ) {
        let look = AccentedLook(
            appearance: appearance, tint: Self.tint, liquidGlass: liquidGlass, watchFace: watchFace)
        #expect(look.color(accent: true, alpha: 1).hex == accent.hex)
        #expect(look.color(accent: false, alpha: 0.5) == RGBA(1, 1, 1, 0.5))
        #expect(look.plate.hex == plate.hex)
        #expect(look.imagesTakeTheirGroupsColour == wholeImages)
    }

    /// The display environment picks Liquid Glass from iOS 26 (the newest
    /// when no release is given), and the watch look for accessory families.
    @Test(arguments: [
        (Surface.family(.systemSmall), OSVersion?.none, true, false),
        (.family(.systemSmall), OSVersion(18), false, false),
        (.family(.accessoryCircular), nil, true, true),
    ])
    func environmentPicksTheLook(
        _ surface: Surface, _ system: OSVersion?, _ liquidGlass: Bool, _ watchFace: Bool
    ) {
        var environment = DisplayEnvironment(
            surface: surface, mode: .accented, now: .init(timeIntervalSince1970: 0))
        environment.systemVersion = system
        #expect(environment.accentedLook.liquidGlass == liquidGlass)
        #expect(environment.accentedLook.watchFace == watchFace)
    }

    /// A watch face ignores `.fullColor`, which "only applies to iOS".
    @Test func watchFacesIgnoreFullColor() {
        let watch = AccentedLook(watchFace: true)
        #expect(
            AccentedImage.treatment(.fullColor, accent: false, look: watch)
                == .luminanceToAlpha(accent: false))
        #expect(
            AccentedImage.treatment(.fullColor, accent: false, look: AccentedLook()) == .untouched)
    }
}

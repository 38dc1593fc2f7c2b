import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `widgetAccentedRenderingMode(_:)` in the accented mode (Docs/WidgetKitFacts.md §5), read
/// from the SVG: the colour matrix an asset image is filtered with, and
/// the colour a symbol is filled with, on iOS 18's tinted Home Screen
/// (the accent tint is #8AB4F8) and under iOS 26's Liquid Glass
/// (`AccentedLook`: both groups white).
@Suite struct AccentedImageTests {
    /// The tint's channels as the SVG writes them.
    static let tint = "0 0 0 0 0.54  0 0 0 0 0.71  0 0 0 0 0.97"

    /// The SVG of `view` drawn accented, with the samples' assets.
    private func accentedSVG(
        _ view: String, mode: RenderingMode = .accented, system: OSVersion? = OSVersion(18)
    ) throws -> String {
        let made = try archive(
            widgetSource(
                "\(view)\n.containerBackground(for: .widget) { Color.black }",
                family: "systemSmall", header: "platform: .iOS(\"18.0\")"))
        let environment = DisplayEnvironment(
            surface: .family(.systemSmall), mode: mode, now: made.entries[0].date,
            assets: SourceAssets(
                images: repositoryRoot.appendingPathComponent("Samples/Assets").path,
                catalog: AssetCatalog()))
        var displayed = environment
        displayed.systemVersion = system
        return SVGRenderer.render(try WidgetLayout.make(made, environment: displayed))
    }

    /// The colour matrix of the first `<image>`'s filter; "none" without one.
    private func imageMatrix(_ svg: String) throws -> String {
        let image = try #require(svg.components(separatedBy: "<image ").dropFirst().first)
        guard let start = image.range(of: "filter=\"url(#") else { return "none" }
        let id = image[start.upperBound...].prefix { $0 != ")" }
        let definition = try #require(
            svg.components(separatedBy: "<filter id=\"\(id)\">").dropFirst().first)
        let values = try #require(definition.components(separatedBy: "values=\"").dropFirst().first)
        return String(values.prefix { $0 != "\"" })
    }

    @Test(arguments: [
        // Luminance into alpha in white (the default group's colour).
        ("", "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0"),
        (
            ".widgetAccentedRenderingMode(.desaturated)",
            "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0"
        ),
        // Luminance into alpha in the accent colour.
        (".widgetAccentedRenderingMode(.accentedDesaturated)", tint + "  0.2126 0.7152 0.0722 0 0"),
        // Alpha kept, colour replaced by the accent colour, like widgetAccentable().
        (".widgetAccentedRenderingMode(.accented)", tint + "  0 0 0 1 0"),
        // Untouched.
        (".widgetAccentedRenderingMode(.fullColor)", "none"),
    ])
    func filtersAnAssetImage(_ modifier: String, _ matrix: String) throws {
        let svg = try accentedSVG(
            "Image(\"avatar-Spouty\").resizable()\(modifier).frame(width: 60, height: 60)")
        #expect(try imageMatrix(svg) == matrix)
    }

    @Test(arguments: [
        // Without the modifier an image takes its view's group.
        (
            ".frame(width: 60, height: 60)",
            "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0"
        ),
        (".frame(width: 60, height: 60).widgetAccentable()", tint + "  0.2126 0.7152 0.0722 0 0"),
        // The modifier wins over the group.
        (
            ".widgetAccentedRenderingMode(.desaturated).frame(width: 60, height: 60).widgetAccentable()",
            "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0"
        ),
        (
            ".widgetAccentedRenderingMode(.fullColor).frame(width: 60, height: 60).widgetAccentable()",
            "none"
        ),
    ])
    func anImageTakesItsGroupUnlessTheModifierSays(_ modifiers: String, _ matrix: String) throws {
        let svg = try accentedSVG("Image(\"avatar-Spouty\").resizable()\(modifiers)")
        #expect(try imageMatrix(svg) == matrix)
    }

    @Test(arguments: [RenderingMode.fullColor, .vibrant])
    func otherModesIgnoreTheModifier(_ mode: RenderingMode) throws {
        let plain = try accentedSVG(
            "Image(\"avatar-Spouty\").resizable().frame(width: 60, height: 60)", mode: mode)
        let modified = try accentedSVG(
            "Image(\"avatar-Spouty\").resizable().widgetAccentedRenderingMode(.accented).frame(width: 60, height: 60)",
            mode: mode)
        #expect(plain == modified)
    }

    @Test(arguments: [
        ("", "#FFFFFF"),
        (".widgetAccentedRenderingMode(.accented)", "#8AB4F8"),
        (".widgetAccentedRenderingMode(.accentedDesaturated)", "#8AB4F8"),
        (".widgetAccentedRenderingMode(.desaturated)", "#FFFFFF"),
        (".widgetAccentedRenderingMode(.fullColor)", "#FF3B30"),
    ])
    func fillsASymbol(_ modifier: String, _ fill: String) throws {
        let svg = try accentedSVG(
            "Image(systemName: \"star.fill\")\(modifier).foregroundStyle(.red)")
        let symbol = try #require(
            svg.components(separatedBy: "<title>star.fill</title>").dropFirst().first)
        #expect(symbol.contains("fill=\"\(fill)\""), "\(symbol.prefix(300))")
    }

    /// Under Liquid Glass both groups are white, and an image without the
    /// modifier takes its group's colour whole (alpha kept): an opaque
    /// picture becomes a white block.
    @Test(arguments: [
        ("", "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1 0"),
        (".widgetAccentedRenderingMode(.accented)", "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1 0"),
        (
            ".widgetAccentedRenderingMode(.accentedDesaturated)",
            "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0"
        ),
        (".widgetAccentedRenderingMode(.fullColor)", "none"),
    ])
    func liquidGlassTintsImagesWhite(_ modifier: String, _ matrix: String) throws {
        let svg = try accentedSVG(
            "Image(\"avatar-Spouty\").resizable()\(modifier).frame(width: 60, height: 60).widgetAccentable()",
            system: nil)
        #expect(try imageMatrix(svg) == matrix)
    }
}

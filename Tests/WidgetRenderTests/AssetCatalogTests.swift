import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// Asset colours and image sets from an `Assets.xcassets` beside the
/// source, read as Xcode writes them.
@Suite struct AssetCatalogTests {
    /// A colour set as Xcode writes it: a light (any) and a dark appearance.
    static func colorSet(light: String, dark: String?) -> String {
        var entries = [
            #"{"color":{"color-space":"srgb","components":{"#
                + light + #"}},"idiom":"universal"}"#
        ]
        if let dark {
            entries.append(
                #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"#
                    + dark + #"}},"idiom":"universal"}"#)
        }
        return #"{"colors":["# + entries.joined(separator: ",")
            + #"],"info":{"author":"xcode","version":1}}"#
    }

    /// Each way Xcode writes a component: floats, 8-bit integers, hex.
    @Test(arguments: [
        (#""alpha":"1.000","blue":"0.200","green":"0.400","red":"1.000""#, RGBA(1, 0.4, 0.2)),
        (#""alpha":"1.000","blue":"51","green":"102","red":"255""#, RGBA(1, 0.4, 0.2)),
        (#""alpha":"0.500","blue":"0x33","green":"0x66","red":"0xFF""#, RGBA(1, 0.4, 0.2, 0.5)),
        (#""alpha":"1.000","white":"0.500""#, RGBA(0.5, 0.5, 0.5)),
    ])
    func componentsReadAsXcodeWritesThem(_ components: String, _ expected: RGBA) throws {
        let set = try #require(
            AssetCatalog.colorSet(json: Data(Self.colorSet(light: components, dark: nil).utf8)))
        #expect(abs(set.light.red - expected.red) < 0.001)
        #expect(abs(set.light.green - expected.green) < 0.001)
        #expect(abs(set.light.blue - expected.blue) < 0.001)
        #expect(abs(set.light.alpha - expected.alpha) < 0.001)
        #expect(set.dark == nil)
    }

    /// A catalog beside the source: `Color("Brand")` draws the set's light
    /// colour in light mode and its dark one in dark mode; a name the
    /// catalog lacks stays the label colour.
    @Test func assetColoursDrawTheirAppearances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/Colors/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            Self.colorSet(
                light: #""alpha":"1.000","blue":"0","green":"0","red":"255""#,
                dark: #""alpha":"1.000","blue":"255","green":"0","red":"0""#
            ).utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let assets = SourceAssets.beside(folder.appendingPathComponent("W.wdl").path)
        #expect(assets.catalog.colors.keys.sorted() == ["Brand"])
        let made = try archive(
            widgetSource(
                "Rectangle().fill(Color(\"Brand\")).containerBackground(for: .widget) { Color.white }",
                family: "systemSmall"))
        for (scheme, fill) in [(ColorScheme.light, "#FF0000"), (.dark, "#0000FF")] {
            let environment = DisplayEnvironment(
                surface: .family(.systemSmall), scheme: scheme, now: made.entries[0].date,
                assets: assets)
            let svg = SVGRenderer.render(try WidgetLayout.make(made, environment: environment))
            #expect(svg.contains("fill=\"\(fill)\""), "\(scheme)")
        }
    }
}

/// A gradient given as the container background's style draws as the
/// gradient, not as its first colour.
@Suite struct ContainerBackgroundGradientTests {
    @Test func aGradientStyleIsDrawnWhole() throws {
        let made = try archive(
            """
            widget T {
                kind: "T"
                families: [.systemSmall]
                body {
                    Text("a")
                        .containerBackground(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), for: .widget)
                }
            }
            """)
        let environment = DisplayEnvironment(
            surface: .family(.systemSmall), now: made.entries[0].date)
        let layout = try WidgetLayout.make(made, environment: environment)
        #expect(layout.backgroundColor == nil)
        let svg = SVGRenderer.render(layout)
        #expect(svg.contains("<linearGradient"))
        #expect(
            svg.contains("stop-color=\"#0088FF\"") || svg.contains("stop-color=\"#007AFF\""),
            "\(svg)")
    }
}

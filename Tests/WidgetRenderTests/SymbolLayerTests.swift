import Testing
import WidgetArchive

@testable import WidgetRender

/// A symbol's layers: the subpaths of its icon (`SymbolSubpaths`), the
/// layers the table makes of them (`SymbolLayers`) and the colours each
/// rendering mode paints them in.
@Suite struct SymbolLayerTests {
    /// Path data split at each moveto, every subpath starting absolute.
    @Test(arguments: [
        ("M1 2L3 4Zm1 1l2 2", ["M1 2L3 4Z", "M2 3l2 2"]),
        // Pairs after a moveto are linetos of its kind.
        ("m1 2 3 4", ["M1 2l3 4"]), ("M1 2 3 4m1 1h1", ["M1 2L3 4", "M4 5h1"]),
        // Arc flags written together; the arc's end is where `m` starts.
        ("M0 0a1 1 0 0110 0m1 1h2", ["M0 0a1 1 0 0110 0", "M11 1h2"]),
        ("M0 0H5V7zl1 1", ["M0 0H5V7z", "M0 0l1 1"]),
        (
            "M1e1 0m1 0c1 1 2 2 3 3s1 1 2 2m-.5.5q1 1 2 2t3 3",
            [
                "M10 0", "M11 0c1 1 2 2 3 3s1 1 2 2", "M15.5 5.5q1 1 2 2t3 3",
            ]
        ),
        // Text that is not path data ends the outline there.
        ("M0 0L1 1 ? M5 5", ["M0 0L1 1 "]), ("", []),
    ])
    func pathDataSplitsAtMoves(_ data: String, _ expected: [String]) {
        #expect(SymbolSubpaths.split(data: data) == expected)
    }

    /// Every icon splits into as many subpaths as it has movetos, each
    /// element's fill rule kept.
    @Test func everyIconSplits() {
        for (name, elements) in SymbolPaths.icons {
            let subpaths = SymbolSubpaths.split(elements)
            let moves = elements.filter { $0 == "M" || $0 == "m" }.count
            #expect(subpaths.count == moves, "\(name)")
            #expect(subpaths.allSatisfy { $0.data.hasPrefix("M") }, "\(name)")
            #expect(subpaths.contains(where: \.evenOdd) == elements.contains("evenodd"), "\(name)")
        }
    }

    /// Every row names a symbol the renderer draws, with subpaths its icon
    /// has, its levels from primary up without a gap.
    @Test func tableRowsFitTheirIcons() throws {
        for (name, layers) in SymbolLayers.table {
            let icon = try #require(SymbolOutline.paths(for: name), "\(name)")
            let count = SymbolSubpaths.split(icon).count
            for layer in layers {
                #expect((layer.subpaths ?? []).allSatisfy { (0..<count).contains($0) }, "\(name)")
            }
            #expect(Set(layers.map(\.level)) == Set(0..<layers.count), "\(name)")
        }
        #expect(Set(SymbolLayers.table.map(\.0)).count == SymbolLayers.table.count)
    }

    /// The colours of a layered symbol's layers, back to front.
    @Test(arguments: [
        // Palette: layer n in style n; a missing style is the last one.
        (
            "checkmark.circle.fill", SymbolRenderingMode?.none, [RGBA.white, .black],
            [.black, .white]
        ),
        ("cloud.bolt.rain.fill", .palette, [.white, .black], [.black, .black, .white]),
        // Hierarchical: the foreground's levels.
        (
            "cloud.sun.fill", .hierarchical, [.black],
            [Palette.hierarchical(.black, level: 1, .light), .black]
        ),
        // Multicolour: the table's colours, the foreground elsewhere.
        ("cloud.sun.fill", .multicolor, [.black], [Palette.system(.yellow, .light), .black]),
        ("heart.fill", .multicolor, [.black], [Palette.system(.red, .light)]),
    ])
    func modesPaintTheLayers(
        _ name: String, _ mode: SymbolRenderingMode?, _ styles: [RGBA], _ expected: [RGBA]
    ) throws {
        let painted = try #require(
            SymbolLayers.painted(name, mode: mode, styles: styles, scheme: .light))
        #expect(painted.map(\.color) == expected)
    }

    /// Drawn whole: monochrome, one style, or a symbol without layers.
    @Test(arguments: [
        ("cloud.sun.fill", SymbolRenderingMode?.none, [RGBA.black]),
        ("cloud.sun.fill", .monochrome, [.black, .white]),
        ("heart", .palette, [.black, .white]), ("heart", .multicolor, [.black]),
    ])
    func withoutLayersTheSymbolIsWhole(
        _ name: String, _ mode: SymbolRenderingMode?, _ styles: [RGBA]
    ) {
        #expect(SymbolLayers.painted(name, mode: mode, styles: styles, scheme: .light) == nil)
    }

    /// A mark cut out of its shape is drawn again, filled, over it: the
    /// SVG paints the shape green and the mark white.
    @Test func svgPaintsEachLayer() throws {
        let svg = SVGRenderer.render(
            try layout(
                #"Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green).containerBackground(for: .widget) { Color.black }"#
            ))
        let green = Palette.system(.green, .light).hex
        let shape = try #require(svg.range(of: "<g fill=\"\(green)\">"))
        let mark = try #require(svg.range(of: "<g fill=\"#FFFFFF\">"))
        #expect(shape.lowerBound < mark.lowerBound)
    }

    /// The modifier reaches the images below it from the archive.
    @Test func layoutCarriesTheModeAndStyles() throws {
        let result = try layout(
            #"VStack { Image(systemName: "cloud.sun.fill").foregroundStyle(.red, .blue, .green) }.symbolRenderingMode(.hierarchical)"#
        )
        let image = try #require(
            nodes(result.root).lazy.compactMap { node -> ImageContent? in
                if case .image(let content) = node.kind { return content }
                return nil
            }.first)
        #expect(image.symbolRendering == .hierarchical)
        #expect(
            image.layerStyles == [Palette.system(.blue, .light), Palette.system(.green, .light)])
    }
}

/// `Image(systemName:variableValue:)`: the variable layers lit by the value.
@Suite struct SymbolVariableValueTests {
    /// How many of the steps are lit, and the always-drawn part first.
    @Test(arguments: [
        ("cellularbars", 0.0, [true, false, false, false, false]),
        ("cellularbars", 0.2, [true, true, false, false, false]),
        ("cellularbars", 0.5, [true, true, true, false, false]),
        ("cellularbars", 1.0, [true, true, true, true, true]),
        ("wifi", 0.5, [true, true, true, false]),
    ])
    func valueLightsTheSteps(_ name: String, _ value: Double, _ lit: [Bool]) throws {
        let painted = try #require(
            SymbolLayers.painted(
                name, mode: nil, styles: [.black], variableValue: value, scheme: .light))
        let dim = Palette.hierarchical(.black, level: 2, .light)
        #expect(painted.map { $0.color == .black } == lit)
        #expect(painted.allSatisfy { $0.color == .black || $0.color == dim })
    }

    /// Every variable symbol's steps are subpaths its icon has.
    @Test func variableRowsFitTheirIcons() throws {
        for (name, layers) in SymbolLayers.variable {
            let icon = try #require(SymbolOutline.paths(for: name), "\(name)")
            let count = SymbolSubpaths.split(icon).count
            let used = layers.fixed + layers.steps.flatMap { $0 }
            #expect(used.allSatisfy { (0..<count).contains($0) }, "\(name)")
            #expect(Set(used).count == used.count, "\(name)")
        }
    }

    /// A symbol without variable layers ignores the value.
    @Test func otherSymbolsIgnoreTheValue() {
        #expect(
            SymbolLayers.painted(
                "heart", mode: nil, styles: [.black], variableValue: 0.5, scheme: .light) == nil)
    }

    /// The value reaches the image from the archive.
    @Test func layoutCarriesTheValue() throws {
        let result = try layout(#"Image(systemName: "wifi", variableValue: 0.4)"#)
        let image = try #require(
            nodes(result.root).lazy.compactMap { node -> ImageContent? in
                if case .image(let content) = node.kind { return content }
                return nil
            }.first)
        #expect(image.variableValue == 0.4)
    }
}

import Testing
import WidgetArchive

@testable import WidgetRender

/// `symbolVariant(_:)` and `symbolRenderingMode(_:)`: the symbol drawn
/// and its paint, as `SymbolVariants` decides.
@Suite struct SymbolVariantTests {
    /// The name drawn for a name and a variant (nil: no modifier).
    @Test(
        arguments: [
            ("heart", SymbolVariant.fill, "heart.fill"), ("heart", .slash, "heart.slash"),
            ("heart", .slashFill, "heart.slash.fill"),
            ("heart.slash", .fill, "heart.slash.fill"), ("xmark", .circle, "xmark.circle"),
            ("xmark", .circleFill, "xmark.circle.fill"),
            // Either spelling of a composed variant.
            ("xmark", .fillCircle, "xmark.circle.fill"),
            ("xmark", .fillSquare, "xmark.square.fill"),
            // A shape asked for replaces the name's own; its other parts stay.
            ("xmark.circle", .square, "xmark.square"), ("xmark.circle", .fill, "xmark.circle.fill"),
            ("xmark.circle.fill", .square, "xmark.square.fill"),
            ("heart.fill", .fill, "heart.fill"), ("circle", .fill, "circle.fill"),
            // A variant the table does not know draws the name as written.
            ("heart", .circle, "heart"), ("square.fill", .circle, "square.fill"),
            ("not.a.symbol", .fill, "not.a.symbol"),
            // `.none` and no modifier leave the name alone.
            ("heart.fill", SymbolVariant.none, "heart.fill"), ("heart", nil, "heart"),
        ] as [(String, SymbolVariant?, String)])
    func variantComposesTheName(_ name: String, _ variant: SymbolVariant?, _ expected: String) {
        #expect(SymbolVariants.name(name, variant: variant) == expected)
    }

    /// The modifier reaches the symbols below it; the innermost wins.
    @Test(arguments: [
        (#"Image(systemName: "heart").symbolVariant(.fill)"#, "heart.fill"),
        (#"VStack { Image(systemName: "star") }.symbolVariant(.fill)"#, "star.fill"),
        // Apple: `.symbolVariant(.none)` has no effect; the outer variant stays.
        (
            #"VStack { Image(systemName: "star").symbolVariant(.none) }.symbolVariant(.fill)"#,
            "star.fill"
        ),
        (
            #"VStack { Image(systemName: "xmark").symbolVariant(.square) }.symbolVariant(.circle)"#,
            "xmark.square"
        ),
        (#"Label("Close", systemImage: "xmark").symbolVariant(.fill.circle)"#, "xmark.circle.fill"),
        (#"Image(systemName: "heart")"#, "heart"),
    ])
    func layoutDrawsTheVariant(_ body: String, _ expected: String) throws {
        let result = try layout(body)
        let images = nodes(result.root).compactMap { node -> String? in
            if case .image(let content) = node.kind { return content.systemName }
            return nil
        }
        #expect(images == [expected])
    }

    /// The SVG draws the variant's icon under the variant's name.
    @Test func svgDrawsTheVariantsIcon() throws {
        let svg = SVGRenderer.render(
            try layout(
                #"Image(systemName: "heart").symbolVariant(.fill).containerBackground(for: .widget) { Color.white }"#
            ))
        #expect(svg.contains("<title>heart.fill</title>"))
        #expect(svg.contains(try #require(SymbolPaths.icons["heart-fill"])))
    }

    /// Single-layer icons are painted in the primary style in every mode.
    @Test(arguments: [
        #"Image(systemName: "heart").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)"#,
        #"Image(systemName: "heart").foregroundStyle(.red, .blue, .green)"#,
        #"Image(systemName: "heart").symbolRenderingMode(.hierarchical).foregroundStyle(.red)"#,
        #"Image(systemName: "heart").symbolRenderingMode(.multicolor).foregroundStyle(.red)"#,
    ])
    func everyModePaintsThePrimaryStyle(_ body: String) throws {
        let svg = SVGRenderer.render(
            try layout(body + ".containerBackground(for: .widget) { Color.white }"))
        let red = Palette.system(.red, .light).hex
        let blue = Palette.system(.blue, .light).hex
        #expect(svg.contains("fill=\"\(red)\""))
        #expect(!svg.contains(blue))
    }
}

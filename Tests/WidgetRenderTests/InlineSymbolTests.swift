import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `\(Image(systemName:))` in a text and `Text(Image(systemName:))`: the
/// symbol is one piece of the line, as wide as a symbol of the text's size,
/// kept whole by wrapping and drawn as the symbol in the text's colour.
@Suite struct InlineSymbolTests {
    static func layout(_ body: String, family: WidgetFamily = .systemMedium) throws
        -> WidgetLayout
    {
        try WidgetRenderTests.layout(
            body + "\n.containerBackground(.fill.tertiary, for: .widget)", family: family)
    }

    @Test(arguments: [
        #"Text("\(Image(systemName: "star.fill")) 4")"#,
        #"Text(Image(systemName: "star.fill")) + Text(" 4")"#,
    ])
    func theSymbolIsOnePieceOfTheText(_ body: String) throws {
        let made = try Self.layout(body)
        let text = try #require(
            nodes(made.root).first { if case .text = $0.kind { true } else { false } })
        guard case .text(let content) = text.kind else { return }
        #expect(content.symbols == ["star.fill"])
        // The symbol's advance is 1.2 ems of the body's 17 pt, then " 4".
        let expected =
            17 * SymbolMetrics.widthEms
            + FontMetrics.width(of: " 4", in: TextStyles.font(for: .body))
        #expect(abs(text.frame.width - expected) < 0.5)
        #expect(TextRenderer.render(made).contains(#"Text "[star.fill] 4""#))
    }

    @Test func theSymbolIsDrawnInTheTextsColour() throws {
        let made = try Self.layout(
            #"Text("Rain \(Image(systemName: "cloud.rain"))").foregroundStyle(.red)"#)
        let svg = SVGRenderer.render(made)
        #expect(svg.contains("<title>cloud.rain</title>"))
        #expect(svg.contains(Palette.system(.red, .light).hex))
        #expect(!svg.contains("\u{E000}"))
    }

    @Test func wrappingKeepsTheSymbolWhole() throws {
        let made = try Self.layout(
            #"Text("\(Image(systemName: "sun.max")) Sunny all day with a light breeze").frame(width: 80)"#,
            family: .systemSmall)
        let lines = texts(made).first?.lines ?? []
        #expect(lines.count > 1)
        #expect(lines.first?.hasPrefix("\u{E000}") == true)
    }
}

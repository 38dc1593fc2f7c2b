import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// A gradient where a style goes: `Color.gradient` and `Gradient` draw
/// from top to bottom; `tint` with a gradient colours a gauge along its
/// track and gives other controls its first colour.
@Suite struct GradientStyleTests {
    static func layout(_ body: String, scheme: ColorScheme = .light) throws -> WidgetLayout {
        try WidgetRenderTests.layout(
            body + "\n.containerBackground(.fill.tertiary, for: .widget)", family: .systemSmall
        ) { $0.scheme = scheme }
    }

    static func paint(_ body: String, scheme: ColorScheme = .light) throws -> Paint? {
        nodes(try layout(body, scheme: scheme).root).first { $0.paint != nil }?.paint
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aColorsGradientLightensItsTop(_ scheme: ColorScheme) throws {
        let blue = Palette.system(.blue, scheme)
        let paint = try Self.paint("Circle().fill(.blue.gradient)", scheme: scheme)
        guard case .gradient(let colors, let start, let end)? = paint else {
            Issue.record("not a gradient: \(String(describing: paint))")
            return
        }
        #expect(colors == [blue.shaded(0.2), blue])
        #expect(start == (0.5, 0) && end == (0.5, 1))
    }

    @Test func aGradientIsDrawnFromTopToBottom() throws {
        let paint = try Self.paint("Rectangle().fill(Gradient(colors: [.red, .blue]))")
        guard case .gradient(let colors, let start, let end)? = paint else {
            Issue.record("not a gradient")
            return
        }
        #expect(colors == [Palette.system(.red, .light), Palette.system(.blue, .light)])
        #expect(start == (0.5, 0) && end == (0.5, 1))
    }

    @Test func aGradientTintColoursAGauge() throws {
        let made = try Self.layout(
            "VStack {\nGauge(value: 0.5) { Text(\"UV\") }.tint(Gradient(colors: [.green, .red]))\n"
                + "ProgressView(value: 0.5).tint(Gradient(colors: [.orange, .red]))\n}")
        var gauges: [GaugeContent] = []
        var progress: [ProgressContent] = []
        for node in nodes(made.root) {
            if case .gauge(let gauge) = node.kind { gauges.append(gauge) }
            if case .progress(let bar) = node.kind { progress.append(bar) }
        }
        #expect(
            gauges.first?.gradient == [
                Palette.system(.green, .light), Palette.system(.red, .light),
            ])
        #expect(progress.first?.tint == Palette.system(.orange, .light))
        let svg = SVGRenderer.render(made)
        #expect(svg.contains("gradientUnits=\"userSpaceOnUse\""))
    }

    /// A `Gradient` held by a `let` goes where the written one does.
    @Test func aHeldGradientIsTheWrittenOne() throws {
        let color = try Self.layout("let c = Color.blue.gradient\nCircle().fill(c)")
        #expect(
            SVGRenderer.render(color)
                == SVGRenderer.render(
                    try Self.layout("Circle().fill(Color.blue.gradient)")))
        let held = try Self.layout(
            "let g = Gradient(colors: [.green, .red])\nVStack {\n"
                + "Gauge(value: 0.5) { Text(\"UV\") }.tint(g)\n"
                + "LinearGradient(gradient: g, startPoint: .leading, endPoint: .trailing)\n}")
        let written = try Self.layout(
            "VStack {\nGauge(value: 0.5) { Text(\"UV\") }.tint(Gradient(colors: [.green, .red]))\n"
                + "LinearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing)\n}"
        )
        #expect(SVGRenderer.render(held) == SVGRenderer.render(written))
    }

    @Test func aColourTintLeavesNoGradient() throws {
        let made = try Self.layout("Gauge(value: 0.5) { Text(\"UV\") }.tint(.green)")
        for node in nodes(made.root) {
            if case .gauge(let gauge) = node.kind { #expect(gauge.gradient.isEmpty) }
        }
    }

    @Test(arguments: [0.2, -0.5, 1])
    func aShadeMixesTowardWhiteOrBlack(_ shade: Double) {
        let color = RGBA(0.2, 0.4, 0.6)
        let shaded = color.shaded(shade)
        let target = shade > 0 ? 1.0 : 0
        #expect(abs(shaded.red - (0.2 + (target - 0.2) * abs(shade))) < 1e-9)
        #expect(shaded.alpha == 1)
    }
}

import Testing
import WidgetArchive

@testable import WidgetRender

/// The colour effects draw as the SVG filter primitive that computes what
/// SwiftUI's modifier of the same name does; `blendMode` as CSS's
/// `mix-blend-mode`, or as normal where CSS has no such mode.
struct ColorEffectTests {
    @Test(arguments: [
        ("luminanceToAlpha()", #"type="luminanceToAlpha""#),
        ("colorInvert()", #"<feFuncR type="linear" slope="-1" intercept="1"/>"#),
        ("hueRotation(.degrees(90))", #"type="hueRotate" values="90""#),
        ("colorMultiply(.red)", #"type="matrix" values="1 0 0 0 0  0 0.23 0 0 0"#),
        ("blendMode(.multiply)", #"style="mix-blend-mode:multiply""#),
        ("blendMode(.colorDodge)", #"style="mix-blend-mode:color-dodge""#),
    ])
    func effectIsDrawn(_ modifier: String, _ drawn: String) throws {
        let made = try layout(
            "Color.blue.frame(width: 40, height: 40).\(modifier).containerBackground(for: .widget) { Color.white }"
        )
        let svg = SVGRenderer.render(made)
        #expect(svg.contains(drawn), "\(svg)")
    }

    /// The Porter-Duff modes CSS lacks, and the grouping modifiers, draw
    /// the view as it is.
    @Test(arguments: ["blendMode(.plusLighter)", "compositingGroup()", "drawingGroup()"])
    func drawnAsItIs(_ modifier: String) throws {
        let plain = try layout(
            "Color.blue.frame(width: 40, height: 40).containerBackground(for: .widget) { Color.white }"
        )
        let modified = try layout(
            "Color.blue.frame(width: 40, height: 40).\(modifier).containerBackground(for: .widget) { Color.white }"
        )
        #expect(SVGRenderer.render(modified) == SVGRenderer.render(plain))
    }
}

/// `position`, `containerRelativeFrame`, `controlSize` and
/// `buttonBorderShape` as SwiftUI lays them out (`LayoutDefaults`).
struct PlacementModifierTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        /// The frame of the one `Color`.
        let expected: Rect
        var testDescription: String { body }
    }

    // systemMedium's content area: 306 x 126 at (16, 16).
    static let rows: [Row] = [
        // The centre at (20, 30) of the space offered (the whole content area).
        Row(
            body: "Color.red.frame(width: 10, height: 10).position(x: 20, y: 30)",
            expected: Rect(x: 31, y: 41, width: 10, height: 10)),
        Row(
            body: "Color.red.containerRelativeFrame(.horizontal).frame(height: 10)",
            expected: Rect(x: 16, y: 74, width: 306, height: 10)),
        // Two of three parts with 6 pt between: (306 - 12) / 3 * 2 + 6.
        Row(
            body:
                "Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 6).frame(height: 10)",
            expected: Rect(x: 68, y: 74, width: 202, height: 10)),
        Row(
            body: "Color.red.containerRelativeFrame([.horizontal, .vertical])",
            expected: Rect(x: 16, y: 16, width: 306, height: 126)),
    ]

    @Test(arguments: rows)
    func colorIsPlaced(_ row: Row) throws {
        let made = try layout(row.body + ".containerBackground(for: .widget) { Color.white }")
        let colors = nodes(made.root).filter { $0.name == "Color" }.map(\.frame)
        #expect(colors == [row.expected])
    }

    /// A bordered button is drawn in the shape `buttonBorderShape` names.
    @Test(arguments: [
        (".automatic", "Capsule"), (".capsule", "Capsule"),
        (".roundedRectangle", "RoundedRectangle"), (".circle", "Circle"),
    ])
    func borderShape(_ shape: String, _ drawn: String) throws {
        let made = try Self.button(".buttonBorderShape(\(shape))")
        let button = try #require(nodes(made.root).first { $0.name == "Button" })
        #expect(button.backgrounds.map(\.name) == [drawn])
    }

    @Test(arguments: [
        (".mini", 4.0, 10.0), (".small", 4, 10), (".regular", 6, 12), (".large", 10, 16),
        (".extraLarge", 14, 20),
    ])
    func controlSizePadsTheLabel(_ size: String, _ vertical: Double, _ horizontal: Double) throws {
        let made = try Self.button(".controlSize(\(size))")
        let padding = try #require(nodes(made.root).first { $0.name == ".padding" })
        #expect(
            padding.detail
                == "\(Int(vertical)),\(Int(horizontal)),\(Int(vertical)),\(Int(horizontal))")
    }

    /// A bordered button with `modifier`, laid out in systemMedium.
    static func button(_ modifier: String) throws -> WidgetLayout {
        let source = """
            intent Refresh {
            }

            widget T {
                kind: "T"
                families: [.systemMedium]
                placeholder { date: "2026-11-21T09:00:00Z" }
                body {
                    Button(intent: Refresh()) { Text("Go") }
                        .buttonStyle(.bordered)
                        \(modifier)
                        .containerBackground(for: .widget) { Color.white }
                }
            }
            """
        let built = try archive(source)
        return try WidgetLayout.make(
            built,
            environment: DisplayEnvironment(
                surface: .family(.systemMedium), device: layoutTestDevice,
                now: built.entries[0].date))
    }
}

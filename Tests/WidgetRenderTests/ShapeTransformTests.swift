import Testing
import WidgetArchive

@testable import WidgetRender

/// `inset(by:)`, `rotation(_:anchor:)` and `scale(x:y:anchor:)` on a
/// shape change its outline, not its frame: the SVG draws the outline in
/// the inset rectangle, turned and scaled about the anchor.
struct ShapeTransformTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let shape: String
        /// What the SVG must hold for the 100 x 60 shape at (16, 16).
        let drawn: [String]
        var testDescription: String { shape }
    }

    static let rows: [Row] = [
        Row(
            shape: "Rectangle().inset(by: 10).fill(.red)",
            drawn: [#"<rect x="26" y="26" width="80" height="40""#]),
        Row(
            shape: "Rectangle().rotation(.degrees(45)).fill(.red)",
            drawn: [#"<g transform="rotate(45 66 46)">"#]),
        Row(
            shape: "Rectangle().rotation(.degrees(90), anchor: .topLeading).fill(.red)",
            drawn: [#"<g transform="rotate(90 16 16)">"#]),
        Row(
            shape: "Rectangle().scale(x: 1, y: 0.5, anchor: .bottom).stroke(.red, lineWidth: 2)",
            drawn: [
                #"<g transform="translate(66 76) scale(1 0.5) translate(-66 -76)">"#,
                #"vector-effect="non-scaling-stroke""#,
            ]),
        // Outermost first: SVG applies the rightmost transform first.
        Row(
            shape: "Rectangle().scale(0.5).rotation(.degrees(30)).fill(.red)",
            drawn: [
                #"<g transform="rotate(30 66 46) translate(66 46) scale(0.5 0.5) translate(-66 -46)">"#
            ]),
        Row(shape: "Circle().offset(x: 5).fill(.red)", drawn: [#"transform="translate(5 0)""#]),
    ]

    @Test(arguments: rows)
    func outlineIsTransformed(_ row: Row) throws {
        let made = try layout(
            "VStack { \(row.shape).frame(width: 100, height: 60) }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).containerBackground(for: .widget) { Color.white }",
            family: .systemSmall)
        let svg = SVGRenderer.render(made)
        for part in row.drawn { #expect(svg.contains(part), "\(part)") }
        // The frame is the layout's: the shape still takes 100 x 60.
        let shape = try #require(
            nodes(made.root).first { if case .shape = $0.kind { true } else { false } })
        #expect(shape.frame == Rect(x: 16, y: 16, width: 100, height: 60))
    }

    /// A container-relative shape is the widget's corners, concentric: its
    /// radius is the canvas's less the distance in from the nearest edge.
    @Test(arguments: [(0.0, 22.0), (4.0, 18.0), (30.0, 0.0)])
    func containerRelativeIsConcentric(_ inset: Double, _ radius: Double) throws {
        let made = try layout(
            "ContainerRelativeShape().inset(by: \(inset)).fill(.red).containerBackground(for: .widget) { Color.white }",
            family: .systemSmall, header: "contentMarginsDisabled: true")
        let svg = SVGRenderer.render(made)
        #expect(svg.contains(#"rx="\#(SVGNumber.text(radius))""#) == (radius > 0), "\(svg)")
    }
}

/// The rectangles and the gradient SwiftUI added after the first shapes:
/// `UnevenRoundedRectangle`, `RoundedRectangle(cornerSize:)`,
/// `ConcentricRectangle` and `EllipticalGradient`.
struct RoundedShapeTests {
    @Test(arguments: [
        (
            "UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 20)",
            #"<path d="M24 16H116L116 16V56A20 20 0 0 1 96 76H16L16 76V24A8 8 0 0 1 24 16Z""#
        ),
        (
            "RoundedRectangle(cornerSize: CGSize(width: 12, height: 6))",
            #"<rect x="16" y="16" width="100" height="60" rx="12" ry="6""#
        ),
        // Concentric with the canvas's 22 pt corners, 16 pt in: 6 pt.
        ("ConcentricRectangle()", #"<rect x="16" y="16" width="100" height="60" rx="6""#),
        (
            "EllipticalGradient(colors: [.red, .blue], center: .top, endRadiusFraction: 0.8)",
            #"<radialGradient id="g1" gradientUnits="objectBoundingBox" cx="0.5" cy="0" r="0.8">"#
        ),
    ])
    func shapeIsDrawn(_ view: String, _ drawn: String) throws {
        let made = try layout(
            "VStack { \(view).frame(width: 100, height: 60) }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).containerBackground(for: .widget) { Color.white }",
            family: .systemSmall, header: "platform: .iOS(\"26.0\")")
        let svg = SVGRenderer.render(made)
        #expect(svg.contains(drawn), "\(svg)")
    }
}

import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// Vertical layout (issue 13): text heights, default stack spacing,
/// stroke placement and offsets inside scale and rotation effects, each
/// row a SwiftUI behaviour the layout matches.
extension LayoutTests {
    /// A one-line `Text` is as tall as its font's ascender + descender +
    /// line gap (SF Pro: 2444/2048 em, no leading): UIKit's
    /// `systemFont(ofSize: 15).lineHeight` is 17.900391, and the real
    /// renders' texts stand on baselines 0.952 em below their tops. Lines
    /// of a wrapped text follow at the same pitch.
    @Test(
        arguments: [
            ("body, 17 pt", #"Text("Hi")"#, 20.29, 16.19),
            (
                "subheadline, 15 pt, UIKit's 17.900391", #"Text("Hi").font(.subheadline)"#, 17.90,
                14.28
            ),
            ("title3, 20 pt, ascender 19.04", #"Text("Hi").font(.title3)"#, 23.87, 19.04),
            ("caption2, 11 pt", #"Text("Hi").font(.caption2)"#, 13.13, 10.47),
            ("largeTitle, 34 pt", #"Text("Hi").font(.largeTitle)"#, 40.57, 32.37),
            (
                "a fixed size measures like a style", #"Text("Hi").font(.system(size: 20))"#, 23.87,
                19.04
            ),
            ("two lines, no leading between them", #"Text("Hi\nthere")"#, 40.57, 16.19),
        ] as [(String, String, Double, Double)])
    func textIsAsTallAsItsFontsLines(
        _ name: String, _ source: String, _ height: Double, _ baseline: Double
    ) throws {
        let result = try layout(source + ".containerBackground(for: .widget) { Color.white }")
        let text = try #require(
            nodes(result.root).first { if case .text = $0.kind { true } else { false } })
        let font = try #require(text.textLayout?.lines.first?.fragments.first?.font)
        #expect(abs(text.frame.height - height) < 0.01, "\(name): \(text.frame.height)")
        #expect(abs(font.baseline - baseline) < 0.01, "\(name): baseline \(font.baseline)")
    }

    /// A stack's default spacing depends on the neighbours (SwiftUI's
    /// `ViewSpacing`, as OpenSwiftUI reimplements it): two texts stack like
    /// the lines of a paragraph (their line gap, 0 for SF Pro); a view
    /// below a text keeps the text's line height plus a tenth (to a third
    /// of a point) minus its cap height clear, a view above a text that
    /// height minus the ascender; views are 8 pt apart, and so is
    /// everything side by side. Body text: 20.29 high, ascender 16.19, cap
    /// height 11.98, a tenth 2.03, rounded up to 2.33.
    @Test(
        arguments: [
            ("two texts", #"VStack { Text("A"); Text("B") }"#, 0.0),
            (
                "two texts of different styles",
                #"VStack { Text("A").font(.title); Text("B").font(.caption) }"#, 0
            ),
            (
                "a text above a view",
                #"VStack { Text("A"); Color.red.frame(width: 10, height: 10) }"#, 10.64
            ),
            (
                "a view above a text",
                #"VStack { Color.red.frame(width: 10, height: 10); Text("A") }"#, 6.43
            ),
            (
                "a caption above a view",
                #"VStack { Text("A").font(.caption); Color.red.frame(width: 10, height: 10) }"#,
                7.53
            ),
            (
                "two views",
                #"VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }"#,
                8
            ),
            ("two texts side by side", #"HStack { Text("A"); Text("B") }"#, 8),
            (
                "a padded text is a view at its padded edges",
                #"VStack { Text("A").padding(4); Color.red.frame(width: 10, height: 10) }"#, 8
            ),
            (
                "a frame keeps its text's edges",
                #"VStack { Text("A").frame(width: 40); Text("B") }"#, 0
            ),
            (
                "a stack offers its last text",
                #"VStack { VStack { Color.red.frame(width: 10, height: 10); Text("A") }; Text("B") }"#,
                0
            ),
            (
                "a row offers the texts across it",
                #"VStack { HStack { Color.red.frame(width: 10, height: 10); Text("A") }; Color.blue.frame(width: 10, height: 10) }"#,
                10.64
            ),
            ("a given spacing wins", #"VStack(spacing: 3) { Text("A"); Text("B") }"#, 3),
        ] as [(String, String, Double)])
    func defaultSpacingDependsOnTheNeighbours(_ name: String, _ source: String, _ gap: Double)
        throws
    {
        let result = try layout(source + ".containerBackground(for: .widget) { Color.white }")
        let stack = try #require(
            nodes(result.root).first { if case .stack = $0.kind { true } else { false } })
        let first = stack.children[0].frame
        let second = stack.children[1].frame
        let measured = stack.name == "HStack" ? second.x - first.maxX : second.y - first.maxY
        #expect(abs(measured - gap) < 0.01, "\(name): \(measured)")
    }

    /// `stroke` is centred on the outline (half of it outside the frame);
    /// `strokeBorder` and `border` are inset to lie inside.
    @Test(
        arguments: [
            ("stroke", #"Rectangle().stroke(Color.red, lineWidth: 4)"#, 0.0),
            ("strokeBorder", #"Rectangle().strokeBorder(Color.red, lineWidth: 4)"#, 2),
            (
                "a stroke style",
                #"Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4))"#, 0
            ),
            ("border", #"Color.white.border(Color.red, width: 4)"#, 2),
        ] as [(String, String, Double)])
    func strokesLieOnOrInsideTheOutline(_ name: String, _ source: String, _ inset: Double) throws {
        let result = try layout(
            source
                + ".frame(width: 40, height: 20).containerBackground(for: .widget) { Color.white }")
        let shape = try #require(nodes(result.root).first { $0.stroke != nil })
        let svg = SVGRenderer.render(result)
        let expected =
            "<rect x=\"\(LayoutNumber.text(shape.frame.x + inset))\" y=\"\(LayoutNumber.text(shape.frame.y + inset))\" width=\"\(LayoutNumber.text(40 - 2 * inset))\""
        #expect(svg.contains(expected), "\(name): no \(expected)")
    }

    /// `scaleEffect` and `rotationEffect` act on everything inside them,
    /// so an offset applied before them is scaled or turned; one applied
    /// after is drawn as given.
    @Test(
        arguments: [
            ("offset, then scale", #".offset(x: 4, y: 10).scaleEffect(0.5)"#, 2.0, 5.0),
            ("scale, then offset", #".scaleEffect(0.5).offset(x: 4, y: 10)"#, 4, 10),
            ("offset, scale, offset", #".offset(y: 10).scaleEffect(2).offset(y: 1)"#, 0, 21),
            ("offset, then a quarter turn", #".offset(x: 10).rotationEffect(.degrees(90))"#, 0, 10),
            (
                "offset, then scale and turn",
                #".offset(x: 10).scaleEffect(0.5).rotationEffect(.degrees(180))"#, -5, 0
            ),
        ] as [(String, String, Double, Double)])
    func effectsApplyToOffsetsInsideThem(
        _ name: String, _ modifiers: String, _ x: Double, _ y: Double
    ) throws {
        let result = try layout(
            "Color.red.frame(width: 20, height: 20)" + modifiers
                + ".containerBackground(for: .widget) { Color.white }")
        let moved = try #require(nodes(result.root).first { $0.offset != (0, 0) })
        #expect(
            abs(moved.offset.x - x) < 0.001 && abs(moved.offset.y - y) < 0.001,
            "\(name): \(moved.offset)")
    }
}

import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `rotation3DEffect`: the turn in space flattened onto the screen
/// (`PlaneMap`), drawn about the view's centre.
@Suite struct Rotation3DTests {
    /// The flattened map of a turn: about x the height shrinks by the
    /// cosine, about y the width, about z it is a turn in the plane.
    @Test(
        arguments: [
            (60.0, (1.0, 0.0, 0.0), PlaneMap(a: 1, b: 0, c: 0, d: 0.5)),
            (60, (0, 1, 0), PlaneMap(a: 0.5, b: 0, c: 0, d: 1)),
            (90, (0, 0, 1), PlaneMap(a: 0, b: 1, c: -1, d: 0)),
            // The axis's length does not matter; a zero axis turns nothing.
            (60, (0, 5, 0), PlaneMap(a: 0.5, b: 0, c: 0, d: 1)),
            (60, (0, 0, 0), PlaneMap.identity), (.nan, (1, 0, 0), PlaneMap.identity),
        ] as [(Double, (Double, Double, Double), PlaneMap)])
    func rotationFlattens(_ degrees: Double, _ axis: (Double, Double, Double), _ expected: PlaneMap)
    {
        let map = PlaneMap.rotation3D(degrees: degrees, axis: axis)
        for (got, want) in zip(
            [map.a, map.b, map.c, map.d], [expected.a, expected.b, expected.c, expected.d])
        {
            #expect(abs(got - want) < 1e-9)
        }
    }

    /// Two turns compose, the inner first; an offset inside turns with them.
    @Test func turnsCompose() throws {
        let result = try layout(
            #"Text("a").offset(x: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))"#
        )
        let text = try #require(nodes(result.root).first { $0.name == "Text" })
        #expect(abs(text.projection.a - 0.25) < 1e-9)
        #expect(abs(text.offset.x - 2.5) < 1e-9)
    }

    /// The SVG draws the map inside the view's centre.
    @Test func svgWritesTheMatrix() throws {
        let svg = SVGRenderer.render(
            try layout(
                #"Text("Tipped").rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)).containerBackground(for: .widget) { Color.white }"#
            ))
        #expect(svg.contains("matrix(1 0 0 0.5 0 0)"))
    }
}

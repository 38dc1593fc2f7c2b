import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// A path drawn in its frame: each length of the frame worked out for
/// the frame's size, each point moved to its origin, arcs swept as a
/// device sweeps them.
@Suite struct PathOutlineTests {
    static let frame = Rect(x: 10, y: 20, width: 100, height: 60)
    static func p(_ x: PathMeasure, _ y: PathMeasure) -> PathPoint { PathPoint(x: x, y: y) }
    static func c(_ number: Double) -> PathMeasure { .constant(number) }
    static let half = PathMeasure.combine(.divide, .width, .constant(2))!
    static let center = p(half, PathMeasure.combine(.divide, .height, .constant(2))!)

    @Test(arguments: [
        (
            [
                PathElement.move(p(half, c(0))), .line(p(.width, .height)), .line(p(c(0), .height)),
                .close,
            ],
            "M60 20 L110 80 L10 80 Z"
        ),
        // A line with no current point starts the path, as Core Graphics adds it.
        ([.line(p(c(1), c(2))), .line(p(c(3), c(4)))], "M11 22 L13 24"),
        ([.quadCurve(to: p(.width, c(0)), control: center)], "M110 20 Q60 50 110 20"),
        // `clockwise: false` sweeps clockwise on screen: 12 o'clock to 3 o'clock.
        (
            [.arc(center: center, radius: c(20), start: c(-90), end: c(0), clockwise: false)],
            "M60 30 A20 20 0 0 1 80 50"
        ),
        // `clockwise: true` sweeps the other way, the long way round.
        (
            [.arc(center: center, radius: c(20), start: c(-90), end: c(0), clockwise: true)],
            "M60 30 A20 20 0 1 0 80 50"
        ),
        // 360 degrees is a whole circle, in two halves.
        (
            [.arc(center: center, radius: c(20), start: c(0), end: c(360), clockwise: false)],
            "M80 50 A20 20 0 1 1 40 50 A20 20 0 1 1 80 50"
        ),
        (
            [.rect(PathRect(origin: p(c(0), c(0)), width: half, height: c(10)))],
            "M10 20 H60 V30 H10 Z"
        ),
        (
            [
                .roundedRect(
                    PathRect(origin: p(c(0), c(0)), width: c(40), height: c(20)),
                    cornerWidth: c(30), cornerHeight: c(5))
            ],
            "M30 20 H30 A20 5 0 0 1 50 25 V35 A20 5 0 0 1 30 40 H30 A20 5 0 0 1 10 35 V25 A20 5 0 0 1 30 20 Z"
        ),
        // A close before any point closes nothing.
        ([.close, .line(p(c(1), c(2)))], "M11 22"),
        (
            [.ellipse(PathRect(origin: p(c(0), c(0)), width: .width, height: .height))],
            "M110 50 A50 30 0 1 1 10 50 A50 30 0 1 1 110 50 Z"
        ),
    ])
    func aPathIsDrawnInItsFrame(_ elements: [PathElement], _ expected: String) {
        #expect(PathOutline.data(ShapePath(elements), in: Self.frame) == expected)
    }

    /// A shape struct in a widget: its path drawn in the frame layout
    /// gives it, filled or stroked as any shape.
    @Test func aShapeStructIsDrawnInItsLaidOutFrame() throws {
        let wedge = """
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                    path.closeSubpath()
                    return path
                }
            }

            """
        let body = """
            HStack {
                Wedge().fill(.orange).frame(width: 40, height: 40)
                Wedge().stroke(.blue, lineWidth: 2).frame(width: 80, height: 40)
            }
            .containerBackground(.fill.tertiary, for: .widget)
            """
        let archived = try archive(wedge + widgetSource(body, family: "systemSmall"))
        let made = try WidgetLayout.make(
            archived,
            environment: DisplayEnvironment(
                surface: .family(.systemSmall), now: archived.entries[0].date))
        let shapes = nodes(made.root).filter {
            if case .shape(.path) = $0.kind { true } else { false }
        }
        #expect(shapes.map(\.frame.width) == [40, 80])
        let svg = SVGRenderer.render(made)
        let frame = shapes[1].frame
        let right = SVGNumber.text(frame.x + 80)
        #expect(svg.contains("L\(right) \(SVGNumber.text(frame.y)) Z\""))
        #expect(svg.contains("stroke-width=\"2\""))
    }
}

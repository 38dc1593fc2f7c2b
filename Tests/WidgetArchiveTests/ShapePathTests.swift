import Foundation
import Testing

@testable import WidgetArchive

/// A path's archived form: every element reads back as written, a
/// malformed list reads as no path, and a measure works out for a frame.
@Suite struct ShapePathTests {
    static let half = PathMeasure.combine(.divide, .width, .constant(2))!
    static let point = PathPoint(x: half, y: .constant(4))
    static let rect = PathRect(origin: point, width: .width, height: .height)

    @Test(arguments: [
        PathElement.move(point), .line(point), .quadCurve(to: point, control: point),
        .curve(to: point, control1: point, control2: point),
        .arc(center: point, radius: .constant(5), start: .constant(0), end: half, clockwise: true),
        .rect(rect), .roundedRect(rect, cornerWidth: .constant(3), cornerHeight: .constant(2)),
        .ellipse(rect), .close,
    ])
    func everyElementReadsBack(_ element: PathElement) {
        let path = ShapePath([element, .close])
        #expect(ShapePath(archived: path.archived) == path)
    }

    @Test(arguments: [
        ArchiveValue.number(1), .list([.number(1)]),
        .list([.list([.keyword("move"), .number(1)])]),
        .list([.list([.keyword("spiral"), .number(1), .number(2)])]),
        .list([.list([.keyword("move"), .keyword("depth"), .number(2)])]),
        .list([
            .list([
                .keyword("line"), .list([.keyword("pow"), .keyword("width"), .keyword("height")]),
                .number(2),
            ])
        ]),
        .list([.list([.keyword("close"), .number(1)])]),
        .list([
            .list([.keyword("arc"), .number(0), .number(0), .number(1), .number(0), .number(9)])
        ]),
    ])
    func aMalformedListIsNoPath(_ value: ArchiveValue) {
        #expect(ShapePath(archived: value) == nil)
    }

    @Test func measuresFoldAndWorkOutForAFrame() {
        #expect(PathMeasure.combine(.add, .constant(2), .constant(3)) == .constant(5))
        #expect(PathMeasure.combine(.add, .constant(0), .width) == .width)
        #expect(PathMeasure.combine(.multiply, .height, .constant(1)) == .height)
        let smaller = PathMeasure.combine(.min, .width, .height)!
        let radius = PathMeasure.combine(.divide, smaller, .constant(2))!
        #expect(radius.value(width: 100, height: 60) == 30)
        #expect(radius.size == 5)
    }

    /// A formula grown in a loop stops at `maximumSize` measures, in the
    /// evaluator and in the decoder alike.
    @Test func aFormulaHasABoundedSize() {
        var measure = PathMeasure.width
        var steps = 0
        while let next = PathMeasure.combine(.add, measure, .height) {
            measure = next
            steps += 1
        }
        #expect(measure.size <= PathMeasure.maximumSize)
        #expect(steps == (PathMeasure.maximumSize - 1) / 2)
        var archived = ArchiveValue.keyword("width")
        for _ in 0...PathMeasure.maximumSize / 2 {
            archived = .list([.keyword("add"), archived, .keyword("height")])
        }
        #expect(
            ShapePath(archived: .list([.list([.keyword("move"), archived, .number(0)])])) == nil)
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// `Shape` structs and `Path` as widget extensions write them (issue 24,
/// and issue 25's paths): the path a shape's `path(in:)` makes is
/// archived with the lengths that read `rect` kept as formulas of the
/// frame's size, which only layout knows.
@Suite struct CustomShapeTests {
    static let shapes = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        struct Inset: Shape {
            var amount: Double = 4

            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.addRect(CGRect(x: amount, y: amount, width: rect.width - 2 * amount, height: rect.height - 2 * amount))
                }
            }
        }

        struct Dial: Shape {
            var fraction: Double

            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: Angle(degrees: -90 + 360 * fraction),
                    clockwise: false)
                return path
            }
        }
        """

    static func elements(_ body: String, declarations: String = shapes) throws -> [ShapePath] {
        let archive = try SwiftFormTests.archive(SwiftFormTests.file(declarations, body: body))
        var paths: [ShapePath] = []
        func visit(_ view: ArchivedView) {
            if view.kind == .path, let value = view[.elements],
                let path = ShapePath(archived: value)
            {
                paths.append(path)
            }
            view.children.forEach(visit)
        }
        for tree in archive.entries.first?.trees.prefix(1) ?? [] { tree.forEach(visit) }
        return paths
    }

    static let w = PathMeasure.width
    static let h = PathMeasure.height
    static func m(_ op: PathOperation, _ a: PathMeasure, _ b: PathMeasure) -> PathMeasure {
        PathMeasure.combine(op, a, b)!
    }

    @Test func aShapeKeepsTheFormulasOfItsFrame() throws {
        let paths = try Self.elements("Triangle().fill(.orange)")
        let top = PathPoint(x: Self.m(.divide, Self.w, .constant(2)), y: .constant(0))
        #expect(
            paths == [
                ShapePath([
                    .move(top), .line(PathPoint(x: Self.w, y: Self.h)),
                    .line(PathPoint(x: .constant(0), y: Self.h)), .close,
                ])
            ])
    }

    @Test func aShapesPropertiesAndAPathClosureAreRun() throws {
        let paths = try Self.elements("Inset(amount: 2).stroke(.red)\nInset().fill(.blue)")
        func inset(_ amount: Double) -> ShapePath {
            let twice = PathMeasure.constant(2 * amount)
            return ShapePath([
                .rect(
                    PathRect(
                        origin: PathPoint(x: .constant(amount), y: .constant(amount)),
                        width: Self.m(.subtract, Self.w, twice),
                        height: Self.m(.subtract, Self.h, twice)))
            ])
        }
        #expect(paths == [inset(2), inset(4)])
    }

    @Test func anArcTakesAnglesInDegreesAndMinOfTheFrame() throws {
        let paths = try Self.elements("Dial(fraction: 0.25)")
        let half = { (m: PathMeasure) in Self.m(.divide, m, .constant(2)) }
        #expect(
            paths == [
                ShapePath([
                    .arc(
                        center: PathPoint(x: half(Self.w), y: half(Self.h)),
                        radius: half(Self.m(.min, Self.w, Self.h)), start: .constant(-90),
                        end: .constant(0), clockwise: false)
                ])
            ])
    }

    @Test(arguments: [
        ("Path { p in\np.move(to: .zero)\np.addLine(to: CGPoint(x: 10, y: 5))\n}", 2),
        ("Path(CGRect(x: 0, y: 0, width: 4, height: 4))", 1),
        ("Path(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 2)", 1),
        ("Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4))", 1),
        ("Path()", 0),
    ])
    func aPathViewIsItsElements(_ body: String, _ count: Int) throws {
        let paths = try Self.elements(body)
        #expect(paths.map(\.elements.count) == [count])
    }

    /// What a shape's declaration or use gets wrong, reported where it is written.
    @Test(arguments: [
        ("struct S: Shape {\n    var a = 1\n}", "S()", ["1:8 missing-body"]),
        (
            "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        if rect.width > 10 {\n            return Path()\n        }\n        return Path()\n    }\n}",
            "S()", ["3:12 display-time-value"]
        ),
        (
            "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        Path { p in\n            p.move(to: CGPoint(x: sin(rect.width), y: 0))\n        }\n    }\n}",
            "S()", ["4:39 display-time-value"]
        ),
        (
            "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        var x = rect.width\n        for _ in 0..<300 {\n            x = x + rect.height\n        }\n        return Path(CGRect(x: 0, y: 0, width: x, height: 1))\n    }\n}",
            "S()", ["5:17 expansion-limit"]
        ),
        (
            "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        Path { p in\n            p.move(to: 4)\n        }\n    }\n}",
            "S()", ["4:13 invalid-value"]
        ),
        ("", "Triangle(size: 3)", ["40:1 argument-labels"]),
        // `path` must be Shape's requirement; the uses report nothing more.
        (
            "struct S: Shape {\n    var path: Path {\n        Path()\n    }\n}\n"
                + "struct T: Shape {\n    func path(in rect: CGRect) -> Color {\n        .red\n    }\n}",
            "S().fill(.red)\nT()", ["2:9 unsupported-swift", "7:10 unsupported-swift"]
        ),
    ])
    func aMistakeIsReported(_ declarations: String, _ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(
            declarations.isEmpty ? Self.shapes : declarations, body: body)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        let found = summary(analysis.diagnostics.filter { $0.severity == .error }, in: text)
        #expect(found == expected, "\(analysis.diagnostics.map(\.message.text))")
    }

    /// Printing keeps the shapes as written, `path(in:)` with its label.
    @Test func theCanonicalPrintingKeepsTheShapes() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.shapes, body: "Triangle()"),
            [
                "struct Triangle: Shape {", "func path(in rect: CGRect) -> Path {",
                "Path { path in",
            ])
    }
}

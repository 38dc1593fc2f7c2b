import Foundation
import WidgetArchive
import WidgetSyntax

/// `Path` and the geometry values a `Shape`'s `path(in:)` works with, run
/// when an entry is instantiated. The frame a shape is drawn in is known
/// only at layout, so `rect` holds measures (`PathMeasure`): `rect.midX`
/// is half the width, and arithmetic on measures keeps the formula, which
/// the renderer works out for each frame. A choice that depends on the
/// size (`if rect.width > 100`) cannot be made now: it is an error.
extension ExpressionEvaluator {
    /// The `rect` a shape's `path(in:)` is given: the frame, from its
    /// top leading corner, with CGRect's derived members.
    static let shapeRect: RuntimeValue = rectRecord(
        x: .constant(0), y: .constant(0), width: .width, height: .height)

    /// A CGRect's members: origin, size and the min, mid and max of each axis.
    static func rectRecord(x: PathMeasure, y: PathMeasure, width: PathMeasure, height: PathMeasure)
        -> RuntimeValue
    {
        func half(_ m: PathMeasure) -> PathMeasure {
            PathMeasure.combine(.divide, m, .constant(2)) ?? m
        }
        func sum(_ a: PathMeasure, _ b: PathMeasure) -> PathMeasure {
            PathMeasure.combine(.add, a, b) ?? a
        }
        return .record([
            "x": value(x), "y": value(y), "width": value(width), "height": value(height),
            "minX": value(x), "midX": value(sum(x, half(width))), "maxX": value(sum(x, width)),
            "minY": value(y), "midY": value(sum(y, half(height))), "maxY": value(sum(y, height)),
            "origin": .record(["x": value(x), "y": value(y)]),
            "size": .record(["width": value(width), "height": value(height)]),
        ])
    }

    /// The operators a measure takes part in; any other (a comparison, a
    /// range) would decide on a size only layout knows.
    static let arithmeticOperators: Set<BinaryOperator> = [
        .add, .subtract, .multiply, .divide, .remainder,
    ]

    /// A measure as a value: a number when it reads no size.
    static func value(_ measure: PathMeasure) -> RuntimeValue {
        measure.constant.map(RuntimeValue.double) ?? .measure(measure)
    }

    /// A number or measure as a measure; nil for another value.
    static func measure(_ value: RuntimeValue) -> PathMeasure? {
        if case .measure(let measure) = value { return measure }
        return value.number.map(PathMeasure.constant)
    }

    /// `a op b` where either is a measure; nil when neither is.
    func measureArithmetic(
        _ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue, at range: SourceRange
    ) throws(InstantiationFailure) -> RuntimeValue? {
        guard left.isMeasure || right.isMeasure else { return nil }
        let operations: [BinaryOperator: PathOperation] = [
            .add: .add, .subtract: .subtract, .multiply: .multiply, .divide: .divide,
        ]
        guard let operation = operations[op], let a = Self.measure(left),
            let b = Self.measure(right)
        else {
            throw InstantiationFailure(
                .operandTypes(op.rawValue, left.kindName, right.kindName), at: range)
        }
        return try combined(operation, a, b, at: range)
    }

    /// `a op b` of measures, or the error of a formula too long to keep.
    func combined(
        _ operation: PathOperation, _ a: PathMeasure, _ b: PathMeasure, at range: SourceRange
    )
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard let result = PathMeasure.combine(operation, a, b) else {
            throw InstantiationFailure(.measureTooLong(limit: PathMeasure.maximumSize), at: range)
        }
        return Self.value(result)
    }

    // MARK: Building a path

    /// `Path()`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
    /// `Path(ellipseIn:)` and `Path { path in ... }`.
    func pathValue(_ call: Call, at range: SourceRange) throws(InstantiationFailure) -> RuntimeValue
    {
        if let closure = call.trailingClosures.first?.closure ?? call.arguments.first?.value.closure
        {
            return try runPathClosure(closure, at: range)
        }
        let labels = call.arguments.map { $0.label?.name }
        let values = try call.arguments.map { argument throws(InstantiationFailure) in
            try evaluate(argument.value)
        }
        switch labels {
        case []: return .path(ShapePath())
        case [nil]: return .path(ShapePath([.rect(try rect(values[0], at: range))]))
        case ["ellipseIn"]: return .path(ShapePath([.ellipse(try rect(values[0], at: range))]))
        case ["roundedRect", "cornerRadius"]:
            let radius = try length(values[1], at: call.arguments[1].value.range)
            return .path(
                ShapePath([
                    .roundedRect(
                        try rect(values[0], at: range), cornerWidth: radius, cornerHeight: radius)
                ]))
        default: throw InstantiationFailure(.unevaluableFunction("Path"), at: range)
        }
    }

    /// `Path { path in ... }`: the closure's statements run on an empty
    /// path, which is what they leave it.
    private func runPathClosure(_ closure: Closure, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue
    {
        guard budget.take() else {
            throw InstantiationFailure(.memberBudget("Path", limit: StepBudget.limit), at: range)
        }
        let name = closure.parameters.first?.name ?? "$0"
        var inner = self
        inner.scopes.append([name: .path(ShapePath())])
        _ = try inner.runStatements(closure.body, result: nil)
        return inner.scopes.last?[name] ?? .path(ShapePath())
    }

    /// `path.move(to:)` and the other methods that add to a path: the
    /// path with the element added; nil for another method.
    func addingToPath(_ path: ShapePath, _ method: String, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ShapePath?
    {
        var path = path
        var given: [String: RuntimeValue] = [:]
        for argument in call.arguments {
            given[argument.label?.name ?? "_"] = try evaluate(argument.value)
        }
        func point(_ label: String) throws(InstantiationFailure) -> PathPoint {
            try self.point(given[label] ?? .null, at: range)
        }
        func number(_ label: String) throws(InstantiationFailure) -> PathMeasure {
            try length(given[label] ?? .null, at: range)
        }
        switch (method, call.arguments.map { $0.label?.name ?? "_" }) {
        case ("move", ["to"]): path.add(.move(try point("to")))
        case ("addLine", ["to"]): path.add(.line(try point("to")))
        case ("addLines", ["_"]):
            for (index, item) in (given["_"]?.arrayItems ?? []).enumerated() {
                let p = try self.point(item, at: range)
                path.add(index == 0 ? .move(p) : .line(p))
            }
        case ("addQuadCurve", ["to", "control"]):
            path.add(.quadCurve(to: try point("to"), control: try point("control")))
        case ("addCurve", ["to", "control1", "control2"]):
            path.add(
                .curve(
                    to: try point("to"), control1: try point("control1"),
                    control2: try point("control2")))
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]):
            guard case .bool(let clockwise)? = given["clockwise"] else {
                throw InstantiationFailure(.expectedBool(found: "another value"), at: range)
            }
            path.add(
                .arc(
                    center: try point("center"), radius: try number("radius"),
                    start: try number("startAngle"), end: try number("endAngle"),
                    clockwise: clockwise))
        case ("addRect", ["_"]):
            path.add(.rect(try rect(given["_"] ?? .null, at: range)))
        case ("addEllipse", ["in"]):
            path.add(.ellipse(try rect(given["in"] ?? .null, at: range)))
        case ("addRoundedRect", ["in", "cornerSize"]),
            ("addRoundedRect", ["in", "cornerSize", "style"]):
            guard case .record(let size)? = given["cornerSize"] else {
                throw InstantiationFailure(.methodNotEvaluable(method, on: "Path"), at: range)
            }
            path.add(
                .roundedRect(
                    try rect(given["in"] ?? .null, at: range),
                    cornerWidth: try length(size["width"] ?? .null, at: range),
                    cornerHeight: try length(size["height"] ?? .null, at: range)))
        case ("addPath", ["_"]):
            guard case .path(let other)? = given["_"] else {
                throw InstantiationFailure(.methodNotEvaluable(method, on: "Path"), at: range)
            }
            path.add(contentsOf: other)
        case ("closeSubpath", []): path.add(.close)
        default: return nil
        }
        guard path.measureCount <= ShapePath.maximumMeasures else {
            throw InstantiationFailure(.pathTooLong(limit: ShapePath.maximumMeasures), at: range)
        }
        return path
    }

    /// A length: a number or a measure.
    func length(_ value: RuntimeValue, at range: SourceRange) throws(InstantiationFailure)
        -> PathMeasure
    {
        guard let measure = Self.measure(value) else {
            throw InstantiationFailure(.expectedNumber(found: value.kindName), at: range)
        }
        return measure
    }

    /// A `CGPoint` (`.zero` is the origin).
    func point(_ value: RuntimeValue, at range: SourceRange) throws(InstantiationFailure)
        -> PathPoint
    {
        if value == .symbol("zero") { return PathPoint(x: .constant(0), y: .constant(0)) }
        guard case .record(let fields) = value, let x = fields["x"], let y = fields["y"] else {
            throw InstantiationFailure(.expectedPoint(found: value.kindName), at: range)
        }
        return PathPoint(x: try length(x, at: range), y: try length(y, at: range))
    }

    /// A `CGRect`.
    func rect(_ value: RuntimeValue, at range: SourceRange) throws(InstantiationFailure) -> PathRect
    {
        guard case .record(let fields) = value, let x = fields["x"], let y = fields["y"],
            let width = fields["width"], let height = fields["height"]
        else {
            throw InstantiationFailure(.expectedRect(found: value.kindName), at: range)
        }
        return PathRect(
            origin: PathPoint(x: try length(x, at: range), y: try length(y, at: range)),
            width: try length(width, at: range), height: try length(height, at: range))
    }

    /// `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`
    /// and `CGSize(width:height:)`, whose parts may be measures.
    func geometryValue(_ type: String, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        var given: [String: RuntimeValue] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.name else { return nil }
            given[label] = try evaluate(argument.value)
        }
        func part(_ name: String) throws(InstantiationFailure) -> PathMeasure? {
            guard let value = given[name] else { return nil }
            return try length(value, at: range)
        }
        switch (type, call.arguments.map { $0.label?.name ?? "_" }) {
        case ("CGPoint", ["x", "y"]), ("CGSize", ["width", "height"]):
            for value in given.values { _ = try length(value, at: range) }
            return .record(given)
        case ("CGRect", ["x", "y", "width", "height"]):
            guard let x = try part("x"), let y = try part("y"), let w = try part("width"),
                let h = try part("height")
            else { return nil }
            return Self.rectRecord(x: x, y: y, width: w, height: h)
        case ("CGRect", ["origin", "size"]):
            let origin = try point(given["origin"] ?? .null, at: range)
            guard case .record(let size)? = given["size"], let w = size["width"],
                let h = size["height"]
            else { return nil }
            return Self.rectRecord(
                x: origin.x, y: origin.y, width: try length(w, at: range),
                height: try length(h, at: range))
        default:
            return nil
        }
    }

    /// `.zero` of `CGPoint`, `CGSize` or `CGRect`; nil for another type.
    static func geometryZero(_ type: String) -> RuntimeValue? {
        switch type {
        case "CGPoint": .record(["x": .double(0), "y": .double(0)])
        case "CGSize": .record(["width": .double(0), "height": .double(0)])
        case "CGRect":
            rectRecord(x: .constant(0), y: .constant(0), width: .constant(0), height: .constant(0))
        default: nil
        }
    }

    /// The units an `Angle` is written in, by name, as factors to degrees.
    static let angleUnits: [String: Double] = ["degrees": 1, "radians": 180 / .pi]

    /// `Angle(degrees: 90)`, `.radians(.pi)`, `Angle.degrees(45)`: the
    /// angle in degrees (wdl holds every angle as degrees, as the archive
    /// does).
    func angle(_ unit: String, _ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue?
    {
        guard call.arguments.count == 1, let factor = Self.angleUnits[unit] else { return nil }
        let value = try evaluate(call.arguments[0].value)
        if case .measure(let measure) = value {
            return try combined(.multiply, measure, .constant(factor), at: range)
        }
        guard let number = value.number else {
            throw InstantiationFailure(.expectedNumber(found: value.kindName), at: range)
        }
        return .double(number * factor)
    }
}

extension RuntimeValue {
    /// Whether it is a range (`0..<n`).
    var isRange: Bool {
        if case .range = self { return true }
        return false
    }

    /// Whether it is a length of a shape's frame.
    var isMeasure: Bool {
        if case .measure = self { return true }
        return false
    }
}

extension Expr {
    /// Whether it is the bare name `name` (`Angle` of `Angle.degrees(45)`).
    func isName(_ name: String) -> Bool {
        if case .identifier(let written) = kind { return written.name == name }
        return false
    }

    /// The closure it is, if it is one.
    var closure: Closure? {
        if case .closure(let closure) = kind { return closure }
        return nil
    }
}

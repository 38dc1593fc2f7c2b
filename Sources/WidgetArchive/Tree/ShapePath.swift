import Foundation

/// A length in a path: a number, or one worked out from the size of the
/// frame the path is drawn in (`rect.midX` of a `Shape`'s `path(in:)`),
/// which only layout knows. The renderer takes `value(width:height:)`.
///
/// Arithmetic on two numbers folds to a number, so a path that reads no
/// size holds numbers only.
public indirect enum PathMeasure: Hashable, Sendable {
    /// A number of points.
    case constant(Double)
    /// The frame's width.
    case width
    /// The frame's height.
    case height
    /// Two measures combined; `size` is the number of measures in it, so
    /// a path built in a loop stays small enough to draw
    /// (`maximumSize`).
    case operation(PathOperation, PathMeasure, PathMeasure, size: Int)

    /// The most measures one may hold: far more than a shape's formulas
    /// need, few enough that drawing one costs nothing.
    public static let maximumSize = 256

    /// The number of measures in it.
    public var size: Int {
        if case .operation(_, _, _, let size) = self { return size }
        return 1
    }

    /// The measure for a frame of `width` by `height` points.
    public func value(width: Double, height: Double) -> Double {
        switch self {
        case .constant(let number): number
        case .width: width
        case .height: height
        case .operation(let op, let a, let b, _):
            op.apply(a.value(width: width, height: height), b.value(width: width, height: height))
        }
    }

    /// `a op b`, folded when both are numbers; nil when it would hold
    /// more than `maximumSize` measures.
    public static func combine(_ op: PathOperation, _ a: PathMeasure, _ b: PathMeasure)
        -> PathMeasure?
    {
        if case .constant(let x) = a, case .constant(let y) = b { return .constant(op.apply(x, y)) }
        // Identities: `0 + m`, `m - 0`, `1 * m`, `m / 1` are `m`.
        switch (op, a.constant, b.constant) {
        case (.add, 0?, _), (.multiply, 1?, _): return b
        case (.add, _, 0?), (.subtract, _, 0?), (.multiply, _, 1?), (.divide, _, 1?): return a
        default: break
        }
        let size = a.size + b.size + 1
        guard size <= maximumSize else { return nil }
        return .operation(op, a, b, size: size)
    }

    /// The number, when the measure reads no size.
    public var constant: Double? {
        if case .constant(let number) = self { return number }
        return nil
    }
}

/// How two measures combine: Swift's arithmetic and `min`/`max`.
public enum PathOperation: String, CaseIterable, Hashable, Sendable {
    case add, subtract, multiply, divide, min, max

    /// The operation on numbers.
    public func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .min: Swift.min(a, b)
        case .max: Swift.max(a, b)
        }
    }
}

/// A point of a path.
public struct PathPoint: Hashable, Sendable {
    /// Across, from the frame's leading edge.
    public var x: PathMeasure
    /// Down, from the frame's top edge.
    public var y: PathMeasure

    /// Creates a point.
    public init(x: PathMeasure, y: PathMeasure) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of a path (`addRect`, `addEllipse(in:)`).
public struct PathRect: Hashable, Sendable {
    /// The top leading corner.
    public var origin: PathPoint
    /// The width.
    public var width: PathMeasure
    /// The height.
    public var height: PathMeasure

    /// Creates a rectangle.
    public init(origin: PathPoint, width: PathMeasure, height: PathMeasure) {
        self.origin = origin
        self.width = width
        self.height = height
    }
}

/// One element of a path, as SwiftUI's `Path` adds it. Angles are in
/// degrees, clockwise from the positive x axis, as on screen.
public enum PathElement: Hashable, Sendable {
    /// `move(to:)`: starts a subpath.
    case move(PathPoint)
    /// `addLine(to:)`.
    case line(PathPoint)
    /// `addQuadCurve(to:control:)`.
    case quadCurve(to: PathPoint, control: PathPoint)
    /// `addCurve(to:control1:control2:)`.
    case curve(to: PathPoint, control1: PathPoint, control2: PathPoint)
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. As in
    /// SwiftUI, `clockwise` is in a flipped coordinate space: true draws
    /// counterclockwise on screen.
    case arc(
        center: PathPoint, radius: PathMeasure, start: PathMeasure, end: PathMeasure,
        clockwise: Bool)
    /// `addRect(_:)`.
    case rect(PathRect)
    /// `addRoundedRect(in:cornerSize:)`.
    case roundedRect(PathRect, cornerWidth: PathMeasure, cornerHeight: PathMeasure)
    /// `addEllipse(in:)`.
    case ellipse(PathRect)
    /// `closeSubpath()`.
    case close
}

/// A path: what `Path { path in ... }` or a `Shape`'s `path(in:)` makes,
/// with lengths that may read the frame's size.
public struct ShapePath: Hashable, Sendable {
    /// The elements in order.
    public private(set) var elements: [PathElement]
    /// How many measures the elements hold in all (each formula counts
    /// its terms): what a path costs to keep and to draw.
    public private(set) var measureCount: Int

    /// The most measures one path may hold: a curve sampled at every
    /// point of the widest widget with short formulas is far fewer, and a
    /// path this size draws in well under a millisecond.
    public static let maximumMeasures = 20_000

    /// Creates a path.
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
        measureCount = elements.reduce(0) { $0 + $1.measureCount }
    }

    /// Adds an element at the end.
    public mutating func add(_ element: PathElement) {
        elements.append(element)
        measureCount += element.measureCount
    }

    /// Adds another path's elements at the end.
    public mutating func add(contentsOf other: ShapePath) {
        elements += other.elements
        measureCount += other.measureCount
    }
}

// MARK: Archived form

/// A path is archived as a list of elements, each a list that starts with
/// its name (`move`, `line`, `quadCurve`, `curve`, `arc`, `rect`,
/// `roundedRect`, `ellipse`, `close`) followed by its measures in the
/// order of the case's fields (a point is its x then its y; an arc ends
/// with its `clockwise` bool). A measure is a number, the keyword `width`
/// or `height`, or a list of an operation's name and two measures. The
/// codecs carry it as any list; `ShapePath(archived:)` reads it back.
extension ShapePath {
    /// The archived form.
    public var archived: ArchiveValue { .list(elements.map(\.archived)) }

    /// The path an archived list holds; nil for any other value.
    public init?(archived value: ArchiveValue) {
        guard case .list(let items) = value else { return nil }
        var path = ShapePath()
        for item in items {
            guard let element = PathElement(archived: item) else { return nil }
            path.add(element)
            if path.measureCount > Self.maximumMeasures { return nil }
        }
        self = path
    }
}

extension PathElement {
    /// The element's name in the archive.
    private var name: String {
        switch self {
        case .move: "move"
        case .line: "line"
        case .quadCurve: "quadCurve"
        case .curve: "curve"
        case .arc: "arc"
        case .rect: "rect"
        case .roundedRect: "roundedRect"
        case .ellipse: "ellipse"
        case .close: "close"
        }
    }

    /// How many measures it holds, each formula counting its terms.
    public var measureCount: Int { measures.reduce(0) { $0 + $1.size } }

    /// Its measures in order, and the flag of an arc.
    private var measures: [PathMeasure] {
        switch self {
        case .move(let p), .line(let p): [p.x, p.y]
        case .quadCurve(let to, let control): [to.x, to.y, control.x, control.y]
        case .curve(let to, let c1, let c2): [to.x, to.y, c1.x, c1.y, c2.x, c2.y]
        case .arc(let center, let radius, let start, let end, _):
            [center.x, center.y, radius, start, end]
        case .rect(let r), .ellipse(let r): r.measures
        case .roundedRect(let r, let w, let h): r.measures + [w, h]
        case .close: []
        }
    }

    var archived: ArchiveValue {
        var items: [ArchiveValue] = [.keyword(name)] + measures.map(\.archived)
        if case .arc(_, _, _, _, let clockwise) = self { items.append(.bool(clockwise)) }
        return .list(items)
    }

    init?(archived value: ArchiveValue) {
        guard case .list(let items) = value, case .keyword(let name)? = items.first else {
            return nil
        }
        var m: [PathMeasure] = []
        for item in items.dropFirst() {
            if case .bool = item { break }
            guard let measure = PathMeasure(archived: item) else { return nil }
            m.append(measure)
        }
        func point(_ i: Int) -> PathPoint { PathPoint(x: m[i], y: m[i + 1]) }
        func rect(_ i: Int) -> PathRect {
            PathRect(origin: point(i), width: m[i + 2], height: m[i + 3])
        }
        switch (name, m.count) {
        case ("move", 2): self = .move(point(0))
        case ("line", 2): self = .line(point(0))
        case ("quadCurve", 4): self = .quadCurve(to: point(0), control: point(2))
        case ("curve", 6): self = .curve(to: point(0), control1: point(2), control2: point(4))
        case ("arc", 5):
            guard items.count == 7, case .bool(let clockwise) = items[6] else { return nil }
            self = .arc(
                center: point(0), radius: m[2], start: m[3], end: m[4], clockwise: clockwise)
        case ("rect", 4): self = .rect(rect(0))
        case ("ellipse", 4): self = .ellipse(rect(0))
        case ("roundedRect", 6): self = .roundedRect(rect(0), cornerWidth: m[4], cornerHeight: m[5])
        case ("close", 0): self = .close
        default: return nil
        }
        if name != "arc", items.count != m.count + 1 { return nil }
    }
}

extension PathRect {
    fileprivate var measures: [PathMeasure] { [origin.x, origin.y, width, height] }
}

extension PathMeasure {
    /// The archived form: a number, `width`, `height`, or a list of an
    /// operation and two measures.
    public var archived: ArchiveValue {
        switch self {
        case .constant(let number): .number(number)
        case .width: .keyword("width")
        case .height: .keyword("height")
        case .operation(let op, let a, let b, _):
            .list([.keyword(op.rawValue), a.archived, b.archived])
        }
    }

    /// The measure an archived value holds; nil for a malformed one or
    /// one of more than `maximumSize` measures.
    init?(archived value: ArchiveValue) {
        switch value {
        case .number(let number): self = .constant(number)
        case .integer(let number): self = .constant(Double(number))
        case .keyword("width"): self = .width
        case .keyword("height"): self = .height
        case .list(let items):
            guard items.count == 3, case .keyword(let name) = items[0],
                let op = PathOperation(rawValue: name),
                let a = PathMeasure(archived: items[1]), let b = PathMeasure(archived: items[2]),
                a.size + b.size + 1 <= Self.maximumSize
            else { return nil }
            self = .operation(op, a, b, size: a.size + b.size + 1)
        default: return nil
        }
    }
}

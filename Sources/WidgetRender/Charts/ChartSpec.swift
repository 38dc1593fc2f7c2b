import Foundation
import WidgetArchive

/// A Swift Charts chart as the renderer draws it: its marks with their
/// values and styles resolved, and the chart's axis, legend and scale
/// settings. `ChartGeometry` lays it out in a frame.
public struct ChartSpec: Sendable {
    public var marks: [ChartMark] = []
    public var xAxis = Visibility.automatic
    public var yAxis = Visibility.automatic
    public var legend = Visibility.automatic
    /// The `AxisMarks` of `chartXAxis { ... }` and `chartYAxis { ... }`;
    /// nil for Charts' automatic axis.
    public var xMarks: [AxisMarksSpec]?
    public var yMarks: [AxisMarksSpec]?
    /// `chartXScale(domain:)` and `chartYScale(domain:)`.
    public var xDomain: ChartDomain?
    public var yDomain: ChartDomain?
    /// `chartForegroundStyleScale(domain:range:)`: a colour per category.
    public var styleScale: [(category: String, color: RGBA)] = []
    /// The colours of labels, grid lines and the default mark colour.
    public var labelColor: RGBA
    public var gridColor: RGBA
    public var accent: RGBA
    /// The axis and legend labels' font.
    public var font: ResolvedFont
    public var region: DisplayRegion
    public var scheme: ColorScheme
}

/// A scale's domain as `chartXScale(domain:)` writes it.
public enum ChartDomain: Sendable, Equatable {
    case numbers(Double, Double)
    case dates(Date, Date)
    case categories([String])
}

/// One mark: its kind, what it plots and how it is styled.
public struct ChartMark: Sendable {
    public var kind: ViewKind
    public var x, y, xStart, xEnd, yStart, yEnd, angle, series: PlottableValue?
    /// `foregroundStyle(by:)`'s value, which picks the colour and the series.
    public var category: String?
    /// `foregroundStyle(_:)` on the mark.
    public var color: RGBA?
    public var opacity = 1.0
    public var interpolation = InterpolationMethod.linear
    public var symbol = ChartSymbolShape.circle
    /// `symbol(by:)`'s value, which picks the symbol.
    public var symbolCategory: String?
    /// `position(by:)`'s value: the mark's place among the marks of its
    /// band, which sit side by side instead of stacking.
    public var position: String?
    /// Its `annotation`s, whose views are the chart node's children.
    public var annotations: [ChartAnnotation] = []
    public var lineWidth: Double?
    public var dash: [Double] = []
    public var cornerRadius = 0.0
    public var stacking = MarkStackingMethod.standard
    /// `width:` and `height:` of a bar or rectangle: `.fixed(n)` points or `.ratio(r)` of its band.
    public var width: MarkDimension?
    public var height: MarkDimension?
    /// A sector's radii, as `.ratio(r)` of the pie's radius or `.fixed(n)` points.
    public var innerRadius: MarkDimension?
    public var outerRadius: MarkDimension?
    public var angularInset = 0.0

    public init(kind: ViewKind) { self.kind = kind }

    /// The line or area this mark belongs to: its `series`, else its category.
    var seriesKey: String { series.map { $0.value.key } ?? category ?? "" }
}

/// Swift Charts' `MarkDimension`, as archived: `.fixed(n)`, `.ratio(r)`,
/// `.inset(n)` or `.automatic`.
public enum MarkDimension: Sendable, Equatable {
    case fixed(Double)
    case ratio(Double)
    case inset(Double)

    /// A dimension from an archived `.value` (a list of the case and its
    /// number); nil for `.automatic` or anything else.
    init?(archived value: ArchiveValue?) {
        guard case .list(let parts)? = value, parts.count == 2, case .keyword(let name) = parts[0]
        else { return nil }
        let number: Double
        switch parts[1] {
        case .number(let n) where n.isFinite: number = n
        case .integer(let n): number = Double(n)
        default: return nil
        }
        switch name {
        case "fixed": self = .fixed(max(0, number))
        case "ratio": self = .ratio(max(0, number))
        case "inset": self = .inset(max(0, number))
        default: return nil
        }
    }

    /// The length in a band of `band` points.
    func length(in band: Double) -> Double {
        switch self {
        case .fixed(let points): points
        case .ratio(let ratio): band * ratio
        case .inset(let points): max(0, band - 2 * points)
        }
    }
}

extension PlottableValue.Value {
    /// A key that orders and groups values: categories by their text.
    var key: String {
        switch self {
        case .number(let n): "\(n)"
        case .string(let text): text
        case .date(let date): "\(date.timeIntervalSince1970)"
        }
    }

    var number: Double? {
        switch self {
        case .number(let n): n
        case .date(let date): date.timeIntervalSince1970
        case .string: nil
        }
    }
}

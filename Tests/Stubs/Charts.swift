// Swift Charts as the emitted code uses it: the declarations of Apple's
// pages, with bodies that do nothing. Type-checking only.
import Foundation
import SwiftUI

/// https://developer.apple.com/documentation/charts/chartcontent
public protocol ChartContent {}
/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@resultBuilder public struct ChartContentBuilder {
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildexpression(_:)
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildblock(_:)
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C)
        -> _TupleChartContent
    { _TupleChartContent() }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildif(_:)
    public static func buildIf<C: ChartContent>(_ content: C?) -> _TupleChartContent {
        _TupleChartContent()
    }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildeither(first:)
    public static func buildEither<C: ChartContent>(first: C) -> _TupleChartContent {
        _TupleChartContent()
    }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildeither(second:)
    public static func buildEither<C: ChartContent>(second: C) -> _TupleChartContent {
        _TupleChartContent()
    }
}
/// Stub helper, not Apple API: what the builder makes.
public struct _TupleChartContent: ChartContent {}
/// https://developer.apple.com/documentation/charts/plottable
public protocol Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}
/// https://developer.apple.com/documentation/charts/plottablevalue
public struct PlottableValue<Value: Plottable> {
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-8q4ib
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue()
    }
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-1wvtq
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value>
    { PlottableValue() }
}
/// https://developer.apple.com/documentation/charts/annotationposition
public struct AnnotationPosition: Sendable {
    /// https://developer.apple.com/documentation/charts/annotationposition/automatic
    public static let automatic = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/top
    public static let top = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/bottom
    public static let bottom = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/leading
    public static let leading = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/trailing
    public static let trailing = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/topleading
    public static let topLeading = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/toptrailing
    public static let topTrailing = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/bottomleading
    public static let bottomLeading = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/bottomtrailing
    public static let bottomTrailing = AnnotationPosition()
    /// https://developer.apple.com/documentation/charts/annotationposition/overlay
    public static let overlay = AnnotationPosition()
}
/// https://developer.apple.com/documentation/charts/markdimension
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    /// https://developer.apple.com/documentation/charts/markdimension/automatic
    public static let automatic = MarkDimension()
    /// https://developer.apple.com/documentation/charts/markdimension/ratio(_:)
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension() }
    /// https://developer.apple.com/documentation/charts/markdimension/fixed(_:)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    /// https://developer.apple.com/documentation/charts/markdimension/inset(_:)
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    /// Stub helper, not Apple API.
    init() {}
    /// https://developer.apple.com/documentation/charts/markdimension/init(floatliteral:)
    public init(floatLiteral value: Double) {}
    /// https://developer.apple.com/documentation/charts/markdimension/init(integerliteral:)
    public init(integerLiteral value: Int) {}
}
/// https://developer.apple.com/documentation/charts/markstackingmethod
public struct MarkStackingMethod: Sendable {
    /// https://developer.apple.com/documentation/charts/markstackingmethod/standard
    public static let standard = MarkStackingMethod(), normalized = MarkStackingMethod(),
        center = MarkStackingMethod(), unstacked = MarkStackingMethod()
}
/// https://developer.apple.com/documentation/charts/interpolationmethod
public struct InterpolationMethod: Sendable {
    /// https://developer.apple.com/documentation/charts/interpolationmethod/linear
    public static let linear = InterpolationMethod(), monotone = InterpolationMethod(),
        catmullRom = InterpolationMethod(), cardinal = InterpolationMethod(),
        stepStart = InterpolationMethod(), stepCenter = InterpolationMethod(),
        stepEnd = InterpolationMethod()
}
/// https://developer.apple.com/documentation/charts/chartsymbolshape
public protocol ChartSymbolShape {}
/// https://developer.apple.com/documentation/charts/basicchartsymbolshape
public struct BasicChartSymbolShape: ChartSymbolShape {}
/// https://developer.apple.com/documentation/charts/chartsymbolshape/circle
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/circle
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/square
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/triangle
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/diamond
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/pentagon
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/plus
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/cross
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// https://developer.apple.com/documentation/charts/chartsymbolshape/asterisk
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape() }
}

/// https://developer.apple.com/documentation/charts/chart
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct Chart<Content: ChartContent>: View {
    /// https://developer.apple.com/documentation/charts/chart/body
    public var body: some View { EmptyView() }
    /// https://developer.apple.com/documentation/charts/chart/init(content:)
    public init(@ChartContentBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/charts/chart/init(_:content:)
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}
    /// https://developer.apple.com/documentation/charts/chart/init(_:id:content:)
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {}
}
/// https://developer.apple.com/documentation/swiftui/foreach
extension ForEach: ChartContent where Content: ChartContent {
    /// https://developer.apple.com/documentation/charts/foreach/init(_:content:)
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID { self.init(_stubElements: ()) }
    /// https://developer.apple.com/documentation/charts/foreach/init(_:id:content:)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) { self.init(_stubElements: ()) }
}

/// https://developer.apple.com/documentation/charts/barmark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct BarMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/barmark/init(x:y:width:height:stacking:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {}
    /// https://developer.apple.com/documentation/charts/barmark/init(x:ystart:yend:width:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        width: MarkDimension = .automatic
    ) {}
    /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:y:height:)
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
        height: MarkDimension = .automatic
    ) {}
    /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:ystart:yend:)
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>
    ) {}
}
/// https://developer.apple.com/documentation/charts/linemark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct LineMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/linemark/init(x:y:)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    /// https://developer.apple.com/documentation/charts/linemark/init(x:y:series:)
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {}
}
/// https://developer.apple.com/documentation/charts/areamark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct AreaMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/areamark/init(x:y:stacking:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {}
    /// https://developer.apple.com/documentation/charts/areamark/init(x:ystart:yend:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {}
    /// https://developer.apple.com/documentation/charts/areamark/init(xstart:xend:y:)
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {}
}
/// https://developer.apple.com/documentation/charts/pointmark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct PointMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/pointmark/init(x:y:)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
/// https://developer.apple.com/documentation/charts/rulemark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct RuleMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/rulemark/init(x:ystart:yend:)
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Double>? = nil,
        yEnd: PlottableValue<Double>? = nil
    ) {}
    /// https://developer.apple.com/documentation/charts/rulemark/init(xstart:xend:y:)
    public init<Y: Plottable>(
        xStart: PlottableValue<Double>? = nil, xEnd: PlottableValue<Double>? = nil,
        y: PlottableValue<Y>
    ) {}
    /// https://developer.apple.com/documentation/charts/rulemark/init(xstart:xend:y:)
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {}
    /// https://developer.apple.com/documentation/charts/rulemark/init(x:ystart:yend:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {}
}
/// https://developer.apple.com/documentation/charts/rectanglemark
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct RectangleMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/rectanglemark/init(x:y:width:height:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {}
    /// https://developer.apple.com/documentation/charts/rectanglemark/init(xstart:xend:ystart:yend:)
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>
    ) {}
}
/// https://developer.apple.com/documentation/charts/sectormark
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct SectorMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:)
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {}
}
/// https://developer.apple.com/documentation/charts/axiscontent
public protocol AxisContent {}
/// https://developer.apple.com/documentation/charts/axiscontentbuilder
@resultBuilder public struct AxisContentBuilder {
    /// https://developer.apple.com/documentation/charts/axiscontentbuilder/buildexpression(_:)
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// https://developer.apple.com/documentation/charts/axiscontentbuilder/buildblock(_:)
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C)
        -> _TupleAxisContent
    {
        _TupleAxisContent()
    }
}
/// https://developer.apple.com/documentation/charts/axismarkbuilder
@resultBuilder public struct AxisMarkBuilder {
    /// https://developer.apple.com/documentation/charts/axismarkbuilder/buildexpression(_:)
    public static func buildExpression<C: AxisMark>(_ content: C) -> C { content }
    /// https://developer.apple.com/documentation/charts/axismarkbuilder/buildblock(_:)
    public static func buildBlock<each C: AxisMark>(_ content: repeat each C) -> _TupleAxisMark {
        _TupleAxisMark()
    }
}
/// Stub helper, not Apple API: what the axis content builder makes.
public struct _TupleAxisContent: AxisContent {}
/// Stub helper, not Apple API: what the axis mark builder makes.
public struct _TupleAxisMark: AxisMark {}
/// https://developer.apple.com/documentation/charts/axismark
public protocol AxisMark {}
/// https://developer.apple.com/documentation/charts/axisvalue
public struct AxisValue {
    /// https://developer.apple.com/documentation/charts/axisvalue/index
    public var index: Int { 0 }
    /// https://developer.apple.com/documentation/charts/axisvalue/count
    public var count: Int { 0 }
    /// https://developer.apple.com/documentation/charts/axisvalue/as(_:)
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}
/// https://developer.apple.com/documentation/charts/axismarkposition
public struct AxisMarkPosition: Sendable {
    /// https://developer.apple.com/documentation/charts/axismarkposition/automatic
    public static let automatic = AxisMarkPosition(), leading = AxisMarkPosition(),
        trailing = AxisMarkPosition(), top = AxisMarkPosition(), bottom = AxisMarkPosition()
}
/// https://developer.apple.com/documentation/charts/axismarkpreset
public struct AxisMarkPreset: Sendable {
    /// https://developer.apple.com/documentation/charts/axismarkpreset/automatic
    public static let automatic = AxisMarkPreset(), extended = AxisMarkPreset(),
        aligned = AxisMarkPreset(), inset = AxisMarkPreset()
}
/// https://developer.apple.com/documentation/charts/axismarkvalues
public struct AxisMarkValues {
    /// https://developer.apple.com/documentation/charts/axismarkvalues/automatic
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    /// https://developer.apple.com/documentation/charts/axismarkvalues/automatic(minimumstride:desiredcount:roundlowerbound:roundupperbound:)
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// https://developer.apple.com/documentation/charts/axismarkvalues/stride(by:count:roundlowerbound:roundupperbound:calendar:)
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues()
    }
    /// https://developer.apple.com/documentation/charts/axismarkvalues/stride(by:roundlowerbound:roundupperbound:)
    public static func stride(by stepSize: Double) -> AxisMarkValues { AxisMarkValues() }
}
extension AxisMarkValues: ExpressibleByArrayLiteral {
    /// https://developer.apple.com/documentation/charts/axismarkvalues/init(arrayliteral:)
    public init(arrayLiteral elements: any Plottable...) {}
}
/// https://developer.apple.com/documentation/charts/axismarks
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct AxisMarks<Content>: AxisContent {
    /// https://developer.apple.com/documentation/charts/axismarks/init(preset:position:values:stroke:)
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) where Content == _TupleAxisMark {}
    /// https://developer.apple.com/documentation/charts/axismarks/init(preset:position:values:content:)
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content: AxisMark {}
}
/// https://developer.apple.com/documentation/charts/axisgridline
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct AxisGridLine: AxisMark {
    /// https://developer.apple.com/documentation/charts/axisgridline/init(centered:stroke:)
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
/// https://developer.apple.com/documentation/charts/axistick
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct AxisTick: AxisMark {
    /// https://developer.apple.com/documentation/charts/axistick/init(centered:length:stroke:)
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}
/// https://developer.apple.com/documentation/charts/axisvaluelabel
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct AxisValueLabel: AxisMark {
    /// https://developer.apple.com/documentation/charts/axisvaluelabel/init(format:centered:anchor:multilabelalignment:collisionresolution:offsetsmarks:orientation:horizontalspacing:verticalspacing:)
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    /// https://developer.apple.com/documentation/charts/axisvaluelabel/init(centered:anchor:multilabelalignment:collisionresolution:offsetsmarks:orientation:horizontalspacing:verticalspacing:)
    public init(centered: Bool? = nil) {}
}

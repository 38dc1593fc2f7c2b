// swift-format-ignore-file
// Generated from the schema (ModifierTable's `swift` declarations) by
// Tests/WidgetCompilerTests/GeneratedStubs.swift: do not edit. After a
// schema change, WDL_RECORD_SNAPSHOTS=1 swift test --filter GeneratedStubTests
// rewrites it.
import SwiftUI

extension ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/foregroundstyle(by:)
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/cornerradius(_:style:)
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/opacity(_:)
    public func opacity(_ value: Double) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/position(by:axis:span:)
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/interpolationmethod(_:)
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/symbol(_:)
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/symbol(by:)
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/linestyle(_:)
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/annotation(position:alignment:spacing:content:)
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent { self }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/chartxaxis(_:)
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartxaxis(content:)
    public func chartXAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartyaxis(_:)
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartyaxis(content:)
    public func chartYAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartlegend(_:)
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartxscale(domain:type:)
    public func chartXScale<T: Comparable>(domain: ClosedRange<T>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartxscale(domain:type:)
    public func chartXScale(domain: [String]) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartyscale(domain:type:)
    public func chartYScale<T: Comparable>(domain: ClosedRange<T>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartyscale(domain:type:)
    public func chartYScale(domain: [String]) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartforegroundstylescale(domain:range:type:)
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View { self }
}

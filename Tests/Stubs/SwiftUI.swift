// A stub of SwiftUI for type-checking emitted widget code on Linux: Apple's
// names, labels, generic shapes and availability for the part of SwiftUI
// wdl's catalog and emitter use. Bodies trap; nothing here runs. Each group
// cites its documentation page under https://developer.apple.com/documentation/swiftui/.
@_exported import Foundation

// MARK: View, ViewBuilder (view, viewbuilder)

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view with no body of its own, as SwiftUI's primitives are.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

public struct TupleView<T>: _PrimitiveView { public init(_ value: T) {} }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}
public struct AnyView: _PrimitiveView { public init<V: View>(_ view: V) {} }
public struct EmptyView: _PrimitiveView { public init() {} }
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: Layout (vstack, hstack, zstack, group, viewthatfits, grid, spacer, divider, foreach)

public struct VStack<Content: View>: _PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: _PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ZStack<Content: View>: _PrimitiveView {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
public struct Group<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: _PrimitiveView {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct Grid<Content: View>: _PrimitiveView {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct GridRow<Content: View>: _PrimitiveView {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}
public struct Spacer: _PrimitiveView { public init(minLength: CGFloat? = nil) {} }
public struct Divider: _PrimitiveView { public init() {} }

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {}
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}
}

public enum Axis {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// MARK: Alignment and geometry (alignment, unitpoint, edge, angle)

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment()
    public static let topLeading = Alignment(), topTrailing = Alignment(), bottomLeading = Alignment(), bottomTrailing = Alignment()
}
public struct UnitPoint: Hashable, Sendable {
    public init(x: CGFloat, y: CGFloat) {}
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5), top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}
public struct EdgeInsets: Equatable, Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}
public struct Angle: Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    public static func radians(_ radians: Double) -> Angle { Angle() }
}
public enum ContentMode: Sendable { case fit, fill }
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7), container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
}

// MARK: Text (text, localizedstringkey, font)

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

public struct Text: _PrimitiveView, Equatable {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public init(_ date: Date, style: DateStyle) {}
    public init(_ dates: ClosedRange<Date>) {}
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {}
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    public init(_ image: Image) {}

    public struct DateStyle: Sendable {
        public static let time = DateStyle(), date = DateStyle(), relative = DateStyle(), offset = DateStyle(), timer = DateStyle()
    }
    public enum TruncationMode: Sendable { case head, tail, middle }
    public enum Case: Sendable { case uppercase, lowercase }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func bold(_ isActive: Bool = true) -> Text { self }
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func textCase(_ textCase: Case?) -> Text { self }
}

public enum TextAlignment: Sendable { case leading, center, trailing }

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(), subheadline = Font()
    public static let body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
}

// MARK: Images and labels (image, label)

public struct Image: _PrimitiveView, Equatable {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public init(decorative name: String) {}
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(systemName: String, variableValue: Double?) {}
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum ResizingMode: Sendable { case tile, stretch }
    public enum Scale: Sendable { case small, medium, large }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode(), palette = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
}
public struct SymbolVariants: Sendable {
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants(), rectangle = SymbolVariants()
    public static let fill = SymbolVariants(), slash = SymbolVariants()
    public var fill: SymbolVariants { self }
}

// MARK: Controls (gauge, progressview, button, toggle, link)

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: _PrimitiveView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
        where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
        where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {}
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

public struct Button<Label: View>: _PrimitiveView {}
public struct Toggle<Label: View>: _PrimitiveView {}

public struct Link<Label: View>: _PrimitiveView {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

// MARK: Styles (gaugestyle, progressviewstyle, togglestyle, primitivebuttonstyle, labelstyle)

public protocol GaugeStyle {}
public struct _GaugeStyle: GaugeStyle {}
extension GaugeStyle where Self == _GaugeStyle {
    public static var automatic: _GaugeStyle { _GaugeStyle() }
    public static var accessoryCircular: _GaugeStyle { _GaugeStyle() }
    public static var accessoryCircularCapacity: _GaugeStyle { _GaugeStyle() }
    public static var accessoryLinear: _GaugeStyle { _GaugeStyle() }
    public static var accessoryLinearCapacity: _GaugeStyle { _GaugeStyle() }
    public static var linearCapacity: _GaugeStyle { _GaugeStyle() }
}
public protocol ProgressViewStyle {}
public struct _ProgressViewStyle: ProgressViewStyle {}
extension ProgressViewStyle where Self == _ProgressViewStyle {
    public static var automatic: _ProgressViewStyle { _ProgressViewStyle() }
    public static var circular: _ProgressViewStyle { _ProgressViewStyle() }
    public static var linear: _ProgressViewStyle { _ProgressViewStyle() }
}
public protocol ToggleStyle {}
public struct _ToggleStyle: ToggleStyle {}
extension ToggleStyle where Self == _ToggleStyle {
    public static var automatic: _ToggleStyle { _ToggleStyle() }
    public static var `switch`: _ToggleStyle { _ToggleStyle() }
    public static var button: _ToggleStyle { _ToggleStyle() }
}
public protocol PrimitiveButtonStyle {}
public struct _ButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == _ButtonStyle {
    public static var automatic: _ButtonStyle { _ButtonStyle() }
    public static var bordered: _ButtonStyle { _ButtonStyle() }
    public static var borderedProminent: _ButtonStyle { _ButtonStyle() }
    public static var borderless: _ButtonStyle { _ButtonStyle() }
    public static var plain: _ButtonStyle { _ButtonStyle() }
}
public protocol LabelStyle {}
public struct _LabelStyle: LabelStyle {}
extension LabelStyle where Self == _LabelStyle {
    public static var automatic: _LabelStyle { _LabelStyle() }
    public static var titleOnly: _LabelStyle { _LabelStyle() }
    public static var iconOnly: _LabelStyle { _LabelStyle() }
    public static var titleAndIcon: _LabelStyle { _LabelStyle() }
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2), invalidated = RedactionReasons(rawValue: 4)
}
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation(), linear = Animation(), spring = Animation()
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0) -> Animation { Animation() }
}
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), identity = AnyTransition(), scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

// MARK: Shapes (shape, circle, roundedrectangle, strokestyle)

public protocol Shape: _PrimitiveView {}
public protocol InsettableShape: Shape {}
public struct Circle: InsettableShape { public init() {} }
public struct Ellipse: InsettableShape { public init() {} }
public struct Rectangle: InsettableShape { public init() {} }
public struct ContainerRelativeShape: InsettableShape { public init() {} }
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct RoundedRectangle: InsettableShape { public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {} }
public struct Capsule: InsettableShape { public init(style: RoundedCornerStyle = .continuous) {} }
public struct _TrimmedShape: Shape {}
public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }
public struct StrokeStyle: Equatable, Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    public func stroke(style: StrokeStyle) -> some View { self }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { _TrimmedShape() }
}
extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View { self }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle { public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

// MARK: Colours and styles (shapestyle, color, lineargradient, material)

public protocol ShapeStyle {}
public struct Color: _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public static let red = Color(white: 0), orange = Color(white: 0), yellow = Color(white: 0), green = Color(white: 0), mint = Color(white: 0)
    public static let teal = Color(white: 0), cyan = Color(white: 0), blue = Color(white: 0), indigo = Color(white: 0), purple = Color(white: 0)
    public static let pink = Color(white: 0), brown = Color(white: 0), white = Color(white: 0), gray = Color(white: 0), black = Color(white: 0)
    public static let clear = Color(white: 0), primary = Color(white: 0), secondary = Color(white: 0), accentColor = Color(white: 0)
}
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle(), tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
public struct FillShapeStyle: ShapeStyle {
    public var secondary: FillShapeStyle { self }
    public var tertiary: FillShapeStyle { self }
    public var quaternary: FillShapeStyle { self }
}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
    public static var thickMaterial: Material { Material() }
    public static var ultraThickMaterial: Material { Material() }
}
public struct Gradient: Hashable, Sendable { public init(colors: [Color]) {} }
public struct LinearGradient: ShapeStyle, _PrimitiveView {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}
public struct RadialGradient: ShapeStyle, _PrimitiveView {
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}
public struct AngularGradient: ShapeStyle, _PrimitiveView {
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
}
extension Angle { public static var zero: Angle { Angle() } }

// MARK: Environment (environment, environmentvalues, colorscheme)

public enum ColorScheme: Sendable { case light, dark }
public struct EnvironmentValues {
    public var colorScheme: ColorScheme { .light }
    public var isLuminanceReduced: Bool { false }
    public var redactionReasons: RedactionReasons { [] }
}
@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Previews (previewprovider)

public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

// MARK: Modifiers (view modifiers used by the catalog)

extension View {
    public func font(_ font: Font?) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    public func bold(_ isActive: Bool = true) -> some View { self }
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    public func unredacted() -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
                      maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @_disfavoredOverload public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { self }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @_disfavoredOverload public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    public func clipped(antialiased: Bool = false) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func lineLimit(_ number: Int?) -> some View { self }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func offset(_ offset: CGSize) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func saturation(_ amount: Double) -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func hidden() -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func gridCellColumns(_ count: Int) -> some View { self }
}

// swift-format-ignore-file
// (Each declaration stays on the line after its citation, as
// StubCitationTests read them; wrapping would part them.)
// A stub of SwiftUI for type-checking emitted widget code on Linux: Apple's
// names, labels, generic shapes and availability for the part of SwiftUI
// wdl's catalog and emitter use. Bodies trap; nothing here runs. Each public
// declaration cites its page under https://developer.apple.com/documentation/
// in a `///` line, or says it is a stub helper; StubCitationTests enforce it.
@_exported import Foundation

// MARK: View, ViewBuilder (view, viewbuilder)

/// https://developer.apple.com/documentation/swiftui/view
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// https://developer.apple.com/documentation/swift/never
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swift/never
    public var body: Never { fatalError() }
}

/// A view with no body of its own, as SwiftUI's primitives are.
/// Stub helper, not Apple API: SwiftUI has no such protocol; it spares each stub view a `body`.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    /// Stub helper, not Apple API: the never-called body that every primitive view shares.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

// MARK: ViewModifier (viewmodifier, modifiedcontent)

/// https://developer.apple.com/documentation/swiftui/viewmodifier
public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/body
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: _PrimitiveView { public init(_ value: T) {} }
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}
/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: _PrimitiveView { public init<V: View>(_ view: V) {} }
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: _PrimitiveView { public init() {} }
extension Optional: View where Wrapped: View {
    /// https://developer.apple.com/documentation/swift/optional
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swift/optional
    public var body: Never { fatalError() }
}

// MARK: Layout (vstack, hstack, zstack, group, viewthatfits, grid, spacer, divider, foreach)

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/lazyhstack
public struct LazyHStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/lazyhstack/init(alignment:spacing:pinnedviews:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/layout
public protocol Layout {}
extension Layout {
    /// https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { content() }
}
/// https://developer.apple.com/documentation/swiftui/vstacklayout
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct VStackLayout: Layout {
    /// https://developer.apple.com/documentation/swiftui/vstacklayout/init(alignment:spacing:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}
/// https://developer.apple.com/documentation/swiftui/hstacklayout
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct HStackLayout: Layout {
    /// https://developer.apple.com/documentation/swiftui/hstacklayout/init(alignment:spacing:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}
/// https://developer.apple.com/documentation/swiftui/zstacklayout
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct ZStackLayout: Layout {
    /// https://developer.apple.com/documentation/swiftui/zstacklayout/init(alignment:)
    public init(alignment: Alignment = .center) {}
}
/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/viewthatfits
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:)
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/grid
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct Grid<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:)
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/gridrow
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct GridRow<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/gridrow/init(alignment:content:)
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Sendable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic, visible, hidden
}
/// https://developer.apple.com/documentation/swiftui/blendmode
public enum BlendMode: Sendable {
    /// https://developer.apple.com/documentation/swiftui/blendmode/normal
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
/// https://developer.apple.com/documentation/swiftui/controlsize
public enum ControlSize: Sendable {
    /// https://developer.apple.com/documentation/swiftui/controlsize/regular
    case mini, small, regular, large, extraLarge
}
/// https://developer.apple.com/documentation/swiftui/buttonbordershape
public struct ButtonBorderShape: Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/automatic
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape(), circle = ButtonBorderShape()
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/roundedrectangle(radius:)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}
/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/coordinatespace/local
    case local
    /// https://developer.apple.com/documentation/swiftui/coordinatespace/global
    case global
}
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { CGSize(width: 0, height: 0) }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6nbyy
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
}
/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum
    public enum Size: Sendable {
        /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/fixed(_:)
        case fixed(CGFloat)
        /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/flexible(minimum:maximum:)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}
/// https://developer.apple.com/documentation/swiftui/lazyvgrid
public struct LazyVGrid<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/lazyhgrid
public struct LazyHGrid<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/lazyhgrid/init(rows:alignment:spacing:pinnedviews:content:)
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: _PrimitiveView { public init(minLength: CGFloat? = nil) {} }
/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: _PrimitiveView { public init() {} }

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// Stub helper, not Apple API: what other modules' initializers call.
    public init(_stubElements: Void) {}
}
/// https://developer.apple.com/documentation/swiftui/foreach
extension ForEach: View, _PrimitiveView where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {}
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis {
    /// https://developer.apple.com/documentation/swiftui/axis/horizontal
    case horizontal, vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
        public let rawValue: Int8
        /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

// MARK: Alignment and geometry (alignment, unitpoint, edge, angle)

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
/// https://developer.apple.com/documentation/swiftui/viewdimensions
public struct ViewDimensions {
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/width
    public var width: CGFloat { 0 }
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/height
    public var height: CGFloat { 0 }
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-4dbg3
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-2lmpl
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}
/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}
/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}
/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment()
    /// https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(), topTrailing = Alignment(), bottomLeading = Alignment(), bottomTrailing = Alignment()
}
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/unitpoint/zero
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5), top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomleading
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}
/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/top
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public let rawValue: Int8
        /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}
/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}
/// https://developer.apple.com/documentation/swiftui/angle
public struct Angle: Sendable {
    init() {}
    /// https://developer.apple.com/documentation/swiftui/angle/init(degrees:)
    public init(degrees: Double) {}
    /// https://developer.apple.com/documentation/swiftui/angle/init(radians:)
    public init(radians: Double) {}
    /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    /// https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle() }
}
/// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Sendable { case fit, fill }
/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 7), container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
}

// MARK: Foundation's localized strings (string)

extension String {
    /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
    /// Foundation's on Apple platforms; the Linux toolchain's Foundation lacks it.
    public init(localized key: String, table: String? = nil, comment: StaticString? = nil) { self = key }
}

// MARK: Text (text, localizedstringkey, font)

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        public mutating func appendInterpolation<T>(_ value: T) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
        public mutating func appendInterpolation(_ text: Text) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5m52e
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
/// (the numbers a `specifier:` formats; SwiftUI's own protocol)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: _PrimitiveView, Equatable {
    /// https://developer.apple.com/documentation/swiftui/text/scale
    public struct Scale: Sendable {
        /// https://developer.apple.com/documentation/swiftui/text/scale/default
        public static let `default` = Scale(), secondary = Scale()
    }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
    public init(_ date: Date, style: DateStyle) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-4k7ab
    public init(_ dates: ClosedRange<Date>) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)-6lgbc
    /// (Apple's is generic over `DiscreteFormatStyle`; the stub takes the
    /// clock's styles, which format a `Date` into an `AttributedString`.)
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
    public init<F: FormatStyle>(_ source: TimeDataSource<Date>, format: F) where F.FormatInput == Date, F.FormatOutput == AttributedString {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
    public init<F: FormatStyle>(_ input: Date, format: F) where F.FormatInput == Date, F.FormatOutput == AttributedString {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)
    public init(_ image: Image) {}

    /// https://developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Sendable {
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/time
        public static let time = DateStyle(), date = DateStyle(), relative = DateStyle(), offset = DateStyle(), timer = DateStyle()
    }
    /// https://developer.apple.com/documentation/swiftui/text/truncationmode
    public enum TruncationMode: Sendable { case head, tail, middle }
    /// https://developer.apple.com/documentation/swiftui/text/case
    public enum Case: Sendable { case uppercase, lowercase }

    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Sendable { case leading, center, trailing }

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(), subheadline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/bold()
    public func bold() -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/italic()
    public func italic() -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    public func weight(_ weight: Weight) -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()
    public func monospacedDigit() -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// https://developer.apple.com/documentation/swiftui/font/width
    public struct Width: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/width/condensed
        public static let compressed = Width(), condensed = Width(), standard = Width(), expanded = Width()
    }
    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
}

// MARK: Images and labels (image, label)

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: _PrimitiveView, Equatable {
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)
    public init(decorative name: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(systemName: String, variableValue: Double?) {}
    /// https://developer.apple.com/documentation/swiftui/image/templaterenderingmode
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Sendable { case tile, stretch }
    /// https://developer.apple.com/documentation/swiftui/image/scale
    public enum Scale: Sendable { case small, medium, large }
}

/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    /// (the `StringProtocol` overload: a title that is a value, shown as it is)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode
public struct SymbolRenderingMode: Sendable {
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/monochrome
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode(), palette = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
}
/// https://developer.apple.com/documentation/swiftui/symbolvariants
public struct SymbolVariants: Sendable {
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/none
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants(), rectangle = SymbolVariants()
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/fill-swift.type.property
    public static let fill = SymbolVariants(), slash = SymbolVariants()
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/fill-swift.property
    public var fill: SymbolVariants { self }
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/circle-swift.property
    public var circle: SymbolVariants { self }
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/square-swift.property
    public var square: SymbolVariants { self }
    /// https://developer.apple.com/documentation/swiftui/symbolvariants/rectangle-swift.property
    public var rectangle: SymbolVariants { self }
}

// MARK: Controls (gauge, progressview, button, toggle, link)

/// https://developer.apple.com/documentation/swiftui/gauge
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:)
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
        where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:)
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
        where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:)
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(label:)
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:label:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) where CurrentValueLabel == DefaultDateProgressLabel {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:label:currentvaluelabel:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {}
}
/// https://developer.apple.com/documentation/swiftui/defaultdateprogresslabel
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct DefaultDateProgressLabel: _PrimitiveView {}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: _PrimitiveView {}
/// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: _PrimitiveView {}

/// https://developer.apple.com/documentation/swiftui/link
public struct Link<Label: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/link/init(destination:label:)
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}
extension Link where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

// MARK: Styles (gaugestyle, progressviewstyle, togglestyle, buttonstyle, primitivebuttonstyle, labelstyle)

/// https://developer.apple.com/documentation/swiftui/gaugestyle
public protocol GaugeStyle {
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/configuration
    typealias Configuration = GaugeStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/makebody(configuration:)
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration
public struct GaugeStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/label-swift.struct
    public struct Label: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/currentvaluelabel-swift.struct
    public struct CurrentValueLabel: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/markedvaluelabel-swift.struct
    public struct MarkedValueLabel: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/value
    public var value: Double
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/label-swift.property
    public var label: Label
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/currentvaluelabel-swift.property
    public var currentValueLabel: CurrentValueLabel?
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/minimumvaluelabel
    public var minimumValueLabel: MarkedValueLabel?
    /// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/maximumvaluelabel
    public var maximumValueLabel: MarkedValueLabel?
}
/// Stub helper, not Apple API: the one concrete gauge style the static members below return, where SwiftUI has a type per style.
public struct _GaugeStyle: GaugeStyle {
    /// Stub helper, not Apple API: the never-called body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
extension GaugeStyle where Self == _GaugeStyle {
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/automatic
    public static var automatic: _GaugeStyle { _GaugeStyle() }
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircular
    public static var accessoryCircular: _GaugeStyle { _GaugeStyle() }
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircularcapacity
    public static var accessoryCircularCapacity: _GaugeStyle { _GaugeStyle() }
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinear
    public static var accessoryLinear: _GaugeStyle { _GaugeStyle() }
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity
    public static var accessoryLinearCapacity: _GaugeStyle { _GaugeStyle() }
    /// https://developer.apple.com/documentation/swiftui/gaugestyle/linearcapacity
    public static var linearCapacity: _GaugeStyle { _GaugeStyle() }
}
/// https://developer.apple.com/documentation/swiftui/progressviewstyle
public protocol ProgressViewStyle {
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/configuration
    typealias Configuration = ProgressViewStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/makebody(configuration:)
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration
public struct ProgressViewStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct
    public struct Label: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct
    public struct CurrentValueLabel: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/fractioncompleted
    public var fractionCompleted: Double?
    /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.property
    public var label: Label?
    /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.property
    public var currentValueLabel: CurrentValueLabel?
}
/// Stub helper, not Apple API: the one concrete progress view style the static members below return, where SwiftUI has a type per style.
public struct _ProgressViewStyle: ProgressViewStyle {
    /// Stub helper, not Apple API: the never-called body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
extension ProgressViewStyle where Self == _ProgressViewStyle {
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic
    public static var automatic: _ProgressViewStyle { _ProgressViewStyle() }
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/circular
    public static var circular: _ProgressViewStyle { _ProgressViewStyle() }
    /// https://developer.apple.com/documentation/swiftui/progressviewstyle/linear
    public static var linear: _ProgressViewStyle { _ProgressViewStyle() }
}
/// https://developer.apple.com/documentation/swiftui/togglestyle
public protocol ToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/togglestyle/configuration
    typealias Configuration = ToggleStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration
public struct ToggleStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct
    public struct Label: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.property
    public var label: Label
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
    public var isOn: Bool
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ismixed
    public var isMixed: Bool
}
/// Stub helper, not Apple API: the one concrete toggle style the static members below return, where SwiftUI has a type per style.
public struct _ToggleStyle: ToggleStyle {
    /// Stub helper, not Apple API: the never-called body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
extension ToggleStyle where Self == _ToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/automatic
    public static var automatic: _ToggleStyle { _ToggleStyle() }
    /// https://developer.apple.com/documentation/swiftui/togglestyle/switch
    public static var `switch`: _ToggleStyle { _ToggleStyle() }
    /// https://developer.apple.com/documentation/swiftui/togglestyle/button
    public static var button: _ToggleStyle { _ToggleStyle() }
}
/// https://developer.apple.com/documentation/swiftui/buttonstyle
public protocol ButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    typealias Configuration = ButtonStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public var label: Label
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public var isPressed: Bool
}
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {}
/// Stub helper, not Apple API: the one concrete button style the static members below return, where SwiftUI has a type per style.
public struct _ButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == _ButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic
    public static var automatic: _ButtonStyle { _ButtonStyle() }
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: _ButtonStyle { _ButtonStyle() }
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: _ButtonStyle { _ButtonStyle() }
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless
    public static var borderless: _ButtonStyle { _ButtonStyle() }
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
    public static var plain: _ButtonStyle { _ButtonStyle() }
}
/// https://developer.apple.com/documentation/swiftui/labelstyle
public protocol LabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/labelstyle/configuration
    typealias Configuration = LabelStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:)
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration
public struct LabelStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct
    public struct Title: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct
    public struct Icon: _PrimitiveView {}
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property
    public var title: Title
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property
    public var icon: Icon
}
/// Stub helper, not Apple API: the one concrete label style the static members below return, where SwiftUI has a type per style.
public struct _LabelStyle: LabelStyle {
    /// Stub helper, not Apple API: the never-called body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
extension LabelStyle where Self == _LabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/automatic
    public static var automatic: _LabelStyle { _LabelStyle() }
    /// https://developer.apple.com/documentation/swiftui/labelstyle/titleonly
    public static var titleOnly: _LabelStyle { _LabelStyle() }
    /// https://developer.apple.com/documentation/swiftui/labelstyle/icononly
    public static var iconOnly: _LabelStyle { _LabelStyle() }
    /// https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon
    public static var titleAndIcon: _LabelStyle { _LabelStyle() }
}
/// https://developer.apple.com/documentation/swiftui/redactionreasons
public struct RedactionReasons: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/redactionreasons/rawvalue
    public let rawValue: Int
    /// https://developer.apple.com/documentation/swiftui/redactionreasons/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/redactionreasons/placeholder
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2), invalidated = RedactionReasons(rawValue: 4)
}
/// https://developer.apple.com/documentation/swiftui/contenttransition
public struct ContentTransition: Sendable {
    /// https://developer.apple.com/documentation/swiftui/contenttransition/identity
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    /// https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(countsdown:)
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation(), linear = Animation(), spring = Animation()
    /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0) -> Animation { Animation() }
}
/// https://developer.apple.com/documentation/swiftui/anytransition
public struct AnyTransition: Sendable {
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public static let opacity = AnyTransition(), identity = AnyTransition(), scale = AnyTransition()
    /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

// MARK: Shapes (shape, path, circle, roundedrectangle, strokestyle)

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
    func path(in rect: CGRect) -> Path
}
extension Shape {
    /// Stub helper, not Apple API: the built-in shapes' paths, never drawn here.
    public func path(in rect: CGRect) -> Path { Path() }
}
/// https://developer.apple.com/documentation/swiftui/path
public struct Path: Shape, Sendable {
    /// https://developer.apple.com/documentation/swiftui/path/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)-3m2h5
    public init(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(ellipsein:)
    public init(ellipseIn rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)-9i0pc
    public init(_ callback: (inout Path) -> ()) {}
    /// https://developer.apple.com/documentation/swiftui/path/move(to:)
    public mutating func move(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addline(to:)
    public mutating func addLine(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addlines(_:)
    public mutating func addLines(_ lines: [CGPoint]) {}
    /// https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    /// https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:)
    public mutating func addRect(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/addroundedrect(in:cornersize:style:transform:)
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/path/addellipse(in:transform:)
    public mutating func addEllipse(in rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/addpath(_:transform:)
    public mutating func addPath(_ path: Path) {}
    /// https://developer.apple.com/documentation/swiftui/path/closesubpath()
    public mutating func closeSubpath() {}
}
/// https://developer.apple.com/documentation/swiftui/insettableshape
public protocol InsettableShape: Shape {}
/// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: InsettableShape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/ellipse
public struct Ellipse: InsettableShape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: InsettableShape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/containerrelativeshape
public struct ContainerRelativeShape: InsettableShape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable { case circular, continuous }
/// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:)
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}
/// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct UnevenRoundedRectangle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle/init(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
}
/// https://developer.apple.com/documentation/swiftui/concentricrectangle
@available(iOS 26.0, macOS 26.0, watchOS 26.0, *)
public struct ConcentricRectangle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/concentricrectangle/init()
    public init() {}
}
/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: InsettableShape { public init(style: RoundedCornerStyle = .continuous) {} }
/// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
/// https://developer.apple.com/documentation/coregraphics/cglinecap
public enum CGLineCap: Sendable { case butt, round, square }
/// https://developer.apple.com/documentation/coregraphics/cglinejoin
public enum CGLineJoin: Sendable { case miter, round, bevel }
/// https://developer.apple.com/documentation/swiftui/strokestyle
public struct StrokeStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}
/// https://developer.apple.com/documentation/swiftui/shape/circle
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
/// https://developer.apple.com/documentation/swiftui/shape/capsule
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
/// https://developer.apple.com/documentation/swiftui/shape/ellipse
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
/// https://developer.apple.com/documentation/swiftui/shape/rect
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
/// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)
extension Shape where Self == RoundedRectangle { public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) } }
/// https://developer.apple.com/documentation/swiftui/shape/containerrelative
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

// MARK: Colours and styles (shapestyle, color, lineargradient, material)

/// https://developer.apple.com/documentation/swiftui/shapestyle
/// Sendable, as the SDK declares it (iOS 17).
public protocol ShapeStyle: Sendable {}
/// https://developer.apple.com/documentation/swiftui/color
public struct Color: _PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(hue:saturation:brightness:opacity:)
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { self }
    /// https://developer.apple.com/documentation/swiftui/color/red
    public static let red = Color(white: 0), orange = Color(white: 0), yellow = Color(white: 0), green = Color(white: 0), mint = Color(white: 0)
    /// https://developer.apple.com/documentation/swiftui/color/teal
    public static let teal = Color(white: 0), cyan = Color(white: 0), blue = Color(white: 0), indigo = Color(white: 0), purple = Color(white: 0)
    /// https://developer.apple.com/documentation/swiftui/color/pink
    public static let pink = Color(white: 0), brown = Color(white: 0), white = Color(white: 0), gray = Color(white: 0), black = Color(white: 0)
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(white: 0), primary = Color(white: 0), secondary = Color(white: 0), accentColor = Color(white: 0)
}
extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { .red }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
    public static var orange: Color { .orange }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/yellow
    public static var yellow: Color { .yellow }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/green
    public static var green: Color { .green }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/mint
    public static var mint: Color { .mint }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/teal
    public static var teal: Color { .teal }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/cyan
    public static var cyan: Color { .cyan }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/blue
    public static var blue: Color { .blue }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/indigo
    public static var indigo: Color { .indigo }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/purple
    public static var purple: Color { .purple }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/pink
    public static var pink: Color { .pink }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/brown
    public static var brown: Color { .brown }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/white
    public static var white: Color { .white }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/gray
    public static var gray: Color { .gray }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/black
    public static var black: Color { .black }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/clear
    public static var clear: Color { .clear }
}
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle(), tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { .primary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary-swift.type.property
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/quaternary-swift.type.property
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
/// https://developer.apple.com/documentation/swiftui/foregroundstyle
public struct ForegroundStyle: ShapeStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
/// https://developer.apple.com/documentation/swiftui/backgroundstyle
public struct BackgroundStyle: ShapeStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/shapestyle/background
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
/// https://developer.apple.com/documentation/swiftui/tintshapestyle
public struct TintShapeStyle: ShapeStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/shapestyle/tint
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
/// https://developer.apple.com/documentation/swiftui/fillshapestyle
public struct FillShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property
    public var secondary: FillShapeStyle { self }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary-swift.property
    public var tertiary: FillShapeStyle { self }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/quaternary-swift.property
    public var quaternary: FillShapeStyle { self }
}
/// https://developer.apple.com/documentation/swiftui/shapestyle/fill
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
/// https://developer.apple.com/documentation/swiftui/material
public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/ultrathinmaterial
    public static var ultraThinMaterial: Material { Material() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thinmaterial
    public static var thinMaterial: Material { Material() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
    public static var regularMaterial: Material { Material() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thickmaterial
    public static var thickMaterial: Material { Material() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/ultrathickmaterial
    public static var ultraThickMaterial: Material { Material() }
}
/// https://developer.apple.com/documentation/swiftui/gradient
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
    public init(colors: [Color]) {}
    /// https://developer.apple.com/documentation/swiftui/gradient/init(stops:)
    public init(stops: [Gradient.Stop]) {}
    /// https://developer.apple.com/documentation/swiftui/gradient/stop
    public struct Stop: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
        public init(color: Color, location: CGFloat) {}
    }
}
/// https://developer.apple.com/documentation/swiftui/anygradient
public struct AnyGradient: Hashable, Sendable, ShapeStyle {}
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/gradient
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public var gradient: AnyGradient { AnyGradient() }
}
/// https://developer.apple.com/documentation/swiftui/lineargradient
public struct LinearGradient: ShapeStyle, _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:)
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:)
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:)
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}
/// https://developer.apple.com/documentation/swiftui/ellipticalgradient
public struct EllipticalGradient: ShapeStyle, _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(colors:center:startradiusfraction:endradiusfraction:)
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(stops:center:startradiusfraction:endradiusfraction:)
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(gradient:center:startradiusfraction:endradiusfraction:)
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}
/// https://developer.apple.com/documentation/swiftui/radialgradient
public struct RadialGradient: ShapeStyle, _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/radialgradient/init(colors:center:startradius:endradius:)
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/radialgradient/init(stops:center:startradius:endradius:)
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/radialgradient/init(gradient:center:startradius:endradius:)
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}
/// https://developer.apple.com/documentation/swiftui/angulargradient
public struct AngularGradient: ShapeStyle, _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/angulargradient/init(colors:center:startangle:endangle:)
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// https://developer.apple.com/documentation/swiftui/angulargradient/init(stops:center:startangle:endangle:)
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// https://developer.apple.com/documentation/swiftui/angulargradient/init(gradient:center:startangle:endangle:)
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
}
/// https://developer.apple.com/documentation/swiftui/angle/zero
extension Angle { public static var zero: Angle { Angle() } }

// MARK: Environment (environment, environmentvalues, colorscheme)

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Sendable { case light, dark }
/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme { get { .light } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isluminancereduced
    public var isLuminanceReduced: Bool { false }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/redactionreasons
    public var redactionReasons: RedactionReasons { [] }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/sizecategory
    public var sizeCategory: ContentSizeCategory { get { .large } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
    public var locale: Locale { get { Locale(identifier: "en_US") } set {} }
}
/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable { case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
/// https://developer.apple.com/documentation/swiftui/contentsizecategory
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable { case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    /// https://developer.apple.com/documentation/swiftui/contentsizecategory/isaccessibilitycategory
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}
/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

// MARK: Previews (previewprovider)

/// https://developer.apple.com/documentation/swiftui/previewprovider
public protocol PreviewProvider {
    /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
    associatedtype Previews: View
    /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
    @ViewBuilder static var previews: Previews { get }
}

// MARK: Modifiers: the view modifiers of the schema are declared in
// SwiftUIModifiers.swift, generated from ModifierTable's `swift` declarations.

/// https://developer.apple.com/documentation/uikit/uicolor
/// (reached through SwiftUI's import of UIKit on iOS)
open class UIColor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: Double, alpha: Double) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    public class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    public class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
    public class var quaternaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    public class var placeholderText: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/separator
    public class var separator: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
    public class var opaqueSeparator: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/link
    public class var link: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    public class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    public class var secondarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
    public class var tertiarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
    public class var systemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemfill
    public class var systemFill: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
    public class var secondarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
    public class var tertiarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
    public class var quaternarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
    public class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray2
    public class var systemGray2: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray3
    public class var systemGray3: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4
    public class var systemGray4: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    public class var systemGray5: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray6
    public class var systemGray6: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    public class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemorange
    public class var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    public class var systemYellow: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    public class var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemmint
    public class var systemMint: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
    public class var systemTeal: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    public class var systemCyan: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
    public class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    public class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempurple
    public class var systemPurple: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink
    public class var systemPink: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembrown
    public class var systemBrown: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/darkgray
    public class var darkGray: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
    public class var lightGray: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    public class var white: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/gray
    public class var gray: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    public class var red: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/green
    public class var green: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/blue
    public class var blue: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/cyan
    public class var cyan: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/yellow
    public class var yellow: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/magenta
    public class var magenta: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/orange
    public class var orange: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/purple
    public class var purple: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/brown
    public class var brown: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    public class var clear: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/lighttext
    public class var lightText: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/darktext
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) { self.init(white: 0) }
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)
    /// (the UIColor overload)
    public init(_ color: UIColor) { self.init(white: 0) }
}

// MARK: Controls (controlwidget, controlwidgetconfiguration, controlwidgettemplate)

/// https://developer.apple.com/documentation/swiftui/controlwidget
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency public protocol ControlWidget {
    /// https://developer.apple.com/documentation/swiftui/controlwidget/body-swift.associatedtype
    associatedtype Body: ControlWidgetConfiguration
    /// https://developer.apple.com/documentation/swiftui/controlwidget/init()
    init()
    /// https://developer.apple.com/documentation/swiftui/controlwidget/body-swift.property
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency public protocol ControlWidgetConfiguration {}

/// Stub helper, not Apple API: the one concrete configuration the modifiers below return, where SwiftUI returns `some ControlWidgetConfiguration`.
public struct _ControlWidgetConfiguration: ControlWidgetConfiguration {
    /// Stub helper, not Apple API: what the configuration modifiers return.
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/controlwidgetconfigurationbuilder
@resultBuilder public struct ControlWidgetConfigurationBuilder {
    /// https://developer.apple.com/documentation/swiftui/controlwidgetconfigurationbuilder/buildblock(_:)
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/controlwidgettemplate
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency public protocol ControlWidgetTemplate {}

/// https://developer.apple.com/documentation/swiftui/controlwidgettemplatebuilder
@resultBuilder public struct ControlWidgetTemplateBuilder {
    /// https://developer.apple.com/documentation/swiftui/controlwidgettemplatebuilder/buildblock(_:)
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/timedatasource
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
public struct TimeDataSource<Value>: Sendable {}
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension TimeDataSource where Value == Date {
    /// https://developer.apple.com/documentation/swiftui/timedatasource/currentdate
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date>() }
}

/// https://developer.apple.com/documentation/swiftui/systemformatstyle
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
public enum SystemFormatStyle {
    /// https://developer.apple.com/documentation/swiftui/systemformatstyle/timer
    public struct Timer: FormatStyle {
        /// https://developer.apple.com/documentation/foundation/formatstyle/format(_:)
        public func format(_ value: Date) -> AttributedString { AttributedString() }
    }
    /// https://developer.apple.com/documentation/swiftui/systemformatstyle/stopwatch
    public struct Stopwatch: FormatStyle {
        /// https://developer.apple.com/documentation/foundation/formatstyle/format(_:)
        public func format(_ value: Date) -> AttributedString { AttributedString() }
    }
    /// https://developer.apple.com/documentation/swiftui/systemformatstyle/dateoffset
    public struct DateOffset: FormatStyle {
        /// https://developer.apple.com/documentation/foundation/formatstyle/format(_:)
        public func format(_ value: Date) -> AttributedString { AttributedString() }
    }
    /// https://developer.apple.com/documentation/swiftui/systemformatstyle/datereference
    public struct DateReference: FormatStyle {
        /// https://developer.apple.com/documentation/foundation/formatstyle/format(_:)
        public func format(_ value: Date) -> AttributedString { AttributedString() }
    }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// https://developer.apple.com/documentation/foundation/formatstyle/timer(countingdownin:showshours:maxfieldcount:maxprecision:)
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> Self { Self() }
    /// https://developer.apple.com/documentation/foundation/formatstyle/timer(countingupin:showshours:maxfieldcount:maxprecision:)
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> Self { Self() }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// https://developer.apple.com/documentation/foundation/formatstyle/stopwatch(startingat:showshours:maxfieldcount:maxprecision:)
    public static func stopwatch(startingAt start: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) -> Self { Self() }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// https://developer.apple.com/documentation/foundation/formatstyle/offset(to:allowedfields:maxfieldcount:sign:)
    public static func offset(to reference: Date, maxFieldCount: Int = 2) -> Self { Self() }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// https://developer.apple.com/documentation/foundation/formatstyle/reference(to:allowedfields:maxfieldcount:thresholdfield:)
    public static func reference(to reference: Date, maxFieldCount: Int = 2) -> Self { Self() }
}

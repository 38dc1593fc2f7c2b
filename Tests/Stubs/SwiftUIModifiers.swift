// swift-format-ignore-file
// Generated from the schema (ModifierTable's `swift` declarations) by
// Tests/WidgetCompilerTests/GeneratedStubs.swift: do not edit. After a
// schema change, WDL_RECORD_SNAPSHOTS=1 swift test --filter GeneratedStubTests
// rewrites it.
import Foundation

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/bold(_:)
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/italic(_:)
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/monospaceddigit()
    public func monospacedDigit() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/invalidatablecontent(_:)
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:)
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/unredacted()
    public func unredacted() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    public func scaledToFit() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaledtofill()
    public func scaledToFill() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/strikethrough(_:pattern:color:)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/underline(_:pattern:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/kerning(_:)
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)
    public func tint(_ tint: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *) public func tint<S>(_ tint: S?) -> some View where S : ShapeStyle { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
    public func padding(_ insets: EdgeInsets) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public func padding(_ length: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize()
    public func fixedSize() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)
    public func layoutPriority(_ value: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
    @_disfavoredOverload public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:ignoressafeareaedges:)
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:in:fillstyle:)
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)
    @_disfavoredOverload public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public func opacity(_ opacity: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
    public func lineLimit(_ number: Int?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/textcase(_:)
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gaugestyle(_:)
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/offset(_:)
    public func offset(_ offset: CGSize) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/redacted(reason:)
    public func redacted(reason: RedactionReasons) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/monospaced(_:)
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/hidden()
    public func hidden() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
    public func transition(_ t: AnyTransition) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/border(_:width:)
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/grayscale(_:)
    public func grayscale(_ amount: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/saturation(_:)
    public func saturation(_ amount: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/brightness(_:)
    public func brightness(_ amount: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/contrast(_:)
    public func contrast(_ amount: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    public func zIndex(_ value: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fontwidth(_:)
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/baselineoffset(_:)
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/luminancetoalpha()
    public func luminanceToAlpha() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/colorinvert()
    public func colorInvert() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/colormultiply(_:)
    public func colorMultiply(_ color: Color) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/huerotation(_:)
    public func hueRotation(_ angle: Angle) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/blendmode(_:)
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/compositinggroup()
    public func compositingGroup() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/drawinggroup(opaque:)
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/textscale(_:isenabled:)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetactionhint(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetactionhint(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) @_disfavoredOverload public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetactionhint(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetstatus(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetstatus(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) @_disfavoredOverload public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlwidgetstatus(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func controlWidgetStatus(_ status: Text) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public func disabled(_ disabled: Bool) -> some View { self }
}

extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/fontdesign(_:)
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/bold(_:)
    public func bold(_ isActive: Bool = true) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/italic(_:)
    public func italic(_ isActive: Bool = true) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
    public func monospacedDigit() -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/underline(_:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/kerning(_:)
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/tracking(_:)
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/monospaced(_:)
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/fontwidth(_:)
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/allowstightening(_:)
    public func allowsTightening(_ flag: Bool) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/textscale(_:isenabled:)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
}

extension ControlWidgetTemplate {
    /// https://developer.apple.com/documentation/swiftui/controlwidgettemplate/privacysensitive(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate { self }
    /// https://developer.apple.com/documentation/swiftui/controlwidgettemplate/tint(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
    /// https://developer.apple.com/documentation/swiftui/controlwidgettemplate/disabled(_:)
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *) public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate { self }
}

extension Image {
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), resizingMode: ResizingMode = .stretch) -> Image { self }
    /// https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:)
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:)
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(style:)
    public func stroke(style: StrokeStyle) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    /// https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:)
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    /// https://developer.apple.com/documentation/swiftui/shape/scale(_:anchor:)
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
    /// https://developer.apple.com/documentation/swiftui/shape/scale(x:y:anchor:)
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape { self }
}

extension InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:style:antialiased:)
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:)
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

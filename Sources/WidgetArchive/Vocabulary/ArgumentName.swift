/// The name of an argument of an archived view or modifier: the catalog's
/// parameter name (`spacing`), an unlabelled parameter's internal name
/// (`length`, `edges`), `value` for the other unlabelled ones, or a name
/// the instantiation gives (`text`, `condition`, `else`).
///
/// The cases are every name the instantiation writes and a renderer may
/// read (`allCases`: no hand-kept list repeats them); `Docs/ArchiveFormat.md`
/// lists them per view and modifier. The raw value is the name as archives
/// hold it. An archive may hold names that are not cases (a newer wdl
/// wrote them): readers keep them as strings and ignore them.
public enum ArgumentName: String, CaseIterable, Hashable, Sendable, Comparable,
    CustomStringConvertible
{
    /// The name, bare.
    public var description: String { rawValue }

    /// Names order as their spellings, the order archives keep them in.
    public static func < (lhs: ArgumentName, rhs: ArgumentName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    // MARK: Shared

    /// An unlabelled parameter's value (`opacity(0.5)`, `Gauge(value:)`).
    case value
    /// A view closure that is an argument (`background { }`), or a
    /// stack's content in the catalog (archived as children).
    case content
    /// A keyword of `ArchiveAlignment`, `HorizontalAlignment` or `VerticalAlignment`.
    case alignment
    /// A `RoundedCornerStyle` (`RoundedRectangle(style:)`, `clipShape(_:style:)`, `fill(style:)`).
    case style
    /// A colour (`Color`'s own, `underline(color:)`).
    case color
    /// A title: text, or a view closure for `Label(title:icon:)`.
    case title
    /// A view closure that labels a control.
    case label
    /// A range (`Gauge(in:)`), a shape (`background(_:in:)`), or edges (`ViewThatFits(in:)`).
    case `in`

    // MARK: Views

    /// `VStack`/`HStack(spacing:)`.
    case spacing
    /// `Spacer(minLength:)`.
    case minLength
    /// The words of a `Text`.
    case text
    /// `Image(_ name:)`: an asset image.
    case name
    /// `Image(systemName:)`.
    case systemName
    /// `Label(_:systemImage:)`.
    case systemImage
    /// `Label(_:image:)`.
    case image
    /// `Label(title:icon:)`: the icon's views.
    case icon
    /// `Gauge`/`ProgressView(currentValueLabel:)`.
    case currentValueLabel
    /// `Gauge(minimumValueLabel:)`.
    case minimumValueLabel
    /// `Gauge(maximumValueLabel:)`.
    case maximumValueLabel
    /// `ProgressView(value:total:)`.
    case total
    /// `ProgressView(timerInterval:)`.
    case timerInterval
    /// `ProgressView(timerInterval:countsDown:)`.
    case countsDown
    /// `Button`/`Toggle(intent:)`.
    case intent
    /// `Toggle(isOn:)`.
    case isOn
    /// A control's intent: `ControlWidgetButton(action:)`, `ControlWidgetToggle(action:)`.
    case action
    /// `ControlWidgetToggle`: the views its label closure makes when the
    /// toggle is off (its children are the ones for on).
    case offLabel
    /// `Link(destination:)`.
    case destination
    /// `LinearGradient(colors:)`.
    case colors
    /// `LinearGradient(startPoint:)`.
    case startPoint
    /// `LinearGradient(endPoint:)`.
    case endPoint
    /// `RoundedRectangle(cornerRadius:)`.
    case cornerRadius
    /// `EnvironmentChoice`: when its children are drawn.
    case condition
    /// `EnvironmentChoice`: the views drawn otherwise.
    case `else`

    // MARK: Modifiers

    /// `padding(_ edges:_ length:)`: the length.
    case length
    /// `padding(_ edges:_ length:)`: the edges.
    case edges
    /// `frame(width:)`.
    case width
    /// `frame(height:)`.
    case height
    /// `frame(minWidth:)`.
    case minWidth
    /// `frame(idealWidth:)`.
    case idealWidth
    /// `frame(maxWidth:)`.
    case maxWidth
    /// `frame(minHeight:)`.
    case minHeight
    /// `frame(idealHeight:)`.
    case idealHeight
    /// `frame(maxHeight:)`.
    case maxHeight
    /// `fixedSize(horizontal:vertical:)`.
    case horizontal
    /// `fixedSize(horizontal:vertical:)`.
    case vertical
    /// `aspectRatio(_:contentMode:)`.
    case contentMode
    /// `resizable(capInsets:)`.
    case capInsets
    /// `resizable(resizingMode:)`.
    case resizingMode
    /// `containerBackground(for:)`.
    case `for`
    /// `scaleEffect`/`rotationEffect(anchor:)`.
    case anchor
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    case axis, anchorZ, perspective
    /// `offset(x:)`.
    case x
    /// `offset(y:)`.
    case y
    /// `redacted(reason:)`.
    case reason
    /// `stroke(_:lineWidth:)`.
    case lineWidth
    /// `trim(from:to:)`: fractions of the shape's path.
    case from
    /// `trim(from:to:)`.
    case to
    /// `shadow(radius:)`, `blur(radius:)`.
    case radius
    /// `RadialGradient(center:)`, `AngularGradient(center:)`.
    case center
    /// `RadialGradient(startRadius:)`.
    case startRadius
    /// `RadialGradient(endRadius:)`.
    case endRadius
    /// `AngularGradient(startAngle:)`, in degrees.
    case startAngle
    /// `AngularGradient(endAngle:)`, in degrees.
    case endAngle
    /// `Grid(horizontalSpacing:)`.
    case horizontalSpacing
    /// `Grid(verticalSpacing:)`.
    case verticalSpacing
    /// `blur(radius:opaque:)`.
    case opaque
    /// `clipped(antialiased:)`.
    case antialiased
    /// `ForEach(_:id:)`.
    case id
    /// `ignoresSafeArea(_:edges:)`: the regions.
    case regions
    /// `foregroundStyle(_:_:)`: the second style.
    case secondary
    /// `foregroundStyle(_:_:_:)`: the third style.
    case tertiary
    /// `Image(systemName:variableValue:)`.
    case variableValue
    /// `lineLimit(_:reservesSpace:)`.
    case reservesSpace
    /// Where an expanded Dynamic Island region puts content too wide to
    /// sit beside the camera (`dynamicIsland(verticalPlacement:)`).
    case verticalPlacement
    /// `environment(_:_:)`: the key path's `EnvironmentSetting`.
    case key
    /// `Path`'s elements (`ShapePath`).
    case elements
    /// `Path(roundedRect:cornerRadius:)`'s rectangle (archived as elements).
    case roundedRect
    /// `Path(ellipseIn:)`'s rectangle (archived as elements).
    case ellipseIn
    /// `inset(by:)`; `foregroundStyle(by:)`, the value that picks a mark's colour.
    case by
    /// `LazyVGrid(columns:)`: `GridItemSpec`s.
    case columns
    /// `LazyHGrid(rows:)`: `GridItemSpec`s.
    case rows
    /// `containerRelativeFrame(_ axes:)`.
    case axes
    /// `containerRelativeFrame(count:)`.
    case count
    /// `containerRelativeFrame(span:)`.
    case span
    /// A mark's plotted ranges: `BarMark(x:yStart:yEnd:)`.
    case xStart, xEnd, yStart, yEnd
    /// `LineMark(x:y:series:)`: which line a point is on.
    case series
    /// `SectorMark(angle:innerRadius:outerRadius:angularInset:)`.
    case angle, innerRadius, outerRadius, angularInset
    /// `BarMark(stacking:)`, `AreaMark(stacking:)`.
    case stacking
    /// `AxisMarks(preset:position:values:)`.
    case preset, position, values
    /// `AxisGridLine(centered:stroke:)`, `AxisTick(centered:length:stroke:)`.
    case centered, stroke
    /// `AxisValueLabel(format:)`.
    case format
    /// `textScale(_:isEnabled:)`.
    case isEnabled
    /// `alignmentGuide(_:computeValue:)`: the guide's length.
    case computeValue
    /// `chartXScale(domain:)`, `chartForegroundStyleScale(domain:range:)`.
    case domain, range
    /// `Chart(_ data:)`: never archived, the marks are made for each element.
    case data
    /// `LazyVStack(pinnedViews:)`: never archived, a widget has no scrolled headers to pin.
    case pinnedViews
    /// `RoundedRectangle(cornerSize:)`: a list of `height` and `width` pairs.
    case cornerSize
    /// `UnevenRoundedRectangle`'s corners.
    case topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius
    /// `EllipticalGradient(startRadiusFraction:endRadiusFraction:)`.
    case startRadiusFraction, endRadiusFraction
}

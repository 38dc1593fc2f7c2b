/// The name of an argument of an archived view or modifier: the catalog's
/// parameter name (`spacing`), an unlabelled parameter's internal name
/// (`length`, `edges`), `value` for the other unlabelled ones, or a name
/// the instantiation gives (`text`, `condition`, `else`).
///
/// The constants are every name the instantiation writes and a renderer
/// may read; `Docs/ArchiveFormat.md` lists them per view and modifier. The
/// raw value is the name as archives hold it.
public struct ArgumentName: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as written in archives.
    public let rawValue: String

    /// A name; archives may hold names that are not constants here.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name, bare.
    public var description: String { rawValue }

    /// Names order as their spellings, the order archives keep them in.
    public static func < (lhs: ArgumentName, rhs: ArgumentName) -> Bool { lhs.rawValue < rhs.rawValue }

    // MARK: Shared

    /// An unlabelled parameter's value (`opacity(0.5)`, `Gauge(value:)`).
    public static let value = ArgumentName(rawValue: "value")
    /// A view closure that is an argument (`background { }`), or a
    /// stack's content in the catalog (archived as children).
    public static let content = ArgumentName(rawValue: "content")
    /// A keyword of `ArchiveAlignment`, `HorizontalAlignment` or `VerticalAlignment`.
    public static let alignment = ArgumentName(rawValue: "alignment")
    /// A `RoundedCornerStyle` (`RoundedRectangle(style:)`, `clipShape(_:style:)`, `fill(style:)`).
    public static let style = ArgumentName(rawValue: "style")
    /// A colour (`Color`'s own, `underline(color:)`).
    public static let color = ArgumentName(rawValue: "color")
    /// A title: text, or a view closure for `Label(title:icon:)`.
    public static let title = ArgumentName(rawValue: "title")
    /// A view closure that labels a control.
    public static let label = ArgumentName(rawValue: "label")
    /// A range (`Gauge(in:)`), a shape (`background(_:in:)`), or edges (`ViewThatFits(in:)`).
    public static let `in` = ArgumentName(rawValue: "in")

    // MARK: Views

    /// `VStack`/`HStack(spacing:)`.
    public static let spacing = ArgumentName(rawValue: "spacing")
    /// `Spacer(minLength:)`.
    public static let minLength = ArgumentName(rawValue: "minLength")
    /// The words of a `Text`.
    public static let text = ArgumentName(rawValue: "text")
    /// `Image(_ name:)`: an asset image.
    public static let name = ArgumentName(rawValue: "name")
    /// `Image(systemName:)`.
    public static let systemName = ArgumentName(rawValue: "systemName")
    /// `Label(_:systemImage:)`.
    public static let systemImage = ArgumentName(rawValue: "systemImage")
    /// `Label(_:image:)`.
    public static let image = ArgumentName(rawValue: "image")
    /// `Label(title:icon:)`: the icon's views.
    public static let icon = ArgumentName(rawValue: "icon")
    /// `Gauge`/`ProgressView(currentValueLabel:)`.
    public static let currentValueLabel = ArgumentName(rawValue: "currentValueLabel")
    /// `Gauge(minimumValueLabel:)`.
    public static let minimumValueLabel = ArgumentName(rawValue: "minimumValueLabel")
    /// `Gauge(maximumValueLabel:)`.
    public static let maximumValueLabel = ArgumentName(rawValue: "maximumValueLabel")
    /// `ProgressView(value:total:)`.
    public static let total = ArgumentName(rawValue: "total")
    /// `ProgressView(timerInterval:)`.
    public static let timerInterval = ArgumentName(rawValue: "timerInterval")
    /// `ProgressView(timerInterval:countsDown:)`.
    public static let countsDown = ArgumentName(rawValue: "countsDown")
    /// `Button`/`Toggle(intent:)`.
    public static let intent = ArgumentName(rawValue: "intent")
    /// `Toggle(isOn:)`.
    public static let isOn = ArgumentName(rawValue: "isOn")
    /// `Link(destination:)`.
    public static let destination = ArgumentName(rawValue: "destination")
    /// `LinearGradient(colors:)`.
    public static let colors = ArgumentName(rawValue: "colors")
    /// `LinearGradient(startPoint:)`.
    public static let startPoint = ArgumentName(rawValue: "startPoint")
    /// `LinearGradient(endPoint:)`.
    public static let endPoint = ArgumentName(rawValue: "endPoint")
    /// `RoundedRectangle(cornerRadius:)`.
    public static let cornerRadius = ArgumentName(rawValue: "cornerRadius")
    /// `EnvironmentChoice`: when its children are drawn.
    public static let condition = ArgumentName(rawValue: "condition")
    /// `EnvironmentChoice`: the views drawn otherwise.
    public static let `else` = ArgumentName(rawValue: "else")

    // MARK: Modifiers

    /// `padding(_ edges:_ length:)`: the length.
    public static let length = ArgumentName(rawValue: "length")
    /// `padding(_ edges:_ length:)`: the edges.
    public static let edges = ArgumentName(rawValue: "edges")
    /// `frame(width:)`.
    public static let width = ArgumentName(rawValue: "width")
    /// `frame(height:)`.
    public static let height = ArgumentName(rawValue: "height")
    /// `frame(minWidth:)`.
    public static let minWidth = ArgumentName(rawValue: "minWidth")
    /// `frame(idealWidth:)`.
    public static let idealWidth = ArgumentName(rawValue: "idealWidth")
    /// `frame(maxWidth:)`.
    public static let maxWidth = ArgumentName(rawValue: "maxWidth")
    /// `frame(minHeight:)`.
    public static let minHeight = ArgumentName(rawValue: "minHeight")
    /// `frame(idealHeight:)`.
    public static let idealHeight = ArgumentName(rawValue: "idealHeight")
    /// `frame(maxHeight:)`.
    public static let maxHeight = ArgumentName(rawValue: "maxHeight")
    /// `fixedSize(horizontal:vertical:)`.
    public static let horizontal = ArgumentName(rawValue: "horizontal")
    /// `fixedSize(horizontal:vertical:)`.
    public static let vertical = ArgumentName(rawValue: "vertical")
    /// `aspectRatio(_:contentMode:)`.
    public static let contentMode = ArgumentName(rawValue: "contentMode")
    /// `resizable(capInsets:)`.
    public static let capInsets = ArgumentName(rawValue: "capInsets")
    /// `resizable(resizingMode:)`.
    public static let resizingMode = ArgumentName(rawValue: "resizingMode")
    /// `containerBackground(for:)`.
    public static let `for` = ArgumentName(rawValue: "for")
    /// `scaleEffect`/`rotationEffect(anchor:)`.
    public static let anchor = ArgumentName(rawValue: "anchor")
    /// `offset(x:)`.
    public static let x = ArgumentName(rawValue: "x")
    /// `offset(y:)`.
    public static let y = ArgumentName(rawValue: "y")
    /// `redacted(reason:)`.
    public static let reason = ArgumentName(rawValue: "reason")
    /// `stroke(_:lineWidth:)`.
    public static let lineWidth = ArgumentName(rawValue: "lineWidth")
    /// `trim(from:to:)`: fractions of the shape's path.
    public static let from = ArgumentName(rawValue: "from")
    /// `trim(from:to:)`.
    public static let to = ArgumentName(rawValue: "to")
    /// `shadow(radius:)`, `blur(radius:)`.
    public static let radius = ArgumentName(rawValue: "radius")
    /// `RadialGradient(center:)`, `AngularGradient(center:)`.
    public static let center = ArgumentName(rawValue: "center")
    /// `RadialGradient(startRadius:)`.
    public static let startRadius = ArgumentName(rawValue: "startRadius")
    /// `RadialGradient(endRadius:)`.
    public static let endRadius = ArgumentName(rawValue: "endRadius")
    /// `AngularGradient(startAngle:)`, in degrees.
    public static let startAngle = ArgumentName(rawValue: "startAngle")
    /// `AngularGradient(endAngle:)`, in degrees.
    public static let endAngle = ArgumentName(rawValue: "endAngle")
    /// `Grid(horizontalSpacing:)`.
    public static let horizontalSpacing = ArgumentName(rawValue: "horizontalSpacing")
    /// `Grid(verticalSpacing:)`.
    public static let verticalSpacing = ArgumentName(rawValue: "verticalSpacing")
    /// `blur(radius:opaque:)`.
    public static let opaque = ArgumentName(rawValue: "opaque")
    /// `clipped(antialiased:)`.
    public static let antialiased = ArgumentName(rawValue: "antialiased")
    /// `ForEach(_:id:)`.
    public static let id = ArgumentName(rawValue: "id")
    /// `ignoresSafeArea(_:edges:)`: the regions.
    public static let regions = ArgumentName(rawValue: "regions")
    /// `foregroundStyle(_:_:)`: the second style.
    public static let secondary = ArgumentName(rawValue: "secondary")
    /// `foregroundStyle(_:_:_:)`: the third style.
    public static let tertiary = ArgumentName(rawValue: "tertiary")
    /// `Image(systemName:variableValue:)`.
    public static let variableValue = ArgumentName(rawValue: "variableValue")
    /// `lineLimit(_:reservesSpace:)`.
    public static let reservesSpace = ArgumentName(rawValue: "reservesSpace")

    /// Every constant above, in name order: the names an archive written by
    /// wdl holds.
    public static let known: [ArgumentName] = [
        .value, .content, .alignment, .style, .color, .title, .label, .in,
        .spacing, .minLength, .text, .name, .systemName, .systemImage, .image, .icon,
        .currentValueLabel, .minimumValueLabel, .maximumValueLabel, .total, .timerInterval, .countsDown,
        .intent, .isOn, .destination, .colors, .startPoint, .endPoint, .cornerRadius, .condition, .else,
        .length, .edges, .width, .height, .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight,
        .horizontal, .vertical, .contentMode, .capInsets, .resizingMode, .for, .anchor, .x, .y, .reason, .lineWidth,
        .from, .to, .radius, .center, .startRadius, .endRadius, .startAngle, .endAngle, .horizontalSpacing, .verticalSpacing, .reservesSpace, .opaque, .antialiased, .id, .regions, .secondary, .tertiary, .variableValue,
    ].sorted()
}

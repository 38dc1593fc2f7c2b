import WidgetArchive

/// How an area is painted: a colour, or a gradient.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    /// Colours evenly spaced from `start` to `end` (unit points of the box).
    case gradient([RGBA], start: (Double, Double), end: (Double, Double))
    /// `RadialGradient`: colours from `startRadius` to `endRadius` points
    /// around `center` (a unit point of the box).
    case radial([RGBA], center: (Double, Double), startRadius: Double, endRadius: Double)
    /// `AngularGradient`: colours round `center` from `startAngle` to
    /// `endAngle` degrees (0 at 3 o'clock, clockwise).
    case angular([RGBA], center: (Double, Double), startAngle: Double, endAngle: Double)
    /// `EllipticalGradient`: colours from `start` to `end`, fractions of the
    /// box's size, in ellipses around `center`.
    case elliptical([RGBA], center: (Double, Double), start: Double, end: Double)

    /// The gradient's colours (one for a colour).
    public var colors: [RGBA] {
        switch self {
        case .color(let color): [color]
        case .gradient(let colors, _, _), .radial(let colors, _, _, _),
            .angular(let colors, _, _, _), .elliptical(let colors, _, _, _):
            colors
        }
    }

    /// The numbers that place the paint, for equality and hashing.
    private var geometry: [Double] {
        switch self {
        case .color: []
        case .gradient(_, let start, let end): [0, start.0, start.1, end.0, end.1]
        case .radial(_, let center, let from, let to): [1, center.0, center.1, from, to]
        case .angular(_, let center, let from, let to): [2, center.0, center.1, from, to]
        case .elliptical(_, let center, let from, let to): [3, center.0, center.1, from, to]
        }
    }

    public static func == (lhs: Paint, rhs: Paint) -> Bool {
        switch (lhs, rhs) {
        case (.color(let a), .color(let b)): a == b
        case (.color, _), (_, .color): false
        default: lhs.colors == rhs.colors && lhs.geometry == rhs.geometry
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colors)
        hasher.combine(geometry)
    }
}

/// A colour adjustment of everything a view draws.
public struct ColorAdjustment: Sendable, Hashable {
    /// `grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation`
    /// (degrees), `colorMultiply` (by `color`), `colorInvert` or
    /// `luminanceToAlpha`.
    public var kind: ModifierKind
    public var amount: Double
    public var color: RGBA? = nil
}

/// `shadow(color:radius:x:y:)`: drawn as a blurred, offset copy of the
/// content's shape in the colour.
public struct Shadow: Sendable, Hashable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
}

/// The styles of a text's fragments (indexed by `TextFragment.style`).
public struct RunStyle: Hashable, Sendable {
    public var color: RGBA
    public var underline = false
    public var strikethrough = false
}

/// A shape's outline.
public enum ShapeKind: Hashable, Sendable {
    case rectangle, circle, ellipse, capsule
    case roundedRectangle(Double)
    /// `RoundedRectangle(cornerSize:)`: corners rounded by a width and a height.
    case roundedCorners(width: Double, height: Double)
    /// `UnevenRoundedRectangle`: a radius per corner, clockwise from the top leading one.
    case unevenRounded(
        topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double)
    /// The widget's own shape, inset: drawn as a rounded rectangle with
    /// the canvas's corner radius.
    case containerRelative
    /// `Path`, or a `Shape` struct's `path(in:)`: its elements, whose
    /// lengths are worked out for the frame it is drawn in.
    case path(ShapePath)
}

/// A change a shape modifier makes to a shape's outline, not its frame
/// (`inset(by:)`, `rotation(_:anchor:)`, `scale(x:y:anchor:)`). Anchors
/// are unit points of the frame.
public enum ShapeTransform: Sendable {
    case inset(Double)
    case rotation(degrees: Double, anchor: (x: Double, y: Double))
    case scale(x: Double, y: Double, anchor: (x: Double, y: Double))

    /// The transform an archived shape modifier makes; nil for another
    /// modifier. Numbers that are not finite count as none.
    init?(_ modifier: ArchivedModifier) {
        func number(_ name: ArgumentName) -> Double? {
            modifier.arguments.number(name).flatMap { $0.isFinite ? $0 : nil }
        }
        let anchor = TreeBuilder.unitPoint(modifier[.anchor], (0.5, 0.5))
        switch modifier.kind {
        case .inset: self = .inset(max(-10_000, min(number(.by) ?? 0, 10_000)))
        case .rotation: self = .rotation(degrees: number(.value) ?? 0, anchor: anchor)
        case .scale:
            let uniform = number(.value)
            self = .scale(
                x: uniform ?? number(.x) ?? 1, y: uniform ?? number(.y) ?? 1, anchor: anchor)
        default: return nil
        }
    }
}

/// Where a shape's stroke lies: SwiftUI's `stroke` centres it on the
/// outline, half outside the frame; `strokeBorder` (and `border`) keeps it
/// inside.
public enum StrokePlacement: Sendable {
    /// On the outline, half outside: `stroke(_:lineWidth:)`.
    case centered
    /// Inside the outline: `strokeBorder(_:lineWidth:)` and `border(_:width:)`.
    case inside
}

/// What a node is: the leaf views, and the layout containers and
/// modifiers, each with SwiftUI's sizing rule (`LayoutEngine`).
public enum NodeKind: Sendable {
    case text(TextContent)
    case image(ImageContent)
    case shape(ShapeKind)
    /// A Color, a gradient, AccessoryWidgetBackground: fills what it is given.
    case fill
    /// `Spacer(minLength:)`; `axis` is the enclosing stack's.
    case spacer(minLength: Double, axis: Axis?)
    /// A hairline across the enclosing stack's axis.
    case divider(Axis)
    case stack(Axis, alignment: Double, spacing: Double?)
    case zstack(Alignment)
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, fill: Bool)
    /// The first child is the content; `backgrounds` and `overlays` are
    /// laid out at its size.
    case decorated(Alignment)
    /// `Grid`: the children are rows (`gridRow`) and full-width views.
    case grid(GridSpec)
    /// `LazyVGrid` and `LazyHGrid`: every child is a cell.
    case lazyGrid(LazyGridSpec)
    /// `GeometryReader`: its children are built for its size (`readerContent`).
    case geometryReader
    /// `position(x:y:)`: takes the space offered, the child's centre at the point.
    case position(x: Double, y: Double)
    /// A Swift Charts chart: it takes the space offered (`ChartGeometry`).
    case chart(ChartSpec)
    /// `GridRow`: the children are cells; its own vertical alignment, if given.
    case gridRow(alignment: Double?)
    case gauge(GaugeContent)
    case progress(ProgressContent)
    /// A switch (51x31) after its label.
    case toggle(isOn: Bool)
    case viewThatFits
    case empty
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
public struct GridSpec: Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Sendable {
    public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment
}

/// A text's fragments and its text modifiers.
public struct TextContent: Sendable {
    public var fragments: [TextFragment]
    public var styles: [RunStyle]
    public var lineLimit: Int?
    public var truncation: Truncation
    /// 0 leading, 0.5 centre, 1 trailing (`multilineTextAlignment`).
    public var alignment: Double
    public var minimumScaleFactor: Double
    /// `allowsTightening(true)`: letters may move together before truncating.
    public var allowsTightening = false
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`, or
    /// `privacySensitive` while locked).
    public var redacted: Bool
    /// Points between lines (`lineSpacing`).
    public var lineSpacing = 0.0
    /// The SF Symbols drawn inline (`\(Image(systemName:))`), by the
    /// stand-in character each has in the fragments (`InlineSymbol`).
    public var symbols: [String] = []

    /// A line's characters as the text renderers print them: an inline
    /// symbol as `replacement(name)`.
    public func printed(_ text: String, symbol replacement: (String) -> String) -> String {
        guard !symbols.isEmpty else { return text }
        return pieces(of: text).map { $0.symbol.map(replacement) ?? $0.text }.joined()
    }

    /// A fragment's text cut at its inline symbols: runs of characters,
    /// and each symbol alone with its name. A text without symbols is
    /// one piece.
    public func pieces(of text: String) -> [(text: String, symbol: String?)] {
        guard !symbols.isEmpty else { return [(text, nil)] }
        var pieces: [(text: String, symbol: String?)] = []
        var run = ""
        for character in text {
            guard let index = InlineSymbol.index(of: character), symbols.indices.contains(index)
            else {
                run.append(character)
                continue
            }
            if !run.isEmpty { pieces.append((run, nil)) }
            run = ""
            pieces.append((String(character), symbols[index]))
        }
        if !run.isEmpty { pieces.append((run, nil)) }
        return pieces
    }
}

/// An SF Symbol inside a text stands in the fragments as one character of
/// the Private Use Area, U+E000 for the text's first symbol and on, so
/// that line breaking and truncation keep it whole; it measures
/// `SymbolMetrics.widthEms` (`FontMetrics`) and is drawn as the symbol.
public enum InlineSymbol {
    /// The first stand-in.
    static let first: UInt32 = 0xE000
    /// How many symbols one text holds (CHOICE: far more than a widget's).
    static let limit = 256

    /// The stand-in of the text's `index`th symbol.
    static func character(_ index: Int) -> Character {
        Character(Unicode.Scalar(first + UInt32(min(index, limit - 1)))!)
    }

    /// The symbol index a character stands for, or nil.
    static func index(of character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            isStandIn(scalar.value)
        else { return nil }
        return Int(scalar.value - first)
    }

    /// Whether a scalar is a stand-in.
    static func isStandIn(_ value: UInt32) -> Bool {
        value >= first && value < first + UInt32(limit)
    }
}

/// An image: an SF Symbol (drawn with the icon `SymbolNames` maps it
/// to, or a placeholder glyph) or an asset.
public struct ImageContent: Sendable {
    /// The SF Symbol's name; nil for an asset.
    public var systemName: String?
    public var assetName: String?
    /// Embedded image data (`data:` URL) when the asset file exists.
    public var dataURL: String?
    /// The size the image has when it is not resizable.
    public var intrinsic: Size
    public var resizable: Bool
    /// The colour a template image or a symbol is drawn in.
    public var tint: RGBA
    public var redacted: Bool
    /// `widgetAccentedRenderingMode`: how the accented mode draws it.
    public var accentedMode: WidgetAccentedRenderingMode? = nil
    /// A symbol's font size in points, before `imageScale`: where its
    /// box sits on a baseline (`SymbolMetrics.baseline`).
    public var pointSize: Double = ResolvedFont.body.size
    /// A symbol's font weight: how heavy its outline is drawn.
    public var weight: FontWeight = .regular
    /// `symbolRenderingMode`: how a symbol's layers are coloured (nil:
    /// palette under two or three foreground styles, else monochrome).
    public var symbolRendering: SymbolRenderingMode? = nil
    /// The foreground's second and third styles (`foregroundStyle(a, b)`),
    /// which colour a symbol's other layers.
    public var layerStyles: [RGBA] = []
    /// `Image(systemName:variableValue:)`: how many of a symbol's variable
    /// layers are lit, 0 to 1.
    public var variableValue: Double? = nil
    /// Drawn turned round, as a right-to-left layout draws a symbol that
    /// points in reading order (`LayoutMirror`).
    public var mirrored = false
}

/// A gauge: its fraction, style and labels.
public struct GaugeContent: Sendable {
    public var fraction: Double
    /// The style; `linearCapacity` when none is given.
    public var style: GaugeStyle
    public var tint: RGBA
    public var track: RGBA
    /// A gradient tint's evenly spaced colours along the track; empty for
    /// a colour.
    public var gradient: [RGBA] = []
    /// An open ring's last two children are its minimum and maximum
    /// labels, drawn at the ends of the gap at the bottom.
    public var boundsLabels = false
}

/// A progress view: a bar with a fraction, or a spinner (nil fraction).
public struct ProgressContent: Sendable {
    public var fraction: Double?
    public var circular: Bool
    public var tint: RGBA
    public var track: RGBA
}

/// One node of the laid-out tree: what it is, its children, how it is
/// painted, and, after layout, its frame in the canvas.
public final class LayoutNode {
    /// What the node is.
    public internal(set) var kind: NodeKind
    /// The SwiftUI name shown in dumps: `VStack`, `Text`, `.padding`.
    public let name: String
    /// A short description for dumps: a text's words, an image's name.
    public var detail: String?
    /// Children, in order (a `decorated` node's first child is its content).
    public var children: [LayoutNode]
    /// `background` layers, laid out at the content's size.
    public var backgrounds: [LayoutNode] = []
    /// `overlay` layers.
    public var overlays: [LayoutNode] = []
    /// `mask` layers: where they are opaque, the content shows.
    public var masks: [LayoutNode] = []
    /// `trim(from:to:)` of a shape: the part of its outline drawn.
    public var trim: (from: Double, to: Double)?
    /// The shape modifiers on a shape, outermost first.
    public var shapeTransforms: [ShapeTransform] = []
    /// `blendMode`: how the node's colours combine with what is under it.
    public var blendMode: BlendMode?
    /// A `GeometryReader`'s content for a size, built when it is placed.
    var readerContent: ((Size) -> [LayoutNode])?
    /// The size `children` were built for.
    var readerContentSize: Size?
    /// `shadow`.
    public var shadow: Shadow?
    /// `blur(radius:)`.
    public var blur: Double = 0
    /// `gridCellColumns`: the columns a cell spans.
    public var gridColumns = 1
    /// `gridColumnAlignment`: how the cells of this cell's column sit across it.
    public var gridColumnAlignment: Double?
    /// `alignmentGuide`s: where this view's guide for an alignment lies,
    /// as a length of its own size, read by the stack it is in.
    public var alignmentGuides: [AlignmentGuide] = []
    /// `gridCellAnchor`: where this cell sits in its grid cell.
    public var gridCellAnchor: Alignment?
    /// `gridCellUnsizedAxes`: the cell takes no part in its column's width
    /// (horizontal) or its row's height (vertical).
    public var gridUnsized: (horizontal: Bool, vertical: Bool) = (false, false)
    /// A shape stroke's cap and dash lengths (`StrokeStyle`).
    public var strokeCap = LineCap.butt
    public var strokeDash: [Double] = []
    /// `grayscale`, `saturation`, `brightness`, `contrast`, in order.
    public var colorAdjustments: [ColorAdjustment] = []
    /// `zIndex` among a ZStack's children.
    public var zIndex = 0.0
    /// `layoutPriority`.
    public var priority: Double = 0
    /// An `HStack` that lines its children up on a text baseline.
    public var textBaseline: TextBaseline?
    /// The fill of a shape or a fill node.
    public var paint: Paint?
    /// A shape's stroke: paint and width.
    public var stroke: (Paint, Double)?
    /// Whether the stroke is centred on the outline or inside it.
    public var strokePlacement = StrokePlacement.centered
    /// `opacity`, multiplied into everything below.
    public var opacity: Double = 1
    /// `clipShape` / `cornerRadius`.
    public var clip: ShapeKind?
    /// In the accent group of the accented mode (`widgetAccentable()`).
    public var accentable = false
    /// `offset`, `scaleEffect`, `rotationEffect` (drawn, not laid out):
    /// scaled and turned about the frame's centre, then offset (an offset
    /// applied inside a scale is already scaled: `TreeBuilder.rotated`).
    public var offset: (x: Double, y: Double) = (0, 0)
    public var scale: Double = 1
    public var rotation: Double = 0
    /// `rotation3DEffect`: the turn in space flattened onto the screen,
    /// applied about the frame's centre inside the scale and rotation.
    public var projection = PlaneMap.identity
    /// Where the view that made the node was written (`ViewOrigin`); nil
    /// for what the renderer adds itself (a button's capsule), for a
    /// control's template (`ControlPresentation` builds its own views) and
    /// for archives read from bytes.
    public internal(set) var origin: ViewOrigin?
    /// A control a person taps (`Button`, `Toggle`, `Link`), with whether
    /// VoiceOver has words for it; nil for anything else.
    public internal(set) var interaction: Interaction?
    /// The frame after layout, in canvas points.
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// A text's lines after layout.
    public internal(set) var textLayout: TextLayout.Result?

    var sizeCache: [Proposal: Size] = [:]
    /// A stack's child sizes by the stack size they add up to.
    var stackPlans: [Size: [Size]] = [:]
    /// A stack's default gaps between its children, computed once (`StackSpacing`).
    var defaultGaps: [Double]?
    private var prepared: TextLayout.Prepared?

    /// A text's units and widths, computed once.
    func preparedText(_ content: TextContent) -> TextLayout.Prepared {
        if let prepared { return prepared }
        let made = TextLayout.Prepared(content.fragments)
        prepared = made
        return made
    }

    init(_ kind: NodeKind, name: String, detail: String? = nil, children: [LayoutNode] = []) {
        self.kind = kind
        self.name = name
        self.detail = detail
        self.children = children
    }
}

/// An `alignmentGuide(_:computeValue:)`: the guide of one alignment,
/// given by the axis it lines views up across and the fraction the
/// alignment stands for (`leading` 0, `center` 0.5, `trailing` 1), and
/// where the view puts it, a length of its size.
///
/// CHOICE: a `center` guide is written for both axes (wdl's archive
/// keeps the keyword, and `.center` names both alignments); the baselines
/// stand for the top and bottom, as `VerticalAlignment.fraction` says.
public struct AlignmentGuide: Sendable {
    /// Whether the guide lines views up from side to side (a `VStack`'s);
    /// nil for both axes.
    public var horizontal: Bool?
    /// The alignment's fraction.
    public var fraction: Double
    /// Where the view puts the guide.
    public var length: PathMeasure

    /// The guide an archived `alignmentGuide` says; nil for anything else.
    init?(_ modifier: ArchivedModifier) {
        guard modifier.kind == .alignmentGuide,
            let length = modifier[.computeValue].flatMap(ReaderLength.measure)
        else { return nil }
        if let horizontal = modifier.keyword(.value, as: HorizontalAlignment.self) {
            self.horizontal = horizontal == .center ? nil : true
            fraction = horizontal.fraction
        } else if let vertical = modifier.keyword(.value, as: VerticalAlignment.self) {
            self.horizontal = false
            fraction = vertical.fraction
        } else {
            return nil
        }
        self.length = length
    }

    /// The guide's position in a view of `size`, if it is the guide of
    /// the alignment `fraction` across `horizontal` lines (a VStack's).
    func position(horizontal lines: Bool, fraction wanted: Double, size: Size) -> Double? {
        guard horizontal ?? lines == lines, fraction == wanted else { return nil }
        let value = length.value(width: size.width, height: size.height)
        return value.isFinite ? value : nil
    }
}

/// What a tappable control is, for the audit: the kind of control and
/// whether its label gives VoiceOver words (a text in it, or an
/// `accessibilityLabel`).
public struct Interaction: Hashable, Sendable {
    /// The SwiftUI view: `Button`, `Toggle` or `Link`.
    public var control: ViewKind
    /// Whether VoiceOver has a label to read.
    public var isLabeled: Bool
}

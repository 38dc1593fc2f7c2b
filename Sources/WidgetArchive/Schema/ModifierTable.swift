/// The kinds of modifier an archive holds, under their SwiftUI names (the
/// case name is the modifier's name by construction). Raw values are the
/// tags written in `.wdla` files: never renumbered or reused (see
/// `ViewKind`). Each kind has one row in `ModifierTable` below.
public enum ModifierKind: UInt8, CaseIterable, Sendable, Hashable {
    case font = 1, fontWeight = 2, fontDesign = 3, bold = 4, italic = 5, monospacedDigit = 6
    case widgetAccentable = 7, invalidatableContent = 8, privacySensitive = 9, unredacted = 10
    case scaledToFit = 11, scaledToFill = 12, strikethrough = 13, underline = 14, kerning = 15,
        tracking = 16
    case foregroundStyle = 17, foregroundColor = 18, tint = 19, padding = 20, frame = 21,
        fixedSize = 22
    case layoutPriority = 23, background = 24, overlay = 25, clipShape = 26, cornerRadius = 27,
        opacity = 28
    case lineLimit = 29, truncationMode = 30, multilineTextAlignment = 31, minimumScaleFactor = 32,
        textCase = 33
    case resizable = 34, aspectRatio = 35, renderingMode = 36, symbolRenderingMode = 37
    case gaugeStyle = 38, progressViewStyle = 39, toggleStyle = 40, buttonStyle = 41,
        containerBackground = 42
    case scaleEffect = 43, rotationEffect = 44, offset = 45, widgetURL = 46, redacted = 47
    case activityBackgroundTint = 48, keylineTint = 49, fill = 50, stroke = 51
    case accessibilityLabel = 52, accessibilityHidden = 53
    case trim = 54, shadow = 55, blur = 56, mask = 57, widgetLabel = 58,
        widgetAccentedRenderingMode = 59
    case strokeBorder = 60, clipped = 61, contentTransition = 62, monospaced = 63, lineSpacing = 64,
        gridCellColumns = 65
    case hidden = 66, ignoresSafeArea = 67, id = 68, animation = 69, transition = 70, border = 71,
        labelStyle = 72
    case imageScale = 73, symbolVariant = 74, grayscale = 75, saturation = 76, brightness = 77,
        contrast = 78, zIndex = 79
    case fontWidth = 80, baselineOffset = 81, dynamicIsland = 82,
        activitySystemActionForegroundColor = 83, environment = 84, inset = 85, rotation = 86,
        scale = 87
    case luminanceToAlpha = 88, colorInvert = 89, colorMultiply = 90, hueRotation = 91,
        blendMode = 92, compositingGroup = 93, drawingGroup = 94, position = 95,
        containerRelativeFrame = 96, controlSize = 97, buttonBorderShape = 98
    case interpolationMethod = 99, symbol = 100, lineStyle = 101, chartXAxis = 102,
        chartYAxis = 103, chartLegend = 104, chartXScale = 105, chartYScale = 106,
        chartForegroundStyleScale = 107, dynamicTypeSize = 108, gridColumnAlignment = 109,
        gridCellAnchor = 110, gridCellUnsizedAxes = 111, allowsTightening = 112, textScale = 113,
        alignmentGuide = 114, rotation3DEffect = 115, annotation = 116,
        controlWidgetActionHint = 117, controlWidgetStatus = 118, disabled = 119,
        accessoryWidgetGroupStyle = 120

    /// The SwiftUI name (`foregroundStyle`): the case name.
    public var name: String { Self.names[Int(rawValue)] }

    /// The kind called `name`, or nil.
    public init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    /// This modifier's row of the schema.
    public var schema: ModifierSchema { ModifierTable.rows[Int(rawValue)]! }

    private static let names: [String] = {
        var names = [String](repeating: "", count: Int(allCases.map(\.rawValue).max()!) + 1)
        for kind in allCases { names[Int(kind.rawValue)] = "\(kind)" }
        return names
    }()

    private static let byName: [String: ModifierKind] = Dictionary(
        uniqueKeysWithValues: allCases.map { ("\($0)", $0) })
}

/// The schema's modifiers: one row per `ModifierKind`, in tag order. Adding
/// a modifier is a case above and a row here (the catalog, hover, the
/// archive's checks, the format document, the survey's verdict and the
/// stubs' declarations are derived from it), and its drawing in the
/// renderer's exhaustive switch.
public enum ModifierTable {
    /// Every row, indexed by the kind's raw value (index 0, no kind, is nil).
    public static let rows: [ModifierSchema?] = {
        var rows = [ModifierSchema?](
            repeating: nil, count: Int(ModifierKind.allCases.map(\.rawValue).max()!) + 1)
        for row in table { rows[Int(row.kind.rawValue)] = row }
        return rows
    }()

    /// Every row, in tag order.
    public static var all: [ModifierSchema] { rows.compactMap { $0 } }

    private typealias P = Parameter
    private typealias S = Signature

    // The table. Hover is one sentence; what each argument holds is in
    // its type and keyword set.
    private static let table: [ModifierSchema] = [
        one(
            .font, .inherited, .required(nil, .font),
            "The font of text below: a text style, or `.system(size:weight:design:)`.",
            swift: [
                "font(_ font: Font?) -> some View",
                SwiftDeclaration("font(_ font: Font?) -> Text", on: "Text"),
            ]),
        one(
            .fontWeight, .inherited, .keyword(nil, FontWeight.self, type: .fontWeight),
            "The weight of text below, kept apart from the font so a `.font` on either side keeps it.",
            swift: [
                "fontWeight(_ weight: Font.Weight?) -> some View",
                SwiftDeclaration("fontWeight(_ weight: Font.Weight?) -> Text", on: "Text"),
            ]),
        one(
            .fontDesign, .inherited, .keyword(nil, FontDesign.self, type: .fontDesign),
            "The design of text below: default, rounded, monospaced or serif.",
            swift: [
                "fontDesign(_ design: Font.Design?) -> some View",
                SwiftDeclaration("fontDesign(_ design: Font.Design?) -> Text", on: "Text"),
            ]),
        flag(
            .bold, .inherited, "Bold text below; `false` turns it off.",
            swift: [
                "bold(_ isActive: Bool = true) -> some View",
                SwiftDeclaration("bold(_ isActive: Bool = true) -> Text", on: "Text"),
            ]),
        flag(
            .italic, .inherited, "Italic text below; `false` turns it off.",
            swift: [
                "italic(_ isActive: Bool = true) -> some View",
                SwiftDeclaration("italic(_ isActive: Bool = true) -> Text", on: "Text"),
            ]),
        flag(
            .monospacedDigit, .inherited, optional: false,
            "Digits below all as wide as the widest, so numbers do not jiggle.",
            swift: [
                "monospacedDigit() -> some View",
                SwiftDeclaration("monospacedDigit() -> Text", on: "Text"),
            ]),
        ModifierSchema(
            .widgetAccentable, .inherited,
            [S([.optional(nil, .bool)], availability: Releases.iOS16)],
            hover: "Puts the view in the accent group, tinted in the accented rendering mode.",
            swift: [
                SwiftDeclaration(
                    "widgetAccentable(_ accentable: Bool = true) -> some View", in: "WidgetKit")
            ]),
        ModifierSchema(
            .invalidatableContent, .kept,
            [S([.optional(nil, .bool)], availability: Releases.iOS17)],
            hover:
                "Marks content that goes stale while an interaction is pending; kept, not drawn.",
            swift: ["invalidatableContent(_ invalidatable: Bool = true) -> some View"]),
        flag(
            .privacySensitive, .inherited, "Redacts the view while the device is locked.",
            swift: [
                "privacySensitive(_ sensitive: Bool = true) -> some View",
                SwiftDeclaration(
                    "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate",
                    on: "ControlWidgetTemplate"),
            ]),
        flag(
            .unredacted, .inherited, optional: false,
            "Undoes `redacted` and `privacySensitive` above it for this view.",
            swift: ["unredacted() -> some View"]),
        flag(
            .scaledToFit, .layout, optional: false,
            "Scales the view to fit its frame, keeping its aspect ratio.",
            swift: ["scaledToFit() -> some View"]),
        flag(
            .scaledToFill, .layout, optional: false,
            "Scales the view to fill its frame, keeping its aspect ratio.",
            swift: ["scaledToFill() -> some View"]),
        ModifierSchema(
            .strikethrough, .inherited, [S([.optional(nil, .bool), .optional("color", .color)])],
            hover: "A line through text below, in `color` or the text's own.",
            swift: [
                SwiftDeclaration(
                    "strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View",
                    page: "swiftui/view/strikethrough(_:pattern:color:)"),
                SwiftDeclaration(
                    "strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text",
                    on: "Text"),
            ]),
        ModifierSchema(
            .underline, .inherited, [S([.optional(nil, .bool), .optional("color", .color)])],
            hover: "A line under text below, in `color` or the text's own.",
            swift: [
                SwiftDeclaration(
                    "underline(_ isActive: Bool = true, color: Color? = nil) -> some View",
                    page: "swiftui/view/underline(_:pattern:color:)"),
                SwiftDeclaration(
                    "underline(_ isActive: Bool = true, color: Color? = nil) -> Text", on: "Text"),
            ]),
        one(
            .kerning, .inherited, .required(nil, .length),
            "Points added between characters of text below, keeping ligatures.",
            swift: [
                "kerning(_ kerning: CGFloat) -> some View",
                SwiftDeclaration("kerning(_ kerning: CGFloat) -> Text", on: "Text"),
            ]),
        one(
            .tracking, .inherited, .required(nil, .length),
            "Points added after each character of text below; wins over kerning.",
            swift: [
                "tracking(_ tracking: CGFloat) -> some View",
                SwiftDeclaration("tracking(_ tracking: CGFloat) -> Text", on: "Text"),
            ]),
        ModifierSchema(
            .foregroundStyle, .inherited,
            [
                S([.required(nil, .shapeStyle)]),
                // Palette styles for symbols' layers (iOS 15).
                S(
                    [.required(nil, .shapeStyle), .required(nil, .shapeStyle, as: .secondary)],
                    availability: Releases.iOS15),
                S(
                    [
                        .required(nil, .shapeStyle), .required(nil, .shapeStyle, as: .secondary),
                        .required(nil, .shapeStyle, as: .tertiary),
                    ], availability: Releases.iOS15),
                // A chart mark's colour picked by a value (Swift Charts, iOS 16).
                S([.required("by", .plottable)], availability: Releases.iOS16),
            ],
            hover:
                "The style of text, symbols and shapes below; two or three styles colour a symbol's layers.",
            swift: [
                "foregroundStyle<S: ShapeStyle>(_ style: S) -> some View",
                "foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View",
                "foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View",
                SwiftDeclaration("foregroundStyle<S: ShapeStyle>(_ style: S) -> Text", on: "Text"),
                SwiftDeclaration(
                    "foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/foregroundstyle(_:)"),
                SwiftDeclaration(
                    "foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/foregroundstyle(by:)"),
            ]),
        one(
            .foregroundColor, .inherited, .required(nil, .color),
            "The colour of text, symbols and shapes below (deprecated: use foregroundStyle).",
            swift: [
                "foregroundColor(_ color: Color?) -> some View",
                SwiftDeclaration("foregroundColor(_ color: Color?) -> Text", on: "Text"),
            ]),
        ModifierSchema(
            .tint, .inherited, [S([.required(nil, .color)]), S([.required(nil, .shapeStyle)])],
            hover:
                "The accent colour of controls below; a gradient colours a gauge along its track.",
            approximation:
                "a gradient tints a Gauge along its track; other controls take its first colour",
            swift: [
                "tint(_ tint: Color?) -> some View",
                "@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) tint<S>(_ tint: S?) -> some View where S : ShapeStyle",
                SwiftDeclaration(
                    "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) tint(_ tint: Color?) -> some ControlWidgetTemplate",
                    on: "ControlWidgetTemplate"),
            ]),
        ModifierSchema(
            .padding, .layout,
            [
                S([.optional(nil, .length, as: .length)]),
                S([.required(nil, .edges, as: .edges), .optional(nil, .length, as: .length)]),
            ],
            hover:
                "Space around the view on the given edges (default all), in points (default the system's).",
            swift: [
                SwiftDeclaration(
                    "padding(_ insets: EdgeInsets) -> some View",
                    page: "swiftui/view/padding(_:)-6pgqq"),
                "padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View",
                SwiftDeclaration(
                    "padding(_ length: CGFloat) -> some View",
                    page: "swiftui/view/padding(_:)-68shk"),
            ]),
        ModifierSchema(
            .frame, .layout,
            [
                S([
                    .optional("width", .length), .optional("height", .length),
                    .optional("alignment", .alignment),
                ]),
                S([
                    .optional("minWidth", .length), .optional("idealWidth", .length),
                    .optional("maxWidth", .length),
                    .optional("minHeight", .length), .optional("idealHeight", .length),
                    .optional("maxHeight", .length),
                    .optional("alignment", .alignment),
                ]),
            ], hover: "A fixed or flexible frame around the view, which sits in it by `alignment`.",
            swift: [
                "frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View",
                "frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View",
            ]),
        ModifierSchema(
            .fixedSize, .layout,
            [S([]), S([.required("horizontal", .bool), .required("vertical", .bool)])],
            hover:
                "The view at its ideal size on the given axes (default both), whatever its parent offers.",
            swift: [
                "fixedSize() -> some View",
                "fixedSize(horizontal: Bool, vertical: Bool) -> some View",
            ]),
        one(
            .layoutPriority, .layout, .required(nil, .number),
            "Which sibling a stack gives space to first.",
            swift: ["layoutPriority(_ value: Double) -> some View"]),
        ModifierSchema(
            .background, .effect, backgroundForms,
            hover: "A style, shape or views behind the view, in its frame.",
            swift: [
                "background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View",
                "background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View",
                "background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View",
                "@_disfavoredOverload background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View",
            ]),
        ModifierSchema(
            .overlay, .effect, backgroundForms,
            hover: "A style, shape or views in front of the view, in its frame.",
            swift: [
                "overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View",
                "overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View",
                "overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View",
                "@_disfavoredOverload overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View",
            ]),
        ModifierSchema(
            .clipShape, .effect,
            [
                S([
                    .required(nil, .shape),
                    .keyword("style", RoundedCornerStyle.self, optional: true),
                ])
            ], hover: "Clips the view to a shape.",
            swift: ["clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View"]),
        one(
            .cornerRadius, .effect, .required(nil, .length),
            "Clips the view to a rounded rectangle (deprecated: use clipShape).",
            swift: [
                "cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View",
                SwiftDeclaration(
                    "cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/cornerradius(_:style:)"),
            ]),
        one(
            .opacity, .effect, .required(nil, .number), "Draws the view with this opacity, 0...1.",
            swift: [
                "opacity(_ opacity: Double) -> some View",
                SwiftDeclaration(
                    "opacity(_ value: Double) -> some ChartContent", on: "ChartContent",
                    in: "Charts",
                    page: "charts/chartcontent/opacity(_:)"),
            ]),
        ModifierSchema(
            .lineLimit, .inherited,
            [
                S([.required(nil, .integer)]),
                S(
                    [.required(nil, .integer), .required("reservesSpace", .bool)],
                    availability: Releases.iOS16),
                // `lineLimit(2...3)`, `lineLimit(2...)`: a range of lines.
                S([.required(nil, .intRange)], availability: Releases.iOS16),
            ],
            hover:
                "The most lines text below takes; nil for no limit; a range keeps its upper bound.",
            swift: [
                SwiftDeclaration(
                    "lineLimit(_ number: Int?) -> some View",
                    page: "swiftui/view/linelimit(_:)-513mb"),
                SwiftDeclaration(
                    "lineLimit(_ limit: ClosedRange<Int>) -> some View",
                    page: "swiftui/view/linelimit(_:)-4hzfa"),
                "lineLimit(_ limit: Int, reservesSpace: Bool) -> some View",
            ]),
        one(
            .truncationMode, .inherited, .keyword(nil, TruncationMode.self),
            "Where text below that does not fit loses characters.",
            swift: ["truncationMode(_ mode: Text.TruncationMode) -> some View"]),
        one(
            .multilineTextAlignment, .inherited, .keyword(nil, TextAlignment.self),
            "How the lines of text below line up.",
            swift: ["multilineTextAlignment(_ alignment: TextAlignment) -> some View"]),
        one(
            .minimumScaleFactor, .inherited, .required(nil, .number),
            "How far text below may shrink to fit, 0...1.",
            swift: ["minimumScaleFactor(_ factor: CGFloat) -> some View"]),
        one(
            .textCase, .inherited, .keyword(nil, TextCase.self),
            "Text below in upper or lower case; nil for as written.",
            swift: ["textCase(_ textCase: Text.Case?) -> some View"]),
        ModifierSchema(
            .resizable, .inherited,
            [
                S([
                    .optional("capInsets", .value),
                    .keyword("resizingMode", ResizingMode.self, optional: true),
                ])
            ],
            targets: .images,
            hover: "Lets an image stretch (or tile) to its frame instead of keeping its own size.",
            swift: [
                SwiftDeclaration(
                    "resizable(capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), resizingMode: ResizingMode = .stretch) -> Image",
                    on: "Image")
            ]),
        ModifierSchema(
            .aspectRatio, .layout,
            [S([.optional(nil, .number), .required("contentMode", .contentMode)])],
            hover:
                "Sizes the view to a width-over-height ratio (default its own), fitting or filling its frame.",
            swift: [
                "aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View"
            ]),
        ModifierSchema(
            .renderingMode, .inherited,
            [S([.keyword(nil, TemplateRenderingMode.self, type: .renderingMode)])],
            targets: .images,
            hover:
                "`template` draws an image in the foreground style; `original` in its own colours.",
            swift: [
                SwiftDeclaration(
                    "renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image", on: "Image")
            ]),
        one(
            .symbolRenderingMode, .kept, .keyword(nil, SymbolRenderingMode.self),
            "How symbols below colour their layers: one style, its levels, several styles or their own colours.",
            swift: ["symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View"]),
        ModifierSchema(
            .gaugeStyle, .inherited,
            [S([.keyword(nil, GaugeStyle.self)], availability: Releases.iOS16)],
            hover:
                "The style of gauges below: a built-in style, or a `GaugeStyle` struct of the file.",
            swift: ["gaugeStyle<S: GaugeStyle>(_ style: S) -> some View"]),
        one(
            .progressViewStyle, .inherited, .keyword(nil, ProgressViewStyle.self),
            "The style of progress views below: a built-in style, or a `ProgressViewStyle` struct of the file.",
            swift: ["progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View"]),
        one(
            .toggleStyle, .inherited, .keyword(nil, ToggleStyle.self),
            "The style of toggles below: a built-in style, or a `ToggleStyle` struct of the file.",
            swift: ["toggleStyle<S: ToggleStyle>(_ style: S) -> some View"]),
        one(
            .buttonStyle, .inherited, .keyword(nil, ButtonStyle.self),
            "The style of buttons below: a built-in style, or a `ButtonStyle` struct of the file.",
            swift: [
                "buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View",
                "buttonStyle<S: ButtonStyle>(_ style: S) -> some View",
            ]),
        ModifierSchema(
            .containerBackground, .canvas,
            [
                S(
                    [
                        .required("for", .placement), .optional("alignment", .alignment),
                        .required("content", .view),
                    ], availability: Releases.iOS17),
                S(
                    [.required(nil, .shapeStyle), .required("for", .placement)],
                    availability: Releases.iOS17),
            ], hover: "The widget's background, which the system removes or tints where it must.",
            swift: [
                SwiftDeclaration(
                    "@available(iOS 17.0, macOS 14.0, watchOS 10.0, *) containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View",
                    in: "WidgetKit"),
                SwiftDeclaration(
                    "@available(iOS 17.0, macOS 14.0, watchOS 10.0, *) containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View",
                    in: "WidgetKit"),
            ]),
        ModifierSchema(
            .scaleEffect, .effect, [S([.required(nil, .number), .optional("anchor", .unitPoint)])],
            hover: "Draws the view scaled about `anchor` (default its centre), after layout.",
            swift: ["scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View"]),
        ModifierSchema(
            .rotationEffect, .effect,
            [S([.required(nil, .value), .optional("anchor", .unitPoint)])],
            hover: "Draws the view rotated by an angle about `anchor`, after layout.",
            swift: ["rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View"]),
        ModifierSchema(
            .rotation3DEffect, .effect,
            [
                S([
                    .required(nil, .value), .required("axis", .axis3D),
                    .optional("anchor", .unitPoint), .optional("anchorZ", .number),
                    .optional("perspective", .number),
                ])
            ],
            hover:
                "Draws the view turned by an angle about an axis in space (`(x: 1, y: 0, z: 0)` tips it back), after layout.",
            approximation:
                "drawn flattened onto the screen (the rotation's projection about the view's centre), without the perspective's foreshortening; `anchor` and `anchorZ` are not read",
            swift: [
                "rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View"
            ]),
        ModifierSchema(
            .offset, .effect,
            [S([.optional("x", .length), .optional("y", .length)]), S([.required(nil, .value)])],
            hover: "Draws the view moved by `x` and `y` points, after layout.",
            swift: [
                "offset(x: CGFloat = 0, y: CGFloat = 0) -> some View",
                "offset(_ offset: CGSize) -> some View",
                // A shape's own offset gives a shape, which `fill` and `stroke` take.
                SwiftDeclaration(
                    "offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape", on: "Shape",
                    page: "swiftui/shape/offset(x:y:)"),
            ]),
        one(
            .widgetURL, .canvas, .required(nil, .optionalURL),
            "The URL the app opens when the widget is tapped outside its links and buttons.",
            swift: [SwiftDeclaration("widgetURL(_ url: URL?) -> some View", in: "WidgetKit")]),
        ModifierSchema(
            .redacted, .inherited, [S([.keyword("reason", RedactionReason.self)])],
            hover: "Draws the views below redacted: `placeholder` draws text as boxes.",
            swift: ["redacted(reason: RedactionReasons) -> some View"]),
        one(
            .activityBackgroundTint, .canvas, .required(nil, .color),
            "The background colour of a Live Activity on the Lock Screen.",
            swift: [
                SwiftDeclaration(
                    "@available(iOS 16.1, *) activityBackgroundTint(_ color: Color?) -> some View",
                    in: "WidgetKit")
            ]),
        ModifierSchema(
            .keylineTint, .canvas, [S([.required(nil, .color)])], surfaces: .dynamicIsland,
            hover: "The colour of the Dynamic Island's keyline around the Live Activity.",
            approximation:
                "written on the `DynamicIsland` of ActivityKit's closure form, or on the content of a region in wdl's form (anywhere else it is refused; `wdl emit swift` moves it to the DynamicIsland); the keyline is not drawn",
            swift: [
                SwiftDeclaration(
                    "keylineTint(_ color: Color?) -> DynamicIsland", on: "DynamicIsland",
                    in: "WidgetKit", page: "widgetkit/dynamicisland/keylinetint(_:)")
            ]),
        ModifierSchema(
            .fill, .inherited,
            [
                S([
                    .optional(nil, .shapeStyle),
                    .keyword("style", RoundedCornerStyle.self, optional: true),
                ])
            ], targets: .shapes,
            hover: "Fills a shape with a style (default the foreground).",
            swift: [
                SwiftDeclaration(
                    "fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View",
                    on: "Shape")
            ]),
        ModifierSchema(
            .stroke, .inherited, strokeForms, targets: .shapes,
            hover: "Outlines a shape, centred on its edge.",
            swift: [
                SwiftDeclaration(
                    "stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View",
                    on: "Shape"),
                SwiftDeclaration(
                    "stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View",
                    on: "Shape"),
                SwiftDeclaration("stroke(lineWidth: CGFloat = 1) -> some View", on: "Shape"),
                SwiftDeclaration("stroke(style: StrokeStyle) -> some View", on: "Shape"),
            ]),
        one(
            .accessibilityLabel, .kept, .required(nil, .string),
            "The label VoiceOver speaks; kept, not drawn.",
            swift: [
                "accessibilityLabel(_ label: Text) -> some View",
                "accessibilityLabel(_ label: LocalizedStringKey) -> some View",
            ]),
        flag(
            .accessibilityHidden, .kept, optional: false, takesValue: true,
            "Hides the view from VoiceOver; kept, not drawn.",
            swift: ["accessibilityHidden(_ hidden: Bool) -> some View"]),
        ModifierSchema(
            .trim, .inherited, [S([.optional("from", .number), .optional("to", .number)])],
            targets: .shapes,
            hover: "Draws only part of a shape's outline, `from` and `to` as fractions of it.",
            swift: [
                SwiftDeclaration(
                    "trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape",
                    on: "Shape")
            ]),
        // The shape modifiers that give a shape again (Apple's InsettableShape
        // and Shape pages): they change the outline, not the frame.
        ModifierSchema(
            .inset, .inherited, [S([.required("by", .length)])], targets: .shapes,
            hover:
                "Draws the shape inside its frame, moved in by `by` points on every side (a container-relative shape stays concentric).",
            swift: [
                SwiftDeclaration(
                    "inset(by amount: CGFloat) -> some InsettableShape", on: "InsettableShape",
                    page: "swiftui/insettableshape/inset(by:)")
            ]),
        ModifierSchema(
            .rotation, .inherited, [S([.required(nil, .value), .optional("anchor", .unitPoint)])],
            targets: .shapes,
            hover:
                "Turns the shape's outline by an angle about `anchor` (default its centre); its frame stays.",
            swift: [
                SwiftDeclaration(
                    "rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape",
                    on: "Shape", page: "swiftui/shape/rotation(_:anchor:)")
            ]),
        ModifierSchema(
            .scale, .inherited,
            [
                S([.required(nil, .number), .optional("anchor", .unitPoint)]),
                S([
                    .optional("x", .number), .optional("y", .number),
                    .optional("anchor", .unitPoint),
                ]),
            ], targets: .shapes,
            hover:
                "Scales the shape's outline about `anchor` (default its centre); its frame and line width stay.",
            swift: [
                SwiftDeclaration(
                    "scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape",
                    on: "Shape", page: "swiftui/shape/scale(_:anchor:)"),
                SwiftDeclaration(
                    "scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape",
                    on: "Shape", page: "swiftui/shape/scale(x:y:anchor:)"),
            ]),
        ModifierSchema(
            .shadow, .effect,
            [
                S([
                    .optional("color", .color), .required("radius", .length),
                    .optional("x", .length), .optional("y", .length),
                ])
            ],
            hover: "A blurred shadow of the view, offset by `x` and `y`.",
            approximation: "drawn as an offset, blurred copy through an SVG filter",
            swift: [
                "shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View"
            ]),
        ModifierSchema(
            .blur, .effect, [S([.required("radius", .length), .optional("opaque", .bool)])],
            hover: "Blurs the view by `radius` points.",
            approximation: "Gaussian blur through an SVG filter; edges may differ from SwiftUI",
            swift: ["blur(radius: CGFloat, opaque: Bool = false) -> some View"]),
        ModifierSchema(
            .mask, .effect,
            [S([.optional("alignment", .alignment), .required(nil, .view, as: .content)])],
            hover: "Shows the view only where the mask's views are opaque.",
            swift: [
                "mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View"
            ]),
        ModifierSchema(
            .strokeBorder, .inherited, strokeForms, targets: .shapes,
            hover: "Outlines a shape inside its edge.",
            swift: [
                SwiftDeclaration(
                    "strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View",
                    on: "InsettableShape",
                    page: "swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)"),
                SwiftDeclaration(
                    "strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View",
                    on: "InsettableShape",
                    page: "swiftui/insettableshape/strokeborder(_:style:antialiased:)"),
            ]),
        ModifierSchema(
            .clipped, .effect, [S([.optional("antialiased", .bool)])],
            hover: "Clips the view to its frame.",
            swift: ["clipped(antialiased: Bool = false) -> some View"]),
        ModifierSchema(
            .widgetLabel, .kept,
            [
                S([.required(nil, .string, as: .title)], availability: Releases.iOS16),
                S([.required("label", .view)], availability: Releases.iOS16),
            ],
            hover:
                "A label beside an accessory widget where the watch face shows one; not drawn on iOS.",
            swift: [
                SwiftDeclaration(
                    "@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) widgetLabel<S: StringProtocol>(_ label: S) -> some View",
                    in: "WidgetKit"),
                SwiftDeclaration(
                    "@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) widgetLabel(_ label: LocalizedStringKey) -> some View",
                    in: "WidgetKit"),
                SwiftDeclaration(
                    "@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View",
                    in: "WidgetKit"),
            ]),
        ModifierSchema(
            .widgetAccentedRenderingMode, .inherited,
            [S([.keyword(nil, WidgetAccentedRenderingMode.self)], availability: Releases.iOS18)],
            targets: .images, hover: "How an image is drawn on a tinted Home Screen.",
            swift: [
                SwiftDeclaration(
                    "@available(iOS 18.0, macOS 15.0, watchOS 11.0, *) widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image",
                    on: "Image", in: "WidgetKit")
            ]),
        ModifierSchema(
            .contentTransition, .kept,
            [
                S(
                    [.keyword(nil, ContentTransitionName.self, type: .value)],
                    availability: Releases.iOS16)
            ],
            hover:
                "How content changes animate between entries; a still render shows the end state.",
            approximation: "accepted; a static render shows the new value without the transition",
            swift: ["contentTransition(_ transition: ContentTransition) -> some View"]),
        ModifierSchema(
            .monospaced, .inherited, [S([.optional(nil, .bool)], availability: Releases.iOS16)],
            hover: "Text below in the monospaced design; `false` turns it off.",
            swift: [
                "monospaced(_ isActive: Bool = true) -> some View",
                SwiftDeclaration("monospaced(_ isActive: Bool = true) -> Text", on: "Text"),
            ]),
        one(
            .lineSpacing, .inherited, .required(nil, .length),
            "Points between the lines of text below.",
            swift: ["lineSpacing(_ lineSpacing: CGFloat) -> some View"]),
        ModifierSchema(
            .gridCellColumns, .layout,
            [S([.required(nil, .integer)], availability: Releases.iOS16)],
            hover: "The columns a cell of a Grid spans.",
            swift: ["gridCellColumns(_ count: Int) -> some View"]),
        flag(
            .hidden, .effect, optional: false, "Lays the view out without drawing it.",
            swift: ["hidden() -> some View"]),
        // Drawing or layout changes a still render cannot show, or that a
        // widget's canvas has no use for: accepted and archived.
        ModifierSchema(
            .ignoresSafeArea, .kept,
            [S([.optional(nil, .value, as: .regions), .optional("edges", .edges)])],
            hover: "Extends the view past the safe area; a widget's canvas has none.",
            swift: [
                "ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View"
            ]),
        ModifierSchema(
            .id, .kept, [S([.required(nil, .value)])],
            hover: "The view's identity across entries; kept, not drawn.",
            swift: ["id<ID: Hashable>(_ id: ID) -> some View"]),
        ModifierSchema(
            .animation, .kept,
            [
                S(
                    [.required(nil, .value, as: .name), .required("value", .value)],
                    availability: Releases.iOS15)
            ],
            hover:
                "Animates changes of `value` between entries; a still render shows the end state.",
            swift: ["animation<V: Equatable>(_ animation: Animation?, value: V) -> some View"]),
        ModifierSchema(
            .transition, .kept, [S([.required(nil, .value)])],
            hover: "How the view enters and leaves; a still render shows it in place.",
            approximation: "archived; a still render shows the end state of a transition",
            swift: ["transition(_ t: AnyTransition) -> some View"]),
        ModifierSchema(
            .border, .effect, [S([.required(nil, .shapeStyle), .optional("width", .length)])],
            hover:
                "A rectangle's outline inside the view's frame, `width` points wide (default 1).",
            swift: ["border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View"]),
        one(
            .labelStyle, .inherited, .keyword(nil, LabelStyle.self),
            "Which parts of labels below show (title, icon or both), or a `LabelStyle` struct of the file that draws them.",
            swift: ["labelStyle<S: LabelStyle>(_ style: S) -> some View"]),
        one(
            .imageScale, .inherited, .keyword(nil, ImageScale.self),
            "The size of symbols below, relative to the font.",
            swift: ["imageScale(_ scale: Image.Scale) -> some View"]),
        ModifierSchema(
            .symbolVariant, .inherited,
            [S([.keyword(nil, SymbolVariant.self)], availability: Releases.iOS15)],
            hover:
                "The variant of symbols below (`.fill`, `.circle`...): `star` draws `star.fill` where the symbol has it.",
            swift: ["symbolVariant(_ variant: SymbolVariants) -> some View"]),
        one(
            .grayscale, .effect, .required(nil, .number),
            "Removes this fraction of the colour of everything drawn.",
            swift: ["grayscale(_ amount: Double) -> some View"]),
        one(
            .saturation, .effect, .required(nil, .number),
            "Scales the saturation of everything drawn.",
            swift: ["saturation(_ amount: Double) -> some View"]),
        one(
            .brightness, .effect, .required(nil, .number),
            "Adds to the brightness of everything drawn.",
            swift: ["brightness(_ amount: Double) -> some View"]),
        one(
            .contrast, .effect, .required(nil, .number), "Scales the contrast of everything drawn.",
            swift: ["contrast(_ amount: Double) -> some View"]),
        // Swift Charts (iOS 16): the marks' and the chart's modifiers. Their
        // Swift declarations are in the Charts stub (Tests/Stubs/Charts.swift).
        ModifierSchema(
            .interpolationMethod, .inherited,
            [S([.keyword(nil, InterpolationMethod.self)], availability: Releases.iOS16)],
            targets: .marks,
            hover: "How a line or area mark joins its points: straight, smooth or in steps.",
            swift: [
                SwiftDeclaration(
                    "interpolationMethod(_ method: InterpolationMethod) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/interpolationmethod(_:)")
            ]),
        ModifierSchema(
            .symbol, .inherited,
            [
                S([.keyword(nil, ChartSymbolShape.self)], availability: Releases.iOS16),
                // The symbol picked by a value, one shape per value in order.
                S([.required("by", .plottable)], availability: Releases.iOS16),
            ],
            targets: .marks,
            hover:
                "The symbol a point mark is drawn with, or picked by a value (`symbol(by:)`), one shape per value.",
            swift: [
                SwiftDeclaration(
                    "symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent",
                    on: "ChartContent", in: "Charts", page: "charts/chartcontent/symbol(_:)"),
                SwiftDeclaration(
                    "symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                    on: "ChartContent", in: "Charts", page: "charts/chartcontent/symbol(by:)"),
            ]),
        ModifierSchema(
            .annotation, .inherited,
            [
                S(
                    [
                        .keyword("position", AnnotationPosition.self, optional: true),
                        .optional("alignment", .alignment), .optional("spacing", .length),
                        .required("content", .view),
                    ], availability: Releases.iOS16)
            ],
            targets: .marks,
            hover:
                "Views drawn beside a mark (a value above its bar, a share on its sector): `position` picks the side, `alignment` where along it, `spacing` how far.",
            approximation:
                "`.automatic` is `.top` for vertical bars, points, lines and rules, `.trailing` for horizontal bars and `.overlay` for sectors and rectangles, 4 pt from the mark (UNCONFIRMED: ChartRules); an annotation is not moved back inside the chart",
            swift: [
                SwiftDeclaration(
                    "annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/annotation(position:alignment:spacing:content:)")
            ]),
        ModifierSchema(
            .lineStyle, .inherited,
            [S([.required(nil, .strokeStyle)], availability: Releases.iOS16)], targets: .marks,
            hover: "The line of a line or rule mark: its width, cap and dashes.",
            swift: [
                SwiftDeclaration(
                    "lineStyle(_ style: StrokeStyle) -> some ChartContent",
                    on: "ChartContent", in: "Charts", page: "charts/chartcontent/linestyle(_:)")
            ]),
        ModifierSchema(
            .chartXAxis, .canvas,
            [
                S([.keyword(nil, Visibility.self)], availability: Releases.iOS16),
                S([.required("content", .view)], availability: Releases.iOS16),
            ],
            hover:
                "Shows or hides the chart's x axis (its labels, ticks and grid lines), or draws the `AxisMarks` of its closure.",
            swift: [
                SwiftDeclaration(
                    "chartXAxis(_ visibility: Visibility) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartxaxis(_:)"),
                SwiftDeclaration(
                    "chartXAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent",
                    on: "View", in: "Charts", page: "swiftui/view/chartxaxis(content:)"),
            ]),
        ModifierSchema(
            .chartYAxis, .canvas,
            [
                S([.keyword(nil, Visibility.self)], availability: Releases.iOS16),
                S([.required("content", .view)], availability: Releases.iOS16),
            ],
            hover:
                "Shows or hides the chart's y axis (its labels and grid lines), or draws the `AxisMarks` of its closure.",
            swift: [
                SwiftDeclaration(
                    "chartYAxis(_ visibility: Visibility) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartyaxis(_:)"),
                SwiftDeclaration(
                    "chartYAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent",
                    on: "View", in: "Charts", page: "swiftui/view/chartyaxis(content:)"),
            ]),
        ModifierSchema(
            .chartLegend, .canvas,
            [S([.keyword(nil, Visibility.self)], availability: Releases.iOS16)],
            hover: "Shows or hides the legend `foregroundStyle(by:)` adds.",
            swift: [
                SwiftDeclaration(
                    "chartLegend(_ visibility: Visibility) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartlegend(_:)")
            ]),
        ModifierSchema(
            .chartXScale, .canvas, [S([.required("domain", .value)], availability: Releases.iOS16)],
            hover:
                "The x values the plot spans: a range of numbers or dates, or the categories in order.",
            swift: [
                SwiftDeclaration(
                    "chartXScale<T: Comparable>(domain: ClosedRange<T>) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartxscale(domain:type:)"),
                SwiftDeclaration(
                    "chartXScale(domain: [String]) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartxscale(domain:type:)"),
            ]),
        ModifierSchema(
            .chartYScale, .canvas, [S([.required("domain", .value)], availability: Releases.iOS16)],
            hover:
                "The y values the plot spans: a range of numbers or dates, or the categories in order.",
            swift: [
                SwiftDeclaration(
                    "chartYScale<T: Comparable>(domain: ClosedRange<T>) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartyscale(domain:type:)"),
                SwiftDeclaration(
                    "chartYScale(domain: [String]) -> some View",
                    on: "View", in: "Charts", page: "swiftui/view/chartyscale(domain:type:)"),
            ]),
        ModifierSchema(
            .chartForegroundStyleScale, .canvas,
            [
                S(
                    [.required("domain", .value), .required("range", .value)],
                    availability: Releases.iOS16)
            ],
            hover:
                "The colours `foregroundStyle(by:)` gives its values, in order, instead of the default palette.",
            swift: [
                SwiftDeclaration(
                    "chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View",
                    on: "View", in: "Charts",
                    page: "swiftui/view/chartforegroundstylescale(domain:range:type:)")
            ]),
        ModifierSchema(
            .alignmentGuide, .layout,
            [
                S([
                    .keyword(nil, HorizontalAlignment.self, type: .horizontalAlignment),
                    .required("computeValue", .guideLength),
                ]),
                S([
                    .keyword(nil, VerticalAlignment.self, type: .verticalAlignment),
                    .required("computeValue", .guideLength),
                ]),
            ],
            hover:
                "Where the view's guide for an alignment lies, from its dimensions (`d.width`, `d[.trailing]`): the stack it is in lines the guides of its views up.",
            swift: [
                "alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View",
                "alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View",
            ]),
        ModifierSchema(
            .textScale, .inherited,
            [
                S(
                    [.keyword(nil, TextScale.self), .optional("isEnabled", .bool)],
                    availability: Releases.iOS17)
            ],
            hover: "Draws text below at a secondary size, as for footnotes, or at the default one.",
            approximation:
                "secondary text is drawn at 0.8 of the font's size (UNCONFIRMED: LayoutDefaults.secondaryTextScale)",
            swift: [
                "textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View",
                SwiftDeclaration(
                    "textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text", on: "Text"),
            ]),
        ModifierSchema(
            .allowsTightening, .inherited, [S([.required(nil, .bool)])],
            hover:
                "Lets text below squeeze the space between its letters to fit before it is truncated or scaled down.",
            approximation:
                "the letters move together by at most 0.05 em (UNCONFIRMED: LayoutDefaults.maximumTightening) before minimumScaleFactor applies",
            swift: [
                "allowsTightening(_ flag: Bool) -> some View",
                SwiftDeclaration("allowsTightening(_ flag: Bool) -> Text", on: "Text"),
            ]),
        // A Grid's cells (SwiftUI's Grid pages): alignment per column, an
        // anchor per cell, and cells left out of sizing on an axis.
        ModifierSchema(
            .gridColumnAlignment, .layout,
            [
                S(
                    [.keyword(nil, HorizontalAlignment.self, type: .horizontalAlignment)],
                    availability: Releases.iOS16)
            ],
            hover: "How every cell of this cell's column sits across its width.",
            swift: ["gridColumnAlignment(_ guide: HorizontalAlignment) -> some View"]),
        ModifierSchema(
            .gridCellAnchor, .layout,
            [S([.required(nil, .unitPoint)], availability: Releases.iOS16)],
            hover: "Where this cell sits in its grid cell, as a unit point.",
            swift: ["gridCellAnchor(_ anchor: UnitPoint) -> some View"]),
        ModifierSchema(
            .gridCellUnsizedAxes, .layout,
            [S([.required(nil, .edges)], availability: Releases.iOS16)],
            hover:
                "Leaves this cell out of its column's width or its row's height; it takes what the others give (a Divider across a grid).",
            swift: ["gridCellUnsizedAxes(_ axes: Axis.Set) -> some View"]),
        ModifierSchema(
            .dynamicTypeSize, .inherited,
            [S([.required(nil, .value)], availability: Releases.iOS15)],
            hover:
                "The text size of the views below: one size, or the person's size kept within a range (`...DynamicTypeSize.xxLarge`).",
            swift: [
                "dynamicTypeSize(_ size: DynamicTypeSize) -> some View",
                "dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize",
            ]),
        // The colour effects draw as SVG filter primitives of the same names
        // (SwiftUI's pages for each modifier say what each computes).
        ModifierSchema(
            .luminanceToAlpha, .effect, [S([])],
            hover:
                "Draws the view as black whose opacity is the view's brightness: a mask of its luminance.",
            swift: ["luminanceToAlpha() -> some View"]),
        ModifierSchema(
            .colorInvert, .effect, [S([])], hover: "Inverts the colours the view draws.",
            swift: ["colorInvert() -> some View"]),
        one(
            .colorMultiply, .effect, .required(nil, .color),
            "Multiplies each colour the view draws by this colour.",
            swift: ["colorMultiply(_ color: Color) -> some View"]),
        one(
            .hueRotation, .effect, .required(nil, .value),
            "Turns the hue of each colour the view draws by an angle.",
            swift: ["hueRotation(_ angle: Angle) -> some View"]),
        ModifierSchema(
            .blendMode, .effect, [S([.keyword(nil, BlendMode.self)])],
            hover: "How the view's colours combine with what is drawn under it.",
            approximation:
                "the separable and non-separable modes draw as CSS's mix-blend-mode; sourceAtop, destinationOver, destinationOut, plusDarker and plusLighter draw as normal",
            swift: ["blendMode(_ blendMode: BlendMode) -> some View"]),
        ModifierSchema(
            .compositingGroup, .effect, [S([])],
            hover:
                "Draws the view as one layer before effects such as opacity apply to it, as an SVG group is drawn.",
            swift: ["compositingGroup() -> some View"]),
        ModifierSchema(
            .drawingGroup, .effect, [S([.optional("opaque", .bool)])],
            hover: "Draws the view off screen as one image; it looks the same.",
            swift: ["drawingGroup(opaque: Bool = false) -> some View"]),
        ModifierSchema(
            .position, .layout,
            [
                S([.optional("x", .length), .optional("y", .length)]),
                // Marks side by side in their band, one place per value (Swift Charts).
                S([.required("by", .plottable)], availability: Releases.iOS16),
            ],
            hover:
                "Puts the view's centre at `x` and `y` in the space its parent offers, and takes all of that space; on a chart mark, `position(by:)` sets marks of one band side by side, one place per value.",
            swift: [
                "position(x: CGFloat = 0, y: CGFloat = 0) -> some View",
                SwiftDeclaration(
                    "position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent",
                    on: "ChartContent", in: "Charts",
                    page: "charts/chartcontent/position(by:axis:span:)"),
            ]),
        ModifierSchema(
            .containerRelativeFrame, .layout,
            [
                S(
                    [.required(nil, .edges, as: .axes), .optional("alignment", .alignment)],
                    availability: Releases.iOS17),
                S(
                    [
                        .required(nil, .edges, as: .axes), .required("count", .integer),
                        .optional("span", .integer), .required("spacing", .length),
                        .optional("alignment", .alignment),
                    ], availability: Releases.iOS17),
            ],
            hover:
                "A frame as long as the widget's content area on each axis given, or a `span` of its `count` equal parts.",
            swift: [
                "containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View",
                "containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View",
            ]),
        ModifierSchema(
            .controlSize, .inherited, [S([.keyword(nil, ControlSize.self)])],
            hover: "The size of the bordered buttons below: the padding around their labels.",
            approximation:
                "an UNCONFIRMED padding per size (LayoutDefaults.controlPadding); mini draws as small; the label's font is not changed",
            swift: ["controlSize(_ controlSize: ControlSize) -> some View"]),
        ModifierSchema(
            .buttonBorderShape, .inherited, [S([.keyword(nil, ButtonBorderShape.self)])],
            hover:
                "The shape bordered buttons below are drawn in: capsule, rounded rectangle or circle.",
            swift: ["buttonBorderShape(_ shape: ButtonBorderShape) -> some View"]),
        one(
            .zIndex, .effect, .required(nil, .number),
            "The drawing order among a ZStack's children.",
            swift: ["zIndex(_ value: Double) -> some View"]),
        ModifierSchema(
            .fontWidth, .inherited,
            [S([.keyword(nil, FontWidth.self)], availability: Releases.iOS16)],
            hover:
                "The width of text below: compressed, condensed, standard or expanded; nil for the font's own.",
            approximation:
                "each glyph advance scaled by an UNCONFIRMED factor per width (FontMetrics.advanceScale)",
            swift: [
                "fontWidth(_ width: Font.Width?) -> some View",
                SwiftDeclaration("fontWidth(_ width: Font.Width?) -> Text", on: "Text"),
            ]),
        // SwiftUI: View.baselineOffset(_:) since iOS 16, Text's since iOS 13
        // (https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)).
        one(
            .baselineOffset, .layout, .required(nil, .length),
            "Moves text up from its baseline by this many points (down when negative); the view grows to hold it.",
            approximation:
                "drawn as padding on the side the text moves away from, so the text moves and the view grows by the offset; the texts of a container move together",
            swift: ["baselineOffset(_ baselineOffset: CGFloat) -> some View"]),
        ModifierSchema(
            .dynamicIsland, .canvas,
            [
                S([
                    .keyword(
                        "verticalPlacement", DynamicIslandExpandedRegionVerticalPlacement.self)
                ])
            ], surfaces: .dynamicIsland,
            hover:
                "Where an expanded region's content goes when it is too wide for its side of the camera: `.belowIfTooWide` moves it below the camera.",
            swift: [
                SwiftDeclaration(
                    "dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View",
                    in: "WidgetKit",
                    page: "swiftui/view/dynamicisland(verticalplacement:)")
            ]),
        one(
            .activitySystemActionForegroundColor, .canvas, .required(nil, .color),
            "The colour of the system's action button on a Live Activity's Lock Screen presentation.",
            approximation: "accepted and emitted; the system's action button is not drawn",
            swift: [
                SwiftDeclaration(
                    "@available(iOS 16.1, *) activitySystemActionForegroundColor(_ color: Color?) -> some View",
                    in: "WidgetKit")
            ]),
        // One form per key, so that the value is read in the key's own set;
        // the builder holds the pair together (`\.colorScheme, .large` is
        // refused although `.large` fits the next form).
        ModifierSchema(
            .environment, .inherited,
            [
                Self.setting(ColorScheme.self), Self.setting(DynamicTypeSize.self),
                Self.setting(ContentSizeCategory.self),
            ],
            hover:
                "Sets an environment value for the view's content: `\\.colorScheme` draws it in "
                + "that appearance, `\\.dynamicTypeSize` and `\\.sizeCategory` at that text size "
                + "(`\\.font` is archived as the `font` modifier).",
            swift: [
                "environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View"
            ]),
        ModifierSchema(
            .controlWidgetActionHint, .kept,
            [S([.required(nil, .string)], availability: Releases.controls)],
            surfaces: .controls,
            hover:
                "What pressing the Action button does with this control, shown as its hint (\"Hold to Turn On\"); a verb phrase.",
            swift: [
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View",
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) @_disfavoredOverload controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View",
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) controlWidgetActionHint(_ hint: Text) -> some View",
            ]),
        ModifierSchema(
            .controlWidgetStatus, .kept,
            [S([.required(nil, .string)], availability: Releases.controls)],
            surfaces: .controls,
            hover:
                "A short status the system shows for a moment after the control acts (\"Heater On\"): in Control Center and the Action button's Dynamic Island.",
            swift: [
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) controlWidgetStatus(_ status: LocalizedStringKey) -> some View",
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) @_disfavoredOverload controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View",
                "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) controlWidgetStatus(_ status: Text) -> some View",
            ]),
        ModifierSchema(
            .disabled, .inherited, [S([.required(nil, .bool)])],
            hover:
                "Turns off the controls below: a disabled control is drawn dimmed and does nothing when tapped.",
            approximation:
                "a disabled control's template is drawn dimmed; in a widget, a disabled button is drawn as an enabled one",
            swift: [
                "disabled(_ disabled: Bool) -> some View",
                SwiftDeclaration(
                    "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *) disabled(_ disabled: Bool) -> some ControlWidgetTemplate",
                    on: "ControlWidgetTemplate"),
            ]),
        ModifierSchema(
            .accessoryWidgetGroupStyle, .inherited,
            [
                S(
                    [.keyword(nil, AccessoryWidgetGroupStyle.self, optional: true)],
                    availability: Releases.watchOS11)
            ],
            hover:
                "The shape that masks each content view of an `AccessoryWidgetGroup` below: `.circular` (the default) or `.roundedSquare`.",
            swift: [
                SwiftDeclaration(
                    "@available(watchOS 11.0, *) accessoryWidgetGroupStyle(_ style: AccessoryWidgetGroupStyle = .automatic) -> some View",
                    in: "WidgetKit")
            ]),
    ]

    /// A form of `environment(_:_:)`: a key path to an `EnvironmentSetting`
    /// and a value of `set`.
    private static func setting<K: CaseIterable & RawRepresentable>(_ set: K.Type) -> Signature
    where K.RawValue == String {
        S([
            .keyword(nil, EnvironmentSetting.self, type: .keyPath, as: .key),
            .keyword(nil, set, as: .value),
        ])
    }

    /// `background` and `overlay`: a style, a style in a shape, views, or a view given as a value.
    private static let backgroundForms: [Signature] = [
        S([.required(nil, .shapeStyle)]),
        S([.required(nil, .shapeStyle), .required("in", .shape)]),
        S([.optional("alignment", .alignment), .required("content", .view)]),
        // `background(Capsule().fill(.black))`: SwiftUI's
        // `background(_:alignment:)`, a view given as a value.
        S([.required(nil, .view, as: .content), .optional("alignment", .alignment)]),
    ]

    /// `stroke` and `strokeBorder`: a style with a width, or a `StrokeStyle`.
    private static let strokeForms: [Signature] = [
        S([.optional(nil, .shapeStyle), .optional("lineWidth", .length)]),
        S([.optional(nil, .shapeStyle), .required("style", .strokeStyle)]),
    ]

    /// `name(_ value)`.
    private static func one(
        _ kind: ModifierKind, _ role: ModifierRole, _ parameter: Parameter, _ hover: String,
        approximation: String? = nil, swift: [SwiftDeclaration] = []
    ) -> ModifierSchema {
        ModifierSchema(
            kind, role, [S([parameter])], hover: hover, approximation: approximation, swift: swift)
    }

    /// `name()`, `name(_ isActive: Bool = true)` when `optional`, or
    /// `name(_ flag: Bool)` when it `takesValue`.
    private static func flag(
        _ kind: ModifierKind, _ role: ModifierRole, optional: Bool = true, takesValue: Bool = false,
        _ hover: String, swift: [SwiftDeclaration] = []
    ) -> ModifierSchema {
        let parameters: [Parameter] =
            takesValue ? [.required(nil, .bool)] : optional ? [.optional(nil, .bool)] : []
        return ModifierSchema(kind, role, [S(parameters)], hover: hover, swift: swift)
    }
}

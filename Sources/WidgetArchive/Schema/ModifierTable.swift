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
    case fontWidth = 80

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
/// a modifier is a case above, a row here, its drawing in the renderer's
/// exhaustive switch, and its declaration in the SwiftUI stubs.
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
            "The font of text below: a text style, or `.system(size:weight:design:)`."),
        one(
            .fontWeight, .inherited, .keyword(nil, FontWeight.self, type: .fontWeight),
            "The weight of text below, kept apart from the font so a `.font` on either side keeps it."
        ),
        one(
            .fontDesign, .inherited, .keyword(nil, FontDesign.self, type: .fontDesign),
            "The design of text below: default, rounded, monospaced or serif."),
        flag(.bold, .inherited, "Bold text below; `false` turns it off."),
        flag(.italic, .inherited, "Italic text below; `false` turns it off."),
        flag(
            .monospacedDigit, .inherited, optional: false,
            "Digits below all as wide as the widest, so numbers do not jiggle."),
        ModifierSchema(
            .widgetAccentable, .inherited,
            [S([.optional(nil, .bool)], availability: Releases.iOS16)],
            hover: "Puts the view in the accent group, tinted in the accented rendering mode."),
        ModifierSchema(
            .invalidatableContent, .kept,
            [S([.optional(nil, .bool)], availability: Releases.iOS17)],
            hover: "Marks content that goes stale while an interaction is pending; kept, not drawn."
        ),
        flag(.privacySensitive, .inherited, "Redacts the view while the device is locked."),
        flag(
            .unredacted, .inherited, optional: false,
            "Undoes `redacted` and `privacySensitive` above it for this view."),
        flag(
            .scaledToFit, .layout, optional: false,
            "Scales the view to fit its frame, keeping its aspect ratio."),
        flag(
            .scaledToFill, .layout, optional: false,
            "Scales the view to fill its frame, keeping its aspect ratio."),
        ModifierSchema(
            .strikethrough, .inherited, [S([.optional(nil, .bool), .optional("color", .color)])],
            hover: "A line through text below, in `color` or the text's own."),
        ModifierSchema(
            .underline, .inherited, [S([.optional(nil, .bool), .optional("color", .color)])],
            hover: "A line under text below, in `color` or the text's own."),
        one(
            .kerning, .inherited, .required(nil, .length),
            "Points added between characters of text below, keeping ligatures."),
        one(
            .tracking, .inherited, .required(nil, .length),
            "Points added after each character of text below; wins over kerning."),
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
            ],
            hover:
                "The style of text, symbols and shapes below; two or three styles colour a symbol's layers."
        ),
        one(
            .foregroundColor, .inherited, .required(nil, .color),
            "The colour of text, symbols and shapes below (deprecated: use foregroundStyle)."),
        one(.tint, .inherited, .required(nil, .color), "The accent colour of controls below."),
        ModifierSchema(
            .padding, .layout,
            [
                S([.optional(nil, .length, as: .length)]),
                S([.required(nil, .edges, as: .edges), .optional(nil, .length, as: .length)]),
            ],
            hover:
                "Space around the view on the given edges (default all), in points (default the system's)."
        ),
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
            ], hover: "A fixed or flexible frame around the view, which sits in it by `alignment`."),
        ModifierSchema(
            .fixedSize, .layout,
            [S([]), S([.required("horizontal", .bool), .required("vertical", .bool)])],
            hover:
                "The view at its ideal size on the given axes (default both), whatever its parent offers."
        ),
        one(
            .layoutPriority, .layout, .required(nil, .number),
            "Which sibling a stack gives space to first."),
        ModifierSchema(
            .background, .effect, backgroundForms,
            hover: "A style, shape or views behind the view, in its frame."),
        ModifierSchema(
            .overlay, .effect, backgroundForms,
            hover: "A style, shape or views in front of the view, in its frame."),
        ModifierSchema(
            .clipShape, .effect,
            [
                S([
                    .required(nil, .shape),
                    .keyword("style", RoundedCornerStyle.self, optional: true),
                ])
            ], hover: "Clips the view to a shape."),
        one(
            .cornerRadius, .effect, .required(nil, .length),
            "Clips the view to a rounded rectangle (deprecated: use clipShape)."),
        one(.opacity, .effect, .required(nil, .number), "Draws the view with this opacity, 0...1."),
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
                "The most lines text below takes; nil for no limit; a range keeps its upper bound."),
        one(
            .truncationMode, .inherited, .keyword(nil, TruncationMode.self),
            "Where text below that does not fit loses characters."),
        one(
            .multilineTextAlignment, .inherited, .keyword(nil, TextAlignment.self),
            "How the lines of text below line up."),
        one(
            .minimumScaleFactor, .inherited, .required(nil, .number),
            "How far text below may shrink to fit, 0...1."),
        one(
            .textCase, .inherited, .keyword(nil, TextCase.self),
            "Text below in upper or lower case; nil for as written."),
        ModifierSchema(
            .resizable, .inherited,
            [
                S([
                    .optional("capInsets", .value),
                    .keyword("resizingMode", ResizingMode.self, optional: true),
                ])
            ],
            targets: .images,
            hover: "Lets an image stretch (or tile) to its frame instead of keeping its own size."),
        ModifierSchema(
            .aspectRatio, .layout,
            [S([.optional(nil, .number), .required("contentMode", .contentMode)])],
            hover:
                "Sizes the view to a width-over-height ratio (default its own), fitting or filling its frame."
        ),
        ModifierSchema(
            .renderingMode, .inherited,
            [S([.keyword(nil, TemplateRenderingMode.self, type: .renderingMode)])],
            targets: .images,
            hover:
                "`template` draws an image in the foreground style; `original` in its own colours."),
        one(
            .symbolRenderingMode, .kept, .keyword(nil, SymbolRenderingMode.self),
            "How symbols below are coloured; single-layer icons draw alike."),
        ModifierSchema(
            .gaugeStyle, .inherited,
            [S([.keyword(nil, GaugeStyle.self)], availability: Releases.iOS16)],
            hover: "The style of gauges below."),
        one(
            .progressViewStyle, .inherited, .keyword(nil, ProgressViewStyle.self),
            "The style of progress views below."),
        one(
            .toggleStyle, .inherited, .keyword(nil, ToggleStyle.self), "The style of toggles below."
        ),
        one(
            .buttonStyle, .inherited, .keyword(nil, ButtonStyle.self), "The style of buttons below."
        ),
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
            ], hover: "The widget's background, which the system removes or tints where it must."),
        ModifierSchema(
            .scaleEffect, .effect, [S([.required(nil, .number), .optional("anchor", .unitPoint)])],
            hover: "Draws the view scaled about `anchor` (default its centre), after layout."),
        ModifierSchema(
            .rotationEffect, .effect,
            [S([.required(nil, .value), .optional("anchor", .unitPoint)])],
            hover: "Draws the view rotated by an angle about `anchor`, after layout."),
        ModifierSchema(
            .offset, .effect,
            [S([.optional("x", .length), .optional("y", .length)]), S([.required(nil, .value)])],
            hover: "Draws the view moved by `x` and `y` points, after layout."),
        one(
            .widgetURL, .canvas, .required(nil, .optionalURL),
            "The URL the app opens when the widget is tapped outside its links and buttons."),
        ModifierSchema(
            .redacted, .inherited, [S([.keyword("reason", RedactionReason.self)])],
            hover: "Draws the views below redacted: `placeholder` draws text as boxes."),
        one(
            .activityBackgroundTint, .canvas, .required(nil, .color),
            "The background colour of a Live Activity on the Lock Screen."),
        ModifierSchema(
            .keylineTint, .canvas, [S([.required(nil, .color)])], surfaces: .dynamicIsland,
            hover: "The colour of the Dynamic Island's keyline around the Live Activity."),
        ModifierSchema(
            .fill, .inherited,
            [
                S([
                    .optional(nil, .shapeStyle),
                    .keyword("style", RoundedCornerStyle.self, optional: true),
                ])
            ], targets: .shapes,
            hover: "Fills a shape with a style (default the foreground)."),
        ModifierSchema(
            .stroke, .inherited, strokeForms, targets: .shapes,
            hover: "Outlines a shape, centred on its edge."),
        one(
            .accessibilityLabel, .kept, .required(nil, .string),
            "The label VoiceOver speaks; kept, not drawn."),
        flag(
            .accessibilityHidden, .kept, optional: false, takesValue: true,
            "Hides the view from VoiceOver; kept, not drawn."),
        ModifierSchema(
            .trim, .inherited, [S([.optional("from", .number), .optional("to", .number)])],
            targets: .shapes,
            hover: "Draws only part of a shape's outline, `from` and `to` as fractions of it."),
        ModifierSchema(
            .shadow, .effect,
            [
                S([
                    .optional("color", .color), .required("radius", .length),
                    .optional("x", .length), .optional("y", .length),
                ])
            ],
            hover: "A blurred shadow of the view, offset by `x` and `y`."),
        ModifierSchema(
            .blur, .effect, [S([.required("radius", .length), .optional("opaque", .bool)])],
            hover: "Blurs the view by `radius` points."),
        ModifierSchema(
            .mask, .effect,
            [S([.optional("alignment", .alignment), .required(nil, .view, as: .content)])],
            hover: "Shows the view only where the mask's views are opaque."),
        ModifierSchema(
            .strokeBorder, .inherited, strokeForms, targets: .shapes,
            hover: "Outlines a shape inside its edge."),
        ModifierSchema(
            .clipped, .effect, [S([.optional("antialiased", .bool)])],
            hover: "Clips the view to its frame."),
        ModifierSchema(
            .widgetLabel, .kept,
            [
                S([.required(nil, .string, as: .title)], availability: Releases.iOS16),
                S([.required("label", .view)], availability: Releases.iOS16),
            ],
            hover:
                "A label beside an accessory widget where the watch face shows one; not drawn on iOS."
        ),
        ModifierSchema(
            .widgetAccentedRenderingMode, .inherited,
            [S([.keyword(nil, WidgetAccentedRenderingMode.self)], availability: Releases.iOS18)],
            targets: .images, hover: "How an image is drawn on a tinted Home Screen."),
        ModifierSchema(
            .contentTransition, .kept,
            [
                S(
                    [.keyword(nil, ContentTransitionName.self, type: .value)],
                    availability: Releases.iOS16)
            ],
            hover:
                "How content changes animate between entries; a still render shows the end state."),
        ModifierSchema(
            .monospaced, .inherited, [S([.optional(nil, .bool)], availability: Releases.iOS16)],
            hover: "Text below in the monospaced design; `false` turns it off."),
        one(
            .lineSpacing, .inherited, .required(nil, .length),
            "Points between the lines of text below."),
        ModifierSchema(
            .gridCellColumns, .layout,
            [S([.required(nil, .integer)], availability: Releases.iOS16)],
            hover: "The columns a cell of a Grid spans."),
        flag(.hidden, .effect, optional: false, "Lays the view out without drawing it."),
        // Drawing or layout changes a still render cannot show, or that a
        // widget's canvas has no use for: accepted and archived.
        ModifierSchema(
            .ignoresSafeArea, .kept,
            [S([.optional(nil, .value, as: .regions), .optional("edges", .edges)])],
            hover: "Extends the view past the safe area; a widget's canvas has none."),
        ModifierSchema(
            .id, .kept, [S([.required(nil, .value)])],
            hover: "The view's identity across entries; kept, not drawn."),
        ModifierSchema(
            .animation, .kept,
            [
                S(
                    [.required(nil, .value, as: .name), .required("value", .value)],
                    availability: Releases.iOS15)
            ],
            hover:
                "Animates changes of `value` between entries; a still render shows the end state."),
        ModifierSchema(
            .transition, .kept, [S([.required(nil, .value)])],
            hover: "How the view enters and leaves; a still render shows it in place."),
        ModifierSchema(
            .border, .effect, [S([.required(nil, .shapeStyle), .optional("width", .length)])],
            hover: "A rectangle's outline inside the view's frame, `width` points wide (default 1)."
        ),
        one(
            .labelStyle, .inherited, .keyword(nil, LabelStyle.self),
            "Which parts of labels below show: title, icon or both."),
        one(
            .imageScale, .inherited, .keyword(nil, ImageScale.self),
            "The size of symbols below, relative to the font."),
        ModifierSchema(
            .symbolVariant, .inherited,
            [S([.keyword(nil, SymbolVariant.self)], availability: Releases.iOS15)],
            hover: "The variant of symbols below (`.fill`, `.circle`...)."),
        one(
            .grayscale, .effect, .required(nil, .number),
            "Removes this fraction of the colour of everything drawn."),
        one(
            .saturation, .effect, .required(nil, .number),
            "Scales the saturation of everything drawn."),
        one(
            .brightness, .effect, .required(nil, .number),
            "Adds to the brightness of everything drawn."),
        one(
            .contrast, .effect, .required(nil, .number), "Scales the contrast of everything drawn."),
        one(
            .zIndex, .effect, .required(nil, .number),
            "The drawing order among a ZStack's children."),
        ModifierSchema(
            .fontWidth, .inherited,
            [S([.keyword(nil, FontWidth.self)], availability: Releases.iOS16)],
            hover:
                "The width of text below: compressed, condensed, standard or expanded; nil for the font's own."
        ),
    ]

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
        _ kind: ModifierKind, _ role: ModifierRole, _ parameter: Parameter, _ hover: String
    ) -> ModifierSchema {
        ModifierSchema(kind, role, [S([parameter])], hover: hover)
    }

    /// `name()`, `name(_ isActive: Bool = true)` when `optional`, or
    /// `name(_ flag: Bool)` when it `takesValue`.
    private static func flag(
        _ kind: ModifierKind, _ role: ModifierRole, optional: Bool = true, takesValue: Bool = false,
        _ hover: String
    ) -> ModifierSchema {
        if takesValue {
            return ModifierSchema(kind, role, [S([.required(nil, .bool)])], hover: hover)
        }
        return ModifierSchema(
            kind, role, [S(optional ? [.optional(nil, .bool)] : [])], hover: hover)
    }
}

import WidgetArchive

/// The modifiers a view can take, with their signatures: the first catalog
/// of `shared/design/language.md`, plus a few common text modifiers
/// (`italic`, `strikethrough`, `underline`, `kerning`, `tracking`) and
/// accessibility labels, so that ordinary SwiftUI is not flagged.
public enum ModifierCatalog {
    private typealias P = Parameter

    /// `containerBackground(for: .widget)` and `invalidatableContent()`:
    /// iOS/iPadOS 17, macOS 14, watchOS 10 (facts §4, D-SYM).
    static let release17: [Platform: OSVersion] = [.iOS: OSVersion(17), .iPadOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10)]

    /// iOS/iPadOS 18, macOS 15, watchOS 11: the tinted Home Screen's
    /// `widgetAccentedRenderingMode(_:)`.
    static let release18: [Platform: OSVersion] = [.iOS: OSVersion(18), .iPadOS: OSVersion(18), .macOS: OSVersion(15), .watchOS: OSVersion(11)]

    /// Every modifier, by name.
    public static let modifiers: [String: CatalogEntry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

    private static let entries: [CatalogEntry] = [
        one("font", .font), one("fontWeight", .fontWeight), one("fontDesign", .fontDesign),
        flag("bold"), flag("italic"), flag("monospacedDigit", optional: false), CatalogEntry(name: "widgetAccentable", signatures: [Signature([.optional(nil, .bool)], availability: ViewCatalog.release16)]),
        CatalogEntry(name: "invalidatableContent", signatures: [Signature([.optional(nil, .bool)], availability: release17)]),
        flag("privacySensitive"), flag("unredacted", optional: false),
        flag("scaledToFit", optional: false), flag("scaledToFill", optional: false),
        CatalogEntry(name: "strikethrough", signatures: [Signature([.optional(nil, .bool), .optional("color", .color)])]),
        CatalogEntry(name: "underline", signatures: [Signature([.optional(nil, .bool), .optional("color", .color)])]),
        one("kerning", .length), one("tracking", .length),
        CatalogEntry(name: "foregroundStyle", signatures: [
            Signature([.required(nil, .shapeStyle)]),
            // Palette styles for symbols' layers (iOS 15).
            Signature([.required(nil, .shapeStyle), .required(nil, .shapeStyle, as: .secondary)], availability: ViewCatalog.release15),
            Signature([.required(nil, .shapeStyle), .required(nil, .shapeStyle, as: .secondary), .required(nil, .shapeStyle, as: .tertiary)], availability: ViewCatalog.release15),
        ]), one("foregroundColor", .color), one("tint", .color),
        CatalogEntry(name: "padding", signatures: [
            Signature([.optional(nil, .length, as: .length)]),
            Signature([.required(nil, .edges, as: .edges), .optional(nil, .length, as: .length)]),
        ]),
        CatalogEntry(name: "frame", signatures: [
            Signature([.optional("width", .length), .optional("height", .length), .optional("alignment", .alignment)]),
            Signature([.optional("minWidth", .length), .optional("idealWidth", .length), .optional("maxWidth", .length),
                       .optional("minHeight", .length), .optional("idealHeight", .length), .optional("maxHeight", .length),
                       .optional("alignment", .alignment)]),
        ]),
        CatalogEntry(name: "fixedSize", signatures: [
            Signature([]),
            Signature([.required("horizontal", .bool), .required("vertical", .bool)]),
        ]),
        one("layoutPriority", .number),
        CatalogEntry(name: "background", signatures: [
            Signature([.required(nil, .shapeStyle)]),
            Signature([.required(nil, .shapeStyle), .required("in", .shape)]),
            Signature([.optional("alignment", .alignment), .required("content", .view)]),
            // `background(Capsule().fill(.black))`: SwiftUI's
            // `background(_:alignment:)`, a view given as a value.
            Signature([.required(nil, .view, as: .content), .optional("alignment", .alignment)]),
        ]),
        CatalogEntry(name: "overlay", signatures: [
            Signature([.required(nil, .shapeStyle)]),
            Signature([.required(nil, .shapeStyle), .required("in", .shape)]),
            Signature([.optional("alignment", .alignment), .required("content", .view)]),
            Signature([.required(nil, .view, as: .content), .optional("alignment", .alignment)]),
        ]),
        CatalogEntry(name: "mask", signatures: [Signature([.optional("alignment", .alignment), .required(nil, .view, as: .content)])]),
        CatalogEntry(name: "shadow", signatures: [Signature([.optional("color", .color), .required("radius", .length), .optional("x", .length), .optional("y", .length)])]),
        CatalogEntry(name: "blur", signatures: [Signature([.required("radius", .length), .optional("opaque", .bool)])]),
        CatalogEntry(name: "clipped", signatures: [Signature([.optional("antialiased", .bool)])]),
        CatalogEntry(name: "trim", signatures: [Signature([.optional("from", .number), .optional("to", .number)])]),
        CatalogEntry(name: "strokeBorder", signatures: [
            Signature([.optional(nil, .shapeStyle), .optional("lineWidth", .length)]),
            Signature([.optional(nil, .shapeStyle), .required("style", .strokeStyle)]),
        ]),
        CatalogEntry(name: "widgetLabel", signatures: [
            Signature([.required(nil, .string, as: .title)], availability: ViewCatalog.release16),
            Signature([.required("label", .view)], availability: ViewCatalog.release16),
        ]),
        CatalogEntry(name: "widgetAccentedRenderingMode", signatures: [Signature([.required(nil, .style)], availability: release18)]),
        CatalogEntry(name: "contentTransition", signatures: [Signature([.required(nil, .value)], availability: ViewCatalog.release16)]),
        CatalogEntry(name: "monospaced", signatures: [Signature([.optional(nil, .bool)], availability: ViewCatalog.release16)]),
        one("lineSpacing", .length),
        flag("hidden", optional: false),
        // Drawing or layout changes a still render cannot show, or that a
        // widget's canvas has no use for: accepted and archived.
        CatalogEntry(name: "ignoresSafeArea", signatures: [Signature([.optional(nil, .value, as: .regions), .optional("edges", .edges)])]),
        CatalogEntry(name: "id", signatures: [Signature([.required(nil, .value)])]),
        CatalogEntry(name: "animation", signatures: [Signature([.required(nil, .value, as: .name), .required("value", .value)], availability: ViewCatalog.release15)]),
        CatalogEntry(name: "transition", signatures: [Signature([.required(nil, .value)])]),
        CatalogEntry(name: "border", signatures: [Signature([.required(nil, .shapeStyle), .optional("width", .length)])]),
        CatalogEntry(name: "labelStyle", signatures: [Signature([.required(nil, .style)])]),
        CatalogEntry(name: "imageScale", signatures: [Signature([.required(nil, .style)])]),
        CatalogEntry(name: "symbolVariant", signatures: [Signature([.required(nil, .style)], availability: ViewCatalog.release15)]),
        one("grayscale", .number), one("saturation", .number), one("brightness", .number), one("contrast", .number),
        one("zIndex", .number),
        CatalogEntry(name: "gridCellColumns", signatures: [Signature([.required(nil, .integer)], availability: ViewCatalog.release16)]),
        CatalogEntry(name: "clipShape", signatures: [Signature([.required(nil, .shape), .optional("style", .style)])]),
        one("cornerRadius", .length), one("opacity", .number),
        CatalogEntry(name: "lineLimit", signatures: [
            Signature([.required(nil, .integer)]),
            Signature([.required(nil, .integer), .required("reservesSpace", .bool)], availability: ViewCatalog.release16),
            // `lineLimit(2...3)`, `lineLimit(2...)`: a range of lines.
            Signature([.required(nil, .intRange)], availability: ViewCatalog.release16),
        ]),
        one("truncationMode", .style), one("multilineTextAlignment", .style),
        one("minimumScaleFactor", .number), one("textCase", .style),
        CatalogEntry(name: "resizable", signatures: [Signature([.optional("capInsets", .value), .optional("resizingMode", .style)])]),
        CatalogEntry(name: "aspectRatio", signatures: [Signature([.optional(nil, .number), .required("contentMode", .contentMode)])]),
        one("renderingMode", .renderingMode), one("symbolRenderingMode", .style),
        CatalogEntry(name: "gaugeStyle", signatures: [Signature([.required(nil, .style)], availability: ViewCatalog.release16)]),
        one("progressViewStyle", .style), one("toggleStyle", .style), one("buttonStyle", .style),
        CatalogEntry(name: "containerBackground", signatures: [
            Signature([.required("for", .placement), .optional("alignment", .alignment), .required("content", .view)], availability: release17),
            Signature([.required(nil, .shapeStyle), .required("for", .placement)], availability: release17),
        ]),
        CatalogEntry(name: "scaleEffect", signatures: [Signature([.required(nil, .number), .optional("anchor", .unitPoint)])]),
        CatalogEntry(name: "rotationEffect", signatures: [Signature([.required(nil, .value), .optional("anchor", .unitPoint)])]),
        CatalogEntry(name: "offset", signatures: [
            Signature([.optional("x", .length), .optional("y", .length)]),
            Signature([.required(nil, .value)]),
        ]),
        one("widgetURL", .optionalURL),
        CatalogEntry(name: "redacted", signatures: [Signature([.required("reason", .style)])]),
        one("activityBackgroundTint", .color), one("keylineTint", .color),
        CatalogEntry(name: "fill", signatures: [Signature([.optional(nil, .shapeStyle), .optional("style", .style)])]),
        CatalogEntry(name: "stroke", signatures: [
            Signature([.optional(nil, .shapeStyle), .optional("lineWidth", .length)]),
            Signature([.optional(nil, .shapeStyle), .required("style", .strokeStyle)]),
        ]),
        one("accessibilityLabel", .string), flag("accessibilityHidden", optional: false, takesValue: true),
    ]

    /// Modifiers that only some views have, and must be called on that
    /// view itself, before other modifiers (`Image("x").resizable()`, not
    /// `Image("x").frame(...).resizable()`): the view names they accept.
    /// Modifiers not listed apply to any view.
    public static let targets: [String: Set<String>] = [
        "resizable": imageOnly, "renderingMode": imageOnly,
        "fill": shapes, "stroke": shapes, "trim": shapes, "strokeBorder": shapes,
        "widgetAccentedRenderingMode": imageOnly,
    ]

    private static let imageOnly: Set<String> = [ViewKind.image.name]
    private static let shapes: Set<String> = Set(ViewKind.allCases.filter(\.isShape).map(\.name))

    /// `name(_ value)`.
    private static func one(_ name: String, _ type: ParameterType) -> CatalogEntry {
        CatalogEntry(name: name, signatures: [Signature([.required(nil, type)])])
    }

    /// `name()`, or `name(_ isActive: Bool = true)` when `optional`.
    private static func flag(_ name: String, optional: Bool = true, takesValue: Bool = false) -> CatalogEntry {
        if takesValue { return CatalogEntry(name: name, signatures: [Signature([.required(nil, .bool)])]) }
        return CatalogEntry(name: name, signatures: [Signature(optional ? [.optional(nil, .bool)] : [])])
    }
}

import WidgetArchive

/// The views a widget body can use, with their initializers, in SwiftUI's
/// spelling (`Docs/SwiftUISurvey.md` lists each with its Apple page). `Button(action:)` is left out on purpose: a widget
/// runs no code, so a button needs an intent.
public enum ViewCatalog {
    private typealias P = Parameter

    /// iOS 16, iPadOS 16, macOS 13, watchOS 9: the release that brought
    /// Lock Screen widgets, Gauge, ViewThatFits, AccessoryWidgetBackground
    /// and timer intervals (Docs/WidgetKitFacts.md §1, §6, §7; D-SYM).
    static let release16 = Releases.iOS16

    /// iOS 15, iPadOS 15, macOS 12, watchOS 8: `symbolVariant`, `animation(_:value:)`.
    static let release15 = Releases.iOS15

    /// Every view, by name.
    public static let views: [String: CatalogEntry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.name, $0) })

    private static let content = P.required("content", .view)
    private static let label = P.required("label", .view)

    private static let entries: [CatalogEntry] = [
        view(
            "VStack",
            [.optional("alignment", .horizontalAlignment), .optional("spacing", .length), content]),
        view(
            "HStack",
            [.optional("alignment", .verticalAlignment), .optional("spacing", .length), content]),
        view("ZStack", [.optional("alignment", .alignment), content]),
        view("Group", [content]),
        CatalogEntry(
            name: "ViewThatFits",
            signatures: [Signature([.optional("in", .edges), content], availability: release16)]),
        view("ForEach", [.required(nil, .collection), .optional("id", .value), content]),
        view("Spacer", [.optional("minLength", .length)]),
        view("Divider", []),
        view("EmptyView", []),
        CatalogEntry(
            name: "AccessoryWidgetBackground", signatures: [Signature([], availability: release16)]),
        CatalogEntry(
            name: "Text",
            signatures: [
                Signature([.required(nil, .string)]),
                Signature([.required("verbatim", .string)]),
                Signature([.required(nil, .date), .required("style", .textStyle)]),
                Signature([.required(nil, .value), .required("format", .textStyle)]),
                Signature([.required(nil, .dateRange)]),
                Signature(
                    [
                        .required("timerInterval", .dateRange), .optional("pauseTime", .date),
                        .optional("countsDown", .bool), .optional("showsHours", .bool),
                    ],
                    availability: release16),
            ]),
        CatalogEntry(
            name: "Image",
            signatures: [
                Signature([.required(nil, .string, as: .name)]),
                Signature([.required("systemName", .string)]),
                Signature([.required("decorative", .string, as: .name)]),
                Signature(
                    [.required("systemName", .string), .required("variableValue", .number)],
                    availability: release16),
            ]),
        CatalogEntry(
            name: "Label",
            signatures: [
                Signature([.required(nil, .string, as: .title), .required("systemImage", .string)]),
                Signature([.required(nil, .string, as: .title), .required("image", .string)]),
                Signature([.required("title", .view), .required("icon", .view)]),
            ]),
        CatalogEntry(
            name: "Gauge",
            signatures: [
                Signature(
                    [
                        .required("value", .number), .optional("in", .value), label,
                        .optional("currentValueLabel", .view),
                        .optional("minimumValueLabel", .view),
                        .optional("maximumValueLabel", .view),
                    ], availability: release16)
            ]),
        CatalogEntry(
            name: "ProgressView",
            signatures: [
                Signature([.optional("label", .view)]),
                Signature([
                    .required("value", .number), .optional("total", .number),
                    .optional("label", .view), .optional("currentValueLabel", .view),
                ]),
                Signature([
                    .required(nil, .string, as: .title), .required("value", .number),
                    .optional("total", .number),
                ]),
                Signature(
                    [
                        .required("timerInterval", .dateRange), .optional("countsDown", .bool),
                        .optional("label", .view), .optional("currentValueLabel", .view),
                    ],
                    availability: release16),
            ]),
        CatalogEntry(
            name: "Button",
            signatures: [
                Signature([.required("intent", .intent), label]),
                Signature([.required(nil, .string, as: .title), .required("intent", .intent)]),
            ]),
        CatalogEntry(
            name: "Toggle",
            signatures: [
                Signature([.required("isOn", .bool), .required("intent", .intent), label]),
                Signature([
                    .required(nil, .string, as: .title), .required("isOn", .bool),
                    .required("intent", .intent),
                ]),
            ]),
        CatalogEntry(
            name: "Link",
            signatures: [
                Signature([.required("destination", .url), label]),
                Signature([.required(nil, .string, as: .title), .required("destination", .url)]),
            ]),
        CatalogEntry(
            name: "Color",
            signatures: [
                Signature([.required(nil, .string)]),
                Signature([.required("hex", .string)]),
                Signature([
                    .required("red", .number), .required("green", .number),
                    .required("blue", .number), .optional("opacity", .number),
                ]),
                Signature([.required("white", .number), .optional("opacity", .number)]),
                Signature([
                    .required("hue", .number), .required("saturation", .number),
                    .required("brightness", .number), .optional("opacity", .number),
                ]),
            ]),
        CatalogEntry(
            name: "LinearGradient",
            signatures: [
                Signature([
                    .required("colors", .collection), .required("startPoint", .unitPoint),
                    .required("endPoint", .unitPoint),
                ]),
                Signature([
                    .required("gradient", .collection, as: .colors),
                    .required("startPoint", .unitPoint), .required("endPoint", .unitPoint),
                ]),
            ]),
        CatalogEntry(
            name: "RadialGradient",
            signatures: [
                Signature([
                    .required("colors", .collection), .required("center", .unitPoint),
                    .required("startRadius", .length), .required("endRadius", .length),
                ]),
                Signature([
                    .required("gradient", .collection, as: .colors),
                    .required("center", .unitPoint), .required("startRadius", .length),
                    .required("endRadius", .length),
                ]),
            ]),
        CatalogEntry(
            name: "AngularGradient",
            signatures: [
                Signature([
                    .required("colors", .collection), .required("center", .unitPoint),
                    .optional("startAngle", .value), .optional("endAngle", .value),
                ]),
                Signature([
                    .required("gradient", .collection, as: .colors),
                    .required("center", .unitPoint), .optional("startAngle", .value),
                    .optional("endAngle", .value),
                ]),
            ]),
        CatalogEntry(
            name: "Grid",
            signatures: [
                Signature(
                    [
                        .optional("alignment", .alignment), .optional("horizontalSpacing", .length),
                        .optional("verticalSpacing", .length), content,
                    ], availability: release16)
            ]),
        CatalogEntry(
            name: "GridRow",
            signatures: [
                Signature(
                    [.optional("alignment", .verticalAlignment), content], availability: release16)
            ]),
        view("Circle", []),
        view("Ellipse", []),
        view("Rectangle", []),
        view("ContainerRelativeShape", []),
        view("Capsule", [.optional("style", .style)]),
        view("RoundedRectangle", [.required("cornerRadius", .length), .optional("style", .style)]),
    ]

    private static func view(_ name: String, _ parameters: [Parameter]) -> CatalogEntry {
        CatalogEntry(name: name, signatures: [Signature(parameters)])
    }
}

/// Calls that are values, not views: conversions and constructors the
/// language allows in expressions.
public enum ValueCallables {
    /// The free functions of `BuiltinFunctions` that are not catalog
    /// views (`Int(x)`, `URL(string:)`, `min`...; `Color` is a view),
    /// `Gradient(colors:)` and `StrokeStyle(...)`.
    public static let names: Set<String> = Set(
        BuiltinFunctions.rows.filter { $0.receiver == .none && ViewCatalog.views[$0.name] == nil }
            .map(\.name)
    ).union(["Gradient", "StrokeStyle"])
}

/// The schema's views: one row per `ViewKind`, in tag order, and one for
/// `ForEach`, which is expanded rather than archived. The compiler's view
/// catalog is the rows' forms; hover reads their sentences and surfaces;
/// readers check archived views' arguments against them. Adding a view is
/// a case in `ViewKind`, a row here, and its drawing in the renderer's
/// exhaustive switch. `Button(action:)` is left out on purpose: a widget
/// runs no code, so a button needs an intent.
public enum ViewTable {
    /// Every row, in tag order, then the rows with no kind.
    public static let all: [ViewSchema] =
        rows.compactMap { $0 } + table.filter { $0.kind == nil } + aliases

    /// The archived kind of each other name of a view (`HStackLayout`).
    public static let aliasKinds: [String: ViewKind] = Dictionary(
        uniqueKeysWithValues: aliases.compactMap { row in row.aliasOf.map { (row.name, $0) } })

    /// Other names of views, archived as the view they name: the layout
    /// types used as views (iOS 16), which lay out as their stacks, and
    /// the lazy stacks, which a widget never scrolls, so nothing in them
    /// is lazy. CHOICE (as SwiftUI sizes them): a `LazyVStack` takes the
    /// whole width offered and a `LazyHStack` the whole height, where a
    /// `VStack` and an `HStack` hug their content; the compiler archives
    /// that as a `frame(maxWidth: .infinity)` (or `maxHeight`) aligned as
    /// the stack aligns its children.
    static let aliases: [ViewSchema] = [
        alias(
            "VStackLayout", .vStack,
            [.optional("alignment", .horizontalAlignment), .optional("spacing", .length)], iOS16,
            "The layout of a VStack, used as a view: stacks its content top to bottom."),
        alias(
            "HStackLayout", .hStack,
            [.optional("alignment", .verticalAlignment), .optional("spacing", .length)], iOS16,
            "The layout of an HStack, used as a view: stacks its content leading to trailing."),
        alias(
            "ZStackLayout", .zStack, [.optional("alignment", .alignment)], iOS16,
            "The layout of a ZStack, used as a view: stacks its content back to front."),
        alias(
            "LazyVStack", .vStack,
            [
                .optional("alignment", .horizontalAlignment), .optional("spacing", .length),
                .optional("pinnedViews", .value),
            ], [:],
            "A VStack as wide as the space offered (a widget never scrolls, so nothing is lazy)."),
        alias(
            "LazyHStack", .hStack,
            [
                .optional("alignment", .verticalAlignment), .optional("spacing", .length),
                .optional("pinnedViews", .value),
            ], [:],
            "An HStack as tall as the space offered (a widget never scrolls, so nothing is lazy)."),
    ]

    /// The frame limit a lazy stack takes the whole length offered by
    /// (`aliases`' CHOICE): its width for `LazyVStack`, its height for
    /// `LazyHStack`.
    public static let aliasFills: [String: ArgumentName] = [
        "LazyVStack": .maxWidth, "LazyHStack": .maxHeight,
    ]

    private static func alias(
        _ name: String, _ kind: ViewKind, _ parameters: [Parameter], _ since: [Platform: OSVersion],
        _ hover: String
    ) -> ViewSchema {
        ViewSchema(
            name, nil, .container, [Signature(parameters + [content], availability: since)],
            hover: hover, aliasOf: kind)
    }

    /// The row of each kind, indexed by its raw value (index 0, no kind, is nil).
    public static let rows: [ViewSchema?] = {
        var rows = [ViewSchema?](
            repeating: nil, count: Int(ViewKind.allCases.map(\.rawValue).max()!) + 1)
        for row in table { if let kind = row.kind { rows[Int(kind.rawValue)] = row } }
        return rows
    }()

    private typealias P = Parameter
    private typealias S = Signature

    private static let content = P.required("content", .view)
    private static let label = P.required("label", .view)
    private static let iOS16 = Releases.iOS16

    private static let table: [ViewSchema] =
        containers + leaves + controls + fills + shapes + grids + charts + axes + [choice, forEach]

    private static let containers: [ViewSchema] = [
        one(
            "VStack", .vStack, .container,
            [.optional("alignment", .horizontalAlignment), .optional("spacing", .length), content],
            "Stacks its content top to bottom."),
        one(
            "HStack", .hStack, .container,
            [.optional("alignment", .verticalAlignment), .optional("spacing", .length), content],
            "Stacks its content leading to trailing."),
        one(
            "ZStack", .zStack, .container, [.optional("alignment", .alignment), content],
            "Stacks its content back to front, each aligned in the stack's frame."),
        one(
            "Group", .group, .container, [content],
            "Lays its content out as if in the parent; modifiers apply to each view."),
        ViewSchema(
            "ViewThatFits", .viewThatFits, .container,
            [S([.optional("in", .edges), content], availability: iOS16)],
            hover: "Draws the first of its views that fits the space offered, on the given axes."),
        ViewSchema(
            "AccessoryWidgetGroup", .accessoryWidgetGroup, .container,
            [
                S(
                    [.required(nil, .string, as: .title), content], availability: Releases.watchOS11
                ),
                S(
                    [
                        .required(nil, .string, as: .title), .required("systemImage", .string),
                        content,
                    ],
                    availability: Releases.watchOS11),
                S([label, content], availability: Releases.watchOS11),
            ],
            hover:
                "A label on top and up to three views side by side, each masked by a circle or a rounded square (`accessoryWidgetGroupStyle`): a watchOS accessoryRectangular widget's layout."
        ),
    ]

    private static let leaves: [ViewSchema] = [
        one(
            "Spacer", .spacer, .leaf, [.optional("minLength", .length)],
            "Takes the free space along the stack it is in."),
        one(
            "Divider", .divider, .leaf, [], "A hairline across the axis of the stack it is in."),
        one("EmptyView", .emptyView, .leaf, [], "Draws nothing and takes no space."),
        ViewSchema(
            "AccessoryWidgetBackground", .accessoryWidgetBackground, .leaf,
            [S([], availability: iOS16)],
            hover: "The adaptive background of a Lock Screen widget."),
        ViewSchema("Text", .text, .leaf, textForms, hover: textHover, archivedAs: [.text]),
        ViewSchema(
            "Image", .image, .leaf,
            [
                S([.required(nil, .string, as: .name)]), S([.required("systemName", .string)]),
                S([.required("decorative", .string, as: .name)]),
                S(
                    [.required("systemName", .string), .required("variableValue", .number)],
                    availability: iOS16),
            ], hover: "An asset image, or an SF Symbol (with a variable value from 0 to 1)."),
        ViewSchema(
            "Label", .label, .leaf,
            [
                S([.required(nil, .string, as: .title), .required("systemImage", .string)]),
                S([.required(nil, .string, as: .title), .required("image", .string)]),
                S([.required("title", .view), .required("icon", .view)]),
            ], hover: "A title with an icon: an SF Symbol, an asset image, or views."),
        ViewSchema(
            "Gauge", .gauge, .leaf,
            [
                S(
                    [
                        .required("value", .number), .optional("in", .value), label,
                        .optional("currentValueLabel", .view),
                        .optional("minimumValueLabel", .view),
                        .optional("maximumValueLabel", .view),
                    ], availability: iOS16)
            ], hover: "Shows a value in a range, as the gauge style draws it (0...1 by default)."),
        ViewSchema(
            "ProgressView", .progressView, .leaf, progressForms,
            hover: "A bar of progress toward a total or over a timer interval, or a spinner."),
    ]

    private static let textForms: [Signature] = [
        S([.required(nil, .string)]),
        // `Text("key", tableName: "Widget", comment: "...")`: the key as in
        // the first form; the table and comment are the translator's and
        // change nothing drawn (CHOICE: wdl reads one String Catalog).
        S([.required(nil, .string), .optional("tableName", .string), .optional("comment", .string)]
        ),
        S([.required("verbatim", .string)]),
        S([.required(nil, .date), .required("style", .textStyle)]),
        S([.required(nil, .value), .required("format", .textStyle)]),
        S([.required(nil, .dateRange)]),
        S(
            [
                .required("timerInterval", .dateRange), .optional("pauseTime", .date),
                .optional("countsDown", .bool), .optional("showsHours", .bool),
            ],
            availability: iOS16),
    ]

    private static let textHover =
        "Words, a formatted value, or a date that the system keeps current (a relative"
        + " time, a timer)."

    private static let progressForms: [Signature] = [
        S([.optional("label", .view)]),
        S([
            .required("value", .number), .optional("total", .number), .optional("label", .view),
            .optional("currentValueLabel", .view),
        ]),
        S([
            .required(nil, .string, as: .title), .required("value", .number),
            .optional("total", .number),
        ]),
        S(
            [
                .required("timerInterval", .dateRange), .optional("countsDown", .bool),
                .optional("label", .view), .optional("currentValueLabel", .view),
            ],
            availability: iOS16),
    ]
}

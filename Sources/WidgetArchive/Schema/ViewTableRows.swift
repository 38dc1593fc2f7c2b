/// The rows of `ViewTable` that are controls, fills and shapes, and the
/// ones with no source form or no kind.
extension ViewTable {
    private typealias P = Parameter
    private typealias S = Signature

    private static let label = P.required("label", .view)
    private static let title = P.required(nil, .string, as: .title)

    static let controls: [ViewSchema] = [
        ViewSchema(
            "Button", .button, .control,
            [
                S([.required("intent", .intent), label]),
                S([title, .required("intent", .intent)]),
            ], surfaces: .interactive,
            hover: "Runs an App Intent on tap; its label is its children."
        ),
        ViewSchema(
            "Toggle", .toggle, .control,
            [
                S([.required("isOn", .bool), .required("intent", .intent), label]),
                S([title, .required("isOn", .bool), .required("intent", .intent)]),
            ], surfaces: .interactive,
            hover: "Shows a state and runs an App Intent on tap; its label is its children."),
        ViewSchema(
            "Link", .link, .control,
            [
                S([.required("destination", .url), label]),
                S([title, .required("destination", .url)]),
            ],
            surfaces: .links, hover: "Opens a URL on tap; its label is its children."),
        ViewSchema(
            "ControlWidgetButton", .controlWidgetButton, .control,
            [S([.required("action", .intent), label], availability: Releases.controls)],
            surfaces: .controls,
            hover:
                "A control that runs an App Intent: its label (a `Label`, `Text` or symbol `Image`) is drawn by the system in Control Center, on the Lock Screen and for the Action button."
        ),
        ViewSchema(
            "ControlWidgetToggle", .controlWidgetToggle, .control,
            [
                S(
                    [
                        title, .required("isOn", .bool), .required("action", .intent),
                        .required("valueLabel", .view, as: .label),
                    ],
                    availability: Releases.controls)
            ],
            surfaces: .controls,
            hover:
                "A control that shows a state and sets it with an intent: its label closure is given the state (`{ isOn in ... }`) and drawn for both.",
            archivedAs: [.title, .isOn, .action, .label, .offLabel]
        ),
    ]

    static let fills: [ViewSchema] = [
        ViewSchema(
            "Color", .color, .color,
            [
                S([.required(nil, .string)]), S([.required("hex", .string)]),
                // `Color(uiColor: .secondaryLabel)`: a UIKit colour (`UIKitColor`).
                S([.required("uiColor", .value)]),
                S([
                    .keyword(nil, RGBColorSpace.self, optional: true),
                    .required("red", .number), .required("green", .number),
                    .required("blue", .number), .optional("opacity", .number),
                ]),
                S([
                    .keyword(nil, RGBColorSpace.self, optional: true),
                    .required("white", .number), .optional("opacity", .number),
                ]),
                S([
                    .required("hue", .number), .required("saturation", .number),
                    .required("brightness", .number), .optional("opacity", .number),
                ]),
            ],
            hover:
                "A colour filling its frame: an asset, a UIKit colour, a hex code or components.",
            archivedAs: [.color]),
        ViewSchema(
            "LinearGradient", .linearGradient, .gradient,
            gradientForms([.required("startPoint", .unitPoint), .required("endPoint", .unitPoint)]),
            hover: "Colours blended along a line between two unit points, filling its frame."),
        ViewSchema(
            "RadialGradient", .radialGradient, .gradient,
            gradientForms([
                .required("center", .unitPoint), .required("startRadius", .length),
                .required("endRadius", .length),
            ]), hover: "Colours blended in circles from a centre, filling its frame."),
        ViewSchema(
            "EllipticalGradient", .ellipticalGradient, .gradient,
            gradientForms([
                .optional("center", .unitPoint), .optional("startRadiusFraction", .number),
                .optional("endRadiusFraction", .number),
            ]),
            hover:
                "Colours blended in ellipses from a centre, their radii fractions of the frame's size."
        ),
        ViewSchema(
            "AngularGradient", .angularGradient, .gradient,
            gradientForms([
                .required("center", .unitPoint), .optional("startAngle", .value),
                .optional("endAngle", .value),
            ]), hover: "Colours blended round a centre, filling its frame."),
    ]

    /// `(colors:...)`, `(stops:...)` and `(gradient:...)`, each archived
    /// as `colors`: a list of colours evenly spaced, or of stops, each a
    /// list of a colour and its location (`GradientStops`).
    private static func gradientForms(_ rest: [Parameter]) -> [Signature] {
        [
            S([.required("colors", .collection)] + rest),
            S([.required("stops", .collection, as: .colors)] + rest),
            S([.required("gradient", .collection, as: .colors)] + rest),
        ]
    }

    static let grids: [ViewSchema] = [
        ViewSchema(
            "Grid", .grid, .container,
            [
                S(
                    [
                        .optional("alignment", .alignment), .optional("horizontalSpacing", .length),
                        .optional("verticalSpacing", .length), P.required("content", .view),
                    ], availability: Releases.iOS16)
            ], hover: "Lays out rows of cells (`GridRow`) in aligned columns."),
        ViewSchema(
            "GridRow", .gridRow, .container,
            [
                S(
                    [.optional("alignment", .verticalAlignment), P.required("content", .view)],
                    availability: Releases.iOS16)
            ], hover: "One row of a `Grid`: each view is a cell."),
        ViewSchema(
            "GeometryReader", .geometryReader, .container, [S([P.required("content", .view)])],
            hover:
                "Takes all the space it is offered and lays its content out from the top leading corner; `proxy.size` and `proxy.frame(in: .local)` are that space."
        ),
        ViewSchema(
            "LazyVGrid", .lazyVGrid, .container,
            [
                S([
                    .required("columns", .gridItems), .optional("alignment", .horizontalAlignment),
                    .optional("spacing", .length), P.required("content", .view),
                ])
            ],
            hover:
                "Cells in rows across `columns` (`GridItem`s: fixed, flexible or adaptive), as a grid that never scrolls lays them out."
        ),
        ViewSchema(
            "LazyHGrid", .lazyHGrid, .container,
            [
                S([
                    .required("rows", .gridItems), .optional("alignment", .verticalAlignment),
                    .optional("spacing", .length), P.required("content", .view),
                ])
            ],
            hover:
                "Cells in columns down `rows` (`GridItem`s: fixed, flexible or adaptive), as a grid that never scrolls lays them out."
        ),
    ]

    static let shapes: [ViewSchema] = [
        one("Circle", .circle, .shape, [], "A circle filling the shorter side of its frame."),
        one("Ellipse", .ellipse, .shape, [], "An ellipse filling its frame."),
        one("Rectangle", .rectangle, .shape, [], "A rectangle filling its frame."),
        one(
            "ContainerRelativeShape", .containerRelativeShape, .shape, [],
            "The shape of the widget's corners, inset to its frame."),
        one(
            "Capsule", .capsule, .shape, [.optional("style", .style)],
            "A rectangle with fully rounded ends, filling its frame."),
        ViewSchema(
            "RoundedRectangle", .roundedRectangle, .shape,
            [
                S([.required("cornerRadius", .length), .optional("style", .style)]),
                S([.required("cornerSize", .value), .optional("style", .style)]),
            ],
            hover:
                "A rectangle with rounded corners, filling its frame; `cornerSize` rounds them by a width and a height."
        ),
        ViewSchema(
            "UnevenRoundedRectangle", .unevenRoundedRectangle, .shape,
            [
                S(
                    [
                        .optional("topLeadingRadius", .length),
                        .optional("bottomLeadingRadius", .length),
                        .optional("bottomTrailingRadius", .length),
                        .optional("topTrailingRadius", .length), .optional("style", .style),
                    ], availability: Releases.iOS16)
            ], hover: "A rectangle with each corner rounded by its own radius, filling its frame."),
        ViewSchema(
            "ConcentricRectangle", .concentricRectangle, .shape,
            [S([], availability: Releases.iOS26)],
            hover:
                "A rectangle whose corners are concentric with the widget's, as `ContainerRelativeShape`'s are."
        ),
        ViewSchema(
            "Path", .path, .shape,
            [
                S([]), S([.required(nil, .path, as: .elements)]), S([.required(nil, .value)]),
                S([.required("roundedRect", .value), .required("cornerRadius", .number)]),
                S([.required("ellipseIn", .value)]),
            ],
            hover:
                "Lines and curves drawn in its frame: `Path { path in ... }`, or what a `Shape` struct's `path(in:)` adds.",
            archivedAs: [.elements]),
    ]

    static let choice = ViewSchema(
        "EnvironmentChoice", .environmentChoice, .choice, [],
        hover: "An `if` on the rendering mode or colour scheme, decided when the widget is drawn.",
        archivedAs: [.condition, .else])

    static let forEach = one(
        "ForEach", nil, .expanded,
        [.required(nil, .collection), .optional("id", .value), P.required("content", .view)],
        "Its content once per element of a collection, expanded into the parent.")

    /// A row with one form as old as widgets.
    static func one(
        _ name: String, _ kind: ViewKind?, _ role: ViewRole, _ parameters: [Parameter],
        _ hover: String
    ) -> ViewSchema {
        ViewSchema(name, kind, role, [Signature(parameters)], hover: hover)
    }
}

extension ViewKind {
    /// This view's row of the schema.
    public var schema: ViewSchema { ViewTable.rows[Int(rawValue)]! }
}

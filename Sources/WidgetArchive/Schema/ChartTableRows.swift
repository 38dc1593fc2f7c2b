/// Swift Charts' views (iOS 16; `SectorMark` iOS 17): `Chart` and its
/// marks, with the initializers of Apple's pages for each mark. A mark's
/// plotted values are `PlottableValue`s; `width`, `height` and the sector's
/// radii are `MarkDimension`s, archived as written (`.ratio(0.6)`).
extension ViewTable {
    private typealias P = Parameter
    private typealias S = Signature

    private static func p(_ label: String) -> Parameter { .required(label, .plottable) }

    private static func chartForms(_ forms: [[Parameter]], iOS17: Bool = false) -> [Signature] {
        forms.map { S($0, availability: iOS17 ? Releases.iOS17 : Releases.iOS16) }
    }

    static let charts: [ViewSchema] = [
        ViewSchema(
            "Chart", .chart, .container,
            chartForms([
                [P.required("content", .view)],
                [.required(nil, .collection, as: .data), P.required("content", .view)],
                [
                    .required(nil, .collection, as: .data), .required("id", .value),
                    P.required("content", .view),
                ],
            ]),
            hover:
                "A Swift Charts chart: its marks plotted on axes Charts works out from their values, with a legend for `foregroundStyle(by:)`."
        ),
        ViewSchema(
            "BarMark", .barMark, .mark,
            chartForms([
                [
                    p("x"), p("y"), .optional("width", .markDimension),
                    .optional("height", .markDimension),
                    .keyword("stacking", MarkStackingMethod.self, optional: true),
                ],
                [p("x"), p("yStart"), p("yEnd"), .optional("width", .markDimension)],
                [p("xStart"), p("xEnd"), p("y"), .optional("height", .markDimension)],
                [p("xStart"), p("xEnd"), p("yStart"), p("yEnd")],
            ]),
            hover:
                "A bar from zero to its value (stacked with the bars of the same category), or between two values."
        ),
        ViewSchema(
            "LineMark", .lineMark, .mark,
            chartForms([[p("x"), p("y")], [p("x"), p("y"), p("series")]]),
            hover: "A point of a line through the marks of its series, in order."),
        ViewSchema(
            "AreaMark", .areaMark, .mark,
            chartForms([
                [p("x"), p("y"), .keyword("stacking", MarkStackingMethod.self, optional: true)],
                [p("x"), p("yStart"), p("yEnd")],
                [p("xStart"), p("xEnd"), p("y")],
            ]),
            hover: "A point of the area between a line through its series and zero (or two values)."
        ),
        ViewSchema(
            "PointMark", .pointMark, .mark, chartForms([[p("x"), p("y")]]),
            hover: "A symbol at a point."),
        ViewSchema(
            "RuleMark", .ruleMark, .mark,
            chartForms([
                [p("x"), .optional("yStart", .plottable), .optional("yEnd", .plottable)],
                [.optional("xStart", .plottable), .optional("xEnd", .plottable), p("y")],
            ]),
            hover: "A line across the plot at a value, or between two values."),
        ViewSchema(
            "RectangleMark", .rectangleMark, .mark,
            chartForms([
                [
                    p("x"), p("y"), .optional("width", .markDimension),
                    .optional("height", .markDimension),
                ],
                [p("xStart"), p("xEnd"), p("yStart"), p("yEnd")],
            ]),
            hover: "A rectangle at a point, or between two values on each axis."),
        ViewSchema(
            "SectorMark", .sectorMark, .mark,
            chartForms(
                [
                    [
                        p("angle"), .optional("innerRadius", .markDimension),
                        .optional("outerRadius", .markDimension),
                        .optional("angularInset", .length),
                    ]
                ], iOS17: true),
            hover: "A slice of a pie or donut, its angle its share of the total."),
    ]

    /// The axis content of `chartXAxis { ... }` and `chartYAxis { ... }`.
    static let axes: [ViewSchema] = [
        ViewSchema(
            "AxisMarks", .axisMarks, .axis,
            chartForms([
                [
                    .keyword("preset", AxisMarkPreset.self, optional: true),
                    .keyword("position", AxisMarkPosition.self, optional: true),
                    .optional("values", .axisValues), .optional("content", .view),
                ]
            ]),
            hover:
                "Marks at the axis's values (or the values given): a grid line, a tick and a label each, or what its closure lists."
        ),
        ViewSchema(
            "AxisGridLine", .axisGridLine, .axis,
            chartForms([[.optional("centered", .bool), .optional("stroke", .strokeStyle)]]),
            hover: "A grid line across the plot at each of its marks' values."),
        ViewSchema(
            "AxisTick", .axisTick, .axis,
            chartForms([
                [
                    .optional("centered", .bool), .optional("length", .length),
                    .optional("stroke", .strokeStyle),
                ]
            ]), hover: "A short tick at the axis at each of its marks' values."),
        ViewSchema(
            "AxisValueLabel", .axisValueLabel, .axis,
            chartForms([[.optional("format", .dateFields), .optional("centered", .bool)]]),
            hover: "The value of each of its marks as a label, in the date format given."),
    ]
}

/// The kinds of view an archive holds: the views of the catalog, plus
/// `environmentChoice`, which stands for an `if` on a display-time value.
/// Each kind has one row in `ViewTable`.
///
/// The raw values are the tags written in `.wdla` files. They are never
/// renumbered or reused: a new view takes the next free number, and a
/// removed one leaves a hole.
public enum ViewKind: UInt8, CaseIterable, Sendable, Hashable {
    case vStack = 1, hStack = 2, zStack = 3, group = 4, viewThatFits = 5
    case spacer = 6, divider = 7, emptyView = 8, accessoryWidgetBackground = 9
    case text = 10, image = 11, label = 12, gauge = 13, progressView = 14
    case button = 15, toggle = 16, link = 17
    case color = 18, linearGradient = 19
    case circle = 20, ellipse = 21, rectangle = 22, roundedRectangle = 23, capsule = 24,
        containerRelativeShape = 25
    /// `if renderingMode == .vibrant { A } else { B }`: the children are A,
    /// the `else` argument holds B, the `condition` argument says when A
    /// is drawn. The renderer decides, as the system does at display time.
    case environmentChoice = 26
    /// `Grid`: its children are rows (`GridRow`) and full-width views.
    case grid = 27, gridRow = 28
    case radialGradient = 29, angularGradient = 30
    /// `Path`, and a `Shape` struct's `path(in:)`: its `elements` are a
    /// `ShapePath`, whose lengths may read the frame's size.
    case path = 31
    /// `LazyVGrid` and `LazyHGrid`: their `columns` or `rows` are
    /// `GridItemSpec`s; every child is a cell.
    case lazyVGrid = 32, lazyHGrid = 33
    /// `GeometryReader { proxy in ... }`: its children are laid out in the
    /// size it is given, and their lengths may read that size (`ReaderLength`).
    case geometryReader = 34
    /// Swift Charts: a `Chart` whose children are marks, and the marks,
    /// whose plotted values are `PlottableValue`s.
    case chart = 35, barMark = 36, lineMark = 37, areaMark = 38, pointMark = 39, ruleMark = 40,
        rectangleMark = 41, sectorMark = 42
    /// `UnevenRoundedRectangle`, `ConcentricRectangle` (iOS 26) and
    /// `EllipticalGradient`.
    case unevenRoundedRectangle = 43, concentricRectangle = 44, ellipticalGradient = 45
    /// Swift Charts' axis content, in a `chartXAxis { ... }` or
    /// `chartYAxis { ... }` closure: `AxisMarks`, whose children are the
    /// grid line, tick and label drawn at each of its values.
    case axisMarks = 46, axisGridLine = 47, axisTick = 48, axisValueLabel = 49
    /// A control's template (`control` declarations, iOS 18): the system
    /// draws it in Control Center, on the Lock Screen and for the Action
    /// button. Its children are its label; a toggle's `offLabel` argument
    /// holds the label it shows when off.
    case controlWidgetButton = 50, controlWidgetToggle = 51
    /// `AccessoryWidgetGroup` (watchOS 11): a label on top and up to three
    /// content views (its children) side by side, each masked by the
    /// `accessoryWidgetGroupStyle` shape. Its `label` argument holds the
    /// label's views, or `title` and `systemImage` name it.
    case accessoryWidgetGroup = 52

    /// The SwiftUI name (`VStack`), as the catalog and the JSON form
    /// spell it: its schema row's.
    public var name: String { Self.names[Int(rawValue)] }

    /// What kind of view it is: its schema row's role.
    public var role: ViewRole { Self.roles[Int(rawValue)] }

    // The rows' names and roles by raw value, so that asking one copies no row.
    private static let names: [String] = ViewTable.rows.map { $0?.name ?? "" }
    private static let roles: [ViewRole] = ViewTable.rows.map { $0?.role ?? .leaf }

    /// The kind called `name` (`VStack`), or nil.
    public init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    private static let byName: [String: ViewKind] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Whether the view is a gradient (a shape style that is also a view).
    public var isGradient: Bool { role == .gradient }

    /// Whether the view is a shape (it fills its frame and takes `fill` and `stroke`).
    public var isShape: Bool { role == .shape }

    /// Whether the view is a Swift Charts mark, drawn only in a `Chart`.
    public var isChartMark: Bool { role == .mark }

    /// Whether the view is a control's template (`ControlWidgetButton`,
    /// `ControlWidgetToggle`), drawn only as a control's body.
    public var isControlTemplate: Bool {
        self == .controlWidgetButton || self == .controlWidgetToggle
    }

    /// Whether the view is axis content (`AxisMarks`, `AxisGridLine`...),
    /// drawn only in a chart axis closure.
    public var isAxisContent: Bool { role == .axis }
}

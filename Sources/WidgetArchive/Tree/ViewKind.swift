/// The kinds of view an archive holds: the views of the catalog, plus
/// `environmentChoice`, which stands for an `if` on a display-time value.
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
    case circle = 20, ellipse = 21, rectangle = 22, roundedRectangle = 23, capsule = 24, containerRelativeShape = 25
    /// `if renderingMode == .vibrant { A } else { B }`: the children are A,
    /// the `else` argument holds B, the `condition` argument says when A
    /// is drawn. The renderer decides, as the system does at display time.
    case environmentChoice = 26
    /// `Grid`: its children are rows (`GridRow`) and full-width views.
    case grid = 27, gridRow = 28
    case radialGradient = 29, angularGradient = 30

    /// The SwiftUI name (`VStack`), as the catalog and the JSON form spell it.
    public var name: String {
        switch self {
        case .vStack: "VStack"
        case .hStack: "HStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .viewThatFits: "ViewThatFits"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .emptyView: "EmptyView"
        case .accessoryWidgetBackground: "AccessoryWidgetBackground"
        case .text: "Text"
        case .image: "Image"
        case .label: "Label"
        case .gauge: "Gauge"
        case .progressView: "ProgressView"
        case .button: "Button"
        case .toggle: "Toggle"
        case .link: "Link"
        case .color: "Color"
        case .linearGradient: "LinearGradient"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .containerRelativeShape: "ContainerRelativeShape"
        case .environmentChoice: "EnvironmentChoice"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .radialGradient: "RadialGradient"
        case .angularGradient: "AngularGradient"
        }
    }

    /// The kind called `name` (`VStack`), or nil.
    public init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    private static let byName: [String: ViewKind] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Whether the view is a gradient (a shape style that is also a view).
    public var isGradient: Bool {
        switch self {
        case .linearGradient, .radialGradient, .angularGradient: true
        default: false
        }
    }

    /// Whether the view is a shape (it fills its frame and takes `fill` and `stroke`).
    public var isShape: Bool {
        switch self {
        case .circle, .ellipse, .rectangle, .roundedRectangle, .capsule, .containerRelativeShape: true
        default: false
        }
    }
}

/// The kinds of modifier an archive holds: the modifiers of the catalog,
/// under their SwiftUI names. Raw values are tags, never reused (see
/// `ViewKind`).
public enum ModifierKind: UInt8, CaseIterable, Sendable, Hashable {
    case font = 1, fontWeight = 2, fontDesign = 3, bold = 4, italic = 5, monospacedDigit = 6
    case widgetAccentable = 7, invalidatableContent = 8, privacySensitive = 9, unredacted = 10
    case scaledToFit = 11, scaledToFill = 12, strikethrough = 13, underline = 14, kerning = 15, tracking = 16
    case foregroundStyle = 17, foregroundColor = 18, tint = 19, padding = 20, frame = 21, fixedSize = 22
    case layoutPriority = 23, background = 24, overlay = 25, clipShape = 26, cornerRadius = 27, opacity = 28
    case lineLimit = 29, truncationMode = 30, multilineTextAlignment = 31, minimumScaleFactor = 32, textCase = 33
    case resizable = 34, aspectRatio = 35, renderingMode = 36, symbolRenderingMode = 37
    case gaugeStyle = 38, progressViewStyle = 39, toggleStyle = 40, buttonStyle = 41, containerBackground = 42
    case scaleEffect = 43, rotationEffect = 44, offset = 45, widgetURL = 46, redacted = 47
    case activityBackgroundTint = 48, keylineTint = 49, fill = 50, stroke = 51
    case accessibilityLabel = 52, accessibilityHidden = 53
    case trim = 54, shadow = 55, blur = 56, mask = 57, widgetLabel = 58, widgetAccentedRenderingMode = 59
    case strokeBorder = 60, clipped = 61, contentTransition = 62, monospaced = 63, lineSpacing = 64, gridCellColumns = 65
    case hidden = 66, ignoresSafeArea = 67, id = 68, animation = 69, transition = 70, border = 71, labelStyle = 72
    case imageScale = 73, symbolVariant = 74, grayscale = 75, saturation = 76, brightness = 77, contrast = 78, zIndex = 79

    /// The SwiftUI name (`foregroundStyle`): the case name, which is the
    /// modifier's name by construction.
    public var name: String { Self.names[Int(rawValue)] }

    /// The kind called `name`, or nil.
    public init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    private static let names: [String] = {
        var names = [String](repeating: "", count: Int(allCases.map(\.rawValue).max()!) + 1)
        for kind in allCases { names[Int(kind.rawValue)] = "\(kind)" }
        return names
    }()

    private static let byName: [String: ModifierKind] = Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })
}

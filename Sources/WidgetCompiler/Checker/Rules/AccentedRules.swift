import WidgetArchive
import WidgetSyntax

/// `accented-image` (warning): an asset `Image` in a Home Screen (system)
/// family with no `widgetAccentedRenderingMode`. iOS 26 draws every Home
/// Screen widget in the accented mode when a person picks the clear or
/// tinted look, and there an image without the modifier takes the
/// primary colour: a full-colour picture becomes one white block (Apple:
/// "Optimizing your widget for accented rendering mode and Liquid Glass";
/// WWDC25 278; `AccentedLook` draws it so).
///
/// Not reported: an image whose chain says how (`widgetAccentedRenderingMode`,
/// or `renderingMode(.template)`, which asks for the group's colour), a
/// symbol (`Image(systemName:)`, drawn in its group's colour by design),
/// an image in `containerBackground`, which the system replaces, and one
/// in the `else` of an `if #available` of a release before iOS 26, which
/// never runs there (the then-branch gives the modifier, iOS 18's).
/// Calls are visited outermost first, so a chain's modifiers and an
/// enclosing `containerBackground` are seen before the image itself.
struct AccentedImageRule: FamilyRule {
    /// The roots of chains that say how they are drawn accented, by the
    /// range of the root call's name (`FamilyWalker.rootView`).
    private var covered: Set<SourceRange> = []
    /// The content of the `containerBackground` calls seen (their
    /// arguments and closures, not the view they are called on), which
    /// the system replaces.
    private var backgrounds: [SourceRange] = []

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let family = context.family, !family.isAccessory,
            (context.below[.iOS] ?? OSVersion(27)) > OSVersion(26)
        else { return }
        if case .member(let base, let name, _) = call.callee.kind {
            switch name.name {
            case "widgetAccentedRenderingMode", "renderingMode":
                if let root = FamilyWalker.rootView(base) { covered.insert(root.range) }
            case "containerBackground":
                backgrounds +=
                    call.arguments.map(\.value.range)
                    + call.trailingClosures.map(\.closure.range)
            default: break
            }
            return
        }
        guard case .identifier("Image") = call.callee.kind, let first = call.arguments.first,
            first.label == nil, !covered.contains(call.callee.range),
            !backgrounds.contains(where: { $0.start <= range.start && range.end <= $0.end })
        else { return }
        diagnostics.append(
            Diagnostic(
                .accentedImage(
                    "Image(\(SyntaxPrinter.print(first.value)))", family: family.rawValue),
                at: call.callee.range))
    }
}

/// `watch-full-color` (warning): `.widgetAccentedRenderingMode(.fullColor)`
/// in a widget that runs on watchOS, where Apple documents that
/// `fullColor` "only applies to iOS": a watch face draws the image in its
/// own colour whatever it says (`AccentedLook`), so the full-colour
/// picture the code asks for never shows there.
struct WatchFullColorRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard case .member(_, let name, _) = call.callee.kind,
            name.name == "widgetAccentedRenderingMode",
            let value = call.arguments.first?.value, case .implicitMember(let mode) = value.kind,
            mode.name == "fullColor",
            context.header.effectivePlatforms.contains(where: { $0.platform == .watchOS })
        else { return }
        diagnostics.append(Diagnostic(.watchFullColor(), at: value.range))
    }
}

/// What the rules about the accented look share: whether the widget has
/// read `widgetRenderingMode` (a body that asks draws its accented look
/// on purpose; calls are visited in source order, so a branch on it is
/// seen before the views it chooses between), and the content of the
/// `containerBackground` calls seen, which the system replaces.
struct AccentedWatch {
    private var readsMode = false
    private var backgrounds: [SourceRange] = []

    /// Notes a display-time name read.
    mutating func read(_ name: String) {
        if name == EnvironmentKey.renderingMode.rawValue { readsMode = true }
    }

    /// The Home Screen family a finding about `call` belongs to: nil
    /// where the widget has read the rendering mode, outside the system
    /// families, in a branch for a release before iOS 26, or inside a
    /// container background (whose content a `containerBackground` call
    /// records here).
    ///
    /// The cheap questions come first, as most calls are in a family or a
    /// widget these rules have nothing to say about; names are then
    /// compared by their ids (`CatalogNames`), not read as strings.
    mutating func family(of call: Call, at range: SourceRange, in context: FamilyContext)
        -> WidgetFamily?
    {
        guard !readsMode, let family = context.family, !family.isAccessory,
            (context.below[.iOS] ?? OSVersion(27)) > OSVersion(26)
        else { return nil }
        if call.modifierKind == .containerBackground {
            backgrounds +=
                call.arguments.map(\.value.range) + call.trailingClosures.map(\.closure.range)
            return nil
        }
        guard !backgrounds.contains(where: { $0.start <= range.start && range.end <= $0.end })
        else { return nil }
        return family
    }
}

/// `accented-gradient` (warning): a gradient in a Home Screen (system)
/// family of a widget that never asks how it is drawn. In the accented
/// mode, which iOS 26 uses for every Home Screen widget when a person
/// picks the clear or tinted look, content keeps its alpha and loses its
/// colours, so a gradient becomes one flat tint and whatever it told
/// apart (day from night, full from empty) is gone (Apple: "Optimizing
/// your widget for accented rendering mode and Liquid Glass"). Not
/// reported where `AccentedWatch` says the look is the widget's choice.
struct AccentedGradientRule: FamilyRule {
    private var watch = AccentedWatch()

    /// The gradient views (and `Gradient`, a style of one), and the shape
    /// styles that are gradients.
    static let views: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient",
    ]
    static let styles: Set<String> = [
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "gradient",
    ]

    /// The gradient a call makes, as written (`LinearGradient`,
    /// `.linearGradient`), or nil. A catalog view is known by its name's
    /// id; only a call of another name has its name read.
    static func gradient(_ call: Call) -> String? {
        if let kind = call.callee.viewKind { return kind.isGradient ? kind.name : nil }
        switch call.callee.tree[call.callee.index].tag {
        case .identifier:
            return call.calleeName.flatMap { views.contains($0) ? $0 : nil }
        case .implicitMember:
            guard case .implicitMember(let member) = call.callee.kind,
                styles.contains(member.name)
            else { return nil }
            return "." + member.name
        default:
            return nil
        }
    }

    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        watch.read(name)
    }

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let family = watch.family(of: call, at: range, in: context),
            let name = Self.gradient(call)
        else { return }
        diagnostics.append(
            Diagnostic(.accentedGradient(name, family: family.rawValue), at: call.callee.range))
    }
}

/// `accented-plate` (warning): an opaque colour or filled shape drawn
/// behind content (`.background(.blue)`, a `ZStack` whose first view is
/// `Color.orange` or `RoundedRectangle(...).fill(.teal)`) in a Home Screen
/// family of a widget that never reads `widgetRenderingMode`. iOS 26's
/// clear and tinted Home Screens draw the widget accented: every opaque
/// view turns the one content colour, white, so the plate and the text on
/// it become one white block (Apple: "Optimizing your widget for accented
/// rendering mode and Liquid Glass"; `AccentedLook`). A colour with an
/// opacity stays translucent and is not reported, nor is a plate where
/// `AccentedWatch` says the look is the widget's choice.
struct AccentedPlateRule: FamilyRule {
    private var watch = AccentedWatch()

    /// The shapes a plate is filled from.
    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "ContainerRelativeShape",
        "UnevenRoundedRectangle", "ConcentricRectangle",
    ]

    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        watch.read(name)
    }

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let family = watch.family(of: call, at: range, in: context) else { return }
        let plate: Expr?
        if call.modifierKind == .background {
            plate =
                call.arguments.first(where: { $0.label == nil })?.value
                ?? Self.firstView(of: call.trailingClosures.first?.closure.body)
        } else if call.callee.viewKind == .zStack {
            let body = call.trailingClosures.first?.closure.body
            plate = (body?.statements.count ?? 0) > 1 ? Self.firstView(of: body) : nil
        } else {
            return
        }
        guard let plate, Self.isOpaquePlate(plate) else { return }
        diagnostics.append(
            Diagnostic(.accentedPlate(family: family.rawValue), at: plate.range))
    }

    private static func firstView(of block: Block?) -> Expr? {
        guard let first = block?.statements.first, case .expression(let view) = first.kind
        else { return nil }
        return view
    }

    /// A colour with no opacity, or a shape filled with one.
    static func isOpaquePlate(_ expression: Expr) -> Bool {
        if case .call(let call) = expression.kind,
            case .member(let base, let name, _) = call.callee.kind,
            name.name == "fill", let style = call.arguments.first?.value
        {
            guard case .call(let shape) = base.kind, case .identifier(let root) = shape.callee.kind,
                shapes.contains(root.name)
            else { return false }
            return isOpaqueColor(style)
        }
        return isOpaqueColor(expression)
    }

    /// `.blue`, `Color.blue`, `Color(red:green:blue:)`, `Color("Brand")`;
    /// not `.clear`, nor anything with an opacity.
    static func isOpaqueColor(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember(let name):
            return SystemColor(rawValue: name.name).map { $0 != .clear } ?? false
        case .member(let base, let name, _):
            guard case .identifier(let type) = base.kind, type.name == "Color" else { return false }
            return SystemColor(rawValue: name.name).map { $0 != .clear } ?? false
        case .call(let call):
            guard case .identifier(let name) = call.callee.kind, name.name == "Color" else {
                return false
            }
            // `Color(hex: "#FFFFFF1A")`: an alpha below FF is translucent.
            if let hex = call.arguments.first(where: { $0.label?.name == "hex" }),
                case .string(let literal) = hex.value.kind, let text = literal.plainText
            {
                let digits = text.hasPrefix("#") ? text.dropFirst() : text[...]
                if digits.count == 8, digits.suffix(2).uppercased() != "FF" { return false }
            }
            return !call.arguments.contains { $0.label?.name == "opacity" }
        default:
            return false
        }
    }
}

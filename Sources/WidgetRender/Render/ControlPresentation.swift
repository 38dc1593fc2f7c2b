import WidgetArchive

/// What a control's template says, read from its archived views: the
/// parts the system lays out for each surface, which the snapshot matrix
/// reads too (a toggle is drawn on and off, a private control locked).
public struct ControlTemplate: Equatable, Sendable {
    /// A toggle (with a state) rather than a button.
    public var isToggle = false
    /// The toggle's state; false for a button.
    public var isOn = false
    /// The toggle's title, or the words of a button's label.
    public var title: ArchiveText?
    /// A toggle's label words (its value: "On", "72°").
    public var value: ArchiveText?
    /// The label's SF Symbol.
    public var symbol: String?
    /// `tint(_:)` on the template.
    public var tint: ArchiveColor?
    /// `privacySensitive()` on the template: its title and value are
    /// redacted while locked, and its symbol shows the off state.
    public var privacySensitive = false
    /// `disabled(true)` on the template.
    public var disabled = false
    /// `controlWidgetStatus(_:)` on the label.
    public var status: String?

    /// No template: a control whose body drew nothing.
    public init() {}

    /// The template among `views` (a control's body), with the toggle
    /// in `state` when given, else in its archived state; nil when there
    /// is no template.
    public init?(_ views: [ArchivedView], state: Bool?) {
        guard let template = views.first(where: { $0.kind.isControlTemplate }) else { return nil }
        isToggle = template.kind == .controlWidgetToggle
        if isToggle {
            if case .bool(let archived)? = template[.isOn] { isOn = state ?? archived }
            if case .text(let words)? = template[.title] { title = words }
        }
        for modifier in template.modifiers {
            switch modifier.kind {
            case .tint: if case .color(let color)? = modifier[.value] { tint = color }
            case .privacySensitive: privacySensitive = modifier[.value] != .bool(false)
            case .disabled: disabled = modifier[.value] == .bool(true)
            default: break
            }
        }
        var label = template.children
        if isToggle, !isOn, case .views(let off)? = template[.offLabel] { label = off }
        for view in label { read(view) }
    }

    /// Reads one view of the label: a `Label`, a `Text` or a symbol `Image`.
    private mutating func read(_ view: ArchivedView) {
        var words: ArchiveText?
        switch view.kind {
        case .label:
            if case .string(let name)? = view[.systemImage] { symbol = name }
            if case .text(let text)? = view[.title] { words = text }
        case .text:
            if case .text(let text)? = view[.text] { words = text }
        case .image:
            if case .string(let name)? = view[.systemName] { symbol = name }
        default:
            break
        }
        if let words {
            if isToggle { value = words } else { title = words }
        }
        for modifier in view.modifiers where modifier.kind == .controlWidgetStatus {
            switch modifier[.value] {
            case .string(let text)?: status = text
            case .text(let text)?: status = text.plainText
            default: break
            }
        }
    }
}

/// How the system draws a control on each surface, as views the layout
/// engine draws like any widget's. The template's parts go where Control
/// Center, the Lock Screen and the Action button put them.
///
/// CHOICE (UNCONFIRMED, one place; Apple publishes the parts, not the
/// drawing): Control Center is dark whatever the scheme; an off module
/// is a grey platter (#3A3A3C) with a white symbol; an on toggle fills
/// its symbol's circle with the tint (the system blue when none is set)
/// and draws the symbol white, as Wi-Fi and Bluetooth do. Medium puts a
/// 44-point circle at the leading end with the title over the value; large puts
/// the circle top-leading and the words at the bottom. The Lock Screen
/// draws the symbol alone in a translucent dark circle that turns white
/// with the symbol in the tint when on, as the flashlight does. The
/// Action button shows a black capsule with the symbol (tinted when on)
/// and the status, else the value, else the title. Symbols are 24 pt in
/// Control Center, 20 pt on the Lock Screen and 22 pt in the island;
/// titles 13 pt semibold (15 pt in large), values 13 pt at 60% white.
enum ControlPresentation {
    static let platter = RGBA(0x3A / 255, 0x3A / 255, 0x3C / 255)
    static let lockPlatter = RGBA(0.11, 0.11, 0.12, 0.72)
    static let circleOff = RGBA(1, 1, 1, 0.18)
    static let secondary = RGBA(1, 1, 1, 0.6)

    /// Lays out entry `entry` of a control's archive for `environment`,
    /// whose surface is a control surface.
    static func layout(_ archive: Archive, entry: Int, environment requested: DisplayEnvironment)
        throws(RenderError) -> WidgetLayout
    {
        var environment = requested
        environment.scheme = .dark
        guard case .control(let surface) = environment.surface else {
            throw .surfaceNotInArchive(
                environment.surface.name, available: archive.metadata.surfaces.map(\.name))
        }
        let (views, canvas) = try WidgetLayout.tree(archive, entry: entry, environment: environment)
        var template = ControlTemplate(views, state: environment.controlState) ?? ControlTemplate()
        let redacted = template.privacySensitive && environment.locked
        if redacted { template.isOn = false }
        var builder = TreeBuilder(environment: environment)
        builder.container = canvas
        let tint = template.tint.map { builder.resolve($0) } ?? Palette.system(.blue, .dark)
        let parts = Parts(template: template, tint: tint, redacted: redacted)
        let (content, background) = arrange(parts, surface, canvas: canvas)
        let nodes = builder.build(content, builder.root)
        let root =
            nodes.count == 1
            ? nodes[0]
            : LayoutNode(.zstack(Alignment(nil)), name: "ZStack", children: nodes)
        let size = root.sizeThatFits(Proposal(width: canvas.width, height: canvas.height))
        root.place(
            in: Rect(
                x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2,
                width: size.width, height: size.height))
        return WidgetLayout(
            environment: environment, canvas: canvas,
            cornerRadius: ControlSizes.cornerRadius(of: surface, canvas: canvas),
            background: [], backgroundColor: background, root: root,
            margins: EdgeInsets(all: 0), needsContainerBackground: false, overflow: 0,
            camera: nil)
    }

    /// The template's parts as views, with the colours they are drawn in.
    struct Parts {
        var template: ControlTemplate
        var tint: RGBA
        var redacted: Bool

        /// The symbol at `size` points in `color`; a question mark in a
        /// circle when the label has none (the system draws a placeholder).
        func symbol(size: Double, color: RGBA) -> ArchivedView {
            ArchivedView(
                .image,
                arguments: ArchiveArguments([
                    (.systemName, .string(template.symbol ?? "questionmark.circle"))
                ]),
                modifiers: [
                    ArchivedModifier(
                        .font,
                        arguments: ArchiveArguments([(.value, .font(ArchiveFont(size: size)))])),
                    ArchivedModifier(.foregroundStyle, arguments: colour(color)),
                ])
        }

        /// Words at `size` points, redacted when the control is.
        func words(_ text: ArchiveText?, size: Double, weight: String?, color: RGBA)
            -> ArchivedView?
        {
            guard let text else { return nil }
            var modifiers = [
                ArchivedModifier(
                    .font,
                    arguments: ArchiveArguments([
                        (.value, .font(ArchiveFont(size: size, weight: weight)))
                    ])),
                ArchivedModifier(.foregroundStyle, arguments: colour(color)),
                ArchivedModifier(.lineLimit, arguments: ArchiveArguments([(.value, .integer(1))])),
            ]
            if redacted {
                modifiers.append(
                    ArchivedModifier(
                        .redacted, arguments: ArchiveArguments([(.reason, .keyword("placeholder"))])
                    ))
            }
            return ArchivedView(
                .text, arguments: ArchiveArguments([(.text, .text(text))]), modifiers: modifiers)
        }

        /// The symbol in its circle: the tint when on, a light grey when off.
        func circled(diameter: Double, symbolSize: Double) -> ArchivedView {
            let on = template.isOn
            return ArchivedView(
                .zStack,
                children: [
                    ArchivedView(
                        .circle,
                        modifiers: [
                            ArchivedModifier(.fill, arguments: colour(on ? tint : circleOff))
                        ]
                    ),
                    symbol(size: symbolSize, color: .white),
                ],
                modifiers: [frame(diameter, diameter)])
        }
    }

    /// The views of `surface` and the module's own colour.
    static func arrange(_ parts: Parts, _ surface: ControlSurface, canvas: Size)
        -> (views: [ArchivedView], background: RGBA)
    {
        let template = parts.template
        let dim = template.disabled ? [ArchivedModifier(.opacity, arguments: number(0.4))] : []
        switch surface {
        case .controlSmall:
            let views = [parts.symbol(size: 24, color: .white)]
            return (dimmed(views, dim), template.isOn ? parts.tint : platter)
        case .controlLockScreen:
            let views = [parts.symbol(size: 20, color: template.isOn ? parts.tint : .white)]
            return (dimmed(views, dim), template.isOn ? .white : lockPlatter)
        case .controlMedium:
            let words = titleAndValue(parts, titleSize: 13)
            let row = ArchivedView(
                .hStack, arguments: ArchiveArguments([(.spacing, .number(8))]),
                children: [parts.circled(diameter: canvas.height - 24, symbolSize: 20)] + words,
                modifiers: [padding(12)])
            return (dimmed([row], dim), platter)
        case .controlLarge:
            let column = ArchivedView(
                .vStack,
                arguments: ArchiveArguments([
                    (.alignment, .keyword("leading")), (.spacing, .number(0)),
                ]),
                children: [
                    parts.circled(diameter: 48, symbolSize: 24),
                    ArchivedView(.spacer, arguments: ArchiveArguments([(.minLength, .number(0))])),
                ] + titleAndValue(parts, titleSize: 15),
                modifiers: [
                    ArchivedModifier(
                        .frame,
                        arguments: ArchiveArguments([
                            (.maxWidth, .number(Double.infinity)),
                            (.maxHeight, .number(Double.infinity)),
                            (.alignment, .keyword("leading")),
                        ])),
                    padding(14),
                ])
            return (dimmed([column], dim), platter)
        case .actionButton:
            let shown =
                template.status.map { ArchiveText(plain: $0) } ?? template.value ?? template.title
            var children = [
                parts.symbol(size: 22, color: template.isOn ? parts.tint : .white),
                ArchivedView(.spacer, arguments: ArchiveArguments([(.minLength, .number(8))])),
            ]
            if let words = parts.words(shown, size: 15, weight: "semibold", color: .white) {
                children.append(words)
            }
            let row = ArchivedView(
                .hStack, children: children,
                modifiers: [
                    ArchivedModifier(
                        .padding,
                        arguments: ArchiveArguments([
                            (.edges, .edges(.horizontal)), (.length, .number(24)),
                        ]))
                ])
            return (dimmed([row], dim), .black)
        }
    }

    /// The title over the value, leading-aligned, for medium and large.
    private static func titleAndValue(_ parts: Parts, titleSize: Double) -> [ArchivedView] {
        let lines = [
            parts.words(parts.template.title, size: titleSize, weight: "semibold", color: .white),
            parts.words(parts.template.value, size: 13, weight: nil, color: secondary),
        ].compactMap { $0 }
        guard !lines.isEmpty else { return [] }
        return [
            ArchivedView(
                .vStack,
                arguments: ArchiveArguments([
                    (.alignment, .keyword("leading")), (.spacing, .number(1)),
                ]),
                children: lines,
                modifiers: [
                    ArchivedModifier(
                        .frame,
                        arguments: ArchiveArguments([
                            (.maxWidth, .number(Double.infinity)),
                            (.alignment, .keyword("leading")),
                        ]))
                ])
        ]
    }

    private static func dimmed(_ views: [ArchivedView], _ dim: [ArchivedModifier]) -> [ArchivedView]
    {
        views.map { view in
            var view = view
            view.modifiers += dim
            return view
        }
    }
}

/// A `foregroundStyle`/`fill` argument of one colour.
private func colour(_ color: RGBA) -> ArchiveArguments {
    ArchiveArguments([
        (
            .value,
            .color(
                ArchiveColor(
                    .rgb(red: color.red, green: color.green, blue: color.blue), opacity: color.alpha
                ))
        )
    ])
}

private func number(_ value: Double) -> ArchiveArguments {
    ArchiveArguments([(.value, .number(value))])
}

private func frame(_ width: Double, _ height: Double) -> ArchivedModifier {
    ArchivedModifier(
        .frame, arguments: ArchiveArguments([(.width, .number(width)), (.height, .number(height))]))
}

private func padding(_ length: Double) -> ArchivedModifier {
    ArchivedModifier(.padding, arguments: ArchiveArguments([(.length, .number(length))]))
}

import Foundation
import WidgetArchive

/// What views inherit from the modifiers above them (SwiftUI's
/// environment): the font, the foreground style, text options, styles of
/// controls, and the accent and redaction flags.
struct Inherited {
    var font = ResolvedFont.body
    /// `fontWeight` and `fontDesign`: kept apart from the font, so that a
    /// `.font(...)` on either side keeps them, as `Text` composes them
    /// (CHOICE: they win over a weight or design the font names).
    var fontWeight: FontWeight?
    var fontDesign: FontDesign?
    /// `fontWidth`, kept apart from the font as weight and design are.
    var fontWidth: FontWidth?
    var bold = false
    var foreground: RGBA?
    /// The second and third styles of `foregroundStyle(_:_:_:)`: a
    /// symbol's secondary and tertiary layers.
    var foregroundLayers: [RGBA] = []
    var symbolRendering: SymbolRenderingMode?
    /// The foreground is `.tint`, which SwiftUI resolves where it draws:
    /// a `tint` nearer the view (applied after it here) recolours it.
    var foregroundIsTint = false
    var tint: RGBA?
    var lineLimit: Int?
    var truncation = TruncationMode.tail
    var textAlignment = 0.0
    var minimumScaleFactor = 1.0
    var allowsTightening = false
    /// `textScale(.secondary)`: text below is drawn smaller.
    var secondaryScale = false
    /// `lineSpacing`: points between a text's lines.
    var lineSpacing = 0.0
    var textCase: TextCase?
    /// `.tracking` and `.kerning`, in points (see `Tracking.adjustment`).
    var tracking: Double?
    var kerning: Double?
    var underline = false
    var strikethrough = false
    var accentable = false
    var placeholder = false
    var privacySensitive = false
    /// `redactionReasons`, as a body reads it: `redacted(reason:)` above
    /// adds its reason, `unredacted()` empties it.
    var redactionReasons: Set<RedactionReason> = []
    /// `tint` with a gradient: its colours, evenly spaced.
    var tintGradient: [RGBA] = []
    /// The `font` the text was given, which a new text size resolves
    /// again; nil for the body style.
    var fontSource: ArchiveFont?
    var template = false
    var resizable = false
    var shapeFill: ArchiveValue?
    var shapeStroke: (ArchiveValue?, Double)?
    var strokePlacement = StrokePlacement.centered
    var strokeCap = LineCap.butt
    var strokeDash: [Double] = []
    var labelStyle = LabelStyle.automatic
    var imageScale = ImageScale.medium
    /// `symbolVariant`: the symbol a `systemName` draws (`SymbolVariants`).
    var symbolVariant: SymbolVariant?
    var shapeTrim: (from: Double, to: Double)?
    /// `inset(by:)`, `rotation` and `scale` on a shape, outermost first.
    var shapeTransforms: [ShapeTransform] = []
    var accentedImageMode: WidgetAccentedRenderingMode?
    /// `accessoryWidgetGroupStyle`, read by the groups below.
    var groupStyle: AccessoryWidgetGroupStyle?
    var gaugeStyle: GaugeStyle?
    var progressStyle: ProgressViewStyle?
    var toggleStyle: ToggleStyle?
    var buttonStyle: ButtonStyle?
    var controlSize = ControlSize.regular
    /// The chart modifiers (`chartXAxis`...), read by the charts below.
    var chart = ChartSettings()
    var buttonBorderShape = ButtonBorderShape.automatic

    /// The font with `fontWeight`, `fontDesign` and `bold()` applied.
    var effectiveFont: ResolvedFont {
        var font = self.font
        if let fontWeight { font.weight = fontWeight }
        if let fontDesign { font.design = fontDesign }
        if let fontWidth { font.width = fontWidth }
        if bold { font.weight = .bold }
        if secondaryScale { font.size *= LayoutDefaults.secondaryTextScale }
        font.spacing = Tracking.adjustment(tracking: tracking, kerning: kerning)
        return font
    }
}

/// Turns archived views into layout nodes for one display environment:
/// modifiers become wrapper nodes or inherited values, `EnvironmentChoice`
/// takes its branch, dates become text for `now`, colours resolve for the
/// colour scheme. The first `containerBackground` is taken out of the tree
/// for the canvas.
///
/// Arguments are read by `ArgumentName` and keywords as the vocabulary's
/// enums; a keyword outside its set (only a hand-made archive has one) is
/// read as the default.
struct TreeBuilder {
    let environment: DisplayEnvironment
    private(set) var containerBackground: (views: [ArchivedView], style: ArchiveValue?)?
    /// `activityBackgroundTint`, for a Live Activity's Lock Screen presentation.
    private(set) var activityBackground: ArchiveColor?
    /// `dynamicIsland(verticalPlacement: .belowIfTooWide)` in the views
    /// built since it was last cleared: a Dynamic Island region's.
    var belowIfTooWide = false

    /// The colour scheme and text size the views being built are drawn
    /// at: the display's, or what an `environment(_:_:)` above sets.
    private(set) var display: (scheme: ColorScheme, typeSize: DynamicTypeSize)

    /// The widget's content area, which `containerRelativeFrame` measures.
    var container = Size(0, 0)

    init(environment: DisplayEnvironment) {
        self.environment = environment
        display = (environment.scheme, environment.dynamicTypeSize)
    }

    var scheme: ColorScheme { display.scheme }

    /// A colour in this environment's scheme: an asset colour from the
    /// catalog beside the source when it has it (`Palette.resolve` draws
    /// one it does not have as the label colour).
    func resolve(_ color: ArchiveColor) -> RGBA {
        if case .asset(let name) = color.base,
            let found = environment.assetCatalog.color(named: name, scheme)
        {
            return found.shaded(color.shade).withAlpha(color.opacity)
        }
        return Palette.resolve(color, scheme)
    }

    /// What the root of a tree inherits: the body style at the display's
    /// Dynamic Type size.
    var root: Inherited {
        var inherited = Inherited()
        inherited.font = TextStyles.font(for: .body, size: display.typeSize)
        inherited.redactionReasons = environment.redactionReasons
        return inherited
    }

    mutating func build(_ views: [ArchivedView], _ inherited: Inherited, parentAxis: Axis? = nil)
        -> [LayoutNode]
    {
        views.flatMap { build($0, upTo: $0.modifiers.count, inherited, parentAxis: parentAxis) }
    }

    /// The view with its first `count` modifiers, the outermost applied last.
    private mutating func build(
        _ view: ArchivedView, upTo count: Int, _ inherited: Inherited, parentAxis: Axis?
    ) -> [LayoutNode] {
        let nodes = buildModified(view, upTo: count, inherited, parentAxis: parentAxis)
        if let origin = view.origin {
            for node in nodes where node.origin == nil { node.origin = origin }
        }
        return nodes
    }

    private mutating func buildModified(
        _ view: ArchivedView, upTo count: Int, _ inherited: Inherited, parentAxis: Axis?
    ) -> [LayoutNode] {
        guard count > 0 else { return base(view, inherited, parentAxis: parentAxis) }
        let modifier = view.modifiers[count - 1]
        record(modifier)
        var env = inherited
        if modifier.kind == .environment || modifier.kind == .dynamicTypeSize {
            let saved = display
            defer { display = saved }
            applySetting(modifier, to: &env)
            return build(view, upTo: count - 1, env, parentAxis: parentAxis)
        }
        if apply(modifier, to: &env) {
            return build(view, upTo: count - 1, env, parentAxis: parentAxis)
        }
        // A layout modifier on several views (a Group, a ForEach) applies to each.
        return build(view, upTo: count - 1, inherited, parentAxis: parentAxis).map {
            wrap($0, in: modifier, inherited)
        }
    }

    // MARK: Inherited modifiers

    /// Takes note of the modifiers that configure the canvas rather than
    /// the view: the first container background, the activity's tint.
    private mutating func record(_ modifier: ArchivedModifier) {
        switch modifier.kind {
        case .containerBackground where containerBackground == nil:
            if case .views(let views)? = modifier[.content] {
                containerBackground = (views, nil)
            } else {
                containerBackground = ([], modifier[.value])
            }
        case .activityBackgroundTint:
            if case .color(let color)? = modifier[.value] { activityBackground = color }
        case .dynamicIsland:
            belowIfTooWide =
                modifier.keyword(
                    .verticalPlacement, as: DynamicIslandExpandedRegionVerticalPlacement.self)
                == .belowIfTooWide
        default:
            break
        }
    }

    /// `environment(_:_:)`: the scheme or text size the content is drawn
    /// at; a new text size scales the inherited font again.
    private mutating func applySetting(_ modifier: ArchivedModifier, to env: inout Inherited) {
        if modifier.kind == .dynamicTypeSize {
            display.typeSize = Self.limited(display.typeSize, by: modifier[.value])
            refreshFont(&env)
            return
        }
        guard case .keyword(let value)? = modifier[.value] else { return }
        switch modifier.keyword(.key, as: EnvironmentSetting.self) {
        case .colorScheme?:
            display.scheme = ColorScheme(rawValue: value) ?? display.scheme
            return
        case .dynamicTypeSize?:
            display.typeSize = DynamicTypeSize(rawValue: value) ?? display.typeSize
        case .sizeCategory?:
            display.typeSize =
                ContentSizeCategory(rawValue: value)?.dynamicTypeSize ?? display.typeSize
        case nil:
            return
        }
        refreshFont(&env)
    }

    /// The inherited font again at the display's text size.
    private func refreshFont(_ env: inout Inherited) {
        let (italic, monospacedDigit) = (env.font.italic, env.font.monospacedDigit)
        env.font =
            env.fontSource.map {
                TextStyles.resolve($0, size: display.typeSize, fonts: environment.fonts)
            }
            ?? TextStyles.font(for: .body, size: display.typeSize)
        env.font.italic = italic
        env.font.monospacedDigit = monospacedDigit
    }

    /// `dynamicTypeSize(_:)`: one size, or `size` kept within a range of
    /// sizes (a bound that is null is open).
    static func limited(_ size: DynamicTypeSize, by value: ArchiveValue?) -> DynamicTypeSize {
        let all = DynamicTypeSize.allCases
        switch value {
        case .keyword(let name)?: return DynamicTypeSize(rawValue: name) ?? size
        case .list(let bounds)? where bounds.count == 2:
            func bound(_ value: ArchiveValue) -> Int? {
                guard case .keyword(let name) = value, let size = DynamicTypeSize(rawValue: name)
                else { return nil }
                return all.firstIndex(of: size)
            }
            var index = all.firstIndex(of: size) ?? 0
            if let lower = bound(bounds[0]) { index = max(index, lower) }
            if let upper = bound(bounds[1]) { index = min(index, upper) }
            return all[index]
        default: return size
        }
    }

    /// Applies an environment-like modifier; false for a layout modifier.
    private func apply(_ modifier: ArchivedModifier, to env: inout Inherited) -> Bool {
        let value = modifier[.value]
        let isOn = value != .bool(false)
        switch modifier.kind {
        case .font, .fontWeight, .fontDesign, .fontWidth, .bold, .italic, .monospacedDigit:
            applyFont(modifier, to: &env)
        case .foregroundStyle, .foregroundColor:
            if let value, let color = foreground(value, in: env) {
                env.foreground = color
                env.foregroundIsTint = value.keyword(as: ShapeStyleKeyword.self) == .tint
                env.foregroundLayers = [modifier[.secondary], modifier[.tertiary]].compactMap {
                    $0.flatMap { foreground($0, in: env) }
                }
            }
        case .symbolRenderingMode:
            env.symbolRendering = modifier.keyword(.value, as: SymbolRenderingMode.self)
        case .tint:
            defer { if env.foregroundIsTint { env.foreground = env.tint } }
            env.tintGradient = []
            switch value {
            case .color(let color)?: env.tint = resolve(color)
            case .views(let views)? where views.first?.kind.isGradient == true:
                // `.tint(Gradient(colors:))`: a gauge draws it along its
                // track; other controls take its first colour.
                if case .gradient(let colors, _, _) = gradientPaint(views[0]) {
                    env.tintGradient = colors
                    env.tint = colors.first
                }
            case let style?: env.tint = resolve(style: style, tint: env.tint)
            case nil: break
            }
        case .lineLimit, .truncationMode, .multilineTextAlignment, .minimumScaleFactor, .textCase,
            .allowsTightening, .textScale,
            .lineSpacing:
            applyTextLayout(modifier, to: &env)
        case .tracking: env.tracking = modifier.arguments.number(.value)
        case .kerning: env.kerning = modifier.arguments.number(.value)
        case .underline: env.underline = isOn
        case .strikethrough: env.strikethrough = isOn
        case .widgetAccentable: env.accentable = isOn
        case .privacySensitive: env.privacySensitive = isOn
        case .redacted:
            let reason = modifier.keyword(.reason, as: RedactionReason.self)
            switch reason {
            case .placeholder?: env.placeholder = true
            case .privacy?: env.privacySensitive = true
            case .invalidated?, nil: break
            }
            if let reason { env.redactionReasons.insert(reason) }
        case .unredacted:
            env.placeholder = false
            env.privacySensitive = false
            env.redactionReasons = []
        case .chartXAxis, .chartYAxis, .chartLegend, .chartXScale, .chartYScale,
            .chartForegroundStyleScale:
            env.chart.apply(modifier)
        // Read by the chart from its marks' own modifiers (`ChartMarks`).
        case .interpolationMethod, .symbol, .lineStyle, .annotation:
            break
        case .gaugeStyle, .progressViewStyle, .toggleStyle, .buttonStyle, .controlSize,
            .buttonBorderShape:
            applyControlStyle(modifier, to: &env)
        case .renderingMode:
            env.template = modifier.keyword(.value, as: TemplateRenderingMode.self) == .template
        case .resizable: env.resizable = true
        case .fill: env.shapeFill = value ?? ArchiveValue(keyword: ShapeStyleKeyword.foreground)
        case .stroke, .strokeBorder: applyStroke(modifier, to: &env)
        case .labelStyle:
            env.labelStyle = modifier.keyword(.value, as: LabelStyle.self) ?? .automatic
        case .imageScale: env.imageScale = modifier.keyword(.value, as: ImageScale.self) ?? .medium
        case .symbolVariant:
            // `.none` changes nothing (SymbolVariants' CHOICE list).
            if let variant = modifier.keyword(.value, as: SymbolVariant.self), variant != .none {
                env.symbolVariant = variant
            }
        // CHOICE (one place, here): no visible effect in a still render of
        // a widget's canvas: identity, animations, transitions, safe areas
        // (a widget has none).
        case .id, .animation, .transition, .ignoresSafeArea:
            break
        // Applied before the content is built (`applySetting`).
        case .environment, .dynamicTypeSize:
            break
        case .trim:
            let from = min(1, max(0, modifier.arguments.number(.from) ?? 0))
            let to = min(1, max(0, modifier.arguments.number(.to) ?? 1))
            env.shapeTrim = (from, max(from, to))
        case .inset, .rotation, .scale:
            if let transform = ShapeTransform(modifier) { env.shapeTransforms.append(transform) }
        case .monospaced: if isOn { env.fontDesign = .monospaced }
        case .widgetAccentedRenderingMode:
            env.accentedImageMode = modifier.keyword(.value, as: WidgetAccentedRenderingMode.self)
        case .accessoryWidgetGroupStyle:
            env.groupStyle = modifier.keyword(.value, as: AccessoryWidgetGroupStyle.self)
        // A still render shows a transition's end state; a widget label is
        // drawn only where `DisplayEnvironment.showsWidgetLabels` says (never,
        // for now).
        case .contentTransition, .widgetLabel:
            break
        case .containerBackground, .activityBackgroundTint:
            // Recorded for the canvas by `record`; nothing to inherit.
            break
        // Nothing a drawing reads.
        case .invalidatableContent, .accessibilityLabel, .accessibilityHidden,
            .widgetURL, .keylineTint, .activitySystemActionForegroundColor:
            break
        // Read from a control's template by `ControlPresentation`; a widget
        // draws a disabled button as an enabled one (the row's approximation).
        case .controlWidgetActionHint, .controlWidgetStatus, .disabled:
            break
        case .dynamicIsland:
            // Read by the island's layout (`record`); nothing to inherit.
            break
        case .padding, .frame, .fixedSize, .layoutPriority, .background, .overlay, .clipShape,
            .cornerRadius, .opacity,
            .aspectRatio, .scaledToFit, .scaledToFill, .offset, .scaleEffect, .rotationEffect,
            .rotation3DEffect,
            .shadow, .blur, .mask, .clipped, .gridCellColumns, .hidden, .border, .grayscale,
            .saturation, .brightness, .contrast, .zIndex, .baselineOffset, .luminanceToAlpha,
            .colorInvert, .colorMultiply, .hueRotation, .blendMode, .compositingGroup,
            .drawingGroup, .position, .containerRelativeFrame, .gridColumnAlignment,
            .gridCellAnchor, .gridCellUnsizedAxes, .alignmentGuide:
            return false
        }
        return true
    }

    /// `stroke` and `strokeBorder`: a width, or a `StrokeStyle` (width,
    /// cap, dash lengths). `stroke` is centred on the outline, half of it
    /// outside the frame; `strokeBorder` is inset to lie inside.
    private func applyStroke(_ modifier: ArchivedModifier, to env: inout Inherited) {
        var width = modifier.arguments.number(.lineWidth) ?? 1
        env.strokePlacement = modifier.kind == .strokeBorder ? .inside : .centered
        env.strokeCap = .butt
        env.strokeDash = []
        if let style = Self.strokeStyle(modifier[.style]) {
            if let given = style.width { width = given }
            env.strokeCap = style.cap
            env.strokeDash = style.dash
        }
        env.shapeStroke = (modifier[.value], max(0, min(width, 1_000)))
    }

    /// An archived `StrokeStyle(lineWidth:lineCap:dash:)`: a list of the
    /// width, the cap's keyword and the dash lengths; nil for anything
    /// else. A width or length that is not a finite number is left out.
    static func strokeStyle(_ value: ArchiveValue?) -> (
        width: Double?, cap: LineCap, dash: [Double]
    )? {
        guard case .list(let parts)? = value, parts.count == 3 else { return nil }
        var width: Double?
        if case .number(let given) = parts[0], given.isFinite { width = given }
        var cap = LineCap.butt
        if case .keyword(let name) = parts[1] { cap = LineCap(rawValue: name) ?? .butt }
        var dash: [Double] = []
        if case .list(let lengths) = parts[2] {
            dash = lengths.compactMap {
                if case .number(let length) = $0, length.isFinite, length >= 0 {
                    length
                } else {
                    nil
                }
            }
        }
        return (width, cap, dash)
    }

    /// `font`, `fontWeight`, `fontDesign`, `fontWidth`, `bold`, `italic`, `monospacedDigit`.
    private func applyFont(_ modifier: ArchivedModifier, to env: inout Inherited) {
        let value = modifier[.value]
        switch modifier.kind {
        case .font:
            if case .font(let font)? = value {
                env.fontSource = font
                env.font = TextStyles.resolve(
                    font, size: display.typeSize, fonts: environment.fonts)
            }
        case .fontWeight:
            if case .keyword? = value {
                env.fontWeight = value?.keyword(as: FontWeight.self) ?? .regular
            }
        case .fontDesign:
            if case .keyword? = value {
                env.fontDesign = value?.keyword(as: FontDesign.self) ?? .default
            }
        case .fontWidth:
            // nil: the font's own width (standard).
            env.fontWidth = value?.keyword(as: FontWidth.self)
        case .bold: env.bold = value != .bool(false)
        case .italic: env.font.italic = value != .bool(false)
        case .monospacedDigit: env.font.monospacedDigit = true
        default: break
        }
    }

    /// `lineLimit`, `truncationMode`, `multilineTextAlignment`,
    /// `minimumScaleFactor`, `textCase`.
    private func applyTextLayout(_ modifier: ArchivedModifier, to env: inout Inherited) {
        let value = modifier[.value]
        switch modifier.kind {
        case .lineLimit:
            if case .integer(let limit)? = value {
                env.lineLimit = max(1, limit)
            } else if value == .null {
                env.lineLimit = nil
            }
            // `lineLimit(2...3)`: at most the upper bound. APPROXIMATE: the
            // lower bound's reserved space is not kept.
            if case .numberRange(_, let upper)? = value, upper.isFinite {
                env.lineLimit = max(1, Int(min(upper, 10_000)))
            }
        case .truncationMode:
            if case .keyword? = value {
                env.truncation = value?.keyword(as: TruncationMode.self) ?? .tail
            }
        case .multilineTextAlignment:
            if case .keyword? = value {
                env.textAlignment = value?.keyword(as: TextAlignment.self)?.fraction ?? 0
            }
        case .minimumScaleFactor:
            if case .number(let factor)? = value {
                env.minimumScaleFactor = min(1, max(0.01, factor))
            }
        case .allowsTightening:
            env.allowsTightening = value == .bool(true)
        case .textScale:
            env.secondaryScale =
                value?.keyword(as: TextScale.self) == .secondary
                && modifier[.isEnabled] != .bool(false)
        case .textCase:
            env.textCase = value?.keyword(as: TextCase.self)
        case .lineSpacing:
            // CHOICE: a negative spacing (SwiftUI draws lines overlapping)
            // counts as none; a hand-made archive's huge or non-finite
            // number is capped.
            if let spacing = value?.numberValue, spacing.isFinite {
                env.lineSpacing = min(1000, max(0, spacing))
            }
        default: break
        }
    }

    /// `gaugeStyle`, `progressViewStyle`, `toggleStyle`, `buttonStyle`.
    private func applyControlStyle(_ modifier: ArchivedModifier, to env: inout Inherited) {
        switch modifier.kind {
        case .gaugeStyle:
            if let style = modifier.keyword(.value, as: GaugeStyle.self) { env.gaugeStyle = style }
        case .progressViewStyle:
            if let style = modifier.keyword(.value, as: ProgressViewStyle.self) {
                env.progressStyle = style
            }
        case .toggleStyle:
            if let style = modifier.keyword(.value, as: ToggleStyle.self) {
                env.toggleStyle = style
            }
        case .buttonStyle:
            if let style = modifier.keyword(.value, as: ButtonStyle.self) {
                env.buttonStyle = style
            }
        case .controlSize:
            if let size = modifier.keyword(.value, as: ControlSize.self) { env.controlSize = size }
        case .buttonBorderShape:
            if let shape = modifier.keyword(.value, as: ButtonBorderShape.self) {
                env.buttonBorderShape = shape
            }
        default: break
        }
    }

    // MARK: Layout modifiers

    private mutating func wrap(_ node: LayoutNode, in modifier: ArchivedModifier, _ env: Inherited)
        -> LayoutNode
    {
        let arguments = modifier.arguments
        switch modifier.kind {
        case .padding:
            return padding(node, arguments)
        case .frame:
            return frame(node, arguments)
        case .fixedSize:
            let horizontal = arguments[.horizontal].map { $0 == .bool(true) } ?? true
            let vertical = arguments[.vertical].map { $0 == .bool(true) } ?? true
            return LayoutNode(
                .fixedSize(horizontal: horizontal, vertical: vertical), name: ".fixedSize",
                children: [node])
        case .layoutPriority:
            node.priority = arguments.number(.value) ?? 0
            return node
        case .background, .overlay:
            return decorate(node, with: modifier, env)
        case .clipShape:
            if case .views(let shapes)? = arguments[.value],
                let kind = shapes.first.flatMap(Self.shapeKind)
            {
                node.clip = kind
            }
            return node
        case .cornerRadius:
            node.clip = .roundedRectangle(arguments.number(.value) ?? 0)
            return node
        case .opacity:
            node.opacity *= min(1, max(0, arguments.number(.value) ?? 1))
            return node
        case .aspectRatio, .scaledToFit, .scaledToFill:
            let fill =
                modifier.kind == .scaledToFill
                || arguments.keyword(.contentMode, as: ContentMode.self) == .fill
            return LayoutNode(
                .aspectRatio(arguments.number(.value), fill: fill), name: ".aspectRatio",
                detail: fill ? "fill" : "fit", children: [node])
        case .offset:
            node.offset = (
                node.offset.x + (arguments.number(.x) ?? 0),
                node.offset.y + (arguments.number(.y) ?? 0)
            )
            return node
        case .scaleEffect:
            // A hand-made archive may hold any number: an infinite scale
            // would turn a zero offset into NaN.
            let scale = arguments.number(.value).flatMap { $0.isFinite ? $0 : nil } ?? 1
            node.scale *= scale
            node.offset = (node.offset.x * scale, node.offset.y * scale)
            return node
        case .rotationEffect:
            let degrees = arguments.number(.value) ?? 0
            node.rotation += degrees
            node.offset = Self.rotated(node.offset, by: degrees)
            return node
        case .rotation3DEffect:
            guard case .list(let axis)? = arguments[.axis], axis.count == 3 else { return node }
            let turn = PlaneMap.rotation3D(
                degrees: arguments.number(.value) ?? 0,
                axis: (axis[0].numberValue ?? 0, axis[1].numberValue ?? 0, axis[2].numberValue ?? 0)
            )
            node.projection = turn.after(node.projection)
            node.offset = turn.apply(node.offset)
            return node
        case .shadow, .blur, .clipped, .gridCellColumns, .hidden, .grayscale, .saturation,
            .brightness, .contrast, .zIndex, .luminanceToAlpha, .colorInvert, .colorMultiply,
            .hueRotation, .blendMode:
            return effect(node, modifier)
        case .alignmentGuide:
            if let guide = AlignmentGuide(modifier) { node.alignmentGuides.append(guide) }
            return node
        case .gridColumnAlignment:
            node.gridColumnAlignment =
                arguments.keyword(.value, as: HorizontalAlignment.self)?.fraction
            return node
        case .gridCellAnchor:
            let (x, y) = Self.unitPoint(arguments[.value], (0.5, 0.5))
            node.gridCellAnchor = Alignment(horizontal: x, vertical: y)
            return node
        case .gridCellUnsizedAxes:
            if case .edges(let axes)? = arguments[.value] {
                node.gridUnsized = (
                    !axes.isDisjoint(with: .horizontal), !axes.isDisjoint(with: .vertical)
                )
            }
            return node
        // SVG draws every node's content as one group, which is what both do.
        case .compositingGroup, .drawingGroup:
            return node
        case .position:
            return LayoutNode(
                .position(x: arguments.number(.x) ?? 0, y: arguments.number(.y) ?? 0),
                name: ".position", children: [node])
        case .containerRelativeFrame:
            return containerRelativeFrame(node, arguments)
        case .baselineOffset:
            return baselineOffset(node, arguments.number(.value) ?? 0)
        case .border:
            // `border(_:width:)`: a rectangle's outline inside the frame, over the view.
            let outline = LayoutNode(.shape(.rectangle), name: "Rectangle")
            outline.stroke = (
                arguments[.value].map { paint($0, inherited: env) }
                    ?? .color(Palette.label(scheme)),
                max(0, min(arguments.number(.width) ?? 1, 1_000))
            )
            outline.strokePlacement = .inside
            let bordered = LayoutNode(.decorated(.center), name: ".border", children: [node])
            bordered.overlays = [outline]
            return bordered
        case .mask:
            let masked = LayoutNode(
                .decorated(Alignment(arguments.keyword(.alignment, as: ArchiveAlignment.self))),
                name: ".mask", children: [node])
            if case .views(let views)? = arguments[.content] { masked.masks = build(views, env) }
            return masked
        default:
            return node
        }
    }

    /// An offset seen through a rotation of `degrees` (clockwise, y down).
    /// A node draws its offset after its scale and rotation about its
    /// centre, but `scaleEffect` and `rotationEffect` act on everything
    /// inside them, an `offset` applied before them included: so wrapping
    /// an offset node scales its offset (`scaleEffect`) or turns it
    /// (`rotationEffect`), while an offset applied after stays as given.
    static func rotated(_ offset: (x: Double, y: Double), by degrees: Double) -> (
        x: Double, y: Double
    ) {
        guard degrees != 0, offset != (0, 0) else { return offset }
        let angle = degrees * .pi / 180
        return (
            offset.x * cos(angle) - offset.y * sin(angle),
            offset.x * sin(angle) + offset.y * cos(angle)
        )
    }

    /// Drawing effects that keep the node's size: `shadow`, `blur`,
    /// `clipped`, and a grid cell's `gridCellColumns`.
    private func effect(_ node: LayoutNode, _ modifier: ArchivedModifier) -> LayoutNode {
        let arguments = modifier.arguments
        switch modifier.kind {
        case .shadow:
            // SwiftUI's default shadow colour is black at 33%.
            var color = RGBA(0, 0, 0, 0.33)
            if case .color(let given)? = arguments[.color] {
                color = resolve(given)
            }
            func finite(_ name: ArgumentName) -> Double {
                arguments.number(name).flatMap { $0.isFinite ? $0 : nil } ?? 0
            }
            node.shadow = Shadow(
                color: color, radius: max(0, min(finite(.radius), 200)), x: finite(.x),
                y: finite(.y))
        case .blur:
            node.blur = max(
                0, min(arguments.number(.radius).flatMap { $0.isFinite ? $0 : nil } ?? 0, 200))
        case .clipped:
            node.clip = .rectangle
        case .gridCellColumns:
            let count = arguments.number(.value) ?? 1
            node.gridColumns = count.isFinite ? max(1, min(Int(count), 64)) : 1
        case .hidden:
            // Laid out, never drawn.
            node.opacity = 0
        case .grayscale, .saturation, .brightness, .contrast:
            if let amount = arguments.number(.value), amount.isFinite {
                node.colorAdjustments.append(
                    ColorAdjustment(kind: modifier.kind, amount: max(-10, min(amount, 10))))
            }
        case .hueRotation:
            if let degrees = arguments.number(.value), degrees.isFinite {
                node.colorAdjustments.append(ColorAdjustment(kind: .hueRotation, amount: degrees))
            }
        case .colorMultiply:
            if case .color(let color)? = arguments[.value] {
                node.colorAdjustments.append(
                    ColorAdjustment(kind: .colorMultiply, amount: 1, color: resolve(color)))
            }
        case .colorInvert, .luminanceToAlpha:
            node.colorAdjustments.append(ColorAdjustment(kind: modifier.kind, amount: 1))
        case .blendMode:
            node.blendMode = arguments.keyword(.value, as: BlendMode.self)
        case .zIndex:
            if let index = arguments.number(.value), index.isFinite { node.zIndex = index }
        default:
            break
        }
        return node
    }

    /// `padding(_ edges:_ length:)`. CHOICE (issue 5): `padding()` with no
    /// length is 16 pt on each side.
    private func padding(_ node: LayoutNode, _ arguments: ArchiveArguments) -> LayoutNode {
        var length = arguments.number(.length) ?? 16
        if !length.isFinite { length = 0 }
        var edges = EdgeSet.all
        if case .edges(let given)? = arguments[.edges] { edges = given }
        let insets = EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
        return LayoutNode(
            .padding(insets), name: ".padding", detail: Self.describe(insets), children: [node])
    }

    /// `baselineOffset`: "the bounds of the view expand to contain the moved
    /// text" (Apple's page for Text's), so text moved up by `shift` points
    /// leaves `shift` points free below it, and text moved down leaves them above.
    /// CHOICE: applied to the modified view as a whole, so the texts of a
    /// container move together (SwiftUI moves each text); clamped to 1,000
    /// points, as a hand-made archive may hold any number.
    private func baselineOffset(_ node: LayoutNode, _ shift: Double) -> LayoutNode {
        let shift = shift.isFinite ? max(-1_000, min(shift, 1_000)) : 0
        let insets = EdgeInsets(top: max(0, -shift), leading: 0, bottom: max(0, shift), trailing: 0)
        return LayoutNode(
            .padding(insets), name: ".baselineOffset", detail: Self.describe(insets),
            children: [node])
    }

    /// `frame(width:height:alignment:)` or the flexible
    /// `frame(minWidth:...maxHeight:alignment:)`.
    /// `containerRelativeFrame`: a fixed frame on each axis given, as long
    /// as the container, or `span` of its `count` parts less the spacing.
    /// CHOICE: a widget's container is its content area (the canvas less
    /// the content margins): it has no scroll view, and SwiftUI falls back
    /// to the window, which for a widget is the widget.
    private func containerRelativeFrame(_ node: LayoutNode, _ arguments: ArchiveArguments)
        -> LayoutNode
    {
        guard case .edges(let axes)? = arguments[.axes] else { return node }
        let count = max(1, min(Int(arguments.number(.count) ?? 1), 1_000))
        let span = max(1, min(Int(arguments.number(.span) ?? 1), count))
        let spacing = arguments.number(.spacing).flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        func length(_ container: Double) -> Double {
            let part = (container - spacing * Double(count - 1)) / Double(count)
            return max(0, part * Double(span) + spacing * Double(span - 1))
        }
        return LayoutNode(
            .frame(
                width: axes.isDisjoint(with: .horizontal) ? nil : length(container.width),
                height: axes.isDisjoint(with: .vertical) ? nil : length(container.height),
                alignment: Alignment(arguments.keyword(.alignment, as: ArchiveAlignment.self))),
            name: ".containerRelativeFrame", children: [node])
    }

    private func frame(_ node: LayoutNode, _ arguments: ArchiveArguments) -> LayoutNode {
        let alignment = Alignment(arguments.keyword(.alignment, as: ArchiveAlignment.self))
        let flexible: [ArgumentName] = [
            .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight,
        ]
        if flexible.contains(where: { arguments[$0] != nil }) {
            // Minimums and ideals must be finite and not negative; a
            // maximum may be infinite.
            func bound(_ name: ArgumentName, infinite: Bool) -> Double? {
                arguments.number(name).flatMap {
                    $0 >= 0 && ($0.isFinite || infinite && $0 == .infinity) ? $0 : nil
                }
            }
            let frame = FlexFrame(
                minWidth: bound(.minWidth, infinite: false),
                idealWidth: bound(.idealWidth, infinite: false),
                maxWidth: bound(.maxWidth, infinite: true),
                minHeight: bound(.minHeight, infinite: false),
                idealHeight: bound(.idealHeight, infinite: false),
                maxHeight: bound(.maxHeight, infinite: true),
                alignment: alignment)
            return LayoutNode(.flexFrame(frame), name: ".frame", children: [node])
        }
        // SwiftUI ignores a negative or non-finite fixed dimension
        // ("Invalid frame dimension"), and so does the renderer.
        func dimension(_ name: ArgumentName) -> Double? {
            arguments.number(name).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        return LayoutNode(
            .frame(width: dimension(.width), height: dimension(.height), alignment: alignment),
            name: ".frame", children: [node])
    }

    /// `background` and `overlay`: views, or a style filling a shape.
    /// Backgrounds of one view share one decorated node.
    private mutating func decorate(
        _ node: LayoutNode, with modifier: ArchivedModifier, _ env: Inherited
    ) -> LayoutNode {
        let arguments = modifier.arguments
        let layers: [LayoutNode]
        if case .views(let views)? = arguments[.content] {
            layers = build(views, env)
        } else if let style = arguments[.value] {
            let shape = LayoutNode(.fill, name: "Color")
            shape.paint = paint(style, inherited: env)
            if case .views(let shapes)? = arguments[.in],
                let kind = shapes.first.flatMap(Self.shapeKind)
            {
                shape.clip = kind
            }
            layers = [shape]
        } else {
            layers = []
        }
        let isBackground = modifier.kind == .background
        let decorated: LayoutNode
        if case .decorated = node.kind, isBackground {
            decorated = node
        } else {
            decorated = LayoutNode(
                .decorated(Alignment(arguments.keyword(.alignment, as: ArchiveAlignment.self))),
                name: "." + modifier.kind.name, children: [node])
        }
        if isBackground { decorated.backgrounds += layers } else { decorated.overlays += layers }
        return decorated
    }

    static func describe(_ insets: EdgeInsets) -> String {
        if insets.top == insets.leading, insets.leading == insets.bottom,
            insets.bottom == insets.trailing
        {
            return LayoutNumber.text(insets.top)
        }
        return [insets.top, insets.leading, insets.bottom, insets.trailing].map(LayoutNumber.text)
            .joined(separator: ",")
    }

    static func shapeKind(_ view: ArchivedView) -> ShapeKind? {
        switch view.kind {
        case .circle: return .circle
        case .ellipse: return .ellipse
        case .capsule: return .capsule
        case .rectangle: return .rectangle
        // A concentric rectangle's corners follow the widget's, as a
        // container-relative shape's do.
        case .containerRelativeShape, .concentricRectangle: return .containerRelative
        case .roundedRectangle:
            if case .number(let radius)? = view[.cornerRadius] { return .roundedRectangle(radius) }
            if case .list(let pairs)? = view[.cornerSize] {
                var size: [String: Double] = [:]
                for case .list(let pair) in pairs where pair.count == 2 {
                    if case .string(let name) = pair[0], let value = pair[1].numberValue,
                        value.isFinite
                    {
                        size[name] = max(0, value)
                    }
                }
                return .roundedCorners(width: size["width"] ?? 0, height: size["height"] ?? 0)
            }
            return .roundedRectangle(0)
        case .unevenRoundedRectangle:
            func radius(_ name: ArgumentName) -> Double {
                view.arguments.number(name).flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
            }
            return .unevenRounded(
                topLeading: radius(.topLeadingRadius), topTrailing: radius(.topTrailingRadius),
                bottomTrailing: radius(.bottomTrailingRadius),
                bottomLeading: radius(.bottomLeadingRadius))
        // A path without readable elements draws nothing.
        case .path: return .path(view[.elements].flatMap(ShapePath.init(archived:)) ?? ShapePath())
        default: return nil
        }
    }

    // MARK: Paint

    /// A shape style or colour for this scheme; nil when it is not one.
    /// `.tint` is the tint set further out (`tint`), else the system blue.
    func resolve(style: ArchiveValue, tint: RGBA? = nil) -> RGBA? {
        switch style {
        case .color(let color): return resolve(color)
        case .keyword:
            guard let keyword = style.keyword(as: ShapeStyleKeyword.self) else {
                return Palette.label(scheme)
            }
            if let level = keyword.hierarchyLevel { return Palette.label(scheme, level: level) }
            if let level = keyword.fillLevel { return Palette.fill(scheme, level: level) }
            if keyword == .tint { return tint ?? Palette.system(.blue, scheme) }
            if keyword == .background { return Palette.widgetBackground(scheme) }
            if keyword.isMaterial { return Palette.widgetBackground(scheme).withAlpha(0.7) }
            return Palette.label(scheme)
        case .views(let views):
            // A gradient used as a foreground: its first colour.
            guard let first = views.first, first.kind.isGradient else { return nil }
            return gradientPaint(first).colors.first
        default: return nil
        }
    }

    /// A foreground or fill style: a hierarchical level (`.primary`,
    /// `.secondary`...) of a foreground set further out is that colour's
    /// level (`Palette.hierarchical`; `.primary` is the colour itself, "the
    /// first level of the current content style"); with none set, the
    /// scheme's label level.
    func foreground(_ style: ArchiveValue, in env: Inherited?) -> RGBA? {
        if let inherited = env?.foreground,
            let level = style.keyword(as: ShapeStyleKeyword.self)?.hierarchyLevel
        {
            return Palette.hierarchical(inherited, level: level, scheme)
        }
        return resolve(style: style, tint: env?.tint)
    }

    /// A fill: a colour or style, or a gradient.
    func paint(_ style: ArchiveValue, inherited: Inherited? = nil) -> Paint {
        if case .views(let views) = style, let first = views.first, first.kind.isGradient {
            return gradientPaint(first)
        }
        if style.keyword(as: ShapeStyleKeyword.self) == .foreground {
            return .color(inherited?.foreground ?? Palette.label(scheme))
        }
        return .color(
            foreground(style, in: inherited) ?? inherited?.foreground
                ?? Palette.label(scheme))
    }

    /// A unit point argument (`UnitPoint(x:y:)` or `.topLeading`);
    /// `fallback` when there is none, the centre for an unknown name.
    static func unitPoint(_ value: ArchiveValue?, _ fallback: (Double, Double)) -> (Double, Double)
    {
        switch value {
        case .unitPoint(let x, let y)?: return (x, y)
        case .keyword?:
            guard let point = value?.keyword(as: UnitPointName.self)?.point else {
                return (0.5, 0.5)
            }
            return (point.x, point.y)
        default: return fallback
        }
    }

    private func gradientPaint(_ view: ArchivedView) -> Paint {
        var colors: [RGBA] = []
        if case .list(let values)? = view[.colors] {
            let stops = GradientStops.read(values).map { (resolve($0.color), $0.location) }
            colors = GradientSampling.evenlySpaced(stops)
        }
        func point(_ name: ArgumentName, _ fallback: (Double, Double)) -> (Double, Double) {
            Self.unitPoint(view[name], fallback)
        }
        let shown = colors.isEmpty ? [RGBA.clear] : colors
        func number(_ name: ArgumentName, _ fallback: Double) -> Double {
            view.arguments.number(name).flatMap { $0.isFinite ? $0 : nil } ?? fallback
        }
        switch view.kind {
        case .radialGradient:
            return .radial(
                shown, center: point(.center, (0.5, 0.5)),
                startRadius: max(0, number(.startRadius, 0)),
                endRadius: max(0, number(.endRadius, 0)))
        case .ellipticalGradient:
            return .elliptical(
                shown, center: point(.center, (0.5, 0.5)),
                start: max(0, number(.startRadiusFraction, 0)),
                end: max(0, number(.endRadiusFraction, 0.5)))
        case .angularGradient:
            let start = number(.startAngle, 0)
            return .angular(
                shown, center: point(.center, (0.5, 0.5)), startAngle: start,
                endAngle: number(.endAngle, start + 360))
        default:
            return .gradient(
                shown, start: point(.startPoint, (0.5, 0)), end: point(.endPoint, (0.5, 1)))
        }
    }

    // MARK: Views

    private mutating func base(_ view: ArchivedView, _ env: Inherited, parentAxis: Axis?)
        -> [LayoutNode]
    {
        let nodes = makeBase(view, env, parentAxis: parentAxis)
        if env.accentable { for node in nodes { node.markAccentable() } }
        if [.button, .toggle, .link].contains(view.kind), nodes.count == 1 {
            nodes[0].interaction = Interaction(
                control: view.kind, isLabeled: Self.isSpoken(view))
        }
        return nodes
    }

    /// Whether VoiceOver has words for a control's label: a title, a
    /// text anywhere in it, or an `accessibilityLabel` on it or in it. An
    /// image alone gives none (CHOICE: SwiftUI reads some SF Symbols by
    /// a name of their own, which a person cannot rely on).
    static func isSpoken(_ view: ArchivedView, depth: Int = 0) -> Bool {
        guard depth < 256 else { return true }
        if view.kind == .text || view[.title] != nil { return true }
        if view.modifiers.contains(where: { $0.kind == .accessibilityLabel }) { return true }
        return view.children.contains { isSpoken($0, depth: depth + 1) }
    }

    /// The nodes of one view, without its modifiers: one function per kind.
    private mutating func makeBase(_ view: ArchivedView, _ env: Inherited, parentAxis: Axis?)
        -> [LayoutNode]
    {
        switch view.kind {
        case .vStack, .hStack: return [stack(view, env)]
        case .zStack:
            let alignment = Alignment(view.keyword(.alignment, as: ArchiveAlignment.self))
            // Later children draw on top, unless `zIndex` says otherwise.
            let children = build(view.children, env).enumerated().sorted {
                ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
            }.map(\.element)
            return [LayoutNode(.zstack(alignment), name: "ZStack", children: children)]
        case .group: return build(view.children, env, parentAxis: parentAxis)
        case .environmentChoice: return environmentChoice(view, env, parentAxis: parentAxis)
        case .viewThatFits: return [viewThatFits(view, env)]
        case .accessoryWidgetGroup: return [accessoryWidgetGroup(view, env)]
        case .spacer:
            return [
                LayoutNode(
                    .spacer(
                        minLength: view.arguments.number(.minLength)
                            ?? LayoutDefaults.spacerMinimum, axis: parentAxis), name: "Spacer")
            ]
        case .divider:
            let node = LayoutNode(.divider(parentAxis ?? .vertical), name: "Divider")
            node.paint = .color(Palette.label(scheme, level: 3))
            return [node]
        case .emptyView: return [LayoutNode(.empty, name: "EmptyView")]
        case .accessoryWidgetBackground:
            // CHOICE: the adaptive Lock Screen background is white at 20%
            // (vibrant material), a translucent grey elsewhere.
            let node = LayoutNode(.fill, name: "AccessoryWidgetBackground")
            node.paint = .color(RGBA(1, 1, 1, 0.2))
            return [node]
        case .text:
            guard case .text(let text)? = view[.text] else { return [] }
            return [textNode(text, env)]
        case .image: return [imageNode(view.arguments, env)]
        case .label: return [label(view, env)]
        case .gauge: return [gauge(view, env)]
        case .progressView: return [progressView(view, env)]
        case .toggle: return [toggle(view, env)]
        case .button:
            return [
                buttonNode(
                    controlLabel(view, env), env, prominent: env.buttonStyle == .borderedProminent,
                    name: "Button")
            ]
        case .link: return [link(view, env)]
        // A template is drawn by `ControlPresentation`, never in place; as a
        // view it is its label.
        case .controlWidgetButton, .controlWidgetToggle:
            return build(view.children, env, parentAxis: parentAxis)
        case .color:
            let node = LayoutNode(.fill, name: "Color")
            if case .color(let color)? = view[.color] {
                node.paint = .color(resolve(color))
            }
            return [node]
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            let node = LayoutNode(.fill, name: view.kind.name)
            node.paint = gradientPaint(view)
            return [node]
        case .grid: return [grid(view, env)]
        case .lazyVGrid, .lazyHGrid: return [lazyGrid(view, env)]
        case .geometryReader: return [geometryReader(view, env)]
        case .chart: return [chart(view, env)]
        // A mark outside a chart draws nothing (the compiler refuses one).
        case .barMark, .lineMark, .areaMark, .pointMark, .ruleMark, .rectangleMark, .sectorMark:
            return []
        // Axis content is drawn by its chart's axis (`ChartSettings`), never in place.
        case .axisMarks, .axisGridLine, .axisTick, .axisValueLabel: return []
        // A GridRow outside a Grid acts as a Group (SwiftUI's documentation).
        case .gridRow: return build(view.children, env, parentAxis: parentAxis)
        case .circle, .ellipse, .rectangle, .roundedRectangle, .capsule, .containerRelativeShape,
            .path, .unevenRoundedRectangle, .concentricRectangle:
            return [shape(view, env)]
        }
    }

    /// `VStack` and `HStack`. The alignment is the stack's own axis set
    /// or, as the compiler also accepts, a two-dimensional alignment whose
    /// part across the axis is taken.
    private mutating func stack(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let axis: Axis = view.kind == .vStack ? .vertical : .horizontal
        let given = view.keyword(.alignment, as: ArchiveAlignment.self)
        let vertical = view.keyword(.alignment, as: VerticalAlignment.self)
        let alignment =
            axis == .vertical
            ? view.keyword(.alignment, as: HorizontalAlignment.self)?.fraction
                ?? given?.horizontal.fraction
            : vertical?.fraction ?? given?.vertical.fraction
        let node = LayoutNode(
            .stack(axis, alignment: alignment ?? 0.5, spacing: view.arguments.number(.spacing)),
            name: view.kind.name,
            children: build(view.children, env, parentAxis: axis))
        if axis == .horizontal {
            node.textBaseline =
                vertical == .firstTextBaseline
                ? .first : vertical == .lastTextBaseline ? .last : nil
        }
        return node
    }

    /// `Grid`: each `GridRow` child a row of cells, any other child a
    /// view across every column.
    /// `GeometryReader`: its content is built when its size is known
    /// (`ReaderContent`), by a copy of this builder.
    private func geometryReader(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let node = LayoutNode(.geometryReader, name: "GeometryReader")
        let views = view.children
        var builder = self
        node.readerContent = { size in
            builder.build(ReaderContent.resolve(views, size: size), env)
        }
        return node
    }

    /// `LazyVGrid` and `LazyHGrid` (`LazyGridSpec`); items that cannot be
    /// read make one flexible column.
    private mutating func lazyGrid(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let vertical = view.kind == .lazyVGrid
        let alignment =
            vertical
            ? view.keyword(.alignment, as: HorizontalAlignment.self)?.fraction
            : view.keyword(.alignment, as: VerticalAlignment.self)?.fraction
        let spec = LazyGridSpec(
            axis: vertical ? .vertical : .horizontal,
            items: GridItemSpec.list(archived: view[vertical ? .columns : .rows]) ?? [],
            alignment: alignment ?? 0.5,
            spacing: view.arguments.number(.spacing).flatMap { $0.isFinite ? max(0, $0) : nil }
                ?? LazyGridSpec.defaultSpacing)
        return LayoutNode(
            .lazyGrid(spec), name: view.kind.name,
            children: build(view.children, env, parentAxis: nil))
    }

    private mutating func grid(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let spec = GridSpec(
            alignment: Alignment(view.keyword(.alignment, as: ArchiveAlignment.self)),
            horizontalSpacing: view.arguments.number(.horizontalSpacing).flatMap {
                $0.isFinite ? max(0, $0) : nil
            } ?? LayoutDefaults.stackSpacing,
            verticalSpacing: view.arguments.number(.verticalSpacing).flatMap {
                $0.isFinite ? max(0, $0) : nil
            } ?? LayoutDefaults.stackSpacing)
        var rows: [LayoutNode] = []
        for child in view.children {
            if child.kind == .gridRow, child.modifiers.isEmpty {
                let alignment = child.keyword(.alignment, as: VerticalAlignment.self)?.fraction
                rows.append(
                    LayoutNode(
                        .gridRow(alignment: alignment), name: "GridRow",
                        children: build(child.children, env, parentAxis: .horizontal)))
            } else {
                rows += build([child], env)
            }
        }
        return LayoutNode(.grid(spec), name: "Grid", children: rows)
    }

    /// `EnvironmentChoice`: the children when the condition holds in this
    /// display environment, else the `else` views.
    private mutating func environmentChoice(
        _ view: ArchivedView, _ env: Inherited, parentAxis: Axis?
    ) -> [LayoutNode] {
        var holds = false
        if case .condition(let condition)? = view[.condition] {
            var values = environment.conditionValues
            values.redactionReasons = env.redactionReasons
            values.colorScheme = display.scheme
            values.dynamicTypeSize = display.typeSize
            holds = condition.holds(in: values)
        }
        if holds { return build(view.children, env, parentAxis: parentAxis) }
        if case .views(let otherwise)? = view[.else] {
            return build(otherwise, env, parentAxis: parentAxis)
        }
        return []
    }

    /// `ViewThatFits`: each child is one alternative.
    private mutating func viewThatFits(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let alternatives = view.children.map { child -> LayoutNode in
            let built = build([child], env)
            return built.count == 1
                ? built[0]
                : LayoutNode(
                    .stack(.vertical, alignment: 0.5, spacing: nil), name: "VStack", children: built
                )
        }
        return LayoutNode(.viewThatFits, name: "ViewThatFits", children: alternatives)
    }

    /// `Label`: the icon (views, a symbol or an image) then the title.
    mutating func label(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        var parts: [LayoutNode] = []
        // `labelStyle(.titleOnly)` / `.iconOnly` leave out the other part.
        if env.labelStyle != .titleOnly {
            if case .views(let icon)? = view[.icon] { parts += build(icon, env) }
            if case .string(let symbol)? = view[.systemImage] {
                parts.append(
                    imageNode(ArchiveArguments([(ArgumentName.systemName, .string(symbol))]), env))
            }
            if case .string(let asset)? = view[.image] {
                parts.append(
                    imageNode(ArchiveArguments([(ArgumentName.name, .string(asset))]), env))
            }
        }
        if env.labelStyle != .iconOnly {
            if case .views(let title)? = view[.title] { parts += build(title, env) }
            if case .text(let title)? = view[.title] { parts.append(textNode(title, env)) }
        }
        // CHOICE: a label's icon and title are 6 pt apart, on the title's
        // first baseline, so a symbol is centred on its first line's caps.
        let node = LayoutNode(
            .stack(.horizontal, alignment: 0.5, spacing: 6), name: "Label", children: parts)
        node.textBaseline = .first
        return node
    }

    /// `Gauge`: the fraction of `value` in its range, drawn in the
    /// inherited gauge style; circular styles show the current value label
    /// alone, in caption.
    private mutating func gauge(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let fraction = view.gaugeFraction
        let style = env.gaugeStyle ?? .linearCapacity
        let tint = env.tint ?? env.foreground ?? Palette.label(scheme)
        let content = GaugeContent(
            fraction: fraction, style: style, tint: tint, track: tint.withAlpha(0.25),
            gradient: env.tintGradient)
        let detail = "\(style.rawValue) \(LayoutNumber.text(fraction * 100))%"
        var labelEnv = env
        if style.isCircular {
            labelEnv.font = TextStyles.font(for: .caption, size: display.typeSize)
        }
        func label(_ name: ArgumentName) -> LayoutNode? {
            guard case .views(let views)? = view[name] else { return nil }
            var labelEnv = labelEnv
            if style.isCircular, name == .minimumValueLabel || name == .maximumValueLabel {
                // The ends of an open ring's gap hold its bounds in a smaller size.
                labelEnv.font = TextStyles.font(for: .caption2, size: display.typeSize)
            }
            let nodes = build(views, labelEnv)
            if nodes.count == 1 { return nodes[0] }
            return nodes.isEmpty
                ? nil
                : LayoutNode(
                    .stack(.horizontal, alignment: 0.5, spacing: nil), name: "HStack",
                    children: nodes)
        }
        if style.isCircular {
            var content = content
            let bounds = [label(.minimumValueLabel), label(.maximumValueLabel)]
            // The ring's centre shows the current value, else the label.
            var labels = [label(.currentValueLabel) ?? label(.label)].compactMap { $0 }
            if style == .accessoryCircular, bounds.contains(where: { $0 != nil }) {
                content.boundsLabels = true
                labels += bounds.map { $0 ?? LayoutNode(.empty, name: "EmptyView") }
            }
            return LayoutNode(.gauge(content), name: "Gauge", detail: detail, children: labels)
        }
        return linearGauge(
            content, detail: detail, label: label(.label), current: label(.currentValueLabel),
            minimum: label(.minimumValueLabel), maximum: label(.maximumValueLabel))
    }

    /// A linear gauge with its labels. CHOICE (Apple publishes no layout
    /// for the linear styles): the label at the top leading corner and the
    /// current value at the top trailing one, 2 pt above the bar; the
    /// minimum and maximum labels beside the bar's ends, 4 pt from it.
    private func linearGauge(
        _ content: GaugeContent, detail: String, label: LayoutNode?, current: LayoutNode?,
        minimum: LayoutNode?, maximum: LayoutNode?
    ) -> LayoutNode {
        let bar = LayoutNode(.gauge(content), name: "Gauge", detail: detail)
        guard label != nil || current != nil || minimum != nil || maximum != nil else { return bar }
        var rows: [LayoutNode] = []
        if label != nil || current != nil {
            let spacer = LayoutNode(.spacer(minLength: 4, axis: .horizontal), name: "Spacer")
            rows.append(
                LayoutNode(
                    .stack(.horizontal, alignment: 0.5, spacing: 0), name: "HStack",
                    children: [label, spacer, current].compactMap { $0 }))
        }
        rows.append(
            minimum == nil && maximum == nil
                ? bar
                : LayoutNode(
                    .stack(.horizontal, alignment: 0.5, spacing: 4), name: "HStack",
                    children: [minimum, bar, maximum].compactMap { $0 }))
        return LayoutNode(
            .stack(.vertical, alignment: 0, spacing: 2), name: "Gauge", detail: detail,
            children: rows)
    }

    /// `ProgressView`: a bar for a value or a timer interval, a spinner
    /// when there is neither.
    private mutating func progressView(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let arguments = view.arguments
        var fraction = view.progressValueFraction
        if case .dateRange(let start, let end)? = arguments[.timerInterval] {
            let elapsed = DateText.progress(start: start, end: end, now: environment.now)
            fraction = arguments[.countsDown] == .bool(false) ? elapsed : 1 - elapsed
        }
        var labels: [LayoutNode] = []
        if case .text(let title)? = arguments[.title] { labels.append(textNode(title, env)) }
        if case .views(let label)? = arguments[.label] { labels += build(label, env) }
        let circular = fraction == nil || env.progressStyle == .circular
        let tint = env.tint ?? Palette.system(.blue, scheme)
        return LayoutNode(
            .progress(
                ProgressContent(
                    fraction: fraction, circular: circular, tint: tint,
                    track: Palette.fill(scheme, level: 0))),
            name: "ProgressView", detail: fraction.map { "\(LayoutNumber.text($0 * 100))%" },
            children: labels)
    }

    /// The label of a button or toggle: its title or its views, in one node.
    private mutating func controlLabel(_ view: ArchivedView, _ env: Inherited) -> [LayoutNode] {
        var label = build(view.children, env)
        if case .text(let title)? = view[.title] { label = [textNode(title, env)] }
        return label.count == 1
            ? label
            : [
                LayoutNode(
                    .stack(.horizontal, alignment: 0.5, spacing: nil), name: "HStack",
                    children: label)
            ]
    }

    /// `Toggle`: a switch beside its label, or a button in the button style.
    private mutating func toggle(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let isOn = view[.isOn] == .bool(true)
        let content = controlLabel(view, env)
        if env.toggleStyle == .button {
            return buttonNode(content, env, prominent: isOn, name: "Toggle")
        }
        let node = LayoutNode(
            .toggle(isOn: isOn), name: "Toggle", detail: isOn ? "on" : "off", children: content)
        node.paint = .color(
            isOn ? (env.tint ?? Palette.system(.green, scheme)) : Palette.fill(scheme, level: 0))
        return node
    }

    /// `Link`: its label, with the destination in the dump.
    private mutating func link(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        var label = build(view.children, env)
        if case .text(let title)? = view[.title] { label = [textNode(title, env)] }
        var detail: String?
        if case .url(let url)? = view[.destination] { detail = url }
        return LayoutNode(.zstack(.center), name: "Link", detail: detail, children: label)
    }

    /// A shape, filled or stroked as the inherited `fill` and `stroke` say.
    private func shape(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let node = LayoutNode(.shape(Self.shapeKind(view) ?? .rectangle), name: view.kind.name)
        if let stroke = env.shapeStroke {
            node.stroke = (
                stroke.0.map { paint($0, inherited: env) }
                    ?? .color(env.foreground ?? Palette.label(scheme)), stroke.1
            )
            if let fill = env.shapeFill { node.paint = paint(fill, inherited: env) }
        } else {
            node.paint =
                env.shapeFill.map { paint($0, inherited: env) }
                ?? .color(env.foreground ?? Palette.label(scheme))
        }
        node.trim = env.shapeTrim
        node.shapeTransforms = env.shapeTransforms
        node.strokePlacement = env.strokePlacement
        node.strokeCap = env.strokeCap
        node.strokeDash = env.strokeDash
        return node
    }

    /// A button: its label with padding over a capsule. CHOICE: the
    /// automatic style in a widget is bordered (tint at 15% behind a tinted
    /// label); `plain` and `borderless` draw the label alone.
    private func buttonNode(_ label: [LayoutNode], _ env: Inherited, prominent: Bool, name: String)
        -> LayoutNode
    {
        let tint = env.tint ?? Palette.system(.blue, scheme)
        if env.buttonStyle?.isBorderless == true {
            return LayoutNode(.zstack(.center), name: name, children: label)
        }
        for node in label { node.recolor(prominent ? .white : tint) }
        let (v, h) = LayoutDefaults.controlPadding(env.controlSize)
        let padded = LayoutNode(
            .padding(EdgeInsets(top: v, leading: h, bottom: v, trailing: h)), name: ".padding",
            detail: "\(Int(v)),\(Int(h)),\(Int(v)),\(Int(h))", children: label)
        let (kind, shapeName): (ShapeKind, String) =
            switch env.buttonBorderShape {
            case .automatic, .capsule: (.capsule, "Capsule")
            case .roundedRectangle:
                (.roundedRectangle(LayoutDefaults.buttonCornerRadius), "RoundedRectangle")
            case .circle: (.circle, "Circle")
            }
        let shape = LayoutNode(.shape(kind), name: shapeName)
        shape.paint = .color(prominent ? tint : tint.withAlpha(0.15))
        let button = LayoutNode(.decorated(.center), name: name, children: [padded])
        button.backgrounds = [shape]
        return button
    }

    private func textNode(_ text: ArchiveText, _ env: Inherited) -> LayoutNode {
        var fragments: [TextFragment] = []
        var styles: [RunStyle] = []
        var symbols: [String] = []
        for run in text.runs {
            var words: String
            switch run.content {
            case .plain(let plain): words = environment.pseudoLanguage?.words(plain) ?? plain
            case .symbol(let name):
                words = String(InlineSymbol.character(symbols.count))
                symbols.append(name)
            case .date(let date, _):
                words = DateText.format(
                    date, style: run.content.dateStyle, now: environment.now,
                    region: environment.region)
            case .timer(let start, let end, let pause, let countsDown, let showsHours):
                words = DateText.timer(
                    start: start, end: end, pauseTime: pause, countsDown: countsDown,
                    showsHours: showsHours, now: environment.now)
            case .stopwatch(let start, let showsHours, let fractionDigits):
                words = DateText.stopwatch(
                    start: start, showsHours: showsHours, fractionDigits: fractionDigits,
                    now: environment.now)
            }
            var runEnv = env
            for modifier in run.modifiers { _ = apply(modifier, to: &runEnv) }
            switch runEnv.textCase {
            case .uppercase?: words = words.uppercased()
            case .lowercase?: words = words.lowercased()
            case nil: break
            }
            let style = RunStyle(
                color: runEnv.foreground ?? Palette.label(scheme), underline: runEnv.underline,
                strikethrough: runEnv.strikethrough)
            let index =
                styles.firstIndex(of: style)
                ?? {
                    styles.append(style)
                    return styles.count - 1
                }()
            fragments.append(TextFragment(words, font: runEnv.effectiveFont, style: index))
        }
        let redacted = env.placeholder || (env.privacySensitive && environment.locked)
        let content = TextContent(
            fragments: fragments, styles: styles, lineLimit: env.lineLimit,
            truncation: env.truncation,
            alignment: env.textAlignment, minimumScaleFactor: env.minimumScaleFactor,
            allowsTightening: env.allowsTightening, redacted: redacted,
            lineSpacing: env.lineSpacing, symbols: symbols)
        return LayoutNode(
            .text(content), name: "Text",
            detail: content.printed(fragments.map(\.text).joined()) { "[\($0)]" })
    }

    private func imageNode(_ arguments: ArchiveArguments, _ env: Inherited) -> LayoutNode {
        let font = env.effectiveFont
        let tint = env.foreground ?? Palette.label(scheme)
        let redacted = env.placeholder || (env.privacySensitive && environment.locked)
        if case .string(let written)? = arguments[.systemName] {
            let symbol = SymbolVariants.name(written, variant: env.symbolVariant)
            let size = SymbolMetrics.size(pointSize: font.size, scale: env.imageScale)
            let content = ImageContent(
                systemName: symbol, assetName: nil, dataURL: nil, intrinsic: size,
                resizable: env.resizable, tint: tint, redacted: redacted,
                accentedMode: env.accentedImageMode, pointSize: font.size, weight: font.weight,
                symbolRendering: env.symbolRendering, layerStyles: env.foregroundLayers,
                variableValue: arguments.number(.variableValue))
            return LayoutNode(.image(content), name: "Image", detail: "systemName: \(symbol)")
        }
        var name = ""
        if case .string(let asset)? = arguments[.name] { name = asset }
        let asset =
            environment.assetCatalog.images[name].flatMap(AssetLookup.image(in:))
            ?? AssetLookup.image(named: name, in: environment.assetsDirectory)
        let content = ImageContent(
            systemName: nil, assetName: name, dataURL: asset?.dataURL,
            intrinsic: asset?.size ?? AssetLookup.placeholderSize,
            resizable: env.resizable, tint: env.template ? tint : .clear, redacted: redacted,
            accentedMode: env.accentedImageMode)
        return LayoutNode(.image(content), name: "Image", detail: name)
    }
}

extension LayoutNode {
    /// Marks this node and everything in it as the accent group.
    func markAccentable() {
        accentable = true
        for node in children { node.markAccentable() }
        for node in backgrounds { node.markAccentable() }
        for node in overlays { node.markAccentable() }
    }

    /// Gives every text and symbol below the colour (a button's tint).
    func recolor(_ color: RGBA) {
        switch kind {
        case .text(var content):
            content.styles = content.styles.map {
                RunStyle(color: color, underline: $0.underline, strikethrough: $0.strikethrough)
            }
            kind = .text(content)
        case .image(var content):
            if content.systemName != nil { content.tint = color }
            kind = .image(content)
        default:
            break
        }
        for child in children { child.recolor(color) }
    }
}

/// Numbers in dumps: whole numbers bare, others with up to two decimals
/// (rounded half away from zero, trailing zeros dropped).
public enum LayoutNumber {
    /// The number as the dump prints it.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        // Beyond what hundredths can count in 64 bits, Swift's shortest form.
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int64((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}

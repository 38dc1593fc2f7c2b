/// How WidgetKit draws a widget (`WidgetRenderingMode`).
///
/// Source: `Docs/WidgetKitFacts.md` section 5 (HIG Widgets,
/// "Preparing widgets for additional contexts and appearances").
public enum RenderingMode: String, CaseIterable, Sendable, Hashable, Codable {
    /// Colours are left unchanged (Home Screen, Notification Center, StandBy).
    case fullColor
    /// Two groups (`widgetAccentable()` and the rest), each one solid colour
    /// with alpha kept (tinted Home Screen, watch faces).
    case accented
    /// Desaturated grey levels over a material (Lock Screen).
    case vibrant
}

extension WidgetFamily {
    /// The rendering modes the family is drawn in, the usual one first
    /// (vibrant on the Lock Screen, full colour on the Home Screen).
    ///
    /// Source: Docs/WidgetKitFacts.md §5 (D-PREP table): accessoryCircular, accessoryInline
    /// and accessoryCorner are never fullColor. The one copy of this
    /// table: the compiler's capability table and the renderer's display
    /// environment both read it.
    public var renderingModes: [RenderingMode] {
        switch self {
        case .accessoryCircular, .accessoryCorner, .accessoryInline: [.vibrant, .accented]
        case .accessoryRectangular: [.vibrant, .fullColor, .accented]
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .systemExtraLargePortrait:
            [.fullColor, .accented, .vibrant]
        }
    }
}

extension ActivityPresentation {
    /// The rendering modes a Live Activity presentation is drawn in: full
    /// colour only (Docs/WidgetKitFacts.md §9).
    public var renderingModes: [RenderingMode] { [.fullColor] }
}

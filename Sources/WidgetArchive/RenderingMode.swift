/// How WidgetKit draws a widget (`WidgetRenderingMode`).
///
/// Source: shared/reference/widgetkit-facts.md section 5 (HIG Widgets,
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

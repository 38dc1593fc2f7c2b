/// `RedactionReasons`: `redacted(reason:)`.
public enum RedactionReason: String, CaseIterable, Sendable, Hashable {
    /// Drawn as grey boxes, as while a widget loads.
    case placeholder
    /// Hidden while the device is locked (`privacySensitive`).
    case privacy
    /// Marked as out of date (`invalidatableContent`).
    case invalidated
}

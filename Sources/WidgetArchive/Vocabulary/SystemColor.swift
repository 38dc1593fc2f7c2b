/// The colours SwiftUI names as `Color` members (`.red`, `.accentColor`):
/// what `ArchiveColor.Base.system` holds, by raw value.
public enum SystemColor: String, CaseIterable, Sendable, Hashable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray,
        black, white
    /// Fully transparent.
    case clear
    /// The label colour.
    case primary
    /// The secondary label colour.
    case secondary
    /// The app's accent colour (blue unless the app sets one).
    case accentColor
}

extension ArchiveColor.Base {
    /// The system colour, typed; nil for other bases or a name no version
    /// of wdl writes.
    public var systemColor: SystemColor? {
        guard case .system(let name) = self else { return nil }
        return SystemColor(rawValue: name)
    }
}

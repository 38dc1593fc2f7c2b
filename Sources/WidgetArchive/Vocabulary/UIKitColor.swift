/// The colours UIKit names as `UIColor` members, which widgets reach
/// through `Color(uiColor: .secondaryLabel)`, `Color(.systemGray4)` and
/// `Color(UIColor.systemBackground)`: archived as `ArchiveColor.Base.system`
/// with the UIKit name, which no SwiftUI `Color` member shares. The
/// renderer's `Palette.uikit` holds their light and dark values.
public enum UIKitColor: String, CaseIterable, Sendable, Hashable {
    // Label colours.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    // Separators and links.
    case separator, opaqueSeparator, link
    // Backgrounds.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground,
        tertiarySystemGroupedBackground
    // Fills.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Grays.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // Adaptable system colours: SwiftUI's `Color` members are these.
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan,
        systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    // Fixed colours: the same in light and dark (`UIColor.red` is pure red,
    // not `systemRed`).
    case black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta,
        orange, purple, brown, clear, lightText, darkText

    /// The name as `ArchiveColor.Base.system` holds it: the UIKit name,
    /// prefixed where UIKit and SwiftUI share a member name with another
    /// colour (`UIColor.red` is not `Color.red`).
    public var archiveName: String { "UIColor." + rawValue }

    /// The colour an archived system name stands for, if it is a UIKit one.
    public init?(archiveName: String) {
        guard archiveName.hasPrefix("UIColor.") else { return nil }
        self.init(rawValue: String(archiveName.dropFirst("UIColor.".count)))
    }
}

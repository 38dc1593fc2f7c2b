import WidgetArchive

/// The display-time names a body reads (`EnvironmentKey`) with the OS
/// versions that brought them, for `api-availability` as views and
/// modifiers have theirs in their signatures. A key without a row has
/// been there as long as widgets have.
public enum EnvironmentCatalog {
    /// The first version of each platform with the key (D-SYM).
    public static let availability: [EnvironmentKey: [Platform: OSVersion]] = [
        // SwiftUI `EnvironmentValues.isLuminanceReduced`: iOS 16, macOS 13, watchOS 8.
        .isLuminanceReduced: [
            .iOS: OSVersion(16), .iPadOS: OSVersion(16), .macOS: OSVersion(13),
            .watchOS: OSVersion(8),
        ],
        // WidgetKit `ActivityViewContext.isStale`: iOS and iPadOS 16.2 (Docs/WidgetKitFacts.md §9).
        .isStale: [.iOS: OSVersion(16, 2), .iPadOS: OSVersion(16, 2)],
    ]

    /// The rows of `availability` by the name a body writes, so that the
    /// checker, which asks about every bare name, pays one hash lookup
    /// (`EnvironmentKey(rawValue:)` compares against every key's name).
    static let availabilityByName:
        [String: (key: EnvironmentKey, versions: [Platform: OSVersion])] =
            Dictionary(
                uniqueKeysWithValues: availability.map { ($0.key.rawValue, ($0.key, $0.value)) })

    /// The keys checked only in a Live Activity's presentations: a
    /// widget has no `isStale` (the emitted widget reads it as `false`).
    static let activityOnly: Set<EnvironmentKey> = [.isStale]
}

/// When the system requires `containerBackground(for: .widget)`: widgets
/// built with the iOS 17 SDK, on iOS/iPadOS 17, macOS 14, watchOS 10 and
/// visionOS widgets (Docs/WidgetKitFacts.md §4, D-SYM ContainerBackgroundPlacement.widget).
/// One table for the checker's warning and the renderer's notice.
public enum ContainerBackgroundRequirement {
    /// The first major version of each platform that requires it.
    public static let minimums: [Platform: Int] = [
        .iOS: 17, .iPadOS: 17, .macOS: 14, .watchOS: 10, .visionOS: 26,
    ]

    /// Whether a platform at a version requires it.
    public static func applies(_ platform: Platform, _ version: OSVersion) -> Bool {
        guard let minimum = minimums[platform] else { return false }
        return version >= OSVersion(minimum)
    }

    /// Whether a declared platform at a version (`17.0`), as an archive
    /// holds them, requires it; false for names and versions no version of
    /// wdl writes.
    public static func applies(to requirement: PlatformRequirement) -> Bool {
        guard let platform = requirement.platformValue, let version = requirement.osVersion else {
            return false
        }
        return applies(platform, version)
    }
}

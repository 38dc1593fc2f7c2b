/// When the system requires `containerBackground(for: .widget)`: widgets
/// built with the iOS 17 SDK, on iOS/iPadOS 17, macOS 14, watchOS 10 and
/// visionOS widgets (facts §4, D-SYM ContainerBackgroundPlacement.widget).
/// One table for the checker's warning and the renderer's notice.
public enum ContainerBackgroundRequirement {
    /// The first major version of each platform that requires it.
    public static let minimumMajorVersions: [String: Int] = ["iOS": 17, "iPadOS": 17, "macOS": 14, "watchOS": 10, "visionOS": 26]

    /// Whether a declared platform at a version (`17.0`) requires it.
    public static func applies(platform: String, version: String) -> Bool {
        guard let minimum = minimumMajorVersions[platform], let major = Int(version.split(separator: ".").first ?? "") else { return false }
        return major >= minimum
    }
}

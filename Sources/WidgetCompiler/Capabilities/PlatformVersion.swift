import WidgetArchive

/// Where something exists: the first OS version on each platform that has
/// it. A platform that is not listed never has it.
public struct PlatformSupport: Hashable, Sendable {
    /// The minimum version per platform.
    public let minimums: [Platform: OSVersion]

    /// Creates a support table.
    public init(_ minimums: [Platform: OSVersion]) {
        self.minimums = minimums
    }

    /// Supported nowhere.
    public static let none = PlatformSupport([:])

    /// Whether `platform` at `version` has it.
    public func allows(_ platform: Platform, _ version: OSVersion) -> Bool {
        guard let minimum = minimums[platform] else { return false }
        return version >= minimum
    }

    /// The platforms that have it, in `Platform` order.
    public var platforms: [Platform] {
        Platform.allCases.filter { minimums[$0] != nil }
    }
}

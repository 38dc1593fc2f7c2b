/// A platform a widget or activity can declare in its `platform` header;
/// archives keep the raw value (`PlatformRequirement.platform`).
public enum Platform: String, CaseIterable, Sendable, Hashable {
    case iOS, iPadOS, macOS, watchOS, visionOS

    /// The platform a `#available` argument names: its own name, or the
    /// app-extension form widget code often writes
    /// (`iOSApplicationExtension 17.0`), which Swift checks as the same OS.
    public init?(availabilityName name: String) {
        let suffix = "ApplicationExtension"
        let base = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        self.init(rawValue: base)
    }
}

/// An OS version such as `17.0` or `16.1`, compared numerically.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numeric parts, without trailing zeros (`17.0` is `[17]`).
    public let parts: [Int]

    /// Parses `17`, `17.0` or `17.0.1`; nil for anything else.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(pieces.count) else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.allSatisfy(\.isASCII), let value = Int(piece), value >= 0,
                value < 1000
            else { return nil }
            parts.append(value)
        }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        self.parts = parts
    }

    /// `major.minor`, as the table writes it.
    public init(_ major: Int, _ minor: Int = 0) {
        self.init(parts: [major, minor])
    }

    private init(parts: [Int]) {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.parts = trimmed
    }

    /// Numeric order, missing parts counting as zero (`17` == `17.0`).
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// `17.0`, `16.1`, `17.0.1`: at least major and minor.
    public var description: String {
        (parts.count == 1 ? parts + [0] : parts).map(String.init).joined(separator: ".")
    }
}

extension PlatformRequirement {
    /// The platform, typed; nil for a name no version of wdl writes.
    public var platformValue: Platform? { Platform(rawValue: platform) }
    /// The version, typed; nil when it does not parse.
    public var osVersion: OSVersion? { OSVersion(version) }

    /// A requirement from typed parts.
    public init(_ platform: Platform, _ version: OSVersion) {
        self.init(platform: platform.rawValue, version: version.description)
    }
}

/// Everything that can be wrong with archive bytes: a closed set, so that a
/// corrupt or hostile archive is a typed error and never a trap.
public enum ArchiveDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes end before a value does; `offset` is where more was needed.
    case truncated(offset: Int)
    /// A varint longer than 10 bytes, or one that overflows 64 bits.
    case malformedVarint(offset: Int)
    /// A count or length larger than the bytes that remain could hold.
    case implausibleCount(Int, offset: Int)
    /// A string that is not valid UTF-8.
    case invalidUTF8(offset: Int)
    /// Nesting deeper than `DecodingOptions.maximumDepth`.
    case tooDeep(limit: Int)
    /// Bytes left over after the last value.
    case trailingBytes(offset: Int)

    /// A message for people, with the byte offset.
    public var description: String {
        switch self {
        case .truncated(let offset): "archive is truncated at byte \(offset)"
        case .malformedVarint(let offset): "malformed number at byte \(offset)"
        case .implausibleCount(let count, let offset): "count \(count) at byte \(offset) is larger than the archive"
        case .invalidUTF8(let offset): "text at byte \(offset) is not valid UTF-8"
        case .tooDeep(let limit): "archive nests deeper than \(limit) levels"
        case .trailingBytes(let offset): "unexpected bytes after the end of the archive, at byte \(offset)"
        }
    }
}

/// Limits that protect the decoder from hostile archives.
public struct DecodingOptions: Hashable, Sendable {
    /// The deepest nesting of views accepted (the compiler's own limit is
    /// 256 levels of source nesting, which never produces more).
    public var maximumDepth = 512

    /// The default limits.
    public init() {}
}

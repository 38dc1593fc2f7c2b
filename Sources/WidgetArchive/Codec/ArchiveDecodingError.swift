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
    /// The file does not start with `WDLA`.
    case notAnArchive
    /// A major version this reader does not know (a newer wdl wrote it).
    case unsupportedVersion(major: Int, minor: Int)
    /// The CRC-32 at the end does not match the bytes.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// A tag byte that names nothing: `what` says what was being read.
    case unknownTag(UInt8, what: String, offset: Int)
    /// A value that is well-formed but impossible (a string index past the
    /// table, a tree count that does not match the families).
    case invalidValue(String, offset: Int)

    /// A message for people, with the byte offset.
    public var description: String {
        switch self {
        case .truncated(let offset): "archive is truncated at byte \(offset)"
        case .malformedVarint(let offset): "malformed number at byte \(offset)"
        case .implausibleCount(let count, let offset):
            "count \(count) at byte \(offset) is larger than the archive"
        case .invalidUTF8(let offset): "text at byte \(offset) is not valid UTF-8"
        case .tooDeep(let limit): "archive nests deeper than \(limit) levels"
        case .trailingBytes(let offset):
            "unexpected bytes after the end of the archive, at byte \(offset)"
        case .notAnArchive: "not a wdl archive (it does not start with 'WDLA')"
        case .unsupportedVersion(let major, let minor):
            "archive format \(major).\(minor) is newer than this wdl, which reads format \(ArchiveFormat.majorVersion).x; update wdl to read it"
        case .checksumMismatch(let stored, let computed):
            "archive is corrupt or cut short: its checksum \(hex(stored)) does not match its contents (\(hex(computed)))"
        case .unknownTag(let tag, let what, let offset):
            "unknown \(what) tag 0x\(String(tag, radix: 16)) at byte \(offset)"
        case .invalidValue(let problem, let offset): "\(problem) at byte \(offset)"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// Limits that protect the decoder from hostile archives.
public struct DecodingOptions: Hashable, Sendable {
    /// The deepest nesting of views and values accepted (the compiler's
    /// own limit is 256 levels of source nesting, which never produces more).
    public var maximumDepth = 512
    /// Whether to check the CRC-32 before decoding. Tests turn it off to
    /// reach the structural checks with corrupted bytes.
    public var verifiesChecksum = true

    /// The default limits.
    public init() {}
}

/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Offsets are 0-based and count bytes, not characters. They are stored as
/// `UInt32` to keep syntax nodes small; `ParseOptions.maximumFileSize` keeps
/// every file well below 4 GiB, so an offset always fits. Line and column are
/// never stored: `SourceLocationConverter` computes them for messages only.
public struct SourceRange: Hashable, Sendable {
    /// The offset of the first byte.
    public var start: UInt32
    /// The offset one past the last byte.
    public var end: UInt32

    /// Creates a range from `start` (inclusive) to `end` (exclusive).
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = max(start, end)
    }

    /// Creates a range from `Int` offsets.
    public init(_ start: Int, _ end: Int) {
        self.init(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    /// An empty range at `offset`, for things that are missing.
    public static func empty(at offset: UInt32) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { Int(end - start) }
}

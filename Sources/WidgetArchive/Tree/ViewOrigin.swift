/// Where a view was written: the UTF-8 byte offsets of its call in the
/// `.wdl` source, as the compiler's `SourceRange` holds them.
///
/// An origin lives in memory only: the codecs neither write nor read it,
/// and two views that differ only in where they were written are equal
/// (`ArchivedView`'s `==`), so an archive decoded from bytes is the same
/// archive. The audit reads it to point a finding about a laid-out view
/// at the source that made it.
public struct ViewOrigin: Hashable, Sendable {
    /// The offset of the call's first byte.
    public var start: UInt32
    /// The offset one past its last byte.
    public var end: UInt32

    /// An origin from `start` (inclusive) to `end` (exclusive).
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = max(start, end)
    }
}

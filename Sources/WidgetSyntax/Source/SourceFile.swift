import Foundation

/// One source file: its display path and its bytes.
///
/// The compiler works on bytes throughout; `text(in:)` makes a `String` only
/// where a value or a message needs one.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics, as the user gave it.
    public let path: String
    /// The file's contents, unvalidated: the lexer reports bad UTF-8 and NULs.
    public let bytes: [UInt8]

    /// Creates a file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a file from text (always valid UTF-8).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The source text covered by `range`, with invalid UTF-8 replaced.
    public func text(in range: SourceRange) -> String {
        let lower = min(Int(range.start), bytes.count)
        let upper = min(Int(range.end), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

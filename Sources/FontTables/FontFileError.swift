/// Why a font file could not be read: the reader checks every offset
/// against the file's length, so a truncated or damaged file is one of
/// these, never a crash.
public enum FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not start like a TrueType, OpenType or collection file.
    case notAFont
    /// A table or record runs past the end of the file.
    case truncated(offset: Int)
    /// A table every face needs is missing (`head`, `hhea`, `hmtx`, `cmap`).
    case missingTable(String)
    /// A value the reader cannot use (no Unicode `cmap` subtable, zero units per em).
    case invalid(String)

    /// What went wrong, in words for a diagnostic.
    public var description: String {
        switch self {
        case .notAFont: "not a TrueType or OpenType font"
        case .truncated(let offset): "the file ends inside a table (at byte \(offset))"
        case .missingTable(let tag): "the font has no '\(tag)' table"
        case .invalid(let what): what
        }
    }
}

/// Diagnostics about a whole source file that the command line raises
/// before parsing (for example, refusing to read a file that is too large).
public enum SourceDiagnostics {
    /// The file is larger than `ParseOptions.maximumFileSize`; located at 1:1.
    public static func fileTooLarge(size: Int, limit: Int) -> Diagnostic {
        Diagnostic(.fileTooLarge(size: size, limit: limit), at: .empty(at: 0))
    }
}

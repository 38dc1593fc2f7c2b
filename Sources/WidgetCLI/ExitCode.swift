/// The process exit status of a `wdl` run.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    /// The numeric status.
    public let rawValue: Int32

    /// Wraps a status.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Everything worked (warnings allowed).
    public static let success = ExitCode(rawValue: 0)
    /// The input has errors: diagnostics were printed.
    public static let failure = ExitCode(rawValue: 1)
    /// The command line was wrong, or a file could not be read or written.
    public static let usage = ExitCode(rawValue: 2)
}

/// What a run produced: its exit status and the text for each stream.
public struct CommandOutcome: Sendable {
    /// The exit status.
    public var exitCode: ExitCode
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error (diagnostics, usage errors).
    public var standardError: String

    /// Creates an outcome.
    public init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// A command-line mistake or an I/O failure: printed as `error: ...` with a
/// hint, exit status 2.
struct UsageError: Error {
    let message: String
    let hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

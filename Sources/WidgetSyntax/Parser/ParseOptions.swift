/// Limits that protect the parser from hostile input. Each has its own
/// diagnostic; tests lower them to reach them with small inputs.
public struct ParseOptions: Hashable, Sendable {
    /// The largest source file accepted, in bytes: 32 MiB. Real widget files
    /// are a few kilobytes; this leaves room for generated ones while keeping
    /// offsets far inside `UInt32` and memory bounded.
    public var maximumFileSize: Int = 32 * 1024 * 1024

    /// The deepest nesting accepted: 256 levels, counting braces, brackets,
    /// parentheses, prefix operators, interpolations and each link of an
    /// operator or member chain (those build nested trees as well). Deep
    /// enough for any real layout, shallow enough that no pass over the tree
    /// can exhaust a thread's stack.
    public var maximumNestingDepth: Int = 256

    /// Whether the parse lists its tokens (`SourceFileSyntax.tokens`), which
    /// the formatter, the comment scanner, lint directives and the editor
    /// read. `wdl check` reads none and leaves them out: on the benchmark's
    /// corpus they are 1.3 bytes of memory per source byte.
    public var keepsTokens = true

    /// The default limits.
    public init() {}

    /// Custom limits (tests use small ones).
    public init(maximumFileSize: Int, maximumNestingDepth: Int) {
        self.maximumFileSize = maximumFileSize
        self.maximumNestingDepth = maximumNestingDepth
    }
}

/// What parsing a file produced: the tree (always, even with errors, where
/// missing parts are `.error` nodes) and every diagnostic found.
public struct ParseResult: Sendable {
    /// The syntax tree.
    public var syntax: SourceFileSyntax
    /// Errors found, in the order found.
    public var diagnostics: [Diagnostic]
    /// Every token of the file, as the parser bound them.
    public var tokens: SyntaxTokens { syntax.tokens }

    /// Creates a result.
    public init(syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
        self.syntax = syntax
        self.diagnostics = diagnostics
    }
}

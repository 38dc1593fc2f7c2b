/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable {
    /// The file cannot be compiled.
    case error
    /// The file compiles, but probably not as meant.
    case warning
    /// Extra information attached to an error or a warning.
    case note
}

/// A secondary message that points somewhere else, such as "'{' opened here".
public struct DiagnosticNote: Hashable, Sendable {
    /// The wording, lowercase and without a final period.
    public var message: String
    /// Where it points.
    public var range: SourceRange

    /// Creates a note.
    public init(message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// An edit that fixes a diagnostic, as Swift's fix-its: replace the
/// bytes of `range` (empty to insert) with `replacement`.
public struct FixIt: Hashable, Sendable {
    /// What the edit does, lowercase: "force-unwrap using '!'".
    public var message: String
    /// The bytes replaced; empty to insert at its start.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in a source file, as a value.
///
/// The wording comes from `DiagnosticMessage` (the catalogue); a diagnostic
/// only adds where it is and what else to say.
public struct Diagnostic: Hashable, Sendable {
    /// The catalogue entry: id, severity and wording.
    public var message: DiagnosticMessage
    /// The bytes the diagnostic is about; the caret goes under its start.
    public var range: SourceRange
    /// Related places, printed after the main line.
    public var notes: [DiagnosticNote]
    /// The widget family (or activity presentation) the diagnostic is
    /// about, when it is about one.
    public var family: String?
    /// Edits that fix it, printed after the notes.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [],
        family: String? = nil, fixIts: [FixIt] = []
    ) {
        self.message = message
        self.range = range
        self.notes = notes
        self.family = family
        self.fixIts = fixIts
    }

    /// Shorthand for `message.id`.
    public var id: DiagnosticID { message.id }
    /// Shorthand for `message.severity`.
    public var severity: Severity { message.severity }
}

extension Array where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by position, keeping the order of diagnostics at the same place.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map(\.element)
    }
}

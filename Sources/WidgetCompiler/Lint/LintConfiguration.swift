import WidgetSyntax

/// A `.wdl-lint.json` file: warnings turned off, or into errors.
///
///     {
///       "disabled": ["small-text"],
///       "errors": ["missing-container-background"]
///     }
///
/// Strict JSON (no comments). Unknown keys and ids are errors located in
/// the file, so a typo cannot silently turn a rule off. Only warnings are
/// affected: an error cannot be disabled.
public struct LintConfiguration: Sendable, Equatable {
    /// Warnings not reported.
    public var disabled: Set<DiagnosticID> = []
    /// Warnings reported as errors.
    public var errors: Set<DiagnosticID> = []

    /// The configuration's keys, in the order messages list them.
    static let keys = ["disabled", "errors"]

    /// An empty configuration (everything as the compiler reports it).
    public init() {}

    /// Reads a configuration file; nil with the reasons when it is not one.
    public static func read(_ file: SourceFile) -> (LintConfiguration?, [Diagnostic]) {
        let (value, syntaxErrors) = JSONReader.read(file)
        guard let value else { return (nil, syntaxErrors) }
        guard case .record(let record) = value.kind else {
            return (
                nil,
                [
                    Diagnostic(
                        .configurationShape(
                            "expected an object with \(keys.map { "'\($0)'" }.joined(separator: " or "))"
                        ), at: value.range)
                ]
            )
        }
        var configuration = LintConfiguration()
        var diagnostics: [Diagnostic] = []
        for field in record.fields {
            let ids = idList(field.value, diagnostics: &diagnostics)
            switch field.name.name {
            case "disabled": configuration.disabled = ids
            case "errors": configuration.errors = ids
            default:
                diagnostics.append(
                    Diagnostic(
                        .configurationShape(
                            "unknown key '\(field.name.name)'; expected \(keys.map { "'\($0)'" }.joined(separator: " or "))"
                        ), at: field.name.range))
            }
        }
        return (diagnostics.isEmpty ? configuration : nil, diagnostics)
    }

    /// An array of id strings.
    private static func idList(_ value: Value, diagnostics: inout [Diagnostic]) -> Set<DiagnosticID>
    {
        guard case .array(let elements) = value.kind else {
            diagnostics.append(
                Diagnostic(
                    .configurationShape("expected an array of diagnostic ids"), at: value.range))
            return []
        }
        var ids: Set<DiagnosticID> = []
        for element in elements {
            guard case .string(let text) = element.kind else {
                diagnostics.append(
                    Diagnostic(
                        .configurationShape("expected a diagnostic id as a string"),
                        at: element.range))
                continue
            }
            if let id = DiagnosticID(rawValue: text) {
                ids.insert(id)
            } else {
                let suggestion = Spelling.closest(to: text, in: DiagnosticID.all.map(\.rawValue))
                let notes =
                    suggestion.map {
                        [DiagnosticNote(message: "did you mean '\($0)'?", range: element.range)]
                    } ?? []
                diagnostics.append(
                    Diagnostic(.unknownConfigurationId(text), at: element.range, notes: notes))
            }
        }
        return ids
    }
}

/// What `wdl lint` reports: the compiler's diagnostics after the file's
/// directives and the configuration. Errors pass unchanged; notes are
/// silenced, disabled or raised like warnings.
public enum LintPolicy {
    /// Drops silenced and disabled warnings and raises configured ones to
    /// errors; the directives' own warnings are added.
    public static func apply(
        _ diagnostics: [Diagnostic], directives: LintDirectives?, configuration: LintConfiguration
    ) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics + (directives?.diagnostics ?? []) {
            guard diagnostic.severity != .error else {
                kept.append(diagnostic)
                continue
            }
            if configuration.disabled.contains(diagnostic.id)
                || directives?.silences(diagnostic) == true
            {
                continue
            }
            var raised = diagnostic
            if configuration.errors.contains(diagnostic.id) {
                raised.message = DiagnosticMessage(diagnostic.id, .error, diagnostic.message.text)
            }
            kept.append(raised)
        }
        return kept
    }
}

import WidgetSyntax

/// The wording of the audit's findings, in the catalogue's voice
/// (lowercase, no final period, source in single quotes): what the
/// finding is about, what is wrong, and the layouts it was seen in.
extension DiagnosticMessage {
    static func audit(
        _ id: DiagnosticID, subject: String, problem: String, seen conditions: String
    ) -> Self {
        .init(id, .warning, "\(subject) \(problem) (\(conditions))")
    }
}

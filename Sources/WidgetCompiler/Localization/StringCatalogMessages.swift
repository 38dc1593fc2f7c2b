/// The wording of String Catalog diagnostics, alphabetical by factory.
extension DiagnosticMessage {
    static func stringsFormat(_ problem: String) -> Self {
        .init(.stringsFormat, .error, problem)
    }
}

import WidgetSyntax

/// The wording of `wdl lint`'s own diagnostics: directives in comments
/// and the `.wdl-lint.json` file.
extension DiagnosticMessage {
    static func unknownDirective(_ word: String) -> Self {
        .init(
            .lintDirective, .warning,
            "unknown lint directive 'wdl:\(word)'; expected 'wdl:disable', 'wdl:enable', 'wdl:disable-next-line' or 'wdl:disable-line'"
        )
    }

    static func directiveWithoutIds(_ word: String) -> Self {
        .init(
            .lintDirective, .warning,
            "'wdl:\(word)' names no diagnostic id; write one or more ids, or 'all'")
    }

    static func unknownDirectiveId(_ id: String) -> Self {
        .init(.lintDirective, .warning, "unknown diagnostic id '\(id)' in a lint directive")
    }

    static func unknownConfigurationId(_ id: String) -> Self {
        .init(.lintConfiguration, .error, "unknown diagnostic id '\(id)' in the lint configuration")
    }

    static func configurationShape(_ problem: String) -> Self {
        .init(.lintConfiguration, .error, "lint configuration: \(problem)")
    }
}

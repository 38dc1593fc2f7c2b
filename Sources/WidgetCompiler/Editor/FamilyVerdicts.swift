import WidgetSyntax

/// Each declared family's verdict, as `wdl families` decides it, for the
/// editor: beside a diagnostic about one family, and in a widget's hover.
extension EditorQueries {
    /// `systemSmall ✓, accessoryInline ✗`: where the diagnostic's finding
    /// holds among its widget's families; nil when it is about no family.
    public static func familyVerdicts(
        for diagnostic: Diagnostic, syntax: SourceFileSyntax, report: CheckReport
    ) -> String? {
        guard diagnostic.family != nil,
            let widget = enclosingReport(of: diagnostic.range, syntax: syntax, report: report),
            widget.families.count > 1
        else { return nil }
        let verdicts = widget.families.map {
            "\($0.name) \($0.findings.contains(diagnostic.id) ? "✗" : "✓")"
        }
        return verdicts.joined(separator: ", ")
    }

    /// One line per family of the widget: `ok`, or the ids found there.
    public static func widgetVerdicts(_ name: String, report: CheckReport) -> String? {
        guard let widget = report.widgets.first(where: { $0.name == name }) else { return nil }
        let lines = widget.families.map { family in
            let verdict =
                !family.available
                ? "not available on the declared platforms"
                : family.findings.isEmpty
                    ? "ok" : family.findings.map(\.description).joined(separator: ", ")
            return "- \(family.name): \(verdict)"
        }
        return lines.joined(separator: "\n")
    }

    private static func enclosingReport(
        of range: SourceRange, syntax: SourceFileSyntax, report: CheckReport
    ) -> WidgetReport? {
        guard
            let declaration = syntax.declarations.first(where: {
                $0.range.start <= range.start && range.start <= $0.range.end
            })
        else { return nil }
        return report.widgets.first { $0.name == declaration.name.name }
    }
}

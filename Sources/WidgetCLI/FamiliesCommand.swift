import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl families FILE [--format text|json]`: for each declared family,
/// what it supports on the declared platforms, what the widget uses there,
/// and the verdict. Answers "which families support buttons and toggles".
enum FamiliesCommand {
    static let command = Command(
        name: "families",
        abstract:
            "Show, per declared family, what it supports, what the widget uses, and the verdict.",
        usage: "wdl families <file.wdl> [--format text|json]",
        details: """
            Columns: whether the family exists on the declared platforms; whether
            buttons and toggles are interactive there, and Link works ("yes", "no",
            or the first OS where they do); the rendering modes it is drawn in;
            what this widget uses there; and the verdict: "ok", or the ids of the
            errors and warnings about the family.

            Exit status 1 when the file has errors.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let (files, format) = try ArgumentScanner.filesAndFormat(
            arguments, command: "families", formats: [.text, .json])
        guard files.count == 1, let path = files.first else {
            throw UsageError(
                "'wdl families' takes exactly one file",
                hint: "USAGE: wdl families <file.wdl> [--format text|json]")
        }
        let analysis = try Analysis.run(path)
        let exit: ExitCode = analysis.diagnostics.containsErrors ? .failure : .success
        guard let report = analysis.report else {
            return CommandOutcome(
                exitCode: exit,
                standardError: DiagnosticFormatter(file: analysis.file).format(analysis.diagnostics)
            )
        }
        let output = format == .json ? json(report) : text(report)
        // The verdicts are per family; an error they do not show (a
        // placeholder that does not instantiate) is printed, so that exit
        // status 1 always comes with its reason.
        let errors = DiagnosticFormatter(file: analysis.file).format(
            analysis.diagnostics.filter { $0.severity == .error })
        return CommandOutcome(exitCode: exit, standardOutput: output, standardError: errors)
    }

    // MARK: Cells

    struct Row {
        let family: String
        let available: String
        let buttons: String
        let link: String
        let modes: [String]
        let uses: [String]
        let verdict: [String]
    }

    static func rows(_ widget: WidgetReport) -> [Row] {
        let platforms = widget.header.effectivePlatforms
        return widget.families.map { family in
            Row(
                family: family.name,
                available: family.available ? "yes" : "no",
                buttons: cell(family.buttonsAndToggles, platforms),
                link: cell(family.links, platforms),
                modes: RenderingMode.allCases.filter(family.renderingModes.contains).map(
                    \.rawValue),
                uses: family.uses,
                verdict: family.findings.map(\.rawValue))
        }
    }

    /// "yes" where a declared platform has it at its declared version, else
    /// "from iOS 17.0" where a declared platform gets it later, else "no".
    static func cell(
        _ support: PlatformSupport, _ platforms: [(platform: Platform, version: OSVersion)]
    ) -> String {
        if platforms.contains(where: { support.allows($0.platform, $0.version) }) { return "yes" }
        for (platform, _) in platforms {
            if let minimum = support.minimums[platform] {
                return "from \(platform.rawValue) \(minimum)"
            }
        }
        return "no"
    }

    // MARK: Formats

    static func text(_ report: CheckReport) -> String {
        var out = ""
        for widget in report.widgets {
            let platforms = widget.header.effectivePlatforms.map {
                "\($0.platform.rawValue) \($0.version)"
            }.joined(separator: ", ")
            out += "\(widget.name) (\(platforms))\n"
            let header = [
                widget.kind.surfaceNoun.one, "available", "buttons & toggles",
                "Link", "rendering modes", "uses", "verdict",
            ]
            let table = rows(widget).map { row in
                [
                    row.family, row.available, row.buttons, row.link,
                    row.modes.joined(separator: " "),
                    row.uses.isEmpty ? "-" : row.uses.joined(separator: ", "),
                    row.verdict.isEmpty ? "ok" : row.verdict.joined(separator: ", "),
                ]
            }
            out += TextTable.render([header] + table)
        }
        return out
    }

    static func json(_ report: CheckReport) -> String {
        let widgets = report.widgets.map { widget -> String in
            let families = rows(widget).map { row in
                JSON.object(
                    [
                        ("family", JSON.quote(row.family)),
                        ("available", row.available == "yes" ? "true" : "false"),
                        ("buttonsAndToggles", JSON.quote(row.buttons)),
                        ("link", JSON.quote(row.link)),
                        (
                            "renderingModes",
                            "[" + row.modes.map(JSON.quote).joined(separator: ", ") + "]"
                        ),
                        ("uses", "[" + row.uses.map(JSON.quote).joined(separator: ", ") + "]"),
                        (
                            "verdict",
                            row.verdict.isEmpty
                                ? JSON.quote("ok")
                                : "[" + row.verdict.map(JSON.quote).joined(separator: ", ") + "]"
                        ),
                    ], indent: 3)
            }
            let platforms = widget.header.effectivePlatforms.map {
                JSON.quote("\($0.platform.rawValue) \($0.version)")
            }
            return JSON.object(
                [
                    ("widget", JSON.quote(widget.name)),
                    ("platforms", "[" + platforms.joined(separator: ", ") + "]"),
                    ("families", JSON.array(families, indent: 2)),
                ], indent: 1)
        }
        return JSON.array(widgets, indent: 0) + "\n"
    }
}

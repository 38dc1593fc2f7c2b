import Foundation
import WidgetArchive
import WidgetAudit
import WidgetCompiler
import WidgetRender
import WidgetSnapshots
import WidgetSyntax

/// `wdl gallery PATH... -o DIR`: a static HTML page of every widget's
/// families side by side at their real sizes, in rows per rendering mode
/// and scheme, like Xcode's preview canvas.
enum GalleryCommand {
    static let command = Command(
        name: "gallery",
        abstract: "Write an HTML page of every family, mode and scheme side by side.",
        usage:
            "wdl gallery <file.wdl|folder>... -o <dir> [--devices <d,e>] [--locale <id>] [--time-zone <zone>]",
        details: """
            Writes DIR/index.html and DIR/images/<Widget>/*.svg: for each widget and
            activity, a row per rendering mode and colour scheme with every family at
            its real size in points, the name, family and device under each picture,
            and the verdicts of 'wdl families' beside it. A tree with an 'if isStale'
            or 'if isLuminanceReduced' also gets rows drawn stale or dimmed, as
            'wdl snapshot' draws them (--stale and --luminance-reduced keep only
            those). What 'wdl audit' finds in a picture is outlined on it, numbered,
            and listed under it. No JavaScript, no network.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "gallery",
            valueOptions: Set(["-o", "--devices"]).union(RegionArguments.options))
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl gallery' needs at least one .wdl file or folder",
                hint: "USAGE: \(command.usage)")
        }
        guard let output = scanner.value("-o") else {
            throw UsageError("'wdl gallery' needs -o <dir>", hint: "USAGE: \(command.usage)")
        }
        let matrix = try SnapshotCommand.matrix(scanner)
        let directory = URL(fileURLWithPath: output)
        let region = try RegionArguments.parse(scanner)
        var standardError = ""
        var configurations = LintConfigurations(explicit: nil)
        var sections = ""
        var pictures = 0
        for url in try SnapshotCommand.files(scanner.files) {
            let source: SnapshotSource
            do {
                source = try SnapshotSource.load(url, region: region)
            } catch let error as SnapshotSourceError {
                standardError += error.description
                continue
            }
            let report = source.report
            let lint = try Lint(path: url.path, configurations: &configurations)
            for (archive, timeline) in source.archives where !timeline {
                let verdicts =
                    report?.widgets.first { $0.name == archive.metadata.name }.map(
                        FamiliesCommand.rows) ?? []
                let (html, count) = try section(
                    archive, verdicts: verdicts, matrix: matrix, region: region,
                    assets: source.assets, lint: lint, directory: directory)
                sections += html
                pictures += count
            }
        }
        // What the pictures are drawn as: the device, the OS and the
        // accented mode's look, the defaults of `wdl render`.
        let drawnOn =
            "Drawn on \(DeviceCatalog.defaultDevice.name) (a watch-only widget on a watch, each "
            + "picture names its device), iOS \(SystemRelease.newest) (the newest "
            + "release wdl draws); accented mode as the iOS 26 Home Screen's tinted glass, "
            + "content white (wdl render --system 18.0 draws iOS 18's tinted Home Screen)."
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>wdl gallery</title>
            <style>
            body { font-family: -apple-system, "SF Pro Text", Inter, "Noto Sans KR", sans-serif; margin: 24px; background: #F2F2F7; color: #1C1C1E; }
            section { margin-bottom: 40px; }
            h2 { margin: 0 0 4px; font-size: 22px; }
            .meta { color: #6C6C70; margin: 0 0 12px; font-size: 13px; }
            table.verdicts { border-collapse: collapse; font-size: 12px; margin-bottom: 12px; }
            table.verdicts td, table.verdicts th { border: 1px solid #D1D1D6; padding: 3px 8px; text-align: left; }
            .ok { color: #248A3D; } .bad { color: #D70015; }
            .row { padding: 12px; border-radius: 12px; margin-bottom: 10px; }
            .row.light { background: #E5E5EA; } .row.dark { background: #2C2C2E; color: #F2F2F7; }
            .row h3 { margin: 0 0 8px; font-size: 13px; font-weight: 600; }
            figure { display: inline-block; vertical-align: top; margin: 0 18px 8px 0; text-align: center; }
            figcaption { font-size: 11px; margin-top: 4px; line-height: 1.3; max-width: 360px; }
            .picture { position: relative; display: inline-block; }
            .picture img { display: block; }
            .finding { position: absolute; box-sizing: border-box; border: 2px solid #FF9F0A; border-radius: 3px; box-shadow: 0 0 0 1px rgba(0,0,0,0.5); }
            .finding b { position: absolute; top: -9px; left: -9px; min-width: 16px; height: 16px; padding: 0 3px; box-sizing: border-box; border-radius: 8px; white-space: nowrap; background: #FF9F0A; color: #000; font-size: 10px; line-height: 16px; text-align: center; }
            ol.findings { text-align: left; margin: 4px 0 0; padding-left: 18px; }
            ol.findings code { font-size: 10px; }
            </style>
            </head>
            <body>
            <h1>wdl gallery</h1>
            <p class="meta">\(XML.escape(drawnOn))</p>
            \(sections)</body>
            </html>

            """
        try OutputFile.write(
            Array(page.utf8), to: directory.appendingPathComponent("index.html").path)
        let summary =
            "wrote \(directory.appendingPathComponent("index.html").path): \(pictures) pictures\n"
        return CommandOutcome(
            exitCode: standardError.isEmpty ? .success : .failure, standardOutput: summary,
            standardError: standardError)
    }

    /// One widget: its header, verdicts, and a row per mode and scheme.
    private static func section(
        _ archive: Archive, verdicts: [FamiliesCommand.Row], matrix: SnapshotMatrix,
        region: DisplayRegion, assets: SourceAssets, lint: Lint, directory: URL
    ) throws -> (String, Int) {
        let metadata = archive.metadata
        var html =
            "<section>\n<h2>\(XML.escape(metadata.displayName.isEmpty ? metadata.name : metadata.displayName))</h2>\n"
        html +=
            "<p class=\"meta\">\(metadata.declaration.name) \(XML.escape(metadata.name)) · kind \(XML.escape(metadata.kind))"
        if !metadata.description.isEmpty { html += " · \(XML.escape(metadata.description))" }
        html += "</p>\n"
        if !verdicts.isEmpty {
            html +=
                "<table class=\"verdicts\"><tr><th>\(metadata.declaration.surfaceNoun.one)</th><th>buttons &amp; toggles</th><th>uses</th><th>verdict</th></tr>\n"
            for row in verdicts {
                let verdict =
                    row.verdict.isEmpty
                    ? "<span class=\"ok\">ok</span>"
                    : "<span class=\"bad\">\(XML.escape(row.verdict.joined(separator: ", ")))</span>"
                html +=
                    "<tr><td>\(XML.escape(row.family))</td><td>\(XML.escape(row.buttons))</td><td>\(XML.escape(row.uses.isEmpty ? "-" : row.uses.joined(separator: ", ")))</td><td>\(verdict)</td></tr>\n"
            }
            html += "</table>\n"
        }
        let cases = matrix.cases(for: archive, timeline: false, region: region)
        do {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("images/\(metadata.name)"),
                withIntermediateDirectories: true)
        } catch {
            throw UsageError(
                "cannot create '\(directory.path)/images/\(metadata.name)': \(error.localizedDescription)"
            )
        }
        var count = 0
        // The plain variant first, then the stale and dimmed ones of the
        // trees that branch on them, each in rows of its own.
        var variants: [DisplayVariant] = []
        for snapshot in cases where !variants.contains(snapshot.variant) {
            variants.append(snapshot.variant)
        }
        for mode in RenderingMode.allCases.sorted(by: { order($0) < order($1) }) {
            for variant in variants {
                for scheme in matrix.schemes {
                    let row = cases.filter {
                        $0.mode == mode && $0.scheme == scheme && $0.variant == variant
                    }
                    guard !row.isEmpty else { continue }
                    html += try self.row(
                        row,
                        heading: ([mode.rawValue, scheme.rawValue] + label(variant)).joined(
                            separator: " · "), scheme: scheme,
                        archive: archive, assets: assets, lint: lint, directory: directory)
                    count += row.count
                }
            }
        }
        return (html + "</section>\n", count)
    }

    /// One row of pictures under its heading.
    private static func row(
        _ row: [SnapshotCase], heading: String, scheme: ColorScheme, archive: Archive,
        assets: SourceAssets, lint: Lint, directory: URL
    ) throws -> String {
        let metadata = archive.metadata
        var html = "<div class=\"row \(scheme.rawValue)\"><h3>\(XML.escape(heading))</h3>\n"
        for snapshot in row {
            let layout = try SnapshotRendering.layout(snapshot, archive: archive, assets: assets)
            let file = "images/\(metadata.name)/\(snapshot.stem).svg"
            try OutputFile.write(
                Array(SVGRenderer.render(layout).utf8),
                to: directory.appendingPathComponent(file).path)
            let caption =
                [metadata.name, snapshot.surface.name, snapshot.device.name]
                + label(snapshot.variant)
            let findings = lint.shown(Audit.findings(in: layout))
            html +=
                "<figure><div class=\"picture\"><img src=\"\(XML.escape(file))\" width=\"\(SVGNumber.text(layout.canvas.width))\" height=\"\(SVGNumber.text(layout.canvas.height))\" alt=\"\(XML.escape(caption.joined(separator: " ")))\">"
            html += outlines(findings, canvas: layout.canvas) + "</div>"
            html += "<figcaption>\(caption.map(XML.escape).joined(separator: "<br>"))"
            html += findingList(findings) + "</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }

    /// The audit's findings drawn over a picture: an outline round each
    /// view a finding is about (the whole picture for a finding about the
    /// canvas), labelled with the numbers of its findings in the list.
    private static func outlines(_ findings: [PictureFinding], canvas: Size) -> String {
        let whole = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var frames: [Rect] = []
        var numbers: [Rect: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            // Content wholly outside the picture is outlined as the picture.
            let inside = finding.frame.map { $0.intersection(whole) }
            let frame = inside.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? whole
            if numbers[frame] == nil { frames.append(frame) }
            numbers[frame, default: []].append(index + 1)
        }
        return frames.map { frame in
            let box = [
                ("left", frame.x), ("top", frame.y), ("width", frame.width),
                ("height", frame.height),
            ].map { "\($0.0):\(SVGNumber.text($0.1))px" }.joined(separator: ";")
            let label = numbers[frame, default: []].map(String.init).joined(separator: ",")
            return "<span class=\"finding\" style=\"\(box)\"><b>\(label)</b></span>"
        }.joined()
    }

    /// The findings beside a picture, numbered as its outlines are.
    private static func findingList(_ findings: [PictureFinding]) -> String {
        guard !findings.isEmpty else { return "" }
        return "<ol class=\"findings\">"
            + findings.map {
                "<li><code>\(XML.escape($0.id.rawValue))</code> \(XML.escape($0.text))</li>"
            }.joined() + "</ol>"
    }

    /// A source's lint directives and configuration, which silence the
    /// audit's findings on its pictures as they do in `wdl audit`.
    struct Lint {
        let directives: LintDirectives
        let configuration: LintConfiguration

        init(path: String, configurations: inout LintConfigurations) throws {
            let analysis = try Analysis.run(path)
            directives = LintDirectives(file: analysis.file, tokens: analysis.tokens)
            configuration = try configurations.configuration(for: path)
        }

        /// The findings no directive or configuration silences.
        func shown(_ findings: [PictureFinding]) -> [PictureFinding] {
            findings.filter { finding in
                let range =
                    finding.origin.map { SourceRange(start: $0.start, end: $0.end) }
                    ?? SourceRange(0, 0)
                let diagnostic = Diagnostic(
                    DiagnosticMessage(finding.id, .warning, finding.text), at: range)
                return !LintPolicy.apply(
                    [diagnostic], directives: directives, configuration: configuration
                ).isEmpty
            }
        }
    }

    /// What a variant draws beyond the plain picture, for headings and captions.
    private static func label(_ variant: DisplayVariant) -> [String] {
        (variant.isStale ? ["stale"] : [])
            + (variant.isLuminanceReduced ? ["luminance reduced"] : [])
            + (variant.controlState.map { [$0 ? "on" : "off"] } ?? [])
            + (variant.isLocked ? ["locked"] : [])
            + (variant.isSimplified ? ["simplified"] : [])
    }

    private static func order(_ mode: RenderingMode) -> Int {
        [.fullColor: 0, .accented: 1, .vibrant: 2][mode] ?? 3
    }
}

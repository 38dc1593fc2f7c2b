import Foundation
import WidgetArchive
import WidgetAudit
import WidgetRender
import WidgetSnapshots

/// `wdl snapshot PATH... [--record] [--snapshots DIR] [--families ...] [--modes ...] [--devices ...] [--schemes ...]`.
enum SnapshotCommand {
    static let command = Command(
        name: "snapshot",
        abstract: "Verify (or record) text and SVG snapshots of every family, mode and scheme.",
        usage:
            "wdl snapshot <file.wdl|folder>... [--record] [--snapshots <dir>] [--families <a,b>] [--modes <m,n>] [--devices <d,e>] [--schemes <light,dark>] [--stale] [--luminance-reduced] [--locale <id>] [--time-zone <zone>] [--audit]",
        details: """
            For each widget and activity, renders every declared family (presentation) in
            each rendering mode it is drawn in and both colour schemes, for the placeholder
            each entry of a Name.timeline.json and each content of a Name.updates.json
            beside the file, and compares with
            __Snapshots__/<Widget>/<family>-<device>-<mode>-<scheme>[-<entry>][-stale][-luminanceReduced].txt
            and .svg beside the source (or under --snapshots DIR). A folder means the .wdl
            files in it. A tree with an 'if isStale' is also drawn stale (-stale), one
            with an 'if isLuminanceReduced' also dimmed (-luminanceReduced); --stale and
            --luminance-reduced narrow the run to the cases drawn with those flags.

            Verify (the default) exits 1 when a snapshot is missing or differs: it prints a
            unified diff of the layout dump and writes the new SVG as <name>.failed.svg.
            --record writes new and changed snapshots atomically and exits 1 if it wrote any,
            so a CI run never blesses itself; recording an unchanged tree exits 0.
            Without a narrowing option, files in a widget's folder that no case writes
            are listed as stale (they do not change the exit status).
            --locale and --time-zone compile and draw every case in that region; its
            snapshots live in a folder of their own under the widget's (ko-KR, or
            ko-KR@Asia-Seoul), so the default en-US/UTC ones stay where they are.
            Cases run in parallel on all cores; the files are the same on every machine.
            --audit also prints what 'wdl audit' finds in the same files (the findings
            do not change the exit status).

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "snapshot",
            knownFlags: ["--record", "--stale", "--luminance-reduced", "--audit"],
            valueOptions: Set(["--snapshots", "--families", "--modes", "--devices", "--schemes"])
                .union(RegionArguments.options))
        guard !scanner.files.isEmpty else {
            throw UsageError(
                "'wdl snapshot' needs at least one .wdl file or folder",
                hint: "USAGE: \(command.usage)")
        }
        let matrix = try matrix(scanner)
        let record = scanner.flags.contains("--record")
        let root = scanner.value("--snapshots").map { URL(fileURLWithPath: $0) }
        let region = try RegionArguments.parse(scanner)

        var standardError = ""
        var sources: [SnapshotSource] = []
        var failedSources = 0
        for url in try files(scanner.files) {
            do {
                sources.append(try SnapshotSource.load(url, region: region))
            } catch let error as SnapshotSourceError {
                standardError += error.description
                failedSources += 1
            }
        }
        let results = SnapshotRunner.run(sources, matrix: matrix, root: root, record: record)
        var output = ""
        var counts: [String: Int] = [:]
        for result in results {
            switch result {
            case .failure(let error):
                standardError += "\(relative(error.path)): error: \(error.message)\n"
                counts["failed", default: 0] += 1
            case .success(let outcome):
                let name = relative(outcome.path)
                switch outcome.status {
                case .matched: counts["matched", default: 0] += 1
                case .missing:
                    counts["missing", default: 0] += 1
                    output += "missing: \(name).txt, .svg\n"
                case .recorded:
                    counts["recorded", default: 0] += 1
                    output += "recorded: \(name).txt, .svg\n"
                case .changed(let diff):
                    counts["changed", default: 0] += 1
                    output +=
                        "changed: \(name).txt" + (diff.isEmpty ? " (only the SVG differs)" : "")
                        + "; the new SVG is \(name).failed.svg\n" + diff
                case .rewritten(let diff):
                    counts["updated", default: 0] += 1
                    output += "updated: \(name).txt, .svg\n" + diff
                }
            }
        }
        if scanner.flags.contains("--audit") {
            // The sources that loaded: the others' errors are printed above.
            var configurations = LintConfigurations(explicit: nil)
            do {
                var audit = try AuditCommand.auditAll(
                    sources.map(\.url), matrix: AuditMatrix(families: matrix.families),
                    configurations: &configurations)
                audit.files = configurations.problems + audit.files
                standardError +=
                    AuditCommand.outcome(audit, format: .text, strict: false)
                    .standardError
            } catch {
                standardError += "error: the audit stopped: \(error)\n"
            }
        }
        // Stale files are reported, not failed: deleting one is a decision,
        // and only the full matrix (no narrowing option) can tell.
        let narrowed =
            ["--families", "--modes", "--devices", "--schemes"].contains {
                scanner.value($0) != nil
            } || matrix.variants != nil
        if !narrowed {
            for url in SnapshotRunner.staleFiles(sources, matrix: matrix, root: root) {
                output +=
                    "stale: \(relative(url)) (no case writes it; delete it if the case is gone)\n"
            }
        }
        let total = results.count
        let cases = total == 1 ? "1 case" : "\(total) cases"
        let sourcesText = sources.count == 1 ? "1 file" : "\(sources.count) files"
        let failed = counts["failed", default: 0] + failedSources
        if record {
            let written = counts["recorded", default: 0] + counts["updated", default: 0]
            output +=
                "snapshots: \(cases) in \(sourcesText): \(counts["matched", default: 0]) unchanged, \(counts["recorded", default: 0]) recorded, \(counts["updated", default: 0]) updated\n"
            if written > 0 {
                output +=
                    "snapshots were written: review them, commit them, and run without --record to verify\n"
            }
            return CommandOutcome(
                exitCode: written > 0 || failed > 0 ? .failure : .success, standardOutput: output,
                standardError: standardError)
        }
        let missing = counts["missing", default: 0]
        let changed = counts["changed", default: 0]
        output +=
            "snapshots: \(cases) in \(sourcesText): \(counts["matched", default: 0]) matched, \(changed) changed, \(missing) missing\n"
        if missing > 0 {
            output +=
                "record the missing snapshots with: wdl snapshot \(scanner.files.joined(separator: " ")) --record\n"
        }
        return CommandOutcome(
            exitCode: missing + changed + failed > 0 ? .failure : .success, standardOutput: output,
            standardError: standardError)
    }

    /// The `.wdl` files named, folders expanded to the files in them, sorted.
    static func files(_ paths: [String]) throws -> [URL] {
        var urls: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("cannot read '\(path)': no such file")
            }
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).filter {
                    $0.hasSuffix(".wdl")
                }.sorted()
                urls += names.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
            } else {
                urls.append(URL(fileURLWithPath: path))
            }
        }
        return urls
    }

    private static func list(_ scanner: ArgumentScanner, _ option: String) -> [String]? {
        scanner.value(option).map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        }
    }

    static func matrix(_ scanner: ArgumentScanner) throws -> SnapshotMatrix {
        var matrix = SnapshotMatrix()
        let stale = scanner.flags.contains("--stale")
        let dimmed = scanner.flags.contains("--luminance-reduced")
        if stale || dimmed {
            matrix.variants = [DisplayVariant(isStale: stale, isLuminanceReduced: dimmed)]
        }
        if let families = list(scanner, "--families") {
            for name in families where Surface(name: name) == nil {
                throw UsageError("unknown family '\(name)' in --families")
            }
            matrix.families = Set(families)
        }
        if let modes = list(scanner, "--modes") {
            matrix.modes = try modes.map { name in
                guard let mode = RenderingMode(rawValue: name) else {
                    throw UsageError(
                        "unknown mode '\(name)' in --modes; expected fullColor, accented, vibrant")
                }
                return mode
            }
        }
        if let devices = list(scanner, "--devices") {
            matrix.devices = try devices.map { name in
                guard let device = DeviceCatalog.device(named: name) else {
                    throw UsageError(
                        "unknown device '\(name)' in --devices",
                        hint: "Run 'wdl devices' for the list.")
                }
                return device
            }
        }
        if let schemes = list(scanner, "--schemes") {
            matrix.schemes = try schemes.map { name in
                guard let scheme = ColorScheme(rawValue: name) else {
                    throw UsageError("unknown scheme '\(name)' in --schemes; expected light, dark")
                }
                return scheme
            }
        }
        return matrix
    }

    /// A path relative to the working directory, when it is inside it.
    static func relative(_ url: URL) -> String {
        let base = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
}

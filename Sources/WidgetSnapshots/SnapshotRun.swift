import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// A `.wdl` file that could not be snapshotted: its formatted diagnostics.
public struct SnapshotSourceError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// The archives to snapshot for one source: its placeholder, each entry
/// of `NAME.timeline.json` (its widgets') and each content of
/// `NAME.updates.json` (its activities') when the file is beside it, all
/// with the String Catalog beside it (`StringCatalog.paths(beside:)`).
public struct SnapshotSource: Sendable {
    /// The `.wdl` file.
    public let url: URL
    /// (archive, whether its entries come from a timeline).
    public let archives: [(archive: Archive, timeline: Bool)]
    /// `Assets/` beside the source, when it exists.
    public let assets: SourceAssets
    /// The checker's per-widget reports (for the gallery's verdicts).
    public let report: CheckReport?
    /// The locale and time zone the archives were compiled for.
    public let region: DisplayRegion

    /// Compiles `url` (and its timeline) through the pipeline once, in
    /// `region`; throws with the diagnostics when it has errors. `text`
    /// stands for the file's contents when given (an editor's unsaved
    /// text); the files beside it are read from disk.
    public static func load(
        _ url: URL, region: DisplayRegion = .standard, text: String? = nil
    ) throws -> SnapshotSource {
        let text = try text ?? String(contentsOf: url, encoding: .utf8)
        let strings = try catalog(beside: url)
        let analysis = Pipeline.analyze(SourceFile(path: url.path, text: text), strings: strings)
        if let strings, analysis.stringsDiagnostics.containsErrors {
            throw SnapshotSourceError(
                description: DiagnosticFormatter(file: strings).format(analysis.stringsDiagnostics))
        }
        var archives = try compile(analysis, timeline: nil, region: region)
        let timelineURL = url.deletingPathExtension().appendingPathExtension("timeline.json")
        if FileManager.default.fileExists(atPath: timelineURL.path) {
            let timeline = SourceFile(
                path: timelineURL.path, bytes: [UInt8](try Data(contentsOf: timelineURL)))
            archives += try compile(analysis, timeline: timeline, region: region)
        }
        let updatesURL = URL(fileURLWithPath: ActivityUpdates.path(beside: url.path))
        if FileManager.default.fileExists(atPath: updatesURL.path) {
            let updates = SourceFile(
                path: updatesURL.path, bytes: [UInt8](try Data(contentsOf: updatesURL)))
            archives += try compile(analysis, updates: updates, region: region)
        }
        return SnapshotSource(
            url: url, archives: archives, assets: .beside(url.path),
            report: analysis.report, region: region)
    }

    /// The String Catalog beside `url`, read, when there is one.
    public static func catalog(beside url: URL) throws -> SourceFile? {
        guard
            let path = StringCatalog.paths(beside: url.path).first(
                where: FileManager.default.fileExists(atPath:))
        else { return nil }
        return SourceFile(
            path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Compiles source text through the pipeline (with `strings`, its
    /// String Catalog): every widget's and activity's placeholder, or
    /// every entry of `timeline` for each widget.
    public static func compile(
        _ text: String, path: String, timeline: SourceFile?, strings: SourceFile? = nil,
        region: DisplayRegion = .standard
    ) throws -> [(archive: Archive, timeline: Bool)] {
        let analysis = Pipeline.analyze(SourceFile(path: path, text: text), strings: strings)
        if let strings, analysis.stringsDiagnostics.containsErrors {
            throw SnapshotSourceError(
                description: DiagnosticFormatter(file: strings).format(analysis.stringsDiagnostics))
        }
        return try compile(analysis, timeline: timeline, region: region)
    }

    /// Every content of `updates` for the file's first activity (the one
    /// the updates file belongs to, as the pipeline checks it).
    private static func compile(
        _ analysis: SourceAnalysis, updates: SourceFile, region: DisplayRegion
    ) throws -> [(archive: Archive, timeline: Bool)] {
        guard
            let activity = analysis.placeholders.first(where: {
                $0.metadata.declaration == .activity
            })
        else { return [] }
        let result: InstantiationResult
        do {
            result = try Pipeline.compile(
                analysis, updates: updates,
                options: InstantiationOptions(declaration: activity.metadata.name, region: region))
        } catch {
            throw SnapshotSourceError(
                description: "\(analysis.file.path): error: \(error.description)\n")
        }
        guard let compiled = result.archive else {
            throw SnapshotSourceError(
                description: DiagnosticFormatter(file: analysis.file).format(result.diagnostics)
                    + DiagnosticFormatter(file: updates).format(result.timelineDiagnostics))
        }
        return [(compiled, true)]
    }

    private static func compile(
        _ analysis: SourceAnalysis, timeline: SourceFile?, region: DisplayRegion
    ) throws -> [(archive: Archive, timeline: Bool)] {
        let file = analysis.file
        let path = file.path
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw SnapshotSourceError(description: DiagnosticFormatter(file: file).format(errors))
        }
        if timeline == nil, region == .standard { return analysis.placeholders.map { ($0, false) } }
        var archives: [(archive: Archive, timeline: Bool)] = []
        for archive in analysis.placeholders
        where timeline == nil || archive.metadata.declaration == .widget {
            let result: InstantiationResult
            do {
                let options = InstantiationOptions(
                    declaration: archive.metadata.name, region: region)
                result = try Pipeline.compile(analysis, timeline: timeline, options: options)
            } catch {
                throw SnapshotSourceError(description: "\(path): error: \(error.description)\n")
            }
            guard let compiled = result.archive else {
                throw SnapshotSourceError(
                    description: DiagnosticFormatter(file: file).format(result.diagnostics)
                        + (timeline.map {
                            DiagnosticFormatter(file: $0).format(result.timelineDiagnostics)
                        } ?? ""))
            }
            archives.append((compiled, timeline != nil))
        }
        return archives
    }
}

/// One case's outcome.
public struct SnapshotResult: Sendable {
    /// The source file.
    public let source: URL
    public let snapshot: SnapshotCase
    /// Where its files are (without extension).
    public let path: URL
    public let status: SnapshotStatus
}

/// Runs the snapshot cases of many sources, in parallel on all cores.
public enum SnapshotRunner {
    /// Where a source's snapshots live: `__Snapshots__/<Widget>/` beside
    /// it, or `<root>/<Widget>/`.
    public static func directory(
        for source: URL, widget: String, root: URL?, region: DisplayRegion = .standard
    ) -> URL {
        let widgetFolder =
            (root ?? source.deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
            .appendingPathComponent(widget)
        return SnapshotCase.folder(for: region).map { widgetFolder.appendingPathComponent($0) }
            ?? widgetFolder
    }

    /// Renders and checks (or records) every case of every source.
    /// Results come back in a stable order: by source, then case.
    public static func run(
        _ sources: [SnapshotSource], matrix: SnapshotMatrix, root: URL?, record: Bool
    ) -> [Result<SnapshotResult, SnapshotJobError>] {
        var collected: [(SnapshotSource, Archive, SnapshotCase)] = []
        for source in sources {
            for (archive, timeline) in source.archives {
                for snapshot in matrix.cases(
                    for: archive, timeline: timeline, region: source.region)
                { collected.append((source, archive, snapshot)) }
            }
        }
        let jobs = collected
        return ParallelMap.map(jobs.count, threshold: 2) { index in
            let (source, archive, snapshot) = jobs[index]
            let directory = directory(
                for: source.url, widget: snapshot.widget, root: root, region: snapshot.region)
            let path = directory.appendingPathComponent(snapshot.stem)
            do {
                let rendering = try SnapshotRendering.make(
                    snapshot, archive: archive, assets: source.assets)
                let status = try SnapshotStore.check(
                    rendering, stem: snapshot.stem, in: directory, record: record)
                return .success(
                    SnapshotResult(
                        source: source.url, snapshot: snapshot, path: path, status: status))
            } catch {
                return .failure(SnapshotJobError(path: path, message: "\(error)"))
            }
        }
    }
}

extension SnapshotRunner {
    /// The snapshot files in the widget folders of `sources` that no case
    /// of `matrix` writes: left behind by a family, mode, scheme, device or
    /// entry that is gone. Meaningful for the matrix the files were
    /// recorded with; a narrower one would call the rest stale.
    public static func staleFiles(_ sources: [SnapshotSource], matrix: SnapshotMatrix, root: URL?)
        -> [URL]
    {
        var stems: [URL: Set<String>] = [:]
        for source in sources {
            for (archive, timeline) in source.archives {
                for snapshot in matrix.cases(
                    for: archive, timeline: timeline, region: source.region)
                {
                    stems[
                        directory(
                            for: source.url, widget: snapshot.widget, root: root,
                            region: snapshot.region), default: []
                    ].insert(snapshot.stem)
                }
            }
        }
        return stems.sorted { $0.key.path < $1.key.path }.flatMap {
            SnapshotStore.staleFiles(in: $0.key, stems: $0.value)
        }
    }
}

/// A case that could not be rendered or written.
public struct SnapshotJobError: Error, Sendable {
    public let path: URL
    public let message: String
}

import Foundation
import Testing
// Re-exported, so that a test importing WidgetSnapshotTesting alone can
// write `.systemSmall`, `.vibrant` and `.dark`.
@_exported import WidgetArchive
import WidgetCompiler
import WidgetRender
import WidgetSnapshots
import WidgetSyntax
import XCTest

/// Asserts that a widget renders as its recorded snapshot: the layout dump
/// (`.txt`) and the SVG, in `__Snapshots__/<Widget>/` beside the source,
/// the same files `wdl snapshot` writes. Works from XCTest and from Swift
/// Testing; a failure is reported at the caller's file and line with a
/// unified diff of the layout dump, and the new SVG is written beside the
/// old one as `.failed.svg`.
///
/// Recording is an explicit switch: with `WDL_RECORD_SNAPSHOTS=1` in the
/// environment (`GoldenFile.recordSwitch`), missing or changed snapshots
/// are written and the assertion fails, so that a run never blesses itself.
///
/// - Parameters:
///   - source: the `.wdl` file; the String Catalog beside it, if any, translates its literals.
///   - family: the family (or, for an activity, use `presentation:`).
///   - mode: the rendering mode; the family's usual one when nil.
///   - scheme: light or dark.
///   - device: a device name from `wdl devices`.
///   - entry: a timeline entry (from 1) of `NAME.timeline.json`; nil for the placeholder.
///   - isStale: draw the `if isStale` branches (the snapshot is named `...-stale`).
///   - isLuminanceReduced: draw the `if isLuminanceReduced` branches (`...-luminanceReduced`).
///   - widget: which widget, when the file declares several.
///   - region: the locale and time zone; snapshots of another than
///     en-US/UTC live in a folder of their own under the widget's (`ko-KR`).
///   - snapshotDirectory: where `<Widget>/` folders are; `__Snapshots__` beside the source by default.
public func assertWidgetSnapshot(
    of source: URL, family: WidgetFamily, mode: RenderingMode? = nil, scheme: ColorScheme = .light,
    device: String = DeviceCatalog.defaultDevice.name, entry: Int? = nil, widget: String? = nil,
    region: DisplayRegion = .standard,
    isStale: Bool = false, isLuminanceReduced: Bool = false,
    snapshotDirectory: URL? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, file: file, line: line, column: column)
    do {
        let text = try String(contentsOf: source, encoding: .utf8)
        var timeline: SourceFile?
        if entry != nil {
            let url = source.deletingPathExtension().appendingPathExtension("timeline.json")
            timeline = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
        }
        try SnapshotAssertion.run(
            text: text, path: source.path, timeline: timeline,
            strings: try SnapshotSource.catalog(beside: source), surface: .family(family),
            mode: mode, scheme: scheme,
            device: device, entry: entry, widget: widget, region: region,
            variant: DisplayVariant(isStale: isStale, isLuminanceReduced: isLuminanceReduced),
            directory: snapshotDirectory
                ?? source.deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
            assets: .beside(source.path),
            location: location)
    } catch {
        location.fail("\(error)")
    }
}

/// Asserts a widget given as source text; its snapshots live in
/// `__Snapshots__/<Widget>/` beside the calling test file.
public func assertWidgetSnapshot(
    source text: String, family: WidgetFamily, mode: RenderingMode? = nil,
    scheme: ColorScheme = .light,
    device: String = DeviceCatalog.defaultDevice.name, widget: String? = nil, isStale: Bool = false,
    isLuminanceReduced: Bool = false,
    snapshotDirectory: URL? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, file: file, line: line, column: column)
    let directory =
        snapshotDirectory
        ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__")
    do {
        try SnapshotAssertion.run(
            text: text, path: "\(file)", timeline: nil, surface: .family(family), mode: mode,
            scheme: scheme, device: device,
            entry: nil, widget: widget, region: .standard,
            variant: DisplayVariant(isStale: isStale, isLuminanceReduced: isLuminanceReduced),
            directory: directory, assets: .none, location: location)
    } catch {
        location.fail("\(error)")
    }
}

/// Where the assertion was written, and how to report a failure there in
/// whichever framework is running the test.
struct CallerLocation {
    let fileID: String
    let file: StaticString
    let line: UInt
    let column: UInt

    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}

/// The shared body of the assertions.
enum SnapshotAssertion {
    static func run(
        text: String, path: String, timeline: SourceFile?, strings: SourceFile? = nil,
        surface: Surface, mode: RenderingMode?, scheme: ColorScheme,
        device deviceName: String, entry: Int?, widget: String?, region: DisplayRegion,
        variant: DisplayVariant = .plain, directory: URL,
        assets: SourceAssets, location: CallerLocation
    ) throws {
        guard let device = DeviceCatalog.device(named: deviceName) else {
            location.fail("unknown device '\(deviceName)'; see 'wdl devices'")
            return
        }
        let archives = try SnapshotSource.compile(
            text, path: path, timeline: timeline, strings: strings, region: region)
        guard
            let archive = archives.first(where: {
                widget == nil || $0.archive.metadata.name == widget
            })?.archive
        else {
            location.fail("no widget named '\(widget ?? "")' in \(path)")
            return
        }
        let index = (entry ?? 1) - 1
        guard archive.entries.indices.contains(index) else {
            location.fail(
                "there is no entry \(index + 1); the timeline has \(archive.entries.count)")
            return
        }
        let snapshot = SnapshotCase(
            widget: archive.metadata.name, surface: surface, device: device,
            mode: mode ?? DisplayEnvironment.defaultMode(for: surface),
            scheme: scheme, entry: index, isTimelineEntry: entry != nil, variant: variant,
            region: region)
        let rendering = try SnapshotRendering.make(snapshot, archive: archive, assets: assets)
        let widgetFolder = directory.appendingPathComponent(archive.metadata.name)
        let folder =
            SnapshotCase.folder(for: region).map { widgetFolder.appendingPathComponent($0) }
            ?? widgetFolder
        let status = try SnapshotStore.check(
            rendering, stem: snapshot.stem, in: folder, record: GoldenFile.isRecordingRequested())
        let name = folder.appendingPathComponent(snapshot.stem).path
        // A change also leaves the new SVG to look at; the rest is worded
        // as for every recorded file.
        switch status {
        case .changed(let diff):
            location.fail(
                "\(snapshot.stem) does not match its snapshot; the new SVG is \(name).failed.svg\n"
                    + (diff.isEmpty ? "(only the SVG differs)" : diff))
        default:
            status.failureMessage(for: "\(name).txt and .svg").map(location.fail)
        }
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

@testable import WidgetRender

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compiles `.wdl` text to an archive through the pipeline (it must check clean).
func archive(_ text: String) throws -> Archive {
    let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
    #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
    let result = try Pipeline.compile(analysis)
    return try #require(result.archive, "\(result.diagnostics.map(\.message.text))")
}

/// A widget whose body is `body`, with a container background.
func widgetSource(_ body: String, family: String = "systemMedium", header: String = "") -> String {
    """
    widget T {
        kind: "T"
        families: [.\(family)]
        \(header)
        placeholder { date: "2026-11-21T09:00:00Z" }
        body {
            \(body)
        }
    }
    """
}

/// The device the layout tests measure on: the 393-point iPhone, whose
/// sizes Apple publishes, so their numbers stay when the default device
/// changes.
let layoutTestDevice = DeviceCatalog.device(named: "iphone-15-pro")!

/// Lays out `body` in `family` on `layoutTestDevice`, in the display
/// environment `configure` leaves (the scheme, the text size, locked).
func layout(
    _ body: String, family: WidgetFamily = .systemMedium, header: String = "",
    mode: RenderingMode? = nil, configure: (inout DisplayEnvironment) -> Void = { _ in }
) throws -> WidgetLayout {
    let made = try archive(widgetSource(body, family: family.rawValue, header: header))
    var environment = DisplayEnvironment(
        surface: .family(family), device: layoutTestDevice, mode: mode, now: made.entries[0].date)
    configure(&environment)
    return try WidgetLayout.make(made, environment: environment)
}

/// Measures `fragments` on one unbounded line, then lays them out in
/// exactly the width measured, as a stack offers a text its own width.
func laidOutAtMeasuredWidth(_ fragments: [TextFragment]) throws -> (
    measured: Size, laidOut: TextLayout.Result
) {
    let measured = try #require(
        TextLayout.measure(
            TextLayout.Prepared(fragments), maxWidth: nil, lineLimit: nil, maxHeight: nil))
    return (
        measured,
        TextLayout.layout(fragments, maxWidth: measured.width, lineLimit: 1, maxHeight: nil)
    )
}

/// Every node of a layout in drawing order.
func nodes(_ root: LayoutNode) -> [LayoutNode] {
    [root] + root.backgrounds.flatMap(nodes) + root.children.flatMap(nodes)
        + root.overlays.flatMap(nodes)
}

/// The texts of a layout, with their frames.
func texts(_ layout: WidgetLayout) -> [(text: String, frame: Rect, lines: [String])] {
    nodes(layout.root).compactMap { node in
        guard case .text = node.kind, let result = node.textLayout else { return nil }
        let lines = result.lines.map { $0.fragments.map(\.text).joined() }
        return (lines.joined(separator: "\n"), node.frame, lines)
    }
}

/// Every `.wdl` in Samples, sorted.
func sampleURLs() -> [URL] {
    let directory = repositoryRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".wdl") }.sorted().map {
        directory.appendingPathComponent($0)
    }
}

/// A sample compiled with its placeholder.
func sampleArchive(_ url: URL) throws -> Archive {
    try archive(String(contentsOf: url, encoding: .utf8))
}

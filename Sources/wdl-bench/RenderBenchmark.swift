import Foundation
import WidgetArchive
import WidgetRender

/// The renderer's figures: median time to lay out and render one widget
/// to SVG (and to the text dump) for each sample's first family, and
/// renders per second on one core.
enum RenderBenchmark {
    static func run(samplesDirectory: String) {
        print("\nrender: layout + SVG per widget, median of 7 batches, one core")
        print(
            "  " + "widget".padding(toLength: 36, withPad: " ", startingAt: 0)
                + "  layout+SVG   layout+text    SVG bytes")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory)) ?? [])
            .filter { $0.hasSuffix(".wdl") }.sorted()
        var total = 0.0
        var count = 0
        for name in names {
            guard
                let text = try? String(
                    contentsOfFile: samplesDirectory + "/" + name, encoding: .utf8),
                let archive = ArchiveBenchmark.compile(text, name: name)
            else { continue }
            for surface in archive.metadata.surfaces.prefix(2) {
                let environment = DisplayEnvironment(surface: surface, now: archive.entries[0].date)
                guard let first = try? WidgetLayout.make(archive, environment: environment) else {
                    continue
                }
                let svgBytes = SVGRenderer.render(first).utf8.count
                let svg = ArchiveBenchmark.median(repeats: 200) {
                    if let layout = try? WidgetLayout.make(archive, environment: environment) {
                        _ = SVGRenderer.render(layout)
                    }
                }
                let dump = ArchiveBenchmark.median(repeats: 200) {
                    if let layout = try? WidgetLayout.make(archive, environment: environment) {
                        _ = TextRenderer.render(layout)
                    }
                }
                total += svg
                count += 1
                let label = "\(name.dropLast(4)) \(surface.name)"
                print(
                    "  " + label.padding(toLength: 36, withPad: " ", startingAt: 0)
                        + String(
                            format: "%9.1f µs  %9.1f µs  %10d", svg * 1e6, dump * 1e6, svgBytes))
            }
        }
        if count > 0 {
            print(
                String(
                    format: "  mean %.1f µs per widget: %.0f renders per second on one core",
                    total / Double(count) * 1e6, Double(count) / total))
        }
    }
}

import Foundation
import WidgetAudit
import WidgetCompiler
import WidgetRender
import WidgetSnapshots
import WidgetSyntax

/// The audit's figures: the time to audit every sample (compiling each
/// in its languages, then laying out and judging every layout), how many
/// layouts that is, and layouts judged per second on one core.
enum AuditBenchmark {
    static func run(samplesDirectory: String) {
        print("\naudit: every sample, every layout judged, one core, best of 3")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory)) ?? [])
            .filter { $0.hasSuffix(".wdl") }.sorted()
        var best = Double.infinity
        var layouts = 0
        var findings = 0
        for _ in 0..<3 {
            let start = Date()
            (layouts, findings) = (0, 0)
            for name in names {
                let path = samplesDirectory + "/" + name
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    continue
                }
                let url = URL(fileURLWithPath: path)
                let analysis = Pipeline.analyze(
                    SourceFile(path: path, text: text),
                    strings: (try? SnapshotSource.catalog(beside: url)) ?? nil)
                guard
                    let subjects = try? AuditSources.load(
                        url, languages: analysis.catalog?.languages ?? [])
                else { continue }
                let result = Audit.run(subjects, assets: .beside(path))
                layouts += result.layouts
                findings += result.diagnostics.count
            }
            best = min(best, Date().timeIntervalSince(start))
        }
        print(
            String(
                format:
                    "  %d samples, %d layouts, %d findings before the samples' wdl:disable lines: %.2f s, %.0f layouts per second",
                names.count, layouts, findings, best, Double(layouts) / best))
    }
}

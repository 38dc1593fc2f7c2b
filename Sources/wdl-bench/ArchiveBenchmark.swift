import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// The archive's figures: sizes of the binary form against the JSON form
/// and the source, and decode throughput of the binary decoder against
/// Foundation's `JSONDecoder` on the JSON form of the same tree, side by
/// side in one run.
enum ArchiveBenchmark {
    /// A widget whose placeholder has `rows` items, each a row of six views.
    static func syntheticWidget(rows: Int) -> String {
        var items: [String] = []
        for index in 0..<rows {
            items.append(
                "{ title: \"Order #\(10_000 + index) 배송 중\", count: \(index % 17), price: \(Double(index) * 1.25 + 0.99), when: \"2026-11-21T\(String(format: "%02d", index % 24)):00:00Z\" }"
            )
        }
        return """
            struct Item {
                title: String
                count: Int
                price: Double
                when: Date
            }
            widget Orders {
                kind: "Orders"
                families: [.systemLarge]
                entry { items: [Item] }
                placeholder {
                    items: [\(items.joined(separator: ",\n"))]
                }
                body {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(entry.items) { item in
                            HStack(spacing: 8) {
                                Image(systemName: "shippingbox.fill").foregroundStyle(.orange)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(item.title).font(.headline).lineLimit(1)
                                    Text("\\(item.count) items · \\(item.when, style: .relative)").font(.caption).foregroundStyle(.secondary)
                                }
                                Spacer(minLength: 0)
                                Text(item.price, format: .currency(code: "USD")).monospacedDigit()
                            }
                        }
                    }
                    .containerBackground(for: .widget) { Color(hex: "#1C1C1E") }
                }
            }
            """
    }

    static func compile(_ source: String, name: String) -> Archive? {
        let analysis = Pipeline.analyze(SourceFile(path: name, text: source))
        guard !analysis.hasErrors else { return nil }
        return (try? Pipeline.compile(analysis))?.archive
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Median seconds of one call of `body`, over `runs` batches of `repeats`.
    static func median(runs: Int = 7, repeats: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            times.append(
                seconds(clock.measure { for _ in 0..<repeats { body() } }) / Double(repeats))
        }
        times.sort()
        return times[times.count / 2]
    }

    static func run(samplesDirectory: String) {
        print(
            "\narchive: binary (.wdla) against the JSON form, decode against Foundation's JSONDecoder"
        )
        print(
            "  " + "widget".padding(toLength: 20, withPad: " ", startingAt: 0)
                + "  source    .wdla    JSON  ratio   binary decode   JSONDecoder   speed-up")
        var cases: [(String, Int, Archive)] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory)) ?? [])
            .filter { $0.hasSuffix(".wdl") }.sorted()
        for name in names {
            guard
                let text = try? String(
                    contentsOfFile: samplesDirectory + "/" + name, encoding: .utf8),
                let archive = compile(text, name: name)
            else { continue }
            cases.append((name, text.utf8.count, archive))
        }
        let synthetic = syntheticWidget(rows: 2_500)
        if let archive = compile(synthetic, name: "synthetic") {
            cases.append(("synthetic 2,500 rows", synthetic.utf8.count, archive))
        }
        let decoder = ArchiveJSON.makeDecoder()
        for (name, sourceSize, archive) in cases {
            let binary = ArchiveEncoder.encode(archive)
            guard let json = try? ArchiveJSON.encode(archive) else { continue }
            let jsonData = Data(json)
            precondition((try? ArchiveDecoder.decode(binary)) == archive, "binary round trip")
            precondition(
                (try? decoder.decode(Archive.self, from: jsonData)) == archive, "JSON round trip")
            let repeats = max(1, 200_000 / max(binary.count, 1))
            let binaryTime = median(repeats: repeats) { _ = try? ArchiveDecoder.decode(binary) }
            let jsonTime = median(repeats: max(1, repeats / 10)) {
                _ = try? decoder.decode(Archive.self, from: jsonData)
            }
            print(
                "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
                    + String(
                        format: "%8d %8d %7d  %4.1fx  %9.1f µs %10.1f µs  %7.1fx",
                        sourceSize, binary.count, json.count,
                        Double(json.count) / Double(binary.count),
                        binaryTime * 1e6, jsonTime * 1e6, jsonTime / binaryTime))
            if name.hasPrefix("synthetic") {
                print(
                    String(
                        format:
                            "  synthetic: binary decode %.0f MB/s of archive (%.0f MB/s of the JSON it stands for); JSONDecoder %.1f MB/s",
                        Double(binary.count) / binaryTime / 1e6,
                        Double(json.count) / binaryTime / 1e6, Double(json.count) / jsonTime / 1e6))
                let encodeTime = median(runs: 5, repeats: 3) { _ = ArchiveEncoder.encode(archive) }
                print(String(format: "  synthetic: binary encode %.1f ms", encodeTime * 1000))
            }
        }
    }
}

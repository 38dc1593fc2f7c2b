import Foundation
import WidgetCompiler

/// The widget corpus's figures (`WidgetCorpus`): parse+check throughput in
/// this process, then whole processes side by side: `wdl check` on the
/// `.wdl` form against `swiftc -parse` on the Swift form of the same
/// widgets, with the peak memory of `wdl check`.
///
/// `swiftc -parse` only parses (no type-checking, no SwiftUI module), so
/// it does strictly less than `wdl check`, which parses and checks every
/// family of every widget: the comparison favours swiftc.
enum CorpusBenchmark {
    /// Processes per tool; their median is reported.
    static let processRuns = 5

    static func run(widgets: Int) {
        let clock = ContinuousClock()
        var corpus: WidgetCorpus?
        let generation = clock.measure { corpus = WidgetCorpus.make(widgets: widgets) }
        guard let corpus else { return }
        let file = SourceFile(path: "corpus.wdl", text: corpus.wdl)
        let size = file.bytes.count
        print(String(format: "\ncorpus: %d widgets, %@ .wdl and %@ Swift with the same bodies (generated in %.0f ms)",
                     corpus.count, megabytes(size), megabytes(corpus.swift.utf8.count), ArchiveBenchmark.seconds(generation) * 1000))

        // The corpus must be clean, or the check would time error paths.
        let parsed = WDLParser.parse(file)
        let report = Checker.analyze(parsed.syntax)
        let errors = parsed.diagnostics.count + report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - report.diagnostics.filter { $0.severity == .error }.count
        print("  checked in process: \(errors) errors, \(warnings) warnings, \(report.widgets.count) widgets, "
              + "\(report.widgets.reduce(0) { $0 + $1.families.count }) families")
        if errors > 0, let first = (parsed.diagnostics + report.diagnostics).first {
            print("  warning: the corpus has errors; first: \(first.message.text)")
        }
        parseAndCheck(file)
        processes(corpus)
    }

    /// In-process throughput, one core, as the lex+parse row measures it:
    /// each run's results are kept until after its timing (freeing a tree
    /// is not checking it; a command-line run exits without freeing).
    static func parseAndCheck(_ file: SourceFile) {
        let clock = ContinuousClock()
        let size = Double(file.bytes.count)
        var parseSeconds: [Double] = []
        var totalSeconds: [Double] = []
        for _ in 0..<5 {
            var result: ParseResult?
            var report: CheckReport?
            let parse = clock.measure { result = WDLParser.parse(file) }
            let check = clock.measure { report = Checker.analyze(result!.syntax) }
            precondition(report?.widgets.isEmpty == false)
            result = nil
            report = nil
            parseSeconds.append(ArchiveBenchmark.seconds(parse))
            totalSeconds.append(ArchiveBenchmark.seconds(parse) + ArchiveBenchmark.seconds(check))
        }
        parseSeconds.sort()
        totalSeconds.sort()
        let parse = parseSeconds[2]
        let total = totalSeconds[2]
        print(String(format: "  parse+check: median %.1f ms (%.1f MB/s), best %.1f ms; lex+parse alone %.1f ms (%.0f MB/s); 5 runs, 1 core",
                     total * 1000, size / total / 1e6, totalSeconds[0] * 1000, parse * 1000, size / parse / 1e6))
    }

    /// Whole processes: `wdl check` against `swiftc -parse`.
    static func processes(_ corpus: WidgetCorpus) {
        guard let wdl = ChildProcess.besideSelf("wdl") else {
            print("  check vs swiftc: skipped, no wdl beside wdl-bench (run `swift build -c release --product wdl`)")
            return
        }
        guard let swiftc = ChildProcess.onPath("swiftc") else {
            print("  check vs swiftc: skipped, no swiftc on PATH")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wdl-bench-corpus-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let wdlPath = directory.appendingPathComponent("corpus.wdl").path
        let swiftPath = directory.appendingPathComponent("corpus.swift").path
        let tinyPath = directory.appendingPathComponent("tiny.wdl").path
        guard FileManager.default.createFile(atPath: wdlPath, contents: Data(corpus.wdl.utf8)),
              FileManager.default.createFile(atPath: swiftPath, contents: Data(corpus.swift.utf8)),
              FileManager.default.createFile(atPath: tinyPath, contents: Data(WidgetCorpus.tiny.utf8)) else {
            print("  check vs swiftc: skipped, cannot write to \(directory.path)")
            return
        }
        // One untimed run each: warms the page cache and proves both
        // tools accept their file (a failing run would time an error path).
        for (tool, arguments) in [(wdl, ["check", wdlPath]), (swiftc, ["-parse", swiftPath]), (wdl, ["check", tinyPath])] {
            guard let first = ChildProcess.run(tool, arguments), first.exitCode == 0 else {
                print("  check vs swiftc: skipped, `\(tool) \(arguments.joined(separator: " "))` failed")
                return
            }
        }
        // Interleaved, so a burst of load from elsewhere on the machine
        // falls on both tools rather than on one.
        var checks: [ChildRun] = []
        var parses: [ChildRun] = []
        var tinies: [ChildRun] = []
        for _ in 0..<processRuns {
            if let run = ChildProcess.run(wdl, ["check", wdlPath]) { checks.append(run) }
            if let run = ChildProcess.run(swiftc, ["-parse", swiftPath]) { parses.append(run) }
            if let run = ChildProcess.run(wdl, ["check", tinyPath]) { tinies.append(run) }
        }
        guard !checks.isEmpty, !parses.isEmpty, !tinies.isEmpty else { return }
        let check = median(checks.map(\.seconds))
        let parse = median(parses.map(\.seconds))
        let checkPeak = median(checks.map(\.peakResidentBytes))
        let tinyPeak = median(tinies.map(\.peakResidentBytes))
        let wdlSize = corpus.wdl.utf8.count
        print("  whole processes, median of \(processRuns) each, interleaved:")
        print(String(format: "    wdl check corpus.wdl        %8.1f ms   peak RSS %@", check * 1000, megabytes(checkPeak)))
        print(String(format: "    swiftc -parse corpus.swift  %8.1f ms   peak RSS %@", parse * 1000, megabytes(median(parses.map(\.peakResidentBytes)))))
        print(String(format: "    wdl check tiny.wdl          %8.1f ms   peak RSS %@", median(tinies.map(\.seconds)) * 1000, megabytes(tinyPeak)))
        print(check <= parse
              ? String(format: "  wdl check is %.1fx faster than swiftc -parse", parse / check)
              : String(format: "  wdl check is %.1fx slower than swiftc -parse", check / parse))
        print(String(format: "  wdl check memory: %.1f bytes of peak RSS per source byte beyond its fixed %@",
                     Double(checkPeak - tinyPeak) / Double(wdlSize), megabytes(tinyPeak)))
    }

    static func median<T: Comparable>(_ values: [T]) -> T {
        values.sorted()[values.count / 2]
    }
}

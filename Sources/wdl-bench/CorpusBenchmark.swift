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
    /// `runs` timed runs of each kind (parse+check in process, and each
    /// tool's process); their median is reported.
    static func run(widgets: Int, runs: Int = 5) {
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
        parseAndCheck(file, runs: runs)
        processes(corpus, runs: runs)
    }

    /// In-process throughput, one core, as the lex+parse row measures it:
    /// each run's results are kept until after its timing (freeing a tree
    /// is not checking it; a command-line run exits without freeing).
    static func parseAndCheck(_ file: SourceFile, runs: Int) {
        let clock = ContinuousClock()
        let size = Double(file.bytes.count)
        var parseSeconds: [Double] = []
        var totalSeconds: [Double] = []
        for _ in 0..<runs {
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
        let parse = median(parseSeconds)
        let total = median(totalSeconds)
        print(String(format: "  parse+check: median %.1f ms (%.1f MB/s), best %.1f ms; lex+parse alone %.1f ms (%.0f MB/s); %d runs, 1 core",
                     total * 1000, size / total / 1e6, totalSeconds[0] * 1000, parse * 1000, size / parse / 1e6, runs))
    }

    /// Whole processes: `wdl check` against `swiftc -parse`.
    static func processes(_ corpus: WidgetCorpus, runs: Int) {
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
        let wdlSize = corpus.wdl.utf8.count
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
        var checks: [Double] = []
        var parses: [Double] = []
        var tinies: [Double] = []
        for _ in 0..<runs {
            if let run = ChildProcess.run(wdl, ["check", wdlPath]) { checks.append(run.seconds) }
            if let run = ChildProcess.run(swiftc, ["-parse", swiftPath]) { parses.append(run.seconds) }
            if let run = ChildProcess.run(wdl, ["check", tinyPath]) { tinies.append(run.seconds) }
        }
        guard !checks.isEmpty, !parses.isEmpty, !tinies.isEmpty else { return }
        // Memory in separate runs: the wrapper that measures it is not timed.
        let scratch = directory.appendingPathComponent("rss.txt").path
        func peak(_ tool: String, _ arguments: [String]) -> Int? {
            let peaks = (0..<3).compactMap { _ in ChildProcess.peakResidentBytes(tool, arguments, scratch: scratch) }
            return peaks.isEmpty ? nil : median(peaks)
        }
        let checkPeak = peak(wdl, ["check", wdlPath])
        let parsePeak = peak(swiftc, ["-parse", swiftPath])
        let tinyPeak = peak(wdl, ["check", tinyPath])
        let check = median(checks)
        let parse = median(parses)
        func rss(_ bytes: Int?) -> String { bytes.map { "peak RSS " + megabytes($0) } ?? "peak RSS not measured (no /usr/bin/time)" }
        print("  whole processes, median of \(runs) each, interleaved:")
        print(String(format: "    wdl check corpus.wdl        %8.1f ms   ", check * 1000) + rss(checkPeak))
        print(String(format: "    swiftc -parse corpus.swift  %8.1f ms   ", parse * 1000) + rss(parsePeak))
        print(String(format: "    wdl check tiny.wdl          %8.1f ms   ", median(tinies) * 1000) + rss(tinyPeak))
        print(check <= parse
              ? String(format: "  wdl check is %.1fx faster than swiftc -parse", parse / check)
              : String(format: "  wdl check is %.1fx slower than swiftc -parse", check / parse))
        if let checkPeak, let tinyPeak {
            print(String(format: "  wdl check memory: %.1f bytes of peak RSS per source byte beyond its fixed %@ (%@ for %@ of .wdl)",
                         Double(checkPeak - tinyPeak) / Double(wdlSize), megabytes(tinyPeak), megabytes(checkPeak - tinyPeak), megabytes(wdlSize)))
        }
    }

    static func median<T: Comparable>(_ values: [T]) -> T {
        values.sorted()[values.count / 2]
    }
}

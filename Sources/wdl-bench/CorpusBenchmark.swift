import Foundation
import WidgetCompiler
import WidgetCorpus
import WidgetSyntax

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
    static func run(widgets: Int, runs: Int = 5, perWidgetFiles: Bool = true) {
        let clock = ContinuousClock()
        var corpus: WidgetCorpus?
        let generation = clock.measure { corpus = WidgetCorpus.make(widgets: widgets) }
        guard let corpus else { return }
        let file = SourceFile(path: "corpus.wdl", text: corpus.wdl)
        let size = file.bytes.count
        print(
            String(
                format:
                    "\ncorpus: %d widgets, %@ .wdl and %@ Swift with the same bodies (generated in %.0f ms)",
                corpus.count, megabytes(size), megabytes(corpus.swift.utf8.count),
                ArchiveBenchmark.seconds(generation) * 1000))

        // The corpus must be clean, or the check would time error paths.
        let analysis = Pipeline.analyze(file)
        let widgets = analysis.report?.widgets ?? []
        let errors = analysis.diagnostics.filter { $0.severity == .error }.count
        let warnings = analysis.diagnostics.count - errors
        print(
            "  checked in process: \(errors) errors, \(warnings) warnings, \(widgets.count) widgets, "
                + "\(widgets.reduce(0) { $0 + $1.families.count }) families, \(analysis.placeholders.count) placeholders instantiated"
        )
        if errors > 0, let first = analysis.diagnostics.first {
            print("  warning: the corpus has errors; first: \(first.message.text)")
        }
        parseAndCheck(file, runs: runs)
        processes(corpus, runs: runs, perWidgetFiles: perWidgetFiles)
    }

    /// In-process throughput, as the lex+parse row measures it: each
    /// run's results are kept until after its timing (freeing a tree is
    /// not checking it; a command-line run exits without freeing). Four
    /// figures: the checker alone and the whole pipeline of `wdl check`
    /// (checker and placeholders), each on one core and on all cores.
    static func parseAndCheck(_ file: SourceFile, runs: Int) {
        let size = Double(file.bytes.count)
        for parallel in [false, true] {
            let cores = parallel ? "all cores" : "1 core"
            let (parse, check) = timed(runs) {
                let result = WDLParser.parse(file)
                return (result, { _ = Checker.analyze(result.syntax, parallel: parallel) })
            }
            print(
                String(
                    format:
                        "  parse+check (%@): median %.1f ms (%.1f MB/s); lex+parse alone %.1f ms (%.0f MB/s); %d runs",
                    cores, (parse + check) * 1000, size / (parse + check) / 1e6, parse * 1000,
                    size / parse / 1e6, runs))
            let (_, pipeline) = timed(runs) {
                ((), { _ = Pipeline.analyze(file, parallel: parallel) })
            }
            print(
                String(
                    format:
                        "  pipeline of wdl check, parse+check+placeholders (%@): median %.1f ms (%.1f MB/s)",
                    cores, pipeline * 1000, size / pipeline / 1e6))
        }
    }

    /// Median seconds of a setup and of the work it returns, over `runs`.
    private static func timed<Setup>(_ runs: Int, _ setup: () -> (Setup, () -> Void)) -> (
        setup: Double, work: Double
    ) {
        let clock = ContinuousClock()
        var setups: [Double] = []
        var works: [Double] = []
        for _ in 0..<runs {
            var made: (Setup, () -> Void)?
            setups.append(ArchiveBenchmark.seconds(clock.measure { made = setup() }))
            works.append(ArchiveBenchmark.seconds(clock.measure { made!.1() }))
            withExtendedLifetime(made) {}
        }
        return (median(setups.sorted()), median(works.sorted()))
    }

    /// Whole processes: `wdl check` against `swiftc -parse`, on the corpus
    /// as one file of each language and as one file per widget (one
    /// process for all the files, as a build would run it). The second
    /// layout separates what a file costs from what a widget costs: a
    /// check whose work grows with the file, not with the widget, shows
    /// there as a gap between the two.
    static func processes(_ corpus: WidgetCorpus, runs: Int, perWidgetFiles: Bool) {
        guard let wdl = ChildProcess.besideSelf("wdl") else {
            print(
                "  check vs swiftc: skipped, no wdl beside wdl-bench (run `swift build -c release --product wdl`)"
            )
            return
        }
        guard let swiftc = ChildProcess.onPath("swiftc") else {
            print("  check vs swiftc: skipped, no swiftc on PATH")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-bench-corpus-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = write(corpus, to: directory.path, perWidgetFiles: perWidgetFiles)
        guard let written else {
            print("  check vs swiftc: skipped, cannot write to \(directory.path)")
            return
        }
        let wdlSize = corpus.wdl.utf8.count
        print("  whole processes, median of \(runs) each, interleaved:")
        var checkPeak: Int?
        for layout in written.layouts {
            let check = [wdl, "check"] + layout.wdl
            let parse = [swiftc, "-parse"] + layout.swiftOptions + layout.swift
            // One untimed run each: warms the page cache, proves both tools
            // accept their files (a failing run would time an error path)
            // and, through the wrapper that is never timed, gives the peak RSS.
            var peaks: [Int?] = []
            for command in [check, parse] {
                guard
                    let first = untimed(
                        command, measuresMemory: layout.measuresMemory, scratch: written.scratch)
                else {
                    print(
                        "    \(layout.name): skipped, `\(command.prefix(3).joined(separator: " "))` failed"
                    )
                    return
                }
                peaks.append(first)
            }
            // Interleaved, so a burst of load from elsewhere on the machine
            // falls on both tools rather than on one.
            var checks: [Double] = []
            var parses: [Double] = []
            for _ in 0..<runs {
                if let run = ChildProcess.run(check[0], Array(check.dropFirst())) {
                    checks.append(run.seconds)
                }
                if let run = ChildProcess.run(parse[0], Array(parse.dropFirst())) {
                    parses.append(run.seconds)
                }
            }
            guard !checks.isEmpty, !parses.isEmpty else { return }
            let checkTime = median(checks)
            let parseTime = median(parses)
            var memory = ("", "")
            if layout.measuresMemory {
                checkPeak = peaks[0]
                memory = (rss(peaks[0]), rss(peaks[1]))
            }
            print("    \(layout.name):")
            print(String(format: "      wdl check      %8.1f ms", checkTime * 1000) + memory.0)
            print(String(format: "      swiftc -parse  %8.1f ms", parseTime * 1000) + memory.1)
            print(
                checkTime <= parseTime
                    ? String(
                        format: "      wdl check is %.1fx faster than swiftc -parse",
                        parseTime / checkTime)
                    : String(
                        format: "      wdl check is %.1fx slower than swiftc -parse",
                        checkTime / parseTime))
        }
        let tinyPeak =
            untimed([wdl, "check", written.tiny], measuresMemory: true, scratch: written.scratch)
            ?? nil
        let tinyTimes = (0..<runs).compactMap { _ in
            ChildProcess.run(wdl, ["check", written.tiny])?.seconds
        }
        if !tinyTimes.isEmpty {
            print(
                String(format: "    tiny.wdl: wdl check %.1f ms", median(tinyTimes) * 1000)
                    + rss(tinyPeak))
        }
        if let checkPeak, let tinyPeak {
            print(
                String(
                    format:
                        "  wdl check memory: %.1f bytes of peak RSS per source byte beyond its fixed %@ (%@ for %@ of .wdl in one file)",
                    Double(checkPeak - tinyPeak) / Double(wdlSize), megabytes(tinyPeak),
                    megabytes(checkPeak - tinyPeak), megabytes(wdlSize)))
        }
    }

    /// The files one comparison runs on.
    struct Layout {
        var name: String
        var wdl: [String]
        var swift: [String]
        /// For many files, `-wmo`: otherwise the driver starts one
        /// frontend per file, 2,000 processes, and the row would time
        /// process start-up rather than parsing.
        var swiftOptions: [String]
        var measuresMemory: Bool
    }

    /// Writes the corpus as one file per language, and (if asked) as one
    /// file per widget in `each/`, and a tiny widget; nil if a file cannot be written.
    static func write(_ corpus: WidgetCorpus, to directory: String, perWidgetFiles: Bool) -> (
        layouts: [Layout], tiny: String, scratch: String
    )? {
        let manager = FileManager.default
        guard
            (try? manager.createDirectory(
                atPath: directory + "/each", withIntermediateDirectories: true)) != nil
        else { return nil }
        var files: [(String, String)] = [
            ("corpus.wdl", corpus.wdl), ("corpus.swift", corpus.swift),
            ("tiny.wdl", WidgetCorpus.tiny),
        ]
        var each = Layout(
            name: "one file per widget (\(corpus.count) .wdl, \(corpus.count) .swift, swiftc -wmo)",
            wdl: [], swift: [], swiftOptions: ["-wmo"], measuresMemory: false)
        for index in 0..<(perWidgetFiles ? corpus.count : 0) {
            let name = String(format: "each/w%04d", index)
            files.append((name + ".wdl", WidgetCorpus.wdlHeader + corpus.wdlWidgets[index]))
            files.append((name + ".swift", WidgetCorpus.swiftHeader + corpus.swiftWidgets[index]))
            each.wdl.append(directory + "/" + name + ".wdl")
            each.swift.append(directory + "/" + name + ".swift")
        }
        for (name, text) in files
        where !manager.createFile(atPath: directory + "/" + name, contents: Data(text.utf8)) {
            return nil
        }
        let one = Layout(
            name: "one file (corpus.wdl, corpus.swift)", wdl: [directory + "/corpus.wdl"],
            swift: [directory + "/corpus.swift"], swiftOptions: [], measuresMemory: true)
        return (
            perWidgetFiles ? [one, each] : [one], directory + "/tiny.wdl", directory + "/rss.txt"
        )
    }

    /// Runs `command` once, untimed: nil if it fails, else its peak RSS
    /// when asked for and measurable.
    static func untimed(_ command: [String], measuresMemory: Bool, scratch: String) -> Int?? {
        let executable = command[0]
        let arguments = Array(command.dropFirst())
        if measuresMemory,
            let peak = ChildProcess.peakResidentBytes(executable, arguments, scratch: scratch)
        {
            return .some(peak)
        }
        guard let run = ChildProcess.run(executable, arguments), run.exitCode == 0 else {
            return nil
        }
        return .some(nil)
    }

    static func rss(_ bytes: Int?) -> String {
        "   peak RSS " + (bytes.map { megabytes($0) } ?? "not measured (no /usr/bin/time)")
    }

    static func median<T: Comparable>(_ values: [T]) -> T {
        values.sorted()[values.count / 2]
    }
}

// wdl-bench: the release-built benchmark of the front end and the archive.
//
//   swift run -c release wdl-bench
//
// Prints lex+parse throughput on a large synthetic source (median and best
// of several runs, one core) and peak memory, the archive's and the
// renderer's figures, and on a corpus of 2,000 generated widgets
// parse+check throughput and `wdl check` against `swiftc -parse`
// (`wdl-bench check-vs-swiftc [N]` for those alone). Memory is measured in fresh
// child processes: one reads the source and parses it, the other only reads
// it; the difference in peak RSS is what parsing costs.
import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetCorpus
import WidgetRender
import WidgetSyntax

/// Peak resident set size of this process, in bytes (Linux `VmHWM`).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
    return 0
}

func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
}

// Child mode: `wdl-bench --memory parse|read FILE` prints peak RSS in bytes.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--memory" {
    // Read in chunks straight into the array, as the command line does.
    var bytes: [UInt8] = []
    let size =
        (try? FileManager.default.attributesOfItem(atPath: arguments[3])[.size] as? NSNumber)?
        .intValue ?? 0
    bytes.reserveCapacity(size)
    if let handle = FileHandle(forReadingAtPath: arguments[3]) {
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytes.append(contentsOf: chunk)
        }
    }
    if arguments[2] == "parse" {
        let file = SourceFile(path: arguments[3], bytes: bytes)
        let start = ContinuousClock.now
        let result = WDLParser.parse(file)
        let elapsed = ContinuousClock.now - start
        precondition(result.diagnostics.isEmpty, "synthetic source must parse cleanly")
        let nanoseconds =
            elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds
            / 1_000_000_000
        withExtendedLifetime(result) { print(peakResidentBytes(), nanoseconds) }
    } else {
        withExtendedLifetime(bytes) { print(peakResidentBytes()) }
    }
    exit(0)
}

/// Runs a child in `mode` and returns the numbers it prints.
func childFigures(_ mode: String, _ path: String) -> [Int] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = Bundle.main.executableURL
    }
    process.arguments = ["--memory", mode, path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try? process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        .compactMap { Int($0) }
}

// Profiling mode: `wdl-bench --profile N` parses N times and does nothing
// else, for a profiler (each tree is freed before the next parse, as in
// the timed runs).
if arguments.count == 3, arguments[1] == "--profile", let runs = Int(arguments[2]) {
    let file = SourceFile(
        path: "synthetic.wdl", text: SyntheticSource.make(minimumBytes: 6_000_000))
    var count = 0
    for _ in 0..<runs { count += WDLParser.parse(file).syntax.declarations.count }
    print("parsed \(runs) times, \(count) declarations")
    exit(0)
}

// Archive mode: `wdl-bench archive` prints only the archive's figures.
if arguments.count == 2, arguments[1] == "archive-profile" {
    // Decodes the synthetic archive repeatedly, for a profiler.
    // With WDL_PROFILE_SAMPLE=path, that sample instead, many more times.
    let path = ProcessInfo.processInfo.environment["WDL_PROFILE_SAMPLE"]
    let source =
        path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        ?? ArchiveBenchmark.syntheticWidget(rows: 2_500)
    if let archive = ArchiveBenchmark.compile(source, name: "profiled") {
        let bytes = ArchiveEncoder.encode(archive)
        let runs = max(400, 100_000_000 / bytes.count)
        var entries = 0
        for _ in 0..<runs { entries += (try? ArchiveDecoder.decode(bytes))?.entries.count ?? 0 }
        print("decoded \(runs) times")
    }
    exit(0)
}
if arguments.count == 2, arguments[1] == "archive" {
    ArchiveBenchmark.run(samplesDirectory: FileManager.default.currentDirectoryPath + "/Samples")
    exit(0)
}
// `wdl-bench render-profile FILE FAMILY`: renders one widget many times, for a profiler.
if arguments.count == 4, arguments[1] == "render-profile",
    let text = try? String(contentsOfFile: arguments[2], encoding: .utf8),
    let archive = ArchiveBenchmark.compile(text, name: arguments[2]),
    let surface = Surface(name: arguments[3])
{
    let environment = DisplayEnvironment(surface: surface, now: archive.entries[0].date)
    var bytes = 0
    for _ in 0..<5_000 {
        if let layout = try? WidgetLayout.make(archive, environment: environment) {
            bytes += SVGRenderer.render(layout).utf8.count
        }
    }
    print("rendered 5,000 times, \(bytes) bytes")
    exit(0)
}
// Render mode: `wdl-bench render` prints only the renderer's figures.
if arguments.count == 2, arguments[1] == "render" {
    RenderBenchmark.run(samplesDirectory: FileManager.default.currentDirectoryPath + "/Samples")
    exit(0)
}

// `wdl-bench audit`: auditing every sample.
if arguments.count == 2, arguments[1] == "audit" {
    AuditBenchmark.run(samplesDirectory: FileManager.default.currentDirectoryPath + "/Samples")
    exit(0)
}

// `wdl-bench lsp`: the language server's keystroke on a 2,000-line file.
if arguments.count == 2, arguments[1] == "lsp" {
    EditorBenchmark.run()
    exit(0)
}

// Corpus mode: `wdl-bench check-vs-swiftc [N]` prints only the widget
// corpus's figures (parse+check, and `wdl check` against `swiftc -parse`).
if arguments.count >= 2, arguments[1] == "check-vs-swiftc" {
    CorpusBenchmark.run(widgets: arguments.count > 2 ? Int(arguments[2]) ?? 2_000 : 2_000)
    exit(0)
}
// `wdl-bench corpus DIR [N]`: writes corpus.wdl and corpus.swift to DIR,
// to read them or to run the two tools by hand.
if arguments.count >= 3, arguments[1] == "corpus" {
    let corpus = WidgetCorpus.make(
        widgets: arguments.count > 3 ? Int(arguments[3]) ?? 2_000 : 2_000)
    let wrote =
        FileManager.default.createFile(
            atPath: arguments[2] + "/corpus.wdl", contents: Data(corpus.wdl.utf8))
        && FileManager.default.createFile(
            atPath: arguments[2] + "/corpus.swift", contents: Data(corpus.swift.utf8))
    print(
        wrote
            ? "wrote \(corpus.count) widgets to \(arguments[2])/corpus.wdl and corpus.swift"
            : "cannot write to \(arguments[2])")
    exit(wrote ? 0 : 1)
}

#if DEBUG
    print("warning: this is a debug build; run `swift run -c release wdl-bench` for real figures")
#endif

let source = SyntheticSource.make(minimumBytes: 6_000_000)
let file = SourceFile(path: "synthetic.wdl", text: source)
let size = file.bytes.count
print("source: \(megabytes(size)) synthetic .wdl, \(source.split(separator: "\n").count) lines")

// Warm up, check, then time.
let first = WDLParser.parse(file)
precondition(
    first.diagnostics.isEmpty,
    "synthetic source must parse cleanly: \(first.diagnostics.prefix(3).map(\.message.text))")
print("declarations: \(first.syntax.declarations.count)")

let clock = ContinuousClock()

// The lexer alone, for comparison.
var lexSeconds: [Double] = []
var tokenCount = 0
for _ in 0..<7 {
    let elapsed = clock.measure { tokenCount = FrontEndBenchmark.countTokens(file) }
    lexSeconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
lexSeconds.sort()
print(
    String(
        format: "lex only: median %.1f ms (%.0f MB/s), %d tokens", lexSeconds[3] * 1000,
        Double(size) / lexSeconds[3] / 1e6, tokenCount))

// Each run's tree is kept until after its timing: freeing a tree is not
// parsing it (a command-line run exits without freeing).
var seconds: [Double] = []
for _ in 0..<7 {
    var result: ParseResult?
    let elapsed = clock.measure {
        result = WDLParser.parse(file)
    }
    precondition(result?.syntax.declarations.count == first.syntax.declarations.count)
    result = nil
    seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
seconds.sort()
let median = seconds[seconds.count / 2]
print(
    String(
        format: "lex+parse: median %.1f ms (%.0f MB/s), best %.1f ms (%.0f MB/s), 7 runs, 1 core",
        median * 1000, Double(size) / median / 1e6, seconds[0] * 1000,
        Double(size) / seconds[0] / 1e6))

// The samples, for scale: each is a few hundred bytes to a few kilobytes.
let samples = FileManager.default.currentDirectoryPath + "/Samples"
if let names = try? FileManager.default.contentsOfDirectory(atPath: samples) {
    var total = 0
    var sampleTime = 0.0
    for name in names.sorted() where name.hasSuffix(".wdl") {
        let bytes = [UInt8](FileManager.default.contents(atPath: samples + "/" + name) ?? Data())
        let sample = SourceFile(path: name, bytes: bytes)
        let runs = 200
        let elapsed = clock.measure { for _ in 0..<runs { _ = WDLParser.parse(sample) } }
        let each =
            (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            / Double(runs)
        total += bytes.count
        sampleTime += each
        print(
            "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(format: "%6d bytes  %7.1f µs", bytes.count, each * 1e6))
    }
    print(
        String(
            format: "samples: %d bytes in %.1f µs (%.0f MB/s)", total, sampleTime * 1e6,
            Double(total) / sampleTime / 1e6))
}

ArchiveBenchmark.run(samplesDirectory: samples)
RenderBenchmark.run(samplesDirectory: samples)
EditorBenchmark.run()
// Fewer runs and one file only, to keep the whole run short.
CorpusBenchmark.run(widgets: 2_000, runs: 3, perWidgetFiles: false)

// Memory, in fresh processes.
let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "wdl-bench-\(getpid()).wdl"
).path
guard FileManager.default.createFile(atPath: path, contents: Data(source.utf8)) else {
    print("peak RSS: not measured (cannot write \(path))")
    exit(0)
}
defer { try? FileManager.default.removeItem(atPath: path) }
// A command-line run parses once, in a fresh process, where every page the
// tree uses is touched for the first time: time that too (median of 5).
var coldRuns: [[Int]] = (0..<5).map { _ in childFigures("parse", path) }
coldRuns.sort { ($0.last ?? 0) < ($1.last ?? 0) }
let cold = coldRuns[2]
let parsePeak = cold.first ?? 0
let readPeak = childFigures("read", path).first ?? 0
if cold.count == 2 {
    let seconds = Double(cold[1]) / 1e9
    print(
        String(
            format: "lex+parse, once in a fresh process: median %.1f ms (%.0f MB/s) of 5 processes",
            seconds * 1000, Double(size) / seconds / 1e6))
}
if parsePeak > 0, readPeak > 0 {
    print("peak RSS: \(megabytes(parsePeak)) parsing, \(megabytes(readPeak)) only reading the file")
    print(
        String(
            format:
                "memory: %.1f bytes of peak RSS per source byte in all, %.1f for the parse itself",
            Double(parsePeak) / Double(size), Double(parsePeak - readPeak) / Double(size)))
} else {
    print("peak RSS: not measured (no /proc or child process failed)")
}

import Foundation
import Testing
import WidgetArchive
import WidgetSnapshots
import WidgetSyntax

@testable import WidgetCompiler

/// Compiles a repository `.wdl` file (with a timeline when given).
func compileSample(_ url: URL, timeline: URL? = nil) throws -> Archive {
    let source = try loadSource(url)
    let parsed = WDLParser.parse(source)
    #expect(!parsed.diagnostics.containsErrors)
    #expect(!Checker.check(parsed.syntax).containsErrors)
    let result = try Instantiator.instantiate(parsed.syntax, timeline: try timeline.map(loadSource))
    #expect(
        result.diagnostics.isEmpty,
        "\(url.lastPathComponent): \(result.diagnostics.map(\.message.text))")
    return try #require(result.archive)
}

@Suite struct SampleArchiveTests {
    static let samples = sampleFiles(in: "Samples")

    @Test(arguments: samples)
    func compilesAndRoundTrips(_ url: URL) throws {
        let archive = try compileSample(url)
        #expect(archive.entries.count == 1)
        #expect(archive.entries[0].trees.allSatisfy { !$0.isEmpty })
        let bytes = ArchiveEncoder.encode(archive)
        #expect(try ArchiveDecoder.decode(bytes) == archive)
        #expect(try ArchiveJSON.decode(ArchiveJSON.encode(archive)) == archive)
        // The binary form is much smaller than the JSON form.
        let json = try ArchiveJSON.encode(archive)
        #expect(bytes.count * 2 <= json.count)
    }

    @Test func pullRequestsTimelineCompiles() throws {
        let url = repositoryRoot.appendingPathComponent("Samples/PullRequests.wdl")
        let archive = try compileSample(
            url,
            timeline: repositoryRoot.appendingPathComponent("Samples/PullRequests.timeline.json"))
        #expect(archive.entries.count == 4)
        #expect(archive.metadata.reloadPolicy == .atEnd)
        #expect(try ArchiveDecoder.decode(ArchiveEncoder.encode(archive)) == archive)
    }

    /// An analysis that drops its placeholders (as `wdl check` asks) finds
    /// the same diagnostics, keeps no archive, and still compiles the
    /// same archive, built again.
    @Test(arguments: samples)
    func droppingPlaceholdersChangesNothingButMemory(_ url: URL) throws {
        let file = try loadSource(url)
        let kept = Pipeline.analyze(file)
        let dropped = Pipeline.analyze(file, keepsPlaceholders: false)
        #expect(dropped.diagnostics == kept.diagnostics)
        #expect(!kept.placeholders.isEmpty)
        #expect(dropped.placeholders.isEmpty)
        #expect(try Pipeline.compile(dropped).archive == Pipeline.compile(kept).archive)
    }

    /// Every single-byte truncation and thousands of random flips of each
    /// sample archive give an error or a tree, never a crash.
    @Test(arguments: samples)
    func corruptSampleArchivesNeverCrash(_ url: URL) throws {
        let bytes = ArchiveEncoder.encode(try compileSample(url))
        var unchecked = DecodingOptions()
        unchecked.verifiesChecksum = false
        for length in 0..<bytes.count {
            #expect(throws: ArchiveDecodingError.self) {
                try ArchiveDecoder.decode(Array(bytes.prefix(length)), options: unchecked)
            }
        }
        var state = UInt64(bytes.count)
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var corrupt = bytes
            corrupt[Int(state >> 33) % corrupt.count] ^= UInt8(truncatingIfNeeded: state >> 7) | 1
            _ = try? ArchiveDecoder.decode(corrupt, options: unchecked)
            #expect(throws: ArchiveDecodingError.self) { try ArchiveDecoder.decode(corrupt) }
        }
    }
}

/// The format cannot change by accident: the tiny widget's archive is
/// pinned byte for byte, and the fixture of each published version keeps
/// decoding. The fixture is a `GoldenFile`: recording is an explicit
/// switch (`GoldenFile.recordSwitch`) that rewrites it and fails the run,
/// so a run never blesses itself.
@Suite struct GoldenArchiveTests {
    static let fixture = repositoryRoot.appendingPathComponent(
        "Tests/WidgetCompilerTests/Fixtures/Tiny-v1.wdla.hex")

    static func hex(_ bytes: [UInt8]) -> String {
        stride(from: 0, to: bytes.count, by: 16).map { start in
            bytes[start..<min(start + 16, bytes.count)].map { String(format: "%02x", $0) }.joined(
                separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    static func bytes(fromHex text: String) -> [UInt8] {
        text.split(whereSeparator: \.isWhitespace).compactMap { UInt8($0, radix: 16) }
    }

    @Test func tinyArchiveMatchesTheFixture() throws {
        let archive = try compileSample(
            repositoryRoot.appendingPathComponent("Tests/WidgetCompilerTests/Fixtures/Tiny.wdl"))
        let encoded = Self.hex(ArchiveEncoder.encode(archive))
        let outcome = try GoldenFile(Self.fixture).check(
            encoded, record: GoldenFile.isRecordingRequested())
        if let failure = outcome.failureMessage(for: Self.fixture.path) {
            Issue.record(Comment(rawValue: failure))
            return
        }
        let pinned = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(try ArchiveDecoder.decode(Self.bytes(fromHex: pinned)) == archive)
    }
}

/// Docs/ArchiveFormat.md shows the golden archive; it must be the fixture.
@Suite struct ArchiveFormatDocumentTests {
    @Test func documentedExampleIsTheFixture() throws {
        let document = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/ArchiveFormat.md"),
            encoding: .utf8)
        let block = try #require(
            document.components(separatedBy: "```hex\n").dropFirst().first?.components(
                separatedBy: "```"
            ).first)
        let fixture = try String(contentsOf: GoldenArchiveTests.fixture, encoding: .utf8)
        #expect(
            GoldenArchiveTests.bytes(fromHex: block) == GoldenArchiveTests.bytes(fromHex: fixture))
        #expect(
            document.contains(
                "compiles to these \(GoldenArchiveTests.bytes(fromHex: fixture).count) bytes"))
    }
}

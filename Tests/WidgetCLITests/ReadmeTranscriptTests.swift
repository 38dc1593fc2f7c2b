import Foundation
import Testing

@testable import WidgetCLI

/// One `$ swift run wdl ...` transcript from README.md: the command and
/// the output shown under it.
struct Transcript: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: [String]
    var testDescription: String { "wdl " + arguments.joined(separator: " ") }

    /// Every transcript in the README's fenced blocks.
    static func all() -> [Transcript] {
        guard
            let text = try? String(
                contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        else { return [] }
        var transcripts: [Transcript] = []
        var inBlock = false
        var current: (arguments: [String], lines: [String])?
        func close() {
            if let open = current {
                transcripts.append(Transcript(arguments: open.arguments, expected: open.lines))
            }
            current = nil
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if inBlock { close() }
                inBlock.toggle()
            } else if inBlock, line.hasPrefix("$ ") {
                close()
                let words = line.dropFirst(2).split(separator: " ").map(String.init)
                if words.starts(with: ["swift", "run", "wdl"]) {
                    current = (Array(words.dropFirst(3)), [])
                }
            } else if inBlock, current != nil {
                current?.lines.append(line)
            }
        }
        return transcripts
    }
}

/// The README shows real runs: each transcript is replayed and compared.
/// A `...` line in the README elides output; the lines around it must
/// still appear, in order. Serialized, in README order, because a
/// transcript may read what an earlier one wrote (`compile`, then `inspect`).
@Suite(.serialized) struct ReadmeTranscriptTests {
    @Test func readmeHasTranscripts() {
        #expect(Transcript.all().count >= 4)
    }

    @Test(arguments: Transcript.all())
    func transcriptMatchesARealRun(_ transcript: Transcript) throws {
        let arguments = try transcript.arguments.flatMap(expandGlob)
        let outcome = CommandLineTool().run(arguments: arguments)
        var actual = (outcome.standardOutput + outcome.standardError).components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        let expected = transcript.expected
        if expected.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "..." }) {
            var remaining = actual[...]
            for line in expected where line.trimmingCharacters(in: .whitespaces) != "..." {
                guard let found = remaining.firstIndex(of: line) else {
                    Issue.record("line not in output, in order: \(line)")
                    return
                }
                remaining = remaining[(found + 1)...]
            }
        } else {
            #expect(actual == expected)
        }
    }

    /// `Samples/*.wdl` as a shell would expand it; other words unchanged.
    /// Paths stay relative, as the README writes them, so the tool runs
    /// from the repository root.
    private func expandGlob(_ word: String) throws -> [String] {
        #expect(
            FileManager.default.currentDirectoryPath == repositoryRoot.path,
            "tests must run from the package root")
        guard word.contains("*") else { return [word] }
        let folder = (word as NSString).deletingLastPathComponent
        let suffix = String(word.split(separator: "*").last ?? "")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent(folder).path)
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }
}

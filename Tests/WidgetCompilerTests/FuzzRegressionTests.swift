import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// Inputs the fuzzer (`Tests/Fuzz/run.sh`) once broke, held to the same
/// invariants it checks: no crash, ranges inside the file, and a file that
/// parses cleanly prints to source that parses to the same tree.
@Suite struct FuzzRegressionTests {
    static var inputs: [URL] {
        let directory = repositoryRoot.appendingPathComponent("Tests/Fuzz/regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func invariantsHold(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        let file = SourceFile(path: url.lastPathComponent, bytes: bytes)
        let result = WDLParser.parse(
            file, options: ParseOptions(maximumFileSize: 1 << 20, maximumNestingDepth: 64))
        #expect(result.diagnostics.allSatisfy { Int($0.range.end) <= bytes.count })
        _ = DiagnosticFormatter(file: file).format(result.diagnostics)
        guard !result.diagnostics.containsErrors else { return }
        let printed = SyntaxPrinter.print(result.syntax)
        let reparsed = parse(printed)
        #expect(reparsed.diagnostics.isEmpty, "\(printed)")
        #expect(structure(reparsed.syntax) == structure(result.syntax), "\(printed)")
    }
}

import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// `wdl lint --explain`'s table: complete, and the README's tables of ids
/// say the same.
@Suite struct DiagnosticExplanationTests {
    @Test func everyIdIsExplainedOnce() {
        #expect(Set(DiagnosticExplanations.all).count == DiagnosticExplanations.all.count)
        for id in DiagnosticExplanations.all {
            #expect(DiagnosticExplanations.explanation(of: id) != nil, "\(id) has no explanation")
        }
        #expect(
            Set(DiagnosticExplanations.table.keys)
                == Set(DiagnosticExplanations.all.map(\.rawValue)))
    }

    /// A README row: `| \`id\` | severity | example |`, or `| \`id\` | example |`
    /// in the instantiation table (all errors).
    struct ReadmeRow: Sendable, CustomTestStringConvertible {
        let id: String
        let severity: String
        let example: String
        var testDescription: String { id }

        static let all: [ReadmeRow] = {
            let text =
                (try? String(
                    contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8))
                ?? ""
            // Rows of the tables headed `| id | ...`, up to the blank line that ends each.
            var inIdTable = false
            return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
                line -> ReadmeRow? in
                if line.hasPrefix("| id |") { inIdTable = true }
                if line.isEmpty { inIdTable = false }
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard inIdTable, cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`")
                else { return nil }
                let id = String(cells[1].dropFirst().dropLast())
                if cells.count == 5 {
                    return ReadmeRow(id: id, severity: cells[2], example: cells[3])
                }
                return ReadmeRow(
                    id: id, severity: "error",
                    example: cells[2..<(cells.count - 1)].joined(separator: "|"))
            }
        }()
    }

    @Test func theReadmeListsTheIds() {
        #expect(ReadmeRow.all.count >= 44)
    }

    @Test(arguments: ReadmeRow.all)
    func readmeRowsMatchTheTable(_ row: ReadmeRow) throws {
        let explanation = try #require(
            DiagnosticID(rawValue: row.id).flatMap(DiagnosticExplanations.explanation(of:)),
            "README names '\(row.id)', which has no explanation")
        #expect(explanation.severity.rawValue == row.severity)
        #expect(explanation.example == row.example)
    }
}

import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// A fenced ```wdl block of a Markdown document, with its mode.
struct DocumentExample: Sendable, CustomTestStringConvertible {
    enum Mode: Sendable, Equatable {
        case file, body, expression
        case error(String)
    }

    let document: String
    let line: Int
    let mode: Mode
    let code: String

    var testDescription: String { "\(document):\(line)" }

    /// Every ```wdl block in `document` (a path from the repository root).
    static func all(in document: String) -> [DocumentExample] {
        guard
            let text = try? String(
                contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        else { return [] }
        var examples: [DocumentExample] = []
        var current: (line: Int, mode: Mode, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var open = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    examples.append(
                        DocumentExample(
                            document: document, line: open.line, mode: open.mode,
                            code: open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if line.hasPrefix("```wdl") {
                let info = line.dropFirst(6).trimmingCharacters(in: .whitespaces)
                let mode: Mode =
                    switch info {
                    case "": .file
                    case "body": .body
                    case "expr": .expression
                    default:
                        info.hasPrefix("error=")
                            ? .error(String(info.dropFirst(6)))
                            : .error("unknown info string '\(info)'")
                    }
                current = (index + 1, mode, [])
            }
        }
        return examples
    }
}

/// Grammar.md and README.md cannot drift from the parser: every example
/// parses (or fails with the id it names).
@Suite struct DocumentationTests {
    static let examples =
        DocumentExample.all(in: "Grammar.md") + DocumentExample.all(in: "README.md")

    @Test func documentsHaveExamples() {
        #expect(DocumentExample.all(in: "Grammar.md").count >= 20)
        #expect(DocumentExample.all(in: "README.md").count >= 2)
    }

    @Test(arguments: examples)
    func exampleBehavesAsMarked(_ example: DocumentExample) {
        let file = SourceFile(path: example.document, text: example.code)
        let diagnostics: [Diagnostic]
        switch example.mode {
        case .file, .error: diagnostics = WDLParser.parse(file).diagnostics
        case .body: diagnostics = WDLParser.parseStatements(file).1
        case .expression: diagnostics = WDLParser.parseExpression(file).1
        }
        let ids = diagnostics.map(\.id.rawValue)
        if case .error(let id) = example.mode {
            #expect(
                !ids.isEmpty && ids.allSatisfy { $0 == id }, "expected only '\(id)', got \(ids)")
        } else {
            #expect(ids.isEmpty, "\(DiagnosticFormatter(file: file).format(diagnostics))")
        }
    }

    /// The ids in the first column of the tables of `document` between
    /// two headings (`| \`id\` | ...`), in order.
    private func listedIds(in document: String, after start: String, before end: String?) throws
        -> [String]
    {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        var section = text.components(separatedBy: start).last ?? ""
        if let end { section = section.components(separatedBy: end).first ?? "" }
        return section.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).components(separatedBy: "`").first
        }
    }

    /// Each id table lists exactly its part of the catalogue, in order:
    /// Grammar.md the front end's, README.md the checker's, the
    /// timeline's, activity updates', String Catalogs', instantiation's,
    /// the audit's and the layout's.
    @Test func documentsListEveryId() throws {
        #expect(
            try listedIds(in: "Grammar.md", after: "The ids, with what triggers them:", before: nil)
                == DiagnosticID.frontEnd.map(\.rawValue))
        #expect(
            try listedIds(in: "README.md", after: "### Checks", before: "### Exit status")
                == DiagnosticID.checker.map(\.rawValue))
        #expect(
            try listedIds(
                in: "README.md", after: "### Timelines", before: "### Live Activity updates")
                == DiagnosticID.timeline.map(\.rawValue))
        #expect(
            try listedIds(
                in: "README.md", after: "### Live Activity updates", before: "### String Catalogs")
                == DiagnosticID.activityUpdates.map(\.rawValue))
        #expect(
            try listedIds(in: "README.md", after: "### String Catalogs", before: "### Archives")
                == DiagnosticID.stringCatalog.map(\.rawValue))
        #expect(
            try listedIds(in: "README.md", after: "### Archives", before: "### Audit")
                == DiagnosticID.instantiation.map(\.rawValue))
        #expect(
            try listedIds(in: "README.md", after: "### Audit", before: "## From .wdl to Xcode")
                == DiagnosticID.audit.map(\.rawValue))
        #expect(
            try listedIds(
                in: "README.md", after: "what only a layout shows:", before: "**`wdl families")
                == DiagnosticID.layout.map(\.rawValue))
    }

    /// The language design, in the team's shared/ folder beside the
    /// checkout: there on a developer's machine, not in a clean clone.
    static let languageDesign = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/design/language.md")

    /// The language design's examples compile as written (they are the
    /// acceptance cases for the syntax). Without the design beside the
    /// checkout the test is reported skipped, not passed.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: languageDesign.path),
            "shared/design/language.md is not beside this checkout"))
    func languageDesignExamplesParse() throws {
        let text = try String(contentsOf: Self.languageDesign, encoding: .utf8)
        let blocks = text.components(separatedBy: "```wdl\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        #expect(blocks.count >= 3)
        for block in blocks {
            let result = WDLParser.parse(SourceFile(path: "language.md", text: block))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message.text))")
        }
    }
}

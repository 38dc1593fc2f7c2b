import Foundation
import Testing
import WidgetArchive
import WidgetCompiler
import WidgetRender
import WidgetSnapshots
import WidgetSyntax

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One row of Docs/SwiftUISurvey.md: a construct, where it is allowed,
/// what wdl does with it, and a line of body code that shows it.
struct SurveyRow: Sendable, CustomTestStringConvertible {
    enum Status: String, Sendable, CaseIterable { case supported, approximate, refused }

    let section: String
    let construct: String
    let families: String
    let status: Status
    let example: String?

    var testDescription: String { "\(section): \(construct)" }

    /// The rows of the survey's tables, read from the document itself, so
    /// that a row cannot say more than its test proves.
    static let all: [SurveyRow] = rows(in: document ?? "")

    /// Docs/SwiftUISurvey.md, or nil when it cannot be read.
    static var document: String? {
        let url = repositoryRoot.appendingPathComponent("Docs/SwiftUISurvey.md")
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// The rows of the tables of `text`, a survey document.
    static func rows(in text: String) -> [SurveyRow] {
        var rows: [SurveyRow] = []
        var section = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("| "), !line.hasPrefix("| Construct |"), !line.hasPrefix("|---")
            else { continue }
            let cells = cells(of: String(line))
            guard cells.count == 6 else { continue }
            let verdict = cells[4]
            let status: Status =
                verdict.hasPrefix("supported")
                ? .supported : verdict.hasPrefix("approximate") ? .approximate : .refused
            rows.append(
                SurveyRow(
                    section: section, construct: cells[0], families: cells[3], status: status,
                    example: code(cells[5])))
        }
        return rows
    }

    /// Whether this row says wdl supports or approximates `kind`, with an
    /// example that uses it (or none: a Live Activity row, or one written
    /// from the schema).
    func surveys(_ kind: ModifierKind) -> Bool {
        let named =
            construct == "`.\(kind.name)`" || construct.hasPrefix("`.\(kind.name)(")
        return named && status != .refused && (example?.contains(".\(kind.name)") ?? true)
    }

    /// Whether this row says wdl supports or approximates the view `name`
    /// (its construct is the name, or the name and some labels), with an
    /// example that calls it.
    func surveys(view name: String) -> Bool {
        let named =
            construct == "`\(name)`" || construct.hasPrefix("`\(name)(")
            || construct.hasPrefix("`\(name)` ")
        return named && status != .refused && (example?.contains(name) ?? true)
    }

    /// The cells of a table line; `\|` is a pipe inside a cell.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|", previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else if character == "|" {
                current.removeLast()
                current.append(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }

    /// The code of an example cell, without its backticks; nil for `—`.
    static func code(_ cell: String) -> String? {
        guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2 else { return nil }
        var inner = cell.dropFirst().dropLast()
        if inner.hasPrefix("`"), inner.hasSuffix("`") { inner = inner.dropFirst().dropLast() }
        return inner.trimmingCharacters(in: .whitespaces)
    }

    /// The families the example is checked in: a system and an accessory
    /// one, or two system ones for a system-only construct.
    var testFamilies: [WidgetFamily] {
        families.hasPrefix("system") && !families.contains("accessory")
            ? [.systemSmall, .systemMedium] : [.systemSmall, .accessoryRectangular]
    }

    /// The example in the survey's template widget.
    func source(_ example: String) -> String {
        """
        intent Refresh {
        }

        widget Survey {
            kind: "Survey"
            families: [\(testFamilies.map { "." + $0.rawValue }.joined(separator: ", "))]
            platform: .iOS("26.0")

            entry {
                title: String
                value: Double
                count: Int
                date: Date
                url: URL
                isOn: Bool
                tags: [String]
            }

            placeholder {
                title: "Groceries"
                value: 0.62
                count: 1450
                date: "2026-02-14T08:00:00Z"
                url: "survey://open"
                isOn: true
                tags: ["Milk", "Eggs", "Bread"]
            }

            body {
                \(example)
            }
        }
        """
    }
}

@Suite("The SwiftUI survey (Docs/SwiftUISurvey.md)")
struct SurveyTests {
    @Test func surveyIsLargeEnough() {
        #expect(SurveyRow.all.count >= 300)
        #expect(SurveyRow.all.filter { $0.status != .refused }.count >= 150)
    }

    /// The survey is held to the schema row by row: every modifier of the
    /// schema (`ModifierTable`) has a row that says wdl supports or
    /// approximates it, whose example uses it (Live Activity rows have none).
    @Test(arguments: ModifierKind.allCases)
    func everySchemaModifierIsSurveyed(_ kind: ModifierKind) {
        #expect(SurveyRow.all.contains { $0.surveys(kind) }, "no supported row for .\(kind.name)")
    }

    /// Every view a source can name in the schema (`ViewTable`) has a row
    /// that says wdl supports or approximates it, and no row refuses it.
    @Test(arguments: ViewTable.all.filter { !$0.forms.isEmpty }.map(\.name))
    func everySchemaViewIsSurveyed(_ name: String) {
        #expect(SurveyRow.all.contains { $0.surveys(view: name) }, "no supported row for \(name)")
        let refused = SurveyRow.all.filter {
            $0.status == .refused && $0.construct == "`\(name)`"
        }
        #expect(refused.isEmpty, "a row refuses \(name), which the schema has")
    }

    /// The schema's verdicts, the rows it adds and the counts are what
    /// `SurveyDocument` writes. Recording (`WDL_RECORD_SNAPSHOTS=1`)
    /// rewrites the document and fails, like every golden; a later run verifies.
    @Test func theSurveyIsTheSchemas() throws {
        let url = repositoryRoot.appendingPathComponent("Docs/SwiftUISurvey.md")
        let document = try #require(SurveyRow.document)
        for part in ["modifiers without a row above", "counts"] {
            let (begin, end) = SurveyDocument.markers(part)
            #expect(
                document.contains(begin) && document.contains(end),
                "the survey has lost its \(part) markers")
        }
        let outcome = try GoldenFile(url).check(
            SurveyDocument.regenerated(document), record: GoldenFile.isRecordingRequested())
        if let failure = outcome.failureMessage(for: url.path) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// A schema modifier that no row names gets a row in the generated
    /// section, with the schema's verdict and its SwiftUI declarations.
    @Test(arguments: ModifierKind.allCases)
    func aModifierWithoutARowGetsOne(_ kind: ModifierKind) throws {
        let (begin, end) = SurveyDocument.markers("modifiers without a row above")
        let text = SurveyDocument.regenerated("## Schema\n\n\(begin)\n\(end)\n")
        let row = try #require(SurveyRow.rows(in: text).first { $0.surveys(kind) })
        #expect(row.section == "Schema")
        let line = try #require(
            text.components(separatedBy: "\n").first { $0.contains(row.construct) })
        #expect(SurveyRow.cells(of: line)[4] == SurveyDocument.verdict("`.\(kind.name)`"))
        for declaration in kind.schema.swift { #expect(line.contains(declaration.text)) }
        #expect(SurveyDocument.regenerated(text) == text, "regenerating again changes it")
    }

    /// A bare modifier name's verdict is the schema's: a refusal written
    /// for a modifier the schema has becomes `supported`, an approximate
    /// row takes the row's note, and the counts follow.
    @Test(arguments: [
        (
            "| `.hidden` | `hidden()` | iOS 13 | all | refused: no | `Text(\"a\").hidden()` |",
            "supported"
        ),
        (
            "| `.blur` | `blur(radius:)` | iOS 13 | all | supported | `Text(\"a\").blur(radius: 1)` |",
            "approximate: " + (ModifierKind.blur.schema.approximation ?? "")
        ),
        (
            "| `.sheet` | `sheet()` | iOS 13 | none | refused: no | `Text(\"a\").sheet()` |",
            "refused: no"
        ),
    ])
    func verdictsAreTheSchemas(_ line: String, _ verdict: String) throws {
        let (begin, end) = SurveyDocument.markers("counts")
        let text = SurveyDocument.regenerated("## A\n\n\(line)\n\n\(begin)\n\(end)\n")
        let row = try #require(SurveyRow.rows(in: text).first)
        #expect(SurveyRow.cells(of: text.components(separatedBy: "\n")[2])[4] == verdict)
        #expect(text.contains("\(row.status.rawValue): 1"))
    }

    /// A supported or approximate row checks, compiles, and renders to
    /// well-formed SVG in both its families and every rendering mode; a refused row is refused by
    /// check with one error.
    @Test(arguments: SurveyRow.all)
    func row(_ row: SurveyRow) throws {
        guard let example = row.example else { return }
        let analysis = Pipeline.analyze(SourceFile(path: "survey.wdl", text: row.source(example)))
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard row.status != .refused else {
            // One located error that names it, not a cascade.
            #expect(errors.count == 1, "\(errors.map(\.message.text))")
            return
        }
        #expect(errors.isEmpty, "\(errors.map(\.message.text))")
        let archive = try #require(try Pipeline.compile(analysis).archive)
        for surface in archive.metadata.surfaces {
            for mode in RenderingMode.allCases {
                let environment = DisplayEnvironment(
                    surface: surface, mode: mode, now: archive.entries[0].date)
                let svg = SVGRenderer.render(
                    try WidgetLayout.make(archive, environment: environment))
                #expect(
                    XMLParser(data: Data(svg.utf8)).parse(),
                    "the SVG of \(surface.name), \(mode) is not well-formed XML")
            }
        }
    }
}

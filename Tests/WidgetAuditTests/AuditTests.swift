import Foundation
import Testing
import WidgetArchive
import WidgetRender
import WidgetSyntax

@testable import WidgetAudit
@testable import WidgetCompiler

/// `wdl audit`'s findings: for each, a layout that shows it (found at the
/// view that causes it) and one that does not.
@Suite struct AuditTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let id: DiagnosticID
        let families: String
        let body: String
        /// The view the finding is about: where the body's text has this
        /// string; nil when the row must have no such finding.
        let at: String?
        var background = "Color.white"
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a title one line cannot hold", id: .truncatedText, families: ".systemSmall",
            body: #"Text("A title far too long for one line of a small widget").lineLimit(1)"#,
            at: "Text("),
        Row(
            name: "a short title", id: .truncatedText, families: ".systemSmall",
            body: #"Text("Rain").lineLimit(1)"#, at: nil),
        Row(
            name: "a text moved off the canvas", id: .clippedContent, families: ".systemSmall",
            body: #"Text("Departures").offset(y: 90)"#, at: "Text("),
        Row(
            name: "a stack taller than the canvas", id: .clippedContent, families: ".systemSmall",
            body: #"VStack { ForEach(0..<12) { Text("Row \($0)").font(.title) } }"#,
            at: "VStack"),
        Row(
            name: "a text in the canvas", id: .clippedContent, families: ".systemSmall",
            body: #"Text("Departures")"#, at: nil),
        Row(
            name: "light grey on white", id: .lowContrast, families: ".systemSmall",
            body: #"Text("Updated").foregroundStyle(Color(white: 0.7))"#, at: "Text("),
        Row(
            name: "the label colour on the system background", id: .lowContrast,
            families: ".systemSmall", body: #"Text("Updated")"#, at: nil,
            background: "Color.clear"),
        Row(
            name: "a black text on a white tile", id: .accentedInvisible,
            families: ".systemSmall",
            body: #"Text("72").foregroundStyle(.black).padding().background(Color.white)"#,
            at: "Text(", background: "Color.blue"),
        Row(
            name: "a text straight on the background", id: .accentedInvisible,
            families: ".systemSmall", body: #"Text("72").foregroundStyle(.black)"#, at: nil,
            background: "Color.blue"),
        Row(
            name: "a link as tall as its text", id: .smallTapTarget, families: ".systemMedium",
            body: #"Link(destination: URL(string: "app://a")!) { Text("Open") }"#, at: "Link("),
        Row(
            name: "two links on one another", id: .smallTapTarget, families: ".systemMedium",
            body: """
                ZStack {
                    Link(destination: URL(string: "app://a")!) { Text("A").frame(width: 60, height: 60) }
                    Link(destination: URL(string: "app://b")!) { Text("B").frame(width: 60, height: 60) }
                }
                """, at: "Link("),
        Row(
            name: "a link of 60 pt", id: .smallTapTarget, families: ".systemMedium",
            body:
                #"Link(destination: URL(string: "app://a")!) { Text("Open").frame(width: 60, height: 60) }"#,
            at: nil),
        Row(
            name: "a symbol alone", id: .unlabeledButton, families: ".systemMedium",
            body: #"Link(destination: URL(string: "app://a")!) { Image(systemName: "play.fill") }"#,
            at: "Link("),
        Row(
            name: "a symbol with a label", id: .unlabeledButton, families: ".systemMedium",
            body:
                #"Link(destination: URL(string: "app://a")!) { Image(systemName: "play.fill").accessibilityLabel("Play") }"#,
            at: nil),
        Row(
            name: "9 pt", id: .textTooSmall, families: ".systemSmall",
            body: #"Text("Tiny").font(.system(size: 9))"#, at: "Text("),
        Row(
            name: "shrunk by its scale factor", id: .textTooSmall, families: ".systemSmall",
            body:
                #"Text("A caption long enough that it has to shrink").font(.caption).lineLimit(1).minimumScaleFactor(0.5)"#,
            at: "Text("),
        Row(
            name: "caption2 at its 11 pt", id: .textTooSmall, families: ".systemSmall",
            body: #"Text("Small").font(.caption2)"#, at: nil),
    ]

    /// A widget of one body, checked free of errors.
    static func source(_ row: Row) -> String {
        """
        widget T {
            kind: "T"
            families: [\(row.families)]
            placeholder { date: "2026-11-21T09:00:00Z" }
            body {
                \(row.body)
                    .containerBackground(for: .widget) { \(row.background) }
            }
        }
        """
    }

    /// The audit of a source's placeholder in its own words.
    static func audit(_ text: String, languages: [AuditLanguage] = [.locale(.enUS)]) throws
        -> AuditResult
    {
        let analysis = Pipeline.analyze(SourceFile(path: "t.wdl", text: text))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let archive = try #require(analysis.placeholders.first)
        return Audit.run(
            languages.map { AuditSubject(archive: archive, isTimeline: false, language: $0) })
    }

    @Test(arguments: rows)
    func findingIsAtTheView(_ row: Row) throws {
        let text = Self.source(row)
        let found = try Self.audit(text).diagnostics.filter { $0.id == row.id }
        guard let marker = row.at else {
            #expect(found.isEmpty, "\(found.map(\.message.text))")
            return
        }
        #expect(found.count == 1, "\(found.map(\.message.text))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .warning)
        let body = try #require(text.range(of: row.body))
        let view = try #require(text.range(of: marker, range: body))
        #expect(
            Int(diagnostic.range.start)
                == text.utf8.distance(from: text.startIndex, to: view.lowerBound))
    }

    /// A view the same in many layouts is one warning naming where it shows.
    @Test func oneCausePrintsOnceWithItsConditions() throws {
        let text = Self.source(
            Row(
                name: "", id: .truncatedText, families: ".systemSmall, .systemMedium",
                body: #"Text("Weekly planning with the team").font(.headline).lineLimit(1)"#,
                at: nil))
        let result = try Self.audit(text, languages: [.locale(.enUS), .pseudo(.doubleLength)])
        let found = result.diagnostics.filter { $0.id == .truncatedText }
        #expect(found.count == 1)
        // 2 families x 2 modes (Home Screen families: fullColor, accented;
        // vibrant too on iPad's Lock Screen) x 2 schemes x 3 sizes x 2 languages.
        #expect(result.layouts >= 2 * 2 * 2 * 3 * 2)
        let message = try #require(found.first?.message.text)
        #expect(message.hasPrefix("'Weekly planning with the team' is cut short to "))
        #expect(message.contains(" of \(result.layouts) layouts"))
    }

    /// The words for the layouts a finding shows in: only the ways they
    /// differ from all that were audited.
    @Test(arguments: [
        ([0, 1, 2, 3], "every layout: 4 of 4 layouts"),
        ([1, 3], "dark; 2 of 4 layouts"),
        ([3], "dark; text size accessibility3; 1 of 4 layouts"),
        ([1, 2, 3], "dark, or text size accessibility3; 3 of 4 layouts"),
        ([0, 3], "2 of 4 layouts, no one condition in common"),
    ])
    func conditionsAreNamedByWhatSetsThemApart(_ seen: [Int], _ words: String) {
        let all = [DynamicTypeSize.large, .accessibility3].flatMap { size in
            [ColorScheme.light, .dark].map { scheme in
                AuditCondition(
                    surface: .family(.systemSmall), mode: .fullColor, scheme: scheme,
                    textSize: size, language: .locale(.enUS), entry: nil)
            }
        }
        let described = AuditConditions.describe(seen.map { all[$0] }, among: all)
        #expect(described == words)
    }

    /// WCAG's ratios: black on white is 21:1, and #767676 on white 4.5:1.
    @Test func contrastIsWCAGs() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 0.01)
        #expect(abs(Contrast.ratio(RGBA(hex: 0x767676), .white) - 4.54) < 0.01)
    }
}

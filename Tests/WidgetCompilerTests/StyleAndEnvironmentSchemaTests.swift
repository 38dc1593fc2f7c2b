import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// The schema's styles (`StyleTable`) and environment keys
/// (`EnvironmentTable`): one row per style case and per key, the
/// compiler's `EnvironmentCatalog` is their projection, hover reads the
/// rows, and a style newer than the declared platform is an
/// `api-availability` error (`StyleCatalog`).
@Suite struct StyleAndEnvironmentSchemaTests {
    @Test(arguments: StyleCase.allCases)
    func everyStyleCaseHasOneRow(_ style: StyleCase) {
        let rows = StyleTable.all.filter { $0.style == style }
        #expect(rows.count == 1, "\(style) has \(rows.count) rows")
        #expect(StyleTable.row(style)?.style == style)
        #expect(rows.first?.hover.hasSuffix(".") == true)
        #expect(rows.first?.swiftType.hasSuffix("Style") == true)
    }

    /// Every modifier named `...Style` whose argument is a keyword set has
    /// exactly one row per keyword, and no row names a keyword it lacks.
    @Test(
        arguments: ModifierKind.allCases.filter {
            $0.name.hasSuffix("Style") && !keywords(of: $0).isEmpty
        })
    func everyStyleModifierKeywordHasItsRow(_ kind: ModifierKind) {
        #expect(StyleTable.rows(of: kind).map(\.keyword) == Self.keywords(of: kind))
    }

    /// The keywords the modifier table says `kind`'s argument takes.
    static func keywords(of kind: ModifierKind) -> [String] {
        kind.schema.forms.flatMap(\.parameters).compactMap(\.keywords).first?.spellings ?? []
    }

    @Test func everyStyleRowBelongsToAStyleModifier() {
        let modifiers = Set(
            ModifierKind.allCases.filter {
                $0.name.hasSuffix("Style") && !Self.keywords(of: $0).isEmpty
            })
        #expect(Set(StyleTable.modifiers) == modifiers)
        #expect(StyleTable.all.count == StyleCase.allCases.count)
    }

    @Test(arguments: EnvironmentKey.allCases)
    func everyEnvironmentKeyHasOneRow(_ key: EnvironmentKey) {
        let rows = EnvironmentTable.all.filter { $0.key == key }
        #expect(rows.count == 1, "\(key) has \(rows.count) rows")
        #expect(EnvironmentTable.row(named: key.rawValue)?.key == key)
        #expect(rows.first?.hover.hasSuffix(".") == true)
    }

    /// The compiler's catalog holds exactly the rows' versions and
    /// activity-only keys.
    @Test(arguments: EnvironmentKey.allCases)
    func theCatalogIsTheTablesProjection(_ key: EnvironmentKey) {
        let row = EnvironmentTable.row(key)
        #expect((EnvironmentCatalog.availability[key] ?? [:]) == row.availability)
        #expect(EnvironmentCatalog.activityOnly.contains(key) == (row.surfaces == .activityOnly))
        #expect(
            EnvironmentCatalog.availabilityByName[key.rawValue]?.versions
                == (row.availability.isEmpty ? nil : row.availability))
    }

    /// The format document's style table has every row: its keyword and hover.
    @Test(arguments: StyleCase.allCases)
    func everyStyleRowIsInTheDocument(_ style: StyleCase) throws {
        let row = try #require(StyleTable.row(style))
        let line = SchemaDocument.styleTable.split(separator: "\n").first {
            $0.hasPrefix("| `\(row.modifier.name)` | `\(row.spelling)` |")
        }
        #expect(line?.contains(row.hover) == true && line?.contains(row.swiftType) == true)
    }

    @Test(arguments: EnvironmentKey.allCases)
    func everyEnvironmentRowIsInTheDocument(_ key: EnvironmentKey) {
        let row = EnvironmentTable.row(key)
        let line = SchemaDocument.environmentTable.split(separator: "\n").first {
            $0.hasPrefix("| `\(key.rawValue)` |")
        }
        #expect(line?.contains(row.hover) == true && line?.contains(row.swiftSpelling) == true)
    }

    static let editorSource = checked(
        body: "Label(\"a\", systemImage: \"star\").labelStyle(.titleAndIcon)\n"
            + "Gauge(value: 0.5) { Text(\"g\") }.gaugeStyle(.accessoryCircular)\n"
            + "if isLuminanceReduced { Text(\"dim\") }\n"
            + "if colorScheme == .dark { Text(\"dark\") }\n"
            + "Text(\"a\").frame(alignment: .leading)")

    /// Hover over a style keyword or an environment name shows its row's
    /// text; the marker ends just after the hovered name.
    @Test(arguments: [
        ("labelStyle(.titleAndIcon", StyleTable.row(.label(.titleAndIcon))?.hover),
        ("gaugeStyle(.accessoryCircular", StyleTable.row(.gauge(.accessoryCircular))?.hover),
        ("if isLuminanceReduced", EnvironmentTable.row(.isLuminanceReduced).hover),
        ("if colorScheme", EnvironmentTable.row(.colorScheme).hover),
    ])
    func hoverShowsTheRow(_ marker: String, _ hover: String?) throws {
        let hover = try #require(hover)
        let text = try #require(hoverText(after: marker))
        #expect(text.contains(hover), "\(text)")
    }

    @Test func hoverShowsTheStylesTypeAndVersions() throws {
        let text = try #require(hoverText(after: "labelStyle(.titleAndIcon"))
        #expect(text.contains("TitleAndIconLabelStyle") && text.contains("iOS 14.5+"), "\(text)")
        let environment = try #require(hoverText(after: "if isLuminanceReduced"))
        #expect(
            environment.contains("EnvironmentValues.isLuminanceReduced")
                && environment.contains("iOS 16.0+"), "\(environment)")
    }

    /// An implicit member that is no style keyword has no style hover.
    @Test func hoverOverAnotherImplicitMemberShowsNoStyle() {
        #expect(hoverText(after: "alignment: .leading") == nil)
    }

    private func hoverText(after marker: String) -> String? {
        let file = SourceFile(path: "w.wdl", text: Self.editorSource)
        let syntax = WDLParser.parse(file).syntax
        guard let offset = BuiltinFunctionTests.offset(after: marker, in: Self.editorSource)
        else { return nil }
        return EditorQueries.hover(at: offset - 1, in: file, syntax: syntax)?.text
    }

    /// Completing a style keyword names its SwiftUI type.
    @Test func completionNamesTheStylesType() throws {
        let text = checked(body: "Text(\"a\").buttonStyle(.")
        let file = SourceFile(path: "w.wdl", text: text)
        let syntax = WDLParser.parse(file).syntax
        let offset = try #require(BuiltinFunctionTests.offset(after: "buttonStyle(.", in: text))
        let completions = EditorQueries.completions(at: offset, in: file, syntax: syntax)
        let prominent = completions.first { $0.label == "borderedProminent" }
        #expect(prominent?.detail == "BorderedProminentButtonStyle", "\(completions)")
    }

    /// `api-availability` for a style keyword: the versions of the row.
    @Test(arguments: [
        StyleAvailabilityCase(.labelStyle, "titleAndIcon", .iOS, OSVersion(14), needs: "14.5"),
        StyleAvailabilityCase(.labelStyle, "titleAndIcon", .iOS, OSVersion(14, 5), needs: nil),
        StyleAvailabilityCase(
            .buttonStyle, "borderedProminent", .iOS, OSVersion(14), needs: "15.0"),
        StyleAvailabilityCase(
            .buttonStyle, "borderedProminent", .macOS, OSVersion(11), needs: "12.0"),
        StyleAvailabilityCase(.buttonStyle, "borderedProminent", .iOS, OSVersion(17), needs: nil),
        StyleAvailabilityCase(.buttonStyle, "plain", .iOS, OSVersion(14), needs: nil),
        StyleAvailabilityCase(.toggleStyle, "button", .watchOS, OSVersion(8), needs: "9.0"),
    ])
    func styleAvailability(_ row: StyleAvailabilityCase) {
        let diagnostic = StyleCatalog.diagnostic(
            row.modifier, row.keyword, on: [(row.platform, row.declared)], at: SourceRange(0, 1))
        if let needs = row.needs {
            #expect(diagnostic?.message.id == .apiAvailability)
            #expect(
                diagnostic?.message.text.hasPrefix(
                    "'.\(row.keyword)' needs \(row.platform.rawValue) \(needs)") == true,
                "\(String(describing: diagnostic))")
        } else {
            #expect(diagnostic == nil)
        }
    }

    /// A platform whose SwiftUI lacks the style says so in the table.
    @Test func aMacOnlyStyleIsUnavailableElsewhere() {
        let checkbox = StyleTable.requirement(.toggleStyle, "checkbox", on: [(.iOS, OSVersion(17))])
        #expect(checkbox?.requirement == .unavailable)
        #expect(
            StyleTable.requirement(.toggleStyle, "checkbox", on: [(.macOS, OSVersion(11))]) == nil)
    }
}

/// One style availability question and its answer: the version the
/// error names, or nil for none.
struct StyleAvailabilityCase: Sendable, CustomTestStringConvertible {
    let modifier: ModifierKind
    let keyword: String
    let platform: Platform
    let declared: OSVersion
    let needs: String?

    init(
        _ modifier: ModifierKind, _ keyword: String, _ platform: Platform, _ declared: OSVersion,
        needs: String?
    ) {
        self.modifier = modifier
        self.keyword = keyword
        self.platform = platform
        self.declared = declared
        self.needs = needs
    }

    var testDescription: String {
        ".\(modifier.name)(.\(keyword)) on \(platform.rawValue) \(declared)"
    }
}

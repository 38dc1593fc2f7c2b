import Foundation
import Testing
import WidgetArchive

@testable import WidgetCompiler

/// The schema's views (`ViewTable`): one row per `ViewKind` (and one for
/// `ForEach`); the view catalog is its projection, hover reads its rows,
/// readers check archived views against it, and `Docs/ArchiveFormat.md`'s
/// view table lists exactly what each row archives.
@Suite struct ViewSchemaTests {
    static let named: [ViewSchema] = ViewTable.all.filter { !$0.forms.isEmpty }

    @Test(arguments: ViewKind.allCases)
    func everyKindHasItsRow(_ kind: ViewKind) {
        #expect(kind.schema.kind == kind)
        // The row's name is the case's, capitalized: SwiftUI's spelling.
        let caseName = "\(kind)"
        #expect(kind.schema.name == caseName.prefix(1).uppercased() + caseName.dropFirst())
        #expect(kind.schema.hover.hasSuffix("."))
        #expect(kind.schema.forms.isEmpty == (kind.schema.role == .choice))
    }

    @Test func everyRowIsOnceInTheTable() {
        let names = ViewTable.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(
            ViewTable.all.count == ViewKind.allCases.count + 1 + ViewTable.aliasKinds.count,
            "the kinds, ForEach and the other names")
        #expect(
            ViewTable.all.filter { $0.kind == nil && $0.aliasOf == nil }.map(\.role) == [.expanded])
    }

    @Test(arguments: ViewTable.all)
    func theCatalogIsTheRowsProjection(_ row: ViewSchema) {
        let entry = ViewCatalog.views[row.name]
        #expect(entry?.signatures == (row.forms.isEmpty ? nil : row.forms))
        #expect(entry?.name == (row.forms.isEmpty ? nil : row.name))
    }

    @Test func theCatalogHasNoViewWithoutARow() {
        #expect(Set(ViewCatalog.views.keys) == Set(Self.named.map(\.name)))
    }

    /// A container's every form takes the closure that becomes its
    /// children, a control's the label closure or a title; no other view
    /// has that closure.
    @Test(arguments: named)
    func childrenComeFromTheChildClosure(_ row: ViewSchema) {
        for form in row.forms {
            let closure = form.parameters.first { $0.archiveName == row.role.childClosure }
            let hasClosure = closure?.type == .view && closure?.optional == false
            let hasTitle = form.parameters.contains { $0.archiveName == .title }
            switch row.role {
            case .container, .expanded: #expect(hasClosure, "\(row.name)\(form.spelling)")
            // A control's template takes both: its title and its label closure.
            case .control where row.surfaces == .controls:
                #expect(hasClosure, "\(row.name)\(form.spelling)")
            case .control: #expect(hasClosure != hasTitle, "\(row.name)\(form.spelling)")
            // `AxisMarks { value in ... }`: the marks drawn at each value, or the default ones.
            case .axis: #expect(closure == nil || closure?.type == .view, "\(row.name)")
            default: #expect(closure == nil, "\(row.name)\(form.spelling)")
            }
        }
    }

    @Test(arguments: named)
    func hoverReadsTheRow(_ row: ViewSchema) {
        let hover = CatalogHelp.view(row.name) ?? ""
        #expect(hover.contains(row.hover))
        #expect(hover.contains("every widget family") == (row.surfaces == .everywhere))
        #expect(hover.contains("interactive from") == (row.surfaces == .interactive))
        #expect(hover.contains("one tap target") == (row.surfaces == .links))
    }

    @Test(arguments: ViewKind.allCases)
    func theRoleAnswersTheKindsQuestions(_ kind: ViewKind) {
        #expect(kind.role == kind.schema.role)
        #expect(kind.name == kind.schema.name)
        #expect(kind.isShape == (kind.schema.role == .shape))
        #expect(kind.isGradient == (kind.schema.role == .gradient))
        #expect(ModifierTargets.shapes.kinds.contains(kind) == kind.isShape)
    }

    /// What the format document lists for each view: the argument names
    /// of its row's lines, and `children`.
    static let documented: [String: Set<String>] = {
        let url = repositoryRoot.appendingPathComponent("Docs/ArchiveFormat.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard let arguments = text.range(of: "## Arguments of every view and modifier"),
            let views = text.range(of: "### Views\n", range: arguments.upperBound..<text.endIndex),
            let start = text.range(
                of: SchemaDocument.markers("views").end, range: views.upperBound..<text.endIndex),
            let end = text.range(of: "### Modifiers", range: start.upperBound..<text.endIndex)
        else { return [:] }
        return table(text[start.upperBound..<end.lowerBound])
    }()

    private static func table(_ section: Substring) -> [String: Set<String>] {
        var listed: [String: Set<String>] = [:]
        var current: [String] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, cells[1] != "kind", !cells[1].hasPrefix("---") else { continue }
            if !cells[1].isEmpty { current = codeSpans(cells[1]) }
            let names = cells[2] == "children" ? ["children"] : codeSpans(cells[2])
            for view in current { listed[view, default: []].formUnion(names) }
        }
        return listed
    }

    private static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The names a view's archive holds, as its row says, and `children`
    /// where it has them; `ForEach` is expanded and holds nothing.
    private static func archived(_ row: ViewSchema) -> Set<String> {
        guard row.role != .expanded else { return [] }
        var names = Set((row.archivedAs ?? row.argumentNames).map(\.rawValue))
        if names.remove(row.role.childClosure.rawValue) != nil || row.role == .choice {
            names.insert("children")
        }
        return names
    }

    /// The rows the format document lists: other names are archived as
    /// the view they name.
    static let archivedRows = ViewTable.all.filter { $0.aliasOf == nil }

    @Test(arguments: archivedRows)
    func theFormatDocumentListsWhatTheRowArchives(_ row: ViewSchema) {
        #expect(Self.documented[row.name] == Self.archived(row), "\(row.name)")
    }

    @Test func theFormatDocumentListsNoOtherView() {
        #expect(Set(Self.documented.keys) == Set(Self.archivedRows.map(\.name)))
    }
}

extension ViewSchema: CustomTestStringConvertible {
    /// The view's name.
    public var testDescription: String { name }
}

/// Readers check each view's arguments against its row: a value of another
/// type is a typed error, in the binary and the JSON form alike.
@Suite struct ViewValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: ViewKind
        let name: String
        let value: ArchiveValue
        var testDescription: String { "\(kind.name) \(name) \(value)" }
    }

    static let wrong: [Case] = [
        Case(kind: .vStack, name: "spacing", value: .string("wide")),
        Case(kind: .image, name: "systemName", value: .number(1)),
        Case(kind: .gauge, name: "value", value: .keyword("full")),
        Case(kind: .link, name: "destination", value: .bool(true)),
        Case(kind: .roundedRectangle, name: "cornerRadius", value: .string("4")),
    ]

    static let right: [Case] = [
        Case(kind: .vStack, name: "spacing", value: .number(4)),
        Case(kind: .spacer, name: "minLength", value: .null),
        Case(kind: .image, name: "systemName", value: .string("star")),
        Case(kind: .zStack, name: "aNameFromANewerWDL", value: .string("ignored")),
        Case(kind: .text, name: "text", value: .text(ArchiveText(plain: "a"))),
    ]

    static func archive(_ test: Case) -> Archive {
        let view = ArchivedView(test.kind, arguments: ArchiveArguments([(test.name, test.value)]))
        let metadata = ArchiveMetadata(
            declaration: .widget, name: "W", kind: "W", surfaces: [.family(.systemSmall)])
        return Archive(
            metadata: metadata,
            entries: [ArchiveEntry(date: Date(timeIntervalSince1970: 0), trees: [[view]])])
    }

    @Test(arguments: wrong)
    func rejectsAValueOfAnotherType(_ test: Case) {
        expectBothReadersRefuse(
            Self.archive(test), problem: "\(test.kind.name)'s '\(test.name)' holds")
    }

    @Test(arguments: right)
    func acceptsTheRowsTypesNilAndUnknownNames(_ test: Case) throws {
        let archive = Self.archive(test)
        #expect(try ArchiveDecoder.decode(ArchiveEncoder.encode(archive)) == archive)
        #expect(try ArchiveJSON.decode(ArchiveJSON.encode(archive)) == archive)
    }
}

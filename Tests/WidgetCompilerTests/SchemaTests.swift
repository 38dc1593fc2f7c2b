import Foundation
import Testing
import WidgetArchive
import WidgetSnapshots
import WidgetSyntax

@testable import WidgetCompiler

/// The schema (`ModifierTable`) is the one table of modifiers: the catalog
/// is its projection, hover reads its rows, the archive format document is
/// written from it, and readers check archives against it.
@Suite struct SchemaTests {
    @Test(arguments: ModifierKind.allCases)
    func everyKindHasItsRow(_ kind: ModifierKind) {
        #expect(kind.schema.kind == kind)
        #expect(!kind.schema.forms.isEmpty)
        #expect(kind.schema.hover.hasSuffix("."))
    }

    @Test(arguments: ModifierKind.allCases)
    func theCatalogIsTheRowsProjection(_ kind: ModifierKind) {
        #expect(ModifierCatalog.modifiers[kind.name]?.signatures == kind.schema.forms)
        #expect(
            ModifierCatalog.targets[kind.name]
                == kind.schema.targets.map { Set($0.kinds.map(\.name)) })
    }

    /// Every label a view or modifier archives under is an `ArgumentName`
    /// (or the parameter names one), so no label falls back to `value`;
    /// `Text` and `Color` read their labels themselves.
    @Test func everyArchivedLabelIsAnArgumentName() {
        let views = ViewCatalog.views.filter {
            $0.key != ViewKind.text.name && $0.key != ViewKind.color.name
        }.values
        for entry in Array(views) + Array(ModifierCatalog.modifiers.values) {
            for parameter in entry.signatures.flatMap(\.parameters)
            where parameter.internalName == nil {
                guard let label = parameter.label else { continue }
                #expect(
                    ArgumentName(rawValue: label) != nil,
                    "\(entry.name)(\(label):) archives under no ArgumentName")
            }
        }
    }

    /// No view is both in the catalog and refused as not working in widgets.
    @Test func nothingTheCatalogHasIsRefused() {
        #expect(Set(NotInWidgets.views.keys).isDisjoint(with: ViewKind.allCases.map(\.name)))
    }

    /// A refusal written for a modifier the schema has is left out (a row
    /// wins over it), and every other refusal is kept.
    @Test func theSchemaWinsOverARefusal() {
        let written = ["fontWidth": "not drawn", "sheet": "presents nothing", "x": "unknown"]
        #expect(
            NotInWidgets.withoutSchemaRows(written)
                == ["sheet": "presents nothing", "x": "unknown"])
    }

    @Test func theCatalogHasNoModifierWithoutARow() {
        #expect(Set(ModifierCatalog.modifiers.keys) == Set(ModifierKind.allCases.map(\.name)))
    }

    @Test(arguments: ModifierKind.allCases)
    func hoverReadsTheRow(_ kind: ModifierKind) {
        let hover = CatalogHelp.modifier(kind.name) ?? ""
        #expect(hover.contains(kind.schema.hover))
        if kind.schema.surfaces != .everywhere {
            #expect(hover.contains(kind.schema.surfaces.summary))
        }
        #expect(
            hover.contains("Drawn approximately: ") == (kind.schema.approximation != nil),
            "hover says how a still render approximates it exactly when the row does")
        if let approximation = kind.schema.approximation {
            #expect(hover.contains(approximation))
        }
    }

    /// Every keyword a parameter's set names is one the instantiation
    /// accepts for that parameter, and a name outside it is an error.
    @Test(arguments: ModifierKind.allCases)
    func keywordParametersAcceptTheirSet(_ kind: ModifierKind) throws {
        for parameter in kind.schema.forms.flatMap(\.parameters) {
            guard let set = parameter.keywords else { continue }
            let call = parameter.label.map { "\($0): ." } ?? "."
            // The bodies are iOS widgets: a style iOS lacks (`.checkbox`) is an error there.
            for spelling in set.spellings
            where !spelling.contains(".")
                && StyleTable.row(kind, spelling)?.unavailable.contains(.iOS) != true
            {
                let body = Self.body(kind, call + spelling)
                guard let body else { continue }
                #expect(checkErrors(body).isEmpty, "\(body)")
            }
            // A `.value` parameter (`contentTransition`) keeps any name, as it keeps calls.
            if parameter.type != .value, let body = Self.body(kind, call + "notAKeyword") {
                #expect(!checkErrors(body).isEmpty, "\(body)")
            }
        }
    }

    /// A body using `kind` with one argument, for the modifiers a plain
    /// `Text` or `Image` takes that way; nil for the others.
    private static func body(_ kind: ModifierKind, _ argument: String) -> String? {
        guard kind.schema.forms.contains(where: { $0.parameters.count == 1 }) || kind == .resizable
        else { return nil }
        switch kind.schema.targets {
        case .images?: return "Image(systemName: \"star\").\(kind.name)(\(argument))"
        case .shapes?: return nil
        case .marks?:
            return
                "Chart { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2)).\(kind.name)(\(argument)) }"
        case nil: return "Text(\"a\").\(kind.name)(\(argument))"
        }
    }

    private func checkErrors(_ body: String) -> [Diagnostic] {
        let source = """
            widget W {
                kind: "W"
                families: [.systemSmall]
                platform: .iOS("18.0")
                body {
                    \(body)
                        .containerBackground(for: .widget) { Color.white }
                }
            }
            """
        return Pipeline.analyze(SourceFile(path: "W.wdl", text: source)).diagnostics.filter {
            $0.severity == .error
        }
    }
}

/// Readers check each modifier's arguments against the schema: a value of
/// another type is a typed error, in the binary and the JSON form alike.
@Suite struct SchemaValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: ModifierKind
        let name: String
        let value: ArchiveValue
        var testDescription: String { "\(kind.name) \(name) \(value)" }

        init(kind: ModifierKind, name: ArgumentName, value: ArchiveValue) {
            self.init(kind: kind, raw: name.rawValue, value: value)
        }

        init(kind: ModifierKind, raw name: String, value: ArchiveValue) {
            self.kind = kind
            self.name = name
            self.value = value
        }
    }

    static let wrong: [Case] = [
        Case(kind: .fontDesign, name: .value, value: .number(3)),
        Case(kind: .lineSpacing, name: .value, value: .keyword("wide")),
        Case(kind: .truncationMode, name: .value, value: .bool(true)),
        Case(kind: .frame, name: .width, value: .string("wide")),
        Case(kind: .padding, name: .edges, value: .number(4)),
        Case(kind: .foregroundStyle, name: .value, value: .date(Date(timeIntervalSince1970: 0))),
        Case(kind: .lineLimit, name: .value, value: .string("2")),
    ]

    static let right: [Case] = [
        Case(kind: .fontDesign, name: .value, value: .keyword("rounded")),
        Case(kind: .fontDesign, name: .value, value: .keyword("a newer design")),
        Case(kind: .lineSpacing, name: .value, value: .number(4)),
        Case(kind: .lineLimit, name: .value, value: .null),
        Case(kind: .lineLimit, name: .value, value: .numberRange(2, 3)),
        Case(kind: .frame, raw: "aNameFromANewerWDL", value: .string("ignored")),
        Case(kind: .foregroundStyle, name: .value, value: .color(ArchiveColor(.system("red")))),
    ]

    static func archive(_ test: Case) -> Archive {
        let view = ArchivedView(
            .text,
            arguments: ArchiveArguments([
                (ArgumentName.text.rawValue, .text(ArchiveText(plain: "a")))
            ]),
            modifiers: [
                ArchivedModifier(test.kind, arguments: ArchiveArguments([(test.name, test.value)]))
            ])
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
    func acceptsTheSchemasTypesNilAndUnknownNames(_ test: Case) throws {
        let archive = Self.archive(test)
        #expect(try ArchiveDecoder.decode(ArchiveEncoder.encode(archive)) == archive)
    }
}

/// `Docs/ArchiveFormat.md`'s view, modifier, keyword-set, style and
/// environment-key tables are written from the schema. Recording
/// (`WDL_RECORD_SNAPSHOTS=1`) rewrites them and fails, like every golden;
/// a later run verifies.
@Suite struct SchemaDocumentTests {
    @Test func theFormatDocumentIsTheSchemas() throws {
        let url = repositoryRoot.appendingPathComponent("Docs/ArchiveFormat.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        for part in ["views", "modifiers", "keyword sets", "styles", "environment keys"] {
            let (begin, end) = SchemaDocument.markers(part)
            #expect(
                document.contains(begin) && document.contains(end),
                "the document has lost its \(part) markers")
        }
        let outcome = try GoldenFile(url).check(
            SchemaDocument.regenerated(document), record: GoldenFile.isRecordingRequested())
        if let failure = outcome.failureMessage(for: url.path) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: ViewTable.all.map(\.name))
    func everyViewRowIsInTheDocument(_ name: String) throws {
        let row = try #require(ViewTable.all.first { $0.name == name })
        let line = SchemaDocument.viewTable.split(separator: "\n").first {
            $0.hasPrefix("| `\(name)` |")
        }
        #expect(line?.contains(row.hover) == true)
        for form in row.forms { #expect(line?.contains("`\(name)\(form.spelling)`") == true) }
        #expect(
            line?.contains(row.kind.map { String(format: "`%02X`", $0.rawValue) } ?? "—") == true)
    }

    @Test(arguments: ModifierKind.allCases)
    func everyRowIsInTheDocument(_ kind: ModifierKind) {
        #expect(SchemaDocument.modifierTable.contains("| `\(kind.name)` |"))
        #expect(SchemaDocument.modifierTable.contains(kind.schema.hover))
    }
}

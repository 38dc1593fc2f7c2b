import Foundation
import Testing
import WidgetArchive

@testable import WidgetCompiler

/// The vocabulary of WidgetArchive is the one copy of every closed set:
/// its spellings are the archive's, the compiler accepts exactly them, and
/// every argument name a renderer reads is one the instantiation writes.
@Suite struct VocabularyTests {
    /// Every set of the compiler's keyword table is a set of the
    /// vocabulary (`KeywordSet.vocabulary`, which the schema and the format
    /// document list): the compiler accepts exactly the spellings renderers
    /// read. The spellings themselves are pinned by the document's
    /// generated keyword table, so a renamed case fails `SchemaDocumentTests`.
    @Test func everyTableSetIsAVocabularySet() {
        let sets = KeywordSet.vocabulary.map(\.spellings)
        for (key, names) in Keywords.table { #expect(sets.contains(names), "\(key)") }
        #expect(Set(KeywordSet.vocabulary.map(\.name)).count == KeywordSet.vocabulary.count)
    }

    @Test func shapeStylesColoursAndEnvironmentKeysComeFromTheVocabulary() {
        #expect(ShapeStyleConversion.keywords == Set(ShapeStyleKeyword.allCases.map(\.rawValue)))
        #expect(ColorParsing.systemColors == Set(SystemColor.allCases.map(\.rawValue)))
        #expect(
            EnvironmentCondition.keys["renderingMode"]
                == .some(["fullColor", "accented", "vibrant"]))
        #expect(EnvironmentCondition.keys["colorScheme"] == .some(["light", "dark"]))
        for flag in ["showsBackground", "isLuminanceReduced", "isStale", "showsWidgetLabel"] {
            #expect(EnvironmentCondition.keys[flag] == .some(nil))
        }
        #expect(EnvironmentCondition.keys.count == EnvironmentKey.allCases.count)
    }

    @Test(arguments: WidgetFamily.allCases)
    func capabilityModesAreTheSharedTable(_ family: WidgetFamily) {
        #expect(
            CapabilityTable.capabilities(of: family).renderingModes == Set(family.renderingModes))
        #expect(Set(family.renderingModes).count == family.renderingModes.count)
    }

    /// Every name the instantiation writes: the catalog's archive names and
    /// the names ArchivedViewBuilder writes itself (`arguments[.text] = ...`).
    /// `Text` and `Color` are built by their own functions, which write one
    /// argument each (`text`, `color`), not their parameters.
    static let writtenNames: Set<String> = {
        var names = Set<String>()
        let views = ViewCatalog.views.filter {
            $0.key != ViewKind.text.name && $0.key != ViewKind.color.name
        }.values
        for entry in Array(views) + Array(ModifierCatalog.modifiers.values) {
            for signature in entry.signatures {
                for parameter in signature.parameters {
                    names.insert(parameter.archiveName.rawValue)
                }
            }
        }
        let builder = sourceText("Sources/WidgetCompiler/Instantiation/ArchivedViewBuilder.swift")
        names.formUnion(matches(of: #"arguments\[\.`?(\w+)`?\] ="#, in: builder))
        return names
    }()

    /// Every `ArgumentName` constant the renderer uses: `arguments[.name]`,
    /// `view[.name]`, `modifier[.name]`, `number(.name)`,
    /// `keyword(.name, as:)`, `ArgumentName.name`.
    static let readNames: Set<String> = {
        let folder = repositoryRoot.appendingPathComponent("Sources/WidgetRender")
        let files =
            FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter
        { $0.hasSuffix(".swift") } ?? []
        var names = Set<String>()
        for file in files {
            let text = sourceText("Sources/WidgetRender/" + file)
            for pattern in [
                #"(?:arguments|view|modifier)\[\.`?(\w+)`?\]"#, #"number\(\.`?(\w+)`?\)"#,
                #"keyword\(\.`?(\w+)`?,"#, #"ArgumentName\.`?(\w+)`?"#,
            ] {
                names.formUnion(matches(of: pattern, in: text))
            }
        }
        return names
    }()

    @Test func everyNameTheRendererReadsIsWritten() {
        #expect(Self.readNames.count >= 30, "the scan found \(Self.readNames.sorted())")
        #expect(
            Self.readNames.subtracting(Self.writtenNames).isEmpty,
            "read but never written: \(Self.readNames.subtracting(Self.writtenNames).sorted())")
    }

    @Test func everyNameWrittenIsAConstant() {
        let known = Set(ArgumentName.allCases.map(\.rawValue))
        #expect(
            Self.writtenNames.subtracting(known).isEmpty,
            "written but not an ArgumentName: \(Self.writtenNames.subtracting(known).sorted())")
        #expect(
            known.subtracting(Self.writtenNames).isEmpty,
            "a constant nothing writes: \(known.subtracting(Self.writtenNames).sorted())")
    }

    private static func sourceText(_ path: String) -> String {
        (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8))
            ?? ""
    }

    private static func matches(of pattern: String, in text: String) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }
}

/// `Docs/ArchiveFormat.md` lists the arguments of every view and modifier
/// kind and every keyword set, so a second renderer can be written from it.
@Suite struct ArchiveFormatArgumentTests {
    static let section: String = {
        let text =
            (try? String(
                contentsOf: repositoryRoot.appendingPathComponent("Docs/ArchiveFormat.md"),
                encoding: .utf8)) ?? ""
        guard let start = text.range(of: "## Arguments of every view and modifier") else {
            return ""
        }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }()

    /// The names in the first column of the section's table rows.
    static let kindsListed: Set<String> = {
        var names = Set<String>()
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for name in cell.split(separator: ",") {
                names.insert(
                    name.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                        in: CharacterSet(charactersIn: "`")))
            }
        }
        return names
    }()

    @Test(arguments: ViewKind.allCases)
    func namesEveryViewKind(_ kind: ViewKind) {
        #expect(Self.kindsListed.contains(kind.name))
    }

    @Test(arguments: ModifierKind.allCases)
    func namesEveryModifierKind(_ kind: ModifierKind) {
        #expect(Self.kindsListed.contains(kind.name))
    }

    @Test(arguments: ArgumentName.allCases)
    func namesEveryArgument(_ name: ArgumentName) {
        #expect(Self.section.contains("`\(name.rawValue)`"))
    }

    @Test(arguments: KeywordSet.vocabulary)
    func listsEveryKeywordSet(_ set: KeywordSet) {
        #expect(
            Self.section.contains(
                "| `\(set.name)` | " + set.spellings.map { "`\($0)`" }.joined(separator: ", ")
                    + " |"))
    }
}

import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// SF Symbols: the name table and its outlines, sizes, baselines and the
/// SVG that draws them.
@Suite struct SymbolTests {
    // MARK: The table

    @Test func everyMappedIconHasAnOutline() {
        let missing = Set(SymbolNames.table.map(\.icon)).filter { SymbolPaths.icons[$0] == nil }
        #expect(missing.isEmpty, "no outline for \(missing.sorted())")
    }

    @Test func theTableMapsAtLeast300NamesOnce() {
        #expect(SymbolNames.table.count >= 300)
        #expect(SymbolNames.icons.count == SymbolNames.table.count, "a name is written twice")
    }

    @Test func onlyTheMappedIconsAreShipped() {
        #expect(Set(SymbolPaths.icons.keys) == Set(SymbolNames.table.map(\.icon)))
    }

    /// Every symbol name the samples, the grammar and the README use:
    /// literal `systemName:`/`systemImage:` arguments and `symbol` values
    /// of placeholders and timelines (but the `unknown-symbol` row's
    /// example of a name that is not mapped).
    static let documentedNames: [String] = {
        let directory = repositoryRoot.appendingPathComponent("Samples")
        let samples =
            ((FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? [])
            .filter { !$0.hasPrefix("__Snapshots__") }.filter {
                $0.hasSuffix(".wdl") || $0.hasSuffix(".json")
            }.map { directory.appendingPathComponent($0) }
        let files =
            samples + ["Grammar.md", "README.md"].map { repositoryRoot.appendingPathComponent($0) }
        let pattern = try! NSRegularExpression(
            pattern: #"(?:systemName|systemImage|"?symbol"?): *"([a-z0-9.]+)""#)
        var names: Set<String> = []
        for file in files {
            let text = ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { !$0.contains("unknown-symbol") }.joined(
                    separator: "\n")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) {
                    names.insert(String(text[range]))
                }
            }
        }
        return names.sorted()
    }()

    @Test func theDocumentedNamesAreFound() {
        #expect(Self.documentedNames.count >= 12)
    }

    @Test(arguments: documentedNames)
    func documentedNameIsMapped(_ name: String) {
        #expect(SymbolNames.icon(for: name) != nil)
    }

    // MARK: Sizes

    struct SizeRow: Sendable, CustomTestStringConvertible {
        let modifiers: String
        let expected: Size
        var testDescription: String { modifiers.isEmpty ? "body" : modifiers }
    }

    /// 1.2 x 1.1 ems of the font's size, times the image scale's factor.
    static let sizes: [SizeRow] = [
        SizeRow(modifiers: "", expected: Size(20, 19)),
        SizeRow(modifiers: ".font(.system(size: 20))", expected: Size(24, 22)),
        SizeRow(modifiers: ".font(.title)", expected: Size(34, 31)),
        SizeRow(modifiers: ".font(.caption)", expected: Size(14, 13)),
        SizeRow(modifiers: ".imageScale(.small)", expected: Size(16, 15)),
        SizeRow(modifiers: ".imageScale(.large)", expected: Size(26, 24)),
        SizeRow(modifiers: ".font(.system(size: 20)).imageScale(.large)", expected: Size(31, 28)),
    ]

    @Test(arguments: sizes)
    func symbolSize(_ row: SizeRow) throws {
        let made = try layout(
            "Image(systemName: \"star.fill\")\(row.modifiers).containerBackground(for: .widget) { Color.white }"
        )
        let image = try #require(
            nodes(made.root).first { if case .image = $0.kind { true } else { false } })
        #expect(image.frame.size == row.expected)
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let made = try layout(
            "Image(systemName: \"heart.fill\").resizable().frame(width: 60, height: 40).containerBackground(for: .widget) { Color.white }"
        )
        let svg = SVGRenderer.render(made)
        let image = try #require(
            nodes(made.root).first { if case .image = $0.kind { true } else { false } })
        #expect(image.frame.size == Size(60, 40))
        // The icon is the largest square in the frame: 40 pt of 16 units.
        #expect(svg.contains("scale(2.5)"))
    }

    // MARK: Baselines

    /// On a first-text-baseline HStack, a body symbol beside title text is
    /// centred on the title's baseline less half the symbol font's cap height.
    @Test func aSymbolSitsOnTheTextBaseline() throws {
        let made = try layout(
            "HStack(alignment: .firstTextBaseline) { Image(systemName: \"star.fill\"); Text(\"Title\").font(.title) }.containerBackground(for: .widget) { Color.white }"
        )
        let image = try #require(
            nodes(made.root).first { if case .image = $0.kind { true } else { false } })
        let text = try #require(
            nodes(made.root).first { if case .text = $0.kind { true } else { false } })
        let title = TextStyles.font(for: .title)
        let textBaseline = text.frame.y + title.baseline
        let capMiddle = textBaseline - ResolvedFont.body.size * SymbolMetrics.capHeightEms / 2
        #expect(abs(image.frame.y + image.frame.height / 2 - capMiddle) < 0.01)
    }

    @Test func aLabelsIconIsCentredOnItsTitlesCaps() throws {
        let made = try layout(
            "Label(\"Two lines of a long title that wraps\", systemImage: \"clock\").frame(width: 120).containerBackground(for: .widget) { Color.white }"
        )
        let image = try #require(
            nodes(made.root).first { if case .image = $0.kind { true } else { false } })
        let text = try #require(
            nodes(made.root).first { if case .text = $0.kind { true } else { false } })
        #expect((text.textLayout?.lines.count ?? 0) > 1)
        let body = ResolvedFont.body
        let capMiddle = text.frame.y + body.baseline - body.size * SymbolMetrics.capHeightEms / 2
        #expect(abs(image.frame.y + image.frame.height / 2 - capMiddle) < 0.01)
    }

    // MARK: Drawing

    struct DrawRow: Sendable, CustomTestStringConvertible {
        let name: String
        let modifiers: String
        /// Text the SVG must contain.
        let contains: [String]
        /// Text it must not.
        let lacks: [String]
        var testDescription: String { name + modifiers }
    }

    static let drawing: [DrawRow] = [
        DrawRow(
            name: "heart.fill", modifiers: "",
            contains: ["<title>heart.fill</title>", SymbolPaths.icons["heart-fill"]!],
            lacks: ["stroke-width"]),
        DrawRow(
            name: "heart.fill", modifiers: ".foregroundStyle(.red)", contains: ["fill=\"#FF3B30\""],
            lacks: []),
        DrawRow(
            name: "bolt.fill", modifiers: ".fontWeight(.bold)",
            contains: [SymbolPaths.icons["lightning-fill"]!, "stroke-width=\"0.5\""], lacks: []),
        DrawRow(
            name: "bolt.fill", modifiers: ".fontWeight(.light)",
            contains: [SymbolPaths.icons["lightning-fill"]!], lacks: ["stroke-width"]),
        // An unknown name keeps the placeholder: a rounded square and a dot.
        DrawRow(
            name: "sailboat.fill", modifiers: "",
            contains: ["<title>sailboat.fill</title>", "<circle"], lacks: ["<path"]),
    ]

    @Test(arguments: drawing)
    func symbolSVG(_ row: DrawRow) throws {
        let made = try layout(
            "Image(systemName: \"\(row.name)\")\(row.modifiers).containerBackground(for: .widget) { Color.white }"
        )
        let svg = SVGRenderer.render(made)
        for text in row.contains { #expect(svg.contains(text), "\(text.prefix(60))") }
        for text in row.lacks { #expect(!svg.contains(text), "\(text)") }
    }
}

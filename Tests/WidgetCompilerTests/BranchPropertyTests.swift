import Foundation
import Testing
import WidgetCorpus
import WidgetSyntax

@testable import WidgetCompiler

/// A widget file with its placeholder's data varied so that every branch
/// of its bodies is taken by some variant: each Bool both ways, each
/// optional nil and present, each String through the literals the file
/// compares it with or switches it over. Variants are texts: the
/// placeholder's values are spliced in by their source ranges.
enum PlaceholderVariants {
    /// The most variants made of one file, so the suite stays fast.
    static let cap = 24

    /// The file's variants, the original not included.
    static func variants(of text: String) -> [String] {
        let syntax = WDLParser.parse(SourceFile(path: "v.wdl", text: text)).syntax
        let literals = caseLiterals(in: text)
        var records: [String: [Field]] = [:]
        for case .record(let decl) in syntax.declarations {
            records[decl.name.name] = Array(decl.fields)
        }
        var edits: [[Edit]] = []
        for case .widget(let decl) in syntax.declarations {
            guard let (schema, placeholder) = entryAndPlaceholder(decl) else { continue }
            let choices = slots(schema, placeholder, records: records, literals: literals)
            // Each choice alone, then every field at its first and at its last choice.
            edits += choices.flatMap { $0.map { [$0] } }
            edits.append(choices.compactMap(\.first))
            edits.append(choices.compactMap(\.last))
        }
        return edits.filter { !$0.isEmpty }.prefix(cap).map { apply($0, to: text) }
    }

    /// One placeholder field's new text, replacing its value or added
    /// before the placeholder's closing brace.
    struct Edit {
        let range: SourceRange
        let text: String

        init(field: String, in placeholder: RecordValue, text: String) {
            if let written = placeholder.fields.first(where: { $0.name.name == field }) {
                range = written.value.range
                self.text = text
            } else {
                range = SourceRange(
                    start: placeholder.range.end - 1, end: placeholder.range.end - 1)
                self.text = "\(field): \(text)\n"
            }
        }
    }

    private static func entryAndPlaceholder(_ decl: ContainerDecl) -> ([Field], RecordValue)? {
        var schema: [Field]?
        var placeholder: RecordValue?
        for member in decl.members {
            switch member.kind {
            case .entry(let fields): schema = Array(fields)
            case .placeholder(let record): placeholder = record
            default: break
            }
        }
        guard let schema, let placeholder else { return nil }
        return (schema, placeholder)
    }

    /// Every value that can vary in a record and the records inside it
    /// (a struct field, each element of an array of structs): per slot,
    /// its edits.
    private static func slots(
        _ schema: [Field], _ record: RecordValue, records: [String: [Field]], literals: [String]
    ) -> [[Edit]] {
        var result: [[Edit]] = []
        for field in schema {
            result.append(
                options(for: field, in: record, literals: literals).map {
                    Edit(field: field.name.name, in: record, text: $0)
                })
            guard
                let written = record.fields.first(where: { $0.name.name == field.name.name })?.value
            else { continue }
            for (name, value) in nested(field.type, written) {
                guard let fields = records[name], case .record(let inner) = value.kind else {
                    continue
                }
                result += slots(fields, inner, records: records, literals: literals)
            }
        }
        return result.filter { !$0.isEmpty }
    }

    /// The struct values written for a field: itself, or its array's elements.
    private static func nested(_ type: TypeSyntax, _ value: Value) -> [(String, Value)] {
        switch (type.kind, value.kind) {
        case (.named(let name), _): return [(name, value)]
        case (.optional(let wrapped), _): return nested(wrapped, value)
        case (.array(let element), .array(let elements)):
            return elements.flatMap { nested(element, $0) }
        default: return []
        }
    }

    /// The values a field takes across the variants, as source text.
    private static func options(for field: Field, in placeholder: RecordValue, literals: [String])
        -> [String]
    {
        switch field.type.kind {
        case .named("Bool"): return ["true", "false"]
        case .named("String"): return literals.map { "\"\($0)\"" }
        case .optional(let wrapped):
            let written = placeholder.fields.first { $0.name.name == field.name.name }
            let present: [String]
            if let written, written.value.kind != .null {
                present = []
            } else {
                present = sample(wrapped, literals: literals)
            }
            return ["nil"] + present
        default: return []
        }
    }

    /// A present value of a simple type, or none for a type with no sample here.
    private static func sample(_ type: TypeSyntax, literals: [String]) -> [String] {
        guard case .named(let name) = type.kind else { return [] }
        switch name {
        case "Bool": return ["true", "false"]
        case "String": return ["\"x\""] + literals.map { "\"\($0)\"" }
        case "Int": return ["1"]
        case "Double": return ["0.5"]
        case "Date": return ["\"2026-11-21T09:00:00Z\""]
        case "URL": return ["\"https://example.com\""]
        default: return []
        }
    }

    /// The string literals a file compares with or switches over.
    static func caseLiterals(in text: String) -> [String] {
        var found: [String] = []
        for match in text.matches(of: #/(?:case|==|!=)\s*"([^"\\]*)"/#)
        where !found.contains(String(match.1)) {
            found.append(String(match.1))
        }
        return found
    }

    private static func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(
                Int(edit.range.start)..<Int(edit.range.end), with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The checker is sound for value and family rules: whatever the
/// placeholder's data, compiling a file that `check` accepted finds no
/// error. Faults no checker can see before the data, because Swift would
/// trap on them at run time too, are left out: a force-unwrapped nil, an
/// index past the end, a division by zero, a `ForEach` too long to draw.
@Suite struct BranchPropertyTests {
    static let dataFaults: Set<DiagnosticID> = [
        .nilValue, .indexOutOfRange, .arithmeticError, .expansionLimit,
    ]

    static let cases: [PipelineCase] =
        PipelineCase.written
        + WidgetCorpus.make(widgets: 12).wdlWidgets.enumerated().map {
            PipelineCase(name: "corpus widget \($0)", text: $1)
        }
        + [PipelineCase(name: "issue 23", text: BranchPropertyTests.issue23)]

    @Test(arguments: cases)
    func compileFindsNothingCheckDidNot(_ source: PipelineCase) throws {
        guard !Pipeline.analyze(SourceFile(path: source.name, text: source.text)).hasErrors else {
            return
        }
        for variant in PlaceholderVariants.variants(of: source.text) {
            let parsed = WDLParser.parse(SourceFile(path: source.name, text: variant))
            // A variant whose own placeholder does not fit its schema is not a case.
            guard parsed.diagnostics.isEmpty, !Checker.check(parsed.syntax).containsErrors else {
                continue
            }
            for name in Pipeline.containerNames(parsed.syntax) {
                let result = try Instantiator.instantiate(
                    parsed.syntax, options: InstantiationOptions(declaration: name))
                let errors = result.diagnostics.filter {
                    $0.severity == .error && !Self.dataFaults.contains($0.id)
                }
                #expect(
                    errors.isEmpty,
                    "\(source.name) '\(name)': \(errors.map(\.message.text))\n\(variant)")
            }
        }
    }

    /// The generator takes each branch: a Bool both ways, an optional
    /// nil and present, a String through the literals it is compared with.
    @Test func variantsCoverEachBranch() {
        let variants = PlaceholderVariants.variants(of: Self.varied)
        #expect(
            variants.contains { $0.contains("flag: true") }
                && variants.contains { $0.contains("flag: false") })
        #expect(
            variants.contains { $0.contains("note: nil") }
                && variants.contains { $0.contains("note: \"x\"") })
        #expect(
            variants.contains { $0.contains("mode: \"a\"") }
                && variants.contains { $0.contains("mode: \"b\"") })
    }

    /// The property has work to do: the samples and the corpus have
    /// placeholders with branches to vary.
    @Test func samplesAndCorpusHaveVariants() {
        let counts = Self.cases.map { PlaceholderVariants.variants(of: $0.text).count }
        #expect(counts.filter { $0 > 0 }.count >= 10, "\(counts)")
        #expect(counts.reduce(0, +) >= 100, "\(counts)")
    }

    /// The property finds what compile finds on a branch the placeholder
    /// skips: flipping the flag compiles the redaction with an unknown reason.
    @Test func variantsReachASkippedBranch() throws {
        let source = Self.varied.replacingOccurrences(
            of: "Text(\"b\")",
            with: "Text(\"b\")\n            if entry.flag { Text(\"x\").redacted(reason: .secret) }"
        )
        let found = try PlaceholderVariants.variants(of: source).flatMap { variant in
            try Instantiator.instantiate(
                WDLParser.parse(SourceFile(path: "v.wdl", text: variant)).syntax
            ).diagnostics.map(\.id)
        }
        #expect(found.contains(.invalidValue))
    }

    /// The issue's widget, fixed: it checks clean and compiles in every variant.
    static let issue23 = """
        view Row(title: String) {
            Text(title)
        }

        widget W {
            kind: "W"
            families: [.accessoryInline, .systemSmall]
            platform: .iOS("17.0")
            entry {
                title: String
                flag: Bool
                mode: String
            }
            placeholder {
                title: "Hi"
                flag: false
                mode: "small"
            }
            body {
                VStack {
                    if entry.flag {
                        Text("x").redacted(reason: .placeholder)
                    }
                    switch entry.mode {
                    case "large": Text("large")
                    default: Row(title: entry.title)
                    }
                }
                .containerBackground(.white, for: .widget)
            }
        }
        """

    static let varied = """
        widget V {
            kind: "V"
            families: [.systemSmall]
            entry {
                flag: Bool
                note: String?
                mode: String
            }
            placeholder {
                flag: false
                mode: "a"
            }
            body {
                if entry.mode == "b" { Text("b") }
            }
        }
        """
}

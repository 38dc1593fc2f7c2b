import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Parses `text` as a file named `test.wdl`.
func parse(_ text: String, options: ParseOptions = ParseOptions()) -> ParseResult {
    WDLParser.parse(SourceFile(path: "test.wdl", text: text), options: options)
}

/// Each diagnostic as `line:column id`, in source order.
func summary(_ diagnostics: [Diagnostic], in text: String) -> [String] {
    let converter = SourceLocationConverter(file: SourceFile(path: "test.wdl", text: text))
    return diagnostics.sortedByPosition().map {
        "\(converter.location(of: $0.range.start)) \($0.id)"
    }
}

/// Wraps view statements in a minimal widget body.
func widget(body: String) -> String {
    "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    body {\n\(body)\n    }\n}\n"
}

/// Expects `text` to parse clean, its canonical printing to parse to the
/// same tree, and that printing to hold each of `written`: a Swift form
/// printed as written.
func expectPrintingKeeps(_ text: String, _ written: [String]) {
    let parsed = parse(text)
    #expect(parsed.diagnostics.isEmpty)
    let printed = SyntaxPrinter.print(parsed.syntax)
    let reparsed = parse(printed)
    #expect(reparsed.diagnostics.isEmpty, "\(printed)")
    #expect(structure(reparsed.syntax) == structure(parsed.syntax), "\(printed)")
    for piece in written {
        #expect(printed.contains(piece), "\(piece) in \(printed)")
    }
}

/// The tree's structure without ranges: what round-trip tests compare.
func structure(_ syntax: SourceFileSyntax) -> String {
    SyntaxDumper.dump(syntax, converter: nil)
}

/// Every `.wdl` file directly in a folder of the repository, sorted.
func sampleFiles(in folder: String) -> [URL] {
    let directory = repositoryRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".wdl") }.sorted().map {
        directory.appendingPathComponent($0)
    }
}

/// Reads a repository file as a `SourceFile` named by its relative path.
func loadSource(_ url: URL) throws -> SourceFile {
    let relative = url.path.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
    return SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: url)))
}

/// A fully parenthesised rendering of an expression, to test grouping.
func grouped(_ expression: Expr) -> String {
    switch expression.kind {
    case .identifier(let name): return name.name
    case .integer(let value): return String(value)
    case .float(let value): return String(value)
    case .boolean(let value): return String(value)
    case .nilLiteral: return "nil"
    case .error: return "<error>"
    case .string(let literal): return SyntaxPrinter.quoted(literal.plainText ?? "<interpolated>")
    case .implicitMember(let name): return "." + name.name
    case .array(let elements): return "[" + elements.map(grouped).joined(separator: ", ") + "]"
    case .member(let base, let name, let optional):
        return grouped(base) + (optional ? "?." : ".") + name.name
    case .call(let call):
        let arguments = call.arguments.map {
            ($0.label.map { "\($0.name): " } ?? "") + grouped($0.value)
        }
        let closures = call.trailingClosures.map {
            ($0.label.map { " \($0.name):" } ?? "") + " {\($0.closure.body.statements.count)}"
        }
        return grouped(call.callee)
            + (call.hasParentheses ? "(" + arguments.joined(separator: ", ") + ")" : "")
            + closures.joined()
    case .subscriptAccess(let base, let arguments):
        return grouped(base) + "[" + arguments.map { grouped($0.value) }.joined(separator: ", ")
            + "]"
    case .tuple(let elements):
        return "("
            + elements.map { "\($0.label?.name ?? "_"): " + grouped($0.value) }
            .joined(separator: ", ") + ")"
    case .prefix(let op, let operand): return "(" + op.rawValue + grouped(operand) + ")"
    case .binary(let op, let left, let right):
        return "(" + grouped(left) + " " + op.rawValue + " " + grouped(right) + ")"
    case .ternary(let condition, let then, let otherwise):
        return "(" + grouped(condition) + " ? " + grouped(then) + " : " + grouped(otherwise) + ")"
    case .forceUnwrap(let operand): return "(" + grouped(operand) + "!)"
    case .closure(let closure): return "{\(closure.body.statements.count)}"
    case .keyPath(let root, let components):
        return "\\" + (root?.name ?? "") + components.map { "." + $0.name }.joined()
    case .enumPattern(let name, let elements): return ".\(name.name)(\(elements.count))"
    case .ifExpression, .switchExpression:
        return "(" + expression.branchValues.map(grouped).joined(separator: " | ") + ")"
    }
}

/// Expects both archive readers to refuse `archive`: the binary one with
/// an invalid value whose problem starts with `problem`, the JSON one
/// with any error. The schema tests of views and modifiers share it.
func expectBothReadersRefuse(
    _ archive: Archive, problem: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let bytes = ArchiveEncoder.encode(archive)
    #expect(sourceLocation: sourceLocation) {
        _ = try ArchiveDecoder.decode(bytes)
    } throws: { error in
        guard case .invalidValue(let found, _)? = error as? ArchiveDecodingError else {
            return false
        }
        return found.hasPrefix(problem)
    }
    let json = (try? ArchiveJSON.encode(archive)) ?? []
    #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
        _ = try ArchiveJSON.decode(json)
    }
}

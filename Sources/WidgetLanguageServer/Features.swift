import WidgetCompiler
import WidgetSyntax

/// The requests on a document, each a function of the document and the
/// request's parameters: the editor queries of WidgetCompiler, spelled in
/// the protocol's terms.
enum Features {
    /// The byte offset of `params.position`.
    static func offset(_ document: OpenDocument, _ params: JSONValue) throws(RequestError) -> Int {
        guard let offset = document.lines.offset(params["position"]) else {
            throw RequestError(code: -32602, message: "no valid position")
        }
        return offset
    }

    static func hover(_ document: OpenDocument, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        let syntax = document.syntax
        guard
            let (found, range) = EditorQueries.hover(
                at: try offset(document, params), in: document.file, syntax: syntax)
        else { return .null }
        var text = found
        let name = document.file.text(in: range)
        if let report = document.analysis.report,
            syntax.declarations.contains(where: { $0.name.range == range }),
            let verdicts = EditorQueries.widgetVerdicts(name, report: report)
        {
            text += "\n\nFamilies:\n" + verdicts
        }
        return [
            "contents": ["kind": "markdown", "value": .string(text)],
            "range": document.lines.range(range),
        ]
    }

    static func completion(_ document: OpenDocument, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        let items = EditorQueries.completions(
            at: try offset(document, params), in: document.file, syntax: document.syntax)
        return ["isIncomplete": false, "items": .array(items.map(ProtocolValues.completion))]
    }

    static func definition(_ document: OpenDocument, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        guard
            let range = EditorQueries.definition(
                at: try offset(document, params), in: document.file, syntax: document.syntax)
        else { return .null }
        return ProtocolValues.location(range, in: document)
    }

    static func references(_ document: OpenDocument, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        var ranges = EditorQueries.references(
            at: try offset(document, params), in: document.file, syntax: document.syntax)
        if params["context"]?["includeDeclaration"] == .bool(false) {
            ranges = Array(ranges.dropFirst())
        }
        return .array(ranges.map { ProtocolValues.location($0, in: document) })
    }

    static func symbols(_ document: OpenDocument) throws(RequestError) -> JSONValue {
        return .array(
            EditorQueries.symbols(document.syntax).map {
                ProtocolValues.symbol($0, lines: document.lines)
            })
    }

    /// One edit replacing the whole text with `wdl format`'s; a file with
    /// syntax errors is refused with the first error, as the command does.
    static func formatting(_ document: OpenDocument) throws(RequestError) -> JSONValue {
        switch SourceFormatter.format(document.file) {
        case .formatted(let text):
            guard Array(text.utf8) != document.file.bytes else { return [] }
            let whole = SourceRange(0, document.file.bytes.count)
            return [["range": document.lines.range(whole), "newText": .string(text)]]
        case .refused(let diagnostics):
            let first =
                diagnostics.first.map { "\($0.message.text) [\($0.id)]" }
                ?? "the file does not parse"
            throw RequestError(code: -32803, message: "not formatted: \(first)")
        }
    }

    /// A quick fix for every fix-it of a diagnostic that touches the range.
    static func codeActions(_ document: OpenDocument, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        guard let (start, end) = document.lines.sourceRange(params["range"]) else {
            throw RequestError(code: -32602, message: "no valid range")
        }
        var actions: [JSONValue] = []
        for diagnostic in document.analysis.diagnostics.sortedByPosition()
        where Int(diagnostic.range.start) <= end && start <= Int(diagnostic.range.end) {
            for fixIt in diagnostic.fixIts {
                let edit: JSONValue = [
                    "range": document.lines.range(fixIt.range),
                    "newText": .string(fixIt.replacement),
                ]
                actions.append([
                    "title": .string(fixIt.message), "kind": "quickfix",
                    "diagnostics": [ProtocolValues.diagnostic(diagnostic, in: document)],
                    "edit": ["changes": .object([document.uri: [edit]])],
                ])
            }
        }
        return .array(actions)
    }
}

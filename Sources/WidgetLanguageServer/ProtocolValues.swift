import WidgetCompiler
import WidgetSyntax

/// The compiler's values as the protocol spells them.
enum ProtocolValues {
    /// A diagnostic, with its family verdicts in the message and its
    /// notes as related information.
    /// A diagnostic as LSP sends it; `severity` overrides its own (the
    /// audit's findings are information).
    static func diagnostic(
        _ diagnostic: Diagnostic, in document: OpenDocument, severity override: Int? = nil
    ) -> JSONValue {
        var message = diagnostic.message.text
        if let syntax = document.analysis.syntax, let report = document.analysis.report,
            let verdicts = EditorQueries.familyVerdicts(
                for: diagnostic, syntax: syntax, report: report)
        {
            message += "\nfamilies: " + verdicts
        } else if let family = diagnostic.family {
            message += "\nin \(family)"
        }
        let related: [JSONValue] = diagnostic.notes.map { note in
            [
                "location": [
                    "uri": .string(document.uri), "range": document.lines.range(note.range),
                ], "message": .string(note.message),
            ]
        }
        var value: [String: JSONValue] = [
            "range": document.lines.range(diagnostic.range),
            "severity": .number(Double(override ?? severity(diagnostic.severity))),
            "code": .string(diagnostic.id.rawValue),
            "source": "wdl",
            "message": .string(message),
        ]
        if !related.isEmpty { value["relatedInformation"] = .array(related) }
        return .object(value)
    }

    /// Error 1, warning 2, note 3 (information).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// A document symbol and its children.
    static func symbol(_ symbol: EditorSymbol, lines: LineIndex) -> JSONValue {
        var value: [String: JSONValue] = [
            "name": .string(symbol.name),
            "kind": .number(Double(symbolKind(symbol.kind))),
            "range": lines.range(symbol.range),
            "selectionRange": lines.range(symbol.selection),
            "children": .array(symbol.children.map { self.symbol($0, lines: lines) }),
        ]
        if !symbol.detail.isEmpty { value["detail"] = .string(symbol.detail) }
        return .object(value)
    }

    /// The protocol's SymbolKind numbers.
    static func symbolKind(_ kind: EditorSymbol.Kind) -> Int {
        switch kind {
        case .widget, .activity, .control, .view: 5  // Class
        case .structure: 23  // Struct
        case .intent: 24  // Event
        case .field: 8  // Field
        case .member: 7  // Property
        }
    }

    /// A completion item.
    static func completion(_ item: EditorCompletion) -> JSONValue {
        [
            "label": .string(item.label), "kind": .number(Double(completionKind(item.kind))),
            "detail": .string(item.detail),
        ]
    }

    /// The protocol's CompletionItemKind numbers.
    static func completionKind(_ kind: EditorCompletion.Kind) -> Int {
        switch kind {
        case .view: 7  // Class
        case .modifier: 2  // Method
        case .field: 5  // Field
        case .member: 20  // EnumMember
        case .declaration: 22  // Struct
        }
    }

    /// A location in a document.
    static func location(_ range: SourceRange, in document: OpenDocument) -> JSONValue {
        ["uri": .string(document.uri), "range": document.lines.range(range)]
    }
}

import WidgetCompiler
import WidgetSyntax

/// A document to audit (`wdl audit`'s findings, shown as information):
/// the server asks, its host runs the audit off the message loop and
/// hands the findings back (`finishAudit`).
public struct AuditRequest: Sendable, Hashable {
    /// The document.
    public let uri: String
    /// Its version when it was opened, saved or edited: findings for an
    /// older version are dropped.
    public let version: Int
    /// The file's path: the timeline, catalog and images beside it are
    /// read from there.
    public let path: String
    /// The document's text as the editor has it.
    public let text: String
    /// Asked for by an edit: run once the document has stayed at this
    /// version a while (`LanguageServer.idleDelay`), not at once.
    public let waitsForIdle: Bool
}

/// The wdl language server: the Language Server Protocol's state machine.
/// It takes one message body at a time and returns the messages to send
/// back (responses, and diagnostics to publish); it reads and writes
/// nothing itself, so tests drive it directly and `wdl lsp` connects it
/// to standard input and output.
public struct LanguageServer {
    /// Set when the client sent `exit`: 0 after `shutdown`, else 1.
    public private(set) var exitCode: Int32?

    var documents: [String: OpenDocument] = [:]
    /// The audits asked for since the host last took them.
    private var auditRequests: [AuditRequest] = []
    private var initialized = false
    private var shuttingDown = false

    /// A server waiting for `initialize`.
    public init() {}

    /// Handles one message body; returns what to send, in order.
    public mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do {
            message = try JSONValue.read(body)
        } catch {
            return [
                Self.error(
                    id: .null, code: -32700, "not JSON: \(error.reason) at byte \(error.offset)")
            ]
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (we send none), or junk.
            return message["id"] == nil
                ? [Self.error(id: .null, code: -32600, "a message needs a method")] : []
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return notification(method, params)
        }
        guard initialized || method == "initialize" else {
            return [Self.error(id: id, code: -32002, "the server is not initialized")]
        }
        do {
            return [["jsonrpc": "2.0", "id": id, "result": try request(method, params)]]
        } catch {
            return [Self.error(id: id, code: error.code, error.message)]
        }
    }

    /// How long an edited document stays unchanged before its audit runs
    /// (CHOICE: a pause in typing, not a keystroke's gap).
    public static let idleDelay = 1.5

    /// Whether an audit is still about the document's current text: the
    /// same version of the same text (a document closed and opened again
    /// starts its versions over), and the server is not shutting down.
    public func isCurrent(_ request: AuditRequest) -> Bool {
        guard !shuttingDown, exitCode == nil, let document = documents[request.uri],
            document.version == request.version
        else { return false }
        return document.bytes.elementsEqual(request.text.utf8)
    }

    /// The audits to run: each document opened, saved or edited since the last
    /// call, once, at its latest version.
    public mutating func takeAuditRequests() -> [AuditRequest] {
        defer { auditRequests = [] }
        var seen: Set<String> = []
        return auditRequests.reversed().filter { seen.insert($0.uri).inserted }.reversed()
    }

    /// Takes an audit's findings: when the document is still open at the
    /// version audited, they are published with its diagnostics, as
    /// information. Findings of an edited or closed document are dropped.
    public mutating func finishAudit(_ request: AuditRequest, findings: [Diagnostic])
        -> [JSONValue]
    {
        guard isCurrent(request), var document = documents[request.uri],
            document.audit != findings
        else { return [] }
        document.audit = findings
        documents[request.uri] = document
        return [Self.publish(document)]
    }

    /// Asks for an audit of a document whose URI is a file: at once, or
    /// once it is idle after an edit.
    private mutating func requestAudit(_ document: OpenDocument, waitsForIdle: Bool = false) {
        let path = OpenDocument.path(of: document.uri)
        guard path.hasPrefix("/") else { return }
        auditRequests.append(
            AuditRequest(
                uri: document.uri, version: document.version, path: path,
                text: String(decoding: document.bytes, as: UTF8.self), waitsForIdle: waitsForIdle))
    }

    /// A request's result, or the error to answer with.
    private mutating func request(_ method: String, _ params: JSONValue) throws(RequestError)
        -> JSONValue
    {
        switch method {
        case "initialize":
            initialized = true
            return ["capabilities": Self.capabilities, "serverInfo": ["name": "wdl"]]
        case "shutdown":
            shuttingDown = true
            return .null
        case "textDocument/hover": return try Features.hover(try document(params), params)
        case "textDocument/completion": return try Features.completion(try document(params), params)
        case "textDocument/definition": return try Features.definition(try document(params), params)
        case "textDocument/references": return try Features.references(try document(params), params)
        case "textDocument/documentSymbol": return try Features.symbols(try document(params))
        case "textDocument/formatting": return try Features.formatting(try document(params))
        case "textDocument/codeAction":
            return try Features.codeActions(try document(params), params)
        default: throw RequestError(code: -32601, message: "no method '\(method)'")
        }
    }

    /// What a notification changes, and the diagnostics it publishes.
    private mutating func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        let uri = params["textDocument"]?["uri"]?.string
        switch method {
        case "exit":
            exitCode = shuttingDown ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard let uri, let text = params["textDocument"]?["text"]?.string else { return [] }
            let document = OpenDocument(
                uri: uri, version: params["textDocument"]?["version"]?.int ?? 0, text: text)
            documents[uri] = document
            requestAudit(document)
            return [Self.publish(document)]
        case "textDocument/didSave":
            guard let uri, let document = documents[uri] else { return [] }
            requestAudit(document)
            return []
        case "textDocument/didChange":
            guard let uri, var document = documents[uri],
                let changes = params["contentChanges"]?.array
            else { return [] }
            document.apply(
                changes, version: params["textDocument"]?["version"]?.int ?? document.version + 1)
            documents[uri] = document
            requestAudit(document, waitsForIdle: true)
            return [Self.publish(document)]
        case "textDocument/didClose":
            guard let uri else { return [] }
            documents[uri] = nil
            return [
                [
                    "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                    "params": ["uri": .string(uri), "diagnostics": []],
                ]
            ]
        default:
            // initialized, $/cancelRequest, $/setTrace...: nothing to do.
            return []
        }
    }

    /// The open document a request names.
    private func document(_ params: JSONValue) throws(RequestError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw RequestError(code: -32602, message: "no textDocument.uri")
        }
        guard let document = documents[uri] else {
            throw RequestError(code: -32602, message: "'\(uri)' is not open")
        }
        return document
    }

    /// `textDocument/publishDiagnostics` for a document's current text,
    /// and the findings of its last audit as information.
    static func publish(_ document: OpenDocument) -> JSONValue {
        let diagnostics =
            document.analysis.diagnostics.sortedByPosition().map {
                ProtocolValues.diagnostic($0, in: document)
            }
            + document.audit.map { ProtocolValues.diagnostic($0, in: document, severity: 3) }
        return [
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
            "params": [
                "uri": .string(document.uri), "version": .number(Double(document.version)),
                "diagnostics": .array(diagnostics),
            ],
        ]
    }

    /// What the server can do: incremental sync and the features below.
    static let capabilities: JSONValue = [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "hoverProvider": true,
        "completionProvider": ["triggerCharacters": ["."]],
        "definitionProvider": true,
        "referencesProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
    ]

    static func error(id: JSONValue, code: Int, _ message: String) -> JSONValue {
        [
            "jsonrpc": "2.0", "id": id,
            "error": ["code": .number(Double(code)), "message": .string(message)],
        ]
    }
}

/// A request that fails: a JSON-RPC error code and message.
struct RequestError: Error {
    let code: Int
    let message: String
}

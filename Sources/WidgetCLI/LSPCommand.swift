import Foundation
import WidgetAudit
import WidgetCompiler
import WidgetLanguageServer
import WidgetSyntax

/// `wdl lsp`: the language server on standard input and output, until the
/// client sends `exit` or closes the stream.
enum LSPCommand {
    static let command = Command(
        name: "lsp",
        abstract:
            "Run the language server (Language Server Protocol over standard input and output).",
        usage: "wdl lsp",
        details: """
            Speaks the Language Server Protocol (JSON-RPC with Content-Length
            framing) on standard input and output, for editors: diagnostics on open
            and on every change (with each family's verdict), hover with the
            catalog signature, its first OS and the families where it works,
            completion of views, modifiers, entry/state/config fields and the cases
            of an argument's closed set, go to definition and references of views,
            structs and intents, document symbols, formatting as 'wdl format', and
            quick fixes for fix-its; when a file is opened or saved, or has been left
            alone for a moment after an edit, the findings of 'wdl audit' on its text as
            information, computed off the message loop. Documents
            sync incrementally. The exit status is 0 after shutdown and exit, 1 when
            the stream ends or breaks first.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        guard arguments.isEmpty else {
            throw UsageError(
                "'wdl lsp' takes no arguments; editors start it and talk on standard input",
                hint: "USAGE: \(command.usage)")
        }
        // A client that closes the pipe while an audit's findings are being
        // written must not kill the server by signal.
        signal(SIGPIPE, SIG_IGN)
        let connection = Connection()
        var reader = MessageReader()
        let input = FileHandle.standardInput
        while connection.exitCode == nil {
            let data = input.availableData
            guard !data.isEmpty else { break }
            reader.append(data)
            do {
                while connection.exitCode == nil, let body = try reader.next() {
                    for request in connection.handle(body) { audit(request, connection) }
                }
            } catch {
                return CommandOutcome(
                    exitCode: .failure,
                    standardError: "wdl lsp: the message stream broke: \(error.reason)\n")
            }
        }
        return CommandOutcome(exitCode: connection.exitCode == 0 ? .success : .failure)
    }

    /// Audits a document's text on another thread, so that no keystroke
    /// waits for it (after an edit, once the document has been idle for
    /// `LanguageServer.idleDelay`), and publishes the findings when they
    /// are still about the document's text.
    static func audit(_ request: AuditRequest, _ connection: Connection) {
        let delay = request.waitsForIdle ? LanguageServer.idleDelay : 0
        auditQueue.asyncAfter(deadline: .now() + delay) {
            // A request whose text has changed since is skipped, so audits
            // queued while one ran do not pile up.
            guard connection.isCurrent(request) else { return }
            var configurations = LintConfigurations(explicit: nil)
            let configuration =
                (try? configurations.configuration(for: request.path)) ?? LintConfiguration()
            let audited = try? AuditCommand.audit(
                request.path, matrix: AuditMatrix(), text: request.text,
                configuration: configuration)
            let findings = audited?.0.first?.diagnostics.filter { $0.id.group == .audit } ?? []
            connection.finish(request, findings)
        }
    }

    /// Audits run one at a time, off the message loop.
    static let auditQueue = DispatchQueue(label: "wdl.lsp.audit", qos: .utility)
}

/// The server and standard output, shared by the message loop and the
/// audits that finish on other threads: every use holds the lock.
final class Connection: @unchecked Sendable {
    private let lock = NSLock()
    private var server = LanguageServer()
    private let output = FileHandle.standardOutput

    /// The server's exit status, once the client sent `exit`.
    var exitCode: Int32? { lock.withLock { server.exitCode } }

    /// Whether an audit is still about its document's current text.
    func isCurrent(_ request: AuditRequest) -> Bool {
        lock.withLock { server.isCurrent(request) }
    }

    /// Handles one message, writes the answers, and returns the audits
    /// it asks for.
    func handle(_ body: [UInt8]) -> [AuditRequest] {
        lock.withLock {
            for message in server.handle(body) { output.write(Data(MessageReader.frame(message))) }
            return server.takeAuditRequests()
        }
    }

    /// Hands an audit's findings to the server and writes what it publishes.
    func finish(_ request: AuditRequest, _ findings: [Diagnostic]) {
        lock.withLock {
            for message in server.finishAudit(request, findings: findings) {
                output.write(Data(MessageReader.frame(message)))
            }
        }
    }
}

import Foundation
import WidgetLanguageServer

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
            quick fixes for fix-its. Documents sync incrementally. The exit status
            is 0 after shutdown and exit, 1 when the stream ends or breaks first.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        guard arguments.isEmpty else {
            throw UsageError(
                "'wdl lsp' takes no arguments; editors start it and talk on standard input",
                hint: "USAGE: \(command.usage)")
        }
        var server = LanguageServer()
        var reader = MessageReader()
        let input = FileHandle.standardInput
        let output = FileHandle.standardOutput
        while server.exitCode == nil {
            let data = input.availableData
            guard !data.isEmpty else { break }
            reader.append(data)
            do {
                while server.exitCode == nil, let body = try reader.next() {
                    for message in server.handle(body) {
                        output.write(Data(MessageReader.frame(message)))
                    }
                }
            } catch {
                return CommandOutcome(
                    exitCode: .failure,
                    standardError: "wdl lsp: the message stream broke: \(error.reason)\n")
            }
        }
        return CommandOutcome(exitCode: server.exitCode == 0 ? .success : .failure)
    }
}

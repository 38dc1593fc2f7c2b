import Foundation
import Testing

@testable import WidgetLanguageServer

/// `wdl lsp` as an editor runs it: a process, messages over its pipes.
@Suite struct ProcessTests {
    static var binary: URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("wdl"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("wdl"),
            repositoryRoot.appendingPathComponent(".build/debug/wdl"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Writes each message framed, closes input, and reads every message
    /// the server wrote until it exited.
    func converse(_ messages: [JSONValue]) throws -> (status: Int32, received: [JSONValue]) {
        let process = Process()
        process.executableURL = try #require(
            Self.binary, "the wdl executable is not built next to the tests")
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        for message in messages {
            input.fileHandleForWriting.write(Data(MessageReader.frame(message)))
        }
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var reader = MessageReader()
        reader.append(data)
        var received: [JSONValue] = []
        while let body = try reader.next() { received.append(try JSONValue.read(body)) }
        return (process.terminationStatus, received)
    }

    @Test func aSessionOverPipes() throws {
        let uri = JSONValue.string(
            "file://"
                + repositoryRoot.appendingPathComponent("Samples/Invalid/UnterminatedString.wdl")
                .path)
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Samples/Invalid/UnterminatedString.wdl"), encoding: .utf8)
        let (status, received) = try converse([
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": [
                        "uri": uri, "languageId": "wdl", "version": 1, "text": .string(text),
                    ]
                ],
            ],
            [
                "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": uri], "position": ["line": 5, "character": 9]],
            ],
            ["jsonrpc": "2.0", "id": 3, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ])
        #expect(status == 0)
        #expect(received.count == 4)
        #expect(received[0]["id"] == 1 && received[0]["result"]?["capabilities"] != nil)
        let diagnostics = received[1]["params"]?["diagnostics"]?.array
        #expect(diagnostics?.first?["code"] == "unterminated-string")
        #expect(diagnostics?.first?["range"]?["start"] == ["line": 5, "character": 13])
        #expect(
            received[2]["result"]?["contents"]?["value"]?.string?.contains("Text(_: string)")
                == true)
        #expect(received[3]["id"] == 3 && received[3]["result"] == .null)
    }

    /// A stream that ends without `exit`, or breaks its framing, is status 1.
    @Test func aBrokenStreamExitsWithOne() throws {
        let process = Process()
        process.executableURL = try #require(Self.binary)
        process.arguments = ["lsp"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("Content-Length: nope\r\n\r\n{}".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }
}

import Foundation
import WidgetCorpus
import WidgetLanguageServer

/// The language server's keystroke: on a file of about 2,000 lines of
/// generated widgets, one character typed into a comment in the last
/// widget's body (`didChange` with a ranged edit; the file stays valid,
/// so each keystroke runs the whole pipeline: parse, check and every
/// placeholder instantiated, and publishes the diagnostics) and a
/// completion request at the cursor, as an editor sends them. The target
/// is an answer within 20 ms.
enum EditorBenchmark {
    static func run(lines: Int = 2_000, keystrokes: Int = 40) {
        var widgets = 1
        var text = WidgetCorpus.make(widgets: widgets).wdl
        while text.split(separator: "\n", omittingEmptySubsequences: false).count < lines {
            widgets *= 2
            text = WidgetCorpus.make(widgets: widgets).wdl
        }
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        // Type into a comment just after the last `body {`.
        let bodyEnd = text.range(of: "body {", options: .backwards)!.upperBound
        text.insert(contentsOf: "\n// ", at: bodyEnd)
        let line = text[..<bodyEnd].filter { $0 == "\n" }.count + 1
        var server = LanguageServer()
        let uri: JSONValue = "file:///bench.wdl"
        _ = server.handle(
            message([
                "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
            ]))
        _ = server.handle(
            message([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": [
                        "uri": uri, "languageId": "wdl", "version": 1, "text": .string(text),
                    ]
                ],
            ]))
        var times: [Double] = []
        let clock = ContinuousClock()
        for index in 0..<keystrokes {
            let position: JSONValue = [
                "line": .number(Double(line)), "character": .number(Double(index + 3)),
            ]
            let change = message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": .number(Double(index + 2))],
                    "contentChanges": [
                        [
                            "range": ["start": position, "end": position],
                            "text": index % 2 == 0 ? "V" : " ",
                        ]
                    ],
                ],
            ])
            let completion = message([
                "jsonrpc": "2.0", "id": .number(Double(index + 2)),
                "method": "textDocument/completion",
                "params": [
                    "textDocument": ["uri": uri],
                    "position": [
                        "line": .number(Double(line)), "character": .number(Double(index + 4)),
                    ],
                ],
            ])
            let start = clock.now
            let published = server.handle(change)
            let answered = server.handle(completion)
            let elapsed = clock.now - start
            precondition(
                published.count == 1 && answered.count == 1,
                "a keystroke must publish diagnostics and answer the completion")
            precondition(
                published[0]["params"]?["diagnostics"]?.array?.allSatisfy { $0["severity"] != 1 }
                    == true, "the typed file must stay valid")
            times.append(
                Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds)
                    * 1000)
        }
        times.sort()
        print(
            String(
                format:
                    "lsp keystroke (didChange + completion) on %d lines (%.0f KB): median %.1f ms, 90th percentile %.1f ms, worst %.1f ms, %d keystrokes (target: under 20 ms)",
                lineCount, Double(text.utf8.count) / 1000, times[times.count / 2],
                times[times.count * 9 / 10], times.last ?? 0, keystrokes))
    }

    private static func message(_ value: JSONValue) -> [UInt8] { Array(value.text.utf8) }
}

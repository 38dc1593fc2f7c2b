import Foundation
import Testing

@testable import WidgetLanguageServer

/// The repository, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A test client talking to an in-process server: it sends JSON text, as
/// an editor would, and keeps what the server sends back.
struct Session {
    var server = LanguageServer()
    private var nextID = 1
    static let uri = "file:///work/Heroes.wdl"

    /// Sends a message; returns everything the server answered.
    @discardableResult
    mutating func send(_ message: JSONValue) -> [JSONValue] {
        server.handle(Array(message.text.utf8))
    }

    /// Sends a request and returns its response.
    mutating func request(_ method: String, _ params: JSONValue = .null) -> JSONValue {
        defer { nextID += 1 }
        let answers = send([
            "jsonrpc": "2.0", "id": .number(Double(nextID)), "method": .string(method),
            "params": params,
        ])
        return answers.first { $0["id"] == .number(Double(nextID)) } ?? .null
    }

    /// `initialize` and `initialized`.
    mutating func start() {
        _ = request("initialize", ["capabilities": [:]])
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    /// Opens `text` as the test document; returns its diagnostics.
    mutating func open(_ text: String) -> [JSONValue] {
        let answers = send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(Self.uri), "languageId": "wdl", "version": 1,
                    "text": .string(text),
                ]
            ],
        ])
        return answers.first?["params"]?["diagnostics"]?.array ?? []
    }

    /// A request at the position of the `at`-th character of `marker`'s
    /// first occurrence in `text`.
    mutating func request(
        _ method: String, in text: String, at marker: String, offset: Int = 0,
        extra: [String: JSONValue] = [:]
    ) -> JSONValue {
        var params: [String: JSONValue] = [
            "textDocument": ["uri": .string(Self.uri)],
            "position": Self.position(of: marker, in: text, offset: offset),
        ]
        params.merge(extra) { $1 }
        return request(method, .object(params))
    }

    /// The protocol position (line, UTF-16 column) of `marker` plus `offset` characters.
    static func position(of marker: String, in text: String, offset: Int = 0) -> JSONValue {
        guard let found = text.range(of: marker) else {
            Issue.record("no '\(marker)' in the text")
            return .null
        }
        let index = text.index(found.lowerBound, offsetBy: offset)
        let before = text[..<index]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return [
            "line": .number(Double(line)),
            "character": .number(Double(text[lineStart..<index].utf16.count)),
        ]
    }
}

/// The test document: a record, an intent, a reusable view and a widget
/// whose Button cannot work in one of its two families.
let heroesSource = """
    struct Hero {
        name: String
        level: Int
    }

    intent Go {
    }

    view Badge(hero: Hero) {
        Text(hero.name)
    }

    widget Heroes {
        kind: "Heroes"
        families: [.systemSmall, .accessoryInline]
        platform: .iOS("17.0")

        entry {
            hero: Hero
            note: String
        }

        placeholder {
            hero: { name: "Spouty", level: 3 }
            note: "한글 🙂"
        }

        body {
            VStack(alignment: .leading) {
                Badge(hero: entry.hero)
                Text(entry.hero.name)
                    .font(.headline)
                Button(intent: Go()) { Text("Go") }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
    """

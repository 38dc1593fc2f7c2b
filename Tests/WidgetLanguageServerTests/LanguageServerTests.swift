import Foundation
import Testing
import WidgetSyntax

@testable import WidgetLanguageServer

/// The server driven as an editor drives it, one feature a row.
@Suite struct LanguageServerTests {
    @Test func initializeAnnouncesEveryFeature() {
        var session = Session()
        let result = session.request("initialize", ["capabilities": [:]])["result"]
        let capabilities = result?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        for feature in [
            "hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider",
            "documentFormattingProvider",
        ] {
            #expect(capabilities?[feature] == true, "\(feature)")
        }
        #expect(capabilities?["completionProvider"]?["triggerCharacters"] == ["."])
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
    }

    /// JSON-RPC errors: each with its code.
    @Test(arguments: [
        ("not json", -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#, -32002),
    ])
    func protocolErrorsBeforeInitialize(_ body: String, _ code: Int) {
        var server = LanguageServer()
        let answers = server.handle(Array(body.utf8))
        #expect(answers.first?["error"]?["code"]?.int == code)
    }

    @Test(
        arguments: [
            ("workspace/symbol", JSONValue.null, -32601),
            (
                "textDocument/hover",
                [
                    "textDocument": ["uri": "file:///closed.wdl"],
                    "position": ["line": 0, "character": 0],
                ], -32602
            ),
            ("textDocument/hover", ["textDocument": ["uri": .string(Session.uri)]], -32602),
        ] as [(String, JSONValue, Int)])
    func requestErrors(_ method: String, _ params: JSONValue, _ code: Int) {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        #expect(session.request(method, params)["error"]?["code"]?.int == code)
    }

    /// Diagnostics on open: located in UTF-16 columns, with the id, and
    /// the verdict of each family beside a finding about one family.
    @Test func diagnosticsOnOpenCarryFamilyVerdicts() throws {
        var session = Session()
        session.start()
        let diagnostics = session.open(heroesSource)
        #expect(diagnostics.count == 3)
        let error = try #require(diagnostics.first { $0["code"] == "interactive-family" })
        #expect(error["severity"] == 1)
        #expect(error["range"]?["start"] == Session.position(of: "Button(intent", in: heroesSource))
        let message = error["message"]?.string ?? ""
        #expect(message.hasPrefix("Button is not interactive in accessoryInline"))
        #expect(
            message.hasSuffix("\nfamilies: systemSmall ✓, accessoryInline ✗, carPlay ✓"),
            "\(message)")
    }

    /// Incremental sync: ranged edits (in UTF-16 columns, after a line of
    /// Hangul and an emoji) are applied, and each change republishes.
    @Test func incrementalChangesRepublishDiagnostics() throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        // Delete the Button line: the only error goes.
        let start = Session.position(of: "            Button(intent", in: heroesSource)
        let end = Session.position(of: "        }\n        .containerBackground", in: heroesSource)
        let answers = session.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(Session.uri), "version": 2],
                "contentChanges": [["range": ["start": start, "end": end], "text": ""]],
            ],
        ])
        let diagnostics = try #require(answers.first?["params"]?["diagnostics"]?.array)
        #expect(answers.first?["params"]?["version"] == 2)
        #expect(!diagnostics.contains { $0["severity"] == 1 })
        // Break the string after the emoji: the error's column counts the
        // emoji as two UTF-16 units.
        let emoji = Session.position(of: "🙂\"", in: heroesSource, offset: 1)
        let broken = session.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(Session.uri), "version": 3],
                "contentChanges": [["range": ["start": emoji, "end": emoji], "text": "\\q"]],
            ],
        ])
        let escape = try #require(
            broken.first?["params"]?["diagnostics"]?.array?.first { $0["severity"] == 1 })
        #expect(escape["range"]?["start"] == emoji, "\(escape)")
    }

    struct HoverRow: Sendable, CustomTestStringConvertible {
        let marker: String
        let offset: Int
        let expected: [String]
        let absent: [String]
        var testDescription: String { marker }
    }

    static let hovers: [HoverRow] = [
        HoverRow(
            marker: "VStack(", offset: 2,
            expected: [
                "VStack(alignment: horizontalAlignment = default, spacing: length = default, content: view)",
                "Works in: every widget family and Live Activity presentation.",
            ], absent: []),
        HoverRow(marker: ".font(", offset: 2, expected: [".font(_: font)"], absent: []),
        HoverRow(
            marker: "Button(", offset: 1,
            expected: ["iOS 17.0+", "Works in: systemSmall", "accessoryRectangular"],
            absent: ["accessoryInline"]),
        HoverRow(marker: "Badge(hero", offset: 1, expected: ["view Badge(hero: Hero)"], absent: []),
        HoverRow(
            marker: "hero: Hero)", offset: 8,
            expected: ["struct Hero {\n    name: String\n    level: Int\n}"], absent: []),
        HoverRow(marker: "entry.hero.name", offset: 12, expected: ["name: String"], absent: []),
        HoverRow(
            marker: "widget Heroes", offset: 8,
            expected: [
                "widget Heroes", "- systemSmall: ok",
                "- accessoryInline: inline-hidden-view, interactive-family",
            ], absent: []),
    ]

    @Test(arguments: hovers)
    func hover(_ row: HoverRow) throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let text = try #require(
            session.request(
                "textDocument/hover", in: heroesSource, at: row.marker, offset: row.offset)[
                    "result"]?["contents"]?["value"]?.string)
        for expected in row.expected { #expect(text.contains(expected), "\(text)") }
        for absent in row.absent { #expect(!text.contains(absent), "\(text)") }
    }

    struct CompletionRow: Sendable, CustomTestStringConvertible {
        let name: String
        /// The text typed after `Text(entry.note)` on a new body line.
        let typed: String
        let expected: [String]
        let absent: [String]
        var testDescription: String { name }
    }

    static let completions: [CompletionRow] = [
        CompletionRow(
            name: "entry fields", typed: "Text(entry.", expected: ["hero", "note"], absent: ["font"]
        ),
        CompletionRow(
            name: "record fields", typed: "Text(entry.hero.na", expected: ["name", "level"],
            absent: ["note"]),
        CompletionRow(
            name: "modifiers", typed: "Text(\"a\").",
            expected: ["font", "padding", "widgetAccentable"], absent: ["hero"]),
        CompletionRow(
            name: "font styles", typed: "Text(\"a\").font(.", expected: ["headline", "largeTitle"],
            absent: ["padding"]),
        CompletionRow(
            name: "labelled alignment", typed: "Text(\"a\").frame(maxWidth: 10, alignment: .",
            expected: ["topLeading", "center"], absent: ["firstTextBaseline"]),
        CompletionRow(
            name: "stack alignment", typed: "HStack(alignment: .",
            expected: ["firstTextBaseline", "top"], absent: ["leading"]),
        CompletionRow(
            name: "views", typed: "VSt", expected: ["VStack", "Gauge", "Badge"], absent: ["font"]),
    ]

    @Test(arguments: completions)
    func completion(_ row: CompletionRow) throws {
        var session = Session()
        session.start()
        let marker = "            Badge(hero: entry.hero)\n"
        let text = heroesSource.replacingOccurrences(
            of: marker, with: marker + "            " + row.typed + "\n")
        _ = session.open(text)
        let items = try #require(
            session.request(
                "textDocument/completion", in: text, at: row.typed, offset: row.typed.count)[
                    "result"]?["items"]?.array)
        let labels = Set(items.compactMap { $0["label"]?.string })
        for expected in row.expected { #expect(labels.contains(expected), "\(labels.sorted())") }
        for absent in row.absent { #expect(!labels.contains(absent)) }
    }

    /// In a control's body, `value.` offers the fields of its `value` block.
    @Test func completionOfAControlsValue() throws {
        var session = Session()
        session.start()
        let text = """
            intent SetLamp {
                value: Bool
            }

            control Lamp {
                kind: "Lamp"
                platform: .iOS("18.0")
                value {
                    isOn: Bool
                    brightness: Int
                }
                placeholder { isOn: true; brightness: 80 }
                body { value in
                    ControlWidgetToggle("Lamp", isOn: value.
                }
            }

            """
        _ = session.open(text)
        let items = try #require(
            session.request("textDocument/completion", in: text, at: "value.\n", offset: 6)[
                "result"]?["items"]?.array)
        let labels = Set(items.compactMap { $0["label"]?.string })
        #expect(labels.isSuperset(of: ["isOn", "brightness"]), "\(labels.sorted())")
    }

    @Test func completionOfFamilies() throws {
        var session = Session()
        session.start()
        let text = heroesSource.replacingOccurrences(
            of: "[.systemSmall, .accessoryInline]", with: "[.systemSmall, .]")
        _ = session.open(text)
        let items = try #require(
            session.request("textDocument/completion", in: text, at: ", .]", offset: 3)["result"]?[
                "items"]?.array)
        #expect(items.contains { $0["label"] == "accessoryRectangular" && $0["kind"] == 20 })
    }

    /// Go to definition: a view, a struct, an intent, a field, a parameter.
    @Test(arguments: [
        ("Badge(hero: entry", 0, "view Badge", 5),
        ("hero: Hero)", 7, "struct Hero", 7),
        ("Go())", 0, "intent Go", 7),
        ("entry.hero.name", 11, "    name: String", 4),
        ("entry.hero)", 7, "        hero: Hero\n", 8),
        ("Text(hero.name)", 6, "view Badge(hero", 11),
    ])
    func definition(_ marker: String, _ offset: Int, _ target: String, _ targetOffset: Int) {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let result = session.request(
            "textDocument/definition", in: heroesSource, at: marker, offset: offset)["result"]
        #expect(result?["uri"] == .string(Session.uri))
        #expect(
            result?["range"]?["start"]
                == Session.position(of: target, in: heroesSource, offset: targetOffset),
            "\(String(describing: result))")
    }

    @Test func referencesOfAStruct() throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let withDeclaration = try #require(
            session.request(
                "textDocument/references", in: heroesSource, at: "struct Hero", offset: 8,
                extra: ["context": ["includeDeclaration": true]])["result"]?.array)
        // The declaration, the view's parameter type and the entry field's type.
        #expect(withDeclaration.count == 3)
        #expect(
            withDeclaration.first?["range"]?["start"]
                == Session.position(of: "Hero {", in: heroesSource))
        let without = session.request(
            "textDocument/references", in: heroesSource, at: "hero: Hero)", offset: 7,
            extra: ["context": ["includeDeclaration": false]])["result"]?.array
        #expect(without?.count == 2)
    }

    @Test func documentSymbols() throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let symbols = try #require(
            session.request(
                "textDocument/documentSymbol", ["textDocument": ["uri": .string(Session.uri)]])[
                    "result"]?.array)
        #expect(symbols.map { $0["name"] } == ["Hero", "Go", "Badge", "Heroes"])
        #expect(symbols.map { $0["kind"] } == [23, 24, 5, 5])
        let entry = symbols[3]["children"]?.array?.first { $0["name"] == "entry" }
        #expect(entry?["children"]?.array?.map { $0["name"] } == ["hero", "note"])
    }

    @Test func formattingReplacesTheTextWithTheFormattersOrRefuses() throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource.replacingOccurrences(of: "    level: Int", with: "level:Int"))
        let edits = try #require(
            session.request(
                "textDocument/formatting",
                [
                    "textDocument": ["uri": .string(Session.uri)],
                    "options": ["tabSize": 4, "insertSpaces": true],
                ])["result"]?.array)
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] == .string(heroesSource + "\n"))
        _ = session.open("widget W {")
        let refused = session.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(Session.uri)], "options": [:]])
        #expect(refused["error"]?["code"] == -32803)
    }

    @Test func quickFixesComeFromFixIts() throws {
        var session = Session()
        session.start()
        let text = heroesSource.replacingOccurrences(
            of: "            Badge(hero: entry.hero)\n",
            with:
                "            Badge(hero: entry.hero)\n            Link(destination: URL(string: \"app://x\")) { Text(\"y\") }\n"
        )
        _ = session.open(text)
        let position = Session.position(of: "URL(string", in: text)
        let actions = try #require(
            session.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(Session.uri)],
                    "range": ["start": position, "end": position], "context": ["diagnostics": []],
                ])["result"]?.array)
        let fix = try #require(actions.first)
        #expect(fix["kind"] == "quickfix")
        #expect(fix["title"]?.string?.contains("'!'") == true)
        let edit = fix["edit"]?["changes"]?[Session.uri]?.array?.first
        #expect(edit?["newText"] == "!")
        #expect(
            edit?["range"]?["start"]
                == Session.position(of: ")) { Text(\"y\")", in: text, offset: 1))
    }

    /// `exit` after `shutdown` is status 0; without it, 1 (as the protocol says).
    @Test(arguments: [true, false])
    func exitStatus(_ shutdownFirst: Bool) {
        var session = Session()
        session.start()
        if shutdownFirst { #expect(session.request("shutdown")["result"] == .null) }
        session.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(session.server.exitCode == (shutdownFirst ? 0 : 1))
    }

    /// Opening and saving ask for an audit, an edit for one once idle;
    /// findings are published as information with the document's
    /// diagnostics, an edit drops them, and a finished audit of an older
    /// version is not published.
    @Test func auditFindingsArePublishedAsInformation() throws {
        var session = Session()
        session.start()
        let opened = session.open(heroesSource)
        let onOpen = session.server.takeAuditRequests()
        #expect(onOpen.map(\.version) == [1])
        #expect(onOpen.first?.path == "/work/Heroes.wdl")
        session.send([
            "jsonrpc": "2.0", "method": "textDocument/didSave",
            "params": ["textDocument": ["uri": .string(Session.uri)]],
        ])
        let request = try #require(session.server.takeAuditRequests().first)
        #expect(!request.waitsForIdle && request.text == heroesSource)
        #expect(session.server.takeAuditRequests().isEmpty)
        let finding = Diagnostic(
            DiagnosticMessage(.truncatedText, .warning, "'Heroes' is cut short to 'He…'"),
            at: SourceRange(0, 6))
        let published = session.server.finishAudit(request, findings: [finding])
        let diagnostics = try #require(published.first?["params"]?["diagnostics"]?.array)
        #expect(diagnostics.count == opened.count + 1)
        let information = try #require(diagnostics.first { $0["code"] == "truncated-text" })
        #expect(information["severity"] == 3)
        // The same findings again publish nothing new.
        #expect(session.server.finishAudit(request, findings: [finding]).isEmpty)
        let edited = session.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(Session.uri), "version": 2],
                "contentChanges": [["text": .string(heroesSource + "\n")]],
            ],
        ])
        #expect(edited.first?["params"]?["diagnostics"]?.array?.count == opened.count)
        #expect(!session.server.isCurrent(request))
        #expect(session.server.finishAudit(request, findings: [finding]).isEmpty)
        // The edit asks for an audit of the new text, once it is idle.
        let idle = try #require(session.server.takeAuditRequests().first)
        #expect(idle.version == 2 && idle.waitsForIdle && idle.text == heroesSource + "\n")
        #expect(session.server.isCurrent(idle))
    }

    /// An audit of a document closed and opened again at the same version
    /// (clients start versions over) is not about its text: dropped.
    @Test func anAuditOfAReopenedDocumentIsDropped() throws {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let old = try #require(session.server.takeAuditRequests().first)
        session.send([
            "jsonrpc": "2.0", "method": "textDocument/didClose",
            "params": ["textDocument": ["uri": .string(Session.uri)]],
        ])
        _ = session.open(heroesSource + "\n// changed on disk\n")
        #expect(!session.server.isCurrent(old))
        let finding = Diagnostic(
            DiagnosticMessage(.truncatedText, .warning, "'Heroes' is cut short to 'He…'"),
            at: SourceRange(0, 6))
        #expect(session.server.finishAudit(old, findings: [finding]).isEmpty)
        let current = try #require(session.server.takeAuditRequests().first)
        #expect(!session.server.finishAudit(current, findings: [finding]).isEmpty)
        // After shutdown nothing more is published.
        _ = session.request("shutdown")
        #expect(session.server.finishAudit(current, findings: []).isEmpty)
    }

    @Test func closingClearsTheDiagnostics() {
        var session = Session()
        session.start()
        _ = session.open(heroesSource)
        let answers = session.send([
            "jsonrpc": "2.0", "method": "textDocument/didClose",
            "params": ["textDocument": ["uri": .string(Session.uri)]],
        ])
        #expect(answers.first?["params"]?["diagnostics"] == [])
        #expect(session.server.documents.isEmpty)
    }
}

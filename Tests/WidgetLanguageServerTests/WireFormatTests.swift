import Testing

@testable import WidgetLanguageServer

/// The JSON reader and writer, and the Content-Length framing.
@Suite struct WireFormatTests {
    @Test(arguments: [
        (
            #"{"a":[1,2.5,-3e2],"b":{"c":null,"d":true}}"#,
            #"{"a":[1,2.5,-300],"b":{"c":null,"d":true}}"#
        ),
        (#"  "tab\tquote\" \u00e9 \ud83d\ude42 slash\/"  "#, #""tab\tquote\" é 🙂 slash/""#),
        ("[]", "[]"),
        ("{}", "{}"),
    ])
    func jsonRoundTrips(_ input: String, _ output: String) throws {
        #expect(try JSONValue.read(Array(input.utf8)).text == output)
    }

    @Test(arguments: [
        "", "{", "[1,]", #"{"a" 1}"#, "tru", "\"\u{01}\"", "1 2", #""\x""#,
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func jsonRefusals(_ input: String) {
        #expect(throws: JSONValue.Failure.self) { try JSONValue.read(Array(input.utf8)) }
    }

    /// Bodies come out whole however the bytes are split.
    @Test(arguments: [1, 3, 7, 1_000])
    func framingAcrossPieces(_ piece: Int) throws {
        let stream = MessageReader.frame(["id": 1]) + MessageReader.frame(["id": "é"])
        var reader = MessageReader()
        var bodies: [String] = []
        var index = 0
        while index < stream.count {
            reader.append(stream[index..<min(index + piece, stream.count)])
            index += piece
            while let body = try reader.next() {
                bodies.append(String(decoding: body, as: UTF8.self))
            }
        }
        #expect(bodies == [#"{"id":1}"#, #"{"id":"é"}"#])
    }

    @Test(arguments: [
        "Content-Type: x\r\n\r\n{}",
        "Content-Length: -4\r\n\r\n{}",
        "Content-Length: 999999999999\r\n\r\n{}",
        String(repeating: "X", count: 9_000),
    ])
    func framingRefusals(_ stream: String) {
        var reader = MessageReader()
        reader.append(Array(stream.utf8))
        #expect(throws: MessageReader.Failure.self) { _ = try reader.next() }
    }
}

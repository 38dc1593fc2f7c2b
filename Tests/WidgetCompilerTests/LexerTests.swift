import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// Lexes `text` into `kind text` strings until the end of input.
private func lex(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(bytes: buffer)
        var tokens: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            let spelled = String(
                decoding: buffer[Int(token.range.start)..<Int(token.range.end)], as: UTF8.self)
            tokens.append("\(token.kind) \(spelled)" + (token.error == nil ? "" : " !"))
        }
        return tokens
    }
}

struct LexCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    let tokens: [String]
    var testDescription: String { name }
}

@Suite struct LexerTests {
    static let cases: [LexCase] = [
        LexCase(name: "empty", input: "", tokens: []),
        LexCase(
            name: "spaces and comments", input: "  // note\n /* a /* nested */ b */ ", tokens: []),
        LexCase(name: "identifier", input: "VStack", tokens: ["identifier VStack"]),
        LexCase(name: "Korean identifier", input: "요금", tokens: ["identifier 요금"]),
        LexCase(name: "backticked keyword", input: "`default`", tokens: ["identifier `default`"]),
        LexCase(
            name: "keywords", input: "if else let switch case default true false nil in",
            tokens: [
                "keywordIf if", "keywordElse else", "keywordLet let", "keywordSwitch switch",
                "keywordCase case",
                "keywordDefault default", "keywordTrue true", "keywordFalse false",
                "keywordNil nil", "keywordIn in",
            ]),
        LexCase(
            name: "contextual words stay identifiers", input: "widget body entry",
            tokens: ["identifier widget", "identifier body", "identifier entry"]),
        LexCase(
            name: "integers", input: "0 42 1_000 0x1F",
            tokens: [
                "integerLiteral 0", "integerLiteral 42", "integerLiteral 1_000",
                "integerLiteral 0x1F",
            ]),
        LexCase(
            name: "floats", input: "0.75 1e3 2.5E-2",
            tokens: ["floatLiteral 0.75", "floatLiteral 1e3", "floatLiteral 2.5E-2"]),
        LexCase(
            name: "member on integer is not a float", input: "1.x",
            tokens: ["integerLiteral 1", "period .", "identifier x"]),
        LexCase(name: "number with letters", input: "12px", tokens: ["integerLiteral 12px !"]),
        LexCase(name: "string", input: "\"Hello, 세계\"", tokens: ["stringLiteral \"Hello, 세계\""]),
        LexCase(
            name: "string with escaped quote", input: #""a\"b""#, tokens: [#"stringLiteral "a\"b""#]
        ),
        LexCase(
            name: "string with interpolation holding a string", input: #""\(a ? "x" : "y") km""#,
            tokens: [#"stringLiteral "\(a ? "x" : "y") km""#]),
        LexCase(
            name: "interpolation with parentheses", input: #""\(f(g(1))) end" x"#,
            tokens: [#"stringLiteral "\(f(g(1))) end""#, "identifier x"]),
        LexCase(
            name: "unterminated string stops at line end", input: "\"abc\nx",
            tokens: ["stringLiteral \"abc !", "identifier x"]),
        LexCase(
            name: "ranges", input: "0...100 a..<b",
            tokens: [
                "integerLiteral 0", "closedRange ...", "integerLiteral 100", "identifier a",
                "halfOpenRange ..<", "identifier b",
            ]),
        LexCase(
            name: "operators", input: "== != <= >= && || ?? ! ? < > = + - * / %",
            tokens: [
                "equalEqual ==", "bangEqual !=", "lessEqual <=", "greaterEqual >=",
                "ampersandAmpersand &&", "pipePipe ||",
                "questionQuestion ??", "bang !", "question ?", "less <", "greater >", "equal =",
                "plus +", "minus -",
                "star *", "slash /", "percent %",
            ]),
        LexCase(
            name: "punctuation", input: "(){}[],:;.@",
            tokens: [
                "leftParen (", "rightParen )", "leftBrace {", "rightBrace }", "leftBracket [",
                "rightBracket ]", "comma ,", "colon :", "semicolon ;", "period .", "at @",
            ]),
        LexCase(
            name: "#available", input: "#available(iOS 17.0, *)",
            tokens: [
                "poundAvailable #available", "leftParen (", "identifier iOS", "floatLiteral 17.0",
                "comma ,", "star *", "rightParen )",
            ]),
        LexCase(
            name: "invalid character", input: "a $ b",
            tokens: ["identifier a", "unknown $ !", "identifier b"]),
        LexCase(
            name: "lone ampersand", input: "a & b",
            tokens: ["identifier a", "unknown & !", "identifier b"]),
    ]

    @Test(arguments: cases)
    func lexes(_ row: LexCase) {
        #expect(lex(row.input) == row.tokens)
    }

    @Test func unterminatedCommentIsReportedOnTheNextToken() {
        let bytes = Array("a /* b".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            #expect(lexer.next().kind == .identifier)
            let end = lexer.next()
            #expect(end.kind == .endOfFile)
            #expect(end.error == .unterminatedComment(SourceRange(2, 4)))
        }
    }
}

/// Positions are checked apart from kinds, as in Go's lexPosTests, to keep
/// the tables above easy to write.
@Suite struct LexerPositionTests {
    @Test func rangesAreByteOffsetsAndTriviaIsFlagged() {
        let text = "요금 x\n  .y"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            let first = lexer.next()
            #expect(first.range == SourceRange(0, 6))
            #expect(!first.newlineBefore)
            let second = lexer.next()
            #expect(second.range == SourceRange(7, 8))
            #expect(second.spaceBefore && !second.newlineBefore)
            let period = lexer.next()
            #expect(period.range == SourceRange(11, 12))
            #expect(period.newlineBefore)
        }
    }

    @Test func newlineInsideBlockCommentCounts() {
        let bytes = Array("a /*\n*/ b".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            _ = lexer.next()
            #expect(lexer.next().newlineBefore)
        }
    }
}

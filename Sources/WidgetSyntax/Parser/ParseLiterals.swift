extension Parser {
    /// Converts an integer token: decimal or `0x` hex, `_` separators allowed.
    package mutating func parseIntegerLiteral(_ literal: Token) -> ExprRef {
        guard let value = integerValue(literal) else { return make(.error, literal.range) }
        let bits = UInt64(bitPattern: Int64(value))
        return make(
            .integer, literal.range, UInt32(truncatingIfNeeded: bits),
            UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// The value of an integer token, or nil after reporting why not.
    /// Converted from the bytes: decimal or `0x` hex, `_` ignored.
    package mutating func integerValue(_ literal: Token) -> Int? {
        guard literal.error == nil else { return nil }
        var index = Int(literal.range.start)
        let end = Int(literal.range.end)
        var radix = 10
        if end - index > 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x")
        {
            radix = 16
            index += 2
        }
        var value = 0
        var overflow = false
        while index < end {
            let byte = bytes[index]
            index += 1
            let digit: Int
            switch byte {
            case UInt8(ascii: "_"): continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            default: digit = Int((byte | 0x20) - UInt8(ascii: "a")) + 10
            }
            let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(digit)
            overflow = overflow || o1 || o2
            value = sum
        }
        if overflow {
            report(
                .invalidNumber(text(literal.range), "it does not fit in a 64-bit integer"),
                at: literal.range)
            return nil
        }
        return value
    }

    /// Converts a floating-point token.
    package mutating func parseFloatLiteral(_ literal: Token) -> ExprRef {
        guard let value = floatValue(literal) else { return make(.error, literal.range) }
        let bits = value.bitPattern
        return make(
            .float, literal.range, UInt32(truncatingIfNeeded: bits),
            UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// The value of a floating-point token, or nil after reporting why not.
    package mutating func floatValue(_ literal: Token) -> Double? {
        guard literal.error == nil else { return nil }
        let spelled = text(literal.range)
        guard let value = Double(spelled.replacingUnderscores()), value.isFinite else {
            report(.invalidNumber(spelled, "it is out of range"), at: literal.range)
            return nil
        }
        return value
    }

    /// Splits a string token into text and interpolations, resolving escapes.
    ///
    /// An interpolation is parsed by pointing the lexer at the bytes after
    /// `\(` (offsets stay absolute, so diagnostics inside interpolations land
    /// on the right column), parsing an expression and its options, and
    /// resuming the text after the `)`. A literal the lexer found
    /// unterminated is taken as plain text, to avoid a cascade.
    package mutating func parseStringLiteral(_ literal: Token) -> StringLiteralParse {
        let start = Int(literal.range.start) + 1
        let unterminated = literal.error != nil
        var end = Int(literal.range.end)
        if !unterminated, end > start { end -= 1 }
        // Most literals have no backslash: take their text as it is.
        var hasBackslash = false
        for index in start..<max(start, end) where bytes[index] == UInt8(ascii: "\\") {
            hasBackslash = true
            break
        }
        if !hasBackslash { return .plain(text(SourceRange(start, end))) }
        let mark = scratch.count
        var textSegments = 0
        var interpolations = 0
        var lastText = ""
        var pending: [UInt8] = []
        var index = start
        func flush(_ parser: inout Parser) {
            if !pending.isEmpty {
                lastText = String(decoding: pending, as: UTF8.self)
                parser.texts.append(lastText)
                parser.scratch.append(
                    parser.make(.textSegment, literal.range, UInt32(parser.texts.count - 1)).index)
                textSegments += 1
                pending.removeAll(keepingCapacity: true)
            }
        }
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                pending.append(byte)
                index += 1
                continue
            }
            if unterminated {
                // Already reported; take the rest as written.
                pending.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            if escape == UInt8(ascii: "(") {
                flush(&self)
                let (interpolation, resume) = parseInterpolation(at: index, end: end)
                if let interpolation {
                    scratch.append(interpolation)
                    interpolations += 1
                }
                index = resume
                continue
            }
            index = decodeEscape(at: index, end: end, into: &pending)
        }
        flush(&self)
        guard interpolations > 0 || textSegments > 1 else {
            // Escapes only: one text (or none), as a plain literal. The
            // segment node and text already made are taken back (they are
            // the last ones stored), so nothing is stored twice.
            _ = takeList(since: mark)
            if textSegments == 1, let last = nodes.last, last.tag == .textSegment,
                Int(last.a) == texts.count - 1
            {
                nodes.removeLast()
                texts.removeLast()
            }
            return .plain(textSegments == 0 ? "" : lastText)
        }
        return .interpolated(takeList(since: mark))
    }

    /// Stores a parsed string literal as a node.
    package mutating func makeString(_ literal: StringLiteralParse, _ range: SourceRange) -> ExprRef
    {
        switch literal {
        case .plain(let text):
            texts.append(text)
            return make(.plainString, range, UInt32(texts.count - 1))
        case .interpolated(let segments):
            return make(.interpolatedString, range, segments)
        }
    }

    /// Decodes the escape at `index` (`\n`, `\u{AC00}`...), returning where
    /// the text resumes.
    private mutating func decodeEscape(at index: Int, end: Int, into pending: inout [UInt8]) -> Int
    {
        let escape = bytes[index + 1]
        let decoded: UInt8? =
            switch escape {
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "0"): 0
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): escape
            default: nil
            }
        if let decoded {
            pending.append(decoded)
            return index + 2
        }
        if escape == UInt8(ascii: "u"), index + 2 < end, bytes[index + 2] == UInt8(ascii: "{") {
            var close = index + 3
            while close < end, close - index < 12, bytes[close] != UInt8(ascii: "}") { close += 1 }
            if close < end, bytes[close] == UInt8(ascii: "}"),
                let value = UInt32(text(SourceRange(index + 3, close)), radix: 16),
                close > index + 3,
                let scalar = Unicode.Scalar(value)
            {
                pending.append(contentsOf: Array(String(Character(scalar)).utf8))
                return close + 1
            }
            report(
                .invalidEscape(text(SourceRange(index, min(close + 1, end)))),
                at: SourceRange(index, min(close + 1, end)))
            return min(close + 1, end)
        }
        let length = escape < 0x80 ? 2 : 1
        report(
            .invalidEscape(text(SourceRange(index, index + length))),
            at: SourceRange(index, index + length))
        return index + length
    }

    /// Parses `\( value [, label: option ...] )` starting at the backslash,
    /// inside a literal ending at `end`. Returns where the text resumes.
    private mutating func parseInterpolation(at backslash: Int, end: Int) -> (UInt32?, Int) {
        let savedLexer = lexer
        let savedToken = token
        let savedPrevious = previousEnd
        let savedPreviousToken = previousToken
        let savedTrailing = trailingClosuresAllowed
        defer {
            lexer = savedLexer
            token = savedToken
            previousEnd = savedPrevious
            previousToken = savedPreviousToken
            trailingClosuresAllowed = savedTrailing
        }
        let savedRecording = recordsTokens
        defer { recordsTokens = savedRecording }
        recordsTokens = false
        let open = SourceRange(backslash, backslash + 2)
        lexer = Lexer(bytes: bytes, start: backslash + 2, end: end)
        previousEnd = open.end
        token = lexer.next()
        trailingClosuresAllowed = true
        guard enterNesting(at: open) else { return (nil, end) }
        defer { exitNesting() }
        let value = parseExpression()
        let mark = scratch.count
        while eat(.comma) != nil {
            guard let option = parseArgument() else { break }
            scratch.append(option)
        }
        let options = takeList(since: mark)
        guard expect(.rightParen, "to end the interpolation", note: open) != nil else {
            return (nil, end)
        }
        let resume = Int(previousEnd)
        return (
            make(.interpolation, SourceRange(backslash, resume), value.index, options).index, resume
        )
    }

    // MARK: Placeholder values

    /// Parses a record value: `{ name: value ... }`, fields separated by line
    /// breaks, `,` or `;`.
    package mutating func parseRecordValue() -> RecordValue? {
        var fields: [RecordField] = []
        var seen = UniqueNames()
        guard
            let range = parseBraced(
                "to begin the record",
                { parser in
                    guard parser.at(.identifier) || parser.at(.stringLiteral) else {
                        parser.reportExpected(
                            .expectedIdentifier(
                                "a field name", found: parser.describe(parser.token)))
                        parser.skipToStatementBoundary()
                        return
                    }
                    let nameToken = parser.consume()
                    let name: String
                    if nameToken.kind == .stringLiteral,
                        case .plain(let text) = parser.parseStringLiteral(nameToken)
                    {
                        name = text
                    } else if nameToken.kind == .stringLiteral {
                        name = parser.text(nameToken.range)
                    } else {
                        name = parser.identifierName(nameToken)
                    }
                    let identifier = Identifier(name: name, range: nameToken.range)
                    guard parser.expect(.colon, "after the field name '\(name)'") != nil else {
                        parser.skipToStatementBoundary()
                        return
                    }
                    let value = parser.parseValue()
                    if case .error = value.kind {
                        parser.skipToStatementBoundary()
                        return
                    }
                    parser.checkUnique(identifier, in: "this record", seen: &seen)
                    fields.append(
                        RecordField(
                            name: identifier, value: value,
                            range: SourceRange(
                                start: identifier.range.start, end: parser.previousEnd)))
                    parser.expectSeparator(allowComma: true)
                })
        else { return nil }
        return RecordValue(fields: fields, range: range)
    }

    /// Parses a literal value:
    /// `value = string | ['-'] number | 'true' | 'false' | 'nil' | '[' values ']' | record ;`
    package mutating func parseValue() -> Value {
        let start = token.range.start
        switch token.kind {
        case .stringLiteral:
            let literal = consume()
            guard case .plain(let plain) = parseStringLiteral(literal) else {
                report(
                    .expectedValue(found: "an interpolated string; placeholder values are data"),
                    at: literal.range)
                return Value(.error, range: literal.range)
            }
            return Value(.string(plain), range: literal.range)
        case .minus, .integerLiteral, .floatLiteral:
            let negative = at(.minus)
            if negative { consume(as: .prefix) }
            guard at(.integerLiteral) || at(.floatLiteral), !token.spaceBefore || !negative else {
                reportExpected(.expectedValue(found: describe(token)))
                return Value(.error, range: SourceRange(start: start, end: previousEnd))
            }
            let literal = consume()
            let range = SourceRange(start: start, end: previousEnd)
            if literal.kind == .integerLiteral {
                guard let value = integerValue(literal) else { return Value(.error, range: range) }
                return Value(.integer(negative ? -value : value), range: range)
            }
            guard let value = floatValue(literal) else { return Value(.error, range: range) }
            return Value(.float(negative ? -value : value), range: range)
        case .keywordTrue, .keywordFalse:
            return Value(.boolean(at(.keywordTrue)), range: consume().range)
        case .keywordNil:
            return Value(.null, range: consume().range)
        case .leftBracket:
            return parseArrayValue()
        case .leftBrace:
            guard let record = parseRecordValue() else {
                return Value(.error, range: SourceRange(start: start, end: previousEnd))
            }
            return Value(.record(record), range: record.range)
        default:
            reportExpected(.expectedValue(found: describe(token)))
            return Value(.error, range: .empty(at: previousEnd))
        }
    }

    /// Parses `[ value, value, ... ]` (line breaks allowed, trailing comma allowed).
    package mutating func parseArrayValue() -> Value {
        let open = consume()
        guard enterNesting(at: open.range) else {
            _ = eat(.rightBracket)
            return Value(.error, range: SourceRange(start: open.range.start, end: previousEnd))
        }
        var elements: [Value] = []
        while !at(.rightBracket), !at(.endOfFile) {
            let element = parseValue()
            if case .error = element.kind {
                skipToClosingDelimiter()
                break
            }
            elements.append(element)
            if eat(.comma) == nil { break }
        }
        exitNesting()
        expect(.rightBracket, "to end the array", note: open.range)
        return Value(
            .array(elements), range: SourceRange(start: open.range.start, end: previousEnd))
    }
}

extension String {
    package func replacingUnderscores() -> String {
        contains("_") ? String(filter { $0 != "_" }) : self
    }
}

/// A string literal as parsed, before it is stored: placeholder values
/// and record names take only plain text.
package enum StringLiteralParse {
    /// No interpolation; escapes resolved.
    case plain(String)
    /// The list of segment nodes.
    case interpolated(UInt32)
}

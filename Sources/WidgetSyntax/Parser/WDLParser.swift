/// The front door of the front end: source bytes in, a syntax tree and
/// diagnostics out. Pure: no I/O, no printing.
public enum WDLParser {
    /// Parses a whole `.wdl` file.
    public static func parse(_ file: SourceFile, options: ParseOptions = ParseOptions())
        -> ParseResult
    {
        let (syntax, diagnostics, tokens) = withParser(file, options) { parser in
            let syntax = parser.parseFile()
            parser.finish()
            return syntax
        }
        var root = syntax ?? SourceFileSyntax(range: .empty(at: 0))
        root.tokens = tokens
        return ParseResult(syntax: root, diagnostics: diagnostics)
    }

    /// Parses a sequence of view statements, as in a `body { }` without the
    /// braces. For documentation examples and tests of fragments.
    public static func parseStatements(_ file: SourceFile, options: ParseOptions = ParseOptions())
        -> (Block, [Diagnostic])
    {
        let (block, diagnostics, _) = withParser(file, options) { parser in
            let block = parser.parseStatementsToEnd()
            parser.finish()
            parser.tree.keepForever()
            return block
        }
        return (block ?? SyntaxTree.emptyBlock(), diagnostics)
    }

    /// Parses fields, one per line as in a `struct`'s braces, without the
    /// braces: `date: Date`. For fields the compiler declares itself.
    public static func parseFields(_ file: SourceFile, options: ParseOptions = ParseOptions())
        -> ([Field], [Diagnostic])
    {
        let (fields, diagnostics, _) = withParser(file, options) { parser in
            var fields: [UInt32] = []
            while !parser.at(.endOfFile) {
                let before = parser.token.range.start
                if let field = parser.parseField(allowDefault: false) { fields.append(field) }
                parser.expectSeparator(allowComma: true)
                if parser.token.range.start == before { parser.consume() }
            }
            parser.finish()
            parser.tree.keepForever()
            return fields.map { Field(parser.tree, $0) }
        }
        return (fields ?? [], diagnostics)
    }

    /// Parses a single expression, which must span the whole input.
    public static func parseExpression(_ file: SourceFile, options: ParseOptions = ParseOptions())
        -> (Expr, [Diagnostic])
    {
        let (expression, diagnostics, _) = withParser(file, options) { parser in
            let expression = parser.parseExpressionValue()
            if !parser.at(.endOfFile) {
                parser.reportExpected(
                    .unexpectedToken(parser.describe(parser.token), "after expression"))
            }
            parser.finish()
            parser.tree.keepForever()
            return expression
        }
        return (expression ?? SyntaxTree.errorExpression(), diagnostics)
    }

    /// Validates the bytes, then runs `body` on a parser over them. The
    /// result is nil (and there are no tokens) when validation failed and
    /// nothing was parsed.
    private static func withParser<Result>(
        _ file: SourceFile,
        _ options: ParseOptions,
        _ body: (inout Parser) -> Result
    ) -> (Result?, [Diagnostic], SyntaxTokens) {
        file.bytes.withUnsafeBufferPointer { bytes in
            if let problem = SourceValidation.firstProblem(in: bytes, options: options) {
                return (nil, [problem], SyntaxTokens())
            }
            var parser = Parser(bytes: bytes, options: options)
            let result = body(&parser)
            parser.installTables()
            parser.tree.source = file.bytes
            return (result, parser.diagnostics, parser.tokens)
        }
    }
}

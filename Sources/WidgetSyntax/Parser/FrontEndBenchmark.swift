/// Entry points that exist for `wdl-bench`, to time stages apart.
public enum FrontEndBenchmark {
    /// Lexes the whole file and counts the tokens, building nothing.
    public static func countTokens(_ file: SourceFile) -> Int {
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes)
            var count = 0
            while lexer.next().kind != .endOfFile { count += 1 }
            return count
        }
    }
}

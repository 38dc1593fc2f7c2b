/// The comments of a source file, for a printer that carries them into
/// another language: the Swift emitter puts a body's comments before the
/// statements they precede, and a comment at the end of a statement's
/// line after it. Comments inside an expression have no statement to go
/// with and are not carried.
public struct SourceComments: Sendable {
    /// One comment and where it sits.
    package struct Comment: Sendable {
        package var range: SourceRange
        package var text: String
        /// The end of the token before it: a comment is trailing when it
        /// is the first after that token and on the same line.
        package var gapStart: UInt32
        package var trailing: Bool
    }

    private let comments: [Comment]

    /// Reads the comments of `file` from the gaps between the tokens of
    /// its parse, `syntax`.
    public init(_ file: SourceFile, _ syntax: SourceFileSyntax) {
        var comments: [Comment] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            syntax.tokens.forEachWithTrivia(in: bytes) { _, _, trivia, previousEnd in
                for (index, comment) in trivia.comments.enumerated() {
                    var text = file.text(in: comment.range)
                    while text.last == " " || text.last == "\t" { text.removeLast() }
                    comments.append(
                        Comment(
                            range: comment.range, text: text, gapStart: UInt32(previousEnd),
                            trailing: index == 0 && comment.lineBreaksBefore == 0 && previousEnd > 0
                        ))
                }
            }
        }
        self.comments = comments
    }

    /// The comments that start in `range` on lines of their own; a comment
    /// trailing the token that ends at `range.start` is left to that token.
    public func ownLine(in range: Range<UInt32>) -> [String] {
        var lines: [String] = []
        var index = firstIndex(atOrAfter: range.lowerBound)
        while index < comments.count, comments[index].range.start < range.upperBound {
            let comment = comments[index]
            if !(comment.trailing && comment.gapStart == range.lowerBound) {
                lines.append(comment.text)
            }
            index += 1
        }
        return lines
    }

    /// The comment after the token that ends at `end`, on the same line.
    public func trailing(after end: UInt32) -> String? {
        let index = firstIndex(atOrAfter: end)
        guard index < comments.count, comments[index].trailing, comments[index].gapStart == end
        else { return nil }
        return comments[index].text
    }

    /// The index of the first comment starting at or after `offset` (binary search).
    private func firstIndex(atOrAfter offset: UInt32) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

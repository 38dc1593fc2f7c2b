/// The formatter's indentation: a stack of open brackets, each knowing the
/// indentation of the line that opened it and of its statements.
///
/// A bracket's contents sit one step in from the line that opened it, however
/// many brackets that line opened (`ForEach(items) { item in` indents once).
/// A line that continues a statement (a `.modifier` chain, an operator at
/// either end) sits one step in from the statement's first line; a chain
/// after a closing line (`}` then `.padding()`) lines up with the closer,
/// as SwiftUI code is written. `case` labels line up with their `switch`.
package struct Indentation {
    /// Spaces per level.
    package static let width = 4

    /// What a line was, for the line after it.
    package enum LineKind: Sendable {
        case start, continuation, operatorContinuation, closer, caseLabel
    }

    /// One open bracket (or the file itself, at the bottom of the stack).
    package struct Level: Sendable {
        package var openerLineIndent: Int
        package var contentIndent: Int
        package var isSwitch: Bool
        /// `?`s of a ternary waiting for their `:` in this bracket.
        package var ternaries = 0
        package var statementIndent: Int
        package var lastLine = LineKind.start
        package var lastLineIndent: Int
    }

    private(set) var levels = [
        Level(
            openerLineIndent: 0, contentIndent: 0, isSwitch: false, statementIndent: 0,
            lastLineIndent: 0)
    ]
    /// The depth at which a `switch` waits for its `{`.
    private var switchDepth: Int?

    /// Where a line starting with `token` goes, and what kind of line it is.
    /// `previous` is the last token of the line before, `next` the token after.
    package func line(startingWith token: FormatToken, previous: FormatToken?, next: FormatToken?)
        -> (
            indent: Int, kind: LineKind
        )
    {
        let top = levels[levels.count - 1]
        if token.isCloser { return (top.openerLineIndent, .closer) }
        if top.isSwitch, Self.isCaseLabel(token, next: next) {
            return (top.openerLineIndent, .caseLabel)
        }
        if token.kind == .period, let previous, Self.endsOperand(previous) {
            let chained = top.lastLine == .closer || top.lastLine == .continuation
            return (chained ? top.lastLineIndent : top.statementIndent + Self.width, .continuation)
        }
        if Self.continuesByOperator(token, previous: previous) {
            return (top.statementIndent + Self.width, .operatorContinuation)
        }
        return (top.contentIndent, .start)
    }

    /// Contents of a bracket closing on the next line (own-line comments before a closer).
    package var contentIndent: Int { levels[levels.count - 1].contentIndent }

    /// Records a line's kind on the bracket it belongs to (after any
    /// closers that lead it).
    package mutating func record(_ indent: Int, _ kind: LineKind) {
        let top = levels.count - 1
        if kind == .start { levels[top].statementIndent = indent }
        levels[top].lastLine = kind
        levels[top].lastLineIndent = indent
    }

    /// Opens or closes brackets, and tracks `switch` and ternaries, for a
    /// token on a line indented `lineIndent`.
    package mutating func consume(_ token: FormatToken, lineIndent: Int, lineKind: LineKind) {
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace:
            // A brace after an operator continuation (`if a &&\n b {`) opens
            // a body for the statement, not for the continued line.
            let base =
                lineKind == .operatorContinuation
                ? levels[levels.count - 1].statementIndent : lineIndent
            let isSwitch = token.kind == .leftBrace && switchDepth == levels.count
            if token.kind == .leftBrace { switchDepth = nil }
            let content = base + Self.width
            // Until a line starts a statement inside, the statement is the
            // one on the opener's line: its continuations sit at the contents.
            levels.append(
                Level(
                    openerLineIndent: base, contentIndent: content, isSwitch: isSwitch,
                    statementIndent: base, lastLineIndent: content))
        case .rightParen, .rightBracket, .rightBrace:
            if levels.count > 1 { levels.removeLast() }
        case .keywordSwitch:
            switchDepth = levels.count
        case .question where token.binding == .infix:
            levels[levels.count - 1].ternaries += 1
        default:
            break
        }
    }

    /// Whether a `:` closes a ternary's `?` in the current bracket (and
    /// consumes that `?`).
    package mutating func takeTernaryColon() -> Bool {
        guard levels[levels.count - 1].ternaries > 0 else { return false }
        levels[levels.count - 1].ternaries -= 1
        return true
    }

    private static func isCaseLabel(_ token: FormatToken, next: FormatToken?) -> Bool {
        token.kind == .keywordCase || token.kind == .keywordDefault
            || (token.kind == .at && next?.kind == .identifier)
    }

    /// A token after which a line-leading period is member access.
    private static func endsOperand(_ token: FormatToken) -> Bool {
        TokenClasses.operandEnds.contains(token.kind) || token.kind == .rightBrace
            || token.binding == .postfix
    }

    /// An infix operator ends the line before or starts this one, or a
    /// ternary's `?` or `:` starts it.
    private static func continuesByOperator(_ token: FormatToken, previous: FormatToken?) -> Bool {
        if token.isInfixOperator || token.kind == .colon { return true }
        return previous?.isInfixOperator ?? false
    }
}

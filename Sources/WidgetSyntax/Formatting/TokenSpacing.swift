/// Whether one space separates two tokens on a line: the formatter's
/// spacing rules, in the order they apply. Everything not named here is
/// separated by one space.
package enum TokenSpacing {
    /// The space between `previous` and `next`; `ternaryColon` says a `:`
    /// closes a `?` of the same bracket.
    package static func spaced(_ previous: FormatToken, _ next: FormatToken, ternaryColon: Bool)
        -> Bool
    {
        if let rule = closing(next) ?? opening(previous) ?? binding(previous, next)
            ?? punctuation(previous, next, ternaryColon: ternaryColon)
        {
            return rule
        }
        return brackets(previous, next)
    }

    /// Nothing before `)`, `]`, `,` and `;`.
    private static func closing(_ next: FormatToken) -> Bool? {
        switch next.kind {
        case .rightParen, .rightBracket, .comma, .semicolon: false
        default: nil
        }
    }

    /// Nothing after `(`, `[`, a prefix operator, a period, `\`, `@` and
    /// a generic clause's `<` (`Card<Content: View>`).
    private static func opening(_ previous: FormatToken) -> Bool? {
        switch previous.kind {
        case .leftParen, .leftBracket, .period, .backslash, .at: false
        case .less where previous.binding == .postfix: false
        default:
            previous.binding == .prefix && TokenClasses.operators.contains(previous.kind)
                ? false : nil
        }
    }

    /// Operators and periods keep their binding: postfix `!` and `?` and
    /// member access stick to their operand, infix operators take a space
    /// on each side, ranges none.
    private static func binding(_ previous: FormatToken, _ next: FormatToken) -> Bool? {
        if TokenClasses.ranges.contains(next.kind) { return next.spacedRange }
        if TokenClasses.ranges.contains(previous.kind) { return previous.spacedRange }
        if next.kind == .period { return next.binding == .prefix ? nil : false }
        if next.binding == .postfix, TokenClasses.operators.contains(next.kind) { return false }
        if next.isInfixOperator || previous.isInfixOperator { return true }
        return nil
    }

    /// A label's or type's colon sticks to the name before it; a ternary's
    /// is spaced. One space after `,`, `:` and `;`.
    private static func punctuation(
        _ previous: FormatToken, _ next: FormatToken, ternaryColon: Bool
    ) -> Bool? {
        if next.kind == .colon { return ternaryColon }
        switch previous.kind {
        case .comma, .colon, .semicolon: return true
        default: return nil
        }
    }

    /// A call's `(` and a subscript's `[` stick to the operand; braces are
    /// spaced, except an empty pair (`{}`).
    private static func brackets(_ previous: FormatToken, _ next: FormatToken) -> Bool {
        switch next.kind {
        case .leftParen, .leftBracket:
            let operandEnd =
                TokenClasses.operandEnds.contains(previous.kind) || previous.binding == .postfix
            return !operandEnd
        case .rightBrace:
            return previous.kind != .leftBrace
        default:
            return true
        }
    }
}

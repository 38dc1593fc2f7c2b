/// The part of a source line a diagnostic prints, with its caret line.
///
/// A line that fits in `maximumWidth` terminal columns prints whole. A
/// longer one (minified or generated source, a 400,000-character line)
/// prints as a window around the caret with `...` where it was cut, as
/// clang does when it trims a line to the message length: the output of
/// one diagnostic stays a few hundred bytes whatever the line's length.
package struct SourceExcerpt: Equatable {
    /// The widest a printed source line may be, in terminal columns.
    /// clang trims to the terminal's width; output here goes to files and
    /// CI logs as often as to terminals, so the width is fixed: wide enough
    /// for any hand-written line of a widget, narrow enough to read.
    package static let maximumWidth = 120

    /// What marks a cut at either end of the window.
    package static let ellipsis = "..."

    /// The source text to print (control characters not yet replaced).
    package let text: String
    /// The caret line: padding, `^`, then a `~` per further column.
    package let caret: String

    /// The excerpt of `line` for a caret at 0-based character `column`
    /// that underlines `length` characters (at least the caret's one).
    package init(line: String, column: Int, length: Int) {
        let characters = Array(line)
        let start = min(max(column, 0), characters.count)
        let end = min(start + max(length, 1), max(characters.count, start + 1))
        let window = Self.window(characters, start: start)
        let lead = window.lowerBound > 0 ? Self.ellipsis : ""
        let tail = window.upperBound < characters.count ? Self.ellipsis : ""
        text = lead + String(characters[window]) + tail
        var padding = String(repeating: " ", count: lead.count)
        for character in characters[window.lowerBound..<start] {
            padding +=
                character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
        }
        let underlined = characters[start..<min(end, window.upperBound)]
        let width = max(1, underlined.reduce(0) { $0 + DisplayWidth.of($1) })
        caret = padding + "^" + String(repeating: "~", count: width - 1)
    }

    /// The characters to print: the whole line when it fits, else a window
    /// that starts a quarter of the budget before the caret (context to
    /// read it by) and runs on while the columns last.
    private static func window(_ characters: [Character], start: Int) -> Range<Int> {
        let widths = characters.map { DisplayWidth.of($0) }
        guard widths.reduce(0, +) > maximumWidth else { return 0..<characters.count }
        let budget = maximumWidth - 2 * ellipsis.count
        var lower = start
        var used = 0
        while lower > 0, used + widths[lower - 1] <= budget / 4 {
            lower -= 1
            used += widths[lower]
        }
        var upper = start
        while upper < characters.count, used + widths[upper] <= budget {
            used += widths[upper]
            upper += 1
        }
        // Near the end of the line, spend what is left on more context before.
        while lower > 0, used + widths[lower - 1] <= budget {
            lower -= 1
            used += widths[lower]
        }
        return lower..<max(upper, min(start + 1, characters.count))
    }
}

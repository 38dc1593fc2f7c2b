import Foundation

/// The printf format strings of a String Catalog, as Xcode writes them:
/// a key is the literal with each interpolation replaced by its
/// specifier (`"%lld tasks"` for `"\(count) tasks"`), and a translation
/// may reorder the arguments with positions (`"%2$@: %1$lld"`).
///
/// Only the grammar is parsed here; values are formatted one at a time
/// by `LocalizedArgument`, so a translation with a wrong or missing
/// specifier can never read an argument of another type (which
/// `String(format:)` with all arguments at once would do).
enum FormatSpecifiers {
    /// A piece of a format string.
    enum Piece: Equatable {
        /// Words, with `%%` already turned into `%`.
        case text(String)
        /// A conversion: the argument's 1-based position when written
        /// (`%2$@`), the flags, width and precision as written (`-08.2`),
        /// and the conversion character (`d`, `f`, `@`...).
        case specifier(position: Int?, options: String, conversion: Character)
        /// `%#@name@`: a substitution of the localization, by name.
        case substitution(String)
    }

    /// The conversions that take an integer (`%d`, `%lld`, `%u`, `%x`...).
    static let integerConversions: Set<Character> = ["d", "i", "u", "o", "x", "X"]
    /// The conversions that take a floating-point number.
    static let floatConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    /// The conversions that take an object or a C string: the argument as it reads.
    static let objectConversions: Set<Character> = ["@", "s", "S", "c", "C"]
    /// Length modifiers; they change nothing here, a value is formatted by its own type.
    private static let lengthModifiers: Set<Character> = ["l", "h", "q", "z", "t", "j", "L"]
    private static let flags: Set<Character> = ["-", "+", " ", "0", "#"]
    /// The longest width or precision taken: a translation cannot ask for
    /// a line of a million spaces.
    private static let maximumDigits = 3

    /// The pieces of `format`. What is not a specifier or a substitution
    /// (a lone `%` at the end, `%#@` without a closing `@`) stays as text.
    static func parse(_ format: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var index = format.startIndex
        while index < format.endIndex {
            guard format[index] == "%" else {
                text.append(format[index])
                index = format.index(after: index)
                continue
            }
            let next = format.index(after: index)
            if next < format.endIndex, format[next] == "%" {
                text.append("%")
                index = format.index(after: next)
                continue
            }
            if format[next...].hasPrefix("#@") {
                // A substitution, or text: never the `#` flag on a `%@`.
                if let (name, end) = substitution(in: format, after: next) {
                    if !text.isEmpty {
                        pieces.append(.text(text))
                        text = ""
                    }
                    pieces.append(.substitution(name))
                    index = end
                } else {
                    text.append("%")
                    index = next
                }
                continue
            }
            guard let (specifier, end) = specifier(in: format, after: next) else {
                text.append("%")
                index = next
                continue
            }
            if !text.isEmpty {
                pieces.append(.text(text))
                text = ""
            }
            pieces.append(specifier)
            index = end
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// A substitution's name after its `%` (`#@tasks@`) and the index
    /// after it; nil when the text is not one (no closing `@`, an empty
    /// name, or a space in it).
    private static func substitution(in format: String, after start: String.Index) -> (
        String, String.Index
    )? {
        let nameStart = format.index(start, offsetBy: 2)
        guard let close = format[nameStart...].firstIndex(of: "@"), close > nameStart else {
            return nil
        }
        let name = String(format[nameStart..<close])
        guard !name.contains(where: \.isWhitespace) else { return nil }
        return (name, format.index(after: close))
    }

    /// One specifier after its `%`: `[n$][flags][width][.precision][length]conversion`,
    /// and the index after it; nil when the text is not one.
    private static func specifier(in format: String, after start: String.Index) -> (
        Piece, String.Index
    )? {
        var index = start
        func digits() -> String {
            var run = ""
            // ASCII digits only: `５` or `٣` would reach `String(format:)` as they are.
            while index < format.endIndex, format[index].isASCII, format[index].isNumber {
                run.append(format[index])
                index = format.index(after: index)
            }
            return run
        }
        var position: Int?
        let leading = digits()
        if !leading.isEmpty, index < format.endIndex, format[index] == "$" {
            guard let number = Int(leading), number > 0 else { return nil }
            position = number
            index = format.index(after: index)
        } else {
            index = start
        }
        var options = ""
        while index < format.endIndex, flags.contains(format[index]) {
            options.append(format[index])
            index = format.index(after: index)
        }
        let width = digits()
        guard width.count <= maximumDigits else { return nil }
        options += width
        if index < format.endIndex, format[index] == "." {
            index = format.index(after: index)
            let precision = digits()
            guard precision.count <= maximumDigits else { return nil }
            options += "." + precision
        }
        while index < format.endIndex, lengthModifiers.contains(format[index]) {
            index = format.index(after: index)
        }
        guard index < format.endIndex else { return nil }
        let conversion = format[index]
        guard
            integerConversions.contains(conversion) || floatConversions.contains(conversion)
                || objectConversions.contains(conversion)
        else { return nil }
        return (
            .specifier(position: position, options: options, conversion: conversion),
            format.index(after: index)
        )
    }
}

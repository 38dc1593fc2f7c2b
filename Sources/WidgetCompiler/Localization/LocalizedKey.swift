import Foundation
import WidgetArchive

/// One interpolation of a string literal, evaluated: what it shows, how
/// a String Catalog key writes it, and the number behind it when a
/// translation may format that number again.
struct LocalizedArgument {
    /// What an interpolation shows.
    enum Content {
        /// Words, joined with the text around them.
        case words(String)
        /// Runs the renderer formats (`\(date, style: .relative)`) or a
        /// `Text` interpolated into another.
        case runs([TextRun])
    }

    var content: Content
    /// The specifier SwiftUI's `LocalizedStringKey` writes in the key:
    /// `%lld` for an Int, `%lf` for a Double, `%@` for anything else
    /// (strings, dates, `format:` output, `Text`).
    var specifier = "%@"
    /// The Int or Double, when the interpolation is one without `format:`.
    var number: RuntimeValue?

    /// The argument as a translation's specifier asks for it: an Int
    /// under an integer conversion, or a Double under a floating one, is
    /// formatted again with the specifier's flags, width and precision
    /// (`%03lld`, `%.1lf`) in the locale; anything else shows as it would
    /// in the key. CHOICE: a specifier of the wrong type (`%@` for an
    /// Int) shows the value as the key would, rather than garbage.
    func formatted(options: String, conversion: Character, locale: DisplayLocale) -> LocalizedArgument {
        var copy = self
        switch number {
        case .int(let value)? where FormatSpecifiers.integerConversions.contains(conversion):
            copy.content = .words(String(format: "%" + options + "ll" + String(conversion), locale: locale.foundation, Int64(value)))
        case .double(let value)? where FormatSpecifiers.floatConversions.contains(conversion):
            copy.content = .words(String(format: "%" + options + String(conversion), locale: locale.foundation, value))
        default:
            break
        }
        return copy
    }
}

/// A string literal split into its text and its evaluated interpolations.
enum InterpolationPiece {
    case text(String)
    case argument(LocalizedArgument)

    /// The literal's value: a `.string` when every piece is words, else
    /// `.text` runs (words between runs joined into one plain run).
    static func value(of pieces: [InterpolationPiece]) -> RuntimeValue {
        var runs: [TextRun] = []
        var buffer = ""
        for piece in pieces {
            switch piece {
            case .text(let text): buffer += text
            case .argument(let argument):
                switch argument.content {
                case .words(let words): buffer += words
                case .runs(let inner):
                    if !buffer.isEmpty { runs.append(TextRun(.plain(buffer))); buffer = "" }
                    runs += inner
                }
            }
        }
        if runs.isEmpty { return .string(buffer) }
        if !buffer.isEmpty { runs.append(TextRun(.plain(buffer))) }
        return .text(runs)
    }
}

/// A `LocalizedStringKey` looked up in a String Catalog, as SwiftUI does
/// at display time: the key Xcode would extract from the literal, its
/// translation in the locale, and the arguments put into it.
enum LocalizedKey {
    /// The key of a literal: its text with each interpolation's
    /// specifier in its place (`"%lld tasks"`). In a literal with
    /// interpolations a `%` of the text is written `%%`, as
    /// `LocalizedStringKey.StringInterpolation` writes it; a literal
    /// without any is its own key.
    static func key(of pieces: [InterpolationPiece]) -> String {
        let formatted = pieces.contains { if case .argument = $0 { true } else { false } }
        return pieces.map { piece in
            switch piece {
            case .text(let text): formatted ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .argument(let argument): argument.specifier
            }
        }.joined()
    }

    /// The pieces of the translation of `pieces` in `locale`, or nil when
    /// the catalog has none (the literal is shown as written).
    ///
    /// CHOICE: plural variations are chosen by the first Int argument
    /// (a catalog's `variations.plural` on a key with one number, as Xcode
    /// writes it for `"\(count) tasks"`); substitutions (`%#@name@`, for
    /// keys with several plurals) are not read, and show as written.
    static func translate(_ pieces: [InterpolationPiece], catalog: StringCatalog, locale: DisplayLocale) -> [InterpolationPiece]? {
        let arguments = pieces.compactMap { piece -> LocalizedArgument? in
            if case .argument(let argument) = piece { return argument }
            return nil
        }
        let count = arguments.lazy.compactMap { argument -> Int? in
            if case .int(let number)? = argument.number { return number }
            return nil
        }.first
        guard let format = catalog.translation(of: key(of: pieces), in: locale, count: count) else { return nil }
        // Without arguments SwiftUI shows the translation as it is.
        guard !arguments.isEmpty else { return [.text(format)] }
        var next = 0
        return FormatSpecifiers.parse(format).map { piece -> InterpolationPiece in
            switch piece {
            case .text(let text):
                return .text(text)
            case .specifier(let position, let options, let conversion):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                guard arguments.indices.contains(index) else {
                    // CHOICE: a specifier with no argument shows as written,
                    // less its length modifier (`%lld` as `%d`).
                    return .text("%" + (position.map { "\($0)$" } ?? "") + options + String(conversion))
                }
                return .argument(arguments[index].formatted(options: options, conversion: conversion, locale: locale))
            }
        }
    }
}

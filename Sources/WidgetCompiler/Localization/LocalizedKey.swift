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
    /// (`%03lld`, `%.1lf`) in the locale (`PrintfNumber`); anything else shows as it would
    /// in the key. CHOICE: a specifier of the wrong type (`%@` for an
    /// Int) shows the value as the key would, rather than garbage.
    func formatted(options: String, conversion: Character, locale: DisplayLocale)
        -> LocalizedArgument
    {
        var copy = self
        switch number {
        case .int(let value)? where FormatSpecifiers.integerConversions.contains(conversion):
            copy.content = .words(
                PrintfNumber.format(value, options: options, conversion: conversion, locale: locale)
            )
        case .double(let value)? where FormatSpecifiers.floatConversions.contains(conversion):
            copy.content = .words(
                PrintfNumber.format(value, options: options, conversion: conversion, locale: locale)
            )
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
                    if !buffer.isEmpty {
                        runs.append(TextRun(.plain(buffer)))
                        buffer = ""
                    }
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
    /// CHOICE: plural variations of a whole localization are chosen by the
    /// first Int argument (a catalog's `variations.plural` on a key with
    /// one number, as Xcode writes it for `"\(count) tasks"`); each
    /// substitution (`%#@name@`, for keys with several numbers) by its own
    /// argument, as `Substitution` says.
    static func translate(
        _ pieces: [InterpolationPiece], catalog: StringCatalog, locale: DisplayLocale
    ) -> [InterpolationPiece]? {
        let arguments = pieces.compactMap { piece -> LocalizedArgument? in
            if case .argument(let argument) = piece { return argument }
            return nil
        }
        let count = arguments.lazy.compactMap { argument -> Int? in
            if case .int(let number)? = argument.number { return number }
            return nil
        }.first
        guard let translation = catalog.translation(of: key(of: pieces), in: locale, count: count)
        else { return nil }
        // Without arguments SwiftUI shows the translation as it is.
        guard !arguments.isEmpty else { return [.text(translation.format)] }
        var expander = Expander(translation: translation, arguments: arguments, locale: locale)
        return expander.expand(FormatSpecifiers.parse(translation.format), depth: 0)
    }
}

/// Puts a translation's arguments into its format: specifiers in order or
/// by position, substitutions by their plural phrase.
private struct Expander {
    let translation: StringCatalog.Translation
    let arguments: [LocalizedArgument]
    let locale: DisplayLocale
    /// The argument the next specifier without a position takes.
    var next = 0

    /// How deep substitutions may name substitutions: a catalog whose
    /// phrase names itself stops here and shows the name as written.
    static let maximumDepth = 4

    init(
        translation: StringCatalog.Translation, arguments: [LocalizedArgument],
        locale: DisplayLocale
    ) {
        self.translation = translation
        self.arguments = arguments
        self.locale = locale
    }

    mutating func expand(_ format: [FormatSpecifiers.Piece], depth: Int) -> [InterpolationPiece] {
        var result: [InterpolationPiece] = []
        for piece in format {
            switch piece {
            case .text(let text):
                result.append(.text(text))
            case .specifier(let position, let options, let conversion):
                result.append(
                    specifier(position: position, options: options, conversion: conversion))
            case .substitution(let name):
                result += substitution(name, depth: depth)
            }
        }
        return result
    }

    private mutating func specifier(position: Int?, options: String, conversion: Character)
        -> InterpolationPiece
    {
        let index = position.map { $0 - 1 } ?? next
        if position == nil { next += 1 }
        guard arguments.indices.contains(index) else {
            // CHOICE: a specifier with no argument shows as written,
            // less its length modifier (`%lld` as `%d`).
            return .text("%" + (position.map { "\($0)$" } ?? "") + options + String(conversion))
        }
        return .argument(
            arguments[index].formatted(options: options, conversion: conversion, locale: locale))
    }

    /// `%#@name@`: the phrase of the substitution's plural category for its
    /// argument (else its `other` phrase), with `%arg` as that argument in
    /// the substitution's `formatSpecifier`. CHOICE: a name the
    /// localization has no substitution for, an argument number past the
    /// arguments, or a substitution with no phrase for the category nor
    /// `other` shows `%#@name@` as written; a Double argument is counted
    /// as a whole number when it is one, else it takes `other`.
    private mutating func substitution(_ name: String, depth: Int) -> [InterpolationPiece] {
        let written = [InterpolationPiece.text("%#@" + name + "@")]
        guard depth < Self.maximumDepth, let substitution = translation.substitutions[name] else {
            return written
        }
        let index = substitution.argumentNumber.map { $0 - 1 } ?? next
        if substitution.argumentNumber == nil { next += 1 }
        guard arguments.indices.contains(index) else { return written }
        let category =
            Self.count(of: arguments[index]).map {
                PluralRules.category(of: $0, language: translation.language)
            } ?? .other
        guard let phrase = substitution.plural[category] ?? substitution.plural[.other] else {
            return written
        }
        let format = phrase.replacingOccurrences(
            of: "%arg", with: "%\(index + 1)$" + substitution.formatSpecifier)
        return expand(FormatSpecifiers.parse(format), depth: depth + 1)
    }

    /// The whole number an argument counts as for plural rules, or nil.
    private static func count(of argument: LocalizedArgument) -> Int? {
        switch argument.number {
        case .int(let value)?: return value
        case .double(let value)? where value.rounded() == value && abs(value) < 1e15:
            return Int(value)
        default: return nil
        }
    }
}

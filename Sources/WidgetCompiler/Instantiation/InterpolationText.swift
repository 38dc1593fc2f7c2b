import Foundation
import WidgetArchive
import WidgetSyntax

/// How interpolated values become text, as Swift and SwiftUI do it.
///
/// A string literal written directly in `Text`, `Label`, `Button`,
/// `Toggle`, `Link` or `ProgressView` is a `LocalizedStringKey`: SwiftUI
/// formats its interpolations with printf specifiers in the locale, so an
/// `Int` is `%lld` grouped (`1,450`; the well-known surprise of a year
/// shown as `2,021`) and a `Double` is `%lf`, six decimals, grouped the
/// same way (`3.200000`, `1,234.500000`), in the evaluator's locale
/// (`1.234,500000` in de-DE). Everywhere else
/// (`Image("avatar-\(name)")`, `Text(verbatim:)`, `String(x)`) it is
/// Swift's `String` interpolation: `3.2`, `1.0`. Dates interpolated
/// without a style print as `Date.description` in both
/// (`2026-11-21 10:00:00 +0000`).
enum InterpolationText {
    /// A value in Swift `String` interpolation.
    static func plain(_ value: RuntimeValue, at range: SourceRange) throws(InstantiationFailure)
        -> String
    {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return describe(date)
        case .url(let text): return text
        case .symbol(let name): return name
        case .null: return "nil"
        case .text(let runs):
            guard let text = ArchiveText(runs).plainText else {
                throw InstantiationFailure(.dateStyleOutsideText(), at: range)
            }
            return text
        case .condition, .environment:
            throw InstantiationFailure(.displayTimeInterpolation(), at: range)
        default: throw InstantiationFailure(.notInterpolatable(value.kindName), at: range)
        }
    }

    /// A value in `LocalizedStringKey` interpolation: an Int as `%lld`
    /// and a Double as `%lf` in the locale. Foundation's format styles
    /// write exactly what its printf writes for these two specifiers
    /// (grouping, six decimals, rounding, `NaN` and `∞` alike; a test
    /// compares them), and keep their ICU formatter cached, where
    /// `String(format:locale:)` builds a number formatter for every call
    /// (16% of a whole `wdl check` when it was used here).
    static func localized(_ value: RuntimeValue, locale: DisplayLocale, at range: SourceRange)
        throws(InstantiationFailure) -> String
    {
        switch value {
        case .int(let number):
            return IntegerFormatStyle<Int>(locale: locale.foundation).format(number)
        case .double(let number):
            return FloatingPointFormatStyle<Double>(locale: locale.foundation).precision(
                .fractionLength(6)
            ).format(number)
        default: return try plain(value, at: range)
        }
    }

    /// `Date.description`: `2026-11-21 10:00:00 +0000`.
    static func describe(_ date: Date) -> String {
        guard
            let iso = ISODate.string(
                from: date.addingTimeInterval(
                    -date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)))
        else {
            return "\(date.timeIntervalSince1970)"
        }
        return iso.prefix(10) + " " + iso.dropFirst(11).prefix(8) + " +0000"
    }
}

extension ExpressionEvaluator {
    /// A string literal's value: a `.string`, or `.text` runs when an
    /// interpolation keeps a date for the renderer (`style:`), which only
    /// a `Text` accepts. A `localized` literal (a `LocalizedStringKey`) is
    /// looked up in the String Catalog when there is one.
    /// A key that is a value (`LocalizedStringKey(title)`): its text in
    /// the String Catalog, or the key itself.
    func localizedKey(_ key: String) -> RuntimeValue {
        var pieces: [InterpolationPiece] = [.text(key)]
        if let strings,
            let translated = LocalizedKey.translate(pieces, catalog: strings, locale: region.locale)
        {
            pieces = translated
        }
        return InterpolationPiece.value(of: pieces)
    }

    func interpolate(_ literal: StringLiteral, localized: Bool) throws(InstantiationFailure)
        -> RuntimeValue
    {
        var pieces: [InterpolationPiece] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text): pieces.append(.text(text))
            case .interpolation(let interpolation):
                pieces.append(.argument(try argument(interpolation, localized: localized)))
            }
        }
        if localized, let strings,
            let translated = LocalizedKey.translate(pieces, catalog: strings, locale: region.locale)
        {
            pieces = translated
        }
        return InterpolationPiece.value(of: pieces)
    }

    /// One interpolation, evaluated: what it shows, and its specifier in
    /// a catalog key.
    private func argument(_ interpolation: Interpolation, localized: Bool)
        throws(InstantiationFailure) -> LocalizedArgument
    {
        if let symbol = try inlineSymbol(interpolation.value) {
            return LocalizedArgument(content: .runs([TextRun(.symbol(symbol))]))
        }
        let value = try evaluate(interpolation.value)
        if value == .null {
            throw InstantiationFailure(
                .nilValue(Self.describe(interpolation.value)), at: interpolation.value.range)
        }
        if let style = interpolation.options.first(where: { $0.label?.name == "style" }) {
            guard case .date(let date) = value else {
                throw InstantiationFailure(
                    .styleNeedsDate(found: value.kindName), at: interpolation.value.range)
            }
            let name = try Keywords.keyword(
                style.value, for: Keywords.Key.dateStyle, evaluator: self)
            return LocalizedArgument(content: .runs([TextRun(.date(date, style: name))]))
        }
        if let specifier = interpolation.options.first(where: { $0.label?.name == "specifier" }) {
            // Only LocalizedStringKey's interpolation takes a specifier.
            guard localized else {
                throw InstantiationFailure(.specifierOutsideText(), at: specifier.range)
            }
            return try specified(value, with: specifier.value, at: interpolation.value.range)
        }
        if let format = interpolation.options.first(where: { $0.label?.name == "format" }) {
            return LocalizedArgument(
                content: .words(
                    try NumberFormatting.format(value, with: format.value, evaluator: self)))
        }
        if case .text(let inner) = value { return LocalizedArgument(content: .runs(inner)) }
        guard localized else {
            return LocalizedArgument(
                content: .words(try InterpolationText.plain(value, at: interpolation.value.range)))
        }
        let words = try InterpolationText.localized(
            value, locale: region.locale, at: interpolation.value.range)
        switch value {
        case .int:
            return LocalizedArgument(content: .words(words), specifier: "%lld", number: value)
        case .double:
            return LocalizedArgument(content: .words(words), specifier: "%lf", number: value)
        default: return LocalizedArgument(content: .words(words))
        }
    }

    /// `Image(systemName: name)` inside a text (`\(Image(systemName:
    /// "star"))`, `Text(Image(systemName:))`): the symbol's name; nil for
    /// anything else.
    func inlineSymbol(_ expression: Expr) throws(InstantiationFailure) -> String? {
        guard case .call(let call) = expression.kind, call.calleeName == "Image",
            call.arguments.count == 1, call.trailingClosures.isEmpty,
            let argument = call.arguments.first, argument.label?.name == "systemName"
        else { return nil }
        let value = try evaluate(argument.value)
        guard case .string(let name) = value else {
            throw InstantiationFailure(
                .expectedString(found: value.kindName), at: argument.value.range)
        }
        return name
    }

    /// `\(value, specifier: "%.1f")`: SwiftUI writes the specifier into the
    /// key in the value's place and formats the key with printf in the
    /// locale, so the specifier's text around its conversion shows too
    /// (`"%.0f%%"` is `40%`). Each conversion formats the value as
    /// `LocalizedArgument.formatted` does a translation's.
    private func specified(_ value: RuntimeValue, with specifier: Expr, at range: SourceRange)
        throws(InstantiationFailure) -> LocalizedArgument
    {
        guard case .string(let format) = try evaluate(specifier) else {
            throw InstantiationFailure(.specifierNeedsString(), at: specifier.range)
        }
        switch value {
        case .int, .double:
            let words = try InterpolationText.localized(value, locale: region.locale, at: range)
            return Self.specified(value, shown: words, format: format, locale: region.locale)
        default:
            throw InstantiationFailure(.specifierNeedsNumber(found: value.kindName), at: range)
        }
    }

    /// `format` with each of its conversions showing `value`; a
    /// conversion of the wrong type (`%d` for a Double) shows `shown`,
    /// the value as the plain interpolation would (`LocalizedArgument`'s
    /// choice for translations).
    static func specified(
        _ value: RuntimeValue, shown: String, format: String, locale: DisplayLocale
    ) -> LocalizedArgument {
        let argument = LocalizedArgument(content: .words(shown), specifier: format, number: value)
        var words = ""
        for piece in FormatSpecifiers.parse(format) {
            switch piece {
            case .text(let text): words += text
            case .specifier(_, let options, let conversion):
                if case .words(let formatted) = argument.formatted(
                    options: options, conversion: conversion, locale: locale
                ).content {
                    words += formatted
                }
            case .substitution(let name): words += "%#@" + name + "@"
            }
        }
        return LocalizedArgument(content: .words(words), specifier: format, number: value)
    }
}

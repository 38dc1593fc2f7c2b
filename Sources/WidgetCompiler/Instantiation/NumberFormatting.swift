import Foundation
import WidgetArchive
import WidgetSyntax

/// `format:` styles, resolved when the entry is instantiated, by
/// Foundation in the evaluator's locale (en-US unless `--locale` says
/// otherwise): grouping `,` and decimal point `.` in en-US, `.` and `,`
/// in de-DE.
///
/// Supported, as Foundation's `FormatStyle` behaves: `.number` (grouping,
/// up to 6 fraction digits for a Double, trailing zeros dropped),
/// `.number.precision(.fractionLength(n))` (and the shorthand
/// `.number.precision(n)` of language.md), `.number.precision(
/// .significantDigits(n))`, `.number.grouping(.never)`, `.percent` (the
/// value times 100), `.currency(code:)` (2 decimals, none for KRW and
/// JPY). Rounding is half-to-even on the shortest decimal form of the
/// value, as ICU rounds (`2.675` to 2 digits is `2.68`).
enum NumberFormatting {
    struct Style: Equatable {
        enum Kind: Equatable { case number, percent, currency(String) }
        var kind = Kind.number
        /// Minimum and maximum fraction digits; nil for the default.
        var fraction: ClosedRange<Int>?
        var significantDigits: Int?
        var grouping = true
        /// Whether `.percent` multiplies by 100: a Double's does
        /// (0.62 is "62%"), an Int's does not (62 is "62%").
        var scalesPercent = true
    }

    /// Formats `value` with the style written in `expression`.
    static func format(_ value: RuntimeValue, with expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        guard let number = value.number else {
            throw InstantiationFailure(
                .formatNeedsNumber(found: value.kindName), at: expression.range)
        }
        var style = try parse(expression, evaluator: evaluator)
        if case .int = value { style.scalesPercent = false }
        if case .int = value, style.kind == .number, style.fraction == nil,
            style.significantDigits == nil
        {
            return format(
                number, style: Style(kind: .number, fraction: 0...0, grouping: style.grouping),
                locale: evaluator.region.locale)
        }
        return format(number, style: style, locale: evaluator.region.locale)
    }

    /// `value.formatted()`: the default `.number` style.
    static func format(_ value: RuntimeValue, locale: DisplayLocale) -> String {
        if case .int(let whole) = value {
            return format(
                Double(whole), style: Style(kind: .number, fraction: 0...0), locale: locale)
        }
        return format(value.number ?? 0, style: Style(), locale: locale)
    }

    static func parse(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> Style
    {
        func unsupported() -> InstantiationFailure {
            InstantiationFailure(.unsupportedFormat(), at: expression.range)
        }
        switch expression.kind {
        case .implicitMember(let name):
            switch name.name {
            case "number": return Style()
            case "percent": return Style(kind: .percent)
            default: throw unsupported()
            }
        case .call(let call):
            if case .implicitMember(let name) = call.callee.kind, name.name == "currency",
                call.arguments.count == 1,
                call.arguments[0].label?.name == "code",
                case .string(let code) = try evaluator.evaluate(call.arguments[0].value)
            {
                return Style(kind: .currency(code.uppercased()))
            }
            guard case .member(let base, let name, _) = call.callee.kind, call.arguments.count == 1
            else { throw unsupported() }
            var style = try parse(base, evaluator: evaluator)
            let argument = call.arguments[0].value
            switch name.name {
            case "precision":
                switch argument.kind {
                case .call(let inner):
                    guard case .implicitMember(let kind) = inner.callee.kind,
                        inner.arguments.count == 1,
                        case .int(let digits) = try evaluator.evaluate(inner.arguments[0].value),
                        (0...15).contains(digits)
                    else { throw unsupported() }
                    switch kind.name {
                    case "fractionLength": style.fraction = digits...digits
                    case "significantDigits" where digits > 0: style.significantDigits = digits
                    default: throw unsupported()
                    }
                default:
                    guard case .int(let digits) = try evaluator.evaluate(argument),
                        (0...15).contains(digits)
                    else { throw unsupported() }
                    style.fraction = digits...digits
                }
            case "grouping":
                guard case .implicitMember(let value) = argument.kind,
                    ["never", "automatic"].contains(value.name)
                else { throw unsupported() }
                style.grouping = value.name == "automatic"
            default:
                throw unsupported()
            }
            return style
        default:
            throw unsupported()
        }
    }

    /// The text of `number` in `style`, by Foundation's format styles in
    /// `locale` (ICU rounds half-to-even on the decimal form, keeps the
    /// sign of a negative value that rounds to zero, and drops trailing
    /// zeros beyond the minimum).
    static func format(_ number: Double, style: Style, locale: DisplayLocale = .enUS) -> String {
        let locale = locale.foundation
        switch style.kind {
        case .number:
            return number.formatted(
                rounded(FloatingPointFormatStyle<Double>(locale: locale), style))
        case .percent:
            let value = style.scalesPercent ? number : number / 100
            return value.formatted(
                rounded(FloatingPointFormatStyle<Double>.Percent(locale: locale), style))
        case .currency(let code):
            return number.formatted(
                rounded(
                    FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale), style))
        }
    }

    /// `format` with the style's precision and grouping.
    private static func rounded<Format: NumberPrecisionStyle>(_ format: Format, _ style: Style)
        -> Format
    {
        var format = format
        if let significant = style.significantDigits {
            format = format.precision(.significantDigits(1...significant))
        } else if let fraction = style.fraction {
            format = format.precision(.fractionLength(fraction))
        }
        return style.grouping ? format : format.grouping(.never)
    }
}

/// The format styles `NumberFormatting` sets precision and grouping on.
protocol NumberPrecisionStyle {
    func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self
}

extension FloatingPointFormatStyle<Double>: NumberPrecisionStyle {}
extension FloatingPointFormatStyle<Double>.Percent: NumberPrecisionStyle {}
extension FloatingPointFormatStyle<Double>.Currency: NumberPrecisionStyle {}

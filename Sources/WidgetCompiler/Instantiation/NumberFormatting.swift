import Foundation

/// `format:` styles, resolved when the entry is instantiated, in the
/// en_US locale (CHOICE: one fixed locale, so archives are the same on
/// every machine; grouping `,`, decimal point `.`).
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
    static func format(_ value: RuntimeValue, with expression: Expr, evaluator: ExpressionEvaluator) throws(InstantiationFailure) -> String {
        guard let number = value.number else {
            throw InstantiationFailure(.formatNeedsNumber(found: value.kindName), at: expression.range)
        }
        var style = try parse(expression, evaluator: evaluator)
        if case .int = value { style.scalesPercent = false }
        if case .int = value, style.kind == .number, style.fraction == nil, style.significantDigits == nil {
            return format(number, style: Style(kind: .number, fraction: 0...0, grouping: style.grouping))
        }
        return format(number, style: style)
    }

    /// `value.formatted()`: the default `.number` style.
    static func format(_ value: RuntimeValue) -> String {
        if case .int(let whole) = value { return format(Double(whole), style: Style(kind: .number, fraction: 0...0)) }
        return format(value.number ?? 0, style: Style())
    }

    static func parse(_ expression: Expr, evaluator: ExpressionEvaluator) throws(InstantiationFailure) -> Style {
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
            if case .implicitMember(let name) = call.callee.kind, name.name == "currency", call.arguments.count == 1,
               call.arguments[0].label?.name == "code", case .string(let code) = try evaluator.evaluate(call.arguments[0].value) {
                return Style(kind: .currency(code.uppercased()))
            }
            guard case .member(let base, let name, _) = call.callee.kind, call.arguments.count == 1 else { throw unsupported() }
            var style = try parse(base, evaluator: evaluator)
            let argument = call.arguments[0].value
            switch name.name {
            case "precision":
                switch argument.kind {
                case .call(let inner):
                    guard case .implicitMember(let kind) = inner.callee.kind, inner.arguments.count == 1,
                          case .int(let digits) = try evaluator.evaluate(inner.arguments[0].value), (0...15).contains(digits) else { throw unsupported() }
                    switch kind.name {
                    case "fractionLength": style.fraction = digits...digits
                    case "significantDigits" where digits > 0: style.significantDigits = digits
                    default: throw unsupported()
                    }
                default:
                    guard case .int(let digits) = try evaluator.evaluate(argument), (0...15).contains(digits) else { throw unsupported() }
                    style.fraction = digits...digits
                }
            case "grouping":
                guard case .implicitMember(let value) = argument.kind, ["never", "automatic"].contains(value.name) else { throw unsupported() }
                style.grouping = value.name == "automatic"
            default:
                throw unsupported()
            }
            return style
        default:
            throw unsupported()
        }
    }

    /// The text of `number` in `style`.
    static func format(_ number: Double, style: Style) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-∞" : "∞" }
        var value = number
        var fraction = style.fraction ?? 0...6
        var prefix = ""
        var suffix = ""
        switch style.kind {
        case .number: break
        case .percent:
            if style.scalesPercent { value *= 100 }
            suffix = "%"
        case .currency(let code):
            let digits = ["KRW", "JPY"].contains(code) ? 0 : 2
            fraction = style.fraction ?? digits...digits
            let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "KRW": "₩", "JPY": "¥", "CNY": "CN¥"]
            prefix = symbols[code] ?? code + "\u{A0}"
        }
        var decimal = Decimal(value)
        if let significant = style.significantDigits {
            decimal.round(significantDigits: significant)
            fraction = 0...max(0, -decimal.pointPosition + decimal.digits.count)
        }
        decimal.round(fractionDigits: fraction.upperBound)
        // ICU keeps the sign of a negative value that rounds to zero ("-0.0").
        let negative = value < 0
        return (negative ? "-" : "") + prefix + decimal.text(minimumFraction: fraction.lowerBound, grouping: style.grouping) + suffix
    }

    /// A non-negative decimal as digits and the position of the point
    /// (digits `[1, 4, 5]` with point 2 is 14.5), from Swift's shortest
    /// round-trip form of a Double.
    struct Decimal {
        var digits: [UInt8]
        var pointPosition: Int
        var negative: Bool

        init(_ value: Double) {
            negative = value.sign == .minus
            let text = "\(abs(value))"
            var mantissa = Substring(text)
            var exponent = 0
            if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                mantissa = text[..<e]
                exponent = Int(text[text.index(after: e)...]) ?? 0
            }
            var digits: [UInt8] = []
            var point: Int?
            for character in mantissa {
                if character == "." { point = digits.count } else if let digit = character.wholeNumberValue { digits.append(UInt8(digit)) }
            }
            self.digits = digits
            self.pointPosition = (point ?? digits.count) + exponent
            normalize()
        }

        /// Drops leading zeros (keeping the point where it belongs).
        mutating func normalize() {
            while digits.count > 1, digits.first == 0 {
                digits.removeFirst()
                pointPosition -= 1
            }
        }

        /// Rounds half-to-even, keeping `count` digits after the point.
        mutating func round(fractionDigits count: Int) {
            round(keeping: pointPosition + count)
        }

        mutating func round(significantDigits count: Int) {
            round(keeping: count)
        }

        /// Keeps the first `keep` digits, rounding half-to-even on the rest.
        private mutating func round(keeping keep: Int) {
            guard keep < digits.count else { return }
            if keep < 0 {
                digits = [0]
                pointPosition = 1
                return
            }
            let rest = digits[keep...]
            let first = rest.first ?? 0
            let tieOrMore = first > 5 || (first == 5 && rest.dropFirst().contains { $0 != 0 })
            let tie = first == 5 && !rest.dropFirst().contains { $0 != 0 }
            digits.removeSubrange(keep...)
            let lastIsOdd = (digits.last ?? 0) % 2 == 1
            if tieOrMore || (tie && lastIsOdd) {
                var index = digits.count - 1
                while index >= 0 {
                    if digits[index] == 9 { digits[index] = 0; index -= 1 } else { digits[index] += 1; break }
                }
                if index < 0 {
                    digits.insert(1, at: 0)
                    pointPosition += 1
                }
            }
            if digits.isEmpty {
                digits = [0]
                pointPosition = max(pointPosition, 1)
            }
        }

        /// `1,450.5`: grouped integer part, then at least `minimumFraction`
        /// fraction digits (trailing zeros beyond it dropped).
        func text(minimumFraction: Int, grouping: Bool) -> String {
            var integer = ""
            var fraction = ""
            for position in 0..<max(pointPosition, 1) {
                integer.append(position < digits.count && position >= 0 ? Character(String(digits[position])) : "0")
            }
            if pointPosition <= 0 { integer = "0" }
            var index = pointPosition
            while index < digits.count {
                fraction.append(index >= 0 ? Character(String(digits[index])) : "0")
                index += 1
            }
            while fraction.count > minimumFraction, fraction.last == "0" { fraction.removeLast() }
            while fraction.count < minimumFraction { fraction.append("0") }
            if grouping { integer = NumberFormatting.grouped(integer) }
            return fraction.isEmpty ? integer : integer + "." + fraction
        }
    }

    /// `1450` as `1,450`: en_US grouping of a whole part's digits.
    static func grouped(_ digits: Substring) -> String {
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    static func grouped(_ digits: String) -> String { grouped(digits[...]) }
}

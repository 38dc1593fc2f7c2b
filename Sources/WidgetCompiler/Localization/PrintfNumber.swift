import Foundation
import WidgetArchive

/// One number under one printf conversion, as `String(format:locale:)`
/// writes it on Apple's platforms, which is what SwiftUI does with a
/// `LocalizedStringKey`'s specifiers (`\(minutes, specifier: "%02d")`) and
/// a translation's: grouped and with the locale's decimal separator, and
/// with C's flags, width and precision.
///
/// Written out because swift-corelibs-foundation's localized
/// `String(format:locale:)` drops the `0` flag (`%05.2f` of 0.4 is
/// `" 0.40"` there, `"00.40"` on a device), and `%02d` for minutes is
/// what real widgets write.
///
/// CHOICE: `e`, `g` and `a` conversions are C's with the locale's decimal
/// separator, ungrouped; a precision on an integer conversion pads the
/// digits with zeros before grouping.
enum PrintfNumber {
    /// The flags, width and precision of one specifier (`-08.2`).
    struct Options: Equatable {
        var leftAlign = false
        var plus = false
        var space = false
        var zero = false
        var alternate = false
        var width = 0
        var precision: Int?

        /// Reads `options` as `FormatSpecifiers` keeps them: flags, then
        /// width, then `.` and precision.
        init(_ options: String) {
            var rest = Substring(options)
            while let flag = rest.first, "-+ 0#".contains(flag) {
                switch flag {
                case "-": leftAlign = true
                case "+": plus = true
                case " ": space = true
                case "0": zero = true
                default: alternate = true
                }
                rest = rest.dropFirst()
            }
            let width = rest.prefix { $0.isASCII && $0.isNumber }
            self.width = Int(width) ?? 0
            rest = rest.dropFirst(width.count)
            if rest.first == "." { precision = Int(rest.dropFirst()) ?? 0 }
        }
    }

    /// `value` under an integer conversion (`d`, `i`, `u`, `o`, `x`, `X`).
    static func format(
        _ value: Int, options: String, conversion: Character, locale: DisplayLocale
    ) -> String {
        let options = Options(options)
        let magnitude = value.magnitude
        let radix = conversion == "o" ? 8 : conversion == "x" || conversion == "X" ? 16 : 10
        let plain = String(magnitude, radix: radix, uppercase: conversion == "X")
        // The precision is a minimum count of digits, zeros in front.
        let zeros = String(repeating: "0", count: max(0, (options.precision ?? 0) - plain.count))
        var prefix = ""
        var digits = zeros + plain
        switch conversion {
        case "o": if options.alternate, digits.first != "0" { digits = "0" + digits }
        case "x", "X":
            if options.alternate, value != 0 { prefix = conversion == "X" ? "0X" : "0x" }
        default:
            digits = zeros + IntegerFormatStyle<UInt>(locale: locale.foundation).format(magnitude)
        }
        // A precision turns the `0` flag off, as in C.
        let zero = options.zero && options.precision == nil
        return padded(sign(value < 0, options) + prefix, digits, options, zero: zero)
    }

    /// `value` under a floating-point conversion (`f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`).
    static func format(
        _ value: Double, options: String, conversion: Character, locale: DisplayLocale
    ) -> String {
        let options = Options(options)
        guard value.isFinite else {
            let word = value.isNaN ? "nan" : "inf"
            let shown = conversion.isUppercase ? word.uppercased() : word
            return padded(sign(value < 0, options), shown, options, zero: false)
        }
        var body: String
        if conversion == "f" || conversion == "F" {
            // C's digits (rounded from the exact binary value: 0.45 is
            // 0.5 at one decimal), then the locale's grouping and separator.
            let flag = options.alternate ? "#" : ""
            let digits = String(format: "%" + flag + ".\(options.precision ?? 6)f", value.magnitude)
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            let whole =
                UInt(parts[0]).map {
                    IntegerFormatStyle<UInt>(locale: locale.foundation).format($0)
                } ?? String(parts[0])
            body = whole
            if parts.count > 1 {
                body += (locale.foundation.decimalSeparator ?? ".") + parts[1]
            }
        } else {
            let precision = options.precision.map { ".\($0)" } ?? ""
            let flag = options.alternate ? "#" : ""
            body = String(format: "%" + flag + precision + String(conversion), value.magnitude)
            body = body.replacingOccurrences(
                of: ".", with: locale.foundation.decimalSeparator ?? ".")
        }
        let negative = value < 0 || (value == 0 && value.sign == .minus)
        return padded(sign(negative, options), body, options, zero: options.zero)
    }

    /// The sign C writes before a number.
    private static func sign(_ negative: Bool, _ options: Options) -> String {
        negative ? "-" : options.plus ? "+" : options.space ? " " : ""
    }

    /// `prefix` and `body` in the width: spaces after for `-`, zeros
    /// between them for `0`, else spaces before.
    private static func padded(_ prefix: String, _ body: String, _ options: Options, zero: Bool)
        -> String
    {
        let missing = options.width - prefix.count - body.count
        guard missing > 0 else { return prefix + body }
        let fill = String(repeating: zero && !options.leftAlign ? "0" : " ", count: missing)
        if options.leftAlign { return prefix + body + fill }
        return zero ? prefix + fill + body : fill + prefix + body
    }
}

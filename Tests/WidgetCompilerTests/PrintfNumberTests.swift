import Foundation
import Testing
import WidgetArchive

@testable import WidgetCompiler

/// One number, one specifier's options and conversion, a locale, and what
/// `String(format:locale:)` writes for it on Apple's platforms.
struct PrintfCase: Sendable, CustomTestStringConvertible {
    let value: Double
    let isInteger: Bool
    let options: String
    let conversion: Character
    let locale: String
    let expected: String
    var testDescription: String { "%\(options)\(conversion) of \(value) in \(locale)" }

    static func int(
        _ value: Int, _ options: String, _ conversion: Character, _ expected: String,
        in locale: String = "en-US"
    ) -> PrintfCase {
        PrintfCase(
            value: Double(value), isInteger: true, options: options, conversion: conversion,
            locale: locale, expected: expected)
    }

    static func double(
        _ value: Double, _ options: String, _ conversion: Character, _ expected: String,
        in locale: String = "en-US"
    ) -> PrintfCase {
        PrintfCase(
            value: value, isInteger: false, options: options, conversion: conversion,
            locale: locale, expected: expected)
    }
}

@Suite struct PrintfNumberTests {
    @Test(arguments: [
        // Minutes and seconds as timers write them: zeros, not spaces.
        PrintfCase.int(5, "02", "d", "05"),
        PrintfCase.int(-7, "03", "d", "-07"),
        // Grouped in the locale, as a LocalizedStringKey's %lld is.
        PrintfCase.int(2021, "", "d", "2,021"),
        PrintfCase.int(2021, "", "d", "2.021", in: "de-DE"),
        PrintfCase.int(3, "-4", "d", "3   "),
        PrintfCase.int(3, "4", "d", "   3"),
        PrintfCase.int(42, "+", "d", "+42"),
        PrintfCase.int(7, ".3", "d", "007"),
        PrintfCase.int(255, "#", "x", "0xff"),
        PrintfCase.int(255, "", "X", "FF"),
        PrintfCase.int(8, "#", "o", "010"),
        PrintfCase.double(0.4, "05.2", "f", "00.40"),
        PrintfCase.double(0.45, ".1", "f", "0.5"),
        PrintfCase.double(2, "+.1", "f", "+2.0"),
        PrintfCase.double(1234.5, ".2", "f", "1.234,50", in: "de-DE"),
        PrintfCase.double(1234.5, "", "f", "1,234.500000"),
        PrintfCase.double(-0.25, "8.3", "f", "  -0.250"),
        PrintfCase.double(1.5e6, ".2", "e", "1.50e+06"),
        PrintfCase.double(0.4, ".1", "e", "4,0e-01", in: "de-DE"),
        PrintfCase.double(.nan, "", "f", "nan"),
        PrintfCase.double(-.infinity, "", "F", "-INF"),
    ])
    func formatsAsPrintfInTheLocale(_ row: PrintfCase) throws {
        let locale = try #require(DisplayLocale(row.locale))
        let text =
            row.isInteger
            ? PrintfNumber.format(
                Int(row.value), options: row.options, conversion: row.conversion, locale: locale)
            : PrintfNumber.format(
                row.value, options: row.options, conversion: row.conversion, locale: locale)
        #expect(text == row.expected)
    }
}

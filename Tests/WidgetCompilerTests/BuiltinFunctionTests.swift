import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// One call of a built-in, with the type and value Swift gives it.
struct BuiltinCase: Sendable, CustomTestStringConvertible {
    let source: String
    /// The row it calls: `BuiltinFunction.declaration`.
    let row: String
    let type: ValueType
    let value: RuntimeValue
    var testDescription: String { source }
}

/// A call instantiation refuses, and the start of its message.
struct BuiltinFailure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
}

/// A value and the type the checker gives it, to probe which rows each
/// of the checker and instantiation picks.
struct BuiltinReceiverSample: Sendable, CustomTestStringConvertible {
    let type: ValueType
    let value: RuntimeValue
    var testDescription: String { type.spelling }
}

/// `BuiltinFunctions` is the one table of built-in functions and methods:
/// each row types and evaluates as Swift does, and the checker and
/// instantiation pick the same row for every receiver.
@Suite struct BuiltinFunctionTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let red = ArchiveColor(.system("red"))
    /// `tint`: a Color, which no literal spells.
    static let types: [String: ValueType] = ["tint": .color]
    static let values: [String: RuntimeValue] = ["tint": .color(red)]

    static func ints(_ numbers: [Int]) -> RuntimeValue { .array(numbers.map(RuntimeValue.int)) }
    static func strings(_ texts: [String]) -> RuntimeValue {
        .array(texts.map(RuntimeValue.string))
    }

    static let sortedRow = "Array.sorted(by: (Element, Element) -> Bool = default) -> Self"
    static let mapRow = "Array.map(_: KeyPath or (Element) -> T) -> [T]"

    static let cases: [BuiltinCase] = [
        BuiltinCase(
            source: "[3, 1, 2].prefix(2)", row: "Array.prefix(_: Int) -> Self",
            type: .array(.int), value: ints(Array([3, 1, 2].prefix(2)))),
        BuiltinCase(
            source: "\"Swift\".prefix(2)", row: "String.prefix(_: Int) -> Self",
            type: .string, value: .string(String("Swift".prefix(2)))),
        BuiltinCase(
            source: "\"Swift\".suffix(3)", row: "String.suffix(_: Int) -> Self",
            type: .string, value: .string(String("Swift".suffix(3)))),
        BuiltinCase(
            source: "\"Swift\".dropFirst()", row: "String.dropFirst(_: Int = default) -> Self",
            type: .string, value: .string(String("Swift".dropFirst()))),
        BuiltinCase(
            source: "\"Swift\".dropLast(2)", row: "String.dropLast(_: Int = default) -> Self",
            type: .string, value: .string(String("Swift".dropLast(2)))),
        BuiltinCase(
            source: "String(repeating: \"ab\", count: 3)",
            row: "String(repeating: String, count: Int) -> String", type: .string,
            value: .string(String(repeating: "ab", count: 3))),
        BuiltinCase(
            source: "[3, 1, 2].suffix(2)", row: "Array.suffix(_: Int) -> Self",
            type: .array(.int), value: ints(Array([3, 1, 2].suffix(2)))),
        BuiltinCase(
            source: "[3, 1, 2].dropFirst()", row: "Array.dropFirst(_: Int = default) -> Self",
            type: .array(.int), value: ints(Array([3, 1, 2].dropFirst()))),
        BuiltinCase(
            source: "[3, 1, 2].dropFirst(2)", row: "Array.dropFirst(_: Int = default) -> Self",
            type: .array(.int), value: ints(Array([3, 1, 2].dropFirst(2)))),
        BuiltinCase(
            source: "[3, 1, 2].dropLast()", row: "Array.dropLast(_: Int = default) -> Self",
            type: .array(.int), value: ints(Array([3, 1, 2].dropLast()))),
        BuiltinCase(
            source: "[3, 1, 2].reversed()", row: "Array.reversed() -> Self",
            type: .array(.int), value: ints([3, 1, 2].reversed())),
        BuiltinCase(
            source: "[3, 1, 2].sorted()", row: sortedRow, type: .array(.int),
            value: ints([3, 1, 2].sorted())),
        BuiltinCase(
            source: "[3, 1, 2].sorted { $0 > $1 }", row: sortedRow, type: .array(.int),
            value: ints([3, 1, 2].sorted { $0 > $1 })),
        BuiltinCase(
            source: "[\"a\", \"b\"].map(\\.self)", row: mapRow,
            type: .array(.unknown), value: strings(["a", "b"].map(\.self))),
        BuiltinCase(
            source: "[1, 2].map { $0 * 2 }", row: mapRow, type: .array(.unknown),
            value: ints([1, 2].map { $0 * 2 })),
        BuiltinCase(
            source: "[1, 2, 3].compactMap { $0 > 1 ? $0 * 10 : nil }",
            row: "Array.compactMap(_: (Element) -> T?) -> [T]", type: .array(.unknown),
            value: ints([1, 2, 3].compactMap { $0 > 1 ? $0 * 10 : nil })),
        BuiltinCase(
            source: "[3, 1, 2].filter { $0 > 1 }",
            row: "Array.filter(_: (Element) -> Bool) -> Self",
            type: .array(.int), value: ints([3, 1, 2].filter { $0 > 1 })),
        BuiltinCase(
            source: "[3, 1, 2].first(where: { $0 < 3 })",
            row: "Array.first(where: (Element) -> Bool) -> Element?", type: .optional(.int),
            value: .int([3, 1, 2].first(where: { $0 < 3 })!)),
        BuiltinCase(
            source: "[3, 1, 2].last { value in value > 1 }",
            row: "Array.last(where: (Element) -> Bool) -> Element?", type: .optional(.int),
            value: .int([3, 1, 2].last { value in value > 1 }!)),
        BuiltinCase(
            source: "[3, 1, 2].contains(where: { $0 == 2 })",
            row: "Array.contains(where: (Element) -> Bool) -> Bool", type: .bool,
            value: .bool([3, 1, 2].contains(where: { $0 == 2 }))),
        BuiltinCase(
            source: "[3, 1, 2].allSatisfy { $0 > 1 }",
            row: "Array.allSatisfy(_: (Element) -> Bool) -> Bool", type: .bool,
            value: .bool([3, 1, 2].allSatisfy { $0 > 1 })),
        BuiltinCase(
            source: "[3, 1, 2].reduce(10) { $0 + $1 }",
            row: "Array.reduce(_: T, _: (T, Element) -> T) -> T", type: .int,
            value: .int([3, 1, 2].reduce(10) { $0 + $1 })),
        BuiltinCase(
            source: "[3, 1, 2].min(by: { $0 < $1 })",
            row: "Array.min(by: (Element, Element) -> Bool) -> Element?", type: .optional(.int),
            value: .int([3, 1, 2].min(by: { $0 < $1 })!)),
        BuiltinCase(
            source: "[3, 1, 2].max { $0 < $1 }",
            row: "Array.max(by: (Element, Element) -> Bool) -> Element?", type: .optional(.int),
            value: .int([3, 1, 2].max { $0 < $1 }!)),
        BuiltinCase(
            source: "[\"a\"].enumerated()", row: "Array.enumerated() -> [T]",
            type: .array(.unknown),
            value: .array(
                ["a"].enumerated().map {
                    .record(["offset": .int($0.offset), "element": .string($0.element)])
                })),
        BuiltinCase(
            source: "[\"a\", \"b\"].joined(separator: \", \")",
            row: "[String].joined(separator: String = default) -> String",
            type: .string, value: .string(["a", "b"].joined(separator: ", "))),
        BuiltinCase(
            source: "\"ab\".uppercased()", row: "String.uppercased() -> String",
            type: .string, value: .string("ab".uppercased())),
        BuiltinCase(
            source: "\"AbC\".lowercased()", row: "String.lowercased() -> String",
            type: .string, value: .string("AbC".lowercased())),
        BuiltinCase(
            source: "(2.5).rounded()", row: "Double.rounded() -> Self",
            type: .double, value: .double((2.5).rounded())),
        BuiltinCase(
            source: "Date.now.addingTimeInterval(90)",
            row: "Date.addingTimeInterval(_: TimeInterval) -> Date",
            type: .date, value: .date(now.addingTimeInterval(90))),
        BuiltinCase(
            source: "(1234).formatted()", row: "Any.formatted(_: FormatStyle = default) -> String",
            type: .string, value: .string("1,234")),
        BuiltinCase(
            source: "Calendar.current.component(.hour, from: Date.now)",
            row: "Calendar.component(_: Calendar.Component, from: Date) -> Int",
            type: .int, value: .int(utcHour(now))),
        // `now` is 2023-11-14 22:13:20 UTC.
        BuiltinCase(
            source:
                "Calendar.current.dateComponents([.day, .hour], from: Date.now, to: Date.now.addingTimeInterval(93_600))",
            row:
                "Calendar.dateComponents(_: Set<Calendar.Component>, from: Date, to: Date) -> DateComponents",
            type: .record("DateComponents"),
            value: .record([
                "year": .null, "month": .null, "day": .int(1), "hour": .int(2), "minute": .null,
                "second": .null, "weekday": .null,
            ])),
        BuiltinCase(
            source: "Calendar.current.startOfDay(for: Date.now)",
            row: "Calendar.startOfDay(for: Date) -> Date", type: .date,
            value: .date(Date(timeIntervalSince1970: 1_699_920_000))),
        BuiltinCase(
            source: "Calendar.current.isDateInToday(Date.now.addingTimeInterval(7_200))",
            row: "Calendar.isDateInToday(_: Date) -> Bool", type: .bool, value: .bool(false)),
        BuiltinCase(
            source: "Calendar.current.isDateInTomorrow(Date.now.addingTimeInterval(7_200))",
            row: "Calendar.isDateInTomorrow(_: Date) -> Bool", type: .bool, value: .bool(true)),
        BuiltinCase(
            source: "Calendar.current.date(byAdding: .month, value: 1, to: Date.now)",
            row: "Calendar.date(byAdding: Calendar.Component, value: Int, to: Date) -> Date?",
            type: .optional(.date),
            value: .date(Date(timeIntervalSince1970: 1_700_000_000 + 30 * 86_400))),
        BuiltinCase(
            source: "Date.now.timeIntervalSince(Date.now.addingTimeInterval(-90))",
            row: "Date.timeIntervalSince(_: Date) -> Double", type: .double, value: .double(90)),
        BuiltinCase(
            source: "tint.opacity(0.5)", row: "Color.opacity(_: Double) -> Color",
            type: .color, value: .color(ArchiveColor(red.base, opacity: red.opacity * 0.5))),
        BuiltinCase(
            source: "min(3, 1, 2)", row: "min(_: T, _: T) -> T", type: .int,
            value: .int(min(3, 1, 2))),
        BuiltinCase(
            source: "max(1, 2.5)", row: "max(_: T, _: T) -> T", type: .double,
            value: .double(max(1, 2.5))),
        BuiltinCase(
            source: "abs(-4)", row: "abs(_: T) -> T", type: .int, value: .int(abs(-4))),
        BuiltinCase(
            source: "Int(3.9)", row: "Int(_: Any) -> Int", type: .int, value: .int(Int(3.9))),
        BuiltinCase(
            source: "Int(\"12\")", row: "Int(_: Any) -> Int", type: .int,
            value: .int(Int("12") ?? 0)),
        BuiltinCase(
            source: "Double(2)", row: "Double(_: Any) -> Double", type: .double,
            value: .double(Double(2))),
        BuiltinCase(
            source: "String(localized: \"Hi\")",
            row: "String(localized: String.LocalizationValue) -> String", type: .string,
            value: .string("Hi")),
        BuiltinCase(
            source: "NSLocalizedString(\"Hi\", comment: \"\")",
            row: "NSLocalizedString(_: String, comment: String) -> String", type: .string,
            value: .string("Hi")),
        BuiltinCase(
            source: "LocalizedStringKey(\"Hi\")",
            row: "LocalizedStringKey(_: String) -> LocalizedStringKey", type: .unknown,
            value: .string("Hi")),
        BuiltinCase(
            source: "CGFloat(2)", row: "CGFloat(_: Any) -> Double", type: .double,
            value: .double(Double(CGFloat(2)))),
        BuiltinCase(
            source: "String(format: \"%03d\", 7)",
            row: "String(format: String, _: CVarArg...) -> String", type: .string,
            value: .string(String(format: "%03d", 7))),
        BuiltinCase(
            source: "String(42)", row: "String(_: Any) -> String", type: .string,
            value: .string(String(42))),
        BuiltinCase(
            source: "URL(string: \"https://example.com\")", row: "URL(string: String) -> URL?",
            type: .optional(.url), value: .url("https://example.com")),
        BuiltinCase(source: "Date()", row: "Date() -> Date", type: .date, value: .date(now)),
        BuiltinCase(
            source: "Array([1, 2])", row: "Array(_: Array) -> T", type: .array(.int),
            value: ints(Array([1, 2]))),
        BuiltinCase(
            source: "Color(red: 1, green: 0, blue: 0)", row: "Color(_: ...) -> Color",
            type: .color, value: .color(ArchiveColor(.rgb(red: 1, green: 0, blue: 0)))),
        BuiltinCase(
            source: "CGSize(width: 2, height: 3)",
            row: "CGSize(width: Double, height: Double) -> CGSize", type: .unknown,
            value: .record(["width": .int(2), "height": .int(3)])),
        BuiltinCase(
            source: "CGPoint(x: 2, y: 3.5)", row: "CGPoint(x: Double, y: Double) -> CGPoint",
            type: .unknown, value: .record(["x": .int(2), "y": .double(3.5)])),
        BuiltinCase(
            source: "CGRect(x: 1, y: 2, width: 4, height: 6).midY",
            row: "CGRect(x: Double, y: Double, width: Double, height: Double) -> CGRect",
            type: .unknown, value: .double(5)),
        BuiltinCase(
            source: "CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 4, height: 6)).maxX",
            row: "CGRect(origin: CGPoint, size: CGSize) -> CGRect", type: .unknown,
            value: .double(5)),
        BuiltinCase(
            source: "UnitPoint(x: 0.2, y: 0.8)",
            row: "UnitPoint(x: Double, y: Double) -> UnitPoint",
            type: .unknown, value: .record(["x": .double(0.2), "y": .double(0.8)])),
        BuiltinCase(
            source: "Alignment(horizontal: .trailing, vertical: .bottom)",
            row:
                "Alignment(horizontal: HorizontalAlignment, vertical: VerticalAlignment) -> Alignment",
            type: .unknown, value: .symbol("bottomTrailing")),
        BuiltinCase(
            source: "Angle(degrees: 90)", row: "Angle(degrees: Double) -> Double", type: .double,
            value: .double(90)),
        BuiltinCase(
            source: "Angle(radians: Double.pi)", row: "Angle(radians: Double) -> Double",
            type: .double, value: .double(Double.pi * (180 / Double.pi))),
        BuiltinCase(
            source: "stride(from: 0, to: 7, by: 3)", row: "stride(from: T, to: T, by: T) -> [T]",
            type: .array(.int), value: ints(Array(stride(from: 0, to: 7, by: 3)))),
        BuiltinCase(
            source: "stride(from: 1.0, through: 0, by: -0.5)",
            row: "stride(from: T, through: T, by: T) -> [T]", type: .array(.double),
            value: .array([.double(1), .double(0.5), .double(0)])),
        BuiltinCase(
            source: "Array(repeating: 1, count: 3)",
            row: "Array(repeating: Any, count: Int) -> [T]",
            type: .array(.int), value: ints([1, 1, 1])),
        BuiltinCase(
            source: "GridItem(.fixed(40), spacing: 4, alignment: .leading)",
            row:
                "GridItem(_: GridItem.Size, spacing: Double, alignment: Alignment) -> GridItem",
            type: .unknown,
            value: .record([
                "size": .enumValue("fixed", [.double(40), .double(40)]), "spacing": .int(4),
                "alignment": .symbol("leading"),
            ])),
        BuiltinCase(
            source: "sin(0.5)", row: "sin(_: Double) -> Double", type: .double,
            value: .double(sin(0.5))),
        BuiltinCase(
            source: "cos(0.5)", row: "cos(_: Double) -> Double", type: .double,
            value: .double(cos(0.5))),
        BuiltinCase(
            source: "tan(0.5)", row: "tan(_: Double) -> Double", type: .double,
            value: .double(tan(0.5))),
        BuiltinCase(
            source: "sqrt(2)", row: "sqrt(_: Double) -> Double", type: .double,
            value: .double(sqrt(2))),
        BuiltinCase(
            source: "atan2(1, 2)", row: "atan2(_: Double, _: Double) -> Double", type: .double,
            value: .double(atan2(1, 2))),
        BuiltinCase(
            source: "pow(2, 10)", row: "pow(_: Double, _: Double) -> Double", type: .double,
            value: .double(1024)),
        BuiltinCase(
            source: "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
            row:
                "EdgeInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> EdgeInsets",
            type: .unknown,
            value: .record([
                "top": .int(1), "leading": .int(2), "bottom": .int(3), "trailing": .int(4),
            ])),
    ]

    static func utcHour(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.hour, from: date)
    }

    static func expression(_ source: String) -> Expr {
        let (expression, diagnostics) = WDLParser.parseExpression(
            SourceFile(path: "e", text: source))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        return expression
    }

    @Test(arguments: cases + propertyCases)
    func typesAsSwiftDoes(_ row: BuiltinCase) {
        let (type, diagnostics) = TypeChecker.type(of: Self.expression(row.source), in: Self.types)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(type == row.type)
    }

    @Test(arguments: cases + propertyCases)
    func evaluatesAsSwiftDoes(_ row: BuiltinCase) throws {
        let evaluator = ExpressionEvaluator(scopes: [Self.values], now: Self.now)
        #expect(try evaluator.evaluate(Self.expression(row.source)) == row.value)
    }

    @Test func everyRowHasACase() {
        let rows = BuiltinFunctions.rows.map(\.declaration)
        #expect(Set(rows).count == rows.count, "two rows with one declaration")
        #expect(Set(rows) == Set(Self.cases.map(\.row)))
    }

    @Test func rowsOfOneNameAreAdjacent() {
        for (name, range) in BuiltinFunctions.rangesByName {
            let named = BuiltinFunctions.rows.indices.filter {
                BuiltinFunctions.rows[$0].name == name
            }
            #expect(named == Array(range))
        }
    }

    static let samples: [BuiltinReceiverSample] = [
        BuiltinReceiverSample(type: .string, value: .string("a")),
        BuiltinReceiverSample(type: .int, value: .int(2)),
        BuiltinReceiverSample(type: .double, value: .double(2.5)),
        BuiltinReceiverSample(type: .bool, value: .bool(true)),
        BuiltinReceiverSample(type: .date, value: .date(now)),
        BuiltinReceiverSample(type: .url, value: .url("https://example.com")),
        BuiltinReceiverSample(type: .color, value: .color(red)),
        BuiltinReceiverSample(type: .array(.int), value: ints([1])),
        BuiltinReceiverSample(type: .array(.string), value: strings(["a"])),
    ]

    /// The checker (by a receiver's type) and instantiation (by its value)
    /// pick the same row of every name, or none: no method is known to
    /// one and not the other.
    @Test(arguments: samples)
    func checkerAndEvaluatorPickTheSameRow(_ sample: BuiltinReceiverSample) {
        let names = Set(BuiltinFunctions.rows.map(\.name)).union(["filter", "count", "font"])
        for name in names {
            let rows = BuiltinFunctions.rangesByName[name] ?? 0..<0
            let checker = BuiltinFunctions.method(in: rows, on: sample.type, base: nil)
            let evaluator = BuiltinFunctions.method(in: rows, on: sample.value)
            #expect(checker?.declaration == evaluator?.declaration, "\(name)")
        }
    }

    /// `Optional.map` and `flatMap` on a value that is not an array: nil
    /// stays nil, a value goes through the closure, as Swift runs them.
    @Test(arguments: [
        ("maybe.map { $0 + 1 }", RuntimeValue.int(3)), ("none.flatMap { $0 + 1 }", .null),
        ("name.flatMap { $0.uppercased() }", .string("AB")),
        // A range of whole numbers maps as the array of them does.
        ("(1..<4).map { $0 * 2 }", ints([2, 4, 6])), ("(1...3).filter { $0 != 2 }", ints([1, 3])),
        // Whole-number strides stop before they would overflow Int.
        (
            "stride(from: 9223372036854775806, through: 9223372036854775807, by: 1)",
            ints([Int.max - 1, Int.max])
        ),
    ])
    func optionalMapRunsOnAValue(_ source: String, _ value: RuntimeValue) throws {
        let evaluator = ExpressionEvaluator(
            scopes: [["maybe": .int(2), "none": .null, "name": .string("ab")]], now: Self.now)
        #expect(try evaluator.evaluate(Self.expression(source)) == value)
    }

    /// Calls a row does not fit, with instantiation's message.
    static let failures: [BuiltinFailure] = [
        BuiltinFailure(
            source: "Array(repeating: 0, count: -1)", message: "'Array' needs a count of 0 or more"),
        BuiltinFailure(
            source: "Array(repeating: 0, count: 200_000)",
            message: "this array would hold more than 100000 elements"),
        BuiltinFailure(source: "GridItem(.fixed(-1))", message: "expected a GridItem size"),
        BuiltinFailure(
            source: "GridItem(.adaptive(maximum: 4))", message: "expected a GridItem size"),
        BuiltinFailure(
            source: "GridItem(.flexible(minimum: 50, maximum: 10))",
            message: "expected a GridItem size"),
        BuiltinFailure(
            source: "(-1...9223372036854775807).filter { $0 > 5 }",
            message: "this array would hold more than 100000 elements"),
        BuiltinFailure(source: "[1].prefix(-1)", message: "'prefix' needs a count of 0 or more"),
        BuiltinFailure(
            source: "String(repeating: \"a\", count: -1)",
            message: "'String' needs a count of 0 or more"),
        BuiltinFailure(
            source: "String(repeating: \"ab\", count: 9_000)",
            message: "this text would be longer than 10000 characters"),
        BuiltinFailure(
            source: "\"a\".uppercased(1)",
            message: "'uppercased(...)' on String is not something wdl can evaluate"),
        BuiltinFailure(
            source: "[1].joined()",
            message: "'joined(...)' on an array is not something wdl can evaluate"),
        BuiltinFailure(
            source: "\"a\".trimmed()",
            message: "'trimmed(...)' on String is not something wdl can evaluate"),
        BuiltinFailure(
            source: "Date.now.addingTimeInterval(\"a\")",
            message: "'addingTimeInterval' cannot be applied to String"),
    ]

    @Test(arguments: failures)
    func failsWithItsMessage(_ row: BuiltinFailure) {
        let evaluator = ExpressionEvaluator(scopes: [Self.values], now: Self.now)
        #expect {
            try evaluator.evaluate(Self.expression(row.source))
        } throws: { error in
            (error as? InstantiationFailure)?.diagnostic.message.text.hasPrefix(row.message)
                == true
        }
    }

    static let editorSource = checked(
        header: "    entry {\n        title: String\n        tags: [String]\n    }\n",
        body: "Text(entry.title.uppercased() + entry.tags.joined(separator: \",\"))\n"
            + "Text(\"a\").padding(min(4, 8))")

    /// The UTF-8 offset just after `marker`'s first occurrence.
    static func offset(after marker: String, in text: String) -> Int? {
        text.range(of: marker).map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
    }

    /// Hover over a built-in's name shows its row: the declaration and summary.
    @Test(arguments: ["uppercased", "joined", "min"])
    func hoverShowsTheRow(_ name: String) throws {
        let file = SourceFile(path: "w.wdl", text: Self.editorSource)
        let syntax = WDLParser.parse(file).syntax
        let marker = name == "min" ? "(min" : "." + name
        let offset = try #require(Self.offset(after: marker, in: Self.editorSource))
        let text = try #require(
            EditorQueries.hover(at: offset - 1, in: file, syntax: syntax)?.text)
        let row = try #require(BuiltinFunctions.rows.first { $0.name == name })
        #expect(text.contains(row.declaration) && text.contains(row.summary), "\(text)")
    }

    /// After a field of a built-in type and a dot, completion offers the
    /// rows whose receiver fits it.
    @Test(arguments: [("title", ValueType.string), ("tags", .array(.string))])
    func completionOffersTheRows(_ field: String, _ type: ValueType) throws {
        let text = checked(
            header: "    entry {\n        title: String\n        tags: [String]\n    }\n",
            body: "Text(entry.\(field).")
        let file = SourceFile(path: "w.wdl", text: text)
        let offset = try #require(Self.offset(after: "entry.\(field).", in: text))
        let labels = EditorQueries.completions(
            at: offset, in: file, syntax: WDLParser.parse(file).syntax
        ).map(\.label)
        let methods = BuiltinFunctions.rows.filter { $0.receiver.accepts(type, base: nil) }
        let properties = BuiltinProperties.rows.filter { $0.receiver.accepts(type, base: nil) }
        #expect(!methods.isEmpty && !properties.isEmpty)
        #expect(Set(labels) == Set(methods.map(\.name) + properties.map(\.name)))
    }

    /// Reads of a built-in property, with the type and value Swift gives.
    static let propertyCases: [BuiltinCase] = [
        BuiltinCase(
            source: "\"hello world\".capitalized", row: "String.capitalized: String",
            type: .string, value: .string("hello world".capitalized)),
        BuiltinCase(
            source: "[3, 1].count", row: "Array.count: Int", type: .int, value: .int([3, 1].count)),
        BuiltinCase(
            source: "[3, 1].isEmpty", row: "Array.isEmpty: Bool", type: .bool,
            value: .bool([3, 1].isEmpty)),
        BuiltinCase(
            source: "[3, 1].first", row: "Array.first: Element?", type: .optional(.int),
            value: .int([3, 1].first!)),
        BuiltinCase(
            source: "[3, 1].last", row: "Array.last: Element?", type: .optional(.int),
            value: .int([3, 1].last!)),
        BuiltinCase(
            source: "[\"a\"].dropFirst().first", row: "Array.first: Element?",
            type: .optional(.string), value: .null),
        BuiltinCase(
            source: "[3, 1].indices", row: "Array.indices: [Int]", type: .array(.int),
            value: .range(.int(0), .int(2), closed: false)),
        BuiltinCase(
            source: "\"héllo\".count", row: "String.count: Int", type: .int,
            value: .int("héllo".count)),
        BuiltinCase(
            source: "\"\".isEmpty", row: "String.isEmpty: Bool", type: .bool,
            value: .bool("".isEmpty)),
    ]

    @Test func everyPropertyRowHasACase() {
        let rows = BuiltinProperties.rows.map(\.declaration)
        #expect(Set(rows).count == rows.count, "two rows with one declaration")
        #expect(Set(rows) == Set(Self.propertyCases.map(\.row)))
    }

    /// The checker and instantiation pick the same property row, or none.
    @Test(arguments: samples)
    func checkerAndEvaluatorPickTheSameProperty(_ sample: BuiltinReceiverSample) {
        for name in Set(BuiltinProperties.rows.map(\.name)).union(["size", "uppercased"]) {
            let checker = BuiltinProperties.row(name, on: sample.type)
            let evaluator = BuiltinProperties.row(name, on: sample.value)
            #expect(checker?.declaration == evaluator?.declaration, "\(name)")
        }
    }
}

import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// One instantiation factory, a source that reaches it, and its wording
/// spelled out: the literal pins the text byte for byte (README
/// transcripts quote it), the factory call ties the row to the factory.
struct InstantiationMessageCase: Sendable, CustomTestStringConvertible {
    /// The factory's name, for the test report.
    let factory: String
    /// What the factory builds with this row's arguments.
    let message: DiagnosticMessage
    /// Statements for the body of `dataWidget`.
    let body: String
    /// Reusable views declared before the widget.
    var views: String = ""
    /// The stable id the message must have.
    let id: DiagnosticID
    /// The exact wording expected.
    let text: String
    var testDescription: String { factory }
}

/// A factory the checker makes unreachable from source, built directly.
struct DefensiveMessageCase: Sendable, CustomTestStringConvertible {
    /// The factory's name, for the test report.
    let factory: String
    /// What the factory builds.
    let message: DiagnosticMessage
    /// The stable id the message must have.
    let id: DiagnosticID
    /// The exact wording expected.
    let text: String
    var testDescription: String { factory }
}

/// Every instantiation factory: through `Pipeline.analyze` where source
/// can reach it, directly where the checker stops source first.
/// `family` in a body evaluates to the symbol `.systemSmall` (the first
/// family), a kind the checker cannot type, so it reaches the
/// instantiation's own kind checks.
@Suite struct InstantiationMessageTests {
    static let reachable: [InstantiationMessageCase] = [
        .init(
            factory: "assetColorName", message: .assetColorName(),
            body: #"Text(entry.name).foregroundStyle(Color(""))"#, id: .invalidValue,
            text: "an asset colour is named by a String"),
        .init(
            factory: "conditionNotBool (if)", message: .conditionNotBool(found: "'.systemSmall'"),
            body: #"if family { Text("a") }"#, id: .invalidValue,
            text: "a condition is a Bool, not '.systemSmall'"),
        .init(
            factory: "conditionNotBool (? :)", message: .conditionNotBool(found: "'.systemSmall'"),
            body: #"Text(family ? "a" : "b")"#, id: .invalidValue,
            text: "a condition is a Bool, not '.systemSmall'"),
        .init(
            factory: "dateStyleOutsideText", message: .dateStyleOutsideText(),
            body: #"Text(verbatim: "\(entry.due, style: .relative)")"#, id: .invalidValue,
            text: "a date with a style can only be shown by 'Text'"),
        .init(
            factory: "specifierOutsideText", message: .specifierOutsideText(),
            body: #"Text(verbatim: "\(entry.count, specifier: "%d")")"#, id: .invalidValue,
            text:
                "'specifier:' formats only in a Text literal (a LocalizedStringKey); use 'String(format:)' elsewhere"
        ),
        .init(
            factory: "specifierNeedsNumber", message: .specifierNeedsNumber(found: "String"),
            body: #"Text("\(entry.name, specifier: "%d")")"#, id: .invalidValue,
            text: "'specifier:' formats an Int or a Double, not String"),
        .init(
            factory: "specifierNeedsString", message: .specifierNeedsString(),
            body: #"Text("\(entry.count, specifier: entry.count)")"#, id: .invalidValue,
            text: "'specifier:' takes a printf format string such as \"%.1f\""),
        .init(
            factory: "displayTimeInterpolation", message: .displayTimeInterpolation(),
            body: #"Text(verbatim: "\(showsBackground)")"#, id: .displayTimeValue,
            text:
                "'this value' is only known when the widget is drawn; use it in an 'if' condition, where the archive keeps both branches"
        ),
        .init(
            factory: "displayTimeValue", message: .displayTimeValue("showsBackground"),
            body:
                "let a = isLuminanceReduced ? 1 : 2\nlet b = colorScheme == .dark ? 1 : 2\nlet c = renderingMode == .accented ? 1 : 2\nlet w = showsBackground ? \"a\" : \"b\"\nText(w + \"\\(a)\\(b)\\(c)\")",
            id: .displayTimeValue,
            text:
                "'showsBackground' is only known when the widget is drawn; use it in an 'if' condition, where the archive keeps both branches"
        ),
        .init(
            factory: "arrayTooLong", message: .arrayTooLong(limit: 100_000),
            body: "Text(\"\\(doubled(20))\")",
            views:
                "func doubled(_ n: Int) -> Int {\n    var a = [1]\n    for _ in 0..<n {\n        a += a\n    }\n    return a.count\n}",
            id: .expansionLimit, text: "this array would hold more than 100000 elements"),
        .init(
            factory: "textTooLong", message: .textTooLong(limit: 10_000),
            body: #"Text(String(repeating: "ab", count: 9_000))"#, id: .expansionLimit,
            text: "this text would be longer than 10000 characters"),
        .init(
            factory: "divisionByZero", message: .divisionByZero(),
            body: #"Text("\(1 / 0)")"#, id: .arithmeticError,
            text: "division by zero"),
        .init(
            factory: "environmentCase",
            message: .environmentCase("colorScheme", allowed: ["light", "dark"], found: "foo"),
            body: #"Text(colorScheme == .foo ? "a" : "b")"#, id: .invalidValue,
            text: "'colorScheme' is '.light' or '.dark', not '.foo'"),
        .init(
            factory: "environmentCase",
            message: .environmentCase(
                "redactionReasons", allowed: ["placeholder", "privacy", "invalidated"],
                found: "foo"),
            body: #"Text(redactionReasons.contains(.foo) ? "a" : "b")"#, id: .invalidValue,
            text:
                "'redactionReasons' is '.placeholder', '.privacy' or '.invalidated', not '.foo'"),
        .init(
            factory: "environmentCase",
            message: .environmentCase("colorScheme", allowed: ["light", "dark"], found: "large"),
            body: #"Text("a").environment(\.colorScheme, .large)"#, id: .invalidValue,
            text: "'colorScheme' is '.light' or '.dark', not '.large'"),
        .init(
            factory: "environmentSetting",
            message: .environmentSetting(
                "locale", allowed: ["colorScheme", "dynamicTypeSize", "sizeCategory", "font"]),
            body: #"Text("a").environment(\.locale, .large)"#, id: .invalidValue,
            text:
                "'\\.locale' is not an environment value wdl draws; 'environment' sets "
                + "'\\.colorScheme', '\\.dynamicTypeSize', '\\.sizeCategory' or '\\.font'"),
        .init(
            factory: "expansionTooDeep", message: .expansionTooDeep("Loop", limit: 64),
            body: "Loop(n: 1)", views: "view Loop(n: Int) {\n    Loop(n: n)\n}",
            id: .expansionLimit,
            text: "'Loop' expands more than 64 levels deep; does it use itself?"),
        .init(
            factory: "expectedString", message: .expectedString(found: "Int"),
            // A closure's result is not typed by the checker.
            body: #"Text("\(Image(systemName: [entry.count].map { $0 }.first!))")"#,
            id: .invalidValue, text: "expected a String, found Int"),
        .init(
            factory: "expansionTooDeep", message: .expansionTooDeep("Loop", limit: 64),
            // A struct of data whose `init` makes the struct again.
            body: "Text(Loop(n: 1).s)",
            views:
                "struct Loop {\n    let s: String\n    init(n: Int) {\n        self.s = Loop(n: n).s\n    }\n}",
            id: .expansionLimit,
            text: "'Loop' expands more than 64 levels deep; does it use itself?"),
        .init(
            factory: "expectedBool", message: .expectedBool(found: "Int"),
            // A closure's result is not typed by the checker: the value
            // reaches instantiation.
            body: "V(b: [entry.count].map { $0 }.first!)",
            views: "view V(b: Bool) {\n    Text(\"a\").privacySensitive(b)\n}",
            id: .invalidValue,
            text: "expected a Bool, found Int"),
        .init(
            factory: "expectedColor", message: .expectedColor(found: "String"),
            body: "Text(entry.name).foregroundStyle(entry.name)", id: .invalidValue,
            text: "expected a colour, found String"),
        .init(
            factory: "expectedDateRange", message: .expectedDateRange(),
            body: "ProgressView(timerInterval: entry.name...entry.name)", id: .invalidValue,
            text: "expected a range of dates such as 'start...end'"),
        .init(
            factory: "expectedFont", message: .expectedFont(),
            body: "Text(entry.name).font(entry.name)", id: .invalidValue,
            text:
                #"expected a font such as '.headline', '.system(size: 17)' or '.custom("Avenir Next", size: 17)'"#
        ),
        .init(
            factory: "expectedIntent", message: .expectedIntent(),
            body: #"Button(intent: entry.name) { Text("a") }"#, id: .invalidValue,
            text: "expected an intent such as 'Refresh()'"),
        .init(
            factory: "expectedKeyword",
            message: .expectedKeyword(
                among: [
                    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy",
                    "black",
                ], found: "String"),
            body: "Text(entry.name).font(.system(size: 12, weight: entry.name))", id: .invalidValue,
            text:
                "expected one of '.ultraLight', '.thin', '.light', '.regular', '.medium', '.semibold', '.bold', '.heavy' or '.black', found String"
        ),
        .init(
            factory: "expectedNumber", message: .expectedNumber(found: "String"),
            body: "Text(entry.name).padding(entry.name)", id: .invalidValue,
            text: "expected a number, found String"),
        .init(
            factory: "expectedShape", message: .expectedShape(),
            body: "Text(entry.name).clipShape(entry.name)", id: .invalidValue,
            text: "expected a shape such as 'Circle()' or '.rect(cornerRadius: 8)'"),
        .init(
            factory: "expectedUnitNumber", message: .expectedUnitNumber(),
            body: "Text(entry.name).foregroundStyle(.red.opacity(1e308 * 10))", id: .invalidValue,
            text: "expected a number from 0 to 1"),
        .init(
            factory: "expectedURL", message: .expectedURL(found: "'.systemSmall'"),
            body: "Text(entry.name).widgetURL(family)", id: .invalidValue,
            text: "expected a URL, found '.systemSmall'"),
        .init(
            factory: "forEachData", message: .forEachData(found: "'.systemSmall'"),
            body: #"ForEach(family) { x in Text("a") }"#, id: .invalidValue,
            text: "ForEach needs an array or a range, not '.systemSmall'"),
        .init(
            factory: "formatNeedsNumber", message: .formatNeedsNumber(found: "String"),
            body: "Text(entry.name, format: .number)", id: .invalidValue,
            text: "'format:' formats a number, not String"),
        .init(
            factory: "forceUnwrapNil", message: .forceUnwrapNil("entry.nickname"),
            body: "Text(entry.nickname!)", id: .nilValue,
            text:
                "'entry.nickname' is nil in this entry, and '!' stops the widget on nil; unwrap it with 'if let' or give a default with '??'"
        ),
        .init(
            factory: "keyPathNotValue", message: .keyPathNotValue(),
            body: #"Text("\(\.count)")"#, id: .invalidValue,
            text: "a key path is not a value here; it goes in 'ForEach(_:id:)' or 'map(_:)'"),
        .init(
            factory: "expectedIntRange", message: .expectedIntRange(),
            body: "Text(entry.name).lineLimit(entry.ratio...2.5)", id: .invalidValue,
            text: "expected a range of whole numbers of lines, such as 2...3"),
        .init(
            factory: "formatString", message: .formatString(),
            body: #"Text(String(format: "%d", entry.name))"#, id: .invalidValue,
            text:
                "the format does not fit its arguments; use %d for Int, %f or %.1f for Double, %@ for text, %% for '%'"
        ),
        .init(
            factory: "unsupportedDateFormat", message: .unsupportedDateFormat(),
            body: "Text(entry.due.formatted(.dateTime.era()))", id: .invalidValue,
            text:
                "unsupported date format; use date:time: styles (.abbreviated, .shortened...) or .dateTime with weekday, month, day, year, hour, minute and second"
        ),
        .init(
            factory: "expectedPlottable", message: .expectedPlottable(),
            body: #"Chart { BarMark(x: .value("a"), y: .value("b", 2)) }"#, id: .invalidValue,
            text:
                "expected a plottable value such as '.value(\"Steps\", day.steps)': a label and a number, a string or a date"
        ),
        .init(
            factory: "expectedPlottableValue", message: .expectedPlottableValue(found: "Bool"),
            body: #"Chart { BarMark(x: .value("a", true), y: .value("b", 2)) }"#, id: .invalidValue,
            text: "a chart plots a number, a string or a date, not Bool"),
        .init(
            factory: "chartContent", message: .chartContent("Text"),
            body: #"Chart { Text("a") }"#, id: .invalidValue,
            text:
                "a Chart holds marks (BarMark, LineMark, AreaMark, PointMark, RuleMark, RectangleMark, SectorMark), not 'Text'"
        ),
        .init(
            factory: "markOutsideChart", message: .markOutsideChart("BarMark"),
            body: #"BarMark(x: .value("a", "x"), y: .value("b", 2))"#, id: .invalidValue,
            text: "'BarMark' is drawn only inside a Chart"),
        .init(
            factory: "expectedMarkDimension", message: .expectedMarkDimension(),
            body: #"Chart { BarMark(x: .value("a", "x"), y: .value("b", 2), width: .ratio(-1)) }"#,
            id: .invalidValue,
            text:
                "expected a mark dimension: '.ratio(0.6)', '.fixed(10)', '.inset(2)', '.automatic' or a number of points, none negative"
        ),
        .init(
            factory: "readerFrameSpace", message: .readerFrameSpace(),
            body: "GeometryReader { p in Color.red.frame(width: p.frame(in: .global).width) }",
            id: .displayTimeValue,
            text:
                "'frame(in:)' of a GeometryReader's proxy is known here only in '.local' (the reader's own frame); where the reader sits in the widget is decided when it is displayed"
        ),
        .init(
            factory: "expectedGridItemSize", message: .expectedGridItemSize(),
            body: #"LazyVGrid(columns: [GridItem(.fixed(-4))]) { Text("a") }"#, id: .invalidValue,
            text:
                "expected a GridItem size: '.fixed(40)', '.flexible(minimum:maximum:)' or '.adaptive(minimum:maximum:)', with sizes of 0 or more and a maximum no smaller than the minimum"
        ),
        .init(
            factory: "expectedGridItems", message: .expectedGridItems(found: "String"),
            body: #"LazyVGrid(columns: [entry.name]) { Text("a") }"#, id: .invalidValue,
            text:
                "expected an array of GridItem such as '[GridItem(.flexible()), GridItem(.flexible())]', found String"
        ),
        .init(
            factory: "expectedStrokeStyle", message: .expectedStrokeStyle(),
            body: "Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [-1]))",
            id: .invalidValue,
            text:
                "expected 'StrokeStyle(lineWidth:lineCap:dash:)' with a number, '.butt', '.round' or '.square', and an array of lengths"
        ),
        .init(
            factory: "hexColor", message: .hexColor(),
            body: ##"Text(entry.name).foregroundStyle(Color(hex: "#12"))"##, id: .invalidValue,
            text: ##"a hex colour is "#RRGGBB", "#RGB" or "#RRGGBBAA""##),
        .init(
            factory: "indexOutOfRange", message: .indexOutOfRange(5, count: 3),
            body: "Text(entry.items[5])", id: .indexOutOfRange,
            text: "index 5 is out of range for 3 elements"),
        .init(
            factory: "indexType", message: .indexType(found: "String"),
            body: #"Text(entry.items["a"])"#, id: .invalidValue,
            text: "an index is an Int, not String"),
        .init(
            factory: "intConversionOverflow", message: .intConversionOverflow(7.5e299),
            body: #"Text("\(Int(entry.ratio * 1e300))")"#, id: .arithmeticError,
            text: "7.5e+299 does not fit in Int"),
        .init(
            factory: "integerOverflow", message: .integerOverflow(),
            body: #"Text("\(entry.count * 9223372036854775807)")"#, id: .arithmeticError,
            text: "arithmetic overflow: the result does not fit in Int"),
        .init(
            factory: "invalidURL", message: .invalidURL("a b"),
            body: #"Link(destination: URL(string: "a b")!) { Text(entry.name) }"#,
            id: .invalidValue,
            text: "'a b' is not a valid URL"),
        .init(
            factory: "invertedRange", message: .invertedRange(),
            body: #"ForEach(5...1) { i in Text("a") }"#, id: .invalidValue,
            text: "a range's lower bound must not be above its upper bound"),
        .init(
            factory: "keywordNotAllowed",
            message: .keywordNotAllowed(
                "foo",
                among: [
                    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                    "callout", "footnote", "caption", "caption2",
                ], suggestion: nil),
            body: "Text(entry.name).font(.foo)", id: .invalidValue,
            text:
                "'.foo' is not one of '.largeTitle', '.title', '.title2', '.title3', '.headline', '.subheadline', '.body', '.callout', '.footnote', '.caption' or '.caption2'"
        ),
        .init(
            factory: "keywordNotAllowed (suggestion)",
            message: .keywordNotAllowed(
                "headlin",
                among: [
                    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                    "callout", "footnote", "caption", "caption2",
                ], suggestion: "headline"),
            body: "Text(entry.name).font(.headlin)", id: .invalidValue,
            text:
                "'.headlin' is not one of '.largeTitle', '.title', '.title2', '.title3', '.headline', '.subheadline', '.body', '.callout', '.footnote', '.caption' or '.caption2'; did you mean '.headline'?"
        ),
        .init(
            factory: "logicalOperand", message: .logicalOperand("&&", found: "String"),
            body: #"Text("\(entry.count > 0 && entry.name)")"#, id: .invalidValue,
            text: "'&&' needs Bools, not String"),
        .init(
            factory: "memberNotEvaluable", message: .memberNotEvaluable("foo", on: "String"),
            body: "Text(entry.name.foo)", id: .invalidValue,
            text: "String has no member 'foo' that wdl can evaluate"),
        .init(
            factory: "methodNotEvaluable", message: .methodNotEvaluable("foo", on: "String"),
            body: "Text(entry.name.foo())", id: .invalidValue,
            text: "'foo(...)' on String is not something wdl can evaluate"),
        .init(
            factory: "negationOverflow", message: .negationOverflow(Int.min),
            body: #"Text("\(-(entry.count - entry.count - 9223372036854775807 - 1))")"#,
            id: .arithmeticError,
            text: "negating -9223372036854775808 overflows Int"),
        .init(
            factory: "negativeCount", message: .negativeCount("prefix"),
            body: "ForEach(entry.items.prefix(-1)) { x in Text(x) }", id: .invalidValue,
            text: "'prefix' needs a count of 0 or more"),
        .init(
            factory: "nilValue", message: .nilValue("entry.nickname"),
            body: #"Text("\(entry.nickname)")"#, id: .nilValue,
            text:
                "'entry.nickname' is nil in this entry; unwrap it with 'if let' or give a default with '??'"
        ),
        .init(
            factory: "notANumberResult", message: .notANumberResult(),
            body: #"Text("\(0.0 / 0.0)")"#, id: .arithmeticError,
            text: "the result is not a number (NaN)"),
        .init(
            factory: "notAValue", message: .notAValue("Refresh"),
            body: #"Text("\(Refresh)")"#, id: .invalidValue,
            text: "'Refresh' is not a value here"),
        .init(
            factory: "notAView", message: .notAView(),
            body: "entry.name", id: .invalidValue,
            text: "this is not a view"),
        .init(
            factory: "notComparable", message: .notComparable("String", "Int"),
            body: #"Text("\(entry.name < entry.count)")"#, id: .invalidValue,
            text: "String and Int cannot be compared"),
        .init(
            factory: "notInterpolatable", message: .notInterpolatable("an array"),
            body: #"Text("\(entry.items)")"#, id: .invalidValue,
            text: "an array cannot be interpolated"),
        .init(
            factory: "notSubscriptable", message: .notSubscriptable("String"),
            body: "Text(entry.name[0])", id: .invalidValue,
            text: "only arrays can be subscripted, not String"),
        .init(
            factory: "opacityArguments", message: .opacityArguments(),
            body: "Text(entry.name).foregroundStyle(.red.opacity())", id: .invalidValue,
            text: "'opacity' takes one number"),
        .init(
            factory: "operandType", message: .operandType("-", "String"),
            body: #"Text("\(-entry.name)")"#, id: .invalidValue,
            text: "'-' cannot be applied to String"),
        .init(
            factory: "operandTypes", message: .operandTypes("-", "String", "Int"),
            body: #"Text("\(entry.name - entry.count)")"#, id: .invalidValue,
            text: "'-' cannot be applied to String and Int"),
        .init(
            factory: "pauseTimeType", message: .pauseTimeType(found: "'.systemSmall'"),
            body: "Text(timerInterval: entry.due...entry.due, pauseTime: family)",
            id: .invalidValue,
            text: "'pauseTime:' is a Date, not '.systemSmall'"),
        .init(
            factory: "rangeTooLong", message: .rangeTooLong(limit: 20_000),
            body: #"ForEach(0..<30000) { i in Text("a") }"#, id: .expansionLimit,
            text: "this range has more than 20000 elements"),
        .init(
            factory: "remainderNeedsInts", message: .remainderNeedsInts(),
            body: #"Text("\(entry.ratio % 2)")"#, id: .invalidValue,
            text: "'%' needs Ints; use truncatingRemainder for Doubles"),
        .init(
            factory: "styleNeedsDate", message: .styleNeedsDate(),
            body: "Text(family, style: .relative)", id: .invalidValue,
            text: "'style:' formats a Date"),
        .init(
            factory: "styleNeedsDate(found:)", message: .styleNeedsDate(found: "'.systemSmall'"),
            body: #"Text("\(family, style: .relative)")"#, id: .invalidValue,
            text: "'style:' formats a Date, not '.systemSmall'"),
        .init(
            factory: "subscriptArguments", message: .subscriptArguments(),
            body: "Text(entry.items[0, 1])", id: .invalidValue,
            text: "a subscript takes one index"),
        .init(
            factory: "systemFontArgument", message: .systemFontArgument(),
            body: "Text(entry.name).font(.system(size: 12, foo: 1))", id: .invalidValue,
            text: "'.system' takes size:, weight: and design:"),
        .init(
            factory: "axisOutsideAxis", message: .axisOutsideAxis("AxisMarks"),
            body: "AxisMarks()", id: .invalidValue,
            text:
                "'AxisMarks' is drawn only in a chart's 'chartXAxis { ... }' or 'chartYAxis { ... }'"
        ),
        .init(
            factory: "closureTakesValue", message: .closureTakesValue("AxisMarks"),
            body:
                #"Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis { AxisMarks { AxisTick() } }"#,
            id: .invalidValue,
            text:
                "the closure of 'AxisMarks' is given each value; name it: '{ value in ... }' or '{ _ in ... }'"
        ),
        .init(
            factory: "dimensionGuide", message: .dimensionGuide(),
            body: #"Text("a").alignmentGuide(.leading) { d in d[.firstTextBaseline] }"#,
            id: .invalidValue,
            text:
                "a view's dimensions give '.leading', '.trailing', '.top', '.bottom', 'HorizontalAlignment.center' and 'VerticalAlignment.center' here"
        ),
        .init(
            factory: "expectedGuideLength", message: .expectedGuideLength(found: "String"),
            body: #"Text("a").alignmentGuide(.leading) { d in "x" }"#, id: .invalidValue,
            text:
                "an alignment guide is a length (a number, or arithmetic of 'd.width', 'd.height' and 'd[...]'), not String"
        ),
        .init(
            factory: "expectedAxis3D", message: .expectedAxis3D(found: "a record"),
            body: #"Text("a").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0))"#,
            id: .invalidValue,
            text: "expected an axis '(x: 0, y: 1, z: 0)' of three numbers, not a record"),
        .init(
            factory: "expectedAxis3D", message: .expectedAxis3D(found: "Int"),
            body: #"Text("a").rotation3DEffect(.degrees(30), axis: 1)"#, id: .invalidValue,
            text: "expected an axis '(x: 0, y: 1, z: 0)' of three numbers, not Int"),
        .init(
            factory: "axisContent", message: .axisContent("Text"),
            body:
                #"Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis { Text("x") }"#,
            id: .invalidValue, text: "a chart axis closure holds AxisMarks, not 'Text'"),
        .init(
            factory: "expectedAxisValues", message: .expectedAxisValues(),
            body:
                #"Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis { AxisMarks(values: .stride(by: .fortnight)) }"#,
            id: .invalidValue,
            text:
                "expected axis values such as '.automatic(desiredCount: 4)', '.stride(by: .hour, count: 6)' or '[0, 50, 100]'"
        ),
        .init(
            factory: "customFontArguments", message: .customFontArguments(),
            body: #"Text(entry.name).font(.custom("Avenir", weight: .bold))"#, id: .invalidValue,
            text: "'.custom' takes a font name and size:, size: and relativeTo:, or fixedSize:"),
        .init(
            factory: "systemFontSize", message: .systemFontSize(),
            body: "Text(entry.name).font(.system(weight: .bold))", id: .invalidValue,
            text: "'.system' needs a size or a text style"),
        .init(
            factory: "textArgument", message: .textArgument(found: "a range"),
            body: "Text(entry.count...entry.count)", id: .invalidValue,
            text: #"Text shows a String, not a range; interpolate it: Text("\(...)")"#),
        .init(
            factory: "textConcatenation", message: .textConcatenation(),
            body: #"Text("a") + Image("b")"#, id: .invalidValue,
            text: "'+' joins Text views only"),
        .init(
            factory: "timerInterval", message: .timerInterval(),
            body: "Text(timerInterval: entry.name...entry.name)", id: .invalidValue,
            text: "'timerInterval:' takes a range of dates such as 'start...end'"),
        .init(
            factory: "tooManyViews", message: .tooManyViews(limit: 20_000),
            body: #"ForEach(0..<10001) { i in ForEach(0..<2) { j in Text("a") } }"#,
            id: .expansionLimit,
            text: "this entry makes more than 20000 views; show fewer with '.prefix(n)'"),
        .init(
            factory: "unevaluableCall", message: .unevaluableCall(),
            body: #"Text("\(entry.items[0]())")"#, id: .invalidValue,
            text: "this call is not a value wdl can evaluate here"),
        .init(
            factory: "closureWithoutValue", message: .closureWithoutValue(),
            body: #"Text(entry.items.map { item in if item.isEmpty { return "-" } }.joined())"#,
            id: .invalidValue, text: "this closure ends without returning a value"),
        .init(
            factory: "colorConstantAsStyle", message: .colorConstantAsStyle("brand"),
            body: "Text(entry.name).foregroundStyle(.brand)",
            views: "extension Color {\n    static let brand = Color.red\n}", id: .invalidValue,
            text:
                "'.brand' is a Color constant, and a style is looked up in ShapeStyle: write 'Color.brand'"
        ),
        .init(
            factory: "memberBudget", message: .memberBudget("fan", limit: 10_000),
            body: #"Text("\(fan(1))")"#,
            views:
                "func fan(_ n: Int) -> Int {\n    if n > 40 {\n        return 0\n    }\n    return fan(n + 1) + fan(n + 1)\n}",
            id: .expansionLimit,
            text: "'fan' made more than 10000 calls; does it call itself without end?"),
        .init(
            factory: "unevaluableFunction", message: .unevaluableFunction("Int"),
            body: #"Text("\(Int(family))")"#, id: .invalidValue,
            text: "'Int(...)' is not a value wdl can evaluate here"),
        .init(
            factory: "unknownFontModifier", message: .unknownFontModifier("foo"),
            body: "Text(entry.name).font(.body.foo())", id: .invalidValue,
            text: "'foo' is not a font modifier wdl knows"),
        .init(
            factory: "unknownSystemColor", message: .unknownSystemColor("rde", suggestion: nil),
            body: "Text(entry.name).foregroundStyle(.rde)", id: .invalidValue,
            text: "'.rde' is not a system colour"),
        .init(
            factory: "unknownSystemColor (suggestion)",
            message: .unknownSystemColor("gren", suggestion: "green"),
            body: "Text(entry.name).foregroundStyle(.gren)", id: .invalidValue,
            text: "'.gren' is not a system colour; did you mean '.green'?"),
        .init(
            factory: "expectedPath", message: .expectedPath(found: "Int"), body: "S()",
            views:
                "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        return 1\n    }\n}",
            id: .invalidValue, text: "expected a Path, found Int"),
        .init(
            factory: "expectedPoint", message: .expectedPoint(found: "Int"),
            body: "Path { p in\n    p.move(to: 4)\n}", id: .invalidValue,
            text: "expected a point such as 'CGPoint(x: 0, y: 0)', found Int"),
        .init(
            factory: "expectedRect", message: .expectedRect(found: "Int"),
            body: "Path(ellipseIn: 4)", id: .invalidValue,
            text:
                "expected a rectangle such as 'rect' or 'CGRect(x: 0, y: 0, width: 10, height: 10)', found Int"
        ),
        .init(
            factory: "measureTooLong", message: .measureTooLong(limit: 256), body: "S()",
            views:
                "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        var x = rect.width\n        for _ in 0..<300 {\n            x = x + rect.height\n        }\n        return Path(CGRect(x: 0, y: 0, width: x, height: 1))\n    }\n}",
            id: .expansionLimit,
            text:
                "this length of the shape's frame is a formula of more than 256 terms; compute it in fewer steps"
        ),
        .init(
            factory: "pathTooLong", message: .pathTooLong(limit: 20_000), body: "S()",
            views:
                "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        var p = Path()\n        for i in 0..<9000 {\n            p.addLine(to: CGPoint(x: rect.width * Double(i), y: rect.height))\n        }\n        return p\n    }\n}",
            id: .expansionLimit,
            text:
                "this path would hold more than 20000 lengths; add fewer points or simpler formulas"
        ),
        .init(
            factory: "sizeDependentDecision", message: .sizeDependentDecision(), body: "S()",
            views:
                "struct S: Shape {\n    func path(in rect: CGRect) -> Path {\n        rect.width > 10 ? Path() : Path(rect)\n    }\n}",
            id: .displayTimeValue,
            text:
                "this depends on a size known only when the view is laid out (a Shape's 'rect', a GeometryReader's proxy); lengths may be arithmetic of it, not choices on it"
        ),
        .init(
            factory: "strideStep", message: .strideStep(),
            body:
                "ForEach(stride(from: 0, to: entry.count, by: 0), id: \\.self) { Text(\"\\($0)\") }",
            id: .invalidValue, text: "'stride' needs a step other than 0 and finite bounds"),
        .init(
            factory: "styledTimerProgress", message: .styledTimerProgress(),
            body: "ProgressView(timerInterval: entry.due...entry.due).progressViewStyle(Bars())",
            views:
                "struct Bars: ProgressViewStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label\n    }\n}",
            id: .displayTimeValue,
            text:
                "a custom progress view style cannot draw a timer's progress, which changes at display time; use a built-in style"
        ),
        .init(
            factory: "unsupportedFormat", message: .unsupportedFormat(),
            body: "Text(entry.ratio, format: .foo)", id: .invalidValue,
            text:
                "unsupported format; use .number, .number.precision(.fractionLength(n)), .number.grouping(.never), .percent or .currency(code:)"
        ),
    ]

    @Test(arguments: reachable)
    func reportsFromSource(_ row: InstantiationMessageCase) {
        #expect(row.message.id == row.id)
        #expect(row.message.severity == .error)
        #expect(row.message.text == row.text)
        let analysis = Pipeline.analyze(
            SourceFile(path: "test.wdl", text: dataWidget(body: row.body, views: row.views)),
            parallel: false)
        // The checker reports it only as the instantiation words it: a
        // statement whose values are constants is built by `check` too
        // (`ConstantValues`), with the same message; no other checker error.
        let checkerErrors = analysis.report?.diagnostics.filter { $0.severity == .error } ?? []
        #expect(
            checkerErrors.allSatisfy { $0.id == row.id && $0.message.text == row.text },
            "\(checkerErrors.map(\.message.text))")
        let first = analysis.diagnostics.first { $0.severity == .error }
        #expect(first?.id == row.id)
        #expect(first?.message.text == row.text)
    }

    static let defensive: [DefensiveMessageCase] = [
        // The parser requires an `else`; the checker a `default` or every case.
        .init(
            factory: "noBranchTaken", message: .noBranchTaken(), id: .invalidValue,
            text: "no branch of this 'if' or 'switch' gives a value here"),
        .init(
            factory: "closureNotValue", message: .closureNotValue(), id: .invalidValue,
            text:
                "a closure is code, and a widget runs none; use Button(intent:) with an App Intent for actions"
        ),
        .init(
            factory: "colorInitializer", message: .colorInitializer(), id: .invalidValue,
            text: "Color takes hex:, red:green:blue:, white: or an asset name"),
        .init(
            factory: "expectedInteger", message: .expectedInteger(found: "Double"),
            id: .invalidValue,
            text: "expected a whole number, found Double"),
        .init(
            factory: "expectedDate", message: .expectedDate(found: "String"), id: .invalidValue,
            text: "expected a Date, found String"),
        .init(
            factory: "forEachArguments", message: .forEachArguments(), id: .invalidValue,
            text: "ForEach needs a collection and a closure"),
        // The checker requires every path of a member to return.
        .init(
            factory: "missingReturn", message: .missingReturn("title"), id: .invalidValue,
            text: "'title' ends without returning a value here"),
        .init(
            factory: "missingViewArgument", message: .missingViewArgument("n", for: "Card"),
            id: .invalidValue,
            text: "missing argument 'n' for 'Card'"),
        .init(
            factory: "modifierNotKnown", message: .modifierNotKnown("foo"), id: .invalidValue,
            text: "'foo' is not a modifier wdl knows"),
        .init(
            factory: "recordHasNoField", message: .recordHasNoField("b"), id: .invalidValue,
            text: "this record has no field 'b'"),
        .init(
            factory: "textForm", message: .textForm(), id: .invalidValue,
            text: "this form of Text is not one wdl knows"),
        .init(
            factory: "unfittingArguments", message: .unfittingArguments("Text"), id: .invalidValue,
            text: "these arguments fit no form of 'Text'"),
        .init(
            factory: "unparsedExpression", message: .unparsedExpression(), id: .invalidValue,
            text: "this expression could not be parsed"),
        .init(
            factory: "viewNotKnown", message: .viewNotKnown("Foo"), id: .invalidValue,
            text: "'Foo' is not a view wdl knows"),
    ]

    @Test(arguments: defensive)
    func buildsDirectly(_ row: DefensiveMessageCase) {
        #expect(row.message.id == row.id)
        #expect(row.message.severity == .error)
        #expect(row.message.text == row.text)
    }

    /// Refused command-line requests: the wording the CLI prints, pinned.
    @Test(arguments: [
        (
            InstantiationRequestError.ambiguousDeclaration(["A", "B"]),
            "the file declares 'A' or 'B'; choose one", "Pass --widget NAME." as String?
        ),
        (
            .invalidConfigurationValue("x", type: "Int", parameter: "n"),
            "'x' is not a valid Int for configuration parameter 'n'", nil
        ),
        (
            .noDeclaration(named: "Wx", declared: ["W"], suggestion: "W"),
            "the file declares no widget, activity or control named 'Wx'", "Did you mean 'W'?"
        ),
        (
            .noDeclaration(named: "Q", declared: ["A", "B"], suggestion: nil),
            "the file declares no widget, activity or control named 'Q'", "It declares 'A' or 'B'."
        ),
        (.noDeclarations(), "the file declares no widget, activity or control", nil),
        (
            .timelineForActivity("Delivery"),
            "'Delivery' is a Live Activity; timelines are for widgets",
            "Give its updates with --updates NAME.updates.json instead."
        ),
        (
            .dataForControl("Heater"), "'Heater' is a control; it has no timeline or updates",
            "Its value is its placeholder; draw a toggle's other state with --state on|off."
        ),
        (
            .updatesForWidget("W"), "'W' is a widget; updates files are for Live Activities",
            "Give its timeline with --timeline NAME.timeline.json instead."
        ),
        (
            .unknownConfigurationParameter("city", of: "W", parameters: [], suggestion: nil),
            "'W' has no configuration parameter 'city'", "'W' has no configuration."
        ),
        (
            .unknownConfigurationParameter(
                "cty", of: "W", parameters: ["city"], suggestion: "city"),
            "'W' has no configuration parameter 'cty'", "Did you mean 'city'?"
        ),
        (
            .unknownConfigurationParameter("q", of: "W", parameters: ["a", "b"], suggestion: nil),
            "'W' has no configuration parameter 'q'", "Its parameters are 'a' or 'b'."
        ),
    ])
    func requestErrors(_ error: InstantiationRequestError, _ description: String, _ hint: String?) {
        #expect(error.description == description)
        #expect(error.hint == hint)
    }

    /// The note that says where a diagnostic happened, from source for the
    /// placeholder and directly for a timeline entry.
    @Test func notesSayWhereItHappened() {
        let analysis = Pipeline.analyze(
            SourceFile(path: "test.wdl", text: dataWidget(body: #"Text("\(entry.count / 0)")"#)),
            parallel: false)
        #expect(
            analysis.diagnostics.first?.notes.map(\.message) == ["in the placeholder, systemSmall"])
        #expect(
            NoteText.instantiatedIn(
                entry: (number: 2, date: "2026-11-21T09:00:00Z"), family: "systemMedium")
                == "in entry 2 (2026-11-21T09:00:00Z), systemMedium")
    }
}

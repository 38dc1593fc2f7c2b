import WidgetSyntax

/// The wording of instantiation diagnostics, alphabetical by factory.
///
/// One factory per situation, so a call site names what went wrong and
/// never writes a sentence. Arguments are typed parts: source names,
/// counts and kind names (`RuntimeValue.kindName`, such as "Int" or
/// "an array"), never phrases. Factories the checker makes unreachable
/// from source say so; they stay so that a tree reaching the builder
/// unchecked is reported on, not trapped on.
extension DiagnosticMessage {
    /// `Color("...")` whose name is not a non-empty String.
    static func assetColorName() -> Self {
        .init(.invalidValue, .error, "an asset colour is named by a String")
    }

    /// `Color(...)` with none of the labels it knows.
    /// Unreachable from source: the checker's argument labels ('argument-labels') refuse
    /// other labels first. A defensive path, tested directly.
    static func colorInitializer() -> Self {
        .init(.invalidValue, .error, "Color takes hex:, red:green:blue:, white: or an asset name")
    }

    /// A condition (of `if` or `? :`) that evaluated to something other than a Bool.
    static func conditionNotBool(found kind: String) -> Self {
        .init(.invalidValue, .error, "a condition is a Bool, not \(kind)")
    }

    /// An interpolated date with a style (`\(d, style: .relative)`)
    /// where only a plain string can go: only `Text` keeps the runs.
    static func dateStyleOutsideText() -> Self {
        .init(.invalidValue, .error, "a date with a style can only be shown by 'Text'")
    }

    /// A display-time value (`renderingMode`, `showsBackground`...)
    /// interpolated into text, which is fixed when the archive is written.
    static func displayTimeInterpolation() -> Self {
        displayTimeValue("this value")
    }

    /// A display-time name used where the value must be known now.
    static func displayTimeValue(_ name: String) -> Self {
        .init(
            .displayTimeValue, .error,
            "'\(name)' is only known when the widget is drawn; use it in an 'if' condition, where the archive keeps both branches"
        )
    }

    /// Integer `/` or `%` by zero, which traps in Swift.
    static func divisionByZero() -> Self {
        .init(.arithmeticError, .error, "division by zero")
    }

    /// A comparison with an environment enum (`widgetFamily == .x`)
    /// against a case the key does not have.
    static func environmentCase(_ key: String, allowed: [String], found value: String) -> Self {
        .init(
            .invalidValue, .error,
            "'\(key)' is \(orList(allowed.map { "'.\($0)'" })), not '.\(value)'")
    }

    /// A view that expands reusable views deeper than the limit, usually by recursion.
    static func expansionTooDeep(_ view: String, limit: Int) -> Self {
        .init(
            .expansionLimit, .error,
            "'\(view)' expands more than \(limit) levels deep; does it use itself?")
    }

    /// A Bool argument or modifier value that is not a Bool.
    static func expectedBool(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a Bool, found \(kind)")
    }

    /// A colour argument that is not a colour.
    static func expectedColor(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a colour, found \(kind)")
    }

    /// A Date argument that is not a Date.
    /// Unreachable from source: the only Date parameter, Text's 'pauseTime:', is converted
    /// by the Text builder ('pauseTimeType'). A defensive path, tested directly.
    static func expectedDate(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a Date, found \(kind)")
    }

    /// A date-interval argument that is not a closed range of dates.
    static func expectedDateRange() -> Self {
        .init(.invalidValue, .error, "expected a range of dates such as 'start...end'")
    }

    /// A font argument in none of the forms wdl knows.
    static func expectedFont() -> Self {
        .init(
            .invalidValue, .error,
            "expected a font such as '.headline', '.system(size: 17)' or '.custom(\"Avenir Next\", size: 17)'"
        )
    }

    /// A button or toggle intent that is not an intent call.
    static func expectedIntent() -> Self {
        .init(.invalidValue, .error, "expected an intent such as 'Refresh()'")
    }

    /// An implicit-member argument (`.leading`) that evaluated to something else.
    static func expectedKeyword(among names: [String], found kind: String) -> Self {
        .init(.invalidValue, .error, "expected one of \(keywordList(names)), found \(kind)")
    }

    /// A string argument that is not a string (`Image(systemName:)` in a text).
    static func expectedString(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a String, found \(kind)")
    }

    /// A number argument that is not a number.
    static func expectedNumber(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a number, found \(kind)")
    }

    /// `proxy.frame(in:)` in a space other than `.local`.
    static func readerFrameSpace() -> Self {
        .init(
            .displayTimeValue, .error,
            "'frame(in:)' of a GeometryReader's proxy is known here only in '.local' (the reader's own frame); where the reader sits in the widget is decided when it is displayed"
        )
    }

    /// A mark's value that is not `.value(label, value)`.
    static func expectedPlottable() -> Self {
        .init(
            .invalidValue, .error,
            "expected a plottable value such as '.value(\"Steps\", day.steps)': a label and a number, a string or a date"
        )
    }

    /// `.value(label, value)` of something Charts cannot plot.
    static func expectedPlottableValue(found kind: String) -> Self {
        .init(
            .invalidValue, .error, "a chart plots a number, a string or a date, not \(kind)")
    }

    /// A mark's width, height or radius in none of `MarkDimension`'s forms.
    static func expectedMarkDimension() -> Self {
        .init(
            .invalidValue, .error,
            "expected a mark dimension: '.ratio(0.6)', '.fixed(10)', '.inset(2)', '.automatic' or a number of points, none negative"
        )
    }

    /// A view in a `Chart` that is not a mark.
    static func chartContent(_ view: String) -> Self {
        .init(
            .invalidValue, .error,
            "a Chart holds marks (BarMark, LineMark, AreaMark, PointMark, RuleMark, RectangleMark, SectorMark), not '\(view)'"
        )
    }

    /// A mark outside a `Chart`.
    static func markOutsideChart(_ mark: String) -> Self {
        .init(.invalidValue, .error, "'\(mark)' is drawn only inside a Chart")
    }

    /// `AxisMarks` or its content outside a chart axis closure.
    static func axisOutsideAxis(_ view: String) -> Self {
        .init(
            .invalidValue, .error,
            "'\(view)' is drawn only in a chart's 'chartXAxis { ... }' or 'chartYAxis { ... }'")
    }

    /// `AxisMarks { ... }` whose closure names no parameter, which Swift
    /// refuses ("cannot be implicitly ignored").
    static func closureTakesValue(_ view: String) -> Self {
        .init(
            .invalidValue, .error,
            "the closure of '\(view)' is given each value; name it: '{ value in ... }' or '{ _ in ... }'"
        )
    }

    /// `d[...]` of an alignment guide's dimensions with a key wdl cannot measure.
    static func dimensionGuide() -> Self {
        .init(
            .invalidValue, .error,
            "a view's dimensions give '.leading', '.trailing', '.top', '.bottom', 'HorizontalAlignment.center' and 'VerticalAlignment.center' here"
        )
    }

    /// An alignment guide's closure that gives no length.
    static func expectedGuideLength(found kind: String) -> Self {
        .init(
            .invalidValue, .error,
            "an alignment guide is a length (a number, or arithmetic of 'd.width', 'd.height' and 'd[...]'), not \(kind)"
        )
    }

    /// `rotation3DEffect(axis:)` given something other than `(x:y:z:)`.
    static func expectedAxis3D(found kind: String) -> Self {
        .init(
            .invalidValue, .error,
            "expected an axis '(x: 0, y: 1, z: 0)' of three numbers, not \(kind)")
    }

    /// A chart axis closure holding something other than `AxisMarks`.
    static func axisContent(_ view: String) -> Self {
        .init(.invalidValue, .error, "a chart axis closure holds AxisMarks, not '\(view)'")
    }

    /// `AxisMarks(values:)` in none of `AxisMarkValues`' forms.
    static func expectedAxisValues() -> Self {
        .init(
            .invalidValue, .error,
            "expected axis values such as '.automatic(desiredCount: 4)', '.stride(by: .hour, count: 6)' or '[0, 50, 100]'"
        )
    }

    /// A `GridItem`'s size in none of `GridItem.Size`'s forms.
    static func expectedGridItemSize() -> Self {
        .init(
            .invalidValue, .error,
            "expected a GridItem size: '.fixed(40)', '.flexible(minimum:maximum:)' or '.adaptive(minimum:maximum:)', with sizes of 0 or more and a maximum no smaller than the minimum"
        )
    }

    /// A grid's `columns` or `rows` that is not a list of `GridItem`s.
    static func expectedGridItems(found kind: String) -> Self {
        .init(
            .invalidValue, .error,
            "expected an array of GridItem such as '[GridItem(.flexible()), GridItem(.flexible())]', found \(kind)"
        )
    }

    /// A `Shape`'s `path(in:)` that returns something other than a `Path`.
    static func expectedPath(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a Path, found \(kind)")
    }

    /// A `CGPoint` argument that is not one.
    static func expectedPoint(found kind: String) -> Self {
        .init(
            .invalidValue, .error, "expected a point such as 'CGPoint(x: 0, y: 0)', found \(kind)")
    }

    /// A `CGRect` argument that is not one.
    static func expectedRect(found kind: String) -> Self {
        .init(
            .invalidValue, .error,
            "expected a rectangle such as 'rect' or 'CGRect(x: 0, y: 0, width: 10, height: 10)', found \(kind)"
        )
    }

    /// A shape argument in none of the forms wdl knows.
    static func expectedShape() -> Self {
        .init(
            .invalidValue, .error, "expected a shape such as 'Circle()' or '.rect(cornerRadius: 8)'"
        )
    }

    /// An opacity or colour component that is not finite (NaN, infinity).
    static func expectedUnitNumber() -> Self {
        .init(.invalidValue, .error, "expected a number from 0 to 1")
    }

    /// A URL argument that is not a URL or a String.
    static func expectedURL(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a URL, found \(kind)")
    }

    /// `ForEach` without its data and closure.
    /// Unreachable from source: the checker's argument labels ('argument-labels') require
    /// the data and the closure. A defensive path, tested directly.
    static func forEachArguments() -> Self {
        .init(.invalidValue, .error, "ForEach needs a collection and a closure")
    }

    /// `ForEach` over something that is neither an array nor a range.
    static func forEachData(found kind: String) -> Self {
        .init(.invalidValue, .error, "ForEach needs an array or a range, not \(kind)")
    }

    /// `format:` on a value that is not a number.
    static func formatNeedsNumber(found kind: String) -> Self {
        .init(.invalidValue, .error, "'format:' formats a number, not \(kind)")
    }

    /// `"#RRGGBB"`-style text that is not a hex colour.
    static func hexColor() -> Self {
        .init(.invalidValue, .error, "a hex colour is \"#RRGGBB\", \"#RGB\" or \"#RRGGBBAA\"")
    }

    /// A subscript past the end of an array, which traps in Swift.
    static func indexOutOfRange(_ index: Int, count: Int) -> Self {
        .init(
            .indexOutOfRange, .error,
            "index \(index) is out of range for \(count == 1 ? "1 element" : "\(count) elements")")
    }

    /// A subscript whose index is not an Int.
    static func indexType(found kind: String) -> Self {
        .init(.invalidValue, .error, "an index is an Int, not \(kind)")
    }

    /// `Int(x)` of a Double out of Int's range, which traps in Swift.
    static func intConversionOverflow(_ number: Double) -> Self {
        .init(.arithmeticError, .error, "\(number) does not fit in Int")
    }

    /// An Int result of `+`, `-` or `*` that does not fit, which traps in Swift.
    static func integerOverflow() -> Self {
        .init(.arithmeticError, .error, "arithmetic overflow: the result does not fit in Int")
    }

    /// A URL that `URLValidation` rejects.
    static func invalidURL(_ text: String) -> Self {
        .init(.invalidValue, .error, "'\(text)' is not a valid URL")
    }

    /// `a...b` with `a > b`, which traps in Swift.
    static func invertedRange() -> Self {
        .init(.invalidValue, .error, "a range's lower bound must not be above its upper bound")
    }

    /// An implicit member outside the set the argument takes.
    static func keywordNotAllowed(_ name: String, among names: [String], suggestion: String?)
        -> Self
    {
        .init(
            .invalidValue, .error,
            "'.\(name)' is not one of \(keywordList(names))\(suggestionSuffix(suggestion))")
    }

    /// `&&` or `||` on something that is not a Bool.
    static func logicalOperand(_ op: String, found kind: String) -> Self {
        .init(.invalidValue, .error, "'\(op)' needs Bools, not \(kind)")
    }

    /// A member access on a value that wdl does not evaluate.
    static func memberNotEvaluable(_ name: String, on kind: String) -> Self {
        .init(.invalidValue, .error, "\(kind) has no member '\(name)' that wdl can evaluate")
    }

    /// A method call on a value that wdl does not evaluate.
    static func methodNotEvaluable(_ name: String, on kind: String) -> Self {
        .init(.invalidValue, .error, "'\(name)(...)' on \(kind) is not something wdl can evaluate")
    }

    /// A reusable view called without one of its parameters.
    /// Unreachable from source: the checker's argument labels ('argument-labels') require
    /// every parameter without a default. A defensive path, tested directly.
    /// `.foregroundStyle(.brand)` with `extension Color { static let brand }`.
    static func colorConstantAsStyle(_ name: String) -> Self {
        .init(
            .invalidValue, .error,
            "'.\(name)' is a Color constant, and a style is looked up in ShapeStyle: write 'Color.\(name)'"
        )
    }

    /// A closure whose statements end without a value.
    static func closureWithoutValue() -> Self {
        .init(.invalidValue, .error, "this closure ends without returning a value")
    }

    /// A member whose statements end without `return` on this path.
    static func missingReturn(_ member: String) -> Self {
        .init(.invalidValue, .error, "'\(member)' ends without returning a value here")
    }

    /// An `if` or `switch` used as a value that took no branch.
    /// Unreachable from source: the parser requires an `else`, and the
    /// checker a `default` or every case. A defensive path, tested directly.
    static func noBranchTaken() -> Self {
        .init(.invalidValue, .error, "no branch of this 'if' or 'switch' gives a value here")
    }

    /// A formula of a shape's frame size grown past what a path keeps
    /// (`PathMeasure.maximumSize`), as a loop that adds to it may.
    static func measureTooLong(limit: Int) -> Self {
        .init(
            .expansionLimit, .error,
            "this length of the shape's frame is a formula of more than \(limit) terms; compute it in fewer steps"
        )
    }

    /// A member that calls members more than the step budget allows.
    static func memberBudget(_ member: String, limit: Int) -> Self {
        .init(
            .expansionLimit, .error,
            "'\(member)' made more than \(limit) calls; does it call itself without end?")
    }

    static func missingViewArgument(_ parameter: String, for view: String) -> Self {
        .init(.invalidValue, .error, "missing argument '\(parameter)' for '\(view)'")
    }

    /// A modifier name the view builder does not know.
    /// Unreachable from source: the checker reports 'unknown-modifier' first. A defensive
    /// path, tested directly.
    static func modifierNotKnown(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)' is not a modifier wdl knows")
    }

    /// `-x` where x is `Int.min`, which traps in Swift.
    static func negationOverflow(_ number: Int) -> Self {
        .init(.arithmeticError, .error, "negating \(number) overflows Int")
    }

    /// A count argument (`prefix`, `dropFirst`...) below zero, which traps in Swift.
    static func negativeCount(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)' needs a count of 0 or more")
    }

    /// An optional that is nil where a value is needed; `expression` is
    /// the source as printed, quoted here.
    /// `stroke(style:)` given something other than a `StrokeStyle(...)` of
    /// a width, a cap and dash lengths.
    static func expectedStrokeStyle() -> Self {
        .init(
            .invalidValue, .error,
            "expected 'StrokeStyle(lineWidth:lineCap:dash:)' with a number, '.butt', '.round' or '.square', and an array of lengths"
        )
    }

    /// `String(format:)` with a conversion wdl does not know, or arguments
    /// that do not fit it.
    static func formatString() -> Self {
        .init(
            .invalidValue, .error,
            "the format does not fit its arguments; use %d for Int, %f or %.1f for Double, %@ for text, %% for '%'"
        )
    }

    /// A path grown past `ShapePath.maximumMeasures`, as a loop may grow one.
    static func pathTooLong(limit: Int) -> Self {
        .init(
            .expansionLimit, .error,
            "this path would hold more than \(limit) lengths; add fewer points or simpler formulas")
    }

    /// A condition or comparison on a length of a shape's frame, which
    /// only layout knows.
    static func sizeDependentDecision() -> Self {
        .init(
            .displayTimeValue, .error,
            "this depends on a size known only when the view is laid out (a Shape's 'rect', a GeometryReader's proxy); lengths may be arithmetic of it, not choices on it"
        )
    }

    /// `stride(from:to:by:)` with a step of 0 or a bound that is not finite.
    static func strideStep() -> Self {
        .init(.invalidValue, .error, "'stride' needs a step other than 0 and finite bounds")
    }

    /// A custom progress view style over `ProgressView(timerInterval:)`,
    /// whose fraction changes at display time.
    static func styledTimerProgress() -> Self {
        .init(
            .displayTimeValue, .error,
            "a custom progress view style cannot draw a timer's progress, which changes at display time; use a built-in style"
        )
    }

    /// A date format wdl does not evaluate.
    static func unsupportedDateFormat() -> Self {
        .init(
            .invalidValue, .error,
            "unsupported date format; use date:time: styles (.abbreviated, .shortened...) or .dateTime with weekday, month, day, year, hour, minute and second"
        )
    }

    /// A whole number was needed (`gridCellColumns`, `lineLimit`).
    /// Unreachable from source: the checker's argument types come first.
    static func expectedInteger(found kind: String) -> Self {
        .init(.invalidValue, .error, "expected a whole number, found \(kind)")
    }

    /// `lineLimit(_:)` given a range that is not of whole numbers from 0.
    static func expectedIntRange() -> Self {
        .init(.invalidValue, .error, "expected a range of whole numbers of lines, such as 2...3")
    }

    /// `value!` where the value is nil in this entry: a trap in Swift.
    static func forceUnwrapNil(_ expression: String) -> Self {
        .init(
            .nilValue, .error,
            "'\(expression)' is nil in this entry, and '!' stops the widget on nil; unwrap it with 'if let' or give a default with '??'"
        )
    }

    /// A closure given as a value: code a widget never runs. Unreachable
    /// from source: the checker refuses the forms that take one first.
    static func closureNotValue() -> Self {
        .init(
            .invalidValue, .error,
            "a closure is code, and a widget runs none; use Button(intent:) with an App Intent for actions"
        )
    }

    /// A key path (`\.title`) where a value is needed: only `ForEach(_:id:)`
    /// and `map` take one.
    static func keyPathNotValue() -> Self {
        .init(
            .invalidValue, .error,
            "a key path is not a value here; it goes in 'ForEach(_:id:)' or 'map(_:)'")
    }

    /// `environment(\.locale, ...)`: a key whose effect wdl does not draw.
    static func environmentSetting(_ found: String, allowed: [String]) -> Self {
        .init(
            .invalidValue, .error,
            "'\\.\(found)' is not an environment value wdl draws; 'environment' sets "
                + orList(allowed.map { "'\\.\($0)'" }))
    }

    static func nilValue(_ expression: String) -> Self {
        .init(
            .nilValue, .error,
            "'\(expression)' is nil in this entry; unwrap it with 'if let' or give a default with '??'"
        )
    }

    /// A Double result that is NaN (`0.0 / 0`), which layout cannot use.
    static func notANumberResult() -> Self {
        .init(.arithmeticError, .error, "the result is not a number (NaN)")
    }

    /// A name that is in scope but not as a value (a type, a view).
    static func notAValue(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)' is not a value here")
    }

    /// An expression in a view position that builds no view.
    static func notAView() -> Self {
        .init(.invalidValue, .error, "this is not a view")
    }

    /// `a < b` or `a == b` on kinds that do not compare.
    static func notComparable(_ left: String, _ right: String) -> Self {
        .init(.invalidValue, .error, "\(left) and \(right) cannot be compared")
    }

    /// A value whose kind has no text form in interpolation.
    static func notInterpolatable(_ kind: String) -> Self {
        .init(.invalidValue, .error, "\(kind) cannot be interpolated")
    }

    /// `x[i]` where x is not an array.
    static func notSubscriptable(_ kind: String) -> Self {
        .init(.invalidValue, .error, "only arrays can be subscripted, not \(kind)")
    }

    /// `.opacity` without exactly one argument.
    static func opacityArguments() -> Self {
        .init(.invalidValue, .error, "'opacity' takes one number")
    }

    /// A prefix operator on a kind it does not take.
    static func operandType(_ op: String, _ kind: String) -> Self {
        .init(.invalidValue, .error, "'\(op)' cannot be applied to \(kind)")
    }

    /// A binary operator on kinds it does not take.
    static func operandTypes(_ op: String, _ left: String, _ right: String) -> Self {
        .init(.invalidValue, .error, "'\(op)' cannot be applied to \(left) and \(right)")
    }

    /// Text's `pauseTime:` that is not a Date.
    static func pauseTimeType(found kind: String) -> Self {
        .init(.invalidValue, .error, "'pauseTime:' is a Date, not \(kind)")
    }

    /// A range for `ForEach` with more elements than the view limit.
    /// `a + b` of arrays that would hold more elements than the limit.
    static func arrayTooLong(limit: Int) -> Self {
        .init(.expansionLimit, .error, "this array would hold more than \(limit) elements")
    }

    /// `String(repeating:count:)` that would make more text than the limit.
    static func textTooLong(limit: Int) -> Self {
        .init(.expansionLimit, .error, "this text would be longer than \(limit) characters")
    }

    static func rangeTooLong(limit: Int) -> Self {
        .init(.expansionLimit, .error, "this range has more than \(limit) elements")
    }

    /// A record value without the field asked for.
    /// Unreachable from source: the checker reports 'no-such-member' first, and a record
    /// built from a placeholder or a timeline has every declared field (nil when left out).
    /// A defensive path, tested directly.
    static func recordHasNoField(_ name: String) -> Self {
        .init(.invalidValue, .error, "this record has no field '\(name)'")
    }

    /// `%` on Doubles, which Swift does not define.
    static func remainderNeedsInts() -> Self {
        .init(.invalidValue, .error, "'%' needs Ints; use truncatingRemainder for Doubles")
    }

    /// `specifier:` on a value that is not an Int or a Double.
    static func specifierNeedsNumber(found kind: String) -> Self {
        .init(.invalidValue, .error, "'specifier:' formats an Int or a Double, not \(kind)")
    }

    /// `specifier:` in a `String` interpolation, which Swift does not have.
    static func specifierOutsideText() -> Self {
        .init(
            .invalidValue, .error,
            "'specifier:' formats only in a Text literal (a LocalizedStringKey); use 'String(format:)' elsewhere"
        )
    }

    /// `specifier:` whose value is not a string.
    static func specifierNeedsString() -> Self {
        .init(.invalidValue, .error, "'specifier:' takes a printf format string such as \"%.1f\"")
    }

    /// `style:` on a Text argument that is not a Date.
    static func styleNeedsDate() -> Self {
        .init(.invalidValue, .error, "'style:' formats a Date")
    }

    /// `style:` in an interpolation on a value that is not a Date.
    static func styleNeedsDate(found kind: String) -> Self {
        .init(.invalidValue, .error, "'style:' formats a Date, not \(kind)")
    }

    /// A subscript with other than one index.
    static func subscriptArguments() -> Self {
        .init(.invalidValue, .error, "a subscript takes one index")
    }

    /// `.system(...)` with a label it does not take.
    static func systemFontArgument() -> Self {
        .init(.invalidValue, .error, "'.system' takes size:, weight: and design:")
    }

    /// `.custom(...)` in none of SwiftUI's three forms, or with an empty name.
    static func customFontArguments() -> Self {
        .init(
            .invalidValue, .error,
            "'.custom' takes a font name and size:, size: and relativeTo:, or fixedSize:")
    }

    /// `.system()` with neither a size nor a text style.
    static func systemFontSize() -> Self {
        .init(.invalidValue, .error, "'.system' needs a size or a text style")
    }

    /// `Text(x)` where x is not a String.
    static func textArgument(found kind: String) -> Self {
        .init(
            .invalidValue, .error,
            "Text shows a String, not \(kind); interpolate it: Text(\"\\(...)\")")
    }

    /// `+` between views where one side is not a Text.
    static func textConcatenation() -> Self {
        .init(.invalidValue, .error, "'+' joins Text views only")
    }

    /// A Text initialiser the view builder does not know.
    /// Unreachable from source: the checker's argument labels ('argument-labels') refuse
    /// other forms of Text first. A defensive path, tested directly.
    static func textForm() -> Self {
        .init(.invalidValue, .error, "this form of Text is not one wdl knows")
    }

    /// `.timer` or `.stopwatch` of something other than `.currentDate`.
    static func systemFormatSource(_ style: String) -> Self {
        .init(
            .invalidValue, .error,
            "'.\(style)' formats the clock: write 'Text(.currentDate, format: .\(style)(...))'")
    }

    /// `.offset(to:)` or `.reference(to:)` against a fixed date.
    static func systemFormatReference(_ style: String) -> Self {
        .init(
            .invalidValue, .error,
            "wdl draws '.\(style)(to:)' against '.now', the moment the text is shown; format a fixed difference with 'Text(date, style: .offset)' or compute it"
        )
    }

    /// A stopwatch's `maxPrecision` that is not `.seconds(n)` or `.milliseconds(n)`.
    static func maxPrecision() -> Self {
        .init(
            .invalidValue, .error,
            "'maxPrecision:' takes '.seconds(1)' or '.milliseconds(10)' (a whole number of them)")
    }

    /// `timerInterval:` that is not a range of dates.
    static func timerInterval() -> Self {
        .init(
            .invalidValue, .error, "'timerInterval:' takes a range of dates such as 'start...end'")
    }

    /// One entry that expands to more views than the limit.
    static func tooManyViews(limit: Int) -> Self {
        .init(
            .expansionLimit, .error,
            "this entry makes more than \(limit) views; show fewer with '.prefix(n)'")
    }

    /// A call whose callee is not a name wdl evaluates.
    static func unevaluableCall() -> Self {
        .init(.invalidValue, .error, "this call is not a value wdl can evaluate here")
    }

    /// A function call by name that wdl does not evaluate.
    static func unevaluableFunction(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)(...)' is not a value wdl can evaluate here")
    }

    /// Arguments that fit none of a view's or modifier's forms.
    /// Unreachable from source: the checker's argument labels ('argument-labels') refuse
    /// labels no form takes first. A defensive path, tested directly.
    static func unfittingArguments(_ owner: String) -> Self {
        .init(.invalidValue, .error, "these arguments fit no form of '\(owner)'")
    }

    /// A font modifier (`.caption.x()`) the converter does not know.
    static func unknownFontModifier(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)' is not a font modifier wdl knows")
    }

    /// An implicit member colour that is not a system colour.
    static func unknownSystemColor(_ name: String, suggestion: String?) -> Self {
        .init(
            .invalidValue, .error,
            "'.\(name)' is not a system colour\(suggestionSuffix(suggestion))")
    }

    /// An expression the parser left as an error node.
    /// Unreachable from source: the pipeline does not instantiate a file with syntax
    /// errors. A defensive path, tested directly.
    static func unparsedExpression() -> Self {
        .init(.invalidValue, .error, "this expression could not be parsed")
    }

    /// A `.format` style the number formatter does not implement.
    static func unsupportedFormat() -> Self {
        .init(
            .invalidValue, .error,
            "unsupported format; use .number, .number.precision(.fractionLength(n)), .number.grouping(.never), .percent or .currency(code:)"
        )
    }

    /// A view name the view builder does not know.
    /// Unreachable from source: the checker reports 'unknown-view' first. A defensive path,
    /// tested directly.
    static func viewNotKnown(_ name: String) -> Self {
        .init(.invalidValue, .error, "'\(name)' is not a view wdl knows")
    }

    /// Implicit members as the messages list them: `'.a', '.b' or '.c'`.
    private static func keywordList(_ names: [String]) -> String {
        orList(names.map { "'.\($0)'" })
    }

    /// The "did you mean" tail of a message, empty without a suggestion.
    private static func suggestionSuffix(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '.\($0)'?" } ?? ""
    }
}

extension NoteText {
    /// Where an instantiation diagnostic happened: the placeholder or a
    /// timeline entry (1-based, with its date), and the family.
    static func instantiatedIn(entry: (number: Int, date: String)?, family: String) -> String {
        guard let entry else { return "in the placeholder, \(family)" }
        return "in entry \(entry.number) (\(entry.date)), \(family)"
    }
}

/// The wording of refused command-line requests (`--widget`, `--config`,
/// `--timeline`), alphabetical by factory. Not diagnostics: they point at
/// no source, so they are sentences with a capitalised hint, as the CLI
/// prints them, and live apart from the catalogue's ids.
extension InstantiationRequestError {
    /// A file with several widgets or activities and no `--widget`.
    static func ambiguousDeclaration(_ names: [String]) -> Self {
        .init(
            description: "the file declares \(quotedList(names)); choose one",
            hint: "Pass --widget NAME.")
    }

    /// A `--config` value that does not parse as the parameter's type.
    static func invalidConfigurationValue(_ text: String, type: String, parameter: String) -> Self {
        .init(
            description:
                "'\(text)' is not a valid \(type) for configuration parameter '\(parameter)'",
            hint: nil)
    }

    /// `--widget NAME` naming nothing the file declares.
    static func noDeclaration(named name: String, declared names: [String], suggestion: String?)
        -> Self
    {
        .init(
            description: "the file declares no widget, activity or control named '\(name)'",
            hint: suggestion.map { "Did you mean '\($0)'?" } ?? "It declares \(quotedList(names)).")
    }

    /// A file with no widget or activity to instantiate.
    static func noDeclarations() -> Self {
        .init(description: "the file declares no widget, activity or control", hint: nil)
    }

    /// `--timeline` for a Live Activity, which has no timeline.
    static func timelineForActivity(_ name: String) -> Self {
        .init(
            description: "'\(name)' is a Live Activity; timelines are for widgets",
            hint: "Give its updates with --updates NAME.updates.json instead.")
    }

    /// `--timeline` or `--updates` for a control, whose value comes from
    /// its placeholder.
    static func dataForControl(_ name: String) -> Self {
        .init(
            description: "'\(name)' is a control; it has no timeline or updates",
            hint: "Its value is its placeholder; draw a toggle's other state with --state on|off.")
    }

    /// `--updates` for a widget.
    static func updatesForWidget(_ name: String) -> Self {
        .init(
            description: "'\(name)' is a widget; updates files are for Live Activities",
            hint: "Give its timeline with --timeline NAME.timeline.json instead.")
    }

    /// `--config NAME=...` naming no parameter of the widget.
    static func unknownConfigurationParameter(
        _ name: String, of widget: String, parameters: [String], suggestion: String?
    ) -> Self {
        let hint =
            parameters.isEmpty
            ? "'\(widget)' has no configuration."
            : (suggestion.map { "Did you mean '\($0)'?" }
                ?? "Its parameters are \(quotedList(parameters)).")
        return .init(
            description: "'\(widget)' has no configuration parameter '\(name)'", hint: hint)
    }

    /// Names as the requests list them: `'A', 'B' or 'C'`.
    private static func quotedList(_ names: [String]) -> String {
        orList(names.map { "'\($0)'" })
    }
}

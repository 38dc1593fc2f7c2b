import Foundation
import WidgetArchive
import WidgetSyntax

/// The built-in functions and methods the language models, one row each:
/// what the checker types a call as, what instantiation evaluates it to,
/// and what the editor shows on hover. `TypeChecker`, `ExpressionEvaluator`
/// and `CatalogHelp` read these rows and know no method beside them.
enum BuiltinFunctions {
    /// Every row. Rows of one name are adjacent: `CatalogNames` keeps,
    /// per name id, the range of rows with that name.
    static let rows: [BuiltinFunction] = [
        BuiltinFunction(
            "prefix", on: .array, [.init("_", "Int")], returns: .receiver,
            "The first `maxLength` elements (all of them if there are fewer)."
        ) { call throws(InstantiationFailure) in
            try call.counted { items, count in Array(items.prefix(count)) }
        },
        BuiltinFunction(
            "prefix", on: .string, [.init("_", "Int")], returns: .receiver,
            "The first `maxLength` characters (all of them if there are fewer)."
        ) { call throws(InstantiationFailure) in
            try call.counted { characters, count in Array(characters.prefix(count)) }
        },
        BuiltinFunction(
            "suffix", on: .array, [.init("_", "Int")], returns: .receiver,
            "The last `maxLength` elements (all of them if there are fewer)."
        ) { call throws(InstantiationFailure) in
            try call.counted { items, count in Array(items.suffix(count)) }
        },
        BuiltinFunction(
            "suffix", on: .string, [.init("_", "Int")], returns: .receiver,
            "The last `maxLength` characters (all of them if there are fewer)."
        ) { call throws(InstantiationFailure) in
            try call.counted { characters, count in Array(characters.suffix(count)) }
        },
        BuiltinFunction(
            "dropFirst", on: .array, [.init("_", "Int", optional: true)], returns: .receiver,
            "The elements without the first `k` (1 by default)."
        ) { call throws(InstantiationFailure) in
            try call.counted(default: 1) { items, count in Array(items.dropFirst(count)) }
        },
        BuiltinFunction(
            "dropFirst", on: .string, [.init("_", "Int", optional: true)], returns: .receiver,
            "The characters without the first `k` (1 by default)."
        ) { call throws(InstantiationFailure) in
            try call.counted(default: 1) { characters, count in Array(characters.dropFirst(count)) }
        },
        BuiltinFunction(
            "dropLast", on: .array, [.init("_", "Int", optional: true)], returns: .receiver,
            "The elements without the last `k` (1 by default)."
        ) { call throws(InstantiationFailure) in
            try call.counted(default: 1) { items, count in Array(items.dropLast(count)) }
        },
        BuiltinFunction(
            "dropLast", on: .string, [.init("_", "Int", optional: true)], returns: .receiver,
            "The characters without the last `k` (1 by default)."
        ) { call throws(InstantiationFailure) in
            try call.counted(default: 1) { characters, count in Array(characters.dropLast(count)) }
        },
        BuiltinFunction(
            "reversed", on: .array, [], returns: .receiver, "The elements in reverse order."
        ) { call throws(InstantiationFailure) in
            try call.withoutArguments { .array($0.arrayItems.reversed()) }
        },
        BuiltinFunction(
            "sorted", on: .array, [.init("by", "(Element, Element) -> Bool", optional: true)],
            returns: .receiver,
            "The elements in ascending order (numbers, strings or dates), or in the order `by` says."
        ) { call throws(InstantiationFailure) in
            if let sorted = try call.closureMethod() { return sorted }
            return try call.withoutArguments { value throws(InstantiationFailure) in
                .array(try call.evaluator.sorted(value.arrayItems, at: call.range))
            }
        },
        BuiltinFunction(
            "map", on: .array, [.init("_", "KeyPath or (Element) -> T")],
            returns: .type(.array(.unknown)),
            "The value of a key path (`\\.title`) or a closure for each element."
        ) { call throws(InstantiationFailure) in
            try call.closureMethod()
        },
        BuiltinFunction(
            "compactMap", on: .array, [.init("_", "(Element) -> T?")],
            returns: .type(.array(.unknown)), "The closure's non-nil values for each element."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "filter", on: .array, [.init("_", "(Element) -> Bool")], returns: .receiver,
            "The elements the closure is true for, in order."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "first", on: .array, [.init("where", "(Element) -> Bool")], returns: .optionalElement,
            "The first element the closure is true for, or nil."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "last", on: .array, [.init("where", "(Element) -> Bool")], returns: .optionalElement,
            "The last element the closure is true for, or nil."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "contains", on: .array, [.init("where", "(Element) -> Bool")], returns: .type(.bool),
            "Whether the closure is true for an element."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "allSatisfy", on: .array, [.init("_", "(Element) -> Bool")], returns: .type(.bool),
            "Whether the closure is true for every element."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "reduce", on: .array, [.init("_", "T"), .init("_", "(T, Element) -> T")],
            returns: .firstArgument, "The closure applied to a running result and each element."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "enumerated", on: .array, [], returns: .type(.array(.unknown)),
            "Each element with its position: `offset` and `element`."
        ) { call throws(InstantiationFailure) in
            try call.withoutArguments { value in
                .array(
                    value.arrayItems.enumerated().map {
                        .record(["offset": .int($0.offset), "element": $0.element])
                    })
            }
        },
        BuiltinFunction(
            "joined", on: .stringArray, [.init("separator", "String", optional: true)],
            returns: .type(.string), "The strings one after another, with `separator` between."
        ) { call throws(InstantiationFailure) in
            .string(try call.evaluator.joined(call.receiver.arrayItems, call.call, at: call.range))
        },
        BuiltinFunction(
            "uppercased", on: .string, [], returns: .type(.string), "The string in upper case."
        ) { call throws(InstantiationFailure) in
            try call.mapString { $0.uppercased() }
        },
        BuiltinFunction(
            "lowercased", on: .string, [], returns: .type(.string), "The string in lower case."
        ) { call throws(InstantiationFailure) in
            try call.mapString { $0.lowercased() }
        },
        BuiltinFunction(
            "rounded", on: .double, [], returns: .receiver,
            "The nearest whole number, halves away from zero."
        ) { call throws(InstantiationFailure) in
            try call.withoutArguments { value in
                if case .double(let number) = value { return .double(number.rounded()) }
                return value
            }
        },
        BuiltinFunction(
            "addingTimeInterval", on: .date, [.init("_", "TimeInterval")], returns: .type(.date),
            "The date moved by a number of seconds."
        ) { call throws(InstantiationFailure) in try call.addingTimeInterval() },
        BuiltinFunction(
            "formatted", on: .any, [.init("_", "FormatStyle", optional: true)],
            returns: .type(.string),
            "A number with a number format style, or a date with `date:time:` styles."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.formatted(call.receiver, call.call, at: call.range)
        },
        BuiltinFunction(
            "component", on: .currentCalendar,
            [.init("_", "Calendar.Component"), .init("from", "Date")], returns: .type(.int),
            "One component of a date (`.hour`, `.weekday`...) in the region's time zone."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.calendarComponent(call.call, at: call.range)
        },
        BuiltinFunction(
            "dateComponents", on: .currentCalendar,
            [.init("_", "Set<Calendar.Component>"), .init("from", "Date"), .init("to", "Date")],
            returns: .type(.record(CalendarFunctions.componentsRecord)),
            "The difference between two dates in the components asked for (`.day`...), in the region's calendar; the others are nil."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.dateComponents(call.call, at: call.range)
        },
        BuiltinFunction(
            "startOfDay", on: .currentCalendar, [.init("for", "Date")], returns: .type(.date),
            "Midnight at the start of the date's day, in the region's time zone."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.startOfDay(call.call, at: call.range)
        },
        BuiltinFunction(
            "isDateInToday", on: .currentCalendar, [.init("_", "Date")], returns: .type(.bool),
            "Whether the date falls on the entry's day, in the region's time zone."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.isDate(call.call, daysFromNow: 0, at: call.range)
        },
        BuiltinFunction(
            "isDateInTomorrow", on: .currentCalendar, [.init("_", "Date")], returns: .type(.bool),
            "Whether the date falls on the day after the entry's, in the region's time zone."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.isDate(call.call, daysFromNow: 1, at: call.range)
        },
        BuiltinFunction(
            "date", on: .currentCalendar,
            [
                .init("byAdding", "Calendar.Component"), .init("value", "Int"),
                .init("to", "Date"),
            ],
            returns: .type(.optional(.date)),
            "The date moved by a number of calendar units (`.day`, `.month`...), in the region's calendar."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.dateByAdding(call.call, at: call.range)
        },
        BuiltinFunction(
            "timeIntervalSince", on: .date, [.init("_", "Date")], returns: .type(.double),
            "The seconds from the other date to this one (negative when this one is earlier)."
        ) { call throws(InstantiationFailure) in
            guard case .date(let date) = call.receiver,
                case .date(let other)? = try call.firstArgument()
            else { return nil }
            return .double(date.timeIntervalSince(other))
        },
        BuiltinFunction(
            "opacity", on: .color, [.init("_", "Double")], returns: .type(.color),
            "The colour with its opacity multiplied."
        ) { call throws(InstantiationFailure) in
            let color = try ColorConversion.opacity(
                call.call, evaluator: call.evaluator, at: call.range)
            return .color(color)
        },
        BuiltinFunction(
            "min", on: .none, [.init("_", "T"), .init("_", "T")], returns: .numeric,
            "The least of two or more numbers, strings or dates."
        ) { call throws(InstantiationFailure) in
            try call.freeFunction("min")
        },
        BuiltinFunction(
            "min", on: .array, [.init("by", "(Element, Element) -> Bool")],
            returns: .optionalElement, "The least element in the order `by` says, or nil."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "max", on: .none, [.init("_", "T"), .init("_", "T")], returns: .numeric,
            "The greatest of two or more numbers, strings or dates."
        ) { call throws(InstantiationFailure) in
            try call.freeFunction("max")
        },
        BuiltinFunction(
            "max", on: .array, [.init("by", "(Element, Element) -> Bool")],
            returns: .optionalElement, "The greatest element in the order `by` says, or nil."
        ) { call throws(InstantiationFailure) in try call.closureMethod() },
        BuiltinFunction(
            "abs", on: .none, [.init("_", "T")], returns: .numeric,
            "The magnitude of a number."
        ) { call throws(InstantiationFailure) in
            try call.freeFunction("abs")
        },
        BuiltinFunction(
            "stride", on: .none, [.init("from", "T"), .init("to", "T"), .init("by", "T")],
            returns: .numericArray, "The numbers from a start up to an end, not including it."
        ) { call throws(InstantiationFailure) in try call.stride() },
        BuiltinFunction(
            "stride", on: .none, [.init("from", "T"), .init("through", "T"), .init("by", "T")],
            returns: .numericArray, "The numbers from a start up to an end, including it."
        ) { call throws(InstantiationFailure) in try call.stride() },
        BuiltinFunction(
            "sin", on: .none, [.init("_", "Double")], returns: .type(.double),
            "The sine of an angle in radians."
        ) { call throws(InstantiationFailure) in try call.math { sin($0) } },
        BuiltinFunction(
            "cos", on: .none, [.init("_", "Double")], returns: .type(.double),
            "The cosine of an angle in radians."
        ) { call throws(InstantiationFailure) in try call.math { cos($0) } },
        BuiltinFunction(
            "tan", on: .none, [.init("_", "Double")], returns: .type(.double),
            "The tangent of an angle in radians."
        ) { call throws(InstantiationFailure) in try call.math { tan($0) } },
        BuiltinFunction(
            "sqrt", on: .none, [.init("_", "Double")], returns: .type(.double),
            "The square root of a number."
        ) { call throws(InstantiationFailure) in try call.math { sqrt($0) } },
        BuiltinFunction(
            "atan2", on: .none, [.init("_", "Double"), .init("_", "Double")],
            returns: .type(.double), "The angle in radians of the point (x, y), given y then x."
        ) { call throws(InstantiationFailure) in try call.math2 { atan2($0, $1) } },
        BuiltinFunction(
            "pow", on: .none, [.init("_", "Double"), .init("_", "Double")],
            returns: .type(.double), "A number raised to a power."
        ) { call throws(InstantiationFailure) in try call.math2 { pow($0, $1) } },
        BuiltinFunction(
            "Int", on: .none, [.init("_", "Any")], returns: .type(.int),
            "A Double toward zero, an Int, or a String's number (nil if it is none)."
        ) { call throws(InstantiationFailure) in try call.intConversion() },
        BuiltinFunction(
            "Double", on: .none, [.init("_", "Any")], returns: .type(.double),
            "An Int or Double as a Double, or a String's number (nil if it is none)."
        ) { call throws(InstantiationFailure) in try call.doubleConversion() },
        BuiltinFunction(
            "CGFloat", on: .none, [.init("_", "Any")], returns: .type(.double),
            "An Int or Double as a CGFloat, which the language reads as a Double."
        ) { call throws(InstantiationFailure) in try call.doubleConversion() },
        BuiltinFunction(
            "String", on: .none, [.init("format", "String"), .init("_", "CVarArg...")],
            returns: .type(.string),
            "The arguments formatted by a printf format, as Foundation does in POSIX."
        ) { call throws(InstantiationFailure) in try call.printf() },
        BuiltinFunction(
            "String", on: .none, [.init("_", "Any")], returns: .type(.string),
            "A value's description."
        ) { call throws(InstantiationFailure) in
            guard let value = try call.firstArgument() else { return nil }
            return .string(try InterpolationText.plain(value, at: call.range))
        },
        BuiltinFunction(
            "String", on: .none, [.init("repeating", "String"), .init("count", "Int")],
            returns: .type(.string), "The text repeated `count` times."
        ) { call throws(InstantiationFailure) in try call.repeating() },
        BuiltinFunction(
            "String", on: .none, [.init("localized", "String.LocalizationValue")],
            returns: .type(.string),
            "The key's text in the String Catalog (the key itself when it has none)."
        ) { call throws(InstantiationFailure) in try call.localized(asString: true) },
        BuiltinFunction(
            "NSLocalizedString", on: .none,
            [.init("_", "String"), .init("comment", "String")], returns: .type(.string),
            "The key's text in the String Catalog (the key itself when it has none)."
        ) { call throws(InstantiationFailure) in try call.localized(asString: true) },
        BuiltinFunction(
            "LocalizedStringKey", on: .none, [.init("_", "String")],
            returns: .opaque("LocalizedStringKey"),
            "A key a Text looks up in the String Catalog, as a string literal in Text(_:) is."
        ) { call throws(InstantiationFailure) in try call.localized(asString: false) },
        BuiltinFunction(
            "URL", on: .none, [.init("string", "String")], returns: .type(.optional(.url)),
            "The URL a String spells, or nil for text that is not one."
        ) { call throws(InstantiationFailure) in try call.urlConversion() },
        BuiltinFunction(
            "Date", on: .none, [], returns: .type(.date), "The entry's date."
        ) { call throws(InstantiationFailure) in
            guard try call.firstArgument() == nil, call.call.trailingClosures.isEmpty else {
                return nil
            }
            return .date(call.evaluator.now)
        },
        BuiltinFunction(
            "Array", on: .none, [.init("_", "Array")], returns: .firstArgument,
            "The elements of an array."
        ) { call throws(InstantiationFailure) in
            guard case .array(let items)? = try call.firstArgument() else { return nil }
            return .array(items)
        },
        BuiltinFunction(
            "Array", on: .none, [.init("repeating", "Any"), .init("count", "Int")],
            returns: .arrayOfFirstArgument, "The value repeated `count` times."
        ) { call throws(InstantiationFailure) in try call.repeatedArray() },
        BuiltinFunction(
            "GridItem", on: .none,
            [
                .init("_", "GridItem.Size"), .init("spacing", "Double"),
                .init("alignment", "Alignment"),
            ],
            returns: .opaque("GridItem"),
            "A column of a LazyVGrid (a row of a LazyHGrid): fixed, flexible or adaptive."
        ) { call throws(InstantiationFailure) in try call.gridItem() },
        BuiltinFunction(
            "Color", on: .none, [.init("_", "...")], returns: .type(.color),
            "A system, asset, hex or RGB colour."
        ) { call throws(InstantiationFailure) in
            .color(try ColorConversion.color(call.call, evaluator: call.evaluator, at: call.range))
        },
        BuiltinFunction(
            "CGSize", on: .none, [.init("width", "Double"), .init("height", "Double")],
            returns: .opaque("CGSize"), "A width and a height, as a modifier keeps them."
        ) { call throws(InstantiationFailure) in try call.geometry("CGSize") },
        BuiltinFunction(
            "CGPoint", on: .none, [.init("x", "Double"), .init("y", "Double")],
            returns: .opaque("CGPoint"), "A point, as a path adds it."
        ) { call throws(InstantiationFailure) in try call.geometry("CGPoint") },
        BuiltinFunction(
            "CGRect", on: .none,
            [
                .init("x", "Double"), .init("y", "Double"), .init("width", "Double"),
                .init("height", "Double"),
            ],
            returns: .opaque("CGRect"), "A rectangle, as a path adds it."
        ) { call throws(InstantiationFailure) in try call.geometry("CGRect") },
        BuiltinFunction(
            "CGRect", on: .none, [.init("origin", "CGPoint"), .init("size", "CGSize")],
            returns: .opaque("CGRect"), "A rectangle from its corner and size."
        ) { call throws(InstantiationFailure) in try call.geometry("CGRect") },
        BuiltinFunction(
            "UnitPoint", on: .none, [.init("x", "Double"), .init("y", "Double")],
            returns: .opaque("UnitPoint"), "A point in unit coordinates, 0 to 1 across and down."
        ) { call throws(InstantiationFailure) in try call.numberRecord() },
        BuiltinFunction(
            "Alignment", on: .none,
            [.init("horizontal", "HorizontalAlignment"), .init("vertical", "VerticalAlignment")],
            returns: .opaque("Alignment"), "An alignment of a horizontal and a vertical part."
        ) { call throws(InstantiationFailure) in try call.alignment() },
        BuiltinFunction(
            "Angle", on: .none, [.init("degrees", "Double")], returns: .type(.double),
            "An angle, in degrees (wdl holds angles as degrees)."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.angle("degrees", call.call, at: call.range)
        },
        BuiltinFunction(
            "Angle", on: .none, [.init("radians", "Double")], returns: .type(.double),
            "An angle given in radians, held in degrees."
        ) { call throws(InstantiationFailure) in
            try call.evaluator.angle("radians", call.call, at: call.range)
        },
        BuiltinFunction(
            "EdgeInsets", on: .none,
            [
                .init("top", "Double"), .init("leading", "Double"), .init("bottom", "Double"),
                .init("trailing", "Double"),
            ],
            returns: .opaque("EdgeInsets"), "An inset per edge, as a modifier keeps them."
        ) { call throws(InstantiationFailure) in try call.numberRecord() },
    ]

    /// The rows of each name, as a range of `rows`.
    static let rangesByName: [String: Range<Int>] = {
        var ranges: [String: Range<Int>] = [:]
        for (index, row) in rows.enumerated() {
            let range = ranges[row.name].map { $0.lowerBound..<(index + 1) } ?? index..<(index + 1)
            precondition(range.count == 1 || rows[index - 1].name == row.name, "not adjacent")
            ranges[row.name] = range
        }
        return ranges
    }()

    /// The method among `candidates` a receiver of the checker's `type`
    /// (written as `base`) calls, else nil.
    static func method(in candidates: Range<Int>, on type: ValueType, base: Expr?)
        -> BuiltinFunction?
    {
        for index in candidates where rows[index].receiver.accepts(type, base: base) {
            return rows[index]
        }
        return nil
    }

    /// The method among `candidates` that a receiver value calls, else nil.
    static func method(in candidates: Range<Int>, on value: RuntimeValue) -> BuiltinFunction? {
        for index in candidates where rows[index].receiver.accepts(value) {
            return rows[index]
        }
        return nil
    }

    /// The `Calendar.current` method among `candidates`, when `base` is
    /// `Calendar.current`: found without evaluating the base.
    static func calendarMethod(in candidates: Range<Int>, base: Expr) -> BuiltinFunction? {
        for index in candidates where rows[index].receiver == .currentCalendar {
            return BuiltinReceiver.isCurrentCalendar(base) ? rows[index] : nil
        }
        return nil
    }

    /// The free function among `candidates` a call with this first
    /// argument label (nil for none) calls: the form whose first label it
    /// is (`String(format:)`), else the first form.
    static func function(in candidates: Range<Int>, firstLabel: String?) -> BuiltinFunction? {
        var found: BuiltinFunction?
        for index in candidates where rows[index].receiver == .none {
            if rows[index].parameters.first?.label == (firstLabel ?? "_") { return rows[index] }
            if found == nil, rows[index].parameters.first?.label != "format" {
                found = rows[index]
            }
        }
        return found
    }
}

/// One built-in function or method: its name, receiver, parameters,
/// result type and evaluation.
struct BuiltinFunction: Sendable {
    /// One parameter, as Swift declares it.
    struct Parameter: Sendable, Equatable {
        /// The argument label, `_` when there is none.
        let label: String
        /// The type, as Swift spells it.
        let type: String
        /// Whether the argument may be left out.
        let optional: Bool

        init(_ label: String, _ type: String, optional: Bool = false) {
            self.label = label
            self.type = type
            self.optional = optional
        }
    }

    /// The value of a call, or nil when its arguments do not fit this row
    /// (instantiation then reports `methodNotEvaluable`).
    typealias Evaluation = @Sendable (BuiltinCall) throws(InstantiationFailure) -> RuntimeValue?

    /// `uppercased`, `min`.
    let name: String
    /// What it is called on.
    let receiver: BuiltinReceiver
    /// The parameters in order.
    let parameters: [Parameter]
    /// The type the checker gives a call.
    let result: BuiltinResult
    /// What hover says it does.
    let summary: String
    /// What instantiation computes.
    let evaluate: Evaluation

    init(
        _ name: String, on receiver: BuiltinReceiver, _ parameters: [Parameter],
        returns result: BuiltinResult, _ summary: String, evaluate: @escaping Evaluation
    ) {
        self.name = name
        self.receiver = receiver
        self.parameters = parameters
        self.result = result
        self.summary = summary
        self.evaluate = evaluate
    }

    /// `String.uppercased() -> String`, `min(_: T, _: T) -> T`: how hover shows it.
    var declaration: String {
        let parameters = parameters.map {
            "\($0.label): \($0.type)" + ($0.optional ? " = default" : "")
        }
        let owner = receiver == .none ? "" : receiver.rawValue + "."
        return owner + name + "(" + parameters.joined(separator: ", ") + ") -> "
            + result.spelling
    }
}

/// What a built-in is called on.
enum BuiltinReceiver: String, Sendable, CaseIterable {
    /// Nothing: a free function such as `min`.
    case none = ""
    case string = "String"
    case array = "Array"
    /// An array of strings.
    case stringArray = "[String]"
    /// A Double or an Int (a Double field may hold a whole number).
    case double = "Double"
    case date = "Date"
    /// A Color to the checker; a colour or a colour's name (`.red`) to
    /// instantiation.
    case color = "Color"
    /// `Calendar.current`, recognized by how it is written.
    case currentCalendar = "Calendar"
    /// Any value: `formatted` reports values it cannot format.
    case any = "Any"

    /// Whether a receiver of the checker's `type`, written as `base`, fits
    /// (`Calendar.current` never fits without its spelling).
    func accepts(_ type: ValueType, base: Expr?) -> Bool {
        switch self {
        case .none: false
        case .string: type == .string
        case .array: if case .array = type { true } else { false }
        case .stringArray: type == .array(.string)
        case .double: type == .double || type == .int
        case .date: type == .date
        case .color: type == .color
        case .currentCalendar: base.map(Self.isCurrentCalendar) ?? false
        case .any: true
        }
    }

    /// Whether a receiver value fits: as its type would, and a colour's
    /// name (`.red`), whose type the checker does not know, as a colour.
    func accepts(_ value: RuntimeValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.array, .array), (.double, .double), (.double, .int),
            (.date, .date), (.color, .color), (.color, .symbol), (.any, _):
            true
        case (.stringArray, .array(let items)):
            items.allSatisfy { if case .string = $0 { true } else { false } }
        default: false
        }
    }

    /// `Calendar.current`.
    static func isCurrentCalendar(_ expression: Expr) -> Bool {
        guard case .member(let base, let name, _) = expression.kind, name.name == "current",
            case .identifier("Calendar") = base.kind
        else { return false }
        return true
    }
}

/// The type the checker gives a call of a built-in.
enum BuiltinResult: Sendable {
    /// Always this type (unknown where the language does not model it).
    case type(ValueType)
    /// The receiver's type: `prefix` of `[T]` is `[T]`.
    case receiver
    /// `min`, `max`, `abs`: Int when every argument is an Int, Double
    /// when every one is a number, else the first argument's type.
    case numeric
    /// The first argument's type: `Array(x)`.
    case firstArgument
    /// A type the checker does not model, by its name.
    case opaque(String)
    /// An element of the receiver, or nil: `first(where:)` of `[T]` is `T?`.
    case optionalElement
    /// An array of the numeric type of the arguments: `stride(from:to:by:)`.
    case numericArray
    /// An array of the first argument's type: `Array(repeating:count:)`.
    case arrayOfFirstArgument

    /// The type of a call with this receiver and these argument types.
    func type(receiver: ValueType, arguments: [ValueType]) -> ValueType {
        switch self {
        case .type(let type): return type
        case .receiver: return receiver
        case .numeric:
            if arguments.allSatisfy({ $0 == .int }) { return .int }
            if arguments.allSatisfy({ $0 == .int || $0 == .double }) { return .double }
            return arguments.first ?? .unknown
        case .firstArgument: return arguments.first ?? .unknown
        case .opaque: return .unknown
        case .optionalElement:
            if case .array(let element) = receiver { return .optional(element) }
            return .unknown
        case .numericArray:
            return .array(BuiltinResult.numeric.type(receiver: receiver, arguments: arguments))
        case .arrayOfFirstArgument:
            return .array(arguments.first ?? .unknown)
        }
    }

    /// How hover writes it.
    var spelling: String {
        switch self {
        case .type(let type): String(type.spelling.map { $0 == "_" ? "T" : $0 })
        case .receiver: "Self"
        case .numeric, .firstArgument: "T"
        case .opaque(let name): name
        case .optionalElement: "Element?"
        case .numericArray, .arrayOfFirstArgument: "[T]"
        }
    }
}

/// A call of a built-in being evaluated: its receiver's value and the
/// call, whose arguments each row reads as it needs (a key path or a
/// format style is not a value).
struct BuiltinCall {
    /// The evaluator of the enclosing body.
    let evaluator: ExpressionEvaluator
    /// The receiver's value; `.null` for a free function.
    let receiver: RuntimeValue
    /// The call as written.
    let call: Call
    /// Where the call is.
    let range: SourceRange

    /// The first argument's value, nil when there is none.
    func firstArgument() throws(InstantiationFailure) -> RuntimeValue? {
        guard let first = call.arguments.first else { return nil }
        return try evaluator.evaluate(first.value)
    }

    /// The result of `body` when the call has no argument, else nil.
    func withoutArguments(_ body: (RuntimeValue) throws(InstantiationFailure) -> RuntimeValue)
        throws(InstantiationFailure) -> RuntimeValue?
    {
        guard try firstArgument() == nil else { return nil }
        return try body(receiver)
    }

    /// `prefix(n)` and the like: the array cut by a count that must not
    /// be negative; `default` where the count may be left out.
    func counted(default: Int? = nil, _ cut: ([RuntimeValue], Int) -> [RuntimeValue])
        throws(InstantiationFailure) -> RuntimeValue?
    {
        let count: Int
        switch try firstArgument() {
        case .int(let number)?: count = number
        case nil where `default` != nil: count = `default` ?? 0
        default: return nil
        }
        guard count >= 0 else {
            throw InstantiationFailure(.negativeCount(call.callee.memberName), at: range)
        }
        // A string is cut by characters, as Swift's `Substring` is.
        if case .string(let text) = receiver {
            let characters = text.map { RuntimeValue.string(String($0)) }
            return .string(
                cut(characters, count).map { if case .string(let c) = $0 { c } else { "" } }
                    .joined())
        }
        return .array(cut(receiver.arrayItems, count))
    }

    /// A method that takes a closure on each element (`ClosureCalls`);
    /// nil when the call passes none.
    func closureMethod() throws(InstantiationFailure) -> RuntimeValue? {
        try evaluator.closureMethod(
            call.callee.memberName, receiver.arrayItems, call, at: range)
    }

    /// The first argument looked up in the String Catalog, as a
    /// `Text("...")` literal is: a literal with its interpolations, or a
    /// string value as a key. `asString` flattens the text to a String.
    func localized(asString: Bool) throws(InstantiationFailure) -> RuntimeValue? {
        guard let first = call.arguments.first?.value else { return nil }
        let value: RuntimeValue
        if case .string(let literal) = first.kind {
            value = try evaluator.interpolate(literal, localized: true)
        } else if case .string(let key) = try evaluator.evaluate(first) {
            value = evaluator.localizedKey(key)
        } else {
            return nil
        }
        return asString ? .string(try InterpolationText.plain(value, at: range)) : value
    }

    /// A String method without arguments.
    func mapString(_ transform: (String) -> String) throws(InstantiationFailure) -> RuntimeValue? {
        guard case .string(let text) = receiver, try firstArgument() == nil else { return nil }
        return .string(transform(text))
    }

    /// `date.addingTimeInterval(seconds)`.
    func addingTimeInterval() throws(InstantiationFailure) -> RuntimeValue? {
        guard case .date(let date) = receiver, let seconds = try firstArgument() else {
            return nil
        }
        guard let interval = seconds.number, interval.isFinite else {
            throw InstantiationFailure(
                .operandType("addingTimeInterval", seconds.kindName), at: range)
        }
        return .date(date.addingTimeInterval(interval))
    }

    /// `min`, `max`, `abs`.
    func freeFunction(_ name: String) throws(InstantiationFailure) -> RuntimeValue? {
        try evaluator.freeFunction(name, call, at: range)
    }

    /// `Int(x)`, as Swift converts: Int(3.9) is 3, Int("12") is 12 or nil.
    func intConversion() throws(InstantiationFailure) -> RuntimeValue? {
        switch try firstArgument() {
        case .double(let number)?:
            guard let whole = Int(exactly: number.rounded(.towardZero)) else {
                throw InstantiationFailure(.intConversionOverflow(number), at: range)
            }
            return .int(whole)
        case .int(let number)?: return .int(number)
        case .string(let text)?: return Int(text).map(RuntimeValue.int) ?? .null
        default: return nil
        }
    }

    /// `Double(x)`.
    func doubleConversion() throws(InstantiationFailure) -> RuntimeValue? {
        switch try firstArgument() {
        case .int(let number)?: return .double(Double(number))
        case .double(let number)?: return .double(number)
        case .string(let text)?: return Double(text).map(RuntimeValue.double) ?? .null
        default: return nil
        }
    }

    /// The longest text `String(repeating:count:)` makes (CHOICE: far
    /// above what a widget shows, far below a noticeable cost).
    static let maximumRepeatedLength = 10_000

    /// `String(repeating:count:)`.
    func repeating() throws(InstantiationFailure) -> RuntimeValue? {
        guard call.arguments.count == 2,
            case .string(let text) = try evaluator.evaluate(call.arguments[0].value),
            case .int(let count) = try evaluator.evaluate(call.arguments[1].value)
        else { return nil }
        guard count >= 0 else { throw InstantiationFailure(.negativeCount("String"), at: range) }
        guard text.count * count <= Self.maximumRepeatedLength else {
            throw InstantiationFailure(
                .textTooLong(limit: Self.maximumRepeatedLength), at: range)
        }
        return .string(String(repeating: text, count: count))
    }

    /// `String(format:_:)`.
    func printf() throws(InstantiationFailure) -> RuntimeValue? {
        var values: [RuntimeValue] = []
        for argument in call.arguments { values.append(try evaluator.evaluate(argument.value)) }
        guard case .string(let format) = values[0] else {
            throw InstantiationFailure(.formatString(), at: call.arguments[0].value.range)
        }
        return .string(try PrintfFormat.format(format, Array(values.dropFirst()), at: range))
    }

    /// `URL(string:)`: nil for text that is not a URL, as in Swift, so
    /// `if let url = URL(string: ...)` and `??` take their other branch;
    /// force-unwrapping that nil names the text (`ExpressionEvaluator`).
    func urlConversion() throws(InstantiationFailure) -> RuntimeValue? {
        switch try firstArgument() {
        case .string(let text)?, .url(let text)?:
            return URLValidation.isValid(text) ? .url(text) : .null
        default: return nil
        }
    }

    /// `Alignment(horizontal: .leading, vertical: .top)`: the case it
    /// is (`.topLeading`).
    func alignment() throws(InstantiationFailure) -> RuntimeValue? {
        guard call.arguments.count == 2,
            case .symbol(let h) = try evaluator.evaluate(call.arguments[0].value),
            case .symbol(let v) = try evaluator.evaluate(call.arguments[1].value),
            let horizontal = HorizontalAlignment(rawValue: h),
            let vertical = VerticalAlignment(rawValue: v),
            let alignment = ArchiveAlignment(horizontal: horizontal, vertical: vertical)
        else { return nil }
        return .symbol(alignment.rawValue)
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` (the rows
    /// share a first label, so the second says which): Ints when every
    /// bound is one, else Doubles; at most
    /// `ExpressionEvaluator.maximumArrayLength` of them.
    func stride() throws(InstantiationFailure) -> RuntimeValue? {
        guard call.arguments.count == 3 else { return nil }
        let through = call.arguments[1].label?.name == "through"
        var values: [RuntimeValue] = []
        for argument in call.arguments { values.append(try evaluator.evaluate(argument.value)) }
        if case .int(let start) = values[0], case .int(let end) = values[1],
            case .int(let step) = values[2]
        {
            return .array(try strideInts(start, end, step, through: through).map(RuntimeValue.int))
        }
        guard let start = values[0].number, let end = values[1].number, let step = values[2].number
        else { return nil }
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else {
            throw InstantiationFailure(.strideStep(), at: call.arguments[2].value.range)
        }
        var numbers: [RuntimeValue] = []
        var index = 0.0
        while true {
            let value = start + index * step
            let inside =
                step > 0
                ? (through ? value <= end : value < end) : (through ? value >= end : value > end)
            guard inside else { break }
            try checkLength(numbers.count)
            numbers.append(.double(value))
            index += 1
        }
        return .array(numbers)
    }

    /// A stride of whole numbers, in whole-number arithmetic that stops
    /// before it would overflow.
    private func strideInts(_ start: Int, _ end: Int, _ step: Int, through: Bool)
        throws(InstantiationFailure) -> [Int]
    {
        guard step != 0 else {
            throw InstantiationFailure(.strideStep(), at: call.arguments[2].value.range)
        }
        var numbers: [Int] = []
        var value = start
        while step > 0
            ? (through ? value <= end : value < end) : (through ? value >= end : value > end)
        {
            try checkLength(numbers.count)
            numbers.append(value)
            let next = value.addingReportingOverflow(step)
            if next.overflow { break }
            value = next.partialValue
        }
        return numbers
    }

    private func checkLength(_ count: Int) throws(InstantiationFailure) {
        guard count < ExpressionEvaluator.maximumArrayLength else {
            throw InstantiationFailure(
                .arrayTooLong(limit: ExpressionEvaluator.maximumArrayLength), at: range)
        }
    }

    /// `sin(x)` and the other functions of one number. A length of a
    /// shape's frame is no argument: its value is known only at layout.
    func math(_ function: (Double) -> Double) throws(InstantiationFailure) -> RuntimeValue? {
        guard let values = try numbers(count: 1) else { return nil }
        return .double(function(values[0]))
    }

    /// `atan2(y, x)` and `pow(x, y)`.
    func math2(_ function: (Double, Double) -> Double) throws(InstantiationFailure)
        -> RuntimeValue?
    {
        guard let values = try numbers(count: 2) else { return nil }
        return .double(function(values[0], values[1]))
    }

    private func numbers(count: Int) throws(InstantiationFailure) -> [Double]? {
        guard call.arguments.count == count else { return nil }
        var numbers: [Double] = []
        for argument in call.arguments {
            let value = try evaluator.evaluate(argument.value)
            if value.isMeasure {
                throw InstantiationFailure(.sizeDependentDecision(), at: argument.value.range)
            }
            guard let number = value.number else {
                throw InstantiationFailure(
                    .expectedNumber(found: value.kindName), at: argument.value.range)
            }
            numbers.append(number)
        }
        return numbers
    }

    /// `CGPoint`, `CGSize` and `CGRect`, whose parts may be lengths of
    /// a shape's frame.
    func geometry(_ type: String) throws(InstantiationFailure) -> RuntimeValue? {
        try evaluator.geometryValue(type, call, at: range)
    }

    /// `CGSize(width:height:)`, `EdgeInsets(...)`: a record of the
    /// labelled numbers.
    func numberRecord() throws(InstantiationFailure) -> RuntimeValue? {
        var fields: [String: RuntimeValue] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.name,
                case let value = try evaluator.evaluate(argument.value), value.number != nil
            else { return nil }
            fields[label] = value
        }
        return .record(fields)
    }
}

extension RuntimeValue {
    /// The elements of an array; empty for any other value.
    var arrayItems: [RuntimeValue] {
        if case .array(let items) = self { return items }
        return []
    }
}

extension Expr {
    /// The name of a member access (`prefix` of `items.prefix`); empty
    /// for any other expression.
    fileprivate var memberName: String {
        if case .member(_, let name, _) = kind { return name.name }
        return ""
    }
}

extension Call {
    /// The rows of `BuiltinFunctions` named by the callee: the member of
    /// `x.name(...)` or the bare `name(...)`; empty for other callees.
    var builtinRows: Range<Int> {
        let callee = tree[tree[index].a]
        let id: Int
        switch callee.tag {
        case .member: id = Int(tree[callee.b].b)
        case .identifier: id = Int(callee.b)
        default: return 0..<0
        }
        return tree.read {
            CatalogNames.answer($0, id, \.builtins, byName: CatalogNames.builtins)
        }
    }
}

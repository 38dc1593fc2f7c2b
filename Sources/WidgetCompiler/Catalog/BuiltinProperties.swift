/// The built-in properties the language models (`items.count`,
/// `title.isEmpty`), one row each beside `BuiltinFunctions`' methods:
/// what the checker types a member as, what instantiation reads, and
/// what completion offers after the dot. `TypeChecker.member`,
/// `ExpressionEvaluator`'s members and `EditorCompletion` read these rows
/// and know no property of a built-in type beside them.
enum BuiltinProperties {
    /// Every row.
    static let rows: [BuiltinProperty] = [
        BuiltinProperty("count", on: .array, .type(.int), "The number of elements.") {
            .int($0.arrayItems.count)
        },
        BuiltinProperty("isEmpty", on: .array, .type(.bool), "Whether there are no elements.") {
            .bool($0.arrayItems.isEmpty)
        },
        BuiltinProperty("first", on: .array, .optionalElement, "The first element, or nil.") {
            $0.arrayItems.first ?? .null
        },
        BuiltinProperty("last", on: .array, .optionalElement, "The last element, or nil.") {
            $0.arrayItems.last ?? .null
        },
        BuiltinProperty(
            "indices", on: .array, .type(.array(.int)),
            "The valid indices, `0..<count`, ascending (a Range, iterated as Ints)."
        ) {
            .range(.int(0), .int($0.arrayItems.count), closed: false)
        },
        BuiltinProperty("count", on: .string, .type(.int), "The number of characters.") {
            if case .string(let text) = $0 { .int(text.count) } else { .null }
        },
        BuiltinProperty("isEmpty", on: .string, .type(.bool), "Whether there are no characters.") {
            if case .string(let text) = $0 { .bool(text.isEmpty) } else { .null }
        },
        BuiltinProperty(
            "capitalized", on: .string, .type(.string),
            "The string with the first letter of each word in upper case (Foundation's property)."
        ) {
            if case .string(let text) = $0 { .string(text.capitalized) } else { .null }
        },
    ]

    /// The row of `name` on a receiver of the checker's `type`, if any.
    static func row(_ name: String, on type: ValueType) -> BuiltinProperty? {
        rows.first { $0.name == name && $0.receiver.accepts(type, base: nil) }
    }

    /// The row of `name` on a receiver `value`, if any.
    static func row(_ name: String, on value: RuntimeValue) -> BuiltinProperty? {
        rows.first { $0.name == name && $0.receiver.accepts(value) }
    }
}

/// One built-in property: `Array.count -> Int`.
struct BuiltinProperty: Sendable {
    /// The type the checker gives the property.
    enum Result: Sendable {
        /// Always this type.
        case type(ValueType)
        /// An element of the array, optional: `first`, `last`.
        case optionalElement
    }

    /// `count`.
    let name: String
    /// What it is read on.
    let receiver: BuiltinReceiver
    /// Its type.
    let result: Result
    /// What completion and hover say it is.
    let summary: String
    /// Its value on a receiver the row accepts.
    let evaluate: @Sendable (RuntimeValue) -> RuntimeValue

    init(
        _ name: String, on receiver: BuiltinReceiver, _ result: Result, _ summary: String,
        evaluate: @escaping @Sendable (RuntimeValue) -> RuntimeValue
    ) {
        self.name = name
        self.receiver = receiver
        self.result = result
        self.summary = summary
        self.evaluate = evaluate
    }

    /// Its type on a receiver of `type`.
    func type(on type: ValueType) -> ValueType {
        switch result {
        case .type(let type): type
        case .optionalElement:
            if case .array(let element) = type { .optional(element) } else { .unknown }
        }
    }

    /// `Array.count: Int`: how completion shows it.
    var declaration: String {
        let type =
            switch result {
            case .type(let type): String(type.spelling.map { $0 == "_" ? "T" : $0 })
            case .optionalElement: "Element?"
            }
        return receiver.rawValue + "." + name + ": " + type
    }
}

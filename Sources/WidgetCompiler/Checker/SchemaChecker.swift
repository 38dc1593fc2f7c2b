import Foundation
import WidgetArchive
import WidgetSyntax

/// Checks schemas and the sample data written against them: every type
/// names a built-in or a declared `struct`; a `placeholder` gives each
/// field of the entry (for an activity, of its attributes and state), no
/// other, each of the right type; a configuration default fits its type.
/// Dates are ISO 8601 strings and URLs must parse, as in timeline JSON.
struct SchemaChecker: Sendable {
    static let builtIns = ["String", "Int", "Double", "Bool", "Date", "URL", "Color"]

    /// The SwiftUI and WidgetKit value types a view's or function's
    /// parameter may have besides `builtIns` and the file's types: the
    /// display-time values and the values wdl evaluates. Data (entries,
    /// records, intents) holds only `builtIns`.
    static let parameterTypes: Set<String> = [
        "ColorScheme", "WidgetFamily", "WidgetRenderingMode", "DynamicTypeSize",
        "ContentSizeCategory", "RedactionReasons", "Font", "Font.Weight", "Angle", "UnitPoint",
        "Alignment", "HorizontalAlignment", "VerticalAlignment", "Gradient", "CGPoint", "CGSize",
        "CGRect",
    ]

    /// The `date` every timeline entry has, as in `TimelineEntry`: optional
    /// in a placeholder (the system supplies it), required in a timeline.
    /// Its ranges are in a fragment of its own, so no message points at it:
    /// a missing date is reported at the record that lacks it.
    static func implicitDate(required: Bool) -> Field {
        required ? requiredDate : optionalDate
    }

    private static let requiredDate = WDLParser.parseFields(
        SourceFile(path: "<implicit>", text: "date: Date")
    ).0[0]
    private static let optionalDate = WDLParser.parseFields(
        SourceFile(path: "<implicit>", text: "date: Date?")
    ).0[0]

    /// The file's record declarations, which field types and values name.
    private let records: [String: RecordDecl]
    /// The file's enums.
    private let enums: FileEnums
    /// The Swift types the emitter declares for the file's activities and
    /// widgets (`ActivityTypeNames`, a widget's entry), which views and
    /// functions may take.
    private let emittedTypes: Set<String>

    /// The checks of `syntax`, whose enums are `enums`.
    init(_ syntax: SourceFileSyntax, enums: FileEnums) {
        var records: [String: RecordDecl] = [:]
        var emittedTypes: Set<String> = []
        for declaration in syntax.declarations {
            switch declaration {
            case .record(let decl): records[decl.name.name] = decl
            case .activity(let decl):
                let types = ActivityTypeNames(decl.name.name)
                emittedTypes.formUnion([types.attributes, types.state, types.context])
            case .widget(let decl):
                emittedTypes.insert(WidgetTypeNames(decl.name.name).entry)
            default: break
            }
        }
        self.records = records
        self.enums = enums
        self.emittedTypes = emittedTypes
    }

    /// Checks the types, defaults and placeholder of one declaration.
    func check(_ declaration: Declaration, into diagnostics: inout [Diagnostic]) {
        var checker = ValueChecker(records: records, enums: enums)
        var viewChecker = checker
        viewChecker.emittedTypes = emittedTypes.union(Self.parameterTypes)
        switch declaration {
        case .record(let decl), .intent(let decl):
            for field in decl.fields { checker.checkType(field.type, into: &diagnostics) }
        case .view(let decl):
            // A struct's stored property cannot be `some View` in Swift.
            // A generic view property's type is the struct's own parameter.
            for field in decl.parameters
            where (!field.holdsViews || field.type.isSomeView) && !field.type.isViewType {
                viewChecker.checkType(field.type, into: &diagnostics)
            }
        case .enumeration(let decl):
            for field in decl.members.flatMap(\.parameters) {
                viewChecker.checkType(field.type, into: &diagnostics)
            }
        case .function(let decl):
            for field in decl.parameters {
                viewChecker.checkType(field.type, allowsViews: true, into: &diagnostics)
            }
        case .viewExtension(let decl):
            for field in decl.functions.flatMap(\.parameters) {
                viewChecker.checkType(field.type, allowsViews: true, into: &diagnostics)
            }
        case .widget(let decl), .activity(let decl), .control(let decl):
            Self.checkContainer(decl, &checker, into: &diagnostics)
        }
    }

    private static func checkContainer(
        _ decl: ContainerDecl, _ checker: inout ValueChecker, into diagnostics: inout [Diagnostic]
    ) {
        var schema: [Field] = []
        for member in decl.members {
            switch member.kind {
            case .entry(let fields), .attributes(let fields), .state(let fields),
                .value(let fields):
                schema += fields
                for field in fields { checker.checkType(field.type, into: &diagnostics) }
            case .configuration(let fields):
                for field in fields {
                    checker.checkType(field.type, into: &diagnostics)
                    if let value = field.defaultValue {
                        checker.checkDefault(value, field.type, into: &diagnostics)
                    }
                }
            default:
                break
            }
        }
        for member in decl.members {
            guard case .placeholder(let record) = member.kind else { continue }
            // Every placeholder may give its `date`: a widget entry's date,
            // or the moment an activity's placeholder is shown.
            let implicit = [implicitDate(required: false)]
            checker.checkRecord(
                record, fields: schema + implicit, describedAs: "the placeholder",
                into: &diagnostics)
        }
    }
}

/// Checks values against types.
struct ValueChecker {
    let records: [String: RecordDecl]
    /// The file's enums: a field of one takes a raw value in data.
    let enums: FileEnums
    /// The emitted activity and entry types, where they may be written (a
    /// view's or function's parameters), and `SchemaChecker.parameterTypes`
    /// there; none in data.
    var emittedTypes: Set<String> = []

    /// Reports a type that is not built in or declared; `some View` only
    /// where `allowsViews` (a view's parameters).
    func checkType(
        _ type: TypeSyntax, allowsViews: Bool = false, into diagnostics: inout [Diagnostic]
    ) {
        switch type.kind {
        case .opaque(let name):
            guard !allowsViews || name != "View" else { return }
            diagnostics.append(Diagnostic(.unknownType("some \(name)"), at: type.range))
        case .named(let name):
            guard !SchemaChecker.builtIns.contains(TypeAliases.canonical(name)),
                records[name] == nil, enums[name] == nil,
                !emittedTypes.contains(ActivityTypeNames.normalized(name))
            else { return }
            let notes =
                Spelling.closest(to: name, in: SchemaChecker.builtIns + records.keys.sorted())
                .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: type.range)] } ?? []
            diagnostics.append(Diagnostic(.unknownType(name), at: type.range, notes: notes))
        case .array(let element), .optional(let element):
            checkType(element, into: &diagnostics)
        case .error, .inferred:
            break
        }
    }

    /// A value of an enum in data is one of its raw values, as Codable
    /// encodes it: `"happy"` for `case happy` of a `String` enum.
    private func checkRawValue(
        _ value: Value, of info: FileEnums.Info, into diagnostics: inout [Diagnostic]
    ) {
        let raw: RuntimeValue? =
            switch value.kind {
            case .string(let text): .string(text)
            case .integer(let number):
                info.rawType == "Double" ? .double(Double(number)) : .int(number)
            case .float(let number): .double(number)
            default: nil
            }
        guard let raw, FileEnums.caseName(in: info, rawValue: raw) != nil else {
            let expected = info.cases.compactMap { info.rawValues[$0]?.placeholderSpelling }
            diagnostics.append(
                Diagnostic(
                    .placeholderValue(
                        expected: expected.isEmpty
                            ? "a value of '\(info.decl.name.name)', which has no raw values"
                            : "a raw value of '\(info.decl.name.name)': " + orList(expected),
                        found: Self.describe(value)),
                    at: value.range))
            return
        }
    }

    func checkRecord(
        _ record: RecordValue, fields: [Field], describedAs owner: String,
        into diagnostics: inout [Diagnostic]
    ) {
        let byName = Dictionary(
            fields.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        for field in record.fields {
            guard let declared = byName[field.name.name] else {
                let notes =
                    Spelling.closest(to: field.name.name, in: fields.map(\.name.name))
                    .map {
                        [DiagnosticNote(message: NoteText.didYouMean($0), range: field.name.range)]
                    } ?? []
                diagnostics.append(
                    Diagnostic(
                        .unknownField(field.name.name, in: owner), at: field.name.range,
                        notes: notes))
                continue
            }
            check(field.value, against: declared.type, into: &diagnostics)
        }
        let given = Set(record.fields.map(\.name.name))
        for field in fields where !given.contains(field.name.name) {
            if case .optional = field.type.kind { continue }
            diagnostics.append(
                Diagnostic(
                    .missingField(field.name.name, type: SyntaxPrinter.typeText(field.type)),
                    at: record.range))
        }
    }

    func check(_ value: Value, against type: TypeSyntax, into diagnostics: inout [Diagnostic]) {
        func mismatch(_ expected: String) {
            diagnostics.append(
                Diagnostic(
                    .placeholderValue(expected: expected, found: Self.describe(value)),
                    at: value.range))
        }
        if case .error = value.kind { return }
        switch type.kind {
        case .error, .opaque, .inferred:
            return
        case .optional(let wrapped):
            if case .null = value.kind { return }
            check(value, against: wrapped, into: &diagnostics)
        case .array(let element):
            guard case .array(let elements) = value.kind else {
                return mismatch("an array of \(SyntaxPrinter.typeText(element))")
            }
            for item in elements { check(item, against: element, into: &diagnostics) }
        case .named(let name) where enums[name] != nil:
            checkRawValue(value, of: enums[name]!, into: &diagnostics)
        case .named(let name):
            switch (TypeAliases.canonical(name), value.kind) {
            case ("String", .string), ("Int", .integer), ("Double", .integer), ("Double", .float),
                ("Bool", .boolean), ("Color", .string):
                return
            case ("Date", .string(let text)):
                if Self.date(text) == nil {
                    mismatch("a date as an ISO 8601 string such as \"2026-11-21T09:00:00Z\"")
                }
            case ("URL", .string(let text)):
                if text.isEmpty || text.contains(" ") || URL(string: text) == nil {
                    mismatch("a URL string such as \"myapp://item/1\"")
                }
            default:
                if let record = records[name] {
                    guard case .record(let nested) = value.kind else {
                        return mismatch("a '\(name)' record '{ field: value ... }'")
                    }
                    checkRecord(
                        nested, fields: Array(record.fields), describedAs: "'\(name)'",
                        into: &diagnostics)
                } else if SchemaChecker.builtIns.contains(name) {
                    mismatch(Self.article(name))
                }
            }
        }
    }

    /// A configuration default, when it is a literal the checker can type.
    func checkDefault(_ value: Expr, _ type: TypeSyntax, into diagnostics: inout [Diagnostic]) {
        let literal: Value.Kind
        switch value.kind {
        case .string(let text):
            guard let plain = text.plainText else { return }
            literal = .string(plain)
        case .integer(let number): literal = .integer(number)
        case .float(let number): literal = .float(number)
        case .boolean(let flag): literal = .boolean(flag)
        case .nilLiteral: literal = .null
        default: return
        }
        check(Value(literal, range: value.range), against: type, into: &diagnostics)
    }

    /// A date written in data (`DataDate`).
    static func date(_ text: String) -> Date? { DataDate.date(text) }

    private static func article(_ type: String) -> String {
        switch type {
        case "Int": "an integer"
        case "Double": "a number"
        case "Bool": "'true' or 'false'"
        default: "a \(type.lowercased()) string"
        }
    }

    private static func describe(_ value: Value) -> String {
        switch value.kind {
        case .string(let text):
            SyntaxPrinter.quoted(text.count > 30 ? String(text.prefix(30)) + "…" : text)
        case .integer(let number): String(number)
        case .float(let number): "\(number)"
        case .boolean(let flag): flag ? "'true'" : "'false'"
        case .null: "'nil'"
        case .array: "an array"
        case .record: "a record"
        case .error: "an invalid value"
        }
    }
}

/// How data writes a date (placeholders, timelines, activity updates):
/// strict ISO 8601, `2026-11-21T09:00:00Z`, with fractional seconds and
/// `+09:00` offsets allowed. The one reader of such dates, for the checker,
/// the instantiator and the Swift emitter alike.
public enum DataDate {
    /// The date `text` writes, or nil.
    public static func date(_ text: String) -> Date? {
        // The common `2026-11-21T09:00:00Z` form without building a formatter.
        if let date = ISODate.date(from: text) { return date }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}

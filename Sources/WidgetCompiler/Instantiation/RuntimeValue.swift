import Foundation
import WidgetArchive
import WidgetSyntax

/// A value while an entry is instantiated: entry data, literals, and what
/// expressions make of them. Nothing here outlives instantiation; the
/// archive holds `ArchiveValue`s.
indirect enum RuntimeValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    case url(String)
    case color(ArchiveColor)
    case array([RuntimeValue])
    case record([String: RuntimeValue])
    /// An enum-like member: `.leading`, `.systemLarge` (also the value of `family`).
    case symbol(String)
    /// A case of one of the file's enums with its associated values:
    /// `.late(minutes: 5)` is `enumValue("late", [.int(5)])`.
    case enumValue(String, [RuntimeValue])
    /// `a...b` or `a..<b`.
    case range(RuntimeValue, RuntimeValue, closed: Bool)
    /// Words with dates the renderer formats (`"\\(d, style: .relative)"`).
    case text([TextRun])
    /// A Bool known only at display time (`showsBackground`, `renderingMode == .vibrant`).
    case condition(EnvironmentCondition)
    /// A display-time value before it is compared (`renderingMode`).
    case environment(String)
    /// A length worked out from the size a shape is drawn at (`rect.midX`
    /// in a `Shape`'s `path(in:)`), which only layout knows.
    case measure(PathMeasure)
    /// A `Path` as it is built.
    case path(ShapePath)
    /// A `GeometryReader`'s proxy: its `size` and `frame(in:)` are
    /// measures of the reader's size (`GeometryProxyValues`).
    case geometryProxy
    /// An `alignmentGuide` closure's `ViewDimensions`: its `width`,
    /// `height` and `d[.trailing]` are measures of the view's size.
    case viewDimensions

    /// How the value is described in messages.
    var kindName: String {
        switch self {
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .url: "URL"
        case .color: "Color"
        case .array: "an array"
        case .record: "a record"
        case .symbol(let name), .enumValue(let name, _): "'.\(name)'"
        case .range: "a range"
        case .text: "a text with a date"
        case .condition, .environment: "a display-time value"
        case .measure: "a length only layout knows"
        case .path: "a Path"
        case .geometryProxy: "a GeometryProxy"
        case .viewDimensions: "a ViewDimensions"
        }
    }

    /// A runtime value from placeholder or timeline data, shaped by the
    /// schema type (dates and URLs arrive as strings; whole numbers in a
    /// Double field are Doubles). The checker has validated the data.
    init(_ value: Value, as type: TypeSyntax, records: DataTypes) {
        switch (type.kind, value.kind) {
        case (_, .null): self = .null
        case (.optional(let wrapped), _): self.init(value, as: wrapped, records: records)
        case (.array(let element), .array(let items)):
            self = .array(items.map { RuntimeValue($0, as: element, records: records) })
        case (.named(let name), .integer(let number)) where TypeAliases.canonical(name) == "Double":
            self = .double(Double(number))
        case (.named("Date"), .string(let text)):
            self = ValueChecker.date(text).map(RuntimeValue.date) ?? .string(text)
        case (.named("URL"), .string(let text)): self = .url(text)
        case (.named("Color"), .string(let text)):
            self = ColorParsing.color(fromData: text).map(RuntimeValue.color) ?? .string(text)
        // A value of an enum is its case, named by its raw value in data.
        case (.named(let name), _) where records.enums[name] != nil:
            let info = records.enums[name]!
            let raw = RuntimeValue(untyped: value)
            let number = raw.number.map { info.rawType == "Double" ? RuntimeValue.double($0) : raw }
            self =
                (FileEnums.caseName(in: info, rawValue: raw)
                ?? number.flatMap { FileEnums.caseName(in: info, rawValue: $0) }).map(
                    RuntimeValue.symbol) ?? raw
        case (.named(let name), .record(let record)):
            var fields: [String: RuntimeValue] = [:]
            let declared = records[name].map { Array($0.fields) } ?? []
            for field in declared { fields[field.name.name] = .null }
            for field in record.fields {
                if let schema = declared.first(where: { $0.name.name == field.name.name }) {
                    fields[field.name.name] = RuntimeValue(
                        field.value, as: schema.type, records: records)
                }
            }
            self = .record(fields)
        default:
            self.init(untyped: value)
        }
    }

    /// A value with no schema to shape it.
    init(untyped value: Value) {
        switch value.kind {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .int(number)
        case .float(let number): self = .double(number)
        case .boolean(let flag): self = .bool(flag)
        case .null, .error: self = .null
        case .array(let items): self = .array(items.map(RuntimeValue.init(untyped:)))
        case .record(let record):
            self = .record(
                Dictionary(
                    record.fields.map { ($0.name.name, RuntimeValue(untyped: $0.value)) },
                    uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The archive form of a plain data value (configuration values,
    /// intent arguments).
    var archiveValue: ArchiveValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .integer(number)
        case .double(let number): .number(number)
        case .string(let text): .string(text)
        case .date(let date): .date(date)
        case .url(let text): .url(text)
        case .color(let color): .color(color)
        case .array(let items): .list(items.map(\.archiveValue))
        // A record (a struct in an intent argument or configuration) as a
        // list of [name, value] pairs in name order: the archive has no
        // record type, and no view argument takes one.
        case .record(let fields):
            .list(fields.keys.sorted().map { .list([.string($0), fields[$0]!.archiveValue]) })
        case .symbol(let name): .keyword(name)
        // A case with associated values as a list: its name, then the values.
        case .enumValue(let name, let values): .list([.keyword(name)] + values.map(\.archiveValue))
        case .range(let lower, let upper, _):
            switch (lower, upper) {
            case (.date(let a), .date(let b)): .dateRange(a, b)
            // A range of keywords (`.small ... .large`, `...DynamicTypeSize.xxLarge`):
            // its two bounds, null where there is none.
            case (.symbol, _), (_, .symbol): .list([lower.archiveValue, upper.archiveValue])
            default: .numberRange(lower.number ?? 0, upper.number ?? 0)
            }
        case .text(let runs): .text(ArchiveText(runs))
        case .condition(let condition): .condition(condition)
        case .environment(let name): .keyword(name)
        case .measure(let measure): .list([measure.archived])
        case .path(let path): path.archived
        // Never an argument: the checker has no parameter that takes one.
        case .geometryProxy, .viewDimensions: .null
        }
    }

    /// The case name of a value of one of the file's enums (or of a
    /// symbol), with or without associated values.
    var enumCaseName: String? {
        switch self {
        case .symbol(let name), .enumValue(let name, _): name
        default: nil
        }
    }

    /// The value as a Double, when it is a number.
    var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}

/// Colours written as data or as `Color(hex:)`.
enum ColorParsing {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional): base and opacity.
    static func hex(_ text: String) -> ArchiveColor? {
        var digits = Substring(text)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        switch digits.count {
        case 3:
            let r = value >> 8 & 0xF
            let g = value >> 4 & 0xF
            let b = value & 0xF
            return ArchiveColor(.hex(r * 0x11 << 16 | g * 0x11 << 8 | b * 0x11))
        case 6: return ArchiveColor(.hex(value))
        case 8: return ArchiveColor(.hex(value >> 8), opacity: Double(value & 0xFF) / 255)
        default: return nil
        }
    }

    /// The system colours SwiftUI names as `Color` members: `SystemColor`'s spellings.
    static let systemColors: Set<String> = Set(SystemColor.allCases.map(\.rawValue))

    /// A Color field's data: a hex string or a system colour name.
    static func color(fromData text: String) -> ArchiveColor? {
        if systemColors.contains(text) { return ArchiveColor(.system(text)) }
        return hex(text)
    }
}

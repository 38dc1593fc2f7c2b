import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// Swift spellings of the language's types and data: the one place the
/// emitter turns a schema type or a placeholder value into Swift.
enum SwiftSource {
    /// `[String]?` as Swift: the language's type names are Swift's.
    static func type(_ type: TypeSyntax) -> String {
        SyntaxPrinter.typeText(type)
    }

    /// A placeholder value as a Swift expression of `type`: dates as
    /// seconds since 1970, URLs force-unwrapped (the checker validated
    /// them), colours through `Color(hex:)`, records through their
    /// memberwise initializers.
    static func value(_ value: Value, as type: TypeSyntax, records: [String: RecordDecl]) -> String
    {
        switch (type.kind, value.kind) {
        case (_, .null): return "nil"
        case (.optional(let wrapped), _): return self.value(value, as: wrapped, records: records)
        case (.array(let element), .array(let items)):
            return "["
                + items.map { self.value($0, as: element, records: records) }.joined(
                    separator: ", ") + "]"
        case (.named("Date"), .string(let text)):
            guard let moment = DataDate.date(text) else { return "Date()" }
            return dateLiteral(moment)
        case (.named("URL"), .string(let text)):
            return "URL(string: \(SyntaxPrinter.quoted(text)))!"
        case (.named("Color"), .string(let text)):
            if SystemColor(rawValue: text) != nil { return "Color.\(text)" }
            return "Color(hex: \(SyntaxPrinter.quoted(text)))"
        case (.named("Double"), .integer(let number)): return "\(number).0"
        // A value of one of the file's enums: its raw value in data.
        case (.named(let name), .string(let text)) where !TypeAliases.isBuiltIn(name):
            return "\(name)(rawValue: \(SyntaxPrinter.quoted(text)))!"
        case (.named(let name), .integer(let number)) where !TypeAliases.isBuiltIn(name):
            return "\(name)(rawValue: \(number))!"
        case (.named(let name), .record(let record)):
            guard let decl = records[name] else { return "nil" }
            let arguments = decl.fields.map { field -> String in
                let written = record.fields.first { $0.name.name == field.name.name }
                return "\(field.name.name): "
                    + (written.map { self.value($0.value, as: field.type, records: records) }
                        ?? "nil")
            }
            return "\(name)(" + arguments.joined(separator: ", ") + ")"
        case (_, .string(let text)): return SyntaxPrinter.quoted(text)
        case (_, .integer(let number)): return String(number)
        case (_, .float(let number)): return "\(number)"
        case (_, .boolean(let flag)): return flag ? "true" : "false"
        default: return "nil"
        }
    }

    /// `Date(timeIntervalSince1970: 1771056000)`: exact.
    static func dateLiteral(_ moment: Date) -> String {
        let seconds = moment.timeIntervalSince1970
        let text =
            seconds == seconds.rounded() && abs(seconds) < 1e15
            ? String(Int64(seconds)) : String(seconds)
        return "Date(timeIntervalSince1970: \(text))"
    }
}

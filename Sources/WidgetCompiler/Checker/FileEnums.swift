import WidgetSyntax

/// The declared types data is read as: records and enums.
struct DataTypes: Sendable {
    /// The file's structs, by name.
    let records: [String: RecordDecl]
    /// The file's enums.
    let enums: FileEnums

    /// The struct named `name`.
    subscript(name: String) -> RecordDecl? { records[name] }
}

extension EnumDecl {
    /// Whether it is written `Codable` (or `Decodable` and `Encodable`),
    /// so a record holding it can be Codable.
    public var isCodable: Bool {
        let conformances = Set(self.conformances.map(\.name))
        return conformances.contains("Codable")
            || conformances.isSuperset(of: ["Decodable", "Encodable"])
    }
}

extension RuntimeValue {
    /// A raw value as data writes it: `"happy"`, `2`.
    var placeholderSpelling: String? {
        switch self {
        case .string(let text): "\"\(text)\""
        case .int(let number): String(number)
        case .double(let number): String(number)
        default: nil
        }
    }
}

/// The enums a file declares, as the checker, instantiation and the
/// emitter read them: each case's raw value, the enum's raw type and its
/// members. A value of an enum is its case's name at run time
/// (`RuntimeValue.symbol`), as `.happy` written in a body is, so a case
/// compares with an implicit member directly.
struct FileEnums: Sendable {
    /// One enum.
    struct Info: Sendable {
        let decl: EnumDecl
        /// `String`, `Int` or `Double` when the first conformance is one.
        let rawType: String?
        /// The case names, in order.
        let cases: [String]
        /// Each case's raw value, written or implied (the case's name for
        /// a String, the previous Int plus one for an Int).
        let rawValues: [String: RuntimeValue]
        /// Computed properties and functions, its extensions' included, by name.
        var members: [String: FunctionDecl]
        /// The associated values of the cases that have them, by case name.
        let payloads: [String: [Field]]
    }

    /// The enums by name (the first of a name).
    private(set) var byName: [String: Info] = [:]

    /// No enums.
    static let none = FileEnums()

    private init() {}

    /// The enums of `syntax`.
    init(_ syntax: SourceFileSyntax) {
        for case .enumeration(let decl) in syntax.declarations where byName[decl.name.name] == nil {
            byName[decl.name.name] = Self.info(decl)
        }
        // `extension Mood { var label: String { ... } }`: the enum's own members too.
        for case .viewExtension(let decl) in syntax.declarations {
            guard byName[decl.extendedType.name] != nil else { continue }
            for member in decl.members
            where byName[decl.extendedType.name]!.members[member.name.name] == nil {
                byName[decl.extendedType.name]!.members[member.name.name] = member
            }
        }
    }

    private static func info(_ decl: EnumDecl) -> Info {
        let conformances = decl.conformances.map(\.name)
        let rawType = conformances.first.flatMap {
            ["String", "Int", "Double"].contains($0) ? $0 : nil
        }
        var rawValues: [String: RuntimeValue] = [:]
        var next = 0
        for enumCase in decl.cases {
            let name = enumCase.name.name
            switch (rawType, enumCase.rawValue?.kind) {
            case (_, .string(let literal)?):
                rawValues[name] = .string(literal.plainText ?? name)
            case (_, .integer(let number)?):
                rawValues[name] = rawType == "Double" ? .double(Double(number)) : .int(number)
                next = number + 1
            case (_, .float(let number)?): rawValues[name] = .double(number)
            case ("String"?, _): rawValues[name] = .string(name)
            case ("Int"?, _):
                rawValues[name] = .int(next)
                next += 1
            default: break
            }
        }
        let members = Dictionary(
            decl.members.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        var payloads: [String: [Field]] = [:]
        for enumCase in decl.cases where enumCase.hasPayload {
            payloads[enumCase.name.name] = Array(enumCase.payload)
        }
        return Info(
            decl: decl, rawType: rawType, cases: decl.cases.map(\.name.name), rawValues: rawValues,
            members: members, payloads: payloads)
    }

    /// The enum named `name`.
    subscript(name: String) -> Info? { byName[name] }

    /// The names of the enums.
    var names: Set<String> { Set(byName.keys) }
    /// Whether the file declares none.
    var isEmpty: Bool { byName.isEmpty }

    /// The enum a value with case `name` belongs to, among those that
    /// have a member `member` (or a raw value, for `rawValue`). CHOICE: a
    /// value does not carry its enum; where two enums of a file share a
    /// case name and the member, the first declared answers.
    func owner(ofCase name: String, member: String) -> Info? {
        byName.values.sorted { $0.decl.range.start < $1.decl.range.start }.first {
            $0.cases.contains(name)
                && (member == "rawValue" ? $0.rawValues[name] != nil : $0.members[member] != nil)
        }
    }

    /// The enum with a case `name` that has associated values, the first
    /// declared (CHOICE, as `owner(ofCase:member:)`): what `.late(minutes:
    /// 5)` makes where no type is written.
    func owner(ofPayloadCase name: String) -> Info? {
        byName.values.sorted { $0.decl.range.start < $1.decl.range.start }.first {
            $0.payloads[name] != nil
        }
    }

    /// The enum `Status` of `Status.late(...)` when `late` is one of its
    /// cases with associated values.
    func payloadCase(_ name: String, on base: Expr) -> Info? {
        guard case .identifier(let type) = base.kind, let info = byName[type.name],
            info.payloads[name] != nil
        else { return nil }
        return info
    }

    /// The case of enum `info` whose raw value is `value`, if any.
    static func caseName(in info: Info, rawValue value: RuntimeValue) -> String? {
        info.cases.first { info.rawValues[$0] == value }
    }
}

/// The static members of a file's types, by type and name:
/// `struct Layout { static let padding: CGFloat = 12 }`, a view struct's
/// own, an enum's, `extension Color { static let brand = ... }`'s, and
/// `static func`s and `static var`s with bodies. A body reads one as
/// `Layout.padding` (or `Self.padding` inside the type), and a Color
/// constant also as `.brand` where a colour goes.
///
/// It also holds the instance members of extensions of built-in types
/// (`extension Int { var hours: String { ... } }`), by the type's
/// canonical name (`CGFloat` is `Double`).
struct FileStatics: Sendable {
    private(set) var byType: [String: [String: LetStatement]] = [:]
    private var functionsByType: [String: [String: FunctionDecl]] = [:]
    private var instanceMembersByType: [String: [String: FunctionDecl]] = [:]
    /// The field names of the file's structs of data, by struct.
    private var recordFields: [String: Set<String>] = [:]
    /// The file's structs of data, by name.
    private var records: [String: RecordDecl] = [:]

    /// The struct of data `name`, if the file declares one.
    func record(_ name: String) -> RecordDecl? { records[name] }

    /// No constants.
    static let none = FileStatics()

    private init() {}

    /// The static members of `syntax`'s types (the first of a name wins).
    init(_ syntax: SourceFileSyntax) {
        for declaration in syntax.declarations {
            switch declaration {
            case .record(let decl):
                records[decl.name.name] = records[decl.name.name] ?? decl
                add(decl.typeMembers, to: decl.name.name)
                addInstance(decl.typeMembers.instanceMembers, to: decl.name.name)
                recordFields[decl.name.name] = Set(decl.fields.map(\.name.name))
            case .view(let decl): add(decl.typeMembers, to: decl.name.name)
            case .enumeration(let decl): add(decl.typeMembers, to: decl.name.name)
            case .viewExtension(let decl):
                add(decl.typeMembers, to: decl.extendedType.name)
                addInstance(decl.members, to: TypeAliases.canonical(decl.extendedType.name))
            default: break
            }
        }
    }

    private mutating func addInstance(_ members: some Sequence<FunctionDecl>, to type: String) {
        for member in members where instanceMembersByType[type]?[member.name.name] == nil {
            instanceMembersByType[type, default: [:]][member.name.name] = member
        }
    }

    private mutating func add(_ members: TypeMembers, to type: String) {
        for constant in members.constants where byType[type]?[constant.name.name] == nil {
            byType[type, default: [:]][constant.name.name] = constant
        }
        for function in members.staticFunctions
        where functionsByType[type]?[function.name.name] == nil {
            functionsByType[type, default: [:]][function.name.name] = function
        }
    }

    /// The constants of `type`, by name order.
    func constants(of type: String) -> [LetStatement] {
        (byType[type] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    /// The constant `name` of `type`, if declared.
    func constant(_ name: String, of type: String) -> LetStatement? { byType[type]?[name] }

    /// The `static func` or `static var` `name` of `type`, if declared.
    func function(_ name: String, of type: String) -> FunctionDecl? {
        functionsByType[type]?[name]
    }

    /// The static functions and computed properties of `type`, by name.
    func functions(of type: String) -> [String: FunctionDecl] { functionsByType[type] ?? [:] }

    /// The instance computed properties and functions of `type`, by
    /// name: those an extension gives a built-in type (by its canonical
    /// name: "Int", "Double", "String", "Date"...), and a struct's own and
    /// its extensions' (by the struct's name).
    func instanceMembers(of type: String) -> [String: FunctionDecl] {
        instanceMembersByType[type] ?? [:]
    }

    /// The struct of data whose fields a record value has, when it has
    /// instance members: a value does not carry its type, and the fields
    /// name it (CHOICE: two structs with the same fields share the first
    /// declared's members).
    func recordType(of fields: [String: RuntimeValue]) -> String? {
        recordFields.keys.sorted().first {
            instanceMembersByType[$0] != nil && recordFields[$0] == Set(fields.keys)
        }
    }

    /// The built-in types that extensions give members, by name order.
    var extendedTypes: [String] { instanceMembersByType.keys.sorted() }

    /// Whether the file declares none.
    var isEmpty: Bool {
        byType.isEmpty && functionsByType.isEmpty && instanceMembersByType.isEmpty
            && records.isEmpty
    }
}

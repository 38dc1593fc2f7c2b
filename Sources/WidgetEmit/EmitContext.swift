import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// The file-level tables the emitters of one file read: its records.
struct EmitContext {
    let records: [String: RecordDecl]
    /// The file's enums, by name.
    let enums: [String: EnumDecl]
    /// The source's comments, carried into bodies and before declarations.
    let comments: SourceComments
    /// The timeline file beside the source, for its widget's provider.
    var timeline: DeclaredTimeline?

    init(_ syntax: SourceFileSyntax, comments: SourceComments, timeline: DeclaredTimeline? = nil) {
        var records: [String: RecordDecl] = [:]
        for case .record(let decl) in syntax.declarations { records[decl.name.name] = decl }
        self.records = records
        var enums: [String: EnumDecl] = [:]
        for case .enumeration(let decl) in syntax.declarations where enums[decl.name.name] == nil {
            enums[decl.name.name] = decl
        }
        self.enums = enums
        self.comments = comments
        self.timeline = timeline
    }

    /// How bodies print as Swift: `names` rewritten, comments carried.
    func form(names: [String: String] = [:]) -> SyntaxPrinter.SwiftForm {
        SyntaxPrinter.SwiftForm(
            names: names, comments: comments,
            enumCases: enums.values.map { Set($0.cases.map(\.name.name)) })
    }

    /// Stored properties, one a line at `indent` levels.
    func properties(_ fields: some Collection<Field>, keyword: String, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        // A struct's `let` field stays a `let`, as written.
        return fields.map {
            pad
                + "\($0.isLetField ? "let" : keyword) \($0.name.name): \(SwiftSource.type($0.type))\n"
        }.joined()
    }

    // MARK: Records and intents

    /// `struct Hero: Codable, Hashable`, `Identifiable` when it has an
    /// `id`; not `Codable` when it holds a `Color`, which SwiftUI does not
    /// make `Codable`.
    func record(_ decl: RecordDecl) -> String {
        var conformances = codable(decl.fields) ? ["Codable", "Hashable"] : ["Hashable"]
        if decl.fields.contains(where: { $0.name.name == "id" }) {
            conformances.append("Identifiable")
        }
        var text =
            "struct \(decl.name.name): \(conformances.joined(separator: ", ")) {\n"
            + properties(decl.fields, keyword: "var", indent: 1)
            + statics(decl.typeMembers, indent: 1, initializer: false) + "}\n"
        // Its own `init` goes in an extension, which keeps the memberwise
        // initializer the emitted placeholder and entries are made with;
        // wdl's own calls use the `init`'s labels, as the source does.
        if let initializer = decl.typeMembers.initializer {
            text += "\nextension \(decl.name.name) {\n" + member(initializer, indent: 1) + "}\n"
        }
        return text
    }

    /// Static members at `indent` levels, as written: `static let`
    /// constants one a line (a `static var` with a value too, as Swift 6
    /// requires of shared state), `static func`s and `static var`s with
    /// bodies.
    func statics(_ members: TypeMembers, indent: Int, initializer: Bool = true) -> String {
        let pad = String(repeating: "    ", count: indent)
        return members.map { member in
            switch member.kind {
            case .constant(let constant):
                pad + "static let \(constant.name.name)"
                    + (constant.type.map { ": " + SwiftSource.type($0) } ?? "") + " = "
                    + Self.swift(constant.value) + "\n"
            case .function(let function) where function.isInitializer && !initializer:
                ""
            case .function(let function):
                self.member(function, indent: indent)
            }
        }.joined()
    }

    /// Whether fields of these types can be `Codable`: no `Color` at any depth.
    func codable(_ fields: some Collection<Field>, depth: Int = 0) -> Bool {
        guard depth < 16 else { return true }
        func check(_ type: TypeSyntax) -> Bool {
            switch type.kind {
            case .named("Color"): return false
            case .named(let name) where enums[name] != nil: return enums[name]!.isCodable
            case .named(let name):
                return records[name].map { codable($0.fields, depth: depth + 1) } ?? true
            case .array(let element), .optional(let element): return check(element)
            case .opaque, .error, .inferred: return true
            }
        }
        return fields.allSatisfy { check($0.type) }
    }

    /// `struct ToggleTodo: AppIntent`: its parameters, a memberwise
    /// initializer, and `perform()` calling the app's `run` hook.
    func intent(_ decl: RecordDecl) -> String {
        let name = decl.name.name
        var text = "/// What `\(name)` does is the app's: it implements\n"
        text +=
            "/// `static func run(\(decl.fields.map { "\($0.name.name):" }.joined())) async throws` in an extension in its own file.\n"
        // An intent with `value: Bool` is a SetValueIntent, the action of a
        // control toggle, whose `value` the system sets.
        let setsValue = decl.fields.contains {
            $0.name.name == "value" && SwiftSource.type($0.type) == "Bool"
        }
        text += "struct \(name): \(setsValue ? "SetValueIntent" : "AppIntent") {\n"
        text +=
            "    static let title: LocalizedStringResource = \(SyntaxPrinter.quoted(Self.words(name)))\n"
        for field in decl.fields {
            text +=
                "\n    @Parameter(title: \(SyntaxPrinter.quoted(Self.words(field.name.name).capitalized)))\n"
            text += "    var \(field.name.name): \(SwiftSource.type(field.type))\n"
        }
        text += "\n    init() {}\n"
        if !decl.fields.isEmpty {
            let parameters = decl.fields.map { "\($0.name.name): \(SwiftSource.type($0.type))" }
                .joined(separator: ", ")
            text += "\n    init(\(parameters)) {\n"
            for field in decl.fields {
                text += "        self.\(field.name.name) = \(field.name.name)\n"
            }
            text += "    }\n"
        }
        let arguments = decl.fields.map { "\($0.name.name): \($0.name.name)" }.joined(
            separator: ", ")
        text += "\n    func perform() async throws -> some IntentResult {\n"
        text += "        try await Self.run(\(arguments))\n"
        text += "        return .result()\n"
        return text + "    }\n}\n"
    }

    /// "ToggleTodo" as "Toggle Todo".
    static func words(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isUppercase, !text.isEmpty { text += " " }
            text.append(character)
        }
        return text
    }

    // MARK: Views

    /// `view Badge(a: T) { ... }` as a `View` struct; a view struct's
    /// constant stays a `let`.
    func reusableView(_ decl: ViewDecl) -> String {
        var text = decl.availability.map { $0.attributeText + "\n" } ?? ""
        text +=
            "struct \(decl.name.name)\(SyntaxPrinter.genericClause(decl)): \(decl.form.protocolName ?? "View") {\n"
        text += statics(decl.typeMembers, indent: 1)
        for parameter in decl.parameters {
            // A `@ViewBuilder` property stays a `let`: the memberwise
            // initializer then takes a view-building closure.
            let keyword = parameter.isConstant || parameter.isViewBuilder ? "let" : "var"
            if parameter.isViewBuilder { text += "    @ViewBuilder" }
            text += (parameter.isViewBuilder ? " " : "    ") + "\(keyword) \(parameter.name.name)"
            if parameter.type.kind != .inferred { text += ": " + SwiftSource.type(parameter.type) }
            if let value = parameter.defaultValue { text += " = " + Self.swift(value) }
            text += "\n"
        }
        let signature = decl.form.bodySignature
        text += viewBody(
            decl.body, names: [:], indent: 1, signature: signature, members: Array(decl.members),
            environment: Array(decl.environment))
        return text + "}\n"
    }

    /// `enum Name: Raw { case a; case b = "x"; ... }`, as written.
    func enumeration(_ decl: EnumDecl) -> String {
        let conformances = decl.conformances.map(\.name).joined(separator: ", ")
        var text = "enum \(decl.name.name)" + (conformances.isEmpty ? "" : ": " + conformances)
        text += " {\n"
        for enumCase in decl.cases {
            text += "    case \(enumCase.name.name)" + SyntaxPrinter.payloadText(enumCase)
            if let value = enumCase.rawValue { text += " = " + Self.swift(value) }
            text += "\n"
        }
        text += statics(decl.typeMembers, indent: 1)
        for member in decl.members { text += "\n" + self.member(member, indent: 1) }
        return text + "}\n"
    }

    /// A view struct's computed property or function, or a file-level
    /// function, as written.
    func member(_ member: FunctionDecl, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var text = member.availability.map { pad + $0.attributeText + "\n" } ?? ""
        if member.isViewBuilder { text += "\(pad)@ViewBuilder\n" }
        let type = SwiftSource.type(member.resultType)
        let keyword = member.isStatic ? "static " : ""
        if member.isInitializer {
            text += "\(pad)init(\(Self.parameters(member.parameters))) {\n"
        } else if member.isComputedProperty {
            text += "\(pad)\(keyword)var \(member.name.name): \(type) {\n"
        } else {
            text +=
                "\(pad)\(keyword)func \(member.name.name)(\(Self.parameters(member.parameters))) -> \(type) {\n"
        }
        text += SyntaxPrinter.swiftStatements(
            member.body, indent: indent + 1, form: form(names: [:]))
        return text + "\(pad)}\n"
    }

    /// A function's parameters as Swift: `_ a: T, label b: U = v`.
    private static func parameters(_ parameters: some Sequence<Field>) -> String {
        parameters.map { parameter -> String in
            var written = (parameter.writtenLabel.map { "\($0) " } ?? "") + parameter.name.name
            written += ": " + SwiftSource.type(parameter.type)
            if let value = parameter.defaultValue { written += " = " + swift(value) }
            return written
        }.joined(separator: ", ")
    }

    /// `extension View { func name(_ a: T) -> some View { ... } }`, as
    /// written.
    func viewExtension(_ decl: ExtensionDecl) -> String {
        var text =
            "extension \(decl.extendedType.name) {\n" + statics(decl.typeMembers, indent: 1)
        for (index, member) in decl.members.enumerated() {
            text += (index > 0 ? "\n" : "") + self.member(member, indent: 1)
        }
        for (index, function) in decl.functions.enumerated() {
            if index > 0 { text += "\n" }
            let parameters = Self.parameters(function.parameters)
            if let availability = function.availability {
                text += "    " + availability.attributeText + "\n"
            }
            if function.isViewBuilder { text += "    @ViewBuilder\n" }
            text += "    func \(function.name.name)(\(parameters)) -> some View {\n"
            text += SyntaxPrinter.swiftStatements(
                function.body, indent: 2, form: form(names: [:]))
            text += "    }\n"
        }
        return text + "}\n"
    }

    /// A default value as Swift.
    private static func swift(_ value: Expr) -> String {
        SyntaxPrinter.swiftExpression(value, form: SyntaxPrinter.SwiftForm(names: [:]))
    }

    /// `@Environment` properties for the display-time names a body reads,
    /// then `var body: some View` with the body's statements.
    func viewBody(
        _ body: Block, names: [String: String], indent: Int, signature: String? = nil,
        members: [FunctionDecl] = [], environment: [EnvironmentProperty] = []
    ) -> String {
        let pad = String(repeating: "    ", count: indent)
        var text = ""
        let read = ([body] + members.map(\.body)).reduce(into: Set<String>()) {
            $0.formUnion(NameScan.names(in: $1))
        }
        // The struct's own environment properties, as written; then one
        // for each other display-time name its statements read.
        for property in environment {
            text += "\(pad)@Environment(\(Self.swift(property.key))) var \(property.name.name)\n"
        }
        let declared = Set(environment.map(\.name.name))
        for (name, key) in Self.environment
        where read.contains(name) && names[name] == nil && !declared.contains(name) {
            text += "\(pad)@Environment(\\.\(key)) private var \(name)\n"
        }
        for member in members { text += "\n" + self.member(member, indent: indent) }
        // A shape has no body: its `path(in:)` is among the members.
        guard signature != ViewDecl.Form.shapeStruct.bodySignature else { return text }
        text += "\n\(pad)\(signature ?? "var body: some View") {\n"
        text += SyntaxPrinter.swiftStatements(body, indent: indent + 1, form: form(names: names))
        return text + "\(pad)}\n"
    }

    /// The display-time names of a body and the environment keys they read.
    static let environment: [(String, String)] = EnvironmentCatalog.environmentValues.map {
        ($0.name, $0.swiftKey)
    }
}

/// The names a body reads, at any depth.
enum NameScan {
    static func names(in block: Block) -> Set<String> {
        var names: Set<String> = []
        visit(block, into: &names)
        return names
    }

    private static func visit(_ block: Block, into names: inout Set<String>) {
        for statement in block.statements {
            switch statement.kind {
            case .expression(let expression): visit(expression, into: &names)
            case .ifStatement(let statement): visit(statement, into: &names)
            case .switchStatement(let statement):
                visit(statement.subject, into: &names)
                for switchCase in statement.cases {
                    for pattern in switchCase.patterns { visit(pattern, into: &names) }
                    if let condition = switchCase.whereClause { visit(condition, into: &names) }
                    visit(switchCase.body, into: &names)
                }
            case .letStatement(let statement): visit(statement.value, into: &names)
            case .returnStatement(let value): visit(value, into: &names)
            case .guardStatement(let statement):
                visit(statement.conditions, into: &names)
                visit(statement.elseBlock, into: &names)
            case .assignment(let assignment):
                names.insert(assignment.name.name)
                visit(assignment.value, into: &names)
            case .forStatement(let loop):
                visit(loop.sequence, into: &names)
                visit(loop.body, into: &names)
            case .conditionalCompilation(let directive):
                // Every clause: Xcode compiles each for its platform.
                for clause in directive.clauses { visit(clause.body, into: &names) }
            case .error: break
            }
        }
    }

    private static func visit(_ conditions: SyntaxList<Condition>, into names: inout Set<String>) {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expression): visit(expression, into: &names)
            case .optionalBinding(let name, let value):
                if let value { visit(value, into: &names) } else { names.insert(name.name) }
            case .casePattern(let pattern, let value):
                visit(pattern, into: &names)
                visit(value, into: &names)
            case .available: break
            }
        }
    }

    private static func visit(_ statement: IfStatement, into names: inout Set<String>) {
        visit(statement.conditions, into: &names)
        visit(statement.thenBlock, into: &names)
        switch statement.elseBranch {
        case .block(let block): visit(block, into: &names)
        case .elseIf(let nested, _): visit(nested, into: &names)
        case nil: break
        }
    }

    private static func visit(_ expression: Expr, into names: inout Set<String>) {
        if case .identifier(let name) = expression.kind { names.insert(name.name) }
        expression.forEachChild(
            { visit($0, into: &names) }, closures: { visit($0.body, into: &names) })
    }
}

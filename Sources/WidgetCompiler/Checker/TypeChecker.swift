import WidgetArchive
import WidgetSyntax

/// Types the expressions of view bodies, as far as the language makes
/// them known: `entry`, `state`, `attributes` and `config` are records of
/// their schemas; `ForEach` and `if let` bind names; records have exactly
/// their fields. Reports names not in scope, members a record does not
/// have, conditions that are not Bool, bindings of the wrong kind, and
/// arguments whose type does not fit the catalog's parameter. Methods of
/// built-in types are typed by their `BuiltinFunctions` row; other members
/// are not modelled beyond `count`, `isEmpty`, `first` and `last`, so they
/// never cause an error.
struct TypeChecker {
    /// Fields of every record: declared structs, and the scopes
    /// ("entry", "state", "attributes", "configuration").
    private var records: [String: [String: ValueType]] = [:]
    private var scopes: [[String: ValueType]] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The result types of the functions of the view being checked.
    private var functions: [String: ValueType] = [:]
    /// What kind of declaration's bodies are walked, for the notes of
    /// `PasteHint`.
    private var owner = PasteHint.Owner.view
    /// The file's struct and enum names, for written types.
    private var typeNames = TypeNames(records: [], enums: [])
    /// The file's enums.
    private var enums = FileEnums.none
    /// The file's `static let` constants.
    private var statics = FileStatics.none
    /// The file's views, whose calls' arguments are typed.
    private var views: [String: ViewDecl] = [:]
    /// The `let` fields of the file's structs of data, as `Type.field`.
    private var letFields: Set<String> = []
    /// The type whose members are being walked (`Self`).
    private var selfType: String?
    /// The constants whose types are being inferred, to stop one that
    /// reads itself.
    private var inferring: Set<String> = []
    /// The value member whose statements are being walked, and its type.
    private var returnType: (String, ValueType)?
    /// The `var`s of the function being walked, by the depth of the scope
    /// that binds them: the names an assignment may change.
    private var variables: [String: Int] = [:]
    /// In a view struct's `init`, the struct's stored properties by name
    /// (nil for a constant with a value, which takes none), and those set.
    private var initialized: (properties: [String: ValueType?], set: Set<String>)?

    /// Names the environment provides in every body (language.md): those
    /// decided when an entry is instantiated (`family`, `locale`...), and
    /// the display-time keys, Bool where they are flags.
    private static let environment: [String: ValueType] = Dictionary(
        uniqueKeysWithValues: EnvironmentCatalog.archiveTimeValues.map {
            ($0.name, $0.isBool ? ValueType.bool : .unknown)
        }
            + EnvironmentKey.allCases.filter(\.isReadByName).map {
                ($0.rawValue, $0.values == nil ? ValueType.bool : .unknown)
            })

    /// The record types of a file, which every declaration's check reads.
    struct FileTypes: Sendable {
        let names: TypeNames
        let records: [String: [String: ValueType]]
        /// The `let` fields of the file's structs of data, as `Type.field`.
        let letFields: Set<String>
        /// The file's enums.
        let enums: FileEnums
        /// The file's `static let` constants.
        let statics: FileStatics
        /// The result types of the file-level functions.
        let functions: [String: ValueType]
        /// The file's view structs and views by name, whose parameters
        /// type the arguments of their calls.
        let views: [String: ViewDecl]

        /// The types of `syntax`, whose own declarations are `views`.
        init(_ syntax: SourceFileSyntax, views: UserViews) {
            enums = views.enums
            statics = views.statics
            self.views = views.views
            var recordNames: Set<String> = []
            for declaration in syntax.declarations {
                switch declaration {
                case .record(let decl): recordNames.insert(decl.name.name)
                case .activity(let decl):
                    let types = ActivityTypeNames(decl.name.name)
                    recordNames.formUnion([types.attributes, types.state, types.context])
                case .widget(let decl):
                    recordNames.insert(WidgetTypeNames(decl.name.name).entry)
                default: break
                }
            }
            names = TypeNames(records: recordNames, enums: enums.names)
            // What `Calendar.current.dateComponents(...)` returns.
            var records = [CalendarFunctions.componentsRecord: CalendarFunctions.componentsFields]
            // What a custom style's `makeBody` reads (`configuration.isOn`).
            for style in StyleConfiguration.all { records[style.typeName] = style.fields }
            for declaration in syntax.declarations {
                switch declaration {
                case .record(let decl):
                    records[decl.name.name] = TypeChecker.fields(decl.fields, names)
                case .activity(let decl):
                    records.merge(TypeChecker.activityRecords(decl, names)) { first, _ in first }
                case .widget(let decl):
                    // `let entry: WEntry` in a view: the entry the emitter declares.
                    let entryType = WidgetTypeNames(decl.name.name).entry
                    records[entryType] = records[entryType] ?? TypeChecker.entryRecord(decl, names)
                default: break
                }
            }
            self.records = records
            var letFields: Set<String> = []
            for case .record(let decl) in syntax.declarations {
                for field in decl.fields where field.isLetField {
                    letFields.insert(decl.name.name + "." + field.name.name)
                }
            }
            self.letFields = letFields
            var functions: [String: ValueType] = [:]
            for case .function(let decl) in syntax.declarations
            where functions[decl.name.name] == nil {
                functions[decl.name.name] = names.type(decl.resultType)
            }
            self.functions = functions
        }
    }

    /// Types the bodies of one declaration.
    static func check(
        _ declaration: Declaration, _ file: FileTypes, into diagnostics: inout [Diagnostic]
    ) {
        var checker = TypeChecker()
        checker.records = file.records
        checker.letFields = file.letFields
        checker.owner = PasteHint.Owner(declaration)
        checker.typeNames = file.names
        checker.enums = file.enums
        checker.statics = file.statics
        checker.functions = file.functions
        checker.views = file.views
        let names = file.names
        var scope = environment
        switch declaration {
        case .view(let decl):
            checker.walk(decl, scope: scope, names)
        case .viewExtension(let decl):
            for function in decl.functions { checker.walk(function, scope: scope, names) }
            checker.walkExtension(decl, names)
        case .function(let decl):
            checker.walk(decl, scope: [:], names)
        case .enumeration(let decl):
            checker.walk(decl, names)
        case .control(let decl):
            // `value.isOn`, as the configuration's closure hands it to the
            // template; a toggle's label closure gets the state as a Bool.
            let types = ControlTypeNames(decl.name.name)
            var value: [String: ValueType] = [:]
            for member in decl.members {
                switch member.kind {
                case .value(let fields): value.merge(Self.fields(fields, names)) { a, _ in a }
                case .configuration(let fields):
                    checker.records["configuration"] = Self.fields(fields, names)
                    scope["config"] = .record("configuration")
                default: break
                }
            }
            checker.records[types.value] = value
            scope["value"] = .record(types.value)
            checker.walk(Checker.bodies(of: declaration), scope: scope)
        case .widget(let decl), .activity(let decl):
            let entry = Self.entryRecord(decl, names)
            for member in decl.members {
                switch member.kind {
                case .configuration(let fields):
                    checker.records["configuration"] = Self.fields(fields, names)
                    scope["config"] = .record("configuration")
                default: break
                }
            }
            if case .widget = declaration {
                // The entry's type is the struct the emitter declares for it.
                let entryType = WidgetTypeNames(decl.name.name).entry
                checker.records[entryType] = entry
                scope["entry"] = .record(entryType)
            } else {
                // `context.state.x`, as ActivityKit's views read it, typed
                // as the activity's Swift types so a helper view that takes
                // `ActivityViewContext<OrderAttributes>` takes `context`.
                let types = ActivityTypeNames(decl.name.name)
                scope["context"] = .record(types.context)
                scope["state"] = .record(types.state)
                scope["attributes"] = .record(types.attributes)
            }
            checker.walk(Checker.bodies(of: declaration), scope: scope)
            if case .activity = declaration {
                checker.checkIsland(IslandLayoutSyntax.read(decl), scope: scope)
            }
        case .record(let decl):
            checker.walkInstanceMembers(decl.typeMembers.instanceMembers, of: decl.name.name, names)
            if let initializer = decl.typeMembers.initializer {
                checker.selfType = decl.name.name
                checker.walkInitializer(initializer, of: decl, names)
            }
        case .intent:
            break
        }
        checker.checkStatics(of: declaration)
        diagnostics += checker.diagnostics
    }

    /// A widget's entry as a record: its fields, and the `date` every
    /// timeline entry has.
    static func entryRecord(_ decl: ContainerDecl, _ names: TypeNames) -> [String: ValueType] {
        var entry: [String: ValueType] = ["date": .date]
        for member in decl.members {
            if case .entry(let fields) = member.kind {
                entry.merge(Self.fields(fields, names)) { first, _ in first }
            }
        }
        return entry
    }

    /// An activity's Swift types as records: its attributes, its state,
    /// and the context its views are handed (`ActivityTypeNames`).
    static func activityRecords(_ decl: ContainerDecl, _ names: TypeNames) -> [String: [String:
        ValueType]]
    {
        let types = ActivityTypeNames(decl.name.name)
        var records: [String: [String: ValueType]] = [
            types.attributes: [:], types.state: [:],
            types.context: [
                "state": .record(types.state), "attributes": .record(types.attributes),
                "isStale": .bool,
            ],
        ]
        for member in decl.members {
            switch member.kind {
            case .attributes(let fields): records[types.attributes] = Self.fields(fields, names)
            case .state(let fields): records[types.state] = Self.fields(fields, names)
            default: break
            }
        }
        return records
    }

    private static func fields(_ fields: SyntaxList<Field>, _ names: TypeNames) -> [String:
        ValueType]
    {
        Dictionary(
            fields.map { ($0.name.name, names.type($0.type)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The type of one expression with `scope`'s names, and what typing
    /// it reports.
    static func type(of expression: Expr, in scope: [String: ValueType]) -> (
        ValueType, [Diagnostic]
    ) {
        var checker = TypeChecker()
        checker.scopes = [scope]
        return (checker.infer(expression), checker.diagnostics)
    }

    // MARK: Statements

    /// A view's body, its parameters and view names (`self`, `content`)
    /// in scope; a helper of `extension View` has no stored properties,
    /// so no environment names either (Swift would not find them).
    private mutating func walk(_ decl: ViewDecl, scope: [String: ValueType], _ names: TypeNames) {
        if decl.form == .shapeStruct { checkPathMember(of: decl) }
        selfType = decl.form == .helper ? nil : decl.name.name
        var scope = decl.form == .helper ? [:] : scope
        for name in UserViews.viewNames(of: decl) { scope[name] = .unknown }
        if let style = StyleConfiguration.forForm(decl.form) {
            scope[StyleConfiguration.parameter] = .record(style.typeName)
        }
        for (alias, name) in UserViews.environmentAliases(of: decl) {
            scope[alias] = scope[name] ?? .unknown
        }
        // A property of a key wdl does not archive is refused once, at its
        // key (`environment-property`); its uses are not reported again.
        for property in decl.environment where UserViews.canonicalName(of: property) == nil {
            scope[property.name.name] = .unknown
        }
        for parameter in decl.parameters {
            let declared = names.type(parameter.type)
            scope[parameter.name.name] = declared
            guard let value = parameter.defaultValue, !parameter.holdsViews else { continue }
            scopes = [scope]
            let found = infer(value)
            if parameter.type.kind == .inferred {
                // `let spacing = 8.0`: the value's type, as Swift infers it.
                scope[parameter.name.name] = found
            } else if !Self.holds(declared, found, literal: value) {
                // `var tint: Color = 1`: a default of another type, as Swift refuses it.
                diagnostics.append(
                    Diagnostic(
                        .bindingType(
                            "'\(parameter.name.name)' is declared '\(declared.spelling)', but this is '\(found.spelling)'"
                        ), at: value.range))
            }
        }
        for member in decl.members where !member.isInitializer {
            let type = names.type(member.resultType)
            if member.isComputedProperty {
                scope[member.name.name] = type
            } else {
                functions[member.name.name] = type
            }
        }
        for member in decl.members {
            if member.isInitializer {
                walkInitializer(member, of: decl, scope: scope, names)
            } else {
                walk(member, scope: scope, names)
            }
        }
        walk([decl.body], scope: scope)
    }

    /// A `Shape`'s `path` member must be `Shape`'s requirement,
    /// `func path(in rect: CGRect) -> Path`, as Swift's conformance needs.
    private mutating func checkPathMember(of decl: ViewDecl) {
        let requirement = UserViews.pathMember(of: decl)
        for member in decl.members where member.name.name == "path" {
            guard member.range != requirement?.range else { continue }
            diagnostics.append(
                Diagnostic(
                    .unsupportedSwift(
                        "a 'path' member that is not 'func path(in rect: CGRect) -> Path'",
                        advice: "a Shape draws what 'func path(in rect: CGRect) -> Path' returns"),
                    at: member.name.range))
        }
    }

    /// A view struct's `init`: its parameters in scope over the struct's
    /// properties; each `self.name = value` must name a stored property
    /// (not a constant with a value) and fit its type, and every property
    /// without a value must be set, as Swift requires.
    private mutating func walkInitializer(
        _ initializer: FunctionDecl, of decl: ViewDecl, scope: [String: ValueType],
        _ names: TypeNames
    ) {
        var properties: [String: ValueType?] = [:]
        for parameter in decl.parameters {
            properties[parameter.name.name] =
                parameter.isConstant ? .some(nil) : scope[parameter.name.name] ?? .unknown
        }
        let required = decl.parameters.filter { !$0.isConstant && $0.defaultValue == nil }
        walkInitializer(
            initializer, setting: properties, required: required.map(\.name.name), scope: scope,
            names)
    }

    /// A struct of data's `init`: every field it declares is a property;
    /// each must be set but an optional one, which Swift's `var` starts nil.
    private mutating func walkInitializer(
        _ initializer: FunctionDecl, of decl: RecordDecl, _ names: TypeNames
    ) {
        let fields = records[decl.name.name] ?? [:]
        let required = decl.fields.filter {
            if case .optional = $0.type.kind { false } else { true }
        }
        walkInitializer(
            initializer, setting: fields.mapValues { .some($0) },
            required: required.map(\.name.name), scope: [:], names)
    }

    /// An `init`'s body with its parameters in scope over `scope`: the
    /// properties it may set, and an error for each `required` one it does
    /// not (`uninitialized-property`).
    private mutating func walkInitializer(
        _ initializer: FunctionDecl, setting properties: [String: ValueType?], required: [String],
        scope: [String: ValueType], _ names: TypeNames
    ) {
        var inner = scope
        for parameter in initializer.parameters {
            inner[parameter.name.name] = names.type(parameter.type)
        }
        scopes = [inner]
        initialized = (properties, [])
        walk(initializer.body)
        let set = initialized?.set ?? []
        initialized = nil
        for name in required where !set.contains(name) {
            diagnostics.append(
                Diagnostic(.uninitializedProperty(name), at: initializer.name.range))
        }
    }

    /// `self.name = value` in an `init`: a stored property of the struct.
    private mutating func walkPropertyAssignment(_ assignment: Assignment) {
        let name = assignment.name
        let found = infer(assignment.value)
        guard let properties = initialized?.properties, let entry = properties[name.name] else {
            diagnostics.append(
                Diagnostic(.noSuchMember(name.name, type: selfType ?? "Self"), at: name.range))
            return
        }
        guard let declared = entry else {
            diagnostics.append(Diagnostic(.constantAssignment(name.name), at: name.range))
            return
        }
        initialized?.set.insert(name.name)
        guard assignment.op == .assign, !Self.holds(declared, found, literal: assignment.value)
        else { return }
        diagnostics.append(
            Diagnostic(
                .bindingType(
                    "'\(name.name)' is '\(declared.spelling)', but this is '\(found.spelling)'"),
                at: assignment.value.range))
    }

    /// The constants a declaration holds: each value is typed on its own
    /// (no instance is in scope), and must fit its written type.
    mutating func checkStatics(of declaration: Declaration) {
        let (members, type): (TypeMembers?, String) =
            switch declaration {
            case .record(let decl): (decl.typeMembers, decl.name.name)
            case .view(let decl): (decl.typeMembers, decl.name.name)
            case .enumeration(let decl): (decl.typeMembers, decl.name.name)
            case .viewExtension(let decl): (decl.typeMembers, decl.extendedType.name)
            default: (nil, "")
            }
        guard let members else { return }
        for constant in members.constants {
            scopes = [staticScope(of: type)]
            selfType = type
            walk(constant)
        }
        // A static function's body reads the type's static members by
        // bare name, as Swift's static context has them.
        let outer = functions
        for (name, function) in statics.functions(of: type) where !function.isComputedProperty {
            functions[name] = typeNames.type(function.resultType)
        }
        for function in members.staticFunctions {
            selfType = type
            walk(function, scope: staticScope(of: type), typeNames)
        }
        functions = outer
    }

    /// The members of an extension of a built-in type: `self` a value of
    /// the type, its computed properties and functions in scope.
    private mutating func walkExtension(_ decl: ExtensionDecl, _ names: TypeNames) {
        walkInstanceMembers(Array(decl.members), of: decl.extendedType.name, names)
    }

    /// Instance members of a type, from its declaration or an extension:
    /// `self` a value of the type, and the type's fields (of a struct) and
    /// other members in scope by bare name, as Swift has them.
    private mutating func walkInstanceMembers(
        _ members: [FunctionDecl], of typeName: String, _ names: TypeNames
    ) {
        guard !members.isEmpty else { return }
        selfType = typeName
        let outer = functions
        var scope: [String: ValueType] = [:]
        var all = statics.instanceMembers(of: TypeAliases.canonical(typeName))
        if let info = enums[typeName] {
            scope["self"] = .enumeration(typeName)
            if let raw = info.rawType {
                scope["rawValue"] = raw == "String" ? .string : raw == "Int" ? .int : .double
            }
            all = info.members
        } else if let fields = records[typeName] {
            scope = fields
            scope["self"] = .record(typeName)
        } else {
            scope["self"] = ValueType(typeName)
        }
        for member in all.values {
            if member.isComputedProperty {
                scope[member.name.name] = names.type(member.resultType)
            } else {
                functions[member.name.name] = names.type(member.resultType)
            }
        }
        for member in members { walk(member, scope: scope, names) }
        functions = outer
    }

    /// What a `static let`'s value reads by bare name: its type's other
    /// constants and static computed properties, as Swift's static
    /// context has them.
    private mutating func staticScope(of type: String) -> [String: ValueType] {
        var scope: [String: ValueType] = [:]
        for constant in statics.constants(of: type) {
            scope[constant.name.name] = staticType(constant, of: type)
        }
        for (name, function) in statics.functions(of: type) where function.isComputedProperty {
            scope[name] = typeNames.type(function.resultType)
        }
        return scope
    }

    /// The type of a `static let`: written, else its value's.
    private mutating func staticType(_ constant: LetStatement, of type: String) -> ValueType {
        if let written = constant.type { return typeNames.type(written) }
        let key = type + "." + constant.name.name
        guard !inferring.contains(key) else { return .unknown }
        inferring.insert(key)
        defer { inferring.remove(key) }
        var probe = self
        probe.scopes = [staticScope(of: type)]
        probe.selfType = type
        return probe.infer(constant.value)
    }

    /// An enum's members, `self` a value of the enum and its computed
    /// properties and functions in scope, as Swift has them.
    private mutating func walk(_ decl: EnumDecl, _ names: TypeNames) {
        guard let info = enums[decl.name.name] else { return }
        selfType = decl.name.name
        var scope: [String: ValueType] = ["self": .enumeration(decl.name.name)]
        if let raw = info.rawType {
            scope["rawValue"] = raw == "String" ? .string : raw == "Int" ? .int : .double
        }
        let outer = functions
        for member in decl.members {
            if member.isComputedProperty {
                scope[member.name.name] = names.type(member.resultType)
            } else {
                functions[member.name.name] = names.type(member.resultType)
            }
        }
        for member in info.decl.members { walk(member, scope: scope, names) }
        functions = outer
    }

    /// A member's statements, its parameters in scope; each `return` of a
    /// value member must fit its declared type, and every path of a
    /// body of statements must return one (`missing-return`), as Swift
    /// requires.
    private mutating func walk(
        _ member: FunctionDecl, scope: [String: ValueType], _ names: TypeNames
    ) {
        var scope = scope
        for parameter in member.parameters {
            scope[parameter.name.name] = names.type(parameter.type)
        }
        scopes = [scope]
        guard !member.returnsView else {
            walk(member.body)
            return
        }
        let declared = names.type(member.resultType)
        returnType = (member.name.name, declared)
        defer { returnType = nil }
        let statements = Array(member.body.compiledStatements)
        if statements.count == 1, case .expression(let value) = statements[0].kind {
            checkReturn(value)
        } else {
            walk(member.body)
            if !ReturnPaths.alwaysReturns(member.body) {
                diagnostics.append(
                    Diagnostic(
                        .missingReturn(member.name.name, type: declared.spelling),
                        at: SourceRange(
                            start: member.body.range.end - 1, end: member.body.range.end)))
            }
        }
    }

    /// A `return` value against the member's declared type.
    private mutating func checkReturn(_ value: Expr) {
        let found = infer(value)
        guard let (name, declared) = returnType,
            !Self.holds(declared, found, literal: value)
        else { return }
        diagnostics.append(
            Diagnostic(
                .bindingType(
                    "'\(name)' returns '\(declared.spelling)', but this is '\(found.spelling)'"),
                at: value.range))
    }

    private mutating func walk(_ blocks: [Block], scope: [String: ValueType]) {
        scopes = [scope]
        for block in blocks { walk(block) }
    }

    /// A block's statements; a `let` binds its name for the statements
    /// after it in the block.
    private mutating func walk(_ block: Block) {
        scopes.append([:])
        defer {
            scopes.removeLast()
            variables = variables.filter { $0.value < scopes.count }
        }
        for statement in block.compiledStatements {
            switch statement.kind {
            case .expression(let expression):
                _ = infer(expression)
                checkMutation(expression)
            case .returnStatement(let expression):
                if returnType != nil { checkReturn(expression) } else { _ = infer(expression) }
            case .ifStatement(let statement): walk(statement)
            case .switchStatement(let statement): walk(statement)
            case .letStatement(let statement): walk(statement)
            case .guardStatement(let statement): walk(statement)
            case .assignment(let assignment): walk(assignment)
            case .forStatement(let loop): walk(loop)
            // Its compiled clause is walked in its place (`compiledStatements`).
            case .conditionalCompilation, .error: break
            }
        }
    }

    /// `items.append(x)` and the array's other mutating methods: only a
    /// `var` of the function takes them (`let-assignment`), as in Swift.
    private mutating func checkMutation(_ expression: Expr) {
        guard returnType != nil, case .call(let call) = expression.kind,
            case .member(let base, let name, false) = call.callee.kind,
            case .identifier(let variable) = base.kind,
            ExpressionEvaluator.arrayMutations[name.name] != nil, isInScope(variable.name),
            variables[variable.name] == nil
        else { return }
        diagnostics.append(Diagnostic(.letAssignment(variable.name), at: variable.range))
    }

    /// `name = value` or `name += value`: the name must be a `var` of the
    /// function (`let-assignment`), and the value (or the operator's
    /// result) of its type.
    private mutating func walk(_ assignment: Assignment) {
        if assignment.isToSelf { return walkPropertyAssignment(assignment) }
        let name = assignment.name
        var declared = lookup(name.name, at: name.range)
        let found = infer(assignment.value)
        guard isInScope(name.name) else { return }
        guard variables[name.name] != nil else {
            diagnostics.append(Diagnostic(.letAssignment(name.name), at: name.range))
            return
        }
        if let member = assignment.member {
            // `stop.name = value`: a field of the variable's struct.
            guard case .record(let type) = declared, let fields = records[type] else { return }
            guard let field = fields[member.name] else {
                diagnostics.append(
                    Diagnostic(.noSuchMember(member.name, type: type), at: member.range))
                return
            }
            guard !letFields.contains(type + "." + member.name) else {
                diagnostics.append(Diagnostic(.letFieldAssignment(member.name), at: member.range))
                return
            }
            declared = field
        }
        let result = assignment.op.binary.map { binary($0, declared, found) } ?? found
        let fits =
            assignment.op == .assign
            ? Self.holds(declared, found, literal: assignment.value)
            : !declared.isKnown || !found.isKnown || result == declared
        guard !fits else { return }
        diagnostics.append(
            Diagnostic(
                .bindingType(
                    "'\(name.name + (assignment.member.map { "." + $0.name } ?? ""))' is '\(declared.spelling)', but '\(assignment.op.spelling)' gives it '\((assignment.op == .assign ? found : result).spelling)'"
                ), at: assignment.value.range))
    }

    /// `for name in sequence { ... }`: the name is each element of an
    /// array (or each number of a range) in the body.
    private mutating func walk(_ loop: ForStatement) {
        let sequence = infer(loop.sequence)
        var element = ValueType.unknown
        if case .binary(let op, _, _) = loop.sequence.kind,
            op == .closedRange || op == .halfOpenRange
        {
            element = .int
        } else if case .array(let type) = sequence {
            element = type
        } else if sequence.isKnown {
            diagnostics.append(
                Diagnostic(
                    .bindingType(
                        "'for' needs an array or a range, but this is '\(sequence.spelling)'"),
                    at: loop.sequence.range))
        }
        scopes.append(loop.name.name == "_" ? [:] : [loop.name.name: element])
        walk(loop.body)
        scopes.removeLast()
    }

    /// `let name: Type = value`: the value must be of the written type,
    /// as Swift requires (an integer literal may be a `Double`, any value
    /// of the wrapped type or `nil` an optional); the name then has the
    /// written type, else the value's.
    private mutating func walk(_ statement: LetStatement) {
        let inferred = infer(statement.value)
        var type = inferred
        if let written = statement.type {
            type = typeNames.type(written)
            if !Self.holds(type, inferred, literal: statement.value) {
                diagnostics.append(
                    Diagnostic(
                        .bindingType(
                            "'\(statement.name.name)' is declared '\(type.spelling)', but this is '\(inferred.spelling)'"
                        ), at: statement.value.range))
            }
        }
        scopes[scopes.count - 1][statement.name.name] = type
        if statement.isVar {
            variables[statement.name.name] = scopes.count - 1
        } else {
            variables[statement.name.name] = nil
        }
    }

    /// Whether a name of type `declared` can hold `value`, of type `found`.
    private static func holds(_ declared: ValueType, _ found: ValueType, literal value: Expr)
        -> Bool
    {
        if !declared.isKnown || !found.isKnown || declared == found { return true }
        if case .nilLiteral = value.kind, case .optional = declared { return true }
        if case .optional(let wrapped) = declared { return holds(wrapped, found, literal: value) }
        if declared == .double, found == .int,
            value.branchValues.allSatisfy({ if case .integer = $0.kind { true } else { false } })
        {
            return true
        }
        return false
    }

    /// A `switch`: each pattern is looked up in the subject's type, and a
    /// switch over a type with more values than cases can name (String,
    /// Int, Double) needs a `default`, as Swift requires.
    ///
    /// Used as a value (`asValue`), each case's value is typed, and the
    /// types are returned in order.
    @discardableResult
    private mutating func walk(_ statement: SwitchStatement, asValue: Bool = false) -> [ValueType] {
        let subject = infer(statement.subject)
        var values: [ValueType] = []
        for switchCase in statement.cases {
            var bound: [String: ValueType] = [:]
            for pattern in switchCase.patterns {
                if case .enumPattern = pattern.kind {
                    bound.merge(bindings(of: pattern, subject: subject)) { first, _ in first }
                    continue
                }
                _ = infer(pattern)
                checkImplicitMember(pattern, against: subject, at: statement.subject.range)
            }
            scopes.append(bound)
            if let condition = switchCase.whereClause {
                requireBool(infer(condition), "a 'where' condition", at: condition.range)
            }
            if asValue {
                values.append(valueType(switchCase.body))
            } else {
                walk(switchCase.body)
            }
            scopes.removeLast()
        }
        if [.string, .int, .double].contains(subject), !statement.cases.contains(where: \.isDefault)
        {
            diagnostics.append(
                Diagnostic(.switchNotExhaustive(subject.spelling), at: statement.subject.range))
        }
        // Over an enum, every case must be named, or a `default` given.
        if case .enumeration(let name) = subject, let info = enums[name],
            !statement.cases.contains(where: \.isDefault)
        {
            let named = Set(
                statement.cases.filter { $0.whereClause == nil }.flatMap(\.patterns).compactMap {
                    pattern -> String? in
                    switch pattern.kind {
                    case .implicitMember(let member): return member.name
                    case .enumPattern(let member, let elements)
                    where elements.allSatisfy({
                        if case .value = $0.kind { false } else { true }
                    }):
                        return member.name
                    default: return nil
                    }
                })
            if info.cases.contains(where: { !named.contains($0) }) {
                diagnostics.append(
                    Diagnostic(.switchNotExhaustive(name), at: statement.subject.range))
            }
        }
        return values
    }

    /// The type of an `if` used as a value: its branches' types, which
    /// must agree, as Swift types each branch on its own.
    private mutating func valueType(_ statement: IfStatement) -> ValueType {
        scopes.append([:])
        walkConditions(statement.conditions)
        var types = [valueType(statement.thenBlock)]
        scopes.removeLast()
        switch statement.elseBranch {
        case .block(let block): types.append(valueType(block))
        case .elseIf(let nested, _): types.append(valueType(nested))
        case nil: break
        }
        return agreed(types, statement.branchValues)
    }

    /// The type of a branch of one expression (the parser has required
    /// one); a nested `if` or `switch` is typed as a value too.
    private mutating func valueType(_ block: Block) -> ValueType {
        let statements = Array(block.statements)
        guard statements.count == 1 else {
            walk(block)
            return .unknown
        }
        switch statements[0].kind {
        case .expression(let value): return infer(value)
        case .ifStatement(let nested): return valueType(nested)
        case .switchStatement(let nested):
            return agreed(walk(nested, asValue: true), nested.branchValues)
        default:
            walk(block)
            return .unknown
        }
    }

    /// The one type of branches typed `types`: the first known, with a
    /// `binding-type` error at the first branch of another type.
    private mutating func agreed(_ types: [ValueType], _ values: [Expr]) -> ValueType {
        guard let first = types.first(where: \.isKnown) else { return .unknown }
        for (type, value) in zip(types, values) where type.isKnown && type != first {
            diagnostics.append(
                Diagnostic(
                    .bindingType(
                        "branches have mismatching types '\(first.spelling)' and '\(type.spelling)'"
                    ),
                    at: value.range))
            break
        }
        return first
    }

    private mutating func walk(_ statement: IfStatement) {
        scopes.append([:])
        walkConditions(statement.conditions)
        walk(statement.thenBlock)
        scopes.removeLast()
        switch statement.elseBranch {
        case .block(let block): walk(block)
        case .elseIf(let nested, _): walk(nested)
        case nil: break
        }
    }

    /// `guard ... else { ... }`: the else block sees no binding and must
    /// leave the function; the bindings hold for the rest of the block.
    private mutating func walk(_ statement: GuardStatement) {
        scopes.append([:])
        walkConditions(statement.conditions, what: "a 'guard' condition")
        let bindings = scopes.removeLast()
        walk(statement.elseBlock)
        if !ReturnPaths.alwaysReturns(statement.elseBlock, implicit: false) {
            diagnostics.append(
                Diagnostic(.guardFallsThrough(), at: statement.elseBlock.range))
        }
        scopes[scopes.count - 1].merge(bindings) { _, bound in bound }
    }

    /// An `if` or `guard`'s conditions, their bindings put in the
    /// innermost scope.
    private mutating func walkConditions(
        _ conditions: SyntaxList<Condition>, what: String = "an 'if' condition"
    ) {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expression):
                requireBool(infer(expression), what, at: expression.range)
            case .optionalBinding(let name, let value):
                let type = value.map { infer($0) } ?? lookup(name.name, at: name.range)
                switch type {
                case .optional(let wrapped): scopes[scopes.count - 1][name.name] = wrapped
                case .unknown: scopes[scopes.count - 1][name.name] = .unknown
                default:
                    diagnostics.append(
                        Diagnostic(
                            .bindingType(
                                "'if let' needs an optional, but this is '\(type.spelling)'"),
                            at: value?.range ?? name.range))
                    scopes[scopes.count - 1][name.name] = type
                }
            case .casePattern(let pattern, let value):
                let subject = infer(value)
                if case .enumPattern = pattern.kind {
                    scopes[scopes.count - 1].merge(bindings(of: pattern, subject: subject)) {
                        _, bound in bound
                    }
                } else {
                    _ = infer(pattern)
                    checkImplicitMember(pattern, against: subject, at: value.range)
                }
            case .available:
                break
            }
        }
    }

    // MARK: Expressions

    private mutating func infer(_ expression: Expr) -> ValueType {
        switch expression.kind {
        case .identifier(let name):
            return lookup(name.name, at: expression.range)
        case .integer: return .int
        case .float: return .double
        case .boolean: return .bool
        case .nilLiteral, .implicitMember, .error: return .unknown
        case .string(let literal):
            for case .interpolation(let interpolation) in literal.segments {
                let type = infer(interpolation.value)
                // `\(date, style: .relative)` formats a Date.
                if interpolation.options.contains(where: { $0.label?.name == "style" }),
                    type.isKnown, type != .date
                {
                    diagnostics.append(
                        Diagnostic(
                            .argumentType("style", expected: "a Date", found: type.spelling),
                            at: interpolation.value.range))
                }
                for option in interpolation.options { _ = infer(option.value) }
            }
            return .string
        case .array(let elements):
            let types = elements.map { infer($0) }
            return types.first.map { .array($0) } ?? .unknown
        case .member(let base, let name, let optional):
            if case .identifier("Date") = base.kind, name.name == "now" { return .date }
            // `self.title` in a view struct reads its property.
            if base.isSelf, !isInScope("self") { return lookup(name.name, at: name.range) }
            // `Layout.padding`, `Self.padding`: a type's `static let`.
            if !statics.isEmpty, case .identifier(let written) = base.kind,
                let type = written.name == "Self" ? selfType : written.name
            {
                if let constant = statics.constant(name.name, of: type) {
                    return staticType(constant, of: type)
                }
                if let function = statics.function(name.name, of: type),
                    function.isComputedProperty
                {
                    return typeNames.type(function.resultType)
                }
            }
            // `Color.red`: a system colour, so `var c = Color.clear` holds colours.
            if case .identifier("Color") = base.kind, ColorParsing.systemColors.contains(name.name)
            {
                return .color
            }
            // `Level.medium`: a case of one of the file's enums.
            if !enums.isEmpty, case .identifier(let type) = base.kind, let info = enums[type.name] {
                if !info.cases.contains(name.name) {
                    diagnostics.append(
                        Diagnostic(.noSuchMember(name.name, type: type.name), at: name.range))
                }
                return .enumeration(type.name)
            }
            return member(name, of: infer(base), chained: optional)
        case .tuple(let elements):
            for element in elements { _ = infer(element.value) }
            return .unknown
        case .subscriptAccess(let base, let arguments):
            let baseType = infer(base)
            for argument in arguments { _ = infer(argument.value) }
            if case .array(let element) = baseType { return element }
            return .unknown
        case .prefix(let op, let operand):
            let type = infer(operand)
            if op == .not {
                requireBool(type, "the operand of '!'", at: operand.range)
                return .bool
            }
            // `...x` is a range, which no rule types yet.
            return op == .upThrough ? .unknown : type
        case .binary(let op, let left, let right):
            let types = (infer(left), infer(right))
            if op == .equal || op == .notEqual {
                checkImplicitMember(right, against: types.0, at: left.range)
                checkImplicitMember(left, against: types.1, at: right.range)
            }
            return binary(op, types.0, types.1)
        case .ternary(let condition, let then, let otherwise):
            requireBool(infer(condition), "the condition of '? :'", at: condition.range)
            let type = infer(then)
            _ = infer(otherwise)
            return type
        case .call(let call):
            return self.call(call)
        case .forceUnwrap(let operand):
            let type = infer(operand)
            switch type {
            case .optional(let wrapped): return wrapped
            case .unknown: return .unknown
            default:
                diagnostics.append(
                    Diagnostic(.forceUnwrapNonOptional(type.spelling), at: expression.range))
                return type
            }
        case .keyPath:
            return .unknown
        case .closure(let closure):
            walk(closure, [])
            return .unknown
        case .enumPattern:
            return .unknown
        case .ifExpression(let statement):
            return valueType(statement)
        case .switchExpression(let statement):
            return agreed(walk(statement, asValue: true), statement.branchValues)
        }
    }

    private mutating func call(_ call: Call) -> ValueType {
        var result = ValueType.unknown
        let builtins = call.builtinRows
        var function: BuiltinFunction?
        // What a closure of an array method is handed: the elements.
        var closureTypes: [ValueType] = []
        var methodCalled: (BuiltinFunction, ValueType)?
        switch call.callee.kind {
        case .identifier(let name) where records[name.name] != nil && views[name.name] == nil:
            // `Stop(name: "A", minutes: 3)`: a struct of data, made memberwise.
            result = .record(name.name)
        case .identifier(let name) where enums[name.name] != nil:
            // `Mood(rawValue: text)`: the case of that raw value, or nil.
            result = .optional(.enumeration(name.name))
        case .identifier(let name):
            if let type = functions[name.name] {
                result = type
            } else {
                function = BuiltinFunctions.function(
                    in: builtins, firstLabel: call.arguments.first?.label?.name)
            }
        case .implicitMember(let name) where enums.owner(ofPayloadCase: name.name) != nil:
            // `.late(minutes: 5)`: a case with associated values.
            return construct(enums.owner(ofPayloadCase: name.name)!, name, call)
        case .member(let base, let name, _)
        where !enums.isEmpty && enums.payloadCase(name.name, on: base) != nil:
            return construct(enums.payloadCase(name.name, on: base)!, name, call)
        case .member(let base, let name, _) where base.isSelf && !isInScope("self"):
            result = functions[name.name] ?? .unknown
        case .member(let base, let name, _)
        where staticFunction(name.name, on: base) != nil:
            // `Theme.color(for: 2)`, `Self.format(n)`: a type's static function.
            result = typeNames.type(staticFunction(name.name, on: base)!.resultType)
        case .member(let base, let name, _):
            // The base is typed once: a modifier chain types each link once.
            let type = infer(base)
            if case .enumeration(let enumName) = type, let info = enums[enumName] {
                // `mood.label(for: 2)`: a function of one of the file's enums.
                if let member = info.members[name.name], !member.isComputedProperty {
                    result = typeNames.type(member.resultType)
                } else {
                    _ = enumMember(name, of: info)
                }
            } else if let member = statics.instanceMembers(of: type.spelling)[name.name],
                !member.isComputedProperty
            {
                // `minutes.padded(to: 2)`: a function an extension gives the type.
                result = typeNames.type(member.resultType)
            } else if let method = BuiltinFunctions.method(in: builtins, on: type, base: base) {
                methodCalled = (method, type)
                if case .array(let element) = type,
                    let closure = ClosureMethod(rawValue: method.name)
                {
                    closureTypes = closure.argumentTypes(element)
                }
            }
        default:
            _ = infer(call.callee)
        }
        var forEachElement: ValueType?
        var argumentTypes: [ValueType] = []
        for argument in call.arguments {
            if case .closure(let closure) = argument.value.kind {
                walk(closure, closureTypes)
                argumentTypes.append(.unknown)
                continue
            }
            let type = infer(argument.value)
            argumentTypes.append(type)
            if call.calleeName == "ForEach", argument.label == nil, forEachElement == nil {
                switch type {
                case .array(let element): forEachElement = element
                case .unknown: forEachElement = .unknown
                default:
                    diagnostics.append(
                        Diagnostic(
                            .bindingType("ForEach needs an array, but this is '\(type.spelling)'"),
                            at: argument.value.range))
                    forEachElement = .unknown
                }
            }
        }
        if let function {
            result = function.result.type(receiver: .unknown, arguments: argumentTypes)
        }
        checkArgumentTypes(call, argumentTypes)
        if let name = call.calleeName, let view = views[name] {
            checkViewArguments(call, argumentTypes, of: view)
        }
        // A control toggle's label closure is handed its state.
        if call.callee.viewKind == .controlWidgetToggle { closureTypes = [.bool] }
        for trailing in call.trailingClosures {
            walk(trailing.closure, forEachElement.map { [$0] } ?? closureTypes)
        }
        if let (method, receiver) = methodCalled {
            result = method.result.type(receiver: receiver, arguments: argumentTypes)
        }
        return result
    }

    /// A closure's statements, its parameters (or `$0`, `$1`... when it
    /// names none) of `types`, unknown past them.
    private mutating func walk(_ closure: Closure, _ types: [ValueType]) {
        var bindings: [String: ValueType] = [:]
        let names = closure.parameters.map(\.name)
        if names.isEmpty {
            for index in 0..<max(types.count, 2) {
                bindings["$\(index)"] = index < types.count ? types[index] : .unknown
            }
        }
        for (index, name) in names.enumerated() {
            bindings[name] = index < types.count ? types[index] : .unknown
        }
        scopes.append(bindings)
        walk(closure.body)
        scopes.removeLast()
    }

    /// What an activity's `DynamicIsland` sets besides its views: what
    /// the reader could not read, each region's `priority:` (a number), and
    /// the modifiers of the island and its regions (`IslandModifiers`).
    mutating func checkIsland(_ island: IslandLayoutSyntax, scope: [String: ValueType]) {
        diagnostics += island.problems
        scopes = [scope]
        for part in island.parts {
            if let priority = part.priority {
                let found = infer(priority)
                if found.isKnown, !Self.fits(found, .number) {
                    diagnostics.append(
                        Diagnostic(
                            .argumentType(
                                "DynamicIslandExpandedRegion", expected: "a number",
                                found: found.spelling), at: priority.range))
                }
            }
            for modifier in part.modifiers {
                checkIslandModifier(
                    modifier, of: "DynamicIslandExpandedRegion", IslandModifiers.region)
            }
        }
        for modifier in island.modifiers {
            checkIslandModifier(modifier, of: "DynamicIsland", IslandModifiers.island)
        }
    }

    /// One modifier of the island or a region: a name of `table`, labels
    /// that fit one of its signatures, and arguments of the right types.
    private mutating func checkIslandModifier(
        _ call: Call, of owner: String, _ table: [String: [Signature]]
    ) {
        let name = IslandLayoutSyntax.name(of: call)
        let types = call.arguments.map { infer($0.value) }
        guard let signatures = table[name] else {
            let known = table.keys.sorted().map { "'\($0)'" }
            diagnostics.append(
                Diagnostic(
                    .unknownModifier(name), at: call.callee.range,
                    notes: [
                        DiagnosticNote(
                            message: "'\(owner)' takes \(orList(known))", range: call.callee.range)
                    ]))
            return
        }
        let labels = call.arguments.map { $0.label?.name }
        guard
            let signature = signatures.first(where: {
                $0.accepts(labels: labels, trailingClosures: [])
            })
        else {
            let given = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            diagnostics.append(
                Diagnostic(
                    .argumentLabels(name, given: given, accepted: signatures.map(\.spelling)),
                    at: call.range))
            return
        }
        var index = 0
        _ = signature.fit(labels: labels, trailingClosures: [String?]()) { parameter in
            defer { index += 1 }
            let found = types[index]
            let isColor = parameter.type == .color
            let fits = isColor ? found == .color : Self.fits(found, parameter.type)
            guard found.isKnown, !fits else { return }
            let expected = isColor ? "a Color" : Self.requirement(parameter.type) ?? "a value"
            diagnostics.append(
                Self.mismatch(
                    name, call.arguments[index].value, found: found, parameter: parameter.type,
                    expected: expected))
        }
    }

    /// `argument-type`: arguments of a catalog view or modifier whose type
    /// is known and does not fit a String, number, Bool, Date or URL
    /// parameter. Among the forms whose labels fit, any that also fits by
    /// type is accepted; otherwise the first is reported.
    private mutating func checkArgumentTypes(_ call: Call, _ types: [ValueType]) {
        let entry: CatalogEntry?
        if let view = call.callee.catalogView {
            entry = view
        } else if let modifier = call.catalogModifier,
            case .member(let base, _, _) = call.callee.kind, case .call = base.kind
        {
            entry = modifier
        } else {
            entry = nil
        }
        guard let entry else { return }
        let labels = call.arguments.lazy.map { $0.label?.name }
        let closures = call.trailingClosures.lazy.map { $0.label?.name }
        var firstProblems: [Diagnostic]?
        for signature in entry.signatures {
            var problems: [Diagnostic] = []
            var index = 0
            let fits = signature.fit(labels: labels, trailingClosures: closures) { parameter in
                defer { index += 1 }
                let found = types[index]
                guard found.isKnown, let expected = Self.requirement(parameter.type),
                    !Self.fits(found, parameter.type)
                else { return }
                problems.append(
                    Self.mismatch(
                        entry.name, call.arguments[index].value, found: found,
                        parameter: parameter.type, expected: expected))
            }
            guard fits else { continue }
            if problems.isEmpty { return }
            if firstProblems == nil { firstProblems = problems }
        }
        diagnostics += firstProblems ?? []
    }

    /// `argument-type`: an argument of a view struct (or `view`) whose
    /// type is known and is not its parameter's, as Swift refuses it
    /// (`Row(item: entry)` where `item` is a declared struct). Arguments
    /// take the parameters whose labels they carry, in order.
    private mutating func checkViewArguments(
        _ call: Call, _ types: [ValueType], of view: ViewDecl
    ) {
        var parameters = view.callParameters[...]
        for (index, argument) in call.arguments.enumerated() {
            while let parameter = parameters.first,
                parameter.argumentLabel?.name != argument.label?.name
            {
                parameters = parameters.dropFirst()
            }
            guard let parameter = parameters.first else { return }
            parameters = parameters.dropFirst()
            let declared = typeNames.type(parameter.type)
            let found = types[index]
            guard !parameter.holdsViews, !Self.holds(declared, found, literal: argument.value)
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .argumentType(
                        view.name.name, expected: "'\(declared.spelling)'",
                        found: found.spelling), at: argument.value.range))
        }
    }

    /// The diagnostic for an argument of the wrong type, with Swift's
    /// fix-its where it has them: `!` after an optional URL, and
    /// `URL(string: ...)` around a String where a URL goes.
    private static func mismatch(
        _ name: String, _ argument: Expr, found: ValueType, parameter: ParameterType,
        expected: String
    ) -> Diagnostic {
        let range = argument.range
        switch (found, parameter) {
        case (.optional(.url), .url):
            return Diagnostic(
                .optionalNotUnwrapped(name, found: found.spelling, expected: "URL"), at: range,
                fixIts: [
                    FixIt(
                        "force-unwrap using '!'",
                        replacing: SourceRange(start: range.end, end: range.end), with: "!")
                ])
        case (.string, .url), (.string, .optionalURL):
            let text = argument.tree.text(in: range)
            let wrapped = "URL(string: \(text))" + (parameter == .url ? "!" : "")
            return Diagnostic(
                .argumentType(name, expected: expected, found: found.spelling), at: range,
                fixIts: [FixIt("make a URL with '\(wrapped)'", replacing: range, with: wrapped)])
        default:
            return Diagnostic(
                .argumentType(name, expected: expected, found: found.spelling), at: range)
        }
    }

    private static func requirement(_ type: ParameterType) -> String? {
        switch type {
        case .string: "a String"
        case .number, .length: "a number"
        case .integer: "an Int"
        case .bool: "a Bool"
        case .date: "a Date"
        case .url, .optionalURL: "a URL"
        case .dateRange: "a date range such as 'start...end'"
        case .intRange: "a range of lines such as '2...3'"
        default: nil
        }
    }

    private static func fits(_ found: ValueType, _ type: ParameterType) -> Bool {
        switch type {
        case .string: found == .string
        case .number, .length: found == .int || found == .double
        case .integer: found == .int
        case .bool: found == .bool
        case .date: found == .date
        case .url: found == .url
        case .optionalURL: found == .url || found == .optional(.url)
        // Ranges type as unknown, so any known type is not a date range.
        case .dateRange, .intRange: false
        default: true
        }
    }

    private mutating func member(_ name: Name, of base: ValueType, chained: Bool) -> ValueType {
        var type = base
        var wrapInOptional = false
        if case .optional(let wrapped) = base {
            guard chained else { return .unknown }
            type = wrapped
            wrapInOptional = true
        }
        let result: ValueType
        switch type {
        case .record(let record):
            guard let fields = records[record] else { return .unknown }
            // `departure.isLate`: a computed property of the struct.
            if fields[name.name] == nil,
                let member = statics.instanceMembers(of: record)[name.name],
                member.isComputedProperty
            {
                result = typeNames.type(member.resultType)
                break
            }
            guard let field = fields[name.name] else {
                let notes =
                    Spelling.closest(to: name.name, in: fields.keys.sorted())
                    .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: name.range)] }
                    ?? []
                diagnostics.append(
                    Diagnostic(.noSuchMember(name.name, type: record), at: name.range, notes: notes)
                )
                return .unknown
            }
            result = field
        case .enumeration(let enumName):
            guard let info = enums[enumName] else { return .unknown }
            result = enumMember(name, of: info)
        default:
            if let member = statics.instanceMembers(of: type.spelling)[name.name],
                member.isComputedProperty
            {
                result = typeNames.type(member.resultType)
            } else {
                result = BuiltinProperties.row(name.name, on: type)?.type(on: type) ?? .unknown
            }
        }
        if wrapInOptional, case .optional = result { return result }
        return wrapInOptional ? .optional(result) : result
    }

    /// `.late(minutes: 5)` of `case late(minutes: Int)`: the arguments
    /// take the associated values' labels, in order, and their types.
    private mutating func construct(_ info: FileEnums.Info, _ name: Name, _ call: Call)
        -> ValueType
    {
        let payload = info.payloads[name.name] ?? []
        let types = call.arguments.map { infer($0.value) }
        let labels = call.arguments.map { $0.label?.name }
        let expected = payload.map { $0.argumentLabel?.name }
        guard labels == expected else {
            let spell = { (labels: [String?]) in
                "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            }
            diagnostics.append(
                Diagnostic(
                    .argumentLabels(
                        "." + name.name, given: spell(labels), accepted: [spell(expected)]),
                    at: call.range))
            return .enumeration(info.decl.name.name)
        }
        for ((argument, found), field) in zip(zip(call.arguments, types), payload) {
            let declared = typeNames.type(field.type)
            if !Self.holds(declared, found, literal: argument.value) {
                diagnostics.append(
                    Diagnostic(
                        .argumentType(
                            field.argumentLabel?.name ?? "." + name.name,
                            expected: "'\(declared.spelling)'", found: found.spelling),
                        at: argument.value.range))
            }
        }
        return .enumeration(info.decl.name.name)
    }

    /// What a `case` pattern binds, typed: `.late(let minutes)` over a
    /// value of an enum binds `minutes` to its associated value's type; a
    /// case it does not have, or a count of values it does not take, is
    /// `no-such-member`.
    private mutating func bindings(of pattern: Expr, subject: ValueType) -> [String: ValueType] {
        guard case .enumPattern(let name, let elements) = pattern.kind else { return [:] }
        // Where the case is unknown, its names are bound untyped: one error, no cascade.
        var unknown: [String: ValueType] = [:]
        for case .binding(let binding) in elements.map(\.kind) { unknown[binding.name] = .unknown }
        guard case .enumeration(let enumName) = subject, let info = enums[enumName] else {
            return unknown
        }
        guard let payload = info.payloads[name.name], payload.count == elements.count else {
            diagnostics.append(
                Diagnostic(.noSuchMember(name.name, type: enumName), at: name.range))
            return unknown
        }
        var bound: [String: ValueType] = [:]
        for (element, field) in zip(elements, payload) {
            switch element.kind {
            case .binding(let binding): bound[binding.name] = typeNames.type(field.type)
            case .value(let value): _ = infer(value)
            case .wildcard: break
            }
        }
        return bound
    }

    /// The static function `name` of the type `base` names (`Theme`, or
    /// `Self` inside a type), if declared and not shadowed by a value.
    private func staticFunction(_ name: String, on base: Expr) -> FunctionDecl? {
        guard !statics.isEmpty, case .identifier(let written) = base.kind,
            !isInScope(written.name),
            let type = written.name == "Self" ? selfType : written.name,
            let function = statics.function(name, of: type), !function.isComputedProperty
        else { return nil }
        return function
    }

    /// `mood.rawValue` or `mood.emoji` on a value of an enum: its raw
    /// type or the member's declared type; another name is
    /// `no-such-member` (a function is typed where it is called).
    private mutating func enumMember(_ name: Name, of info: FileEnums.Info) -> ValueType {
        if name.name == "rawValue", let raw = info.rawType {
            return raw == "String" ? .string : raw == "Int" ? .int : .double
        }
        if let member = info.members[name.name] {
            return member.isComputedProperty ? typeNames.type(member.resultType) : .unknown
        }
        let known = info.members.keys.sorted() + (info.rawType == nil ? [] : ["rawValue"])
        let notes =
            Spelling.closest(to: name.name, in: known)
            .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: name.range)] } ?? []
        diagnostics.append(
            Diagnostic(
                .noSuchMember(name.name, type: info.decl.name.name), at: name.range, notes: notes))
        return .unknown
    }

    /// `.large` compared with (or a case of) a value of a known built-in
    /// type is looked up in that type, as Swift does: String and Bool have
    /// no such members, Int and Double only their constants. `other` is
    /// the value whose type it is, where the note points.
    private mutating func checkImplicitMember(
        _ expression: Expr, against type: ValueType, at other: SourceRange
    ) {
        guard case .implicitMember(let name) = expression.kind else { return }
        var base = type
        if case .optional(let wrapped) = type {
            guard !["none", "some"].contains(name.name) else { return }
            base = wrapped
        }
        guard let members = implicitMembers(of: base), !members.contains(name.name) else {
            return
        }
        diagnostics.append(
            Diagnostic(
                .noSuchMember(name.name, type: base.spelling), at: expression.range,
                notes: [
                    DiagnosticNote(
                        message: NoteText.implicitMemberBase(name.name, type: base.spelling),
                        range: other)
                ]))
    }

    /// The static members a built-in type offers after a dot, or nil for a
    /// type the checker does not model (records, colours, enum-like sets).
    func implicitMembers(of type: ValueType) -> [String]? {
        switch type {
        case .enumeration(let name): enums[name]?.cases
        case .string, .bool: []
        case .int: ["max", "min", "zero"]
        case .double:
            [
                "zero", "pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNonzeroMagnitude",
                "ulpOfOne",
            ]
        default: nil
        }
    }

    private func binary(_ op: BinaryOperator, _ left: ValueType, _ right: ValueType) -> ValueType {
        switch op {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .and, .or: return .bool
        case .nilCoalescing:
            if case .optional(let wrapped) = left { return wrapped }
            return left
        case .add where left == .string && right == .string: return .string
        case .add:
            // `items + ["more"]`: the arrays one after the other.
            if case .array = left, case .array = right { return left }
            if left == .int, right == .int { return .int }
            if left == .double || left == .int, right == .double || right == .int { return .double }
            return .unknown
        case .subtract, .multiply, .divide, .remainder:
            if left == .int, right == .int { return .int }
            if left == .double || left == .int, right == .double || right == .int { return .double }
            return .unknown
        case .closedRange, .halfOpenRange: return .unknown
        }
    }

    // MARK: Scope

    private mutating func lookup(_ name: String, at range: SourceRange) -> ValueType {
        for scope in scopes.reversed() {
            if let type = scope[name] { return type }
        }
        // Type names (Color, views) are not values the checker models.
        if name.first?.isUppercase == true { return .unknown }
        let visible = scopes.flatMap(\.keys)
        let hint = PasteHint.note(for: name, in: owner)
        let notes =
            (hint
            ?? Spelling.closest(to: name, in: Array(Set(visible)).sorted()).map {
                NoteText.didYouMean($0)
            }).map { [DiagnosticNote(message: $0, range: range)] } ?? []
        diagnostics.append(Diagnostic(.unknownName(name), at: range, notes: notes))
        return .unknown
    }

    private func isInScope(_ name: String) -> Bool {
        scopes.contains { $0[name] != nil }
    }

    private mutating func requireBool(_ type: ValueType, _ what: String, at range: SourceRange) {
        guard type.isKnown, type != .bool else { return }
        diagnostics.append(Diagnostic(.conditionType(what, found: "'\(type.spelling)'"), at: range))
    }
}

/// The names a written type may take besides the built-in ones.
struct TypeNames: Sendable {
    /// Declared structs.
    let records: Set<String>
    /// Declared enums.
    let enums: Set<String>

    /// A written type.
    func type(_ syntax: TypeSyntax) -> ValueType {
        ValueType(syntax, records: records, enums: enums)
    }
}

/// Whether every path through statements ends in a `return`, as Swift
/// requires of a function with a result: the last statement returns, or
/// is an `if` with an `else` whose branches all do, or a `switch` whose
/// cases all do.
///
/// An `if` or `switch` that is a body's only statement is an expression
/// (Swift 5.9): each branch of one expression is its value, as it is in
/// the branches' own `if` or `switch` of one statement.
enum ReturnPaths {
    static func alwaysReturns(_ block: Block, implicit: Bool? = nil) -> Bool {
        let statements = Array(block.compiledStatements)
        guard let last = statements.last else { return false }
        let implicit = (implicit ?? true) && statements.count == 1
        switch last.kind {
        case .returnStatement: return true
        case .expression: return implicit
        case .ifStatement(let statement): return alwaysReturns(statement, implicit: implicit)
        case .switchStatement(let statement):
            return !statement.cases.isEmpty
                && statement.cases.allSatisfy { alwaysReturns($0.body, implicit: implicit) }
        case .letStatement, .guardStatement, .assignment, .forStatement, .conditionalCompilation,
            .error:
            return false
        }
    }

    private static func alwaysReturns(_ statement: IfStatement, implicit: Bool) -> Bool {
        guard alwaysReturns(statement.thenBlock, implicit: implicit) else { return false }
        switch statement.elseBranch {
        case .block(let block): return alwaysReturns(block, implicit: implicit)
        case .elseIf(let nested, _): return alwaysReturns(nested, implicit: implicit)
        case nil: return false
        }
    }
}

import WidgetSyntax

/// The views a file declares, by how a body uses them: views called by
/// name (`view Badge(...)` and `View` structs), `ViewModifier` structs
/// applied with `.modifier(Name(...))`, and `extension View` functions
/// applied as modifiers are (`.widgetBackground(.blue)`). The first
/// declaration of a name wins; a second is the name checker's error.
struct UserViews: Sendable {
    /// Views called by name: `Badge(title: "A")`.
    private(set) var views: [String: ViewDecl] = [:]
    /// `ViewModifier` structs, by name.
    private(set) var modifiers: [String: ViewDecl] = [:]
    /// `Shape` structs, by name.
    private(set) var shapes: [String: ViewDecl] = [:]
    /// Custom styles (`struct Pill: ButtonStyle`), by name.
    private(set) var styles: [String: ViewDecl] = [:]
    /// `extension View` functions, by name.
    private(set) var helpers: [String: ViewDecl] = [:]
    /// File-level functions, by name.
    private(set) var functions: [String: FunctionDecl] = [:]
    /// The file's enums.
    private(set) var enums = FileEnums.none
    /// The `static let` constants of the file's types.
    private(set) var statics = FileStatics.none

    /// A file with no views of its own.
    static let none = UserViews()

    private init() {}

    /// The views of a file.
    init(_ syntax: SourceFileSyntax) {
        enums = FileEnums(syntax)
        statics = FileStatics(syntax)
        for declaration in syntax.declarations {
            switch declaration {
            case .view(let decl) where decl.form == .modifierStruct:
                if modifiers[decl.name.name] == nil { modifiers[decl.name.name] = decl }
            case .view(let decl) where decl.form == .shapeStruct:
                if shapes[decl.name.name] == nil { shapes[decl.name.name] = decl }
            case .view(let decl) where decl.form.isStyle:
                if styles[decl.name.name] == nil { styles[decl.name.name] = decl }
            case .view(let decl):
                if views[decl.name.name] == nil { views[decl.name.name] = decl }
            case .viewExtension(let decl):
                for function in decl.functions where helpers[function.name.name] == nil {
                    helpers[function.name.name] = function
                }
            case .function(let decl):
                if functions[decl.name.name] == nil { functions[decl.name.name] = decl }
            default:
                break
            }
        }
    }

    /// Whether the file declares none.
    var isEmpty: Bool {
        views.isEmpty && modifiers.isEmpty && styles.isEmpty && shapes.isEmpty && helpers.isEmpty
            && functions.isEmpty
            && enums.isEmpty && statics.isEmpty
    }

    /// A `Shape`'s `func path(in rect: CGRect) -> Path`, its requirement
    /// as Swift's conformance needs it; nil when it has none of that form.
    static func pathMember(of decl: ViewDecl) -> FunctionDecl? {
        decl.members.first { member in
            let parameters = Array(member.parameters)
            return member.name.name == "path" && !member.isComputedProperty
                && parameters.count == 1 && parameters[0].argumentLabel?.name == "in"
                && parameters[0].type.kind == .named("CGRect")
                && member.resultType.kind == .named("Path")
        }
    }

    /// The custom style a style modifier's argument makes (`Pill()` in
    /// `.buttonStyle(Pill())`), with its row; nil for a built-in style.
    func customStyle(_ call: Call) -> (decl: ViewDecl, made: Call, style: StyleConfiguration)? {
        guard !styles.isEmpty, let kind = call.modifierKind,
            let style = StyleConfiguration.forModifier(kind), call.arguments.count == 1,
            case .call(let made) = call.arguments[0].value.kind, let name = made.calleeName,
            let decl = styles[name], decl.form == style.form
        else { return nil }
        return (decl, made, style)
    }

    /// The names a body of `decl` reads as views: `self` in a helper,
    /// `content` in a `ViewModifier`, `configuration.label` (and the
    /// other parts) in a style, `some View` parameters and computed
    /// properties.
    static func viewNames(of decl: ViewDecl) -> Set<String> {
        var names: Set<String> = []
        switch decl.form {
        case .helper: names.insert("self")
        case .modifierStruct: names.insert("content")
        case .view, .viewStruct: break
        default:
            for view in StyleConfiguration.forForm(decl.form)?.views ?? [] {
                names.insert(StyleConfiguration.viewName(view))
            }
        }
        for parameter in decl.parameters where parameter.holdsViews || parameter.type.isViewType {
            names.insert(parameter.name.name)
        }
        for member in decl.members where member.isComputedProperty && member.returnsView {
            names.insert(member.name.name)
        }
        return names
    }
}

extension UserViews {
    /// The name wdl reads an `@Environment(\.key)` property's value by
    /// (`family` for `\.widgetFamily`), or nil for a key it does not archive.
    static func canonicalName(of property: EnvironmentProperty) -> String? {
        guard case .keyPath(nil, let components) = property.key.kind, components.count == 1
        else { return nil }
        return EnvironmentCatalog.name(forSwiftKey: components[0].name)
    }

    /// A view struct's environment properties whose name is not wdl's
    /// (`@Environment(\.widgetFamily) var widgetFamily`): each name and
    /// the name wdl reads the same value by.
    static func environmentAliases(of decl: ViewDecl) -> [(alias: String, name: String)] {
        decl.environment.compactMap { property in
            guard let name = canonicalName(of: property), name != property.name.name else {
                return nil
            }
            return (property.name.name, name)
        }
    }
}

/// The names one declaration's bodies call besides the file's: a view
/// struct's views (`self`, `content`, view properties) and functions.
struct LocalNames: Sendable {
    /// Names read as views.
    var views: Set<String> = []
    /// Functions of the view struct, by name (the first of a name).
    var functions: [String: FunctionDecl] = [:]

    /// None: a widget's or activity's bodies.
    static let none = LocalNames()

    private init() {}

    /// The names of `declaration`'s bodies.
    init(_ declaration: Declaration) {
        let decls: [ViewDecl]
        switch declaration {
        case .view(let decl): decls = [decl]
        case .viewExtension(let decl): decls = Array(decl.functions)
        default: decls = []
        }
        for decl in decls {
            views.formUnion(UserViews.viewNames(of: decl))
            for member in decl.members where !member.isComputedProperty {
                if functions[member.name.name] == nil { functions[member.name.name] = member }
            }
        }
    }
}

extension Expr {
    /// Whether it is `self` as written (not the implicit `self` of a
    /// helper's `padding()`, whose range is empty).
    var isSelf: Bool {
        guard case .identifier("self") = kind else { return false }
        return range.length > 0
    }
}

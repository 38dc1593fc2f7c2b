import WidgetSyntax

/// Swift's names for the language's number type that widget code writes
/// (`let width: CGFloat`): each reads as `Double` everywhere a type is
/// checked or a value converted, and is emitted as written.
public enum TypeAliases {
    /// Alias to the type it stands for.
    static let aliases: [String: String] = [
        "CGFloat": "Double", "TimeInterval": "Double", "Float": "Double",
    ]

    /// The language's name for a type named `name`.
    static func canonical(_ name: String) -> String { aliases[name] ?? name }

    /// Whether `name` is one of the language's built-in types (or an
    /// alias of one) rather than a declared struct or enum.
    public static func isBuiltIn(_ name: String) -> Bool {
        SchemaChecker.builtIns.contains(canonical(name))
    }
}

extension TypeSyntax {
    /// Whether it names a catalog view other than `Color` (`LinearGradient`,
    /// `Text`, `Image`): a property or parameter of it holds views.
    var isViewType: Bool {
        guard case .named(let name) = kind, name != "Color" else { return false }
        return ViewCatalog.views[name] != nil
    }

    /// The named type's name with aliases read through (`CGFloat` is
    /// `Double`); nil for other shapes.
    var canonicalName: String? {
        if case .named(let name) = kind { return TypeAliases.canonical(name) }
        return nil
    }
}

import WidgetArchive
import WidgetSyntax

/// Checks a view struct's `@Environment(\.key) var name` properties: the
/// key must be one wdl archives as a display-time value
/// (`EnvironmentCatalog.environmentValues`), and the property must carry
/// the name wdl reads it by, which is what Apple's samples call them
/// (`@Environment(\.widgetFamily) var family`). A different name is an
/// error that names it (no fix-it: the body's uses would need renaming too).
enum EnvironmentPropertyChecker {
    /// Checks the environment properties of `declaration`, if it is a view struct.
    static func check(_ declaration: Declaration, into diagnostics: inout [Diagnostic]) {
        guard case .view(let decl) = declaration else { return }
        for property in decl.environment { check(property, into: &diagnostics) }
    }

    private static func check(_ property: EnvironmentProperty, into diagnostics: inout [Diagnostic])
    {
        let known = EnvironmentCatalog.environmentValues.map { "\\.\($0.swiftKey)" }
        guard case .keyPath(nil, let components) = property.key.kind, components.count == 1,
            let name = EnvironmentCatalog.name(forSwiftKey: components[0].name)
        else {
            diagnostics.append(
                Diagnostic(
                    .environmentKeyUnsupported(
                        SyntaxPrinter.print(property.key), supported: known),
                    at: property.key.range))
            return
        }
        guard property.name.name != name else { return }
        diagnostics.append(
            Diagnostic(
                .environmentName(property.name.name, key: components[0].name, name: name),
                at: property.name.range))
    }
}

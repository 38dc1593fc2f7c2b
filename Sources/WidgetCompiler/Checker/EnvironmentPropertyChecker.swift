import WidgetArchive
import WidgetSyntax

/// Checks a view struct's `@Environment(\.key) var name` properties: the
/// key must be one wdl archives as a display-time value
/// (`EnvironmentCatalog.environmentValues`). The property may carry any
/// name (`var widgetFamily`, `var scheme`); the view's bodies read the
/// value by it (`UserViews.environmentAliases`).
enum EnvironmentPropertyChecker {
    /// Checks the environment properties of `declaration`, if it is a view struct.
    static func check(_ declaration: Declaration, into diagnostics: inout [Diagnostic]) {
        guard case .view(let decl) = declaration else { return }
        for property in decl.environment where UserViews.canonicalName(of: property) == nil {
            let known = EnvironmentCatalog.environmentValues.map { "\\.\($0.swiftKey)" }
            diagnostics.append(
                Diagnostic(
                    .environmentKeyUnsupported(
                        SyntaxPrinter.print(property.key), supported: known),
                    at: property.key.range))
        }
    }
}

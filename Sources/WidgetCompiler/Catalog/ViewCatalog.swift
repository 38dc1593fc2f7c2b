import WidgetArchive

/// The views a widget body can use, with their initializers, in SwiftUI's
/// spelling (`Docs/SwiftUISurvey.md` lists each with its Apple page): a
/// projection of the schema's rows (`ViewTable` in WidgetArchive), by
/// name. A view is added there, not here.
public enum ViewCatalog {
    /// Every view a source can name, by name: each schema row's forms.
    public static let views: [String: CatalogEntry] = Dictionary(
        uniqueKeysWithValues: ViewTable.all.filter { !$0.forms.isEmpty }.map {
            ($0.name, CatalogEntry(name: $0.name, signatures: $0.forms))
        })
}

/// Calls that are values, not views: conversions and constructors the
/// language allows in expressions.
public enum ValueCallables {
    /// The free functions of `BuiltinFunctions` that are not catalog
    /// views (`Int(x)`, `URL(string:)`, `min`...; `Color` is a view),
    /// `Gradient(colors:)` and `StrokeStyle(...)`.
    public static let names: Set<String> = Set(
        BuiltinFunctions.rows.filter { $0.receiver == .none && ViewCatalog.views[$0.name] == nil }
            .map(\.name)
    ).union(["Gradient", "StrokeStyle"])
}

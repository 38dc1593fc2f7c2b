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
    /// `Int(x)`, `Double(x)`, `String(x)`, `URL(string:)`, `Date()`,
    /// `Array(x)`, `min`, `max`, `abs`, `Gradient(colors:)`, `StrokeStyle(...)`,
    /// `CGSize(width:height:)`, `EdgeInsets(top:leading:bottom:trailing:)`.
    public static let names: Set<String> = [
        "Int", "Double", "String", "URL", "Date", "Array", "min", "max", "abs", "Gradient",
        "StrokeStyle", "CGSize", "EdgeInsets",
    ]
}

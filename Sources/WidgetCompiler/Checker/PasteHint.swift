import WidgetSyntax

/// What to write instead of a name that widget extensions write but that
/// a body cannot read where it is: the note on an `unknown-name` for
/// code pasted from another place (`widgetFamily` in a widget's body,
/// `context` outside a Live Activity). One table, read by the type checker.
enum PasteHint {
    /// The kind of declaration whose body reads the name.
    enum Owner: Sendable {
        case widget, activity, view

        init(_ declaration: Declaration) {
            switch declaration {
            case .widget: self = .widget
            case .activity: self = .activity
            default: self = .view
            }
        }
    }

    /// The note for `name` read in a body of `owner`, or nil for a name
    /// the table does not know.
    static func note(for name: String, in owner: Owner) -> String? {
        if let wdlName = EnvironmentCatalog.name(forSwiftKey: name), wdlName != name {
            return owner == .view
                ? "declare '@Environment(\\.\(name)) var \(name)' in the view struct, or read it as '\(wdlName)'"
                : "a body reads SwiftUI's '\\.\(name)' as '\(wdlName)'"
        }
        switch (name, owner) {
        case ("context", .widget):
            return
                "'context' is a Live Activity's; a widget's body reads its timeline entry as 'entry'"
        case ("context", .view):
            return
                "a view struct reads what it is given: pass 'context.state' values (or the context's parts) as its properties"
        case ("entry", .activity):
            return
                "'entry' is a widget's; a Live Activity's body reads 'context.state' and 'context.attributes'"
        case ("entry", .view):
            return "a view struct reads what it is given: pass the entry's values as its properties"
        default:
            return nil
        }
    }
}

import WidgetSyntax

/// `emitted-name` (error): a struct, enum, intent or view named as one of
/// the Swift types `wdl emit swift` declares for a widget, activity or
/// control of the file (`WidgetTypeNames`, `ActivityTypeNames`,
/// `ControlTypeNames`): the emitted file
/// would declare the name twice, which Swift refuses. A pasted
/// `struct DaysLeftEntry: TimelineEntry` beside `widget DaysLeft` is the
/// usual case; the widget's `entry { }` block declares that struct.
enum EmittedNamesChecker {
    static func check(_ syntax: SourceFileSyntax) -> [Diagnostic] {
        var emitted: [String: (owner: String, role: String)] = [:]
        for declaration in syntax.declarations {
            switch declaration {
            case .widget(let decl):
                for (name, role) in WidgetTypeNames(decl.name.name).declared {
                    emitted[name] = emitted[name] ?? (decl.name.name, role)
                }
            case .activity(let decl):
                for (name, role) in ActivityTypeNames(decl.name.name).declared {
                    emitted[name] = emitted[name] ?? (decl.name.name, role)
                }
            case .control(let decl):
                for (name, role) in ControlTypeNames(decl.name.name).declared {
                    emitted[name] = emitted[name] ?? (decl.name.name, role)
                }
            default:
                break
            }
        }
        guard !emitted.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for declaration in syntax.declarations {
            guard let name = typeName(of: declaration), let (owner, role) = emitted[name.name]
            else { continue }
            diagnostics.append(
                Diagnostic(.emittedName(name.name, owner: owner, role: role), at: name.range))
        }
        return diagnostics
    }

    /// The type a declaration adds to the emitted Swift, if any.
    private static func typeName(of declaration: Declaration) -> Identifier? {
        switch declaration {
        case .record(let decl), .intent(let decl): decl.name
        case .view(let decl): decl.form == .helper ? nil : decl.name
        case .enumeration(let decl): decl.name
        case .widget, .activity, .control, .function, .viewExtension: nil
        }
    }
}

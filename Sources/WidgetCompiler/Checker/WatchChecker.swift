import WidgetArchive
import WidgetSyntax

/// What watchOS asks of a widget's configuration: a widget people
/// configure (`configuration { }`, an `AppIntentConfiguration`) runs on
/// the watch from watchOS 26 (WidgetKit updates, June 2025), so a widget
/// that declares an older watchOS cannot have one.
enum WatchChecker {
    static func check(
        _ decl: ContainerDecl, _ header: WidgetHeader, into diagnostics: inout [Diagnostic]
    ) {
        guard
            let configuration = decl.members.first(where: {
                if case .configuration(let fields) = $0.kind { !fields.isEmpty } else { false }
            }),
            let watch = header.platforms.first(where: { $0.platform == .watchOS }),
            watch.version < OSVersion(26)
        else { return }
        diagnostics.append(
            Diagnostic(
                .headerAvailability(
                    "AppIntentConfiguration", noun: "widget", declared: watch.version.description,
                    needed: "26.0", platform: .watchOS), at: configuration.keyword.range))
    }
}

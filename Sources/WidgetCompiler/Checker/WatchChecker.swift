import WidgetArchive
import WidgetSyntax

/// What watchOS asks of a widget's configuration: a widget people
/// configure (`configuration { }`, an `AppIntentConfiguration`) runs on
/// the watch from watchOS 26 (WidgetKit updates, June 2025), so a widget
/// that declares an older watchOS cannot have one; and a
/// `RelevanceConfiguration` (`relevanceConfiguration: true`) exists on
/// watchOS 26 only (developer.apple.com/documentation/widgetkit/relevanceconfiguration).
enum WatchChecker {
    static func check(
        _ decl: ContainerDecl, _ header: WidgetHeader, into diagnostics: inout [Diagnostic]
    ) {
        relevance(decl, header, into: &diagnostics)
        guard header.relevanceConfiguration == nil,
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

    /// `relevance-configuration` for a platform besides watchOS, and
    /// `api-availability` below watchOS 26.
    private static func relevance(
        _ decl: ContainerDecl, _ header: WidgetHeader, into diagnostics: inout [Diagnostic]
    ) {
        guard let range = header.relevanceConfiguration else { return }
        let platforms = header.effectivePlatforms
        if let other = platforms.first(where: { $0.platform != .watchOS }) {
            diagnostics.append(
                Diagnostic(
                    .relevanceConfiguration(decl.name.name, platform: other.platform.rawValue),
                    at: range))
        } else if let watch = platforms.first, watch.version < OSVersion(26) {
            diagnostics.append(
                Diagnostic(
                    .headerAvailability(
                        "RelevanceConfiguration", noun: "widget",
                        declared: watch.version.description, needed: "26.0", platform: .watchOS),
                    at: range))
        }
    }
}

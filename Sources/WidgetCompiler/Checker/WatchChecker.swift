import WidgetArchive
import WidgetSyntax

/// What watchOS asks of a widget's configuration: a widget people
/// configure (`configuration { }`, an `AppIntentConfiguration`) runs on
/// the watch from watchOS 26 (WidgetKit updates, June 2025), so a widget
/// that declares an older watchOS cannot have one; and a
/// `RelevanceConfiguration` (`relevanceConfiguration: true`) exists on
/// watchOS 26 only (developer.apple.com/documentation/widgetkit/relevanceconfiguration).
enum WatchChecker {
    /// The first watchOS with `AppIntentConfiguration` and `RelevanceConfiguration`.
    static let configurations: [Platform: OSVersion] = [.watchOS: OSVersion(26)]

    static func check(
        _ decl: ContainerDecl, _ header: WidgetHeader, into diagnostics: inout [Diagnostic]
    ) {
        if let range = header.relevanceConfiguration {
            relevance(decl, header, at: range, into: &diagnostics)
        } else if let configuration = decl.members.first(where: {
            if case .configuration(let fields) = $0.kind { !fields.isEmpty } else { false }
        }),
            let diagnostic = header.configurationAvailability(
                "AppIntentConfiguration", noun: "widget", needed: configurations,
                at: configuration.keyword.range)
        {
            diagnostics.append(diagnostic)
        }
    }

    /// `relevance-configuration` for a platform besides watchOS, and
    /// `api-availability` below watchOS 26.
    private static func relevance(
        _ decl: ContainerDecl, _ header: WidgetHeader, at range: SourceRange,
        into diagnostics: inout [Diagnostic]
    ) {
        if let other = header.effectivePlatforms.first(where: { $0.platform != .watchOS }) {
            diagnostics.append(
                Diagnostic(
                    .relevanceConfiguration(decl.name.name, platform: other.platform.rawValue),
                    at: range))
        } else if let diagnostic = header.configurationAvailability(
            "RelevanceConfiguration", noun: "widget", needed: configurations, at: range)
        {
            diagnostics.append(diagnostic)
        }
    }
}

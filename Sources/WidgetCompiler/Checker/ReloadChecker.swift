import WidgetArchive
import WidgetSyntax

/// The header's `reloadedBy`: `.push` registers a `WidgetPushHandler`
/// with `pushHandler(_:)`, iOS 26 API a widget's configuration cannot
/// wrap in `if #available`, so the widget's iOS must be 26 or later.
enum ReloadChecker {
    static func check(_ header: WidgetHeader, into diagnostics: inout [Diagnostic]) {
        guard let push = header.reloadedBy.first(where: { $0.source == .push }) else { return }
        for (platform, version) in header.effectivePlatforms
        where [.iOS, .iPadOS].contains(platform) && version < OSVersion(26) {
            diagnostics.append(
                Diagnostic(
                    .headerAvailability(
                        "WidgetPushHandler", noun: "widget", declared: version.description,
                        needed: "26.0"), at: push.range))
            return
        }
    }
}

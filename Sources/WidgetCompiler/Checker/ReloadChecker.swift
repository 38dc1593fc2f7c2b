import WidgetArchive
import WidgetSyntax

/// The header's `reloadedBy`: `.push` registers a `WidgetPushHandler`
/// with `pushHandler(_:)`, iOS 26 API a widget's configuration cannot
/// wrap in `if #available`, so the widget's iOS must be 26 or later.
enum ReloadChecker {
    static func check(_ header: WidgetHeader, into diagnostics: inout [Diagnostic]) {
        guard let push = header.reloadedBy.first(where: { $0.source == .push }),
            let diagnostic = header.configurationAvailability(
                "WidgetPushHandler", noun: "widget", needed: OSVersion(26), at: push.range)
        else { return }
        diagnostics.append(diagnostic)
    }
}

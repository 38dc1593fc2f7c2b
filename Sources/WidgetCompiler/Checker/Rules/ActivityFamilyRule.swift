import WidgetArchive
import WidgetSyntax

/// `activity-family` (warning): a Live Activity that reads
/// `activityFamily` without declaring `supplementalActivityFamilies:
/// [.small]`. The system draws it `.medium` everywhere then (the watch's
/// Smart Stack and CarPlay show its compact views), so whatever the body
/// does for `.small` is never seen. Reported once per read, in whichever
/// presentation reads it first.
struct ActivityFamilyRule: FamilyRule {
    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard context.isPresentation, name == EnvironmentKey.activityFamily.rawValue,
            context.header.smallActivityFamily == nil
        else { return }
        diagnostics.append(Diagnostic(.activityFamily(context.widget), at: range))
    }
}

import WidgetArchive
import WidgetRender
import WidgetSyntax

/// `small-tap-target`: a Button, Toggle or Link smaller than 44x44 pt,
/// the least the Human Interface Guidelines give a finger, or one whose
/// frame overlaps another's, so a tap may land on the wrong one.
struct TapTargetRule: AuditRule {
    /// The HIG's least tap target, in points (both sides).
    static let minimum = 44.0

    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        let controls = audited.content.filter { $0.drawn.node.interaction != nil }.map(\.drawn)
        var found: [AuditFinding] = []
        for (offset, control) in controls.enumerated() {
            let name = control.node.interaction!.control.name
            let frame = control.frame
            if frame.width < minimum - 0.05 || frame.height < minimum - 0.05 {
                found.append(
                    AuditFinding(
                        id: .smallTapTarget, origin: control.origin, frame: control.frame,
                        subject: name,
                        problem:
                            "is \(points(frame.width))x\(points(frame.height)) pt, under the 44x44 pt a finger needs"
                    ))
            }
            for other in controls[(offset + 1)...] {
                let shared = frame.intersection(other.frame)
                guard shared.width > 1, shared.height > 1 else { continue }
                found.append(
                    AuditFinding(
                        id: .smallTapTarget, origin: control.origin, frame: control.frame,
                        subject: name,
                        problem:
                            "overlaps another \(other.node.interaction!.control.name) by \(points(shared.width))x\(points(shared.height)) pt: a tap may reach the wrong one"
                    ))
            }
        }
        return found
    }
}

/// `unlabeled-button`: a Button, Toggle or Link whose label has no text
/// and no `accessibilityLabel`, so VoiceOver has nothing to read.
struct UnlabeledButtonRule: AuditRule {
    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        audited.content.compactMap { _, drawn in
            guard let interaction = drawn.node.interaction, !interaction.isLabeled else {
                return nil
            }
            return AuditFinding(
                id: .unlabeledButton, origin: drawn.origin, frame: drawn.frame,
                subject: interaction.control.name,
                problem:
                    "has no text in its label and no 'accessibilityLabel': VoiceOver has nothing to read"
            )
        }
    }
}

import WidgetArchive
import WidgetRender
import WidgetSyntax

/// `truncated-text`: a text whose line limit or frame cuts it short, so
/// the layout ends it with "…"; what is left is quoted line by line,
/// the lines parted by " / ".
struct TruncatedTextRule: AuditRule {
    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        audited.content.compactMap { _, drawn in
            guard let result = drawn.node.textLayout, result.truncated, drawn.opacity > 0,
                case .text(let content) = drawn.node.kind,
                let words = AuditedLayout.words(drawn.node)
            else { return nil }
            let shown = result.lines.map { line in
                content.printed(line.fragments.map(\.text).joined()) { "[\($0)]" }
            }.joined(separator: " / ")
            return AuditFinding(
                id: .truncatedText, origin: drawn.origin, frame: drawn.frame,
                subject: quoted(words),
                problem: "is cut short to \(quoted(shown))")
        }
    }
}

/// `text-too-small`: a text drawn under 11 pt at the default text size
/// (the HIG's least size), its `minimumScaleFactor` applied.
struct TextSizeRule: AuditRule {
    /// The HIG's least text size, in points.
    static let minimum = 11.0

    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        guard audited.condition.textSize == .large else { return [] }
        return audited.content.compactMap { _, drawn in
            guard let result = drawn.node.textLayout, drawn.opacity > 0,
                let words = AuditedLayout.words(drawn.node),
                !words.trimmingCharacters(in: .whitespaces).isEmpty,
                let size = result.lines.flatMap(\.fragments).map(\.font.size).min(),
                size < minimum - 0.05
            else { return nil }
            return AuditFinding(
                id: .textTooSmall, origin: drawn.origin, frame: drawn.frame, subject: quoted(words),
                problem: "is drawn at \(points(size)) pt, under the HIG's 11 pt minimum")
        }
    }
}

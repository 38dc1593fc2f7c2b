import WidgetArchive
import WidgetRender
import WidgetSyntax

/// One thing wrong in one layout, before findings of one cause are
/// grouped (`AuditReport`).
struct AuditFinding: Hashable {
    /// Which finding.
    var id: DiagnosticID
    /// The view in the source it is about, when the layout knows it.
    var origin: ViewOrigin?
    /// Where it is drawn, in canvas points (for a picture's outline); nil
    /// for the whole canvas.
    var frame: Rect? = nil
    /// What it is about, as a message quotes it: a text's words, `Button`.
    var subject: String
    /// What is wrong with it, in the catalogue's voice.
    var problem: String
}

/// A layout and what the rules read from it.
struct AuditedLayout {
    let layout: WidgetLayout
    let condition: AuditCondition
    let drawn: DrawnTree

    init(_ layout: WidgetLayout, condition: AuditCondition) {
        self.layout = layout
        self.condition = condition
        self.drawn = DrawnTree(layout)
    }

    /// The drawn nodes the rules judge: the widget's own content, not
    /// its container background, with their place in drawing order.
    var content: [(index: Int, drawn: DrawnNode)] {
        drawn.nodes.enumerated().filter { !$0.element.isBackground }.map { ($0.offset, $0.element) }
    }

    /// A text's words as laid out (redacted text has none), quoted.
    static func words(_ node: LayoutNode) -> String? {
        guard case .text(let content) = node.kind, !content.redacted else { return nil }
        let text = content.fragments.map(\.text).joined()
        return content.printed(text) { "[\($0)]" }
    }
}

/// A rule of the audit: the findings of one layout. Each rule is a small
/// type reading the layout; the table of rules is `AuditRules.all`.
protocol AuditRule {
    /// The findings in `audited`.
    static func findings(in audited: AuditedLayout) -> [AuditFinding]
}

/// Every rule, in the order their findings are reported at one place.
enum AuditRules {
    static let all: [any AuditRule.Type] = [
        TruncatedTextRule.self, ClippedContentRule.self, ContrastRule.self,
        TapTargetRule.self, UnlabeledButtonRule.self, TextSizeRule.self,
    ]

    /// Every finding of every rule in one layout.
    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        all.flatMap { $0.findings(in: audited) }
    }
}

/// A short quotation of a text for a message: its first 40 characters
/// (`LayoutLint.excerpt`), in single quotes.
func quoted(_ text: String) -> String { "'" + LayoutLint.excerpt(text) + "'" }

/// Points as the layout dump prints them (`LayoutNumber`: finite, to
/// two places, no trailing zeros).
func points(_ value: Double) -> String { LayoutNumber.text(value) }

import WidgetArchive
import WidgetRender
import WidgetSyntax

/// The findings of an audit grouped so one cause prints once: by the
/// declaration, the finding and the view it is about (or, for a view the
/// layout cannot place in the source, what it is about). Each group keeps
/// its first finding's words and every condition it was seen in.
struct AuditReport {
    private struct Key: Hashable {
        var declaration: String
        var id: DiagnosticID
        var origin: ViewOrigin?
        var subject: String?
    }

    private struct Group {
        var first: AuditFinding
        var conditions: [AuditCondition]
    }

    private var groups: [Key: Group] = [:]
    private var order: [Key] = []
    /// Every condition audited, by declaration: what a group's conditions
    /// are told apart from.
    private var audited: [String: [AuditCondition]] = [:]
    /// How many layouts were judged.
    private(set) var count = 0

    /// Adds the findings of one layout of `declaration`.
    mutating func add(
        _ findings: [AuditFinding], of declaration: String, in condition: AuditCondition
    ) {
        count += 1
        audited[declaration, default: []].append(condition)
        var seen: Set<AuditFinding> = []
        for finding in findings where seen.insert(finding).inserted {
            let key = Key(
                declaration: declaration, id: finding.id, origin: finding.origin,
                subject: finding.origin == nil ? finding.subject : nil)
            if groups[key] == nil {
                groups[key] = Group(first: finding, conditions: [])
                order.append(key)
            }
            if groups[key]!.conditions.last != condition {
                groups[key]!.conditions.append(condition)
            }
        }
    }

    /// One warning per group, in source order.
    func diagnostics(fallback: [String: SourceRange]) -> [Diagnostic] {
        order.map { key in
            let group = groups[key]!
            let range =
                key.origin.map { SourceRange(start: $0.start, end: $0.end) }
                ?? fallback[key.declaration] ?? SourceRange(0, 0)
            let seen = AuditConditions.describe(
                group.conditions, among: audited[key.declaration] ?? [])
            return Diagnostic(
                .audit(
                    key.id, subject: group.first.subject, problem: group.first.problem, seen: seen),
                at: range, family: group.conditions.first?.surface.name)
        }.sortedByPosition()
    }
}

/// How a message names the layouts a finding was seen in: each way they
/// differ from all the layouts audited (the surfaces, then within them
/// the modes, schemes, text sizes, languages and entries), leaving out a
/// dimension in which every value was seen.
enum AuditConditions {
    /// The words for `seen` among `all`, and how many of them.
    static func describe(_ seen: [AuditCondition], among all: [AuditCondition]) -> String {
        var universe = all
        var parts: [String] = []
        // Each dimension in turn: the values seen, when not all were, and
        // the layouts audited with them, that the next is told apart from.
        for dimension in Dimension.all {
            let (value, name) = (dimension.value, dimension.name)
            let offered = ordered(universe.map(value))
            let present = Set(seen.map(value))
            let wanted = offered.filter(present.contains)
            if wanted.count < offered.count { parts.append(name(wanted)) }
            let kept = Set(wanted)
            universe = universe.filter { kept.contains(value($0)) }
        }
        let count = "\(seen.count) of \(all.count) layouts"
        guard parts.isEmpty else { return parts.joined(separator: "; ") + "; \(count)" }
        if seen.count == all.count { return "every layout: \(count)" }
        return union(seen, among: all).map { "\($0); \(count)" }
            ?? "\(count), no one condition in common"
    }

    /// The layouts of `seen` as a union of whole values ("text size
    /// xxxLarge and accessibility3, or double-length pseudo-language"):
    /// each value all of whose layouts show the finding, when together
    /// they are every layout that does; nil when they are not.
    static func union(_ seen: [AuditCondition], among all: [AuditCondition]) -> String? {
        let shown = Set(seen)
        var covered: Set<AuditCondition> = []
        var parts: [String] = []
        for dimension in Dimension.all {
            let (value, name) = (dimension.value, dimension.name)
            let offered = ordered(all.map(value))
            let full = offered.filter { candidate in
                all.allSatisfy { value($0) != candidate || shown.contains($0) }
            }
            guard !full.isEmpty, full.count < offered.count else { continue }
            parts.append(name(full))
            let kept = Set(full)
            covered.formUnion(all.filter { kept.contains(value($0)) })
        }
        return covered == shown && parts.count > 1 ? parts.joined(separator: ", or ") : nil
    }

    /// A dimension of a condition, in the table of them (`all`, in the
    /// order messages name them): how to read it, and how a message names
    /// some of its values.
    struct Dimension: Sendable {
        let value: @Sendable (AuditCondition) -> AnyHashable
        let name: @Sendable ([AnyHashable]) -> String

        static let all: [Dimension] = [
            Dimension(value: { $0.surface }, name: { words($0) { (it: Surface) in it.name } }),
            Dimension(
                value: { $0.mode }, name: { words($0) { (it: RenderingMode) in it.rawValue } }),
            Dimension(
                value: { $0.scheme }, name: { words($0) { (it: ColorScheme) in it.rawValue } }),
            Dimension(
                value: { $0.textSize },
                name: { "text size " + words($0) { (it: DynamicTypeSize) in it.rawValue } }),
            Dimension(
                value: { $0.language },
                name: { words($0) { (it: AuditLanguage) in it.description } }),
            Dimension(
                value: { $0.entry ?? -1 },
                name: { words($0) { (it: Int) in it < 0 ? "placeholder" : "entry \(it + 1)" } }),
        ]

        /// Values of one type, named and listed.
        private static func words<Value>(_ values: [AnyHashable], _ word: (Value) -> String)
            -> String
        {
            list(values.compactMap { $0.base as? Value }.map(word))
        }
    }

    /// The values in order of first appearance, each once.
    static func ordered<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

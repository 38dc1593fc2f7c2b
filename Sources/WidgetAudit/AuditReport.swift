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
        func narrow<Value: Hashable>(
            _ value: (AuditCondition) -> Value, _ name: ([Value]) -> String
        ) {
            let offered = ordered(universe.map(value))
            let present = Set(seen.map(value))
            let wanted = offered.filter(present.contains)
            if wanted.count < offered.count { parts.append(name(wanted)) }
            let kept = Set(wanted)
            universe = universe.filter { kept.contains(value($0)) }
        }
        narrow(\.surface) { list($0.map(\.name)) }
        narrow(\.mode) { list($0.map(\.rawValue)) }
        narrow(\.scheme) { list($0.map(\.rawValue)) }
        narrow(\.textSize) { "text size \(list($0.map(\.rawValue)))" }
        narrow(\.language) { list($0.map(\.description)) }
        narrow(\.entry) { list($0.map { $0.map { "entry \($0 + 1)" } ?? "placeholder" }) }
        let count = "\(seen.count) of \(all.count) layouts"
        guard parts.isEmpty else { return parts.joined(separator: "; ") + "; \(count)" }
        return seen.count == all.count
            ? "every layout: \(count)" : "\(count), no one condition in common"
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

import Foundation
import WidgetSyntax

/// Checks a timeline file (`NAME.timeline.json`, beside the widget) against
/// the widget's entry schema, as WidgetKit would receive it:
///
/// ```json
/// { "policy": "atEnd" | "never" | { "after": DATE }, "entries": [ { "date": DATE, ... } ] }
/// ```
///
/// Each entry is checked like a placeholder (with its `date` required);
/// dates must ascend; entries under 5 minutes apart and a policy that asks
/// for more reloads than the daily budget are warned about (Docs/WidgetKitFacts.md §8,
/// D-KEEP: entries about 5 minutes apart at least; 40 to 70 reloads a day).
public enum TimelineChecker {
    /// The fewest seconds between entries before a warning.
    static let minimumSpacing: TimeInterval = 5 * 60
    /// The most reloads a day before a warning: the top of D-KEEP's range.
    static let dailyBudget = 70

    /// Diagnostics about `timeline` (their ranges are in the timeline file).
    public static func check(_ timeline: SourceFile, against syntax: SourceFileSyntax)
        -> [Diagnostic]
    {
        checked(timeline, against: syntax).diagnostics
    }

    /// The diagnostics and the document read (nil when it is not JSON),
    /// so that instantiation reads the file once.
    static func checked(_ timeline: SourceFile, against syntax: SourceFileSyntax) -> (
        root: Value?, diagnostics: [Diagnostic]
    ) {
        let (root, errors) = JSONReader.read(timeline)
        guard let root else { return (nil, errors) }
        return (root, diagnostics(of: root, against: syntax))
    }

    private static func diagnostics(of root: Value, against syntax: SourceFileSyntax)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        guard case .record(let document) = root.kind else {
            return [
                Diagnostic(
                    .timelineFormat(
                        "a timeline is an object with \"entries\" and an optional \"policy\""),
                    at: root.range)
            ]
        }
        let widget = syntax.declarations.lazy.compactMap { declaration -> ContainerDecl? in
            if case .widget(let decl) = declaration { return decl }
            return nil
        }.first
        guard let widget else {
            return [
                Diagnostic(
                    .timelineFormat(
                        "the file beside this timeline declares no widget to check it against"),
                    at: root.range)
            ]
        }
        var records: [String: RecordDecl] = [:]
        for case .record(let decl) in syntax.declarations { records[decl.name.name] = decl }
        let checker = ValueChecker(records: records, enums: FileEnums(syntax))
        var schema = widget.members.flatMap { member -> [Field] in
            if case .entry(let fields) = member.kind { return Array(fields) }
            return []
        }
        schema.append(SchemaChecker.implicitDate(required: true))

        var dates: [(Date, SourceRange)] = []
        var policy: (kind: String, after: Date?, range: SourceRange) = (
            "atEnd", nil, document.range
        )
        var sawEntries = false
        var relevance: (clues: [RelevanceClue], range: SourceRange)?
        for field in document.fields {
            switch field.name.name {
            case "entries":
                sawEntries = true
                guard case .array(let entries) = field.value.kind else {
                    diagnostics.append(
                        Diagnostic(
                            .timelineFormat("\"entries\" is an array of entries"),
                            at: field.value.range))
                    continue
                }
                for entry in entries {
                    guard case .record(let record) = entry.kind else {
                        diagnostics.append(
                            Diagnostic(
                                .timelineFormat(
                                    "an entry is an object with a \"date\" and the entry's fields"),
                                at: entry.range))
                        continue
                    }
                    checker.checkRecord(
                        record, fields: schema, describedAs: "the entry", into: &diagnostics)
                    if let date = record.fields.first(where: { $0.name.name == "date" }),
                        case .string(let text) = date.value.kind,
                        let parsed = ValueChecker.date(text)
                    {
                        dates.append((parsed, date.value.range))
                    }
                }
            case "policy":
                guard let parsed = readPolicy(field.value, &diagnostics) else { continue }
                policy = (parsed.kind, parsed.after, field.value.range)
            case "relevance":
                relevance = (
                    TimelineRelevance.read(field.value, into: &diagnostics), field.name.range
                )
            default:
                diagnostics.append(
                    Diagnostic(
                        .timelineFormat(
                            "unknown key \"\(field.name.name)\"; a timeline has \"policy\", \"entries\" and \"relevance\""
                        ), at: field.name.range))
            }
        }
        if !sawEntries {
            diagnostics.append(
                Diagnostic(.timelineFormat("a timeline needs \"entries\""), at: document.range))
        }
        var ignored: [Diagnostic] = []
        let header = HeaderReader.read(widget, into: &ignored)
        // `never` with nothing else to reload the widget (`timeline-never`).
        if policy.kind == "never", header.reloadedBy.isEmpty {
            diagnostics.append(Diagnostic(.timelineNever(widget.name.name), at: policy.range))
        }
        if let relevance, !relevance.clues.isEmpty {
            TimelineRelevance.check(
                relevance.clues, at: relevance.range, widget: widget.name.name, header: header,
                into: &diagnostics)
        }
        checkSchedule(dates, policy: policy, into: &diagnostics)
        return diagnostics
    }

    /// `"atEnd"`, `"never"` or `{ "after": DATE }`.
    private static func readPolicy(_ value: Value, _ diagnostics: inout [Diagnostic]) -> (
        kind: String, after: Date?
    )? {
        switch value.kind {
        case .string(let name) where name == "atEnd" || name == "never":
            return (name, nil)
        case .record(let record):
            if record.fields.count == 1, record.fields[0].name.name == "after",
                case .string(let text) = record.fields[0].value.kind,
                let date = ValueChecker.date(text)
            {
                return ("after", date)
            }
        default:
            break
        }
        diagnostics.append(
            Diagnostic(
                .timelineFormat(
                    "\"policy\" is \"atEnd\", \"never\" or { \"after\": \"2026-11-21T12:00:00Z\" }"),
                at: value.range))
        return nil
    }

    private static func checkSchedule(
        _ dates: [(Date, SourceRange)], policy: (kind: String, after: Date?, range: SourceRange),
        into diagnostics: inout [Diagnostic]
    ) {
        for index in dates.indices.dropFirst() {
            let gap = dates[index].0.timeIntervalSince(dates[index - 1].0)
            if gap < 0 {
                diagnostics.append(
                    Diagnostic(
                        .timelineFormat(
                            "entries must be in date order; this one is earlier than the one before"
                        ), at: dates[index].1))
            } else if gap < minimumSpacing {
                diagnostics.append(
                    Diagnostic(.timelineSpacing(minutes: spelledGap(gap)), at: dates[index].1))
            }
        }
        guard let first = dates.first?.0 else { return }
        // How long one timeline lasts before WidgetKit asks for the next.
        let period: TimeInterval
        switch policy.kind {
        case "atEnd": period = (dates.last?.0 ?? first).timeIntervalSince(first)
        case "after": period = (policy.after ?? first).timeIntervalSince(first)
        default: return
        }
        guard period > 0 else { return }
        let perDay = Int((86_400 / period).rounded(.up))
        if perDay > dailyBudget {
            let described =
                policy.kind == "after"
                ? "'after' \(spelledGap(period)) from the first entry"
                : "'atEnd' after \(spelledGap(period))"
            diagnostics.append(
                Diagnostic(.timelineBudget(perDay: perDay, policy: described), at: policy.range))
        }
    }

    private static func spelledGap(_ seconds: TimeInterval) -> String {
        seconds < 60 ? "\(Int(seconds)) s" : "\(Int(seconds / 60)) min"
    }
}

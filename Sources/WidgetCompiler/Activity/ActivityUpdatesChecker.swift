import Foundation
import WidgetArchive
import WidgetSyntax

/// Checks a Live Activity's updates file (`ActivityUpdates`) against the
/// activity's `attributes` and `state` schemas, as timeline entries are
/// checked against a widget's entry (same JSON reader, same located
/// value checks), and its dates against each other and the system's
/// limits (`ActivityLifetime`).
public enum ActivityUpdatesChecker {
    /// Diagnostics about `updates` (their ranges are in the updates file),
    /// checked against the activity named `activity` (nil: the file's first).
    public static func check(
        _ updates: SourceFile, against syntax: SourceFileSyntax, activity: String? = nil
    ) -> [Diagnostic] {
        read(updates, against: syntax, activity: activity).diagnostics
    }

    /// The updates read (nil after any error) and the diagnostics.
    public static func read(
        _ updates: SourceFile, against syntax: SourceFileSyntax, activity: String? = nil
    ) -> (updates: ActivityUpdates?, diagnostics: [Diagnostic]) {
        let (root, errors) = JSONReader.read(updates)
        guard let root else { return (nil, errors) }
        var reader = Reader(syntax: syntax, activity: activity)
        let read = reader.document(root)
        return (reader.diagnostics.containsErrors ? nil : read, reader.diagnostics)
    }
}

/// One pass over the document: shape, schemas, then dates.
private struct Reader {
    var diagnostics: [Diagnostic] = []
    let activity: ContainerDecl?
    let values: ValueChecker

    init(syntax: SourceFileSyntax, activity name: String?) {
        activity =
            syntax.declarations.lazy.compactMap { declaration -> ContainerDecl? in
                if case .activity(let decl) = declaration, name == nil || decl.name.name == name {
                    return decl
                }
                return nil
            }.first
        var records: [String: RecordDecl] = [:]
        for case .record(let decl) in syntax.declarations { records[decl.name.name] = decl }
        values = ValueChecker(records: records, enums: FileEnums(syntax))
    }

    private func schema(_ which: (Member.Kind) -> [Field]?) -> [Field] {
        activity?.members.flatMap { which($0.kind) ?? [] } ?? []
    }

    private mutating func fail(_ problem: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.updatesFormat(problem), at: range))
    }

    /// The fields of an object whose keys must be among `allowed`; nil
    /// (reported) when the value is not an object.
    private mutating func object(_ value: Value, _ what: String, allowed: [String]) -> [String:
        RecordField]?
    {
        guard case .record(let record) = value.kind else {
            fail("\(what) is an object with \(Self.list(allowed))", at: value.range)
            return nil
        }
        var fields: [String: RecordField] = [:]
        for field in record.fields {
            guard allowed.contains(field.name.name) else {
                let notes =
                    Spelling.closest(to: field.name.name, in: allowed).map {
                        [DiagnosticNote(message: NoteText.didYouMean($0), range: field.name.range)]
                    } ?? []
                diagnostics.append(
                    Diagnostic(
                        .updatesFormat(
                            "unknown key \"\(field.name.name)\"; \(what) has \(Self.list(allowed))"),
                        at: field.name.range, notes: notes))
                continue
            }
            fields[field.name.name] = field
        }
        return fields
    }

    private static func list(_ keys: [String]) -> String {
        let quoted = keys.map { "\"\($0)\"" }
        return quoted.count < 2
            ? quoted.joined()
            : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    private mutating func date(_ field: RecordField?, _ what: String, in owner: Value) -> (
        Date, SourceRange
    )? {
        guard let field else {
            fail("\(what) needs a \"date\"", at: owner.range)
            return nil
        }
        return date(field.value, what)
    }

    private mutating func date(_ value: Value, _ what: String) -> (Date, SourceRange)? {
        guard case .string(let text) = value.kind, let date = ValueChecker.date(text) else {
            fail(
                "\(what) is a date as an ISO 8601 string such as \"2026-11-21T09:00:00Z\"",
                at: value.range)
            return nil
        }
        return (date, value.range)
    }

    /// A record checked against `fields` like a placeholder.
    private mutating func record(_ value: Value, fields: [Field], _ what: String) -> RecordValue? {
        guard case .record(let record) = value.kind else {
            fail(
                "\(what) is an object with the activity's \(what.hasSuffix("attributes") ? "attributes" : "state") fields",
                at: value.range)
            return nil
        }
        values.checkRecord(record, fields: fields, describedAs: what, into: &diagnostics)
        return record
    }

    /// `{ "date", "state", "staleDate" }` (and `attributes` at the start).
    private mutating func content(_ value: Value, _ what: String, extra: [String] = []) -> (
        ActivityUpdates.Content, dateRange: SourceRange, staleRange: SourceRange?
    )? {
        guard let fields = object(value, what, allowed: ["date"] + extra + ["state", "staleDate"])
        else { return nil }
        let date = date(fields["date"], what, in: value)
        var state: RecordValue?
        if let field = fields["state"] {
            state = record(
                field.value,
                fields: schema { if case .state(let fields) = $0 { Array(fields) } else { nil } },
                "the state")
        } else {
            fail("\(what) needs a \"state\"", at: value.range)
        }
        var stale: (Date, SourceRange)?
        if let field = fields["staleDate"], field.value.kind != .null {
            stale = self.date(field.value, "\"staleDate\"")
        }
        guard let date, let state else { return nil }
        return (
            ActivityUpdates.Content(date: date.0, staleDate: stale?.0, state: state), date.1,
            stale?.1
        )
    }

    mutating func document(_ root: Value) -> ActivityUpdates? {
        guard activity != nil else {
            fail(
                "the file beside these updates declares no activity to check them against",
                at: root.range)
            return nil
        }
        guard
            let fields = object(
                root, "an activity's updates file", allowed: ["start", "updates", "end"])
        else { return nil }
        guard let startField = fields["start"] else {
            fail("an activity's updates file needs a \"start\"", at: root.range)
            return nil
        }
        var contents: [Placed] = []
        var attributes: RecordValue?
        let start = content(startField.value, "the start", extra: ["attributes", "requested"])
        if case .record(let record) = startField.value.kind,
            let field = record.fields.first(where: { $0.name.name == "attributes" })
        {
            attributes = self.record(
                field.value,
                fields: schema {
                    if case .attributes(let fields) = $0 { Array(fields) } else { nil }
                },
                "the attributes")
        }
        if let start {
            contents.append(
                Placed(
                    content: start.0, name: "the start", dateRange: start.dateRange,
                    staleRange: start.staleRange))
        }
        if let field = fields["updates"] {
            if case .array(let items) = field.value.kind {
                for (index, item) in items.enumerated() {
                    if let update = content(item, "update \(index + 1)") {
                        contents.append(
                            Placed(
                                content: update.0, name: "update \(index + 1)",
                                dateRange: update.dateRange, staleRange: update.staleRange))
                    }
                }
            } else {
                fail("\"updates\" is an array of updates", at: field.value.range)
            }
        }
        let end = fields["end"].flatMap { self.end($0.value) }
        guard let start else { return nil }
        checkDates(contents, end: end)
        var updates = ActivityUpdates(
            start: start.0, attributes: attributes, updates: contents.dropFirst().map(\.content),
            end: end?.end)
        if case .record(let record) = startField.value.kind,
            let field = record.fields.first(where: { $0.name.name == "requested" })
        {
            updates.requested = scheduled(field, start: start.0.date)
        }
        return updates
    }

    private mutating func end(_ value: Value) -> (
        end: ActivityUpdates.End, dateRange: SourceRange, policyRange: SourceRange?
    )? {
        guard let fields = object(value, "the end", allowed: ["date", "state", "dismissalPolicy"])
        else { return nil }
        let date = date(fields["date"], "the end", in: value)
        let state = fields["state"].flatMap {
            record(
                $0.value,
                fields: schema { if case .state(let fields) = $0 { Array(fields) } else { nil } },
                "the state")
        }
        var policy = DismissalPolicy.default
        var policyRange: SourceRange?
        if let field = fields["dismissalPolicy"] {
            switch field.value.kind {
            case .string("default"): policy = .default
            case .string("immediate"): policy = .immediate
            case .record(let record)
            where record.fields.count == 1 && record.fields[0].name.name == "after":
                if let after = self.date(record.fields[0].value, "the dismissal date") {
                    policy = .after(after.0)
                    policyRange = after.1
                }
            default:
                fail(
                    "\"dismissalPolicy\" is \"default\", \"immediate\" or { \"after\": \"2026-11-21T12:00:00Z\" }",
                    at: field.value.range)
            }
        }
        guard let date else { return nil }
        return (
            ActivityUpdates.End(date: date.0, dismissalPolicy: policy, state: state), date.1,
            policyRange
        )
    }

    /// Order, stale dates, the dismissal date, and the system's limits.
    /// A content with its name in messages and where its dates are written.
    private struct Placed {
        let content: ActivityUpdates.Content
        let name: String
        let dateRange: SourceRange
        let staleRange: SourceRange?
    }

    /// The start's `"requested"` date: before the start, and only where
    /// the activity declares iOS 26, which schedules starts.
    private mutating func scheduled(_ field: RecordField, start: Date) -> Date? {
        guard let requested = date(field.value, "\"requested\"") else { return nil }
        if requested.0 >= start {
            diagnostics.append(
                Diagnostic(
                    .updatesRequest(start: ISODate.string(from: start) ?? "\(start)"),
                    at: requested.1))
            return nil
        }
        var ignored: [Diagnostic] = []
        if let activity,
            let diagnostic = HeaderReader.read(activity, into: &ignored)
                .configurationAvailability(
                    "a scheduled start", noun: "activity", needed: ActivityUpdates.scheduledStart,
                    at: field.name.range)
        {
            diagnostics.append(diagnostic)
            return nil
        }
        return requested.0
    }

    private mutating func checkDates(
        _ contents: [Placed],
        end: (end: ActivityUpdates.End, dateRange: SourceRange, policyRange: SourceRange?)?
    ) {
        func spell(_ date: Date) -> String { ISODate.string(from: date) ?? "\(date)" }
        guard let start = contents.first?.content.date else { return }
        let limit = start.addingTimeInterval(ActivityLifetime.maximumActive)
        let limitNote = "the system ends an activity 8 hours after it starts (here \(spell(limit)))"
        for (index, placed) in contents.enumerated() {
            let content = placed.content
            if index > 0, content.date < contents[index - 1].content.date {
                diagnostics.append(
                    Diagnostic(
                        .updatesOrder(placed.name, previous: contents[index - 1].name),
                        at: placed.dateRange))
            }
            if let stale = content.staleDate, let range = placed.staleRange, stale < content.date {
                diagnostics.append(
                    Diagnostic(
                        .updatesStaleDate(stale: spell(stale), date: spell(content.date)), at: range
                    ))
            }
            if content.date > limit {
                diagnostics.append(
                    Diagnostic(
                        .updatesTimeLimit(
                            "\(limitNote); \(placed.name) comes later and is never shown"),
                        at: placed.dateRange))
            }
        }
        guard let end else { return }
        if let last = contents.last, end.end.date < last.content.date {
            diagnostics.append(
                Diagnostic(.updatesOrder("the end", previous: last.name), at: end.dateRange))
        }
        if end.end.date > limit {
            diagnostics.append(
                Diagnostic(
                    .updatesTimeLimit(
                        "\(limitNote); this end comes later, so its final state and dismissal policy are never used"
                    ), at: end.dateRange))
        }
        if case .after(let after) = end.end.dismissalPolicy, let range = end.policyRange {
            if after < end.end.date {
                diagnostics.append(
                    Diagnostic(
                        .updatesDismissal(after: spell(after), end: spell(end.end.date)), at: range)
                )
            } else if after > end.end.date.addingTimeInterval(ActivityLifetime.maximumAfterEnd) {
                let latest = spell(
                    end.end.date.addingTimeInterval(ActivityLifetime.maximumAfterEnd))
                diagnostics.append(
                    Diagnostic(
                        .updatesTimeLimit(
                            "the system removes an ended activity from the Lock Screen 4 hours after it ends (here \(latest)), before this date"
                        ), at: range))
            }
        }
    }
}

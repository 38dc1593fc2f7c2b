import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl timeline FILE --timeline T.json [--from DATE] [--to DATE] [--after DATE]`:
/// which entry is on screen when, and when WidgetKit asks for the next timeline;
/// on a Live Activity (`--updates U.json`), which state is on screen when, when
/// it turns stale, and when the system ends and removes the activity.
enum TimelineCommand {
    static let command = Command(
        name: "timeline",
        abstract:
            "Show which timeline entry (or activity state) is on screen when, and when reloads happen.",
        usage:
            "wdl timeline <file.wdl> [--timeline <T.json> | --updates <U.json>] [--widget <name>] [--from <date>] [--to <date>] [--after <date>]",
        details: """
            The timeline defaults to Name.timeline.json beside the file. It is checked
            against the widget's entry schema first; warnings (entries under 5 minutes
            apart, more reloads than the daily budget) go to standard error.

            On a Live Activity the updates file (default Name.updates.json) is read
            instead: the table shows which state is on screen when (the entry column is
            the archive entry for 'wdl render --entry'), when it turns stale, when the
            activity ends (by the app, or by the system 8 hours after it starts) and
            when its dismissal policy removes it from the Lock Screen (at most 4 hours
            after the end). --from, --to and --after are for widget timelines.

            OPTIONS:
              --timeline T.json   The timeline to read.
              --updates U.json    The activity's updates to read.
              --widget NAME       Which widget or activity, when the file declares several.
              --from DATE         Show the screen from this date (default: the first entry).
              --to DATE           Show the screen until this date (default: the last entry).
              --after DATE        The date of the 'after' policy row when the timeline's own
                                  policy is not 'after' (default: an hour after the last entry).

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "timeline",
            valueOptions: ["--timeline", "--updates", "--from", "--to", "--after", "--widget"])
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError("'wdl timeline' takes one .wdl file", hint: "USAGE: \(command.usage)")
        }
        let kind = declarationKind(path, named: scanner.value("--widget"))
        if case .control(let name)? = kind {
            throw UsageError(
                "'\(name)' is a control; it has no timeline",
                hint: "Its value is its placeholder: 'wdl render --state on|off' draws each state.")
        }
        if scanner.value("--updates") != nil
            || (scanner.value("--timeline") == nil && kind?.isActivity == true)
        {
            return try ActivityTimelineCommand.run(path, scanner: scanner)
        }
        let timelinePath =
            scanner.value("--timeline")
            ?? (path.hasSuffix(".wdl")
                ? String(path.dropLast(4)) + ".timeline.json" : path + ".timeline.json")
        guard FileManager.default.fileExists(atPath: timelinePath) else {
            throw UsageError(
                "no timeline: '\(timelinePath)' does not exist", hint: "Pass --timeline T.json.")
        }
        let from = try scanner.value("--from").map { try DateArgument.parse($0, option: "--from") }
        let to = try scanner.value("--to").map { try DateArgument.parse($0, option: "--to") }
        let compiled = try Compilation.run(
            path, timelinePath: timelinePath,
            options: InstantiationOptions(declaration: scanner.value("--widget")))
        guard let archive = compiled.archive else {
            return CommandOutcome(exitCode: .failure, standardError: compiled.messages)
        }
        let dates = archive.entries.map(\.date)
        guard let last = dates.last else {
            let policy = ArchiveDumper.spell(archive: archive.metadata.reloadPolicy)
            let text =
                "\(archive.metadata.name) (\(archive.metadata.kind)): no entries, policy \(policy)\n\n"
                + "Nothing new goes on screen: the widget keeps showing what it showed before.\n"
            return CommandOutcome(
                exitCode: .success, standardOutput: text, standardError: compiled.messages)
        }
        let after =
            try scanner.value("--after").map { try DateArgument.parse($0, option: "--after") }
            ?? last.addingTimeInterval(3600)
        let schedule = TimelineSchedule(
            dates: dates, policy: archive.metadata.reloadPolicy, after: after)
        var relevance: [RelevanceClue] = []
        if case .file(let file) = try SourceLoader.load(
            timelinePath, limit: ParseOptions().maximumFileSize)
        {
            relevance = TimelineRelevance.clues(of: file)
        }
        let text = TimelineTable.render(
            schedule, archive: archive, relevance: relevance, from: from, to: to,
            afterGiven: scanner.value("--after") != nil)
        return CommandOutcome(
            exitCode: .success, standardOutput: text, standardError: compiled.messages)
    }

    /// What the declaration `name` (or the file's only one) is; nil when
    /// the file does not parse or the name is not unique, so that the
    /// widget path reports its errors as before.
    private enum Kind {
        case widget, activity, control(String)
        var isActivity: Bool { if case .activity = self { true } else { false } }
    }

    private static func declarationKind(_ path: String, named name: String?) -> Kind? {
        guard let syntax = try? Analysis.run(path).syntax else { return nil }
        var containers: [(name: String, kind: Kind)] = []
        for declaration in syntax.declarations {
            switch declaration {
            case .widget(let decl): containers.append((decl.name.name, .widget))
            case .activity(let decl): containers.append((decl.name.name, .activity))
            case .control(let decl): containers.append((decl.name.name, .control(decl.name.name)))
            default: break
            }
        }
        if let name { return containers.first { $0.name == name }?.kind }
        return containers.count == 1 ? containers[0].kind : nil
    }
}

/// The text of `wdl timeline`.
enum TimelineTable {
    static func render(
        _ schedule: TimelineSchedule, archive: Archive, relevance: [RelevanceClue], from: Date?,
        to: Date?, afterGiven: Bool
    ) -> String {
        let metadata = archive.metadata
        let policy = ArchiveDumper.spell(archive: metadata.reloadPolicy)
        var out =
            "\(metadata.name) (\(metadata.kind)): \(plural(archive.entries.count, "entry", "entries")), policy \(policy)\n"
        // What else reloads it, beside the policy (`reloadedBy`).
        if !metadata.reloadSources.isEmpty {
            for source in metadata.reloadSources { out += "Also reloaded by \(source.title).\n" }
        }
        out += relevanceLines(relevance)
        out += "\n"

        let windowStart = from ?? schedule.slots.first?.start ?? Date(timeIntervalSince1970: 0)
        let windowEnd = to ?? schedule.slots.last?.start ?? windowStart
        var rows: [[String]] = [["from", "until", "on screen"]]
        if let first = schedule.slots.first, windowStart < first.start {
            rows.append([
                date(windowStart), date(min(first.start, windowEnd)),
                "the previous timeline's last entry",
            ])
        }
        for slot in schedule.slots {
            // Rows that overlap the window, clipped to it.
            if let end = slot.end, end <= windowStart { continue }
            if slot.start > windowEnd { continue }
            let start = max(slot.start, windowStart)
            var what = "entry \(slot.entry)"
            if let end = slot.end { what += " (\(duration(end.timeIntervalSince(slot.start))))" }
            if !slot.shown { what = "entry \(slot.entry): never shown, the reload comes first" }
            let until =
                slot.end.map { date(to == nil ? $0 : min($0, windowEnd)) }
                ?? untilLast(metadata.reloadPolicy)
            rows.append([date(start), until, what])
        }
        out += TextTable.render(rows)

        out += "\nnext timeline request:\n"
        var requestRows: [[String]] = [["policy", "asks at", "reloads a day", ""]]
        for request in schedule.requests {
            var name = ArchiveDumper.spell(archive: request.policy)
            if request.policy.sameKind(as: metadata.reloadPolicy) {
                name += " (this timeline)"
            } else if case .after = request.policy, !afterGiven {
                name += " (example)"
            }
            var note: String
            switch request.policy {
            case .atEnd: note = "once entry \(schedule.slots.count)'s date has passed"
            case .after:
                note =
                    request.unshownEntries.isEmpty
                    ? "entry \(schedule.slots.count) stays until then"
                    : "entries \(request.unshownEntries.map(String.init).joined(separator: ", ")) are never shown"
            case .never:
                note =
                    "only when the app calls WidgetCenter.shared.reloadTimelines(ofKind: \"\(metadata.kind)\")"
            }
            if request.reloadsPerDay > TimelineSchedule.dailyBudget {
                note += "; over the daily budget of \(TimelineSchedule.dailyBudget)"
            }
            requestRows.append([
                name, request.date.map(date) ?? "never",
                request.policy == .never ? "0" : "about \(request.reloadsPerDay)", note,
            ])
        }
        out += TextTable.render(requestRows)
        return out
    }

    /// The timeline's relevance clues, in priority order.
    private static func relevanceLines(_ clues: [RelevanceClue]) -> String {
        guard !clues.isEmpty else { return "" }
        var out = "Relevant in the Smart Stack (watchOS acts on it; elsewhere it is ignored):\n"
        for (index, clue) in clues.enumerated() {
            var line =
                clue.to.map { "\(date(clue.from)) to \(date($0))" } ?? "at \(date(clue.from))"
            if let kind = clue.kind { line += " (\(kind.rawValue))" }
            out += "  \(index + 1). \(line)\n"
        }
        return out
    }

    private static func untilLast(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "the next timeline"
        case .after(let date): "the next timeline, asked for at \(self.date(date))"
        case .never: "the app reloads"
        }
    }

    private static func date(_ value: Date) -> String { ISODate.string(from: value) ?? "\(value)" }

    /// `15 min`, `1 h 30 min`, `45 s`.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) s" }
        let hours = total / 3600
        let minutes = total / 60 % 60
        if hours == 0 { return "\(minutes) min" }
        return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
    }
}

extension ReloadPolicy {
    /// Same policy kind, whatever the date of `after`.
    func sameKind(as other: ReloadPolicy) -> Bool {
        switch (self, other) {
        case (.atEnd, .atEnd), (.never, .never), (.after, .after): true
        default: false
        }
    }
}

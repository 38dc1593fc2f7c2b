import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

/// `wdl timeline` on a Live Activity: its updates file checked and
/// compiled, then its schedule as a table.
enum ActivityTimelineCommand {
    static func run(_ path: String, scanner: ArgumentScanner) throws -> CommandOutcome {
        for option in ["--from", "--to", "--after"] where scanner.value(option) != nil {
            throw UsageError(
                "'\(option)' is for widget timelines; an activity's table covers its whole life")
        }
        let updatesPath = scanner.value("--updates") ?? ActivityUpdates.path(beside: path)
        guard FileManager.default.fileExists(atPath: updatesPath) else {
            throw UsageError(
                "no updates: '\(updatesPath)' does not exist", hint: "Pass --updates U.json.")
        }
        let options = InstantiationOptions(declaration: scanner.value("--widget"))
        let compiled = try Compilation.run(
            path, timelinePath: nil, updatesPath: updatesPath, options: options)
        guard let archive = compiled.archive else {
            return CommandOutcome(exitCode: .failure, standardError: compiled.messages)
        }
        // The compile read and checked the same files, so this read succeeds.
        guard let syntax = try Analysis.run(path).syntax,
            case .file(let file) = try SourceLoader.load(
                updatesPath, limit: ParseOptions().maximumFileSize),
            let updates = ActivityUpdatesChecker.read(
                file, against: syntax, activity: archive.metadata.name
            ).updates
        else {
            return CommandOutcome(exitCode: .failure, standardError: compiled.messages)
        }
        let text = ActivityTimelineTable.render(
            ActivitySchedule(updates), name: archive.metadata.name,
            updateCount: updates.updates.count)
        return CommandOutcome(
            exitCode: .success, standardOutput: text, standardError: compiled.messages)
    }
}

/// The text of `wdl timeline` on an activity.
enum ActivityTimelineTable {
    static func render(_ schedule: ActivitySchedule, name: String, updateCount: Int) -> String {
        let requested = schedule.requested.map { "requested \(date($0)), " } ?? ""
        var out =
            "\(name) (activity): \(requested)started \(date(schedule.start)), \(plural(updateCount, "update")), "
        out +=
            (schedule.endedBySystem ? "ended by the system" : "ended by the app")
            + " at \(date(schedule.end))\n\n"

        var rows: [[String]] = [["from", "until", "entry", "on screen", "where"]]
        if let requested = schedule.requested {
            rows.append([
                date(requested), date(schedule.start), "", "scheduled: nothing yet", "nowhere",
            ])
        }
        for row in schedule.rows {
            var what = row.name + (row.stale ? ", stale" : "")
            what += " (\(TimelineTable.duration(row.end.timeIntervalSince(row.start))))"
            rows.append([
                date(row.start), date(row.end), String(row.entry), what,
                row.ended ? "Lock Screen only" : "Dynamic Island and Lock Screen",
            ])
        }
        rows.append([date(schedule.removal), "", "", "removed", ""])
        out += TextTable.render(rows)

        if !schedule.neverShown.isEmpty {
            out += "\nnever shown:\n"
            out += TextTable.render(
                schedule.neverShown.map { ["entry \($0.entry)", $0.name, $0.reason] })
        }

        out += "\nlifetime:\n"
        let endNote =
            schedule.endedBySystem
            ? "by the system: an activity is active at most 8 hours" : "by the app"
        let latest = date(schedule.end.addingTimeInterval(ActivityLifetime.maximumAfterEnd))
        let removalNote: String
        switch schedule.dismissalPolicy {
        case .default: removalNote = "dismissal policy default: 4 hours after the end"
        case .immediate: removalNote = "dismissal policy immediate: at the end"
        case .after(let after):
            removalNote =
                "dismissal policy after(\(date(after))); at the latest \(latest), 4 hours after the end"
        }
        let requestRow = schedule.requested.map {
            [["requested", date($0), "a scheduled start; the limits count from the start"]]
        }
        out += TextTable.render(
            (requestRow ?? []) + [
                ["started", date(schedule.start), ""],
                ["active until at most", date(schedule.limit), "8 hours after the start"],
                ["ended", date(schedule.end), endNote + "; it leaves the Dynamic Island"],
                ["removed from the Lock Screen", date(schedule.removal), removalNote],
            ])
        return out
    }

    private static func date(_ value: Date) -> String { ISODate.string(from: value) ?? "\(value)" }
}

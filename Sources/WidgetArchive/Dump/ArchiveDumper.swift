import Foundation

/// Prints an archive for people (`wdl inspect`): the metadata, then each
/// entry's tree per family, one view a line in SwiftUI's spelling with its
/// modifiers below it. Deterministic: fixed number formatting, arguments
/// in name order.
public enum ArchiveDumper {
    /// The whole archive.
    public static func dump(_ archive: Archive) -> String {
        let metadata = archive.metadata
        var out = "\(metadata.declaration.name) \(metadata.name)\n"
        var rows: [(String, String)] = [("kind", metadata.kind)]
        if !metadata.displayName.isEmpty { rows.append(("display name", metadata.displayName)) }
        if !metadata.description.isEmpty { rows.append(("description", metadata.description)) }
        let surfaceLabel = metadata.declaration.surfaceNoun.many
        rows.append((surfaceLabel, metadata.surfaces.map(\.name).joined(separator: ", ")))
        if !metadata.platforms.isEmpty {
            rows.append(
                (
                    "platforms",
                    metadata.platforms.map { "\($0.platform) \($0.version)" }.joined(
                        separator: ", ")
                ))
        }
        if !metadata.configuration.isEmpty {
            rows.append(
                (
                    "configuration",
                    metadata.configuration.map { "\($0.name) = \(spell($0.value))" }.joined(
                        separator: ", ")
                ))
        }
        if metadata.declaration == .widget {
            rows.append(("reload policy", spell(metadata.reloadPolicy)))
            rows.append(
                ("content margins", metadata.contentMarginsDisabled ? "disabled" : "system"))
            rows.append(
                ("background removable", metadata.containerBackgroundRemovable ? "yes" : "no"))
            if metadata.carPlayApp { rows.append(("CarPlay app", "yes")) }
            if !metadata.reloadSources.isEmpty {
                rows.append(
                    ("reloaded by", metadata.reloadSources.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if !metadata.island.isEmpty { rows.append(("dynamic island", spell(metadata.island))) }
        if metadata.smallActivityFamily { rows.append(("activity families", "medium, small")) }
        rows.append(("entries", "\(archive.entries.count) (\(metadata.entrySource.name))"))
        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            out +=
                "  " + (label + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + value + "\n"
        }
        for (index, entry) in archive.entries.enumerated() {
            out +=
                "\nentry \(index + 1) of \(archive.entries.count), \(spell(entry.date))"
                + (entry.staleDate.map { ", stale from \(spell($0))" } ?? "") + "\n"
            for (surface, tree) in zip(metadata.surfaces, entry.trees) {
                out += "\n  \(surface.name):\n"
                out += dump(tree, indent: 2)
            }
        }
        return out
    }

    /// Views, one a line, starting at `indent` levels of two spaces.
    public static func dump(_ views: [ArchivedView], indent: Int = 0) -> String {
        var out = ""
        for view in views { write(view, indent: indent, into: &out) }
        return out
    }

    private static func write(_ view: ArchivedView, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        if view.kind == .text, case .text(let text)? = view.arguments["text"],
            view.arguments.count == 1
        {
            out += pad + spell(ArchiveValue.text(text)) + "\n"
        } else if view.kind == .color, case .color(let color)? = view.arguments["color"],
            view.arguments.count == 1
        {
            out += pad + spell(color) + "\n"
        } else {
            out +=
                pad + view.kind.name
                + arguments(
                    view.arguments, unlabelled: unlabelledInViews, always: view.children.isEmpty)
                + "\n"
        }
        writeViewArguments(view.arguments, indent: indent + 1, into: &out)
        for child in view.children { write(child, indent: indent + 1, into: &out) }
        // As SwiftUI source is laid out: a container's modifiers follow its
        // closing brace, at its own indentation; a leaf's are indented.
        let modifierPad = view.children.isEmpty ? pad + "  " : pad
        for modifier in view.modifiers {
            out +=
                modifierPad + "." + modifier.kind.name
                + arguments(modifier.arguments, unlabelled: unlabelledInModifiers, always: true)
                + "\n"
            writeViewArguments(
                modifier.arguments, indent: (view.children.isEmpty ? indent + 1 : indent) + 1,
                into: &out)
        }
    }

    /// View-valued arguments, each under its name.
    private static func writeViewArguments(
        _ arguments: ArchiveArguments, indent: Int, into out: inout String
    ) {
        for argument in arguments {
            guard case .views(let nested) = argument.value else { continue }
            out += String(repeating: "  ", count: indent) + argument.name + ":\n"
            for child in nested { write(child, indent: indent + 1, into: &out) }
        }
    }

    /// Parameters SwiftUI writes without a label: the archive keys of
    /// unlabelled parameters (`value` is a real label of `Gauge(value:)`,
    /// and the default key of a modifier's unlabelled parameter).
    private static let unlabelledInViews: Set<String> = ["text", "color", "name", "title"]
    private static let unlabelledInModifiers: Set<String> = ["value", "length", "edges"]

    /// `(alignment: .leading, spacing: 4)`; view-valued arguments are
    /// printed below the line instead.
    private static func arguments(
        _ arguments: ArchiveArguments, unlabelled: Set<String> = [], always: Bool = false
    ) -> String {
        let inline = arguments.filter {
            if case .views = $0.value { return false } else { return true }
        }
        if inline.isEmpty { return always ? "()" : "" }
        return "("
            + inline.map { (unlabelled.contains($0.name) ? "" : "\($0.name): ") + spell($0.value) }
            .joined(separator: ", ") + ")"
    }

    /// A value in Swift-like spelling.
    public static func spell(_ value: ArchiveValue) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): spell(number)
        case .string(let text): quote(text)
        case .date(let date): spell(date)
        case .dateRange(let lower, let upper): spell(lower) + "..." + spell(upper)
        case .numberRange(let lower, let upper): spell(lower) + "..." + spell(upper)
        case .url(let text): "URL(" + quote(text) + ")"
        case .keyword(let name): "." + name
        case .color(let color): spell(color)
        case .font(let font): spell(font)
        case .text(let text): text.runs.map(spell).joined(separator: " + ")
        case .intent(let intent):
            intent.name + "("
                + intent.arguments.map { "\($0.name): \(spell($0.value))" }.joined(separator: ", ")
                + ")"
        case .views(let views): views.map(\.kind.name).joined(separator: ", ")
        case .list(let values): "[" + values.map(spell).joined(separator: ", ") + "]"
        case .unitPoint(let x, let y): "UnitPoint(x: \(spell(x)), y: \(spell(y)))"
        case .edges(let edges): edges.spelling
        case .condition(let condition): spell(condition)
        }
    }

    /// Whole numbers without a fraction (`4`), others in Swift's shortest
    /// round-trip form (`0.75`), infinity as `.infinity`.
    public static func spell(_ number: Double) -> String {
        if number.isInfinite { return number < 0 ? "-.infinity" : ".infinity" }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func spell(_ date: Date) -> String {
        ISODate.string(from: date) ?? "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    }

    /// `atEnd`, `never`, `after(2026-11-21T12:00:00Z)`.
    public static func spell(archive policy: ReloadPolicy) -> String { spell(policy) }

    /// `priority leading 1; margins .all 8 for .expanded`, as Swift writes them.
    static func spell(_ island: IslandLayout) -> String {
        var parts = island.priorities.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            "\($0.key.rawValue) priority \(spell($0.value))"
        }
        for margin in island.margins {
            let target =
                switch margin.target {
                case .mode(let mode): "for .\(mode.name)"
                case .region(let region): "on \(region.rawValue)"
                }
            parts.append("margins \(margin.edges.spelling) \(spell(margin.length)) \(target)")
        }
        return parts.joined(separator: "; ")
    }

    static func spell(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(spell(date)))"
        }
    }

    static func spell(_ color: ArchiveColor) -> String {
        let base: String
        switch color.base {
        case .system(let name): base = "." + name
        case .hex(let value): base = "Color(hex: \(quote(ArchiveColor.hexSpelling(value))))"
        case .asset(let name): base = "Color(\(quote(name)))"
        case .rgb(let red, let green, let blue):
            base = "Color(red: \(spell(red)), green: \(spell(green)), blue: \(spell(blue)))"
        case .white(let white): base = "Color(white: \(spell(white)))"
        }
        // A shade has no Swift spelling: it is written as wdl applies it.
        let shaded = color.shade == 0 ? base : base + ".shade(\(spell(color.shade)))"
        return color.opacity == 1 ? shaded : shaded + ".opacity(\(spell(color.opacity)))"
    }

    static func spell(_ font: ArchiveFont) -> String {
        var text: String
        if let custom = font.custom {
            let size = spell(font.size ?? 17)
            text =
                font.fixedSize
                ? ".custom(\(SwiftLiteral.quoted(custom)), fixedSize: \(size))"
                : ".custom(\(SwiftLiteral.quoted(custom)), size: \(size)"
                    + (font.style.map { ", relativeTo: .\($0))" } ?? ")")
            if let weight = font.weight { text += ".weight(.\(weight))" }
        } else if let style = font.style {
            text = "." + style
            if let design = font.design { text += ".design(.\(design))" }
            if let weight = font.weight { text += ".weight(.\(weight))" }
        } else {
            var parts = ["size: \(spell(font.size ?? 17))"]
            if let weight = font.weight { parts.append("weight: .\(weight)") }
            if let design = font.design { parts.append("design: .\(design)") }
            text = ".system(" + parts.joined(separator: ", ") + ")"
        }
        if font.italic { text += ".italic()" }
        if font.monospacedDigit { text += ".monospacedDigit()" }
        return text
    }

    static func spell(_ run: TextRun) -> String {
        var text: String
        switch run.content {
        case .plain(let words): text = "Text(" + quote(words) + ")"
        case .date(let date, let style): text = "Text(\(spell(date)), style: .\(style))"
        case .timer(let start, let end, let pauseTime, let countsDown, let showsHours):
            text = "Text(timerInterval: \(spell(start))...\(spell(end))"
            if let pauseTime { text += ", pauseTime: \(spell(pauseTime))" }
            text += ", countsDown: \(countsDown), showsHours: \(showsHours))"
        case .symbol(let name): text = "Text(Image(systemName: " + quote(name) + "))"
        case .stopwatch(let start, let showsHours, let fractionDigits):
            text =
                "Text(.currentDate, format: .stopwatch(startingAt: \(spell(start)), showsHours: \(showsHours), fractionDigits: \(fractionDigits)))"
        }
        for modifier in run.modifiers {
            text +=
                "." + modifier.kind.name
                + arguments(modifier.arguments, unlabelled: unlabelledInModifiers, always: true)
        }
        return text
    }

    static func spell(_ condition: EnvironmentCondition) -> String {
        switch condition {
        case .flag(let key): key
        // A release is a number (`systemVersion == 17.0`), other values cases.
        case .equals(let key, let value):
            key == EnvironmentKey.systemVersion.rawValue
                ? "\(key) == \(value)" : "\(key) == .\(value)"
        case .not(let inner): "!(\(spell(inner)))"
        case .and(let left, let right): "(\(spell(left)) && \(spell(right)))"
        case .or(let left, let right): "(\(spell(left)) || \(spell(right)))"
        }
    }

    /// A Swift string literal (`SwiftLiteral.quoted`).
    public static func quote(_ text: String) -> String { SwiftLiteral.quoted(text) }
}

/// The parts of `Docs/ArchiveFormat.md` written from the schema: the
/// views' forms, the modifiers' argument table, the keyword sets, the
/// styles and the environment keys. A test compares the
/// document with these (and rewrites it when recording), so the document
/// and the schema cannot disagree.
public enum SchemaDocument {
    /// The line before a generated part, and the line after it.
    public static func markers(_ part: String) -> (begin: String, end: String) {
        ("<!-- generated from the schema: \(part) -->", "<!-- end of generated \(part) -->")
    }

    /// One table row per modifier and archived argument name, in tag order:
    /// the kind, the name, what it holds, the modifier's role, and its hover.
    public static var modifierTable: String {
        var lines = [
            "| kind | argument | value | role | what it does |", "| --- | --- | --- | --- | --- |",
        ]
        for row in ModifierTable.all {
            let names = row.argumentNames
            let first = names.first.map { cells(row, $0).joined(separator: " | ") } ?? "|"
            lines.append(
                "| `\(row.name)` | \(first) | \(row.role.rawValue)\(since(row)) | \(row.hover) |")
            for name in names.dropFirst() {
                lines.append("| | \(cells(row, name).joined(separator: " | ")) | | |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row per view, in tag order, then `ForEach`: the kind, its
    /// tag, its role, its forms with the first iOS of each newer than
    /// widgets, and its hover.
    public static var viewTable: String {
        var lines = [
            "| kind | tag | role | forms | what it is |", "| --- | --- | --- | --- | --- |",
        ]
        for row in ViewTable.all {
            let tag = row.kind.map { "`" + hex($0.rawValue) + "`" } ?? "—"
            let forms = row.forms.map { form in
                "`\(row.name)\(form.spelling)`"
                    + (form.availability[.iOS].map { " iOS \($0)+" } ?? "")
            }
            let cell = forms.isEmpty ? "— (written by wdl)" : forms.joined(separator: ", ")
            lines.append(
                "| `\(row.name)` | \(tag) | \(row.role.rawValue) | \(cell) | \(row.hover) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1E`: a tag as the format document writes it.
    private static func hex(_ tag: UInt8) -> String {
        let digits = String(tag, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// One row per keyword set: the enum's name and its spellings.
    public static var keywordTable: String {
        var lines = ["| enum | spellings |", "| --- | --- |"]
        for set in KeywordSet.vocabulary {
            lines.append(
                "| `\(set.name)` | " + set.spellings.map { "`\($0)`" }.joined(separator: ", ")
                    + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row per style keyword, modifier by modifier: the
    /// modifier, the keyword, its SwiftUI type, the versions it needs (and
    /// the platforms without it), and its hover with how it draws in a widget.
    public static var styleTable: String {
        var lines = [
            "| modifier | keyword | SwiftUI | needs | what it is |",
            "| --- | --- | --- | --- | --- |",
        ]
        for row in StyleTable.all {
            var needs = versions(row.availability)
            let missing = Platform.allCases.filter(row.unavailable.contains).map(\.rawValue)
            if !missing.isEmpty {
                needs =
                    (needs == "—" ? "" : needs + "; ") + "not on "
                    + missing.joined(separator: ", ")
            }
            let widgets = row.inWidgets.map { " In a widget: \($0)." } ?? ""
            lines.append(
                "| `\(row.modifier.name)` | `\(row.spelling)` | `\(row.swiftType)` | \(needs) | "
                    + row.hover + widgets + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row per environment key: the name a body writes, its
    /// SwiftUI name and type, the versions it needs, where it means
    /// something, and its hover.
    public static var environmentTable: String {
        var lines = [
            "| name | SwiftUI | type | needs | where | what it is |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for row in EnvironmentTable.all {
            lines.append(
                "| `\(row.name)` | `\(row.swiftSpelling)` | `\(row.valueType)` | "
                    + "\(versions(row.availability)) | \(row.surfaces.summary) | \(row.hover) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `iOS 16.0+, macOS 13.0+`, or `—` for what is as old as widgets.
    private static func versions(_ availability: [Platform: OSVersion]) -> String {
        let platforms = Platform.allCases.compactMap { platform in
            availability[platform].map { "\(platform.rawValue) \($0)+" }
        }
        return platforms.isEmpty ? "—" : platforms.joined(separator: ", ")
    }

    /// `document` with each generated part replaced by what the schema says now.
    public static func regenerated(_ document: String) -> String {
        var text = document
        let parts = [
            ("views", viewTable), ("modifiers", modifierTable), ("keyword sets", keywordTable),
            ("styles", styleTable), ("environment keys", environmentTable),
        ]
        for (part, body) in parts {
            let (begin, end) = markers(part)
            guard let start = text.range(of: begin + "\n"),
                let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
            else { continue }
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: body)
        }
        return text
    }

    /// The name cell and the value cell of one argument.
    private static func cells(_ row: ModifierSchema, _ name: ArgumentName) -> [String] {
        let parameters = row.parameters(named: name)
        var values: [String] = []
        for parameter in parameters {
            var value =
                (parameter.keywords ?? parameter.type.keywordSet).map { "keyword of `\($0.name)`" }
                ?? parameter.type.archivedAs
            if parameter.type == .unitPoint { value += ", or a unit point" }
            if !values.contains(value) { values.append(value) }
        }
        let optional = parameters.allSatisfy(\.optional) ? " (optional)" : ""
        return ["`\(name.rawValue)`", values.joined(separator: ", or ") + optional]
    }

    /// `, iOS 16+` when every form needs a release after widgets'.
    private static func since(_ row: ModifierSchema) -> String {
        let versions = row.forms.map { $0.availability[.iOS] }
        guard let first = versions.compactMap({ $0 }).min(), versions.allSatisfy({ $0 != nil })
        else { return "" }
        return ", iOS \(first)+"
    }
}

import Foundation

/// The JSON form of an archive, for people and diffs: the same tree as
/// `.wdla`, pretty-printed with sorted keys so that output is stable.
/// Dates are ISO 8601 strings; infinities are the strings `inf`/`-inf`.
public enum ArchiveJSON {
    /// The archive as pretty JSON, ending with a newline.
    public static func encode(_ archive: Archive) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try encoder.encode(archive)) + [0x0A]
    }

    /// Reads the JSON form back; throws `DecodingError` on anything else.
    public static func decode(_ bytes: [UInt8]) throws -> Archive {
        try makeDecoder().decode(Archive.self, from: Data(bytes))
    }

    /// A decoder configured for the JSON form (the benchmark uses it too).
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}

/// A coding key from any string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A date as an ISO 8601 string, or as seconds since 1970 when it has a
/// finer fraction than milliseconds (so that the round trip is exact).
struct CodedDate: Codable {
    let date: Date
    init(_ date: Date) { self.date = date }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let date = ISODate.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "'\(text)' is not a date such as 2026-11-21T09:30:00Z")
            }
            self.date = date
        } else {
            self.date = Date(timeIntervalSince1970: try container.decode(Double.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let text = ISODate.string(from: date) {
            try container.encode(text)
        } else {
            try container.encode(date.timeIntervalSince1970)
        }
    }
}

private func corrupt(_ container: KeyedDecodingContainer<AnyKey>, _ message: String)
    -> DecodingError
{
    DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: message))
}

/// The one key of a single-key object (`{"number": 4}`).
private func onlyKey(_ container: KeyedDecodingContainer<AnyKey>, _ what: String) throws -> AnyKey {
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
        throw corrupt(container, "\(what) is an object with exactly one key")
    }
    return key
}

extension Archive: Codable {
    private struct Entry: Codable {
        var date: CodedDate
        var trees: [String: [ArchivedView]]
        /// Only in `updates` archives.
        var staleDate: CodedDate?
    }

    /// Reads `{"format", "metadata", "entries"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let format = try container.decode(String.self, forKey: AnyKey("format"))
        guard format.split(separator: ".").first == Substring(String(ArchiveFormat.majorVersion))
        else {
            throw corrupt(
                container, "archive format \(format) is not \(ArchiveFormat.majorVersion).x")
        }
        let metadata = try container.decode(ArchiveMetadata.self, forKey: AnyKey("metadata"))
        let raw = try container.decode([Entry].self, forKey: AnyKey("entries"))
        var entries: [ArchiveEntry] = []
        for entry in raw {
            guard Set(entry.trees.keys) == Set(metadata.surfaces.map(\.name)) else {
                throw corrupt(container, "an entry's trees must be exactly the archive's families")
            }
            guard entry.staleDate == nil || metadata.entrySource == .updates else {
                throw corrupt(container, "only an activity's updates have a staleDate")
            }
            entries.append(
                ArchiveEntry(
                    date: entry.date.date,
                    trees: metadata.surfaces.map { entry.trees[$0.name] ?? [] },
                    staleDate: entry.staleDate?.date))
        }
        self.init(metadata: metadata, entries: entries)
    }

    /// Writes `{"format", "metadata", "entries"}`; each entry's trees by family name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(
            "\(ArchiveFormat.majorVersion).\(ArchiveFormat.minorVersion(for: self))",
            forKey: AnyKey("format"))
        try container.encode(metadata, forKey: AnyKey("metadata"))
        let coded = entries.map { entry in
            Entry(
                date: CodedDate(entry.date),
                trees: Dictionary(
                    uniqueKeysWithValues: zip(metadata.surfaces.map(\.name), entry.trees)),
                staleDate: entry.staleDate.map(CodedDate.init))
        }
        try container.encode(coded, forKey: AnyKey("entries"))
    }
}

extension ArchiveMetadata: Codable {
    /// Reads the metadata object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        func string(_ key: String) throws -> String {
            try container.decode(String.self, forKey: AnyKey(key))
        }
        guard
            let declaration = DeclarationKind.allCases.first(where: {
                $0.name == (try? string("declaration"))
            })
        else {
            throw corrupt(container, "declaration is \"widget\", \"activity\" or \"control\"")
        }
        guard
            let source = EntrySource.allCases.first(where: {
                $0.name == (try? string("entrySource"))
            })
        else {
            throw corrupt(container, "entrySource is \"placeholder\", \"timeline\" or \"updates\"")
        }
        var surfaces: [Surface] = []
        for name in try container.decode([String].self, forKey: AnyKey("surfaces")) {
            // A remote presentation is drawn from the others, never archived.
            guard let surface = Surface(name: name), !surfaces.contains(surface),
                !surface.isRemotePresentation
            else {
                throw corrupt(container, "unknown or repeated family '\(name)'")
            }
            surfaces.append(surface)
        }
        let platforms = try container.decode([[String: String]].self, forKey: AnyKey("platforms"))
            .map { pair -> PlatformRequirement in
                guard pair.count == 2, let platform = pair["platform"],
                    let version = pair["version"]
                else {
                    throw corrupt(container, "a platform is {\"platform\": ..., \"version\": ...}")
                }
                return PlatformRequirement(platform: platform, version: version)
            }
        let policy: ReloadPolicy
        if let name = try? container.decode(String.self, forKey: AnyKey("reloadPolicy")) {
            switch name {
            case "atEnd": policy = .atEnd
            case "never": policy = .never
            default:
                throw corrupt(
                    container, "reloadPolicy is \"atEnd\", \"never\" or {\"after\": DATE}")
            }
        } else {
            let after = try container.decode(
                [String: CodedDate].self, forKey: AnyKey("reloadPolicy"))
            guard after.count == 1, let date = after["after"] else {
                throw corrupt(
                    container, "reloadPolicy is \"atEnd\", \"never\" or {\"after\": DATE}")
            }
            policy = .after(date.date)
        }
        self.init(
            declaration: declaration, name: try string("name"), kind: try string("kind"),
            displayName: try string("displayName"),
            description: try string("description"), surfaces: surfaces, platforms: platforms,
            configuration: try container.decode(
                ArchiveArguments.self, forKey: AnyKey("configuration")),
            reloadPolicy: policy, entrySource: source,
            contentMarginsDisabled: try container.decode(
                Bool.self, forKey: AnyKey("contentMarginsDisabled")),
            containerBackgroundRemovable: try container.decode(
                Bool.self, forKey: AnyKey("containerBackgroundRemovable")),
            island: try container.decodeIfPresent(IslandLayout.self, forKey: AnyKey("island"))
                ?? IslandLayout(),
            smallActivityFamily: try container.decodeIfPresent(
                [String].self, forKey: AnyKey("supplementalActivityFamilies"))?.contains(
                    ActivityFamily.small.rawValue) ?? false,
            carPlayApp: try container.decodeIfPresent(Bool.self, forKey: AnyKey("carPlayApp"))
                ?? false,
            reloadSources: try container.decodeIfPresent(
                [ReloadSource].self, forKey: AnyKey("reloadedBy")) ?? [])
    }

    /// Writes the metadata object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(declaration.name, forKey: AnyKey("declaration"))
        try container.encode(name, forKey: AnyKey("name"))
        try container.encode(kind, forKey: AnyKey("kind"))
        try container.encode(displayName, forKey: AnyKey("displayName"))
        try container.encode(description, forKey: AnyKey("description"))
        try container.encode(surfaces.map(\.name), forKey: AnyKey("surfaces"))
        try container.encode(
            platforms.map { ["platform": $0.platform, "version": $0.version] },
            forKey: AnyKey("platforms"))
        try container.encode(configuration, forKey: AnyKey("configuration"))
        switch reloadPolicy {
        case .atEnd: try container.encode("atEnd", forKey: AnyKey("reloadPolicy"))
        case .never: try container.encode("never", forKey: AnyKey("reloadPolicy"))
        case .after(let date):
            try container.encode(["after": CodedDate(date)], forKey: AnyKey("reloadPolicy"))
        }
        try container.encode(entrySource.name, forKey: AnyKey("entrySource"))
        try container.encode(contentMarginsDisabled, forKey: AnyKey("contentMarginsDisabled"))
        try container.encode(
            containerBackgroundRemovable, forKey: AnyKey("containerBackgroundRemovable"))
        if !island.isEmpty { try container.encode(island, forKey: AnyKey("island")) }
        if carPlayApp { try container.encode(true, forKey: AnyKey("carPlayApp")) }
        if !reloadSources.isEmpty {
            try container.encode(reloadSources, forKey: AnyKey("reloadedBy"))
        }
        if smallActivityFamily {
            try container.encode(
                [ActivityFamily.small.rawValue], forKey: AnyKey("supplementalActivityFamilies"))
        }
    }
}

extension IslandLayout: Codable {
    /// Reads `{"priorities": {"expandedLeading": 1}, "margins": [{"mode" or
    /// "region": NAME, "edges": [...], "length": N}]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var priorities: [ActivityPresentation: Double] = [:]
        let written = try container.decode([String: Double].self, forKey: AnyKey("priorities"))
        for (name, priority) in written {
            guard let region = ActivityPresentation(rawValue: name), !region.isRemote else {
                throw corrupt(container, "unknown Dynamic Island region '\(name)'")
            }
            priorities[region] = priority
        }
        var margins: [IslandMargin] = []
        for margin in try container.decode(
            [[String: CodedMarginField]].self, forKey: AnyKey("margins"))
        {
            guard case .text(let edgeNames)? = margin["edges"],
                case .number(let length)? = margin["length"]
            else { throw corrupt(container, "a margin has \"edges\" and \"length\"") }
            var edges: EdgeSet = []
            for name in edgeNames.split(separator: " ") {
                guard let edge = EdgeSet.named.first(where: { $0.0 == name })?.1 else {
                    throw corrupt(container, "unknown edge '\(name)'")
                }
                edges.formUnion(edge)
            }
            let target: IslandMargin.Target
            if case .text(let name)? = margin["mode"], let mode = DynamicIslandMode(name: name) {
                target = .mode(mode)
            } else if case .text(let name)? = margin["region"],
                let region = ActivityPresentation(rawValue: name), !region.isRemote
            {
                target = .region(region)
            } else {
                throw corrupt(container, "a margin has a \"mode\" or a \"region\"")
            }
            margins.append(IslandMargin(target: target, edges: edges, length: length))
        }
        self.init(priorities: priorities, margins: margins)
    }

    /// Writes the priorities and margins.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(
            Dictionary(uniqueKeysWithValues: priorities.map { ($0.key.rawValue, $0.value) }),
            forKey: AnyKey("priorities"))
        let coded = margins.map { margin -> [String: CodedMarginField] in
            var fields: [String: CodedMarginField] = [
                "edges": .text(
                    EdgeSet.named.dropFirst(3).filter { margin.edges.contains($0.1) }.map(\.0)
                        .joined(separator: " ")),
                "length": .number(margin.length),
            ]
            switch margin.target {
            case .mode(let mode): fields["mode"] = .text(mode.name)
            case .region(let region): fields["region"] = .text(region.rawValue)
            }
            return fields
        }
        try container.encode(coded, forKey: AnyKey("margins"))
    }
}

/// A field of a coded margin: a name or a number.
enum CodedMarginField: Codable, Equatable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        }
    }
}

extension ArchiveArguments: Codable {
    /// Reads `{"name": value, ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var pairs: [(String, ArchiveValue)] = []
        for key in container.allKeys {
            pairs.append((key.stringValue, try container.decode(ArchiveValue.self, forKey: key)))
        }
        self.init(pairs)
    }

    /// Writes `{"name": value, ...}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for argument in pairs {
            try container.encode(argument.value, forKey: AnyKey(argument.name))
        }
    }
}

extension ArchivedView: Codable {
    /// Reads `{"view": "VStack", "arguments"?, "children"?, "modifiers"?}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let name = try container.decode(String.self, forKey: AnyKey("view"))
        guard let kind = ViewKind(name: name) else {
            throw corrupt(container, "unknown view '\(name)'")
        }
        let arguments =
            try container.decodeIfPresent(ArchiveArguments.self, forKey: AnyKey("arguments"))
            ?? ArchiveArguments()
        if let problem = kind.schema.mismatch(in: arguments) { throw corrupt(container, problem) }
        self.init(
            kind, arguments: arguments,
            children: try container.decodeIfPresent([ArchivedView].self, forKey: AnyKey("children"))
                ?? [],
            modifiers: try container.decodeIfPresent(
                [ArchivedModifier].self, forKey: AnyKey("modifiers")) ?? [])
    }

    /// Writes the view, leaving out empty parts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(kind.name, forKey: AnyKey("view"))
        if !arguments.isEmpty { try container.encode(arguments, forKey: AnyKey("arguments")) }
        if !children.isEmpty { try container.encode(children, forKey: AnyKey("children")) }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: AnyKey("modifiers")) }
    }
}

extension ArchivedModifier: Codable {
    /// Reads `{"modifier": "font", "arguments"?}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let name = try container.decode(String.self, forKey: AnyKey("modifier"))
        guard let kind = ModifierKind(name: name) else {
            throw corrupt(container, "unknown modifier '\(name)'")
        }
        let arguments =
            try container.decodeIfPresent(ArchiveArguments.self, forKey: AnyKey("arguments"))
            ?? ArchiveArguments()
        if let problem = kind.schema.mismatch(in: arguments) { throw corrupt(container, problem) }
        self.init(kind, arguments: arguments)
    }

    /// Writes the modifier, leaving out empty arguments.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(kind.name, forKey: AnyKey("modifier"))
        if !arguments.isEmpty { try container.encode(arguments, forKey: AnyKey("arguments")) }
    }
}

extension ArchiveValue: Codable {
    /// Reads a one-key object: `{"number": 4}`, `{"keyword": "leading"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let key = try onlyKey(container, "a value")
        switch key.stringValue {
        case "null": self = .null
        case "bool": self = .bool(try container.decode(Bool.self, forKey: key))
        case "integer": self = .integer(try container.decode(Int.self, forKey: key))
        case "number":
            let number = try container.decode(Double.self, forKey: key)
            guard !number.isNaN else { throw corrupt(container, "a number is NaN") }
            self = .number(number)
        case "string": self = .string(try container.decode(String.self, forKey: key))
        case "date": self = .date(try container.decode(CodedDate.self, forKey: key).date)
        case "dateRange":
            let pair = try container.decode([CodedDate].self, forKey: key)
            guard pair.count == 2 else { throw corrupt(container, "a dateRange has two dates") }
            self = .dateRange(pair[0].date, pair[1].date)
        case "numberRange":
            let pair = try container.decode([Double].self, forKey: key)
            guard pair.count == 2 else { throw corrupt(container, "a numberRange has two numbers") }
            self = .numberRange(pair[0], pair[1])
        case "url": self = .url(try container.decode(String.self, forKey: key))
        case "keyword": self = .keyword(try container.decode(String.self, forKey: key))
        case "color": self = .color(try container.decode(ArchiveColor.self, forKey: key))
        case "font": self = .font(try container.decode(ArchiveFont.self, forKey: key))
        case "text": self = .text(ArchiveText(try container.decode([TextRun].self, forKey: key)))
        case "intent":
            let intent = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            self = .intent(
                IntentCall(
                    name: try intent.decode(String.self, forKey: AnyKey("name")),
                    arguments: try intent.decodeIfPresent(
                        ArchiveArguments.self, forKey: AnyKey("arguments")) ?? ArchiveArguments()))
        case "views": self = .views(try container.decode([ArchivedView].self, forKey: key))
        case "list": self = .list(try container.decode([ArchiveValue].self, forKey: key))
        case "unitPoint":
            let pair = try container.decode([Double].self, forKey: key)
            guard pair.count == 2 else { throw corrupt(container, "a unitPoint has x and y") }
            self = .unitPoint(x: pair[0], y: pair[1])
        case "edges":
            var edges = EdgeSet()
            for name in try container.decode([String].self, forKey: key) {
                guard let edge = EdgeSet.named.first(where: { $0.0 == name })?.1 else {
                    throw corrupt(container, "unknown edge '\(name)'")
                }
                edges.formUnion(edge)
            }
            self = .edges(edges)
        case "condition":
            self = .condition(try container.decode(EnvironmentCondition.self, forKey: key))
        default: throw corrupt(container, "unknown value kind '\(key.stringValue)'")
        }
    }

    /// Writes a one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        switch self {
        case .null: try container.encode(true, forKey: AnyKey("null"))
        case .bool(let flag): try container.encode(flag, forKey: AnyKey("bool"))
        case .integer(let number): try container.encode(number, forKey: AnyKey("integer"))
        case .number(let number): try container.encode(number, forKey: AnyKey("number"))
        case .string(let text): try container.encode(text, forKey: AnyKey("string"))
        case .date(let date): try container.encode(CodedDate(date), forKey: AnyKey("date"))
        case .dateRange(let lower, let upper):
            try container.encode([CodedDate(lower), CodedDate(upper)], forKey: AnyKey("dateRange"))
        case .numberRange(let lower, let upper):
            try container.encode([lower, upper], forKey: AnyKey("numberRange"))
        case .url(let text): try container.encode(text, forKey: AnyKey("url"))
        case .keyword(let name): try container.encode(name, forKey: AnyKey("keyword"))
        case .color(let color): try container.encode(color, forKey: AnyKey("color"))
        case .font(let font): try container.encode(font, forKey: AnyKey("font"))
        case .text(let text): try container.encode(text.runs, forKey: AnyKey("text"))
        case .intent(let intent):
            var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("intent"))
            try nested.encode(intent.name, forKey: AnyKey("name"))
            if !intent.arguments.isEmpty {
                try nested.encode(intent.arguments, forKey: AnyKey("arguments"))
            }
        case .views(let views): try container.encode(views, forKey: AnyKey("views"))
        case .list(let values): try container.encode(values, forKey: AnyKey("list"))
        case .unitPoint(let x, let y): try container.encode([x, y], forKey: AnyKey("unitPoint"))
        case .edges(let edges):
            try container.encode(
                EdgeSet.named.dropFirst(3).filter { edges.contains($0.1) }.map(\.0),
                forKey: AnyKey("edges"))
        case .condition(let condition): try container.encode(condition, forKey: AnyKey("condition"))
        }
    }
}

extension ArchiveColor: Codable {
    /// Reads `{"system": "red", "opacity": 0.8}` and the like.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let opacity = try container.decodeIfPresent(Double.self, forKey: AnyKey("opacity")) ?? 1
        let shade = try container.decodeIfPresent(Double.self, forKey: AnyKey("shade")) ?? 0
        guard shade.isFinite, (-1...1).contains(shade) else {
            throw corrupt(container, "shade is in -1...1")
        }
        let keys = container.allKeys.filter { !["opacity", "shade"].contains($0.stringValue) }
        guard keys.count == 1, let key = keys.first else {
            throw corrupt(container, "a colour has one of system, hex, asset, rgb, white")
        }
        try self.init(key, in: container, opacity: opacity)
        self.shade = shade
    }

    /// The colour of the one kind `key` names.
    private init(_ key: AnyKey, in container: KeyedDecodingContainer<AnyKey>, opacity: Double)
        throws
    {
        switch key.stringValue {
        case "system":
            self.init(.system(try container.decode(String.self, forKey: key)), opacity: opacity)
        case "asset":
            self.init(.asset(try container.decode(String.self, forKey: key)), opacity: opacity)
        case "white":
            self.init(.white(try container.decode(Double.self, forKey: key)), opacity: opacity)
        case "hex":
            let text = try container.decode(String.self, forKey: key)
            guard text.count == 7, text.first == "#",
                let value = UInt32(text.dropFirst(), radix: 16)
            else { throw corrupt(container, "hex is \"#RRGGBB\"") }
            self.init(.hex(value), opacity: opacity)
        case "rgb":
            let parts = try container.decode([Double].self, forKey: key)
            guard parts.count == 3 else { throw corrupt(container, "rgb has three numbers") }
            self.init(.rgb(red: parts[0], green: parts[1], blue: parts[2]), opacity: opacity)
        default: throw corrupt(container, "unknown colour kind '\(key.stringValue)'")
        }
    }

    /// Writes the base under its kind, and the opacity when it is not 1.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        switch base {
        case .system(let name): try container.encode(name, forKey: AnyKey("system"))
        case .asset(let name): try container.encode(name, forKey: AnyKey("asset"))
        case .white(let white): try container.encode(white, forKey: AnyKey("white"))
        case .hex(let value):
            try container.encode(ArchiveColor.hexSpelling(value), forKey: AnyKey("hex"))
        case .rgb(let red, let green, let blue):
            try container.encode([red, green, blue], forKey: AnyKey("rgb"))
        }
        if opacity != 1 { try container.encode(opacity, forKey: AnyKey("opacity")) }
        if shade != 0 { try container.encode(shade, forKey: AnyKey("shade")) }
    }

    /// `#3A2D6B`.
    public static func hexSpelling(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}

extension ArchiveFont: Codable {
    /// Reads the font's present fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        self.init(
            style: try container.decodeIfPresent(String.self, forKey: AnyKey("style")),
            size: try container.decodeIfPresent(Double.self, forKey: AnyKey("size")),
            weight: try container.decodeIfPresent(String.self, forKey: AnyKey("weight")),
            design: try container.decodeIfPresent(String.self, forKey: AnyKey("design")),
            italic: try container.decodeIfPresent(Bool.self, forKey: AnyKey("italic")) ?? false,
            monospacedDigit: try container.decodeIfPresent(
                Bool.self, forKey: AnyKey("monospacedDigit")) ?? false,
            custom: try container.decodeIfPresent(String.self, forKey: AnyKey("custom")),
            fixedSize: try container.decodeIfPresent(Bool.self, forKey: AnyKey("fixedSize"))
                ?? false)
    }

    /// Writes the fields that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encodeIfPresent(style, forKey: AnyKey("style"))
        try container.encodeIfPresent(size, forKey: AnyKey("size"))
        try container.encodeIfPresent(weight, forKey: AnyKey("weight"))
        try container.encodeIfPresent(design, forKey: AnyKey("design"))
        if italic { try container.encode(true, forKey: AnyKey("italic")) }
        if monospacedDigit { try container.encode(true, forKey: AnyKey("monospacedDigit")) }
        try container.encodeIfPresent(custom, forKey: AnyKey("custom"))
        if fixedSize { try container.encode(true, forKey: AnyKey("fixedSize")) }
    }
}

extension TextRun: Codable {
    /// Reads `{"plain": "..."}`, `{"date": D, "style": S}` or `{"timer": {...}}`, with `modifiers`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let modifiers =
            try container.decodeIfPresent([ArchivedModifier].self, forKey: AnyKey("modifiers"))
            ?? []
        if let words = try container.decodeIfPresent(String.self, forKey: AnyKey("plain")) {
            self.init(.plain(words), modifiers: modifiers)
        } else if let name = try container.decodeIfPresent(String.self, forKey: AnyKey("symbol")) {
            self.init(.symbol(name), modifiers: modifiers)
        } else if let date = try container.decodeIfPresent(CodedDate.self, forKey: AnyKey("date")) {
            self.init(
                .date(date.date, style: try container.decode(String.self, forKey: AnyKey("style"))),
                modifiers: modifiers)
        } else if container.contains(AnyKey("stopwatch")) {
            let stopwatch = try container.nestedContainer(
                keyedBy: AnyKey.self, forKey: AnyKey("stopwatch"))
            let digits = try stopwatch.decode(Int.self, forKey: AnyKey("fractionDigits"))
            guard (0...3).contains(digits) else {
                throw corrupt(stopwatch, "fractionDigits is 0 to 3")
            }
            self.init(
                .stopwatch(
                    start: try stopwatch.decode(CodedDate.self, forKey: AnyKey("start")).date,
                    showsHours: try stopwatch.decode(Bool.self, forKey: AnyKey("showsHours")),
                    fractionDigits: digits),
                modifiers: modifiers)
        } else {
            let timer = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("timer"))
            self.init(
                .timer(
                    start: try timer.decode(CodedDate.self, forKey: AnyKey("start")).date,
                    end: try timer.decode(CodedDate.self, forKey: AnyKey("end")).date,
                    pauseTime: try timer.decodeIfPresent(
                        CodedDate.self, forKey: AnyKey("pauseTime"))?.date,
                    countsDown: try timer.decode(Bool.self, forKey: AnyKey("countsDown")),
                    showsHours: try timer.decode(Bool.self, forKey: AnyKey("showsHours"))),
                modifiers: modifiers)
        }
    }

    /// Writes the run's content and its modifiers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        switch content {
        case .plain(let words): try container.encode(words, forKey: AnyKey("plain"))
        case .date(let date, let style):
            try container.encode(CodedDate(date), forKey: AnyKey("date"))
            try container.encode(style, forKey: AnyKey("style"))
        case .timer(let start, let end, let pauseTime, let countsDown, let showsHours):
            var timer = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("timer"))
            try timer.encode(CodedDate(start), forKey: AnyKey("start"))
            try timer.encode(CodedDate(end), forKey: AnyKey("end"))
            try timer.encodeIfPresent(pauseTime.map(CodedDate.init), forKey: AnyKey("pauseTime"))
            try timer.encode(countsDown, forKey: AnyKey("countsDown"))
            try timer.encode(showsHours, forKey: AnyKey("showsHours"))
        case .symbol(let name): try container.encode(name, forKey: AnyKey("symbol"))
        case .stopwatch(let start, let showsHours, let fractionDigits):
            var stopwatch = container.nestedContainer(
                keyedBy: AnyKey.self, forKey: AnyKey("stopwatch"))
            try stopwatch.encode(CodedDate(start), forKey: AnyKey("start"))
            try stopwatch.encode(showsHours, forKey: AnyKey("showsHours"))
            // Clamped as the binary form is: both codecs hold 0 to 3 digits.
            try stopwatch.encode(min(3, max(0, fractionDigits)), forKey: AnyKey("fractionDigits"))
        }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: AnyKey("modifiers")) }
    }
}

extension EnvironmentCondition: Codable {
    /// Reads `{"flag": k}`, `{"equals": [k, v]}`, `{"not": c}`, `{"and": [a, b]}`, `{"or": [a, b]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let key = try onlyKey(container, "a condition")
        switch key.stringValue {
        case "flag": self = .flag(try container.decode(String.self, forKey: key))
        case "not": self = .not(try container.decode(EnvironmentCondition.self, forKey: key))
        case "equals":
            let pair = try container.decode([String].self, forKey: key)
            guard pair.count == 2 else { throw corrupt(container, "equals has a key and a value") }
            self = .equals(pair[0], pair[1])
        case "and", "or":
            let pair = try container.decode([EnvironmentCondition].self, forKey: key)
            guard pair.count == 2 else {
                throw corrupt(container, "\(key.stringValue) has two conditions")
            }
            self = key.stringValue == "and" ? .and(pair[0], pair[1]) : .or(pair[0], pair[1])
        default: throw corrupt(container, "unknown condition '\(key.stringValue)'")
        }
    }

    /// Writes a one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        switch self {
        case .flag(let key): try container.encode(key, forKey: AnyKey("flag"))
        case .equals(let key, let value):
            try container.encode([key, value], forKey: AnyKey("equals"))
        case .not(let inner): try container.encode(inner, forKey: AnyKey("not"))
        case .and(let left, let right): try container.encode([left, right], forKey: AnyKey("and"))
        case .or(let left, let right): try container.encode([left, right], forKey: AnyKey("or"))
        }
    }
}

import Foundation

/// Reads `.wdla` bytes back into an `Archive`. Every read is bounds-checked
/// and every tag validated, so any input (truncated, corrupted, hostile)
/// either decodes or throws an `ArchiveDecodingError`; nothing traps.
public enum ArchiveDecoder {
    /// Decodes a whole archive: magic, version, checksum, string table,
    /// metadata, entries, and nothing after.
    public static func decode(_ bytes: [UInt8], options: DecodingOptions = DecodingOptions())
        throws(ArchiveDecodingError) -> Archive
    {
        guard bytes.count >= ArchiveFormat.magic.count,
            bytes[0..<4].elementsEqual(ArchiveFormat.magic)
        else {
            // A short prefix of a real archive is truncated, not foreign.
            if bytes.count < 4, ArchiveFormat.magic.starts(with: bytes) {
                throw .truncated(offset: bytes.count)
            }
            throw .notAnArchive
        }
        guard bytes.count >= ArchiveFormat.headerSize else { throw .truncated(offset: bytes.count) }
        let major = bytes[4]
        guard major == ArchiveFormat.majorVersion else {
            // Format 0 never existed; a newer major is refused with advice.
            if major > ArchiveFormat.majorVersion {
                throw .unsupportedVersion(major: Int(major), minor: Int(bytes[5]))
            }
            throw .unknownTag(major, what: "format version", offset: 4)
        }
        guard bytes.count >= ArchiveFormat.headerSize + ArchiveFormat.checksumSize else {
            throw .truncated(offset: bytes.count)
        }
        let end = bytes.count - ArchiveFormat.checksumSize
        if options.verifiesChecksum {
            var tail = ByteReader(bytes, offset: end)
            let stored = try tail.readUInt32()
            let computed = CRC32.checksum(bytes[..<end])
            guard stored == computed else {
                // A file cut short also fails its checksum; say which it is.
                var unchecked = options
                unchecked.verifiesChecksum = false
                do {
                    _ = try decode(bytes, options: unchecked)
                } catch .truncated {
                    throw .truncated(offset: bytes.count)
                } catch {}
                throw .checksumMismatch(stored: stored, computed: computed)
            }
        }
        var decoder = BodyReader(
            reader: ByteReader(bytes, offset: ArchiveFormat.headerSize, end: end),
            maximumDepth: options.maximumDepth)
        let archive = try decoder.readArchive()
        try decoder.reader.expectEnd()
        return archive
    }
}

private struct BodyReader {
    var reader: ByteReader
    var strings: [String] = []
    var depth = 0
    let maximumDepth: Int

    init(reader: ByteReader, maximumDepth: Int) {
        self.reader = reader
        self.maximumDepth = maximumDepth
    }

    mutating func readArchive() throws(ArchiveDecodingError) -> Archive {
        let count = try reader.readCount()
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try reader.readString()) }
        let metadata = try readMetadata()
        // Each entry is at least a date byte and a count byte per surface.
        let entryCount = try reader.readCount(minimumItemSize: 1 + metadata.surfaces.count)
        var entries: [ArchiveEntry] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            let date = try readDate()
            let staleDate = metadata.entrySource == .updates ? try readStaleDate() : nil
            var trees: [[ArchivedView]] = []
            trees.reserveCapacity(metadata.surfaces.count)
            for _ in metadata.surfaces { trees.append(try readViews()) }
            entries.append(ArchiveEntry(date: date, trees: trees, staleDate: staleDate))
        }
        return Archive(metadata: metadata, entries: entries)
    }

    mutating func readReference() throws(ArchiveDecodingError) -> String {
        let start = reader.offset
        let index = try reader.readVarint()
        guard index < UInt64(strings.count) else {
            throw .invalidValue(
                "string \(index) is past the string table of \(strings.count)", offset: start)
        }
        return strings[Int(index)]
    }

    mutating func readNumber() throws(ArchiveDecodingError) -> Double {
        let start = reader.offset
        let raw = try reader.readVarint()
        if raw & 1 == 0 { return Double(Varint.unzigzag(raw >> 1)) }
        guard raw == 1 else { throw .invalidValue("malformed number", offset: start) }
        let number = try reader.readDouble()
        // No archive holds NaN (instantiation refuses it), and NaN is not
        // equal to itself, so an archive with one could not round-trip.
        guard !number.isNaN else { throw .invalidValue("a number is NaN", offset: start) }
        return number
    }

    mutating func readDate() throws(ArchiveDecodingError) -> Date {
        Date(timeIntervalSince1970: try readNumber())
    }

    /// `00`, or `01` and a date: an `updates` entry's stale date.
    mutating func readStaleDate() throws(ArchiveDecodingError) -> Date? {
        let start = reader.offset
        switch try reader.readByte() {
        case 0: return nil
        case 1: return try readDate()
        case let byte: throw .unknownTag(byte, what: "stale date presence", offset: start)
        }
    }

    mutating func readFlags(_ all: UInt8, _ what: String) throws(ArchiveDecodingError) -> UInt8 {
        let start = reader.offset
        let byte = try reader.readByte()
        guard byte & ~all == 0 else { throw .unknownTag(byte, what: what, offset: start) }
        return byte
    }

    mutating func readMetadata() throws(ArchiveDecodingError) -> ArchiveMetadata {
        let start = reader.offset
        let declarationTag = try reader.readByte()
        guard let declaration = DeclarationKind(rawValue: declarationTag) else {
            throw .unknownTag(declarationTag, what: "declaration", offset: start)
        }
        let name = try readReference()
        let kind = try readReference()
        let displayName = try readReference()
        let description = try readReference()
        let flags = try readFlags(ArchiveFormat.MetadataBit.all, "metadata flags")
        let surfaceCount = try reader.readCount()
        var surfaces: [Surface] = []
        for _ in 0..<surfaceCount {
            let offset = reader.offset
            let tag = try reader.readByte()
            guard let surface = ArchiveFormat.surfaceOfTag[tag] else {
                throw .unknownTag(tag, what: "family", offset: offset)
            }
            guard !surfaces.contains(surface) else {
                throw .invalidValue("family \(surface.name) is listed twice", offset: offset)
            }
            surfaces.append(surface)
        }
        let platformCount = try reader.readCount(minimumItemSize: 2)
        var platforms: [PlatformRequirement] = []
        for _ in 0..<platformCount {
            platforms.append(
                PlatformRequirement(platform: try readReference(), version: try readReference()))
        }
        let configuration = try readArguments()
        let policyOffset = reader.offset
        let policyTag = try reader.readByte()
        let policy: ReloadPolicy
        switch ArchiveFormat.PolicyTag(rawValue: policyTag) {
        case .atEnd: policy = .atEnd
        case .never: policy = .never
        case .after: policy = .after(try readDate())
        case nil: throw .unknownTag(policyTag, what: "reload policy", offset: policyOffset)
        }
        let sourceOffset = reader.offset
        let sourceTag = try reader.readByte()
        guard let source = EntrySource(rawValue: sourceTag) else {
            throw .unknownTag(sourceTag, what: "entry source", offset: sourceOffset)
        }
        let island =
            flags & ArchiveFormat.MetadataBit.island != 0 ? try readIsland() : IslandLayout()
        return ArchiveMetadata(
            declaration: declaration, name: name, kind: kind, displayName: displayName,
            description: description,
            surfaces: surfaces, platforms: platforms, configuration: configuration,
            reloadPolicy: policy,
            entrySource: source,
            contentMarginsDisabled: flags & ArchiveFormat.MetadataBit.contentMarginsDisabled != 0,
            containerBackgroundRemovable: flags
                & ArchiveFormat.MetadataBit.containerBackgroundRemovable != 0, island: island,
            smallActivityFamily: flags & ArchiveFormat.MetadataBit.smallActivityFamily != 0,
            carPlayApp: flags & ArchiveFormat.MetadataBit.carPlayApp != 0,
            reloadSources: [
                flags & ArchiveFormat.MetadataBit.reloadedByPush != 0 ? .push : nil,
                flags & ArchiveFormat.MetadataBit.reloadedByApp != 0 ? .app : nil,
            ].compactMap { $0 })
    }

    /// An `IslandLayout`: priorities by region tag, then margins.
    mutating func readIsland() throws(ArchiveDecodingError) -> IslandLayout {
        var island = IslandLayout()
        for _ in 0..<(try reader.readCount(minimumItemSize: 2)) {
            let region = try readRegion()
            island.priorities[region] = try readNumber()
        }
        for _ in 0..<(try reader.readCount(minimumItemSize: 4)) {
            let offset = reader.offset
            let target: IslandMargin.Target
            switch ArchiveFormat.MarginTargetTag(rawValue: try reader.readByte()) {
            case .mode:
                let modeOffset = reader.offset
                let tag = try reader.readByte()
                guard let mode = DynamicIslandMode(rawValue: tag) else {
                    throw .unknownTag(tag, what: "Dynamic Island mode", offset: modeOffset)
                }
                target = .mode(mode)
            case .region: target = .region(try readRegion())
            case nil: throw .invalidValue("unknown margin target", offset: offset)
            }
            let edges = try readFlags(EdgeSet.all.rawValue, "margin edges")
            island.margins.append(
                IslandMargin(
                    target: target, edges: EdgeSet(rawValue: edges), length: try readNumber()))
        }
        return island
    }

    /// An expanded region's surface tag.
    private mutating func readRegion() throws(ArchiveDecodingError) -> ActivityPresentation {
        let offset = reader.offset
        let tag = try reader.readByte()
        guard case .presentation(let region) = ArchiveFormat.surfaceOfTag[tag],
            region.rawValue.hasPrefix("expanded") || region == .compactLeading
                || region == .compactTrailing || region == .minimal
        else { throw .unknownTag(tag, what: "Dynamic Island region", offset: offset) }
        return region
    }

    mutating func enter() throws(ArchiveDecodingError) {
        depth += 1
        if depth > maximumDepth { throw .tooDeep(limit: maximumDepth) }
    }

    mutating func readViews() throws(ArchiveDecodingError) -> [ArchivedView] {
        // A view is at least 4 bytes: its kind and three counts.
        let count = try reader.readCount(minimumItemSize: 4)
        var views: [ArchivedView] = []
        views.reserveCapacity(count)
        for _ in 0..<count { views.append(try readView()) }
        return views
    }

    mutating func readView() throws(ArchiveDecodingError) -> ArchivedView {
        try enter()
        defer { depth -= 1 }
        let start = reader.offset
        let tag = try reader.readByte()
        guard let kind = ViewKind(rawValue: tag) else {
            throw .unknownTag(tag, what: "view", offset: start)
        }
        let arguments = try readArguments()
        // Each argument of the view holds a type its schema row takes.
        if let problem = kind.schema.mismatch(in: arguments) {
            throw .invalidValue(problem, offset: start)
        }
        let children = try readViews()
        let modifiers = try readModifiers()
        return ArchivedView(kind, arguments: arguments, children: children, modifiers: modifiers)
    }

    mutating func readModifiers() throws(ArchiveDecodingError) -> [ArchivedModifier] {
        let count = try reader.readCount(minimumItemSize: 2)
        var modifiers: [ArchivedModifier] = []
        modifiers.reserveCapacity(count)
        for _ in 0..<count {
            let start = reader.offset
            let tag = try reader.readByte()
            guard let kind = ModifierKind(rawValue: tag) else {
                throw .unknownTag(tag, what: "modifier", offset: start)
            }
            let arguments = try readArguments()
            // Each argument of the modifier holds a type its schema row takes.
            if let problem = kind.schema.mismatch(in: arguments) {
                throw .invalidValue(problem, offset: start)
            }
            modifiers.append(ArchivedModifier(kind, arguments: arguments))
        }
        return modifiers
    }

    mutating func readArguments() throws(ArchiveDecodingError) -> ArchiveArguments {
        let start = reader.offset
        let count = try reader.readCount(minimumItemSize: 2)
        guard count > 0 else { return ArchiveArguments() }
        var pairs: [ArchiveArgument] = []
        pairs.reserveCapacity(count)
        for _ in 0..<count {
            let name = try readReference()
            // The encoder writes names in order, each once; anything else
            // was not written by it.
            if let previous = pairs.last?.name, previous >= name {
                throw .invalidValue("arguments out of order", offset: start)
            }
            pairs.append(ArchiveArgument(name: name, value: try readValue()))
        }
        return ArchiveArguments(sortedUnique: pairs)
    }

    mutating func readValue() throws(ArchiveDecodingError) -> ArchiveValue {
        try enter()
        defer { depth -= 1 }
        let start = reader.offset
        let byte = try reader.readByte()
        guard let tag = ArchiveFormat.ValueTag(rawValue: byte) else {
            throw .unknownTag(byte, what: "value", offset: start)
        }
        switch tag {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .integer:
            let value = try reader.readSigned()
            guard let number = Int(exactly: value) else {
                throw .invalidValue("integer out of range", offset: start)
            }
            return .integer(number)
        case .number: return .number(try readNumber())
        case .string: return .string(try readReference())
        case .date: return .date(try readDate())
        case .dateRange: return .dateRange(try readDate(), try readDate())
        case .numberRange: return .numberRange(try readNumber(), try readNumber())
        case .url: return .url(try readReference())
        case .keyword: return .keyword(try readReference())
        case .color: return .color(try readColor())
        case .font: return .font(try readFont())
        case .text: return .text(try readText())
        case .intent:
            return .intent(IntentCall(name: try readReference(), arguments: try readArguments()))
        case .views: return .views(try readViews())
        case .list:
            let count = try reader.readCount()
            var values: [ArchiveValue] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try readValue()) }
            return .list(values)
        case .unitPoint: return .unitPoint(x: try readNumber(), y: try readNumber())
        case .edges:
            let bits = try readFlags(EdgeSet.all.rawValue, "edge set")
            return .edges(EdgeSet(rawValue: bits))
        case .condition: return .condition(try readCondition())
        }
    }

    mutating func readColor() throws(ArchiveDecodingError) -> ArchiveColor {
        var start = reader.offset
        var byte = try reader.readByte()
        var shade = 0.0
        if byte == ArchiveFormat.ColorTag.shaded.rawValue {
            shade = try readNumber()
            guard shade.isFinite, (-1...1).contains(shade) else {
                throw .invalidValue("colour shade \(shade) is outside -1...1", offset: start)
            }
            start = reader.offset
            byte = try reader.readByte()
        }
        let base: ArchiveColor.Base
        switch ArchiveFormat.ColorTag(rawValue: byte) {
        case .system: base = .system(try readReference())
        case .hex:
            let value = try reader.readVarint()
            guard value <= 0xFF_FFFF else {
                throw .invalidValue(
                    "colour 0x\(String(value, radix: 16)) has more than 24 bits", offset: start)
            }
            base = .hex(UInt32(value))
        case .asset: base = .asset(try readReference())
        case .rgb:
            base = .rgb(red: try readNumber(), green: try readNumber(), blue: try readNumber())
        case .white: base = .white(try readNumber())
        case .shaded, nil: throw .unknownTag(byte, what: "colour", offset: start)
        }
        return ArchiveColor(base, opacity: try readNumber(), shade: shade)
    }

    mutating func readFont() throws(ArchiveDecodingError) -> ArchiveFont {
        typealias Bit = ArchiveFormat.FontBit
        let present = try readFlags(Bit.all, "font")
        var font = ArchiveFont()
        if present & Bit.style != 0 { font.style = try readReference() }
        if present & Bit.size != 0 { font.size = try readNumber() }
        if present & Bit.weight != 0 { font.weight = try readReference() }
        if present & Bit.design != 0 { font.design = try readReference() }
        font.italic = present & Bit.italic != 0
        font.monospacedDigit = present & Bit.monospacedDigit != 0
        if present & Bit.custom != 0 { font.custom = try readReference() }
        font.fixedSize = present & Bit.fixedSize != 0
        return font
    }

    mutating func readText() throws(ArchiveDecodingError) -> ArchiveText {
        // A run is at least its tag, one byte of content and a modifier count.
        let count = try reader.readCount(minimumItemSize: 3)
        var runs: [TextRun] = []
        runs.reserveCapacity(count)
        for _ in 0..<count {
            let start = reader.offset
            let byte = try reader.readByte()
            let content: TextRun.Content
            switch ArchiveFormat.RunTag(rawValue: byte) {
            case .plain: content = .plain(try readReference())
            case .date: content = .date(try readDate(), style: try readReference())
            case .timer:
                let begin = try readDate()
                let end = try readDate()
                let flags = try readFlags(7, "timer flags")
                let pause = flags & 4 != 0 ? try readDate() : nil
                content = .timer(
                    start: begin, end: end, pauseTime: pause, countsDown: flags & 1 != 0,
                    showsHours: flags & 2 != 0)
            case .symbol: content = .symbol(try readReference())
            case .stopwatch:
                let begin = try readDate()
                let flags = try readFlags(7, "stopwatch flags")
                content = .stopwatch(
                    start: begin, showsHours: flags & 1 != 0, fractionDigits: Int(flags >> 1))
            case nil: throw .unknownTag(byte, what: "text run", offset: start)
            }
            runs.append(TextRun(content, modifiers: try readModifiers()))
        }
        return ArchiveText(runs)
    }

    mutating func readCondition() throws(ArchiveDecodingError) -> EnvironmentCondition {
        try enter()
        defer { depth -= 1 }
        let start = reader.offset
        let byte = try reader.readByte()
        switch ArchiveFormat.ConditionTag(rawValue: byte) {
        case .flag: return .flag(try readReference())
        case .equals: return .equals(try readReference(), try readReference())
        case .not: return .not(try readCondition())
        case .and: return .and(try readCondition(), try readCondition())
        case .or: return .or(try readCondition(), try readCondition())
        case nil: throw .unknownTag(byte, what: "condition", offset: start)
        }
    }
}

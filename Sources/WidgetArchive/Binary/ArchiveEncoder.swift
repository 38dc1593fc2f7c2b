import Foundation

/// Writes an `Archive` as `.wdla` bytes (layout: `Docs/ArchiveFormat.md`).
/// The same archive always gives the same bytes: strings are interned in
/// first-use order and arguments are sorted by name.
public enum ArchiveEncoder {
    /// The archive's bytes.
    public static func encode(_ archive: Archive) -> [UInt8] {
        var body = BodyWriter()
        body.write(archive.metadata)
        body.writer.write(varint: UInt64(archive.entries.count))
        for entry in archive.entries {
            body.write(entry, staleDates: archive.metadata.entrySource == .updates)
        }

        var out = ByteWriter()
        out.write(bytes: ArchiveFormat.magic)
        out.write(byte: ArchiveFormat.majorVersion)
        out.write(byte: ArchiveFormat.minorVersion(for: archive))
        out.write(varint: UInt64(body.strings.count))
        for string in body.strings { out.write(string: string) }
        out.write(bytes: body.writer.bytes)
        out.write(uint32: CRC32.checksum(out.bytes))
        return out.bytes
    }
}

/// The part after the string table, with the table it fills.
private struct BodyWriter {
    var writer = ByteWriter()
    var strings: [String] = []
    var indices: [String: Int] = [:]

    mutating func write(reference string: String) {
        if let index = indices[string] {
            writer.write(varint: UInt64(index))
        } else {
            indices[string] = strings.count
            writer.write(varint: UInt64(strings.count))
            strings.append(string)
        }
    }

    /// Whole numbers up to 2^52 as a zigzag varint shifted left once
    /// (the low bit 0); anything else as the varint 1 and 8 bytes.
    mutating func write(number: Double) {
        if number.rounded(.towardZero) == number, abs(number) <= 4_503_599_627_370_496,
            !(number == 0 && number.sign == .minus)
        {
            writer.write(varint: Varint.zigzag(Int64(number)) << 1)
        } else {
            writer.write(varint: 1)
            writer.write(double: number)
        }
    }

    mutating func write(date: Date) { write(number: date.timeIntervalSince1970) }

    mutating func write(_ metadata: ArchiveMetadata) {
        writer.write(byte: metadata.declaration.rawValue)
        write(reference: metadata.name)
        write(reference: metadata.kind)
        write(reference: metadata.displayName)
        write(reference: metadata.description)
        var flags: UInt8 = 0
        if metadata.contentMarginsDisabled {
            flags |= ArchiveFormat.MetadataBit.contentMarginsDisabled
        }
        if metadata.containerBackgroundRemovable {
            flags |= ArchiveFormat.MetadataBit.containerBackgroundRemovable
        }
        if !metadata.island.isEmpty { flags |= ArchiveFormat.MetadataBit.island }
        if metadata.smallActivityFamily { flags |= ArchiveFormat.MetadataBit.smallActivityFamily }
        if metadata.carPlayApp { flags |= ArchiveFormat.MetadataBit.carPlayApp }
        if metadata.reloadSources.contains(.push) {
            flags |= ArchiveFormat.MetadataBit.reloadedByPush
        }
        if metadata.reloadSources.contains(.app) {
            flags |= ArchiveFormat.MetadataBit.reloadedByApp
        }
        writer.write(byte: flags)
        writer.write(varint: UInt64(metadata.surfaces.count))
        for surface in metadata.surfaces {
            writer.write(byte: ArchiveFormat.tagOfSurface[surface]!)
        }
        writer.write(varint: UInt64(metadata.platforms.count))
        for platform in metadata.platforms {
            write(reference: platform.platform)
            write(reference: platform.version)
        }
        write(metadata.configuration)
        switch metadata.reloadPolicy {
        case .atEnd: writer.write(byte: ArchiveFormat.PolicyTag.atEnd.rawValue)
        case .never: writer.write(byte: ArchiveFormat.PolicyTag.never.rawValue)
        case .after(let date):
            writer.write(byte: ArchiveFormat.PolicyTag.after.rawValue)
            write(date: date)
        }
        writer.write(byte: metadata.entrySource.rawValue)
        if !metadata.island.isEmpty { write(metadata.island) }
    }

    /// The priorities by region tag, in tag order, then the margins in order.
    mutating func write(_ island: IslandLayout) {
        let priorities = island.priorities.map {
            (ArchiveFormat.tagOfSurface[.presentation($0.key)]!, $0.value)
        }
        .sorted { $0.0 < $1.0 }
        writer.write(varint: UInt64(priorities.count))
        for (tag, priority) in priorities {
            writer.write(byte: tag)
            write(number: priority)
        }
        writer.write(varint: UInt64(island.margins.count))
        for margin in island.margins {
            switch margin.target {
            case .mode(let mode):
                writer.write(byte: ArchiveFormat.MarginTargetTag.mode.rawValue)
                writer.write(byte: mode.rawValue)
            case .region(let region):
                writer.write(byte: ArchiveFormat.MarginTargetTag.region.rawValue)
                writer.write(byte: ArchiveFormat.tagOfSurface[.presentation(region)]!)
            }
            writer.write(byte: margin.edges.rawValue)
            write(number: margin.length)
        }
    }

    /// An entry; with `staleDates` (an `updates` archive), its date is
    /// followed by `00` (none) or `01` and the stale date.
    mutating func write(_ entry: ArchiveEntry, staleDates: Bool) {
        write(date: entry.date)
        if staleDates {
            writer.write(byte: entry.staleDate == nil ? 0 : 1)
            if let staleDate = entry.staleDate { write(date: staleDate) }
        }
        for tree in entry.trees { write(tree) }
    }

    mutating func write(_ views: [ArchivedView]) {
        writer.write(varint: UInt64(views.count))
        for view in views { write(view) }
    }

    mutating func write(_ view: ArchivedView) {
        writer.write(byte: view.kind.rawValue)
        write(view.arguments)
        write(view.children)
        write(view.modifiers)
    }

    mutating func write(_ modifiers: [ArchivedModifier]) {
        writer.write(varint: UInt64(modifiers.count))
        for modifier in modifiers {
            writer.write(byte: modifier.kind.rawValue)
            write(modifier.arguments)
        }
    }

    mutating func write(_ arguments: ArchiveArguments) {
        writer.write(varint: UInt64(arguments.count))
        for argument in arguments {
            write(reference: argument.name)
            write(argument.value)
        }
    }

    mutating func write(tag: ArchiveFormat.ValueTag) { writer.write(byte: tag.rawValue) }

    mutating func write(_ value: ArchiveValue) {
        switch value {
        case .null: write(tag: .null)
        case .bool(let flag): write(tag: flag ? .trueValue : .falseValue)
        case .integer(let number):
            write(tag: .integer)
            writer.write(signed: Int64(number))
        case .number(let number):
            write(tag: .number)
            write(number: number)
        case .string(let text):
            write(tag: .string)
            write(reference: text)
        case .date(let date):
            write(tag: .date)
            write(date: date)
        case .dateRange(let lower, let upper):
            write(tag: .dateRange)
            write(date: lower)
            write(date: upper)
        case .numberRange(let lower, let upper):
            write(tag: .numberRange)
            write(number: lower)
            write(number: upper)
        case .url(let text):
            write(tag: .url)
            write(reference: text)
        case .keyword(let name):
            write(tag: .keyword)
            write(reference: name)
        case .color(let color):
            write(tag: .color)
            write(color)
        case .font(let font):
            write(tag: .font)
            write(font)
        case .text(let text):
            write(tag: .text)
            write(text)
        case .intent(let intent):
            write(tag: .intent)
            write(reference: intent.name)
            write(intent.arguments)
        case .views(let views):
            write(tag: .views)
            write(views)
        case .list(let values):
            write(tag: .list)
            writer.write(varint: UInt64(values.count))
            for item in values { write(item) }
        case .unitPoint(let x, let y):
            write(tag: .unitPoint)
            write(number: x)
            write(number: y)
        case .edges(let edges):
            write(tag: .edges)
            writer.write(byte: edges.rawValue)
        case .condition(let condition):
            write(tag: .condition)
            write(condition)
        }
    }

    mutating func write(_ color: ArchiveColor) {
        if color.shade != 0 {
            writer.write(byte: ArchiveFormat.ColorTag.shaded.rawValue)
            write(number: color.shade)
        }
        switch color.base {
        case .system(let name):
            writer.write(byte: ArchiveFormat.ColorTag.system.rawValue)
            write(reference: name)
        case .hex(let rgb):
            writer.write(byte: ArchiveFormat.ColorTag.hex.rawValue)
            writer.write(varint: UInt64(rgb))
        case .asset(let name):
            writer.write(byte: ArchiveFormat.ColorTag.asset.rawValue)
            write(reference: name)
        case .rgb(let red, let green, let blue):
            writer.write(byte: ArchiveFormat.ColorTag.rgb.rawValue)
            write(number: red)
            write(number: green)
            write(number: blue)
        case .white(let white):
            writer.write(byte: ArchiveFormat.ColorTag.white.rawValue)
            write(number: white)
        }
        write(number: color.opacity)
    }

    mutating func write(_ font: ArchiveFont) {
        typealias Bit = ArchiveFormat.FontBit
        var present: UInt8 = 0
        if font.style != nil { present |= Bit.style }
        if font.size != nil { present |= Bit.size }
        if font.weight != nil { present |= Bit.weight }
        if font.design != nil { present |= Bit.design }
        if font.italic { present |= Bit.italic }
        if font.monospacedDigit { present |= Bit.monospacedDigit }
        if font.custom != nil { present |= Bit.custom }
        if font.fixedSize { present |= Bit.fixedSize }
        writer.write(byte: present)
        if let style = font.style { write(reference: style) }
        if let size = font.size { write(number: size) }
        if let weight = font.weight { write(reference: weight) }
        if let design = font.design { write(reference: design) }
        if let custom = font.custom { write(reference: custom) }
    }

    mutating func write(_ text: ArchiveText) {
        writer.write(varint: UInt64(text.runs.count))
        for run in text.runs {
            switch run.content {
            case .plain(let words):
                writer.write(byte: ArchiveFormat.RunTag.plain.rawValue)
                write(reference: words)
            case .date(let date, let style):
                writer.write(byte: ArchiveFormat.RunTag.date.rawValue)
                write(date: date)
                write(reference: style)
            case .timer(let start, let end, let pauseTime, let countsDown, let showsHours):
                writer.write(byte: ArchiveFormat.RunTag.timer.rawValue)
                write(date: start)
                write(date: end)
                // Bit 0: countsDown, bit 1: showsHours, bit 2: a pause time follows.
                writer.write(
                    byte: (countsDown ? 1 : 0) | (showsHours ? 2 : 0) | (pauseTime != nil ? 4 : 0))
                if let pauseTime { write(date: pauseTime) }
            case .symbol(let name):
                writer.write(byte: ArchiveFormat.RunTag.symbol.rawValue)
                write(reference: name)
            case .stopwatch(let start, let showsHours, let fractionDigits):
                writer.write(byte: ArchiveFormat.RunTag.stopwatch.rawValue)
                write(date: start)
                // Bit 0: showsHours; bits 1-2: the digits of the second.
                writer.write(
                    byte: (showsHours ? 1 : 0) | UInt8(min(3, max(0, fractionDigits)) << 1))
            }
            write(run.modifiers)
        }
    }

    mutating func write(_ condition: EnvironmentCondition) {
        switch condition {
        case .flag(let key):
            writer.write(byte: ArchiveFormat.ConditionTag.flag.rawValue)
            write(reference: key)
        case .equals(let key, let value):
            writer.write(byte: ArchiveFormat.ConditionTag.equals.rawValue)
            write(reference: key)
            write(reference: value)
        case .not(let inner):
            writer.write(byte: ArchiveFormat.ConditionTag.not.rawValue)
            write(inner)
        case .and(let left, let right):
            writer.write(byte: ArchiveFormat.ConditionTag.and.rawValue)
            write(left)
            write(right)
        case .or(let left, let right):
            writer.write(byte: ArchiveFormat.ConditionTag.or.rawValue)
            write(left)
            write(right)
        }
    }
}

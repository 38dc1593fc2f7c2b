/// The constants of the `.wdla` format, in one place. `Docs/ArchiveFormat.md`
/// describes the layout byte by byte. Every tag is explicit and never
/// reused; a new tag takes the next free number.
public enum ArchiveFormat {
    /// The first four bytes: `WDLA`.
    public static let magic: [UInt8] = [0x57, 0x44, 0x4C, 0x41]
    /// The major version written. A reader refuses a larger major.
    public static let majorVersion: UInt8 = 1
    /// The newest minor version written. Minor versions only add tags,
    /// so a reader accepts any minor of its major and fails on a tag it
    /// does not know. Minor 1 added the entry source `updates`, whose
    /// entries carry a stale date; minor 2 the Dynamic Island's layout
    /// (`IslandLayout`) after the entry source; minor 3 the metadata flag
    /// of an activity's `.small` family; minor 4 the flag of a widget whose
    /// app has a CarPlay scene; minor 5 the stopwatch text run; minor 6
    /// the flags of what reloads a widget (`reloadedBy`).
    public static let minorVersion: UInt8 = 6

    /// The minor version an archive is written with: the lowest that
    /// holds it, so that an archive without a Live Activity's updates is
    /// byte for byte what format 1.0 wrote, and a 1.0 reader still reads it.
    public static func minorVersion(for archive: Archive) -> UInt8 {
        let usesStopwatch = archive.entries.contains { entry in
            entry.trees.contains { views in views.contains(where: \.holdsStopwatch) }
        }
        return max(usesStopwatch ? 5 : 0, minorVersion(for: archive.metadata))
    }

    /// The minor version the metadata alone needs.
    public static func minorVersion(for metadata: ArchiveMetadata) -> UInt8 {
        if !metadata.reloadSources.isEmpty { return 6 }
        if metadata.carPlayApp { return 4 }
        if metadata.smallActivityFamily { return 3 }
        if !metadata.island.isEmpty { return 2 }
        return metadata.entrySource == .updates ? 1 : 0
    }
    /// Magic, major, minor.
    static let headerSize = 6
    /// The CRC-32 at the end.
    static let checksumSize = 4

    /// Tags of `ArchiveValue`.
    enum ValueTag: UInt8 {
        case null = 0x00, falseValue = 0x01, trueValue = 0x02, integer = 0x03, number = 0x04
        case string = 0x05, date = 0x06, dateRange = 0x07, numberRange = 0x08, url = 0x09
        case keyword = 0x0A, color = 0x0B, font = 0x0C, text = 0x0D, intent = 0x0E
        case views = 0x0F, list = 0x10, unitPoint = 0x11, edges = 0x12, condition = 0x13
    }

    /// Tags of `ArchiveColor.Base`.
    enum ColorTag: UInt8 {
        case system = 1, hex = 2, asset = 3, rgb = 4, white = 5
        /// A shade (a number) before a colour of another tag.
        case shaded = 6
    }

    /// Tags of `TextRun.Content`.
    enum RunTag: UInt8 {
        case plain = 1, date = 2, timer = 3, symbol = 4, stopwatch = 5
    }

    /// Tags of `EnvironmentCondition`.
    enum ConditionTag: UInt8 {
        case flag = 1, equals = 2, not = 3, and = 4, or = 5
    }

    /// Tags of `IslandMargin.Target`.
    enum MarginTargetTag: UInt8 {
        case mode = 1, region = 2
    }

    /// Tags of `ReloadPolicy`.
    enum PolicyTag: UInt8 {
        case atEnd = 1, after = 2, never = 3
    }

    /// Bits of the font's presence byte, then of the metadata flags byte.
    enum FontBit {
        static let style: UInt8 = 1, size: UInt8 = 2, weight: UInt8 = 4, design: UInt8 = 8,
            italic: UInt8 = 16, monospacedDigit: UInt8 = 32, custom: UInt8 = 64,
            fixedSize: UInt8 = 128
        static let all: UInt8 = 255
    }

    enum MetadataBit {
        static let contentMarginsDisabled: UInt8 = 1, containerBackgroundRemovable: UInt8 = 2
        /// An `IslandLayout` follows the entry source (minor 2).
        static let island: UInt8 = 4
        /// The activity declares the `.small` family (minor 3).
        static let smallActivityFamily: UInt8 = 8
        /// The widget's app has a CarPlay scene (minor 4).
        static let carPlayApp: UInt8 = 16
        /// Reloaded by push, by the app (minor 6).
        static let reloadedByPush: UInt8 = 32, reloadedByApp: UInt8 = 64
        static let all: UInt8 = 127
    }

    /// Surfaces: widget families from 1, activity presentations from
    /// 0x41, control surfaces from 0x61.
    static let surfaceTags: [(Surface, UInt8)] = [
        (.family(.systemSmall), 0x01), (.family(.systemMedium), 0x02),
        (.family(.systemLarge), 0x03),
        (.family(.systemExtraLarge), 0x04), (.family(.systemExtraLargePortrait), 0x05),
        (.family(.accessoryCircular), 0x06), (.family(.accessoryRectangular), 0x07),
        (.family(.accessoryInline), 0x08), (.family(.accessoryCorner), 0x09),
        (.presentation(.lockScreen), 0x41), (.presentation(.compactLeading), 0x42),
        (.presentation(.compactTrailing), 0x43),
        (.presentation(.minimal), 0x44), (.presentation(.expandedLeading), 0x45),
        (.presentation(.expandedTrailing), 0x46),
        (.presentation(.expandedCenter), 0x47), (.presentation(.expandedBottom), 0x48),
        (.control(.controlSmall), 0x61), (.control(.controlMedium), 0x62),
        (.control(.controlLarge), 0x63), (.control(.controlLockScreen), 0x64),
        (.control(.actionButton), 0x65),
    ]

    static let tagOfSurface: [Surface: UInt8] = Dictionary(uniqueKeysWithValues: surfaceTags)
    static let surfaceOfTag: [UInt8: Surface] = Dictionary(
        uniqueKeysWithValues: surfaceTags.map { ($1, $0) })
}

extension ArchivedView {
    /// Whether a stopwatch text run (format 1.5) is in the view, at any depth.
    var holdsStopwatch: Bool {
        arguments.contains { $0.value.holdsStopwatch } || children.contains(where: \.holdsStopwatch)
            || modifiers.contains { $0.arguments.contains { $0.value.holdsStopwatch } }
    }
}

extension ArchiveValue {
    /// Whether a stopwatch text run is in the value, at any depth.
    var holdsStopwatch: Bool {
        switch self {
        case .text(let text):
            text.runs.contains {
                if case .stopwatch = $0.content { true } else { false }
            }
        case .views(let views): views.contains(where: \.holdsStopwatch)
        case .list(let items): items.contains(where: \.holdsStopwatch)
        default: false
        }
    }
}

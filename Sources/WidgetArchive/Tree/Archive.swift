import Foundation

/// A compiled widget or Live Activity: its metadata and, for each entry,
/// one resolved view tree per family (or presentation). This is what
/// `wdl compile` writes and a renderer reads; nothing else is needed to
/// draw it.
public struct Archive: Hashable, Sendable {
    /// What was compiled.
    public var metadata: ArchiveMetadata
    /// The entries in date order.
    public var entries: [ArchiveEntry]

    /// Creates an archive.
    public init(metadata: ArchiveMetadata, entries: [ArchiveEntry]) {
        self.metadata = metadata
        self.entries = entries
    }

    /// The views of `surface` in entry `index`, or nil when the archive
    /// does not have them.
    public func tree(for surface: Surface, entry index: Int = 0) -> [ArchivedView]? {
        guard entries.indices.contains(index),
            let position = metadata.surfaces.firstIndex(of: surface),
            entries[index].trees.indices.contains(position)
        else { return nil }
        return entries[index].trees[position]
    }

    /// Every surface the archive is drawn on: its own, then for a Live
    /// Activity with a Lock Screen view the remote presentations (the
    /// watch's Smart Stack, CarPlay, the Mac's menu bar), which are drawn
    /// from its trees.
    public var drawnSurfaces: [Surface] {
        guard metadata.declaration == .activity else { return metadata.surfaces }
        let remote = ActivityPresentation.allCases.filter(\.isRemote).filter {
            !sources(of: $0).isEmpty
        }
        return metadata.surfaces + remote.map(Surface.presentation)
    }

    /// The archived surfaces a remote presentation is drawn from: the Lock
    /// Screen view in the small family where the activity declares it,
    /// else the compact leading and trailing views; those the archive has.
    public func sources(of presentation: ActivityPresentation) -> [Surface] {
        let small = presentation.usesSmallFamily && metadata.smallActivityFamily
        let drawn: [ActivityPresentation] =
            small ? [.lockScreen] : [.compactLeading, .compactTrailing]
        return drawn.map(Surface.presentation).filter(metadata.surfaces.contains)
    }

    /// The views a surface is drawn from in entry `index`: its own tree, or
    /// for a remote presentation those of its sources.
    public func drawnTrees(for surface: Surface, entry index: Int = 0) -> [ArchivedView] {
        if case .presentation(let presentation) = surface, presentation.isRemote {
            return sources(of: presentation).flatMap { tree(for: $0, entry: index) ?? [] }
        }
        return tree(for: surface, entry: index) ?? []
    }
}

/// The header of an archive.
public struct ArchiveMetadata: Hashable, Sendable {
    /// Whether a widget or a Live Activity was compiled.
    public var declaration: DeclarationKind
    /// The declared name (`EmojiRanger`).
    public var name: String
    /// The widget's `kind` string; an activity's name.
    public var kind: String
    /// The name in the widget gallery.
    public var displayName: String
    /// The description in the widget gallery.
    public var description: String
    /// The families (or presentations) that have trees, in declared order.
    public var surfaces: [Surface]
    /// The declared platforms and minimum versions (`iOS`, `17.0`).
    public var platforms: [PlatformRequirement]

    /// The declared platforms that wdl knows, in order.
    public var declaredPlatforms: [Platform] {
        platforms.compactMap { Platform(rawValue: $0.platform) }
    }
    /// The configuration values the trees were made with.
    public var configuration: ArchiveArguments
    /// When WidgetKit asks for the next timeline.
    public var reloadPolicy: ReloadPolicy
    /// Where the entries came from.
    public var entrySource: EntrySource
    /// `contentMarginsDisabled: true`.
    public var contentMarginsDisabled: Bool
    /// `containerBackgroundRemovable` (true unless opted out).
    public var containerBackgroundRemovable: Bool
    /// A Live Activity's region priorities and island margins (empty
    /// unless its `DynamicIsland` sets them).
    public var island: IslandLayout
    /// A Live Activity's `supplementalActivityFamilies`: whether it draws
    /// its own small layout in the watch's Smart Stack and CarPlay.
    public var smallActivityFamily: Bool
    /// A widget's `carPlayApp: true`: its app has a CarPlay scene, so a tap
    /// on the widget in CarPlay opens it (else CarPlay dims the widget).
    public var carPlayApp: Bool
    /// What reloads a widget besides its policy (`reloadedBy`), in
    /// `ReloadSource` order.
    public var reloadSources: [ReloadSource]

    /// Creates metadata.
    public init(
        declaration: DeclarationKind, name: String, kind: String, displayName: String = "",
        description: String = "",
        surfaces: [Surface], platforms: [PlatformRequirement] = [],
        configuration: ArchiveArguments = ArchiveArguments(),
        reloadPolicy: ReloadPolicy = .atEnd, entrySource: EntrySource = .placeholder,
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true,
        island: IslandLayout = IslandLayout(), smallActivityFamily: Bool = false,
        carPlayApp: Bool = false, reloadSources: [ReloadSource] = []
    ) {
        self.reloadSources = ReloadSource.allCases.filter(reloadSources.contains)
        self.island = island
        self.carPlayApp = carPlayApp
        self.smallActivityFamily = smallActivityFamily
        self.declaration = declaration
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.surfaces = surfaces
        self.platforms = platforms
        self.configuration = configuration
        self.reloadPolicy = reloadPolicy
        self.entrySource = entrySource
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
    }
}

/// Widget or Live Activity. Raw values are archive tags.
public enum DeclarationKind: UInt8, Hashable, Sendable, CaseIterable {
    case widget = 1, activity = 2, control = 3

    /// `widget`, `activity` or `control`.
    public var name: String {
        switch self {
        case .widget: "widget"
        case .activity: "activity"
        case .control: "control"
        }
    }

    /// What one of its surfaces is called, and the plural: a widget's
    /// family, an activity's presentation, a control's surface.
    public var surfaceNoun: (one: String, many: String) {
        switch self {
        case .widget: ("family", "families")
        case .activity: ("presentation", "presentations")
        case .control: ("surface", "surfaces")
        }
    }
}

/// Where an archive's entries came from. Raw values are archive tags.
public enum EntrySource: UInt8, Hashable, Sendable, CaseIterable {
    /// The `placeholder` block: one entry.
    case placeholder = 1
    /// A timeline JSON file.
    case timeline = 2
    /// A Live Activity's updates file (`NAME.updates.json`): the start,
    /// each update and the end's final state, each with its stale date.
    case updates = 3

    /// `placeholder`, `timeline` or `updates`.
    public var name: String {
        switch self {
        case .placeholder: "placeholder"
        case .timeline: "timeline"
        case .updates: "updates"
        }
    }
}

/// A declared platform and its minimum version, as written (`iOS`, `17.0`).
public struct PlatformRequirement: Hashable, Sendable {
    /// `iOS`, `iPadOS`, `macOS`, `watchOS`, `visionOS`.
    public var platform: String
    /// `17.0`.
    public var version: String

    /// Creates a requirement.
    public init(platform: String, version: String) {
        self.platform = platform
        self.version = version
    }
}

/// `TimelineReloadPolicy`.
public enum ReloadPolicy: Hashable, Sendable {
    /// Ask for a new timeline after the last entry's date passes.
    case atEnd
    /// Ask for a new timeline at this date.
    case after(Date)
    /// Wait until the app asks (`WidgetCenter.reloadTimelines(ofKind:)`).
    case never
}

/// What a tree is drawn for: a widget family, an activity presentation
/// or a place a control is shown.
public enum Surface: Hashable, Sendable {
    case family(WidgetFamily)
    case presentation(ActivityPresentation)
    case control(ControlSurface)

    /// The SwiftUI name: `systemSmall`, `compactLeading`; wdl's for a
    /// control's (`controlSmall`, `actionButton`).
    public var name: String {
        switch self {
        case .family(let family): family.rawValue
        case .presentation(let presentation): presentation.rawValue
        case .control(let surface): surface.rawValue
        }
    }

    /// Whether the system draws the surface dark whatever the colour
    /// scheme: a control's (Control Center, the Action button) and a remote
    /// presentation's (the watch, CarPlay, the menu bar).
    public var isDrawnDark: Bool {
        switch self {
        case .control: true
        case .presentation(let presentation): presentation.isRemote
        case .family: false
        }
    }

    /// Whether a remote presentation (the watch, CarPlay, the menu bar) is
    /// drawn here: one no archive holds a tree for.
    public var isRemotePresentation: Bool {
        if case .presentation(let presentation) = self { presentation.isRemote } else { false }
    }

    /// Whether a Live Activity presentation is drawn here.
    public var isPresentation: Bool {
        if case .presentation = self { true } else { false }
    }

    /// Whether a control is drawn here.
    public var isControl: Bool {
        if case .control = self { true } else { false }
    }

    /// The surface called `name`.
    public init?(name: String) {
        if let family = WidgetFamily(rawValue: name) {
            self = .family(family)
        } else if let presentation = ActivityPresentation(rawValue: name) {
            self = .presentation(presentation)
        } else if let surface = ControlSurface(rawValue: name) {
            self = .control(surface)
        } else {
            return nil
        }
    }
}

/// One timeline entry (or Live Activity content): its date, its trees,
/// one per surface of the metadata, in the same order, and for activity
/// content the date it turns stale.
public struct ArchiveEntry: Hashable, Sendable {
    /// When the entry goes on screen.
    public var date: Date
    /// The root views for each surface (several roots stack vertically,
    /// as a body with several views does).
    public var trees: [[ArchivedView]]
    /// When the content turns stale (`ActivityContent.staleDate`): from
    /// then on a renderer draws it with `isStale` true. Only archives
    /// whose entries come from `.updates` hold one.
    public var staleDate: Date?

    /// Creates an entry.
    public init(date: Date, trees: [[ArchivedView]], staleDate: Date? = nil) {
        self.date = date
        self.trees = trees
        self.staleDate = staleDate
    }
}

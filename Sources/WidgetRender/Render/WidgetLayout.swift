import Foundation
import WidgetArchive

/// Why a render could not be made.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive has no tree for the family or presentation.
    case surfaceNotInArchive(String, available: [String])
    /// The device has no such family (a watch has no systemSmall).
    case surfaceNotOnDevice(String, device: String)
    /// The entry index is past the archive's entries.
    case noSuchEntry(Int, count: Int)
    /// The system asked for is older than the widget's iOS platform.
    case systemBelowPlatform(String, minimum: String)

    public var description: String {
        switch self {
        case .surfaceNotInArchive(let surface, let available):
            "the archive has no '\(surface)'; it has \(available.joined(separator: ", "))"
        case .surfaceNotOnDevice(let surface, let device):
            "'\(device)' has no \(surface) widgets"
        case .noSuchEntry(let index, let count):
            "the archive has \(count) \(count == 1 ? "entry" : "entries"); there is no entry \(index + 1)"
        case .systemBelowPlatform(let system, let minimum):
            "the widget needs iOS \(minimum); it is not displayed on iOS \(system)"
        }
    }
}

/// A widget laid out for one display environment: the canvas, its
/// shape, the container background, the content, and what the system
/// would add (the "adopt containerBackground" notice, content cut at the
/// Live Activity height limit).
public struct WidgetLayout {
    /// The environment it was laid out for.
    public let environment: DisplayEnvironment
    /// The canvas in points.
    public let canvas: Size
    /// The widget's corner radius; nil for a circle (accessoryCircular)
    /// and 0 for surfaces drawn without a shape (accessoryInline).
    public let cornerRadius: Double?
    /// The container background's views, laid out over the whole canvas.
    public let background: [LayoutNode]
    /// The background colour under everything (nil: none, as on the Lock Screen).
    public let backgroundColor: RGBA?
    /// The content, laid out inside the content margins.
    public let root: LayoutNode
    /// The content margins.
    public let margins: EdgeInsets
    /// True when a device would show "Please adopt containerBackground
    /// API" instead of the content (iOS 17 SDK, no container background;
    /// `ContainerBackgroundNotice`).
    public let needsContainerBackground: Bool
    /// Points of content cut off below a Live Activity's 160 pt limit.
    public let overflow: Double
    /// Where the Dynamic Island's camera is, for compact and expanded presentations.
    public var camera: Rect?
    /// Whether the system dims the widget: in CarPlay, where a tap would
    /// do nothing because the app has no CarPlay scene.
    public var dimmed = false

    /// The widget's corner radius by surface. CHOICE (Apple publishes
    /// none): 22 pt for system families (about what iOS draws at 158 pt),
    /// 12 pt for accessoryRectangular, a circle for accessoryCircular, none
    /// for accessoryInline; Live Activities use 22 pt on the Lock Screen
    /// and the Dynamic Island's 44 pt (Docs/WidgetKitFacts.md §4) for the island.
    static func cornerRadius(for surface: Surface, canvas: Size) -> Double? {
        switch surface {
        case .family(.accessoryCircular), .family(.accessoryCorner): return nil
        case .family(.accessoryInline): return 0
        case .family(.accessoryRectangular): return 12
        case .family: return 22
        case .presentation(.lockScreen): return 22
        case .presentation(let presentation) where presentation.isRemote:
            return RemoteActivitySizes.cornerRadius(of: presentation, height: canvas.height)
        case .presentation: return min(44, canvas.height / 2)
        case .control(let control): return ControlSizes.cornerRadius(of: control, canvas: canvas)
        }
    }

    /// The content margins. CHOICE (Docs/WidgetKitFacts.md §4: 16 pt standard, smaller on
    /// the Lock Screen, values per family unpublished): 16 pt for system
    /// families, none for accessory families and Live Activities (whose
    /// content sets its own padding), none with `contentMarginsDisabled`.
    static func margins(for surface: Surface, disabled: Bool, system: OSVersion? = nil)
        -> EdgeInsets
    {
        if disabled { return EdgeInsets(all: 0) }
        // CHOICE: before iOS 17 the system adds no content margins (they
        // came with `contentMarginsDisabled()`, iOS 17); a widget pads itself.
        if let system, system < OSVersion(17) { return EdgeInsets(all: 0) }
        switch surface {
        case .family(let family): return EdgeInsets(all: family.defaultContentMargin)
        default: return EdgeInsets(all: 0)
        }
    }

    /// Lays out entry `entry` of `archive` for `environment`.
    public static func make(
        _ archive: Archive, entry: Int = 0, environment requested: DisplayEnvironment
    ) throws(RenderError) -> WidgetLayout {
        var environment = requested
        // A widget that names no platform runs from iOS 17, as the compiler assumes.
        let platforms = archive.metadata.platforms
        if let system = environment.systemVersion,
            let minimum = platforms.isEmpty
                ? OSVersion(17)
                : platforms.filter({ $0.platform == "iOS" || $0.platform == "iPadOS" })
                    .compactMap({ OSVersion($0.version) }).min(),
            system < minimum
        {
            throw .systemBelowPlatform(system.description, minimum: minimum.description)
        }
        // Content past its stale date is stale without being asked
        // (ActivityContent.staleDate: at that date `isStale` turns true).
        if archive.entries.indices.contains(entry),
            let staleDate = archive.entries[entry].staleDate, environment.now >= staleDate
        {
            environment.isStale = true
        }
        // The Dynamic Island is always dark: black, with light content
        // (Docs/WidgetKitFacts.md §9). CHOICE: vibrant widgets resolve their colours in the
        // dark appearance, as the Lock Screen and StandBy draw them.
        if case .presentation(let presentation) = environment.surface, presentation != .lockScreen {
            environment.scheme = .dark
        }
        if environment.mode == .vibrant { environment.scheme = .dark }
        // Only Apple Vision Pro simplifies a widget a person is far from.
        if environment.device.kind != .visionPro { environment.levelOfDetail = .default }
        // CarPlay draws a widget as StandBy does: full colour, background
        // removed, on its dark dashboard (Apple: "Adding StandBy and
        // CarPlay support to your widget").
        let inCarPlay = environment.device.kind == .carPlay && !environment.surface.isPresentation
        if inCarPlay {
            environment.mode = .fullColor
            environment.scheme = .dark
            environment.showsBackground = false
        }
        if case .presentation(let presentation) = environment.surface, presentation.isRemote {
            // The Lock Screen view in the small family where the activity
            // declares it; the compact views otherwise (RemoteActivitySizes).
            guard presentation.usesSmallFamily, archive.metadata.smallActivityFamily else {
                return try island(archive, entry: entry, environment: environment)
            }
            environment.activityFamily = .small
        } else if case .presentation(let presentation) = environment.surface,
            presentation != .lockScreen, presentation != .minimal
        {
            return try island(archive, entry: entry, environment: environment)
        }
        if case .control = environment.surface {
            return try ControlPresentation.layout(archive, entry: entry, environment: environment)
        }
        var (views, canvas) = try tree(archive, entry: entry, environment: environment)

        let margins = margins(
            for: environment.surface, disabled: archive.metadata.contentMarginsDisabled,
            system: environment.systemVersion)
        var builder = TreeBuilder(environment: environment)
        builder.container = Size(
            max(0, canvas.width - margins.horizontal), max(0, canvas.height - margins.vertical))
        let nodes = builder.build(views, builder.root)
        let root =
            nodes.count == 1
            ? nodes[0]
            : LayoutNode(
                .stack(.vertical, alignment: 0.5, spacing: nil), name: "VStack", children: nodes)

        // A Live Activity's height comes from its content, 84 to 160 pt.
        var overflow = 0.0
        if case .presentation(let presentation) = environment.surface,
            [.lockScreen, .expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
                .contains(presentation)
        {
            let ideal =
                root.sizeThatFits(Proposal(width: canvas.width - margins.horizontal, height: nil))
                .height + margins.vertical
            overflow = max(0, ideal - ActivitySizes.heights.upperBound)
            canvas.height = min(
                max(ideal, ActivitySizes.heights.lowerBound), ActivitySizes.heights.upperBound)
        }

        let content = Size(
            max(0, canvas.width - margins.horizontal), max(0, canvas.height - margins.vertical))
        let size = root.sizeThatFits(Proposal(width: content.width, height: content.height))
        root.place(
            in: Rect(
                x: margins.leading + (content.width - size.width) / 2,
                y: margins.top + (content.height - size.height) / 2,
                width: size.width, height: size.height))

        // The container background fills the whole canvas, outside the margins.
        var background: [LayoutNode] = []
        var backgroundColor: RGBA?
        let isWidget = archive.metadata.declaration == .widget
        if let found = builder.containerBackground, environment.showsBackground {
            // A gradient given as the style (`containerBackground(gradient,
            // for: .widget)`) is drawn as the gradient view it is.
            if case .views(let gradient)? = found.style {
                background = builder.build(gradient, builder.root)
            } else {
                background = builder.build(found.views, builder.root)
                if let style = found.style { backgroundColor = builder.resolve(style: style) }
            }
            for node in background {
                let size = node.sizeThatFits(Proposal(width: canvas.width, height: canvas.height))
                node.place(
                    in: Rect(
                        x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2,
                        width: size.width, height: size.height))
            }
        }
        switch environment.surface {
        case .family(let family) where !family.isAccessory:
            if backgroundColor == nil, background.isEmpty, environment.showsBackground {
                backgroundColor = Palette.widgetBackground(environment.scheme)
            }
        case .presentation(let presentation)
        where presentation == .lockScreen || presentation.isRemote:
            // CHOICE: the Lock Screen presentation's default background is
            // the system's translucent material, drawn as the widget
            // background at 85% (light or dark with the scheme); the watch's
            // and CarPlay's cards are the dark widget background, opaque.
            backgroundColor =
                builder.activityBackground.map { builder.resolve($0) }
                ?? Palette.widgetBackground(environment.scheme).withAlpha(
                    presentation.isRemote ? 1 : 0.85)
        case .presentation:
            // Compact, minimal and expanded are black and opaque (Docs/WidgetKitFacts.md §9).
            backgroundColor = .black
        default:
            break
        }
        if environment.isRightToLeft {
            for node in [root] + background { LayoutMirror.mirror(node, width: canvas.width) }
        }
        let requires =
            isWidget && builder.containerBackground == nil
            && Self.requiresContainerBackground(archive.metadata.platforms)
        var layout = WidgetLayout(
            environment: environment, canvas: canvas,
            cornerRadius: cornerRadius(for: environment.surface, canvas: canvas),
            background: background, backgroundColor: inCarPlay ? .black : backgroundColor,
            root: root, margins: margins,
            needsContainerBackground: requires, overflow: overflow, camera: nil)
        layout.dimmed = inCarPlay && !archive.metadata.carPlayApp
        return layout
    }

    /// The views of entry `entry` for the environment's surface, and the
    /// surface's canvas on the environment's device.
    static func tree(_ archive: Archive, entry: Int, environment: DisplayEnvironment)
        throws(RenderError) -> (views: [ArchivedView], canvas: Size)
    {
        guard archive.entries.indices.contains(entry) else {
            throw .noSuchEntry(entry, count: archive.entries.count)
        }
        var source = environment.surface
        // A remote presentation drawn small shows the Lock Screen view.
        if case .presentation(let presentation) = source, presentation.isRemote {
            source = .presentation(.lockScreen)
        }
        guard let views = archive.tree(for: source, entry: entry) else {
            throw .surfaceNotInArchive(
                environment.surface.name, available: archive.metadata.surfaces.map(\.name))
        }
        guard let canvas = environment.canvas else {
            throw .surfaceNotOnDevice(environment.surface.name, device: environment.device.name)
        }
        return (views, canvas)
    }

    /// The compact or expanded Dynamic Island, with all its regions.
    ///
    /// Compact: leading and trailing beside the camera, each in its HIG
    /// size, inset by the margins the island sets for them (none by
    /// default). Expanded: `IslandGeometry`.
    static func island(_ archive: Archive, entry: Int, environment: DisplayEnvironment)
        throws(RenderError) -> WidgetLayout
    {
        guard case .presentation(let requested) = environment.surface else {
            throw .surfaceNotOnDevice(environment.surface.name, device: environment.device.name)
        }
        if requested.isRemote {
            return try remoteCompact(archive, entry: entry, environment: environment)
        }
        guard let activity = environment.device.activity, let islandWidth = activity.islandWidth
        else {
            throw .surfaceNotOnDevice(environment.surface.name, device: environment.device.name)
        }
        let compact = requested == .compactLeading || requested == .compactTrailing
        let regions: [ActivityPresentation] =
            compact
            ? [.compactLeading, .compactTrailing]
            : [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
        let (built, belowIfTooWide) = try regionNodes(
            archive, entry: entry, regions: regions, environment: environment)
        let canvas: Size
        let cameraRect: Rect
        // Points of expanded content cut off below the 160 pt limit.
        var overflow = 0.0
        if compact {
            canvas = Size(islandWidth, activity.compact.height)
            cameraRect = Rect(
                x: (islandWidth - IslandGeometry.camera.width) / 2, y: 0,
                width: IslandGeometry.camera.width, height: IslandGeometry.camera.height)
            for (region, node) in built {
                let slot = Rect(
                    x: region == .compactLeading ? 0 : islandWidth - activity.compact.width, y: 0,
                    width: activity.compact.width, height: activity.compact.height)
                let insets = IslandGeometry.insets(of: region, in: archive.metadata.island)
                place(node, in: slot.inset(by: insets))
            }
        } else {
            var geometry = IslandGeometry(
                width: activity.expandedWidth, layout: archive.metadata.island,
                belowIfTooWide: belowIfTooWide)
            geometry.place(built)
            overflow = max(0, geometry.height - ActivitySizes.heights.upperBound)
            canvas = Size(
                geometry.width,
                min(
                    max(geometry.height, ActivitySizes.heights.lowerBound),
                    ActivitySizes.heights.upperBound))
            cameraRect = geometry.cameraRect
        }
        let root = LayoutNode(
            .empty, name: compact ? "DynamicIsland compact" : "DynamicIsland expanded",
            children: built.map(\.1))
        root.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return WidgetLayout(
            environment: environment, canvas: canvas, cornerRadius: min(44, canvas.height / 2),
            background: [], backgroundColor: .black,
            root: root, margins: EdgeInsets(all: 0), needsContainerBackground: false,
            overflow: overflow, camera: cameraRect)
    }

    /// The island regions of entry `entry` laid out as nodes, each named
    /// after its region, and those that asked to move below the camera.
    static func regionNodes(
        _ archive: Archive, entry: Int, regions: [ActivityPresentation],
        environment: DisplayEnvironment
    ) throws(RenderError) -> ([(ActivityPresentation, LayoutNode)], Set<ActivityPresentation>) {
        var builder = TreeBuilder(environment: environment)
        var built: [(ActivityPresentation, LayoutNode)] = []
        var belowIfTooWide: Set<ActivityPresentation> = []
        for region in regions {
            guard let views = archive.tree(for: .presentation(region), entry: entry) else {
                continue
            }
            builder.belowIfTooWide = false
            let nodes = builder.build(views, builder.root)
            let root =
                nodes.count == 1
                ? nodes[0]
                : LayoutNode(
                    .stack(.vertical, alignment: 0.5, spacing: nil), name: "VStack", children: nodes
                )
            built.append(
                (region, LayoutNode(.zstack(.center), name: region.rawValue, children: [root])))
            if builder.belowIfTooWide { belowIfTooWide.insert(region) }
        }
        guard !built.isEmpty else {
            throw .surfaceNotInArchive(
                environment.surface.name, available: archive.metadata.surfaces.map(\.name))
        }
        return (built, belowIfTooWide)
    }

    /// A remote presentation that shows the compact leading and trailing
    /// views side by side (`RemoteActivitySizes.compactSlots`): the Mac's
    /// menu bar always, the Smart Stack and CarPlay for an activity with
    /// no `.small` family. Black in the menu bar, as the Dynamic Island;
    /// the dark card of a Smart Stack widget elsewhere.
    static func remoteCompact(_ archive: Archive, entry: Int, environment: DisplayEnvironment)
        throws(RenderError) -> WidgetLayout
    {
        guard case .presentation(let presentation) = environment.surface,
            let canvas = environment.canvas
        else {
            throw .surfaceNotOnDevice(environment.surface.name, device: environment.device.name)
        }
        let (built, _) = try regionNodes(
            archive, entry: entry, regions: [.compactLeading, .compactTrailing],
            environment: environment)
        let slots = RemoteActivitySizes.compactSlots(presentation, canvas: canvas)
        for (region, node) in built {
            let insets = IslandGeometry.insets(of: region, in: archive.metadata.island)
            place(
                node,
                in: (region == .compactLeading ? slots.leading : slots.trailing).inset(by: insets))
        }
        let root = LayoutNode(
            .empty, name: presentation.rawValue + " compact", children: built.map(\.1))
        root.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return WidgetLayout(
            environment: environment, canvas: canvas,
            cornerRadius: cornerRadius(for: environment.surface, canvas: canvas),
            background: [],
            backgroundColor: presentation == .menuBar ? .black : Palette.widgetBackground(.dark),
            root: root, margins: EdgeInsets(all: 0), needsContainerBackground: false,
            overflow: 0, camera: nil)
    }

    /// Places a region's content centred in its slot.
    static func place(_ node: LayoutNode, in slot: Rect) {
        let size = node.sizeThatFits(Proposal(width: slot.width, height: slot.height))
        node.place(
            in: Rect(
                x: slot.x + (slot.width - size.width) / 2,
                y: slot.y + (slot.height - size.height) / 2, width: size.width, height: size.height)
        )
    }

    /// Whether a widget for these platforms is built with an SDK that
    /// requires `containerBackground` (`ContainerBackgroundRequirement`, the
    /// checker's table; no platform means the compiler's default, iOS 17).
    static func requiresContainerBackground(_ platforms: [PlatformRequirement]) -> Bool {
        if platforms.isEmpty { return true }
        return platforms.contains(where: ContainerBackgroundRequirement.applies(to:))
    }
}

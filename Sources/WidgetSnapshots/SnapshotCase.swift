import Foundation
import WidgetArchive
import WidgetRender

/// One snapshot: a widget drawn in one surface, device, mode, scheme,
/// entry and display variant, named
/// `<family>-<device>-<mode>-<scheme>[-<entry>][-stale][-luminanceReduced][-on|-off][-locked]`.
public struct SnapshotCase: Hashable, Sendable {
    /// The widget's (or activity's) declared name: the snapshot folder.
    public var widget: String
    public var surface: Surface
    public var device: Device
    public var mode: RenderingMode
    public var scheme: ColorScheme
    /// The entry's index in the archive, and whether it is a timeline
    /// entry (named `-1`, `-2`...) rather than the placeholder.
    public var entry: Int
    public var isTimelineEntry: Bool
    /// Whether the content is drawn stale and the display dimmed.
    public var variant: DisplayVariant
    /// The locale and time zone (`--locale`, `--time-zone`).
    public var region: DisplayRegion

    /// Creates a case.
    public init(
        widget: String, surface: Surface, device: Device, mode: RenderingMode, scheme: ColorScheme,
        entry: Int, isTimelineEntry: Bool,
        variant: DisplayVariant = .plain, region: DisplayRegion = .standard
    ) {
        self.widget = widget
        self.surface = surface
        self.device = device
        self.mode = mode
        self.scheme = scheme
        self.entry = entry
        self.isTimelineEntry = isTimelineEntry
        self.variant = variant
        self.region = region
    }

    /// The folder, under the widget's, of a region's snapshots: none for
    /// en-US in UTC (so the default snapshots stay where they were),
    /// else the locale, then `@` and the zone (`ko-KR`, `ko-KR@Asia-Seoul`).
    public static func folder(for region: DisplayRegion) -> String? {
        guard region != .standard else { return nil }
        let zone =
            region.timeZone == .utc
            ? "" : "@" + region.timeZone.identifier.replacingOccurrences(of: "/", with: "-")
        return region.locale.identifier + zone
    }

    /// The file name without its extension.
    public var stem: String {
        var name = "\(surface.name)-\(device.name)-\(mode.rawValue)-\(scheme.rawValue)"
        if isTimelineEntry { name += "-\(entry + 1)" }
        if variant.isStale { name += "-stale" }
        if variant.isLuminanceReduced { name += "-luminanceReduced" }
        if let state = variant.controlState { name += state ? "-on" : "-off" }
        if variant.isLocked { name += "-locked" }
        if variant.isSimplified { name += "-simplified" }
        return name
    }
}

/// The display-time flags a snapshot is drawn with beyond mode and
/// scheme: `isStale` and `isLuminanceReduced`.
public struct DisplayVariant: Hashable, Sendable {
    /// `isStale` is true.
    public var isStale: Bool
    /// `isLuminanceReduced` is true.
    public var isLuminanceReduced: Bool
    /// A control toggle drawn on or off; nil for anything else.
    public var controlState: Bool?
    /// The device is locked (a privacy-sensitive control is redacted).
    public var isLocked = false
    /// `levelOfDetail` is `simplified` (Apple Vision Pro, a person far away).
    public var isSimplified = false

    /// Creates a variant.
    public init(
        isStale: Bool = false, isLuminanceReduced: Bool = false, controlState: Bool? = nil,
        isLocked: Bool = false, isSimplified: Bool = false
    ) {
        self.isSimplified = isSimplified
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
        self.controlState = controlState
        self.isLocked = isLocked
    }

    /// The variants of a control's template: a toggle on and off, and a
    /// privacy-sensitive control locked as well.
    static func variants(forControl tree: [ArchivedView]) -> [DisplayVariant] {
        guard let template = ControlTemplate(tree, state: nil) else { return [plain] }
        let states: [Bool?] = template.isToggle ? [true, false] : [nil]
        return states.flatMap { state in
            [DisplayVariant(controlState: state)]
                + (template.privacySensitive
                    ? [DisplayVariant(controlState: state, isLocked: true)] : [])
        }
    }

    /// Neither flag: how every snapshot is drawn unless a tree branches on one.
    public static let plain = DisplayVariant()

    /// The variants worth drawing for a tree whose choices read `keys`:
    /// the plain one, and one per flag the tree branches on.
    static func variants(forKeys keys: Set<String>) -> [DisplayVariant] {
        var variants = [plain]
        if keys.contains(EnvironmentKey.isStale.rawValue) {
            variants.append(DisplayVariant(isStale: true))
        }
        if keys.contains(EnvironmentKey.isLuminanceReduced.rawValue) {
            variants.append(DisplayVariant(isLuminanceReduced: true))
        }
        if keys.contains(EnvironmentKey.levelOfDetail.rawValue) {
            variants.append(DisplayVariant(isSimplified: true))
        }
        return variants
    }
}

/// Which cases to make: by default every declared family in each mode it
/// is drawn in, both schemes, on the default device.
public struct SnapshotMatrix: Sendable {
    /// Only these families or presentations (nil: all declared).
    public var families: Set<String>?
    /// Only these modes (nil: each surface's own modes).
    public var modes: [RenderingMode]?
    /// The devices; those without a surface are skipped for it.
    public var devices: [Device]
    /// The schemes.
    public var schemes: [ColorScheme]
    /// Only these display variants; nil: the plain one, plus a stale one
    /// for each tree with an `if isStale` and a dimmed one for each tree
    /// with an `if isLuminanceReduced`, so that every branch is drawn.
    public var variants: [DisplayVariant]?

    /// The default matrix.
    public init(
        families: Set<String>? = nil, modes: [RenderingMode]? = nil,
        devices: [Device] = [DeviceCatalog.defaultDevice],
        schemes: [ColorScheme] = ColorScheme.allCases
    ) {
        self.families = families
        self.modes = modes
        self.devices = devices
        self.schemes = schemes
    }

    /// The cases of `archive` (its entries are timeline entries when `timeline`).
    public func cases(for archive: Archive, timeline: Bool, region: DisplayRegion = .standard)
        -> [SnapshotCase]
    {
        var cases: [SnapshotCase] = []
        for entry in archive.entries.indices {
            for surface in archive.drawnSurfaces where families?.contains(surface.name) ?? true {
                let tree = archive.drawnTrees(for: surface, entry: entry)
                let variants =
                    variants
                    ?? (surface.isControl
                        ? DisplayVariant.variants(forControl: tree)
                        : DisplayVariant.variants(forKeys: EnvironmentCondition.keys(in: tree)))
                // Control Center, the Action button, the Smart Stack, CarPlay
                // and the menu bar are drawn dark whatever the scheme.
                let schemes = surface.isDrawnDark ? [ColorScheme.dark] : schemes
                let platforms = archive.metadata.declaredPlatforms
                var showing = Self.devices(devices, showing: surface, platforms: platforms)
                for vision in Self.visionDevice(for: archive, surface: surface, matrix: devices)
                where !showing.contains(vision) {
                    showing.append(vision)
                }
                for device in showing {
                    // CarPlay draws full colour on its dark dashboard only.
                    let carPlay = device.kind == .carPlay && !surface.isPresentation
                    let modes =
                        carPlay ? [.fullColor] : modes ?? DisplayEnvironment.modes(for: surface)
                    for mode in modes {
                        for scheme in carPlay ? [.dark] : schemes {
                            // Only Apple Vision Pro draws the simplified level.
                            for variant in variants
                            where !variant.isSimplified || device.kind == .visionPro {
                                cases.append(
                                    SnapshotCase(
                                        widget: archive.metadata.name, surface: surface,
                                        device: device, mode: mode, scheme: scheme,
                                        entry: entry, isTimelineEntry: timeline, variant: variant,
                                        region: region))
                            }
                        }
                    }
                }
            }
        }
        return cases
    }

    /// Apple Vision Pro, for a family of a widget that declares visionOS,
    /// when the matrix is the default one.
    static func visionDevice(for archive: Archive, surface: Surface, matrix devices: [Device])
        -> [Device]
    {
        guard devices == [DeviceCatalog.defaultDevice],
            archive.metadata.declaredPlatforms.contains(.visionOS),
            let vision = DeviceCatalog.visionPros.first, vision.shows(surface)
        else { return [] }
        return [vision]
    }

    /// The devices of `devices` that show `surface`; where none does (a
    /// watch's Smart Stack among iPhones), the device it is usually seen
    /// on. The default matrix draws systemSmall in CarPlay too (iOS 26).
    /// A widget whose platforms have no iPhone (watchOS only) is drawn
    /// on its own platform's device instead of the default iPhone.
    static func devices(_ devices: [Device], showing surface: Surface, platforms: [Platform])
        -> [Device]
    {
        let isDefault = devices == [DeviceCatalog.defaultDevice]
        let matrix =
            isDefault && !DeviceCatalog.drawsOnPhone(platforms)
            ? [DeviceCatalog.defaultDevice(for: surface, platforms: platforms)] : devices
        let showing = matrix.filter { $0.shows(surface) }
        if isDefault, surface == .family(.systemSmall), showing.first?.kind == .iPhone,
            let carPlay = DeviceCatalog.carPlays.first
        {
            return showing + [carPlay]
        }
        if !showing.isEmpty { return showing }
        if case .presentation(let presentation) = surface, presentation.isRemote {
            return [DeviceCatalog.defaultDevice(for: surface)]
        }
        return []
    }
}

/// The two files of a snapshot: the layout dump and the SVG.
public struct SnapshotRendering: Hashable, Sendable {
    public var text: String
    public var svg: String
    /// The canvas the SVG is drawn at, in points.
    public var canvas: Size

    /// Renders `snapshot` from `archive`; `assets` is the Assets/ folder beside the source.
    public static func make(_ snapshot: SnapshotCase, archive: Archive, assets: SourceAssets)
        throws(RenderError) -> SnapshotRendering
    {
        let layout = try layout(snapshot, archive: archive, assets: assets)
        return SnapshotRendering(
            text: TextRenderer.render(layout), svg: SVGRenderer.render(layout),
            canvas: layout.canvas)
    }

    /// The layout a snapshot draws.
    public static func layout(_ snapshot: SnapshotCase, archive: Archive, assets: SourceAssets)
        throws(RenderError) -> WidgetLayout
    {
        var environment = DisplayEnvironment(
            surface: snapshot.surface, device: snapshot.device, mode: snapshot.mode,
            scheme: snapshot.scheme,
            now: archive.entries[snapshot.entry].date, assets: assets)
        environment.isStale = snapshot.variant.isStale
        environment.isLuminanceReduced = snapshot.variant.isLuminanceReduced
        environment.controlState = snapshot.variant.controlState
        environment.locked = snapshot.variant.isLocked
        environment.levelOfDetail = snapshot.variant.isSimplified ? .simplified : .default
        environment.region = snapshot.region
        return try WidgetLayout.make(archive, entry: snapshot.entry, environment: environment)
    }
}

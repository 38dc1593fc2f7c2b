import WidgetArchive

/// What one widget family supports: where it exists, where buttons and
/// toggles work, where `Link` works, and the rendering modes it must
/// support. Rules read this table; none hard-codes a family list.
public struct FamilyCapabilities: Sendable {
    /// The family.
    public let family: WidgetFamily
    /// Platforms and first OS versions that offer the family.
    public let available: PlatformSupport
    /// Where `Button(intent:)` and `Toggle(isOn:intent:)` are interactive.
    public let buttonsAndToggles: PlatformSupport
    /// Where `Link(destination:)` opens its own URL (elsewhere the whole
    /// widget is one tap target and only `widgetURL` applies).
    public let links: PlatformSupport
    /// The rendering modes the family is drawn in, so must look right in.
    public let renderingModes: Set<RenderingMode>
}

/// The family capability table, as data, one row per family.
///
/// Sources are the rows of `Docs/WidgetKitFacts.md` cited
/// per column below; choices where the sources are silent or disagree are
/// marked CHOICE and made only here.
///
/// - Availability: Docs/WidgetKitFacts.md §1 (WidgetFamily symbol metadata, HIG-W). iPad
///   accessory families need iPadOS 17 (Lock Screen widgets on iPad);
///   systemExtraLarge is not on iPhone; accessoryCorner is watchOS only.
/// - Buttons and toggles: Docs/WidgetKitFacts.md §3 (D-INT): every system family, and
///   accessoryCircular and accessoryRectangular on iPhone and iPad; never
///   accessoryInline or accessoryCorner. The intent-based initializers need
///   iOS/iPadOS 17, macOS 14 (D-SYM). On watchOS 11 (WidgetKit updates,
///   June 2024: Button and Toggle in watch widgets), accessoryRectangular
///   is confirmed: Apple's `AccessoryWidgetGroup` page says its content in
///   that family may be interactive. CHOICE: no other watch family, as
///   D-INT lists none and Apple confirms none; a false error is easier to
///   live with than a button that silently does nothing on a watch face.
/// - Links: Docs/WidgetKitFacts.md §3 (D-LINK, D-STRAT, D-EXT): systemMedium and larger from
///   the start; systemSmall only from iOS/iPadOS 17 and macOS 14 (before,
///   a small widget is one tap target); accessoryRectangular. CHOICE:
///   accessoryRectangular links on iPhone and iPad only, as the sources
///   describe the Lock Screen; none for circular, inline or corner.
/// - Rendering modes: `WidgetFamily.renderingModes` in WidgetArchive, the
///   one table the renderer's display environment reads too (Docs/WidgetKitFacts.md §5).
public enum CapabilityTable {
    /// Every family's row, in `WidgetFamily` order.
    public static let families: [FamilyCapabilities] = [
        row(
            .systemSmall,
            available: [.iOS: v(14), .iPadOS: v(14), .macOS: v(11), .visionOS: v(26)],
            buttons: systemButtons,
            links: [.iOS: v(17), .iPadOS: v(17), .macOS: v(14), .visionOS: v(26)]),
        row(
            .systemMedium,
            available: [.iOS: v(14), .iPadOS: v(14), .macOS: v(11), .visionOS: v(26)],
            buttons: systemButtons,
            links: [.iOS: v(14), .iPadOS: v(14), .macOS: v(11), .visionOS: v(26)]),
        row(
            .systemLarge,
            available: [.iOS: v(14), .iPadOS: v(14), .macOS: v(11), .visionOS: v(26)],
            buttons: systemButtons,
            links: [.iOS: v(14), .iPadOS: v(14), .macOS: v(11), .visionOS: v(26)]),
        row(
            .systemExtraLarge,
            available: [.iPadOS: v(15), .macOS: v(14), .visionOS: v(26)],
            buttons: [.iPadOS: v(17), .macOS: v(14), .visionOS: v(26)],
            links: [.iPadOS: v(15), .macOS: v(14), .visionOS: v(26)]),
        row(
            .systemExtraLargePortrait,
            available: [.visionOS: v(26)],
            buttons: [.visionOS: v(26)],
            links: [.visionOS: v(26)]),
        row(
            .accessoryCircular,
            available: [.iOS: v(16), .iPadOS: v(17), .watchOS: v(9)],
            buttons: [.iOS: v(17), .iPadOS: v(17)],
            links: [:]),
        row(
            .accessoryRectangular,
            available: [.iOS: v(16), .iPadOS: v(17), .watchOS: v(9)],
            buttons: [.iOS: v(17), .iPadOS: v(17), .watchOS: v(11)],
            links: [.iOS: v(16), .iPadOS: v(17)]),
        row(
            .accessoryInline,
            available: [.iOS: v(16), .iPadOS: v(17), .watchOS: v(9)],
            buttons: [:],
            links: [:]),
        row(
            .accessoryCorner,
            available: [.watchOS: v(9)],
            buttons: [:],
            links: [:]),
    ]

    /// The row for `family`.
    public static func capabilities(of family: WidgetFamily) -> FamilyCapabilities {
        // Every family has a row; a test checks it.
        families.first { $0.family == family } ?? families[0]
    }

    /// The intent-based Button and Toggle initializers: iOS/iPadOS 17,
    /// macOS 14 (D-SYM); visionOS widgets arrive with visionOS 26.
    private static let systemButtons: [Platform: OSVersion] = [
        .iOS: v(17), .iPadOS: v(17), .macOS: v(14), .visionOS: v(26),
    ]

    private static func v(_ major: Int) -> OSVersion { OSVersion(major) }

    private static func row(
        _ family: WidgetFamily,
        available: [Platform: OSVersion],
        buttons: [Platform: OSVersion],
        links: [Platform: OSVersion]
    ) -> FamilyCapabilities {
        FamilyCapabilities(
            family: family, available: PlatformSupport(available),
            buttonsAndToggles: PlatformSupport(buttons),
            links: PlatformSupport(links), renderingModes: Set(family.renderingModes))
    }
}

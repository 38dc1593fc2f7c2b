import WidgetArchive

/// What one Live Activity presentation supports, like `FamilyCapabilities`
/// for widget families. The four expanded regions share a row.
public struct PresentationCapabilities: Sendable {
    /// The presentation.
    public let presentation: ActivityPresentation
    /// Where `Button(intent:)` and `Toggle(isOn:intent:)` are interactive.
    public let buttonsAndToggles: PlatformSupport
    /// Where a `Link` opens its own URL.
    public let links: PlatformSupport
}

/// The presentation table, as data.
///
/// - Buttons and toggles: Docs/WidgetKitFacts.md §3 (D-INT): the expanded and Lock Screen
///   presentations only, from iOS/iPadOS 17 (the intent initializers).
/// - Links: Docs/WidgetKitFacts.md §3 (D-SYM DynamicIsland.widgetURL: "a Link inside takes
///   priority"). CHOICE: Links on the Lock Screen and in the expanded
///   regions; the compact and minimal presentations are one tap target
///   (Live Activities exist from iOS 16.1, Docs/WidgetKitFacts.md §9).
/// - The remote presentations (the watch's Smart Stack, CarPlay, the
///   Mac's menu bar) are drawn from the views above and checked as them.
public enum PresentationTable {
    /// Every presentation's row, in `ActivityPresentation` order.
    public static let presentations: [PresentationCapabilities] = ActivityPresentation.allCases.map
    { presentation in
        switch presentation {
        case .lockScreen, .expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom:
            PresentationCapabilities(
                presentation: presentation,
                buttonsAndToggles: PlatformSupport([.iOS: OSVersion(17), .iPadOS: OSVersion(17)]),
                links: PlatformSupport([.iOS: OSVersion(16, 1), .iPadOS: OSVersion(16, 1)]))
        // Remote presentations: CarPlay deactivates buttons and toggles
        // (facts §3, D-LA); the menu bar shows the compact views. CHOICE:
        // the watch's Smart Stack opens the activity on a tap, as CarPlay.
        case .compactLeading, .compactTrailing, .minimal, .smartStack, .carPlay, .menuBar:
            PresentationCapabilities(
                presentation: presentation, buttonsAndToggles: .none, links: .none)
        }
    }

    /// The row for `presentation`.
    public static func capabilities(of presentation: ActivityPresentation)
        -> PresentationCapabilities
    {
        presentations.first { $0.presentation == presentation } ?? presentations[0]
    }
}

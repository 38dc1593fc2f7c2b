import WidgetArchive

/// The modifiers a view can take, with their signatures: a projection of
/// the schema's rows (`ModifierTable` in WidgetArchive), by name. A
/// modifier is added there, not here.
public enum ModifierCatalog {
    /// `containerBackground(for: .widget)` and `invalidatableContent()`:
    /// iOS/iPadOS 17, macOS 14, watchOS 10 (Docs/WidgetKitFacts.md §4, D-SYM).
    static let release17 = Releases.iOS17

    /// iOS/iPadOS 18, macOS 15, watchOS 11: the tinted Home Screen's
    /// `widgetAccentedRenderingMode(_:)`.
    static let release18 = Releases.iOS18

    /// Every modifier, by name: each schema row's forms.
    public static let modifiers: [String: CatalogEntry] = Dictionary(
        uniqueKeysWithValues: ModifierTable.all.map {
            ($0.name, CatalogEntry(name: $0.name, signatures: $0.forms))
        })

    /// Modifiers that only some views have, and must be called on that
    /// view itself, before other modifiers (`Image("x").resizable()`, not
    /// `Image("x").frame(...).resizable()`): the view names they accept.
    /// Modifiers not listed apply to any view.
    public static let targets: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: ModifierTable.all.compactMap { row in
            row.targets.map { (row.name, Set($0.kinds.map(\.name))) }
        })

    /// The labels of the parameters that take a plottable value, by
    /// modifier (`foregroundStyle`: `by`): a form written with one is Swift
    /// Charts' `ChartContent` modifier, which only a chart mark has.
    static let plottingLabels: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: ModifierTable.all.compactMap { row in
            let labels = Set(
                row.forms.flatMap(\.parameters).filter { $0.type == .plottable }.compactMap(
                    \.label))
            return labels.isEmpty ? nil : (row.name, labels)
        })
}

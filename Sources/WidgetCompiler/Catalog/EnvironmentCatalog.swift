import WidgetArchive

/// The display-time names a body reads (`EnvironmentKey`) with the OS
/// versions that brought them, for `api-availability` as views and
/// modifiers have theirs in their signatures: a projection of the
/// schema's `EnvironmentTable`. A key without versions has been there as
/// long as widgets have.
public enum EnvironmentCatalog {
    /// The first version of each platform with the key, for the keys
    /// whose row has versions (D-SYM).
    public static let availability: [EnvironmentKey: [Platform: OSVersion]] = Dictionary(
        uniqueKeysWithValues: EnvironmentTable.all.filter { !$0.availability.isEmpty }.map {
            ($0.key, $0.availability)
        })

    /// The rows of `availability` by the name a body writes, so that the
    /// checker, which asks about every bare name, pays one hash lookup
    /// (`EnvironmentKey(rawValue:)` compares against every key's name).
    static let availabilityByName:
        [String: (key: EnvironmentKey, versions: [Platform: OSVersion])] =
            Dictionary(
                uniqueKeysWithValues: availability.map { ($0.key.rawValue, ($0.key, $0.value)) })

    /// The keys checked only in a Live Activity's presentations: a
    /// widget has no `isStale` (the emitted widget reads it as `false`).
    static let activityOnly: Set<EnvironmentKey> = Set(
        EnvironmentTable.all.filter { $0.surfaces == .activityOnly }.map(\.key))

    /// The `EnvironmentValues` keys decided when an entry is instantiated
    /// (the instantiator binds them), which every body reads by name, and
    /// whether each is a Bool: `\.widgetFamily` is `family` (decided per
    /// family), `\.widgetContentMargins`, `\.locale` (the locale the entry
    /// is archived in, as the extension's body reads it on a device) and
    /// `\.isActivityFullscreen` (false: wdl draws no StandBy presentation,
    /// the one where it is true).
    static let archiveTimeValues: [(swiftKey: String, name: String, isBool: Bool)] = [
        ("widgetFamily", "family", false),
        ("widgetContentMargins", "widgetContentMargins", false),
        ("locale", "locale", false), ("isActivityFullscreen", "isActivityFullscreen", true),
    ]

    /// The `EnvironmentValues` keys a body reads, each with the name wdl
    /// reads it by: those decided when an entry is instantiated
    /// (`archiveTimeValues`), then the schema's rows that SwiftUI keeps in
    /// `EnvironmentValues` (`isStale` is the activity context's).
    /// A view struct's `@Environment(\.key) var name` must use that name;
    /// the emitter writes these properties back.
    public static let environmentValues: [(swiftKey: String, name: String)] =
        archiveTimeValues.map { ($0.swiftKey, $0.name) }
        + EnvironmentTable.all.filter { $0.swiftOwner == "EnvironmentValues" }.map {
            ($0.swiftName, $0.name)
        }

    /// The name wdl reads `EnvironmentValues.<swiftKey>` by, or nil for a
    /// key it does not archive.
    static func name(forSwiftKey swiftKey: String) -> String? {
        environmentValues.first { $0.swiftKey == swiftKey }?.name
    }
}

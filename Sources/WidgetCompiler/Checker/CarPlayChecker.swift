import WidgetArchive
import WidgetSyntax

/// What CarPlay (iOS 26) means for a widget: a `systemSmall` widget
/// appears in every CarPlay car, in full colour with its background
/// removed, as StandBy draws it; a tap opens the app, and buttons and
/// toggles act, only when the app has a CarPlay scene (`carPlayApp:
/// true`) and the car has a touchscreen, else CarPlay dims the widget.
/// Source: developer.apple.com/documentation/widgetkit/adding-standby-and-carplay-support-to-your-widget.
enum CarPlayChecker {
    /// The header's checks (`disfavoredLocations` availability,
    /// `carplay-background`), and the `carPlay` row of `wdl families`
    /// for a widget with `systemSmall` (what CarPlay draws, with that
    /// family's findings and its own), or nil.
    static func check(
        _ decl: ContainerDecl, _ header: WidgetHeader, small: FamilyReport?,
        into diagnostics: inout [Diagnostic]
    ) -> FamilyReport? {
        let first = diagnostics.count
        checkLocations(header, into: &diagnostics)
        if small != nil, !header.containerBackgroundRemovable, !header.disfavors(.carPlay),
            let range = property("containerBackgroundRemovable", of: decl)
        {
            var diagnostic = Diagnostic(.carPlayBackground(decl.name.name), at: range)
            diagnostic.family = WidgetLocation.carPlay.rawValue
            diagnostics.append(diagnostic)
        }
        guard let small else { return nil }
        let found = diagnostics[first...].filter { $0.family == WidgetLocation.carPlay.rawValue }
        return FamilyReport(
            name: WidgetLocation.carPlay.rawValue, available: small.available,
            buttonsAndToggles: header.carPlayApp
                ? PlatformSupport([.iOS: OSVersion(26)]) : .none,
            links: .none, renderingModes: [.fullColor], uses: small.uses,
            findings: Array(Set(found.map(\.id) + small.findings)).sorted())
    }

    /// `api-availability`: a location newer than the declared iOS
    /// (`.carPlay` is iOS 26), which Swift refuses in the configuration.
    private static func checkLocations(_ header: WidgetHeader, into diagnostics: inout [Diagnostic])
    {
        guard let written = header.disfavoredLocationsRange else { return }
        // `disfavoredLocations(_:for:)` itself is iOS 17, even when empty.
        let located = header.disfavoredLocations.map { ($0.location, $0.range) }
        for (location, range) in located.isEmpty ? [(WidgetLocation.homeScreen, written)] : located
        {
            let name =
                located.isEmpty ? "disfavoredLocations" : "WidgetLocation.\(location.rawValue)"
            if let diagnostic = header.configurationAvailability(
                name, noun: "widget", needed: location.introduced, at: range)
            {
                diagnostics.append(diagnostic)
            }
        }
    }

    /// Where a header property's value is written.
    private static func property(_ name: String, of decl: ContainerDecl) -> SourceRange? {
        for member in decl.members where member.keyword.name == name {
            if case .property(let value) = member.kind { return value.range }
        }
        return nil
    }
}

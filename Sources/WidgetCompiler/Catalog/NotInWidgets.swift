import WidgetArchive

/// SwiftUI views and modifiers that exist but do not work in a widget or
/// a Live Activity, or that wdl does not draw, each with what to write
/// instead: the one table the `not-in-widgets` diagnostic reads.
/// Docs/SwiftUISurvey.md lists each as refused with the same advice. A
/// view here is never also in the catalog (a test holds them apart); a
/// modifier the schema has a row for is not refused, whatever this table
/// says, so adding a modifier to the schema needs no edit here.
public enum NotInWidgets {
    /// Views, by name: why not, and what to use instead.
    public static let views: [String: String] = [
        "ScrollView": "a widget does not scroll; show fewer items, or pick a layout per family",
        "List": "a widget does not scroll or select; use a VStack of rows with ForEach",
        "Form": "a widget takes no input; show values with Text and Label",
        "TextField": "a widget takes no text input; open the app with widgetURL or Link",
        "SecureField": "a widget takes no text input; open the app with widgetURL or Link",
        "TextEditor": "a widget takes no text input; open the app with widgetURL or Link",
        "NavigationStack": "a widget has one screen; open the app with widgetURL or Link",
        "NavigationView": "a widget has one screen; open the app with widgetURL or Link",
        "NavigationLink": "a widget has one screen; use Link to open the app at a URL",
        "TabView": "a widget has one screen; pick what to show per family",
        "Menu": "a widget shows no menus; use Button(intent:) for one action",
        "Picker": "a widget takes no input; make the choice an intent parameter (configuration)",
        "Slider":
            "a widget takes no continuous input; use Button(intent:) steps or a Gauge to show the value",
        "Stepper": "use two Button(intent:) views, one for each step",
        "DatePicker": "a widget takes no input; make the date an intent parameter (configuration)",
        "ColorPicker":
            "a widget takes no input; make the colour an intent parameter (configuration)",
        "ShareLink": "a widget cannot present a share sheet; use Link to open the app",
        "Canvas": "a widget runs no drawing code; compose shapes (Circle, Capsule, trim, stroke)",
        "TimelineView":
            "a widget is archived per timeline entry; add entries, or use Text(date, style: .timer)",
        "AsyncImage":
            "a widget cannot load images when drawn; download in the timeline provider and name the image",
        "Map": "use an image of the map, made by the timeline provider",
        "VideoPlayer": "a widget plays no video; show a still image",
        "AnyLayout":
            "a layout chosen by a value when the view runs; write if/else (or switch family) over HStackLayout and VStackLayout",
        "withAnimation":
            "a widget runs no code; its views animate between entries with contentTransition",
    ]

    /// Forms of catalog views that run code, by view and argument label.
    public static let forms: [String: [String: String]] = [
        "Button": ["action": "a widget runs no code on tap; use Button(intent:) with an App Intent"]
    ]

    /// Modifiers, by name: why not, and what to use instead; a name with a
    /// schema row (`ModifierKind`) is left out.
    public static let modifiers = withoutSchemaRows(refusedModifiers)

    /// `refusals` without the names the schema has a row for.
    static func withoutSchemaRows(_ refusals: [String: String]) -> [String: String] {
        refusals.filter { ModifierKind(name: $0.key) == nil }
    }

    /// The refusals as written, before the schema's modifiers are left out.
    private static let refusedModifiers: [String: String] = [
        "onTapGesture": "a widget runs no code on tap; use Button(intent:), Link or widgetURL",
        "gesture": "a widget takes no gestures; use Button(intent:), Link or widgetURL",
        "sheet": "a widget presents nothing; open the app with widgetURL or Link",
        "alert": "a widget presents nothing; open the app with widgetURL or Link",
        "contextMenu": "a widget shows no menus; the system's edit menu is its own",
        "onAppear": "a widget runs no code when shown; compute it in the timeline provider",
        "task": "a widget runs no code when shown; compute it in the timeline provider",
        "onChange": "a widget runs no code; each timeline entry is its own tree",
        "refreshable":
            "a widget reloads with its timeline; use Button(intent:) to ask for a reload",
        "onOpenURL": "the app handles the URL; give the widget widgetURL or Link",
        "navigationTitle": "a widget has no navigation bar; use Text",
        "toolbar": "a widget has no toolbar; use Button(intent:)",
        "symbolEffect": "a widget's symbols do not animate in a still render; leave it out",
        "contentMarginsDisabled":
            "it configures the widget, not a view: write `contentMarginsDisabled: true` in the widget's header",
        "containerBackgroundRemovable":
            "it configures the widget, not a view: write `containerBackgroundRemovable: false` in the widget's header",
        "supportedFamilies":
            "it configures the widget, not a view: list the families in the header's `families:`",
        "contentMargins":
            "it sets the margins of scroll views, and a widget has none; use padding, or `contentMarginsDisabled: true` in the header for the widget's own margins",
    ]
}

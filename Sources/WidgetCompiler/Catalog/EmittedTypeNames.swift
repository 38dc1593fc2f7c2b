import WidgetSyntax

/// The Swift names of an activity's types, as `wdl emit swift` declares
/// them and as a Live Activity's helper views write them: `activity Order`
/// is `OrderAttributes`, its state `OrderAttributes.ContentState`, and
/// what its closures are handed `ActivityViewContext<OrderAttributes>`.
public struct ActivityTypeNames: Sendable, Hashable {
    /// The `ActivityAttributes` struct: `OrderAttributes`.
    public let attributes: String
    /// Its `ContentState`: `OrderAttributes.ContentState`.
    public let state: String
    /// The closures' parameter: `ActivityViewContext<OrderAttributes>`.
    public let context: String
    /// The `Widget` that configures it: `OrderLiveActivity`.
    public let widget: String
    /// The view of a Lock Screen presentation that reads display-time
    /// names (`activityFamily`): `OrderLockScreenView`.
    public let lockScreenView: String

    /// The names of the activity called `name`.
    public init(_ name: String) {
        attributes = name + "Attributes"
        state = attributes + ".ContentState"
        context = "ActivityViewContext<\(attributes)>"
        widget = name + "LiveActivity"
        lockScreenView = name + "LockScreenView"
    }

    /// The names with what each is, for `emitted-name`.
    var declared: [(name: String, role: String)] {
        [(attributes, "ActivityAttributes"), (widget, "Widget"), (lockScreenView, "View")]
    }

    /// A written type name as these names spell it: without the spaces
    /// Swift allows inside `ActivityViewContext< OrderAttributes >`.
    static func normalized(_ written: String) -> String {
        written.contains(where: \.isWhitespace) ? written.filter { !$0.isWhitespace } : written
    }
}

/// The Swift names `wdl emit swift` declares for a widget: `widget W` is
/// the `Widget` struct `W`, its entry `WEntry`, its provider `WProvider`,
/// its view `WView`, its configuration intent `WConfigurationIntent` and
/// its previews `W_Previews`.
public struct WidgetTypeNames: Sendable, Hashable {
    /// The `Widget`: the widget's own name.
    public let widget: String
    /// The `TimelineEntry`.
    public let entry: String
    /// The timeline provider.
    public let provider: String
    /// The view that draws an entry.
    public let view: String
    /// The `WidgetConfigurationIntent` of a configurable widget.
    public let configurationIntent: String
    /// The `PreviewProvider`.
    public let previews: String
    /// The `WidgetPushHandler` of a widget reloaded by push.
    public let pushHandler: String

    /// The names of the widget called `name`.
    public init(_ name: String) {
        widget = name
        entry = name + "Entry"
        provider = name + "Provider"
        view = name + "View"
        configurationIntent = name + "ConfigurationIntent"
        previews = name + "_Previews"
        pushHandler = name + "PushHandler"
    }

    /// The names with what each is, for `emitted-name`.
    var declared: [(name: String, role: String)] {
        [
            (widget, "Widget"), (entry, "TimelineEntry"), (provider, "TimelineProvider"),
            (view, "entry view"), (configurationIntent, "WidgetConfigurationIntent"),
            (previews, "PreviewProvider"), (pushHandler, "WidgetPushHandler"),
        ]
    }
}

/// The Swift names `wdl emit swift` declares for a control: `control C`
/// is the `ControlWidget` struct `C`, its value `CValue`, its value
/// provider `CProvider` and, with a `configuration`, its
/// `ControlConfigurationIntent` `CConfigurationIntent`.
public struct ControlTypeNames: Sendable, Hashable {
    /// The `ControlWidget`: the control's own name.
    public let control: String
    /// The value its provider gives and its template reads.
    public let value: String
    /// The `ControlValueProvider` (or `AppIntentControlValueProvider`).
    public let provider: String
    /// The `ControlConfigurationIntent` of a configurable control.
    public let configurationIntent: String

    /// The names of the control called `name`.
    public init(_ name: String) {
        control = name
        value = name + "Value"
        provider = name + "Provider"
        configurationIntent = name + "ConfigurationIntent"
    }

    /// The names with what each is, for `emitted-name`.
    var declared: [(name: String, role: String)] {
        [
            (control, "ControlWidget"), (value, "control value"),
            (provider, "ControlValueProvider"),
            (configurationIntent, "ControlConfigurationIntent"),
        ]
    }
}

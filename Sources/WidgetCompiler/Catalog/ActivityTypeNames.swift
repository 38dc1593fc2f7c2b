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

    /// The names of the activity called `name`.
    public init(_ name: String) {
        attributes = name + "Attributes"
        state = attributes + ".ContentState"
        context = "ActivityViewContext<\(attributes)>"
        widget = name + "LiveActivity"
    }

    /// A written type name as these names spell it: without the spaces
    /// Swift allows inside `ActivityViewContext< OrderAttributes >`.
    static func normalized(_ written: String) -> String {
        written.contains(where: \.isWhitespace) ? written.filter { !$0.isWhitespace } : written
    }
}

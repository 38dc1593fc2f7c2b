/// One display-time name's row of the schema: the key a body writes and
/// archives keep (`renderingMode`), the SwiftUI value it stands for
/// (`EnvironmentValues.widgetRenderingMode`), its type, the first OS of
/// each platform with it, where it means something, and what hover says.
/// `EnvironmentTable` holds the rows.
public struct EnvironmentSchema: Sendable, Hashable {
    /// The key, typed; its raw value is the name a body writes.
    public let key: EnvironmentKey
    /// The type that declares the SwiftUI value: `EnvironmentValues`, `ActivityViewContext`.
    public let swiftOwner: String
    /// The SwiftUI name of the value: `widgetRenderingMode`.
    public let swiftName: String
    /// The SwiftUI type of the value: `WidgetRenderingMode`, `Bool`.
    public let valueType: String
    /// The first OS version of each platform with it; empty when it has
    /// been there as long as widgets have.
    public let availability: [Platform: OSVersion]
    /// Where it is checked and means something.
    public let surfaces: EnvironmentSurfaces
    /// One sentence for hover and the format document.
    public let hover: String

    /// Creates a row.
    public init(
        _ key: EnvironmentKey, _ swiftOwner: String, _ swiftName: String, _ valueType: String,
        _ availability: [Platform: OSVersion] = [:], surfaces: EnvironmentSurfaces = .everywhere,
        hover: String
    ) {
        self.key = key
        self.swiftOwner = swiftOwner
        self.swiftName = swiftName
        self.valueType = valueType
        self.availability = availability
        self.surfaces = surfaces
        self.hover = hover
    }

    /// The name a body writes: `renderingMode`.
    public var name: String { key.rawValue }
    /// The SwiftUI spelling: `EnvironmentValues.widgetRenderingMode`.
    public var swiftSpelling: String { swiftOwner + "." + swiftName }
}

/// Where a display-time name means something.
public enum EnvironmentSurfaces: String, Sendable, CaseIterable {
    /// Every widget family and Live Activity presentation.
    case everywhere
    /// A Live Activity's presentations only; a widget reads its default
    /// (`false`, `.medium`) and its availability is not checked there.
    case activityOnly

    /// One line for hover: where it works and what happens elsewhere.
    public var summary: String {
        switch self {
        case .everywhere: "every family and presentation"
        case .activityOnly:
            "Live Activity presentations only; a widget reads its default (`false`, `.medium`)"
        }
    }
}

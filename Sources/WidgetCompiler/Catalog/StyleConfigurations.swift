import WidgetArchive
import WidgetSyntax

/// What a custom style's `makeBody(configuration:)` is given, one row per
/// style protocol, from Apple's pages for each `...StyleConfiguration`
/// (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration,
/// togglestyleconfiguration, labelstyleconfiguration,
/// gaugestyleconfiguration, progressviewstyleconfiguration).
///
/// A style is applied by its modifier (`.buttonStyle(Pill())`) to every
/// control of its kind under it that has no style of its own nearer; the
/// builder draws each such control as the style's body, with the views
/// and values below. A widget is drawn, never pressed: `isPressed` is
/// always false.
struct StyleConfiguration: Sendable {
    /// The struct form whose body this configuration is given to.
    let form: ViewDecl.Form
    /// The modifier that applies the style: `buttonStyle`.
    let modifier: ModifierKind
    /// The controls it styles.
    let control: ViewKind
    /// Swift's name of the configuration type, for the checker's messages.
    let typeName: String
    /// The members that are views (`label`), each the control's own part;
    /// a part the control lacks is no view.
    let views: [String]
    /// The members that are values, with their types.
    let values: [(name: String, type: ValueType)]

    /// The rows.
    static let all: [StyleConfiguration] = [
        StyleConfiguration(
            form: .buttonStyle, modifier: .buttonStyle, control: .button,
            typeName: "ButtonStyleConfiguration", views: ["label"],
            values: [("isPressed", .bool), ("role", .unknown)]),
        StyleConfiguration(
            form: .toggleStyle, modifier: .toggleStyle, control: .toggle,
            typeName: "ToggleStyleConfiguration", views: ["label"],
            values: [("isOn", .bool), ("isMixed", .bool)]),
        StyleConfiguration(
            form: .labelStyle, modifier: .labelStyle, control: .label,
            typeName: "LabelStyleConfiguration", views: ["title", "icon"], values: []),
        StyleConfiguration(
            form: .gaugeStyle, modifier: .gaugeStyle, control: .gauge,
            typeName: "GaugeStyleConfiguration",
            views: ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"],
            values: [("value", .double)]),
        StyleConfiguration(
            form: .progressViewStyle, modifier: .progressViewStyle, control: .progressView,
            typeName: "ProgressViewStyleConfiguration", views: ["label", "currentValueLabel"],
            values: [("fractionCompleted", .optional(.double))]),
    ]

    /// The row for a style struct's form.
    static func forForm(_ form: ViewDecl.Form) -> StyleConfiguration? {
        all.first { $0.form == form }
    }

    /// The row for a style modifier.
    static func forModifier(_ modifier: ModifierKind) -> StyleConfiguration? {
        all.first { $0.modifier == modifier }
    }

    /// The name `makeBody`'s parameter is read by.
    static let parameter = "configuration"

    /// How a view member is held among a style body's view names:
    /// `configuration.label`.
    static func viewName(_ member: String) -> String { parameter + "." + member }

    /// The members of the configuration for the type checker: every value,
    /// and every view as a value of no known type.
    var fields: [String: ValueType] {
        var fields = Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.type) })
        for view in views { fields[view] = .unknown }
        return fields
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// A widget with the given header lines and body, for checker rows. On
/// iOS 17 and later the body ends with a container background unless
/// `background` is false, so rows about other rules need not mention it
/// (before iOS 17 the modifier does not exist, and is not needed).
func checked(
    families: String = "[.systemSmall]", platform: String? = ".iOS(\"17.0\")", header: String = "",
    background: Bool = true, body: String
) -> String {
    let platformLine = platform.map { "    platform: \($0)\n" } ?? ""
    let beforeIOS17 = ["\"14.", "\"15.", "\"16."].contains { platform?.contains($0) == true }
    let backgroundLine =
        background && !beforeIOS17
        ? "\nColor.clear.containerBackground(.fill.tertiary, for: .widget)" : ""
    return "intent Go {\n}\n" + "widget W {\n    kind: \"W\"\n    families: \(families)\n"
        + platformLine + header
        + "    body {\n\(body)\(backgroundLine)\n    }\n}\n"
}

struct CheckCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    /// `line:column id` of every diagnostic, errors and warnings, in order.
    let expected: [String]
    var testDescription: String { name }
}

/// An activity with the given presentations, for checker rows.
func activity(platform: String = ".iOS(\"17.0\")", placeholder: String = "", _ members: String)
    -> String
{
    "intent Go {\n}\nactivity A {\n    platform: \(platform)\n" + placeholder + members + "\n}\n"
}

/// Each checker id with a source that triggers it and one that does not.
/// Rows assert everything reported, so a false positive fails too.
@Suite struct CheckerTests {
    /// A view and a helper that need iOS 17, whose bodies use its API.
    static let availableViews = """
        @available(iOS 17.0, *)
        struct Card: View {
            var body: some View {
                Text("a").containerBackground(.blue, for: .widget)
            }
        }

        extension View {
            @available(iOS 17.0, *)
            func tinted() -> some View {
                self.containerBackground(.red, for: .widget)
            }
        }

        """

    static let cases: [CheckCase] = widgetCases + controlCases

    /// A control with a toggle's value and the intents its rows call; the
    /// body is line 14 (`T` is a toggle that passes every rule).
    static func control(_ body: String, platform: String = ".iOS(\"18.0\")", extra: String = "")
        -> String
    {
        "intent SetHeater {\n    value: Bool\n}\nintent Go {\n}\ncontrol Heater {\n    kind: \"Heater\"\n    platform: \(platform)\n\(extra)    value {\n        isOn: Bool\n    }\n    placeholder { isOn: true }\n    body {\n        \(body)\n    }\n}\n"
    }

    /// A toggle that passes every control rule, with `label` after its
    /// label and `template` after the template.
    static func toggle(label: String = "", template: String = "") -> String {
        "ControlWidgetToggle(\"Heater\", isOn: value.isOn, action: SetHeater()) { isOn in Label(\"x\", systemImage: isOn ? \"flame.fill\" : \"flame\")\(label) }\(template)"
    }

    /// The control rules (`ControlChecker`), Apple's reasons in their messages.
    static let controlCases: [CheckCase] = [
        .init(
            name: "a tinted toggle with a symbol per state",
            source: control(toggle(template: ".tint(.orange)")),
            expected: []),
        .init(
            name: "a button with a Text label, disabled and private",
            source: control(
                "ControlWidgetButton(action: Go()) { Text(\"Go\") }.privacySensitive().disabled(true)"
            ), expected: []),
        .init(
            name: "control on iOS 17", source: control(toggle(), platform: ".iOS(\"17.0\")"),
            expected: ["8:15 control-platform"]),
        .init(
            name: "control on visionOS", source: control(toggle(), platform: ".visionOS(\"26.0\")"),
            expected: ["8:15 control-platform"]),
        .init(
            name: "control on watchOS 26",
            source: control(toggle(), platform: ".watchOS(\"26.0\")"),
            expected: []),
        .init(
            name: "prompts without a configuration",
            source: control(toggle(), extra: "    promptsForUserConfiguration: true\n"),
            expected: ["9:5 control-configuration"]),
        .init(
            name: "a body that is not a template", source: control("Text(\"x\")"),
            expected: ["13:10 control-template"]),
        .init(
            name: "padding on a template", source: control(toggle(template: ".padding()")),
            expected: ["14:9 control-template"]),
        .init(
            name: "a template in a widget",
            source:
                "intent Go {\n}\nwidget W {\n    kind: \"W\"\n    families: [.systemSmall]\n    platform: .iOS(\"18.0\")\n    body { ControlWidgetButton(action: Go()) { Text(\"x\") }.containerBackground(.white, for: .widget) }\n}\n",
            expected: ["7:12 control-template", "7:80 background-contrast"]),
        .init(
            name: "a stack in a label",
            source: control("ControlWidgetButton(action: Go()) { VStack { Text(\"a\") } }"),
            expected: ["14:45 control-content"]),
        .init(
            name: "an asset image in a label",
            source: control("ControlWidgetButton(action: Go()) { Image(\"logo\") }"),
            expected: ["14:45 control-content"]),
        .init(
            name: "a toggle whose intent has no value",
            source: control(
                "ControlWidgetToggle(\"Heater\", isOn: value.isOn, action: Go()) { isOn in Label(\"x\", systemImage: isOn ? \"flame.fill\" : \"flame\") }"
            ), expected: ["14:65 control-action"]),
        .init(
            name: "a material as a template's tint",
            source: control(toggle(template: ".tint(.ultraThinMaterial)")),
            expected: ["14:150 control-tint"]),
        .init(
            name: "a tint on the label", source: control(toggle(label: ".tint(.red)")),
            expected: ["14:88 control-label-tint"]),
        .init(
            name: "one symbol on and off",
            source: control(
                "ControlWidgetToggle(\"Heater\", isOn: value.isOn, action: SetHeater()) { isOn in Label(isOn ? \"On\" : \"Off\", systemImage: \"flame\") }"
            ), expected: ["14:128 control-toggle-symbol"]),
        .init(
            name: "an action hint with no verb",
            source: control(toggle(label: ".controlWidgetActionHint(\"Heater\")")),
            expected: ["14:167 control-action-hint"]),
        .init(
            name: "a control without a kind",
            source:
                "control Lamp {\n    platform: .iOS(\"18.0\")\n    body { ControlWidgetButton(action: Go()) { Text(\"x\") } }\n}\nintent Go {\n}\n",
            expected: ["1:9 missing-header"]),
        .init(
            name: "an action hint with a verb",
            source: control(toggle(label: ".controlWidgetActionHint(\"Turn On Heater\")")),
            expected: []),
    ]

    static let widgetCases: [CheckCase] = [
        // interactive-family
        .init(
            name: "button in accessoryInline",
            source: checked(
                families: "[.accessoryInline]", body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: ["8:1 interactive-family"]),
        .init(
            name: "toggle in accessoryRectangular on iOS is fine",
            source: checked(
                families: "[.accessoryRectangular]",
                body: "Toggle(isOn: true, intent: Go()) { Text(\"x\") }"),
            expected: []),
        .init(
            name: "button in accessoryRectangular on watchOS 11",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: []),
        .init(
            name: "button in accessoryRectangular on watchOS 10",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"10.0\")",
                body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: ["8:1 interactive-availability"]),
        .init(
            name: "button in accessoryCircular on watchOS (choice)",
            source: checked(
                families: "[.accessoryCircular]", platform: ".watchOS(\"11.0\")",
                body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: ["8:1 interactive-family"]),
        .init(
            name: "an action button is not a widget button",
            source: checked(families: "[.accessoryInline]", body: "Button(\"x\") { }"),
            expected: ["8:1 argument-labels"]),
        // interactive-availability
        .init(
            name: "button below iOS 17",
            source: checked(
                platform: ".iOS(\"16.0\")", body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: ["8:1 interactive-availability"]),
        .init(
            name: "button guarded by #available",
            source: checked(
                platform: ".iOS(\"16.0\")",
                body: "if #available(iOS 17.0, *) {\nButton(intent: Go()) { Text(\"x\") }\n}"),
            expected: []),
        .init(
            name: "guard does not reach the else branch",
            source: checked(
                platform: ".iOS(\"16.0\")",
                body:
                    "if #available(iOS 17.0, *) {\nText(\"new\")\n} else {\nButton(intent: Go()) { Text(\"x\") }\n}"
            ),
            expected: ["11:1 interactive-availability"]),
        .init(
            name: "no platform means iOS 17 (choice)",
            source: checked(platform: nil, body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: []),
        // link-family
        .init(
            name: "link in systemSmall before iOS 17",
            source: checked(
                platform: ".iOS(\"16.0\")",
                body: "Link(destination: URL(string: \"app://x\")!) { Text(\"x\") }"),
            expected: ["8:1 link-family"]),
        .init(
            name: "link in systemSmall from iOS 17",
            source: checked(body: "Link(destination: URL(string: \"app://x\")!) { Text(\"x\") }"),
            expected: []),
        .init(
            name: "link in accessoryCircular",
            source: checked(
                families: "[.accessoryCircular]",
                body: "Link(destination: URL(string: \"app://x\")!) { Text(\"x\") }"),
            expected: ["8:1 link-family"]),
        .init(
            name: "link in systemMedium on iOS 16",
            source: checked(
                families: "[.systemMedium]", platform: ".iOS(\"16.0\")",
                body: "Link(destination: URL(string: \"app://x\")!) { Text(\"x\") }"),
            expected: []),
        // family-unavailable
        .init(
            name: "extra large on iPhone",
            source: checked(families: "[.systemExtraLarge]", body: "Text(\"x\")"),
            expected: ["5:16 family-unavailable"]),
        .init(
            name: "extra large on iPad",
            source: checked(
                families: "[.systemExtraLarge]", platform: ".iPadOS(\"17.0\")", body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "lock screen before iOS 16",
            source: checked(
                families: "[.accessoryCircular]", platform: ".iOS(\"15.0\")", body: "Text(\"x\")"),
            expected: ["5:16 family-unavailable"]),
        .init(
            name: "one of two platforms suffices",
            source: checked(
                families: "[.systemExtraLarge]", platform: "[.iOS(\"17.0\"), .iPadOS(\"17.0\")]",
                body: "Text(\"x\")"),
            expected: []),
        // unknown-family, case-for-undeclared-family, family-not-covered
        .init(
            name: "unknown family in header",
            source: checked(families: "[.systemSmal]", body: "Text(\"x\")"),
            expected: ["5:17 unknown-family"]),
        .init(
            name: "case for undeclared family",
            source: checked(
                body: "switch family {\ncase .systemMedium: Text(\"m\")\ndefault: Text(\"d\")\n}"),
            expected: ["9:6 case-for-undeclared-family"]),
        .init(
            name: "unknown family in a case",
            source: checked(
                body: "switch family {\ncase .systemHuge: Text(\"m\")\ndefault: Text(\"d\")\n}"),
            expected: ["9:7 unknown-family"]),
        .init(
            name: "family not covered",
            source: checked(
                families: "[.systemSmall, .systemMedium]",
                body: "switch family {\ncase .systemSmall: Text(\"s\")\n}"),
            expected: ["8:8 family-not-covered"]),
        .init(
            name: "default covers every family",
            source: checked(
                families: "[.systemSmall, .systemMedium]",
                body: "switch family {\ncase .systemSmall: Text(\"s\")\ndefault: Text(\"d\")\n}"),
            expected: []),
        // multiple-widget-url
        .init(
            name: "two widgetURLs",
            source: checked(
                body:
                    "Text(\"a\").widgetURL(URL(string: \"a\"))\nText(\"b\").widgetURL(URL(string: \"b\"))"
            ),
            expected: ["9:11 multiple-widget-url"]),
        .init(
            name: "one widgetURL per branch",
            source: checked(
                body:
                    "if showsBackground {\nText(\"a\").widgetURL(URL(string: \"a\"))\n} else {\nText(\"b\").widgetURL(URL(string: \"b\"))\n}"
            ),
            expected: []),
        .init(
            name: "one per family case",
            source: checked(
                families: "[.systemSmall, .systemMedium]",
                body:
                    "switch family {\ncase .systemSmall: Text(\"a\").widgetURL(URL(string: \"a\"))\ndefault: Text(\"b\").widgetURL(URL(string: \"b\"))\n}"
            ),
            expected: []),
        // missing-container-background
        .init(
            name: "no container background on iOS 17",
            source: checked(background: false, body: "Text(\"x\")"),
            expected: ["5:16 missing-container-background"]),
        .init(
            name: "none needed on iOS 16",
            source: checked(platform: ".iOS(\"16.0\")", background: false, body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "one family of two lacks it",
            source: checked(
                families: "[.systemSmall, .accessoryInline]", background: false,
                body:
                    "switch family {\ncase .accessoryInline: Text(\"x\")\ndefault: Text(\"y\").containerBackground(.fill, for: .widget)\n}"
            ),
            expected: ["5:30 missing-container-background"]),
        // activities
        .init(
            name: "button in compactLeading",
            source: activity(
                "    dynamicIsland {\n        compactLeading { Button(intent: Go()) { Text(\"x\") } }\n    }"
            ),
            expected: ["6:26 interactive-family"]),
        .init(
            name: "button in a reusable view used in compactLeading",
            source: Self.rowView
                + activity(
                    "    lockScreen { Row(t: \"a\") }\n    dynamicIsland {\n        compactLeading { Row(t: \"x\") }\n    }"
                ),
            expected: ["2:1 interactive-family"]),
        .init(
            name: "button on the Lock Screen",
            source: activity("    lockScreen { Button(intent: Go()) { Text(\"x\") } }"),
            expected: []),
        .init(
            name: "button in expanded below iOS 17",
            source: activity(
                platform: ".iOS(\"16.1\")",
                "    dynamicIsland {\n        expanded {\n            bottom { Button(intent: Go()) { Text(\"x\") } }\n        }\n    }"
            ),
            expected: ["7:22 interactive-availability"]),
        .init(
            name: "link in minimal",
            source: activity(
                "    dynamicIsland {\n        minimal { Link(destination: URL(string: \"app://x\")!) { Text(\"x\") } }\n    }"
            ),
            expected: ["6:19 link-family"]),
        .init(
            name: "keylineTint in the island",
            source: activity(
                "    dynamicIsland {\n        minimal { Text(\"x\").keylineTint(.red) }\n    }"),
            expected: []),
        .init(
            name: "keylineTint on the Lock Screen",
            source: activity("    lockScreen {\n        Text(\"x\").keylineTint(.red)\n    }"),
            expected: ["6:19 not-in-widgets"]),
        .init(
            name: "two buttons on the Lock Screen",
            source: activity(
                "    lockScreen {\n        Button(intent: Go()) { Text(\"a\") }\n        Toggle(isOn: true, intent: Go()) { Text(\"b\") }\n    }"
            ),
            expected: ["7:9 multiple-interactive"]),
        .init(
            name: "one per region still counts together",
            source: activity(
                "    dynamicIsland {\n        expanded {\n            leading { Button(intent: Go()) { Text(\"a\") } }\n            trailing { Button(intent: Go()) { Text(\"b\") } }\n        }\n    }"
            ),
            expected: ["8:24 multiple-interactive"]),
        .init(
            name: "placeholder over 4 KB",
            source: activity(
                placeholder: "    state { note: String }\n    placeholder {\n        note: \""
                    + String(repeating: "x", count: 4100) + "\"\n    }\n",
                "    lockScreen { Text(\"x\") }"),
            expected: ["6:5 activity-payload-size"]),
        .init(
            name: "placeholder under 4 KB",
            source: activity(
                placeholder: "    state { note: String }\n    placeholder {\n        note: \""
                    + String(repeating: "x", count: 4000) + "\"\n    }\n",
                "    lockScreen { Text(\"x\") }"),
            expected: []),
        // the small activity family
        .init(
            name: "activityFamily read without the small family",
            source: activity(
                platform: ".iOS(\"18.0\")",
                "    lockScreen { if activityFamily == .small { Text(\"s\") } else { Text(\"m\") } }"
            ),
            expected: ["5:21 activity-family"]),
        .init(
            name: "activityFamily read with the small family",
            source: activity(
                platform: ".iOS(\"18.0\")",
                "    supplementalActivityFamilies: [.small]\n"
                    + "    lockScreen { if activityFamily == .small { Text(\"s\") } else { Text(\"m\") } }"
            ),
            expected: []),
        .init(
            name: "the small family below iOS 18",
            source: activity(
                platform: ".iOS(\"17.0\")",
                "    supplementalActivityFamilies: [.small]\n    lockScreen { Text(\"x\") }"),
            expected: ["5:35 api-availability"]),
        .init(
            name: "no activity family, below iOS 18",
            source: activity(
                platform: ".iOS(\"17.0\")",
                "    supplementalActivityFamilies: []\n    lockScreen { Text(\"x\") }"),
            expected: ["5:35 api-availability"]),
        .init(
            name: "an activity family that does not exist",
            source: activity(
                platform: ".iOS(\"18.0\")",
                "    supplementalActivityFamilies: [.large]\n    lockScreen { Text(\"x\") }"),
            expected: ["5:36 header-value"]),
        // intents (the helper declares `intent Go { }`)
        .init(
            name: "undeclared intent",
            source: checked(body: "Button(intent: Og()) { Text(\"x\") }"),
            expected: ["8:16 undeclared-intent"]),
        .init(
            name: "declared intent", source: checked(body: "Button(intent: Go()) { Text(\"x\") }"),
            expected: []),
        .init(
            name: "extra intent argument",
            source: checked(body: "Button(intent: Go(id: 1)) { Text(\"x\") }"),
            expected: ["8:19 intent-arguments"]),
        .init(
            name: "missing intent argument",
            source: "intent Add {\n    amount: Int\n    note: String?\n}\n"
                + checked(body: "Button(intent: Add()) { Text(\"x\") }"),
            expected: ["12:16 intent-arguments"]),
        .init(
            name: "optional intent argument may be omitted",
            source: "intent Add {\n    amount: Int\n    note: String?\n}\n"
                + checked(body: "Button(intent: Add(amount: 1)) { Text(\"x\") }"),
            expected: []),
        // small-text, reported once however many families reach it
        .init(
            name: "9 pt text",
            source: checked(
                families: "[.systemSmall, .systemMedium]",
                body: "Text(\"x\").font(.system(size: 9))"),
            expected: ["8:30 small-text"]),
        .init(
            name: "9 pt custom font",
            source: checked(
                body:
                    "Text(\"x\").font(.custom(\"Avenir\", size: 9))\nText(\"y\").font(.custom(\"Avenir\", fixedSize: 8))"
            ),
            expected: ["8:40 small-text", "9:45 small-text"]),
        .init(
            name: "11 pt text",
            source: checked(body: "Text(\"x\").font(.system(size: 11, weight: .bold))"),
            expected: []),
        .init(
            name: "two small texts",
            source: checked(
                body: "Text(\"x\").font(.system(size: 9))\nText(\"y\").font(.system(size: 10.5))"),
            expected: ["8:30 small-text", "9:30 small-text"]),
        // unknown-symbol: a note on a literal name the symbol table does not draw
        .init(
            name: "unknown symbol name",
            source: checked(
                body:
                    "Image(systemName: \"sailboat.fill\")\nLabel(\"x\", systemImage: \"no.such.symbol\")"
            ),
            expected: ["8:19 unknown-symbol", "9:25 unknown-symbol"]),
        .init(
            name: "known symbol names",
            source: checked(
                body: "Image(systemName: \"heart.fill\")\nLabel(\"x\", systemImage: \"star\")"),
            expected: []),
        .init(
            name: "interpolated symbol name is not checked",
            source: checked(body: "Image(systemName: \"\\(entry.date)\")"),
            expected: []),
        // accented-gradient
        .init(
            name: "a gradient on the Home Screen",
            source: checked(
                body:
                    "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)"),
            expected: ["8:1 accented-gradient"]),
        .init(
            name: "a gradient style on the Home Screen",
            source: checked(body: "Circle().fill(Gradient(colors: [.mint, .teal]))"),
            expected: ["8:15 accented-gradient"]),
        .init(
            name: "a gradient chosen by the rendering mode",
            source: checked(
                body:
                    "if renderingMode == .accented {\nColor.white.opacity(0.3)\n} else {\nLinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)\n}"
            ),
            expected: []),
        .init(
            name: "a gradient in the container background",
            source: checked(
                body:
                    "Text(\"x\").containerBackground(for: .widget) { LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom) }"
            ),
            expected: []),
        // accented-plate
        .init(
            name: "an opaque background behind text",
            source: checked(body: "Text(\"21°\").padding().background(.blue)"),
            expected: ["8:34 accented-plate"]),
        .init(
            name: "a filled shape first in a ZStack",
            source: checked(
                body:
                    "ZStack {\nRoundedRectangle(cornerRadius: 8).fill(Color.teal)\nText(\"21°\")\n}"
            ),
            expected: ["9:1 accented-plate"]),
        .init(
            name: "a translucent background",
            source: checked(body: "Text(\"21°\").padding().background(.blue.opacity(0.3))"),
            expected: []),
        .init(
            name: "a plate chosen by the rendering mode",
            source: checked(
                body:
                    "Text(\"21°\").padding().background(renderingMode == .accented ? Color.clear : Color.blue)"
            ),
            expected: []),
        // accented-image
        .init(
            name: "an asset image on the Home Screen",
            source: checked(body: "Image(\"cover\").resizable()"),
            expected: ["8:1 accented-image"]),
        .init(
            name: "an asset image that says how it is accented",
            source: checked(
                platform: ".iOS(\"18.0\")",
                body: "Image(\"cover\").widgetAccentedRenderingMode(.desaturated).resizable()"),
            expected: []),
        .init(
            name: "a template image takes its group's colour",
            source: checked(body: "Image(\"cover\").renderingMode(.template)"), expected: []),
        .init(
            name: "an asset image as the container background",
            source: checked(
                background: false,
                body: "Text(\"a\").containerBackground(for: .widget) { Image(\"cover\") }"),
            expected: []),
        .init(
            name: "an asset image on the Lock Screen",
            source: checked(families: "[.accessoryCircular]", body: "Image(\"cover\")"),
            expected: []),
        .init(
            name: "the else of iOS 18's availability never runs on iOS 26",
            source: checked(
                body:
                    "if #available(iOS 18.0, *) {\n    Image(\"cover\").widgetAccentedRenderingMode(.fullColor)\n} else {\n    Image(\"cover\")\n}"
            ),
            expected: []),
        // watch-full-color
        .init(
            name: "fullColor in a widget for the watch",
            source: checked(
                families: "[.accessoryCircular]",
                platform: ".watchOS(\"11.0\")",
                body: "Image(\"cover\").widgetAccentedRenderingMode(.fullColor)"),
            expected: ["8:44 watch-full-color"]),
        .init(
            name: "fullColor on iOS",
            source: checked(
                platform: ".iOS(\"18.0\")",
                body: "Image(\"cover\").widgetAccentedRenderingMode(.fullColor)"),
            expected: []),
        // translucent-vibrant
        .init(
            name: "white with opacity on the Lock Screen",
            source: checked(
                families: "[.accessoryRectangular]",
                body: "Text(\"x\").foregroundStyle(.white.opacity(0.5))"),
            expected: ["8:34 translucent-vibrant"]),
        .init(
            name: "opacity on the Home Screen",
            source: checked(body: "Text(\"x\").foregroundStyle(.white.opacity(0.5))"),
            expected: []),
        .init(
            name: "opacity on a view, not a colour",
            source: checked(families: "[.accessoryRectangular]", body: "Text(\"x\").opacity(0.5)"),
            expected: []),
        // catalog: names and labels
        .init(
            name: "misspelled view", source: checked(body: "Txt(\"x\")"),
            expected: ["8:1 unknown-view"]),
        .init(
            name: "misspelled modifier", source: checked(body: "Text(\"x\").fnt(.headline)"),
            expected: ["8:11 unknown-modifier"]),
        .init(
            name: "misspelled label",
            source: checked(body: "VStack(alignment: .leading, spacng: 4) { Text(\"x\") }"),
            expected: ["8:1 argument-labels"]),
        .init(
            name: "labels in the wrong order",
            source: checked(body: "Text(\"x\").frame(height: 10, width: 10)"),
            expected: ["8:11 argument-labels"]),
        .init(
            name: "Gauge with its labelled closures",
            source: checked(
                body:
                    "Gauge(value: 0.5, in: 0...1) { Text(\"a\") } currentValueLabel: { Text(\"b\") }"
            ),
            expected: []),
        .init(
            name: "modifiers on values are not checked",
            source: checked(
                body: "Text(\"x\").font(.caption.bold()).foregroundStyle(.gray.opacity(0.5))"),
            expected: []),
        .init(
            name: "reusable view with its parameters",
            source: "view Bar(level: Double, tint: Color = .green) {\n    Capsule().fill(tint)\n}\n"
                + checked(body: "Bar(level: 0.5)\nBar(lvl: 0.5)"),
            expected: ["12:1 argument-labels"]),
        // family rules inside reusable views, once per family a view is used in
        .init(
            name: "button in a reusable view used in accessoryInline",
            source: Self.rowView + checked(families: "[.accessoryInline]", body: "Row(t: \"x\")"),
            expected: ["2:1 interactive-family"]),
        .init(
            name: "a reusable view is judged in each family it is used in",
            source: Self.rowView
                + checked(
                    families: "[.systemSmall, .accessoryInline]",
                    body: "Row(t: \"x\")\nRow(t: \"y\")"),
            expected: ["2:1 interactive-family", "2:24 inline-hidden-view"]),
        .init(
            name: "link in a reusable view used in accessoryCircular",
            source: "view L() {\nLink(destination: URL(string: \"app://x\")!) { Text(\"x\") }\n}\n"
                + checked(families: "[.accessoryCircular]", body: "L()"),
            expected: ["2:1 link-family"]),
        .init(
            name: "container background inside a reusable view",
            source:
                "view Bg() {\nText(\"x\").containerBackground(.fill.tertiary, for: .widget)\n}\n"
                + checked(background: false, body: "Bg()"),
            expected: []),
        .init(
            name: "one text inside a reusable view in accessoryInline",
            source: "view One(t: String) {\nText(t)\n}\n"
                + checked(families: "[.accessoryInline]", body: "One(t: \"x\")"),
            expected: []),
        // One branch of an if is drawn: a text in each is one text on the line.
        .init(
            name: "a text in each branch of an if in accessoryInline",
            source: checked(
                families: "[.accessoryInline]",
                body: "if entry.date > entry.date {\nText(\"a\")\n} else {\nText(\"b\")\n}"),
            expected: []),
        .init(
            name: "two texts in one branch of an if in accessoryInline",
            source: checked(
                families: "[.accessoryInline]",
                body:
                    "if entry.date > entry.date {\nText(\"a\")\nText(\"c\")\n} else {\nText(\"b\")\n}"
            ),
            expected: ["10:1 inline-hidden-view"]),
        .init(
            name: "a second text inside a reusable view in accessoryInline",
            source: "view Two(t: String) {\nText(t)\nText(t)\n}\n"
                + checked(families: "[.accessoryInline]", body: "Two(t: \"x\")"),
            expected: ["3:1 inline-hidden-view"]),
        .init(
            name: "a reusable view used twice in accessoryInline shows two texts",
            source: "view One(t: String) {\nText(t)\n}\n"
                + checked(families: "[.accessoryInline]", body: "One(t: \"x\")\nOne(t: \"y\")"),
            expected: ["2:1 inline-hidden-view"]),
        .init(
            name: "a reusable view inside #available is judged with its guard",
            source: Self.rowView
                + checked(
                    platform: ".iOS(\"16.0\")",
                    body: "if #available(iOS 17.0, *) {\nRow(t: \"x\")\n}\nRow(t: \"y\")"),
            expected: ["2:1 interactive-availability"]),
        .init(
            name: "switch family inside a reusable view",
            source: "view F() {\nswitch family {\ncase .systemSmall: Text(\"s\")\n}\n}\n"
                + checked(families: "[.systemSmall, .systemMedium]", body: "F()"),
            expected: ["2:8 family-not-covered"]),
        // value rules on branches the placeholder does not take
        .init(
            name: "unknown redaction reason on a skipped branch",
            source: checked(
                header: Self.flagAndMode,
                body: "if entry.flag {\nText(\"x\").redacted(reason: .secret)\n}"),
            expected: ["17:28 invalid-value"]),
        .init(
            name: "unknown font modifier on a skipped branch",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "if entry.flag {\nText(\"y\").font(Font.body.leading(.tight))\n} else {\nText(\"z\")\n}"
            ),
            expected: ["17:26 invalid-value"]),
        .init(
            name: "value rules on every case of a switch",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "switch entry.mode {\ncase \"a\": Text(\"a\").redacted(reason: .secret)\ndefault: Text(\"b\")\n}"
            ),
            expected: ["17:38 invalid-value"]),
        .init(
            name: "a modifier reading no value on a view reading the entry",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "if entry.flag {\nText(entry.mode).redacted(reason: .secret).font(entry.flag ? .body : .title)\n}"
            ),
            expected: ["17:35 invalid-value"]),
        .init(
            name: "both branches of a ternary in a modifier",
            source: checked(
                header: Self.flagAndMode,
                body: "Text(entry.mode).font(entry.flag ? .title : Font.body.leading(.tight))"),
            expected: ["16:55 invalid-value"]),
        .init(
            name: "constant branches of a ternary check clean",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "Text(entry.mode).font(entry.flag ? .title : .body).opacity(entry.flag ? 1 : 0.5)"
            ),
            expected: []),
        .init(
            name: "constant ForEach data on a skipped branch",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "if entry.flag {\nForEach(5...1) { i in Text(entry.mode) }\nForEach(0..<30000) { i in Text(entry.mode) }\n}"
            ),
            expected: ["17:9 invalid-value", "18:9 expansion-limit"]),
        .init(
            name: "statements reading no value check clean",
            source: checked(
                header: Self.flagAndMode,
                body:
                    "if entry.flag {\nText(\"x\").redacted(reason: .placeholder).font(.body.bold())\n}"
            ),
            expected: []),
        // Swift's member lookup for implicit members
        .init(
            name: "implicit member compared with a String",
            source: checked(
                header: Self.flagAndMode, body: "if entry.mode == .large {\nText(\"l\")\n}"),
            expected: ["16:18 no-such-member"]),
        .init(
            name: "implicit member case against a String",
            source: checked(
                header: Self.flagAndMode,
                body: "switch entry.mode {\ncase .large: Text(\"l\")\ndefault: Text(\"s\")\n}"),
            expected: ["17:6 no-such-member"]),
        .init(
            name: "a Bool has no implicit members",
            source: checked(
                header: Self.flagAndMode, body: "if entry.flag != .yes {\nText(\"l\")\n}"),
            expected: ["16:18 no-such-member"]),
        .init(
            name: "Int constants are implicit members",
            source: checked(
                header:
                    "    entry {\n        n: Int\n    }\n    placeholder {\n        n: 1\n    }\n",
                body: "if entry.n == .zero || entry.n != .max {\nText(\"l\")\n}"),
            expected: []),
        .init(
            name: "switch over a String needs a default",
            source: checked(
                header: Self.flagAndMode, body: "switch entry.mode {\ncase \"a\": Text(\"a\")\n}"),
            expected: ["16:8 switch-not-exhaustive"]),
        .init(
            name: "switch over a String with a default",
            source: checked(
                header: Self.flagAndMode,
                body: "switch entry.mode {\ncase \"a\": Text(\"a\")\ndefault: Text(\"b\")\n}"),
            expected: []),
        .init(
            name: "switch over a Bool with both cases",
            source: checked(
                header: Self.flagAndMode,
                body: "switch entry.flag {\ncase true: Text(\"a\")\ncase false: Text(\"b\")\n}"),
            expected: []),
        // schemas and placeholders
        .init(
            name: "placeholder matches its entry",
            source: checked(
                header:
                    "    entry {\n        title: String\n        due: Date?\n        tags: [String]\n    }\n    placeholder {\n        title: \"a\"\n        due: nil\n        tags: [\"x\"]\n    }\n",
                body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "wrong type",
            source: checked(
                header:
                    "    entry {\n        count: Int\n    }\n    placeholder {\n        count: \"three\"\n    }\n",
                body: "Text(\"x\")"),
            expected: ["11:16 placeholder-value"]),
        .init(
            name: "bad date",
            source: checked(
                header:
                    "    entry {\n        at: Date\n    }\n    placeholder {\n        at: \"tomorrow\"\n    }\n",
                body: "Text(\"x\")"),
            expected: ["11:13 placeholder-value"]),
        .init(
            name: "missing field",
            source: checked(
                header:
                    "    entry {\n        a: Int\n        b: Int\n    }\n    placeholder {\n        a: 1\n    }\n",
                body: "Text(\"x\")"),
            expected: ["11:17 missing-field"]),
        .init(
            name: "extra field",
            source: checked(
                header:
                    "    entry {\n        a: Int\n    }\n    placeholder {\n        a: 1\n        b: 2\n    }\n",
                body: "Text(\"x\")"),
            expected: ["12:9 unknown-field"]),
        .init(
            name: "nested record",
            source: "struct User {\n    name: String\n}\n"
                + checked(
                    header:
                        "    entry {\n        user: User\n    }\n    placeholder {\n        user: { name: 1 }\n    }\n",
                    body: "Text(\"x\")"),
            expected: ["14:23 placeholder-value"]),
        .init(
            name: "unknown type",
            source: checked(header: "    entry {\n        a: Strng\n    }\n", body: "Text(\"x\")"),
            expected: ["8:12 unknown-type"]),
        // A function may take a display-time value's type; data may not.
        .init(
            name: "a SwiftUI value type as a parameter, and in data",
            source: "func isLarge(_ size: ContentSizeCategory, _ scheme: ColorScheme) -> Bool {\n"
                + "    size >= .extraLarge\n}\n"
                + checked(
                    header: "    entry {\n        a: ColorScheme\n    }\n",
                    body: "Text(isLarge(sizeCategory, colorScheme) ? \"L\" : \"S\")"),
            expected: ["11:12 unknown-type"]),
        .init(
            name: "configuration default of the wrong type",
            source: checked(
                header: "    configuration {\n        city: String = 3\n    }\n",
                body: "Text(\"x\")"),
            expected: ["8:24 placeholder-value"]),
        // expression types
        .init(
            name: "entry fields and records",
            source: "struct User {\n    name: String\n}\n"
                + checked(
                    header: "    entry {\n        users: [User]\n        note: String?\n    }\n",
                    body:
                        "ForEach(entry.users.prefix(2)) { user in Text(user.name) }\nif let note = entry.note { Text(note) }\nText(entry.users.first?.name ?? \"-\")\nText(\"\\(entry.users.count)\")\nText(entry.date, style: .time)"
                ),
            expected: []),
        .init(
            name: "name not in scope", source: checked(body: "Text(entri.title)"),
            expected: ["8:6 unknown-name"]),
        .init(
            name: "record has no such member",
            source: checked(
                header: "    entry {\n        title: String\n    }\n", body: "Text(entry.titel)"),
            expected: ["11:12 no-such-member"]),
        .init(
            name: "if condition must be Bool",
            source: checked(
                header: "    entry {\n        count: Int\n    }\n",
                body: "if entry.count { Text(\"x\") }"),
            expected: ["11:4 condition-type"]),
        .init(
            name: "Toggle isOn must be Bool",
            source: checked(
                header: "    entry {\n        title: String\n    }\n",
                body: "Toggle(isOn: entry.title, intent: Go()) { Text(\"x\") }"),
            expected: ["11:14 argument-type"]),
        .init(
            name: "if let needs an optional",
            source: checked(
                header: "    entry {\n        title: String\n    }\n",
                body: "if let t = entry.title { Text(t) }"),
            expected: ["11:12 binding-type"]),
        .init(
            name: "ForEach needs an array",
            source: checked(
                header: "    entry {\n        title: String\n    }\n",
                body: "ForEach(entry.title) { c in Text(c) }"),
            expected: ["11:9 binding-type"]),
        .init(
            name: "environment names",
            source: checked(
                body: "if renderingMode == .vibrant && showsBackground { Text(\"x\") }"),
            expected: []),
        .init(
            name: "activity scopes",
            source: activity(
                "    attributes { number: String }\n    state { fee: Int }\n    lockScreen { Text(\"\\(state.fee) \\(attributes.number)\") }"
            ),
            expected: []),
        // argument-type
        .init(
            name: "Text of an Int",
            source: checked(
                header: "    entry {\n        count: Int\n    }\n", body: "Text(entry.count)"),
            expected: ["11:6 argument-type"]),
        .init(
            name: "Text of a date with a style",
            source: checked(body: "Text(entry.date, style: .relative)"),
            expected: []),
        .init(
            name: "Text of a date without a style", source: checked(body: "Text(entry.date)"),
            expected: ["8:6 argument-type"]),
        .init(
            name: "Image of an optional name",
            source: checked(
                header: "    entry {\n        photo: String?\n    }\n", body: "Image(entry.photo)"),
            expected: ["11:1 accented-image", "11:7 argument-type"]),
        .init(
            name: "Gauge of a string",
            source: checked(
                header: "    entry {\n        level: String\n    }\n",
                body: "Gauge(value: entry.level) { Text(\"x\") }"),
            expected: ["11:14 argument-type"]),
        .init(
            name: "lineLimit of a string", source: checked(body: "Text(\"x\").lineLimit(\"2\")"),
            expected: ["8:21 argument-type"]),
        // not-in-widgets: one error for the construct, nothing for what is inside it.
        .init(
            name: "ScrollView", source: checked(body: "ScrollView { Txt(\"x\") }"),
            expected: ["8:1 not-in-widgets"]),
        .init(
            name: "onTapGesture", source: checked(body: "Text(\"x\").onTapGesture { }"),
            expected: ["8:11 not-in-widgets"]),
        .init(
            name: "keylineTint in a widget", source: checked(body: "Text(\"x\").keylineTint(.red)"),
            expected: ["8:11 not-in-widgets"]),
        .init(
            name: "Button(action:)",
            source: checked(body: "Button(action: { print(\"x\") }) { Text(\"Go\") }"),
            expected: ["8:1 not-in-widgets"]),
        .init(
            name: "Link of an optional URL",
            source: checked(body: "Link(destination: URL(string: \"app://x\")) { Text(\"y\") }"),
            expected: ["8:19 argument-type"]),
        .init(
            name: "widgetURL of a String",
            source: checked(body: "Text(\"x\").widgetURL(\"app://x\")"),
            expected: ["8:21 argument-type"]),
        .init(
            name: "force unwrap of a String",
            source: checked(
                header: "    entry {\n        name: String\n    }\n", body: "Text(entry.name!)"),
            expected: ["11:6 binding-type"]),
        .init(
            name: "force unwrap of an optional",
            source: checked(
                header: "    entry {\n        name: String?\n    }\n",
                body: "Text(entry.name!)\nForEach([\"a\"], id: \\.self) { s in Text(s) }"),
            expected: []),
        .init(
            name: "numbers, lengths and URLs that fit",
            source: checked(
                header: "    entry {\n        level: Double\n        link: URL\n    }\n",
                body:
                    "Text(\"x\").frame(width: 120 * entry.level).opacity(entry.level).widgetURL(entry.link)\nLink(destination: URL(string: \"app://x\")!) { Text(\"y\") }"
            ),
            expected: []),
        // modifier-target
        .init(
            name: "resizable on Text", source: checked(body: "Text(\"x\").resizable()"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "resizable after frame",
            source: checked(body: "Image(\"x\").frame(width: 10).resizable()"),
            expected: ["8:1 accented-image", "8:29 modifier-target"]),
        .init(
            name: "image modifiers in a row",
            source: checked(
                body: "Image(\"x\").resizable().renderingMode(.template).frame(width: 10)"),
            expected: []),
        .init(
            name: "fill on a shape",
            source: checked(body: "Capsule().fill(.green)\nCircle().stroke(lineWidth: 2)"),
            expected: []),
        .init(
            name: "fill on Text", source: checked(body: "Text(\"x\").fill(.green)"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "shape modifiers keep a shape",
            source: checked(
                body:
                    "Circle().inset(by: 4).rotation(.degrees(9)).scale(0.5).offset(x: 2).fill(.red)"
            ),
            expected: []),
        .init(
            name: "inset on Text", source: checked(body: "Text(\"x\").inset(by: 4)"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "a mark's modifiers in any order",
            source: checked(
                body:
                    "Chart { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2)).foregroundStyle(.red).symbol(.square) }"
            ),
            expected: []),
        .init(
            name: "symbol on Text", source: checked(body: "Text(\"x\").symbol(.square)"),
            expected: ["8:11 modifier-target"]),
        // A form plotting a value is Swift Charts' own: marks only.
        .init(
            name: "foregroundStyle(by:) on Text",
            source: checked(body: "Text(\"x\").foregroundStyle(by: .value(\"k\", \"a\"))"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "annotation on Text",
            source: checked(body: "Text(\"x\").annotation { Text(\"y\") }"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "position(by:) on Text",
            source: checked(body: "Text(\"x\").position(by: .value(\"k\", \"a\"))"),
            expected: ["8:11 modifier-target"]),
        .init(
            name: "position(by:) after a mark's style",
            source: checked(
                body:
                    "Chart { BarMark(x: .value(\"x\", \"a\"), y: .value(\"y\", 2)).foregroundStyle(by: .value(\"k\", \"b\")).position(by: .value(\"k\", \"b\")) }"
            ),
            expected: []),
        .init(
            name: "fill after a view's offset",
            source: checked(body: "Text(\"x\").offset(x: 2).fill(.red)"),
            expected: ["8:24 modifier-target"]),
        // interpolation styles
        .init(
            name: "style on a date",
            source: checked(body: "Text(\"\\(entry.date, style: .relative) ago\")"),
            expected: []),
        .init(
            name: "style on a number",
            source: checked(
                header: "    entry {\n        count: Int\n    }\n",
                body: "Text(\"\\(entry.count, style: .relative)\")"),
            expected: ["11:9 argument-type"]),
        // inline-hidden-view
        .init(
            name: "a chart inline is reported once, not its marks",
            source: checked(
                families: "[.accessoryInline]",
                body: "Chart { BarMark(x: .value(\"d\", \"Mon\"), y: .value(\"h\", 2)) }"),
            expected: ["8:1 inline-hidden-view"]),
        .init(
            name: "image and text inline",
            source: checked(
                families: "[.accessoryInline]",
                body: "HStack {\nImage(systemName: \"bolt\")\nText(\"a\")\n}"),
            expected: []),
        .init(
            name: "second text inline",
            source: checked(
                families: "[.accessoryInline]", body: "Text(\"a\")\nText(\"b\").bold()"),
            expected: ["9:1 inline-hidden-view"]),
        .init(
            name: "gauge inline",
            source: checked(
                families: "[.accessoryInline]", body: "Gauge(value: 0.5) { Text(\"x\") }"),
            expected: ["8:1 inline-hidden-view"]),
        .init(
            name: "ViewThatFits alternatives inline",
            source: checked(
                families: "[.accessoryInline]",
                body: "ViewThatFits {\nText(\"a long line\")\nText(\"short\")\n}"),
            expected: []),
        .init(
            name: "concatenated text is one text",
            source: checked(families: "[.accessoryInline]", body: "Text(\"a\") + Text(\"b\")"),
            expected: []),
        // api-availability
        .init(
            name: "Gauge before iOS 16",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body: "Gauge(value: 0.5) { Text(\"x\") }"),
            expected: ["8:1 api-availability"]),
        .init(
            name: "Gauge guarded by #available",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body: "if #available(iOS 16.0, *) {\nGauge(value: 0.5) { Text(\"x\") }\n}"),
            expected: []),
        .init(
            name: "containerBackground before iOS 17",
            source: checked(
                platform: ".iOS(\"16.0\")", background: false,
                body: "Text(\"x\").containerBackground(.fill, for: .widget)"),
            expected: ["8:11 api-availability"]),
        .init(
            name: "timer interval text before iOS 16, plain text fine",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body: "Text(\"x\")\nText(timerInterval: entry.date...entry.date)"),
            expected: ["9:1 api-availability"]),
        // `@available` on the file's own views and functions: a use needs
        // the system it names, and its body may use that system's API.
        .init(
            name: "an @available view used unguarded",
            source: checked(platform: ".iOS(\"16.0\")", background: false, body: "Card()")
                + Self.availableViews,
            expected: ["8:1 api-availability"]),
        .init(
            name: "an @available view used under #available",
            source: checked(
                platform: ".iOS(\"16.0\")", background: false,
                body: "if #available(iOS 17.0, *) {\nCard().tinted()\n}") + Self.availableViews,
            expected: []),
        .init(
            name: "an @available helper used unguarded",
            source: checked(
                platform: ".iOS(\"16.0\")", background: false, body: "Text(\"a\").tinted()")
                + Self.availableViews,
            expected: ["8:11 api-availability"]),
        .init(
            name: "an @available function and members that make values, used unguarded",
            source: checked(
                platform: ".iOS(\"16.0\")", background: false, body: "Text(label())\nTag()")
                + "@available(iOS 17.0, *)\nfunc label() -> String { \"L\" }\n"
                + "struct Tag: View {\n    @available(iOS 17.0, *)\n    var title: String { \"T\" }\n"
                + "    var body: some View {\n        Text(title)\n    }\n}\n",
            expected: ["8:6 api-availability", "18:14 api-availability"]),
        .init(
            name: "an @available view on a platform that has it",
            source: checked(platform: ".iOS(\"17.0\")", body: "Card()") + Self.availableViews,
            expected: []),
        // A view struct's @Environment property: a key wdl archives, under any name.
        .init(
            name: "an environment property under another name",
            source: "struct T: View {\n    @Environment(\\.widgetFamily) var widgetFamily\n"
                + "    var body: some View {\n        Text(\"\\(widgetFamily == .systemSmall)\")\n    }\n}\n",
            expected: []),
        // A view's argument must be of its parameter's type, as in Swift.
        .init(
            name: "a view struct given an argument of another type",
            source:
                "struct Item {\n    let title: String\n}\nstruct Row: View {\n    let item: Item\n"
                + "    var body: some View {\n        Text(item.title)\n    }\n}\n"
                + "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n"
                + "    body {\n        Row(item: entry).containerBackground(.fill, for: .widget)\n    }\n}\n",
            expected: ["14:19 argument-type"]),
        .init(
            name: "a view struct's default of another type",
            source: "struct T: View {\n    var label: String = 3\n"
                + "    var body: some View {\n        Text(label)\n    }\n}\n",
            expected: ["2:25 binding-type"]),
        .init(
            name: "a struct named as the widget's emitted entry",
            source: "struct WEntry {\n    let title: String\n}\n"
                + "widget W {\n    kind: \"W\"\n    families: [.systemSmall]\n"
                + "    body {\n        Text(\"a\").containerBackground(.fill, for: .widget)\n    }\n}\n",
            expected: ["1:8 emitted-name"]),
        .init(
            name: "an environment key wdl does not archive",
            source: "struct T: View {\n    @Environment(\\.calendar) var calendar\n"
                + "    var body: some View {\n        Text(\"a\")\n    }\n}\n",
            expected: ["2:18 environment-property"]),
        // A computed property must return on every path, as Swift requires.
        .init(
            name: "a computed property that can end without return",
            source: "struct T: View {\n    let n: Int\n    var title: String {\n"
                + "        if n > 0 {\n            return \"a\"\n        }\n    }\n"
                + "    var body: some View {\n        Text(title)\n    }\n}\n",
            expected: ["7:5 missing-return"]),
        // An `init` sets every stored property without a value, as Swift requires.
        .init(
            name: "an init that leaves a property unset",
            source: "struct T: View {\n    let a: String\n    let b: Int\n"
                + "    init(a: String) {\n        self.a = a\n    }\n"
                + "    var body: some View {\n        Text(a)\n    }\n}\n",
            expected: ["4:5 uninitialized-property"]),
        // A struct of data's own `init`: every field but an optional one
        // set; callers use its labels, the memberwise ones being gone.
        .init(
            name: "a data struct's init that leaves a field unset",
            source:
                "struct Stop {\n    let name: String\n    let minutes: Int\n    var note: String?\n"
                + "    init(raw: String) {\n        self.name = raw\n    }\n}\n",
            expected: ["5:5 uninitialized-property"]),
        .init(
            name: "a data struct made with its init's labels, not the memberwise ones",
            source: "struct Stop {\n    let name: String\n    init(raw: String) {\n"
                + "        self.name = raw.uppercased()\n    }\n}\n"
                + checked(body: "Text(Stop(raw: \"a\").name)\nText(Stop(name: \"b\").name)"),
            expected: ["15:6 argument-labels"]),
        .init(
            name: "an init that sets a constant, an unknown property and a wrong type",
            source: "struct T: View {\n    let a: String\n    let b = 1\n"
                + "    init(a: String) {\n        self.a = 2\n        self.b = 3\n"
                + "        self.c = 4\n    }\n"
                + "    var body: some View {\n        Text(a)\n    }\n}\n",
            expected: ["5:18 binding-type", "6:14 let-assignment", "7:14 no-such-member"]),
        // Only a `var` takes a new value, as Swift requires.
        .init(
            name: "an assignment to a let",
            source: "struct T: View {\n    var title: String {\n        let a = \"x\"\n"
                + "        a += \"y\"\n        return a\n    }\n"
                + "    var body: some View {\n        Text(title)\n    }\n}\n",
            expected: ["4:9 let-assignment"]),
        // `stop.field = value` in a function: a field of a `var`'s struct.
        .init(
            name: "member assignments to a let, a missing field and a wrong type",
            source: "struct Tally {\n    var count: Int\n}\n"
                + "func f() -> Int {\n    let a = Tally(count: 1)\n    a.count = 2\n"
                + "    var b = Tally(count: 1)\n    b.missing = 3\n    b.count = \"x\"\n"
                + "    b.count += 1\n    return b.count\n}\n",
            expected: ["6:5 let-assignment", "8:7 no-such-member", "9:15 binding-type"]),
        // A struct's `let` field keeps its value, as Swift requires.
        .init(
            name: "a member assignment to a let field",
            source: "struct Parts {\n    let day: Int\n    var month: Int\n}\n"
                + "func f() -> Int {\n    var q = Parts(day: 1, month: 2)\n    q.month = 3\n"
                + "    q.day = 7\n    q.day += 1\n    return q.day\n}\n",
            expected: ["8:7 let-assignment", "9:7 let-assignment"]),
        .init(
            name: "an Int assigned to a var holding a system colour",
            source: "func tint(_ on: Bool) -> Color {\n    var c = Color.clear\n"
                + "    if on {\n        c = 5\n    }\n    return c\n}\n",
            expected: ["4:13 binding-type"]),
        .init(
            name: "an assignment of another type",
            source: "struct T: View {\n    var title: String {\n        var a = \"x\"\n"
                + "        a = 3\n        return a\n    }\n"
                + "    var body: some View {\n        Text(title)\n    }\n}\n",
            expected: ["4:13 binding-type"]),
        .init(
            name: "for over something that is not a sequence",
            source: "struct T: View {\n    var title: String {\n        var a = \"\"\n"
                + "        for c in 3 {\n            a += \"x\"\n        }\n        return a\n    }\n"
                + "    var body: some View {\n        Text(title)\n    }\n}\n",
            expected: ["4:18 binding-type"]),
        // A style keyword has its own version (StyleTable): LabelStyle.titleAndIcon is iOS 14.5.
        .init(
            name: "titleAndIcon label style before iOS 14.5",
            source: checked(
                platform: ".iOS(\"14.0\")", background: false,
                body: "Label(\"x\", systemImage: \"star\").labelStyle(.titleAndIcon)"),
            expected: ["8:45 api-availability"]),
        .init(
            name: "titleAndIcon label style guarded by #available",
            source: checked(
                platform: ".iOS(\"14.0\")", background: false,
                body:
                    "if #available(iOS 14.5, *) {\nLabel(\"x\", systemImage: \"star\").labelStyle(.titleAndIcon)\n}"
            ),
            expected: []),
        .init(
            name: "a macOS-only toggle style on iOS",
            source: checked(
                families: "[.systemSmall]",
                body: "Toggle(isOn: true, intent: Go()) { Text(\"x\") }.toggleStyle(.checkbox)"),
            expected: ["8:61 api-availability"]),
        // Display-time names have versions too: ActivityViewContext.isStale is iOS 16.2.
        .init(
            name: "isStale before iOS 16.2",
            source: activity(
                platform: ".iOS(\"16.1\")", "    lockScreen { if isStale { Text(\"x\") } }"),
            expected: ["5:21 api-availability"]),
        .init(
            name: "isStale guarded by #available",
            source: activity(
                platform: ".iOS(\"16.1\")",
                "    lockScreen { if #available(iOS 16.2, *) { if isStale { Text(\"x\") } } }"),
            expected: []),
        .init(
            name: "isStale on iOS 16.2",
            source: activity(
                platform: ".iOS(\"16.2\")", "    lockScreen { if isStale { Text(\"x\") } }"),
            expected: []),
        .init(
            name: "isStale in a widget is false, on any version",
            source: checked(
                platform: ".iOS(\"16.0\")", background: false, body: "if isStale { Text(\"x\") }"),
            expected: []),
        .init(
            name: "isLuminanceReduced before iOS 16",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body: "if isLuminanceReduced { Text(\"x\") }"),
            expected: ["8:4 api-availability"]),
        // A name a closure parameter or `if let` binds is that binding, not the display-time name.
        .init(
            name: "a ForEach parameter named isLuminanceReduced before iOS 16",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body:
                    "ForEach([1, 2], id: \\.self) { isLuminanceReduced in Text(\"\\(isLuminanceReduced)\") }"
            ),
            expected: []),
        .init(
            name: "if let isLuminanceReduced before iOS 16",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body:
                    "if let isLuminanceReduced = URL(string: \"app://x\") { Text(\"x\").widgetURL(isLuminanceReduced) }"
            ),
            expected: []),
        .init(
            name: "isLuminanceReduced after the closure that binds it",
            source: checked(
                platform: ".iOS(\"15.0\")", background: false,
                body:
                    "ForEach([1], id: \\.self) { isLuminanceReduced in Text(\"x\") }\nif isLuminanceReduced { Text(\"x\") }"
            ),
            expected: ["9:4 api-availability"]),
        // background-contrast
        .init(
            name: "text over a white container background",
            source: checked(
                background: false, body: "Text(\"x\")\n.containerBackground(.white, for: .widget)"),
            expected: ["9:22 background-contrast"]),
        .init(
            name: "text over a light hex tile in a closure background",
            source: checked(body: "Text(\"x\").background { Color(hex: \"#F2F2F7\") }"),
            expected: ["8:24 background-contrast", "8:24 accented-plate"]),
        .init(
            name: "text over a black background",
            source: checked(body: "VStack { Text(\"x\") }.background(Color.black)"),
            expected: ["8:33 background-contrast", "8:33 accented-plate"]),
        .init(
            name: "white tile either way, shape filled",
            source: checked(
                body:
                    "Text(\"x\").background(RoundedRectangle(cornerRadius: 4).fill(true ? Color.white : Color.white.opacity(0.6)))"
            ),
            expected: ["8:22 background-contrast"]),
        .init(
            name: "text with a fixed colour over white is fine",
            source: checked(
                body: "VStack { Text(\"x\") }.foregroundStyle(.black).background(.white)"),
            expected: ["8:57 accented-plate"]),
        .init(
            name: "a fixed foreground further out than the background is fine",
            source: checked(body: "Text(\"x\").background(.white).foregroundStyle(.black)"),
            expected: ["8:22 accented-plate"]),
        .init(
            name: "a mostly transparent white is fine",
            source: checked(
                body:
                    "Text(\"x\").background(Color(hex: \"#FFFFFF1A\"))\nText(\"y\").background(Color(white: 1, opacity: 0.1))"
            ),
            expected: []),
        .init(
            name: "an adaptive fill is fine",
            source: checked(body: "Text(\"x\").background(.fill.tertiary)"),
            expected: []),
        .init(
            name: "a mid-tone colour is fine",
            source: checked(body: "Text(\"x\").background(Color(red: 0.2, green: 0.4, blue: 0.8))"),
            expected: ["8:22 accented-plate"]),
        .init(
            name: "white behind an image only is fine",
            source: checked(body: "Image(systemName: \"star\").background(.white)"),
            expected: ["8:38 accented-plate"]),
        // header
        .init(
            name: "missing kind and families",
            source:
                "widget W {\n    body { Text(\"x\").containerBackground(.fill, for: .widget) }\n}\n",
            expected: ["1:8 missing-header", "1:8 missing-header"]),
        .init(
            name: "kind must be a string",
            source: "widget W {\n    kind: 42\n    families: [.systemSmall]\n}\n",
            expected: ["2:11 header-value"]),
        .init(
            name: "empty families", source: "widget W {\n    kind: \"W\"\n    families: []\n}\n",
            expected: ["3:15 header-value"]),
        .init(
            name: "bad platform version",
            source: checked(platform: ".iOS(\"seventeen\")", body: "Text(\"x\")"),
            expected: ["6:20 header-value"]),
        .init(
            name: "unknown platform",
            source: checked(platform: ".iOs(\"17.0\")", body: "Text(\"x\")"),
            expected: ["6:16 unknown-platform"]),
        // self-updating text (SystemFormatStyle, iOS 18)
        .init(
            name: "a timer format below iOS 18",
            source: checked(
                body: "Text(.currentDate, format: .timer(countingDownIn: Date.now..<Date.now))"),
            expected: ["8:28 api-availability"]),
        .init(
            name: "a timer format on iOS 18",
            source: checked(
                platform: ".iOS(\"18.0\")",
                body: "Text(.currentDate, format: .timer(countingDownIn: Date.now..<Date.now))"),
            expected: []),
        // a configurable widget on the watch (watchOS 26)
        .init(
            name: "a configuration on watchOS 11",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                header: "    configuration { room: String = \"Kitchen\" }\n",
                body: "Text(config.room)"),
            expected: ["7:5 api-availability"]),
        .init(
            name: "a configuration on watchOS 26",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"26.0\")",
                header: "    configuration { room: String = \"Kitchen\" }\n",
                body: "Text(config.room)"),
            expected: []),
        // RelevanceConfiguration (watchOS 26 only)
        .init(
            name: "a relevance configuration on watchOS 26",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"26.0\")",
                header: "    relevanceConfiguration: true\n", body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "a relevance configuration on watchOS 11",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                header: "    relevanceConfiguration: true\n", body: "Text(\"x\")"),
            expected: ["7:29 api-availability"]),
        .init(
            name: "a relevance configuration for iOS too",
            source: checked(
                families: "[.accessoryRectangular]",
                platform: "[.watchOS(\"26.0\"), .iOS(\"26.0\")]",
                header: "    relevanceConfiguration: true\n", body: "Text(\"x\")"),
            expected: ["7:29 relevance-configuration"]),
        // AccessoryWidgetGroup (watchOS 11, accessoryRectangular)
        .init(
            name: "a widget group on the watch",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                body: "AccessoryWidgetGroup(\"G\") { Text(\"a\")\nText(\"b\") }"
                    + ".accessoryWidgetGroupStyle(.roundedSquare)"),
            expected: []),
        .init(
            name: "a widget group in a widget for iOS too",
            source: checked(
                families: "[.accessoryRectangular]",
                platform: "[.watchOS(\"11.0\"), .iOS(\"18.0\")]",
                body: "AccessoryWidgetGroup(\"G\") { Text(\"a\") }"),
            expected: ["8:1 widget-group-family"]),
        .init(
            name: "a widget group style in an iOS widget",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".iOS(\"18.0\")",
                body: "Text(\"a\").accessoryWidgetGroupStyle()"),
            expected: ["8:11 widget-group-family"]),
        .init(
            name: "a widget group in a widget that declares no platform",
            source: checked(
                families: "[.accessoryRectangular]", platform: nil,
                body: "AccessoryWidgetGroup(\"G\") { Text(\"a\") }"),
            expected: ["7:1 widget-group-family"]),
        .init(
            name: "a widget group in a Live Activity",
            source: activity(
                "    lockScreen { AccessoryWidgetGroup(\"G\") { Text(\"a\") } }"),
            expected: ["5:18 widget-group-family"]),
        .init(
            name: "a widget group in accessoryCircular",
            source: checked(
                families: "[.accessoryCircular]", platform: ".watchOS(\"11.0\")",
                body: "AccessoryWidgetGroup(\"G\") { Text(\"a\") }"),
            expected: ["8:1 widget-group-family"]),
        .init(
            name: "a widget group before watchOS 11",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"10.0\")",
                body: "AccessoryWidgetGroup(\"G\") { Text(\"a\") }.accessoryWidgetGroupStyle()"),
            expected: ["8:1 api-availability", "8:41 api-availability"]),
        .init(
            name: "a widget group of four views",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                body: "AccessoryWidgetGroup(\"G\") {\nlet n = 1\nText(\"a\")\nText(\"b\")\n"
                    + "Text(\"c\")\nText(\"\\(n)\")\n}"),
            expected: ["8:1 widget-group-count"]),
        .init(
            name: "a widget group of a ForEach",
            source: checked(
                families: "[.accessoryRectangular]", platform: ".watchOS(\"11.0\")",
                body: "AccessoryWidgetGroup(\"G\") {\nForEach(0..<5) { i in Text(\"\\(i)\") }\n}"),
            expected: []),
        // Apple Vision Pro
        .init(
            name: "mounting styles without visionOS",
            source: checked(
                header: "    supportedMountingStyles: [.recessed]\n    widgetTexture: .paper\n",
                body: "Text(\"x\")"),
            expected: ["7:31 vision-only", "8:20 vision-only"]),
        .init(
            name: "mounting styles with visionOS",
            source: checked(
                platform: "[.iOS(\"17.0\"), .visionOS(\"26.0\")]",
                header: "    supportedMountingStyles: [.recessed]\n    widgetTexture: .paper\n",
                body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "a simplified branch without visionOS",
            source: checked(
                platform: ".iOS(\"26.0\")",
                body: "if levelOfDetail == .simplified { Text(\"far\") } else { Text(\"near\") }"),
            expected: ["8:4 vision-only"]),
        .init(
            name: "a simplified branch with visionOS",
            source: checked(
                platform: "[.iOS(\"26.0\"), .visionOS(\"26.0\")]",
                body: "if levelOfDetail == .simplified { Text(\"far\") } else { Text(\"near\") }"),
            expected: []),
        .init(
            name: "a texture that does not exist",
            source: checked(
                platform: "[.iOS(\"17.0\"), .visionOS(\"26.0\")]",
                header: "    widgetTexture: .metal\n", body: "Text(\"x\")"),
            expected: ["7:20 header-value"]),
        // reloads by push (WidgetPushHandler, iOS 26)
        .init(
            name: "push below iOS 26",
            source: checked(header: "    reloadedBy: [.push]\n", body: "Text(\"x\")"),
            expected: ["7:18 api-availability"]),
        .init(
            name: "push on iOS 26, the app on iOS 17",
            source: checked(
                platform: ".iOS(\"26.0\")", header: "    reloadedBy: [.push, .app]\n",
                body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "a reload source that does not exist",
            source: checked(header: "    reloadedBy: [.server]\n", body: "Text(\"x\")"),
            expected: ["7:18 header-value"]),
        // CarPlay (the header has the widget's lines 1-6; these start at 7)
        .init(
            name: "a background CarPlay cannot remove",
            source: checked(
                header: "    containerBackgroundRemovable: false\n", body: "Text(\"x\")"),
            expected: ["7:35 carplay-background"]),
        .init(
            name: "a fixed background, CarPlay disfavored",
            source: checked(
                platform: ".iOS(\"26.0\")",
                header:
                    "    containerBackgroundRemovable: false\n    disfavoredLocations: [.carPlay]\n",
                body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "a fixed background, no systemSmall",
            source: checked(
                families: "[.systemMedium]",
                header: "    containerBackgroundRemovable: false\n", body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "CarPlay named below iOS 26",
            source: checked(header: "    disfavoredLocations: [.carPlay]\n", body: "Text(\"x\")"),
            expected: ["7:27 api-availability"]),
        .init(
            name: "StandBy disfavored on iOS 17",
            source: checked(header: "    disfavoredLocations: [.standBy]\n", body: "Text(\"x\")"),
            expected: []),
        .init(
            name: "no location, below iOS 17",
            source: checked(
                platform: ".iOS(\"16.0\")", header: "    disfavoredLocations: []\n",
                body: "Text(\"x\")"),
            expected: ["7:26 api-availability"]),
        .init(
            name: "a location that does not exist",
            source: checked(header: "    disfavoredLocations: [.garage]\n", body: "Text(\"x\")"),
            expected: ["7:27 header-value"]),
    ]

    /// A reusable view holding a widget button, three lines.
    static let rowView = "view Row(t: String) {\nButton(intent: Go()) { Text(t) }\n}\n"
    /// An entry with a Bool and a String whose placeholder takes the
    /// `else` branch of `if entry.flag`; eight header lines.
    static let flagAndMode =
        "    entry {\n        flag: Bool\n        mode: String\n    }\n    placeholder {\n        flag: false\n        mode: \"small\"\n    }\n"

    @Test(arguments: cases)
    func reports(_ row: CheckCase) {
        let result = parse(row.source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message.text))")
        #expect(summary(Checker.check(result.syntax), in: row.source) == row.expected)
    }

    @Test func everyCheckerIdHasARow() {
        let covered = Set(
            Self.cases.flatMap { $0.expected.map { String($0.split(separator: " ")[1]) } })
        #expect(Set(DiagnosticID.checker.map(\.rawValue)).subtracting(covered).isEmpty)
        #expect(DiagnosticID.checker == DiagnosticID.checker.sorted())
    }

    /// A control's findings, its platform's among them, are each
    /// surface's, as `wdl families` shows them.
    @Test func controlFindingsReachEverySurface() {
        let report = Checker.analyze(
            parse(Self.control(Self.toggle(), platform: ".iOS(\"17.0\")")).syntax)
        #expect(report.widgets.count == 1)
        #expect(
            report.widgets[0].families.map(\.findings)
                == Array(repeating: [.controlPlatform], count: ControlSurface.allCases.count))
    }

    /// Each family's findings belong to its own widget, not to an earlier
    /// widget of the same file that declares the same family. (The second
    /// row of each is CarPlay's, which draws systemSmall.)
    @Test func familyFindingsStayWithTheirWidget() {
        let source =
            "intent Go {\n}\n"
            + "widget A {\n    kind: \"A\"\n    families: [.systemSmall]\n    platform: .iOS(\"16.0\")\n    body { Button(intent: Go()) { Text(\"x\") } }\n}\n"
            + "widget B {\n    kind: \"B\"\n    families: [.systemSmall]\n    platform: .iOS(\"16.0\")\n    body { Text(\"y\") }\n}\n"
        let report = Checker.analyze(parse(source).syntax)
        #expect(
            report.widgets.map { $0.families.map(\.findings) } == [
                [[.interactiveAvailability], [.interactiveAvailability]], [[], []],
            ])
    }

    /// A finding inside a reusable view is reported at its line in the
    /// view, with a note at each use that led there, innermost first.
    @Test func findingsInReusableViewsNoteTheirUse() {
        let source =
            Self.rowView + "view Outer {\nRow(t: \"x\")\n}\n"
            + checked(families: "[.accessoryInline]", body: "Outer()")
        let diagnostics = Checker.check(parse(source).syntax)
        #expect(summary(diagnostics, in: source) == ["2:1 interactive-family"])
        let converter = SourceLocationConverter(file: SourceFile(path: "t.wdl", text: source))
        let notes = diagnostics.first?.notes.map {
            "\(converter.location(of: $0.range.start)) \($0.message)"
        }
        #expect(notes == ["5:1 used here in accessoryInline", "14:1 used here in accessoryInline"])
    }

    /// `.large` against a String is looked up in String, with a note at the String.
    @Test func implicitMemberNotePointsAtTheValue() {
        let source = checked(
            header: Self.flagAndMode, body: "if entry.mode == .large {\nText(\"l\")\n}")
        let diagnostic = Checker.check(parse(source).syntax).first
        #expect(diagnostic?.message.text == "'String' has no member 'large'")
        #expect(
            diagnostic?.notes.map(\.message) == [
                "'.large' is looked up in the type of this value, 'String'; to compare with text write \"large\""
            ])
    }

    @Test func languageDesignMessage() {
        // The wording of language.md's example diagnostic.
        let source = checked(
            families: "[.accessoryInline]", platform: "[.iOS(\"17.0\"), .iPadOS(\"17.0\")]",
            body: "Button(intent: Go()) { Text(\"Go\") }")
        let messages = Checker.check(parse(source).syntax).map(\.message.text)
        #expect(
            messages == [
                "Button is not interactive in accessoryInline; buttons and toggles need systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular or accessoryRectangular"
            ])
    }

    @Test(arguments: sampleFiles(in: "Samples"))
    func samplesHaveNoCheckerErrors(_ url: URL) throws {
        let result = WDLParser.parse(try loadSource(url))
        #expect(!Checker.check(result.syntax).containsErrors)
    }
}

/// Swift's fix-its, as the checker attaches them: the edit, and the
/// source after applying it checks clean.
@Suite struct FixItTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        let replacement: String
        let fixed: String
        var testDescription: String { body }
    }

    static let rows: [Row] = [
        Row(
            body: #"Text("x").widgetURL("app://x")"#, replacement: #"URL(string: "app://x")"#,
            fixed: #"Text("x").widgetURL(URL(string: "app://x"))"#),
        Row(
            body: #"Link(destination: "app://x") { Text("y") }"#,
            replacement: #"URL(string: "app://x")!"#,
            fixed: #"Link(destination: URL(string: "app://x")!) { Text("y") }"#),
        Row(
            body: #"Link(destination: URL(string: "app://x")) { Text("y") }"#, replacement: "!",
            fixed: #"Link(destination: URL(string: "app://x")!) { Text("y") }"#),
    ]

    @Test(arguments: rows)
    func fixItRepairs(_ row: Row) throws {
        let source = checked(body: row.body)
        let diagnostics = Pipeline.analyze(SourceFile(path: "t.wdl", text: source)).diagnostics
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == row.replacement)
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(
            Int(fixIt.range.start)..<Int(fixIt.range.end), with: Array(fixIt.replacement.utf8))
        let repaired = String(decoding: bytes, as: UTF8.self)
        #expect(repaired == checked(body: row.fixed))
        #expect(!Pipeline.analyze(SourceFile(path: "t.wdl", text: repaired)).hasErrors)
        // Printed as swiftc prints it: a note, the line, the caret, the edit.
        let printed = DiagnosticFormatter(file: SourceFile(path: "t.wdl", text: source)).format(
            diagnostics[0])
        #expect(printed.contains("note: "))
        #expect(printed.hasSuffix(row.replacement + "\n"))
    }
}

import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Custom styles as widget extensions write them (issue 24): a
/// `ButtonStyle`, `ToggleStyle`, `LabelStyle`, `GaugeStyle` or
/// `ProgressViewStyle` struct applied by its modifier draws each control
/// under it as its `makeBody` written in place, with `configuration` the
/// control's parts and values.
@Suite struct CustomStyleTests {
    static let styles = """
        intent Flip {
        }

        struct Pill: ButtonStyle {
            var tint: Color = .blue

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(8)
                    .background(Capsule().fill(tint))
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }

        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    configuration.label
                }
            }
        }

        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.icon
                    configuration.title.font(.caption)
                }
            }
        }

        struct Bar: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    configuration.currentValueLabel
                    Capsule().frame(width: 100 * configuration.value, height: 4)
                }
            }
        }

        struct Dots: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                let filled = Int((configuration.fractionCompleted ?? 0) * 4)
                HStack {
                    ForEach(0..<4) { index in
                        Circle().fill(index < filled ? Color.green : Color.gray)
                    }
                }
            }
        }
        """

    @Test(arguments: [
        (
            "Button(\"Go\", intent: Flip()).buttonStyle(Pill())",
            "Button(intent: Flip()) {\nText(\"Go\").padding(8).background(Capsule().fill(.blue)).opacity(1)\n}.buttonStyle(.plain)"
        ),
        (
            "VStack {\nButton(intent: Flip()) { Text(\"a\") }\nButton(\"b\", intent: Flip()).buttonStyle(.bordered)\n}.buttonStyle(Pill(tint: .red))",
            "VStack {\nButton(intent: Flip()) {\nText(\"a\").padding(8).background(Capsule().fill(.red)).opacity(1)\n}.buttonStyle(.plain)\nButton(\"b\", intent: Flip()).buttonStyle(.bordered)\n}"
        ),
        (
            "Toggle(\"Lamp\", isOn: true, intent: Flip()).font(.caption).toggleStyle(Check())",
            "Button(intent: Flip()) {\nHStack {\nImage(systemName: \"checkmark.square\")\nText(\"Lamp\")\n}\n}.buttonStyle(.plain).font(.caption)"
        ),
        (
            "Label(\"Rain\", systemImage: \"cloud.rain\").labelStyle(Stacked())",
            "VStack {\nImage(systemName: \"cloud.rain\")\nText(\"Rain\").font(.caption)\n}"
        ),
        (
            "Gauge(value: 3, in: 0...4) { Text(\"L\") } currentValueLabel: { Text(\"3\") }.gaugeStyle(Bar())",
            "HStack {\nText(\"L\")\nText(\"3\")\nCapsule().frame(width: 75, height: 4)\n}"
        ),
        (
            "ProgressView(value: 0.5).progressViewStyle(Dots())",
            "HStack {\nCircle().fill(Color.green)\nCircle().fill(Color.green)\nCircle().fill(Color.gray)\nCircle().fill(Color.gray)\n}"
        ),
        // Both branches of a display-time `if` are styled.
        (
            "VStack {\nif colorScheme == .dark {\nLabel(\"D\", systemImage: \"moon\")\n} else {\nLabel(\"L\", systemImage: \"sun.max\")\n}\n}.labelStyle(Stacked())",
            "VStack {\nif colorScheme == .dark {\nVStack {\nImage(systemName: \"moon\")\nText(\"D\").font(.caption)\n}\n} else {\nVStack {\nImage(systemName: \"sun.max\")\nText(\"L\").font(.caption)\n}\n}\n}"
        ),
        // A total of 0 is complete, as the built-in bar draws it.
        (
            "ProgressView(value: 3, total: 0).progressViewStyle(Dots())",
            "HStack {\nCircle().fill(Color.green)\nCircle().fill(Color.green)\nCircle().fill(Color.green)\nCircle().fill(Color.green)\n}"
        ),
        (
            "ProgressView().progressViewStyle(Dots())",
            "HStack {\nCircle().fill(Color.gray)\nCircle().fill(Color.gray)\nCircle().fill(Color.gray)\nCircle().fill(Color.gray)\n}"
        ),
    ])
    func aStyleDrawsItsBody(_ used: String, _ inPlace: String) throws {
        try SwiftFormTests.expectSameDrawing(used, inPlace, declarations: Self.styles)
    }

    /// What a style's use or declaration gets wrong, each reported once
    /// where it is written.
    @Test(arguments: [
        ("", "Pill()", ["58:1 unknown-view"]),
        ("", "Text(\"a\").toggleStyle(Pill())", ["58:23 unknown-view"]),
        ("", "Text(\"a\").buttonStyle(Pill(color: .red))", ["58:23 argument-labels"]),
        (
            "struct S: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        Text(configuration.isOn)\n    }\n}",
            "Text(\"a\")", ["3:28 no-such-member"]
        ),
        ("struct S: LabelStyle {\n    let a = 1\n}", "Text(\"a\")", ["1:8 missing-body"]),
        (
            "struct S: GaugeStyle {\n    func makeBody(config: Configuration) -> some View { EmptyView() }\n}",
            "Text(\"a\")", ["2:19 expected-token"]
        ),
        (
            "struct S: ProgressViewStyle {\n    func makeBody(configuration: Configuration) -> some View { configuration.label }\n}",
            "ProgressView(timerInterval: Date()...Date()).progressViewStyle(S())",
            ["9:1 display-time-value"]
        ),
    ])
    func aMistakeIsReportedOnce(_ declarations: String, _ body: String, _ expected: [String]) {
        #expect(
            SwiftFormTests.reported(
                declarations.isEmpty ? Self.styles : declarations, body: body) == expected)
    }

    /// A style's body is checked for each family at each use, as a view
    /// struct's is: a button it draws is refused in accessoryInline, with
    /// a note at the modifier that applies it there.
    @Test func aStyleBodyMeetsTheFamilyRulesWhereItIsUsed() {
        let text = """
            intent Flip {
            }

            struct Framed: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(intent: Flip()) { configuration.title }
                }
            }

            widget W {
                kind: "W"
                families: [.systemSmall, .accessoryInline]
                body {
                    Label("a", systemImage: "star").labelStyle(Framed())
                        .containerBackground(.fill.tertiary, for: .widget)
                }
            }
            """
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == ["6:9 interactive-family"])
        #expect(
            analysis.diagnostics.first?.notes.first?.message.contains("accessoryInline") == true)
    }

    /// Printing keeps the style structs as written.
    @Test func theCanonicalPrintingKeepsTheStyles() {
        expectPrintingKeeps(
            SwiftFormTests.file(Self.styles, body: "Text(\"a\")"),
            [
                "struct Pill: ButtonStyle {", "struct Check: ToggleStyle {",
                "struct Stacked: LabelStyle {", "struct Bar: GaugeStyle {",
                "struct Dots: ProgressViewStyle {",
                "func makeBody(configuration: Configuration) -> some View {",
            ])
    }
}

import Testing
import WidgetArchive

@testable import WidgetRender

/// `textScale(.secondary)`: text below is drawn at
/// `LayoutDefaults.secondaryTextScale` of its font's size; the default
/// scale, or `isEnabled: false`, leaves it as it is.
@Suite struct TextScaleTests {
    @Test(arguments: [
        (".textScale(.secondary)", LayoutDefaults.secondaryTextScale),
        (".textScale(.default)", 1.0), (".textScale(.secondary, isEnabled: false)", 1.0),
    ])
    func secondaryTextIsSmaller(_ modifier: String, _ ratio: Double) throws {
        let made = try layout(
            #"VStack { Text("Footnote words")"# + modifier
                + #"; Text("Footnote words") }.containerBackground(for: .widget) { Color.white }"#)
        let sizes = nodes(made.root).compactMap {
            $0.textLayout?.lines.first?.fragments.first?.font.size
        }
        #expect(sizes.count == 2 && abs(sizes[0] - sizes[1] * ratio) < 1e-9, "\(sizes)")
    }
}

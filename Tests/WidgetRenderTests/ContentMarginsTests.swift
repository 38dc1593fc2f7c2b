import Testing
import WidgetArchive

@testable import WidgetRender

/// `widgetContentMargins`: the family's default margins, which a widget
/// that disables them can apply itself (`WidgetFamily.defaultContentMargin`).
@Suite struct ContentMarginsTests {
    @Test(arguments: [
        (WidgetFamily.systemSmall, 16.0), (.systemLarge, 16), (.accessoryRectangular, 0),
    ])
    func paddingByTheMarginsInsetsAsTheSystemWould(_ family: WidgetFamily, _ margin: Double) throws
    {
        let made = try layout(
            #"Text("Inset").padding(widgetContentMargins).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).containerBackground(for: .widget) { Color.white }"#,
            family: family, header: "contentMarginsDisabled: true")
        let text = try #require(texts(made).first)
        #expect(
            abs(text.frame.x - margin) < 0.01 && abs(text.frame.y - margin) < 0.01, "\(text.frame)")
    }
}

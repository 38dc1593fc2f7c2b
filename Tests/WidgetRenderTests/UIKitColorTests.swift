import Testing
import WidgetArchive

@testable import WidgetRender

/// UIKit's colours (`Color(uiColor: .secondaryLabel)`) draw with UIKit's
/// light and dark values.
@Suite struct UIKitColorTests {
    /// Every UIKit colour the vocabulary names has values: none falls back
    /// to the label colour.
    @Test(arguments: UIKitColor.allCases)
    func everyColourHasLightAndDarkValues(_ color: UIKitColor) {
        #expect(Palette.uikit[color] != nil)
        #expect(UIKitColor(archiveName: color.archiveName) == color)
    }

    /// Values as UIKit publishes them, and the adaptable system colours as SwiftUI's.
    @Test(arguments: [
        (UIKitColor.secondaryLabel, ColorScheme.light, "#3C3C43", 0.6),
        (.secondaryLabel, .dark, "#EBEBF5", 0.6),
        (.systemGray4, .light, "#D1D1D6", 1),
        (.systemGray4, .dark, "#3A3A3C", 1),
        (.secondarySystemBackground, .dark, "#1C1C1E", 1),
        (.systemGroupedBackground, .dark, "#000000", 1),
        (.tertiarySystemFill, .dark, "#767680", 0.24),
        (.systemRed, .dark, "#FF453A", 1),
        (.red, .dark, "#FF0000", 1),
        (.orange, .light, "#FF8000", 1),
    ])
    func drawsUIKitsValue(
        _ color: UIKitColor, _ scheme: ColorScheme, _ hex: String, _ alpha: Double
    ) {
        let value = Palette.resolve(ArchiveColor(.system(color.archiveName)), scheme)
        #expect(value.hex == hex)
        #expect(abs(value.alpha - alpha) < 1e-9)
    }

    /// A SwiftUI colour's name is not read as UIKit's: `Color.red` is
    /// systemRed, `UIColor.red` pure red.
    @Test func swiftUINamesStaySwiftUIs() {
        #expect(Palette.resolve(ArchiveColor(.system("red")), .light).hex == "#FF3B30")
        #expect(UIKitColor(archiveName: "red") == nil)
    }
}

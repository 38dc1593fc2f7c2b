import Testing
import WidgetArchive

@testable import WidgetRender

/// What the accented mode draws behind a widget: the accessory families
/// are accented on watch faces, so they get a face's black; the system
/// families get the tinted plate in place of their container background.
struct AccentedBackdropTests {
    static let families: [(WidgetFamily, Bool)] = [
        (.accessoryCircular, true), (.accessoryRectangular, true), (.accessoryInline, true),
        (.systemSmall, false), (.systemMedium, false),
    ]

    @Test(arguments: families)
    func watchFaceBehindAccessoryFamilies(_ family: WidgetFamily, _ onBlack: Bool) throws {
        for scheme in [ColorScheme.light, .dark] {
            let made = try archive(
                widgetSource(
                    "Text(\"6\")\n.containerBackground(for: .widget) { Color.white }",
                    family: family.rawValue))
            let environment = DisplayEnvironment(
                surface: .family(family), mode: .accented, scheme: scheme, now: made.entries[0].date
            )
            let svg = SVGRenderer.render(try WidgetLayout.make(made, environment: environment))
            // The backdrop is drawn after the definitions, before the
            // widget's clipped group.
            let drawn = try #require(svg.components(separatedBy: "</defs>").last)
            let backdrop = try #require(drawn.components(separatedBy: "<g ").first)
            #expect(backdrop.contains("fill=\"#000000\"/>") == onBlack, "\(family) \(scheme)")
        }
    }
}

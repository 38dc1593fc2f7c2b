import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// The iOS release a widget is displayed on (issue 24, item 6): an
/// `if #available` in a body is decided where the widget is drawn, as on
/// a device, and before iOS 17 the system adds no content margins.
@Suite struct SystemVersionTests {
    static func source(platform: String) -> String {
        """
        extension View {
            func widgetBackground(_ backgroundView: some View) -> some View {
                if #available(iOSApplicationExtension 17.0, *) {
                    return containerBackground(for: .widget) {
                        backgroundView
                    }
                } else {
                    return background(backgroundView)
                }
            }
        }

        """
            + widgetSource(
                "Text(\"a\").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)"
                    + "\n.widgetBackground(Color.orange)", family: "systemSmall",
                header: "platform: .iOS(\"\(platform)\")")
    }

    static func layout(platform: String, system: OSVersion?) throws -> WidgetLayout {
        let archived = try archive(source(platform: platform))
        var environment = DisplayEnvironment(
            surface: .family(.systemSmall), now: archived.entries[0].date)
        environment.systemVersion = system
        return try WidgetLayout.make(archived, environment: environment)
    }

    static func text(_ layout: WidgetLayout) -> Rect? {
        nodes(layout.root).first { $0.name == "Text" }?.frame
    }

    @Test(arguments: [("16.0", true), ("17.0", false), ("18.0", false)])
    func bothBranchesAreArchivedOnlyWhenTheWidgetRunsWhereOneIsMissing(
        _ platform: String, _ choice: Bool
    ) throws {
        let archived = try archive(Self.source(platform: platform))
        let root = archived.entries[0].trees[0]
        #expect((root.first?.kind == .environmentChoice) == choice)
    }

    @Test func iOS16TakesTheElseBranchAndAddsNoMargins() throws {
        let old = try Self.layout(platform: "16.0", system: OSVersion(16))
        #expect(old.background.isEmpty)
        #expect(Self.text(old)?.x == 0 && Self.text(old)?.y == 0)
        let new = try Self.layout(platform: "16.0", system: nil)
        #expect(!new.background.isEmpty)
        #expect(Self.text(new)?.x == 16 && Self.text(new)?.y == 16)
        let seventeen = try Self.layout(platform: "16.0", system: OSVersion(17, 2))
        #expect(!seventeen.background.isEmpty)
        #expect(seventeen.environment.conditionValues.systemVersion == "17.0")
    }

    @Test func aSystemOlderThanTheWidgetIsRefused() {
        #expect(throws: RenderError.self) {
            try Self.layout(platform: "17.0", system: OSVersion(16))
        }
    }

    @Test(arguments: [
        (OSVersion(16, 4), "16.2"), (OSVersion(16, 1), "16.1"), (OSVersion(13), "14.0"),
        (OSVersion(17), "17.0"),
        (OSVersion(27), "26.0"),
    ])
    func aDeviceCountsAsTheListedReleaseBelowIt(_ version: OSVersion, _ release: String) {
        #expect(SystemRelease.release(for: version) == release)
    }
}

import Testing
import WidgetArchive

@testable import WidgetRender

/// The device table against rows of the HIG's "iOS dimensions" table
/// (`Docs/WidgetKitFacts.md` section 2).
@Suite struct DeviceCatalogTests {
    @Test(arguments: [
        ("iphone-15-pro-max", WidgetFamily.systemMedium, "364x170"),
        ("iphone-15-pro", .systemSmall, "158x158"),
        ("iphone-15-pro", .systemLarge, "338x354"),
        ("iphone-15-pro", .accessoryRectangular, "160x72"),
        ("iphone-11", .accessoryRectangular, "160x72"),
        ("iphone-8-plus", .systemMedium, "348x157"),
        ("iphone-se", .accessoryCircular, "68x68"),
        ("iphone-13-mini", .accessoryInline, "225x26"),
        // Sizes DeviceCatalog chose where Apple publishes none (UNCONFIRMED),
        // held here so that a change is deliberate.
        ("iphone-17-pro", .systemLarge, "350x363"),
        ("iphone-17-pro", .systemSmall, "162x162"),
        ("iphone-17-pro-max", .systemMedium, "372x174"),
        ("iphone-air", .systemSmall, "166x166"),
        ("iphone-air", .accessoryRectangular, "172x76"),
    ])
    func sizeMatchesTheHIG(_ device: String, _ family: WidgetFamily, _ size: String) throws {
        let entry = try #require(DeviceCatalog.device(named: device))
        #expect(entry.families[family]?.description == size)
    }

    /// The current iPhones Apple gives no sizes for have a Dynamic Island.
    @Test(arguments: ["iphone-17-pro", "iphone-17-pro-max", "iphone-air"])
    func currentPhonesHaveLiveActivities(_ device: String) throws {
        #expect(try #require(DeviceCatalog.device(named: device)).activity != nil)
    }

    @Test func smallestPhoneHasNoLockScreenWidgets() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-se-1"))
        #expect(device.families[.accessoryCircular] == nil)
        #expect(device.families[.systemSmall]?.description == "141x141")
    }

    @Test func iPhonesHaveNoExtraLargeWidgets() {
        #expect(DeviceCatalog.iPhones.allSatisfy { $0.families[.systemExtraLarge] == nil })
    }

    @Test func namesAreUniqueAndTheDefaultIsKnown() {
        #expect(Set(DeviceCatalog.iPhones.map(\.name)).count == DeviceCatalog.iPhones.count)
        #expect(DeviceCatalog.defaultDevice.screen.description == "402x874")
    }
}

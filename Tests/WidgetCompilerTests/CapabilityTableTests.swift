import Testing
import WidgetArchive

@testable import WidgetCompiler

struct CapabilityCase: Sendable, CustomTestStringConvertible {
    enum Column: String, Sendable { case available, buttons, links }
    let column: Column
    let family: WidgetFamily
    let platform: Platform
    let version: String
    let expected: Bool
    let fact: String
    var testDescription: String { "\(column) \(family) \(platform) \(version) = \(expected)" }
}

/// Each row is one fact of `Docs/WidgetKitFacts.md` (or a
/// documented CHOICE in CapabilityTable), checked against the table.
@Suite struct CapabilityTableTests {
    static let cases: [CapabilityCase] = [
        // §1 availability
        .init(
            column: .available, family: .systemSmall, platform: .iOS, version: "14.0",
            expected: true, fact: "systemSmall from iOS 14"),
        .init(
            column: .available, family: .systemSmall, platform: .iOS, version: "13.7",
            expected: false, fact: "no widgets before iOS 14"),
        .init(
            column: .available, family: .systemExtraLarge, platform: .iOS, version: "18.0",
            expected: false, fact: "systemExtraLarge is not on iPhone"),
        .init(
            column: .available, family: .systemExtraLarge, platform: .iPadOS, version: "15.0",
            expected: true, fact: "systemExtraLarge on iPadOS 15"),
        .init(
            column: .available, family: .systemExtraLarge, platform: .macOS, version: "13.0",
            expected: false, fact: "systemExtraLarge on macOS 14"),
        .init(
            column: .available, family: .systemExtraLargePortrait, platform: .visionOS,
            version: "26.0", expected: true, fact: "Vision Pro only"),
        .init(
            column: .available, family: .systemExtraLargePortrait, platform: .iPadOS,
            version: "26.0", expected: false, fact: "Vision Pro only (HIG-W)"),
        .init(
            column: .available, family: .accessoryCircular, platform: .iOS, version: "16.0",
            expected: true, fact: "Lock Screen widgets from iOS 16"),
        .init(
            column: .available, family: .accessoryCircular, platform: .iOS, version: "15.4",
            expected: false, fact: "no Lock Screen widgets before iOS 16"),
        .init(
            column: .available, family: .accessoryCircular, platform: .iPadOS, version: "16.0",
            expected: false, fact: "iPad Lock Screen needs iPadOS 17"),
        .init(
            column: .available, family: .accessoryInline, platform: .watchOS, version: "9.0",
            expected: true, fact: "complications from watchOS 9"),
        .init(
            column: .available, family: .accessoryCorner, platform: .watchOS, version: "9.0",
            expected: true, fact: "accessoryCorner on watchOS"),
        .init(
            column: .available, family: .accessoryCorner, platform: .iOS, version: "18.0",
            expected: false, fact: "accessoryCorner is watchOS only"),
        .init(
            column: .available, family: .systemSmall, platform: .watchOS, version: "11.0",
            expected: false, fact: "no system families on watchOS"),
        // §3 buttons and toggles
        .init(
            column: .buttons, family: .systemSmall, platform: .iOS, version: "17.0", expected: true,
            fact: "system families are interactive from iOS 17"),
        .init(
            column: .buttons, family: .systemLarge, platform: .iOS, version: "16.4",
            expected: false, fact: "Button(intent:) needs iOS 17"),
        .init(
            column: .buttons, family: .systemMedium, platform: .macOS, version: "14.0",
            expected: true, fact: "macOS 14"),
        .init(
            column: .buttons, family: .systemMedium, platform: .macOS, version: "13.0",
            expected: false, fact: "not before macOS 14"),
        .init(
            column: .buttons, family: .accessoryCircular, platform: .iOS, version: "17.0",
            expected: true, fact: "accessoryCircular on iPhone"),
        .init(
            column: .buttons, family: .accessoryRectangular, platform: .iPadOS, version: "17.0",
            expected: true, fact: "accessoryRectangular on iPad"),
        .init(
            column: .buttons, family: .accessoryInline, platform: .iOS, version: "18.0",
            expected: false, fact: "never accessoryInline"),
        .init(
            column: .buttons, family: .accessoryCorner, platform: .watchOS, version: "11.0",
            expected: false, fact: "never accessoryCorner"),
        .init(
            column: .buttons, family: .accessoryRectangular, platform: .watchOS, version: "11.0",
            expected: true, fact: "watchOS 11: AccessoryWidgetGroup's content may be interactive"),
        .init(
            column: .buttons, family: .accessoryRectangular, platform: .watchOS, version: "10.0",
            expected: false, fact: "buttons on the watch came with watchOS 11"),
        // §3 links
        .init(
            column: .links, family: .systemSmall, platform: .iOS, version: "16.0", expected: false,
            fact: "systemSmall is one tap target before iOS 17"),
        .init(
            column: .links, family: .systemSmall, platform: .iOS, version: "17.0", expected: true,
            fact: "systemSmall Link from iOS 17"),
        .init(
            column: .links, family: .systemMedium, platform: .iOS, version: "14.0", expected: true,
            fact: "systemMedium Link from the start"),
        .init(
            column: .links, family: .accessoryRectangular, platform: .iOS, version: "16.0",
            expected: true, fact: "accessoryRectangular Link"),
        .init(
            column: .links, family: .accessoryCircular, platform: .iOS, version: "18.0",
            expected: false, fact: "no Link in accessoryCircular"),
        .init(
            column: .links, family: .accessoryInline, platform: .iOS, version: "18.0",
            expected: false, fact: "no Link in accessoryInline"),
    ]

    @Test(arguments: cases)
    func factHolds(_ row: CapabilityCase) throws {
        let capabilities = CapabilityTable.capabilities(of: row.family)
        let version = try #require(OSVersion(row.version))
        let support: PlatformSupport =
            switch row.column {
            case .available: capabilities.available
            case .buttons: capabilities.buttonsAndToggles
            case .links: capabilities.links
            }
        #expect(support.allows(row.platform, version) == row.expected, "\(row.fact)")
    }

    @Test(arguments: [
        (WidgetFamily.systemSmall, true), (.systemExtraLarge, true), (.accessoryRectangular, true),
        (.accessoryCircular, false), (.accessoryInline, false), (.accessoryCorner, false),
    ])
    func fullColorOnlyWhereTheFamilyUsesIt(_ family: WidgetFamily, _ fullColor: Bool) {
        let modes = CapabilityTable.capabilities(of: family).renderingModes
        #expect(modes.contains(.fullColor) == fullColor)
        #expect(modes.isSuperset(of: [.accented, .vibrant]))
    }

    @Test func everyFamilyHasOneRow() {
        #expect(CapabilityTable.families.map(\.family) == WidgetFamily.allCases)
    }

    /// A capability exists only where the family does, and never earlier.
    @Test(arguments: WidgetFamily.allCases)
    func capabilitiesAreWithinAvailability(_ family: WidgetFamily) {
        let row = CapabilityTable.capabilities(of: family)
        for support in [row.buttonsAndToggles, row.links] {
            for (platform, minimum) in support.minimums {
                let available = row.available.minimums[platform]
                #expect(available != nil && available! <= minimum, "\(family) on \(platform)")
            }
        }
    }

    @Test(arguments: [
        ("17", "17.0.0", 0), ("16.1", "16.0", 1), ("9", "10.0", -1), ("17.0.1", "17.0", 1),
    ])
    func versionsCompareNumerically(_ left: String, _ right: String, _ order: Int) throws {
        let a = try #require(OSVersion(left))
        let b = try #require(OSVersion(right))
        #expect((a < b ? -1 : (b < a ? 1 : 0)) == order)
    }

    @Test(arguments: ["", "17.", "x", "1.2.3.4", "-1", "17,0", "１７"])
    func malformedVersionsAreRejected(_ text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test func versionsPrintWithMajorAndMinor() {
        #expect(OSVersion("17")?.description == "17.0")
        #expect(OSVersion("16.1")?.description == "16.1")
    }
}

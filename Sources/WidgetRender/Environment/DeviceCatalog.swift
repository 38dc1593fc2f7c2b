import Foundation
import WidgetArchive

/// A size in points.
public struct PointSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// `170x170`, with at most two decimals and no trailing zeros.
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    /// Whole points print without decimals; the HIG tables use at most two.
    public static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}

/// What kind of device: it decides which table a size comes from.
public enum DeviceKind: String, Sendable, CaseIterable {
    case iPhone, iPad, watch, carPlay, mac, visionPro

    /// The platform whose widgets the device shows (CarPlay an iPhone's).
    public var platform: Platform {
        switch self {
        case .iPhone, .carPlay: .iOS
        case .iPad: .iPadOS
        case .watch: .watchOS
        case .mac: .macOS
        case .visionPro: .visionOS
        }
    }
}

/// Live Activity sizes on one device (HIG Live Activities).
public struct ActivitySizes: Hashable, Sendable {
    /// The Lock Screen presentation's width; its height is 84 to 160 pt,
    /// set by the content.
    public var lockScreenWidth: Double
    /// Each of compact leading and trailing.
    public var compact: PointSize
    /// The minimal presentation.
    public var minimal: PointSize
    /// The expanded presentation's width (height 84 to 160 pt).
    public var expandedWidth: Double
    /// The Dynamic Island's width when compact or minimal; nil on devices
    /// without one (the Lock Screen presentation then also shows as a banner).
    public var islandWidth: Double?

    /// The shortest and tallest Lock Screen and expanded presentation.
    public static let heights: ClosedRange<Double> = 84...160
}

/// A device and the widget sizes WidgetKit gives it.
public struct Device: Hashable, Sendable {
    /// A short name for the command line: `iphone-15-pro`.
    public var name: String
    /// Representative models of this screen class.
    public var models: String
    /// iPhone, iPad or watch.
    public var kind: DeviceKind
    /// The portrait screen size in points.
    public var screen: PointSize
    /// Widget sizes by family; families not listed do not exist on the device.
    public var families: [WidgetFamily: PointSize]
    /// Live Activity sizes; nil where there are none (watches, the 4-inch iPhone).
    public var activity: ActivitySizes?
    /// Where the device shows controls, and their sizes (`ControlSizes`).
    public var controls: [ControlSurface: PointSize] = [:]
    /// Where the device shows an iPhone's Live Activity (the watch's
    /// Smart Stack, CarPlay, the Mac's menu bar), and its size there
    /// (`RemoteActivitySizes`).
    public var remoteActivity: [ActivityPresentation: PointSize] = [:]
}

/// The devices the renderer knows, as data.
///
/// Sources, as copied into `Docs/WidgetKitFacts.md`:
/// - iPhones: HIG Widgets, "iOS dimensions" (section 2). CHOICE
///   (UNCONFIRMED, facts section 2): Apple publishes no sizes for the
///   402x874 (iPhone 16 Pro, 17, 17 Pro), 440x956 (16 Pro Max, 17 Pro Max)
///   and 420x912 (iPhone Air) screens. The 402 class takes the large
///   widget measured on an iPhone 17 Pro (349.67x363.33, rounded to
///   350x363) and the 393 class's proportions for the others; the 440 and
///   420 classes scale the 430 class by the screen widths (x1.023, x0.977),
///   rounded to whole points. Accessory sizes are the nearest published
///   class's; Live Activities follow the rule below, with a Dynamic Island.
/// - iPads: HIG Widgets, "iPadOS dimensions", the canvas sizes (iPadOS
///   renders at canvas size and scales down). Lock Screen accessory sizes
///   on iPad are not published, so iPads list system families only.
/// - Watches: HIG Widgets, watchOS Smart Stack sizes, for
///   accessoryRectangular. CHOICE (unpublished): accessoryCircular and
///   accessoryCorner use the HIG Complications circular and corner image
///   sizes, and accessoryInline is the rectangular width by 20 pt.
/// - Live Activities: HIG Live Activities (section 9) for the 430 and 393
///   point classes. CHOICE: other iPhones get a Lock Screen width of the
///   screen width less 22 pt (as 393 gives 371) and no Dynamic Island.
///
/// The default device is the 402x874 class (iPhone 16 Pro, 17, 17 Pro),
/// the current iPhone; its sizes are CHOICEs (above), measured on an
/// iPhone 17 Pro where they could be. `iphone-15-pro` (393x852) is the
/// newest class whose sizes Apple publishes.
public enum DeviceCatalog {
    /// All known iPhone screen classes, the larger screens first.
    public static let iPhones: [Device] = [
        phone(
            "iphone-17-pro-max", "iPhone 16 Pro Max, 17 Pro Max (sizes chosen, unpublished)",
            (440, 956), small: 174, medium: (372, 174), large: (372, 391),
            circular: 76, rectangular: (172, 76), inline: (257, 26),
            island: ActivitySizes(
                lockScreenWidth: 418, compact: PointSize(62.33, 36.67),
                minimal: PointSize(36.67, 36.67), expandedWidth: 418, islandWidth: 250)),
        phone(
            "iphone-15-pro-max", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", (430, 932),
            small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76),
            inline: (257, 26),
            island: ActivitySizes(
                lockScreenWidth: 408, compact: PointSize(62.33, 36.67),
                minimal: PointSize(36.67, 36.67), expandedWidth: 408, islandWidth: 250)),
        phone(
            "iphone-14-plus", "iPhone 12/13 Pro Max, 14 Plus", (428, 926), small: 170,
            medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76),
            inline: (257, 26)),
        phone(
            "iphone-air", "iPhone Air (sizes chosen, unpublished)", (420, 912), small: 166,
            medium: (356, 166), large: (356, 373),
            circular: 76, rectangular: (172, 76), inline: (257, 26),
            island: ActivitySizes(
                lockScreenWidth: 398, compact: PointSize(62.33, 36.67),
                minimal: PointSize(36.67, 36.67), expandedWidth: 398, islandWidth: 250)),
        phone(
            "iphone-11", "iPhone XR, XS Max, 11, 11 Pro Max", (414, 896), small: 169,
            medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72),
            inline: (248, 26)),
        phone(
            "iphone-8-plus", "iPhone 6/6s/7/8 Plus", (414, 736), small: 159, medium: (348, 157),
            large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26)),
        phone(
            "iphone-17-pro", "iPhone 16 Pro, 17, 17 Pro (sizes chosen, unpublished)", (402, 874),
            small: 162, medium: (350, 162), large: (350, 363),
            circular: 72, rectangular: (160, 72), inline: (234, 26),
            island: ActivitySizes(
                lockScreenWidth: 380, compact: PointSize(52.33, 36.67),
                minimal: PointSize(36.67, 36.67), expandedWidth: 380, islandWidth: 230)),
        phone(
            "iphone-15-pro", "iPhone 14 Pro, 15, 15 Pro, 16", (393, 852), small: 158,
            medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72),
            inline: (234, 26),
            island: ActivitySizes(
                lockScreenWidth: 371, compact: PointSize(52.33, 36.67),
                minimal: PointSize(36.67, 36.67), expandedWidth: 371, islandWidth: 230)),
        phone(
            "iphone-14", "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", (390, 844), small: 158,
            medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72),
            inline: (234, 26)),
        phone(
            "iphone-13-mini", "iPhone X, XS, 11 Pro, 12/13 mini", (375, 812), small: 155,
            medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72),
            inline: (225, 26)),
        phone(
            "iphone-12-mini", "iPhone 12/13 mini at its native 360x780", (360, 780), small: 155,
            medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72),
            inline: (225, 26)),
        phone(
            "iphone-se", "iPhone 6/6s/7/8, SE 4.7-inch", (375, 667), small: 148, medium: (321, 148),
            large: (321, 324), circular: 68, rectangular: (153, 68), inline: (225, 26)),
        Device(
            name: "iphone-se-1", models: "iPhone SE 4-inch, iPod touch", kind: .iPhone,
            screen: PointSize(320, 568),
            families: [
                .systemSmall: PointSize(141, 141), .systemMedium: PointSize(292, 141),
                .systemLarge: PointSize(292, 311),
            ], activity: nil),
    ]

    /// iPad canvas sizes, largest first.
    public static let iPads: [Device] = [
        pad(
            "ipad-pro-12.9", "iPad Pro 12.9-inch, 1024x1366", (1024, 1366), small: 170,
            medium: 378.5, extraLarge: 795, activityWidth: 500),
        pad(
            "ipad-pro-11", "iPad Pro 11-inch, iPad Air 10.9-inch (834x1194, 820x1180)", (834, 1194),
            small: 155, medium: 342, extraLarge: 715.5, activityWidth: 425),
        pad(
            "ipad-air-10.5", "iPad Air 10.5-inch, 834x1112", (834, 1112), small: 150, medium: 327.5,
            extraLarge: 682, activityWidth: 425),
        pad(
            "ipad-10.2", "iPad 10.2-inch, 810x1080", (810, 1080), small: 146, medium: 320.5,
            extraLarge: 669, activityWidth: 425),
        pad(
            "ipad-mini", "iPad mini and 9.7-inch (744x1133, 768x1024)", (768, 1024), small: 141,
            medium: 305.5, extraLarge: 634.5, activityWidth: 425),
    ]

    /// Apple Watch sizes, largest first.
    public static let watches: [Device] = [
        watch(
            "watch-49mm", "Apple Watch Ultra 49mm", (205, 251), rectangular: (191, 81.5),
            circular: 50, corner: 38),
        watch(
            "watch-45mm", "Apple Watch 45mm", (198, 242), rectangular: (184, 80.5), circular: 50,
            corner: 38),
        watch(
            "watch-44mm", "Apple Watch 44mm", (184, 224), rectangular: (173, 76.5), circular: 47,
            corner: 36),
        watch(
            "watch-41mm", "Apple Watch 41mm", (176, 215), rectangular: (165, 72.5), circular: 44.5,
            corner: 34),
        watch(
            "watch-40mm", "Apple Watch 40mm", (162, 197), rectangular: (152, 69.5), circular: 42,
            corner: 32),
    ]

    /// CarPlay displays, by the size they give a Live Activity
    /// (`RemoteActivitySizes`).
    public static let carPlays: [Device] = RemoteActivitySizes.carPlay.map { name, models, size in
        Device(
            name: name, models: models, kind: .carPlay, screen: RemoteActivitySizes.carPlayScreen,
            families: [.systemSmall: RemoteActivitySizes.carPlayWidget], activity: nil,
            remoteActivity: [.carPlay: size])
    }

    /// Macs, whose menu bar shows an iPhone's Live Activity (macOS 26).
    /// CHOICE: a notched MacBook's 37 pt menu bar (`RemoteActivitySizes`);
    /// opened, the activity shows its Lock Screen view, drawn 371 pt wide
    /// as on the iPhone 15 Pro class. Mac widget sizes are not listed yet.
    public static let macs: [Device] = [
        Device(
            name: "macbook", models: "MacBook Air and Pro with a notch (menu bar 37 pt)",
            kind: .mac, screen: PointSize(1512, 982), families: [:],
            activity: ActivitySizes(
                lockScreenWidth: 371, compact: RemoteActivitySizes.menuBarSlot,
                minimal: PointSize(0, 0), expandedWidth: 371, islandWidth: nil),
            remoteActivity: [.menuBar: RemoteActivitySizes.menuBar])
    ]

    /// Apple Vision Pro (visionOS 26): HIG Widgets, "visionOS dimensions"
    /// (facts §2), at 100% (people scale a widget from 75 to 125 percent).
    /// Its screen is the size of the extra large portrait widget's frame,
    /// for listings: it has none.
    public static let visionPros: [Device] = [
        Device(
            name: "vision-pro", models: "Apple Vision Pro (widgets at 100%)", kind: .visionPro,
            screen: PointSize(338, 450),
            families: [
                .systemSmall: PointSize(158, 158), .systemMedium: PointSize(338, 158),
                .systemLarge: PointSize(338, 354), .systemExtraLarge: PointSize(450, 338),
                .systemExtraLargePortrait: PointSize(338, 450),
            ], activity: nil)
    ]

    /// Every device, iPhones first.
    public static let all: [Device] =
        iPhones + iPads + watches + carPlays + macs + visionPros

    /// The device a surface is drawn on when none that was asked for has
    /// it: the default iPhone, else the first device that has it (the
    /// largest watch for the Smart Stack, `carplay` for CarPlay).
    public static func defaultDevice(for surface: Surface) -> Device {
        if defaultDevice.shows(surface) { return defaultDevice }
        return all.first { $0.shows(surface) } ?? defaultDevice
    }

    /// The device a widget that declares `platforms` is drawn on when
    /// none is named: `defaultDevice(for:)` when the platforms include
    /// iOS, iPadOS or macOS (or none is declared), else the first device
    /// of a declared platform that shows the surface (the largest watch
    /// for a watchOS-only widget, Apple Vision Pro for a visionOS-only one).
    public static func defaultDevice(for surface: Surface, platforms: [Platform]) -> Device {
        guard !drawsOnPhone(platforms) else { return defaultDevice(for: surface) }
        return all.first { platforms.contains($0.kind.platform) && $0.shows(surface) }
            ?? defaultDevice(for: surface)
    }

    /// Whether a widget that declares `platforms` is drawn on the default
    /// iPhone: unless it declares platforms and none is iOS, iPadOS or
    /// macOS (a watchOS-only or visionOS-only widget).
    public static func drawsOnPhone(_ platforms: [Platform]) -> Bool {
        platforms.isEmpty || platforms.contains { [.iOS, .iPadOS, .macOS].contains($0) }
    }

    /// The device used when none is named.
    public static let defaultDevice = iPhones.first { $0.name == "iphone-17-pro" }!

    /// The device called `name`, if known.
    public static func device(named name: String) -> Device? {
        all.first { $0.name == name }
    }

    private static func phone(
        _ name: String, _ models: String, _ screen: (Double, Double),
        small: Double, medium: (Double, Double), large: (Double, Double),
        circular: Double, rectangular: (Double, Double), inline: (Double, Double),
        island: ActivitySizes? = nil
    ) -> Device {
        let activity =
            island
            ?? ActivitySizes(
                lockScreenWidth: screen.0 - 22, compact: PointSize(0, 0), minimal: PointSize(0, 0),
                expandedWidth: screen.0 - 22, islandWidth: nil)
        return Device(
            name: name, models: models, kind: .iPhone, screen: PointSize(screen.0, screen.1),
            families: [
                .systemSmall: PointSize(small, small),
                .systemMedium: PointSize(medium.0, medium.1),
                .systemLarge: PointSize(large.0, large.1),
                .accessoryCircular: PointSize(circular, circular),
                .accessoryRectangular: PointSize(rectangular.0, rectangular.1),
                .accessoryInline: PointSize(inline.0, inline.1),
            ], activity: activity,
            controls: ControlSizes.phone(dynamicIsland: activity.islandWidth != nil))
    }

    private static func pad(
        _ name: String, _ models: String, _ screen: (Double, Double), small: Double, medium: Double,
        extraLarge: Double, activityWidth: Double
    ) -> Device {
        Device(
            name: name, models: models, kind: .iPad, screen: PointSize(screen.0, screen.1),
            families: [
                .systemSmall: PointSize(small, small),
                .systemMedium: PointSize(medium, small),
                .systemLarge: PointSize(medium, medium),
                .systemExtraLarge: PointSize(extraLarge, medium),
            ],
            activity: ActivitySizes(
                lockScreenWidth: activityWidth, compact: PointSize(0, 0), minimal: PointSize(0, 0),
                expandedWidth: activityWidth, islandWidth: nil),
            controls: ControlSizes.pad)
    }

    private static func watch(
        _ name: String, _ models: String, _ screen: (Double, Double), rectangular: (Double, Double),
        circular: Double, corner: Double
    ) -> Device {
        Device(
            name: name, models: models, kind: .watch, screen: PointSize(screen.0, screen.1),
            families: [
                .accessoryRectangular: PointSize(rectangular.0, rectangular.1),
                .accessoryCircular: PointSize(circular, circular),
                .accessoryCorner: PointSize(corner, corner),
                .accessoryInline: PointSize(rectangular.0, 20),
            ], activity: nil,
            remoteActivity: [.smartStack: PointSize(rectangular.0, rectangular.1)])
    }
}

extension Device {
    /// Whether the device draws `surface`: it has a canvas for it (a
    /// family's size, a presentation's, a control's).
    public func shows(_ surface: Surface) -> Bool {
        DisplayEnvironment(surface: surface, device: self, now: Date(timeIntervalSince1970: 0))
            .canvas != nil
    }
}

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
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}

/// An iPhone screen class and the widget sizes WidgetKit gives it.
public struct Device: Hashable, Sendable {
    /// A short name for the command line: `iphone-15-pro`.
    public var name: String
    /// Representative models of this screen class.
    public var models: String
    /// The portrait screen size in points.
    public var screen: PointSize
    /// Widget sizes by family; families not listed do not exist on the device.
    public var families: [WidgetFamily: PointSize]
}

/// The devices the renderer knows, as data.
///
/// Source: Human Interface Guidelines, Widgets, "iOS dimensions"
/// (developer.apple.com/design/human-interface-guidelines/widgets), as copied
/// into `shared/reference/widgetkit-facts.md` section 2. The default device
/// is the 393x852 class (iPhone 15, 15 Pro, 16), the most common current size
/// in that table; Apple publishes no sizes for 402x874 or 440x956.
public enum DeviceCatalog {
    /// All known iPhone screen classes, largest first.
    public static let iPhones: [Device] = [
        phone("iphone-15-pro-max", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", (430, 932), small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        phone("iphone-14-plus", "iPhone 12/13 Pro Max, 14 Plus", (428, 926), small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        phone("iphone-11", "iPhone XR, XS Max, 11, 11 Pro Max", (414, 896), small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26)),
        phone("iphone-8-plus", "iPhone 6/6s/7/8 Plus", (414, 736), small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26)),
        phone("iphone-15-pro", "iPhone 14 Pro, 15, 15 Pro, 16", (393, 852), small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        phone("iphone-14", "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", (390, 844), small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        phone("iphone-13-mini", "iPhone X, XS, 11 Pro, 12/13 mini", (375, 812), small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        phone("iphone-se", "iPhone 6/6s/7/8, SE 4.7-inch", (375, 667), small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: (225, 26)),
        Device(name: "iphone-se-1", models: "iPhone SE 4-inch, iPod touch", screen: PointSize(320, 568),
               families: [.systemSmall: PointSize(141, 141), .systemMedium: PointSize(292, 141), .systemLarge: PointSize(292, 311)]),
    ]

    /// The device used when none is named.
    public static let defaultDevice = iPhones[4]

    /// The device called `name`, if known.
    public static func device(named name: String) -> Device? {
        iPhones.first { $0.name == name }
    }

    private static func phone(
        _ name: String, _ models: String, _ screen: (Double, Double),
        small: Double, medium: (Double, Double), large: (Double, Double),
        circular: Double, rectangular: (Double, Double), inline: (Double, Double)
    ) -> Device {
        Device(name: name, models: models, screen: PointSize(screen.0, screen.1), families: [
            .systemSmall: PointSize(small, small),
            .systemMedium: PointSize(medium.0, medium.1),
            .systemLarge: PointSize(large.0, large.1),
            .accessoryCircular: PointSize(circular, circular),
            .accessoryRectangular: PointSize(rectangular.0, rectangular.1),
            .accessoryInline: PointSize(inline.0, inline.1),
        ])
    }
}

import WidgetArchive

/// The sizes and shapes of an iPhone's Live Activity where other devices
/// show it (`ActivityPresentation.isRemote`), in points, in one place.
///
/// - CarPlay: the HIG's "Live Activities" page gives three sizes, 240x78,
///   240x100 and 170x78, without saying which display has which. CHOICE:
///   one CarPlay device per size, `carplay` the 240x78 one (the first the
///   HIG lists); the dashboard they sit on is an 800x480 display.
/// - The watch's Smart Stack: the HIG sizes of a Smart Stack widget, the
///   watch's accessoryRectangular size (`DeviceCatalog.watches`).
/// - The Mac's menu bar: Apple shows the compact leading and trailing
///   views side by side and publishes no size. CHOICE: a notched
///   MacBook's 37 pt menu bar holds each view in the iPhone 15 Pro class's
///   52.33x36.67 compact slot, 6 pt apart, with 6 pt at either end: a
///   122.66x36.67 capsule, black like the Dynamic Island.
///
/// Where the activity declares no `.small` family, the Smart Stack and
/// CarPlay draw the compact leading and trailing views (developer.apple.com,
/// "Creating custom views for Live Activities"). CHOICE: each in half of
/// the card, inset by `compactInset`, on the dark card the watch gives a
/// Smart Stack widget with no background.
public enum RemoteActivitySizes {
    /// The CarPlay devices: name, description and the Live Activity's size.
    static let carPlay: [(String, String, PointSize)] = [
        ("carplay", "CarPlay display, Live Activity 240x78 (chosen)", PointSize(240, 78)),
        ("carplay-tall", "CarPlay display, Live Activity 240x100", PointSize(240, 100)),
        ("carplay-narrow", "CarPlay display, Live Activity 170x78", PointSize(170, 78)),
    ]

    /// A systemSmall widget in CarPlay (iOS 26). CHOICE: Apple publishes
    /// no size; the iPhone archives the widget at its own systemSmall
    /// size and CarPlay scales it into its stack, so wdl lays it out at
    /// the default iPhone's 162 pt.
    static let carPlayWidget = PointSize(162, 162)

    /// The CarPlay display the devices list as their screen.
    static let carPlayScreen = PointSize(800, 480)

    /// One of the compact views in the Mac's menu bar.
    static let menuBarSlot = PointSize(52.33, 36.67)
    /// The gap between the two slots, and at either end.
    static let menuBarGap = 6.0
    /// The menu bar's capsule.
    static let menuBar = PointSize(
        2 * menuBarSlot.width + 3 * menuBarGap, menuBarSlot.height)

    /// The inset of the compact views drawn in a Smart Stack or CarPlay card.
    static let compactInset = 10.0

    /// The corner radius of the card. CHOICE: the watch's Smart Stack
    /// cards round about as much as a systemSmall widget (22 pt at 158);
    /// CarPlay's Live Activity rounds 14 pt; the menu bar is a capsule.
    static func cornerRadius(of presentation: ActivityPresentation, height: Double) -> Double {
        switch presentation {
        case .smartStack: 22
        case .carPlay: 14
        default: height / 2
        }
    }

    /// Where the compact leading and trailing views go on `canvas`.
    static func compactSlots(_ presentation: ActivityPresentation, canvas: Size)
        -> (leading: Rect, trailing: Rect)
    {
        if presentation == .menuBar {
            let slot = menuBarSlot
            return (
                Rect(x: menuBarGap, y: 0, width: slot.width, height: slot.height),
                Rect(
                    x: canvas.width - menuBarGap - slot.width, y: 0, width: slot.width,
                    height: slot.height)
            )
        }
        let inset = compactInset
        let half = (canvas.width - 2 * inset) / 2
        let height = canvas.height - 2 * inset
        return (
            Rect(x: inset, y: inset, width: half, height: height),
            Rect(x: inset + half, y: inset, width: half, height: height)
        )
    }
}

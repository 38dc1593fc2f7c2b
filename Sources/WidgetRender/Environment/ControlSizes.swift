import WidgetArchive

/// The sizes and shapes of the places a control is drawn, in points.
///
/// CHOICE (UNCONFIRMED, one place): Apple publishes no control sizes
/// (the HIG's "Controls" page and WidgetKit's "Creating controls" name
/// small, medium and large Control Center sizes without numbers). These
/// are read from iOS 18 screenshots of a 393-point iPhone: Control
/// Center lays modules on a four-column grid of 68-point cells 16 points
/// apart, so small is one cell, medium two cells wide and large two by
/// two; the Lock Screen's control slots are the 50-point circles of the
/// flashlight and camera buttons; the Action button shows the control in
/// the Dynamic Island as a 250 by 72 point capsule. iPadOS lays out its
/// Control Center on the same grid and has no Action button or Lock
/// Screen controls; watches are not drawn (watchOS 26 controls are a
/// later step).
public enum ControlSizes {
    /// One Control Center grid cell.
    static let cell = 68.0
    /// The gap between cells.
    static let gap = 16.0

    /// The Control Center sizes every device with Control Center has.
    static let controlCenter: [ControlSurface: PointSize] = [
        .controlSmall: PointSize(cell, cell),
        .controlMedium: PointSize(2 * cell + gap, cell),
        .controlLarge: PointSize(2 * cell + gap, 2 * cell + gap),
    ]

    /// An iPhone's control surfaces: Control Center, the Lock Screen, and
    /// the Action button where the phone has a Dynamic Island (the
    /// Action button came with the iPhone 15 Pro, whose screen classes
    /// all have one).
    static func phone(dynamicIsland: Bool) -> [ControlSurface: PointSize] {
        var sizes = controlCenter
        sizes[.controlLockScreen] = PointSize(50, 50)
        if dynamicIsland { sizes[.actionButton] = PointSize(250, 72) }
        return sizes
    }

    /// An iPad's: Control Center only.
    static let pad = controlCenter

    /// The module's corner radius: nil for the circles (small, the Lock
    /// Screen), a capsule for medium and the Action button, and 26 pt for
    /// large (as Control Center rounds its big modules).
    static func cornerRadius(of surface: ControlSurface, canvas: Size) -> Double? {
        switch surface {
        case .controlSmall, .controlLockScreen: nil
        case .controlMedium, .actionButton: canvas.height / 2
        case .controlLarge: 26
        }
    }
}

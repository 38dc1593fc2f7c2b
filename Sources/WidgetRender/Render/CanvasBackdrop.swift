import WidgetArchive

/// What a widget is drawn over, bottom first: what the device shows
/// behind it, then the plate that is or replaces its container
/// background. The SVG renderer draws these and the audit composites
/// text against them, so both read this one place.
public struct CanvasBackdrop: Sendable, Hashable {
    /// CHOICE: vibrant widgets are drawn over a dark blue Lock Screen
    /// wallpaper, top to bottom, so that their white levels show.
    public static let wallpaper = (top: RGBA(hex: 0x34476B), bottom: RGBA(hex: 0x1A2236))
    /// CHOICE: the faint material an accessory family (but inline) sits
    /// on in the vibrant mode.
    public static let accessoryMaterial = RGBA(1, 1, 1, 0.08)
    /// The faint material that replaces a container background in the
    /// vibrant mode.
    public static let vibrantPlate = RGBA(1, 1, 1, 0.12)

    /// The layers, bottom first; a layer may be translucent.
    public var layers: [RGBA]

    /// The backdrop of `layout`: in the vibrant mode the wallpaper (its
    /// middle colour) and the accessory material; an accented accessory
    /// family over a watch face's black (CHOICE: complications, Docs/WidgetKitFacts.md §5);
    /// then the plate (`plate(of:)`). With nothing behind at all (an
    /// accessory family in full colour, a Live Activity's island), the
    /// scheme's system background stands for what the device shows.
    public init(_ layout: WidgetLayout) {
        let environment = layout.environment
        var family: WidgetFamily?
        if case .family(let found) = environment.surface { family = found }
        var layers: [RGBA] = [Palette.widgetBackground(environment.scheme)]
        switch environment.mode {
        case .vibrant:
            let (top, bottom) = Self.wallpaper
            layers = [
                RGBA(
                    (top.red + bottom.red) / 2, (top.green + bottom.green) / 2,
                    (top.blue + bottom.blue) / 2)
            ]
            if let family, family.isAccessory, family != .accessoryInline {
                layers.append(Self.accessoryMaterial)
            }
        case .accented where family?.isAccessory == true: layers = [.black]
        default: break
        }
        if let plate = Self.plate(of: layout) { layers.append(plate) }
        self.layers = layers
    }

    /// The colour that is or replaces the container background: as
    /// written in full colour; in the accented and vibrant modes the
    /// system replaces it, views and all (Docs/WidgetKitFacts.md §5), with
    /// the accented look's plate or the Lock Screen's faint material. Nil
    /// without a container background.
    public static func plate(of layout: WidgetLayout) -> RGBA? {
        guard layout.backgroundColor != nil || !layout.background.isEmpty else { return nil }
        switch layout.environment.mode {
        case .fullColor: return layout.backgroundColor
        case .accented: return layout.environment.accentedLook.plate
        case .vibrant: return vibrantPlate
        }
    }
}

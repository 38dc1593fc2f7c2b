import WidgetArchive

/// How the accented rendering mode colours a widget: the Home Screen look
/// a person picked (`--appearance`, `--tint`), the OS it is displayed on
/// and the surface. One place for the rules (Apple: "Optimizing your
/// widget for accented rendering mode and Liquid Glass"; WWDC25 278).
///
/// - iOS and macOS 26 (Liquid Glass), system families: the primary and
///   the accent groups are both white, transparency kept; the container
///   background is replaced by the look's glass: clear glass over the
///   wallpaper, or glass tinted in the person's colour. An image without
///   `widgetAccentedRenderingMode` takes the primary colour: an opaque
///   picture becomes a white block.
/// - iOS 18 (the tinted Home Screen): the accent group in the tint, the
///   rest white; an image without the modifier is drawn desaturated in
///   its group's colour (CHOICE: Apple documents no default there; a
///   photo stays a recognisable grey-level picture).
/// - Accessory families in accented mode are watch complications: the
///   accent group in the face's colour (the tint), the rest white, over
///   the face's black.
///
/// CHOICES (UNCONFIRMED: Apple publishes no colours for the glass): the
/// clear glass is drawn as a dark grey plate (#3A3A3C), the glass of the
/// tinted look and iOS 18's tinted plate as the tint at 25%.
public struct AccentedLook: Sendable, Hashable {
    /// The Home Screen look a person picks in iOS 26.
    public enum Appearance: String, CaseIterable, Sendable {
        case clear, tinted
    }

    public var appearance: Appearance
    /// The colour of the tinted look (and of iOS 18's accent group).
    public var tint: RGBA
    /// Whether the OS draws Liquid Glass (iOS 26 and later).
    public var liquidGlass: Bool
    /// Whether the surface is a watch complication (an accessory family).
    public var watchFace: Bool

    /// The tint when none is given: iOS's default blue tint (CHOICE).
    public static let defaultTint = RGBA(hex: 0x8AB4F8)

    /// A look.
    public init(
        appearance: Appearance = .tinted, tint: RGBA = Self.defaultTint, liquidGlass: Bool = true,
        watchFace: Bool = false
    ) {
        self.appearance = appearance
        self.tint = tint
        self.liquidGlass = liquidGlass
        self.watchFace = watchFace
    }

    /// Whether the accent group has its own colour: on iOS 18's Home Screen
    /// and on a watch face, not under Liquid Glass.
    public var accentIsTinted: Bool { watchFace || !liquidGlass }

    /// The colour content of a group is drawn in, with `alpha` kept.
    public func color(accent: Bool, alpha: Double) -> RGBA {
        accent && accentIsTinted ? tint.withAlpha(alpha) : RGBA(1, 1, 1, alpha)
    }

    /// A colour as `mode` shows it: the one treatment the SVG renderer
    /// and the audit read. Vibrant: grey levels whose brightness becomes
    /// opacity over the Lock Screen material (Docs/WidgetKitFacts.md §5;
    /// CHOICE: white at alpha x luminance, at least 0.1 of the alpha).
    /// Accented: one colour per group, alpha kept (white for the default
    /// group, the accent tint for `widgetAccentable` views).
    public func drawn(_ color: RGBA, accent: Bool, mode: RenderingMode) -> RGBA {
        switch mode {
        case .fullColor: color
        case .vibrant: RGBA(1, 1, 1, color.alpha * max(0.1, color.luminance))
        case .accented: self.color(accent: accent, alpha: color.alpha)
        }
    }

    /// What replaces the container background.
    public var plate: RGBA {
        if liquidGlass, !watchFace, appearance == .clear { return RGBA(hex: 0x3A3A3C) }
        return RGBA(tint.red * 0.25, tint.green * 0.25, tint.blue * 0.25)
    }

    /// Whether an image without `widgetAccentedRenderingMode` takes its
    /// group's colour whole (Liquid Glass) rather than being desaturated.
    public var imagesTakeTheirGroupsColour: Bool { liquidGlass && !watchFace }
}

/// `gaugeStyle(_:)`.
public enum GaugeStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, accessoryCircular, accessoryCircularCapacity, accessoryLinear,
        accessoryLinearCapacity, linearCapacity

    /// Whether the gauge is drawn as a ring (the accessory circular styles).
    public var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
}

/// `progressViewStyle(_:)`.
public enum ProgressViewStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, linear, circular
}

/// `toggleStyle(_:)`.
public enum ToggleStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, `switch`, button, checkbox
}

/// `buttonStyle(_:)`.
public enum ButtonStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, plain, bordered, borderedProminent, borderless

    /// Whether the style draws the label alone, with no capsule behind it.
    public var isBorderless: Bool { self == .plain || self == .borderless }
}

/// `symbolRenderingMode(_:)`.
public enum SymbolRenderingMode: String, CaseIterable, Sendable, Hashable {
    case monochrome, hierarchical, palette, multicolor
}

/// `Image.TemplateRenderingMode`: `renderingMode(.template)` draws an
/// image in the foreground colour.
public enum TemplateRenderingMode: String, CaseIterable, Sendable, Hashable {
    case template, original
}

/// `RoundedCornerStyle`: the `style:` of rounded shapes and `clipShape`.
public enum RoundedCornerStyle: String, CaseIterable, Sendable, Hashable {
    case continuous, circular
}

/// `Image.ResizingMode`: `resizable(resizingMode:)`.
public enum ResizingMode: String, CaseIterable, Sendable, Hashable {
    case tile, stretch
}

/// `dynamicIsland(verticalPlacement:)`: where an expanded region's
/// content goes when it is too wide to sit beside the camera.
public enum DynamicIslandExpandedRegionVerticalPlacement: String, CaseIterable, Sendable, Hashable {
    /// Beside the camera, however wide.
    case `default`
    /// Below the camera when too wide for its side of it.
    case belowIfTooWide
}

/// `widgetAccentedRenderingMode(_:)` (iOS 18): how an image is drawn on
/// an accented (tinted) Home Screen. The renderer's `AccentedImage`
/// draws each, and says what an image without the modifier becomes.
public enum WidgetAccentedRenderingMode: String, CaseIterable, Sendable, Hashable {
    /// In the accent group, like `widgetAccentable()`: alpha kept, colour replaced.
    case accented
    /// Luminance into alpha, in the default group's colour.
    case desaturated
    /// Luminance into alpha, in the accent colour.
    case accentedDesaturated
    /// Its own colours, untouched by the tint (iOS only).
    case fullColor
}

/// `accessoryWidgetGroupStyle(_:)` (watchOS 11): the shape that masks
/// each content view of an `AccessoryWidgetGroup`. Apple: `automatic` is
/// `circular`.
public enum AccessoryWidgetGroupStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, circular, roundedSquare
}

/// `contentTransition(_:)`: how a change animates. A static render
/// shows the end state, so the renderer reads it for nothing.
public enum ContentTransitionName: String, CaseIterable, Sendable, Hashable {
    case identity, opacity, interpolate, numericText, symbolEffect
}

/// `labelStyle(_:)`: which parts of a `Label` show.
public enum LabelStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, titleOnly, iconOnly, titleAndIcon
}

/// `imageScale(_:)`: the size of symbols relative to their font.
public enum ImageScale: String, CaseIterable, Sendable, Hashable {
    case small, medium, large

    /// CHOICE: SF Symbols' small and large scales are about 0.78 and
    /// 1.29 times the medium one.
    public var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

/// `symbolVariant(_:)`: the variant of symbols below (`.fill`, `.circle.fill`).
/// SwiftUI composes variants in any order (`.fill.circle` is
/// `.circle.fill`); the renderer reads the parts, not the spelling. These
/// are the compositions wdl accepts: a shape with `fill`, and `slash.fill`
/// (not yet `.fill.slash` or a slash with a shape).
public enum SymbolVariant: String, CaseIterable, Sendable, Hashable {
    case none, circle, square, rectangle, fill, slash
    case circleFill = "circle.fill", squareFill = "square.fill", rectangleFill = "rectangle.fill"
    case fillCircle = "fill.circle", fillSquare = "fill.square", fillRectangle = "fill.rectangle",
        slashFill = "slash.fill"
}

/// `StrokeStyle(lineCap:)`: how the ends of an open stroke are drawn.
public enum LineCap: String, CaseIterable, Sendable, Hashable {
    case butt, round, square
}

/// `blendMode(_:)`: how a view's colours combine with what is under it.
public enum BlendMode: String, CaseIterable, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
        hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
        destinationOver, destinationOut, plusDarker, plusLighter
}

/// `controlSize(_:)`: the size of the built-in controls below.
public enum ControlSize: String, CaseIterable, Sendable, Hashable {
    case mini, small, regular, large, extraLarge
}

/// `buttonBorderShape(_:)`: the shape a bordered button is drawn in.
public enum ButtonBorderShape: String, CaseIterable, Sendable, Hashable {
    case automatic, capsule, roundedRectangle, circle
}

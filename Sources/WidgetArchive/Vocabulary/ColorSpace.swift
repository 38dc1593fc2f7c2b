import Foundation

/// `Color.RGBColorSpace`: the space `Color(_:red:green:blue:opacity:)`
/// reads its components in. Archives hold colours in sRGB, so a colour
/// in another space is converted when it is made.
///
/// CHOICE: a Display P3 colour outside sRGB is clipped to it (the
/// renderers draw sRGB); the conversion is the standard one through
/// linear light (P3-D65 to sRGB primaries, both with sRGB's transfer
/// curve).
public enum RGBColorSpace: String, CaseIterable, Sendable, Hashable {
    case sRGB, sRGBLinear, displayP3

    /// The sRGB components of `red`, `green`, `blue` given in this space.
    public func sRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (Self.encode(red), Self.encode(green), Self.encode(blue))
        case .displayP3:
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            return (
                Self.encode(1.224_940 * r - 0.224_940 * g),
                Self.encode(-0.042_057 * r + 1.042_057 * g),
                Self.encode(-0.019_638 * r - 0.078_636 * g + 1.098_274 * b)
            )
        }
    }

    /// sRGB's transfer curve, linear light to encoded, clipped to 0...1
    /// and rounded to six places (a millionth is far below what a display
    /// shows, and archives stay free of float noise).
    static func encode(_ value: Double) -> Double {
        let linear = min(max(value, 0), 1)
        let encoded =
            linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return (encoded * 1_000_000).rounded() / 1_000_000
    }

    /// sRGB's transfer curve, encoded to linear light.
    static func decode(_ value: Double) -> Double {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}

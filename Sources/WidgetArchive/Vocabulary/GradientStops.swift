/// A gradient's colours as archived under `colors`: each element a colour
/// (the colours evenly spaced, as `Gradient(colors:)` spaces them) or a
/// stop, a list of a colour and its location from 0 to 1, as
/// `Gradient(stops:)` and `.init(color:location:)` place it.
public enum GradientStops {
    /// The stop of `color` at `location`, as archived.
    public static func stop(_ color: ArchiveColor, at location: Double) -> ArchiveValue {
        .list([.color(color), .number(location)])
    }

    /// The colours of an archived list, each with its location (nil for
    /// a colour of an evenly spaced list); other elements are skipped.
    public static func read(_ values: [ArchiveValue]) -> [(color: ArchiveColor, location: Double?)]
    {
        values.compactMap { value in
            switch value {
            case .color(let color): (color, nil)
            case .list(let pair):
                if pair.count == 2, case .color(let color) = pair[0],
                    case .number(let location) = pair[1], location.isFinite
                {
                    (color, location)
                } else {
                    nil
                }
            default: nil
            }
        }
    }
}

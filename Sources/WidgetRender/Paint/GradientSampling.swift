/// A gradient's stops as the evenly spaced colours every painter draws.
///
/// CHOICE: a gradient whose stops have locations (`Gradient(stops:)`) is
/// drawn from its colour at 21 evenly spaced points (every 5%), each
/// interpolated between the stops around it as SwiftUI interpolates them
/// (in sRGB, the first stop's colour before it and the last's after it).
/// A stop at a multiple of 5% is drawn exactly; one between is off by at
/// most 2.5% of the gradient's length, which a widget's few points hide.
enum GradientSampling {
    /// How many evenly spaced colours stand for stops with locations.
    static let samples = 21

    /// The colours to draw evenly spaced: `stops` as they are when none
    /// has a location, else sampled.
    static func evenlySpaced(_ stops: [(RGBA, Double?)]) -> [RGBA] {
        guard stops.contains(where: { $0.1 != nil }) else { return stops.map(\.0) }
        // A stop without a location sits where an even spacing puts it.
        let placed = stops.enumerated().map { index, stop in
            (color: stop.0, location: stop.1 ?? evenLocation(index, of: stops.count))
        }.sorted { $0.location < $1.location }
        return (0..<samples).map { step in
            color(at: Double(step) / Double(samples - 1), in: placed)
        }
    }

    /// The colour at `point` (0...1) of evenly spaced `colors`, as a
    /// painter that draws a gradient piece by piece (a gauge's ring) takes it.
    static func color(at point: Double, evenlySpaced colors: [RGBA]) -> RGBA {
        let placed = colors.enumerated().map { index, color in
            (color: color, location: evenLocation(index, of: colors.count))
        }
        return color(at: min(1, max(0, point)), in: placed)
    }

    /// Where the `index`th of `count` evenly spaced stops sits, 0...1.
    private static func evenLocation(_ index: Int, of count: Int) -> Double {
        count > 1 ? Double(index) / Double(count - 1) : 0
    }

    private static func color(at point: Double, in stops: [(color: RGBA, location: Double)])
        -> RGBA
    {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if point <= first.location { return first.color }
        if point >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where point <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (point - a.location) / span : 1
            return RGBA(
                a.color.red + (b.color.red - a.color.red) * t,
                a.color.green + (b.color.green - a.color.green) * t,
                a.color.blue + (b.color.blue - a.color.blue) * t,
                a.color.alpha + (b.color.alpha - a.color.alpha) * t)
        }
        return last.color
    }
}

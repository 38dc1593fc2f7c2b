import Testing
import WidgetArchive

@testable import WidgetRender

/// Gradients with stops (`Gradient(stops:)`, `LinearGradient(stops:)`):
/// drawn from evenly spaced samples of the stops (`GradientSampling`).
@Suite struct GradientStopTests {
    static let red = RGBA(1, 0, 0)
    static let blue = RGBA(0, 0, 1)

    @Test func colorsWithoutLocationsStayEvenlySpaced() {
        #expect(
            GradientSampling.evenlySpaced([(Self.red, nil), (Self.blue, nil)]) == [
                Self.red, Self.blue,
            ])
    }

    /// Red at 0 and blue at 0.3: red to blue over the first 30%, blue after.
    @Test func stopsAreSampledEvery5Percent() {
        let colors = GradientSampling.evenlySpaced([(Self.red, 0), (Self.blue, 0.3)])
        #expect(colors.count == GradientSampling.samples)
        #expect(colors[0] == Self.red)
        #expect(abs(colors[3].red - 0.5) < 1e-9 && abs(colors[3].blue - 0.5) < 1e-9)
        #expect(colors[6...].allSatisfy { $0 == Self.blue })
    }

    /// Stops out of order are drawn in order; before the first stop its
    /// colour holds.
    @Test func stopsAreOrderedAndHeldAtTheEnds() {
        let colors = GradientSampling.evenlySpaced([(Self.blue, 1), (Self.red, 0.5)])
        #expect(colors[0...10].allSatisfy { $0 == Self.red })
        #expect(colors.last == Self.blue)
    }

    /// The stop forms a widget writes draw the same gradient.
    @Test(arguments: [
        "LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.3)], startPoint: .top, endPoint: .bottom)",
        "LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.3)]), startPoint: .top, endPoint: .bottom)",
    ])
    func stopFormsDrawTheStops(_ gradient: String) throws {
        let laidOut = try layout(
            "Rectangle().fill(\(gradient)).containerBackground(.fill.tertiary, for: .widget)")
        let paint = try #require(
            nodes(laidOut.root).compactMap(\.paint).first { $0.colors.count > 1 })
        let colors = paint.colors
        #expect(colors.count == GradientSampling.samples)
        #expect(colors.first == Palette.resolve(ArchiveColor(.system("red")), .light))
        #expect(colors[6] == Palette.resolve(ArchiveColor(.system("blue")), .light))
    }
}

import Foundation

/// A linear map of the screen's plane (y down), as SVG's `matrix(a b c d
/// 0 0)` writes it: a point (x, y) goes to (a x + c y, b x + d y).
///
/// `rotation3DEffect` is drawn with one: the rotation in space, looked at
/// straight on (CHOICE: an orthographic projection, so a turn about the
/// y axis narrows the view by the angle's cosine without the trapezoid
/// SwiftUI's perspective draws; SVG has no projective transform).
public struct PlaneMap: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double

    /// The map that leaves every point where it is.
    public static let identity = PlaneMap(a: 1, b: 0, c: 0, d: 1)

    /// The rotation by `degrees` about `axis` (x right, y down, z toward
    /// the viewer), flattened: the top left 2 x 2 of its matrix
    /// (Rodrigues' formula). About z it is `rotationEffect`'s clockwise
    /// turn. A zero or non-finite axis or angle turns nothing.
    public static func rotation3D(degrees: Double, axis: (Double, Double, Double)) -> PlaneMap {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard length > 0, length.isFinite, degrees.isFinite else { return .identity }
        let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
        let angle = degrees * .pi / 180
        let cosine = cos(angle)
        let sine = sin(angle)
        let rest = 1 - cos(angle)
        return PlaneMap(
            a: cosine + x * x * rest, b: x * y * rest + z * sine,
            c: x * y * rest - z * sine, d: cosine + y * y * rest)
    }

    /// This map applied after `inner`.
    public func after(_ inner: PlaneMap) -> PlaneMap {
        PlaneMap(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d)
    }

    /// Where the map takes a point (or an offset).
    public func apply(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (a * point.x + c * point.y, b * point.x + d * point.y)
    }
}

import Foundation
import WidgetArchive

/// A `ShapePath` as SVG path data for a frame: each length worked out for
/// the frame's size, each point moved to the frame's origin.
///
/// SwiftUI's `addArc` measures angles clockwise on screen from 3 o'clock,
/// and its `clockwise` flag is of the unflipped coordinate space, so
/// `clockwise: true` sweeps counterclockwise on screen, as on a device.
/// An arc starts with a line from the current point, or a move when there
/// is none, as Core Graphics adds it; a sweep of 360° or more is a whole
/// circle. Rounded rectangles are drawn with circular corners (CHOICE:
/// SwiftUI's default `.continuous` corners are drawn as circular ones,
/// as `RoundedRectangle` is here).
struct PathOutline {
    let frame: Rect
    private var data = ""
    private var hasCurrentPoint = false

    /// The path data of `path` drawn in `frame`.
    static func data(_ path: ShapePath, in frame: Rect) -> String {
        var outline = PathOutline(frame: frame)
        for element in path.elements { outline.add(element) }
        return outline.data.trimmingCharacters(in: .whitespaces)
    }

    private init(frame: Rect) { self.frame = frame }

    private func value(_ measure: PathMeasure) -> Double {
        let number = measure.value(width: frame.width, height: frame.height)
        return number.isFinite ? number : 0
    }

    private func point(_ point: PathPoint) -> (Double, Double) {
        (frame.x + value(point.x), frame.y + value(point.y))
    }

    private func n(_ number: Double) -> String { SVGNumber.text(number) }

    private func text(_ p: (Double, Double)) -> String { "\(n(p.0)) \(n(p.1))" }

    private mutating func add(_ element: PathElement) {
        switch element {
        case .move(let p):
            data += "M\(text(point(p))) "
            hasCurrentPoint = true
        case .line(let p):
            data += (hasCurrentPoint ? "L" : "M") + "\(text(point(p))) "
            hasCurrentPoint = true
        case .quadCurve(let to, let control):
            if !hasCurrentPoint { data += "M\(text(point(to))) " }
            data += "Q\(text(point(control))) \(text(point(to))) "
            hasCurrentPoint = true
        case .curve(let to, let c1, let c2):
            if !hasCurrentPoint { data += "M\(text(point(to))) " }
            data += "C\(text(point(c1))) \(text(point(c2))) \(text(point(to))) "
            hasCurrentPoint = true
        case .arc(let center, let radius, let start, let end, let clockwise):
            arc(point(center), value(radius), value(start), value(end), clockwise: clockwise)
        case .rect(let r):
            let (x, y, w, h) = rect(r)
            data += "M\(n(x)) \(n(y)) H\(n(x + w)) V\(n(y + h)) H\(n(x)) Z "
            hasCurrentPoint = true
        case .roundedRect(let r, let cornerWidth, let cornerHeight):
            roundedRect(rect(r), value(cornerWidth), value(cornerHeight))
        case .ellipse(let r):
            let (x, y, w, h) = rect(r)
            let (rx, ry) = (w / 2, h / 2)
            data +=
                "M\(n(x + w)) \(n(y + ry)) A\(n(rx)) \(n(ry)) 0 1 1 \(n(x)) \(n(y + ry)) "
                + "A\(n(rx)) \(n(ry)) 0 1 1 \(n(x + w)) \(n(y + ry)) Z "
            hasCurrentPoint = true
        case .close:
            // A close with no point before it closes nothing.
            if hasCurrentPoint { data += "Z " }
        }
    }

    private func rect(_ r: PathRect) -> (Double, Double, Double, Double) {
        let origin = point(r.origin)
        return (origin.0, origin.1, value(r.width), value(r.height))
    }

    private mutating func arc(
        _ center: (Double, Double), _ radius: Double, _ start: Double, _ end: Double,
        clockwise: Bool
    ) {
        func at(_ degrees: Double) -> (Double, Double) {
            let radians = degrees * .pi / 180
            return (center.0 + radius * cos(radians), center.1 + radius * sin(radians))
        }
        let first = at(start)
        data += (hasCurrentPoint ? "L" : "M") + "\(text(first)) "
        hasCurrentPoint = true
        guard radius > 0 else { return }
        // On screen, `clockwise: false` runs toward larger angles.
        let written = clockwise ? start - end : end - start
        let sweepFlag = clockwise ? 0 : 1
        let direction = clockwise ? -1.0 : 1.0
        if written >= 360 {
            let half = at(start + direction * 180)
            data +=
                "A\(n(radius)) \(n(radius)) 0 1 \(sweepFlag) \(text(half)) "
                + "A\(n(radius)) \(n(radius)) 0 1 \(sweepFlag) \(text(first)) "
            return
        }
        let sweep = written.truncatingRemainder(dividingBy: 360) + (written < 0 ? 360 : 0)
        guard sweep > 0 else { return }
        data +=
            "A\(n(radius)) \(n(radius)) 0 \(sweep > 180 ? 1 : 0) \(sweepFlag) \(text(at(start + direction * sweep))) "
    }

    private mutating func roundedRect(
        _ r: (Double, Double, Double, Double), _ cornerWidth: Double, _ cornerHeight: Double
    ) {
        let (x, y, w, h) = r
        let rx = max(0, min(cornerWidth, w / 2))
        let ry = max(0, min(cornerHeight, h / 2))
        let corner = "A\(n(rx)) \(n(ry)) 0 0 1"
        data +=
            "M\(n(x + rx)) \(n(y)) H\(n(x + w - rx)) \(corner) \(n(x + w)) \(n(y + ry)) "
            + "V\(n(y + h - ry)) \(corner) \(n(x + w - rx)) \(n(y + h)) "
            + "H\(n(x + rx)) \(corner) \(n(x)) \(n(y + h - ry)) "
            + "V\(n(y + ry)) \(corner) \(n(x + rx)) \(n(y)) Z "
        hasCurrentPoint = true
    }
}

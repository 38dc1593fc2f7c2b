import Foundation
import WidgetArchive

extension DrawContext {
    /// A chart's primitives (`ChartGeometry`) as SVG, each colour treated
    /// for the rendering mode as any other paint is.
    mutating func drawChart(_ node: LayoutNode, _ spec: ChartSpec) {
        let accent = node.accentable
        for primitive in ChartGeometry(spec, in: node.frame).primitives {
            switch primitive {
            case .rect(let rect, let color, let radius):
                let corner = min(radius, rect.width / 2, rect.height / 2)
                body +=
                    "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(corner > 0 ? " rx=\"\(n(corner))\"" : "") \(fill(color, accent: accent))/>"
            case .path(let d, let fillColor, let stroke, let width, let dash):
                var attributes = fillColor.map { fill($0, accent: accent) } ?? "fill=\"none\""
                if let stroke {
                    attributes +=
                        " \(fill(stroke, accent: accent, attribute: "stroke")) stroke-width=\"\(n(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
                    if !dash.isEmpty {
                        attributes += " stroke-dasharray=\"\(dash.map(n).joined(separator: " "))\""
                    }
                }
                body += "<path d=\"\(d)\" \(attributes)/>"
            case .symbol(let shape, let center, let size, let color):
                body +=
                    "<path d=\"\(ChartSymbols.path(shape, center: center, size: size))\" \(fill(color, accent: accent))/>"
            case .line(let from, let to, let color, let width):
                body +=
                    "<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" \(fill(color, accent: accent, attribute: "stroke")) stroke-width=\"\(n(width))\"/>"
            case .text(let words, let at, let anchor, let color, let size):
                body +=
                    "<text x=\"\(n(at.x))\" y=\"\(n(at.y))\" text-anchor=\"\(anchor)\" font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"\(n(size))\" \(fill(color, accent: accent))>\(XML.escape(words))</text>"
            }
        }
    }
}

/// The symbols of point marks (`ChartSymbolShape`) as path data, `size`
/// points across.
enum ChartSymbols {
    static func path(_ shape: ChartSymbolShape, center: (x: Double, y: Double), size: Double)
        -> String
    {
        let r = size / 2
        func p(_ x: Double, _ y: Double) -> String {
            "\(SVGNumber.text(center.x + x)) \(SVGNumber.text(center.y + y))"
        }
        func polygon(_ points: [(Double, Double)]) -> String {
            "M" + points.map { p($0.0, $0.1) }.joined(separator: "L") + "Z"
        }
        func regular(_ sides: Int) -> [(Double, Double)] {
            (0..<sides).map {
                let a = -Double.pi / 2 + Double($0) * 2 * .pi / Double(sides)
                return (r * cos(a), r * sin(a))
            }
        }
        let t = r * 0.35
        switch shape {
        case .circle:
            return
                "M\(p(-r, 0))A\(SVGNumber.text(r)) \(SVGNumber.text(r)) 0 1 0 \(p(r, 0))A\(SVGNumber.text(r)) \(SVGNumber.text(r)) 0 1 0 \(p(-r, 0))Z"
        case .square:
            return polygon([
                (-r * 0.85, -r * 0.85), (r * 0.85, -r * 0.85), (r * 0.85, r * 0.85),
                (-r * 0.85, r * 0.85),
            ])
        case .triangle: return polygon(regular(3))
        case .diamond: return polygon([(0, -r), (r, 0), (0, r), (-r, 0)])
        case .pentagon: return polygon(regular(5))
        case .plus:
            return polygon([
                (-t, -r), (t, -r), (t, -t), (r, -t), (r, t), (t, t), (t, r), (-t, r), (-t, t),
                (-r, t),
                (-r, -t), (-t, -t),
            ])
        case .cross, .asterisk:
            // A plus turned by 45 degrees; the asterisk draws as the cross.
            let c = cos(Double.pi / 4)
            let plus: [(Double, Double)] = [
                (-t, -r), (t, -r), (t, -t), (r, -t), (r, t), (t, t), (t, r), (-t, r), (-t, t),
                (-r, t),
                (-r, -t), (-t, -t),
            ]
            return polygon(plus.map { ($0.0 * c - $0.1 * c, $0.0 * c + $0.1 * c) })
        }
    }
}

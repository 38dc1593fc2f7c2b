import Foundation
import WidgetArchive

/// Draws a laid-out widget as one SVG document at the surface's size in
/// points: the widget's shape, the container background, every view, and
/// the rendering mode's colour treatment. Output is deterministic (fixed
/// decimals, document order) and valid XML; `XML.escape` is the one
/// escaping function.
public enum SVGRenderer {
    /// The font stack of every `<text>`.
    static let fontFamily = "SF Pro Text, -apple-system, Inter, Noto Sans KR, sans-serif"

    /// The families a span of another design names before the text's own:
    /// the system's face for it, then what a viewer without it has.
    static func fontFamily(for design: FontDesign) -> String? {
        switch design {
        case .monospaced: "SF Mono, ui-monospace, Menlo, DejaVu Sans Mono, monospace"
        case .serif: "New York, ui-serif, Georgia, DejaVu Serif, serif"
        case .rounded: "SF Pro Rounded, ui-rounded, " + fontFamily
        case .default: nil
        }
    }

    /// The families a span names: a font file's face by its family name
    /// (a viewer with the font installed draws it; others the system
    /// font, at the width it was measured at), else its design's.
    static func fontFamily(for font: ResolvedFont) -> String? {
        guard let face = font.face else { return fontFamily(for: font.design) }
        let quoted = face.names.family.filter { $0 != "'" && $0 != "\\" }
        return XML.escape("'\(quoted)', " + fontFamily)
    }

    /// The SVG document.
    public static func render(_ layout: WidgetLayout) -> String {
        var context = DrawContext(layout: layout)
        return context.document()
    }
}

/// XML text and attribute escaping: the one place it is done.
public enum XML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML
    /// forbids (controls other than tab and newline) dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Fixed formatting of SVG numbers: at most two decimals, no trailing zeros.
public enum SVGNumber {
    /// `338`, `52.33`; non-finite values as `0`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return LayoutNumber.text(value)
    }
}

/// The state of one drawing: the output, definitions, and colour treatment.
struct DrawContext {
    let layout: WidgetLayout
    var body = ""
    var definitions: [String] = []
    var nextIdentifier = 0
    /// Drawing a `mask`'s layers: every colour becomes white at its own
    /// alpha, so that the (luminance) mask shows the content where the
    /// layers are opaque, whatever the rendering mode.
    var drawingMask = false

    /// How the accented mode colours this drawing (`AccentedLook`), worked
    /// out once: every colour of an accented drawing reads it.
    let accentedLook: AccentedLook

    init(layout: WidgetLayout) {
        self.layout = layout
        accentedLook = layout.environment.accentedLook
    }

    var environment: DisplayEnvironment { layout.environment }
    var mode: RenderingMode { environment.mode }

    mutating func identifier(_ prefix: String) -> String {
        nextIdentifier += 1
        return "\(prefix)\(nextIdentifier)"
    }

    func n(_ value: Double) -> String { SVGNumber.text(value) }

    // MARK: Colour treatment

    /// A colour as the rendering mode shows it (`AccentedLook.drawn`); a
    /// mask is drawn in white, keeping the alpha.
    func treat(_ color: RGBA, accent: Bool) -> RGBA {
        if drawingMask { return RGBA(1, 1, 1, color.alpha) }
        return accentedLook.drawn(color, accent: accent, mode: mode)
    }

    /// `fill="#RRGGBB"` with `fill-opacity` when needed, of the colour as
    /// the rendering mode shows it.
    func fill(_ color: RGBA, accent: Bool, attribute: String = "fill") -> String {
        paint(treat(color, accent: accent), attribute: attribute)
    }

    /// `fill="#RRGGBB"` (or another attribute) with its opacity when
    /// needed, of `color` as it is.
    func paint(_ color: RGBA, attribute: String) -> String {
        var text = "\(attribute)=\"\(color.hex)\""
        if color.alpha < 0.999 { text += " \(attribute)-opacity=\"\(n(color.alpha))\"" }
        return text
    }

    /// The paint as an attribute; gradients become definitions. `frame`
    /// places radial and angular gradients in points.
    mutating func paintAttribute(
        _ paint: Paint, accent: Bool, attribute: String = "fill",
        frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
    ) -> String {
        let id: String
        switch paint {
        case .color(let color): return fill(color, accent: accent, attribute: attribute)
        case .gradient(let colors, let start, let end):
            id = identifier("g")
            definitions.append(
                "<linearGradient id=\"\(id)\" x1=\"\(n(start.0))\" y1=\"\(n(start.1))\" x2=\"\(n(end.0))\" y2=\"\(n(end.1))\">\(stops(colors, accent: accent))</linearGradient>"
            )
        case .radial(let colors, let center, let startRadius, let endRadius):
            id = identifier("g")
            let cx = frame.x + frame.width * center.0
            let cy = frame.y + frame.height * center.1
            let offset = endRadius > 0 ? min(1, startRadius / endRadius) : 0
            definitions.append(
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(max(endRadius, 0.01)))\">"
                    + stops(colors, accent: accent, from: offset) + "</radialGradient>")
        case .elliptical(let colors, let center, let start, let end):
            // In the box's own units a circle of radius 0.5 is the ellipse
            // touching its sides, as EllipticalGradient's fractions are.
            id = identifier("g")
            let offset = end > 0 ? min(1, start / end) : 0
            definitions.append(
                "<radialGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" cx=\"\(n(center.0))\" cy=\"\(n(center.1))\" r=\"\(n(max(end, 0.0001)))\">"
                    + stops(colors, accent: accent, from: offset) + "</radialGradient>")
        case .angular(let colors, let center, let startAngle, let endAngle):
            id = identifier("g")
            definitions.append(
                angularPattern(
                    id, colors, center: center, from: startAngle, to: endAngle, frame: frame,
                    accent: accent))
        }
        return "\(attribute)=\"url(#\(id))\""
    }

    /// Gradient stops, evenly spaced from `from` to 1.
    func stops(_ colors: [RGBA], accent: Bool, from start: Double = 0) -> String {
        var stops = ""
        for (index, color) in colors.enumerated() {
            let treated = treat(color, accent: accent)
            let offset =
                start + (colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
                * (1 - start)
            stops +=
                "<stop offset=\"\(n(offset))\" stop-color=\"\(treated.hex)\""
                + (treated.alpha < 0.999 ? " stop-opacity=\"\(n(treated.alpha))\"" : "") + "/>"
        }
        return stops
    }

    /// An angular (conic) gradient, which SVG lacks: a pattern of thin
    /// wedges round the centre, each in the colour at its middle angle,
    /// over the first colour. APPROXIMATE: 2° steps.
    func angularPattern(
        _ id: String, _ colors: [RGBA], center: (Double, Double), from start: Double,
        to end: Double, frame: Rect, accent: Bool
    ) -> String {
        let cx = frame.x + frame.width * center.0
        let cy = frame.y + frame.height * center.1
        let reach = 2 * (frame.width + frame.height) + 1
        let sweep = min(360, max(0, end - start))
        let steps = max(1, Int((sweep / 2).rounded(.up)))
        var wedges =
            "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(fill(colors.first ?? .clear, accent: accent))/>"
        for step in 0..<steps {
            let a = (start + sweep * Double(step) / Double(steps)) * .pi / 180
            let b = (start + sweep * Double(step + 1) / Double(steps) + 0.3) * .pi / 180
            let color = Self.interpolate(colors, (Double(step) + 0.5) / Double(steps))
            wedges +=
                "<path d=\"M\(n(cx)) \(n(cy))L\(n(cx + reach * cos(a))) \(n(cy + reach * sin(a)))L\(n(cx + reach * cos(b))) \(n(cy + reach * sin(b)))Z\" \(fill(color, accent: accent))/>"
        }
        return
            "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0.01)))\" height=\"\(n(max(frame.height, 0.01)))\">"
            + "<g transform=\"translate(\(n(-frame.x)) \(n(-frame.y)))\">\(wedges)</g></pattern>"
    }

    /// The colour at `fraction` of evenly spaced stops.
    static func interpolate(_ colors: [RGBA], _ fraction: Double) -> RGBA {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let position = min(max(fraction, 0), 1) * Double(colors.count - 1)
        let index = min(Int(position), colors.count - 2)
        let t = position - Double(index)
        let a = colors[index]
        let b = colors[index + 1]
        return RGBA(
            a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t,
            a.blue + (b.blue - a.blue) * t, a.alpha + (b.alpha - a.alpha) * t)
    }

    // MARK: Document

    mutating func document() -> String {
        let canvas = layout.canvas
        let width = n(canvas.width)
        let height = n(canvas.height)
        var content = ""
        let shapeID = "widget-shape"
        definitions.append(
            "<clipPath id=\"\(shapeID)\">\(outline(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), radius: layout.cornerRadius))</clipPath>"
        )
        if mode != .fullColor {
            definitions.append(
                Self.imageFilters(tint: accentedLook.color(accent: true, alpha: 1)))
        }

        // CHOICE: vibrant widgets are drawn over a dark blue Lock Screen
        // wallpaper, so that their white levels show.
        if mode == .vibrant {
            let (top, bottom) = CanvasBackdrop.wallpaper
            definitions.append(
                "<linearGradient id=\"wallpaper\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(top.hex)\"/><stop offset=\"1\" stop-color=\"\(bottom.hex)\"/></linearGradient>"
            )
            content += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"url(#wallpaper)\"/>"
            if case .family(let family) = environment.surface, family.isAccessory,
                family != .accessoryInline
            {
                content +=
                    "<g clip-path=\"url(#\(shapeID))\"><rect width=\"\(width)\" height=\"\(height)\" \(paint(CanvasBackdrop.accessoryMaterial, attribute: "fill"))/></g>"
            }
        }
        // CHOICE: accessory families are accented on Apple Watch faces
        // (Docs/WidgetKitFacts.md §5: complications; the Lock Screen draws them vibrant), so
        // they are drawn over a face's black, in either scheme: without it
        // their white content disappears on a light page.
        if mode == .accented, case .family(let family) = environment.surface, family.isAccessory {
            content += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#000000\"/>"
        }
        // The container background: drawn as written in full colour. In
        // the accented and vibrant modes the system replaces it, views and
        // all (Docs/WidgetKitFacts.md §5): a dark plate of the accent tint (CHOICE: the tint
        // at 25%), or the Lock Screen's faint material; drawing its views
        // white, as content is, would leave white on white.
        var background = ""
        if let plate = CanvasBackdrop.plate(of: layout) {
            background +=
                "<rect width=\"\(width)\" height=\"\(height)\" \(paint(plate, attribute: "fill"))/>"
        }
        body = ""
        if mode == .fullColor { for node in layout.background { draw(node) } }
        background += body
        body = ""
        // Without a container background a device shows the notice in
        // place of the content, not over it.
        if layout.needsContainerBackground { body = notice(canvas) } else { draw(layout.root) }
        if let camera = layout.camera {
            body +=
                "<rect x=\"\(n(camera.x))\" y=\"\(n(camera.y))\" width=\"\(n(camera.width))\" height=\"\(n(camera.height))\" rx=\"\(n(camera.height / 2))\" fill=\"#0B0B0C\"/>"
            body +=
                "<circle cx=\"\(n(camera.maxX - camera.height / 2))\" cy=\"\(n(camera.y + camera.height / 2))\" r=\"\(n(camera.height * 0.22))\" fill=\"#1C1F2A\"/>"
        }
        // CHOICE: CarPlay's dimming of a widget a tap cannot open is drawn
        // at half opacity (Apple shows it, without a number).
        if layout.dimmed { body = "<g opacity=\"0.5\">" + body + "</g>" }
        content += "<g clip-path=\"url(#\(shapeID))\">" + background + body + "</g>"

        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
        out +=
            "<title>\(XML.escape("\(environment.surface.name) on \(environment.device.name), \(mode.rawValue), \(environment.scheme.rawValue)"))</title>"
        if !definitions.isEmpty { out += "<defs>" + definitions.joined() + "</defs>" }
        out += content + "</svg>\n"
        return out
    }

    /// `ContainerBackgroundNotice`: its message centred in the canvas,
    /// wrapped to the canvas less a 10% margin, at 13 pt or the largest
    /// size under it that fits (5 pt at the least: an accessoryCircular's).
    func notice(_ canvas: Size) -> String {
        var font = ResolvedFont(
            size: 13, weight: .semibold, design: .default, italic: false, monospacedDigit: false)
        let width = canvas.width * 0.9
        var lines: [String] = []
        // Tracking changes with the size, so sizes are tried rather than scaled.
        while true {
            lines = ContainerBackgroundNotice.lines(within: width) {
                FontMetrics.width(of: $0, in: font)
            }
            let fits =
                lines.allSatisfy { FontMetrics.width(of: $0, in: font) <= width }
                && Double(lines.count) * font.size * 1.2 <= canvas.height
            if fits || font.size <= 5 { break }
            font.size = max(5, (font.size * 95).rounded(.down) / 100)
        }
        let top = canvas.height / 2 - Double(lines.count) * font.size * 1.2 / 2 + font.size * 0.95
        let paint = fill(Palette.label(environment.scheme, level: 1), accent: false)
        var text = ""
        for (index, line) in lines.enumerated() {
            text +=
                "<text x=\"\(n(canvas.width / 2))\" y=\"\(n(top + Double(index) * font.size * 1.2))\" text-anchor=\"middle\" font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"\(n(font.size))\" font-weight=\"600\" \(paint)>\(XML.escape(line))</text>"
        }
        return text
    }

    static func imageFilters(tint: RGBA) -> String {
        // Vibrant: luminance becomes white's alpha. Accented: the same, in the tint.
        let vibrant =
            "<filter id=\"vibrant\"><feColorMatrix type=\"matrix\" values=\"0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.2126 0.7152 0.0722 0 0\"/></filter>"
        let accent =
            "<filter id=\"accented\"><feColorMatrix type=\"matrix\" values=\"0 0 0 0 \(SVGNumber.text(tint.red))  0 0 0 0 \(SVGNumber.text(tint.green))  0 0 0 0 \(SVGNumber.text(tint.blue))  0.2126 0.7152 0.0722 0 0\"/></filter>"
        return vibrant + accent
    }

    /// A rounded rectangle (radius nil: an ellipse).
    func outline(_ rect: Rect, radius: Double?) -> String {
        guard let radius else {
            return
                "<ellipse cx=\"\(n(rect.x + rect.width / 2))\" cy=\"\(n(rect.y + rect.height / 2))\" rx=\"\(n(rect.width / 2))\" ry=\"\(n(rect.height / 2))\"/>"
        }
        let r = min(radius, rect.width / 2, rect.height / 2)
        return
            "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            + (r > 0 ? " rx=\"\(n(r))\"" : "") + "/>"
    }

    /// A rectangle with a radius per corner (top leading, top trailing,
    /// bottom trailing, bottom leading), each at most half the shorter
    /// side, as SwiftUI clamps them.
    static func unevenOutline(_ rect: Rect, _ radii: [Double]) -> String {
        let limit = min(rect.width, rect.height) / 2
        let r = radii.map { min(max(0, $0), limit) }
        func t(_ value: Double) -> String { SVGNumber.text(value) }
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            radius > 0 ? "A\(t(radius)) \(t(radius)) 0 0 1 \(t(x)) \(t(y))" : "L\(t(x)) \(t(y))"
        }
        return "M\(t(rect.x + r[0])) \(t(rect.y))H\(t(rect.maxX - r[1]))"
            + arc(r[1], rect.maxX, rect.y + r[1]) + "V\(t(rect.maxY - r[2]))"
            + arc(r[2], rect.maxX - r[2], rect.maxY) + "H\(t(rect.x + r[3]))"
            + arc(r[3], rect.x, rect.maxY - r[3]) + "V\(t(rect.y + r[0]))"
            + arc(r[0], rect.x + r[0], rect.y) + "Z"
    }

    func shapeOutline(_ kind: ShapeKind, _ rect: Rect) -> String {
        switch kind {
        case .rectangle: return outline(rect, radius: 0)
        case .circle:
            let side = min(rect.width, rect.height)
            return outline(
                Rect(
                    x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2,
                    width: side, height: side), radius: nil)
        case .ellipse: return outline(rect, radius: nil)
        case .capsule: return outline(rect, radius: min(rect.width, rect.height) / 2)
        case .roundedRectangle(let radius): return outline(rect, radius: radius)
        case .roundedCorners(let width, let height):
            let rx = min(width, rect.width / 2)
            let ry = min(height, rect.height / 2)
            return
                "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" rx=\"\(n(rx))\" ry=\"\(n(ry))\"/>"
        case .unevenRounded(let tl, let tr, let br, let bl):
            return "<path d=\"\(Self.unevenOutline(rect, [tl, tr, br, bl]))\"/>"
        case .containerRelative:
            // The widget's own shape, inset to `rect`: concentric with the
            // canvas's corners (its radius less the distance in from the
            // nearest edge), a circle in a circular family.
            guard let corner = layout.cornerRadius else {
                return outline(rect, radius: min(rect.width, rect.height) / 2)
            }
            let inset = min(
                rect.x, rect.y, layout.canvas.width - rect.maxX, layout.canvas.height - rect.maxY)
            return outline(rect, radius: max(0, corner - max(0, inset)))
        case .path(let path):
            return "<path d=\"\(PathOutline.data(path, in: rect))\"/>"
        }
    }

    // MARK: Nodes

    mutating func draw(_ node: LayoutNode) {
        let frame = node.frame
        var attributes = ""
        if node.opacity < 1 { attributes += " opacity=\"\(n(node.opacity))\"" }
        var transforms: [String] = []
        if node.offset.x != 0 || node.offset.y != 0 {
            transforms.append("translate(\(n(node.offset.x)) \(n(node.offset.y)))")
        }
        let projection = node.projection
        if node.scale != 1 || node.rotation != 0 || projection != .identity {
            let cx = frame.x + frame.width / 2
            let cy = frame.y + frame.height / 2
            transforms.append("translate(\(n(cx)) \(n(cy)))")
            if node.rotation != 0 { transforms.append("rotate(\(n(node.rotation)))") }
            if node.scale != 1 { transforms.append("scale(\(n(node.scale)))") }
            if projection != .identity {
                let terms = [projection.a, projection.b, projection.c, projection.d]
                transforms.append("matrix(\(terms.map { n($0) }.joined(separator: " ")) 0 0)")
            }
            transforms.append("translate(\(n(-cx)) \(n(-cy)))")
        }
        if !transforms.isEmpty {
            attributes += " transform=\"\(transforms.joined(separator: " "))\""
        }
        if let clip = node.clip {
            let id = identifier("c")
            definitions.append("<clipPath id=\"\(id)\">\(shapeOutline(clip, frame))</clipPath>")
            attributes += " clip-path=\"url(#\(id))\""
        }
        attributes += effects(node)
        let grouped = !attributes.isEmpty
        if grouped { body += "<g\(attributes)>" }
        for background in node.backgrounds { draw(background) }
        drawSelf(node)
        for child in node.drawnChildren { draw(child) }
        for overlay in node.overlays { draw(overlay) }
        if grouped { body += "</g>" }
    }

    /// `blur`, `shadow` and `mask` as SVG filter and mask attributes.
    /// APPROXIMATE: the blur's standard deviation is half its radius, and
    /// the shadow is the content's alpha blurred, offset and flooded with
    /// its colour, under the content.
    mutating func effects(_ node: LayoutNode) -> String {
        var attributes = ""
        if node.shadow != nil || node.blur > 0 || !node.colorAdjustments.isEmpty {
            let id = identifier("f")
            var primitives = ""
            var content = "SourceGraphic"
            for (index, adjustment) in node.colorAdjustments.enumerated() {
                primitives += colorAdjustment(adjustment, input: content, result: "a\(index)")
                content = "a\(index)"
            }
            if node.blur > 0 {
                primitives +=
                    "<feGaussianBlur in=\"\(content)\" stdDeviation=\"\(n(node.blur / 2))\" result=\"content\"/>"
                content = "content"
            }
            if let shadow = node.shadow {
                let color = treat(shadow.color, accent: node.accentable)
                primitives +=
                    "<feGaussianBlur in=\"\(content)\" stdDeviation=\"\(n(shadow.radius / 2))\" result=\"spread\"/>"
                primitives +=
                    "<feOffset in=\"spread\" dx=\"\(n(shadow.x))\" dy=\"\(n(shadow.y))\" result=\"moved\"/>"
                primitives +=
                    "<feFlood flood-color=\"\(color.hex)\" flood-opacity=\"\(n(color.alpha))\"/><feComposite in2=\"moved\" operator=\"in\" result=\"shade\"/>"
                primitives +=
                    "<feMerge><feMergeNode in=\"shade\"/><feMergeNode in=\"\(content)\"/></feMerge>"
            }
            definitions.append(
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">\(primitives)</filter>"
            )
            attributes += " filter=\"url(#\(id))\""
        }
        if let mode = node.blendMode.flatMap(Self.cssBlendMode) {
            attributes += " style=\"mix-blend-mode:\(mode)\""
        }
        if !node.masks.isEmpty {
            let id = identifier("m")
            let saved = body
            let savedMask = drawingMask
            body = ""
            drawingMask = true
            for mask in node.masks { draw(mask) }
            definitions.append("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\">\(body)</mask>")
            body = saved
            drawingMask = savedMask
            attributes += " mask=\"url(#\(id))\""
        }
        return attributes
    }

    /// CSS's name for a blend mode; nil for the Porter-Duff modes CSS
    /// lacks, which are drawn as normal (the modifier's approximation).
    static func cssBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter:
            nil
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        default: mode.rawValue
        }
    }

    /// One colour adjustment as a filter primitive, as SwiftUI applies it:
    /// `grayscale(a)` takes saturation away, `saturation(a)` scales it,
    /// `brightness(a)` adds to each channel, `contrast(a)` scales about
    /// middle grey.
    func colorAdjustment(_ adjustment: ColorAdjustment, input: String, result: String) -> String {
        let a = adjustment.amount
        switch adjustment.kind {
        case .grayscale:
            return
                "<feColorMatrix in=\"\(input)\" type=\"saturate\" values=\"\(n(max(0, 1 - a)))\" result=\"\(result)\"/>"
        case .saturation:
            return
                "<feColorMatrix in=\"\(input)\" type=\"saturate\" values=\"\(n(max(0, a)))\" result=\"\(result)\"/>"
        case .hueRotation:
            return
                "<feColorMatrix in=\"\(input)\" type=\"hueRotate\" values=\"\(n(a))\" result=\"\(result)\"/>"
        case .luminanceToAlpha:
            return
                "<feColorMatrix in=\"\(input)\" type=\"luminanceToAlpha\" result=\"\(result)\"/>"
        case .colorMultiply:
            let c = adjustment.color ?? .white
            return
                "<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"\(n(c.red)) 0 0 0 0  0 \(n(c.green)) 0 0 0  0 0 \(n(c.blue)) 0 0  0 0 0 \(n(c.alpha)) 0\" result=\"\(result)\"/>"
        case .colorInvert:
            let function = "type=\"linear\" slope=\"-1\" intercept=\"1\""
            return
                "<feComponentTransfer in=\"\(input)\" result=\"\(result)\"><feFuncR \(function)/><feFuncG \(function)/><feFuncB \(function)/></feComponentTransfer>"
        default:
            let slope = adjustment.kind == .contrast ? a : 1
            let intercept = adjustment.kind == .contrast ? 0.5 - 0.5 * a : a
            let function = "type=\"linear\" slope=\"\(n(slope))\" intercept=\"\(n(intercept))\""
            return
                "<feComponentTransfer in=\"\(input)\" result=\"\(result)\"><feFuncR \(function)/><feFuncG \(function)/><feFuncB \(function)/></feComponentTransfer>"
        }
    }

    mutating func drawSelf(_ node: LayoutNode) {
        let frame = node.frame
        let accent = node.accentable
        switch node.kind {
        case .text(let content):
            drawText(node, content)
        case .image(let image):
            drawImage(frame, image, accent: accent)
        case .shape(let kind):
            drawShape(node, kind)
        case .fill:
            if let paint = node.paint {
                body += insert(
                    paintAttribute(paint, accent: accent, frame: frame),
                    into: outline(frame, radius: 0))
            }
        case .divider:
            if let paint = node.paint {
                body += insert(
                    paintAttribute(paint, accent: accent), into: outline(frame, radius: 0))
            }
        case .gauge(let gauge):
            drawGauge(frame, gauge, accent: accent)
        case .chart(let spec):
            drawChart(node, spec)
        case .progress(let progress):
            drawProgress(node, progress, accent: accent)
        case .toggle(let isOn):
            let track = Rect(
                x: frame.maxX - LayoutDefaults.switchSize.width,
                y: frame.y + (frame.height - LayoutDefaults.switchSize.height) / 2,
                width: LayoutDefaults.switchSize.width, height: LayoutDefaults.switchSize.height)
            if case .color(let color)? = node.paint {
                body += insert(
                    fill(color, accent: accent), into: outline(track, radius: track.height / 2))
            }
            let knob = track.height - 4
            let x = isOn ? track.maxX - 2 - knob : track.x + 2
            // In the accented mode the track is white, so the knob takes the background's tone.
            let knobColor =
                mode == .accented && isOn ? accentedLook.plate : .white
            let knobFill =
                mode == .accented && isOn
                ? "fill=\"\(knobColor.hex)\"" : fill(.white, accent: accent)
            body +=
                "<circle cx=\"\(n(x + knob / 2))\" cy=\"\(n(track.y + track.height / 2))\" r=\"\(n(knob / 2))\" \(knobFill)/>"
        default:
            break
        }
    }

    /// A shape's fill and stroke; with `trim`, only that part of its
    /// outline (which starts at 3 o'clock on a circle and at the top-left
    /// of a rectangle, and runs clockwise, as SwiftUI's paths do).
    mutating func drawShape(_ node: LayoutNode, _ kind: ShapeKind) {
        let (frame, transform) = Self.shapeGeometry(node)
        let trim = node.trim ?? (0, 1)
        guard trim.to > trim.from else { return }
        if !transform.isEmpty { body += "<g transform=\"\(transform)\">" }
        defer { if !transform.isEmpty { body += "</g>" } }
        let trimmed = trim.from > 0 || trim.to < 1
        func element(_ rect: Rect, closed: Bool) -> String {
            guard trimmed else { return shapeOutline(kind, rect) }
            if case .circle = kind {
                let radius = min(rect.width, rect.height) / 2
                let path = arc(
                    rect.x + rect.width / 2, rect.y + rect.height / 2, radius,
                    from: 360 * trim.from, sweep: 360 * (trim.to - trim.from))
                return "<path d=\"\(path)\(closed ? "Z" : "")\"/>"
            }
            // APPROXIMATE: other shapes are trimmed along their outline by
            // dashes; a trimmed fill is the whole fill.
            if closed { return shapeOutline(kind, rect) }
            return insert(
                "pathLength=\"1\" stroke-dasharray=\"\(n(trim.to - trim.from)) 1\" stroke-dashoffset=\"\(n(-trim.from))\"",
                into: shapeOutline(kind, rect))
        }
        if let paint = node.paint {
            body += insert(
                paintAttribute(paint, accent: node.accentable, frame: frame),
                into: element(frame, closed: true))
        }
        if let stroke = node.stroke {
            let attribute = paintAttribute(
                stroke.0, accent: node.accentable, attribute: "stroke", frame: frame)
            // `strokeBorder` draws inside the frame; `stroke` on the outline.
            let inset = node.strokePlacement == .inside ? stroke.1 / 2 : 0
            let rect = Rect(
                x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset),
                height: max(0, frame.height - 2 * inset))
            var style = "fill=\"none\" \(attribute) stroke-width=\"\(n(stroke.1))\""
            // A scaled shape's outline is scaled, its line is not.
            if transform.contains("scale") { style += " vector-effect=\"non-scaling-stroke\"" }
            if node.strokeCap != .butt {
                style += " stroke-linecap=\"\(node.strokeCap == .round ? "round" : "square")\""
            }
            if !node.strokeDash.isEmpty, !trimmed {
                style += " stroke-dasharray=\"\(node.strokeDash.map(n).joined(separator: " "))\""
            }
            body += insert(style, into: element(rect, closed: false))
        }
    }

    /// The rectangle a shape's outline is drawn in (its frame, moved in by
    /// every `inset(by:)`) and the SVG transform of its `rotation` and
    /// `scale` modifiers, outermost first as SVG applies the rightmost
    /// first; anchors are unit points of the frame.
    static func shapeGeometry(_ node: LayoutNode) -> (Rect, String) {
        var rect = node.frame
        var transforms: [String] = []
        for transform in node.shapeTransforms {
            switch transform {
            case .inset(let amount):
                let inset = min(amount, rect.width / 2, rect.height / 2)
                rect = rect.inset(by: EdgeInsets(all: inset))
            case .rotation(let degrees, let anchor):
                let (x, y) = point(anchor, in: node.frame)
                transforms.append(
                    "rotate(\(SVGNumber.text(degrees)) \(SVGNumber.text(x)) \(SVGNumber.text(y)))")
            case .scale(let sx, let sy, let anchor):
                let (x, y) = point(anchor, in: node.frame)
                transforms.append(
                    "translate(\(SVGNumber.text(x)) \(SVGNumber.text(y))) scale(\(SVGNumber.text(sx)) \(SVGNumber.text(sy))) translate(\(SVGNumber.text(-x)) \(SVGNumber.text(-y)))"
                )
            }
        }
        return (rect, transforms.joined(separator: " "))
    }

    private static func point(_ unit: (x: Double, y: Double), in frame: Rect) -> (Double, Double) {
        (frame.x + frame.width * unit.x, frame.y + frame.height * unit.y)
    }

    func insert(_ attributes: String, into element: String) -> String {
        String(element.dropLast(2)) + " " + attributes + "/>"
    }

    mutating func drawText(_ node: LayoutNode, _ content: TextContent) {
        guard let layout = node.textLayout else { return }
        let frame = node.frame
        for (index, line) in layout.lines.enumerated() {
            let top = frame.y + Double(index) * layout.linePitch
            let x = frame.x + (frame.width - line.width) * content.alignment
            if content.redacted {
                // Placeholder bars: rounded rectangles in the text's colour at reduced opacity.
                let color = content.styles.first?.color ?? Palette.label(environment.scheme)
                body +=
                    "<rect x=\"\(n(x))\" y=\"\(n(top + layout.lineHeight * 0.2))\" width=\"\(n(line.width))\" height=\"\(n(layout.lineHeight * 0.6))\" rx=\"\(n(layout.lineHeight * 0.15))\" \(fill(color.withAlpha(0.3), accent: node.accentable))/>"
                continue
            }
            let baselineFont =
                line.fragments.max { $0.font.lineHeight < $1.font.lineHeight }?.font
                ?? ResolvedFont.body
            let y = top + baselineFont.baseline
            var spans = ""
            // After an inline symbol the next span is placed where the
            // symbol's advance ends (`InlineSymbol`).
            var cursor = x
            var placeNext = false
            var symbols: [(Rect, ImageContent)] = []
            for fragment in line.fragments {
                let style =
                    content.styles.indices.contains(fragment.style)
                    ? content.styles[fragment.style]
                    : RunStyle(color: Palette.label(environment.scheme))
                var attributes =
                    "font-size=\"\(n(fragment.font.size))\" font-weight=\"\(fragment.font.weight.numericWeight)\" \(fill(style.color, accent: node.accentable))"
                if fragment.font.italic { attributes += " font-style=\"italic\"" }
                if let family = SVGRenderer.fontFamily(for: fragment.font) {
                    attributes += " font-family=\"\(family)\""
                }
                // The tracking the width was measured with (the font's own,
                // plus `.tracking` or `.kerning`), so that the drawn line is as long.
                let tracking = Tracking.letterSpacing(for: fragment.font)
                if tracking != 0 { attributes += " letter-spacing=\"\(n(tracking))\"" }
                // `fontWidth`: a viewer has SF Pro's standard width at most,
                // so the span is drawn squeezed or stretched to its measured width.
                if fragment.font.width != .standard {
                    attributes +=
                        " font-stretch=\"\(fragment.font.width.rawValue)\" textLength=\"\(n(fragment.width))\" lengthAdjust=\"spacingAndGlyphs\""
                } else if fragment.font.face != nil {
                    // A viewer without the font file draws a stand-in at the face's width.
                    attributes +=
                        " textLength=\"\(n(fragment.width))\" lengthAdjust=\"spacingAndGlyphs\""
                }
                var decorations: [String] = []
                if style.underline { decorations.append("underline") }
                if style.strikethrough { decorations.append("line-through") }
                if !decorations.isEmpty {
                    attributes += " text-decoration=\"\(decorations.joined(separator: " "))\""
                }
                guard !content.symbols.isEmpty else {
                    spans += "<tspan \(attributes)>\(XML.escape(fragment.text))</tspan>"
                    continue
                }
                for piece in content.pieces(of: fragment.text) {
                    let width = FontMetrics.width(of: piece.text, in: fragment.font)
                    if let symbol = piece.symbol {
                        symbols.append(
                            Self.inlineSymbol(
                                symbol, at: cursor, advance: width, baseline: y, fragment.font,
                                color: style.color))
                        placeNext = true
                    } else {
                        let position = placeNext ? "x=\"\(n(cursor))\" " : ""
                        spans += "<tspan \(position)\(attributes)>\(XML.escape(piece.text))</tspan>"
                        placeNext = false
                    }
                    cursor += width
                }
            }
            body +=
                "<text x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"\(SVGRenderer.fontFamily)\" xml:space=\"preserve\">\(spans)</text>"
            for (frame, image) in symbols { drawImage(frame, image, accent: node.accentable) }
        }
    }

    /// An inline symbol's box and image: the symbol's box at the text's
    /// size, centred in its advance and on the cap height, in the text's
    /// colour and weight (`SymbolMetrics`).
    static func inlineSymbol(
        _ name: String, at x: Double, advance: Double, baseline: Double, _ font: ResolvedFont,
        color: RGBA
    ) -> (Rect, ImageContent) {
        let size = SymbolMetrics.size(pointSize: font.size, scale: .medium)
        let top = baseline - SymbolMetrics.baseline(boxHeight: size.height, pointSize: font.size)
        let frame = Rect(
            x: x + (advance - size.width) / 2, y: top, width: size.width, height: size.height)
        let image = ImageContent(
            systemName: name, assetName: nil, dataURL: nil, intrinsic: size, resizable: false,
            tint: color, redacted: false, pointSize: font.size, weight: font.weight)
        return (frame, image)
    }

    mutating func drawImage(_ frame: Rect, _ image: ImageContent, accent: Bool) {
        if image.redacted {
            body += insert(
                fill(Palette.label(environment.scheme).withAlpha(0.2), accent: accent),
                into: outline(frame, radius: min(frame.width, frame.height) * 0.2))
            return
        }
        // In the accented mode `widgetAccentedRenderingMode` picks the
        // group a symbol is filled in; nil: its own colours (`.fullColor`).
        let group: Bool? =
            mode == .accented
            ? AccentedImage.group(
                image.accentedMode, accent: accent, look: accentedLook)
            : accent
        if let symbol = image.systemName {
            // An SF Symbol, its name in a title: its icon, or a recognisable
            // placeholder glyph for a name the symbol table does not know.
            // Full colour (`group` nil) keeps the colour and its opacity.
            func symbolPaint(_ color: RGBA, _ attribute: String) -> String {
                group.map { fill(color, accent: $0, attribute: attribute) }
                    ?? paint(color, attribute: attribute)
            }
            let color = symbolPaint(image.tint, "fill")
            let stroke = symbolPaint(image.tint, "stroke")
            let turn =
                image.mirrored
                ? " transform=\"matrix(-1 0 0 1 \(n(2 * frame.x + frame.width)) 0)\"" : ""
            body += "<g\(turn)><title>\(XML.escape(symbol))</title>"
            if let paths = SymbolOutline.paths(for: symbol) {
                let layers =
                    SymbolLayers.painted(
                        symbol, mode: image.symbolRendering,
                        styles: [image.tint] + image.layerStyles,
                        variableValue: image.variableValue, scheme: environment.scheme
                    )?
                    .map {
                        SymbolOutline.Layer(
                            paths: $0.elements, fill: symbolPaint($0.color, "fill"),
                            stroke: symbolPaint($0.color, "stroke"))
                    } ?? [SymbolOutline.Layer(paths: paths, fill: color, stroke: stroke)]
                body += SymbolOutline.svg(layers, in: frame, weight: image.weight) + "</g>"
                return
            }
            let side = min(frame.width, frame.height)
            let box = Rect(
                x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2,
                width: side, height: side)
            body +=
                "<rect x=\"\(n(box.x + side * 0.08))\" y=\"\(n(box.y + side * 0.08))\" width=\"\(n(side * 0.84))\" height=\"\(n(side * 0.84))\" rx=\"\(n(side * 0.22))\" fill=\"none\" \(stroke) stroke-width=\"\(n(max(1, side * 0.08)))\"/>"
            body +=
                "<circle cx=\"\(n(box.x + side / 2))\" cy=\"\(n(box.y + side / 2))\" r=\"\(n(side * 0.18))\" \(color)/>"
            body += "</g>"
            return
        }
        let name = image.assetName ?? ""
        if let data = image.dataURL {
            let filter = imageFilter(image, accent: accent)
            body +=
                "<image x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" preserveAspectRatio=\"xMidYMid slice\" href=\"\(data)\"\(filter)><title>\(XML.escape(name))</title></image>"
            return
        }
        // A labelled placeholder where the asset file is missing.
        let stroke = fill(
            Palette.label(environment.scheme, level: 2), accent: accent, attribute: "stroke")
        body += "<g><title>\(XML.escape(name))</title>"
        body +=
            "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(fill(Palette.fill(environment.scheme, level: 2), accent: accent)) \(stroke) stroke-width=\"1\"/>"
        body +=
            "<path d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\" \(stroke) stroke-width=\"0.5\"/>"
        let size = min(11, max(6, frame.width / 8))
        if frame.width > 24, frame.height > 14 {
            body +=
                "<text x=\"\(n(frame.x + frame.width / 2))\" y=\"\(n(frame.y + frame.height / 2 + size / 3))\" text-anchor=\"middle\" font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"\(n(size))\" \(fill(Palette.label(environment.scheme, level: 1), accent: accent))>\(XML.escape(name))</text>"
        }
        body += "</g>"
    }

    /// The `filter` attribute of a bitmap image; empty when it is drawn
    /// as it is. Vibrant: its luminance as white's alpha. Accented: as
    /// `AccentedImage` says. A template image (`renderingMode(.template)`):
    /// its alpha in the tint, treated as its group's colour.
    mutating func imageFilter(_ image: ImageContent, accent: Bool) -> String {
        let treatment =
            mode == .accented
            ? AccentedImage.treatment(
                image.accentedMode, accent: accent, look: accentedLook) : nil
        if image.tint.alpha > 0 {
            let tint =
                treatment == .untouched
                ? image.tint
                : treat(
                    image.tint,
                    accent: AccentedImage.group(
                        image.accentedMode, accent: accent, look: accentedLook)
                        ?? accent)
            return matrixFilter(AccentedImage.matrix(tint, luminance: false))
        }
        switch treatment {
        case nil: return mode == .fullColor ? "" : " filter=\"url(#vibrant)\""
        case .untouched?: return ""
        // The shared filters of `imageFilters`: white (the default group) and the tint.
        case .luminanceToAlpha(let accent)?:
            return " filter=\"url(#\(accent ? "accented" : "vibrant"))\""
        case .alphaKept(let accent)?:
            return matrixFilter(
                AccentedImage.matrix(treat(.white, accent: accent), luminance: false))
        }
    }

    /// A filter definition of one colour matrix, and the attribute that uses it.
    private mutating func matrixFilter(_ values: String) -> String {
        let id = identifier("t")
        definitions.append(
            "<filter id=\"\(id)\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>")
        return " filter=\"url(#\(id))\""
    }

    mutating func drawGauge(_ frame: Rect, _ gauge: GaugeContent, accent: Bool) {
        if !gauge.gradient.isEmpty {
            return drawGradientGauge(frame, gauge, accent: accent)
        }
        if gauge.style.isCircular {
            let (cx, cy, radius, lineWidth) = GaugeRing.geometry(in: frame)
            let track = fill(gauge.track, accent: accent, attribute: "stroke")
            let value = fill(gauge.tint, accent: accent, attribute: "stroke")
            if gauge.style == .accessoryCircularCapacity {
                // A closed ring filled clockwise from the top.
                body +=
                    "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\" fill=\"none\" \(track) stroke-width=\"\(n(lineWidth))\"/>"
                if gauge.fraction > 0 {
                    body +=
                        "<path d=\"\(arc(cx, cy, radius, from: -90, sweep: 360 * gauge.fraction))\" fill=\"none\" \(value) stroke-width=\"\(n(lineWidth))\" stroke-linecap=\"round\"/>"
                }
            } else {
                // An open ring with its gap at the bottom and a marker at the value.
                let (start, sweep) = GaugeRing.open
                body +=
                    "<path d=\"\(arc(cx, cy, radius, from: start, sweep: sweep))\" fill=\"none\" \(track) stroke-width=\"\(n(lineWidth))\" stroke-linecap=\"round\"/>"
                let angle = (start + sweep * gauge.fraction) * .pi / 180
                body +=
                    "<circle cx=\"\(n(cx + radius * cos(angle)))\" cy=\"\(n(cy + radius * sin(angle)))\" r=\"\(n(lineWidth * 0.8))\" \(fill(gauge.tint, accent: accent)) \(fill(Palette.widgetBackground(environment.scheme), accent: accent, attribute: "stroke")) stroke-width=\"1\"/>"
            }
            return
        }
        // Linear: a bar along the bottom of the frame, filled from the leading edge.
        let height = LayoutDefaults.gaugeBarHeight
        let bar = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
        body += insert(fill(gauge.track, accent: accent), into: outline(bar, radius: height / 2))
        if gauge.style == .accessoryLinear {
            let x = bar.x + bar.width * gauge.fraction
            body +=
                "<circle cx=\"\(n(min(max(x, bar.x + height / 2), bar.maxX - height / 2)))\" cy=\"\(n(bar.y + height / 2))\" r=\"\(n(height * 0.75))\" \(fill(gauge.tint, accent: accent))/>"
        } else if gauge.fraction > 0 {
            body += insert(
                fill(gauge.tint, accent: accent),
                into: outline(
                    Rect(
                        x: bar.x, y: bar.y, width: max(height, bar.width * gauge.fraction),
                        height: height), radius: height / 2))
        }
    }

    /// A gauge tinted with a gradient: the gradient runs along the whole
    /// track, from its start to its end, as SwiftUI draws it. The open
    /// styles draw all of it with a marker at the value; the capacity
    /// styles fill up to the value. SVG has no gradient along an arc, so a
    /// ring is drawn in `ringSegments` pieces of one colour each.
    mutating func drawGradientGauge(_ frame: Rect, _ gauge: GaugeContent, accent: Bool) {
        let colors = gauge.gradient
        let background = fill(
            Palette.widgetBackground(environment.scheme), accent: accent, attribute: "stroke")
        if gauge.style.isCircular {
            let (cx, cy, radius, lineWidth) = GaugeRing.geometry(in: frame)
            let capacity = gauge.style == .accessoryCircularCapacity
            let (start, sweep) = capacity ? (-90.0, 360.0) : GaugeRing.open
            if capacity {
                body +=
                    "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\" fill=\"none\" \(fill(gauge.track, accent: accent, attribute: "stroke")) stroke-width=\"\(n(lineWidth))\"/>"
            }
            let drawn = capacity ? gauge.fraction : 1
            let pieces = max(1, Int((Double(Self.ringSegments) * sweep / 360 * drawn).rounded(.up)))
            for piece in 0..<pieces where drawn > 0 {
                let from = Double(piece) / Double(pieces) * drawn
                let to = Double(piece + 1) / Double(pieces) * drawn
                let color = GradientSampling.color(at: (from + to) / 2, evenlySpaced: colors)
                // Pieces meet without overlapping: an overlap would draw a
                // seam twice as dense where the colour is translucent.
                body +=
                    "<path d=\"\(arc(cx, cy, radius, from: start + sweep * from, sweep: sweep * (to - from)))\" fill=\"none\" \(fill(color, accent: accent, attribute: "stroke")) stroke-width=\"\(n(lineWidth))\"/>"
            }
            if !capacity {
                let angle = (start + sweep * gauge.fraction) * .pi / 180
                let marker = GradientSampling.color(at: gauge.fraction, evenlySpaced: colors)
                body +=
                    "<circle cx=\"\(n(cx + radius * cos(angle)))\" cy=\"\(n(cy + radius * sin(angle)))\" r=\"\(n(lineWidth * 0.8))\" \(fill(marker, accent: accent)) \(background) stroke-width=\"1.5\"/>"
            }
            return
        }
        let height = LayoutDefaults.gaugeBarHeight
        let bar = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
        // The gradient spans the whole bar, whatever part of it is filled.
        let id = identifier("g")
        definitions.append(
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(bar.x))\" y1=\"0\" x2=\"\(n(bar.maxX))\" y2=\"0\">\(stops(colors, accent: accent))</linearGradient>"
        )
        if gauge.style == .accessoryLinear {
            body += insert("fill=\"url(#\(id))\"", into: outline(bar, radius: height / 2))
            let x = min(
                max(bar.x + bar.width * gauge.fraction, bar.x + height / 2), bar.maxX - height / 2)
            let marker = GradientSampling.color(at: gauge.fraction, evenlySpaced: colors)
            body +=
                "<circle cx=\"\(n(x))\" cy=\"\(n(bar.y + height / 2))\" r=\"\(n(height * 0.75))\" \(fill(marker, accent: accent)) \(background) stroke-width=\"1.5\"/>"
            return
        }
        body += insert(fill(gauge.track, accent: accent), into: outline(bar, radius: height / 2))
        if gauge.fraction > 0 {
            body += insert(
                "fill=\"url(#\(id))\"",
                into: outline(
                    Rect(
                        x: bar.x, y: bar.y, width: max(height, bar.width * gauge.fraction),
                        height: height), radius: height / 2))
        }
    }

    /// How many pieces of one colour draw a whole ring's gradient
    /// (CHOICE: 10 degrees each; a widget's ring is too small to show the steps).
    static let ringSegments = 36

    mutating func drawProgress(_ node: LayoutNode, _ progress: ProgressContent, accent: Bool) {
        let frame = node.frame
        if progress.circular {
            let side = min(frame.width, frame.height)
            let cx = frame.x + frame.width / 2
            let cy = frame.y + frame.height / 2
            if let fraction = progress.fraction {
                body +=
                    "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(side / 2 - 2))\" fill=\"none\" \(fill(progress.track, accent: accent, attribute: "stroke")) stroke-width=\"3\"/>"
                body +=
                    "<path d=\"\(arc(cx, cy, side / 2 - 2, from: -90, sweep: 360 * fraction))\" fill=\"none\" \(fill(progress.tint, accent: accent, attribute: "stroke")) stroke-width=\"3\"/>"
            } else {
                // An indeterminate spinner: eight spokes fading round.
                for spoke in 0..<8 {
                    let angle = Double(spoke) * .pi / 4
                    let inner = side * 0.22
                    let outer = side * 0.45
                    body +=
                        "<line x1=\"\(n(cx + inner * cos(angle)))\" y1=\"\(n(cy + inner * sin(angle)))\" x2=\"\(n(cx + outer * cos(angle)))\" y2=\"\(n(cy + outer * sin(angle)))\" \(fill(Palette.label(environment.scheme, level: 1).withAlpha(0.3 + 0.7 * Double(spoke) / 7), accent: accent, attribute: "stroke")) stroke-width=\"\(n(side * 0.09))\" stroke-linecap=\"round\"/>"
                }
            }
            return
        }
        let height = LayoutDefaults.barHeight
        let bar = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
        body += insert(fill(progress.track, accent: accent), into: outline(bar, radius: height / 2))
        if let fraction = progress.fraction, fraction > 0 {
            body += insert(
                fill(progress.tint, accent: accent),
                into: outline(
                    Rect(x: bar.x, y: bar.y, width: bar.width * fraction, height: height),
                    radius: height / 2))
        }
    }

    /// An SVG arc path from `from` degrees (0 = 3 o'clock, clockwise) for `sweep` degrees.
    func arc(_ cx: Double, _ cy: Double, _ radius: Double, from: Double, sweep: Double) -> String {
        let clamped = min(sweep, 359.99)
        let start = from * .pi / 180
        let end = (from + clamped) * .pi / 180
        let large = clamped > 180 ? 1 : 0
        return
            "M\(n(cx + radius * cos(start))) \(n(cy + radius * sin(start)))A\(n(radius)) \(n(radius)) 0 \(large) 1 \(n(cx + radius * cos(end))) \(n(cy + radius * sin(end)))"
    }
}

/// Where a circular gauge's ring is drawn in its frame.
enum GaugeRing {
    /// The open ring's start and sweep in degrees: a gap at the bottom.
    static let open = (start: 135.0, sweep: 270.0)

    /// The centre, the radius and the line width of the ring in `frame`.
    static func geometry(in frame: Rect) -> (
        cx: Double, cy: Double, radius: Double, lineWidth: Double
    ) {
        let side = min(frame.width, frame.height)
        let lineWidth = max(2, side * 0.09)
        return (
            frame.x + frame.width / 2, frame.y + frame.height / 2,
            side / 2 - lineWidth / 2 - side * 0.04, lineWidth
        )
    }
}

import WidgetArchive

/// The layers of the SF Symbols that have them, as the icons they are drawn
/// with allow: each layer is some of the icon's subpaths
/// (`SymbolSubpaths`), drawn in one style.
///
/// How the rendering modes use them (`painted(_:mode:styles:variableValue:scheme:)`):
/// - `.hierarchical` draws layer *n* in the foreground's hierarchical
///   level *n* (`.primary`, `.secondary`, `.tertiary`), as SwiftUI derives
///   its layer opacities from the one style;
/// - `.palette`, and any `foregroundStyle` with two or three styles, draws
///   layer *n* in style *n*, a missing style in the last one given;
/// - `.multicolor` draws a layer that has a colour in it, and every other
///   layer in the foreground style;
/// - `.monochrome`, and a symbol this table does not know in every mode,
///   draws the whole icon in the foreground style.
///
/// CHOICES (UNCONFIRMED: Apple publishes the layers and multicolour
/// colours of its symbols only in the SF Symbols app, and the icons are
/// Bootstrap's, not Apple's):
/// - The layers follow the order SwiftUI's palette styles colour them in
///   public widget code: a weather symbol's cloud is primary and its sun,
///   moon, rain, snow or bolt secondary (`foregroundStyle(.white,
///   .yellow)` on `cloud.sun.fill`); a filled enclosed mark
///   (`checkmark.circle.fill`) has the mark primary and the shape
///   secondary (`foregroundStyle(.white, .green)` is a white check on a
///   green disc). Where Bootstrap cuts the mark out of the shape, the
///   mark's own subpath is drawn again, filled, as the primary layer.
/// - Multicolour colours: the sun yellow, rain, drizzle and sleet cyan,
///   a bolt yellow, a heart red, a flame orange, a warning triangle
///   yellow; clouds, snow and hail take the foreground style.
enum SymbolLayers {
    /// One layer: its level (0 primary, 1 secondary, 2 tertiary), the
    /// subpaths it draws (nil: all of them), and its multicolour colour.
    struct Layer: Sendable {
        let level: Int
        let subpaths: [Int]?
        let multicolor: SystemColor?

        init(_ level: Int, _ subpaths: [Int]?, _ multicolor: SystemColor? = nil) {
            self.level = level
            self.subpaths = subpaths
            self.multicolor = multicolor
        }
    }

    /// A layer ready to draw: its path elements and its colour.
    struct Painted: Equatable, Sendable {
        let elements: String
        let color: RGBA
    }

    /// The layers of a symbol, by SF Symbol name; nil for one drawn whole.
    static func layers(of name: String) -> [Layer]? { byName[name] }

    /// The layers of `name` under `mode`, back to front, painted from
    /// `styles` (the foreground's one to three styles); nil when the
    /// symbol is drawn whole in the first style. A `variableValue` lights
    /// the variable layers of a symbol that has them (`variable`).
    static func painted(
        _ name: String, mode: SymbolRenderingMode?, styles: [RGBA], variableValue: Double? = nil,
        scheme: ColorScheme
    ) -> [Painted]? {
        if let variableValue, let primary = styles.first, let layers = variable[name],
            let subpaths = subpathsByName[name]
        {
            return layers.lit(by: variableValue, subpaths: subpaths).map { subset, lit in
                Painted(
                    elements: elements(subset),
                    color: lit ? primary : Palette.hierarchical(primary, level: 2, scheme))
            }
        }
        let mode = mode ?? (styles.count > 1 ? .palette : .monochrome)
        guard mode != .monochrome, let primary = styles.first, let layers = layers(of: name),
            let subpaths = subpathsByName[name]
        else { return nil }
        return layers.sorted { $0.level > $1.level }.map { layer in
            let color: RGBA =
                switch mode {
                case .hierarchical: Palette.hierarchical(primary, level: layer.level, scheme)
                case .palette: styles[min(layer.level, styles.count - 1)]
                case .multicolor: layer.multicolor.map { Palette.system($0, scheme) } ?? primary
                case .monochrome: primary
                }
            let chosen = layer.subpaths?.filter(subpaths.indices.contains).map { subpaths[$0] }
            return Painted(elements: elements(chosen ?? subpaths), color: color)
        }
    }

    /// Path elements for subpaths: one element for each run with the same
    /// fill rule, so that a shape and the hole cut in it stay together.
    static func elements(_ subpaths: [SymbolSubpaths.Subpath]) -> String {
        var text = ""
        var index = subpaths.startIndex
        while index < subpaths.endIndex {
            let evenOdd = subpaths[index].evenOdd
            let run = subpaths[index...].prefix { $0.evenOdd == evenOdd }
            let rule = evenOdd ? " fill-rule=\"evenodd\"" : ""
            text += "<path\(rule) d=\"\(run.map(\.data).joined())\"/>"
            index = run.endIndex
        }
        return text
    }

    private static let byName: [String: [Layer]] = Dictionary(
        table, uniquingKeysWith: { first, _ in first })

    /// The subpaths of every layered symbol's icon, split once.
    private static let subpathsByName: [String: [SymbolSubpaths.Subpath]] = Dictionary(
        (table.map(\.0) + variable.keys.sorted()).compactMap { name in
            SymbolOutline.paths(for: name).map { (name, SymbolSubpaths.split($0)) }
        }, uniquingKeysWith: { first, _ in first })

    /// A symbol's variable layers (`Image(systemName:variableValue:)`):
    /// the subpaths always drawn, then the steps, each lit when the value
    /// is above the step's start (CHOICE, UNCONFIRMED: step *k* of *n*
    /// lights above (k - 1) / n, so any value above 0 lights the first;
    /// unlit steps are drawn at the foreground's tertiary level).
    struct VariableLayers: Sendable {
        let fixed: [Int]
        let steps: [[Int]]

        /// The subsets to draw and whether each is lit.
        func lit(by value: Double, subpaths: [SymbolSubpaths.Subpath]) -> [(
            [SymbolSubpaths.Subpath], Bool
        )] {
            let pick = { (indices: [Int]) in
                indices.filter(subpaths.indices.contains).map { subpaths[$0] }
            }
            let count = Double(steps.count)
            return [(pick(fixed), true)]
                + steps.enumerated().map { step, indices in
                    (pick(indices), value > Double(step) / count)
                }
        }
    }

    /// The symbols with variable layers, and theirs.
    static let variable: [String: VariableLayers] = [
        "wifi": VariableLayers(fixed: [3], steps: [[2], [1], [0]]),
        "cellularbars": VariableLayers(fixed: [], steps: [[0], [1], [2], [3]]),
        "chart.bar.fill": VariableLayers(fixed: [], steps: [[0], [1], [2]]),
        "speaker.wave.3.fill": VariableLayers(fixed: [3], steps: [[2], [1], [0]]),
        "speaker.wave.3": VariableLayers(fixed: [3, 4], steps: [[2], [1], [0]]),
    ]

    /// Every layered symbol, by subject. Indices count the subpaths of
    /// the icon `SymbolNames` draws for the name, in order.
    static let table: [(String, [Layer])] =
        weather + enclosedMarks + [
            // Colours alone: one layer, the whole icon.
            ("heart.fill", [Layer(0, nil, .red)]),
            ("sun.max.fill", [Layer(0, nil, .yellow)]),
            ("flame.fill", [Layer(0, nil, .orange)]),
        ]

    private static let weather: [(String, [Layer])] = [
        ("cloud.sun.fill", [Layer(0, [0]), Layer(1, [1, 2, 3, 4, 5, 6], .yellow)]),
        ("cloud.sun", [Layer(0, [0, 1]), Layer(1, [2, 3, 4, 5, 6, 7], .yellow)]),
        ("cloud.moon.fill", [Layer(0, [0]), Layer(1, [1])]),
        ("cloud.moon", [Layer(0, [0, 1]), Layer(1, [2])]),
        ("cloud.rain.fill", [Layer(0, [4]), Layer(1, [0, 1, 2, 3], .cyan)]),
        ("cloud.rain", [Layer(0, [4, 5]), Layer(1, [0, 1, 2, 3], .cyan)]),
        ("cloud.heavyrain.fill", [Layer(0, [4]), Layer(1, [0, 1, 2, 3], .cyan)]),
        ("cloud.drizzle.fill", [Layer(0, [4]), Layer(1, [0, 1, 2, 3], .cyan)]),
        ("cloud.sun.rain.fill", [Layer(0, [4]), Layer(1, [0, 1, 2, 3], .cyan)]),
        ("cloud.bolt.fill", [Layer(0, [1]), Layer(1, [0], .yellow)]),
        (
            "cloud.bolt.rain.fill",
            [Layer(0, [5]), Layer(1, [0, 1, 2, 3], .cyan), Layer(2, [4], .yellow)]
        ),
        ("cloud.snow.fill", [Layer(0, [5]), Layer(1, [0, 1, 2, 3, 4])]),
        ("cloud.sleet.fill", [Layer(0, [6]), Layer(1, [1, 3, 5], .cyan), Layer(2, [0, 2, 4])]),
        ("cloud.hail.fill", [Layer(0, [6]), Layer(1, [1, 3, 5]), Layer(2, [0, 2, 4])]),
        ("cloud.fog.fill", [Layer(0, [2]), Layer(1, [0, 1])]),
        ("moon.stars.fill", [Layer(0, [0]), Layer(1, [1, 2])]),
        ("moon.stars", [Layer(0, [0, 1]), Layer(1, [2, 3])]),
        ("sunrise.fill", [Layer(0, [0, 4, 5]), Layer(1, [1, 2, 3], .yellow)]),
        ("sunset.fill", [Layer(0, [0, 4, 5]), Layer(1, [1, 2, 3], .yellow)]),
    ]

    /// A mark on a filled shape: the mark's subpaths primary, the shape
    /// (with the mark cut out) secondary.
    private static let enclosedMarks: [(String, [Layer])] =
        [
            ("checkmark.circle.fill", [1]), ("xmark.circle.fill", [1]), ("plus.circle.fill", [1]),
            ("minus.circle.fill", [1]), ("exclamationmark.circle.fill", [1, 2]),
            ("exclamationmark.octagon.fill", [1, 2]), ("checkmark.square.fill", [1]),
            ("xmark.square.fill", [1]), ("plus.square.fill", [1]), ("checkmark.seal.fill", [1]),
            ("checkmark.shield.fill", [1]),
        ].map { name, mark in (name, [Layer(0, mark), Layer(1, nil)]) }
        + [
            (
                "exclamationmark.triangle.fill",
                [Layer(0, [1, 2]), Layer(1, nil, .yellow)]
            )
        ]
}

import WidgetArchive

/// The SF Symbol a name draws under `symbolVariant(_:)`: SwiftUI writes
/// the variant into the name (`heart` under `.fill` is `heart.fill`,
/// under `.circle.fill` `heart.circle.fill`), for the symbols that have it.
///
/// CHOICES (the one place the renderer's symbol variants and rendering
/// modes are decided):
/// - Variants go after the name in SF Symbols' order: `slash`, then the
///   enclosing shape (`circle`, `square`, `rectangle`), then `fill`
///   (`bell.slash.circle.fill`). Variants the name already ends with are
///   kept, except that a shape asked for replaces the name's own.
/// - A composed name the symbol table does not know draws the name as
///   written: SwiftUI shows the base symbol where a variant does not exist,
///   and the table cannot tell a real symbol it lacks from one that is not.
/// - `.symbolVariant(.none)` has no effect, as Apple documents for
///   `SymbolVariants.none` (only the `symbolVariants` environment value
///   clears an inherited variant); otherwise the innermost
///   `symbolVariant` wins.
/// - Rendering modes are drawn by layers where the icon has them
///   (`SymbolLayers`); otherwise the whole icon takes the primary style.
enum SymbolVariants {
    /// A part of a variant, in the order SF Symbols' names write them.
    enum Part: String, CaseIterable, Comparable {
        case slash, circle, square, rectangle, fill

        /// Whether the part is the shape the symbol is enclosed in.
        var isShape: Bool { self == .circle || self == .square || self == .rectangle }

        static func < (lhs: Part, rhs: Part) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The symbol `name` draws under `variant` (nil: no `symbolVariant`).
    static func name(_ name: String, variant: SymbolVariant?) -> String {
        guard let variant, variant != SymbolVariant.none else { return name }
        let composed = compose(name, parts: parts(of: variant))
        return SymbolNames.icon(for: composed) != nil ? composed : name
    }

    /// The parts of a variant (`circle.fill`: circle and fill).
    static func parts(of variant: SymbolVariant) -> [Part] {
        variant.rawValue.split(separator: ".").compactMap { Part(rawValue: String($0)) }
    }

    /// `name` with `parts` added: its stem (the name less the variant parts
    /// it ends with), then every part in order.
    static func compose(_ name: String, parts added: [Part]) -> String {
        var components = name.split(separator: ".", omittingEmptySubsequences: false).map(
            String.init)
        var own: [Part] = []
        while components.count > 1, let part = components.last.flatMap(Part.init(rawValue:)) {
            own.append(part)
            components.removeLast()
        }
        if added.contains(where: \.isShape) { own.removeAll(where: \.isShape) }
        let parts = Set(own + added).sorted()
        return (components + parts.map(\.rawValue)).joined(separator: ".")
    }
}

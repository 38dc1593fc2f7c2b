import Foundation
import WidgetArchive
import WidgetSyntax

/// `background-contrast` (warning): a fixed light colour (`.white`,
/// `Color(hex: "#F2F2F7")`) behind text that follows the colour scheme, or
/// a fixed dark one (`.black`) behind it. Text without a fixed foreground
/// is drawn in the scheme's primary label colour: white in dark mode, so
/// on a white tile it disappears; black in light mode, so on a black
/// background it does. The background does not change with the scheme
/// (only system fills and asset colours do), so one of the two schemes is
/// unreadable.
///
/// Read from the syntax, the same in every family: each body is walked
/// from its statements down, carrying whether a `.foregroundStyle` further
/// out fixes the text colour, and at each `.background` or
/// `.containerBackground` the `Text`s and `Label`s of the view it is
/// applied to are looked for. A reusable view's body is checked where it
/// is declared, not where it is used.
enum BackgroundContrastRule {
    /// Warns at every fixed light or dark background in `bodies` with
    /// scheme-following text in front of it.
    static func check(_ bodies: [Block], into diagnostics: inout [Diagnostic]) {
        for body in bodies { walk(body, fixed: false, into: &diagnostics) }
    }

    private static func walk(_ block: Block, fixed: Bool, into diagnostics: inout [Diagnostic]) {
        block.forEachViewStatement {
            walk($0, fixed: fixed, into: &diagnostics)
            return true
        }
    }

    /// Down one expression: a foreground modifier fixes what it is applied
    /// to; a background modifier is checked against what it is applied to.
    private static func walk(_ expression: Expr, fixed: Bool, into diagnostics: inout [Diagnostic])
    {
        var inner = fixed
        // Only modifier calls matter; their kind comes from the catalog's
        // answers by name id, so the walk decodes no other node.
        if expression.tree[expression.index].tag == .call,
            case let call = Call(expression.tree, expression.index),
            let (modifier, base) = colourModifier(call)
        {
            switch modifier {
            case .foreground:
                inner = fixed || fixesForeground(call)
            case .background:
                if let fill = fill(of: call), let tone = ColorTone.of(fill),
                    hasSchemeText(base, fixed: fixed)
                {
                    let unreadable = tone == .light ? "dark" : "light"
                    diagnostics.append(
                        Diagnostic(
                            .backgroundContrast(
                                SyntaxPrinter.print(fill), tone: tone.rawValue, scheme: unreadable),
                            at: fill.range))
                }
            }
        }
        expression.forEachChild(
            { walk($0, fixed: inner, into: &diagnostics) },
            closures: { walk($0.body, fixed: inner, into: &diagnostics) })
    }

    /// The two kinds of modifier the rule reads.
    private enum ColourModifier {
        /// `.foregroundStyle`, `.foregroundColor`: may fix the text colour below.
        case foreground
        /// `.background`, `.containerBackground`: drawn behind what is below.
        case background
    }

    /// The modifiers the rule reads, by archived kind.
    private static let colourModifiers: [ModifierKind: ColourModifier] = [
        .foregroundStyle: .foreground, .foregroundColor: .foreground,
        .background: .background, .containerBackground: .background,
    ]

    /// A foreground or background modifier call with the view it is
    /// applied to; nil for any other call.
    private static func colourModifier(_ call: Call) -> (ColourModifier, base: Expr)? {
        guard let kind = call.modifierKind, let modifier = colourModifiers[kind],
            case .member(let base, _, _) = call.callee.kind
        else { return nil }
        return (modifier, base)
    }

    /// Whether a foreground modifier sets a colour that does not follow
    /// the scheme.
    private static func fixesForeground(_ call: Call) -> Bool {
        call.arguments.first.map { !isAdaptive($0.value) } ?? false
    }

    /// What a background modifier draws: its unlabelled argument
    /// (`.background(.white)`), or the one view of its closure
    /// (`.containerBackground(for: .widget) { Color.white }`).
    private static func fill(of call: Call) -> Expr? {
        if let argument = call.arguments.first, argument.label == nil { return argument.value }
        guard let closure = call.trailingClosures.first?.closure,
            closure.body.statements.count == 1,
            case .expression(let view) = closure.body.statements.first?.kind
        else { return nil }
        return view
    }

    /// Whether `expression` draws a `Text` or `Label` whose colour follows
    /// the scheme: none of the modifiers around it (`fixed`) or on it sets
    /// a fixed foreground.
    private static func hasSchemeText(_ expression: Expr, fixed: Bool) -> Bool {
        guard case .call(let call) = expression.kind else {
            return children(of: expression, fixed: fixed)
        }
        switch colourModifier(call) {
        case (.foreground, let base)?:
            return hasSchemeText(base, fixed: fixed || fixesForeground(call))
        // What a background draws is not text over it.
        case (.background, let base)?: return hasSchemeText(base, fixed: fixed)
        case nil:
            if let view = call.callee.viewKind, view == .text || view == .label { return !fixed }
            return children(of: expression, fixed: fixed)
        }
    }

    /// The styles that follow the scheme: every keyword style but `tint`
    /// (the hierarchical levels, fills, materials and semantic styles),
    /// by the name its first member is written with (`fill` of `.fill.tertiary`).
    private static let adaptiveStyles: Set<String> = Set(
        ShapeStyleKeyword.allCases.filter { $0 != .tint }.map {
            String($0.rawValue.prefix { $0 != "." })
        })

    /// Whether a foreground follows the scheme: an adaptive style
    /// (`.secondary`, `.fill.tertiary`, `Color.primary`), one with an
    /// opacity, or a choice with such a branch (`isOn ? .orange :
    /// .secondary` follows it when off). Any other colour, the entry's
    /// included, is fixed.
    private static func isAdaptive(_ style: Expr) -> Bool {
        switch style.kind {
        case .implicitMember(let name): return adaptiveStyles.contains(name.name)
        case .member(let base, let name, _):
            if case .identifier("Color") = base.kind { return adaptiveStyles.contains(name.name) }
            return isAdaptive(base)
        case .call(let call):
            guard case .member(let base, _, _) = call.callee.kind else { return false }
            return isAdaptive(base)
        case .ternary(_, let then, let otherwise): return isAdaptive(then) || isAdaptive(otherwise)
        default: return false
        }
    }

    private static func children(of expression: Expr, fixed: Bool) -> Bool {
        var found = false
        expression.forEachChild(
            { found = found || hasSchemeText($0, fixed: fixed) },
            closures: { found = found || hasSchemeText($0.body, fixed: fixed) })
        return found
    }

    private static func hasSchemeText(_ block: Block, fixed: Bool) -> Bool {
        !block.forEachViewStatement { !hasSchemeText($0, fixed: fixed) }
    }
}

/// Whether a colour written in the source is fixed and light or fixed and
/// dark, whatever the scheme; nil for a colour that adapts (`.primary`,
/// `.fill.tertiary`, an asset colour), a mid tone, or anything else.
enum ColorTone: String {
    case light, dark

    /// CHOICE: relative luminance (sRGB, as WCAG computes it) above 0.6 is
    /// light, where white text has a contrast under 1.6:1; under 0.05 is
    /// dark, where black text has one under 2:1.
    static func of(luminance: Double) -> ColorTone? {
        luminance > 0.6 ? .light : luminance < 0.05 ? .dark : nil
    }

    /// The system colours that are light or dark in both schemes. The
    /// others (blue, red...) are mid tones, which either text colour reads on.
    private static let systemTones: [String: ColorTone] = [
        "white": .light, "yellow": .light, "black": .dark,
    ]

    /// The tone of a colour expression: a system colour (`.white`,
    /// `Color.black`), `Color(hex:)`, `Color(white:)`,
    /// `Color(red:green:blue:)` with literal values, a shape filled with
    /// one, the colour with an opacity of at least one half, or a choice
    /// whose every branch has the same tone.
    static func of(_ expression: Expr) -> ColorTone? {
        switch expression.kind {
        case .implicitMember(let name): return systemTones[name.name]
        case .member(let base, let name, _):
            guard case .identifier("Color") = base.kind else { return nil }
            return systemTones[name.name]
        case .ternary(_, let then, let otherwise):
            let tone = of(then)
            return tone == of(otherwise) ? tone : nil
        case .call(let call): return of(call)
        default: return nil
        }
    }

    private static func of(_ call: Call) -> ColorTone? {
        switch call.callee.kind {
        case .identifier("Color"): return constructed(call)
        case .member(let base, let name, _):
            switch name.name {
            case "opacity":
                guard let amount = call.arguments.first.flatMap({ literal($0.value) }),
                    amount >= 0.5
                else { return nil }
                return of(base)
            case "fill", "foregroundStyle": return call.arguments.first.flatMap { of($0.value) }
            default: return nil
            }
        default: return nil
        }
    }

    /// `Color(hex:)`, `Color(white:)` and `Color(red:green:blue:)`; a
    /// colour less than half opaque (`#FFFFFF1A`, `opacity: 0.1`) lets the
    /// backdrop through and has no tone of its own.
    private static func constructed(_ call: Call) -> ColorTone? {
        let values = Dictionary(
            call.arguments.compactMap { argument in argument.label.map { ($0.name, argument.value) }
            },
            uniquingKeysWith: { first, _ in first })
        if let opacity = values["opacity"], literal(opacity).map({ $0 < 0.5 }) ?? true {
            return nil
        }
        if let hex = values["hex"], case .string(let literal) = hex.kind,
            let text = literal.plainText,
            let color = ColorParsing.hex(text), case .hex(let rgb) = color.base
        {
            guard color.opacity >= 0.5 else { return nil }
            return of(
                luminance: relativeLuminance(
                    Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255,
                    Double(rgb & 0xFF) / 255))
        }
        if let white = values["white"].flatMap(literal) {
            return of(luminance: relativeLuminance(white, white, white))
        }
        if let red = values["red"].flatMap(literal), let green = values["green"].flatMap(literal),
            let blue = values["blue"].flatMap(literal)
        {
            return of(luminance: relativeLuminance(red, green, blue))
        }
        return nil
    }

    private static func literal(_ expression: Expr) -> Double? {
        switch expression.kind {
        case .integer(let value): Double(value)
        case .float(let value): value
        default: nil
        }
    }

    /// WCAG 2's relative luminance of sRGB components in 0...1, the
    /// components linearised first (the renderer's `RGBA.luminance`
    /// weighs the encoded values, for drawing, not for contrast).
    private static func relativeLuminance(_ red: Double, _ green: Double, _ blue: Double) -> Double
    {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

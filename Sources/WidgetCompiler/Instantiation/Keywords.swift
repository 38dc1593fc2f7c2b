import WidgetArchive
import WidgetSyntax

/// The closed sets that enum-like arguments come from where the schema's
/// parameter does not name its set (`Parameter.keywords`, which wins): the
/// names SwiftUI accepts after the dot, by parameter type, by label, or in
/// a value the instantiation reads itself (`Text.style`, `lineCap`). An
/// implicit member outside its set is `invalid-value` with a did-you-mean.
///
/// Each set is the `allCases` of its vocabulary enum in WidgetArchive, so
/// the compiler accepts exactly the spellings renderers read.
enum Keywords {
    /// The keys of the table the instantiation asks by name: a parameter
    /// type's, or `owner.label`.
    enum Key {
        static let fontWeight = ParameterType.fontWeight.rawValue
        static let fontDesign = ParameterType.fontDesign.rawValue
        static let textStyle = ParameterType.textStyle.rawValue
        static let unitPoint = ParameterType.unitPoint.rawValue
        static let dateStyle = "Text.style"
    }

    /// The sets by type (`ParameterType.keywordSet`, keyed by the type's
    /// name), then the sets of a label, an owner, or a value the
    /// instantiation reads itself.
    static let table: [String: [String]] = {
        var table: [String: [String]] = [
            Key.dateStyle: names(DateStyle.self),
            "style": names(RoundedCornerStyle.self),
            "contentTransition": names(ContentTransitionName.self),
            "lineCap": names(LineCap.self),
        ]
        for type in ParameterType.allCases {
            if let set = type.keywordSet { table[type.rawValue] = set.spellings }
        }
        return table
    }()

    /// The spellings of a closed set, in declaration order (the order of
    /// messages and did-you-mean).
    static func names<K: CaseIterable & RawRepresentable>(_ type: K.Type) -> [String]
    where K.RawValue == String {
        K.allCases.map(\.rawValue)
    }

    /// The set for a parameter: by `owner.label`, by owner (a modifier
    /// named after its set, like `gaugeStyle`), by type, then by label.
    /// The type comes before the label: `HStack(alignment:)` takes a
    /// `VerticalAlignment` (`.firstTextBaseline`), not the 2-D set that
    /// the label's name also keys.
    static func names(for owner: String, label: String, type: ParameterType) -> (
        key: String, names: [String]
    )? {
        for key in [
            "\(owner).\(label)", owner, type.rawValue,
            label == ArgumentName.value.rawValue ? "" : label,
        ] where !key.isEmpty {
            if let names = table[key] { return (key, names) }
        }
        return nil
    }

    /// The name of an implicit member in the set called `key`.
    static func keyword(_ expression: Expr, for key: String, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        try keyword(expression, in: table[key] ?? [], evaluator: evaluator)
    }

    static func keyword(_ expression: Expr, in names: [String], evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> String
    {
        let value: RuntimeValue
        do {
            value = try evaluator.evaluate(expression)
        } catch {
            // `TextAlignment.center`, `Font.Weight.bold`: a case named
            // with its type, which is no value of the file's.
            guard let name = qualifiedCase(expression) else { throw error }
            value = .symbol(name)
        }
        guard case .symbol(let name) = value else {
            throw InstantiationFailure(
                .expectedKeyword(among: names, found: value.kindName), at: expression.range)
        }
        guard names.isEmpty || names.contains(name) else {
            let suggestion = Spelling.closest(to: name, in: names)
            throw InstantiationFailure(
                .keywordNotAllowed(name, among: names, suggestion: suggestion), at: expression.range
            )
        }
        return name
    }

    /// The case of `Type.case` or `Type.Nested.case` whose type names are
    /// capitalised, else nil.
    private static func qualifiedCase(_ expression: Expr) -> String? {
        guard case .member(let base, let name, false) = expression.kind else { return nil }
        var type = base
        while case .member(let outer, let inner, false) = type.kind {
            guard inner.name.first?.isUppercase == true else { return nil }
            type = outer
        }
        guard case .identifier(let root) = type.kind, root.name.first?.isUppercase == true else {
            return nil
        }
        return name.name
    }
}

/// Colours: `.red`, `Color.red`, `.white.opacity(0.8)`, `Color(hex:)`,
/// `Color("Brand")`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
/// and Color values from the entry.
enum ColorConversion {
    static func color(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> ArchiveColor
    {
        switch expression.kind {
        case .implicitMember(let name):
            // `.brand` of `extension Color { static let brand = ... }`.
            if let constant = evaluator.statics.constant(name.name, of: "Color") {
                return try color(
                    evaluator.staticValue(constant, of: "Color", at: name.range),
                    at: expression.range)
            }
            guard ColorParsing.systemColors.contains(name.name) else {
                let suggestion = Spelling.closest(
                    to: name.name, in: ColorParsing.systemColors.sorted())
                throw InstantiationFailure(
                    .unknownSystemColor(name.name, suggestion: suggestion), at: expression.range)
            }
            return ArchiveColor(.system(name.name))
        case .call(let call):
            if case .identifier("Color") = call.callee.kind {
                return try color(call, evaluator: evaluator, at: expression.range)
            }
            if case .member(_, let name, _) = call.callee.kind, name.name == "opacity" {
                return try opacity(call, evaluator: evaluator, at: expression.range)
            }
        default:
            break
        }
        return try color(evaluator.evaluate(expression), at: expression.range)
    }

    /// A value that must be a colour.
    private static func color(_ value: RuntimeValue, at range: SourceRange)
        throws(InstantiationFailure) -> ArchiveColor
    {
        switch value {
        case .color(let color): return color
        case .symbol(let name) where ColorParsing.systemColors.contains(name):
            return ArchiveColor(.system(name))
        case let other:
            throw InstantiationFailure(.expectedColor(found: other.kindName), at: range)
        }
    }

    /// `Color(hue:saturation:brightness:)`: the sRGB components, each 0...1.
    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (
        Double, Double, Double
    ) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let fraction = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    /// `base.opacity(x)`: the base colour with its opacity multiplied.
    static func opacity(_ call: Call, evaluator: ExpressionEvaluator, at range: SourceRange)
        throws(InstantiationFailure) -> ArchiveColor
    {
        guard case .member(let base, _, _) = call.callee.kind, call.arguments.count == 1 else {
            throw InstantiationFailure(.opacityArguments(), at: range)
        }
        var color = try color(base, evaluator: evaluator)
        color.opacity *= try Conversion.unitNumber(call.arguments[0].value, evaluator: evaluator)
        return color
    }

    /// The UIKit colour of `Color(uiColor: .secondaryLabel)`,
    /// `Color(.systemGray4)` or `Color(UIColor.systemBackground)`; nil for
    /// another `Color(...)` (`Color("Brand")` is an asset).
    static func uikitColor(_ call: Call, _ labels: [String?]) throws(InstantiationFailure)
        -> UIKitColor?
    {
        guard labels == ["uiColor"] || labels == [nil] else { return nil }
        let value = call.arguments[0].value
        let name: Name
        switch value.kind {
        case .implicitMember(let member): name = member
        case .member(let base, let member, false):
            guard case .identifier("UIColor") = base.kind else { fallthrough }
            name = member
        default:
            guard labels == ["uiColor"] else { return nil }
            throw InstantiationFailure(.colorInitializer(), at: value.range)
        }
        guard let color = UIKitColor(rawValue: name.name) else {
            let suggestion = Spelling.closest(
                to: name.name, in: UIKitColor.allCases.map(\.rawValue))
            throw InstantiationFailure(
                .unknownSystemColor(name.name, suggestion: suggestion), at: value.range)
        }
        return color
    }

    /// `Color(...)`.
    static func color(_ call: Call, evaluator: ExpressionEvaluator, at range: SourceRange)
        throws(InstantiationFailure) -> ArchiveColor
    {
        let labels = call.arguments.map { $0.label?.name }
        func number(_ label: String) throws(InstantiationFailure) -> Double? {
            guard let argument = call.arguments.first(where: { $0.label?.name == label }) else {
                return nil
            }
            return try Conversion.unitNumber(argument.value, evaluator: evaluator)
        }
        if let uikit = try uikitColor(call, labels) {
            return ArchiveColor(.system(uikit.archiveName))
        }
        // `Color(.displayP3, red: 1, green: 0.3, blue: 0.2)`: components
        // in a colour space, converted to sRGB as archives hold them.
        var space = RGBColorSpace.sRGB
        var form = labels.first
        if labels.count > 1, labels[0] == nil, ["red", "white"].contains(labels[1]) {
            let name = try Keywords.keyword(
                call.arguments[0].value, in: RGBColorSpace.allCases.map(\.rawValue),
                evaluator: evaluator)
            space = RGBColorSpace(rawValue: name) ?? .sRGB
            form = labels[1]
        }
        switch form {
        case "hex"?:
            let value = try evaluator.evaluate(call.arguments[0].value)
            guard case .string(let text) = value, let color = ColorParsing.hex(text) else {
                throw InstantiationFailure(.hexColor(), at: call.arguments[0].value.range)
            }
            return color
        case "red"?:
            let (red, green, blue) = space.sRGB(
                try number("red") ?? 0, try number("green") ?? 0, try number("blue") ?? 0)
            return ArchiveColor(
                .rgb(red: red, green: green, blue: blue), opacity: try number("opacity") ?? 1)
        case "white"?:
            let gray = try number("white") ?? 0
            let white = space.sRGB(gray, gray, gray).0
            return ArchiveColor(.white(white), opacity: try number("opacity") ?? 1)
        case "hue"?:
            let (red, green, blue) = hsb(
                try number("hue") ?? 0, try number("saturation") ?? 0, try number("brightness") ?? 0
            )
            return ArchiveColor(
                .rgb(red: red, green: green, blue: blue), opacity: try number("opacity") ?? 1)
        case .some(nil):
            guard case .string(let name) = try evaluator.evaluate(call.arguments[0].value),
                !name.isEmpty
            else {
                throw InstantiationFailure(.assetColorName(), at: call.arguments[0].value.range)
            }
            return ArchiveColor(.asset(name))
        default:
            throw InstantiationFailure(.colorInitializer(), at: range)
        }
    }
}

/// Fonts: `.headline`, `.caption.bold()`, `.title.weight(.semibold)`,
/// `.body.italic()`, `.system(size:weight:design:)`, `.system(.title, design:)`.
enum FontConversion {
    static func font(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> ArchiveFont
    {
        switch expression.kind {
        case .implicitMember:
            return ArchiveFont(
                style: try Keywords.keyword(
                    expression, for: Keywords.Key.textStyle, evaluator: evaluator))
        case .member(let base, let name, _):
            if case .identifier("Font") = base.kind {
                guard let style = TextStyle(rawValue: name.name) else { break }
                return ArchiveFont(textStyle: style)
            }
        case .call(let call):
            switch call.callee.kind {
            case .implicitMember(let name) where name.name == "system":
                return try system(call, at: expression.range, evaluator: evaluator)
            case .implicitMember(let name) where name.name == "custom":
                return try custom(call, at: expression.range, evaluator: evaluator)
            case .member(let base, let name, _) where isFontType(base) && name.name == "system":
                return try system(call, at: expression.range, evaluator: evaluator)
            case .member(let base, let name, _) where isFontType(base) && name.name == "custom":
                return try custom(call, at: expression.range, evaluator: evaluator)
            case .member(let base, let name, _):
                var font = try self.font(base, evaluator: evaluator)
                switch (name.name, call.arguments.count) {
                case ("bold", 0): font.weight = FontWeight.bold.rawValue
                case ("italic", 0): font.italic = true
                case ("monospacedDigit", 0): font.monospacedDigit = true
                case ("weight", 1):
                    font.weight = try Keywords.keyword(
                        call.arguments[0].value, for: Keywords.Key.fontWeight, evaluator: evaluator)
                case ("design", 1):
                    font.design = try Keywords.keyword(
                        call.arguments[0].value, for: Keywords.Key.fontDesign, evaluator: evaluator)
                default: throw InstantiationFailure(.unknownFontModifier(name.name), at: name.range)
                }
                return font
            default:
                break
            }
        default:
            break
        }
        throw InstantiationFailure(.expectedFont(), at: expression.range)
    }

    /// Whether `expression` is the type name `Font` (`Font.custom(...)`).
    private static func isFontType(_ expression: Expr) -> Bool {
        if case .identifier("Font") = expression.kind { return true }
        return false
    }

    /// `.system(size:weight:design:)` or `.system(_ style:design:weight:)`.
    private static func system(_ call: Call, at range: SourceRange, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> ArchiveFont
    {
        var font = ArchiveFont()
        for argument in call.arguments {
            switch argument.label?.name {
            case "size"?:
                font.size = try Conversion.number(argument.value, evaluator: evaluator)
            case nil:
                font.style = try Keywords.keyword(
                    argument.value, for: Keywords.Key.textStyle, evaluator: evaluator)
            case "weight"?:
                font.weight = try Keywords.keyword(
                    argument.value, for: Keywords.Key.fontWeight, evaluator: evaluator)
            case "design"?:
                font.design = try Keywords.keyword(
                    argument.value, for: Keywords.Key.fontDesign, evaluator: evaluator)
            default: throw InstantiationFailure(.systemFontArgument(), at: argument.range)
            }
        }
        if font.style == nil, font.size == nil {
            throw InstantiationFailure(.systemFontSize(), at: range)
        }
        return font
    }

    /// `.custom(_ name:size:)`, `.custom(_:size:relativeTo:)` (the size
    /// scales like that text style; like body without it) and
    /// `.custom(_:fixedSize:)` (it does not scale).
    private static func custom(_ call: Call, at range: SourceRange, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> ArchiveFont
    {
        let labels = call.arguments.map { $0.label?.name }
        guard
            labels == [nil, "size"] || labels == [nil, "size", "relativeTo"]
                || labels == [nil, "fixedSize"]
        else { throw InstantiationFailure(.customFontArguments(), at: range) }
        let nameArgument = call.arguments[0].value
        guard case .string(let name) = try evaluator.evaluate(nameArgument), !name.isEmpty else {
            throw InstantiationFailure(.customFontArguments(), at: nameArgument.range)
        }
        var font = ArchiveFont(
            size: try Conversion.number(call.arguments[1].value, evaluator: evaluator),
            custom: name, fixedSize: labels[1] == "fixedSize")
        if labels.count == 3 {
            font.style = try Keywords.keyword(
                call.arguments[2].value, for: Keywords.Key.textStyle, evaluator: evaluator)
        }
        return font
    }
}

import WidgetSyntax

/// A place in a String Catalog that a message names: the JSON value that
/// has the wrong shape. Its wording is `description`, here with the
/// messages, so that the reader builds no text.
enum StringCatalogPart: Hashable, Sendable {
    case catalog
    case entry(key: String)
    case localization(language: String)
    case variations
    case stringUnit
    case form(PluralCategory)
    case substitutions
    case substitution(name: String)
    case sourceLanguage
    case value
    case formatSpecifier

    /// How a message names it.
    var description: String {
        switch self {
        case .catalog: "a string catalog"
        case .entry(let key): "the entry of \"\(key)\""
        case .localization(let language): "the \"\(language)\" localization"
        case .variations: "\"variations\""
        case .stringUnit: "\"stringUnit\""
        case .form(let category): "the \"\(category.rawValue)\" form"
        case .substitutions: "\"substitutions\""
        case .substitution(let name): "the substitution \"\(name)\""
        case .sourceLanguage: "\"sourceLanguage\""
        case .value: "\"value\""
        case .formatSpecifier: "\"formatSpecifier\""
        }
    }
}

/// The wording of String Catalog diagnostics, alphabetical by factory.
/// Every one is `strings-format`: JSON that is not a catalog in Xcode's shape.
extension DiagnosticMessage {
    static func stringsArgumentNumber(substitution name: String) -> Self {
        .init(
            .stringsFormat, .error,
            "\"argNum\" of the substitution \"\(name)\" must be a whole number from 1")
    }

    static func stringsEmptyLocalization(language: String) -> Self {
        .init(
            .stringsFormat, .error,
            "the \"\(language)\" localization needs a \"stringUnit\", \"variations\" or \"substitutions\""
        )
    }

    static func stringsFormWithoutStringUnit(_ category: PluralCategory) -> Self {
        .init(.stringsFormat, .error, "the \"\(category.rawValue)\" form needs a \"stringUnit\"")
    }

    static func stringsLocalizationsNotObject(key: String) -> Self {
        .init(
            .stringsFormat, .error, "\"localizations\" of \"\(key)\" must be an object of languages"
        )
    }

    static func stringsNoSourceLanguage() -> Self {
        .init(.stringsFormat, .error, "a string catalog needs \"sourceLanguage\"")
    }

    static func stringsNoStrings() -> Self {
        .init(.stringsFormat, .error, "a string catalog needs \"strings\", an object of keys")
    }

    static func stringsNotAnObject(_ part: StringCatalogPart) -> Self {
        .init(.stringsFormat, .error, "\(part.description) must be an object")
    }

    static func stringsNotAString(_ part: StringCatalogPart) -> Self {
        .init(.stringsFormat, .error, "\(part.description) must be a string")
    }

    static func stringsPluralNotObject() -> Self {
        .init(.stringsFormat, .error, "\"plural\" must be an object of categories")
    }

    static func stringsShouldTranslateNotBool() -> Self {
        .init(.stringsFormat, .error, "\"shouldTranslate\" must be true or false")
    }

    static func stringsStringUnitWithoutValue() -> Self {
        .init(.stringsFormat, .error, "\"stringUnit\" needs a \"value\"")
    }

    static func stringsSubstitutionWithoutPlural(_ name: String) -> Self {
        .init(
            .stringsFormat, .error,
            "the substitution \"\(name)\" needs \"variations\" with \"plural\"")
    }

    static func stringsUnknownPluralCategory(_ name: String) -> Self {
        let names = PluralCategory.allCases.map { "\"\($0.rawValue)\"" }
        return .init(
            .stringsFormat, .error,
            "unknown plural category \"\(name)\"; the categories are \(orList(names))")
    }
}

import WidgetSyntax

/// Reads an Xcode String Catalog (`.xcstrings`, JSON) into a
/// `StringCatalog`, with every mistake located in the file: `json-syntax`
/// for text that is not JSON, `strings-format` for JSON that is not a
/// catalog.
///
/// The shape read, as Xcode writes it:
/// `{ "sourceLanguage": "en", "strings": { KEY: { "localizations": { LANG:
/// { "stringUnit": { "state": ..., "value": ... } } or { "variations":
/// { "plural": { "one": { "stringUnit": ... }, "other": ... } } } } } } }`,
/// and beside a `stringUnit` whose value names them (`%#@tasks@`),
/// `"substitutions": { NAME: { "argNum": 1, "formatSpecifier": "lld",
/// "variations": { "plural": ... } } }`, each plural phrase with `%arg`.
/// Keys Xcode adds that change nothing here (`version`, `comment`,
/// `extractionState`, `state`, other variations such as `device`) are
/// accepted and ignored. Every message is in `StringCatalogMessages`.
public enum StringCatalogReader {
    /// The catalog (nil after any error) and the diagnostics, located in `file`.
    public static func read(_ file: SourceFile) -> (
        catalog: StringCatalog?, diagnostics: [Diagnostic]
    ) {
        let (root, errors) = JSONReader.read(file)
        guard let root else { return (nil, errors) }
        var reader = Reader()
        let catalog = reader.catalog(root)
        return (reader.diagnostics.isEmpty ? catalog : nil, reader.diagnostics)
    }
}

/// One pass over the document, collecting every mistake.
private struct Reader {
    var diagnostics: [Diagnostic] = []

    private mutating func fail(_ message: DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(Diagnostic(message, at: range))
    }

    /// The fields of an object by name; nil (reported) when `value` is not one.
    private mutating func object(_ value: Value, _ part: StringCatalogPart) -> [String: Value]? {
        guard case .record(let record) = value.kind else {
            fail(.stringsNotAnObject(part), at: value.range)
            return nil
        }
        var fields: [String: Value] = [:]
        for field in record.fields { fields[field.name.name] = field.value }
        return fields
    }

    private mutating func string(_ value: Value, _ part: StringCatalogPart) -> String? {
        guard case .string(let text) = value.kind else {
            fail(.stringsNotAString(part), at: value.range)
            return nil
        }
        return text
    }

    mutating func catalog(_ root: Value) -> StringCatalog? {
        guard let fields = object(root, .catalog) else { return nil }
        guard let languageValue = fields["sourceLanguage"] else {
            fail(.stringsNoSourceLanguage(), at: root.range)
            return nil
        }
        let language = string(languageValue, .sourceLanguage)
        var entries: [String: StringCatalog.Entry] = [:]
        if let strings = fields["strings"], case .record(let record) = strings.kind {
            for field in record.fields {
                if let entry = entry(field.value, key: field.name.name) {
                    entries[field.name.name] = entry
                }
            }
        } else {
            fail(.stringsNoStrings(), at: fields["strings"]?.range ?? root.range)
        }
        return language.map { StringCatalog(sourceLanguage: $0, entries: entries) }
    }

    private mutating func entry(_ value: Value, key: String) -> StringCatalog.Entry? {
        guard let fields = object(value, .entry(key: key)) else { return nil }
        var entry = StringCatalog.Entry()
        if let flag = fields["shouldTranslate"] {
            guard case .boolean(let translate) = flag.kind else {
                fail(.stringsShouldTranslateNotBool(), at: flag.range)
                return nil
            }
            entry.shouldTranslate = translate
        }
        guard let localizations = fields["localizations"] else { return entry }
        guard case .record(let record) = localizations.kind else {
            fail(.stringsLocalizationsNotObject(key: key), at: localizations.range)
            return nil
        }
        for field in record.fields {
            if let localization = localization(field.value, language: field.name.name) {
                entry.localizations[field.name.name] = localization
            }
        }
        return entry
    }

    private mutating func localization(_ value: Value, language: String) -> StringCatalog
        .Localization?
    {
        guard let fields = object(value, .localization(language: language)) else { return nil }
        var localization = StringCatalog.Localization()
        if let unit = fields["stringUnit"] { localization.value = stringUnit(unit) }
        if let variations = fields["variations"], let kinds = object(variations, .variations),
            let plural = kinds["plural"]
        {
            localization.plural = self.plural(plural)
        }
        if let substitutions = fields["substitutions"] {
            // In the file's order, so that diagnostics come out in it.
            if case .record(let record) = substitutions.kind {
                for field in record.fields {
                    if let substitution = substitution(field.value, name: field.name.name) {
                        localization.substitutions[field.name.name] = substitution
                    }
                }
            } else {
                fail(.stringsNotAnObject(.substitutions), at: substitutions.range)
            }
        }
        if fields["stringUnit"] == nil, fields["variations"] == nil, fields["substitutions"] == nil
        {
            fail(.stringsEmptyLocalization(language: language), at: value.range)
        }
        return localization
    }

    /// `{ "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": ... } }`.
    private mutating func substitution(_ value: Value, name: String) -> StringCatalog.Substitution?
    {
        guard let fields = object(value, .substitution(name: name)) else { return nil }
        var substitution = StringCatalog.Substitution()
        if let number = fields["argNum"] {
            guard case .integer(let position) = number.kind, (1...1_000).contains(position) else {
                fail(.stringsArgumentNumber(substitution: name), at: number.range)
                return nil
            }
            substitution.argumentNumber = position
        }
        if let specifier = fields["formatSpecifier"] {
            guard let text = string(specifier, .formatSpecifier) else { return nil }
            substitution.formatSpecifier = text
        }
        guard let variations = fields["variations"] else {
            fail(.stringsSubstitutionWithoutPlural(name), at: value.range)
            return nil
        }
        guard let kinds = object(variations, .variations) else { return nil }
        guard let plural = kinds["plural"] else {
            fail(.stringsSubstitutionWithoutPlural(name), at: variations.range)
            return nil
        }
        substitution.plural = self.plural(plural)
        return substitution
    }

    private mutating func plural(_ value: Value) -> [PluralCategory: String] {
        guard case .record(let record) = value.kind else {
            fail(.stringsPluralNotObject(), at: value.range)
            return [:]
        }
        var forms: [PluralCategory: String] = [:]
        for field in record.fields {
            guard let category = PluralCategory(rawValue: field.name.name) else {
                fail(.stringsUnknownPluralCategory(field.name.name), at: field.name.range)
                continue
            }
            guard let form = object(field.value, .form(category)), let unit = form["stringUnit"]
            else {
                if case .record = field.value.kind {
                    fail(.stringsFormWithoutStringUnit(category), at: field.value.range)
                }
                continue
            }
            forms[category] = stringUnit(unit)
        }
        return forms
    }

    private mutating func stringUnit(_ value: Value) -> String? {
        guard let fields = object(value, .stringUnit) else { return nil }
        guard let text = fields["value"] else {
            fail(.stringsStringUnitWithoutValue(), at: value.range)
            return nil
        }
        return string(text, .value)
    }
}

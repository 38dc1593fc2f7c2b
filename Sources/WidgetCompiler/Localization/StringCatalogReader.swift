/// Reads an Xcode String Catalog (`.xcstrings`, JSON) into a
/// `StringCatalog`, with every mistake located in the file: `json-syntax`
/// for text that is not JSON, `strings-format` for JSON that is not a
/// catalog.
///
/// The shape read, as Xcode writes it:
/// `{ "sourceLanguage": "en", "strings": { KEY: { "localizations": { LANG:
/// { "stringUnit": { "state": ..., "value": ... } } or { "variations":
/// { "plural": { "one": { "stringUnit": ... }, "other": ... } } } } } } }`.
/// Keys Xcode adds that change nothing here (`version`, `comment`,
/// `extractionState`, `state`, other variations such as `device`) are
/// accepted and ignored.
public enum StringCatalogReader {
    /// The catalog (nil after any error) and the diagnostics, located in `file`.
    public static func read(_ file: SourceFile) -> (catalog: StringCatalog?, diagnostics: [Diagnostic]) {
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

    private mutating func fail(_ problem: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.stringsFormat(problem), at: range))
    }

    /// The fields of an object by name; nil (reported) when `value` is not one.
    private mutating func object(_ value: Value, _ what: String) -> [String: Value]? {
        guard case .record(let record) = value.kind else {
            fail("\(what) must be an object", at: value.range)
            return nil
        }
        var fields: [String: Value] = [:]
        for field in record.fields { fields[field.name.name] = field.value }
        return fields
    }

    private mutating func string(_ value: Value, _ what: String) -> String? {
        guard case .string(let text) = value.kind else {
            fail("\(what) must be a string", at: value.range)
            return nil
        }
        return text
    }

    mutating func catalog(_ root: Value) -> StringCatalog? {
        guard let fields = object(root, "a string catalog") else { return nil }
        guard let languageValue = fields["sourceLanguage"] else {
            fail("a string catalog needs \"sourceLanguage\"", at: root.range)
            return nil
        }
        let language = string(languageValue, "\"sourceLanguage\"")
        var entries: [String: StringCatalog.Entry] = [:]
        if let strings = fields["strings"], case .record(let record) = strings.kind {
            for field in record.fields {
                if let entry = entry(field.value, key: field.name.name) { entries[field.name.name] = entry }
            }
        } else {
            fail("a string catalog needs \"strings\", an object of keys", at: fields["strings"]?.range ?? root.range)
        }
        return language.map { StringCatalog(sourceLanguage: $0, entries: entries) }
    }

    private mutating func entry(_ value: Value, key: String) -> StringCatalog.Entry? {
        guard let fields = object(value, "the entry of \"\(key)\"") else { return nil }
        var entry = StringCatalog.Entry()
        if let flag = fields["shouldTranslate"] {
            guard case .boolean(let translate) = flag.kind else {
                fail("\"shouldTranslate\" must be true or false", at: flag.range)
                return nil
            }
            entry.shouldTranslate = translate
        }
        guard let localizations = fields["localizations"] else { return entry }
        guard case .record(let record) = localizations.kind else {
            fail("\"localizations\" of \"\(key)\" must be an object of languages", at: localizations.range)
            return nil
        }
        for field in record.fields {
            if let localization = localization(field.value, language: field.name.name) { entry.localizations[field.name.name] = localization }
        }
        return entry
    }

    private mutating func localization(_ value: Value, language: String) -> StringCatalog.Localization? {
        guard let fields = object(value, "the \"\(language)\" localization") else { return nil }
        var localization = StringCatalog.Localization()
        if let unit = fields["stringUnit"] { localization.value = stringUnit(unit) }
        if let variations = fields["variations"], let kinds = object(variations, "\"variations\""), let plural = kinds["plural"] {
            localization.plural = self.plural(plural)
        }
        if fields["stringUnit"] == nil, fields["variations"] == nil, fields["substitutions"] == nil {
            fail("the \"\(language)\" localization needs a \"stringUnit\" or \"variations\"", at: value.range)
        }
        return localization
    }

    private mutating func plural(_ value: Value) -> [PluralCategory: String] {
        guard case .record(let record) = value.kind else {
            fail("\"plural\" must be an object of categories", at: value.range)
            return [:]
        }
        var forms: [PluralCategory: String] = [:]
        for field in record.fields {
            guard let category = PluralCategory(rawValue: field.name.name) else {
                let names = PluralCategory.allCases.map { "\"\($0.rawValue)\"" }
                fail("unknown plural category \"\(field.name.name)\"; the categories are \(orList(names))", at: field.name.range)
                continue
            }
            guard let form = object(field.value, "the \"\(category.rawValue)\" form"), let unit = form["stringUnit"] else {
                if case .record = field.value.kind { fail("the \"\(category.rawValue)\" form needs a \"stringUnit\"", at: field.value.range) }
                continue
            }
            forms[category] = stringUnit(unit)
        }
        return forms
    }

    private mutating func stringUnit(_ value: Value) -> String? {
        guard let fields = object(value, "\"stringUnit\"") else { return nil }
        guard let text = fields["value"] else {
            fail("\"stringUnit\" needs a \"value\"", at: value.range)
            return nil
        }
        return string(text, "\"value\"")
    }
}

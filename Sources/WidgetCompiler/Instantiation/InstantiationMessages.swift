/// The wording of instantiation diagnostics, alphabetical by factory.
extension DiagnosticMessage {
    static func arithmeticError(_ problem: String) -> Self {
        .init(.arithmeticError, .error, problem)
    }

    static func displayTimeValue(_ name: String) -> Self {
        .init(.displayTimeValue, .error,
              "'\(name)' is only known when the widget is drawn; use it in an 'if' condition, where the archive keeps both branches")
    }

    static func expansionLimit(_ problem: String) -> Self {
        .init(.expansionLimit, .error, problem)
    }

    static func indexOutOfRange(_ index: Int, count: Int) -> Self {
        .init(.indexOutOfRange, .error, "index \(index) is out of range for \(count == 1 ? "1 element" : "\(count) elements")")
    }

    static func invalidValue(_ problem: String) -> Self {
        .init(.invalidValue, .error, problem)
    }

    static func nilValue(_ what: String) -> Self {
        .init(.nilValue, .error, "\(what) is nil in this entry; unwrap it with 'if let' or give a default with '??'")
    }
}

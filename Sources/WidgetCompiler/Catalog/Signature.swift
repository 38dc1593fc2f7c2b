import WidgetArchive
import WidgetSyntax

/// One way to call a view or a modifier: the schema's form (WidgetArchive),
/// under the name the compiler has always used.
public typealias Signature = WidgetArchive.Signature
/// One parameter of a form: the schema's cell.
public typealias Parameter = WidgetArchive.Parameter
/// What a parameter takes: the schema's type.
public typealias ParameterType = WidgetArchive.ParameterType

extension Signature {
    /// Whether a call fits this signature, read from the call itself.
    func accepts(_ call: Call) -> Bool {
        accepts(
            labels: call.arguments.lazy.map { $0.label?.name },
            trailingClosures: call.trailingClosures.lazy.map { $0.label?.name })
    }
}

/// A view or a modifier of the catalog.
public struct CatalogEntry: Sendable {
    /// The name: `VStack`, `font`.
    public let name: String
    /// Every accepted way to call it.
    public let signatures: [Signature]
}

/// What a view's row and a modifier's row of the schema share: a name and
/// the forms it is called with. The archived names, the parameters behind
/// each and the archive's type checks (`mismatch(in:)`) are read from the
/// forms the same way for both.
public protocol SchemaRow: Sendable {
    /// The SwiftUI name: `VStack`, `fontDesign`.
    var name: String { get }
    /// Every accepted way to call it, with each form's availability.
    var forms: [Signature] { get }
}

extension SchemaRow {
    /// Every archived name any form writes, in the order the forms first give it.
    public var argumentNames: [ArgumentName] {
        var names: [ArgumentName] = []
        for form in forms {
            for parameter in form.parameters where !names.contains(parameter.archiveName) {
                names.append(parameter.archiveName)
            }
        }
        return names
    }

    /// The parameters of every form archived under `name`.
    public func parameters(named name: ArgumentName) -> [Parameter] {
        forms.flatMap(\.parameters).filter { $0.archiveName == name }
    }
}

import WidgetArchive
import WidgetSyntax

/// Paths as views: `Path { path in ... }` and the file's `Shape` structs,
/// whose `path(in:)` runs with `rect` the frame it will be drawn in
/// (`ExpressionEvaluator.shapeRect`), so the archived path keeps the
/// lengths that read the frame's size as formulas the renderer works out.
extension ArchivedViewBuilder {
    /// `Wave(amplitude: 0.2)`: the shape's path for its properties.
    mutating func shapeView(_ decl: ViewDecl, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        // A shape without `path(in:)` is the checker's error at its
        // declaration; its uses draw nothing rather than report again.
        guard let member = UserViews.pathMember(of: decl) else {
            return try pathView(.path(ShapePath()), at: range)
        }
        let (scope, _) = try properties(of: decl, call, at: range)
        var runner = evaluator
        runner.scopes = [scope]
        runner.members = MemberFunctions(decl)
        runner.selfType = decl.name.name
        let rect = member.parameters.first.map(\.name.name) ?? "rect"
        let made = try runner.run(
            member, arguments: [rect: ExpressionEvaluator.shapeRect], at: range)
        return try pathView(made, at: range)
    }

    /// A path value as a `Path` view.
    mutating func pathView(_ value: RuntimeValue, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        try count(1)
        var arguments = ArchiveArguments()
        arguments[.elements] = try pathElements(value, at: range)
        return ArchivedView(.path, arguments: arguments)
    }

    /// A path value's archived elements.
    func pathElements(_ value: RuntimeValue, at range: SourceRange) throws(InstantiationFailure)
        -> ArchiveValue
    {
        guard case .path(let path) = value else {
            throw InstantiationFailure(.expectedPath(found: value.kindName), at: range)
        }
        return path.archived
    }
}

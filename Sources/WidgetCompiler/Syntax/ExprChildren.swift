extension Expr {
    /// Calls `expression` for each expression directly inside this one, in
    /// source order, then `closure` for the bodies of a call's trailing
    /// closures: what a pass descends into. Reads the tree in place.
    public func forEachChild(_ expression: (Expr) -> Void, closures closure: (Block) -> Void) {
        switch kind {
        case .call(let call):
            expression(call.callee)
            for argument in call.arguments { expression(argument.value) }
            for trailing in call.trailingClosures { closure(trailing.closure.body) }
        case .member(let base, _, _): expression(base)
        case .subscriptAccess(let base, let arguments):
            expression(base)
            for argument in arguments { expression(argument.value) }
        case .prefix(_, let operand), .forceUnwrap(let operand): expression(operand)
        case .binary(_, let left, let right):
            expression(left)
            expression(right)
        case .ternary(let condition, let then, let otherwise):
            expression(condition)
            expression(then)
            expression(otherwise)
        case .array(let elements): for element in elements { expression(element) }
        case .string(let literal):
            for case .interpolation(let interpolation) in literal.segments { expression(interpolation.value) }
        case .closure(let value): closure(value.body)
        case .identifier, .integer, .float, .boolean, .nilLiteral, .implicitMember, .keyPath, .error:
            break
        }
    }
}

extension Expr {
    /// The expressions directly inside this one, in source order, and the
    /// bodies of a call's trailing closures: what a pass descends into.
    public var children: (expressions: [Expr], closures: [Block]) {
        switch kind {
        case .call(let call):
            return ([call.callee] + call.arguments.map(\.value), call.trailingClosures.map(\.closure.body))
        case .member(let base, _, _): return ([base], [])
        case .subscriptAccess(let base, let arguments): return ([base] + arguments.map(\.value), [])
        case .prefix(_, let operand): return ([operand], [])
        case .binary(_, let left, let right): return ([left, right], [])
        case .ternary(let condition, let then, let otherwise): return ([condition, then, otherwise], [])
        case .array(let elements): return (Array(elements), [])
        case .string(let literal):
            return (literal.segments.compactMap { segment in
                if case .interpolation(let interpolation) = segment { return interpolation.value }
                return nil
            }, [])
        case .identifier, .integer, .float, .boolean, .nilLiteral, .implicitMember, .error:
            return ([], [])
        }
    }
}

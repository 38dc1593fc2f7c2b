/// Which display-environment values a tree's `EnvironmentChoice`s read,
/// so that a snapshot run can draw the branches a tree really has
/// (a stale branch only where an `if isStale` was written).
extension EnvironmentCondition {
    /// The keys this condition reads.
    public var keys: Set<String> {
        switch self {
        case .flag(let key), .equals(let key, _): [key]
        case .not(let inner): inner.keys
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.keys.union(rhs.keys)
        }
    }

    /// The keys every condition in `views` reads, at any depth (in
    /// children, view arguments such as a gauge's labels, and modifiers).
    public static func keys(in views: [ArchivedView]) -> Set<String> {
        var found: Set<String> = []
        var pending = views
        while let view = pending.popLast() {
            pending += view.children
            for argument in view.arguments {
                collect(argument.value, into: &found, pending: &pending)
            }
            for modifier in view.modifiers {
                for argument in modifier.arguments {
                    collect(argument.value, into: &found, pending: &pending)
                }
            }
        }
        return found
    }

    private static func collect(
        _ value: ArchiveValue, into found: inout Set<String>, pending: inout [ArchivedView]
    ) {
        switch value {
        case .condition(let condition): found.formUnion(condition.keys)
        case .views(let views): pending += views
        case .list(let items): for item in items { collect(item, into: &found, pending: &pending) }
        default: break
        }
    }
}

import WidgetSyntax

/// The value rules of instantiation, on every branch: a view statement
/// that reads no value (no entry field, binding, parameter or display-time
/// name) is built exactly as instantiation builds it, by `ArchivedViewBuilder` and
/// the conversions it calls (`Keywords`, `FontConversion`, ...), so one
/// table decides both. Such a statement draws the same for every entry;
/// what fails here fails for every entry that takes its branch, whatever
/// branch the placeholder takes. A statement that reads values is not
/// built; its modifiers whose arguments read no value are converted on
/// their own, as is a `ForEach`'s constant data, and its closures'
/// statements are judged one by one. A
/// statement or modifier holding a checker error is left to that error,
/// which says more.
enum ConstantValues {
    /// Checks every view statement of `blocks`, on every branch; `judged`
    /// are the ranges of the errors the checker's other passes found.
    static func check(
        _ blocks: [Block], reusableViews: UserViews, judged: [SourceRange],
        into diagnostics: inout [Diagnostic]
    ) {
        var pass = Pass(views: reusableViews, judged: judged)
        for block in blocks { pass.check(block) }
        diagnostics += pass.found
    }

    /// One declaration's check: what it found, and which nodes read values.
    private struct Pass {
        let views: UserViews
        let judged: [SourceRange]
        var reads = ValueReads()
        var found: [Diagnostic] = []

        init(views: UserViews, judged: [SourceRange]) {
            self.views = views
            self.judged = judged
        }

        mutating func check(_ block: Block) {
            _ = block.forEachViewStatement { expression in
                if reads.reads(expression) {
                    found += constantModifiers(of: expression)
                    found += constantForEachData(of: expression)
                    forEachClosure(in: expression) { check($0.body) }
                } else if !isJudged(expression.range) {
                    found += ConstantValues.build(expression, views)
                }
                return true
            }
        }

        /// Whether an error of another pass lies within `range`.
        func isJudged(_ range: SourceRange) -> Bool {
            judged.contains { range.start <= $0.start && $0.end <= range.end }
        }

        /// What converting each modifier of a chain whose arguments read no
        /// value reports: `Text(entry.title).redacted(reason: [])`. Only a
        /// chain on a view is one (`p.move(to: .zero)` is not).
        mutating func constantModifiers(of expression: Expr) -> [Diagnostic] {
            guard FamilyWalker.rootView(expression)?.name.first?.isUppercase == true else {
                return []
            }
            var found: [Diagnostic] = []
            var link = expression
            while case .call(let call) = link.kind,
                case .member(let base, let name, _) = call.callee.kind
            {
                let span = SourceRange(start: name.range.start, end: link.range.end)
                // A helper, `.modifier(_:)` or a custom style is expanded,
                // not converted: its statements are judged where they are written.
                let isExpanded =
                    views.helpers[name.name] != nil || name.name == "modifier"
                    || views.customStyle(call) != nil
                if !isJudged(span), !isExpanded {
                    // Arguments that read values only in `? :` conditions are
                    // converted down both branches.
                    let branches: [Bool?] =
                        !reads.reads(call)
                        ? [nil] : !readsValuesBesideConditions(call) ? [true, false] : []
                    for branch in branches {
                        found += ConstantValues.convert(
                            name, call, at: link.range, branch: branch, views)
                    }
                }
                link = base
            }
            return found
        }

        /// What reading a `ForEach`'s data that reads no value reports:
        /// `ForEach(5...1) { i in Text(entry.title) }`.
        mutating func constantForEachData(of expression: Expr) -> [Diagnostic] {
            var root = expression
            while case .call(let call) = root.kind,
                case .member(let base, _, _) = call.callee.kind
            {
                root = base
            }
            guard case .call(let call) = root.kind, call.calleeName == "ForEach",
                let data = call.arguments.first(where: { $0.label == nil })?.value,
                !reads.reads(data), !isJudged(data.range)
            else { return [] }
            return ConstantValues.reported(.none) { builder throws(InstantiationFailure) in
                _ = try builder.forEachElements(data)
            }
        }

        /// Whether a call's arguments read a value other than in the
        /// condition of a `? :` (whose branches are then constants).
        mutating func readsValuesBesideConditions(_ call: Call) -> Bool {
            func beside(_ expression: Expr, _ reads: inout ValueReads) -> Bool {
                if case .ternary(_, let then, let otherwise) = expression.kind {
                    return beside(then, &reads) || beside(otherwise, &reads)
                }
                return reads.reads(expression)
            }
            for argument in call.arguments where beside(argument.value, &reads) { return true }
            for trailing in call.trailingClosures where reads.reads(trailing.closure) {
                return true
            }
            return false
        }
    }

    /// What building a statement that reads no value reports, within the
    /// statement: a reusable view it uses may read `family` or the display
    /// environment in its body, which this build has not, and the view's
    /// own statements are judged where they are written.
    private static func build(_ expression: Expr, _ views: UserViews) -> [Diagnostic] {
        let found = reported(views) { builder throws(InstantiationFailure) in
            _ = try builder.views(expression)
        }
        let range = expression.range
        return found.filter { range.start <= $0.range.start && $0.range.end <= range.end }
    }

    /// What `body` reports on a builder with no values in scope: the
    /// diagnostics it collected, then the failure that stopped it, if any.
    /// `branch` is the side every `? :` takes. A fresh builder per use:
    /// the view-count limit is a tree's.
    private static func reported(
        _ views: UserViews, branch: Bool? = nil,
        _ body: (inout ArchivedViewBuilder) throws(InstantiationFailure) -> Void
    ) -> [Diagnostic] {
        var builder = ArchivedViewBuilder(
            evaluator: ExpressionEvaluator(scopes: [[:]]), reusableViews: views)
        builder.ternaryBranch = branch
        builder.placementUnknown = true
        do {
            try body(&builder)
            return builder.diagnostics
        } catch {
            return builder.diagnostics + [error.diagnostic]
        }
    }

    /// What converting one modifier reports, down one branch of its `? :`s.
    private static func convert(
        _ name: Name, _ call: Call, at range: SourceRange, branch: Bool?,
        _ views: UserViews
    ) -> [Diagnostic] {
        reported(views, branch: branch) { builder throws(InstantiationFailure) in
            _ = try builder.modifiers(name, call, at: range)
        }
    }

    /// The view closures of an expression's calls, outermost first: not
    /// the value closures of `filter`, `map` and the other collection
    /// methods (`ClosureMethod`), nor a closure written as a value.
    private static func forEachClosure(in expression: Expr, _ visit: (Closure) -> Void) {
        var valueClosures = false
        switch expression.kind {
        case .closure: return
        // Only a call with built-in rows can be one (a table load by name id).
        case .call(let call) where !call.builtinRows.isEmpty:
            if case .member(_, let name, _) = call.callee.kind {
                valueClosures = ClosureMethod(rawValue: name.name) != nil
            }
        default: break
        }
        expression.forEachChild(
            { forEachClosure(in: $0, visit) },
            closures: { closure in if !valueClosures { visit(closure) } })
    }
}

/// Whether each expression and closure of one tree reads a value, each
/// node judged once: a statement's answer is its children's, which the
/// statements nested in its closures then read from here instead of
/// walking their subtrees again at every level.
///
/// An expression reads a value when it is a lowercase name (`entry`, a
/// binding, a parameter, `family`) or has a child that reads one; a
/// closure, when one of its statements is not a view statement reading
/// nothing. Type names (`Font`, `Color`) and implicit members (`.tight`)
/// are constants.
struct ValueReads {
    /// Per node index of `tree` from `first`: 0 not judged yet, 1 reads
    /// nothing, 2 reads. It covers the nodes seen so far, one
    /// declaration's, not the whole file's.
    private var judged: [UInt8] = []
    private var first = 0
    private var tree: TreeView?

    /// Whether `expression` reads a value.
    mutating func reads(_ expression: Expr) -> Bool {
        let slot = prepare(expression.tree, expression.index)
        if judged[slot] != 0 { return judged[slot] == 2 }
        var result = false
        if case .identifier(let name) = expression.kind {
            // `Self.spacing` reads the enclosing type, which a build with
            // no values in scope has not.
            result = name.name.first?.isUppercase != true || name.name == "Self"
        } else {
            expression.forEachChild(
                { child in if !result { result = reads(child) } },
                closures: { closure in if !result { result = reads(closure) } })
        }
        // The children may have grown the range downwards: the slot again.
        judged[prepare(expression.tree, expression.index)] = result ? 2 : 1
        return result
    }

    /// Whether a call's arguments or closures read a value (not its callee).
    mutating func reads(_ call: Call) -> Bool {
        for argument in call.arguments where reads(argument.value) { return true }
        for trailing in call.trailingClosures where reads(trailing.closure) { return true }
        return false
    }

    /// Whether a closure has a statement other than a view statement that
    /// reads nothing.
    mutating func reads(_ closure: Closure) -> Bool {
        let slot = prepare(closure.tree, closure.index)
        if judged[slot] != 0 { return judged[slot] == 2 }
        var result = false
        for statement in closure.body.statements {
            guard case .expression(let inner) = statement.kind, !reads(inner) else {
                result = true
                break
            }
        }
        judged[prepare(closure.tree, closure.index)] = result ? 2 : 1
        return result
    }

    /// The slot of node `index`: the range grows to take it, doubling
    /// downwards (a parent's children come before it); another tree
    /// starts afresh.
    private mutating func prepare(_ tree: TreeView, _ index: UInt32) -> Int {
        let index = Int(index)
        if self.tree != tree {
            self.tree = tree
            judged = [0]
            first = index
        }
        if index < first {
            let start = max(0, min(index, first - judged.count))
            judged.insert(contentsOf: repeatElement(0, count: first - start), at: 0)
            first = start
        } else if index >= first + judged.count {
            judged.append(contentsOf: repeatElement(0, count: index + 1 - first - judged.count))
        }
        return index - first
    }
}

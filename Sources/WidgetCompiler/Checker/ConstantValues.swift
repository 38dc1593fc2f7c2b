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
        _ blocks: [Block], reusableViews: [String: ViewDecl], judged: [SourceRange],
        into diagnostics: inout [Diagnostic]
    ) {
        var found: [Diagnostic] = []
        for block in blocks { check(block, reusableViews, judged, &found) }
        diagnostics += found
    }

    private static func check(
        _ block: Block, _ views: [String: ViewDecl], _ judged: [SourceRange],
        _ found: inout [Diagnostic]
    ) {
        _ = block.forEachViewStatement { expression in
            if readsValues(expression) {
                found +=
                    constantModifiers(of: expression, views, judged)
                    + constantForEachData(of: expression, judged)
                forEachClosure(in: expression) { check($0.body, views, judged, &found) }
            } else if !judged.contains(where: {
                expression.range.start <= $0.start && $0.end <= expression.range.end
            }) {
                found += build(expression, views)
            }
            return true
        }
    }

    /// What building a statement that reads no value reports, within the
    /// statement: a reusable view it uses may read `family` or the display
    /// environment in its body, which this build has not, and the view's
    /// own statements are judged where they are written.
    private static func build(_ expression: Expr, _ views: [String: ViewDecl]) -> [Diagnostic] {
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
        _ views: [String: ViewDecl], branch: Bool? = nil,
        _ body: (inout ArchivedViewBuilder) throws(InstantiationFailure) -> Void
    ) -> [Diagnostic] {
        var builder = ArchivedViewBuilder(
            evaluator: ExpressionEvaluator(scopes: [[:]]), reusableViews: views)
        builder.ternaryBranch = branch
        do {
            try body(&builder)
            return builder.diagnostics
        } catch {
            return builder.diagnostics + [error.diagnostic]
        }
    }

    /// What converting each modifier of a chain whose arguments read no
    /// value reports: `Text(entry.title).redacted(reason: [])`. Only a
    /// chain on a view is one (`p.move(to: .zero)` is not).
    private static func constantModifiers(
        of expression: Expr, _ views: [String: ViewDecl], _ judged: [SourceRange]
    ) -> [Diagnostic] {
        guard FamilyWalker.rootView(expression)?.name.first?.isUppercase == true else { return [] }
        var found: [Diagnostic] = []
        var link = expression
        while case .call(let call) = link.kind,
            case .member(let base, let name, _) = call.callee.kind
        {
            let span = SourceRange(start: name.range.start, end: link.range.end)
            if !judged.contains(where: { span.start <= $0.start && $0.end <= span.end }) {
                // Arguments that read values only in `? :` conditions are
                // converted down both branches.
                let branches: [Bool?] =
                    !readsValues(call)
                    ? [nil] : !readsValuesBesideConditions(call) ? [true, false] : []
                for branch in branches {
                    found += convert(name, call, at: link.range, branch: branch, views)
                }
            }
            link = base
        }
        return found
    }

    /// What reading a `ForEach`'s data that reads no value reports:
    /// `ForEach(5...1) { i in Text(entry.title) }`.
    private static func constantForEachData(of expression: Expr, _ judged: [SourceRange])
        -> [Diagnostic]
    {
        var root = expression
        while case .call(let call) = root.kind, case .member(let base, _, _) = call.callee.kind {
            root = base
        }
        guard case .call(let call) = root.kind, call.calleeName == "ForEach",
            let data = call.arguments.first(where: { $0.label == nil })?.value, !readsValues(data),
            !judged.contains(where: { data.range.start <= $0.start && $0.end <= data.range.end })
        else { return [] }
        return reported([:]) { builder throws(InstantiationFailure) in
            _ = try builder.forEachElements(data)
        }
    }

    /// What converting one modifier reports, down one branch of its `? :`s.
    private static func convert(
        _ name: Name, _ call: Call, at range: SourceRange, branch: Bool?,
        _ views: [String: ViewDecl]
    ) -> [Diagnostic] {
        reported(views, branch: branch) { builder throws(InstantiationFailure) in
            _ = try builder.modifier(name, call, at: range)
        }
    }

    /// Whether a call's arguments read a value other than in the condition
    /// of a `? :` (whose branches are then constants).
    private static func readsValuesBesideConditions(_ call: Call) -> Bool {
        func reads(_ expression: Expr) -> Bool {
            if case .ternary(_, let then, let otherwise) = expression.kind {
                return reads(then) || reads(otherwise)
            }
            return readsValues(expression)
        }
        return call.arguments.contains { reads($0.value) }
            || call.trailingClosures.contains { readsValues($0.closure) }
    }

    /// The closures of an expression's calls, outermost first.
    private static func forEachClosure(in expression: Expr, _ visit: (Closure) -> Void) {
        expression.forEachChild({ forEachClosure(in: $0, visit) }, closures: visit)
    }

    /// Whether an expression reads a value: a lowercase name (`entry`, a
    /// binding, a parameter, `family`), or a closure with a statement that
    /// is not a view statement reading nothing. Type names (`Font`,
    /// `Color`) and implicit members (`.tight`) are constants.
    static func readsValues(_ expression: Expr) -> Bool {
        if case .identifier(let name) = expression.kind, name.name.first?.isUppercase != true {
            return true
        }
        var reads = false
        expression.forEachChild(
            { child in
                if !reads { reads = readsValues(child) }
            },
            closures: { closure in
                if !reads { reads = readsValues(closure) }
            })
        return reads
    }

    /// Whether a call's arguments or closures read a value (not its callee).
    static func readsValues(_ call: Call) -> Bool {
        call.arguments.contains { readsValues($0.value) }
            || call.trailingClosures.contains { readsValues($0.closure) }
    }

    private static func readsValues(_ closure: Closure) -> Bool {
        !closure.body.statements.allSatisfy { statement in
            if case .expression(let inner) = statement.kind { return !readsValues(inner) }
            return false
        }
    }
}

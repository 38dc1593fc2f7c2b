import Foundation
import WidgetArchive
import WidgetSyntax

/// Builds the resolved views of one body for one entry and one family:
/// statements are run (`if`, `switch`, `ForEach`, reusable views expanded),
/// calls are matched to the catalog, and every argument is converted to an
/// `ArchiveValue` by its parameter type. A view that fails is reported
/// and left out; the rest is built.
struct ArchivedViewBuilder {
    var evaluator: ExpressionEvaluator
    /// The file's reusable views, view modifiers and helpers.
    let reusableViews: UserViews
    /// The names the reusable view being built reads as views: `self`
    /// in a helper, `content` in a `ViewModifier`, a `some View`
    /// parameter; each holds the views built where the view was used.
    private var viewBindings: [String: [ArchivedView]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// When set, a `? :` in an argument takes this branch without reading
    /// its condition: the checker converts both branches (`ConstantValues`).
    var ternaryBranch: Bool?
    private var expansionDepth = 0
    /// How many `GeometryReader`s the build is inside: there a length may
    /// read the reader's size (`ReaderLength`).
    private var readerDepth = 0
    /// How many `Chart`s the build is inside: marks are drawn only there.
    private var chartDepth = 0
    /// How many `chartXAxis { ... }` or `chartYAxis { ... }` closures the
    /// views being built are in: axis content is drawn only there.
    private var axisDepth = 0
    /// Whether the views are built out of their place (the checker builds
    /// a constant statement of a closure alone): a mark or axis content is
    /// then not judged by where it is, which only the whole tree shows.
    var placementUnknown = false
    private var viewCount = 0
    /// The statement being built, where a view-count limit is reported.
    private var currentStatement = SourceRange(0, 0)

    /// The oldest iOS release the widget runs on (its `platform`), below
    /// which `#available` needs no choice.
    var minimumSystem = OSVersion(17)

    /// The most views one tree may have; a `ForEach` over a huge entry
    /// array stops here with `expansion-limit`.
    static let maximumViews = 20_000
    /// The deepest nesting of reusable views (a view that uses itself).
    static let maximumExpansionDepth = 64

    init(evaluator: ExpressionEvaluator, reusableViews: UserViews) {
        self.evaluator = evaluator
        self.evaluator.functions = reusableViews.functions
        self.evaluator.enums = reusableViews.enums
        self.evaluator.statics = reusableViews.statics
        self.reusableViews = reusableViews
    }

    // MARK: Statements

    /// A block's views; a `let` binds its name for the statements after
    /// it. When a `let`'s value fails, the statements after it are not
    /// built: they would only report its name as unknown.
    mutating func build(_ block: Block) -> [ArchivedView] {
        evaluator.bind([:])
        let outerBindings = viewBindings
        defer {
            evaluator.unbind()
            viewBindings = outerBindings
        }
        return build(Array(block.compiledStatements)[...])
    }

    /// Statements of one block, in order, in the block's scope. A `let`
    /// whose value depends on the display (`let tint = if colorScheme ==
    /// .dark { .white } else { .black }`) makes the statements from it to
    /// the block's end an `EnvironmentChoice`, built once for each way its
    /// condition goes, as `choosing` does for one statement.
    private mutating func build(_ statements: ArraySlice<Statement>) -> [ArchivedView] {
        var views: [ArchivedView] = []
        for (offset, statement) in zip(statements.indices, statements) {
            let enclosing = currentStatement
            currentStatement = statement.range
            defer { currentStatement = enclosing }
            do {
                if case .letStatement(let statement) = statement.kind {
                    // `let background = LinearGradient(...)`: a name for views.
                    if Self.isViewValue(statement.value) {
                        viewBindings[statement.name.name] = try self.views(statement.value)
                    } else if let gradient = try gradientStyle(statement.value) {
                        // `let g = Gradient(colors: ...)`, `let fill =
                        // Color.orange.gradient`: held as the style it draws.
                        viewBindings[statement.name.name] = [gradient]
                    } else {
                        try evaluator.bind(statement)
                    }
                    continue
                }
                views += try choosing(statement)
                // `return` ends a function's body, as in Swift.
                if case .returnStatement = statement.kind { break }
            } catch {
                guard case .letStatement = statement.kind else {
                    diagnostics.append(error.diagnostic)
                    continue
                }
                if let condition = error.choice, evaluator.assumptions[condition] == nil,
                    evaluator.assumptions.count < Self.maximumChoices
                {
                    do throws(InstantiationFailure) {
                        views += try choice(condition) { $0.build(statements[offset...]) }
                    } catch {
                        diagnostics.append(error.diagnostic)
                    }
                } else {
                    diagnostics.append(error.diagnostic)
                }
                break
            }
        }
        return views
    }

    private mutating func build(_ statement: Statement) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        switch statement.kind {
        case .expression(let expression), .returnStatement(let expression):
            return try views(expression)
        case .ifStatement(let statement): return try build(statement)
        case .switchStatement(let statement):
            let subject = try evaluator.evaluate(statement.subject)
            for switchCase in statement.cases where !switchCase.isDefault {
                for pattern in switchCase.patterns {
                    // `switch activityFamily`: each case is a display-time
                    // condition, decided as an `if` on it is.
                    if case .environment(let key) = subject {
                        guard try evaluator.decideCase(key, pattern) else { continue }
                        if let condition = switchCase.whereClause,
                            !(try evaluator.decide(condition))
                        {
                            continue
                        }
                        return build(switchCase.body)
                    }
                    if let bound = try evaluator.match(pattern, subject) {
                        evaluator.bind(bound)
                        defer { evaluator.unbind() }
                        if let condition = switchCase.whereClause,
                            !(try evaluator.decide(condition))
                        {
                            continue
                        }
                        return build(switchCase.body)
                    }
                }
            }
            if let fallback = statement.cases.first(where: \.isDefault) {
                return build(fallback.body)
            }
            return []
        // Only in functions that return values (the parser refuses them
        // in a view builder); a `#if`'s compiled clause is built in its
        // place (`compiledStatements`).
        case .letStatement, .guardStatement, .assignment, .forStatement, .conditionalCompilation,
            .error:
            return []
        }
    }

    /// How many display-time conditions one statement's values may
    /// depend on: each doubles the builds of the statement (CHOICE).
    static let maximumChoices = 3

    /// A statement whose values depend on the display (the colour of
    /// `.foregroundStyle(colorScheme == .dark ? .white : .black)`) is built
    /// once for each way its display-time conditions go, and archived as
    /// an `EnvironmentChoice` between the builds, as an `if` on them is:
    /// the renderer picks the build for its display, as SwiftUI evaluates
    /// the ternary there. Diagnostics that both builds report are kept once.
    private mutating func choosing(_ statement: Statement, depth: Int = 0)
        throws(InstantiationFailure) -> [ArchivedView]
    {
        do {
            return try build(statement)
        } catch {
            guard let choice = error.choice, depth < Self.maximumChoices,
                evaluator.assumptions[choice] == nil
            else { throw error }
            return try self.choice(choice) { builder throws(InstantiationFailure) in
                try builder.choosing(statement, depth: depth + 1)
            }
        }
    }

    /// An `EnvironmentChoice` on `condition` between what `build` makes
    /// when it holds and when it does not. Diagnostics that both builds
    /// report are kept once.
    private mutating func choice(
        _ condition: EnvironmentCondition,
        _ build: (inout Self) throws(InstantiationFailure) -> [ArchivedView]
    ) throws(InstantiationFailure) -> [ArchivedView] {
        let reported = diagnostics.count
        defer {
            evaluator.assumptions[condition] = nil
            var seen = Set<Diagnostic>()
            let added = diagnostics[reported...].filter { seen.insert($0).inserted }
            diagnostics.replaceSubrange(reported..., with: added)
        }
        evaluator.assumptions[condition] = true
        let then = try build(&self)
        evaluator.assumptions[condition] = false
        let otherwise = try build(&self)
        try count(1)
        var arguments = ArchiveArguments()
        arguments[.condition] = .condition(condition)
        if !otherwise.isEmpty { arguments[.else] = .views(otherwise) }
        return [ArchivedView(.environmentChoice, arguments: arguments, children: then)]
    }

    /// `if`: conditions known now pick a branch; a condition on the display
    /// environment becomes an `EnvironmentChoice` holding both branches.
    private mutating func build(_ statement: IfStatement) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        var bindings: [String: RuntimeValue] = [:]
        var pending: EnvironmentCondition?
        var holds = true
        evaluator.bind([:])
        defer { evaluator.unbind() }
        for condition in statement.conditions where holds {
            switch condition.kind {
            case .expression(let expression):
                switch try evaluator.evaluate(expression) {
                case .bool(let flag): holds = flag
                case .condition(let environment):
                    pending = pending.map { .and($0, environment) } ?? environment
                case let other:
                    throw InstantiationFailure(
                        .conditionNotBool(found: other.kindName), at: expression.range)
                }
            case .optionalBinding(let name, let value):
                let bound: RuntimeValue
                if let value {
                    bound = try evaluator.evaluate(value)
                } else {
                    bound = try evaluator.lookup(name.name, at: name.range)
                }
                if bound == .null { holds = false } else { bindings[name.name] = bound }
                evaluator.unbind()
                evaluator.bind(bindings)
            case .casePattern(let pattern, let value):
                if let bound = try evaluator.match(pattern, try evaluator.evaluate(value)) {
                    bindings.merge(bound) { _, new in new }
                    evaluator.unbind()
                    evaluator.bind(bindings)
                } else {
                    holds = false
                }
            case .available(let availability):
                // Decided where the widget is displayed: both branches are
                // archived when some iOS release the widget runs on lacks
                // the version (`systemCondition`).
                switch systemCondition(availability) {
                case .always: break
                case .never: holds = false
                case .when(let environment):
                    pending = pending.map { .and($0, environment) } ?? environment
                }
            }
        }
        if !holds { return try elseViews(statement.elseBranch) }
        let then = build(statement.thenBlock)
        guard let pending else { return then }
        let elseViews = try self.elseViews(statement.elseBranch)
        try count(1)
        var arguments = ArchiveArguments()
        arguments[.condition] = .condition(pending)
        if !elseViews.isEmpty { arguments[.else] = .views(elseViews) }
        return [ArchivedView(.environmentChoice, arguments: arguments, children: then)]
    }

    /// When `#available(iOS 17.0, *)` holds among the iOS releases
    /// (`SystemRelease`) from the widget's own minimum up: always, never,
    /// or on some, a display-time condition on `systemVersion`. Another
    /// platform's version says nothing about an iOS device (`*`).
    func systemCondition(_ availability: Availability) -> SystemChoice {
        let names = ["iOS", "iOSApplicationExtension", "iPadOS", "iPadOSApplicationExtension"]
        guard let spec = availability.platforms.first(where: { names.contains($0.platform.name) }),
            let version = OSVersion(spec.version)
        else { return .always }
        let oldest =
            SystemRelease.versions.last(where: { $0 <= minimumSystem }) ?? SystemRelease.versions[0]
        let reached = SystemRelease.versions.filter { $0 >= oldest }
        let holding = reached.filter { $0 >= version }
        if holding.count == reached.count { return .always }
        if holding.isEmpty { return .never }
        return .when(
            ExpressionEvaluator.anyOf(
                EnvironmentKey.systemVersion.rawValue, holding.map(SystemRelease.name),
                among: SystemRelease.names))
    }

    /// How an `#available` condition goes on the releases a widget runs on.
    enum SystemChoice {
        case always, never
        case when(EnvironmentCondition)
    }

    private mutating func elseViews(_ branch: ElseBranch?) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        switch branch {
        case .block(let block)?: return build(block)
        case .elseIf(let nested, _)?: return try build(nested)
        case nil: return []
        }
    }

    mutating func count(_ added: Int) throws(InstantiationFailure) {
        viewCount += added
        if viewCount > Self.maximumViews {
            throw InstantiationFailure(
                .tooManyViews(limit: Self.maximumViews), at: currentStatement)
        }
    }

    // MARK: Views

    /// The views an expression in a view position makes: usually one; a
    /// `ForEach` or a reusable view with several statements makes several.
    /// Each view made here without an origin gets the expression's range
    /// as one, so the innermost call that made a view names it
    /// (`Text("a").bold()` is the `Text`; a reusable view's content keeps
    /// the places in its body).
    mutating func views(_ expression: Expr) throws(InstantiationFailure) -> [ArchivedView] {
        var made = try makeViews(expression)
        let origin = ViewOrigin(start: expression.range.start, end: expression.range.end)
        for index in made.indices where made[index].origin == nil {
            made[index].origin = origin
        }
        return made
    }

    private mutating func makeViews(_ expression: Expr) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        switch expression.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let callee):
                let name = callee.name
                if name == "ForEach" { return try forEach(call, at: expression.range) }
                if !evaluator.members.byName.isEmpty, let member = evaluator.members.byName[name],
                    member.returnsView, !member.isComputedProperty
                {
                    let arguments = try evaluator.arguments(of: member, call, at: expression.range)
                    return try build(member, arguments, at: expression.range)
                }
                if !evaluator.functions.isEmpty, let function = evaluator.functions[name],
                    function.returnsView
                {
                    let arguments = try evaluator.arguments(
                        of: function, call, at: expression.range)
                    return try build(function, arguments, at: expression.range, inViewScope: false)
                }
                if !reusableViews.isEmpty, let decl = reusableViews.views[name] {
                    return try expand(decl, call, at: expression.range)
                }
                if !reusableViews.isEmpty, let decl = reusableViews.shapes[name] {
                    return [try shapeView(decl, call, at: expression.range)]
                }
                return [try view(named: name, call, at: expression.range)]
            case .member(let base, let name, _):
                // `self.row(item)`: a view struct's own view function.
                if !evaluator.members.byName.isEmpty, base.isSelf, viewBindings["self"] == nil,
                    let member = evaluator.members.byName[name.name], member.returnsView
                {
                    let arguments = try evaluator.arguments(of: member, call, at: expression.range)
                    return try build(member, arguments, at: expression.range)
                }
                if !reusableViews.isEmpty, let helper = reusableViews.helpers[name.name] {
                    return try expand(helper, call, at: expression.range, receiver: single(base))
                }
                if !reusableViews.modifiers.isEmpty, name.name == "modifier" {
                    return try applyModifier(call, to: single(base), at: expression.range)
                }
                if let (decl, made, style) = reusableViews.customStyle(call) {
                    return [try styled(single(base), decl, made, style, at: expression.range)]
                }
                return [try modified(base, name, call, at: expression.range)]
            default:
                break
            }
        case .binary(.add, let left, let right):
            return [try concatenation(left, right)]
        case .member(let base, let name, _):
            if case .identifier("Color") = base.kind {
                return [try colorView(ColorConversion.color(expression, evaluator: evaluator))]
            }
            if base.isSelf, viewBindings["self"] == nil,
                let member = evaluator.members.byName[name.name], member.returnsView
            {
                return try build(member, [:], at: expression.range)
            }
            if let held = heldViews(expression) { return held }
        case .ternary(let condition, let then, let otherwise):
            return try views(evaluator.decide(condition) ? then : otherwise)
        case .identifier(let name):
            if let held = heldViews(expression) { return held }
            if let member = evaluator.members.byName[name.name], member.returnsView,
                member.isComputedProperty
            {
                return try build(member, [:], at: expression.range)
            }
        default:
            break
        }
        throw InstantiationFailure(.notAView(), at: expression.range)
    }

    /// One view: several are grouped (modifiers then apply to each, as on a `Group`).
    private mutating func single(_ expression: Expr) throws(InstantiationFailure) -> ArchivedView {
        let made = try views(expression)
        if made.count == 1 { return made[0] }
        try count(1)
        return ArchivedView(.group, children: made)
    }

    private mutating func colorView(_ color: ArchiveColor) throws(InstantiationFailure)
        -> ArchivedView
    {
        try count(1)
        var arguments = ArchiveArguments()
        arguments[.color] = .color(color)
        return ArchivedView(.color, arguments: arguments)
    }

    /// The elements a `ForEach` runs over; the checker reads a constant
    /// one's with it (`ConstantValues`).
    func forEachElements(_ data: Expr) throws(InstantiationFailure) -> [RuntimeValue] {
        let value = try evaluator.evaluate(data)
        if let items = try ExpressionEvaluator.rangeElements(
            value, limit: Self.maximumViews,
            orElse: InstantiationFailure(.rangeTooLong(limit: Self.maximumViews), at: data.range))
        {
            return items
        }
        switch value {
        case .array(let items): return items
        case .null:
            throw InstantiationFailure(
                .nilValue(ExpressionEvaluator.describe(data)), at: data.range)
        case let other:
            throw InstantiationFailure(.forEachData(found: other.kindName), at: data.range)
        }
    }

    /// `base.name(arguments)`: a modifier on the views of `base`.
    private mutating func modified(_ base: Expr, _ name: Name, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        var view = try single(base)
        view.modifiers += try modifiers(name, call, at: range)
        return view
    }

    /// `padding(EdgeInsets(top:leading:bottom:trailing:))`: a padding of
    /// each edge that has one, innermost the top, which lays out as the
    /// one padding does (paddings add up); nil for another call.
    private func insetPadding(_ call: Call) throws(InstantiationFailure) -> [ArchivedModifier]? {
        guard call.modifierKind == .padding, call.arguments.count == 1,
            call.arguments[0].label == nil,
            // Another padding's argument is the usual conversion's to judge.
            case .record(let fields)? = try? evaluator.evaluate(call.arguments[0].value),
            Set(fields.keys) == ["top", "leading", "bottom", "trailing"]
        else { return nil }
        var paddings: [ArchivedModifier] = []
        let edges: [(String, EdgeSet)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ]
        for (name, edge) in edges {
            guard let length = fields[name]?.number else {
                throw InstantiationFailure(
                    .expectedNumber(found: fields[name]?.kindName ?? "nil"),
                    at: call.arguments[0].value.range)
            }
            guard length != 0 else { continue }
            var arguments = ArchiveArguments()
            arguments[.edges] = .edges(edge)
            arguments[.length] = .number(length)
            paddings.append(ArchivedModifier(.padding, arguments: arguments))
        }
        return paddings
    }

    /// The modifiers `.name(arguments)` archives, its arguments converted:
    /// usually one; none for one that does nothing as written
    /// (`.redacted(reason: [])`, the empty set of reasons), one per edge
    /// for `padding(EdgeInsets(...))` (`insetPadding`). The checker
    /// converts a modifier whose arguments read no value with it
    /// (`ConstantValues`), whatever its base.
    mutating func modifiers(_ name: Name, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> [ArchivedModifier]
    {
        if let insets = try insetPadding(call) { return insets }
        return try modifier(name, call, at: range).map { [$0] } ?? []
    }

    /// The one modifier `.name(arguments)` archives, or nil (`modifiers`).
    private mutating func modifier(_ name: Name, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedModifier?
    {
        guard let kind = call.modifierKind, let entry = call.catalogModifier else {
            throw InstantiationFailure(.modifierNotKnown(name.name), at: name.range)
        }
        if kind == .redacted, let reason = call.arguments.first?.value,
            try isEmptyOptionSet(reason)
        {
            return nil
        }
        // `environment(\.font, .caption)` sets the font below, as `font(_:)` does.
        if kind == .environment, call.arguments.count == 2,
            case .keyPath(nil, let components) = call.arguments[0].value.kind,
            components.count == 1, components[0].name == "font"
        {
            var arguments = ArchiveArguments()
            arguments[.value] = .font(
                try FontConversion.font(call.arguments[1].value, evaluator: evaluator))
            return ArchivedModifier(.font, arguments: arguments)
        }
        // `.tint(nil)`: SwiftUI takes an optional colour there, nil for the default.
        if Self.optionalColorModifiers.contains(kind), call.arguments.count == 1,
            try isNil(call.arguments[0].value)
        {
            return nil
        }
        let isAxis = kind == .chartXAxis || kind == .chartYAxis
        if isAxis { axisDepth += 1 }
        defer { if isAxis { axisDepth -= 1 } }
        let arguments = try self.arguments(call, entry: entry, owner: name.name, at: range)
        if kind == .environment { try checkSetting(arguments.values, call) }
        if isAxis, case .views(let views)? = arguments.values[.content],
            let other = views.first(where: { $0.kind != .axisMarks })
        {
            throw InstantiationFailure(.axisContent(other.kind.name), at: range)
        }
        return ArchivedModifier(kind, arguments: arguments.values)
    }

    /// `environment(\.colorScheme, .large)`: a value of another key's
    /// set, which a later form of the modifier took, is refused.
    private func checkSetting(_ values: ArchiveArguments, _ call: Call)
        throws(InstantiationFailure)
    {
        guard case .keyword(let key)? = values[.key], case .keyword(let value)? = values[.value],
            let setting = EnvironmentSetting(rawValue: key), !setting.values.contains(value)
        else { return }
        throw InstantiationFailure(
            .environmentCase(key, allowed: setting.values, found: value),
            at: call.arguments.last?.value.range ?? call.callee.range)
    }

    /// The modifiers whose colour SwiftUI takes as an optional (`Color?`):
    /// nil leaves the view as it was.
    static let optionalColorModifiers: Set<ModifierKind> = [
        .tint, .foregroundColor, .activityBackgroundTint, .activitySystemActionForegroundColor,
    ]

    /// Whether an argument is nil (through a `? :`, whose condition is
    /// decided as the statement's build assumes it).
    private func isNil(_ expression: Expr) throws(InstantiationFailure) -> Bool {
        if heldViews(expression) != nil { return false }
        switch expression.kind {
        case .nilLiteral: return true
        case .ternary(let condition, let then, let otherwise):
            var holds = ternaryBranch
            if holds == nil { holds = try evaluator.decide(condition) }
            return try isNil(holds == true ? then : otherwise)
        default:
            if Self.isConstantValue(expression) { return false }
            return try evaluator.evaluate(expression) == .null
        }
    }

    /// Whether an argument is written as a constant (`.red`, `Color.blue`,
    /// a literal, a value made by a type, `Gradient(colors: ...)`), which
    /// is never nil: only a value that reads the entry or a function may be.
    private static func isConstantValue(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember, .integer, .float, .string, .boolean: true
        case .call(let call):
            if case .identifier(let type) = call.callee.kind {
                type.name.first?.isUppercase == true
            } else {
                false
            }
        case .member(let base, _, _):
            if case .identifier(let type) = base.kind {
                type.name.first?.isUppercase == true
            } else {
                false
            }
        default: false
        }
    }

    /// Whether an option set argument is `[]` (through a `? :`, whose
    /// condition is decided as the statement's build assumes it).
    private func isEmptyOptionSet(_ expression: Expr) throws(InstantiationFailure) -> Bool {
        switch expression.kind {
        case .array(let elements): return elements.isEmpty
        case .ternary(let condition, let then, let otherwise):
            var holds = ternaryBranch
            if holds == nil { holds = try evaluator.decide(condition) }
            return try isEmptyOptionSet(holds == true ? then : otherwise)
        default: return false
        }
    }

    /// `Text(a) + Text(b).bold()`: one text whose runs keep their pieces'
    /// modifiers.
    private mutating func concatenation(_ left: Expr, _ right: Expr) throws(InstantiationFailure)
        -> ArchivedView
    {
        var runs: [TextRun] = []
        for side in [left, right] {
            let view = try single(side)
            guard view.kind == .text, case .text(let text)? = view[.text] else {
                throw InstantiationFailure(.textConcatenation(), at: side.range)
            }
            runs += text.runs.map { TextRun($0.content, modifiers: $0.modifiers + view.modifiers) }
        }
        var arguments = ArchiveArguments()
        arguments[.text] = .text(ArchiveText(runs))
        return ArchivedView(.text, arguments: arguments)
    }

    /// `ForEach(data) { item in ... }`: the body once per element, the
    /// views flattened into the parent as SwiftUI lays them out.
    private mutating func forEach(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        guard let data = call.arguments.first(where: { $0.label == nil }),
            let closure = call.trailingClosures.first?.closure
        else {
            throw InstantiationFailure(.forEachArguments(), at: range)
        }
        return try views(for: forEachElements(data.value), closure)
    }

    /// The views of `closure` for each element, its parameters bound as
    /// `ForEach` binds them (and as `Chart(data)` does).
    private mutating func views(for elements: [RuntimeValue], _ closure: Closure)
        throws(InstantiationFailure) -> [ArchivedView]
    {
        var views: [ArchivedView] = []
        for element in elements {
            var scope: [String: RuntimeValue] = [:]
            let parameters = Array(closure.parameters)
            if parameters.count == 2, case .record(let pair) = element, let offset = pair["offset"],
                let item = pair["element"]
            {
                // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in }`:
                // the tuple's two parts, as Swift destructures it.
                if parameters[0].name != "_" { scope[parameters[0].name] = offset }
                if parameters[1].name != "_" { scope[parameters[1].name] = item }
            } else if let parameter = parameters.first, parameter.name != "_" {
                scope[parameter.name] = element
            } else if parameters.isEmpty {
                // `ForEach(items, id: \.self) { Text($0) }`: the shorthand name.
                scope["$0"] = element
            }
            evaluator.bind(scope)
            views += build(closure.body)
            evaluator.unbind()
            if viewCount > Self.maximumViews { break }
        }
        return views
    }

    /// `.modifier(Name(...))`: the `ViewModifier` struct's body, with
    /// `content` the modified view.
    private mutating func applyModifier(
        _ call: Call, to content: ArchivedView, at range: SourceRange
    ) throws(InstantiationFailure) -> [ArchivedView] {
        guard let argument = call.arguments.first, case .call(let made) = argument.value.kind,
            let name = made.calleeName, let decl = reusableViews.modifiers[name]
        else {
            throw InstantiationFailure(.modifierNotKnown("modifier"), at: call.callee.range)
        }
        return try expand(decl, made, at: range, receiver: content)
    }

    /// A reusable view: its body with the arguments bound to its
    /// parameters, in a scope of its own (as a SwiftUI view struct sees
    /// only its properties). A helper or a `ViewModifier` is expanded
    /// with `receiver`, the view it modifies, as `self` or `content`; a
    /// style with `configuration`, the control it draws.
    mutating func expand(
        _ decl: ViewDecl, _ call: Call, at range: SourceRange, receiver: ArchivedView? = nil,
        configuration: StyleParts? = nil
    ) throws(InstantiationFailure) -> [ArchivedView] {
        guard expansionDepth < Self.maximumExpansionDepth else {
            throw InstantiationFailure(
                .expansionTooDeep(decl.name.name, limit: Self.maximumExpansionDepth), at: range)
        }
        var (scope, bindings) = try properties(of: decl, call, at: range)
        if let receiver { bindings[decl.form == .helper ? "self" : "content"] = [receiver] }
        if let configuration {
            for (name, views) in configuration.views {
                bindings[StyleConfiguration.viewName(name)] = views
            }
            scope[StyleConfiguration.parameter] = configuration.values
        }
        let saved = (evaluator.scopes, viewBindings, evaluator.members, evaluator.selfType)
        evaluator.scopes = [scope]
        viewBindings = bindings
        evaluator.members = MemberFunctions(decl)
        evaluator.selfType = decl.form == .helper ? nil : decl.name.name
        expansionDepth += 1
        let views = build(decl.body)
        expansionDepth -= 1
        (evaluator.scopes, viewBindings, evaluator.members, evaluator.selfType) = saved
        return views
    }

    /// A reusable view's properties as a call sets them: values by name,
    /// and the views of its view parameters.
    mutating func properties(of decl: ViewDecl, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ([String: RuntimeValue], [String: [ArchivedView]])
    {
        var scope: [String: RuntimeValue] = [:]
        var bindings: [String: [ArchivedView]] = [:]
        // Arguments come in the parameters' order, as Swift requires; a
        // parameter with a default may be left out. Trailing closures fill
        // the view parameters left after the arguments, the first in order
        // and later ones by label (`Card(title: t) { ... }`).
        var arguments = call.arguments.makeIterator()
        var next = arguments.next()
        var trailing = Array(call.trailingClosures)[...]
        if let initializer = decl.initializer {
            // `init(entry: Entry) { self.entry = entry ... }`: its
            // parameters take the call's arguments, and it sets the properties.
            scope = try evaluator.initializedProperties(decl, initializer, call, at: range)
        }
        for parameter in decl.parameters where decl.initializer == nil {
            let name = parameter.name.name
            if !parameter.isConstant, let argument = next,
                argument.label?.name == parameter.argumentLabel?.name
            {
                next = arguments.next()
                if parameter.holdsViews || parameter.type.isViewType {
                    bindings[name] = try viewArgument(argument.value)
                } else {
                    scope[name] = try evaluator.typed(argument.value, as: parameter.type)
                }
            } else if parameter.holdsViews, let closure = trailing.first,
                closure.label == nil || closure.label?.name == name
            {
                trailing = trailing.dropFirst()
                bindings[name] = build(closure.closure.body)
            } else if let fallback = parameter.defaultValue,
                parameter.type.isViewType || Self.isViewValue(fallback)
            {
                bindings[name] = try views(fallback)
            } else if let fallback = parameter.defaultValue {
                scope[name] = try evaluator.typed(fallback, as: parameter.type)
            } else {
                throw InstantiationFailure(
                    .missingViewArgument(name, for: decl.name.name), at: range)
            }
        }
        // `family` is the display environment's (`@Environment(\.widgetFamily)`
        // in the view's Swift), which every body reads, as the checker allows.
        if scope["family"] == nil, let family = try? evaluator.lookup("family", at: range) {
            scope["family"] = family
        }
        // `@Environment(\.locale) var locale`, `@Environment(\.widgetFamily)
        // var widgetFamily`: the value under the struct's own name.
        for property in decl.environment {
            guard let name = UserViews.canonicalName(of: property) else { continue }
            scope[property.name.name] = try? evaluator.lookup(name, at: range)
        }
        return (scope, bindings)
    }

    /// Whether a value is views rather than data: a call of a catalog view
    /// other than `Color` (a colour is a value), modifiers and all
    /// (`LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint:
    /// .bottom)`, `Text("a").bold()`). A name bound to one holds its views,
    /// as a `some View` parameter does.
    static func isViewValue(_ expression: Expr) -> Bool {
        var root = expression
        for _ in 0..<64 {
            guard case .call(let call) = root.kind else { return false }
            guard case .member(let base, _, _) = call.callee.kind else {
                return call.callee.catalogView != nil && call.calleeName != "Color"
            }
            root = base
        }
        return false
    }

    /// The views a name holds: `fade`, or `self.fade` in a view struct (a
    /// helper's `self` is the view it modifies, not a struct's).
    private func heldViews(_ expression: Expr) -> [ArchivedView]? {
        switch expression.kind {
        case .identifier(let name): viewBindings[name.name]
        case .member(let base, let name, _) where base.isSelf && viewBindings["self"] == nil:
            viewBindings[name.name]
        case .member(let base, let name, _):
            // `configuration.label` in a style's body.
            if case .identifier(let owner) = base.kind, owner.name == StyleConfiguration.parameter {
                viewBindings[StyleConfiguration.viewName(name.name)]
            } else {
                nil
            }
        default: nil
        }
    }

    /// The views an argument for a view parameter gives: a view, or the
    /// views of a closure (`content: { Text("a") }`, for `@ViewBuilder`).
    private mutating func viewArgument(_ value: Expr) throws(InstantiationFailure)
        -> [ArchivedView]
    {
        if case .closure(let closure) = value.kind { return build(closure.body) }
        return try views(value)
    }

    /// A view struct's member that makes views (`var header: some View`,
    /// `func row(_ item: Item) -> some View`): its statements, in the
    /// view's own scope with `arguments` bound.
    private mutating func build(
        _ member: FunctionDecl, _ arguments: [String: RuntimeValue], at range: SourceRange,
        inViewScope: Bool = true
    ) throws(InstantiationFailure) -> [ArchivedView] {
        guard expansionDepth < Self.maximumExpansionDepth else {
            throw InstantiationFailure(
                .expansionTooDeep(member.name.name, limit: Self.maximumExpansionDepth), at: range)
        }
        let saved = (evaluator.scopes, evaluator.members, viewBindings)
        evaluator.scopes = [inViewScope ? saved.0.first ?? [:] : [:], arguments]
        if !inViewScope {
            evaluator.members = .none
            viewBindings = [:]
        }
        expansionDepth += 1
        let views = build(member.body)
        expansionDepth -= 1
        (evaluator.scopes, evaluator.members, viewBindings) = saved
        return views
    }

    /// A catalog view.
    private mutating func view(named name: String, _ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        guard let kind = call.callee.viewKind, let entry = call.callee.catalogView else {
            throw InstantiationFailure(.viewNotKnown(name), at: call.callee.range)
        }
        try count(1)
        switch kind {
        case .text: return try text(call, entry: entry, at: range)
        case .path: return try pathView(evaluator.pathValue(call, at: range), at: range)
        case .geometryReader: return try geometryReader(call, at: range)
        case .controlWidgetToggle: return try controlToggle(call, entry: entry, at: range)
        case .chart: return try chart(call, entry: entry, at: range)
        case let mark where mark.isChartMark && chartDepth == 0 && !placementUnknown:
            throw InstantiationFailure(.markOutsideChart(name), at: call.callee.range)
        case let axis where axis.isAxisContent && axisDepth == 0 && !placementUnknown:
            throw InstantiationFailure(.axisOutsideAxis(name), at: call.callee.range)
        case .axisMarks:
            // Swift hands the closure each `AxisValue`: it must name it.
            if let closure = call.trailingClosures.first?.closure, closure.parameters.isEmpty {
                throw InstantiationFailure(.closureTakesValue(name), at: closure.range)
            }
        case .color:
            return try colorView(ColorConversion.color(call, evaluator: evaluator, at: range))
        default: break
        }
        // The closure that is the view's own content: a stack's children,
        // a button's or link's label.
        var built = try arguments(
            call, entry: entry, owner: name, at: range, mainClosure: kind.role.childClosure)
        let fill = Self.lazyStackFill(name, built.values)
        built.values[.pinnedViews] = nil
        return ArchivedView(
            kind, arguments: built.values, children: built.children,
            modifiers: fill.map { [$0] } ?? [])
    }

    /// A lazy stack takes the whole length offered across its axis
    /// (`ViewTable.aliases`): the frame that says so, aligned as its
    /// children are; nil for any other view.
    private static func lazyStackFill(_ name: String, _ values: ArchiveArguments)
        -> ArchivedModifier?
    {
        guard let limit = ViewTable.aliasFills[name] else { return nil }
        var frame = ArchiveArguments()
        frame[limit] = .number(.infinity)
        if case .keyword(let alignment)? = values[.alignment] {
            frame[.alignment] = .keyword(alignment)
        } else {
            frame[.alignment] = .keyword(ArchiveAlignment.center.rawValue)
        }
        return ArchivedModifier(.frame, arguments: frame)
    }

    /// `Text`: every form becomes one `text` argument of runs.
    private mutating func text(_ call: Call, entry: CatalogEntry, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        // A key's table and comment are the translator's.
        let labels = call.arguments.map { $0.label?.name }.filter {
            !["tableName", "comment"].contains($0)
        }
        var runs: [TextRun]
        func argument(_ label: String?) -> Expr? {
            call.arguments.first { $0.label?.name == label }?.value
        }
        switch labels {
        case [nil]:
            let expression = call.arguments[0].value
            if case .string(let literal) = expression.kind {
                // A literal is a LocalizedStringKey: SwiftUI reads its Markdown.
                runs = MarkdownText.apply(
                    Self.runs(try evaluator.interpolate(literal, localized: true)))
            } else if let symbol = try evaluator.inlineSymbol(expression) {
                // `Text(Image(systemName:))`: the symbol as text.
                runs = [TextRun(.symbol(symbol))]
            } else {
                switch try evaluator.evaluate(expression) {
                case .string(let words): runs = [TextRun(.plain(words))]
                case .text(let inner): runs = inner
                case .range(.date(let lower), .date(let upper), _):
                    // CHOICE: `Text(start...end)` is drawn as two times
                    // with an en dash, which the renderer formats.
                    runs = [
                        TextRun(.date(lower, style: DateStyle.time.rawValue)),
                        TextRun(.plain(" – ")),
                        TextRun(.date(upper, style: DateStyle.time.rawValue)),
                    ]
                case .null:
                    throw InstantiationFailure(
                        .nilValue(ExpressionEvaluator.describe(expression)), at: expression.range)
                case let other:
                    throw InstantiationFailure(
                        .textArgument(found: other.kindName), at: expression.range)
                }
            }
        case ["verbatim"]:
            let expression = call.arguments[0].value
            let value = try evaluator.evaluate(expression)
            runs = [TextRun(.plain(try InterpolationText.plain(value, at: expression.range)))]
        case [nil, "style"]:
            let expression = call.arguments[0].value
            guard case .date(let date) = try evaluator.evaluate(expression) else {
                throw InstantiationFailure(.styleNeedsDate(), at: expression.range)
            }
            runs = [
                TextRun(
                    .date(
                        date,
                        style: try Keywords.keyword(
                            argument("style")!, for: Keywords.Key.dateStyle, evaluator: evaluator)))
            ]
        case [nil, "format"]:
            let expression = call.arguments[0].value
            if let run = try SystemFormatText(evaluator: evaluator).run(
                expression, argument("format")!)
            {
                runs = [run]
                break
            }
            let value = try evaluator.evaluate(expression)
            if case .date(let date) = value {
                runs = [
                    TextRun(
                        .plain(
                            try DateFormatting.format(
                                date, style: argument("format")!, evaluator: evaluator)))
                ]
            } else {
                runs = [
                    TextRun(
                        .plain(
                            try NumberFormatting.format(
                                value, with: argument("format")!, evaluator: evaluator)))
                ]
            }
        default:
            guard let interval = argument("timerInterval") else {
                throw InstantiationFailure(.textForm(), at: range)
            }
            guard
                case .range(.date(let start), .date(let end), _) = try evaluator.evaluate(interval)
            else {
                throw InstantiationFailure(.timerInterval(), at: interval.range)
            }
            var pause: Date?
            if let expression = argument("pauseTime") {
                switch try evaluator.evaluate(expression) {
                case .date(let date): pause = date
                case .null: pause = nil
                case let other:
                    throw InstantiationFailure(
                        .pauseTimeType(found: other.kindName), at: expression.range)
                }
            }
            runs = [
                TextRun(
                    .timer(
                        start: start, end: end, pauseTime: pause,
                        countsDown: try flag(argument("countsDown"), default: true),
                        showsHours: try flag(argument("showsHours"), default: true)))
            ]
        }
        var arguments = ArchiveArguments()
        arguments[.text] = .text(ArchiveText(runs))
        return ArchivedView(.text, arguments: arguments)
    }

    private func flag(_ expression: Expr?, default value: Bool) throws(InstantiationFailure) -> Bool
    {
        guard let expression else { return value }
        switch try evaluator.evaluate(expression) {
        case .bool(let flag): return flag
        case .condition:
            throw InstantiationFailure(
                .displayTimeValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        case let other:
            throw InstantiationFailure(.expectedBool(found: other.kindName), at: expression.range)
        }
    }

    private static func runs(_ value: RuntimeValue) -> [TextRun] {
        switch value {
        case .text(let runs): runs
        case .string(let words): [TextRun(.plain(words))]
        default: []
        }
    }

    // MARK: Arguments

    /// A call's arguments converted by the first catalog form whose labels
    /// and types fit; view closures become children (the `mainClosure`)
    /// or `.views` arguments.
    private mutating func arguments(
        _ call: Call, entry: CatalogEntry, owner: String, at range: SourceRange,
        mainClosure: ArgumentName? = nil
    ) throws(InstantiationFailure) -> (values: ArchiveArguments, children: [ArchivedView]) {
        let labels = call.arguments.lazy.map { $0.label?.name }
        let closureLabels = call.trailingClosures.lazy.map { $0.label?.name }
        var firstFailure: InstantiationFailure?
        for signature in entry.signatures {
            guard let matched = signature.match(labels: labels, trailingClosures: closureLabels)
            else { continue }
            do {
                var values = ArchiveArguments()
                values.reserveCapacity(matched.count + call.trailingClosures.count)
                var children: [ArchivedView] = []
                for (argument, parameter) in zip(call.arguments, matched) {
                    // `Link(destination: url, label: { Text("a") })`: a
                    // closure passed by label is the trailing closure it
                    // could have been.
                    if parameter.type == .view, case .closure(let closure) = argument.value.kind {
                        let views = build(closure.body)
                        if parameter.archiveName == mainClosure {
                            children = views
                        } else {
                            values[parameter.archiveName] = .views(views)
                        }
                        continue
                    }
                    values[parameter.archiveName] = try convert(
                        argument.value, to: parameter, owner: owner)
                }
                let slots = closureSlots(signature, closureLabels)
                for (trailing, parameter) in zip(call.trailingClosures, slots) {
                    if parameter.type == .guideLength {
                        values[parameter.archiveName] = try guideLength(trailing.closure)
                        continue
                    }
                    let views = build(trailing.closure.body)
                    if parameter.archiveName == mainClosure {
                        children = views
                    } else {
                        values[parameter.archiveName] = .views(views)
                    }
                }
                return (values, children)
            } catch {
                // The form that got furthest into the arguments says what
                // is wrong: `background(Capsule().fill(Color(hex: "#12")))`
                // fails as a style at `Capsule`, as a view at the colour.
                if firstFailure.map({ error.diagnostic.range.start > $0.diagnostic.range.start })
                    ?? true
                {
                    firstFailure = error
                }
            }
        }
        throw firstFailure ?? InstantiationFailure(.unfittingArguments(owner), at: range)
    }

    /// `alignmentGuide`'s closure run on the view's dimensions: a length
    /// the renderer works out for the view's size (`ReaderLength`).
    private func guideLength(_ closure: Closure) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.apply(closure, [.viewDimensions], at: closure.range)
        guard let measure = ExpressionEvaluator.measure(value) else {
            throw InstantiationFailure(
                .expectedGuideLength(found: value.kindName), at: closure.range)
        }
        return ReaderLength.archived(measure)
    }

    /// The view parameters that trailing closures fill, in order (the rule
    /// of `Signature.match`).
    private func closureSlots(_ signature: Signature, _ labels: some Collection<String?>)
        -> [Parameter]
    {
        var slots: [Parameter] = []
        var index = 0
        let parameters = signature.parameters
        for (position, label) in labels.enumerated() {
            let found = parameters.indices.first {
                $0 >= index && parameters[$0].type.takesClosure
                    && (position == 0 && label == nil || parameters[$0].label == label)
            }
            guard let found else { break }
            slots.append(parameters[found])
            index = found + 1
        }
        return slots
    }

    /// One argument, by its parameter's type: one conversion per type.
    private mutating func convert(_ expression: Expr, to parameter: Parameter, owner: String)
        throws(InstantiationFailure) -> ArchiveValue
    {
        // A choice on the entry's data picks the branch to convert.
        switch expression.kind {
        case .ternary(let condition, let then, let otherwise):
            let holds: Bool
            if let ternaryBranch {
                holds = ternaryBranch
            } else {
                holds = try evaluator.decide(condition)
            }
            return try convert(holds ? then : otherwise, to: parameter, owner: owner)
        case .binary(.nilCoalescing, let left, let right):
            return try evaluator.evaluate(left) == .null
                ? convert(right, to: parameter, owner: owner)
                : convert(left, to: parameter, owner: owner)
        case .nilLiteral:
            return .null
        default:
            break
        }
        switch parameter.type {
        case .font: return .font(try FontConversion.font(expression, evaluator: evaluator))
        case .color: return .color(try ColorConversion.color(expression, evaluator: evaluator))
        case .shapeStyle: return try shapeStyle(expression)
        case .shape: return .views([try shape(expression)])
        case .view: return .views(try views(expression))
        case .intent: return .intent(try intent(expression))
        case .edges: return .edges(try Conversion.edges(expression, evaluator: evaluator))
        case .unitPoint: return try unitPoint(expression)
        case .number, .length: return try number(expression, owner: owner)
        case .integer:
            switch try evaluator.evaluate(expression) {
            case .int(let whole): return .integer(whole)
            case .range where owner == ModifierKind.lineLimit.name:
                throw InstantiationFailure(.expectedIntRange(), at: expression.range)
            case let other:
                throw InstantiationFailure(
                    .expectedInteger(found: other.kindName), at: expression.range)
            }
        case .string: return try string(expression, named: parameter.archiveName)
        case .url, .optionalURL: return try url(expression)
        case .bool: return try bool(expression)
        case .date: return try date(expression)
        case .dateRange: return try dateRange(expression)
        case .intRange:
            guard
                case .range(.int(let lower), .int(let upper), let closed) = try evaluator.evaluate(
                    expression), lower >= 0
            else {
                throw InstantiationFailure(.expectedIntRange(), at: expression.range)
            }
            return .numberRange(Double(lower), Double(closed ? upper : upper - 1))
        case .collection: return try collection(expression)
        case .path: return try pathElements(evaluator.evaluate(expression), at: expression.range)
        case .gridItems: return try gridItems(expression)
        case .plottable: return try plottable(expression)
        case .markDimension: return try markDimension(expression)
        case .axisValues: return try axisValues(expression)
        case .dateFields:
            return try DateFormatting.fields(expression, evaluator: evaluator).archived
        case .guideLength:
            guard case .closure(let closure) = expression.kind else {
                throw InstantiationFailure(
                    .expectedGuideLength(found: "a value"), at: expression.range)
            }
            return try guideLength(closure)
        case .strokeStyle: return try strokeStyle(expression)
        case .axis3D: return try axis3D(expression)
        case .value: return try value(expression, owner: owner)
        case .keyPath: return .keyword(try keyPathName(expression, in: parameter.keywords))
        case .fontWeight, .fontDesign, .horizontalAlignment, .verticalAlignment, .alignment,
            .contentMode, .style, .renderingMode, .placement, .textStyle:
            let names =
                parameter.keywords?.spellings ?? Keywords.names(
                    for: owner, label: parameter.archiveName.rawValue, type: parameter.type)?.names
                ?? []
            return .keyword(try Keywords.keyword(expression, in: names, evaluator: evaluator))
        }
    }

    /// `\.colorScheme`: a key path of one name in `set`.
    private func keyPathName(_ expression: Expr, in set: KeywordSet?)
        throws(InstantiationFailure) -> String
    {
        // `\.font` is taken before, as a `font` modifier (`modifier`).
        let allowed = (set?.spellings ?? []) + ["font"]
        guard case .keyPath(nil, let components) = expression.kind, components.count == 1 else {
            throw InstantiationFailure(
                .environmentSetting(ExpressionEvaluator.describe(expression), allowed: allowed),
                at: expression.range)
        }
        let name = components[0].name
        guard allowed.contains(name), name != "font" else {
            throw InstantiationFailure(
                .environmentSetting(name, allowed: allowed), at: expression.range)
        }
        return name
    }

    /// A number; inside a `GeometryReader`, also a length of the reader's
    /// size, which layout works out (`ReaderLength`).
    private func number(_ expression: Expr, owner: String) throws(InstantiationFailure)
        -> ArchiveValue
    {
        if readerDepth > 0, case .measure(let measure) = try evaluator.evaluate(expression) {
            return ReaderLength.archived(measure)
        }
        return .number(try Conversion.number(expression, evaluator: evaluator))
    }

    /// `Chart { ... }`, or `Chart(data) { item in ... }` with the marks made
    /// for each element; every child must be a mark.
    private mutating func chart(_ call: Call, entry: CatalogEntry, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        chartDepth += 1
        defer { chartDepth -= 1 }
        var children: [ArchivedView]
        if let data = call.arguments.first(where: { $0.label == nil }),
            let closure = call.trailingClosures.first?.closure
        {
            children = try views(for: forEachElements(data.value), closure)
        } else {
            children =
                try arguments(call, entry: entry, owner: "Chart", at: range, mainClosure: .content)
                .children
        }
        if let other = children.first(where: { !$0.kind.isChartMark }) {
            throw InstantiationFailure(.chartContent(other.kind.name), at: range)
        }
        return ArchivedView(.chart, children: children)
    }

    /// `ControlWidgetToggle(_:isOn:action:) { isOn in ... }`: the system
    /// draws the label for both states, so the closure is built with its
    /// parameter true (the children) and false (`offLabel`).
    private mutating func controlToggle(
        _ call: Call, entry: CatalogEntry, at range: SourceRange
    ) throws(InstantiationFailure) -> ArchivedView {
        let closure = call.trailingClosures.first?.closure
        let name = closure?.parameters.first?.name ?? "$0"
        func scope(_ isOn: Bool) -> [String: RuntimeValue] {
            name == "_" ? [:] : [name: .bool(isOn)]
        }
        evaluator.bind(scope(true))
        let built: (values: ArchiveArguments, children: [ArchivedView])
        do {
            built = try arguments(
                call, entry: entry, owner: "ControlWidgetToggle", at: range, mainClosure: .label)
        } catch {
            evaluator.unbind()
            throw error
        }
        evaluator.unbind()
        var toggle = ArchivedView(
            .controlWidgetToggle, arguments: built.values, children: built.children)
        if let closure {
            evaluator.bind(scope(false))
            toggle.arguments[.offLabel] = .views(build(closure.body))
            evaluator.unbind()
        }
        return toggle
    }

    /// `GeometryReader { proxy in ... }`: the content, with the closure's
    /// parameter (or `$0`) the proxy.
    private mutating func geometryReader(_ call: Call, at range: SourceRange)
        throws(InstantiationFailure) -> ArchivedView
    {
        let closure =
            call.trailingClosures.first?.closure
            ?? call.arguments.lazy.compactMap { argument -> Closure? in
                if case .closure(let closure) = argument.value.kind { return closure }
                return nil
            }.first
        guard let closure else {
            throw InstantiationFailure(
                .missingViewArgument("content", for: "GeometryReader"), at: range)
        }
        let name = closure.parameters.first?.name ?? "$0"
        evaluator.bind(name == "_" ? [:] : [name: .geometryProxy])
        readerDepth += 1
        defer {
            readerDepth -= 1
            evaluator.unbind()
        }
        return ArchivedView(.geometryReader, children: build(closure.body))
    }

    /// A string; a `title` is text, localized when it is a literal.
    private func string(_ expression: Expr, named name: ArgumentName) throws(InstantiationFailure)
        -> ArchiveValue
    {
        let value = try evaluator.evaluate(expression)
        if name == .title, case .string(let literal) = expression.kind {
            return .text(
                ArchiveText(
                    MarkdownText.apply(
                        Self.runs(try evaluator.interpolate(literal, localized: true)))))
        }
        if name == .title, case .string(let words) = value {
            return .text(ArchiveText(plain: words))
        }
        if value == .null {
            throw InstantiationFailure(
                .nilValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        }
        return .string(try InterpolationText.plain(value, at: expression.range))
    }

    private func url(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        switch try evaluator.evaluate(expression) {
        case .url(let text), .string(let text):
            guard URLValidation.isValid(text) else {
                throw InstantiationFailure(.invalidURL(text), at: expression.range)
            }
            return .url(text)
        case .null:
            throw InstantiationFailure(
                .nilValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        case let other:
            throw InstantiationFailure(.expectedURL(found: other.kindName), at: expression.range)
        }
    }

    private func bool(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.evaluate(expression)
        guard case .bool = value else {
            if case .condition = value {
                throw InstantiationFailure(
                    .displayTimeValue(ExpressionEvaluator.describe(expression)),
                    at: expression.range)
            }
            throw InstantiationFailure(.expectedBool(found: value.kindName), at: expression.range)
        }
        return value.archiveValue
    }

    private func date(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.evaluate(expression)
        guard case .date = value else {
            throw InstantiationFailure(.expectedDate(found: value.kindName), at: expression.range)
        }
        return value.archiveValue
    }

    private func dateRange(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.evaluate(expression)
        guard case .range(.date, .date, _) = value else {
            throw InstantiationFailure(.expectedDateRange(), at: expression.range)
        }
        return value.archiveValue
    }

    /// A collection: an array literal is a list of colours (`colors:`), or
    /// of stops (`stops:`, `.init(color: .red, location: 0.2)` each), as
    /// is `Gradient(colors: [...])` or `Gradient(stops: [...])`
    /// (`gradient:`); stops are archived as `GradientStops` says.
    private func collection(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        // `LinearGradient(gradient: g, ...)` of `let g = Gradient(...)`.
        if let held = heldViews(expression), held.count == 1, held[0].kind.isGradient,
            let colors = held[0][.colors]
        {
            return colors
        }
        if case .call(let call) = expression.kind, case .identifier("Gradient") = call.callee.kind {
            guard call.arguments.count == 1,
                ["colors", "stops"].contains(call.arguments[0].label?.name)
            else {
                throw InstantiationFailure(.unfittingArguments("Gradient"), at: expression.range)
            }
            return try collection(call.arguments[0].value)
        }
        guard case .array(let elements) = expression.kind else {
            return try evaluator.evaluate(expression).archiveValue
        }
        var colors: [ArchiveValue] = []
        for element in elements {
            if let stop = try gradientStop(element) {
                colors.append(stop)
            } else {
                colors.append(.color(try ColorConversion.color(element, evaluator: evaluator)))
            }
        }
        return .list(colors)
    }

    /// `.init(color: .red, location: 0.2)` or `Gradient.Stop(color:location:)`:
    /// a stop; nil for another element.
    private func gradientStop(_ element: Expr) throws(InstantiationFailure) -> ArchiveValue? {
        guard case .call(let call) = element.kind else { return nil }
        switch call.callee.kind {
        case .implicitMember(let name) where name.name == "init": break
        case .member(let base, let name, _)
        where name.name == "Stop" && Self.isGradient(base):
            break
        case .member(let base, let name, _) where name.name == "init":
            guard case .member(let gradient, let stop, _) = base.kind, stop.name == "Stop",
                Self.isGradient(gradient)
            else { return nil }
        default: return nil
        }
        guard call.arguments.count == 2, call.arguments[0].label?.name == "color",
            call.arguments[1].label?.name == "location"
        else {
            throw InstantiationFailure(.unfittingArguments("Gradient.Stop"), at: element.range)
        }
        let color = try ColorConversion.color(call.arguments[0].value, evaluator: evaluator)
        let location = try Conversion.number(call.arguments[1].value, evaluator: evaluator)
        return GradientStops.stop(color, at: location)
    }

    private static func isGradient(_ expression: Expr) -> Bool {
        if case .identifier("Gradient") = expression.kind { return true }
        return false
    }

    /// `StrokeStyle(lineWidth:lineCap:dash:)` as a list: the width, the
    /// `LineCap` keyword, and the dash lengths.
    private func strokeStyle(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        guard case .call(let call) = expression.kind,
            case .identifier("StrokeStyle") = call.callee.kind
        else {
            throw InstantiationFailure(.expectedStrokeStyle(), at: expression.range)
        }
        var width = 1.0
        var cap = LineCap.butt.rawValue
        var dash: [ArchiveValue] = []
        for argument in call.arguments {
            switch argument.label?.name {
            case "lineWidth": width = try Conversion.number(argument.value, evaluator: evaluator)
            case "lineCap":
                cap = try Keywords.keyword(argument.value, for: "lineCap", evaluator: evaluator)
            case "dash":
                guard case .array(let lengths) = try evaluator.evaluate(argument.value) else {
                    throw InstantiationFailure(.expectedStrokeStyle(), at: argument.value.range)
                }
                for length in lengths {
                    guard let number = length.number, number.isFinite, number >= 0 else {
                        throw InstantiationFailure(.expectedStrokeStyle(), at: argument.value.range)
                    }
                    dash.append(.number(number))
                }
            // `lineJoin`, `miterLimit`, `dashPhase`: kept out of the drawing.
            case "lineJoin", "miterLimit", "dashPhase": break
            default: throw InstantiationFailure(.expectedStrokeStyle(), at: argument.range)
            }
        }
        return .list([.number(width), .keyword(cap), .list(dash)])
    }

    /// Owners whose argument may be an implicit member call archived by
    /// name: `.numericText()`, `.spring(duration: 0.3)`, `.move(edge: .top)`.
    private static let namedCallOwners: Set<String> = [
        "contentTransition", "animation", "transition",
    ]

    /// Any value known now; `.degrees(45)` and `.radians(x)` are angles in degrees.
    private func value(_ expression: Expr, owner: String = "") throws(InstantiationFailure)
        -> ArchiveValue
    {
        if case .call(let inner) = expression.kind,
            case .implicitMember(let unit) = inner.callee.kind,
            ["degrees", "radians"].contains(unit.name), inner.arguments.count == 1
        {
            let number = try Conversion.number(inner.arguments[0].value, evaluator: evaluator)
            return .number(unit.name == "degrees" ? number : number * 180 / .pi)
        }
        // `.numericText()`, `.spring(duration: 0.3)`: a transition or an
        // animation, archived by its name (a still render draws its end state).
        if Self.namedCallOwners.contains(owner), case .call(let inner) = expression.kind,
            case .implicitMember(let name) = inner.callee.kind
        {
            return .keyword(name.name)
        }
        let value = try evaluator.evaluate(expression)
        if case .condition = value {
            throw InstantiationFailure(
                .displayTimeValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        }
        return value.archiveValue
    }

    private mutating func shapeStyle(_ expression: Expr) throws(InstantiationFailure)
        -> ArchiveValue
    {
        // A name holding a gradient is a style; other views are views.
        if let held = heldViews(expression), held.count == 1, held[0].kind.isGradient {
            return .views(held)
        }
        switch expression.kind {
        case .implicitMember(let name)
        where evaluator.statics.constant(name.name, of: "Color") != nil:
            // Swift looks `.brand` up in ShapeStyle, which has no such
            // member: `extension Color`'s constants are `Color.brand` here.
            throw InstantiationFailure(.colorConstantAsStyle(name.name), at: expression.range)
        case .implicitMember, .member:
            if case .symbol(let name) = try? evaluator.evaluate(expression),
                ShapeStyleConversion.keywords.contains(name)
            {
                return .keyword(name)
            }
        case .call(let call):
            // `LinearGradient(...)`, `EllipticalGradient(...)`: the gradient views are styles.
            if case .identifier(let name) = call.callee.kind,
                ViewKind(name: name.name)?.isGradient == true
            {
                return .views(try views(expression))
            }
        default:
            break
        }
        if let gradient = try gradientStyle(expression) { return .views([gradient]) }
        return .color(try ColorConversion.color(expression, evaluator: evaluator))
    }

    /// A gradient written as a style, as the view it draws: `Gradient(colors:)`
    /// from top to bottom, and a colour's `.gradient`; nil for anything else.
    private mutating func gradientStyle(_ expression: Expr) throws(InstantiationFailure)
        -> ArchivedView?
    {
        switch expression.kind {
        case .call(let call) where call.calleeName == "Gradient":
            return try topToBottom(collection(expression))
        case .member(let base, let name, false) where name.name == "gradient":
            return try colorGradient(base)
        default:
            return nil
        }
    }

    /// `.blue.gradient`, `Color.accentColor.gradient` (`AnyGradient`): the
    /// colour's standard gradient, drawn from top to bottom.
    ///
    /// CHOICE (UNCONFIRMED, one place): Apple describes it only as "a
    /// standard gradient for the color"; it is drawn from the colour mixed
    /// 20% toward white at the top to the colour at the bottom, in the
    /// scheme the widget is drawn in.
    private mutating func colorGradient(_ base: Expr) throws(InstantiationFailure)
        -> ArchivedView
    {
        let color = try ColorConversion.color(base, evaluator: evaluator)
        var top = color
        top.shade = Self.standardGradientShade
        return try topToBottom(.list([.color(top), .color(color)]))
    }

    /// How far `colorGradient` lightens its top colour.
    static let standardGradientShade = 0.2

    /// A `LinearGradient` of `colors` from the top to the bottom, as a
    /// gradient is drawn where it stands for a shape style.
    private mutating func topToBottom(_ colors: ArchiveValue) throws(InstantiationFailure)
        -> ArchivedView
    {
        try count(1)
        var arguments = ArchiveArguments()
        arguments[.colors] = colors
        arguments[.startPoint] = .keyword(UnitPointName.top.rawValue)
        arguments[.endPoint] = .keyword(UnitPointName.bottom.rawValue)
        return ArchivedView(.linearGradient, arguments: arguments)
    }

    /// `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.circle`, `.capsule`,
    /// `.rect(cornerRadius: 8)`.
    private mutating func shape(_ expression: Expr) throws(InstantiationFailure) -> ArchivedView {
        let shorthand: [String: ViewKind] = [
            "circle": .circle, "capsule": .capsule, "rect": .rectangle, "ellipse": .ellipse,
            "containerRelative": .containerRelativeShape,
        ]
        switch expression.kind {
        case .implicitMember(let name):
            if let kind = shorthand[name.name] {
                try count(1)
                return ArchivedView(kind)
            }
        case .call(let call):
            if case .implicitMember(let name) = call.callee.kind, name.name == "rect" {
                guard let radius = call.arguments.first(where: { $0.label?.name == "cornerRadius" })
                else { break }
                var arguments = ArchiveArguments()
                arguments[.cornerRadius] = .number(
                    try Conversion.number(radius.value, evaluator: evaluator))
                try count(1)
                return ArchivedView(.roundedRectangle, arguments: arguments)
            }
            if call.callee.viewKind?.isShape == true
                || call.calleeName.map({ reusableViews.shapes[$0] != nil }) == true
            {
                return try single(expression)
            }
        default:
            break
        }
        throw InstantiationFailure(.expectedShape(), at: expression.range)
    }

    private func intent(_ expression: Expr) throws(InstantiationFailure) -> IntentCall {
        guard case .call(let call) = expression.kind, case .identifier(let name) = call.callee.kind
        else {
            throw InstantiationFailure(.expectedIntent(), at: expression.range)
        }
        var values: [(String, ArchiveValue)] = []
        for argument in call.arguments {
            let value = try evaluator.evaluate(argument.value)
            if case .condition = value {
                throw InstantiationFailure(
                    .displayTimeValue(ExpressionEvaluator.describe(argument.value)),
                    at: argument.value.range)
            }
            values.append((argument.label?.name ?? ArgumentName.value.rawValue, value.archiveValue))
        }
        return IntentCall(name: name.name, arguments: ArchiveArguments(values))
    }

    /// `(x: 0, y: 1, z: 0)`, written or held in a `let`: its three numbers.
    private func axis3D(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        let value = try evaluator.evaluate(expression)
        guard case .record(let fields) = value,
            let x = fields["x"]?.number, let y = fields["y"]?.number, let z = fields["z"]?.number,
            fields.count == 3
        else {
            throw InstantiationFailure(.expectedAxis3D(found: value.kindName), at: expression.range)
        }
        return .list([.number(x), .number(y), .number(z)])
    }

    private func unitPoint(_ expression: Expr) throws(InstantiationFailure) -> ArchiveValue {
        if case .call(let call) = expression.kind, case .identifier("UnitPoint") = call.callee.kind,
            let x = call.arguments.first(where: { $0.label?.name == "x" }),
            let y = call.arguments.first(where: { $0.label?.name == "y" })
        {
            return .unitPoint(
                x: try Conversion.number(x.value, evaluator: evaluator),
                y: try Conversion.number(y.value, evaluator: evaluator))
        }
        // A point held in a `let`: the record `UnitPoint(x:y:)` evaluates to.
        if case .record(let fields)? = try? evaluator.evaluate(expression),
            let x = fields["x"]?.number, let y = fields["y"]?.number
        {
            return .unitPoint(x: x, y: y)
        }
        return .keyword(
            try Keywords.keyword(expression, for: Keywords.Key.unitPoint, evaluator: evaluator))
    }
}

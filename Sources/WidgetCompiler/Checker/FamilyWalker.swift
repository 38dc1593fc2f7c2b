import WidgetArchive
import WidgetSyntax

/// What a rule knows at a call: the surface being checked (a widget
/// family or an activity presentation), what it supports, the header, and
/// the `#available` guards around the call.
struct FamilyContext {
    /// The widget's or activity's name, for messages.
    let widget: String
    /// The widget's typed header.
    let header: WidgetHeader
    /// The surface's name: `systemSmall`, `lockScreen`, `compactLeading`.
    let surface: String
    /// Whether the surface is a widget family or an activity presentation.
    let isPresentation: Bool
    /// The family, when the surface is one (for `switch family`).
    let family: WidgetFamily?
    /// Where buttons and toggles are interactive on this surface.
    let buttonsAndToggles: PlatformSupport
    /// Where `Link` works on this surface.
    let links: PlatformSupport
    /// The `#available` guards around the current position.
    var guards: [Platform: OSVersion] = [:]
    /// The releases the current position runs below: the `else` of an
    /// `if #available(iOS 18.0, *)` runs on iOS 17 and earlier only.
    var below: [Platform: OSVersion] = [:]

    /// A widget family's context.
    init(widget: String, header: WidgetHeader, capabilities: FamilyCapabilities) {
        self.widget = widget
        self.header = header
        surface = capabilities.family.rawValue
        isPresentation = false
        family = capabilities.family
        buttonsAndToggles = capabilities.buttonsAndToggles
        links = capabilities.links
    }

    /// An activity presentation's context.
    init(activity: String, header: WidgetHeader, capabilities: PresentationCapabilities) {
        widget = activity
        self.header = header
        surface = capabilities.presentation.rawValue
        isPresentation = true
        family = nil
        buttonsAndToggles = capabilities.buttonsAndToggles
        links = capabilities.links
    }

    /// The surfaces of the same kind where buttons and toggles work on the
    /// declared platforms, for messages.
    var surfacesWithButtons: [String] {
        let platforms = header.effectivePlatforms.map(\.platform)
        if isPresentation {
            var names: [String] = []
            for row in PresentationTable.presentations
            where platforms.contains(where: { row.buttonsAndToggles.minimums[$0] != nil }) {
                let name =
                    row.presentation.rawValue.hasPrefix("expanded")
                    ? "expanded" : row.presentation.rawValue
                if !names.contains(name) { names.append(name) }
            }
            return names
        }
        return CapabilityTable.families
            .filter { row in platforms.contains { row.buttonsAndToggles.minimums[$0] != nil } }
            .map(\.family.rawValue)
    }

    /// The lowest version of `platform` the code at this position can run
    /// on: the declared minimum, raised by any enclosing `#available`.
    func minimumVersion(on platform: Platform, declared: OSVersion) -> OSVersion {
        guard let guarded = guards[platform] else { return declared }
        return max(guarded, declared)
    }
}

/// A check on the calls of one family's tree. Each rule is a small type;
/// `Checker.familyRules` lists them. A fresh rule value is made per family.
protocol FamilyRule {
    init()
    /// Called for every call in the family's tree, outermost first.
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic])
    /// Called for every bare display-time name with an OS version
    /// (`isStale`; `EnvironmentCatalog`) read in the family's tree: other
    /// names are not handed to rules, as the walker reads thousands.
    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic])
}

extension FamilyRule {
    /// Most rules are about calls only.
    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {}

    /// A rule about display-time names only reads no call.
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {}
}

/// Walks a widget body once for every family at the same time, each
/// family seeing it as on its own: `switch family` sends each family into
/// its matching case (or `default`), and `if #available` raises the
/// minimum OS inside its branch. Each family is a lane with its own
/// rules and findings; the families that reach a position are a bit set,
/// so a call is decoded once and handed to the rules of each of them.
struct FamilyWalker {
    /// What one family found.
    struct Lane {
        var context: FamilyContext
        var rules: [any FamilyRule]
        var diagnostics: [Diagnostic] = []
        /// What the family's tree uses, for `wdl families`: "Button",
        /// "Toggle", "Link", "widgetURL", "containerBackground".
        var uses: Set<String> = []
        /// The `widgetURL` modifiers on the longest path through the tree:
        /// of an `if` and its `else` only one is drawn, so the longer counts.
        var widgetURLs: [SourceRange] = []
        /// Every `Button(intent:)` and `Toggle(isOn:intent:)`, in order.
        var interactiveViews: [SourceRange] = []
        /// The views written as statements, in order, modifiers stripped,
        /// with whether they sit inside a `ViewThatFits` (whose children
        /// are alternatives, one of which is drawn), and the uses of the
        /// reusable views they sit in, outermost first.
        var statementViews: [StatementView] = []
    }

    /// A view written as a statement, as `inline-hidden-view` judges it.
    typealias StatementView = (
        name: String, range: SourceRange, alternative: Bool, usedAt: [SourceRange]
    )

    /// What walking a reusable view's body added to one lane: a later use
    /// with the same family and guards adds it again without a walk.
    struct Expansion {
        var statementViews: ArraySlice<StatementView>
        var widgetURLs: ArraySlice<SourceRange>
        var interactiveViews: ArraySlice<SourceRange>
        var uses: Set<String>
    }

    /// A set of lanes by index. Bounded: a widget declares at most the
    /// dozen families of the capability table.
    struct Lanes: Sequence, IteratorProtocol {
        var bits: UInt64

        static func all(_ count: Int) -> Lanes {
            Lanes(bits: count >= 64 ? ~0 : (1 << UInt64(count)) - 1)
        }

        var isEmpty: Bool { bits == 0 }

        /// The lowest lane left, removed (a set iterates itself).
        mutating func next() -> Int? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            return index
        }
    }

    private(set) var lanes: [Lane]
    private var viewThatFitsDepth = 0
    /// The names that closure parameters and `if let` bind where the walk
    /// is, innermost last: `ForEach(rows) { isStale in ... }` reads its
    /// parameter, not the display-time `isStale`, so rules are not handed it.
    private var bound: [String] = []
    /// The file's reusable views by name: a use walks the view's body with
    /// the families that reach it, so family rules hold inside views too.
    private let views: UserViews
    /// The uses of reusable views that led to where the walk is, outermost
    /// first: each finding inside a view gets a note at each of them.
    private var useSites: [SourceRange] = []
    /// The views being walked, to stop a view that uses itself.
    private var expanding: [String] = []
    /// The members of the view struct being walked that make views
    /// (`var header: some View`), by name: a use walks its statements.
    private var viewMembers: [String: FunctionDecl] = [:]
    /// The view struct's own names for display-time values
    /// (`widgetFamily` for `family`), to the names the rules know.
    private var aliases: [String: String] = [:]
    /// The `@available` of the members of the view struct being walked
    /// that make values (`func sub() -> String`), by name.
    private var memberAvailability: [String: Availability] = [:]
    /// Each (view, family, guards) walked so far, memoized.
    private var expansions: [ExpansionKey: Expansion] = [:]

    init(contexts: [FamilyContext], rules: [any FamilyRule.Type], views: UserViews = .none) {
        precondition(
            contexts.count <= 64, "a widget has at most the families of the capability table")
        lanes = contexts.map { Lane(context: $0, rules: rules.map { $0.init() }) }
        self.views = views
    }

    /// Walks `block` with every lane.
    mutating func walk(_ block: Block) {
        walk(block, Lanes.all(lanes.count))
    }

    /// A block's statements; the names its `let`s bind end with it.
    private mutating func walk(_ block: Block, _ active: Lanes) {
        let outer = bound.count
        for statement in block.compiledStatements { walk(statement, active) }
        bound.removeSubrange(outer...)
    }

    private mutating func walk(_ statement: Statement, _ active: Lanes) {
        switch statement.kind {
        case .expression(let expression):
            // A reusable view's own statements stand for it (`expand`).
            if let root = Self.rootView(expression), views.views[root.name] == nil {
                for lane in active {
                    lanes[lane].statementViews.append(
                        (root.name, root.range, viewThatFitsDepth > 0, useSites))
                }
            }
            walk(expression, active)
        case .ifStatement(let statement): walk(statement, active)
        case .switchStatement(let statement):
            walk(statement, range: statement.subject.range, active)
        case .letStatement(let statement):
            walk(statement.value, active)
            bound.append(statement.name.name)
        case .returnStatement(let value):
            walk(value, active)
        case .guardStatement:
            // Only in functions that return values, which hold no views.
            break
        case .conditionalCompilation:
            // Its compiled clause is walked in its place (`compiledStatements`).
            break
        case .assignment(let assignment):
            walk(assignment.value, active)
        case .forStatement(let loop):
            walk(loop.sequence, active)
            let outer = bound.count
            bound.append(loop.name.name)
            walk(loop.body, active)
            bound.removeSubrange(outer...)
        case .error: break
        }
    }

    private mutating func walk(_ statement: IfStatement, _ active: Lanes) {
        // Only `#available` changes the guards; only then are they saved.
        var saved: [[Platform: OSVersion]]?
        // An `if let` binds its name for the later conditions and the
        // then-block only.
        let outer = bound.count
        for condition in statement.conditions {
            switch condition.kind {
            case .expression(let expression): walk(expression, active)
            case .optionalBinding(let name, let value):
                if let value { walk(value, active) }
                bound.append(name.name)
            case .casePattern(let pattern, let value):
                walk(value, active)
                bound += pattern.patternBindings.map(\.name)
            case .available(let availability):
                if saved == nil { saved = lanes.map(\.context.guards) }
                raiseGuards(Self.versions(availability), active)
            }
        }
        let before = lanes.map(\.widgetURLs)
        let viewStarts = lanes.map(\.statementViews.count)
        walk(statement.thenBlock, active)
        bound.removeSubrange(outer...)
        if let saved { for lane in active { lanes[lane].context.guards = saved[lane] } }
        let thenURLs = lanes.map(\.widgetURLs)
        for lane in active { lanes[lane].widgetURLs = before[lane] }
        // One branch is drawn: the statement views of the branch with more
        // of them stand for the `if` (accessoryInline's one line), as the
        // longer path of `widgetURL`s does.
        let thenViews = lanes.indices.map { Array(lanes[$0].statementViews[viewStarts[$0]...]) }
        for lane in active { lanes[lane].statementViews.removeSubrange(viewStarts[lane]...) }
        // The `else` of a lone `#available` runs below its versions.
        var savedBelow: [[Platform: OSVersion]]?
        if statement.conditions.count == 1,
            case .available(let availability) =
                statement.conditions[0].kind
        {
            savedBelow = lanes.map(\.context.below)
            for lane in active {
                lanes[lane].context.below.merge(Self.versions(availability)) { min($0, $1) }
            }
        }
        switch statement.elseBranch {
        case .block(let block): walk(block, active)
        case .elseIf(let nested, _): walk(nested, active)
        case nil: break
        }
        if let savedBelow { for lane in active { lanes[lane].context.below = savedBelow[lane] } }
        for lane in active where thenURLs[lane].count > lanes[lane].widgetURLs.count {
            lanes[lane].widgetURLs = thenURLs[lane]
        }
        for lane in active
        where thenViews[lane].count >= lanes[lane].statementViews.count - viewStarts[lane] {
            lanes[lane].statementViews.replaceSubrange(viewStarts[lane]..., with: thenViews[lane])
        }
    }

    private mutating func walk(_ statement: SwitchStatement, range: SourceRange, _ active: Lanes) {
        guard case .identifier(let subject) = statement.subject.kind,
            (aliases[subject.name] ?? subject.name) == "family", !bound.contains(subject.name)
        else {
            // Another switch: one case is drawn; keep the longest path.
            let before = lanes.map(\.widgetURLs)
            var longest = before
            for switchCase in statement.cases {
                for lane in active { lanes[lane].widgetURLs = before[lane] }
                walk(switchCase.body, active)
                for lane in active where lanes[lane].widgetURLs.count > longest[lane].count {
                    longest[lane] = lanes[lane].widgetURLs
                }
            }
            for lane in active { lanes[lane].widgetURLs = longest[lane] }
            return
        }
        // Presentations have no family: every case is theirs.
        var remaining = Lanes(bits: active.bits)
        for lane in active where lanes[lane].context.family == nil {
            remaining.bits &= ~(1 << UInt64(lane))
        }
        let presentations = Lanes(bits: active.bits & ~remaining.bits)
        if !presentations.isEmpty {
            for switchCase in statement.cases { walk(switchCase.body, presentations) }
        }
        for switchCase in statement.cases where !switchCase.isDefault {
            var matching = Lanes(bits: 0)
            for lane in remaining
            where switchCase.patterns.contains(where: {
                Self.names($0, lanes[lane].context.family!)
            }) {
                matching.bits |= 1 << UInt64(lane)
            }
            remaining.bits &= ~matching.bits
            if !matching.isEmpty { walk(switchCase.body, matching) }
        }
        guard !remaining.isEmpty else { return }
        if let fallback = statement.cases.first(where: \.isDefault) {
            walk(fallback.body, remaining)
        } else {
            for lane in remaining {
                let family = lanes[lane].context.surface
                let notes = useSites.reversed().map {
                    DiagnosticNote(message: NoteText.usedIn(family), range: $0)
                }
                lanes[lane].diagnostics.append(
                    Diagnostic(.familyNotCovered(family), at: range, notes: notes, family: family))
            }
        }
    }

    /// Whether a case pattern names `family` (`.systemSmall`).
    private static func names(_ pattern: Expr, _ family: WidgetFamily) -> Bool {
        if case .implicitMember(let name) = pattern.kind { return name.name == family.rawValue }
        return false
    }

    private mutating func walk(_ expression: Expr, _ active: Lanes) {
        var isViewThatFits = false
        switch expression.kind {
        case .call(let call):
            for lane in active { lanes[lane].visit(call, at: expression.range, usedAt: useSites) }
            let callee = call.calleeName
            isViewThatFits = callee == "ViewThatFits"
            // Each table is asked only when the file declares something in it.
            if !viewMembers.isEmpty, let name = callee, let member = viewMembers[name],
                !member.isComputedProperty
            {
                walk(member, at: call.callee.range, active)
            } else if !views.functions.isEmpty, let name = callee,
                let function = views.functions[name], function.returnsView
            {
                walk(function, at: call.callee.range, active)
            } else if !viewMembers.isEmpty, case .member(let base, let name, _) = call.callee.kind,
                base.isSelf, let member = viewMembers[name.name]
            {
                walk(member, at: name.range, active)
            } else if !views.isEmpty, let name = callee,
                let decl = views.views[name] ?? views.modifiers[name] ?? views.styles[name]
            {
                expand(decl, at: call.callee.range, active)
            } else if !views.helpers.isEmpty, case .member(_, let name, _) = call.callee.kind,
                let decl = views.helpers[name.name]
            {
                expand(decl, at: name.range, active)
            } else if let name = callee {
                // `label()`, `sub()`: a function that makes a value.
                let available = memberAvailability[name] ?? views.functions[name]?.availability
                _ = checkUse(of: name, available, at: call.callee.range, active)
            }
        case .identifier(let name)
        where !viewMembers.isEmpty && viewMembers[name.name]?.isComputedProperty == true
            && !bound.contains(name.name):
            walk(viewMembers[name.name]!, at: expression.range, active)
        case .member(let base, let name, _)
        where !viewMembers.isEmpty && base.isSelf
            && viewMembers[name.name]?.isComputedProperty == true:
            walk(viewMembers[name.name]!, at: name.range, active)
        case .identifier(let name)
        where !memberAvailability.isEmpty && memberAvailability[name.name] != nil
            && !bound.contains(name.name):
            // `title` of `@available var title: String { ... }`.
            _ = checkUse(of: name.name, memberAvailability[name.name], at: name.range, active)
        case .identifier(let name)
        where !aliases.isEmpty && aliases[name.name] != nil && !bound.contains(name.name):
            for lane in active {
                lanes[lane].visit(name: aliases[name.name]!, at: expression.range, usedAt: useSites)
            }
        case .identifier(let name)
        where expression.isVersionedEnvironmentName && !bound.contains(name.name):
            for lane in active {
                lanes[lane].visit(name: name.name, at: expression.range, usedAt: useSites)
            }
        default:
            break
        }
        expression.forEachChild(
            { walk($0, active) },
            closures: { closure in
                if isViewThatFits { viewThatFitsDepth += 1 }
                let outer = bound.count
                bound += closure.parameters.map(\.name)
                walk(closure.body, active)
                bound.removeSubrange(outer...)
                if isViewThatFits { viewThatFitsDepth -= 1 }
            })
    }

    /// The versions an `#available` or `@available` names, typed; a
    /// platform wdl does not know is left out.
    static func versions(_ availability: Availability) -> [Platform: OSVersion] {
        var versions: [Platform: OSVersion] = [:]
        for requirement in availability.platforms {
            guard let platform = Platform(availabilityName: requirement.platform.name),
                let version = OSVersion(requirement.version)
            else { continue }
            versions[platform] = max(version, versions[platform] ?? version)
        }
        return versions
    }

    /// Raises the lanes' guards to `versions`, as the inside of an
    /// `#available` is.
    private mutating func raiseGuards(_ versions: [Platform: OSVersion], _ active: Lanes) {
        for (platform, version) in versions {
            for lane in active {
                lanes[lane].context.guards[platform] = max(
                    version, lanes[lane].context.guards[platform] ?? version)
            }
        }
    }

    /// A use of a declaration with `@available(iOS 17.0, *)`: an error
    /// where the code around the use may run on an older system, as
    /// swiftc reports it. Returns the versions its body runs on, nil for
    /// a declaration without the attribute.
    private mutating func checkUse(
        of name: String, _ availability: Availability?, at use: SourceRange, _ active: Lanes
    ) -> [Platform: OSVersion]? {
        guard let availability else { return nil }
        let versions = Self.versions(availability)
        for lane in active { lanes[lane].checkUse(of: name, versions, at: use, usedAt: useSites) }
        return versions
    }

    /// Walks a used reusable view's body with the lanes that reach the use,
    /// its parameters bound; a lane that walked it before with the same
    /// guards gets the same findings again without a walk (its diagnostics
    /// were reported at the first use). A view that uses itself is walked once.
    private mutating func expand(_ decl: ViewDecl, at use: SourceRange, _ active: Lanes) {
        // A helper's name is a modifier's, apart from the views' names.
        let name = (decl.form == .helper ? "." : "") + decl.name.name
        let available = checkUse(of: decl.name.name, decl.availability, at: use, active)
        guard !expanding.contains(name) else { return }
        var fresh = Lanes(bits: 0)
        for lane in active {
            if let done = expansions[expansionKey(name, lane)] {
                lanes[lane].add(done)
            } else {
                fresh.bits |= 1 << UInt64(lane)
            }
        }
        guard !fresh.isEmpty else { return }
        let starts = lanes.map {
            ($0.statementViews.count, $0.widgetURLs.count, $0.interactiveViews.count)
        }
        let outer = (bound, viewMembers, aliases, memberAvailability)
        memberAvailability = Dictionary(
            decl.members.filter { !$0.returnsView }.compactMap { member in
                member.availability.map { (member.name.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
        aliases = Dictionary(
            UserViews.environmentAliases(of: decl).map { ($0.alias, $0.name) },
            uniquingKeysWith: { first, _ in first })
        bound = decl.parameters.map(\.name.name) + UserViews.viewNames(of: decl)
        if decl.form.isStyle { bound.append(StyleConfiguration.parameter) }
        viewMembers = Dictionary(
            decl.members.filter(\.returnsView).map { ($0.name.name, $0) },
            uniquingKeysWith: { first, _ in first })
        useSites.append(use)
        expanding.append(name)
        let guards = lanes.map(\.context.guards)
        if let available { raiseGuards(available, fresh) }
        walk(decl.body, fresh)
        for lane in fresh { lanes[lane].context.guards = guards[lane] }
        expanding.removeLast()
        useSites.removeLast()
        (bound, viewMembers, aliases, memberAvailability) = outer
        for lane in fresh {
            let walked = lanes[lane]
            expansions[expansionKey(name, lane)] = Expansion(
                statementViews: walked.statementViews[starts[lane].0...],
                widgetURLs: walked.widgetURLs[starts[lane].1...],
                interactiveViews: walked.interactiveViews[starts[lane].2...], uses: walked.uses)
        }
    }

    /// A view struct's member that makes views, where the body uses it;
    /// one that uses itself is walked once.
    private mutating func walk(_ member: FunctionDecl, at use: SourceRange, _ active: Lanes) {
        let key = "." + member.name.name + "@\(member.range.start)"
        let available = checkUse(of: member.name.name, member.availability, at: use, active)
        guard !expanding.contains(key) else { return }
        let outer = bound.count
        bound += member.parameters.map(\.name.name)
        expanding.append(key)
        let guards = lanes.map(\.context.guards)
        if let available { raiseGuards(available, active) }
        walk(member.body, active)
        for lane in active { lanes[lane].context.guards = guards[lane] }
        expanding.removeLast()
        bound.removeSubrange(outer...)
    }

    /// What a view's walk depends on: the family (its lane), the
    /// `#available` guards and whether it is an alternative of a
    /// `ViewThatFits`.
    private struct ExpansionKey: Hashable {
        let view: String
        let lane: Int
        let guards: [Platform: OSVersion]
        let insideViewThatFits: Bool
    }

    private func expansionKey(_ view: String, _ lane: Int) -> ExpansionKey {
        ExpansionKey(
            view: view, lane: lane, guards: lanes[lane].context.guards,
            insideViewThatFits: viewThatFitsDepth > 0)
    }

    /// The view a statement draws: the call at the root of its modifier
    /// chain (`Text("a").font(.title)` is a Text); `Text(a) + Text(b)` is
    /// one Text.
    static func rootView(_ expression: Expr) -> (name: String, range: SourceRange)? {
        switch expression.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name): return (name.name, call.callee.range)
            case .member(let base, _, _): return rootView(base)
            default: return nil
            }
        case .binary(.add, let left, _): return rootView(left)
        default: return nil
        }
    }
}

extension FamilyWalker.Lane {
    /// Hands a call to this family's rules, then notes what it is.
    /// `usedAt` are the uses of the reusable views the call sits in.
    mutating func visit(_ call: Call, at range: SourceRange, usedAt: [SourceRange]) {
        let first = diagnostics.count
        for index in rules.indices {
            rules[index].visit(call, at: range, in: context, diagnostics: &diagnostics)
        }
        attribute(from: first, usedAt: usedAt)
        record(call)
    }

    /// `api-availability` at a use of a declaration with `@available`.
    mutating func checkUse(
        of name: String, _ versions: [Platform: OSVersion], at range: SourceRange,
        usedAt: [SourceRange]
    ) {
        let first = diagnostics.count
        if let diagnostic = AvailabilityRule.check(name, versions, in: context, at: range) {
            diagnostics.append(diagnostic)
        }
        attribute(from: first, usedAt: usedAt)
    }

    /// Hands a name to this family's rules.
    mutating func visit(name: String, at range: SourceRange, usedAt: [SourceRange]) {
        let first = diagnostics.count
        for index in rules.indices {
            rules[index].visit(name: name, at: range, in: context, diagnostics: &diagnostics)
        }
        attribute(from: first, usedAt: usedAt)
    }

    /// Marks the findings from `first` on as this family's, with a note at
    /// each use of a reusable view that led to them, innermost first (the
    /// error stays at the line inside the view, as swiftc reports a
    /// generic's failure at its body with the instantiation as a note).
    private mutating func attribute(from first: Int, usedAt: [SourceRange]) {
        let notes = usedAt.reversed().map {
            DiagnosticNote(message: NoteText.usedIn(context.surface), range: $0)
        }
        for index in first..<diagnostics.count {
            diagnostics[index].family = context.surface
            diagnostics[index].notes += notes
        }
    }

    /// Adds what an earlier walk of a reusable view found.
    mutating func add(_ expansion: FamilyWalker.Expansion) {
        statementViews += expansion.statementViews
        widgetURLs += expansion.widgetURLs
        interactiveViews += expansion.interactiveViews
        uses.formUnion(expansion.uses)
    }

    /// Notes what a call is, for `uses` and the widgetURL count.
    mutating func record(_ call: Call) {
        if let view = InteractiveView.name(of: call) {
            uses.insert(view)
            interactiveViews.append(call.callee.range)
        }
        if call.calleeName == "Link" { uses.insert("Link") }
        guard case .member(_, let name, _) = call.callee.kind else { return }
        switch name.name {
        case "widgetURL":
            uses.insert("widgetURL")
            widgetURLs.append(name.range)
        case "containerBackground":
            uses.insert("containerBackground")
        default:
            break
        }
    }
}

extension Call {
    /// The called name when the callee is a bare name (`Button`), else nil.
    var calleeName: String? {
        if case .identifier(let name) = callee.kind { return name.name }
        return nil
    }

    /// Whether an argument has this label.
    func hasArgument(_ label: String) -> Bool {
        arguments.contains { $0.label?.name == label }
    }
}

/// "a, b or c".
func orList(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
}

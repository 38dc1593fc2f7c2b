import WidgetArchive

/// The type checker's front door: a parsed file in, diagnostics out.
///
/// For each widget it reads the header, checks that each declared family
/// exists on the declared platforms, validates `switch family` cases, and
/// walks the body once per family with every rule of `familyRules`.
/// Live Activities are not checked yet.
public enum Checker {
    /// The per-family rules, each a small type reading the capability table.
    static let familyRules: [any FamilyRule.Type] = [
        InteractiveFamilyRule.self,
        InteractiveAvailabilityRule.self,
        LinkFamilyRule.self,
    ]

    /// Checks every widget of a file that parsed without errors.
    public static func check(_ syntax: SourceFileSyntax) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for declaration in syntax.declarations {
            if case .widget(let decl) = declaration { check(decl, into: &diagnostics) }
        }
        return diagnostics
    }

    private static func check(_ decl: ContainerDecl, into diagnostics: inout [Diagnostic]) {
        let header = HeaderReader.read(decl, into: &diagnostics)
        let unavailable = checkAvailability(header, into: &diagnostics)
        let bodies = decl.members.compactMap { member -> Block? in
            if case .body(let block) = member.kind { return block }
            return nil
        }
        for body in bodies {
            SwitchValidator.validate(body, declared: Set(header.families.map(\.family)), into: &diagnostics)
            // A family the platforms do not have is reported once, not walked.
            for (family, _) in header.families where !unavailable.contains(family) {
                let context = FamilyContext(widget: decl.name.name, header: header, family: family,
                                            capabilities: CapabilityTable.capabilities(of: family))
                var walker = FamilyWalker(context: context, rules: familyRules)
                walker.walk(body)
                diagnostics += walker.diagnostics
            }
        }
    }

    /// `family-unavailable`: a declared family that none of the declared
    /// platforms offers at its declared version. Returns those families.
    private static func checkAvailability(_ header: WidgetHeader, into diagnostics: inout [Diagnostic]) -> Set<WidgetFamily> {
        let platforms = header.effectivePlatforms
        var unavailable: Set<WidgetFamily> = []
        for (family, range) in header.families {
            let available = CapabilityTable.capabilities(of: family).available
            guard !platforms.contains(where: { available.allows($0.platform, $0.version) }) else { continue }
            let declared = orList(platforms.map { "\($0.platform.rawValue) \($0.version)" })
            let needs = orList(available.platforms.map { "\($0.rawValue) \(available.minimums[$0]!)" })
            diagnostics.append(Diagnostic(.familyUnavailable(family.rawValue, platforms: declared, needs: needs), at: range))
            unavailable.insert(family)
        }
        return unavailable
    }
}

/// Checks the cases of each `switch family` once per body: unknown family
/// names, and cases for families the widget does not declare.
enum SwitchValidator {
    static func validate(_ block: Block, declared: Set<WidgetFamily>, into diagnostics: inout [Diagnostic]) {
        var visitor = SwitchCollector()
        visitor.collect(block)
        for statement in visitor.switches {
            for switchCase in statement.cases {
                for pattern in switchCase.patterns {
                    guard case .implicitMember(let name) = pattern.kind else { continue }
                    guard let family = FamilyNames.family(name, &diagnostics) else { continue }
                    if !declared.contains(family) {
                        diagnostics.append(Diagnostic(.caseForUndeclaredFamily(family.rawValue), at: pattern.range))
                    }
                }
            }
        }
    }
}

/// Finds every `switch family` in a block, closures included.
private struct SwitchCollector {
    var switches: [SwitchStatement] = []

    mutating func collect(_ block: Block) {
        for statement in block.statements {
            switch statement.kind {
            case .expression(let expression): collect(expression)
            case .ifStatement(let statement): collect(statement)
            case .switchStatement(let statement):
                if case .identifier("family") = statement.subject.kind { switches.append(statement) }
                for switchCase in statement.cases { collect(switchCase.body) }
            case .error: break
            }
        }
    }

    private mutating func collect(_ statement: IfStatement) {
        collect(statement.thenBlock)
        switch statement.elseBranch {
        case .block(let block): collect(block)
        case .elseIf(let nested, _): collect(nested)
        case nil: break
        }
    }

    private mutating func collect(_ expression: Expr) {
        guard case .call(let call) = expression.kind else {
            if case .member(let base, _, _) = expression.kind { collect(base) }
            return
        }
        collect(call.callee)
        for trailing in call.trailingClosures { collect(trailing.closure.body) }
    }
}

/// What a widget, an activity or a control may contain; the parser
/// checks names against this table, so adding a member is a one-line
/// change here.
package struct ContainerGrammar: Sendable {
    package let noun: String
    package let properties: [String]
    package let blocks: [String]
    /// The name `body`'s closure parameter may have: WidgetKit's for the
    /// widget's entry, a control's value provider's for its value.
    package var bodyParameter = "entry"

    package static let widget = ContainerGrammar(
        noun: "a widget",
        properties: [
            "kind", "displayName", "description", "families", "platform", "contentMarginsDisabled",
            "containerBackgroundRemovable", "disfavoredLocations", "carPlayApp", "reloadedBy",
            "supportedMountingStyles", "widgetTexture", "relevanceConfiguration",
        ],
        blocks: ["entry", "configuration", "placeholder", "body"]
    )

    package static let activity = ContainerGrammar(
        noun: "an activity",
        properties: ["platform", "supplementalActivityFamilies"],
        blocks: ["attributes", "state", "placeholder", "lockScreen", "dynamicIsland"]
    )

    package static let control = ContainerGrammar(
        noun: "a control",
        properties: [
            "kind", "displayName", "description", "platform", "promptsForUserConfiguration",
        ],
        blocks: ["value", "configuration", "placeholder", "body"], bodyParameter: "value"
    )

    /// The grammar of a container's tag.
    package static func of(_ tag: SyntaxNode.Tag) -> ContainerGrammar {
        switch tag {
        case .activity: .activity
        case .control: .control
        default: .widget
        }
    }

    /// Every name the other containers have that this one does not: a
    /// `misplaced-member` here.
    package var othersNames: Set<String> {
        Set([Self.widget, Self.activity, Self.control].flatMap(\.allNames)).subtracting(allNames)
    }

    package var allNames: [String] { properties + blocks }

    /// The declaration's keyword: the noun's last word (`widget`).
    package var keyword: String { noun.split(separator: " ").last.map(String.init) ?? noun }

    package var allowedList: String { allNames.map { "'\($0)'" }.joined(separator: ", ") }
}

/// The Dynamic Island's presentations and the regions of `expanded`.
package enum IslandGrammar {
    package static let presentations = ["expanded", "compactLeading", "compactTrailing", "minimal"]
    package static let expandedRegions = ["leading", "trailing", "center", "bottom"]
}

extension Parser {
    /// Parses a widget or an activity into its node:
    /// `widget EmojiRanger { kind: "..." families: [...] entry { } body { } }`.
    package mutating func parseContainer(_ tag: SyntaxNode.Tag) -> UInt32? {
        let keyword = consume()
        let grammar = ContainerGrammar.of(tag)
        guard let name = parseDeclarationName(grammar.keyword) else {
            return nil
        }
        let owner = "'\(name.identifier.name)'"
        let mark = scratch.count
        var seen = UniqueNames()
        let braces = parseBraced("to begin the body of \(owner)") { parser in
            if let member = parser.parseMember(grammar) {
                parser.checkUnique(member.keyword, in: owner, seen: &seen)
                parser.scratch.append(member.node)
            }
            parser.expectSeparator()
        }
        let members = takeList(since: mark)
        guard braces != nil else { return nil }
        let range = SourceRange(start: keyword.range.start, end: previousEnd)
        return make(tag, range, name.node, members).index
    }

    /// Parses one member into its node: `name: expression` (a header
    /// property) or `name { ... }` (a block).
    package mutating func parseMember(_ grammar: ContainerGrammar) -> (
        node: UInt32, keyword: Identifier
    )? {
        guard at(.identifier) else {
            reportExpected(
                .expectedIdentifier(
                    "a member of \(grammar.noun) (\(grammar.allowedList))", found: describe(token)))
            skipMember()
            return nil
        }
        let keyword = consumeName()
        let isProperty = at(.colon)
        guard validateMemberName(keyword.identifier, isProperty: isProperty, grammar) else {
            skipMember()
            return nil
        }
        let code: Member.Code
        let payload: UInt32
        if isProperty {
            consume()
            (code, payload) = (.property, parseExpression().index)
        } else {
            guard let block = parseBlockMember(keyword.identifier, grammar) else { return nil }
            (code, payload) = block
        }
        let range = SourceRange(start: keyword.identifier.range.start, end: previousEnd)
        let node = make(.containerMember, range, flags: code.rawValue, keyword.node, payload).index
        return (node, keyword.identifier)
    }

    /// Reports a member name that this container does not have, with the
    /// closest valid name as a note.
    package mutating func validateMemberName(
        _ keyword: Identifier, isProperty: Bool, _ grammar: ContainerGrammar
    ) -> Bool {
        let valid = isProperty ? grammar.properties : grammar.blocks
        if valid.contains(keyword.name) { return true }
        if grammar.othersNames.contains(keyword.name) {
            report(
                .misplacedMember(keyword.name, in: grammar.noun, allowed: grammar.allowedList),
                at: keyword.range)
            return false
        }
        if !at(.colon), !at(.leftBrace) {
            reportExpected(
                .expectedToken(
                    ":", "or '{' after the member name '\(keyword.name)'", found: describe(token)))
            return false
        }
        let notes =
            Spelling.closest(to: keyword.name, in: valid).map {
                [DiagnosticNote(message: NoteText.didYouMean($0), range: keyword.range)]
            } ?? []
        report(
            .unknownMember(
                keyword.name, in: grammar.noun,
                allowed: valid.map { "'\($0)'" }.joined(separator: ", ")), at: keyword.range,
            notes: notes)
        return false
    }

    /// Skips the rest of a bad member, braces and all.
    package mutating func skipMember() {
        if at(.colon) { consume() }
        if at(.leftBrace) {
            consume()
            skipToClosingDelimiter()
            _ = eat(.rightBrace)
        } else {
            skipToStatementBoundary()
        }
    }

    /// Parses the block after a member keyword that takes one: what the
    /// member node's `b` holds, and its code.
    package mutating func parseBlockMember(_ keyword: Identifier, _ grammar: ContainerGrammar)
        -> (Member.Code, UInt32)?
    {
        switch keyword.name {
        case "entry": return parseFieldBlock(keyword, allowDefault: false).map { (.entry, $0) }
        case "attributes":
            return parseFieldBlock(keyword, allowDefault: false).map { (.attributes, $0) }
        case "state": return parseFieldBlock(keyword, allowDefault: false).map { (.state, $0) }
        case "value": return parseFieldBlock(keyword, allowDefault: false).map { (.value, $0) }
        case "configuration":
            return parseFieldBlock(keyword, allowDefault: true).map { (.configuration, $0) }
        case "placeholder":
            guard let record = parseRecordValue() else { return nil }
            placeholders.append(record)
            return (.placeholder, UInt32(placeholders.count - 1))
        case "body":
            return parseMemberClosure("'body'", parameter: grammar.bodyParameter).map {
                (.body, $0)
            }
        case "lockScreen":
            return parseMemberClosure("'lockScreen'", parameter: "context").map {
                (.lockScreen, $0)
            }
        default:
            if atIslandBuilder() {
                return parseMemberClosure("'dynamicIsland'", parameter: "context")
                    .map { (.dynamicIslandBuilder, $0) }
            }
            return parseIslandRegions(names: IslandGrammar.presentations, in: "'dynamicIsland'")
                .map { (.dynamicIsland, $0) }
        }
    }

    /// Parses a view block that stands for one of WidgetKit's closures,
    /// with the closure's parameter if it is written:
    /// `lockScreen { context in ... }`. wdl reads the parameter under its
    /// conventional name (`context`, `entry`), so another name is an
    /// `unsupported-swift` error that says which.
    package mutating func parseMemberClosure(_ member: String, parameter: String) -> UInt32? {
        let mark = scratch.count
        let range = parseBraced(
            "to begin \(member)",
            prologue: { parser in
                let first = parser.token
                let name = parser.text(first.range)
                if parser.parseClosureParameters() != 0, name != parameter {
                    parser.report(
                        .unsupportedSwift(
                            "a closure parameter named '\(name)' in \(member)",
                            advice: "name it '\(parameter)', as wdl reads it"),
                        at: first.range)
                }
            },
            { parser in parser.parseStatementIntoScratch() })
        let statements = takeList(since: mark)
        guard let range else { return nil }
        return make(.block, range, statements).index
    }

    /// Whether the `dynamicIsland` block ahead is written as ActivityKit's
    /// closure (`{ context in DynamicIsland { ... } ... }`) rather than
    /// with wdl's presentation names (`{ expanded { ... } minimal { ... } }`).
    package func atIslandBuilder() -> Bool {
        guard at(.leftBrace) else { return false }
        var lookahead = lexer
        let next = lookahead.next()
        guard next.kind == .identifier else { return false }
        return !IslandGrammar.presentations.contains(text(next.range))
    }

    /// Parses `{ name: Type ... }` (with `= default` for configuration)
    /// into a list of field nodes.
    package mutating func parseFieldBlock(_ keyword: Identifier, allowDefault: Bool) -> UInt32? {
        let mark = scratch.count
        let braces = parseBraced("to begin '\(keyword.name)'") { parser in
            if let field = parser.parseField(allowDefault: allowDefault) {
                parser.scratch.append(field)
            }
            parser.expectSeparator(allowComma: true)
        }
        let fields = takeList(since: mark)
        return braces == nil ? nil : fields
    }

    /// Parses Dynamic Island presentations or the regions of `expanded`
    /// into a list of region nodes:
    /// `{ compactLeading { ... } minimal { ... } }`.
    package mutating func parseIslandRegions(names: [String], in container: String) -> UInt32? {
        let mark = scratch.count
        var seen = UniqueNames()
        let braces = parseBraced("to begin \(container)") { parser in
            if let region = parser.parseIslandRegion(names: names, in: container) {
                parser.checkUnique(region.identifier, in: container, seen: &seen)
                parser.scratch.append(region.node)
            }
            parser.expectSeparator()
        }
        let regions = takeList(since: mark)
        return braces == nil ? nil : regions
    }

    /// Parses one presentation or region into its node:
    /// `minimal { Image(systemName: "bicycle") }`.
    package mutating func parseIslandRegion(names: [String], in container: String) -> NameNode? {
        let allowed = names.map { "'\($0)'" }.joined(separator: ", ")
        guard at(.identifier) else {
            reportExpected(
                .expectedIdentifier("a region of \(container) (\(allowed))", found: describe(token))
            )
            skipMember()
            return nil
        }
        let name = consumeName()
        let identifier = name.identifier
        guard names.contains(identifier.name) else {
            let notes =
                Spelling.closest(to: identifier.name, in: names).map {
                    [DiagnosticNote(message: NoteText.didYouMean($0), range: identifier.range)]
                } ?? []
            report(
                .unknownMember(identifier.name, in: container, allowed: allowed),
                at: identifier.range, notes: notes)
            skipMember()
            return nil
        }
        let content: UInt32
        let holdsRegions = identifier.name == "expanded"
        if holdsRegions {
            guard
                let regions = parseIslandRegions(
                    names: IslandGrammar.expandedRegions, in: "'expanded'")
            else { return nil }
            content = regions
        } else {
            guard let block = parseBlockNode("to begin '\(identifier.name)'") else { return nil }
            content = block
        }
        let range = SourceRange(start: identifier.range.start, end: previousEnd)
        let node = make(.islandRegion, range, flags: holdsRegions ? 1 : 0, name.node, content)
        return NameNode(node: node.index, identifier: identifier)
    }
}

extension ContainerGrammar: Equatable {
    package static func == (lhs: ContainerGrammar, rhs: ContainerGrammar) -> Bool {
        lhs.noun == rhs.noun
    }
}

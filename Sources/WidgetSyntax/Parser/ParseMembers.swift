/// What a widget or an activity may contain; the parser checks names
/// against this table, so adding a member is a one-line change here.
package struct ContainerGrammar {
    package let noun: String
    package let properties: [String]
    package let blocks: [String]

    package static let widget = ContainerGrammar(
        noun: "a widget",
        properties: [
            "kind", "displayName", "description", "families", "platform", "contentMarginsDisabled",
            "containerBackgroundRemovable",
        ],
        blocks: ["entry", "configuration", "placeholder", "body"]
    )

    package static let activity = ContainerGrammar(
        noun: "an activity",
        properties: ["platform"],
        blocks: ["attributes", "state", "placeholder", "lockScreen", "dynamicIsland"]
    )

    package var other: ContainerGrammar {
        noun == ContainerGrammar.widget.noun ? .activity : .widget
    }

    package var allNames: [String] { properties + blocks }

    package var allowedList: String { allNames.map { "'\($0)'" }.joined(separator: ", ") }
}

/// The Dynamic Island's presentations and the regions of `expanded`.
package enum IslandGrammar {
    package static let presentations = ["expanded", "compactLeading", "compactTrailing", "minimal"]
    package static let expandedRegions = ["leading", "trailing", "center", "bottom"]
}

extension Parser {
    /// Parses a widget or an activity:
    /// `widget EmojiRanger { kind: "..." families: [...] entry { } body { } }`.
    package mutating func parseContainer() -> ContainerDecl? {
        let keyword = consume()
        let grammar: ContainerGrammar = matches(keyword.range, "widget") ? .widget : .activity
        guard let name = parseDeclarationName(grammar == .widget ? "widget" : "activity") else {
            return nil
        }
        var members: [Member] = []
        var seen = UniqueNames()
        guard
            parseBraced(
                "to begin the body of '\(name.name)'",
                { parser in
                    if let member = parser.parseMember(grammar) {
                        parser.checkUnique(member.keyword, in: "'\(name.name)'", seen: &seen)
                        members.append(member)
                    }
                    parser.expectSeparator()
                }) != nil
        else { return nil }
        return ContainerDecl(
            name: name, members: members,
            range: SourceRange(start: keyword.range.start, end: previousEnd))
    }

    /// Parses one member: `name: expression` (a header property) or
    /// `name { ... }` (a block).
    package mutating func parseMember(_ grammar: ContainerGrammar) -> Member? {
        guard at(.identifier) else {
            reportExpected(
                .expectedIdentifier(
                    "a member of \(grammar.noun) (\(grammar.allowedList))", found: describe(token)))
            skipMember()
            return nil
        }
        let keyword = consumeIdentifier()
        let isProperty = at(.colon)
        guard validateMemberName(keyword, isProperty: isProperty, grammar) else {
            skipMember()
            return nil
        }
        if isProperty {
            consume()
            let value = parseExpressionValue()
            return Member(
                keyword: keyword, kind: .property(value),
                range: SourceRange(start: keyword.range.start, end: previousEnd))
        }
        guard let kind = parseBlockMember(keyword) else { return nil }
        return Member(
            keyword: keyword, kind: kind,
            range: SourceRange(start: keyword.range.start, end: previousEnd))
    }

    /// Reports a member name that this container does not have, with the
    /// closest valid name as a note.
    package mutating func validateMemberName(
        _ keyword: Identifier, isProperty: Bool, _ grammar: ContainerGrammar
    ) -> Bool {
        let valid = isProperty ? grammar.properties : grammar.blocks
        if valid.contains(keyword.name) { return true }
        if grammar.other.allNames.contains(keyword.name) {
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

    /// Parses the block after a member keyword that takes one.
    package mutating func parseBlockMember(_ keyword: Identifier) -> Member.Kind? {
        switch keyword.name {
        case "entry": return parseFieldBlock(keyword, allowDefault: false).map(Member.Kind.entry)
        case "attributes":
            return parseFieldBlock(keyword, allowDefault: false).map(Member.Kind.attributes)
        case "state": return parseFieldBlock(keyword, allowDefault: false).map(Member.Kind.state)
        case "configuration":
            return parseFieldBlock(keyword, allowDefault: true).map(Member.Kind.configuration)
        case "placeholder": return parseRecordValue().map(Member.Kind.placeholder)
        case "body": return parseBlock("to begin 'body'").map(Member.Kind.body)
        case "lockScreen": return parseBlock("to begin 'lockScreen'").map(Member.Kind.lockScreen)
        default:
            return parseIslandRegions(names: IslandGrammar.presentations, in: "'dynamicIsland'")
                .map(Member.Kind.dynamicIsland)
        }
    }

    /// Parses `{ name: Type ... }` (with `= default` for configuration).
    package mutating func parseFieldBlock(_ keyword: Identifier, allowDefault: Bool) -> [Field]? {
        var fields: [Field] = []
        guard
            parseBraced(
                "to begin '\(keyword.name)'",
                { parser in
                    if let field = parser.parseField(allowDefault: allowDefault) {
                        fields.append(field)
                    }
                    parser.expectSeparator(allowComma: true)
                }) != nil
        else { return nil }
        return fields
    }

    /// Parses Dynamic Island presentations or the regions of `expanded`:
    /// `{ compactLeading { ... } minimal { ... } }`.
    package mutating func parseIslandRegions(names: [String], in container: String)
        -> [IslandRegion]?
    {
        var regions: [IslandRegion] = []
        var seen = UniqueNames()
        guard
            parseBraced(
                "to begin \(container)",
                { parser in
                    if let region = parser.parseIslandRegion(names: names, in: container) {
                        parser.checkUnique(region.name, in: container, seen: &seen)
                        regions.append(region)
                    }
                    parser.expectSeparator()
                }) != nil
        else { return nil }
        return regions
    }

    /// Parses one presentation or region: `minimal { Image(systemName: "bicycle") }`.
    package mutating func parseIslandRegion(names: [String], in container: String) -> IslandRegion?
    {
        let allowed = names.map { "'\($0)'" }.joined(separator: ", ")
        guard at(.identifier) else {
            reportExpected(
                .expectedIdentifier("a region of \(container) (\(allowed))", found: describe(token))
            )
            skipMember()
            return nil
        }
        let name = consumeIdentifier()
        guard names.contains(name.name) else {
            let notes =
                Spelling.closest(to: name.name, in: names).map {
                    [DiagnosticNote(message: NoteText.didYouMean($0), range: name.range)]
                } ?? []
            report(
                .unknownMember(name.name, in: container, allowed: allowed), at: name.range,
                notes: notes)
            skipMember()
            return nil
        }
        let content: IslandRegion.Content
        if name.name == "expanded" {
            guard
                let regions = parseIslandRegions(
                    names: IslandGrammar.expandedRegions, in: "'expanded'")
            else { return nil }
            content = .regions(regions)
        } else {
            guard let block = parseBlock("to begin '\(name.name)'") else { return nil }
            content = .views(block)
        }
        return IslandRegion(
            name: name, content: content,
            range: SourceRange(start: name.range.start, end: previousEnd))
    }
}

extension ContainerGrammar: Equatable {
    package static func == (lhs: ContainerGrammar, rhs: ContainerGrammar) -> Bool {
        lhs.noun == rhs.noun
    }
}

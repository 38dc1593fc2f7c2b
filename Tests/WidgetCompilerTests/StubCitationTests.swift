import Foundation
import Testing

/// The stubs' rule from the swift-emission design: every public declaration
/// of the API stub modules (Tests/Stubs) cites, in a `///` line just above it,
/// the developer.apple.com page of the symbol it copies, or says that it is a
/// stub helper Apple has no page for. A citation is what a reviewer checks a
/// stub's name, labels and generic shape against, so none may be missing.
@Suite struct StubCitationTests {
    /// The stub files (SwiftUI's and WidgetKit's in two), one test case each.
    static let stubFiles = [
        "SwiftUI.swift", "SwiftUIModifiers.swift", "WidgetKit.swift", "WidgetKitModifiers.swift",
        "AppIntents.swift", "ActivityKit.swift",
    ]

    /// Every public declaration of `file` is cited, and every citation is an
    /// Apple documentation path in Apple's lowercase form.
    @Test(arguments: stubFiles)
    func everyPublicDeclarationCitesItsPage(_ file: String) throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Stubs").appendingPathComponent(file)
        let audit = StubCitationAudit(text: try String(contentsOf: url, encoding: .utf8))
        // A scanner that finds nothing would pass vacuously.
        #expect(!audit.declarations.isEmpty, "found no public declarations in Tests/Stubs/\(file)")
        let wanted =
            "a `///` line citing its page under \(StubCitationAudit.documentationPrefix) or saying `\(StubCitationAudit.helperMarker)`"
        for line in audit.uncited {
            Issue.record(
                Comment(
                    rawValue: "Tests/Stubs/\(file):\(line.number): `\(line.text)` lacks \(wanted)"),
                sourceLocation: Self.location(of: line, in: file, at: url))
        }
        let allowed = StubCitationAudit.allowedPaths.joined(separator: ", ")
        for line in audit.badCitations {
            Issue.record(
                Comment(
                    rawValue:
                        "Tests/Stubs/\(file):\(line.number): `\(line.text)` cites no lowercase page under \(allowed)"
                ),
                sourceLocation: Self.location(of: line, in: file, at: url))
        }
    }

    /// The audit flags what it must: without this a broken scanner would let
    /// every stub pass. Each case is a small stub and the lines it flags.
    @Test func theAuditCatchesUncitedDeclarationsAndBadCitations() {
        let text = """
            /// https://developer.apple.com/documentation/swiftui/text
            public struct Text {
                public init(verbatim content: String) {}
                /// Stub helper, not Apple API: a stand-in.
                public struct _Helper {}
            }
            @available(iOS 16.0, *)
            public struct Gauge {}
            /// https://developer.apple.com/documentation/swiftui/font
            @available(iOS 16.0, *)
            public enum Font {
                case title
                /// https://developer.apple.com/documentation/SwiftUI/Font/body
                case body
            }
            /// https://developer.apple.com/documentation/appkit/nscolor
            public protocol Widget {
                /// https://developer.apple.com/documentation/swiftui/widget/init()
                init()
                var body: Int { get }
            }
            extension Text { public static let shared = Text(verbatim: "") }
            """
        let audit = StubCitationAudit(text: text)
        #expect(audit.uncited.map(\.number) == [3, 8, 12, 20, 22])
        #expect(audit.badCitations.map(\.number) == [13, 16])
        #expect(audit.declarations.count == 11)
    }

    /// Where an issue points: the stub's own line, so an editor jumps there.
    static func location(of line: StubCitationAudit.Line, in file: String, at url: URL)
        -> SourceLocation
    {
        SourceLocation(fileID: "Stubs/\(file)", filePath: url.path, line: line.number, column: 1)
    }
}

/// Reads a stub file line by line: which lines declare public API, which of
/// those lack a citation, and which citations are malformed. Line-based on
/// purpose: the stubs are written one declaration to a line, and a parser
/// would be a dependency the package does not have.
struct StubCitationAudit {
    /// A line of the stub, numbered from 1.
    struct Line: Equatable {
        let number: Int
        let text: String
    }

    /// What every citation starts with.
    static let documentationPrefix = "https://developer.apple.com/documentation/"
    /// What a declaration Apple has no page for says instead of a URL.
    static let helperMarker = "Stub helper, not Apple API:"
    /// The documentation paths a stub may cite: its four frameworks, UIKit
    /// (whose colours SwiftUI's `Color(uiColor:)` takes), the
    /// standard library and Foundation (whose types the stubs extend or, on
    /// Linux, must declare), and Core Graphics, whose CGLineCap and CGLineJoin
    /// the SwiftUI stub declares for StrokeStyle because Linux has no Core Graphics.
    static let allowedPaths = [
        "swiftui/", "widgetkit/", "appintents/", "activitykit/", "swift/", "foundation/", "uikit/",
        "coregraphics/",
    ]
    /// What may start a protocol requirement: requirements carry no `public`.
    static let requirementKeywords: Set<String> = [
        "associatedtype", "func", "var", "init", "static", "typealias", "mutating", "subscript",
    ]

    /// The lines that declare public API.
    let declarations: [Line]
    /// The declarations without a citation or helper note above them.
    let uncited: [Line]
    /// The `///` lines whose documentation URL is not in Apple's form.
    let badCitations: [Line]

    /// Audits `text`, the contents of a stub file.
    init(text: String) {
        let lines = text.components(separatedBy: "\n")
        let declared = Self.declarationIndices(in: lines)
        declarations = declared.map { Line(number: $0 + 1, text: Self.trimmed(lines[$0])) }
        uncited = declared.filter { !Self.isCited($0, in: lines) }.map {
            Line(number: $0 + 1, text: Self.trimmed(lines[$0]))
        }
        badCitations = lines.indices.filter { Self.hasBadCitation(lines[$0]) }.map {
            Line(number: $0 + 1, text: Self.trimmed(lines[$0]))
        }
    }

    /// The kind of body a `{` opens, as far as the audit cares: enum cases and
    /// protocol requirements are public API without saying `public`.
    enum Scope {
        case enumBody, protocolBody, other
    }

    /// The indices of the lines that declare public API: those carrying the
    /// `public` or `open` modifier, enum cases, and protocol requirements.
    static func declarationIndices(in lines: [String]) -> [Int] {
        var scopes: [Scope] = []
        var result: [Int] = []
        for (index, line) in lines.enumerated() {
            let code = self.code(of: line)
            let words = self.words(in: code)
            let first = self.words(in: withoutLeadingAttributes(code)).first ?? ""
            let isPublic = words.contains("public") || words.contains("open")
            let isCase = scopes.last == .enumBody && first == "case"
            let isRequirement = scopes.last == .protocolBody && requirementKeywords.contains(first)
            if isPublic || isCase || isRequirement { result.append(index) }
            track(braces: code, opening: scope(opening: code), in: &scopes)
        }
        return result
    }

    /// Whether a citation or helper note is in the `///` block directly above
    /// line `index`, or above the attribute lines (`@available`) it carries.
    static func isCited(_ index: Int, in lines: [String]) -> Bool {
        var above = index - 1
        while above >= 0, isAttributeLine(lines[above]) { above -= 1 }
        while above >= 0, trimmed(lines[above]).hasPrefix("///") {
            if lines[above].contains(documentationPrefix) || lines[above].contains(helperMarker) {
                return true
            }
            above -= 1
        }
        return false
    }

    /// Whether a `///` line cites a documentation URL that is not an Apple
    /// symbol page: mixed case, another framework's, or a bare framework root.
    static func hasBadCitation(_ line: String) -> Bool {
        guard trimmed(line).hasPrefix("///"), let start = line.range(of: documentationPrefix) else {
            return false
        }
        let path = String(line[start.upperBound...].prefix { !$0.isWhitespace })
        guard path == path.lowercased() else { return true }
        return !allowedPaths.contains { path.hasPrefix($0) && path.count > $0.count }
    }

    /// The scope the first `{` of `code` opens.
    static func scope(opening code: String) -> Scope {
        let words = self.words(in: withoutLeadingAttributes(code))
        let modifiers: Set<String> = [
            "public", "open", "internal", "fileprivate", "private", "final", "indirect",
        ]
        switch words.first(where: { !modifiers.contains($0) }) {
        case "enum": return .enumBody
        case "protocol": return .protocolBody
        default: return .other
        }
    }

    /// Pushes a scope for each `{` of `code` (the line's own kind for the
    /// first, `.other` for the rest) and pops one for each `}`.
    static func track(braces code: String, opening first: Scope, in scopes: inout [Scope]) {
        var opened = false
        for character in code {
            if character == "{" {
                scopes.append(opened ? .other : first)
                opened = true
            } else if character == "}", !scopes.isEmpty {
                scopes.removeLast()
            }
        }
    }

    /// Whether `line` holds only attributes, such as `@available(iOS 17.0, *)`.
    static func isAttributeLine(_ line: String) -> Bool {
        let code = trimmed(self.code(of: line))
        return code.hasPrefix("@") && withoutLeadingAttributes(code).isEmpty
    }

    /// `code` without the attributes that start it (`@available(…)`,
    /// `@_exported`, `@resultBuilder`, …), so its first word is what it declares.
    static func withoutLeadingAttributes(_ code: String) -> Substring {
        var rest = Substring(code).drop { $0.isWhitespace }
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            if rest.first == "(" { rest = afterParentheses(rest) }
            rest = rest.drop { $0.isWhitespace }
        }
        return rest
    }

    /// What follows the balanced parentheses that `text` starts with.
    static func afterParentheses(_ text: Substring) -> Substring {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text[text.index(after: index)...] }
        }
        return text[text.endIndex...]
    }

    /// A line's code: nothing for a comment line, else the text before any `//`.
    static func code(of line: String) -> String {
        if trimmed(line).hasPrefix("//") { return "" }
        return line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
    }

    /// The identifiers and keywords of `code`, in order.
    static func words<S: StringProtocol>(in code: S) -> [String] {
        String(code).split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// `line` without its surrounding whitespace.
    static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }
}

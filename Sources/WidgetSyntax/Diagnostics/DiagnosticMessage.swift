/// A catalogue entry: a stable id, a severity and the wording.
///
/// Wording follows the Swift compiler: lowercase, no final period, source
/// tokens in single quotes. All front-end wording lives in this file, in
/// alphabetical order of the factory; nothing else builds message text.
public struct DiagnosticMessage: Hashable, Sendable {
    /// The stable id.
    public let id: DiagnosticID
    /// How serious it is.
    public let severity: Severity
    /// The text shown after `error:` or `warning:`.
    public let text: String

    /// Creates an entry. Prefer the factories below.
    public init(_ id: DiagnosticID, _ severity: Severity, _ text: String) {
        self.id = id
        self.severity = severity
        self.text = text
    }
}

extension DiagnosticMessage {
    package static func consecutiveStatements() -> Self {
        .init(
            .consecutiveStatements, .error,
            "consecutive statements on a line must be separated by ';' or a newline")
    }

    /// An `if` used as a value without a final `else`.
    package static func branchExpressionNeedsElse() -> Self {
        .init(
            .branchExpression, .error,
            "'if' must have an unconditional 'else' to be used as an expression")
    }

    /// A branch of an `if` or `switch` used as a value that is not one expression.
    package static func branchExpressionNotSingle(_ keyword: String) -> Self {
        .init(
            .branchExpression, .error,
            "each branch of \(keyword == "if" ? "an" : "a") '\(keyword)' used as an expression must be a single expression"
        )
    }

    package static func duplicateDefault() -> Self {
        .init(
            .duplicateDefault, .error,
            "additional 'default' blocks cannot appear after the first 'default' block of a 'switch'"
        )
    }

    package static func duplicateMember(_ member: String, in container: String) -> Self {
        .init(.duplicateMember, .error, "'\(member)' appears twice in \(container)")
    }

    package static func emptySwitch() -> Self {
        .init(.emptySwitch, .error, "'switch' must have at least one 'case' or 'default' block")
    }

    package static func expectedDeclaration(found: String) -> Self {
        .init(
            .expectedDeclaration, .error,
            "expected a declaration ('widget', 'activity', 'control', 'struct', 'intent' or 'view'), found \(found)"
        )
    }

    package static func expectedExpression(_ context: String, found: String) -> Self {
        .init(.expectedExpression, .error, "expected expression \(context), found \(found)")
    }

    package static func expectedIdentifier(_ what: String, found: String) -> Self {
        .init(.expectedIdentifier, .error, "expected \(what), found \(found)")
    }

    package static func expectedToken(_ token: String, _ context: String, found: String) -> Self {
        .init(.expectedToken, .error, "expected '\(token)' \(context), found \(found)")
    }

    package static func expectedType(found: String) -> Self {
        .init(
            .expectedType, .error,
            "expected type (such as 'String', '[Int]' or 'Date?'), found \(found)")
    }

    package static func expectedValue(found: String) -> Self {
        .init(
            .expectedValue, .error,
            "expected a value (a string, a number, 'true', 'false', 'nil', '[...]' or '{...}'), found \(found)"
        )
    }

    package static func expectedVersion(found: String) -> Self {
        .init(.expectedVersion, .error, "expected a version number such as '17.0', found \(found)")
    }

    package static var formatChangesMeaning: Self {
        .init(
            .formatChangesMeaning, .error,
            "formatting would change what this file means, so it is left as it is; please report this file"
        )
    }

    package static func fileTooLarge(size: Int, limit: Int) -> Self {
        .init(.fileTooLarge, .error, "source file is \(size) bytes; the limit is \(limit) bytes")
    }

    package static func invalidCharacter(_ character: String) -> Self {
        .init(.invalidCharacter, .error, "unexpected character \(character) in source")
    }

    package static func invalidEscape(_ sequence: String) -> Self {
        .init(.invalidEscape, .error, "invalid escape sequence '\(sequence)' in string literal")
    }

    package static func invalidNumber(_ text: String, _ reason: String) -> Self {
        .init(.invalidNumber, .error, "invalid number literal '\(text)': \(reason)")
    }

    package static func invalidUTF8(byte: UInt8) -> Self {
        let hex = String(byte, radix: 16, uppercase: true)
        return .init(
            .invalidUTF8, .error,
            "source is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))")
    }

    package static func misplacedMember(_ member: String, in container: String, allowed: String)
        -> Self
    {
        .init(
            .misplacedMember, .error,
            "'\(member)' cannot appear in \(container); expected \(allowed)")
    }

    package static func notInIsland(_ found: String, in container: String, expected: String)
        -> Self
    {
        .init(.misplacedMember, .error, "\(container) holds \(expected); found \(found)")
    }

    package static func viewWithoutBody(_ name: String, form: ViewDecl.Form = .viewStruct) -> Self {
        let what: String
        switch form {
        case .modifierStruct: what = "view modifier"
        case .view, .viewStruct, .helper: what = "view struct"
        case .shapeStruct: what = "shape"
        default: what = "style"
        }
        return .init(
            .missingBody, .error, "\(what) '\(name)' has no '\(form.bodySignature) { ... }'")
    }

    package static func unsupportedSwift(_ what: String, advice: String) -> Self {
        .init(.unsupportedSwift, .error, "\(what) is not supported yet; \(advice)")
    }

    /// A case with associated values in an enum that has a raw type.
    package static func rawValuePayload(_ enumName: String, rawType: String) -> Self {
        .init(
            .rawValuePayload, .error,
            "'\(enumName)' has raw type '\(rawType)', so its cases cannot have associated values")
    }

    package static func nestingTooDeep(limit: Int) -> Self {
        .init(.nestingTooDeep, .error, "nesting is deeper than the limit of \(limit) levels")
    }

    package static func nonAssociativeOperator(_ op: String) -> Self {
        .init(
            .nonAssociativeOperator, .error,
            "adjacent '\(op)' operators are non-associative; add parentheses")
    }

    package static func nulCharacter() -> Self {
        .init(.nulCharacter, .error, "source contains a NUL character")
    }

    package static func statementOutsideCase() -> Self {
        .init(
            .statementOutsideCase, .error,
            "all statements inside a 'switch' must be covered by a 'case' or 'default'")
    }

    package static func unclosedDelimiter(_ opener: String) -> Self {
        .init(.unclosedDelimiter, .error, "unclosed '\(opener)'")
    }

    /// `@State var count = 0` in a body.
    package static func propertyWrapperInBody(_ wrapper: String) -> Self {
        .init(
            .unexpectedToken, .error,
            "'\(wrapper)' declares a property, and a widget body has none: read the entry's fields, `family` and the display environment's names (`colorScheme`, `renderingMode`...) directly"
        )
    }

    package static func unexpectedToken(_ found: String, _ context: String) -> Self {
        .init(.unexpectedToken, .error, "unexpected \(found) \(context)")
    }

    package static func unknownMember(_ member: String, in container: String, allowed: String)
        -> Self
    {
        .init(
            .unknownMember, .error,
            "unknown member '\(member)' in \(container); expected \(allowed)")
    }

    package static func unterminatedComment() -> Self {
        .init(.unterminatedComment, .error, "unterminated '/*' comment")
    }

    package static func unterminatedString() -> Self {
        .init(.unterminatedString, .error, "unterminated string literal")
    }
}

/// Notes' wording, in the same voice as the messages.
package enum NoteText {
    package static func closerExpected(_ closer: String) -> String {
        "expected '\(closer)' to close it; the indentation suggests it ends here"
    }
    package static func didYouMean(_ name: String) -> String { "did you mean '\(name)'?" }
    package static func firstDefault() -> String { "first 'default' is here" }
    package static func firstMember(_ member: String) -> String { "first '\(member)' is here" }
    package static func openedHere(_ opener: String) -> String { "'\(opener)' opened here" }
}

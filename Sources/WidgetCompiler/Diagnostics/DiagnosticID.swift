/// A stable identifier for a kind of diagnostic, printed in brackets after
/// the message (`[unterminated-string]`) and used by tests, by `Samples/Invalid`
/// and by anyone filtering output. Ids are never renamed or reused.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kebab-case text of the id.
    public let rawValue: String

    /// Wraps an id's text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The id's text.
    public var description: String { rawValue }

    /// Orders ids alphabetically.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

// The ids of the front end, alphabetical. `all` must list each of them: a
// test checks that every one has a triggering case.
extension DiagnosticID {
    public static let consecutiveStatements = DiagnosticID(rawValue: "consecutive-statements")
    public static let duplicateDefault = DiagnosticID(rawValue: "duplicate-default")
    public static let duplicateMember = DiagnosticID(rawValue: "duplicate-member")
    public static let emptySwitch = DiagnosticID(rawValue: "empty-switch")
    public static let expectedDeclaration = DiagnosticID(rawValue: "expected-declaration")
    public static let expectedExpression = DiagnosticID(rawValue: "expected-expression")
    public static let expectedIdentifier = DiagnosticID(rawValue: "expected-identifier")
    public static let expectedToken = DiagnosticID(rawValue: "expected-token")
    public static let expectedType = DiagnosticID(rawValue: "expected-type")
    public static let expectedValue = DiagnosticID(rawValue: "expected-value")
    public static let expectedVersion = DiagnosticID(rawValue: "expected-version")
    public static let fileTooLarge = DiagnosticID(rawValue: "file-too-large")
    public static let formatChangesMeaning = DiagnosticID(rawValue: "format-changes-meaning")
    public static let invalidCharacter = DiagnosticID(rawValue: "invalid-character")
    public static let invalidEscape = DiagnosticID(rawValue: "invalid-escape")
    public static let invalidNumber = DiagnosticID(rawValue: "invalid-number")
    public static let invalidUTF8 = DiagnosticID(rawValue: "invalid-utf8")
    public static let misplacedMember = DiagnosticID(rawValue: "misplaced-member")
    public static let nestingTooDeep = DiagnosticID(rawValue: "nesting-too-deep")
    public static let nonAssociativeOperator = DiagnosticID(rawValue: "non-associative-operator")
    public static let nulCharacter = DiagnosticID(rawValue: "nul-character")
    public static let statementOutsideCase = DiagnosticID(rawValue: "statement-outside-case")
    public static let unclosedDelimiter = DiagnosticID(rawValue: "unclosed-delimiter")
    public static let unexpectedToken = DiagnosticID(rawValue: "unexpected-token")
    public static let unknownMember = DiagnosticID(rawValue: "unknown-member")
    public static let unterminatedComment = DiagnosticID(rawValue: "unterminated-comment")
    public static let unterminatedString = DiagnosticID(rawValue: "unterminated-string")

    /// Every front-end id, alphabetical.
    public static let frontEnd: [DiagnosticID] = [
        .consecutiveStatements, .duplicateDefault, .duplicateMember, .emptySwitch,
        .expectedDeclaration, .expectedExpression, .expectedIdentifier, .expectedToken,
        .expectedType, .expectedValue, .expectedVersion, .fileTooLarge, .formatChangesMeaning, .invalidCharacter,
        .invalidEscape, .invalidNumber, .invalidUTF8, .misplacedMember, .nestingTooDeep,
        .nonAssociativeOperator, .nulCharacter, .statementOutsideCase, .unclosedDelimiter,
        .unexpectedToken, .unknownMember, .unterminatedComment, .unterminatedString,
    ]
}

// The ids of the checker, alphabetical; `checker` lists them.
extension DiagnosticID {
    public static let activityPayloadSize = DiagnosticID(rawValue: "activity-payload-size")
    public static let apiAvailability = DiagnosticID(rawValue: "api-availability")
    public static let argumentLabels = DiagnosticID(rawValue: "argument-labels")
    public static let argumentType = DiagnosticID(rawValue: "argument-type")
    public static let backgroundContrast = DiagnosticID(rawValue: "background-contrast")
    public static let bindingType = DiagnosticID(rawValue: "binding-type")
    public static let caseForUndeclaredFamily = DiagnosticID(rawValue: "case-for-undeclared-family")
    public static let conditionType = DiagnosticID(rawValue: "condition-type")
    public static let familyNotCovered = DiagnosticID(rawValue: "family-not-covered")
    public static let familyUnavailable = DiagnosticID(rawValue: "family-unavailable")
    public static let headerValue = DiagnosticID(rawValue: "header-value")
    public static let inlineHiddenView = DiagnosticID(rawValue: "inline-hidden-view")
    public static let intentArguments = DiagnosticID(rawValue: "intent-arguments")
    public static let interactiveAvailability = DiagnosticID(rawValue: "interactive-availability")
    public static let interactiveFamily = DiagnosticID(rawValue: "interactive-family")
    public static let linkFamily = DiagnosticID(rawValue: "link-family")
    public static let missingContainerBackground = DiagnosticID(rawValue: "missing-container-background")
    public static let missingField = DiagnosticID(rawValue: "missing-field")
    public static let missingHeader = DiagnosticID(rawValue: "missing-header")
    public static let modifierTarget = DiagnosticID(rawValue: "modifier-target")
    public static let multipleInteractive = DiagnosticID(rawValue: "multiple-interactive")
    public static let multipleWidgetURL = DiagnosticID(rawValue: "multiple-widget-url")
    public static let noSuchMember = DiagnosticID(rawValue: "no-such-member")
    public static let placeholderValue = DiagnosticID(rawValue: "placeholder-value")
    public static let smallText = DiagnosticID(rawValue: "small-text")
    public static let switchNotExhaustive = DiagnosticID(rawValue: "switch-not-exhaustive")
    public static let translucentVibrant = DiagnosticID(rawValue: "translucent-vibrant")
    public static let undeclaredIntent = DiagnosticID(rawValue: "undeclared-intent")
    public static let unknownFamily = DiagnosticID(rawValue: "unknown-family")
    public static let unknownField = DiagnosticID(rawValue: "unknown-field")
    public static let unknownModifier = DiagnosticID(rawValue: "unknown-modifier")
    public static let unknownName = DiagnosticID(rawValue: "unknown-name")
    public static let unknownPlatform = DiagnosticID(rawValue: "unknown-platform")
    public static let unknownSymbol = DiagnosticID(rawValue: "unknown-symbol")
    public static let unknownType = DiagnosticID(rawValue: "unknown-type")
    public static let unknownView = DiagnosticID(rawValue: "unknown-view")
    public static let notInWidgets = DiagnosticID(rawValue: "not-in-widgets")

    /// Every checker id, alphabetical.
    public static let checker: [DiagnosticID] = [
        .activityPayloadSize, .apiAvailability, .argumentLabels, .argumentType, .backgroundContrast, .bindingType, .caseForUndeclaredFamily, .conditionType, .familyNotCovered, .familyUnavailable, .headerValue, .inlineHiddenView, .intentArguments, .interactiveAvailability,
        .interactiveFamily, .linkFamily, .missingContainerBackground, .missingField, .missingHeader, .modifierTarget, .multipleInteractive, .multipleWidgetURL,
        .noSuchMember, .notInWidgets, .placeholderValue,
        .smallText, .switchNotExhaustive, .translucentVibrant, .undeclaredIntent, .unknownFamily, .unknownField, .unknownModifier, .unknownName, .unknownPlatform, .unknownSymbol, .unknownType, .unknownView,
    ]
}

// The ids of `wdl lint`'s own controls: directives in comments and the
// `.wdl-lint.json` file, alphabetical.
extension DiagnosticID {
    public static let lintConfiguration = DiagnosticID(rawValue: "lint-configuration")
    public static let lintDirective = DiagnosticID(rawValue: "lint-directive")

    /// Every lint-control id, alphabetical.
    public static let lint: [DiagnosticID] = [.lintConfiguration, .lintDirective]

    /// Every id of every group.
    public static var all: [DiagnosticID] { frontEnd + checker + timeline + activityUpdates + stringCatalog + instantiation + lint }
}

// The ids of timeline files (`NAME.timeline.json`), alphabetical.
extension DiagnosticID {
    public static let jsonSyntax = DiagnosticID(rawValue: "json-syntax")
    public static let timelineBudget = DiagnosticID(rawValue: "timeline-budget")
    public static let timelineFormat = DiagnosticID(rawValue: "timeline-format")
    public static let timelineSpacing = DiagnosticID(rawValue: "timeline-spacing")

    /// Every timeline id, alphabetical.
    public static let timeline: [DiagnosticID] = [.jsonSyntax, .timelineBudget, .timelineFormat, .timelineSpacing]
}

// The ids of Live Activity updates files (`NAME.updates.json`), alphabetical.
extension DiagnosticID {
    public static let updatesDismissal = DiagnosticID(rawValue: "updates-dismissal")
    public static let updatesFormat = DiagnosticID(rawValue: "updates-format")
    public static let updatesOrder = DiagnosticID(rawValue: "updates-order")
    public static let updatesStaleDate = DiagnosticID(rawValue: "updates-stale-date")
    public static let updatesTimeLimit = DiagnosticID(rawValue: "updates-time-limit")

    /// Every updates-file id, alphabetical.
    public static let activityUpdates: [DiagnosticID] = [.updatesDismissal, .updatesFormat, .updatesOrder, .updatesStaleDate, .updatesTimeLimit]
}

// The ids of String Catalogs (`NAME.xcstrings`, `Localizable.xcstrings`), alphabetical.
extension DiagnosticID {
    public static let stringsFormat = DiagnosticID(rawValue: "strings-format")

    /// Every String Catalog id, alphabetical.
    public static let stringCatalog: [DiagnosticID] = [.stringsFormat]
}

// The ids of instantiation (`wdl compile`): problems that only show with
// an entry's data, alphabetical.
extension DiagnosticID {
    public static let arithmeticError = DiagnosticID(rawValue: "arithmetic-error")
    public static let displayTimeValue = DiagnosticID(rawValue: "display-time-value")
    public static let expansionLimit = DiagnosticID(rawValue: "expansion-limit")
    public static let indexOutOfRange = DiagnosticID(rawValue: "index-out-of-range")
    public static let invalidValue = DiagnosticID(rawValue: "invalid-value")
    public static let nilValue = DiagnosticID(rawValue: "nil-value")

    /// Every instantiation id, alphabetical.
    public static let instantiation: [DiagnosticID] = [.arithmeticError, .displayTimeValue, .expansionLimit, .indexOutOfRange, .invalidValue, .nilValue]
}

/// A stable identifier for a kind of diagnostic, printed in brackets after
/// the message (`[unterminated-string]`) and used by tests, by `Samples/Invalid`
/// and by anyone filtering output. Ids are never renamed or reused.
///
/// The cases are every id (`allCases`); each belongs to one `Group`, whose
/// list (`frontEnd`, `checker`...) is read from the cases, so no hand-kept
/// list repeats them. The raw value is the id's kebab-case text.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable, Comparable,
    CustomStringConvertible
{
    // The ids of the front end, alphabetical. A test checks that every one
    // has a triggering case.
    case branchExpression = "branch-expression"
    case contentOverflow = "content-overflow"
    case consecutiveStatements = "consecutive-statements"
    case customFont = "custom-font"
    case duplicateDefault = "duplicate-default"
    case duplicateMember = "duplicate-member"
    case emptySwitch = "empty-switch"
    case expectedDeclaration = "expected-declaration"
    case expectedExpression = "expected-expression"
    case expectedIdentifier = "expected-identifier"
    case expectedToken = "expected-token"
    case expectedType = "expected-type"
    case expectedValue = "expected-value"
    case expectedVersion = "expected-version"
    case fileTooLarge = "file-too-large"
    case formatChangesMeaning = "format-changes-meaning"
    case invalidCharacter = "invalid-character"
    case invalidEscape = "invalid-escape"
    case invalidNumber = "invalid-number"
    case invalidUTF8 = "invalid-utf8"
    case misplacedMember = "misplaced-member"
    case missingBody = "missing-body"
    case nestingTooDeep = "nesting-too-deep"
    case nonAssociativeOperator = "non-associative-operator"
    case nulCharacter = "nul-character"
    case rawValuePayload = "raw-value-payload"
    case statementOutsideCase = "statement-outside-case"
    case unclosedDelimiter = "unclosed-delimiter"
    case unexpectedToken = "unexpected-token"
    case unknownMember = "unknown-member"
    case unsupportedSwift = "unsupported-swift"
    case unterminatedComment = "unterminated-comment"
    case unterminatedString = "unterminated-string"

    // The ids of the audit (`wdl audit`), alphabetical.
    case accentedInvisible = "accented-invisible"
    case clippedContent = "clipped-content"
    case lowContrast = "low-contrast"
    case smallTapTarget = "small-tap-target"
    case textTooSmall = "text-too-small"
    case truncatedText = "truncated-text"
    case unlabeledButton = "unlabeled-button"

    // The ids of the checker, alphabetical.
    case accentedGradient = "accented-gradient"
    case accentedImage = "accented-image"
    case accentedPlate = "accented-plate"
    case activityFamily = "activity-family"
    case activityPayloadSize = "activity-payload-size"
    case apiAvailability = "api-availability"
    case argumentLabels = "argument-labels"
    case argumentType = "argument-type"
    case backgroundContrast = "background-contrast"
    case bindingType = "binding-type"
    case carPlayBackground = "carplay-background"
    case caseForUndeclaredFamily = "case-for-undeclared-family"
    case conditionType = "condition-type"
    case controlAction = "control-action"
    case controlActionHint = "control-action-hint"
    case controlConfiguration = "control-configuration"
    case controlContent = "control-content"
    case controlLabelTint = "control-label-tint"
    case controlPlatform = "control-platform"
    case controlTemplate = "control-template"
    case controlTint = "control-tint"
    case controlToggleSymbol = "control-toggle-symbol"
    case emittedName = "emitted-name"
    case environmentProperty = "environment-property"
    case familyNotCovered = "family-not-covered"
    case familyUnavailable = "family-unavailable"
    case headerValue = "header-value"
    case inlineHiddenView = "inline-hidden-view"
    case intentArguments = "intent-arguments"
    case interactiveAvailability = "interactive-availability"
    case interactiveFamily = "interactive-family"
    case linkFamily = "link-family"
    case letAssignment = "let-assignment"
    case missingContainerBackground = "missing-container-background"
    case missingField = "missing-field"
    case missingHeader = "missing-header"
    case missingReturn = "missing-return"
    case modifierTarget = "modifier-target"
    case multipleInteractive = "multiple-interactive"
    case multipleWidgetURL = "multiple-widget-url"
    case noSuchMember = "no-such-member"
    case placeholderValue = "placeholder-value"
    case smallText = "small-text"
    case translucentVibrant = "translucent-vibrant"
    case undeclaredIntent = "undeclared-intent"
    case uninitializedProperty = "uninitialized-property"
    case unknownFamily = "unknown-family"
    case unknownField = "unknown-field"
    case unknownModifier = "unknown-modifier"
    case unknownName = "unknown-name"
    case unknownPlatform = "unknown-platform"
    case unknownSymbol = "unknown-symbol"
    case unknownType = "unknown-type"
    case unknownView = "unknown-view"
    case relevanceConfiguration = "relevance-configuration"
    case visionOnly = "vision-only"
    case notInWidgets = "not-in-widgets"
    case switchNotExhaustive = "switch-not-exhaustive"
    case watchFullColor = "watch-full-color"
    case widgetGroupCount = "widget-group-count"
    case widgetGroupFamily = "widget-group-family"

    // The ids of timeline files (`NAME.timeline.json`), alphabetical.
    case jsonSyntax = "json-syntax"
    case timelineBudget = "timeline-budget"
    case timelineFormat = "timeline-format"
    case timelineNever = "timeline-never"
    case timelineRelevance = "timeline-relevance"
    case timelineSpacing = "timeline-spacing"

    // The ids of Live Activity updates files (`NAME.updates.json`), alphabetical.
    case updatesDismissal = "updates-dismissal"
    case updatesFormat = "updates-format"
    case updatesOrder = "updates-order"
    case updatesStaleDate = "updates-stale-date"
    case updatesTimeLimit = "updates-time-limit"

    // The ids of String Catalogs (`NAME.xcstrings`, `Localizable.xcstrings`), alphabetical.
    case stringsFormat = "strings-format"

    // The ids of instantiation (`wdl compile`): problems that only show with
    // an entry's data, alphabetical.
    case arithmeticError = "arithmetic-error"
    case displayTimeValue = "display-time-value"
    case expansionLimit = "expansion-limit"
    case indexOutOfRange = "index-out-of-range"
    case invalidValue = "invalid-value"
    case nilValue = "nil-value"

    // The ids of `wdl lint`'s own controls: directives in comments and the
    // `.wdl-lint.json` file, alphabetical.
    case lintConfiguration = "lint-configuration"
    case lintDirective = "lint-directive"

    /// The id's text.
    public var description: String { rawValue }

    /// Orders ids alphabetically.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension DiagnosticID {
    /// The part of wdl that reports an id: the lists below, and the order
    /// of `all`.
    public enum Group: CaseIterable, Sendable {
        case frontEnd, checker, timeline, activityUpdates, stringCatalog, instantiation, lint,
            layout, audit
    }

    /// The group of this id. An id added without one does not compile.
    public var group: Group {
        switch self {
        case .branchExpression, .consecutiveStatements, .duplicateDefault, .duplicateMember,
            .emptySwitch,
            .expectedDeclaration, .expectedExpression,
            .expectedIdentifier, .expectedToken, .expectedType, .expectedValue, .expectedVersion,
            .fileTooLarge,
            .formatChangesMeaning, .invalidCharacter, .invalidEscape, .invalidNumber, .invalidUTF8,
            .misplacedMember, .missingBody,
            .nestingTooDeep, .nonAssociativeOperator, .nulCharacter, .rawValuePayload,
            .statementOutsideCase,
            .unclosedDelimiter, .unexpectedToken,
            .unknownMember, .unsupportedSwift, .unterminatedComment, .unterminatedString:
            .frontEnd
        case .accentedGradient, .accentedImage, .accentedPlate, .activityFamily,
            .activityPayloadSize,
            .apiAvailability,
            .argumentLabels,
            .argumentType,
            .backgroundContrast, .bindingType,
            .carPlayBackground, .caseForUndeclaredFamily, .conditionType, .controlAction,
            .controlActionHint,
            .controlConfiguration, .controlContent, .controlLabelTint, .controlPlatform,
            .controlTemplate, .controlTint, .controlToggleSymbol, .emittedName,
            .environmentProperty,
            .familyNotCovered,
            .familyUnavailable,
            .headerValue, .inlineHiddenView,
            .intentArguments, .interactiveAvailability, .interactiveFamily, .letAssignment,
            .linkFamily,
            .missingContainerBackground, .missingField,
            .missingHeader, .missingReturn, .modifierTarget, .multipleInteractive,
            .multipleWidgetURL,
            .noSuchMember, .placeholderValue, .smallText,
            .translucentVibrant, .undeclaredIntent, .uninitializedProperty, .unknownFamily,
            .unknownField, .unknownModifier,
            .unknownName, .unknownPlatform,
            .unknownSymbol, .unknownType, .unknownView, .notInWidgets, .switchNotExhaustive,
            .relevanceConfiguration, .visionOnly, .watchFullColor, .widgetGroupCount,
            .widgetGroupFamily:
            .checker
        case .jsonSyntax, .timelineBudget, .timelineFormat, .timelineNever, .timelineRelevance,
            .timelineSpacing:
            .timeline
        case .updatesDismissal, .updatesFormat, .updatesOrder, .updatesStaleDate, .updatesTimeLimit:
            .activityUpdates
        case .stringsFormat:
            .stringCatalog
        case .arithmeticError, .displayTimeValue, .expansionLimit, .indexOutOfRange, .invalidValue,
            .nilValue:
            .instantiation
        case .lintConfiguration, .lintDirective:
            .lint
        case .contentOverflow, .customFont:
            .layout
        case .accentedInvisible, .clippedContent, .lowContrast, .smallTapTarget, .textTooSmall,
            .truncatedText, .unlabeledButton:
            .audit
        }
    }

    /// The ids of `group`, alphabetical.
    public static func ids(of group: Group) -> [DiagnosticID] {
        allCases.filter { $0.group == group }.sorted()
    }

    /// Every front-end id, alphabetical.
    public static let frontEnd = ids(of: .frontEnd)
    /// Every checker id, alphabetical.
    public static let checker = ids(of: .checker)
    /// Every timeline id, alphabetical.
    public static let timeline = ids(of: .timeline)
    /// Every updates-file id, alphabetical.
    public static let activityUpdates = ids(of: .activityUpdates)
    /// Every String Catalog id, alphabetical.
    public static let stringCatalog = ids(of: .stringCatalog)
    /// Every instantiation id, alphabetical.
    public static let instantiation = ids(of: .instantiation)
    /// Every lint-control id, alphabetical.
    public static let lint = ids(of: .lint)
    /// Every id found by laying the widget out (`WidgetAudit`), alphabetical.
    public static let layout = ids(of: .layout)
    /// Every finding of `wdl audit`, alphabetical.
    public static let audit = ids(of: .audit)

    /// Every id of every group, group by group.
    public static var all: [DiagnosticID] { Group.allCases.flatMap(ids(of:)) }
}

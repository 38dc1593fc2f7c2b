/// What each diagnostic id means, for `wdl lint --explain ID` and the
/// editor: its severity and an example of what triggers it. One table;
/// the README's tables of ids are held to it by a test, and every id of
/// `DiagnosticID.all` must have a row.
public enum DiagnosticExplanations {
    /// Every id: the front end's, the checker's, lint's, timelines',
    /// activity updates', String Catalogs', instantiation's and layout's.
    public static let all: [DiagnosticID] =
        DiagnosticID.frontEnd + DiagnosticID.checker + DiagnosticID.lint + DiagnosticID.timeline
        + DiagnosticID.activityUpdates + DiagnosticID.stringCatalog + DiagnosticID.instantiation
        + DiagnosticID.layout + DiagnosticID.audit

    /// The severity and the example of `id`, or nil for an unknown id.
    public static func explanation(of id: DiagnosticID) -> (severity: Severity, example: String)? {
        table[id.rawValue]
    }

    /// The text `wdl lint --explain ID` prints.
    public static func text(of id: DiagnosticID) -> String? {
        guard let (severity, example) = explanation(of: id) else { return nil }
        let silencing =
            severity != .error
            ? "Silence it on one line with `// wdl:disable-next-line \(id)`, in a region with `// wdl:disable \(id)` ... `// wdl:enable \(id)`, or everywhere below a `.wdl-lint.json` with {\"disabled\": [\"\(id)\"]}; {\"errors\": [\"\(id)\"]} makes it an error."
            : "An error is never silenced: the file does not compile until it is fixed."
        return "\(id) (\(severity.rawValue))\n\nFor example: \(example)\n\n\(silencing)\n"
    }

    package static let table: [String: (severity: Severity, example: String)] = [
        "branch-expression": (
            .error,
            "`let tint = if done { .green }` with no `else`, or a branch of an `if` or `switch` used as a value that holds more than one expression; Swift takes a value only from a single expression per branch"
        ),
        "content-overflow": (
            .warning,
            "`VStack { ... }` with more lines than `accessoryRectangular`'s 72 pt hold: laid out with the placeholder, a text lies partly outside the family's canvas, where the device cuts it"
        ),
        "custom-font": (
            .note,
            "`.font(.custom(\"Avenir Next\", size: 15))` with no font file beside the source (in its folder or `Fonts/`) whose face has that PostScript, full or family name: the text is measured and drawn in the system font"
        ),
        "consecutive-statements": (
            .error,
            "two statements on one line with nothing between them: `Text(\"a\") Text(\"b\")`; put each on its own line or separate them with `;`"
        ),
        "duplicate-default": (.error, "a second `default:` in one `switch`"),
        "duplicate-member": (
            .error,
            "a member, field or label written twice: two `kind:` lines, `entry { a: Int a: Int }`"
        ),
        "empty-switch": (.error, "a `switch` with no `case` and no `default`"),
        "expected-declaration": (
            .error,
            "something at the top level that is not `widget`, `activity`, `struct`, `intent` or `view`"
        ),
        "expected-expression": (
            .error,
            "`Text(\"a\", style: )` or `a +`: a value is missing where the grammar needs one"
        ),
        "expected-identifier": (
            .error, "`widget {` without a name, or a `.` with no member after it"
        ),
        "expected-token": (
            .error, "a missing `)`, `]`, `}`, `:` or `,`; the message names what was found instead"
        ),
        "expected-type": (.error, "`count: 42` in a schema, where a type such as `Int` belongs"),
        "expected-value": (
            .error,
            "`hero: Hero(name: \"x\")` in a placeholder, where a value (a string, a number, `true`, `false`, `nil`, `[...]` or `{...}`) belongs"
        ),
        "expected-version": (
            .error,
            "`platform: .iOS(\"seventeen\")`: a version is digits and dots, such as `\"17.0\"`"
        ),
        "file-too-large": (
            .error,
            "a source file over the size limit, refused before it is read so memory stays bounded"
        ),
        "format-changes-meaning": (
            .error,
            "`wdl format` would have changed the file's syntax tree, so the file is left as it is (a formatter bug: report the file)"
        ),
        "invalid-character": (.error, "a character that starts no token, such as `$` or `~`"),
        "invalid-escape": (
            .error,
            "`\"\\q\"`: an escape that Swift does not have (`\\n`, `\\t`, `\\\"`, `\\\\`, `\\u{...}` and `\\(...)` are)"
        ),
        "invalid-number": (
            .error, "`12px` or `1.2.3`: a number with letters or extra dots stuck to it"
        ),
        "invalid-utf8": (.error, "bytes that are not UTF-8; save the file as UTF-8"),
        "misplaced-member": (
            .error,
            "`body` in an activity or `lockScreen` in a widget: a member this kind of declaration does not have"
        ),
        "missing-body": (
            .error,
            "`struct Badge: View { let title: String }` with no `var body: some View { ... }`"
        ),
        "nesting-too-deep": (.error, "brackets or blocks nested deeper than the parser's limit"),
        "non-associative-operator": (
            .error,
            "`a == b == c` or `0...1...2`: operators that Swift does not chain; add parentheses"
        ),
        "nul-character": (.error, "a NUL byte in the source"),
        "raw-value-payload": (
            .error,
            "`enum Stop: String { case late(Int) }`: Swift gives raw values only to enums whose cases have no associated values"
        ),
        "statement-outside-case": (.error, "a statement inside a `switch` before its first `case`"),
        "unclosed-delimiter": (
            .error, "a `(`, `[` or `{` that is never closed; a note points at the opener"
        ),
        "unexpected-token": (.error, "a token where none of the grammar's choices fits"),
        "unknown-member": (
            .error,
            "`famlies:` in a widget or `entri { }`: a member the declaration does not know (with a \"did you mean\")"
        ),
        "unsupported-swift": (
            .error,
            "Swift that wdl does not evaluate yet, such as `init` or a computed property in a view struct"
        ),
        "unterminated-comment": (.error, "a `/*` with no matching `*/`"),
        "unterminated-string": (
            .error, "`Text(\"Hello)`: a string with no closing quote on its line"
        ),
        "lint-configuration": (
            .error, "a `.wdl-lint.json` that is not JSON, or names an unknown key or diagnostic id"
        ),
        "lint-directive": (
            .warning,
            "`// wdl:disable-next-line nonsense`: a lint directive of an unknown form or with an unknown id"
        ),
        "carplay-background": (
            .warning,
            "`containerBackgroundRemovable: false` on a widget with `systemSmall`: CarPlay (iOS 26) shows small widgets in full colour with the background removed, as StandBy does, unless the widget says `disfavoredLocations: [.carPlay]`"
        ),
        "relevance-configuration": (
            .error,
            "`relevanceConfiguration: true` in a widget that declares a platform besides watchOS: `RelevanceConfiguration` exists on watchOS 26 only"
        ),
        "widget-group-family": (
            .error,
            "`AccessoryWidgetGroup { ... }` in a family other than `accessoryRectangular`, or it or `.accessoryWidgetGroupStyle()` in a widget or Live Activity for a platform besides watchOS: WidgetKit has them on watchOS 11 only"
        ),
        "widget-group-count": (
            .warning,
            "an `AccessoryWidgetGroup` with four content views: the group lays out three and the rest are not drawn"
        ),
        "vision-only": (
            .warning,
            "`if levelOfDetail == .simplified { ... }`, `supportedMountingStyles: [.elevated]` or `widgetTexture: .paper` in a widget whose `platform` has no visionOS: only Apple Vision Pro simplifies a far widget, mounts it and coats it"
        ),
        "activity-family": (
            .warning,
            "`if activityFamily == .small { ... }` in an activity whose header has no `supplementalActivityFamilies: [.small]`: the system never draws it small, so the branch is dead; the watch's Smart Stack and CarPlay show the compact views instead"
        ),
        "activity-payload-size": (
            .warning, "an activity whose placeholder attributes and state exceed 4 KB as JSON"
        ),
        "api-availability": (
            .error,
            "`.containerBackground(for: .widget)` (iOS 17) or `Gauge` (iOS 16) in a widget that supports older systems, outside `if #available`"
        ),
        "argument-labels": (
            .error,
            "`VStack(alignment: .leading, spacng: 4)` (no form of the view or modifier takes those labels; with a \"did you mean\")"
        ),
        "argument-type": (
            .error,
            "`Text(entry.count)` for an `Int`, `Image(entry.photo)` for a `String?`, `Toggle(isOn: entry.title, ...)`, `\"\\(entry.count, style: .relative)\"`"
        ),
        "binding-type": (
            .error,
            "`if let t = entry.title` when `title` is not optional; `ForEach(entry.title)` when it is not an array"
        ),
        "case-for-undeclared-family": (
            .warning, "`case .systemMedium:` in a widget that does not declare it"
        ),
        "condition-type": (.error, "`if entry.count { }`: not a Bool"),
        "emitted-name": (
            .error,
            "`struct DaysLeftEntry` beside `widget DaysLeft`: `wdl emit swift` declares that name for the widget's entry"
        ),
        "environment-property": (
            .error,
            "`@Environment(\\.locale) var locale` in a view struct: a key wdl does not archive yet"
        ),
        "family-not-covered": (
            .error, "`switch family` with no case for a declared family and no `default`"
        ),
        "family-unavailable": (
            .error, "`.systemExtraLarge` in a widget whose only platform is `.iOS(\"17.0\")`"
        ),
        "header-value": (.error, "`kind: 42`, `families: []`, `platform: .iOS(\"seventeen\")`"),
        "inline-hidden-view": (
            .warning,
            "a second `Text`, a `Gauge` or a `Spacer` in `accessoryInline`, which draws one line of text and an optional image (`ViewThatFits` alternatives are fine)"
        ),
        "intent-arguments": (
            .error,
            "`ToggleTodo(idx: \"1\")` when the intent declares `id: String` (with a \"did you mean\")"
        ),
        "interactive-availability": (
            .error,
            "`Button(intent:)` with `platform: .iOS(\"16.0\")` and no `if #available(iOS 17.0, *)`"
        ),
        "interactive-family": (
            .error,
            "`Button(intent:)` or `Toggle(isOn:intent:)` in `accessoryInline`, or in a compact or minimal Live Activity presentation"
        ),
        "link-family": (.error, "`Link` in `accessoryCircular`, or in `systemSmall` before iOS 17"),
        "missing-container-background": (
            .warning,
            "a family with no `containerBackground(for: .widget)` when a platform is iOS 17, macOS 14, watchOS 10 or later"
        ),
        "let-assignment": (
            .error,
            "`let total = 0` and then `total += 1` in a function: Swift assigns only to a `var`"
        ),
        "missing-field": (
            .error, "a placeholder (or nested record) without a non-optional field of its schema"
        ),
        "missing-header": (.error, "a widget without `kind` or `families`"),
        "missing-return": (
            .error,
            "a view struct's `var title: String { if done { return \"Done\" } }` with no `return` when `done` is false: Swift requires every path of a function to return"
        ),
        "modifier-target": (
            .error,
            "`Text(\"x\").resizable()`, `Image(\"x\").frame(width: 10).resizable()`, `.fill` on something that is not a shape"
        ),
        "multiple-interactive": (
            .warning,
            "two buttons or toggles in one Live Activity presentation (the HIG prefers one)"
        ),
        "multiple-widget-url": (
            .error,
            "two `.widgetURL` on one path through a family's tree (one per `if` branch is fine)"
        ),
        "no-such-member": (
            .error,
            "`entry.heros` when the entry has `hero` (with a \"did you mean\"); `entry.mode == .large` or `case .large:` when `mode` is a String (with a note at the String)"
        ),
        "not-in-widgets": (
            .error,
            "`ScrollView { }`, `.onTapGesture { }`, `Button(action:)`: SwiftUI that does not work in a widget, with what to use instead ([Docs/SwiftUISurvey.md](Docs/SwiftUISurvey.md))"
        ),
        "placeholder-value": (
            .error,
            "`count: \"three\"` for an `Int`; a `Date` that is not ISO 8601; a URL that does not parse; a configuration default of the wrong type"
        ),
        "background-contrast": (
            .warning,
            "`Text(\"Hi\")` over `.containerBackground(.white, for: .widget)`: the text follows the scheme and turns white in dark mode; the background does not"
        ),
        "switch-not-exhaustive": (
            .error,
            "`switch entry.mode { case \"a\": ... }` over a String with no `default:`: Swift requires a switch to be exhaustive"
        ),
        "truncated-text": (
            .warning,
            "`Text(entry.title).lineLimit(1)` whose title fits at the default text size but ends in \"…\" at xxxLarge or in a longer language: a line limit or the frame cuts the text short (audit)"
        ),
        "clipped-content": (
            .warning,
            "`Text(\"Departures\").offset(y: 90)` in systemSmall, or a Live Activity whose content is taller than 160 pt: a text or image lies partly outside the canvas or its clip, where it is cut (audit)"
        ),
        "low-contrast": (
            .warning,
            "`Text(\"Updated\").foregroundStyle(.gray)` over white: its contrast against what is drawn behind it is under WCAG 2.2's 4.5:1 (3:1 for text of 18 pt, or 14 pt bold) in a mode or scheme (audit)"
        ),
        "accented-invisible": (
            .warning,
            "`Text(\"72\").foregroundStyle(.black)` on `Color.white` tiles: the accented Home Screen draws tile and text both white, and the text vanishes though it shows in full colour; or a photo with no `widgetAccentedRenderingMode` drawn as a flat block (audit)"
        ),
        "small-tap-target": (
            .warning,
            "`Button(intent: Toggle()) { Image(systemName: \"checkmark\") }` 24 pt across: a Button, Toggle or Link smaller than the HIG's 44x44 pt, or overlapping another, so a tap misses or reaches the wrong one (audit)"
        ),
        "unlabeled-button": (
            .warning,
            "`Button(intent: Play()) { Image(systemName: \"play.fill\") }`: a control whose label has no text and no `accessibilityLabel`, so VoiceOver has nothing to read (audit)"
        ),
        "text-too-small": (
            .warning,
            "`Text(\"Updated 5 min ago\").font(.caption2).minimumScaleFactor(0.5)` drawn at 8 pt: text under the HIG's 11 pt at the default text size, as laid out (audit)"
        ),
        "small-text": (.warning, "`.font(.system(size: 9))`: under the HIG's 11 pt minimum"),
        "accented-gradient": (
            .warning,
            "`LinearGradient(colors: [.blue, .purple], ...)` in a Home Screen family of a widget that never reads `widgetRenderingMode`: iOS 26's clear and tinted Home Screens draw it as one flat tint"
        ),
        "accented-image": (
            .warning,
            "`Image(\"cover\")` in a Home Screen family with no `widgetAccentedRenderingMode`: iOS 26's clear and tinted Home Screens draw it as one white block"
        ),
        "accented-plate": (
            .warning,
            "`Text(\"21°\").padding().background(.blue)` in a Home Screen family of a widget that never reads `widgetRenderingMode`: iOS 26's clear and tinted Home Screens draw the plate white, like the text on it"
        ),
        "translucent-vibrant": (
            .warning, "`.white.opacity(0.5)` in a Lock Screen (accessory) family, drawn vibrant"
        ),
        "undeclared-intent": (
            .error, "`Button(intent: Refresh())` with no `intent Refresh { }` in the file"
        ),
        "uninitialized-property": (
            .error,
            "a view struct's `init(n: Int) { self.n = n }` that never sets its `let title: String`: Swift requires an `init` to set every stored property that has no value"
        ),
        "unknown-family": (.error, "`.systemSmal` (with a \"did you mean\")"),
        "control-action": (
            .error,
            "`ControlWidgetToggle(\"Heater\", isOn: value.isOn, action: SetHeater())` where `intent SetHeater` has no `value: Bool`: a toggle's action is a SetValueIntent, whose `value` the system sets to the new state"
        ),
        "control-action-hint": (
            .warning,
            "`.controlWidgetActionHint(\"Heater\")`: the Action button shows the hint as an instruction, so it starts with a verb (\"Turn On Heater\")"
        ),
        "control-configuration": (
            .error,
            "`promptsForUserConfiguration: true` in a control with no `configuration`: only an AppIntentControlConfiguration has something to ask"
        ),
        "control-content": (
            .error,
            "`Gauge`, a stack or `Image(\"logo\")` in a control's label: the system draws a control from a `Label`, a `Text` and a symbol `Image` only"
        ),
        "control-label-tint": (
            .warning,
            "`.tint(.orange)` on a control's label: the system ignores a view's tint there; put it on the ControlWidgetButton or ControlWidgetToggle"
        ),
        "control-platform": (
            .error,
            "`platform: .iOS(\"17.0\")` on a control: controls need iOS or iPadOS 18, macOS 26 or watchOS 26, and there are none on visionOS"
        ),
        "control-template": (
            .error,
            "a control's `body` that is not one ControlWidgetButton or ControlWidgetToggle, a template in a widget, or `.padding()` on a template, which takes only tint, privacySensitive and disabled"
        ),
        "control-tint": (
            .error,
            "`.tint(.linearGradient(...))` on a ControlWidgetToggle: a control template's tint is a Color"
        ),
        "control-toggle-symbol": (
            .warning,
            "a ControlWidgetToggle whose label shows `Image(systemName: \"flame\")` whatever its state: the HIG asks for a different symbol on and off"
        ),
        "watch-full-color": (
            .warning,
            "`.widgetAccentedRenderingMode(.fullColor)` in a widget for watchOS, where `fullColor` only applies to iOS: a watch face draws the image in its colour"
        ),
        "unknown-field": (
            .error, "a placeholder field the schema does not declare (with a \"did you mean\")"
        ),
        "unknown-modifier": (.error, "`Text(\"x\").fnt(.headline)` (with a \"did you mean\")"),
        "unknown-name": (.error, "`Text(entri.title)` (with a \"did you mean\")"),
        "unknown-platform": (.error, "`.iOs(\"17.0\")`"),
        "unknown-symbol": (
            .note,
            "`Image(systemName: \"sailboat.fill\")` or `Label(\"x\", systemImage: ...)` with a literal name the symbol table (`SymbolNames`) does not map to an icon: the renderer draws a placeholder, though the name may be a real SF Symbol; interpolated names are not checked"
        ),
        "unknown-type": (.error, "`a: Strng` in a schema (with a \"did you mean\")"),
        "unknown-view": (.error, "`Txt(\"x\")` (with a \"did you mean\")"),
        "json-syntax": (
            .error, "a trailing comma, an unterminated string, nesting deeper than 256 levels"
        ),
        "timeline-budget": (
            .warning,
            "`\"atEnd\"` over entries 10 minutes apart: about 144 reloads a day, past WidgetKit's 40 to 70"
        ),
        "timeline-format": (
            .error, "no `entries`, an unknown key, a bad `policy`, dates out of order"
        ),
        "timeline-relevance": (
            .warning,
            "a `\"relevance\"` list in the timeline of a widget whose `platform` has no watchOS: only watchOS acts on relevance (RelevanceKit)"
        ),
        "timeline-never": (
            .warning,
            "`\"policy\": \"never\"` in a widget whose header has no `reloadedBy: [.app]` or `[.push]`: nothing asks WidgetKit for another timeline"
        ),
        "timeline-spacing": (.warning, "entries less than 5 minutes apart"),
        "updates-dismissal": (
            .error, "`{ \"after\": DATE }` dismissal earlier than the end's date"
        ),
        "updates-format": (
            .error,
            "no `start`, an unknown key, a content without `date` or `state`, a bad `dismissalPolicy`"
        ),
        "updates-order": (
            .error, "an update earlier than the one before; an end earlier than the last update"
        ),
        "updates-stale-date": (.error, "a `staleDate` earlier than its own content's `date`"),
        "updates-time-limit": (
            .warning,
            "an update or end more than 8 hours after the start; a dismissal more than 4 hours after the end"
        ),
        "strings-format": (
            .error,
            "a String Catalog without `sourceLanguage` or `strings`, a `stringUnit` without a `value`, an unknown plural category such as `\"several\"`, a substitution without plural variations"
        ),
        "arithmetic-error": (
            .error, "`entry.total / entry.count` when `count` is 0; an `Int` overflow"
        ),
        "display-time-value": (
            .error,
            "`let w = showsBackground ? \"a\" : \"b\"` or `Text(verbatim: \"\\(colorScheme)\")`: a display-time value needed when the entry is instantiated (a view statement's ternary is a choice instead)"
        ),
        "expansion-limit": (
            .error, "a reusable view that uses itself; a `ForEach` making more than 20,000 views"
        ),
        "index-out-of-range": (.error, "`entry.items[5]` when the entry has three items"),
        "invalid-value": (
            .error, "`Color(hex: \"#12\")`, `URL(string: \"not a url\")`, `.font(.huge)`"
        ),
        "nil-value": (.error, "`\"\\(entry.nickname)\"` when `nickname` is nil in this entry"),
    ]
}

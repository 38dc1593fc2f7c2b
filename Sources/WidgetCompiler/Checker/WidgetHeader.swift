import WidgetArchive
import WidgetSyntax

/// A widget's header properties, typed.
public struct WidgetHeader: Sendable {
    /// The widget's identifier (`kind: "EmojiRangerWidget"`).
    public var kind: String?
    /// The name in the widget gallery.
    public var displayName: String?
    /// The description in the widget gallery.
    public var description: String?
    /// The declared families, in order, each with where it was written.
    public var families: [(family: WidgetFamily, range: SourceRange)] = []
    /// The declared platforms and minimum versions.
    public var platforms: [(platform: Platform, version: OSVersion, range: SourceRange)] = []
    /// `contentMarginsDisabled: true`.
    public var contentMarginsDisabled = false
    /// `containerBackgroundRemovable: false` opts out of removal.
    public var containerBackgroundRemovable = true
    /// An activity's `supplementalActivityFamilies: [.small]`, each with
    /// where it was written.
    public var activityFamilies: [(family: ActivityFamily, range: SourceRange)] = []
    /// Where `supplementalActivityFamilies` is written (an empty array too).
    public var activityFamiliesRange: SourceRange?
    /// Where `disfavoredLocations` is written (an empty array too).
    public var disfavoredLocationsRange: SourceRange?

    /// `disfavoredLocations: [.carPlay]`, each with where it was written.
    public var disfavoredLocations: [(location: WidgetLocation, range: SourceRange)] = []
    /// `carPlayApp: true`: the app has a CarPlay scene, so CarPlay opens
    /// it from the widget and runs its buttons (else it dims the widget).
    public var carPlayApp = false

    /// `relevanceConfiguration: true` (watchOS 26) and where it was
    /// written: the widget is a `RelevanceConfiguration`, shown in the
    /// watch's Smart Stack only while its relevance holds.
    public var relevanceConfiguration: SourceRange?

    /// `reloadedBy: [.push, .app]`, each with where it was written.
    public var reloadedBy: [(source: ReloadSource, range: SourceRange)] = []

    /// `supportedMountingStyles: [.elevated]` (visionOS), each with where
    /// it was written; empty offers both.
    public var mountingStyles: [(style: WidgetMountingStyle, range: SourceRange)] = []
    /// `widgetTexture: .paper` (visionOS) and where it was written.
    public var texture: (texture: WidgetTexture, range: SourceRange)?

    /// `api-availability` for configuration API of iOS `needed` (a header
    /// property, emitted as a `WidgetConfiguration` modifier, which
    /// `if #available` cannot wrap) when a declared iOS or iPadOS is older;
    /// nil when none is.
    func configurationAvailability(
        _ name: String, noun: String, needed: OSVersion, at range: SourceRange
    ) -> Diagnostic? {
        configurationAvailability(
            name, noun: noun, needed: [.iOS: needed, .iPadOS: needed], at: range)
    }

    /// `api-availability` for configuration API (or a timeline's data)
    /// that each platform of `needed` has from its version: reported for
    /// the first declared platform that is older; nil when none is.
    func configurationAvailability(
        _ name: String, noun: String, needed: [Platform: OSVersion], at range: SourceRange
    ) -> Diagnostic? {
        for (platform, version) in effectivePlatforms {
            guard let first = needed[platform], version < first else { continue }
            return Diagnostic(
                .headerAvailability(
                    name, noun: noun, declared: version.description,
                    needed: SystemRelease.name(first), platform: platform), at: range)
        }
        return nil
    }

    /// Whether the widget disfavors `location`.
    public func disfavors(_ location: WidgetLocation) -> Bool {
        disfavoredLocations.contains { $0.location == location }
    }

    /// Where `.small` is declared, if it is.
    public var smallActivityFamily: SourceRange? {
        activityFamilies.first { $0.family == .small }?.range
    }

    /// The platforms the checker uses. CHOICE: a widget without a
    /// `platform` header targets iOS 17.0, the first release with
    /// interactive widgets and `containerBackground`, as Xcode's widget
    /// template does today; declaring `platform` is recommended.
    public var effectivePlatforms: [(platform: Platform, version: OSVersion)] {
        platforms.isEmpty ? [(.iOS, OSVersion(17))] : platforms.map { ($0.platform, $0.version) }
    }
}

/// Reads the header properties of a widget into a `WidgetHeader`,
/// reporting values of the wrong shape and missing required properties.
enum HeaderReader {
    /// Reads the header; `required` names the properties that must be
    /// present (a widget's `kind` and `families`; none for an activity).
    static func read(
        _ decl: ContainerDecl, required: [String] = ["kind", "families"],
        into diagnostics: inout [Diagnostic]
    ) -> WidgetHeader {
        var header = WidgetHeader()
        var sawKind = false
        var sawFamilies = false
        for member in decl.members {
            guard case .property(let value) = member.kind else { continue }
            let name = member.keyword.name
            switch name {
            case "kind":
                sawKind = true
                header.kind = string(value, name, &diagnostics)
            case "displayName": header.displayName = string(value, name, &diagnostics)
            case "description": header.description = string(value, name, &diagnostics)
            case "contentMarginsDisabled":
                header.contentMarginsDisabled = boolean(value, name, &diagnostics) ?? false
            case "containerBackgroundRemovable":
                header.containerBackgroundRemovable = boolean(value, name, &diagnostics) ?? true
            case "families":
                sawFamilies = true
                header.families = families(value, &diagnostics)
            case "platform": header.platforms = platforms(value, &diagnostics)
            case "supplementalActivityFamilies":
                header.activityFamiliesRange = value.range
                header.activityFamilies = cases(value, name, &diagnostics).map {
                    (family: $0.source, range: $0.range)
                }
            case "disfavoredLocations":
                header.disfavoredLocationsRange = value.range
                header.disfavoredLocations = cases(value, name, &diagnostics).map {
                    (location: $0.source, range: $0.range)
                }
            case "carPlayApp": header.carPlayApp = boolean(value, name, &diagnostics) ?? false
            case "relevanceConfiguration":
                if boolean(value, name, &diagnostics) == true {
                    header.relevanceConfiguration = value.range
                }
            case "reloadedBy": header.reloadedBy = cases(value, name, &diagnostics)
            case "supportedMountingStyles":
                header.mountingStyles = cases(value, name, &diagnostics).map {
                    (style: $0.source, range: $0.range)
                }
            case "widgetTexture":
                if case .implicitMember(let texture) = value.kind,
                    let found = WidgetTexture(rawValue: texture.identifier.name)
                {
                    header.texture = (found, value.range)
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .headerValue(name, expected: "'.glass' or '.paper'"), at: value.range))
                }
            default: break
            }
        }
        if !sawKind, required.contains("kind") {
            let noun = decl.tree[decl.index].tag == .control ? "control" : "widget"
            diagnostics.append(
                Diagnostic(
                    .missingHeader("kind", in: decl.name.name, noun: noun), at: decl.name.range))
        }
        if !sawFamilies, required.contains("families") {
            diagnostics.append(
                Diagnostic(.missingHeader("families", in: decl.name.name), at: decl.name.range))
        }
        return header
    }

    private static func string(_ value: Expr, _ property: String, _ diagnostics: inout [Diagnostic])
        -> String?
    {
        if case .string(let literal) = value.kind, let text = literal.plainText { return text }
        diagnostics.append(
            Diagnostic(.headerValue(property, expected: "a string literal"), at: value.range))
        return nil
    }

    private static func boolean(
        _ value: Expr, _ property: String, _ diagnostics: inout [Diagnostic]
    ) -> Bool? {
        if case .boolean(let flag) = value.kind { return flag }
        diagnostics.append(
            Diagnostic(.headerValue(property, expected: "'true' or 'false'"), at: value.range))
        return nil
    }

    /// `[.systemSmall, .accessoryInline]`: known families, each once.
    private static func families(_ value: Expr, _ diagnostics: inout [Diagnostic]) -> [(
        family: WidgetFamily, range: SourceRange
    )] {
        guard case .array(let elements) = value.kind, !elements.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .headerValue(
                        "families",
                        expected: "a non-empty array of families such as '[.systemSmall]'"),
                    at: value.range))
            return []
        }
        var result: [(family: WidgetFamily, range: SourceRange)] = []
        for element in elements {
            guard case .implicitMember(let name) = element.kind else {
                diagnostics.append(
                    Diagnostic(
                        .headerValue(
                            "families", expected: "a list of families such as '.systemSmall'"),
                        at: element.range))
                continue
            }
            guard let family = FamilyNames.family(name.identifier, &diagnostics) else { continue }
            if result.contains(where: { $0.family == family }) { continue }
            result.append((family, element.range))
        }
        return result
    }

    /// `[.small]`, `[.carPlay]`, `[.push, .app]`: cases of a
    /// `String`-backed enum (`ActivityFamily`, `WidgetLocation`,
    /// `ReloadSource`), each once.
    private static func cases<Case: RawRepresentable & CaseIterable>(
        _ value: Expr, _ property: String, _ diagnostics: inout [Diagnostic]
    ) -> [(source: Case, range: SourceRange)] where Case.RawValue == String {
        let names = orList(Case.allCases.map { "'.\($0.rawValue)'" })
        guard case .array(let elements) = value.kind else {
            diagnostics.append(
                Diagnostic(
                    .headerValue(property, expected: "an array of " + names), at: value.range))
            return []
        }
        var result: [(source: Case, range: SourceRange)] = []
        for element in elements {
            guard case .implicitMember(let name) = element.kind,
                let found = Case(rawValue: name.identifier.name)
            else {
                diagnostics.append(
                    Diagnostic(.headerValue(property, expected: names), at: element.range))
                continue
            }
            if !result.contains(where: { $0.source.rawValue == found.rawValue }) {
                result.append((found, element.range))
            }
        }
        return result
    }

    /// `.iOS("17.0")` or `[.iOS("17.0"), .macOS("14.0")]`.
    private static func platforms(_ value: Expr, _ diagnostics: inout [Diagnostic]) -> [(
        platform: Platform, version: OSVersion, range: SourceRange
    )] {
        let items: [Expr]
        if case .array(let elements) = value.kind {
            items = Array(elements)
        } else {
            items = [value]
        }
        var result: [(platform: Platform, version: OSVersion, range: SourceRange)] = []
        for item in items {
            guard case .call(let call) = item.kind,
                case .implicitMember(let name) = call.callee.kind,
                call.arguments.count == 1, call.arguments[0].label == nil,
                case .string(let literal) = call.arguments[0].value.kind,
                let text = literal.plainText
            else {
                diagnostics.append(
                    Diagnostic(
                        .headerValue(
                            "platform", expected: "a platform and version such as '.iOS(\"17.0\")'"),
                        at: item.range))
                continue
            }
            guard let platform = Platform(rawValue: name.name) else {
                let notes =
                    Spelling.closest(to: name.name, in: Platform.allCases.map(\.rawValue))
                    .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: name.range)] }
                    ?? []
                diagnostics.append(
                    Diagnostic(.unknownPlatform(name.name), at: name.range, notes: notes))
                continue
            }
            guard let version = OSVersion(text) else {
                diagnostics.append(
                    Diagnostic(
                        .headerValue("platform", expected: "a version such as \"17.0\""),
                        at: call.arguments[0].value.range))
                continue
            }
            result.append((platform, version, item.range))
        }
        return result
    }
}

/// Family names as written in source (`.systemSmall`).
enum FamilyNames {
    /// The family called `name`, or nil after reporting it with a "did you mean".
    static func family(_ name: Identifier, _ diagnostics: inout [Diagnostic]) -> WidgetFamily? {
        if let family = WidgetFamily(rawValue: name.name) { return family }
        let notes =
            Spelling.closest(to: name.name, in: WidgetFamily.allCases.map(\.rawValue))
            .map { [DiagnosticNote(message: NoteText.didYouMean($0), range: name.range)] } ?? []
        diagnostics.append(Diagnostic(.unknownFamily(name.name), at: name.range, notes: notes))
        return nil
    }
}

import WidgetArchive
import WidgetSyntax

/// `widget-group-family` (error): `AccessoryWidgetGroup`, or its
/// `accessoryWidgetGroupStyle` modifier, anywhere but an
/// accessoryRectangular widget of a watchOS-only widget. WidgetKit has
/// both on watchOS 11 and later only, the view for that family
/// (developer.apple.com/documentation/widgetkit/accessorywidgetgroup);
/// an iOS build of the same code does not compile.
///
/// `widget-group-count` (warning): an `AccessoryWidgetGroup` written with
/// more than three content views. The group lays out three; the renderer
/// draws the first three (`AccessoryWidgetGroupGeometry`). Counted where
/// the content is plain views (a `ForEach` or an `if` is not counted).
///
/// One rule for both, so that each call is looked at once.
struct WidgetGroupRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        switch call.callee.kind {
        case .identifier(let name) where name.name == WidgetGroup.name:
            family(WidgetGroup.name, at: call.callee.range, in: context, &diagnostics)
            count(call, &diagnostics)
        case .member(_, let member, _) where member.name == WidgetGroup.styleModifier:
            family(WidgetGroup.styleModifier, at: member.range, in: context, &diagnostics)
        default:
            return
        }
    }

    private func family(
        _ name: String, at location: SourceRange, in context: FamilyContext,
        _ diagnostics: inout [Diagnostic]
    ) {
        let isView = name == WidgetGroup.name
        let declared = context.header.platforms.map(\.platform)
        let problem: String
        if context.isPresentation {
            problem = "a Live Activity's \(context.surface) presentation is not a watch widget"
        } else if declared.isEmpty {
            problem = "the widget declares no platform, so it is an iOS widget"
        } else if let other = declared.first(where: { $0 != .watchOS }) {
            problem =
                "the widget also declares \(other.rawValue), which has no such \(isView ? "view" : "modifier")"
        } else if isView, context.family != .accessoryRectangular {
            problem = "it is drawn only in accessoryRectangular, not \(context.surface)"
        } else {
            return
        }
        diagnostics.append(Diagnostic(.widgetGroupFamily(name, problem), at: location))
    }

    private func count(_ call: Call, _ diagnostics: inout [Diagnostic]) {
        guard let content = call.trailingClosures.last?.closure,
            let count = WidgetGroup.viewCount(content.body), count > WidgetGroup.maximumViews
        else { return }
        diagnostics.append(Diagnostic(.widgetGroupCount(count), at: call.callee.range))
    }
}

/// What the rules know of `AccessoryWidgetGroup`.
enum WidgetGroup {
    static let name = ViewKind.accessoryWidgetGroup.name
    static let styleModifier = ModifierKind.accessoryWidgetGroupStyle.name
    /// Apple: "three content views".
    static let maximumViews = 3

    /// The number of views a block of plain view expressions makes; nil
    /// when a statement's count is not known before instantiation.
    static func viewCount(_ block: Block) -> Int? {
        var count = 0
        for statement in block.statements {
            switch statement.kind {
            case .expression(let expr):
                if case .call(let call) = expr.kind, call.calleeName == "ForEach" { return nil }
                count += 1
            case .letStatement: continue
            default: return nil
            }
        }
        return count
    }
}

import WidgetArchive
import WidgetSyntax

/// `widget-group-family` (error): `AccessoryWidgetGroup` anywhere but an
/// accessoryRectangular widget of a watchOS-only widget. WidgetKit has
/// the view on watchOS 11 and later only, for that family
/// (developer.apple.com/documentation/widgetkit/accessorywidgetgroup);
/// an iOS build of the same code does not compile.
struct WidgetGroupFamilyRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard call.calleeName == WidgetGroup.name else { return }
        let others = context.header.effectivePlatforms.map(\.platform).filter { $0 != .watchOS }
        let problem: String
        if let platform = others.first {
            problem = "the widget also declares \(platform.rawValue), which has no such view"
        } else if context.family != .accessoryRectangular {
            problem =
                context.isPresentation
                ? "a Live Activity's \(context.surface) presentation is not a watch widget"
                : "it is drawn only in accessoryRectangular, not \(context.surface)"
        } else {
            return
        }
        diagnostics.append(Diagnostic(.widgetGroupFamily(problem), at: call.callee.range))
    }
}

/// `widget-group-count` (warning): an `AccessoryWidgetGroup` written with
/// more than three content views. The group lays out three; the renderer
/// draws the first three (`AccessoryWidgetGroupGeometry`). Counted where
/// the content is plain views (a `ForEach` or an `if` is not counted).
struct WidgetGroupCountRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard call.calleeName == WidgetGroup.name,
            let content = call.trailingClosures.last?.closure,
            let count = WidgetGroup.viewCount(content.body), count > WidgetGroup.maximumViews
        else { return }
        diagnostics.append(Diagnostic(.widgetGroupCount(count), at: call.callee.range))
    }
}

/// What the rules know of `AccessoryWidgetGroup`.
enum WidgetGroup {
    static let name = ViewKind.accessoryWidgetGroup.name
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

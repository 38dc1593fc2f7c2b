import WidgetArchive
import WidgetSyntax

/// `accented-image` (warning): an asset `Image` in a Home Screen (system)
/// family with no `widgetAccentedRenderingMode`. iOS 26 draws every Home
/// Screen widget in the accented mode when a person picks the clear or
/// tinted look, and there an image without the modifier takes the
/// primary colour: a full-colour picture becomes one white block (Apple:
/// "Optimizing your widget for accented rendering mode and Liquid Glass";
/// WWDC25 278; `AccentedLook` draws it so).
///
/// Not reported: an image whose chain says how (`widgetAccentedRenderingMode`,
/// or `renderingMode(.template)`, which asks for the group's colour), a
/// symbol (`Image(systemName:)`, drawn in its group's colour by design),
/// an image in `containerBackground`, which the system replaces, and one
/// in the `else` of an `if #available` of a release before iOS 26, which
/// never runs there (the then-branch gives the modifier, iOS 18's).
/// Calls are visited outermost first, so a chain's modifiers and an
/// enclosing `containerBackground` are seen before the image itself.
struct AccentedImageRule: FamilyRule {
    /// The roots of chains that say how they are drawn accented, by the
    /// range of the root call's name (`FamilyWalker.rootView`).
    private var covered: Set<SourceRange> = []
    /// The content of the `containerBackground` calls seen (their
    /// arguments and closures, not the view they are called on), which
    /// the system replaces.
    private var backgrounds: [SourceRange] = []

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard let family = context.family, !family.isAccessory,
            (context.below[.iOS] ?? OSVersion(27)) > OSVersion(26)
        else { return }
        if case .member(let base, let name, _) = call.callee.kind {
            switch name.name {
            case "widgetAccentedRenderingMode", "renderingMode":
                if let root = FamilyWalker.rootView(base) { covered.insert(root.range) }
            case "containerBackground":
                backgrounds +=
                    call.arguments.map(\.value.range)
                    + call.trailingClosures.map(\.closure.range)
            default: break
            }
            return
        }
        guard case .identifier("Image") = call.callee.kind, let first = call.arguments.first,
            first.label == nil, !covered.contains(call.callee.range),
            !backgrounds.contains(where: { $0.start <= range.start && range.end <= $0.end })
        else { return }
        diagnostics.append(
            Diagnostic(
                .accentedImage(
                    "Image(\(SyntaxPrinter.print(first.value)))", family: family.rawValue),
                at: call.callee.range))
    }
}

/// `watch-full-color` (warning): `.widgetAccentedRenderingMode(.fullColor)`
/// in a widget that runs on watchOS, where Apple documents that
/// `fullColor` "only applies to iOS": a watch face draws the image in its
/// own colour whatever it says (`AccentedLook`), so the full-colour
/// picture the code asks for never shows there.
struct WatchFullColorRule: FamilyRule {
    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard case .member(_, let name, _) = call.callee.kind,
            name.name == "widgetAccentedRenderingMode",
            let value = call.arguments.first?.value, case .implicitMember(let mode) = value.kind,
            mode.name == "fullColor",
            context.header.effectivePlatforms.contains(where: { $0.platform == .watchOS })
        else { return }
        diagnostics.append(Diagnostic(.watchFullColor(), at: value.range))
    }
}

import WidgetArchive
import WidgetSyntax

/// `vision-only` (warning) for the header: `supportedMountingStyles` and
/// `widgetTexture` change a widget only on Apple Vision Pro (visionOS 26),
/// so in a widget that declares no visionOS platform they do nothing.
/// Source: developer.apple.com/documentation/widgetkit/updating-your-widgets-for-visionos.
enum VisionChecker {
    static func check(_ header: WidgetHeader, widget: String, into diagnostics: inout [Diagnostic])
    {
        guard !header.runsOnVision else { return }
        if let first = header.mountingStyles.first {
            diagnostics.append(
                Diagnostic(.visionOnly("supportedMountingStyles", widget: widget), at: first.range))
        }
        if let texture = header.texture {
            diagnostics.append(
                Diagnostic(.visionOnly("widgetTexture", widget: widget), at: texture.range))
        }
    }
}

/// `vision-only` (warning) in a body: `levelOfDetail` is `.simplified`
/// only on Apple Vision Pro, so a widget that declares no visionOS
/// platform never draws what it does for `.simplified`.
struct LevelOfDetailRule: FamilyRule {
    mutating func visit(
        name: String, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard name == EnvironmentKey.levelOfDetail.rawValue, !context.header.runsOnVision else {
            return
        }
        diagnostics.append(Diagnostic(.visionOnly(name, widget: context.widget), at: range))
    }
}

extension WidgetHeader {
    /// Whether the widget declares visionOS among its platforms.
    var runsOnVision: Bool { effectivePlatforms.contains { $0.platform == .visionOS } }
}

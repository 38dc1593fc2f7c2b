import WidgetArchive
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// The warnings only a layout shows: each widget's placeholder is laid
/// out in every declared family on the default device, light, at the
/// default text size, and a text the canvas cuts is `content-overflow`,
/// reported at the family in the header (once per family: one cause, the
/// content's size, cuts every text it cuts).
public enum LayoutLint {
    /// The layout warnings of a checked `analysis` whose placeholders were
    /// kept; `assets` are the images beside the source, which size views.
    public static func check(_ analysis: SourceAnalysis, assets: SourceAssets) -> [Diagnostic] {
        guard let report = analysis.report else { return [] }
        var diagnostics: [Diagnostic] = []
        for widget in report.widgets where !widget.isActivity {
            guard
                let archive = analysis.placeholders.first(where: {
                    $0.metadata.declaration == .widget && $0.metadata.name == widget.name
                }), !archive.entries.isEmpty
            else { continue }
            for (family, range) in widget.header.families
            where archive.metadata.surfaces.contains(.family(family)) {
                if let diagnostic = overflow(archive, family: family, at: range, assets: assets) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        for activity in report.widgets where activity.isActivity {
            guard let range = activity.header.smallActivityFamily,
                let archive = analysis.placeholders.first(where: {
                    $0.metadata.declaration == .activity && $0.metadata.name == activity.name
                }), !archive.entries.isEmpty
            else { continue }
            diagnostics += smallOverflow(archive, at: range, assets: assets)
        }
        return diagnostics
    }

    /// `content-overflow` for an activity's small family: its Lock Screen
    /// view laid out in the Smart Stack of the smallest watch and in each
    /// CarPlay size, reported at the `.small` it declares, once per
    /// presentation (the first device that cuts it).
    static func smallOverflow(_ archive: Archive, at range: SourceRange, assets: SourceAssets)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for presentation in ActivityPresentation.allCases where presentation.usesSmallFamily {
            let surface = Surface.presentation(presentation)
            // The smallest first: a layout that fits there fits the others.
            let devices = DeviceCatalog.all.filter { $0.remoteActivity[presentation] != nil }
                .sorted {
                    let (a, b) = (
                        $0.remoteActivity[presentation]!, $1.remoteActivity[presentation]!
                    )
                    return a.width * a.height < b.width * b.height
                }
            for device in devices {
                let environment = DisplayEnvironment(
                    surface: surface, device: device, now: archive.entries[0].date,
                    assets: assets)
                guard let layout = try? WidgetLayout.make(archive, environment: environment),
                    let diagnostic = diagnostic(
                        layout, name: "\(presentation.rawValue) on \(device.name)", at: range)
                else { continue }
                diagnostics.append(diagnostic)
                break
            }
        }
        return diagnostics
    }

    /// `content-overflow` for one family, or nil when nothing is cut (or
    /// the family cannot be laid out on the default device).
    static func overflow(
        _ archive: Archive, family: WidgetFamily, at range: SourceRange, assets: SourceAssets
    ) -> Diagnostic? {
        let environment = DisplayEnvironment(
            surface: .family(family), now: archive.entries[0].date, assets: assets)
        guard let layout = try? WidgetLayout.make(archive, environment: environment) else {
            return nil
        }
        return diagnostic(layout, name: family.rawValue, at: range)
    }

    /// `content-overflow` for a layout whose canvas cuts a text, naming
    /// the surface `name`; nil when nothing is cut.
    static func diagnostic(_ layout: WidgetLayout, name: String, at range: SourceRange)
        -> Diagnostic?
    {
        guard let first = layout.cutTexts.first else { return nil }
        let cut = layout.cutTexts
        let taller = first.edges.contains(.top) || first.edges.contains(.bottom)
        let edge = CutText.Edge.allCases.first(where: first.edges.contains)?.rawValue ?? "bottom"
        let canvas = "\(points(layout.canvas.width))x\(points(layout.canvas.height))"
        return Diagnostic(
            .contentOverflow(
                family: name, canvas: canvas, text: excerpt(first.text), edge: edge,
                taller: taller, more: cut.count - 1),
            at: range, family: name)
    }

    /// Points to a tenth, without a trailing ".0".
    static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
    }

    /// A text short enough for a message: its first 40 characters.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}

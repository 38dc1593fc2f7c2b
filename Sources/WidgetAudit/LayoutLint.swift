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
        return diagnostics
    }

    /// `content-overflow` for one family, or nil when nothing is cut (or
    /// the family cannot be laid out on the default device).
    static func overflow(
        _ archive: Archive, family: WidgetFamily, at range: SourceRange, assets: SourceAssets
    ) -> Diagnostic? {
        let environment = DisplayEnvironment(
            surface: .family(family), now: archive.entries[0].date, assets: assets)
        guard let layout = try? WidgetLayout.make(archive, environment: environment),
            let first = layout.cutTexts.first
        else { return nil }
        let cut = layout.cutTexts
        let taller = first.edges.contains(.top) || first.edges.contains(.bottom)
        let edge = CutText.Edge.allCases.first(where: first.edges.contains)?.rawValue ?? "bottom"
        let canvas = "\(points(layout.canvas.width))x\(points(layout.canvas.height))"
        return Diagnostic(
            .contentOverflow(
                family: family.rawValue, canvas: canvas, text: excerpt(first.text), edge: edge,
                taller: taller, more: cut.count - 1),
            at: range, family: family.rawValue)
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

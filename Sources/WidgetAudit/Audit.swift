import Foundation
import WidgetArchive
import WidgetRender
import WidgetSyntax

/// One widget's, activity's or control's archive to audit, compiled in
/// one language: the placeholder's, or a timeline's (or updates') entries.
public struct AuditSubject: Sendable {
    /// The archive.
    public var archive: Archive
    /// Whether its entries are a timeline's (else the placeholder's).
    public var isTimeline: Bool
    /// The language its words are in and its layouts are drawn in.
    public var language: AuditLanguage

    /// A subject.
    public init(archive: Archive, isTimeline: Bool, language: AuditLanguage) {
        self.archive = archive
        self.isTimeline = isTimeline
        self.language = language
    }
}

/// What an audit found: diagnostics, one per cause, and how many layouts
/// it looked at.
public struct AuditResult: Sendable {
    /// The findings, one per view and finding, in source order.
    public var diagnostics: [Diagnostic]
    /// How many layouts were made and judged.
    public var layouts: Int
}

/// `wdl audit`: lays every subject out on every display of the matrix and
/// judges each layout by `AuditRules`; what one view shows wrong in many
/// layouts is reported once, at the view, naming the layouts.
public enum Audit {
    /// Audits `subjects`. `assets` size images; `fallback` is where a
    /// finding about a view with no origin is reported, by declaration
    /// name (its name in the source).
    public static func run(
        _ subjects: [AuditSubject], matrix: AuditMatrix = AuditMatrix(),
        assets: SourceAssets = .none, fallback: [String: SourceRange] = [:]
    ) -> AuditResult {
        var report = AuditReport()
        for subject in subjects {
            for (layout, condition) in layouts(of: subject, matrix: matrix, assets: assets) {
                let audited = AuditedLayout(layout, condition: condition)
                report.add(
                    AuditRules.findings(in: audited), of: subject.archive.metadata.name,
                    in: condition)
            }
        }
        return AuditResult(
            diagnostics: report.diagnostics(fallback: fallback), layouts: report.count)
    }

    /// The layouts of one subject on every display of the matrix. A
    /// display the device forces to another mode or scheme (the Dynamic
    /// Island is dark, vibrant resolves dark, CarPlay draws full colour)
    /// is laid out once, under the mode and scheme it is drawn in.
    static func layouts(of subject: AuditSubject, matrix: AuditMatrix, assets: SourceAssets)
        -> [(WidgetLayout, AuditCondition)]
    {
        let archive = subject.archive
        var made: [(WidgetLayout, AuditCondition)] = []
        for entry in archive.entries.indices {
            for surface in archive.drawnSurfaces where matrix.includes(surface) {
                let device = DeviceCatalog.defaultDevice(
                    for: surface, platforms: archive.metadata.declaredPlatforms)
                for mode in DisplayEnvironment.modes(for: surface) {
                    for scheme in surface.isDrawnDark ? [.dark] : matrix.schemes {
                        for size in matrix.textSizes {
                            var environment = DisplayEnvironment(
                                surface: surface, device: device, mode: mode, scheme: scheme,
                                now: archive.entries[entry].date, assets: assets)
                            environment.dynamicTypeSize = size
                            switch subject.language {
                            case .locale(let locale): environment.region.locale = locale
                            case .pseudo(let pseudo): environment.pseudoLanguage = pseudo
                            }
                            guard
                                let layout = try? WidgetLayout.make(
                                    archive, entry: entry, environment: environment),
                                layout.environment.mode == mode,
                                layout.environment.scheme == scheme
                            else { continue }
                            let condition = AuditCondition(
                                surface: surface, mode: mode, scheme: scheme, textSize: size,
                                language: subject.language,
                                entry: subject.isTimeline ? entry : nil)
                            made.append((layout, condition))
                        }
                    }
                }
            }
        }
        return made
    }
}

/// A finding in one drawn picture, where it shows: for the gallery's
/// outlines.
public struct PictureFinding: Sendable, Hashable {
    /// Which finding.
    public var id: DiagnosticID
    /// What it is about and what is wrong, in the catalogue's voice.
    public var text: String
    /// Where it is drawn, in canvas points; nil for the whole canvas.
    public var frame: Rect?
    /// The view in the source it is about, when the layout knows it.
    public var origin: ViewOrigin?
}

extension Audit {
    /// The findings of one layout as it is drawn (the gallery's
    /// pictures), each once, in the rules' order.
    public static func findings(in layout: WidgetLayout) -> [PictureFinding] {
        let environment = layout.environment
        let condition = AuditCondition(
            surface: environment.surface, mode: environment.mode, scheme: environment.scheme,
            textSize: environment.dynamicTypeSize,
            language: environment.pseudoLanguage.map(AuditLanguage.pseudo)
                ?? .locale(environment.region.locale), entry: nil)
        var seen: Set<PictureFinding> = []
        return AuditRules.findings(in: AuditedLayout(layout, condition: condition)).map {
            PictureFinding(
                id: $0.id, text: "\($0.subject) \($0.problem)", frame: $0.frame, origin: $0.origin)
        }.filter { seen.insert($0).inserted }
    }
}

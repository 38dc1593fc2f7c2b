/// One modifier's row of the schema: its forms (parameters with labels,
/// archived names, types and keyword sets, and the first OS of each
/// form), what it does to the views below, where it works, and what hover
/// says about it. `ModifierTable` holds the rows; the compiler's catalog,
/// hover, the archive validation and `Docs/ArchiveFormat.md` read them.
public struct ModifierSchema: SchemaRow {
    /// The archived kind, whose case name is the SwiftUI name.
    public let kind: ModifierKind
    /// What it does: inherited, a layout change, an effect, read by the canvas, or kept.
    public let role: ModifierRole
    /// Every accepted way to call it, with each form's availability.
    public let forms: [Signature]
    /// The views it must be called on directly; nil for any view.
    public let targets: ModifierTargets?
    /// Where it has an effect, and what happens elsewhere.
    public let surfaces: ModifierSurfaces
    /// One sentence for hover and the format document.
    public let hover: String
    /// How a still render draws it where that is not what SwiftUI draws
    /// (the survey's `approximate:` verdict); nil where it is drawn as SwiftUI does.
    public let approximation: String?
    /// Its SwiftUI declarations on `View`, which the SwiftUI stub is
    /// generated from; empty where the stubs declare it on `Text`, `Image`,
    /// `Shape` or in WidgetKit.
    public let swift: [SwiftDeclaration]

    /// Creates a row.
    public init(
        _ kind: ModifierKind, _ role: ModifierRole, _ forms: [Signature],
        targets: ModifierTargets? = nil,
        surfaces: ModifierSurfaces = .everywhere, hover: String, approximation: String? = nil,
        swift: [SwiftDeclaration] = []
    ) {
        self.kind = kind
        self.role = role
        self.forms = forms
        self.targets = targets
        self.surfaces = surfaces
        self.hover = hover
        self.approximation = approximation
        self.swift = swift
    }

    /// The SwiftUI name: `fontDesign`.
    public var name: String { kind.name }
}

/// What a modifier does to what it modifies.
public enum ModifierRole: String, Sendable, CaseIterable {
    /// Passed down to every view below, as SwiftUI's environment is
    /// (`font`, `foregroundStyle`, `lineLimit`).
    case inherited
    /// Changes the view's size or place (`padding`, `frame`).
    case layout
    /// Draws something over, under or instead of the view, after layout
    /// (`background`, `opacity`, `shadow`).
    case effect
    /// Read by the widget's canvas, not by the view (`containerBackground`, `widgetURL`).
    case canvas
    /// Archived, with nothing a still render can show (`id`, `animation`, `accessibilityLabel`).
    case kept
}

/// The views a modifier must be called on directly (`Image("x").resizable()`).
public enum ModifierTargets: String, Sendable, CaseIterable {
    /// `Image` only.
    case images
    /// Shapes only (`Circle`, `RoundedRectangle`...).
    case shapes
    /// Swift Charts marks only (`LineMark`, `PointMark`...).
    case marks

    /// The view kinds.
    public var kinds: Set<ViewKind> {
        switch self {
        case .images: [.image]
        case .shapes: Set(ViewKind.allCases.filter(\.isShape))
        case .marks: Set(ViewKind.allCases.filter(\.isChartMark))
        }
    }
}

/// Where a modifier has an effect.
public enum ModifierSurfaces: String, Sendable, CaseIterable {
    /// Every widget family and Live Activity presentation.
    case everywhere
    /// A Live Activity's Dynamic Island regions; elsewhere it is archived and ignored.
    case dynamicIsland
    /// A control's label (`control` declarations); elsewhere it is archived and ignored.
    case controls

    /// One line for hover: where it works and what happens elsewhere.
    public var summary: String {
        switch self {
        case .everywhere: "every family and presentation"
        case .dynamicIsland:
            "Dynamic Island regions only (a Live Activity's `dynamicIsland`); elsewhere archived and ignored"
        case .controls:
            "a control's label only (a `control` declaration's template); elsewhere archived and ignored"
        }
    }
}

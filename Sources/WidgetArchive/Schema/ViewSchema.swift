/// One view's row of the schema: its initializers (parameters with labels,
/// archived names, types and keyword sets, and the first OS of each form),
/// what kind of view it is, where it works, and what hover says about it.
/// `ViewTable` holds the rows; the compiler's catalog, hover, the archive
/// validation and the tests of `Docs/ArchiveFormat.md` read them.
public struct ViewSchema: SchemaRow {
    /// The SwiftUI name: `VStack`.
    public let name: String
    /// The archived kind; nil for a view that is never archived (`ForEach`
    /// is expanded into its parent's children).
    public let kind: ViewKind?
    /// What it is: a container, a leaf, a control, a shape...
    public let role: ViewRole
    /// Every accepted way to call it, with each form's availability; empty
    /// for a kind no source names (`EnvironmentChoice`).
    public let forms: [Signature]
    /// Where it works, and what happens elsewhere.
    public let surfaces: ViewSurfaces
    /// One sentence for hover.
    public let hover: String
    /// The names the archive holds where they are not the parameters'
    /// (`Text`'s forms all become one `text` of runs, `Color`'s one
    /// `color`); nil where each parameter is archived under its own name.
    public let archivedAs: [ArgumentName]?
    /// The kind another name of the same view is archived as
    /// (`HStackLayout` is an `HStack`); nil for a view of its own.
    public let aliasOf: ViewKind?

    /// Creates a row.
    public init(
        _ name: String, _ kind: ViewKind?, _ role: ViewRole, _ forms: [Signature],
        surfaces: ViewSurfaces = .everywhere, hover: String, archivedAs: [ArgumentName]? = nil,
        aliasOf: ViewKind? = nil
    ) {
        self.aliasOf = aliasOf
        self.name = name
        self.kind = kind
        self.role = role
        self.forms = forms
        self.surfaces = surfaces
        self.hover = hover
        self.archivedAs = archivedAs
    }
}

/// What a view is, for the renderer's and the checker's questions about
/// kinds (`ViewKind.isShape`).
public enum ViewRole: String, Sendable, CaseIterable {
    /// Lays out the views of its content closure (`VStack`, `Grid`).
    case container
    /// Draws itself from its arguments (`Text`, `Image`, `Gauge`).
    case leaf
    /// Runs an intent or opens a URL on tap; its label is its children (`Button`, `Link`).
    case control
    /// A colour that fills its frame (`Color`), also a shape style.
    case color
    /// A gradient that fills its frame, also a shape style.
    case gradient
    /// A shape filling its frame, which takes `fill` and `stroke`.
    case shape
    /// Expanded into its parent's children, never archived (`ForEach`).
    case expanded
    /// A Swift Charts mark (`BarMark`), drawn by the `Chart` it is in.
    case mark
    /// Swift Charts axis content (`AxisMarks`, `AxisGridLine`), drawn by
    /// the `chartXAxis` or `chartYAxis` closure it is in.
    case axis
    /// Written by the compiler for an `if` on a display-time value, never by source.
    case choice

    /// The closure parameter whose views are archived as the view's
    /// children rather than as an argument: a control's `label`, any other
    /// view's `content`.
    public var childClosure: ArgumentName { self == .control ? .label : .content }
}

/// Where a view works.
public enum ViewSurfaces: String, Sendable, CaseIterable {
    /// Every widget family and Live Activity presentation.
    case everywhere
    /// Interactive where the capability table has buttons and toggles (with an intent).
    case interactive
    /// Opens its URL where the capability table has links; elsewhere the
    /// whole widget is one tap target.
    case links
    /// A control's template: only as the body of a `control`, which the
    /// system draws in Control Center, on the Lock Screen and for the
    /// Action button.
    case controls
}

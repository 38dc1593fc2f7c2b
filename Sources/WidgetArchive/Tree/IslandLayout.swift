/// How a Live Activity's Dynamic Island shares its space, as its
/// `DynamicIsland` is written: the priority of each expanded region
/// (`DynamicIslandExpandedRegion(_:priority:)`) and the content margins
/// set with `contentMargins`, on the island (`for:` a mode) or on one
/// region. Empty for an island that sets none of them: the renderer then
/// uses the system's defaults (`IslandGeometry`).
public struct IslandLayout: Hashable, Sendable {
    /// The priority of each expanded region that sets one; others are 0.
    public var priorities: [ActivityPresentation: Double]
    /// The margins, innermost first: for each edge the first margin that
    /// names it wins, as WidgetKit uses "the innermost specified values".
    public var margins: [IslandMargin]

    /// Creates a layout.
    public init(priorities: [ActivityPresentation: Double] = [:], margins: [IslandMargin] = []) {
        self.priorities = priorities
        self.margins = margins
    }

    /// Whether it sets nothing.
    public var isEmpty: Bool { priorities.isEmpty && margins.isEmpty }

    /// The priority of `region` (0 unless set).
    public func priority(of region: ActivityPresentation) -> Double { priorities[region] ?? 0 }

    /// The margin of `edge` for `region`, if the island or the region sets one.
    public func margin(_ edge: EdgeSet, of region: ActivityPresentation) -> Double? {
        margins.first { $0.edges.contains(edge) && $0.target.applies(to: region) }?.length
    }
}

/// One `contentMargins(_:_:)` of a Dynamic Island.
public struct IslandMargin: Hashable, Sendable {
    /// What it applies to.
    public var target: Target
    /// The edges it sets.
    public var edges: EdgeSet
    /// The margin in points.
    public var length: Double

    /// Creates a margin.
    public init(target: Target, edges: EdgeSet, length: Double) {
        self.target = target
        self.edges = edges
        self.length = length
    }

    /// A mode of the whole island (`contentMargins(_:_:for: .expanded)`)
    /// or one expanded region (`DynamicIslandExpandedRegion(...).contentMargins(_:_:)`).
    public enum Target: Hashable, Sendable {
        /// `for: mode`.
        case mode(DynamicIslandMode)
        /// One region.
        case region(ActivityPresentation)

        /// Whether it applies to the views of `presentation`.
        public func applies(to presentation: ActivityPresentation) -> Bool {
            switch self {
            case .mode(let mode): mode.presentations.contains(presentation)
            case .region(let region): region == presentation
            }
        }
    }
}

/// `DynamicIslandMode`: the presentations `contentMargins(_:_:for:)`
/// addresses. Raw values are archive tags.
public enum DynamicIslandMode: UInt8, Hashable, Sendable, CaseIterable {
    case compactLeading = 1, compactTrailing = 2, expanded = 3, minimal = 4

    /// WidgetKit's name: `.expanded`.
    public var name: String {
        switch self {
        case .compactLeading: "compactLeading"
        case .compactTrailing: "compactTrailing"
        case .expanded: "expanded"
        case .minimal: "minimal"
        }
    }

    /// The mode named `name`, if any.
    public init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }

    /// The presentations it covers.
    public var presentations: [ActivityPresentation] {
        switch self {
        case .compactLeading: [.compactLeading]
        case .compactTrailing: [.compactTrailing]
        case .expanded: [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
        case .minimal: [.minimal]
        }
    }
}

import WidgetArchive

/// Where the expanded Dynamic Island puts its regions. Apple shows the
/// geometry but does not number it (Docs/WidgetKitFacts.md §9), so all
/// of it is CHOICE, kept here:
///
/// - a 125x36.67 pt camera centred 12 pt from the top;
/// - default content margins of 18 pt at the sides, 12 pt at the top and
///   14 pt at the bottom (`contentMargins` on the island or a region
///   replaces them edge by edge);
/// - leading and trailing at the top, beside the camera, 8 pt from it,
///   each offered the width between its margin and the camera;
/// - center below the camera, 4 pt down; bottom below everything, 8 pt down;
/// - `priority`: when leading and trailing differ, the higher is offered
///   the width of both columns less the lower's minimum width and 8 pt,
///   and content wider than its side of the camera moves below the
///   camera (where WidgetKit wraps region content); the lower then gets
///   what is left beside the camera. Equal priorities share as above;
/// - `dynamicIsland(verticalPlacement: .belowIfTooWide)`: a side region
///   too wide for its side of the camera is offered half of both columns
///   (or, with the higher priority, as above) and moves below the camera.
///
/// Compact and minimal content is centred in its slot, inset by the
/// margins the island sets for it (none by default).
struct IslandGeometry {
    static let camera = Size(125, 36.67)
    static let cameraTop = 12.0
    static let cameraGap = 8.0
    static let belowCamera = 4.0
    static let bottomGap = 8.0
    /// The default margins of an expanded region.
    static let expandedMargins = EdgeInsets(top: 12, leading: 18, bottom: 14, trailing: 18)

    /// The island's width.
    let width: Double
    /// The priorities and margins the activity set.
    let layout: IslandLayout
    /// The side regions that asked to move below the camera when too wide.
    let belowIfTooWide: Set<ActivityPresentation>
    /// Where the regions end: the island's height before its limits.
    private(set) var height = 0.0

    init(width: Double, layout: IslandLayout, belowIfTooWide: Set<ActivityPresentation> = []) {
        self.width = width
        self.layout = layout
        self.belowIfTooWide = belowIfTooWide
    }

    /// Where the camera is.
    var cameraRect: Rect {
        Rect(
            x: (width - Self.camera.width) / 2, y: Self.cameraTop, width: Self.camera.width,
            height: Self.camera.height)
    }

    /// The margins of a compact or minimal presentation.
    static func insets(of region: ActivityPresentation, in layout: IslandLayout) -> EdgeInsets {
        insets(of: region, in: layout, defaults: EdgeInsets(all: 0))
    }

    private static func insets(
        of region: ActivityPresentation, in layout: IslandLayout, defaults: EdgeInsets
    ) -> EdgeInsets {
        EdgeInsets(
            top: layout.margin(.top, of: region) ?? defaults.top,
            leading: layout.margin(.leading, of: region) ?? defaults.leading,
            bottom: layout.margin(.bottom, of: region) ?? defaults.bottom,
            trailing: layout.margin(.trailing, of: region) ?? defaults.trailing)
    }

    private func insets(_ region: ActivityPresentation) -> EdgeInsets {
        Self.insets(of: region, in: layout, defaults: Self.expandedMargins)
    }

    /// Sizes and places the expanded regions, and sets `height`.
    mutating func place(_ regions: [(ActivityPresentation, LayoutNode)]) {
        let camera = cameraRect
        var bottomEdge = camera.maxY
        var belowEdge = camera.maxY + Self.belowCamera
        var lastRegion = ActivityPresentation.expandedLeading
        let sides = regions.filter { [.expandedLeading, .expandedTrailing].contains($0.0) }
        for (region, node, offer) in sideOffers(sides) {
            let inset = insets(region)
            let leading = region == .expandedLeading
            let beside = besideWidth(region)
            let size = node.sizeThatFits(Proposal(width: offer, height: nil))
            let below = size.width > beside + 0.5
            let x = leading ? inset.leading : width - inset.trailing - size.width
            let y = below ? camera.maxY + Self.belowCamera : inset.top
            node.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
            bottomEdge = max(bottomEdge, y + size.height)
            if below { belowEdge = max(belowEdge, y + size.height + Self.belowCamera) }
            lastRegion = region
        }
        var y = belowEdge
        for (region, node) in regions where region == .expandedCenter {
            y += placeAcross(region, node, y: y)
            bottomEdge = max(bottomEdge, y)
            lastRegion = region
        }
        for (region, node) in regions where region == .expandedBottom {
            bottomEdge += Self.bottomGap + placeAcross(region, node, y: bottomEdge + Self.bottomGap)
            lastRegion = region
        }
        height = bottomEdge + insets(lastRegion).bottom
    }

    /// Places the center or bottom region at `y`, centred between its
    /// margins, and returns its height.
    private func placeAcross(_ region: ActivityPresentation, _ node: LayoutNode, y: Double)
        -> Double
    {
        let inset = insets(region)
        let room = width - inset.horizontal
        let size = node.sizeThatFits(Proposal(width: room, height: nil))
        node.place(
            in: Rect(
                x: inset.leading + (room - size.width) / 2, y: y, width: size.width,
                height: size.height))
        return size.height
    }

    /// The width between a side region's margin and the camera.
    private func besideWidth(_ region: ActivityPresentation) -> Double {
        let camera = cameraRect
        return region == .expandedLeading
            ? camera.x - Self.cameraGap - insets(region).leading
            : width - insets(region).trailing - camera.maxX - Self.cameraGap
    }

    /// The width of both side columns together, less the gap between them.
    private var columns: Double {
        width - insets(.expandedLeading).leading - insets(.expandedTrailing).trailing
            - Self.cameraGap
    }

    /// What each of leading and trailing is offered, in the order they
    /// are sized: beside the camera when their priorities are equal;
    /// otherwise the higher first, with both columns less the lower's
    /// minimum, then the lower with what is left beside the camera.
    private func sideOffers(_ sides: [(ActivityPresentation, LayoutNode)]) -> [(
        ActivityPresentation, LayoutNode, Double
    )] {
        guard sides.count == 2,
            layout.priority(of: sides[0].0) != layout.priority(of: sides[1].0)
        else {
            // Equal priorities: each its side of the camera, or half of
            // both columns for a region that may move below it.
            let half = columns / 2
            return sides.map { region, node in
                let offer = belowIfTooWide.contains(region) ? half : besideWidth(region)
                return (region, node, offer)
            }
        }
        let ordered = sides.sorted { layout.priority(of: $0.0) > layout.priority(of: $1.0) }
        let (high, low) = (ordered[0], ordered[1])
        let lowMinimum = low.1.sizeThatFits(Proposal(width: 0, height: nil)).width
        let highOffer = max(0, columns - lowMinimum)
        let highWidth = high.1.sizeThatFits(Proposal(width: highOffer, height: nil)).width
        let lowOffer = max(0, min(besideWidth(low.0), columns - highWidth))
        return [(high.0, high.1, highOffer), (low.0, low.1, lowOffer)]
    }
}

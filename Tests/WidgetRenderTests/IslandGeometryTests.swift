import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// The expanded Dynamic Island's regions (`IslandGeometry`): priorities
/// and content margins as the activity sets them.
@Suite struct IslandGeometryTests {
    static func island(leadingPriority: Int, margins: String = "", placement: String = "") throws
        -> WidgetLayout
    {
        let source = """
            activity A {
                platform: .iOS("17.0")
                attributes { }
                state { }
                lockScreen { Text("a") }
                dynamicIsland { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading, priority: \(leadingPriority)) {
                            Text("Arriving in twelve minutes").lineLimit(1)\(placement)
                        }
                        DynamicIslandExpandedRegion(.trailing) {
                            Text("12 min")
                        }
                    } compactLeading: {
                        Text("L")
                    } compactTrailing: {
                        Text("T")
                    } minimal: {
                        Text("M")
                    }
                    \(margins)
                }
            }
            """
        let made = try archive(source)
        return try WidgetLayout.make(
            made,
            environment: DisplayEnvironment(
                surface: .presentation(.expandedLeading), now: made.entries[0].date))
    }

    static func frame(of text: String, in layout: WidgetLayout) throws -> Rect {
        try #require(
            texts(layout).first {
                $0.text.replacingOccurrences(of: "\n", with: " ") == text
                    || $0.text.hasPrefix(text.prefix(8))
            }
        ).frame
    }

    /// Equal priorities: each side is offered the width beside the camera,
    /// so the long leading title truncates at the top.
    @Test func equalPrioritiesShareTheSidesOfTheCamera() throws {
        let layout = try Self.island(leadingPriority: 0)
        let leading = try Self.frame(of: "Arriving in twelve minutes", in: layout)
        let camera = try #require(layout.camera)
        #expect(leading.maxX <= camera.x - IslandGeometry.cameraGap + 0.5)
        #expect(leading.y == IslandGeometry.expandedMargins.top)
        #expect(texts(layout).contains { $0.text.contains("…") })
    }

    /// A higher priority gives the leading title the width it needs, below
    /// the camera; the trailing region keeps its place beside it.
    @Test func theHigherPriorityTakesTheWidthItNeeds() throws {
        let layout = try Self.island(leadingPriority: 1)
        let leading = try Self.frame(of: "Arriving in twelve minutes", in: layout)
        let camera = try #require(layout.camera)
        #expect(leading.y >= camera.maxY)
        #expect(leading.maxX > camera.x)
        #expect(!texts(layout).contains { $0.text.contains("…") })
        let trailing = try Self.frame(of: "12 min", in: layout)
        #expect(trailing.y == IslandGeometry.expandedMargins.top)
    }

    /// `contentMargins(_:_:for: .expanded)` moves the regions to its margins.
    @Test func islandMarginsReplaceTheDefaults() throws {
        let layout = try Self.island(
            leadingPriority: 0, margins: ".contentMargins(.all, 6, for: .expanded)")
        let trailing = try Self.frame(of: "12 min", in: layout)
        #expect(trailing.y == 6)
        #expect(abs(layout.canvas.width - 6 - trailing.maxX) < 0.001)
    }

    /// `.belowIfTooWide` at equal priorities: the title that does not fit
    /// beside the camera moves below it, with half of both columns.
    @Test func belowIfTooWideMovesWideContentBelowTheCamera() throws {
        let layout = try Self.island(
            leadingPriority: 0, placement: ".dynamicIsland(verticalPlacement: .belowIfTooWide)")
        let leading = try Self.frame(of: "Arriving in twelve minutes", in: layout)
        let camera = try #require(layout.camera)
        #expect(leading.y >= camera.maxY)
        let trailing = try Self.frame(of: "12 min", in: layout)
        #expect(trailing.y == IslandGeometry.expandedMargins.top)
    }
}

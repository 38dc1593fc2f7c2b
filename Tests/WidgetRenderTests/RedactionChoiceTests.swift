import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `redactionReasons` is decided where the widget is drawn: the reasons
/// of `redacted(reason:)` above the reading view, emptied by
/// `unredacted()`, and `.privacy` while the device is locked.
@Suite struct RedactionChoiceTests {
    static func shown(_ condition: String, modifier: String, locked: Bool) throws -> [String] {
        let drawn = try layout(
            """
            VStack {
                if \(condition) {
                    Text("yes").unredacted()
                } else {
                    Text("no").unredacted()
                }
            }
            \(modifier)
            .containerBackground(.fill.tertiary, for: .widget)
            """, family: .systemSmall
        ) { $0.locked = locked }
        return texts(drawn).map(\.text)
    }

    @Test(arguments: [
        ("redactionReasons.isEmpty", "", false, "yes"),
        ("redactionReasons.isEmpty", "", true, "no"),
        ("redactionReasons.contains(.privacy)", "", true, "yes"),
        ("redactionReasons.contains(.placeholder)", "", true, "no"),
        (
            "redactionReasons.contains(.placeholder)", ".redacted(reason: .placeholder)", false,
            "yes"
        ),
        ("redactionReasons == .placeholder", ".redacted(reason: .placeholder)", false, "yes"),
        ("redactionReasons == .placeholder", ".redacted(reason: .placeholder)", true, "no"),
        ("redactionReasons == []", "", false, "yes"),
        ("redactionReasons != []", ".redacted(reason: .invalidated)", false, "yes"),
        ("!redactionReasons.isEmpty", ".redacted(reason: [])", false, "no"),
        ("redactionReasons.isEmpty", ".unredacted()", true, "yes"),
    ])
    func theReasonsChooseTheBranch(
        _ condition: String, _ modifier: String, _ locked: Bool, _ shown: String
    ) throws {
        #expect(try Self.shown(condition, modifier: modifier, locked: locked) == [shown])
    }
}

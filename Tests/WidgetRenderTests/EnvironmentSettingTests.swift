import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `environment(_:_:)` sets the colour scheme or the text size for the
/// view's content: its colours, its text sizes and the branches that
/// read them follow the value set, not the display's.
@Suite struct EnvironmentSettingTests {
    /// The texts of a body drawn light at the Large size: each with its
    /// colour and its font size.
    static func drawn(_ body: String) throws -> [(text: String, color: RGBA, size: Double)] {
        let drawn = try layout(body + "\n.containerBackground(.fill.tertiary, for: .widget)")
        return nodes(drawn.root).compactMap { node in
            guard case .text(let content) = node.kind, let fragment = content.fragments.first
            else { return nil }
            return (
                content.fragments.map(\.text).joined(), content.styles[fragment.style].color,
                fragment.font.size
            )
        }
    }

    @Test(arguments: [
        // The content's primary colour and the branch on `colorScheme`.
        (#"Text("a").environment(\.colorScheme, .dark)"#, "a", RGBA.white, 17.0),
        (#"Text("a").environment(\.colorScheme, ColorScheme.light)"#, "a", .black, 17),
        (
            #"VStack { if colorScheme == .dark { Text("night") } else { Text("day") } }.environment(\.colorScheme, .dark)"#,
            "night", .white, 17
        ),
        // The text size: the body style, a style the content gives, a
        // branch on the size; a fixed size does not scale.
        (#"Text("a").environment(\.dynamicTypeSize, .xxxLarge)"#, "a", .black, 23),
        (#"Text("a").font(.caption).environment(\.dynamicTypeSize, .xSmall)"#, "a", .black, 11),
        (
            #"VStack { Text("a") }.font(.title).environment(\.sizeCategory, .extraSmall)"#, "a",
            .black, 25
        ),
        (
            #"Text("a").font(.system(size: 30)).environment(\.dynamicTypeSize, .accessibility5)"#,
            "a", .black, 30
        ),
        (
            #"VStack { Text(dynamicTypeSize.isAccessibilitySize ? "big" : "small") }.environment(\.dynamicTypeSize, .accessibility1)"#,
            "big", .black, 28
        ),
        // The value set holds for the content only.
        (#"VStack { Text("a").environment(\.colorScheme, .dark); Text("b") }"#, "b", .black, 17),
    ])
    func theContentTakesTheValue(_ body: String, _ text: String, _ color: RGBA, _ size: Double)
        throws
    {
        let found = try #require(try Self.drawn(body).first { $0.text == text })
        #expect(found.color == color)
        #expect(found.size == size)
    }
}

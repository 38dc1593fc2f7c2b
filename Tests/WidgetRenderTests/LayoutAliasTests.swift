import Testing
import WidgetArchive

@testable import WidgetRender

/// Other names of views (`ViewTable.aliases`): the layouts used as views
/// lay out as their stacks; a lazy stack takes the whole length offered
/// across its axis, its children aligned as it says.
@Suite struct LayoutAliasTests {
    /// The frame of the first node named `name`.
    static func frame(_ body: String, _ name: String) throws -> Rect {
        let made = try layout(body + ".containerBackground(for: .widget) { Color.white }")
        return try #require(nodes(made.root).first { $0.name == name }).frame
    }

    @Test(arguments: [
        (
            #"HStackLayout(spacing: 20) { Text("A"); Text("B") }"#,
            #"HStack(spacing: 20) { Text("A"); Text("B") }"#
        ),
        (
            #"VStackLayout(alignment: .leading) { Text("A"); Text("Bee") }"#,
            #"VStack(alignment: .leading) { Text("A"); Text("Bee") }"#
        ),
        (
            #"ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 9, height: 9); Text("A") }"#,
            #"ZStack(alignment: .topLeading) { Color.red.frame(width: 9, height: 9); Text("A") }"#
        ),
    ])
    func layoutsLayOutAsTheirStacks(_ alias: String, _ stack: String) throws {
        #expect(texts(try layout(alias)).map(\.frame) == texts(try layout(stack)).map(\.frame))
    }

    @Test func lazyVStackTakesTheWidthAndAlignsItsChildren() throws {
        let made = try layout(#"LazyVStack(alignment: .leading) { Text("A"); Text("Bee") }"#)
        let found = texts(made)
        let canvas = made.canvas
        #expect(found.map(\.frame.x) == [found[0].frame.x, found[0].frame.x])
        // Leading in a stack as wide as the content area (the margins aside).
        #expect(found[0].frame.x < canvas.width / 4)
        let plain = texts(try layout(#"VStack(alignment: .leading) { Text("A"); Text("Bee") }"#))
        #expect(plain[0].frame.x > canvas.width / 3)
    }

    @Test func lazyHStackTakesTheHeight() throws {
        let lazy = try layout(#"LazyHStack(alignment: .top) { Text("A"); Text("B") }"#)
        let plain = try layout(#"HStack(alignment: .top) { Text("A"); Text("B") }"#)
        #expect(texts(lazy)[0].frame.y < texts(plain)[0].frame.y)
    }
}

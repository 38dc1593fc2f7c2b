import Testing
import WidgetArchive

@testable import WidgetRender

/// The hierarchical styles (`.secondary`...) take their colour from the
/// foreground a modifier further out sets, as SwiftUI derives them from
/// the current foreground style; with none set, from the scheme's label.
struct HierarchicalStyleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        /// The text's colour: red, green, blue (0...255) and opacity.
        let expected: (UInt32, Double)
        var testDescription: String { body }
    }

    static let rows: [Row] = [
        // Secondary of black is black dimmed, not the scheme's grey label.
        Row(
            body: #"VStack { Text("x").foregroundStyle(.secondary) }.foregroundStyle(.black)"#,
            expected: (0x000000, 0.6)),
        Row(
            body: #"VStack { Text("x").foregroundStyle(.tertiary) }.foregroundStyle(.white)"#,
            expected: (0xFFFFFF, 0.3)),
        Row(
            body:
                ##"VStack { Text("x").foregroundStyle(.secondary) }.foregroundStyle(Color(hex: "#FF0000"))"##,
            expected: (0xFF0000, 0.6)),
        // No foreground further out: the light scheme's secondary label.
        Row(body: #"Text("x").foregroundStyle(.secondary)"#, expected: (0x3C3C43, 0.6)),
        // Primary is the foreground itself; a colour replaces it.
        Row(
            body: #"VStack { Text("x").foregroundStyle(.primary) }.foregroundStyle(.red)"#,
            expected: (0xFF3B30, 1)),
        Row(
            body: #"VStack { Text("x").foregroundStyle(.red) }.foregroundStyle(.black)"#,
            expected: (0xFF3B30, 1)),
    ]

    @Test(arguments: rows)
    func textColour(_ row: Row) throws {
        let made = try layout(row.body + ".containerBackground(for: .widget) { Color.gray }")
        let colours = nodes(made.root).compactMap { node -> RGBA? in
            guard case .text(let content) = node.kind else { return nil }
            return content.styles.first?.color
        }
        let expected = RGBA(hex: row.expected.0).withAlpha(row.expected.1)
        #expect(colours == [expected])
    }

    /// Shapes filled with a level take it from the foreground too.
    @Test(arguments: [(".secondary", 0.6), (".primary", 1.0)])
    func shapeFill(_ style: String, _ opacity: Double) throws {
        let made = try layout(
            "VStack { Circle().fill(\(style)).frame(width: 10, height: 10) }.foregroundStyle(.red).containerBackground(for: .widget) { Color.gray }"
        )
        let paints = nodes(made.root).compactMap { node -> Paint? in
            guard case .shape = node.kind else { return nil }
            return node.paint
        }
        #expect(paints == [.color(RGBA(hex: 0xFF3B30).withAlpha(opacity))])
    }
}

import Testing
import WidgetArchive
import WidgetRender

/// Right-to-left layouts (`--locale ar`, `he`, the right-to-left
/// pseudo-language): laid out left to right, then mirrored, as SwiftUI
/// does. Each row names a node by its detail or text and gives its x in
/// the left-to-right layout's mirror image.
@Suite struct RightToLeftTests {
    enum Direction: String, CaseIterable, Sendable {
        case arabic, hebrew, pseudo
    }

    static func layout(_ body: String, _ direction: Direction?) throws -> WidgetLayout {
        try WidgetRenderTests.layout(body) { environment in
            switch direction {
            case .arabic?: environment.region.locale = DisplayLocale("ar")!
            case .hebrew?: environment.region.locale = DisplayLocale("he")!
            case .pseudo?: environment.pseudoLanguage = .rightToLeft
            case nil: break
            }
        }
    }

    static func text(_ layout: WidgetLayout, _ words: String) throws -> LayoutNode {
        try #require(
            nodes(layout.root).first {
                guard case .text(let content) = $0.kind else { return false }
                return content.fragments.map(\.text).joined() == words
            })
    }

    static let bodies = [
        #"HStack { Text("One"); Spacer(); Text("Two") }"#,
        #"VStack(alignment: .leading) { Text("Wide title here"); Text("Lo") }"#,
        #"Text("Inset").padding(.leading, 40).frame(maxWidth: .infinity, alignment: .leading)"#,
    ]

    /// Every text's frame is the left-to-right frame mirrored across the
    /// canvas, in each right-to-left language.
    @Test(arguments: bodies, Direction.allCases)
    func framesAreMirrored(_ body: String, _ direction: Direction) throws {
        let ltr = try Self.layout(body, nil)
        let rtl = try Self.layout(body, direction)
        #expect(rtl.environment.isRightToLeft && !ltr.environment.isRightToLeft)
        for (left, right) in zip(texts(ltr), texts(rtl)) {
            #expect(left.text == right.text)
            let mirrored = ltr.canvas.width - left.frame.x - left.frame.width
            #expect(abs(right.frame.x - mirrored) < 0.01, "\(left.text)")
            #expect(right.frame.y == left.frame.y)
        }
    }

    /// An HStack runs from the right: its first text is on the right.
    @Test func stacksRunFromTheRight() throws {
        let rtl = try Self.layout(#"HStack { Text("One"); Spacer(); Text("Two") }"#, .pseudo)
        #expect(try Self.text(rtl, "One").frame.x > Self.text(rtl, "Two").frame.x)
    }

    /// Leading padding sits on the right; an offset goes the other way; a
    /// multiline text's leading alignment is its right.
    @Test func edgesOffsetsAndTextAlignmentTurn() throws {
        let body =
            #"Text("Moved").offset(x: 12).padding(.leading, 40).frame(maxWidth: .infinity, alignment: .leading)"#
        let rtl = try Self.layout(body, .arabic)
        let moved = try Self.text(rtl, "Moved")
        #expect(abs(moved.frame.maxX - (rtl.canvas.width - 16 - 40)) < 0.01)
        #expect(nodes(rtl.root).contains { $0.offset.x == -12 })
        let multiline = try Self.layout(
            #"Text("A long text that wraps onto a second line in the widget").multilineTextAlignment(.leading).frame(width: 120)"#,
            .hebrew)
        let wrapped = try Self.text(
            multiline, "A long text that wraps onto a second line in the widget")
        guard case .text(let content) = wrapped.kind else { return }
        #expect(content.alignment == 1)
    }

    /// Symbols that point in reading order turn round; others do not.
    @Test(arguments: [("chevron.forward", true), ("arrow.backward", true), ("star.fill", false)])
    func directionalSymbolsTurn(_ symbol: String, _ turns: Bool) throws {
        let rtl = try Self.layout(
            "Image(systemName: \"\(symbol)\").containerBackground(for: .widget) { Color.white }",
            .pseudo)
        let image = try #require(
            nodes(rtl.root).compactMap { node -> ImageContent? in
                if case .image(let image) = node.kind { return image }
                return nil
            }.first)
        #expect(image.mirrored == turns)
        #expect(SVGRenderer.render(rtl).contains("matrix(-1 0 0 1") == turns)
    }
}

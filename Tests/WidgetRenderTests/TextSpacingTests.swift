import Testing
import WidgetArchive

@testable import WidgetRender

/// `.tracking(_:)` and `.kerning(_:)`: the space they add after every
/// character, measured and drawn as `Tracking.adjustment` says.
@Suite struct TextSpacingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        /// A view whose only text reads "HELLO" (five characters).
        let body: String
        /// Points the text measures beyond the unmodified "HELLO".
        let added: Double
        var testDescription: String { body }
    }

    @Test(arguments: [
        Row(body: #"Text("HELLO").tracking(4)"#, added: 20),
        Row(body: #"Text("HELLO").kerning(-1.5)"#, added: -7.5),
        Row(body: #"Text("HELLO").tracking(0)"#, added: 0),
        // Tracking wins over kerning; a zero tracking is the default, so kerning applies.
        Row(body: #"Text("HELLO").tracking(2).kerning(5)"#, added: 10),
        Row(body: #"Text("HELLO").tracking(0).kerning(1)"#, added: 5),
        // On a view (iOS 16): every text inside; the innermost modifier wins.
        Row(body: #"VStack { Text("HELLO") }.tracking(3)"#, added: 15),
        Row(body: #"VStack { Text("HELLO").tracking(1) }.tracking(3)"#, added: 5),
        Row(body: #"VStack { Text("HELLO").kerning(1) }.tracking(3)"#, added: 15),
        // A run of a concatenation takes its own.
        Row(body: #"Text("HE") + Text("LLO").tracking(2)"#, added: 6),
    ])
    func spacingFollowsEveryCharacter(_ row: Row) throws {
        let plain = try #require(texts(try layout(#"Text("HELLO")"#)).first)
        let spaced = try #require(texts(try layout(row.body)).first)
        #expect(spaced.text == "HELLO")
        #expect(
            abs(spaced.frame.width - plain.frame.width - row.added) < 0.01,
            "\(spaced.frame.width) vs \(plain.frame.width)")
    }

    /// The archive carries both modifiers with their points, through the
    /// binary and the JSON codecs, and the decoded archive lays out alike.
    @Test(arguments: [(ModifierKind.tracking, 4.0), (.kerning, -1.5)])
    func archivesCarryTheModifiers(_ kind: ModifierKind, _ points: Double) throws {
        let made = try archive(
            widgetSource(
                #"Text("HELLO").\#(kind.name)(\#(points)).containerBackground(for: .widget) { Color.white }"#
            ))
        let binary = try ArchiveDecoder.decode(ArchiveEncoder.encode(made))
        let json = try ArchiveJSON.decode(ArchiveJSON.encode(made))
        for decoded in [binary, json] {
            let text = try #require(decoded.entries.first?.trees.first?.first)
            let modifier = try #require(text.modifiers.first { $0.kind == kind })
            #expect(modifier.arguments.number(.value) == points)
            let environment = DisplayEnvironment(
                surface: .family(.systemMedium), now: decoded.entries[0].date)
            let width = try #require(
                texts(try WidgetLayout.make(decoded, environment: environment)).first
            ).frame.width
            let plain = try #require(
                texts(
                    try layout(#"Text("HELLO").containerBackground(for: .widget) { Color.white }"#)
                ).first
            ).frame.width
            #expect(abs(width - plain - 5 * points) < 0.01)
        }
    }

    /// A negative spacing larger than the characters shrinks the text to
    /// nothing, never to a negative width.
    @Test func aLargeNegativeTrackingLeavesNoWidth() throws {
        let text = try #require(texts(try layout(#"Text("HELLO").tracking(-100)"#)).first)
        #expect(text.frame.width == 0)
    }

    /// The SVG's letter-spacing is the font's tracking (-0.44 pt at 17 pt)
    /// plus the modifier's, so that the drawn line is as long as measured.
    @Test(arguments: [
        (#"Text("Hi").tracking(4)"#, "3.56"), (#"Text("Hi").kerning(-1)"#, "-1.44"),
        (#"Text("Hi").font(.system(size: 12)).tracking(2)"#, "2"),
    ])
    func svgLetterSpacingAddsTheModifier(_ body: String, _ expected: String) throws {
        let svg = SVGRenderer.render(
            try layout(body + ".containerBackground(for: .widget) { Color.white }"))
        #expect(svg.contains("letter-spacing=\"\(expected)\""))
    }

    /// A spaced text offered the width it measured keeps every character.
    @Test(arguments: [-1.0, 0.5, 2.5], ["Audio/Video", "Ten-Tonne words"])
    func spacedTextFitsTheWidthItMeasured(_ spacing: Double, _ text: String) throws {
        var font = ResolvedFont.body
        font.spacing = spacing
        let (size, laidOut) = try laidOutAtMeasuredWidth([TextFragment(text, font: font)])
        #expect(!laidOut.truncated)
        let unspaced = FontMetrics.width(of: text, in: .body)
        #expect(abs(size.width - unspaced - spacing * Double(text.count)) < 0.001)
    }

    /// The rules of `Tracking.adjustment`, one row each.
    @Test(
        arguments: [
            (nil, nil, 0.0), (2.0, nil, 2.0), (nil, -1.0, -1.0), (3.0, 5.0, 3.0), (0.0, 5.0, 5.0),
            (Double.infinity, nil, 0.0), (5_000.0, nil, 1_000.0), (nil, -5_000.0, -1_000.0),
        ] as [(Double?, Double?, Double)])
    func adjustmentCombinesTheModifiers(_ tracking: Double?, _ kerning: Double?, _ expected: Double)
    {
        #expect(Tracking.adjustment(tracking: tracking, kerning: kerning) == expected)
    }
}

/// The Unicode spaces other than the word space measure what their names
/// say (`FontMetrics.spaceEms`), so a time Foundation writes with U+202F
/// before "AM" is as wide as SF Pro draws it.
@Suite struct UnicodeSpaceTests {
    @Test(arguments: [
        ("\u{202F}", 0.18), ("\u{2009}", 0.2), ("\u{200A}", 0.1), ("\u{2002}", 0.5),
        ("\u{2003}", 1.0), ("\u{200B}", 0.0),
    ])
    func spaceWidth(_ space: String, _ ems: Double) {
        var font = ResolvedFont.body
        font.size = 11
        let added =
            FontMetrics.width(of: "9:41" + space + "AM", in: font)
            - FontMetrics.width(of: "9:41AM", in: font)
        #expect(abs(added - ems * 11) < 0.3, "\(added)")
    }

    /// A figure space is a tabular digit wide.
    @Test func figureSpaceIsADigitWide() {
        var tabular = ResolvedFont.body
        tabular.monospacedDigit = true
        #expect(
            abs(
                FontMetrics.width(of: "\u{2007}", in: .body)
                    - FontMetrics.width(of: "0", in: tabular)) < 0.01)
    }
}

/// `allowsTightening(true)`: a line a little too long moves its letters
/// together (at most `LayoutDefaults.maximumTightening`) instead of being
/// truncated; one far too long is still truncated.
@Suite struct TighteningTests {
    @Test(arguments: [
        (138.0, false, true), (138, true, false), (90, true, true),
    ])
    func tighteningBeforeTruncating(_ width: Double, _ allows: Bool, _ truncated: Bool) throws {
        let made = try layout(
            #"Text("Wednesday, Nov 21").lineLimit(1).allowsTightening(\#(allows)).frame(width: \#(width)).containerBackground(for: .widget) { Color.white }"#,
            family: .systemSmall)
        let text = try #require(texts(made).first)
        #expect(text.lines.joined().hasSuffix("…") == truncated, "\(text.lines)")
        #expect(text.frame.width <= width + 0.01)
    }
}

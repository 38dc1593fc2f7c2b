import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// Layout against well-known SwiftUI behaviour, in a systemMedium widget
/// (338x158 on the default device, 16 pt content margins).
@Suite struct LayoutTests {
    @Test func spacerPushesTextsToTheMargins() throws {
        let result = try layout(
            "HStack { Text(\"Left\"); Spacer(); Text(\"Right\") }.containerBackground(for: .widget) { Color.white }"
        )
        let found = texts(result)
        #expect(abs(found[0].frame.x - 16) < 0.01)
        #expect(abs(found[1].frame.maxX - 322) < 0.01)
    }

    @Test func maxWidthInfinityLeadingPutsTextAtTheLeadingMargin() throws {
        let result = try layout(
            "Text(\"Hi\").frame(maxWidth: .infinity, alignment: .leading).containerBackground(for: .widget) { Color.white }"
        )
        #expect(texts(result)[0].frame.x == 16)
        #expect(result.root.frame.width == 306)
    }

    @Test func withoutAFrameContentIsCentred() throws {
        let result = try layout("Text(\"Hi\").containerBackground(for: .widget) { Color.white }")
        let frame = texts(result)[0].frame
        #expect(abs(frame.x + frame.width / 2 - 169) < 0.01)
        #expect(abs(frame.y + frame.height / 2 - 79) < 0.01)
    }

    @Test func fixedChildrenAreSizedBeforeFlexibleOnes() throws {
        let result = try layout(
            "HStack(spacing: 0) { Color.red; Text(\"Hello, world\") }.containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0]
        #expect(text.lines == ["Hello, world"])
        let color = nodes(result.root).first { $0.name == "Color" }!
        #expect(abs(color.frame.width + text.frame.width - 306) < 0.01)
    }

    @Test func equalFlexibleChildrenShareEqually() throws {
        let result = try layout(
            "HStack(spacing: 10) { Color.red; Color.blue; Color.green }.containerBackground(for: .widget) { Color.white }"
        )
        let colors = nodes(result.root).filter { $0.name == "Color" }
        #expect(colors.map { LayoutNumber.text($0.frame.width) } == ["95.33", "95.33", "95.33"])
    }

    @Test func layoutPriorityGoesFirst() throws {
        let long = "Text(\"A fairly long title that wants room\")"
        let result = try layout(
            "HStack { \(long).lineLimit(1); \(long).lineLimit(1).layoutPriority(1) }.containerBackground(for: .widget) { Color.white }"
        )
        let found = texts(result)
        #expect(found[0].text.hasSuffix("…"))
        #expect(!found[1].text.hasSuffix("…"))
    }

    @Test func lineLimitOneTruncatesWithAnEllipsis() throws {
        let result = try layout(
            "Text(\"This is a very long line of text that will never fit in one line of a medium widget\").lineLimit(1).containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0]
        #expect(text.lines.count == 1)
        #expect(text.text.hasSuffix("…"))
        #expect(text.frame.width <= 306)
    }

    @Test func koreanWrapsBetweenCharacters() throws {
        let result = try layout(
            "Text(\"가나다라마바사아자차카타파하가나다라마바사아자차카타파하\").frame(width: 100).containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0]
        #expect(text.lines.count > 1)
        // Each line is full: it could not take another syllable.
        let syllable = FontMetrics.width(of: "가", in: ResolvedFont.body)
        for line in text.lines.dropLast() {
            #expect(FontMetrics.width(of: line, in: ResolvedFont.body) + syllable > 100)
        }
    }

    @Test func latinWrapsAtSpaces() throws {
        let result = try layout(
            "Text(\"Spouty loves the ocean and long naps.\").frame(width: 136).containerBackground(for: .widget) { Color.white }"
        )
        #expect(texts(result)[0].lines == ["Spouty loves the", "ocean and long", "naps."])
    }

    /// The calendar row idiom: a bar beside two texts, the row made as tall
    /// as its content with `fixedSize`. SwiftUI places each child with the
    /// stack's own height, so the bar is as tall as the texts; and the
    /// Spacer takes what the texts leave, so the title keeps one line.
    @Test func aBarBesideTextsIsAsTallAsThemAndTheTitleKeepsItsWidth() throws {
        let result = try layout(
            """
            VStack(alignment: .leading) {
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 1.5).fill(.orange).frame(width: 3)
                    VStack(alignment: .leading, spacing: 1) {
                        Text("Calendar sync").font(.caption.bold())
                        Text("10:00 – 11:00").font(.caption2)
                    }
                    Spacer(minLength: 0)
                }
                .fixedSize(horizontal: false, vertical: true)
                Spacer(minLength: 0)
            }
            .containerBackground(for: .widget) { Color.white }
            """, family: .systemSmall)
        let bar = try #require(
            nodes(result.root).first { if case .shape = $0.kind { true } else { false } })
        let lines = texts(result)
        #expect(lines[0].lines == ["Calendar sync"])
        #expect(abs(bar.frame.height - (lines[1].frame.maxY - lines[0].frame.y)) < 0.5)
    }

    /// `HStack { Text(title); Spacer() }`: the text keeps its width; two
    /// colours still split the space evenly.
    @Test func spacersTakeWhatIsLeftAndEqualViewsShareEvenly() throws {
        let spaced = try layout(
            "HStack { Text(\"Calendar\"); Spacer() }.containerBackground(for: .widget) { Color.white }",
            family: .systemSmall)
        #expect(texts(spaced)[0].lines == ["Calendar"])
        let colors = try layout(
            "HStack(spacing: 0) { Color.red; Color.blue }.containerBackground(for: .widget) { Color.white }",
            family: .systemSmall)
        let widths = nodes(colors.root).filter { $0.name == "Color" }.map(\.frame.width)
        #expect(widths.count == 2 && abs(widths[0] - widths[1]) < 0.01)
    }

    /// `fontWeight` and `fontDesign` compose with `font` on either side,
    /// as `Text` composes them.
    @Test func fontWeightComposesWithTheFont() throws {
        let result = try layout(
            """
            VStack {
                Text("a").font(.body).fontWeight(.semibold)
                Text("b").fontWeight(.heavy).font(.title)
                Text("c").font(.system(size: 17, weight: .light)).fontWeight(.black).fontDesign(.rounded)
            }
            .containerBackground(for: .widget) { Color.white }
            """)
        let weights = nodes(result.root).compactMap { node -> (FontWeight, FontDesign)? in
            guard case .text = node.kind,
                let font = node.textLayout?.lines.first?.fragments.first?.font
            else { return nil }
            return (font.weight, font.design)
        }
        #expect(weights.map(\.0) == [.semibold, .heavy, .black])
        #expect(weights.map(\.1) == [.default, .default, .rounded])
    }

    /// `fontWidth` is inherited like `fontDesign`, survives a `.font` below
    /// it, and scales every glyph's advance by its factor; nil restores the
    /// standard width. Tracking (after each of the 7 characters) is not scaled.
    @Test(arguments: [
        (".compressed", FontWidth.compressed), (".condensed", .condensed), (".standard", .standard),
        (".expanded", .expanded), ("nil", .standard),
    ])
    func fontWidthScalesAdvances(_ written: String, _ width: FontWidth) throws {
        let result = try layout(
            """
            VStack { Text("Widgets").font(.system(size: 40)) }.fontWidth(\(written))
            .containerBackground(for: .widget) { Color.white }
            """)
        let fragments = nodes(result.root).compactMap { node -> TextFragment? in
            node.textLayout?.lines.first?.fragments.first
        }
        let fragment = try #require(fragments.first)
        #expect(fragment.font.width == width)
        var standard = fragment.font
        standard.width = .standard
        let tracking = 7 * Tracking.letterSpacing(for: standard)
        let expected =
            (FontMetrics.width(of: "Widgets", in: standard) - tracking)
            * FontMetrics.advanceScale(width) + tracking
        #expect(abs(fragment.width - expected) < 0.001)
        let svg = SVGRenderer.render(result)
        #expect(svg.contains("font-stretch=\"\(width.rawValue)\"") == (width != .standard))
    }

    /// `baselineOffset` moves text up (down when negative) and the view
    /// grows by the offset to contain it, as Apple's page for Text's says:
    /// beside a plain text, the moved one's top is where the alignment and
    /// the free space put it.
    @Test(arguments: [
        (6.0, "top", 0.0), (6, "bottom", -6), (-6, "top", 6), (-6, "bottom", 0), (0, "top", 0),
    ])
    func baselineOffsetMovesTextAndGrowsItsView(_ shift: Double, _ edge: String, _ moved: Double)
        throws
    {
        let result = try layout(
            """
            HStack(alignment: .\(edge), spacing: 0) { Text("Hi").baselineOffset(\(shift)); Text("Hi") }
            .containerBackground(for: .widget) { Color.white }
            """)
        let found = texts(result)
        #expect(found.count == 2)
        #expect(abs(found[0].frame.y - found[1].frame.y - moved) < 0.001)
        let grown = try #require(nodes(result.root).first { $0.name == ".baselineOffset" })
        #expect(abs(grown.frame.height - found[1].frame.height - abs(shift)) < 0.001)
    }

    /// Text styles scale with the display's Dynamic Type size; a fixed
    /// size does not.
    @Test func dynamicTypeScalesStylesNotFixedSizes() throws {
        let made = try archive(
            widgetSource(
                "VStack { Text(\"a\"); Text(\"b\").font(.system(size: 12)) }.containerBackground(for: .widget) { Color.white }"
            ))
        var environment = DisplayEnvironment(
            surface: .family(.systemMedium), device: layoutTestDevice, now: made.entries[0].date)
        environment.dynamicTypeSize = .accessibility3
        let result = try WidgetLayout.make(made, environment: environment)
        let sizes = nodes(result.root).compactMap {
            $0.textLayout?.lines.first?.fragments.first?.font.size
        }
        #expect(sizes == [40, 12])
    }

    /// `\n` in a text starts a new line, as SwiftUI draws it.
    @Test func lineBreaksStartNewLines() throws {
        let result = try layout(
            "Text(\"a\\nb\\nc\").containerBackground(for: .widget) { Color.white }")
        #expect(texts(result)[0].lines == ["a", "b", "c"])
        let limited = try layout(
            "Text(\"a\\nb\\nc\").lineLimit(2).containerBackground(for: .widget) { Color.white }")
        #expect(texts(limited)[0].lines == ["a", "b…"])
    }

    @Test func textTruncatesToTheHeightItIsGiven() throws {
        let result = try layout(
            "Text(\"one two three four five six seven eight nine ten eleven twelve\").frame(width: 80, height: 44).containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0]
        #expect(text.lines.count == 2)
        #expect(text.text.hasSuffix("…"))
    }

    @Test func paddingDefaultsToSixteen() throws {
        let result = try layout(
            "Text(\"Hi\").padding().background(Color.red).containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0].frame
        let red = nodes(result.root).first { $0.name == "Color" }!.frame
        #expect(text.x - red.x == 16 && red.maxY - text.maxY == 16)
    }

    @Test func spacerMinLengthHolds() throws {
        let result = try layout(
            "HStack(spacing: 0) { Text(\"A\"); Spacer(minLength: 30); Text(\"B\") }.fixedSize().containerBackground(for: .widget) { Color.white }"
        )
        let found = texts(result)
        #expect(found[1].frame.x - found[0].frame.maxX == 30)
    }

    @Test func zStackAlignsItsChildren() throws {
        let result = try layout(
            "ZStack(alignment: .bottomTrailing) { Color.blue.frame(width: 100, height: 60); Text(\"X\") }.containerBackground(for: .widget) { Color.white }"
        )
        let blue = nodes(result.root).first { $0.name == "Color" }!.frame
        let text = texts(result)[0].frame
        #expect(abs(text.maxX - blue.maxX) < 0.01 && abs(text.maxY - blue.maxY) < 0.01)
    }

    @Test func aspectRatioFitsInsideTheProposal() throws {
        let result = try layout(
            "Color.red.aspectRatio(2, contentMode: .fit).containerBackground(for: .widget) { Color.white }"
        )
        let red = nodes(result.root).first { $0.name == "Color" }!.frame
        #expect(red.width == 2 * red.height)
        #expect(red.height == 126)
    }

    @Test func contentMarginsAreSixteenUnlessDisabled() throws {
        let filled = "Color.red.containerBackground(for: .widget) { Color.white }"
        #expect(try layout(filled).root.frame == Rect(x: 16, y: 16, width: 306, height: 126))
        #expect(
            try layout(filled, header: "contentMarginsDisabled: true").root.frame
                == Rect(x: 0, y: 0, width: 338, height: 158))
        #expect(try layout(filled, family: .accessoryRectangular).root.frame.x == 0)
    }

    @Test func containerBackgroundFillsTheCanvas() throws {
        let result = try layout("Text(\"Hi\").containerBackground(for: .widget) { Color.blue }")
        #expect(result.background.first?.frame == Rect(x: 0, y: 0, width: 338, height: 158))
        #expect(!result.needsContainerBackground)
        #expect(try layout("Text(\"Hi\")").needsContainerBackground)
    }

    @Test func environmentChoicesFollowTheRenderingMode() throws {
        let body =
            "Text(\"x\").containerBackground(for: .widget) { Color.white }\nif renderingMode == .vibrant { Text(\"vibrant\") } else { Text(\"colour\") }"
        #expect(texts(try layout(body, mode: .vibrant)).map(\.text) == ["x", "vibrant"])
        #expect(texts(try layout(body, mode: .fullColor)).map(\.text) == ["x", "colour"])
    }

    @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
        let result = try layout(
            "Text(\"A long headline that is wide\").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200).containerBackground(for: .widget) { Color.white }"
        )
        let text = texts(result)[0]
        #expect(!text.text.hasSuffix("…"))
        #expect(text.frame.width <= 200)
    }

    @Test func liveActivityHeightFollowsItsContent() throws {
        let source = """
            activity A {
                attributes { name: String }
                state { n: Int }
                placeholder {
                    name: "x"
                    n: 1
                }
                lockScreen { VStack { Text("one"); Text("two") }.padding() }
                dynamicIsland {
                    expanded { center { Text("c") } }
                    compactLeading { Text("L") }
                    compactTrailing { Text("T") }
                    minimal { Text("M") }
                }
            }
            """
        let made = try archive(source)
        let lockScreen = try WidgetLayout.make(
            made,
            environment: DisplayEnvironment(
                surface: .presentation(.lockScreen), device: layoutTestDevice,
                now: made.entries[0].date))
        #expect(lockScreen.canvas == Size(371, 84))
        let lines = String(repeating: "Text(\"line\")\n", count: 10)
        let tall =
            "activity B {\nattributes { }\nstate { }\nlockScreen {\nVStack {\n\(lines)}\n}\ndynamicIsland {\ncompactLeading { Text(\"L\") }\ncompactTrailing { Text(\"T\") }\nminimal { Text(\"M\") }\nexpanded {\ncenter { Text(\"c\") }\n}\n}\n}\n"
        let cut = try WidgetLayout.make(
            try archive(tall),
            environment: DisplayEnvironment(
                surface: .presentation(.lockScreen), device: layoutTestDevice, now: Date()))
        #expect(cut.canvas.height == 160)
        #expect(cut.overflow > 0)
        let compact = try WidgetLayout.make(
            made,
            environment: DisplayEnvironment(
                surface: .presentation(.compactLeading), device: layoutTestDevice, now: Date()))
        // The compact island is drawn whole: leading and trailing beside the camera.
        #expect(compact.canvas == Size(230, 36.67))
        #expect(compact.backgroundColor == .black)
        let regions = compact.root.children.map { ($0.name, $0.frame.x < 115) }
        #expect(regions.map(\.0) == ["compactLeading", "compactTrailing"])
        #expect(regions.map(\.1) == [true, false])
    }
}

/// Values no device would draw still lay out to finite frames and render
/// in every format (an ASCII render once trapped on an infinite frame).
@Suite struct HostileLayoutTests {
    @Test(arguments: [
        "Text(\"a\").frame(width: .infinity, height: -5).padding(-1000)",
        "Text(\"a\").font(.system(size: 0)).lineLimit(100000)",
        "Text(\"a\").frame(minWidth: .infinity, maxWidth: -3).padding(.horizontal, 1e300)",
        "Gauge(value: 1e308, in: -1e308...1e308) { Text(\"x\") }.gaugeStyle(.accessoryCircular)",
        "ProgressView(value: -5, total: 0)",
        "VStack { Spacer(minLength: 5000); Image(\"x\"); Image(systemName: \"star\") }",
        "Text(\"x\").scaleEffect(1e300).rotationEffect(.degrees(1e300)).offset(x: 1e300, y: -1e300)",
        // Found by the archive fuzzer: lines that fit in a huge height
        // overflowed Int when counted.
        "Group { Spacer(); Text(\"a b c\").font(.caption); Text(\"d\") }.padding(.bottom, 12).frame(maxWidth: 1, maxHeight: 1.4e284)",
    ])
    func rendersWithoutTrapping(_ body: String) throws {
        let result = try layout("\(body).containerBackground(for: .widget) { Color.white }")
        for node in nodes(result.root) {
            let frame = node.frame
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width >= 0 && frame.height >= 0)
        }
        #expect(!TextRenderer.render(result).isEmpty)
        #expect(SVGRenderer.render(result).hasSuffix("</svg>\n"))
        #expect(!ASCIIRenderer.render(result).isEmpty)
    }
}

@Suite struct TextMetricsTests {
    @Test(
        arguments: [
            // Inter's advances (units of 1/2816 em) times 17 pt: H e l l o;
            // then SF Pro's 17 pt tracking, -0.026 em (-0.442 pt), after each
            // of the 5 characters.
            ("Hello", "regular", 17.0, 40.69 - 2.21),
            ("Hello", "bold", 17.0, 42.52 - 2.21),
            // Noto Sans CJK KR's proportional Hangul: 920/1000 em each, tracked too.
            ("요금", "regular", 17.0, 31.28 - 0.884),
            ("1111", "regular", 17.0, 31.59 - 1.768),
            // 12 pt is the one size without tracking.
            ("Hello", "regular", 12.0, 40.69 * 12 / 17),
        ] as [(String, String, Double, Double)])
    func widthsComeFromTheFonts(
        _ text: String, _ weight: String, _ size: Double, _ expected: Double
    ) {
        var font = ResolvedFont.body
        font.weight = FontWeight(rawValue: weight)!
        font.size = size
        #expect(
            abs(FontMetrics.width(of: text, in: font) - expected) < 0.01,
            "\(FontMetrics.width(of: text, in: font))")
    }

    /// Rows of the HIG's tracking tables, in points: the design's row at
    /// or below the size, times the size; none for monospaced text.
    @Test(
        arguments: [
            (FontDesign.default, 17.0, -0.442), (.default, 12, 0), (.default, 11, 0.066),
            (.default, 28, 0.392),
            // Between rows: the row below (29 and 30 pt take 28 pt's +14).
            (.default, 30, 0.42), (.default, 17.5, -0.455),
            // Below the first row the first row's; past the last, none.
            (.default, 4, 0.164), (.default, 120, 0),
            (.rounded, 17, 0.374), (.serif, 17, -0.068), (.monospaced, 17, 0),
        ] as [(FontDesign, Double, Double)])
    func trackingComesFromTheHIGTable(_ design: FontDesign, _ size: Double, _ expected: Double) {
        var font = ResolvedFont.body
        font.design = design
        font.size = size
        #expect(
            abs(Tracking.points(for: font) - expected) < 0.0005, "\(Tracking.points(for: font))")
    }

    /// Inter's pair kerning (regular, in 1/2816 em at 17 pt): each row
    /// states how far a pair is from its two characters measured apart.
    @Test(
        arguments: [
            ("AV", -192.0), ("Te", -224), ("LT", -272), ("r.", -176),
            // No kerning across a space, nor in a pair the font does not kern.
            ("A V", 0), ("Hn", 0),
        ] as [(String, Double)])
    func pairsAreKerned(_ text: String, _ units: Double) {
        let font = ResolvedFont.body
        let apart = text.reduce(0) { $0 + FontMetrics.width(of: String($1), in: font) }
        #expect(abs(FontMetrics.width(of: text, in: font) - apart - units / 2816 * 17) < 0.001)
    }

    /// A text offered exactly the width it measured keeps every
    /// character: the kerning across a break opportunity (`/V`, `-T`)
    /// counts in the measured width as it does in the drawn line.
    @Test(
        arguments: ["Audio/Video", "Audio/Wave", "Ten-Tonne", "Go-Yes", "A|_B"],
        [FontWeight.regular, .semibold, .heavy])
    func textFitsTheWidthItMeasured(_ text: String, _ weight: FontWeight) throws {
        var font = ResolvedFont.body
        font.weight = weight
        let (size, laidOut) = try laidOutAtMeasuredWidth([TextFragment(text, font: font)])
        #expect(!laidOut.truncated)
        #expect(abs(laidOut.width - size.width) < 0.001)
        #expect(abs(size.width - FontMetrics.width(of: text, in: font)) < 0.001)
    }

    /// The SVG draws each run with the tracking it was measured with.
    @Test func svgTextIsTrackedAsItIsMeasured() throws {
        let body = SVGRenderer.render(
            try layout(#"Text("Hello").containerBackground(for: .widget) { Color.white }"#))
        #expect(body.contains("letter-spacing=\"-0.44\""))
        let twelve = SVGRenderer.render(
            try layout(
                #"Text("Hello").font(.system(size: 12)).containerBackground(for: .widget) { Color.white }"#
            ))
        #expect(!twelve.contains("letter-spacing"))
    }

    @Test func monospacedTextAndTabularDigitsAreNotKerned() {
        var mono = ResolvedFont.body
        mono.design = .monospaced
        #expect(FontMetrics.width(of: "AV", in: mono) == 2 * FontMetrics.width(of: "A", in: mono))
        var digits = ResolvedFont.body
        digits.monospacedDigit = true
        #expect(
            FontMetrics.width(of: "17", in: digits) == FontMetrics.width(of: "1", in: digits)
                + FontMetrics.width(of: "7", in: digits))
    }

    @Test func monospacedDigitsAreAllAsWideAsTheWidest() {
        var font = ResolvedFont.body
        font.monospacedDigit = true
        #expect(FontMetrics.width(of: "1111", in: font) == FontMetrics.width(of: "0000", in: font))
        #expect(
            FontMetrics.width(of: "1111", in: ResolvedFont.body)
                < FontMetrics.width(of: "0000", in: ResolvedFont.body))
    }

    /// Rows of the HIG's Dynamic Type table away from Large.
    @Test(
        arguments: [
            ("body", "xSmall", 14.0), ("body", "xxxLarge", 23), ("body", "accessibility3", 40),
            ("largeTitle", "accessibility5", 60),
            ("caption2", "medium", 11), ("title3", "xLarge", 22),
            ("footnote", "accessibility1", 23),
        ] as [(String, String, Double)])
    func textStylesFollowTheDynamicTypeSize(_ style: String, _ size: String, _ points: Double) {
        let font = TextStyles.font(
            for: TextStyle(rawValue: style)!, size: DynamicTypeSize(rawValue: size)!)
        #expect(font.size == points)
        #expect(font.lineHeight > font.size)
    }

    /// Sizes and weights from the HIG's table; the line height is the
    /// font's own (SF Pro's 2444/2048 em), not the table's leading.
    @Test(
        arguments: [
            ("headline", 17.0, 20.29, "semibold"), ("caption2", 11, 13.13, "regular"),
            ("largeTitle", 34, 40.57, "regular"),
        ] as [(String, Double, Double, String)])
    func textStylesMatchDynamicTypeAtLarge(
        _ style: String, _ size: Double, _ lineHeight: Double, _ weight: String
    ) {
        let font = TextStyles.font(for: TextStyle(rawValue: style)!)
        #expect(
            font.size == size && abs(font.lineHeight - lineHeight) < 0.005
                && font.weight.rawValue == weight)
    }
}

@Suite struct DateTextTests {
    static let now = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21T09:00:00Z

    @Test(
        arguments: [
            (900.0, "timer", "15:00"), (-900, "timer", "15:00"), (3_725, "timer", "1:02:05"),
            (5, "timer", "0:05"),
            (674, "relative", "11 min, 14 sec"), (-674, "relative", "11 min, 14 sec"),
            (7_500, "relative", "2 hr, 5 min"),
            (86_400 * 9, "relative", "1 wk, 2 days"), (45, "relative", "45 sec"),
            (660, "offset", "-11 minutes"), (-660, "offset", "+11 minutes"),
            (3_660, "offset", "-1 hour, 1 minute"),
            (0, "date", "November 21, 2026"), (2_460, "time", "9:41\u{202F}AM"),
            (27_660, "time", "4:41\u{202F}PM"),
        ] as [(Double, String, String)])
    func formatsForNow(_ offset: Double, _ style: String, _ expected: String) {
        #expect(
            DateText.format(
                Self.now.addingTimeInterval(offset), style: DateStyle(rawValue: style),
                now: Self.now) == expected)
    }

    /// The same dates in Korean, as a ko-KR device shows them.
    @Test(
        arguments: [
            (2_460.0, "time", "오전 9:41"), (27_660, "time", "오후 4:41"), (0, "date", "2026년 11월 21일"),
            (674, "relative", "11분 14초"), (660, "offset", "-11분"), (900, "timer", "15:00"),
        ] as [(Double, String, String)])
    func formatsInKorean(_ offset: Double, _ style: String, _ expected: String) {
        #expect(
            DateText.format(
                Self.now.addingTimeInterval(offset), style: DateStyle(rawValue: style),
                now: Self.now, region: DisplayRegion(locale: .koKR)) == expected)
    }

    /// Other locales and zones, worded by Foundation; years and months
    /// from the one table, weeks and days where it has no words.
    @Test(
        arguments: [
            (2_460.0, "time", "ko-KR", "Asia/Seoul", "오후 6:41"),
            (2_460, "time", "de-DE", "Europe/Berlin", "10:41"),
            (0, "date", "de-DE", "UTC", "21. November 2026"),
            (674, "relative", "de-DE", "UTC", "11 Min., 14 Sek."),
            (3_660, "offset", "fr-FR", "UTC", "-1\u{A0}heure et 1 minute"),
            (200_000_000, "relative", "en-US", "UTC", "6 yr, 4 mo"),
            (200_000_000, "offset", "ko-KR", "UTC", "-6년 4개월"),
            (5_000_000, "relative", "de-DE", "UTC", "8 Wo., 1 Tg."),
        ] as [(Double, String, String, String, String)])
    func formatsInOtherRegions(
        _ offset: Double, _ style: String, _ locale: String, _ zone: String, _ expected: String
    ) {
        let region = DisplayRegion(locale: DisplayLocale(locale)!, timeZone: DisplayTimeZone(zone)!)
        #expect(
            DateText.format(
                Self.now.addingTimeInterval(offset), style: DateStyle(rawValue: style),
                now: Self.now, region: region) == expected)
    }

    @Test(arguments: ["xx-YY", "", "english"])
    func unknownLocalesAreRefused(_ name: String) {
        #expect(DisplayLocale(name) == nil)
    }

    @Test func formatStylesInKorean() {
        let date = Self.now.addingTimeInterval(-3_600)  // 08:00 UTC
        let korea = DisplayRegion(locale: .koKR)
        #expect(
            DateFormatStyle(date: .numeric, time: .shortened, region: korea).format(date)
                == "2026. 11. 21. 오전 8:00")
        #expect(
            DateFormatStyle(date: .abbreviated, time: .shortened, region: korea).format(date)
                == "2026년 11월 21일 오전 8:00")
        #expect(
            DateFormatStyle(date: .complete, time: .omitted, region: korea).format(date)
                == "2026년 11월 21일 토요일")
    }

    @Test func timerIntervalsCountDownOrUp() {
        let start = Self.now.addingTimeInterval(-600)
        let end = Self.now.addingTimeInterval(3_000)
        #expect(
            DateText.timer(
                start: start, end: end, pauseTime: nil, countsDown: true, showsHours: true,
                now: Self.now) == "50:00")
        #expect(
            DateText.timer(
                start: start, end: end, pauseTime: nil, countsDown: false, showsHours: true,
                now: Self.now) == "10:00")
        let long = Self.now.addingTimeInterval(4_000)
        #expect(
            DateText.timer(
                start: Self.now, end: long, pauseTime: nil, countsDown: true, showsHours: false,
                now: Self.now) == "66:40")
        #expect(
            DateText.timer(
                start: start, end: end, pauseTime: Self.now.addingTimeInterval(-300),
                countsDown: true, showsHours: true, now: Self.now) == "55:00")
    }

    /// `SystemFormatStyle.Stopwatch`: seconds since the start, two-digit
    /// minutes and seconds, the fraction the precision asks for.
    @Test(arguments: [
        (5.234, true, 2, "00:05.23"), (0, true, 2, "00:00.00"), (-30, true, 2, "00:00.00"),
        (3_600, true, 2, "01:00:00.00"), (3_660.5, false, 1, "61:00.5"),
        (65.9, true, 0, "01:05"), (59.999, true, 3, "00:59.999"),
    ])
    func stopwatchesCountUp(_ elapsed: Double, _ showsHours: Bool, _ digits: Int, _ text: String) {
        #expect(
            DateText.stopwatch(
                start: Self.now.addingTimeInterval(-elapsed), showsHours: showsHours,
                fractionDigits: digits, now: Self.now) == text)
    }
}

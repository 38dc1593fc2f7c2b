import Foundation
import Testing

@testable import WidgetArchive

/// An archive that uses every kind of view, modifier value and metadata
/// field, so that the round trips below cover the whole format.
func everyValueArchive() -> Archive {
    let date = Date(timeIntervalSince1970: 1_795_000_000)
    let values: [(String, ArchiveValue)] = [
        ("null", .null), ("yes", .bool(true)), ("no", .bool(false)), ("integer", .integer(-42)),
        ("big", .integer(Int.max)),
        ("whole", .number(16)), ("fraction", .number(0.75)), ("negativeZero", .number(-0.0)),
        ("infinity", .number(.infinity)),
        ("huge", .number(1e300)), ("string", .string("요금 \"quoted\" \\ \n")), ("date", .date(date)),
        ("fractionalDate", .date(Date(timeIntervalSince1970: 1_795_000_000.123_456))),
        ("dateRange", .dateRange(date, date.addingTimeInterval(900))),
        ("numberRange", .numberRange(0, 100)),
        ("url", .url("emojiranger://spouty")), ("keyword", .keyword("leading")),
        ("system", .color(ArchiveColor(.system("white"), opacity: 0.8))),
        ("hex", .color(ArchiveColor(.hex(0x3A2D6B)))),
        ("shaded", .color(ArchiveColor(.system("blue"), opacity: 0.5, shade: 0.2))),
        ("asset", .color(ArchiveColor(.asset("Brand")))),
        ("rgb", .color(ArchiveColor(.rgb(red: 0.1, green: 0.2, blue: 0.3), opacity: 0.5))),
        ("white", .color(ArchiveColor(.white(0.5)))),
        (
            "font",
            .font(
                ArchiveFont(
                    style: "caption", weight: "bold", design: "rounded", italic: true,
                    monospacedDigit: true))
        ),
        ("sized", .font(ArchiveFont(size: 34, weight: "bold"))),
        (
            "custom",
            .font(ArchiveFont(style: "headline", size: 15, italic: true, custom: "Avenir Next"))
        ),
        ("fixedCustom", .font(ArchiveFont(size: 20, custom: "Menlo-Bold", fixedSize: true))),
        (
            "text",
            .text(
                ArchiveText([
                    TextRun(.plain("Spouty recovers ")),
                    TextRun(.symbol("star.fill"), modifiers: [ArchivedModifier(.bold)]),
                    TextRun(.date(date, style: "relative"), modifiers: [ArchivedModifier(.bold)]),
                    TextRun(
                        .timer(
                            start: date, end: date.addingTimeInterval(60), pauseTime: date,
                            countsDown: false, showsHours: true)),
                    TextRun(
                        .timer(
                            start: date, end: date, pauseTime: nil, countsDown: true,
                            showsHours: false)),
                    TextRun(.stopwatch(start: date, showsHours: true, fractionDigits: 2)),
                    TextRun(.stopwatch(start: date, showsHours: false, fractionDigits: 0)),
                ]))
        ),
        (
            "intent",
            .intent(
                IntentCall(name: "ToggleTodo", arguments: ArchiveArguments([("id", .string("1"))])))
        ),
        ("views", .views([ArchivedView(.circle)])), ("list", .list([.number(1), .string("x")])),
        ("point", .unitPoint(x: 0.25, y: 1)), ("edges", .edges(.horizontal)),
        (
            "condition",
            .condition(
                .or(
                    .and(.equals("renderingMode", "vibrant"), .flag("showsBackground")),
                    .not(.flag("isStale"))))
        ),
    ]
    let leaf = ArchivedView(
        .text, arguments: ArchiveArguments(values),
        modifiers: [
            ArchivedModifier(
                .font,
                arguments: ArchiveArguments([("value", .font(ArchiveFont(style: "headline")))])),
            ArchivedModifier(.padding),
        ])
    var trees: [[ArchivedView]] = []
    for kind in ViewKind.allCases {
        trees.append([
            ArchivedView(
                kind, children: [leaf],
                modifiers: ModifierKind.allCases.map { ArchivedModifier($0) })
        ])
    }
    let surfaces = Array(ArchiveFormat.surfaceTags.map(\.0).prefix(trees.count))
    let metadata = ArchiveMetadata(
        declaration: .widget, name: "Every", kind: "EveryKind", displayName: "Every value",
        description: "All of them",
        surfaces: surfaces, platforms: [PlatformRequirement(platform: "iOS", version: "17.0")],
        configuration: ArchiveArguments([("city", .string("Seoul"))]), reloadPolicy: .after(date),
        entrySource: .timeline,
        contentMarginsDisabled: true, containerBackgroundRemovable: false)
    return Archive(
        metadata: metadata,
        entries: [
            ArchiveEntry(date: date, trees: Array(trees.prefix(surfaces.count))),
            ArchiveEntry(date: date.addingTimeInterval(900), trees: surfaces.map { _ in [] }),
        ])
}

@Suite struct ArchiveRoundTripTests {
    @Test func binaryRoundTripKeepsEveryValue() throws {
        let archive = everyValueArchive()
        let bytes = ArchiveEncoder.encode(archive)
        #expect(try ArchiveDecoder.decode(bytes) == archive)
        // Encoding is deterministic.
        #expect(ArchiveEncoder.encode(try ArchiveDecoder.decode(bytes)) == bytes)
    }

    @Test func jsonRoundTripKeepsEveryValue() throws {
        let archive = everyValueArchive()
        let json = try ArchiveJSON.encode(archive)
        #expect(try ArchiveJSON.decode(json) == archive)
        #expect(try ArchiveJSON.encode(ArchiveJSON.decode(json)) == json)
    }

    /// A remote presentation is drawn from the others and never archived:
    /// JSON that lists one as a surface or an island region is refused,
    /// as the binary form has no tag for it.
    @Test(arguments: [("\"lockScreen\"", "\"carPlay\""), ("\"expandedLeading\"", "\"menuBar\"")])
    func remotePresentationsAreRefused(_ written: String, _ remote: String) throws {
        var archive = everyValueArchive()
        archive.metadata.island = IslandLayout(priorities: [.expandedLeading: 1])
        archive.metadata.surfaces = [.presentation(.lockScreen)]
        archive.entries = [ArchiveEntry(date: Date(timeIntervalSince1970: 0), trees: [[]])]
        let json = String(decoding: try ArchiveJSON.encode(archive), as: UTF8.self)
        #expect(try ArchiveJSON.decode(Array(json.utf8)) == archive)
        #expect(json.contains(written))
        let changed = json.replacingOccurrences(of: written, with: remote)
        #expect(throws: (any Error).self) { try ArchiveJSON.decode(Array(changed.utf8)) }
    }

    @Test(arguments: [ReloadPolicy.atEnd, .never, .after(Date(timeIntervalSince1970: 0))])
    func policiesRoundTrip(_ policy: ReloadPolicy) throws {
        var archive = everyValueArchive()
        archive.metadata.reloadPolicy = policy
        #expect(
            try ArchiveDecoder.decode(ArchiveEncoder.encode(archive)).metadata.reloadPolicy
                == policy)
        #expect(try ArchiveJSON.decode(ArchiveJSON.encode(archive)).metadata.reloadPolicy == policy)
    }

    @Test func argumentsAreSortedWhateverTheOrderGiven() {
        let forward = ArchiveArguments([("a", .integer(1)), ("b", .integer(2))])
        let backward = ArchiveArguments([("b", .integer(2)), ("a", .integer(1))])
        #expect(forward == backward)
        #expect(forward.map(\.name) == ["a", "b"])
        var edited = forward
        edited["0"] = .null
        edited["a"] = nil
        #expect(edited.map(\.name) == ["0", "b"])
    }

    @Test func stringsAreStoredOnce() {
        let text = ArchiveArguments([("text", .text(ArchiveText(plain: "a long repeated string")))])
        var archive = everyValueArchive()
        archive.entries[1].trees[0] = Array(
            repeating: ArchivedView(.text, arguments: text), count: 100)
        let bytes = ArchiveEncoder.encode(archive)
        let occurrences = bytes.indices.filter {
            bytes[$0...].starts(with: Array("a long repeated string".utf8))
        }
        #expect(occurrences.count == 1)
    }
}

/// The format's tags never change meaning: a view or modifier added takes
/// a new number. This table is the published list of format 1.
@Suite struct ArchiveTagTests {
    @Test func viewTagsArePinned() {
        let pinned =
            "VStack=1 HStack=2 ZStack=3 Group=4 ViewThatFits=5 Spacer=6 Divider=7 EmptyView=8 AccessoryWidgetBackground=9 "
            + "Text=10 Image=11 Label=12 Gauge=13 ProgressView=14 Button=15 Toggle=16 Link=17 Color=18 LinearGradient=19 Circle=20 "
            + "Ellipse=21 Rectangle=22 RoundedRectangle=23 Capsule=24 ContainerRelativeShape=25 EnvironmentChoice=26 "
            + "Grid=27 GridRow=28 RadialGradient=29 AngularGradient=30 Path=31 LazyVGrid=32 LazyHGrid=33 GeometryReader=34 Chart=35 BarMark=36 LineMark=37 AreaMark=38 PointMark=39 RuleMark=40 RectangleMark=41 SectorMark=42 UnevenRoundedRectangle=43 ConcentricRectangle=44 EllipticalGradient=45 AxisMarks=46 AxisGridLine=47 AxisTick=48 AxisValueLabel=49 "
            + "ControlWidgetButton=50 ControlWidgetToggle=51 AccessoryWidgetGroup=52"
        #expect(
            ViewKind.allCases.map { "\($0.name)=\($0.rawValue)" }.joined(separator: " ") == pinned)
    }

    /// The tags of format 1 as published: each keeps its number. A modifier
    /// added later takes the next number after the last, so the tags stay
    /// 1 to the count, without a hand-kept count here.
    static let publishedModifierTags = """
        font=1 fontWeight=2 fontDesign=3 bold=4 italic=5 monospacedDigit=6 widgetAccentable=7 invalidatableContent=8 privacySensitive=9 \
        unredacted=10 scaledToFit=11 scaledToFill=12 strikethrough=13 underline=14 kerning=15 tracking=16 foregroundStyle=17 \
        foregroundColor=18 tint=19 padding=20 frame=21 fixedSize=22 layoutPriority=23 background=24 overlay=25 clipShape=26 \
        cornerRadius=27 opacity=28 lineLimit=29 truncationMode=30 multilineTextAlignment=31 minimumScaleFactor=32 textCase=33 \
        resizable=34 aspectRatio=35 renderingMode=36 symbolRenderingMode=37 gaugeStyle=38 progressViewStyle=39 toggleStyle=40 \
        buttonStyle=41 containerBackground=42 scaleEffect=43 rotationEffect=44 offset=45 widgetURL=46 redacted=47 \
        activityBackgroundTint=48 keylineTint=49 fill=50 stroke=51 accessibilityLabel=52 accessibilityHidden=53 trim=54 shadow=55 \
        blur=56 mask=57 widgetLabel=58 widgetAccentedRenderingMode=59 strokeBorder=60 clipped=61 contentTransition=62 monospaced=63 \
        lineSpacing=64 gridCellColumns=65 hidden=66 ignoresSafeArea=67 id=68 animation=69 transition=70 border=71 labelStyle=72 \
        imageScale=73 symbolVariant=74 grayscale=75 saturation=76 brightness=77 contrast=78 zIndex=79
        """

    @Test func modifierTagsArePinned() {
        for pair in Self.publishedModifierTags.split(separator: " ") {
            let parts = pair.split(separator: "=")
            #expect(ModifierKind(name: String(parts[0]))?.rawValue == UInt8(parts[1]), "\(pair)")
        }
        let names = ModifierKind.allCases.map(\.name)
        #expect(
            ModifierKind.allCases.map(\.rawValue) == Array(1...UInt8(ModifierKind.allCases.count)))
        #expect(Set(names).count == names.count)
        for kind in ModifierKind.allCases { #expect(ModifierKind(name: kind.name) == kind) }
    }
}

@Suite struct ISODateTests {
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"), (1_795_000_000, "2026-11-18T11:06:40Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (951_782_400, "2000-02-29T00:00:00Z"), (1_795_000_000.25, "2026-11-18T11:06:40.250Z"),
        (978_307_200, "2001-01-01T00:00:00Z"),
    ])
    func formatsAndParses(_ seconds: Double, _ text: String) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISODate.string(from: date) == text)
        #expect(ISODate.date(from: text) == date)
    }

    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-21T24:00:00Z",
        "2026-11-21 09:00:00Z", "2026-11-21T09:00:00+09:00", "",
    ])
    func rejects(_ text: String) {
        #expect(ISODate.date(from: text) == nil)
    }

    @Test func finerThanMillisecondsHasNoString() {
        #expect(ISODate.string(from: Date(timeIntervalSince1970: 0.000_1)) == nil)
    }
}

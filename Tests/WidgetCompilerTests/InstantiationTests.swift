import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// A widget with an entry of every common shape, for instantiation tests.
func dataWidget(body: String, views: String = "") -> String {
    """
    \(views)
    intent Refresh {
        id: String
    }

    widget W {
        kind: "W"
        families: [.systemSmall, .systemMedium]
        platform: .iOS("17.0")
        entry {
            name: String
            nickname: String?
            count: Int
            ratio: Double
            items: [String]
            due: Date
            link: URL
        }
        placeholder {
            date: "2026-11-21T09:00:00Z"
            name: "Spouty"
            nickname: nil
            count: 1450
            ratio: 0.75
            items: ["a", "b", "c"]
            due: "2026-11-21T10:00:00Z"
            link: "emojiranger://spouty"
        }
        body {
            VStack {
    \(body)
            }
            .containerBackground(for: .widget) { Color.clear }
        }
    }
    """
}

/// Parses, checks (expecting no errors) and instantiates.
func instantiate(
    _ text: String, timeline: String? = nil, options: InstantiationOptions = InstantiationOptions()
) throws -> InstantiationResult {
    let parsed = parse(text)
    let checked = Checker.check(parsed.syntax).filter { $0.severity == .error }
    #expect(
        parsed.diagnostics.isEmpty && checked.isEmpty,
        "\(summary(parsed.diagnostics + checked, in: text))")
    return try Instantiator.instantiate(
        parsed.syntax, timeline: timeline.map { SourceFile(path: "test.timeline.json", text: $0) },
        options: options)
}

/// The systemSmall tree's children of the outer VStack, dumped.
func smallTree(_ body: String, views: String = "", region: DisplayRegion = .standard) throws
    -> String
{
    let result = try instantiate(
        dataWidget(body: body, views: views), options: InstantiationOptions(region: region))
    #expect(
        result.diagnostics.isEmpty,
        "\(summary(result.diagnostics, in: dataWidget(body: body, views: views)))")
    guard let root = result.archive?.entries.first?.trees.first?.first else { return "<no tree>" }
    return ArchiveDumper.dump(root.children).trimmingCharacters(in: .newlines)
}

@Suite struct InstantiationTests {
    @Test(arguments: [
        // LocalizedStringKey interpolation: %lld and %lf.
        // LocalizedStringKey groups an interpolated Int in the locale, as a device does.
        (#"Text("\(entry.count) tasks")"#, #"Text("1,450 tasks")"#),
        (
            #"Text("\(entry.count * -1000) and \(entry.ratio * 2000)")"#,
            #"Text("-1,450,000 and 1,500.000000")"#
        ),
        (#"Text(verbatim: "\(entry.count)")"#, #"Text("1450")"#),
        (#"Text("\(entry.ratio)")"#, #"Text("0.750000")"#),
        // String interpolation elsewhere: Swift's description.
        (#"Text(verbatim: "\(entry.ratio)")"#, #"Text("0.75")"#),
        (#"Image("avatar-\(entry.name)")"#, #"Image("avatar-Spouty")"#),
        (#"Text(String(entry.ratio * 2))"#, #"Text("1.5")"#),
        // Format styles, en_US, half-to-even on the decimal form.
        ("Text(entry.ratio, format: .number.precision(.fractionLength(1)))", #"Text("0.8")"#),
        (#"Text("\(entry.ratio, format: .number.precision(1)) km")"#, #"Text("0.8 km")"#),
        ("Text(entry.count, format: .number)", #"Text("1,450")"#),
        ("Text(entry.count, format: .number.grouping(.never))", #"Text("1450")"#),
        ("Text(entry.ratio, format: .percent)", #"Text("75%")"#),
        (#"Text(entry.count, format: .currency(code: "KRW"))"#, #"Text("₩1,450")"#),
        (#"Text(entry.count, format: .currency(code: "USD"))"#, #"Text("$1,450.00")"#),
        // Dates stay symbolic for the renderer.
        ("Text(entry.due, style: .relative)", "Text(2026-11-21T10:00:00Z, style: .relative)"),
        (
            #"Text("due \(entry.due, style: .time)!")"#,
            #"Text("due ") + Text(2026-11-21T10:00:00Z, style: .time) + Text("!")"#
        ),
        (
            "Text(timerInterval: entry.date...entry.due, countsDown: true)",
            "Text(timerInterval: 2026-11-21T09:00:00Z...2026-11-21T10:00:00Z, countsDown: true, showsHours: true)"
        ),
        // Statements are resolved.
        ("ForEach(entry.items.prefix(2)) { item in Text(item) }", "Text(\"a\")\nText(\"b\")"),
        (
            "if let nickname = entry.nickname { Text(nickname) } else { Text(\"none\") }",
            "Text(\"none\")"
        ),
        (
            "switch family {\ncase .systemSmall: Text(\"small\")\ndefault: Text(\"other\")\n}",
            "Text(\"small\")"
        ),
        ("Text(family == .systemSmall ? \"S\" : \"M\")", "Text(\"S\")"),
        (
            "Text(entry.items.isEmpty ? \"none\" : entry.items[entry.items.count - 1])",
            "Text(\"c\")"
        ),
        ("Text(entry.nickname ?? \"Anonymous\")", "Text(\"Anonymous\")"),
        // Display-time conditions become a choice.
        (
            "if renderingMode == .vibrant { Text(\"v\") } else { Text(\"c\") }",
            "EnvironmentChoice(condition: renderingMode == .vibrant)\n  else:\n    Text(\"c\")\n  Text(\"v\")"
        ),
        (
            "if showsBackground && entry.count > 0 { Text(\"b\") }",
            "EnvironmentChoice(condition: showsBackground)\n  Text(\"b\")"
        ),
        ("if entry.count < 0 && showsBackground { Text(\"b\") }", ""),
        // Modifiers with typed values.
        (
            "Text(entry.name).foregroundStyle(.white.opacity(0.8))",
            "Text(\"Spouty\")\n  .foregroundStyle(.white.opacity(0.8))"
        ),
        (
            "Text(entry.name).font(.system(size: 34, weight: .bold, design: .rounded))",
            "Text(\"Spouty\")\n  .font(.system(size: 34, weight: .bold, design: .rounded))"
        ),
        (
            "Text(entry.name).font(.caption.bold())",
            "Text(\"Spouty\")\n  .font(.caption.weight(.bold))"
        ),
        (
            "Text(entry.name).padding(.horizontal, 8)",
            "Text(\"Spouty\")\n  .padding(.horizontal, 8)"
        ),
        (
            "Text(entry.name).frame(maxWidth: .infinity, alignment: .leading)",
            "Text(\"Spouty\")\n  .frame(alignment: .leading, maxWidth: .infinity)"
        ),
        ("Text(entry.name).lineLimit(2)", "Text(\"Spouty\")\n  .lineLimit(2)"),
        ("Circle().fill(Color(hex: \"#3A2D6B\"))", "Circle()\n  .fill(Color(hex: \"#3A2D6B\"))"),
        (
            "Text(entry.name).clipShape(.rect(cornerRadius: 8))",
            "Text(\"Spouty\")\n  .clipShape()\n    value:\n      RoundedRectangle(cornerRadius: 8)"
        ),
        ("Text(\"a\") + Text(entry.name).bold()", "Text(\"a\") + Text(\"Spouty\").bold()"),
        (
            "Button(intent: Refresh(id: entry.name)) { Text(\"Go\") }",
            "Button(intent: Refresh(id: \"Spouty\"))\n  Text(\"Go\")"
        ),
        (
            "Gauge(value: entry.ratio, in: 0...1) { Text(\"HP\") }",
            "Gauge(in: 0...1, value: 0.75)\n  label:\n    Text(\"HP\")"
        ),
        (
            "Link(destination: entry.link) { Text(\"Open\") }",
            "Link(destination: URL(\"emojiranger://spouty\"))\n  Text(\"Open\")"
        ),
    ])
    func resolvesTheTree(_ body: String, _ expected: String) throws {
        #expect(try smallTree(body) == expected)
    }

    @Test func reusableViewsAreExpanded() throws {
        let views = """
            view Badge(label: String, size: Double = 12) {
                Text(label).font(.system(size: size))
            }
            """
        #expect(
            try smallTree("Badge(label: entry.name).padding()", views: views)
                == "Text(\"Spouty\")\n  .font(.system(size: 12))\n  .padding()")
    }

    @Test func familiesGetTheirOwnTrees() throws {
        let result = try instantiate(
            dataWidget(body: "Text(family == .systemSmall ? \"S\" : \"M\")"))
        let archive = try #require(result.archive)
        #expect(archive.metadata.surfaces == [.family(.systemSmall), .family(.systemMedium)])
        let texts = archive.entries[0].trees.map {
            ArchiveDumper.dump($0[0].children).trimmingCharacters(in: .newlines)
        }
        #expect(texts == ["Text(\"S\")", "Text(\"M\")"])
    }

    @Test func timelineEntriesBecomeEntries() throws {
        let timeline = """
            { "policy": { "after": "2026-11-21T12:00:00Z" }, "entries": [
              { "date": "2026-11-21T09:00:00Z", "name": "A", "count": 1, "ratio": 1, "items": [], "due": "2026-11-21T10:00:00Z", "link": "a://b" },
              { "date": "2026-11-21T10:00:00Z", "name": "B", "count": 2, "ratio": 0.5, "items": ["x"], "due": "2026-11-21T11:00:00Z", "link": "a://c" }
            ] }
            """
        let result = try instantiate(dataWidget(body: "Text(entry.name)"), timeline: timeline)
        let archive = try #require(result.archive)
        #expect(archive.entries.count == 2)
        #expect(archive.metadata.entrySource == .timeline)
        #expect(
            archive.metadata.reloadPolicy == .after(ISODate.date(from: "2026-11-21T12:00:00Z")!))
        #expect(
            archive.entries.map { ISODate.string(from: $0.date)! } == [
                "2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z",
            ])
    }

    @Test func aBadTimelineGivesLocatedErrorsAndNoArchive() throws {
        let result = try instantiate(
            dataWidget(body: "Text(entry.name)"),
            timeline: #"{ "entries": [ { "date": "soon" } ] }"#)
        #expect(result.archive == nil)
        #expect(result.timelineDiagnostics.contains { $0.id == .placeholderValue })
    }

    @Test func configurationValuesAreUsedAndRecorded() throws {
        let text = """
            widget C {
                kind: "C"
                families: [.systemSmall]
                configuration {
                    city: String = "Seoul"
                    celsius: Bool = true
                }
                body {
                    Text(config.celsius ? "\\(config.city) °C" : "\\(config.city) °F")
                        .containerBackground(for: .widget) { Color.clear }
                }
            }
            """
        let defaults = try #require(try instantiate(text).archive)
        #expect(ArchiveDumper.dump(defaults.entries[0].trees[0]).hasPrefix("Text(\"Seoul °C\")"))
        let given = try #require(
            try instantiate(
                text,
                options: InstantiationOptions(configuration: [
                    ("city", "Busan"), ("celsius", "false"),
                ])
            ).archive)
        #expect(ArchiveDumper.dump(given.entries[0].trees[0]).hasPrefix("Text(\"Busan °F\")"))
        #expect(given.metadata.configuration["city"] == .string("Busan"))
        #expect(throws: InstantiationRequestError.self) {
            try instantiate(text, options: InstantiationOptions(configuration: [("citty", "x")]))
        }
        #expect(throws: InstantiationRequestError.self) {
            try instantiate(
                text, options: InstantiationOptions(configuration: [("celsius", "maybe")]))
        }
    }

    /// Every catalog view and modifier has an archive kind, and back.
    @Test func catalogAndArchiveKindsAgree() {
        #expect(
            Set(ViewCatalog.views.keys)
                == Set(ViewKind.allCases.map(\.name)).subtracting(["EnvironmentChoice"]).union([
                    "ForEach"
                ]).union(ViewTable.aliasKinds.keys))
        #expect(Set(ModifierCatalog.modifiers.keys) == Set(ModifierKind.allCases.map(\.name)))
    }
}

/// What the body formats follows the locale and time zone it runs in,
/// formatted by Foundation as a device in that region formats it.
@Suite struct RegionInstantiationTests {
    static let germany = DisplayRegion(
        locale: DisplayLocale("de-DE")!, timeZone: DisplayTimeZone("Europe/Berlin")!)
    static let korea = DisplayRegion(locale: .koKR, timeZone: DisplayTimeZone("Asia/Seoul")!)

    @Test(
        arguments: [
            // LocalizedStringKey's %lld and %lf group in the locale.
            (#"Text("\(entry.count) tasks")"#, germany, #"Text("1.450 tasks")"#),
            (#"Text("\(entry.ratio * 2000)")"#, germany, #"Text("1.500,000000")"#),
            (#"Text("\(entry.count) 원")"#, korea, #"Text("1,450 원")"#),
            // Format styles.
            (
                "Text(entry.ratio, format: .number.precision(.fractionLength(1)))", germany,
                #"Text("0,8")"#
            ),
            ("Text(entry.ratio, format: .percent)", germany, "Text(\"75\u{A0}%\")"),
            (
                #"Text(entry.count, format: .currency(code: "EUR"))"#, germany,
                "Text(\"1.450,00\u{A0}€\")"
            ),
            ("Text(entry.count.formatted())", germany, #"Text("1.450")"#),
            // Dates in the zone: 10:00 UTC is 19:00 in Seoul, 11:00 in Berlin.
            (
                "Text(entry.due.formatted(date: .omitted, time: .shortened))", korea,
                #"Text("오후 7:00")"#
            ),
            (
                "Text(entry.due.formatted(date: .long, time: .omitted))", korea,
                #"Text("2026년 11월 21일")"#
            ),
            (
                "Text(entry.due.formatted(date: .omitted, time: .shortened))", germany,
                #"Text("11:00")"#
            ),
            (
                "Text(entry.due.formatted(.dateTime.weekday(.wide).day()))", germany,
                #"Text("Samstag 21.")"#
            ),
            (
                "Text(String(Calendar.current.component(.hour, from: entry.due)))", korea,
                #"Text("19")"#
            ),
            // A nil optional colour leaves the view as it was, as in SwiftUI.
            (
                "Text(\"a\").tint(entry.nickname == nil ? nil : Color.red)", .standard,
                "Text(\"a\")"
            ),
            // An empty set of reasons redacts nothing, as in SwiftUI.
            (
                "Text(\"a\").redacted(reason: entry.count > 2 ? [] : .placeholder)", .standard,
                "Text(\"a\")"
            ),
            (
                "Text(\"a\").redacted(reason: entry.count > 2 ? .placeholder : [])", .standard,
                "Text(\"a\")\n  .redacted(reason: .placeholder)"
            ),
            // A relative format is worded against the entry's date (09:00).
            (
                "Text(entry.due.formatted(.relative(presentation: .named)))", korea,
                #"Text("1시간 후")"#
            ),
            (
                "Text(entry.due.formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)))",
                germany, #"Text("in 1 Std.")"#
            ),
            (
                "Text(entry.due.formatted(.relative(presentation: .named)))", .standard,
                #"Text("in 1 hour")"#
            ),
            // A Text(date, style:) stays symbolic: the renderer formats it.
            ("Text(entry.due, style: .time)", korea, "Text(2026-11-21T10:00:00Z, style: .time)"),
        ] as [(String, DisplayRegion, String)])
    func formatsInTheRegion(_ body: String, _ region: DisplayRegion, _ expected: String) throws {
        #expect(try smallTree(body, region: region) == expected)
    }

    /// `InterpolationText.localized` formats with format styles for speed;
    /// SwiftUI's `LocalizedStringKey` formats with printf. They must agree.
    @Test(arguments: [
        "en-US", "de-DE", "ko-KR", "fr-FR", "es-ES", "pl-PL", "hi-IN", "ar-EG", "de-CH", "fa-IR",
    ])
    func localizedInterpolationWritesWhatPrintfWrites(_ identifier: String) throws {
        let locale = try #require(DisplayLocale(identifier))
        for number in [0, -1, 999, 1000, 1450, -1450, 12345, 1_284_500, Int.max, Int.min] {
            #expect(
                try InterpolationText.localized(.int(number), locale: locale, at: .empty(at: 0))
                    == String(format: "%lld", locale: locale.foundation, Int64(number)))
        }
        for number in [
            0, 3.2, -0.5, 1234.5, 0.000_001_5, 0.000_002_5, 1e20, .nan, .infinity, -.infinity,
        ] {
            #expect(
                try InterpolationText.localized(.double(number), locale: locale, at: .empty(at: 0))
                    == String(format: "%lf", locale: locale.foundation, number))
        }
    }

    @Test func theDefaultIsUSEnglishInUTC() throws {
        #expect(
            try smallTree("Text(entry.due.formatted(date: .abbreviated, time: .shortened))")
                == "Text(\"Nov 21, 2026 at 10:00\u{202F}AM\")")
    }
}

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (1450.0, NumberFormatting.Style(), "1,450"),
        (3.14159265, NumberFormatting.Style(), "3.141593"),
        (2.675, NumberFormatting.Style(fraction: 2...2), "2.68"),
        (0.125, NumberFormatting.Style(fraction: 2...2), "0.12"),
        (0.135, NumberFormatting.Style(fraction: 2...2), "0.14"),
        (9.96, NumberFormatting.Style(fraction: 1...1), "10.0"),
        (-0.04, NumberFormatting.Style(fraction: 1...1), "-0.0"),
        (-1234567.891, NumberFormatting.Style(fraction: 0...0), "-1,234,568"),
        (1234567.0, NumberFormatting.Style(grouping: false), "1234567"),
        (0.000_012_3, NumberFormatting.Style(), "0.000012"),
        (1e21, NumberFormatting.Style(), "1,000,000,000,000,000,000,000"),
        (0.755, NumberFormatting.Style(kind: .percent), "75.5%"),
        (12345.678, NumberFormatting.Style(significantDigits: 3), "12,300"),
        (0.0012345, NumberFormatting.Style(significantDigits: 2), "0.0012"),
        (19.999, NumberFormatting.Style(kind: .currency("EUR")), "€20.00"),
        (1450, NumberFormatting.Style(kind: .currency("JPY")), "¥1,450"),
        (5, NumberFormatting.Style(kind: .currency("CHF")), "CHF\u{A0}5.00"),
    ])
    func formats(_ value: Double, _ style: NumberFormatting.Style, _ expected: String) {
        #expect(NumberFormatting.format(value, style: style) == expected)
    }
}

/// Every instantiation diagnostic, triggered at its exact position with no
/// other diagnostic. Positions are in `dataWidget`, whose body starts on line 31.
@Suite struct InstantiationDiagnosticTests {
    @Test(arguments: [
        ("Text(entry.items[5])", "", "31:6 index-out-of-range"),
        (#"Text("\(entry.nickname)")"#, "", "31:9 nil-value"),
        (#"Text("\(entry.count / (entry.count - 1450))")"#, "", "31:9 arithmetic-error"),
        ("Text(entry.name).frame(width: (entry.ratio - 0.75) / 0)", "", "31:31 arithmetic-error"),
        // Values that read the entry: a constant one is the checker's (`ConstantValues`).
        (##"Text(entry.name).foregroundStyle(Color(hex: entry.name))"##, "", "31:45 invalid-value"),
        // A display-time `let` makes the statements after it a choice, up
        // to `maximumChoices` conditions; the fourth is needed now.
        (
            "let a = isLuminanceReduced ? 1 : 2\nlet b = colorScheme == .dark ? 1 : 2\nlet c = renderingMode == .accented ? 1 : 2\nlet w = showsBackground ? \"a\" : \"b\"\nText(w + \"\\(a)\\(b)\\(c)\")",
            "", "34:9 display-time-value"
        ),
        ("Loop(n: entry.count)", "view Loop(n: Int) {\n    Loop(n: n)\n}", "2:5 expansion-limit"),
    ])
    func reportsAtThePosition(_ body: String, _ views: String, _ expected: String) throws {
        let text = dataWidget(body: body, views: views)
        let result = try instantiate(text)
        #expect(summary(result.diagnostics, in: text) == [expected])
        #expect(result.archive == nil)
    }

    @Test func everyInstantiationIdHasACase() {
        let covered: Set<String> = [
            "index-out-of-range", "nil-value", "arithmetic-error", "invalid-value",
            "display-time-value", "expansion-limit",
        ]
        #expect(Set(DiagnosticID.instantiation.map(\.rawValue)) == covered)
    }
}

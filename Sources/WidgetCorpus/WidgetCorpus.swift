// swift-format-ignore-file
// (swift format 6.3 re-indents a multi-line string nested in another
// one's interpolation, which changes the generated text.)
/// A corpus of realistic widgets written twice: as one `.wdl` file and as
/// the SwiftUI/WidgetKit Swift a developer would write for the same
/// widgets, so `wdl check` and `swiftc -parse` read the same view bodies
/// (the Swift form adds the entry, provider, view and widget structs that
/// WidgetKit needs and `.wdl` states as members).
///
/// Six kinds of widget rotate: tasks (toggles with an intent, a reusable
/// row), weather (gauges, watchOS corner), countdown (timers, a button),
/// headlines (links, iPad extra large), fitness (rings, rendering mode) and
/// photo (visionOS portrait). A seeded generator varies names, families,
/// platforms, data, colours, symbols, fonts, spacing and optional
/// modifiers, so no two widgets are the same text; the same seed gives the
/// same corpus on every machine (no clock, no system randomness).
///
/// A library of its own so that the benchmark times it and the pipeline's
/// property test checks it (it found a Color parameter that checked clean
/// and did not compile).
public struct WidgetCorpus: Sendable {
    /// Each widget's `.wdl` text (its records, intents and views first).
    public internal(set) var wdlWidgets: [String] = []
    /// Each widget's Swift text, in the same order.
    public internal(set) var swiftWidgets: [String] = []

    /// What opens the `.wdl` file.
    public static let wdlHeader = "// Widget corpus for the benchmark: generated, not hand-written.\n\n"
    /// What opens each Swift file: the imports and the date helper.
    public static let swiftHeader = """
    // Widget corpus for the benchmark: generated, not hand-written.
    import AppIntents
    import SwiftUI
    import WidgetKit

    /// The corpus writes dates as ISO 8601 text, as `.wdl` placeholders do.
    private func isoDate(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }


    """

    /// The `.wdl` form as one file: every widget, checked with no diagnostic.
    public var wdl: String { Self.wdlHeader + wdlWidgets.joined() }
    /// The Swift form as one file, for `swiftc -parse`.
    public var swift: String { Self.swiftHeader + swiftWidgets.joined() }
    /// How many widgets each form holds.
    public var count: Int { wdlWidgets.count }

    /// `count` widgets from `seed`, the kinds in rotation.
    public static func make(widgets count: Int, seed: UInt64 = 0x5744_4C20_4245_4E43) -> WidgetCorpus {
        var random = SeededGenerator(seed: seed)
        var corpus = WidgetCorpus()
        let kinds: [(Int, inout SeededGenerator) -> WidgetSpec] = [tasks, weather, countdown, headlines, fitness, photo]
        for index in 0..<count {
            let spec = kinds[index % kinds.count](index, &random)
            corpus.wdlWidgets.append(spec.wdl())
            corpus.swiftWidgets.append(spec.swift())
        }
        return corpus
    }

    /// A tiny widget: what `wdl check` costs before it reads anything.
    public static let tiny = """
    widget Tiny {
        kind: "Tiny"
        families: [.systemSmall]
        body {
            Text("Hi").containerBackground(.fill.tertiary, for: .widget)
        }
    }

    """

    // MARK: - Vocabulary

    private static let accents = [".blue", ".orange", ".pink", ".teal", ".indigo", ".green", ".red", ".purple", ".mint", ".cyan"]
    private static let hexes = ["#1E1E2E", "#0B3D91", "#2D1B4E", "#123524", "#3A2D6B", "#402218", "#1C1C1E", "#0F4C5C", "#5F0F40", "#22333B"]
    private static let titleFonts = [".headline", ".subheadline", ".title3", ".callout"]
    private static let people = ["지수", "Mina", "Alex", "Sam", "하늘", "Noah", "Yuna", "Leo", "민준", "Ava"]
    private static let chores = ["Buy oat milk", "장보기", "Book the dentist", "Water the plants", "Send the invoice", "Call Mina",
                                 "보고서 쓰기", "Renew passport", "Pay rent", "Walk the dog", "Fix the bike", "Read 20 pages"]
    private static let cities = ["Seoul", "Busan", "Lisbon", "Oslo", "Austin", "Kyoto", "Nairobi", "Quito", "제주", "Tallinn"]
    private static let weatherSymbols = ["sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake", "wind", "cloud.fog.fill"]
    private static let events = ["Launch day", "Flight to 제주", "Marathon", "Exam", "Concert", "Anniversary", "Release 2.0", "Vacation"]
    private static let eventSymbols = ["airplane", "flag.checkered", "gift.fill", "music.note", "graduationcap.fill", "party.popper.fill", "sparkles"]
    private static let sections = ["Top Stories", "Technology", "Science", "경제", "Sports", "World", "Culture"]
    private static let headlines = ["Rates hold steady for a third month", "New battery chemistry doubles range", "서울 지하철 신규 노선 개통",
                                    "Local team wins in extra time", "Telescope finds water on a distant moon", "Museum reopens after renovation",
                                    "Markets rally on strong jobs data", "Heat wave expected through the weekend"]
    private static let sources = ["Reuters", "AP", "연합뉴스", "BBC", "The Verge", "Nature"]
    private static let places = ["Jeju Island", "Lisbon", "Yosemite", "한강공원", "Kyoto", "Reykjavík", "Patagonia"]
    private static let photoSymbols = ["photo.fill", "mountain.2.fill", "camera.fill", "leaf.fill", "building.2.fill", "sailboat.fill"]

    private static func date(_ random: inout SeededGenerator) -> String {
        "2026-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))T\(pad(random.int(0...23))):\(pad(random.int(0...11) * 5)):00Z"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Families `optional` each kept with even odds, after `required`.
    private static func families(_ required: [String], _ optional: [String], _ random: inout SeededGenerator) -> [String] {
        required + optional.filter { _ in random.chance(50) }
    }

    /// A family's `case` in `switch family`, only when the widget declares it
    /// (a case for an undeclared family is an error, as it should be).
    private static func familyCase(_ family: String, in families: [String], _ body: String) -> String {
        families.contains(family) ? "case .\(family):\n\(indent(body, 1))\n" : ""
    }

    /// A system fill, which follows the scheme, or one of the fixed dark
    /// `hexes` with the text in front of it fixed to white, so the widget
    /// reads in both schemes (`background-contrast` holds the corpus to it).
    private static func containerBackground(_ random: inout SeededGenerator) -> String {
        random.chance(30) ? ".containerBackground(.fill.tertiary, for: .widget)"
            : ".foregroundStyle(.white)\n.containerBackground(for: .widget) {\n    Color(hex: \"\(random.pick(hexes))\")\n}"
    }

    // MARK: - The six kinds

    private static func tasks(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemMedium"], ["systemSmall", "systemLarge", "accessoryRectangular", "accessoryInline"], &random)
        let accent = random.pick(accents)
        let items = (0..<random.int(0...6)).map { n in
            Value.record("Task\(i)", [("id", .string("t\(i)-\(n)")), ("title", .string(random.pick(chores))), ("done", .bool(random.chance(40))),
                                      ("due", random.chance(60) ? .date(date(&random)) : .none)])
        }
        let shown = families.contains("systemLarge") ? "family == .systemLarge ? 7 : 3" : "\(random.int(2...4))"
        let row = """
        HStack(spacing: \(random.int(4...8))) {
            Toggle(isOn: task.done, intent: ToggleTask\(i)(id: task.id)) {
                Text(task.title)
                    .font(.subheadline)
                    .lineLimit(1)
                    .strikethrough(task.done)
            }
            .toggleStyle(.button)
            Spacer(minLength: 4)
            if let due = task.due {
                Text(due, style: .relative)
                    .font(.caption2)
                    .foregroundStyle(accent)
            }
        }
        .padding(.vertical, 2)
        """
        let body = """
        switch family {
        \(familyCase("accessoryInline", in: families, """
        Text("\\(entry.tasks.count) tasks · \\(entry.progress, format: .percent)")
            .containerBackground(for: .widget) { Color.clear }
        """))\(familyCase("accessoryRectangular", in: families, """
        VStack(alignment: .leading) {
            Text(entry.owner).font(.headline).widgetAccentable()
            Gauge(value: entry.progress, in: 0...1) {
                Text("Done")
            } currentValueLabel: {
                Text("\\(Int(entry.progress * 100))%")
            }
            .gaugeStyle(.accessoryLinearCapacity)
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))default:
            VStack(alignment: .leading, spacing: \(random.int(4...10))) {
                HStack {
                    Text("\\(entry.owner)의 할 일").font(\(random.pick(titleFonts)))
                    Spacer()
                    Text(entry.date, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .monospacedDigit()
                }
                if entry.tasks.isEmpty {
                    Label("All done", systemImage: "checkmark.circle")
                        .foregroundStyle(.green)
                } else {
                    ForEach(entry.tasks.prefix(\(shown))) { task in
                        TaskRow\(i)(task: task, accent: \(accent))
                    }
                }
                Spacer(minLength: 0)
                ProgressView(value: entry.progress, total: 1.0)
                    .tint(\(accent))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        \(indent(containerBackground(&random), 1))
            .widgetURL(URL(string: "tasks://list/\(i)"))
        }
        """
        return WidgetSpec(
            name: "Tasks\(i)", kind: "TasksWidget\(i)", displayName: "할 일 \(i)",
            description: "Today's tasks, checked off from the Home Screen.", families: families, platforms: [("iOS", "17.0")],
            records: [Record(name: "Task\(i)", fields: [Field("id", "String"), Field("title", "String"), Field("done", "Bool"), Field("due", "Date?")])],
            intents: [Record(name: "ToggleTask\(i)", fields: [Field("id", "String")])],
            views: [ReusableView(name: "TaskRow\(i)", parameters: [Field("task", "Task\(i)"), Field("accent", "Color", default: ".orange")], body: row)],
            entry: [Field("owner", "String"), Field("tasks", "[Task\(i)]"), Field("progress", "Double")],
            placeholder: [("owner", .string(random.pick(people))), ("tasks", .array(items)), ("progress", .double(Double(random.int(0...20)) / 20))],
            body: body)
    }

    private static func weather(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemSmall"], ["systemMedium", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"], &random)
        let watch = families.contains("accessoryCorner")
        let low = random.int(-10...15)
        let high = low + random.int(4...15)
        let hours = (0..<random.int(3...6)).map { n in
            Value.record("Hour\(i)", [("id", .string("h\(n)")), ("time", .date(date(&random))), ("celsius", .double(Double(random.int(low...high)))),
                                      ("symbol", .string(random.pick(weatherSymbols)))])
        }
        let details = families.contains("systemMedium") ? """
        if family == .systemMedium {
            HStack(spacing: \(random.int(8...14))) {
                ForEach(entry.hours.prefix(5)) { hour in
                    VStack(spacing: 2) {
                        Text(hour.time, style: .time).font(.caption2)
                        Image(systemName: hour.symbol)
                        Text("\\(Int(hour.celsius))°").font(.caption)
                    }
                }
            }
        } else {
            Text("H:\\(Int(entry.high))° L:\\(Int(entry.low))°").font(.caption)
        }
        """ : """
        Text("H:\\(Int(entry.high))° L:\\(Int(entry.low))°").font(.caption)
        """
        let body = """
        switch family {
        \(familyCase("accessoryCircular", in: families, """
        Gauge(value: entry.celsius, in: entry.low...entry.high) {
            Image(systemName: entry.symbol)
        } currentValueLabel: {
            Text("\\(Int(entry.celsius))°")
        } minimumValueLabel: {
            Text("\\(Int(entry.low))")
        } maximumValueLabel: {
            Text("\\(Int(entry.high))")
        }
        .gaugeStyle(.accessoryCircular)
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))\(familyCase("accessoryCorner", in: families, """
        Text("\\(Int(entry.celsius))°")
            .font(.title)
            .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))\(familyCase("accessoryInline", in: families, """
        Label("\\(entry.city) \\(Int(entry.celsius))°", systemImage: entry.symbol)
            .containerBackground(for: .widget) { Color.clear }
        """))\(familyCase("accessoryRectangular", in: families, """
        VStack(alignment: .leading) {
            Text(entry.city).font(.headline).widgetAccentable()
            Text("H:\\(Int(entry.high))° L:\\(Int(entry.low))°")
            if let alert = entry.alert {
                Text(alert).font(.caption).lineLimit(1)
            }
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))default:
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(entry.city).font(\(random.pick(titleFonts)))
                    Spacer()
                    Image(systemName: entry.symbol)
                        .symbolRenderingMode(.multicolor)
                }
                Text("\\(entry.celsius, format: .number.precision(0))°")
                    .font(.system(size: \(random.int(36...52)), weight: .light, design: .rounded))
        \(indent(details, 2))
                Spacer(minLength: 0)
                Text(entry.date, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [Color(hex: "\(random.pick(hexes))"), \(random.pick(accents))], startPoint: .top, endPoint: .bottom)
            }
        }
        """
        return WidgetSpec(
            name: "Weather\(i)", kind: "WeatherWidget\(i)", displayName: "Weather \(i)",
            description: "Today's temperature where you are.", families: families,
            platforms: watch ? [("iOS", "17.0"), ("watchOS", "10.0")] : [("iOS", "17.0")],
            records: [Record(name: "Hour\(i)", fields: [Field("id", "String"), Field("time", "Date"), Field("celsius", "Double"), Field("symbol", "String")])],
            intents: [], views: [],
            entry: [Field("city", "String"), Field("celsius", "Double"), Field("low", "Double"), Field("high", "Double"),
                    Field("symbol", "String"), Field("hours", "[Hour\(i)]"), Field("alert", "String?")],
            placeholder: [("city", .string(random.pick(cities))), ("celsius", .double(Double(random.int(low...high)) + 0.5)),
                          ("low", .double(Double(low))), ("high", .double(Double(high))), ("symbol", .string(random.pick(weatherSymbols))),
                          ("hours", .array(hours)), ("alert", random.chance(30) ? .string("Heavy rain from 3 PM") : .none)],
            body: body)
    }

    private static func countdown(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemSmall"], ["systemMedium", "accessoryCircular", "accessoryRectangular"], &random)
        let style = random.pick([".relative", ".timer", ".offset"])
        let body = """
        switch family {
        \(familyCase("accessoryCircular", in: families, """
        ZStack {
            AccessoryWidgetBackground()
            ProgressView(timerInterval: entry.start...entry.target, countsDown: true) {
                Image(systemName: entry.symbol)
            }
            .progressViewStyle(.circular)
        }
        .containerBackground(for: .widget) { Color.clear }
        """))\(familyCase("accessoryRectangular", in: families, """
        VStack(alignment: .leading) {
            Text(entry.title).font(.headline).widgetAccentable()
            Text(timerInterval: entry.start...entry.target, countsDown: true)
                .monospacedDigit()
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))default:
            VStack(alignment: .leading, spacing: \(random.int(4...8))) {
                Label(entry.title, systemImage: entry.symbol)
                    .font(\(random.pick(titleFonts)))
                    .foregroundStyle(\(random.pick(accents)))
                Text(entry.target, style: \(style))
                    .font(.title2)
                    .bold()
                    .monospacedDigit()
                Text(entry.target, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                HStack {
                    ProgressView(timerInterval: entry.start...entry.target, countsDown: false)
                    Button(intent: Refresh\(i)()) {
                        Image(systemName: "arrow.clockwise")
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(\(random.int(0...8)))
        \(indent(containerBackground(&random), 1))
            .widgetURL(entry.url)
        }
        """
        return WidgetSpec(
            name: "Countdown\(i)", kind: "CountdownWidget\(i)", displayName: "Countdown \(i)",
            description: "Days, hours and minutes until what matters.", families: families, platforms: [("iOS", random.pick(["17.0", "18.0"]))],
            records: [], intents: [Record(name: "Refresh\(i)", fields: [])], views: [],
            entry: [Field("title", "String"), Field("start", "Date"), Field("target", "Date"), Field("symbol", "String"), Field("url", "URL")],
            placeholder: [("title", .string(random.pick(events))), ("start", .date("2026-01-01T00:00:00Z")), ("target", .date(date(&random))),
                          ("symbol", .string(random.pick(eventSymbols))), ("url", .url("countdown://event/\(i)"))],
            body: body)
    }

    private static func headlines(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemMedium"], ["systemLarge", "systemExtraLarge"], &random)
        let accent = random.pick(accents)
        let stories = (0..<random.int(1...6)).map { n in
            Value.record("Story\(i)", [("id", .string("s\(i)-\(n)")), ("title", .string(random.pick(headlines))), ("source", .string(random.pick(sources))),
                                       ("url", .url("https://news.example.com/\(i)/\(n)")), ("publishedAt", .date(date(&random)))])
        }
        let shown = families.count > 1 ? "family == .systemMedium ? 2 : 5" : "2"
        let body = """
        VStack(alignment: .leading, spacing: \(random.int(6...10))) {
            HStack {
                Image(systemName: "newspaper.fill")
                    .foregroundStyle(\(accent))
                Text(entry.section)
                    .font(.headline)
                    .textCase(.uppercase)
                Spacer()
                Text(entry.date, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Divider()
            ForEach(entry.stories.prefix(\(shown))) { story in
                Link(destination: story.url) {
                    HStack(alignment: .top, spacing: 8) {
                        RoundedRectangle(cornerRadius: 2)
                            .fill(\(accent))
                            .frame(width: 4, height: 36)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(story.title)
                                .font(.subheadline)
                                .fontWeight(.semibold)
                                .lineLimit(2)
                            Text("\\(story.source) · \\(story.publishedAt, style: .relative)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        \(containerBackground(&random))
        """
        return WidgetSpec(
            name: "Headlines\(i)", kind: "HeadlinesWidget\(i)", displayName: "Headlines \(i)",
            description: "The latest stories; tap one to read it.", families: families,
            platforms: families.contains("systemExtraLarge") ? [("iOS", "17.0"), ("iPadOS", "17.0")] : [("iOS", "17.0")],
            records: [Record(name: "Story\(i)", fields: [Field("id", "String"), Field("title", "String"), Field("source", "String"),
                                                         Field("url", "URL"), Field("publishedAt", "Date")])],
            intents: [], views: [],
            entry: [Field("section", "String"), Field("stories", "[Story\(i)]")],
            placeholder: [("section", .string(random.pick(sections))), ("stories", .array(stories))],
            body: body)
    }

    private static func fitness(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemSmall"], ["accessoryCircular", "accessoryRectangular", "accessoryInline"], &random)
        let accent = random.pick(accents)
        let goal = random.int(4...12) * 100
        let body = """
        switch family {
        \(familyCase("accessoryCircular", in: families, """
        Gauge(value: Double(entry.steps), in: 0...Double(entry.stepGoal)) {
            Image(systemName: "figure.walk")
        } currentValueLabel: {
            Text("\\(entry.steps / 1000)k")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))\(familyCase("accessoryRectangular", in: families, """
        VStack(alignment: .leading, spacing: 2) {
            if renderingMode == .accented {
                Text("Move").font(.headline).widgetAccentable()
            } else {
                Label("Move", systemImage: "flame.fill").font(.headline)
            }
            ProgressView(value: entry.move, total: entry.moveGoal)
            Text("\\(Int(entry.move))/\\(Int(entry.moveGoal)) kcal").font(.caption)
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        """))\(familyCase("accessoryInline", in: families, """
        Text("\\(entry.steps) steps · \\(entry.streak) day streak")
            .containerBackground(for: .widget) { Color.clear }
        """))default:
            ZStack {
                Circle()
                    .stroke(Color.gray, lineWidth: \(random.int(6...12)))
                VStack(spacing: 2) {
                    Image(systemName: "flame.fill")
                        .foregroundStyle(\(accent))
                    Text("\\(Int(entry.move))")
                        .font(.title)
                        .bold()
                        .monospacedDigit()
                    Text("of \\(Int(entry.moveGoal)) kcal")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    if entry.streak > 0 {
                        Text("\\(entry.streak)-day streak").font(.caption2)
                    }
                }
            }
            .padding(\(random.int(4...12)))
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                Color.black
            }
        }
        """
        return WidgetSpec(
            name: "Fitness\(i)", kind: "FitnessWidget\(i)", displayName: "Activity \(i)",
            description: "Move, steps and your streak.", families: families, platforms: [("iOS", "17.0")],
            records: [], intents: [], views: [],
            entry: [Field("move", "Double"), Field("moveGoal", "Double"), Field("steps", "Int"), Field("stepGoal", "Int"), Field("streak", "Int")],
            placeholder: [("move", .double(Double(random.int(0...goal)))), ("moveGoal", .double(Double(goal))), ("steps", .int(random.int(0...15_000))),
                          ("stepGoal", .int(random.int(6...12) * 1000)), ("streak", .int(random.int(0...40)))],
            body: body)
    }

    private static func photo(_ i: Int, _ random: inout SeededGenerator) -> WidgetSpec {
        let families = families(["systemSmall"], ["systemLarge", "systemExtraLargePortrait"], &random)
        let body = """
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [Color(hex: "\(random.pick(hexes))"), \(random.pick(accents))], startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: entry.symbol)
                .resizable()
                .scaledToFit()
                .padding(\(random.int(16...32)))
                .foregroundStyle(.white)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.caption)
                    .font(\(random.pick(titleFonts)))
                    .lineLimit(2)
                HStack {
                    Label(entry.place, systemImage: "mappin.and.ellipse")
                        .font(.caption)
                    Spacer()
                    Toggle(isOn: entry.liked, intent: Like\(i)(id: entry.id)) {
                        Image(systemName: "heart")
                    }
                    .toggleStyle(.button)
                }
                Text(entry.takenAt, style: .date)
                    .font(.caption2)
            }
            .padding()
            .foregroundStyle(.white)
            .background(.black)
        }
        .containerBackground(for: .widget) {
            Color.black
        }
        .widgetURL(URL(string: "photos://\\(entry.id)"))
        """
        return WidgetSpec(
            name: "Photo\(i)", kind: "PhotoWidget\(i)", displayName: "Memories \(i)",
            description: "A photo from this day.", families: families,
            platforms: families.contains("systemExtraLargePortrait") ? [("iOS", "17.0"), ("visionOS", "26.0")] : [("iOS", "17.0")],
            records: [], intents: [Record(name: "Like\(i)", fields: [Field("id", "String")])], views: [],
            entry: [Field("id", "String"), Field("caption", "String"), Field("place", "String"), Field("symbol", "String"),
                    Field("liked", "Bool"), Field("takenAt", "Date")],
            placeholder: [("id", .string("p\(i)")), ("caption", .string("A walk in \(random.pick(places))")), ("place", .string(random.pick(places))),
                          ("symbol", .string(random.pick(photoSymbols))), ("liked", .bool(random.chance(50))), ("takenAt", .date(date(&random)))],
            body: body)
    }
}

/// Indents every line of `text` by `levels` of four spaces.
func indent(_ text: String, _ levels: Int) -> String {
    let prefix = String(repeating: "    ", count: levels)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
}

/// SplitMix64: a tiny generator whose output is fixed by its seed, so the
/// corpus is the same on every run and machine (the standard library's
/// `randomElement(using:)` does not promise a stable algorithm).
struct SeededGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

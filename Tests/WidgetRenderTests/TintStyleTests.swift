import Testing
import WidgetArchive

@testable import WidgetRender

/// `.tint` as a style is the tint in the environment where it is drawn:
/// a `tint(_:)` further out, or one nearer the view (SwiftUI resolves the
/// style where it draws, so a nearer tint wins); the system blue without one.
struct TintStyleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let body: String
        /// The colour of the one text, shape fill, stroke or gauge tint.
        let expected: UInt32
        var testDescription: String { body }
    }

    static let red: UInt32 = 0xFF3B30
    static let blue: UInt32 = 0x007AFF
    static let orange: UInt32 = 0xFF9500

    static let rows: [Row] = [
        Row(body: #"VStack { Text("x").foregroundStyle(.tint) }.tint(.red)"#, expected: red),
        Row(body: #"Text("x").tint(.red).foregroundStyle(.tint)"#, expected: red),
        Row(body: #"Text("x").foregroundStyle(.tint)"#, expected: blue),
        Row(body: #"VStack { Circle().fill(.tint) }.tint(.red)"#, expected: red),
        Row(body: #"VStack { Circle().stroke(.tint, lineWidth: 2) }.tint(.red)"#, expected: red),
        Row(body: #"VStack { Text("x").background(.tint) }.tint(.orange)"#, expected: orange),
        Row(body: #"VStack { Gauge(value: 0.5) { Text("g") } }.tint(.red)"#, expected: red),
        Row(body: #"Gauge(value: 0.5) { Text("g") }.tint(.orange)"#, expected: orange),
    ]

    @Test(arguments: rows)
    func tintReachesTheStyle(_ row: Row) throws {
        let made = try layout(row.body + ".containerBackground(for: .widget) { Color.white }")
        let all = nodes(made.root)
        // A gauge's own tint, not its label's colour.
        let gauges = all.filter { if case .gauge = $0.kind { true } else { false } }
        let colours = (gauges.isEmpty ? all : gauges).compactMap { node -> RGBA? in
            switch node.kind {
            case .text(let content) where node.backgrounds.isEmpty:
                return content.styles.first?.color
            case .gauge(let gauge): return gauge.tint
            case .shape, .fill:
                if case .color(let color)? = node.stroke?.0 { return color }
                if case .color(let color)? = node.paint { return color }
                return nil
            default: return nil
            }
        }
        #expect(colours.first == RGBA(hex: row.expected), "\(colours)")
    }
}

/// A gauge draws the labels its style shows: the label and the current
/// value above a linear bar, the bounds beside it; the current value (else
/// the label) inside a ring, and an open ring's bounds at its gap.
struct GaugeLabelTests {
    static let rows: [(style: String, texts: [String])] = [
        (".linearCapacity", ["BPM", "67", "0", "170"]),
        (".accessoryLinearCapacity", ["BPM", "67", "0", "170"]),
        (".accessoryLinear", ["BPM", "67", "0", "170"]),
        (".accessoryCircular", ["67", "0", "170"]),
        (".accessoryCircularCapacity", ["67"]),
    ]

    @Test(arguments: rows)
    func labelsAreDrawn(_ row: (style: String, texts: [String])) throws {
        let made = try layout(
            #"Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") }.gaugeStyle("#
                + row.style + #").containerBackground(for: .widget) { Color.white }"#)
        let drawn = texts(made)
        #expect(drawn.map(\.text) == row.texts)
        guard row.style.contains("Linear") || row.style == ".linearCapacity" else { return }
        // Label and value share the top row, the bounds flank the bar.
        let frames = drawn.map(\.frame)
        #expect(frames[0].y == frames[1].y && frames[0].x < frames[1].x)
        #expect(frames[2].y > frames[0].y && frames[2].x < frames[3].x)
    }

    /// A gauge with only a label keeps it in every style that shows it.
    @Test(arguments: [".linearCapacity", ".accessoryLinearCapacity", ".accessoryCircularCapacity"])
    func aLoneLabelIsDrawn(_ style: String) throws {
        let made = try layout(
            #"Gauge(value: 0.4) { Text("Cap") }.gaugeStyle("# + style
                + #").containerBackground(for: .widget) { Color.white }"#)
        #expect(texts(made).map(\.text) == ["Cap"])
    }
}

/// Content taller or wider than the canvas is cut at its edge in every
/// format: the ASCII outline is drawn around the canvas's cells, never
/// written over.
struct OverflowClippingTests {
    static let families: [WidgetFamily] = [.accessoryRectangular, .systemSmall, .accessoryCircular]

    @Test(arguments: families)
    func asciiKeepsTheOutline(_ family: WidgetFamily) throws {
        let lines = (1...12).map { #"Text("Line \#($0) of a long list")"# }.joined(separator: "; ")
        let made = try layout(
            "VStack { \(lines) }.frame(width: 400).containerBackground(for: .widget) { Color.white }",
            family: family)
        let rows = ASCIIRenderer.render(made).split(separator: "\n").map(Array.init)
        #expect(rows.count >= 3)
        let width = rows[0].count
        for row in rows.dropFirst().dropLast() {
            #expect(row.first == "│" && row.count == width && row.last == "│", "\(String(row))")
        }
        #expect(rows.last?.allSatisfy { "╰─╯└┘".contains($0) } == true)
    }
}

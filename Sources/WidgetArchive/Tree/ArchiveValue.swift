import Foundation

/// A resolved value: what an argument of a view or modifier is once the
/// entry's data has been filled in.
public enum ArchiveValue: Hashable, Sendable {
    /// `nil` where a parameter takes an optional (`lineLimit(nil)`).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number where the parameter is an integer (`lineLimit(2)`).
    case integer(Int)
    /// A length or a number (`spacing: 4`, `maxWidth: .infinity`, `0.75`).
    case number(Double)
    /// Text that is not drawn as words (an image name, an accessibility label).
    case string(String)
    /// A point in time.
    case date(Date)
    /// `start...end` of dates, for timers.
    case dateRange(Date, Date)
    /// `lower...upper` of numbers, for gauges.
    case numberRange(Double, Double)
    /// A URL, as written (it may be relative: `widgetURL(URL(string: "open"))`).
    case url(String)
    /// A member of a closed set, without the dot: `leading`, `widget`,
    /// `accessoryCircularCapacity`, `secondary` (a hierarchical style).
    case keyword(String)
    /// A colour.
    case color(ArchiveColor)
    /// A font.
    case font(ArchiveFont)
    /// Words to draw, with the dates the renderer formats.
    case text(ArchiveText)
    /// An App Intent with its resolved arguments (`Button(intent:)`).
    case intent(IntentCall)
    /// Views: a closure's content (`currentValueLabel`), a shape
    /// (`clipShape(Circle())`), a gradient used as a style.
    case views([ArchivedView])
    /// A list (`LinearGradient(colors:)`).
    case list([ArchiveValue])
    /// A unit point (`.topLeading` is written as a keyword; this is
    /// `UnitPoint(x: 0.2, y: 0.8)`).
    case unitPoint(x: Double, y: Double)
    /// A set of edges (`.padding(.horizontal, 8)`).
    case edges(EdgeSet)
    /// A condition on the display environment (`EnvironmentChoice`).
    case condition(EnvironmentCondition)
}

/// `Edge.Set`: which of the four edges.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The SwiftUI names, for `.padding(.horizontal)`.
    public static let named: [(String, EdgeSet)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// How it is written: `.horizontal`, or `[.top, .leading]`.
    public var spelling: String {
        if let name = Self.named.first(where: { $0.1 == self })?.0 { return "." + name }
        return "["
            + Self.named.dropFirst(3).filter { contains($0.1) }.map { "." + $0.0 }.joined(
                separator: ", ") + "]"
    }
}

/// A colour as written: a system colour, a hex value, an asset, or
/// components, with an opacity.
public struct ArchiveColor: Hashable, Sendable {
    /// Where the colour comes from.
    public enum Base: Hashable, Sendable {
        /// A system colour by name: `red`, `white`, `primary`, `secondary`,
        /// `accentColor`, `clear`. The renderer knows their light and dark values.
        case system(String)
        /// `Color(hex: "#3A2D6B")`: 0xRRGGBB.
        case hex(UInt32)
        /// `Color("Brand")`: an asset colour, resolved by the renderer from
        /// an `Assets/` folder when it exists.
        case asset(String)
        /// `Color(red:green:blue:)`, each 0...1.
        case rgb(red: Double, green: Double, blue: Double)
        /// `Color(white:)`, 0...1.
        case white(Double)
    }

    /// Where the colour comes from.
    public var base: Base
    /// 0...1; 1 unless `.opacity(_)` or an alpha was given.
    public var opacity: Double
    /// -1...1: how far the colour is mixed toward white (above 0) or
    /// black (below), after it resolves for the scheme; 0 for the colour
    /// itself. Only the stops of `Color.gradient` have one.
    public var shade: Double

    /// Creates a colour.
    public init(_ base: Base, opacity: Double = 1, shade: Double = 0) {
        self.base = base
        self.opacity = opacity
        self.shade = shade
    }
}

/// A font: a text style (`.headline`) or a size (`.system(size: 34)`),
/// with weight, design and traits.
public struct ArchiveFont: Hashable, Sendable {
    /// `headline`, `caption2`...; nil for a fixed size.
    public var style: String?
    /// Points, for `.system(size:)`.
    public var size: Double?
    /// `bold`, `semibold`...; nil for the style's own weight.
    public var weight: String?
    /// `rounded`, `monospaced`, `serif`, `default`.
    public var design: String?
    /// `.italic()`.
    public var italic: Bool
    /// `.monospacedDigit()`.
    public var monospacedDigit: Bool
    /// The name of a font file's face (`.custom(_:size:)`), looked up
    /// among the fonts beside the source when drawn; nil for the system font.
    public var custom: String?
    /// `.custom(_:fixedSize:)`: the size does not follow Dynamic Type. A
    /// custom font without it scales like its `style` (body when nil).
    public var fixedSize: Bool

    /// Creates a font.
    public init(
        style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil,
        italic: Bool = false, monospacedDigit: Bool = false, custom: String? = nil,
        fixedSize: Bool = false
    ) {
        self.custom = custom
        self.fixedSize = fixedSize
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }
}

/// The words of a `Text`: runs of plain text and of dates that the
/// renderer formats for its `now`, each with the modifiers of its piece
/// (`Text("a") + Text("b").bold()`).
public struct ArchiveText: Hashable, Sendable {
    /// The runs in order.
    public var runs: [TextRun]

    /// Creates a text.
    public init(_ runs: [TextRun]) { self.runs = runs }

    /// Plain text in one run.
    public init(plain: String) { self.runs = [TextRun(.plain(plain))] }

    /// The text when every run is plain, joined.
    public var plainText: String? {
        var result = ""
        for run in runs {
            guard case .plain(let text) = run.content else { return nil }
            result += text
        }
        return result
    }
}

/// A piece of a text.
public struct TextRun: Hashable, Sendable {
    /// What the piece shows.
    public enum Content: Hashable, Sendable {
        /// Words, resolved.
        case plain(String)
        /// `Text(date, style: .timer)`, `\(date, style: .relative)`: the
        /// style is `timer`, `relative`, `offset`, `date` or `time`.
        case date(Date, style: String)
        /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)`.
        case timer(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        /// `Text(.currentDate, format: .stopwatch(startingAt:showsHours:maxPrecision:))`
        /// (iOS 18): the time since `start`, `00:05.23`, with
        /// `fractionDigits` digits of the second (0 to 3).
        case stopwatch(start: Date, showsHours: Bool, fractionDigits: Int)
        /// `\(Image(systemName: "star"))` in a text: the SF Symbol, drawn
        /// inline at the text's size and in its colour.
        case symbol(String)
    }

    /// What it shows.
    public var content: Content
    /// The modifiers of this piece, for a concatenation.
    public var modifiers: [ArchivedModifier]

    /// Creates a run.
    public init(_ content: Content, modifiers: [ArchivedModifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }
}

/// An App Intent and the arguments the system would hand to `perform()`.
public struct IntentCall: Hashable, Sendable {
    /// The intent's declared name.
    public var name: String
    /// Its parameters, resolved.
    public var arguments: ArchiveArguments

    /// Creates an intent call.
    public init(name: String, arguments: ArchiveArguments = ArchiveArguments()) {
        self.name = name
        self.arguments = arguments
    }
}

/// A condition on the display environment, kept for the renderer to
/// decide: `renderingMode == .vibrant`, `showsBackground`, `!isStale`.
public indirect enum EnvironmentCondition: Hashable, Sendable {
    /// A Bool value of the environment: `showsBackground`,
    /// `isLuminanceReduced`, `isStale`.
    case flag(String)
    /// `renderingMode == .vibrant`, `colorScheme == .dark`.
    case equals(String, String)
    /// `!c`.
    case not(EnvironmentCondition)
    /// `a && b`.
    case and(EnvironmentCondition, EnvironmentCondition)
    /// `a || b`.
    case or(EnvironmentCondition, EnvironmentCondition)

    /// The environment values a condition can read, with the values an
    /// equality can compare them to (`nil` for a Bool), from `EnvironmentKey`.
    public static let keys: [String: [String]?] = Dictionary(
        uniqueKeysWithValues: EnvironmentKey.allCases.map { ($0.rawValue, $0.values) })
}

import WidgetArchive

/// A piece of text with one font, as drawn.
public struct TextFragment: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The font.
    public var font: ResolvedFont
    /// Index into the text's run styles (colour, decoration), for the renderer.
    public var style: Int

    /// Creates a fragment.
    public init(_ text: String, font: ResolvedFont, style: Int = 0) {
        self.text = text
        self.font = font
        self.style = style
    }

    /// Its width in points.
    public var width: Double { FontMetrics.width(of: text, in: font) }
}

/// One laid-out line: its fragments and width.
public struct TextLine: Hashable, Sendable {
    /// The fragments, left to right.
    public var fragments: [TextFragment]
    /// The width in points (trailing spaces excluded).
    public var width: Double
}

/// Where a truncated line loses its text (`.truncationMode`).
public typealias Truncation = TruncationMode

/// Breaks text into lines as SwiftUI's `Text` does: where UAX #14 allows
/// (`LineBreak`: after spaces and hyphens, after a slash, around em
/// dashes, never before closing punctuation), between any two characters
/// for Hangul, kana and ideographs, and inside a word only when the word
/// alone is wider than the line. A text
/// that needs more lines than its limit (or than fit the proposed height)
/// keeps the lines that fit and ends the last with "…".
public enum TextLayout {
    /// The laid-out lines and the size they take.
    public struct Result: Hashable, Sendable {
        public var lines: [TextLine]
        public var width: Double
        public var height: Double
        public var lineHeight: Double
        /// The space between one line and the next (`lineSpacing`): line
        /// `i` starts at `i * (lineHeight + lineSpacing)`.
        public var lineSpacing = 0.0
        /// Whether text was cut off with "…".
        public var truncated: Bool

        /// The distance from one line's top to the next's.
        public var linePitch: Double { lineHeight + lineSpacing }
    }

    /// The height of `lines` lines: SwiftUI's `lineSpacing` goes between
    /// lines, not after the last.
    static func height(lines: Int, lineHeight: Double, lineSpacing: Double) -> Double {
        Double(max(1, lines)) * lineHeight + Double(max(0, lines - 1)) * lineSpacing
    }

    /// Lays out `fragments` in `maxWidth` (nil: one unbounded line) with at
    /// most `lineLimit` lines and at most `maxHeight` of height, lines
    /// `lineSpacing` apart.
    public static func layout(
        _ fragments: [TextFragment], maxWidth: Double?, lineLimit: Int?, maxHeight: Double?,
        truncation: Truncation = .tail, lineSpacing: Double = 0
    ) -> Result {
        let lineHeight = fragments.map(\.font.lineHeight).max() ?? ResolvedFont.body.lineHeight
        let units = breakUnits(fragments)
        var lines: [[TextFragment]] = [[]]
        var widths: [Double] = [0]
        /// Whether each line was started by a `\n` of the text (not a wrap).
        var hardBreaks = [false]
        for unit in units {
            // A line break in the text always starts a new line, as `measure` counts it.
            if unit.fragment.text == "\n" {
                lines.append([])
                widths.append(0)
                hardBreaks.append(true)
                continue
            }
            defer { while hardBreaks.count < lines.count { hardBreaks.append(false) } }
            let unitWidth = unit.fragment.width + unit.kerningAfter
            let unitInk =
                unit.fragment.text.hasSuffix(" ")
                ? FontMetrics.width(
                    of: unit.fragment.text.trimmingTrailingSpaces, in: unit.fragment.font)
                : unitWidth
            if let maxWidth, widths[widths.count - 1] > 0,
                widths[widths.count - 1] + unitInk > maxWidth + 0.001
            {
                lines.append([])
                widths.append(0)
            }
            if let maxWidth, unitInk > maxWidth + 0.001, !unit.isWide {
                // A word longer than the line breaks between characters.
                for character in unit.fragment.text {
                    let piece = TextFragment(
                        String(character), font: unit.fragment.font, style: unit.fragment.style)
                    let width = piece.width
                    if widths[widths.count - 1] > 0,
                        widths[widths.count - 1] + width > maxWidth + 0.001, character != " "
                    {
                        lines.append([])
                        widths.append(0)
                    }
                    append(piece, to: &lines[lines.count - 1])
                    widths[widths.count - 1] += width
                }
                continue
            }
            append(unit.fragment, to: &lines[lines.count - 1])
            widths[widths.count - 1] += unitWidth
        }
        var textLines = lines.map { fragments -> TextLine in
            let trimmed = trimTrailingSpaces(fragments)
            return TextLine(fragments: trimmed, width: trimmed.reduce(0) { $0 + $1.width })
        }
        var limit = lineLimit ?? Int.max
        if let maxHeight {
            limit = min(
                limit, linesFitting(maxHeight, lineHeight: lineHeight, lineSpacing: lineSpacing))
        }
        var truncated = false
        if textLines.count > limit {
            // The lines as broken, spaces kept, so the joined rest reads as
            // written, up to the next `\n`; text after one always leaves an ellipsis.
            var rest: [TextFragment] = []
            var more = false
            for index in (limit - 1)..<lines.count {
                if index > limit - 1, hardBreaks[index] {
                    more = true
                    break
                }
                rest += lines[index]
            }
            if more {
                rest.append(
                    TextFragment(
                        "…", font: rest.last?.font ?? ResolvedFont.body,
                        style: rest.last?.style ?? 0))
            }
            textLines = Array(textLines.prefix(limit - 1))
            textLines.append(truncate(rest, to: maxWidth ?? .infinity, mode: truncation))
            truncated = true
        } else if let maxWidth, textLines.count == 1, textLines[0].width > maxWidth + 0.001 {
            textLines[0] = truncate(textLines[0].fragments, to: maxWidth, mode: truncation)
            truncated = true
        }
        let width = textLines.map(\.width).max() ?? 0
        return Result(
            lines: textLines, width: width,
            height: height(
                lines: textLines.count, lineHeight: lineHeight, lineSpacing: lineSpacing),
            lineHeight: lineHeight, lineSpacing: lineSpacing, truncated: truncated)
    }

    struct Unit {
        var fragment: TextFragment
        var isWide: Bool
        /// The kerning between this unit's last character and the next
        /// unit's first, in points (see `addKerningBetween`).
        var kerningAfter = 0.0
    }

    /// A text broken into units once, with their widths, so that the many
    /// proposals a stack makes while sizing cost arithmetic only.
    public struct Prepared: Sendable {
        let widths: [Double]
        let inks: [Double]
        let wide: [Bool]
        let newline: [Bool]
        let lineHeight: Double

        /// Prepares `fragments`.
        public init(_ fragments: [TextFragment]) {
            let units = TextLayout.breakUnits(fragments)
            widths = units.map { $0.fragment.width + $0.kerningAfter }
            inks = units.map { unit in
                unit.fragment.text.hasSuffix(" ")
                    ? FontMetrics.width(
                        of: unit.fragment.text.trimmingTrailingSpaces, in: unit.fragment.font)
                    : unit.fragment.width
            }
            wide = units.map(\.isWide)
            newline = units.map { $0.fragment.text == "\n" }
            lineHeight = fragments.map(\.font.lineHeight).max() ?? ResolvedFont.body.lineHeight
        }
    }

    /// The size of the laid-out text without building its lines, or nil
    /// when the text would break inside a word or be truncated (then the
    /// full layout decides).
    public static func measure(
        _ prepared: Prepared, maxWidth: Double?, lineLimit: Int?, maxHeight: Double?,
        lineSpacing: Double = 0
    ) -> Size? {
        // A stack's minimum probe: no room at all leaves one empty line.
        if let maxWidth, maxWidth <= 0 { return Size(0, prepared.lineHeight) }
        var lines = 1
        var lineWidth = 0.0
        var lineInk = 0.0
        var widest = 0.0
        for index in prepared.widths.indices {
            if prepared.newline[index] {
                widest = max(widest, lineInk)
                lines += 1
                lineWidth = 0
                lineInk = 0
                continue
            }
            let ink = prepared.inks[index]
            if let maxWidth {
                if lineWidth > 0, lineWidth + ink > maxWidth + 0.001 {
                    widest = max(widest, lineInk)
                    lines += 1
                    lineWidth = 0
                    lineInk = 0
                }
                if ink > maxWidth + 0.001, !prepared.wide[index] { return nil }
            }
            lineInk = lineWidth + ink
            lineWidth += prepared.widths[index]
        }
        widest = max(widest, lineInk)
        var limit = lineLimit ?? Int.max
        if let maxHeight {
            limit = min(
                limit,
                linesFitting(maxHeight, lineHeight: prepared.lineHeight, lineSpacing: lineSpacing))
        }
        if lines > limit { return nil }
        if let maxWidth, widest > maxWidth + 0.001 { return nil }
        return Size(
            widest, height(lines: lines, lineHeight: prepared.lineHeight, lineSpacing: lineSpacing))
    }

    /// The text between line-break opportunities (`LineBreak`), each with
    /// its trailing spaces: words, and East Asian characters one by one;
    /// a `\n` is a unit of its own.
    static func breakUnits(_ fragments: [TextFragment]) -> [Unit] {
        var units: [Unit] = []
        for fragment in fragments {
            for (index, line) in fragment.text.split(
                separator: "\n", omittingEmptySubsequences: false
            ).enumerated() {
                if index > 0 {
                    units.append(
                        Unit(
                            fragment: TextFragment(
                                "\n", font: fragment.font, style: fragment.style), isWide: true))
                }
                let characters = Array(line)
                var start = 0
                for end in LineBreak.opportunities(in: characters) + [characters.count]
                where end > start {
                    let wide =
                        characters[start].unicodeScalars.first.map(FontMetrics.isWide) ?? false
                    units.append(
                        Unit(
                            fragment: TextFragment(
                                String(characters[start..<end]), font: fragment.font,
                                style: fragment.style), isWide: wide))
                    start = end
                }
            }
        }
        // A space after a wide character belongs to it, so that it can end a line.
        var merged: [Unit] = []
        for unit in units {
            if unit.fragment.text.allSatisfy({ $0 == " " }), let last = merged.last,
                last.fragment.font == unit.fragment.font, last.fragment.style == unit.fragment.style
            {
                merged[merged.count - 1].fragment.text += unit.fragment.text
            } else {
                merged.append(unit)
            }
        }
        addKerningBetween(&merged)
        return merged
    }

    /// Kerning is a property of a pair of characters, and a line joins
    /// its units back into one run (`append`), so the pair across two
    /// units of the same font and style counts toward the first unit's
    /// advance, as GPOS applies it. Without it a text offered exactly
    /// its measured width drew wider than that and was truncated
    /// (`Audio/Video` in semibold kerns `/V`). It is not ink: a line that
    /// ends after the unit does not kern.
    private static func addKerningBetween(_ units: inout [Unit]) {
        for index in units.indices.dropLast() {
            let unit = units[index].fragment
            let next = units[index + 1].fragment
            guard unit.font == next.font, unit.style == next.style, let last = unit.text.last,
                let first = next.text.first,
                last != "\n", first != "\n"
            else { continue }
            units[index].kerningAfter = FontMetrics.kerning(last, first, in: unit.font)
        }
    }

    private static func append(_ fragment: TextFragment, to line: inout [TextFragment]) {
        if fragment.text == "\n" { return }
        if let last = line.last, last.font == fragment.font, last.style == fragment.style {
            line[line.count - 1].text += fragment.text
        } else {
            line.append(fragment)
        }
    }

    private static func trimTrailingSpaces(_ fragments: [TextFragment]) -> [TextFragment] {
        var result = fragments
        while let last = result.last {
            let trimmed = last.text.trimmingTrailingSpaces
            if trimmed.isEmpty {
                result.removeLast()
                continue
            }
            result[result.count - 1].text = trimmed
            break
        }
        return result
    }

    /// The fragments cut to `width` with "…" where `mode` says.
    static func truncate(_ fragments: [TextFragment], to width: Double, mode: Truncation)
        -> TextLine
    {
        let all = trimTrailingSpaces(fragments)
        let full = all.reduce(0) { $0 + $1.width }
        if full <= width + 0.001 { return TextLine(fragments: all, width: full) }
        let ellipsisFont = (mode == .head ? all.first : all.last)?.font ?? ResolvedFont.body
        let ellipsis = TextFragment(
            "…", font: ellipsisFont, style: (mode == .head ? all.first : all.last)?.style ?? 0)
        let budget = width - ellipsis.width
        var characters: [(Character, ResolvedFont, Int)] = []
        for fragment in all {
            for character in fragment.text {
                characters.append((character, fragment.font, fragment.style))
            }
        }
        func take(
            _ slice: ArraySlice<(Character, ResolvedFont, Int)>, budget: Double, fromEnd: Bool
        ) -> [(Character, ResolvedFont, Int)] {
            var kept: [(Character, ResolvedFont, Int)] = []
            var used = 0.0
            for item in (fromEnd ? Array(slice.reversed()) : Array(slice)) {
                let advance = FontMetrics.advance(of: item.0, in: item.1)
                if used + advance > budget + 0.001 { break }
                used += advance
                kept.append(item)
            }
            return fromEnd ? kept.reversed() : kept
        }
        var pieces: [(Character, ResolvedFont, Int)]
        switch mode {
        case .tail:
            var head = take(characters[...], budget: budget, fromEnd: false)
            while head.last?.0 == " " { head.removeLast() }
            pieces = head + [("…", ellipsis.font, ellipsis.style)]
        case .head:
            var tail = take(characters[...], budget: budget, fromEnd: true)
            while tail.first?.0 == " " { tail.removeFirst() }
            pieces = [("…", ellipsis.font, ellipsis.style)] + tail
        case .middle:
            let head = take(characters[...], budget: budget / 2, fromEnd: false)
            let tail = take(
                characters[head.count...],
                budget: budget - head.reduce(0) { $0 + FontMetrics.advance(of: $1.0, in: $1.1) },
                fromEnd: true)
            pieces = head + [("…", ellipsis.font, ellipsis.style)] + tail
        }
        var line: [TextFragment] = []
        for (character, font, style) in pieces {
            append(TextFragment(String(character), font: font, style: style), to: &line)
        }
        return TextLine(fragments: line, width: line.reduce(0) { $0 + $1.width })
    }
}

extension StringProtocol {
    /// Without trailing spaces.
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension TextLayout {
    /// How many lines of `lineHeight`, `lineSpacing` apart, fit in
    /// `maxHeight`: at least one, and no limit for a height too large to
    /// count in an `Int` (a frame may give `maxHeight: 1e284`, whose line
    /// count would trap in the conversion).
    static func linesFitting(_ maxHeight: Double, lineHeight: Double, lineSpacing: Double = 0)
        -> Int
    {
        let lines = (maxHeight + lineSpacing + 0.001) / (lineHeight + lineSpacing)
        if lines.isNaN || lines < 1 { return 1 }
        return lines < 1e15 ? Int(lines) : Int.max
    }
}

/// Prints diagnostics the way the Swift compiler does, so that Xcode-style
/// problem matchers and editors pick them up:
///
/// ```
/// Samples/Invalid/UnterminatedString.wdl:7:18: error: unterminated string literal [unterminated-string]
///             Text("Hello)
///                  ^~~~~~~
/// ```
///
/// Notes follow their diagnostic as `path:line:column: note: ...` lines with
/// their own source line and caret.
public struct DiagnosticFormatter: Sendable {
    private let converter: SourceLocationConverter

    /// Creates a formatter for diagnostics about `file`.
    public init(file: SourceFile) {
        converter = SourceLocationConverter(file: file)
    }

    /// Creates a formatter that reuses an existing converter.
    public init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    /// All diagnostics, in source order, each followed by its notes.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedByPosition().map(format).joined()
    }

    /// One diagnostic and its notes, each block ending in a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = block(
            severity: diagnostic.severity, text: "\(diagnostic.message.text) [\(diagnostic.id)]",
            range: diagnostic.range)
        for note in diagnostic.notes {
            out += block(severity: .note, text: note.message, range: note.range)
        }
        for fixIt in diagnostic.fixIts {
            out += block(
                severity: .note, text: fixIt.message, range: fixIt.range,
                replacement: fixIt.replacement)
        }
        return out
    }

    /// `path:line:column` for a range's start.
    public func position(of range: SourceRange) -> String {
        "\(converter.file.path):\(converter.location(of: range.start))"
    }

    /// A located line, the source line (or a window of a long one), its
    /// caret line, and for a fix-it the replacement under the caret, as
    /// swiftc prints them.
    private func block(
        severity: Severity, text: String, range: SourceRange, replacement: String? = nil
    ) -> String {
        let location = converter.location(of: range.start)
        let excerpt = excerpt(for: range, location: location)
        var out = "\(converter.file.path):\(location): \(severity.rawValue): \(text)\n"
        out += Self.printable(excerpt.text) + "\n"
        out += excerpt.caret + "\n"
        if let replacement {
            out +=
                String(excerpt.caret.prefix { $0 == " " || $0 == "\t" })
                + Self.printable(replacement) + "\n"
        }
        return out
    }

    /// The excerpt of the range's first line, underlining the characters of
    /// the range on that line.
    private func excerpt(for range: SourceRange, location: SourceLocation) -> SourceExcerpt {
        let line = converter.lineText(location.line)
        let lineEnd = converter.lineStart(location.line) + line.utf8.count
        let underlined = converter.file.text(
            in: SourceRange(Int(range.start), max(Int(range.start), min(Int(range.end), lineEnd))))
        return SourceExcerpt(line: line, column: location.column - 1, length: underlined.count)
    }

    /// The source line with control characters (other than tab) shown as
    /// their Unicode control pictures (U+2400...), so that a NUL or an escape
    /// byte in the input never reaches the terminal. One character each, so
    /// columns and carets still line up.
    package static func printable(_ line: String) -> String {
        guard
            line.unicodeScalars.contains(where: {
                $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F
            })
        else { return line }
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20, scalar != "\t" {
                out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                out.append(Unicode.Scalar(0x2421)!)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

/// Terminal display width of characters, for aligning carets under source.
///
/// East Asian wide and fullwidth characters (Hangul, CJK ideographs, kana,
/// fullwidth forms, most emoji) take two terminal columns; combining marks
/// take none; everything else one. This is the usual `wcwidth` behaviour,
/// reduced to the ranges that occur in widget source.
package enum DisplayWidth {
    package static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return of(first)
    }

    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value)
            || (0xFE00...0xFE0F).contains(value)
        {
            return 0
        }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}

/// The subpaths of an icon's outline, each one drawable on its own: the
/// pieces `SymbolLayers` assigns to a symbol's layers.
///
/// An icon's `<path>` elements are split at each moveto. A subpath's
/// commands are kept as written except its first: a relative `m` (or an
/// implicit start after `z`) becomes an absolute `M` at the point it
/// reaches, and the coordinate pairs after a moveto, which SVG reads as
/// linetos of the moveto's kind, get that lineto command written out.
/// Working out where each subpath starts reads every command's end point;
/// any text that is not SVG path data ends the outline there (the icons
/// are generated, so it does not happen; a test holds every icon).
enum SymbolSubpaths {
    /// One subpath: its path data and its element's fill rule.
    struct Subpath: Equatable, Sendable {
        var data: String
        var evenOdd: Bool
    }

    /// The subpaths of an icon's path elements, in order.
    static func split(_ elements: String) -> [Subpath] {
        var result: [Subpath] = []
        var rest = Substring(elements)
        while let start = rest.range(of: "<path") {
            let element = rest[start.lowerBound...].prefix { $0 != ">" }
            rest = rest[element.endIndex...]
            guard let data = attribute("d", in: element) else { continue }
            let evenOdd = attribute("fill-rule", in: element) == "evenodd"
            result += split(data: data).map { Subpath(data: $0, evenOdd: evenOdd) }
        }
        return result
    }

    /// The subpaths of one `d` attribute, each starting with `M`.
    static func split(data: String) -> [String] {
        var reader = PathDataReader(Array(data.utf8))
        var subpaths: [String] = []
        var current = (x: 0.0, y: 0.0)
        var start = (x: 0.0, y: 0.0)
        var closed = true
        // Every command consumes at least one byte, so the loop ends.
        while let command = reader.command() {
            let kind = PathCommand(byte: command.letter)
            let relative = command.letter >= UInt8(ascii: "a")
            let values = command.values
            if kind == .move, values.count >= 2 {
                let point =
                    relative
                    ? (current.x + values[0], current.y + values[1]) : (values[0], values[1])
                var text = "M\(SVGNumber.text(point.0)) \(SVGNumber.text(point.1))"
                if values.count > 2 {
                    text += (relative ? "l" : "L") + numbers(values.dropFirst(2))
                }
                subpaths.append(text)
                start = point
                current = PathCommand.line.end(of: values.dropFirst(2), from: point, relative)
                closed = false
                continue
            }
            if closed {
                // A drawing command after `z` starts a subpath where the
                // last one started.
                subpaths.append("M\(SVGNumber.text(start.x)) \(SVGNumber.text(start.y))")
                closed = false
            }
            subpaths[subpaths.count - 1] += command.text
            if kind == .close {
                current = start
                closed = true
            } else {
                current = kind.end(of: values[...], from: current, relative)
            }
        }
        return subpaths
    }

    private static func numbers(_ values: ArraySlice<Double>) -> String {
        values.map(SVGNumber.text).joined(separator: " ")
    }

    /// The value of `name="..."` in an element's text.
    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// An SVG path command's kind: how many numbers it takes at a time and
/// where it leaves the current point.
private enum PathCommand {
    case move, line, horizontal, vertical, cubic, smoothCubic, quadratic, smoothQuadratic, arc
    case close

    init(byte: UInt8) {
        switch byte | 0x20 {
        case UInt8(ascii: "m"): self = .move
        case UInt8(ascii: "h"): self = .horizontal
        case UInt8(ascii: "v"): self = .vertical
        case UInt8(ascii: "c"): self = .cubic
        case UInt8(ascii: "s"): self = .smoothCubic
        case UInt8(ascii: "q"): self = .quadratic
        case UInt8(ascii: "t"): self = .smoothQuadratic
        case UInt8(ascii: "a"): self = .arc
        case UInt8(ascii: "z"): self = .close
        default: self = .line
        }
    }

    /// The numbers one repetition of the command takes.
    var arity: Int {
        switch self {
        case .close: 0
        case .horizontal, .vertical: 1
        case .move, .line, .smoothQuadratic: 2
        case .smoothCubic, .quadratic: 4
        case .cubic: 6
        case .arc: 7
        }
    }

    /// The current point after the repetitions in `values`.
    func end(
        of values: ArraySlice<Double>, from point: (x: Double, y: Double), _ relative: Bool
    ) -> (x: Double, y: Double) {
        guard arity > 0 else { return point }
        var point = point
        var index = values.startIndex
        while index + arity <= values.endIndex {
            let last = values[index + arity - 1]
            switch self {
            case .horizontal: point.x = relative ? point.x + last : last
            case .vertical: point.y = relative ? point.y + last : last
            default:
                let x = values[index + arity - 2]
                point = relative ? (point.x + x, point.y + last) : (x, last)
            }
            index += arity
        }
        return point
    }
}

/// Reads path data one command at a time: its letter, its numbers (an
/// arc's two flags read as one digit each, as SVG allows them written
/// together) and its text.
private struct PathDataReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct Command {
        var letter: UInt8
        var values: [Double]
        var text: String
    }

    mutating func command() -> Command? {
        skipSeparators()
        guard index < bytes.count, Self.isLetter(bytes[index]) else { return nil }
        let begin = index
        let letter = bytes[index]
        index += 1
        let isArc = letter | 0x20 == UInt8(ascii: "a")
        var values: [Double] = []
        while true {
            skipSeparators()
            guard index < bytes.count, !Self.isLetter(bytes[index]) else { break }
            let flag = isArc && [3, 4].contains(values.count % 7)
            guard let value = flag ? digit() : number() else { break }
            values.append(value)
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        return Command(letter: letter, values: values, text: text)
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x2C, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
    }

    private mutating func digit() -> Double? {
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
        index += 1
        return bytes[index - 1] == 0x31 ? 1 : 0
    }

    /// A number: sign, digits, one point, an exponent.
    private mutating func number() -> Double? {
        let begin = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2E, !seenPoint {
                seenPoint = true
            } else if !(0x30...0x39).contains(byte) {
                break
            }
            index += 1
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        guard index > begin,
            let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self))
        else {
            index = begin
            return nil
        }
        return value
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            && lower != UInt8(ascii: "e")
    }
}

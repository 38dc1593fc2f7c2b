/// Plain-text tables for the commands: each column padded to its widest
/// cell, two spaces apart, indented by two, trailing spaces trimmed.
enum TextTable {
    static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        var out = ""
        for row in rows {
            var line =
                "  "
                + row.enumerated().map { index, cell in
                    index == row.count - 1
                        ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}

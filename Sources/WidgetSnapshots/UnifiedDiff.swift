/// Line diffs in the unified format (`--- old`, `+++ new`, `@@` hunks with
/// three lines of context), from a longest-common-subsequence alignment.
/// Inputs are bounded so that the table stays small: beyond 4,000 lines a
/// side the diff reports the first differing line instead.
public enum UnifiedDiff {
    static let maximumLines = 4_000
    static let context = 3

    /// The diff of `old` and `new`, or "" when they are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String) -> String {
        if old == new { return "" }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count <= maximumLines, b.count <= maximumLines else {
            let first =
                (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return
                "--- \(oldName)\n+++ \(newName)\n(too long to diff: the first difference is at line \(first + 1))\n"
        }
        // Edit script from the LCS table, as (kind, old index, new index).
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] =
                    a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Kind { case same, removed, added }
        var script: [(Kind, Int, Int)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            // Removals before additions, as diff(1) prints them.
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append((.same, i, j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                script.append((.removed, i, j))
                i += 1
            } else {
                script.append((.added, i, j))
                j += 1
            }
        }
        // Hunks: changed lines with up to three lines of context around them.
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.0 != .same }) else { break }
            let start = max(index, change - context)
            var end = change
            var sameRun = 0
            var cursor = change
            while cursor < script.count {
                if script[cursor].0 == .same {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(script.count, end + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first.map { $0.1 } ?? 0
            let newStart = hunk.first.map { $0.2 } ?? 0
            let oldCount = hunk.filter { $0.0 != .added }.count
            let newCount = hunk.filter { $0.0 != .removed }.count
            out += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for (kind, oldIndex, newIndex) in hunk {
                switch kind {
                case .same: out += " " + a[oldIndex] + "\n"
                case .removed: out += "-" + a[oldIndex] + "\n"
                case .added: out += "+" + b[newIndex] + "\n"
                }
            }
            index = stop
        }
        return out
    }
}

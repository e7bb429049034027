/// Did-you-mean suggestions by edit distance.
enum Diagnostics {
    /// The optimal-string-alignment distance between two names: insertions, deletions,
    /// substitutions and swaps of neighbours each cost 1 (so `form` is 1 from `from`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    /// The candidate closest to `name`: within a third of its length in edits, or one that
    /// starts with it (`corner` → `cornerRadius`).
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, score: Int)?
        let limit = max(1, name.count / 3)
        for candidate in candidates where candidate != name && !candidate.hasPrefix("$") {
            var score = editDistance(name, candidate)
            if score > limit {
                guard name.count >= 3, candidate.lowercased().hasPrefix(name.lowercased()) || name.lowercased().hasPrefix(candidate.lowercased()) else { continue }
                score = limit + 1 + abs(candidate.count - name.count)
            }
            if let current = best, score > current.score || (score == current.score && candidate >= current.name) { continue }
            best = (candidate, score)
        }
        return best?.name
    }
}

/// `"; did you mean 'x'?"`, or nothing when no candidate is close.
func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    Diagnostics.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

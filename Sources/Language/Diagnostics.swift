/// Did-you-mean suggestions by edit distance.
enum Diagnostics {
    /// The Levenshtein distance between two names (insertions, deletions, substitutions).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
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
            if best == nil || score < best!.score || (score == best!.score && candidate < best!.name) {
                best = (candidate, score)
            }
        }
        return best?.name
    }
}

/// `"; did you mean 'x'?"`, or nothing when no candidate is close.
func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    Diagnostics.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// The readiness harness's summary: counts per kind of program, then the cells that do not agree
/// grouped by what they need (the most common first), so an engineer can see what to port next.
struct ReadinessSummary {
    let cells: [ReadinessRun.Cell]

    var agreeing: Int { cells.filter { $0.verdict == .agrees }.count }

    /// How many cells of `kind` (all kinds when nil) have a verdict in `category`.
    func count(_ category: String, kind: ReadinessCorpus.Kind? = nil) -> Int {
        cells.filter { $0.verdict.category == category && (kind == nil || $0.kind == kind) }.count
    }

    /// The printed summary; each group names up to `examples` cells (`notebooks/03-blobs.ipynb:4`).
    func text(examples: Int = 4) -> String {
        let categories = ["agrees", "differs", "rejected", "runtime error"]
        var lines = ["Lang readiness: \(agreeing) of \(cells.count) cells do what is recorded"]
        for kind in ReadinessCorpus.Kind.allCases {
            let total = cells.filter { $0.kind == kind }.count
            let counts = categories.map { "\($0) \(count($0, kind: kind))" }.joined(separator: ", ")
            lines.append("  \(kind.rawValue) (\(total) cells): \(counts)")
        }
        let others = cells.filter { $0.verdict != .agrees }
        let groups = Dictionary(grouping: others, by: \.verdict.group)
            .sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        lines.append("Cells that do not agree, by what they need (\(groups.count) groups):")
        for (group, members) in groups {
            let names = members.prefix(examples).map { "\($0.program):\($0.index)" }.joined(separator: ", ")
            let more = members.count > examples ? ", …" : ""
            lines.append("  \(members.count)× \(group)  [\(names)\(more)]")
        }
        return lines.joined(separator: "\n")
    }
}

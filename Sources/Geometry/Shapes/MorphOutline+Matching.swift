/// Pairing the subpaths of a morph's two ends by position.
extension MorphOutline {
    /// The largest subpath counts matched exactly; beyond them matching is greedy.
    static let exactMatchingLimit = (smaller: 6, larger: 8)

    /// Each source index with its target index, or nil when no target is left for it.
    ///
    /// The cost of a pairing is the sum of squared centroid distances (squares prefer several
    /// short moves to one long one). Up to 6 subpaths on the smaller side and 8 on the larger,
    /// every assignment is tried (at most 20 160) and the cheapest wins; above that, pairs are
    /// taken greedily, closest first.
    static func pairs(_ sources: [MorphOutline], _ targets: [MorphOutline]) -> [(Int, Int?)] {
        let cost = sources.map { s in targets.map { t in (s.centroid - t.centroid).dot(s.centroid - t.centroid) } }
        let smaller = min(sources.count, targets.count), larger = max(sources.count, targets.count)
        let matched = smaller <= exactMatchingLimit.smaller && larger <= exactMatchingLimit.larger
            ? exactMatching(cost, sourceCount: sources.count, targetCount: targets.count)
            : greedyMatching(cost, sourceCount: sources.count, targetCount: targets.count)
        return sources.indices.map { ($0, matched[$0]) }
    }

    /// The cheapest assignment pairing min(sources, targets) subpaths, by exhaustive search
    /// with pruning on the running cost.
    private static func exactMatching(_ cost: [[Double]], sourceCount: Int, targetCount: Int) -> [Int: Int] {
        var best: [Int: Int] = [:], bestCost = Double.infinity
        var current: [Int: Int] = [:], usedTargets = Set<Int>()
        let pairsNeeded = min(sourceCount, targetCount)
        func search(_ source: Int, _ running: Double) {
            guard running < bestCost else { return }
            if current.count == pairsNeeded {
                (best, bestCost) = (current, running)
                return
            }
            guard source < sourceCount else { return }
            // Sources left unpaired are allowed only while enough remain to pair every target.
            if sourceCount - source - 1 >= pairsNeeded - current.count { search(source + 1, running) }
            for target in 0..<targetCount where !usedTargets.contains(target) {
                current[source] = target
                usedTargets.insert(target)
                search(source + 1, running + cost[source][target])
                current[source] = nil
                usedTargets.remove(target)
            }
        }
        search(0, 0)
        return best
    }

    /// Pairs taken closest first, each subpath used once.
    private static func greedyMatching(_ cost: [[Double]], sourceCount: Int, targetCount: Int) -> [Int: Int] {
        var candidates: [(cost: Double, source: Int, target: Int)] = []
        for i in 0..<sourceCount {
            for j in 0..<targetCount { candidates.append((cost[i][j], i, j)) }
        }
        candidates.sort { ($0.cost, $0.source, $0.target) < ($1.cost, $1.source, $1.target) }
        var matched: [Int: Int] = [:], usedTargets = Set<Int>()
        for candidate in candidates where matched[candidate.source] == nil && !usedTargets.contains(candidate.target) {
            matched[candidate.source] = candidate.target
            usedTargets.insert(candidate.target)
        }
        return matched
    }
}

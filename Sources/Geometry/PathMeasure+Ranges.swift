extension PathMeasure {
    /// The arc length at which subpath `index` starts, and its length.
    func range(ofSubpath index: Int) -> (start: Double, length: Double) {
        let own = entryRanges[index]
        guard let first = own.first, let last = own.last else {
            // A subpath without segments sits where the previous one ended.
            let before = own.lowerBound > 0 ? entries[own.lowerBound - 1] : nil
            return (before.map { $0.offset + $0.length } ?? 0, 0)
        }
        return (entries[first].offset, entries[last].offset + entries[last].length - entries[first].offset)
    }

    /// Appends the part of the path between arc lengths `a < b` to `path`, each source subpath's
    /// share as its own subpath starting with a move; only subpath `only` when given.
    ///
    /// Curves are cut exactly (de Casteljau) at parameters found to 1e-10 relative arc length.
    /// Returns the indices of the subpaths that were kept whole.
    @discardableResult
    func appendPieces(from a: Double, to b: Double, only: Int? = nil, into path: inout Path) -> Set<Int> {
        var currentSubpath = -1
        var touched: Set<Int> = []
        let candidates = only.map { entryRanges[$0] } ?? entries.indices
        // Entries are in arc-length order: start at the one holding `a`, stop past `b`.
        let firstIndex = max(candidates.lowerBound, entryIndex(atDistance: a) ?? candidates.lowerBound)
        for entry in entries[firstIndex..<max(firstIndex, candidates.upperBound)] {
            if entry.offset >= b { break }
            let entryEnd = entry.offset + entry.length
            guard entryEnd > a else { continue }
            let tolerance = PathMeasure.tolerance(for: entry.segment)
            let t0 = a > entry.offset
                ? entry.segment.parameter(atLength: a - entry.offset, totalLength: entry.length, tolerance: tolerance) : 0
            let t1 = b < entryEnd
                ? entry.segment.parameter(atLength: b - entry.offset, totalLength: entry.length, tolerance: tolerance) : 1
            let piece = entry.segment.subsegment(from: t0, to: t1)
            if entry.subpathIndex != currentSubpath {
                path.move(to: piece.start)
                currentSubpath = entry.subpathIndex
                touched.insert(currentSubpath)
            }
            path.append(piece.element)
        }
        return touched.filter { index in
            let range = self.range(ofSubpath: index)
            return a <= range.start && b >= range.start + range.length
        }
    }

    /// The point at arc length `distance` (from the path's start) on subpath `index`, clamped to
    /// that subpath, and the unit direction of travel there: on a boundary between segments the
    /// outgoing one's, at the end of the subpath the last segment's. The direction is nil when
    /// the subpath has no length.
    func location(atDistance distance: Double, inSubpath index: Int) -> (point: Point, direction: Point?) {
        let range = entryRanges[index]
        guard let first = range.first, let last = range.last else { return (subpaths[index].start, nil) }
        // The last entry starting at or before `distance`, kept inside this subpath (a distance at
        // its very end also starts the next subpath), and off zero-length entries.
        var chosen = min(max(entryIndex(atDistance: distance) ?? first, first), last)
        while chosen > first && entries[chosen].length == 0 { chosen -= 1 }
        while chosen < last && entries[chosen].length == 0 { chosen += 1 }
        let entry = entries[chosen]
        guard entry.length > 0 else { return (subpaths[index].start, nil) }
        let along = min(max(distance - entry.offset, 0), entry.length)
        let t = entry.segment.parameter(atLength: along, totalLength: entry.length,
                                        tolerance: PathMeasure.tolerance(for: entry.segment))
        return (entry.segment.point(at: t), entry.segment.tangent(at: t))
    }
}

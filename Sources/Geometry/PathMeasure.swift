/// A path's segments with their arc lengths, measured once: the basis of `length`, `point(at:)`,
/// `points(count:)`, `trimmedPath(from:to:)` and dashing.
struct PathMeasure: Sendable {
    /// One measured segment, with the index of the subpath it belongs to.
    struct Entry: Sendable {
        var segment: Segment
        var subpathIndex: Int
        var length: Double
        /// The total length of all segments before this one.
        var offset: Double
    }

    /// The relative accuracy of every length: each segment's length is within this fraction of
    /// its control-polygon length.
    static let relativeTolerance = 1e-10

    let subpaths: [Subpath]
    let entries: [Entry]
    let totalLength: Double
    /// For each subpath, the indices of its entries in `entries` (contiguous, possibly empty).
    let entryRanges: [Range<Int>]

    init(_ path: Path) {
        subpaths = path.subpaths
        var entries: [Entry] = []
        var ranges: [Range<Int>] = []
        var offset = 0.0
        for (index, subpath) in subpaths.enumerated() {
            let first = entries.count
            defer { ranges.append(first..<entries.count) }
            for segment in subpath.segments {
                let length = segment.arcLength(tolerance: PathMeasure.tolerance(for: segment))
                // Non-finite coordinates measure as 0, so bad input never poisons the total.
                let safeLength = length.isFinite ? length : 0
                entries.append(Entry(segment: segment, subpathIndex: index, length: safeLength, offset: offset))
                offset += safeLength
            }
        }
        self.entries = entries
        entryRanges = ranges
        totalLength = offset
    }

    /// The absolute length tolerance used for `segment`.
    static func tolerance(for segment: Segment) -> Double {
        max(segment.controlPolygonLength * relativeTolerance, 1e-300)
    }

    /// The index of the entry containing arc length `distance` (the last one holding it when it
    /// falls on a boundary between segments), skipping zero-length entries.
    func entryIndex(atDistance distance: Double) -> Int? {
        guard !entries.isEmpty else { return nil }
        // Binary search for the last entry whose offset ≤ distance and which has some length.
        var low = 0, high = entries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if entries[mid].offset <= distance { low = mid } else { high = mid - 1 }
        }
        var index = low
        while index > 0 && entries[index].length == 0 { index -= 1 }
        return index
    }

    /// The point at arc length `distance` from the start, clamped to the path.
    func point(atDistance distance: Double) -> Point? {
        guard let index = entryIndex(atDistance: distance) else { return subpaths.first?.start }
        let entry = entries[index]
        let t = entry.segment.parameter(atLength: distance - entry.offset, totalLength: entry.length,
                                        tolerance: PathMeasure.tolerance(for: entry.segment))
        return entry.segment.point(at: t)
    }
}

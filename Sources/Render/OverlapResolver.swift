import Geometry

/// Coverage of the pixels where edges of different contours cross, from the edges themselves.
///
/// The accumulation yields the *average* winding number of a pixel, and the fill rule folds that
/// average. That is exact while the winding takes at most two neighbouring values inside the
/// pixel, which fails where edges of overlapping contours cross the same pixel: ten stacked
/// contours whose edges all cross one pixel at the same place average to 5 over its covered half,
/// and `min(1, 5)` paints the whole pixel. Stroke outlines with disc-filled tight bends stack
/// contours like that along their edges. The touched runs mark such pixels
/// (`CoverageAccumulator.TouchedRun.needsExactCoverage`), and only those are resolved here.
///
/// Each marked pixel row is cut into `subRows` horizontal lines through the centres of equal
/// strips. On each line the crossings of the row's edges are sorted by x and swept, so the
/// winding number is known exactly between crossings; the fill rule is applied to it, and the
/// covered lengths are added to the pixels, weighted by the strip's height. Horizontal coverage
/// is exact; vertically each strip stands for its centre line, so a pixel's coverage is within
/// about 1/`subRows` (1/16 = 0.0625) of the exact area for every edge crossing it, less for
/// straight edges (the midpoint rule is exact for a straight edge within one column). Skia's
/// analytic and supersampling scan converters sweep sorted crossings per scanline the same way;
/// this is written afresh for this accumulation.
struct OverlapResolver {
    /// Sample lines per pixel row.
    static let subRows = 16

    private let rect: PixelRect
    private let rule: FillRule
    private let edges: [EdgeList.Edge]
    /// For each row of `rect` (relative), its slot in `rowStarts`, or −1 when it is not resolved.
    private var slotOfRow: [Int32]
    /// The edges of resolved row slot `s` are `edgeIndices[rowStarts[s]..<rowStarts[s + 1]]`.
    private var rowStarts: [Int] = [0]
    private var edgeIndices: [Int32] = []
    /// Scratch for one sample line's crossings.
    private var crossings: [(x: Double, direction: Int)] = []

    /// A resolver for the rows of `runs` (relative to `rect`) that need exact coverage.
    init?(edges edgeList: EdgeList, rect: PixelRect, rule: FillRule, runs: [CoverageAccumulator.TouchedRun]) {
        var slotOfRow = [Int32](repeating: -1, count: rect.height)
        var slotCount: Int32 = 0
        for run in runs where run.needsExactCoverage && slotOfRow[Int(run.row)] < 0 {
            slotOfRow[Int(run.row)] = slotCount
            slotCount += 1
        }
        guard slotCount > 0 else { return nil }
        self.rect = rect
        self.rule = rule
        self.slotOfRow = slotOfRow
        edges = edgeList.edges
        // Bucket the edges by resolved row: count, prefix-sum, fill.
        var counts = [Int](repeating: 0, count: Int(slotCount) + 1)
        forEachResolvedRow { _, slot in counts[slot + 1] += 1 }
        for slot in 0..<Int(slotCount) { counts[slot + 1] += counts[slot] }
        rowStarts = counts
        var next = counts
        var indices = [Int32](repeating: 0, count: counts[Int(slotCount)])
        forEachResolvedRow { edge, slot in
            indices[next[slot]] = Int32(truncatingIfNeeded: edge)
            next[slot] += 1
        }
        edgeIndices = indices
    }

    /// Calls `body` with (edge index, row slot) for every resolved row each edge spans.
    private func forEachResolvedRow(_ body: (Int, Int) -> Void) {
        for (index, edge) in edges.enumerated() {
            let top = Swift.max(Swift.min(edge.y0, edge.y1), Double(rect.minY))
            let bottom = Swift.min(Swift.max(edge.y0, edge.y1), Double(rect.maxY))
            guard top < bottom else { continue }
            let first = Int(top.rounded(.down)) - rect.minY, end = Int(bottom.rounded(.up)) - rect.minY
            for row in Swift.max(0, first)..<Swift.min(rect.height, end) where slotOfRow[row] >= 0 {
                body(index, Int(slotOfRow[row]))
            }
        }
    }

    /// Writes the coverage of columns `start..<end` of row `row` (both relative to the rectangle)
    /// into `coverage[start..<end]`.
    mutating func resolve(row: Int, from start: Int, to end: Int, into coverage: UnsafeMutablePointer<Float>) {
        for column in start..<end { coverage[column] = 0 }
        guard row >= 0, row < slotOfRow.count, slotOfRow[row] >= 0 else { return }
        let slot = Int(slotOfRow[row])
        let weight = 1 / Double(Self.subRows)
        let originX = Double(rect.minX), left = Double(start), right = Double(end)
        for sample in 0..<Self.subRows {
            let y = Double(rect.minY + row) + (Double(sample) + 0.5) * weight
            crossings.removeAll(keepingCapacity: true)
            for position in rowStarts[slot]..<rowStarts[slot + 1] {
                let edge = edges[Int(edgeIndices[position])]
                // Half-open in y, so a vertex shared by two edges is crossed once.
                let downward = edge.y1 > edge.y0
                let (topY, bottomY) = downward ? (edge.y0, edge.y1) : (edge.y1, edge.y0)
                guard y >= topY, y < bottomY else { continue }
                let x = edge.x0 + (y - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0) - originX
                guard x.isFinite else { continue }
                crossings.append((x, downward ? 1 : -1))
            }
            sortCrossings()
            var winding = 0, previous = -Double.infinity
            for crossing in crossings {
                if isInside(winding) {
                    addCoverage(from: Swift.max(previous, left), to: Swift.min(crossing.x, right),
                                weight: weight, into: coverage)
                }
                winding += crossing.direction
                previous = crossing.x
            }
            if isInside(winding) { addCoverage(from: Swift.max(previous, left), to: right, weight: weight, into: coverage) }
        }
        for column in start..<end { coverage[column] = Swift.min(1, coverage[column]) }
    }

    /// Insertion sort by x: a sample line crosses a handful of edges.
    private mutating func sortCrossings() {
        guard crossings.count > 1 else { return }
        for i in 1..<crossings.count {
            let crossing = crossings[i]
            var j = i - 1
            while j >= 0, crossings[j].x > crossing.x {
                crossings[j + 1] = crossings[j]
                j -= 1
            }
            crossings[j + 1] = crossing
        }
    }

    @inline(__always)
    private func isInside(_ winding: Int) -> Bool {
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// Adds `weight` times the length of `a..<b` inside each column to that column's coverage.
    @inline(__always)
    private func addCoverage(from a: Double, to b: Double, weight: Double, into coverage: UnsafeMutablePointer<Float>) {
        guard b > a else { return }
        var column = Int(a.rounded(.down))
        while Double(column) < b {
            let length = Swift.min(b, Double(column + 1)) - Swift.max(a, Double(column))
            coverage[column] += Float(length * weight)
            column += 1
        }
    }
}

import Geometry

/// Coverage of the pixels where edges of different contours cross, from the edges themselves.
///
/// The accumulation yields the *average* winding number of a pixel, and the fill rule folds that
/// average. That is exact while the winding takes at most two neighbouring values inside the
/// pixel, which fails where edges of overlapping contours cross the same pixel: ten stacked
/// contours whose edges all cross one pixel at the same place average to 5 over its covered half,
/// and `min(1, 5)` paints the whole pixel. Stacked shapes, overlapping subpaths and the strokes
/// of different subpaths meet like that. The touched runs mark such pixels
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
    /// Where a sample line crosses an edge, relative to the rectangle's left side.
    private struct Crossing {
        var x: Double
        var direction: Int32
    }
    /// The row whose coverage `rowCoverage` holds, resolved once for all its runs and gaps.
    private var preparedRow = -1
    /// Coverage of the columns `coveredLow..<coveredHigh` of `preparedRow`; the others are
    /// uncovered.
    private var rowCoverage: [Float] = []
    private var coveredLow = 0, coveredHigh = 0
    /// Scratch: the row's edges ordered by x at the row's middle, every sample line's crossings
    /// (line k's at `crossings[sampleStarts[k]..<sampleStarts[k + 1]]`), and the covered
    /// lengths as partial columns plus a difference array of whole columns.
    private var rowEdges: [RowEdge] = []
    /// `rowEdges` in order of x at the row's middle, as sortable keys: the x's Float bits mapped
    /// to an unsigned order, above the edge's index (plain integers sort much faster than
    /// structs through a closure).
    private var orderKeys: [UInt64] = []
    private var crossings: [Crossing] = []
    private var sampleStarts = [Int](repeating: 0, count: subRows + 1)
    private var partial: [Double] = []
    private var wholeDifference: [Double] = []

    /// One edge as the sample lines of a row see it: lines `first..<end` cross it, line
    /// `first` at `x`, each further line `step` further along.
    private struct RowEdge {
        var x: Double
        var step: Double
        var first: Int32
        var end: Int32
        var direction: Int32
    }

    /// A resolver for the rows of `runs` (relative to `rect`) that need exact coverage.
    init?(edges edgeList: EdgeList, rect: PixelRect, rule: FillRule, runs: [CoverageAccumulator.TouchedRun]) {
        guard runs.contains(where: \.needsExactCoverage) else { return nil }
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

    /// Resolves every column of row `row` (relative) into `rowCoverage`.
    ///
    /// The row's edges are sorted once by x at the row's middle; each sample line then collects
    /// its crossings in that order, which is nearly sorted already (edges cross rarely within a
    /// row), so an insertion sort finishes it in about linear time. Covered lengths go into a
    /// partial first and last column and a difference array for the whole columns between, so a
    /// long covered interval costs O(1): the row costs O(crossings + width).
    private mutating func prepare(row: Int, slot: Int) {
        guard row != preparedRow else { return }
        preparedRow = row
        let width = rect.width, samples = Self.subRows
        let rowY = Double(rect.minY + row), originX = Double(rect.minX)
        let count = Double(samples), weight = 1 / count
        rowEdges.removeAll(keepingCapacity: true)
        orderKeys.removeAll(keepingCapacity: true)
        for position in rowStarts[slot]..<rowStarts[slot + 1] {
            let edge = edges[Int(edgeIndices[position])]
            let downward = edge.y1 > edge.y0
            let (topY, bottomY) = downward ? (edge.y0, edge.y1) : (edge.y1, edge.y0)
            // Sample line k lies at rowY + (k + ½)/n; an edge is crossed by those in
            // [topY, bottomY) (half-open, so a vertex shared by two edges is crossed once).
            let firstEstimate = ((topY - rowY) * count - 0.5).rounded(.up)
            let endEstimate = ((bottomY - rowY) * count - 0.5).rounded(.up)
            let first = firstEstimate > 0 ? Int(Swift.min(firstEstimate, count)) : 0
            let end = endEstimate > 0 ? Int(Swift.min(endEstimate, count)) : 0
            guard end > first else { continue }
            let inverseSlope = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
            let firstY = rowY + (Double(first) + 0.5) * weight
            let x = edge.x0 + (firstY - edge.y0) * inverseSlope - originX
            let middleX = edge.x0 + (Swift.min(Swift.max(rowY + 0.5, topY), bottomY) - edge.y0) * inverseSlope - originX
            guard x.isFinite, middleX.isFinite else { continue }
            let bits = Float(middleX).bitPattern
            let orderedBits = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
            orderKeys.append(UInt64(orderedBits) << 32 | UInt64(rowEdges.count))
            rowEdges.append(RowEdge(x: x, step: inverseSlope * weight, first: Int32(first),
                                    end: Int32(end), direction: downward ? 1 : -1))
        }
        orderKeys.sort()
        // Counting pass, then each line's crossings in edge order: nearly sorted already.
        for sample in 0...samples { sampleStarts[sample] = 0 }
        for edge in rowEdges {
            for sample in Int(edge.first)..<Int(edge.end) { sampleStarts[sample + 1] += 1 }
        }
        for sample in 0..<samples { sampleStarts[sample + 1] += sampleStarts[sample] }
        let total = sampleStarts[samples]
        if crossings.count < total { crossings = [Crossing](repeating: Crossing(x: 0, direction: 0), count: total) }
        var next = Array(sampleStarts[0..<samples])
        for key in orderKeys {
            let edge = rowEdges[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)]
            var x = edge.x
            for sample in Int(edge.first)..<Int(edge.end) {
                crossings[next[sample]] = Crossing(x: x, direction: edge.direction)
                next[sample] += 1
                x += edge.step
            }
        }
        if partial.count != width + 1 {
            partial = [Double](repeating: 0, count: width + 1)
            wholeDifference = [Double](repeating: 0, count: width + 1)
        }
        coveredLow = width
        coveredHigh = 0
        for sample in 0..<samples {
            let range = sampleStarts[sample]..<sampleStarts[sample + 1]
            sortCrossings(range)
            var winding: Int32 = 0, previous = 0.0
            for index in range {
                let crossing = crossings[index]
                if isInside(winding) { addCoverage(from: previous, to: crossing.x, weight: weight) }
                winding += crossing.direction
                previous = crossing.x
            }
            if isInside(winding) { addCoverage(from: previous, to: Double(width), weight: weight) }
        }
        // Only the columns written are read back, and cleared for the next row.
        if rowCoverage.count != width { rowCoverage = [Float](repeating: 0, count: width) }
        var whole = 0.0
        for column in coveredLow..<Swift.max(coveredLow, coveredHigh) {
            whole += wholeDifference[column]
            rowCoverage[column] = Float(Swift.min(1, Swift.max(0, whole + partial[column])))
            partial[column] = 0
            wholeDifference[column] = 0
        }
    }

    /// Insertion sort by x of one line's crossings, which arrive nearly sorted.
    private mutating func sortCrossings(_ range: Range<Int>) {
        guard range.count > 1 else { return }
        for i in (range.lowerBound + 1)..<range.upperBound where crossings[i].x < crossings[i - 1].x {
            let crossing = crossings[i]
            var j = i - 1
            while j >= range.lowerBound, crossings[j].x > crossing.x {
                crossings[j + 1] = crossings[j]
                j -= 1
            }
            crossings[j + 1] = crossing
        }
    }

    /// Writes the coverage of columns `start..<end` of row `row` (both relative to the rectangle)
    /// into `coverage[start..<end]`.
    mutating func resolve(row: Int, from start: Int, to end: Int, into coverage: UnsafeMutablePointer<Float>) {
        guard row >= 0, row < slotOfRow.count, slotOfRow[row] >= 0 else {
            for column in start..<end { coverage[column] = 0 }
            return
        }
        prepare(row: row, slot: Int(slotOfRow[row]))
        for column in start..<end { coverage[column] = column >= coveredLow && column < coveredHigh ? rowCoverage[column] : 0 }
    }

    @inline(__always)
    private func isInside(_ winding: Int32) -> Bool {
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// Adds `weight` times the length of `a..<b` (clamped to the row) inside each column: the
    /// partial end columns directly, the whole columns between through the difference array.
    @inline(__always)
    private mutating func addCoverage(from a: Double, to b: Double, weight: Double) {
        let lo = Swift.max(0, a), hi = Swift.min(Double(rect.width), b)
        guard hi > lo else { return }
        let first = Int(lo), last = Swift.min(Int(hi), rect.width - 1)
        coveredLow = Swift.min(coveredLow, first)
        coveredHigh = Swift.max(coveredHigh, last + 1)
        if first >= last {
            partial[first] += (hi - lo) * weight
            return
        }
        partial[first] += (Double(first + 1) - lo) * weight
        partial[last] += (hi - Double(last)) * weight
        wholeDifference[first + 1] += weight
        wholeDifference[last] -= weight
    }
}

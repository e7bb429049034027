import Geometry

/// Stage 2 of the rasterizer: scan conversion by exact signed-area accumulation.
///
/// For every pixel we want the integral of the winding number over the pixel's unit square.
/// An edge moving down (winding +1) through a row adds, to each pixel of that row, the area of
/// the pixel that lies to the edge's right within the edge's vertical extent in the row; every
/// pixel wholly to the right gets the edge's full height `dy`. Rather than write that "rest of
/// the row" into every pixel, we store differences: `accumulation[x]` holds how much pixel `x`
/// gains over pixel `x - 1`, so an edge touches only the cells under it plus one. A running sum
/// along the row (stage 3, `CoverageMask`) turns differences back into per-pixel integrals.
/// This is the idea behind Raph Levien's font-rs and Sean Barrett's stb_truetype v2 rasterizer,
/// derived and written afresh here.
///
/// Within one pixel column, the piece of an edge spanning `x` from `a` to `b` with height `dy`
/// covers `dy · (column + 1 − (a + b) / 2)` of that pixel (a trapezoid), exactly; the remainder
/// `dy · ((a + b) / 2 − column)` goes to the next cell so that the running sum reaches `dy`.
/// Edges are cut at row and column boundaries, so every contribution is an exact trapezoid area:
/// no sampling, no supersampling.
///
/// The accumulation covers a pixel rectangle (the path's bounds clipped to the pixmap and the
/// active clip). Edges above or below it are cut off (rows are independent); parts left of it
/// are projected onto its left side, which keeps the area to their right, and so stay exact;
/// parts right of it contribute nothing visible.
struct CoverageAccumulator {
    /// The pixels accumulated.
    let rect: PixelRect
    /// Cells per row: one more than the rectangle's width, for the last column's remainder.
    let stride: Int
    /// Row-major differences of the winding integral, `stride` per row.
    private(set) var accumulation: [Float]
    /// One bit per cell, set where an edge wrote the cell: `wordsPerRow` words per row, bit `x % 64`
    /// of word `x / 64` for column `x` (the extra remainder cell at `rect.width` included).
    /// Between set bits the winding number is constant, so the blitter handles those gaps as
    /// whole spans — the empty inside of a stroke's outline, the full inside of a fill — and reads
    /// cells only under set bits: the sparse-cell idea of FreeType's rasterizer on a dense buffer,
    /// already sorted by row and column, so nothing is ever sorted or merged. Cleared with the cells.
    private(set) var touchedCells: [UInt64]
    /// Words of `touchedCells` per row: enough bits for `stride` cells.
    let wordsPerRow: Int
    /// Whether the edges carry two or more contour labels. Only then can edges of different
    /// contours meet in a pixel (overlaps that need exact coverage), and only then are touched
    /// runs recorded (`touchedRuns`, `mergedRuns`) to find them; a single-label path (one
    /// shape, one stroke subpath) is blitted from `touchedCells` alone.
    private(set) var recordsRuns = false
    /// For paths of several labels (`recordsRuns`): the columns of each row whose cells an edge
    /// wrote, as written (unsorted, overlapping), with the contour that wrote them.
    private(set) var touchedRuns: [TouchedRun] = []

    /// The edges accumulated, kept for the cells that need exact coverage (`OverlapResolver`).
    private(set) var edges = EdgeList()
    /// Rows (relative, unsorted, repeats allowed) where two different contours of a path turn
    /// back in y strictly inside the row: there the winding varies up and down the row, even
    /// between the edges, and where the two overlap the average winding is inexact (two tops
    /// in one row: 0 above, 2 below, average 1, coverage ½).
    private(set) var turningRows: [Int32] = []

    /// Columns `start..<end` of row `row` (relative to `rect`) hold written cells: an edge of
    /// contour `contour` crosses `start..<end - 1`, and the last cell holds the remainder that
    /// carries its height on to the right.
    struct TouchedRun: Equatable {
        var row: Int32
        var start: Int32
        var end: Int32
        /// The contour that wrote the cells and the direction of its edge there (contour index
        /// × 2, plus 1 going down), or `TouchedRun.overlapping` for a merged run where edges of two
        /// different contours cross the same pixel in the same direction.
        var contour: Int32 = 0

        /// The `contour` of a run where same-direction edges of different contours cross one
        /// pixel: there the winding can take three values, and its average does not determine
        /// the coverage. (Opposite directions, as on both sides of a thin stroke, stay exact.)
        static let overlapping: Int32 = -1

        /// Whether the run holds a pixel crossed by edges of two different contours.
        var needsExactCoverage: Bool { contour == Self.overlapping }
    }

    /// An empty accumulation over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        stride = rect.width + 1
        accumulation = [Float](repeating: 0, count: stride * rect.height)
        wordsPerRow = (stride + 63) / 64
        touchedCells = [UInt64](repeating: 0, count: wordsPerRow * rect.height)
    }

    /// An empty accumulation over `rect` in `storage`, which must be all zeros (as
    /// `recycledStorage()` leaves it); it is grown when too small. Saves allocating and clearing
    /// a bounding box of cells for every path.
    init(rect: PixelRect, storage: inout [Float]) {
        self.rect = rect
        stride = rect.width + 1
        let needed = stride * rect.height
        // All zeros either way, so a buffer too small is replaced, not grown: appending a
        // `repeatElement` walked it cell by cell (seconds for a 3400-pixel figure in a debug build).
        if storage.count < needed { storage = [Float](repeating: 0, count: needed) }
        accumulation = []
        swap(&accumulation, &storage)
        wordsPerRow = (stride + 63) / 64
        touchedCells = [UInt64](repeating: 0, count: wordsPerRow * rect.height)
    }

    /// Hands the cell storage back with every cell an edge wrote set to zero again (the blitter
    /// clears the cells of single-label paths as it reads them; this clears whatever is left).
    mutating func recycledStorage() -> [Float] {
        var storage: [Float] = []
        swap(&storage, &accumulation)
        let stride = stride, wordsPerRow = wordsPerRow
        storage.withUnsafeMutableBufferPointer { cells in
            touchedCells.withUnsafeMutableBufferPointer { bits in
                for wordIndex in bits.indices where bits[wordIndex] != 0 {
                    let base = (wordIndex / wordsPerRow) * stride + (wordIndex % wordsPerRow) * 64
                    var word = bits[wordIndex]
                    while word != 0 {
                        cells[base + word.trailingZeroBitCount] = 0
                        word &= word &- 1
                    }
                    bits[wordIndex] = 0
                }
            }
        }
        touchedRuns.removeAll(keepingCapacity: true)
        return storage
    }

    /// Runs `body` with the cells and the touched-cell bits as plain pointers, for a blitter
    /// that zeroes both as it reads them (`Blitter.fillTouchedRows`).
    mutating func withCellsAndTouchedBits<Result>(
        _ body: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<UInt64>) -> Result
    ) -> Result? {
        var cells: [Float] = [], bits: [UInt64] = []
        swap(&cells, &accumulation)
        swap(&bits, &touchedCells)
        defer {
            swap(&cells, &accumulation)
            swap(&bits, &touchedCells)
        }
        return cells.withUnsafeMutableBufferPointer { cellBuffer in
            bits.withUnsafeMutableBufferPointer { bitBuffer in
                guard let cellBase = cellBuffer.baseAddress, let bitBase = bitBuffer.baseAddress else { return nil }
                return body(cellBase, bitBase)
            }
        }
    }

    /// The touched runs sorted by row and column, with overlapping or adjacent runs merged.
    ///
    /// A counting sort by row (rows are `0..<height`), then an insertion sort within each row,
    /// which holds a handful of runs: linear in the number of runs for ordinary paths.
    func mergedRuns() -> [TouchedRun] {
        let height = rect.height, count = touchedRuns.count
        guard height > 0, count > 0 else { return [] }
        // Plain buffers throughout: this runs once per fill over every touched run.
        let rowStarts = UnsafeMutablePointer<Int32>.allocate(capacity: height + 1)
        let next = UnsafeMutablePointer<Int32>.allocate(capacity: height)
        let sorted = UnsafeMutablePointer<TouchedRun>.allocate(capacity: count)
        defer {
            rowStarts.deallocate()
            next.deallocate()
            sorted.deallocate()
        }
        rowStarts.initialize(repeating: 0, count: height + 1)
        touchedRuns.withUnsafeBufferPointer { runs in
            for run in runs { rowStarts[Int(run.row) + 1] += 1 }
            for row in 0..<height { rowStarts[row + 1] += rowStarts[row] }
            next.update(from: rowStarts, count: height)
            for run in runs {
                let row = Int(run.row)
                (sorted + Int(next[row])).initialize(to: run)
                next[row] += 1
            }
        }
        var turning = [Bool]()
        if !turningRows.isEmpty {
            turning = [Bool](repeating: false, count: height)
            for row in turningRows where row >= 0 && Int(row) < height { turning[Int(row)] = true }
        }
        return [TouchedRun](unsafeUninitializedCapacity: count) { merged, mergedCount in
            var total = 0
            for row in 0..<height where rowStarts[row + 1] > rowStarts[row] {
                let first = Int(rowStarts[row]), end = Int(rowStarts[row + 1])
                let rowMergedStart = total
                var rowNeedsExactCoverage = !turning.isEmpty && turning[row]
                if end - first > 32 {
                    // Many runs (a dense stack of small contours): a comparison sort.
                    var rowRuns = UnsafeMutableBufferPointer(start: sorted + first, count: end - first)
                    rowRuns.sort { $0.start < $1.start }
                } else {
                    for i in (first + 1)..<max(first + 1, end) {
                        let run = sorted[i]
                        var j = i - 1
                        while j >= first, sorted[j].start > run.start {
                            sorted[j + 1] = sorted[j]
                            j -= 1
                        }
                        sorted[j + 1] = run
                    }
                }
                for index in first..<end {
                    let run = sorted[index]
                    guard total > rowMergedStart, run.start <= merged[total - 1].end else {
                        merged[total] = run
                        total += 1
                        continue
                    }
                    // Touching runs merge. When they come from different contours and an edge of
                    // each crosses the same pixel in the same direction (the last cell of a run is
                    // only the remainder to the right of its edge), the merged run is marked for
                    // exact coverage; otherwise it keeps the label whose cells reach further right,
                    // which is the one later runs (sorted by start) can still meet.
                    let last = merged[total - 1]
                    var combined = last
                    combined.end = max(last.end, run.end)
                    if run.contour != last.contour, !last.needsExactCoverage {
                        // At the right side the remainder cell is cut off, so the last column
                        // counts as crossed.
                        let crossedEnd = Int(last.end) == rect.width ? last.end : last.end - 1
                        let sameDirection = (run.contour ^ last.contour) & 1 == 0
                        if sameDirection, run.contour >> 1 != last.contour >> 1, run.start < crossedEnd {
                            combined.contour = TouchedRun.overlapping
                            rowNeedsExactCoverage = true
                        } else if run.end > last.end {
                            combined.contour = run.contour
                        }
                    }
                    merged[total - 1] = combined
                }
                // A row with one pixel needing exact coverage is resolved whole: its gaps too may
                // hold windings that vary up and down the row.
                if rowNeedsExactCoverage {
                    for index in rowMergedStart..<total { merged[index].contour = TouchedRun.overlapping }
                }
            }
            mergedCount = total
        }
    }

    /// Accumulates every edge of `edges` (the cell writes themselves: CoverageAccumulator+Edges.swift).
    mutating func accumulate(_ edges: EdgeList) {
        guard !rect.isEmpty else { return }
        self.edges = edges
        let labels = edges.contourLabels
        recordsRuns = recordsRuns || labels.contains { $0 != labels[0] }
        // Take the buffers out of `self` so the writer holds plain pointers: no uniqueness or
        // bounds checks per cell.
        var cells: [Float] = [], runs: [TouchedRun] = [], bits: [UInt64] = []
        swap(&cells, &accumulation)
        swap(&runs, &touchedRuns)
        swap(&bits, &touchedCells)
        if recordsRuns {
            // Every edge writes a run in each row it crosses (fewer where runs merge): reserving
            // about that saves growing the array by copies, fill after fill.
            runs.reserveCapacity(runs.count + edges.edges.count + 2 * rect.height)
        }
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            bits.withUnsafeMutableBufferPointer { bitBuffer in
                guard let bitBase = bitBuffer.baseAddress else { return }
                var writer = EdgeWriter(cells: base, rect: rect, stride: stride, runs: runs,
                                        touchedCells: bitBase, wordsPerRow: wordsPerRow, recordsRuns: recordsRuns)
                runs = []
                let starts = edges.contourStarts, labels = edges.contourLabels
                var nextContour = 0
                let resources = ResourceContext.current
                for (index, edge) in edges.edges.enumerated() {
                    // Interrupted: stop; the rasterizer throws at its next checkpoint.
                    if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
                    while nextContour < starts.count, starts[nextContour] <= index {
                        writer.label = labels[nextContour] << 1
                        nextContour += 1
                    }
                    writer.accumulate(edge)
                }
                swap(&runs, &writer.runs)
            }
        }
        swap(&cells, &accumulation)
        swap(&runs, &touchedRuns)
        swap(&bits, &touchedCells)
        // Turning rows matter only where two labels meet.
        if recordsRuns { findTurningRows(edges) }
    }

    /// Records the rows in which two different contours turn back in y (a vertex between an
    /// edge going up and one going down; horizontal edges are already gone) at heights strictly
    /// inside the row, changing the winding of the wedge beyond the turn the same way. One
    /// turning contour alone keeps the windings of a gap within two neighbouring values, and so
    /// do two whose wedges change it oppositely (a stroke's outer side and its inner side, a
    /// shape and its hole: 0, 1, 0); two that both add (or both subtract) make 0, 1, 2 and the
    /// average is wrong where they overlap. Where a turning contour meets another contour's
    /// edge inside the turning pixel a small error remains (docs/render.md).
    private mutating func findTurningRows(_ edges: EdgeList) {
        let starts = edges.contourStarts, all = edges.edges
        // Per row, the first contour turning there with a wedge of winding +1 (even slots) and −1
        // (odd slots).
        var firstTurningContour: [Int32] = []
        for (number, first) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : all.count
            guard end - first > 1 else { continue }
            var previous = all[end - 1]
            for index in first..<end {
                let edge = all[index]
                let edgeGoesDown = edge.y1 > edge.y0
                if (previous.y1 > previous.y0) != edgeGoesDown {
                    let y = edge.y0, row = y.rounded(.down)
                    if y > row, y > Double(rect.minY), y < Double(rect.maxY) {
                        if firstTurningContour.isEmpty {
                            firstTurningContour = [Int32](repeating: -1, count: 2 * rect.height)
                        }
                        // The wedge beyond the turn lies between the two edges; crossing its
                        // left edge rightwards adds +1 if that edge goes down (the accumulator's
                        // convention), −1 if it goes up.
                        let edgeIsLeft: Bool
                        if edge.x0 != previous.x1 {
                            edgeIsLeft = edge.x0 < previous.x1
                        } else {
                            let edgeSlope = (edge.x1 - edge.x0) / abs(edge.y1 - edge.y0)
                            let previousSlope = (previous.x0 - previous.x1) / abs(previous.y0 - previous.y1)
                            edgeIsLeft = edgeSlope < previousSlope
                        }
                        let slot = 2 * (Int(row) - rect.minY) + (edgeIsLeft == edgeGoesDown ? 0 : 1)
                        let contour = edges.contourLabels[number]
                        if firstTurningContour[slot] < 0 {
                            firstTurningContour[slot] = contour
                        } else if firstTurningContour[slot] != contour {
                            turningRows.append(Int32(truncatingIfNeeded: slot / 2))
                        }
                    }
                }
                previous = edge
            }
        }
    }
}

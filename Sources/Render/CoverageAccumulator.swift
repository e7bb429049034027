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
    /// The columns of each row whose cells an edge wrote, as written (unsorted, overlapping).
    /// Between them the winding number is constant, so the blitter handles those gaps as whole
    /// spans — the empty inside of a stroke's outline, the full inside of a fill — and reads
    /// cells only in these runs: the sparse-cell idea of FreeType's rasterizer on a dense buffer.
    private(set) var touchedRuns: [TouchedRun] = []

    /// Columns `start..<end` of row `row` (relative to `rect`) hold written cells.
    struct TouchedRun: Equatable {
        var row: Int32
        var start: Int32
        var end: Int32
    }

    /// An empty accumulation over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        stride = rect.width + 1
        accumulation = [Float](repeating: 0, count: stride * rect.height)
    }

    /// An empty accumulation over `rect` in `storage`, which must be all zeros (as
    /// `recycledStorage()` leaves it); it is grown when too small. Saves allocating and clearing
    /// a bounding box of cells for every path.
    init(rect: PixelRect, storage: inout [Float]) {
        self.rect = rect
        stride = rect.width + 1
        let needed = stride * rect.height
        if storage.count < needed { storage.append(contentsOf: repeatElement(0, count: needed - storage.count)) }
        accumulation = []
        swap(&accumulation, &storage)
    }

    /// Hands the cell storage back with every cell an edge wrote set to zero again.
    mutating func recycledStorage() -> [Float] {
        var storage: [Float] = []
        swap(&storage, &accumulation)
        storage.withUnsafeMutableBufferPointer { cells in
            for run in touchedRuns {
                let base = Int(run.row) * stride
                for index in (base + Int(run.start))..<(base + Int(run.end)) { cells[index] = 0 }
                // A deposit can also reach the extra cell past the row's last column.
                cells[base + stride - 1] = 0
            }
        }
        touchedRuns.removeAll(keepingCapacity: true)
        return storage
    }

    /// Records that row `row` has written cells in columns `first..<end` (clamped to the row).
    @inline(__always)
    private mutating func touch(row: Int, from first: Int, to end: Int) {
        touchedRuns.append(TouchedRun(row: Int32(row), start: Int32(first), end: Int32(min(end, rect.width))))
    }

    /// The touched runs sorted by row and column, with overlapping or adjacent runs merged.
    ///
    /// A counting sort by row (rows are `0..<height`), then an insertion sort within each row,
    /// which holds a handful of runs: linear in the number of runs for ordinary paths.
    func mergedRuns() -> [TouchedRun] {
        let height = rect.height
        guard height > 0, !touchedRuns.isEmpty else { return [] }
        var rowStarts = [Int](repeating: 0, count: height + 1)
        for run in touchedRuns { rowStarts[Int(run.row) + 1] += 1 }
        for row in 0..<height { rowStarts[row + 1] += rowStarts[row] }
        var next = rowStarts
        var sorted = [TouchedRun](repeating: TouchedRun(row: 0, start: 0, end: 0), count: touchedRuns.count)
        for run in touchedRuns {
            sorted[next[Int(run.row)]] = run
            next[Int(run.row)] += 1
        }
        var merged: [TouchedRun] = []
        merged.reserveCapacity(touchedRuns.count)
        for row in 0..<height where rowStarts[row + 1] > rowStarts[row] {
            let first = rowStarts[row], end = rowStarts[row + 1]
            for i in (first + 1)..<max(first + 1, end) {
                let run = sorted[i]
                var j = i - 1
                while j >= first, sorted[j].start > run.start {
                    sorted[j + 1] = sorted[j]
                    j -= 1
                }
                sorted[j + 1] = run
            }
            for run in sorted[first..<end] {
                if let last = merged.last, last.row == run.row, run.start <= last.end {
                    merged[merged.count - 1].end = max(last.end, run.end)
                } else {
                    merged.append(run)
                }
            }
        }
        return merged
    }

    /// Accumulates every edge of `edges`.
    mutating func accumulate(_ edges: EdgeList) {
        guard !rect.isEmpty else { return }
        for edge in edges.edges { accumulate(edge) }
    }

    /// Accumulates one directed edge: cuts it into rows, then hands each row's piece on.
    mutating func accumulate(_ edge: EdgeList.Edge) {
        let direction: Double = edge.y1 > edge.y0 ? 1 : -1
        let (topX, topY, bottomX, bottomY) = edge.y0 < edge.y1
            ? (edge.x0, edge.y0, edge.x1, edge.y1) : (edge.x1, edge.y1, edge.x0, edge.y0)
        let top = max(topY, Double(rect.minY)), bottom = min(bottomY, Double(rect.maxY))
        guard top < bottom else { return }
        let slope = (bottomX - topX) / (bottomY - topY)
        let originX = Double(rect.minX)
        var row = Int(top.rounded(.down))
        while Double(row) < bottom {
            let y0 = max(top, Double(row)), y1 = min(bottom, Double(row + 1))
            if y1 > y0 {
                let xa = topX + (y0 - topY) * slope - originX
                let xb = topX + (y1 - topY) * slope - originX
                accumulateRowPiece(row: row - rect.minY, xa: xa, xb: xb, height: (y1 - y0) * direction)
            }
            row += 1
        }
    }

    /// Accumulates the piece of an edge that stays within one row, from `x = xa` to `x = xb`
    /// (relative to the rectangle's left side) with signed `height`.
    ///
    /// The height is spread evenly over the piece's x extent (the piece is straight), so a
    /// sub-interval of x gets the matching share of it.
    private mutating func accumulateRowPiece(row: Int, xa: Double, xb: Double, height: Double) {
        let base = row * stride
        let width = Double(rect.width)
        // An edge a denormal distance tall has an infinite slope, and 0 × ∞ is NaN: such a piece
        // covers no area worth drawing.
        guard xa.isFinite, xb.isFinite else { return }
        let (lo, hi) = xa <= xb ? (xa, xb) : (xb, xa)
        if hi <= 0 {
            accumulation[base] += Float(height)
            touch(row: row, from: 0, to: 1)
            return
        }
        // Right of the rectangle nothing is visible; the winding simply stays as it was.
        if lo >= width { return }
        touch(row: row, from: max(0, Int(lo)), to: Int(min(hi, width)) + 2)
        let span = hi - lo
        if span < 1e-9 {
            deposit(base: base, column: Int(lo), from: lo, to: lo, height: height)
            return
        }
        let heightPerX = height / span
        var start = lo
        if lo < 0 {
            // Left of the rectangle: the whole pixel row to its right is covered.
            accumulation[base] += Float(heightPerX * -lo)
            start = 0
        }
        let end = min(hi, width)
        var column = Int(start)
        while Double(column) < end {
            let a = max(start, Double(column)), b = min(end, Double(column + 1))
            if b > a {
                deposit(base: base, column: column, from: a, to: b, height: heightPerX * (b - a))
            }
            column += 1
        }
    }

    /// Adds the trapezoid of a piece inside one column, and its remainder to the next cell.
    @inline(__always)
    private mutating func deposit(base: Int, column: Int, from a: Double, to b: Double, height: Double) {
        let mid = (a + b) / 2 - Double(column)
        let inside = height * (1 - mid)
        accumulation[base + column] += Float(inside)
        accumulation[base + column + 1] += Float(height - inside)
    }
}

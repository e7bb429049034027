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
    /// Per row, the columns that can be covered: from the first cell an edge touched to the
    /// last (or to the row's end when a piece ran off the right side). Outside it the winding
    /// number is zero, so later stages skip it — a stroke's outline touches a thin band of a
    /// wide bounding box.
    private(set) var rowSpans: [Range<Int32>]

    /// An empty accumulation over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        stride = rect.width + 1
        accumulation = [Float](repeating: 0, count: stride * rect.height)
        rowSpans = [Range<Int32>](repeating: 0..<0, count: rect.height)
    }

    /// Widens row `row`'s span to include columns `first..<end`.
    @inline(__always)
    private mutating func touch(row: Int, from first: Int, to end: Int) {
        let span = rowSpans[row], lower = Int32(first), upper = Int32(min(end, rect.width))
        rowSpans[row] = span.isEmpty ? lower..<upper : min(span.lowerBound, lower)..<max(span.upperBound, upper)
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
        let (lo, hi) = xa <= xb ? (xa, xb) : (xb, xa)
        if hi <= 0 {
            accumulation[base] += Float(height)
            touch(row: row, from: 0, to: rect.width)
            return
        }
        if lo >= width {
            // Nothing to deposit, but the winding stays unbalanced up to the row's end.
            touch(row: row, from: rect.width - 1, to: rect.width)
            return
        }
        // Pieces reaching past the right side leave the winding unbalanced up to the row's end.
        touch(row: row, from: max(0, Int(lo)), to: hi >= width ? rect.width : Int(hi) + 2)
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

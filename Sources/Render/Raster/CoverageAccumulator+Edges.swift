extension CoverageAccumulator {
    /// The inner loop of the accumulation: cuts edges into row pieces and row pieces into column
    /// deposits, writing cells through a plain pointer (the accumulator lends it its buffer).
    ///
    /// Row and column indices stay inside the rectangle (rows are clamped to it, columns to
    /// 0…width), far from Int's limits, so their arithmetic uses the wrapping operators: no
    /// overflow branch on every row piece.
    struct EdgeWriter {
        let cells: UnsafeMutablePointer<Float>
        let rect: PixelRect
        let stride: Int
        /// The touched runs written so far (see `TouchedRun`).
        var runs: [TouchedRun]
        /// The current contour's label × 2 (`TouchedRun.contour` adds 1 for edges going down).
        var label: Int32 = 0
        /// The touched-cell bits (`CoverageAccumulator.touchedCells`), `wordsPerRow` per row.
        let touchedCells: UnsafeMutablePointer<UInt64>
        let wordsPerRow: Int
        /// Whether touched runs are recorded too (paths of several labels).
        let recordsRuns: Bool
        /// The rectangle's width in cells and as a Double, its top row and left side: read for
        /// every row piece, so kept here rather than recomputed from `rect`.
        let width: Int
        let widthAsDouble: Double
        let originX: Double
        let topRow: Int
        let topEdge: Double
        let bottomEdge: Double

        init(cells: UnsafeMutablePointer<Float>, rect: PixelRect, stride: Int, runs: [TouchedRun],
             touchedCells: UnsafeMutablePointer<UInt64>, wordsPerRow: Int, recordsRuns: Bool) {
            self.cells = cells
            self.rect = rect
            self.stride = stride
            self.runs = runs
            self.touchedCells = touchedCells
            self.wordsPerRow = wordsPerRow
            self.recordsRuns = recordsRuns
            width = rect.width
            widthAsDouble = Double(rect.width)
            originX = Double(rect.minX)
            topRow = rect.minY
            topEdge = Double(rect.minY)
            bottomEdge = Double(rect.maxY)
        }

        /// Accumulates one directed edge: cuts it into rows, then hands each row's piece on.
        @inline(__always)
        mutating func accumulate(_ edge: EdgeList.Edge) {
            let direction: Double = edge.y1 > edge.y0 ? 1 : -1
            let (topX, topY, bottomX, bottomY) = edge.y0 < edge.y1
                ? (edge.x0, edge.y0, edge.x1, edge.y1) : (edge.x1, edge.y1, edge.x0, edge.y0)
            let top = max(topY, topEdge), bottom = min(bottomY, bottomEdge)
            guard top < bottom else { return }
            let slope = (bottomX - topX) / (bottomY - topY)
            // `top` is finite and at most the rectangle's bottom; truncation is the floor when
            // it is not negative (no call into libm's floor).
            var row = top >= 0 ? Int(top) : Int(top.rounded(.down))
            // Row by row from `top`: each piece runs from where the last ended to the next row
            // boundary or `bottom`, whichever comes first.
            var y0 = top, rowBottom = Double(row) + 1
            while y0 < bottom {
                let y1 = rowBottom < bottom ? rowBottom : bottom
                if y1 > y0 {
                    let xa = topX + (y0 - topY) * slope - originX
                    let xb = topX + (y1 - topY) * slope - originX
                    accumulateRowPiece(row: row &- topRow, xa: xa, xb: xb, height: (y1 - y0) * direction)
                }
                row &+= 1
                y0 = rowBottom
                rowBottom += 1
            }
        }

        /// Sets the touched bits of cells `first...last` of row `row` (relative to the rectangle).
        @inline(__always)
        private func mark(row: Int, from first: Int, through last: Int) {
            let rowBits = touchedCells + row &* wordsPerRow
            let firstWord = first &>> 6, lastWord = last &>> 6
            let low = UInt64.max &<< UInt64(truncatingIfNeeded: first & 63)
            let high = UInt64.max &>> UInt64(truncatingIfNeeded: 63 - (last & 63))
            if firstWord == lastWord {
                rowBits[firstWord] |= low & high
                return
            }
            rowBits[firstWord] |= low
            var word = firstWord + 1
            while word < lastWord {
                rowBits[word] = .max
                word += 1
            }
            rowBits[lastWord] |= high
        }

        /// Records that row `row` has written cells in columns `first..<end` (clamped to the row).
        ///
        /// A flattened curve's short edges often continue in the row the previous one ended in:
        /// such a piece extends the last run instead of adding one (same contour and direction,
        /// touching columns), which is what `mergedRuns` would do with it anyway.
        @inline(__always)
        private mutating func touch(row: Int, from first: Int, to end: Int, downward: Bool) {
            let run = TouchedRun(row: Int32(row), start: Int32(first), end: Int32(min(end, width)),
                                 contour: label | (downward ? 1 : 0))
            let lastIndex = runs.count - 1
            if lastIndex >= 0 {
                let last = runs[lastIndex]
                if last.row == run.row, last.contour == run.contour, run.start <= last.end, run.end >= last.start {
                    runs[lastIndex].start = min(last.start, run.start)
                    runs[lastIndex].end = max(last.end, run.end)
                    return
                }
            }
            runs.append(run)
        }

        /// Accumulates the piece of an edge that stays within one row, from `x = xa` to `x = xb`
        /// (relative to the rectangle's left side) with signed `height`.
        ///
        /// The height is spread evenly over the piece's x extent (the piece is straight), so a
        /// sub-interval of x gets the matching share of it.
        @inline(__always)
        private mutating func accumulateRowPiece(row: Int, xa: Double, xb: Double, height: Double) {
            let rowCells = cells + row &* stride
            let width = widthAsDouble
            // An edge a denormal distance tall has an infinite slope, and 0 × ∞ is NaN: such a
            // piece covers no area worth drawing.
            guard xa.isFinite, xb.isFinite else { return }
            let (lo, hi) = xa <= xb ? (xa, xb) : (xb, xa)
            if hi <= 0 {
                rowCells[0] += Float(height)
                mark(row: row, from: 0, through: 0)
                // Counted as crossing the first pixel: two contours projected there overlap in it.
                if recordsRuns { touch(row: row, from: 0, to: 2, downward: height > 0) }
                return
            }
            // Right of the rectangle nothing is visible; the winding simply stays as it was.
            if lo >= width { return }
            // The deposits below write columns from the first one crossed to one past the last
            // (its remainder), which can be the extra cell at `rect.width`.
            // (`lo` may be far left of the rectangle, beyond Int's range: only 0 ≤ lo < width
            // is converted.)
            let firstTouched = lo > 0 ? Int(lo) : 0, lastCrossed = Int(min(hi, width))
            mark(row: row, from: firstTouched, through: min(lastCrossed &+ 1, self.width))
            if recordsRuns { touch(row: row, from: firstTouched, to: lastCrossed + 2, downward: height > 0) }
            let span = hi - lo
            if span < 1e-9 {
                deposit(rowCells, column: Int(lo), from: lo, to: lo, height: height)
                return
            }
            let heightPerX = height / span
            var start = lo
            if lo < 0 {
                // Left of the rectangle: the whole pixel row to its right is covered.
                rowCells[0] += Float(heightPerX * -lo)
                start = 0
            }
            let end = min(hi, width)
            // Int(start) and Int(end), converted above.
            let firstColumn = firstTouched, lastColumn = lastCrossed
            if firstColumn == lastColumn || (lastColumn == firstColumn &+ 1 && end == Double(lastColumn)) {
                // Within one column (the common case for a flattened curve's short edges).
                deposit(rowCells, column: firstColumn, from: start, to: end, height: heightPerX * (end - start))
                return
            }
            // Several columns (lastColumn > firstColumn, and the piece goes past the first
            // column's right side): the first from `start` to its right side, every column in
            // between whole, the last from its left side to `end` when the piece reaches into it.
            // Each column's remainder is carried to the next in a register (`pending`) and added
            // to that cell right before its own trapezoid, in the order `deposit` column by
            // column would add them (the same sums, rounded the same), so every cell is read and
            // written once: reading a pair of cells just written one by one stalls the store
            // buffer.
            let firstRight = Double(firstColumn &+ 1)
            let firstHeight = heightPerX * (firstRight - start)
            let firstInside = firstHeight * (1 - ((start + firstRight) / 2 - Double(firstColumn)))
            rowCells[firstColumn] += Float(firstInside)
            var pending = Float(firstHeight - firstInside)
            // A whole column's trapezoid has its middle at ½: half the height to it and half to
            // the next cell, the same two numbers every time.
            let inside = heightPerX * 0.5, remainder = heightPerX - inside
            let insideCell = Float(inside), remainderCell = Float(remainder)
            var column = firstColumn &+ 1
            while column < lastColumn {
                rowCells[column] = (rowCells[column] + pending) + insideCell
                pending = remainderCell
                column &+= 1
            }
            let lastLeft = Double(lastColumn)
            if end > lastLeft {
                let lastHeight = heightPerX * (end - lastLeft)
                let lastInside = lastHeight * (1 - ((lastLeft + end) / 2 - Double(lastColumn)))
                rowCells[lastColumn] = (rowCells[lastColumn] + pending) + Float(lastInside)
                rowCells[lastColumn &+ 1] += Float(lastHeight - lastInside)
            } else {
                rowCells[lastColumn] += pending
            }
        }

        /// Adds the trapezoid of a piece inside one column, and its remainder to the next cell.
        @inline(__always)
        private func deposit(_ rowCells: UnsafeMutablePointer<Float>, column: Int, from a: Double, to b: Double, height: Double) {
            let mid = (a + b) / 2 - Double(column)
            let inside = height * (1 - mid)
            rowCells[column] += Float(inside)
            rowCells[column &+ 1] += Float(height - inside)
        }
    }
}

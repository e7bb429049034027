import Geometry
internal import CPNG

extension Blitter {
    /// The longest gap between touched runs that `fillTouchedRows` walks pixel by pixel rather
    /// than compositing as a span: about where a span's fixed cost (finding the next run, the
    /// `constant` call) equals a few pixels' running sums (measured on the typical figure).
    static let shortGap = 8

    /// Pixmaps larger than this (bytes) have the pixels of the row after next prefetched: about
    /// where they stop fitting in a core's L2 cache with room to spare.
    static let prefetchingByteCount = 4 << 20

    /// Composites a single-label path row by row along its touched-cell bits
    /// (`CoverageAccumulator.touchedCells`), zeroing the cells and bits it reads.
    ///
    /// Each maximal run of set bits is resolved pixel by pixel (running sum, fill-rule fold);
    /// between runs the winding is constant and the gap is one span of one coverage. The bits
    /// are in row and column order already, so unlike `fillRows` nothing is sorted or merged,
    /// and clearing the cells right after reading them costs no second pass over them. Only
    /// for paths whose edges carry one contour label: no two contours can meet in a pixel, so
    /// no pixel needs `OverlapResolver`.
    static func fillTouchedRows(_ pixmap: inout Pixmap, _ accumulator: inout CoverageAccumulator, _ rule: FillRule,
                                clip: (values: UnsafeBufferPointer<Float>, rect: PixelRect)?, _ shader: PaintShader) {
        let rect = accumulator.rect
        let pixmapWidth = pixmap.width, stride = accumulator.stride, width = rect.width
        let wordsPerRow = accumulator.wordsPerRow
        let solidWord = shader.solidColor.map { Self.word($0) }
        let prefetches = pixmap.samples.count > Self.prefetchingByteCount
        let isNonZero = if case .nonZero = rule { true } else { false }
        // Three more than the row: `compositeSolidRun` pads its last group of four with zeros.
        let coverage = UnsafeMutablePointer<Float>.allocate(capacity: width + 3)
        let colorRow: UnsafeMutablePointer<UInt32>? = solidWord == nil ? .allocate(capacity: Swift.max(1, width)) : nil
        defer {
            coverage.deallocate()
            colorRow?.deallocate()
        }
        _ = accumulator.withCellsAndTouchedBits { cells, bits in
            pixmap.samples.withUnsafeMutableBytes { bytes in
                guard let pixels = bytes.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
                var segment = RowSegment(coverage: coverage, destination: pixels, clip: nil, solidWord: solidWord,
                                         shader: shader, colors: colorRow, x0: rect.minX, y: 0)
                let resources = ResourceContext.current
                for localRow in 0..<rect.height {
                    // Interrupted: stop here. The cells left unzeroed are never reused: the
                    // rasterizer throws at its next checkpoint and drops its scratch cells.
                    if localRow & 63 == 63, resources?.isInterruptRequested == true { break }
                    let rowBits = bits + localRow * wordsPerRow
                    guard var start = TouchedBits.nextSet(rowBits, words: wordsPerRow, from: 0) else { continue }
                    let y = rect.minY + localRow
                    // The edges move little from row to row: ask for the destination pixels two
                    // rows down at that row's first and last touched cells, so the row after next
                    // does not wait on memory there (the 2048² pixmap is far past L2). A pixmap of
                    // a notebook figure (1.4 MB at 600×600) stays in cache: no searching ahead.
                    if prefetches, localRow + 2 < rect.height {
                        let aheadBits = rowBits + 2 * wordsPerRow
                        if let first = TouchedBits.nextSet(aheadBits, words: wordsPerRow, from: 0),
                           let last = TouchedBits.lastSet(aheadBits, words: wordsPerRow) {
                            let ahead = pixels + (y + 2) * pixmapWidth + rect.minX
                            shapebook_prefetch(ahead + Swift.min(first, width - 1))
                            shapebook_prefetch(ahead + Swift.min(last, width - 1))
                        }
                    }
                    segment.destination = pixels + y * pixmapWidth + rect.minX
                    segment.y = y
                    if let clip, let clipValues = clip.values.baseAddress {
                        segment.clip = clipValues + (y - clip.rect.minY) * clip.rect.width + (rect.minX - clip.rect.minX)
                    }
                    let cellRow = cells + localRow * stride
                    var winding: Float = 0, column = 0
                    while true {
                        var end = TouchedBits.nextClear(rowBits, words: wordsPerRow, from: start)
                        // A gap of a few pixels is cheaper to walk pixel by pixel than to composite
                        // as a span (the inside of a thin stroke, between two star points): its
                        // cells are zero, so the running sum carries the gap's coverage across it
                        // and every pixel comes out exactly as `constant` would make it.
                        var next = end < width ? TouchedBits.nextSet(rowBits, words: wordsPerRow, from: end) : nil
                        while let following = next, following - end <= Self.shortGap {
                            end = TouchedBits.nextClear(rowBits, words: wordsPerRow, from: following)
                            next = end < width ? TouchedBits.nextSet(rowBits, words: wordsPerRow, from: end) : nil
                        }
                        // Most gaps are empty (outside the shape, inside a stroke): those cost no
                        // call (`constant` skips coverage below half a level anyway).
                        let gapCoverage = CoverageMask.fold(winding, rule: rule)
                        if gapCoverage >= 0.5 / 255, start > column { segment.constant(gapCoverage, from: column, to: start) }
                        let visibleEnd = Swift.min(end, width)
                        if let solidWord, clip == nil, visibleEnd > start {
                            // A solid colour without a clip: composited four pixels at a time as
                            // the running sum goes (the last group may reach past the run, up to
                            // the rectangle's right side, leaving those pixels unchanged).
                            if isNonZero {
                                compositeSolidCells(solidWord, cells: cellRow + start, count: visibleEnd - start,
                                                    paddedCount: width - start, winding: &winding,
                                                    onto: segment.destination + start)
                            } else {
                                for i in start..<visibleEnd {
                                    winding += cellRow[i]
                                    cellRow[i] = 0
                                    coverage[i] = CoverageMask.fold(winding, rule: rule)
                                }
                                compositeSolidRun(solidWord, coverage: coverage + start, count: visibleEnd - start,
                                                  paddedCount: width - start, onto: segment.destination + start)
                            }
                        } else {
                            for i in start..<Swift.max(start, visibleEnd) {
                                winding += cellRow[i]
                                cellRow[i] = 0
                                coverage[i] = CoverageMask.fold(winding, rule: rule)
                            }
                            segment.composite(from: start, to: visibleEnd)
                        }
                        // The remainder cell past the last column holds nothing visible.
                        for i in Swift.max(start, visibleEnd)..<end { cellRow[i] = 0 }
                        column = Swift.max(column, visibleEnd)
                        guard let next else { break }
                        start = next
                    }
                    let endCoverage = CoverageMask.fold(winding, rule: rule)
                    if endCoverage >= 0.5 / 255, width > column { segment.constant(endCoverage, from: column, to: width) }
                    rowBits.update(repeating: 0, count: wordsPerRow)
                }
            }
        }
    }
}

/// Searches in one row of touched-cell bits (`CoverageAccumulator.touchedCells`): bit `x % 64`
/// of word `x / 64` stands for column `x`.
enum TouchedBits {
    /// The first set bit at or after `position`, or nil.
    @inline(__always)
    static func nextSet(_ row: UnsafePointer<UInt64>, words: Int, from position: Int) -> Int? {
        var index = position &>> 6
        guard index < words else { return nil }
        var word = row[index] & (UInt64.max &<< UInt64(truncatingIfNeeded: position & 63))
        while word == 0 {
            index += 1
            guard index < words else { return nil }
            word = row[index]
        }
        return index &* 64 &+ word.trailingZeroBitCount
    }

    /// The first clear bit at or after `position` (`words × 64` when every later bit is set).
    @inline(__always)
    static func nextClear(_ row: UnsafePointer<UInt64>, words: Int, from position: Int) -> Int {
        var index = position &>> 6
        guard index < words else { return words &* 64 }
        var word = ~row[index] & (UInt64.max &<< UInt64(truncatingIfNeeded: position & 63))
        while word == 0 {
            index += 1
            guard index < words else { return words &* 64 }
            word = ~row[index]
        }
        return index &* 64 &+ word.trailingZeroBitCount
    }

    /// The last set bit of the row, or nil.
    @inline(__always)
    static func lastSet(_ row: UnsafePointer<UInt64>, words: Int) -> Int? {
        var index = words - 1
        while index >= 0 {
            let word = row[index]
            if word != 0 { return index &* 64 &+ 63 &- word.leadingZeroBitCount }
            index -= 1
        }
        return nil
    }
}

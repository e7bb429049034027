import Geometry
internal import CPNG

/// Stage 4 of the rasterizer: composites a paint through coverage onto a pixmap.
///
/// Source-over on premultiplied colour: `destination = source × k + destination × (1 − αₛ × k)`
/// with `k` the pixel's coverage times any clip. A fill's coverage is never stored whole: each
/// row is walked along its touched cells (`fillTouchedRows`, Blitter+TouchedCells.swift) or, for
/// paths of several contour labels, its touched runs (`CoverageAccumulator.mergedRuns`); inside a run the
/// cells are summed and folded by the fill rule into a scratch row, multiplied by the clip's row
/// and composited; between runs the winding is constant, so a gap is composited as one span of
/// one coverage, or skipped when that is zero (`CoverageMask` does the same fold for clips,
/// which must be kept).
///
/// Solid colours are composited in 8-bit integers, two channels per 32-bit multiply ("SWAR"),
/// with exact rounding of `value × factor / 255` (`(t + (t >> 8)) >> 8`, t = v·f + 128). The
/// coverage is rounded to 8 bits first, so a half-covered pixel of an opaque colour gets alpha
/// 128 and a pixel's error is at most one level. A fully covered opaque pixel is a plain store.
/// Gradients are looked up per pixel in the ramp's premultiplied table and composited the same
/// way. Pixel words are read in memory order (R, G, B, A) as little-endian `UInt32`s.
enum Blitter {
    /// Composites `shader` through the coverage accumulated in `accumulator`, under `rule`,
    /// multiplied by `clip` when there is one. The accumulation must lie inside the pixmap and
    /// the clip's rectangle (the rasterizer's `drawableBounds` guarantees it).
    /// A path of one contour label (`recordsRuns` false) is walked along its touched-cell bits,
    /// and its cells and bits are zeroed on the way (`fillTouchedRows`); others along their
    /// merged runs, leaving the cells for `recycledStorage`.
    static func fill(_ pixmap: inout Pixmap, accumulator: inout CoverageAccumulator, rule: FillRule,
                     clip: CoverageMask?, shader: PaintShader) {
        let rect = accumulator.rect
        guard !rect.isEmpty, rect.minX >= 0, rect.minY >= 0, rect.maxX <= pixmap.width, rect.maxY <= pixmap.height else { return }
        func fillRows(_ clip: (values: UnsafeBufferPointer<Float>, rect: PixelRect)?) {
            if accumulator.recordsRuns {
                Self.fillRows(&pixmap, accumulator, rule, clip: clip, shader)
            } else {
                Self.fillTouchedRows(&pixmap, &accumulator, rule, clip: clip, shader)
            }
        }
        if let clip {
            let clipRect = clip.rect
            guard rect.minX >= clipRect.minX, rect.maxX <= clipRect.maxX,
                  rect.minY >= clipRect.minY, rect.maxY <= clipRect.maxY else { return }
            clip.withValues { fillRows(($0, clipRect)) }
        } else {
            fillRows(nil)
        }
    }

    private static func fillRows(_ pixmap: inout Pixmap, _ accumulator: CoverageAccumulator, _ rule: FillRule,
                                 clip: (values: UnsafeBufferPointer<Float>, rect: PixelRect)?, _ shader: PaintShader) {
        let rect = accumulator.rect
        let pixmapWidth = pixmap.width, stride = accumulator.stride, width = rect.width
        let runs = accumulator.mergedRuns()
        // Pixels crossed by edges of different contours are resolved from the edges (rare).
        var resolver = OverlapResolver(edges: accumulator.edges, rect: rect, rule: rule, runs: runs)
        var coverage = [Float](repeating: 0, count: width)
        let solidWord = shader.solidColor.map { Self.word($0) }
        let colorRow: UnsafeMutablePointer<UInt32>? = solidWord == nil ? .allocate(capacity: Swift.max(1, width)) : nil
        defer { colorRow?.deallocate() }
        accumulator.accumulation.withUnsafeBufferPointer { cellBuffer in
            coverage.withUnsafeMutableBufferPointer { coverageBuffer in
                pixmap.samples.withUnsafeMutableBytes { bytes in
                    guard let cells = cellBuffer.baseAddress, let row = coverageBuffer.baseAddress,
                          let pixels = bytes.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
                    // One segment for the whole fill, moved from row to row: building it per row
                    // copied the shader (its enum and table) for every row of every path.
                    var segment = RowSegment(coverage: row, destination: pixels, clip: nil, solidWord: solidWord,
                                             shader: shader, colors: colorRow, x0: rect.minX, y: 0)
                    var index = 0
                    let resources = ResourceContext.current
                    while index < runs.count {
                        let localRow = Int(runs[index].row), y = rect.minY + localRow
                        // Interrupted: stop; the rasterizer throws at its next checkpoint.
                        if localRow & 63 == 63, resources?.isInterruptRequested == true { break }
                        let cellRow = cells + localRow * stride
                        // The edges move little from row to row: ask for the destination pixels
                        // two rows down at this row's first and last run, so the row after next
                        // does not wait on memory there (the 2048² pixmap is far past L2).
                        if y + 2 < rect.maxY {
                            let ahead = pixels + (y + 2) * pixmapWidth + rect.minX
                            shapebook_prefetch(ahead + Int(runs[index].start))
                            var last = index
                            while last + 1 < runs.count, runs[last + 1].row == runs[index].row { last += 1 }
                            shapebook_prefetch(ahead + Int(runs[last].start))
                        }
                        segment.destination = pixels + y * pixmapWidth + rect.minX
                        segment.y = y
                        if let clip, let clipValues = clip.values.baseAddress {
                            segment.clip = clipValues + (y - clip.rect.minY) * clip.rect.width + (rect.minX - clip.rect.minX)
                        }
                        // Runs of written cells are resolved pixel by pixel; between them the
                        // winding is constant, so the gaps are whole spans of one coverage.
                        var winding: Float = 0, column = 0, lastRunWasExact = false
                        while index < runs.count, Int(runs[index].row) == localRow {
                            let start = Int(runs[index].start), end = Int(runs[index].end)
                            let exact = runs[index].needsExactCoverage
                            index += 1
                            if exact, start > column, resolver != nil {
                                // A gap has one coverage across, but in a resolved row the winding
                                // may vary up and down it: resolve one column of it.
                                resolver?.resolve(row: localRow, from: column, to: column + 1, into: row)
                                segment.constant(row[column], from: column, to: start)
                            } else {
                                segment.constant(CoverageMask.fold(winding, rule: rule), from: column, to: start)
                            }
                            lastRunWasExact = exact
                            if exact, resolver != nil {
                                // The running sum is still needed for the gap after the run.
                                for i in start..<end { winding += cellRow[i] }
                                resolver?.resolve(row: localRow, from: start, to: end, into: row)
                            } else {
                                for i in start..<end {
                                    winding += cellRow[i]
                                    row[i] = CoverageMask.fold(winding, rule: rule)
                                }
                            }
                            segment.composite(from: start, to: end)
                            column = end
                        }
                        if lastRunWasExact, width > column, resolver != nil {
                            resolver?.resolve(row: localRow, from: column, to: column + 1, into: row)
                            segment.constant(row[column], from: column, to: width)
                        } else {
                            segment.constant(CoverageMask.fold(winding, rule: rule), from: column, to: width)
                        }
                    }
                }
            }
        }
    }

    /// One row of a fill: where its coverage goes, the clip's row, and the paint.
    struct RowSegment {
        let coverage: UnsafeMutablePointer<Float>
        /// The row's first pixel in the accumulation's rectangle.
        var destination: UnsafeMutablePointer<UInt32>
        var clip: UnsafePointer<Float>?
        let solidWord: UInt32?
        let shader: PaintShader
        /// Scratch for a row of the shader's colours (nil for solid colours).
        let colors: UnsafeMutablePointer<UInt32>?
        let x0: Int
        var y: Int

        /// Composites columns `start..<end` whose coverage is already in `coverage`.
        @inline(__always)
        func composite(from start: Int, to end: Int) {
            guard end > start else { return }
            if let clip {
                for i in start..<end { coverage[i] *= clip[i] }
            }
            if let solidWord {
                compositeSolid(solidWord, coverage: coverage + start, count: end - start, onto: destination + start)
            } else if let colors {
                shader.words(x: x0 + start, y: y, count: end - start, into: colors + start)
                for i in start..<end where coverage[i] > 0 {
                    destination[i] = over(colors[i], coverage: coverage[i], destination[i])
                }
            }
        }

        /// Composites columns `start..<end`, all at coverage `k`.
        @inline(__always)
        func constant(_ k: Float, from start: Int, to end: Int) {
            guard end > start, k >= 0.5 / 255 else { return }
            guard clip == nil, let solidWord else {
                if clip == nil, k >= 254.5 / 255, shader.isOpaqueGradient {
                    // The inside of an opaque gradient fill: its colours are the pixels.
                    shader.words(x: x0 + start, y: y, count: end - start, into: destination + start)
                    return
                }
                if clip == nil, k >= 254.5 / 255, let colors {
                    // The inside of a translucent gradient fill: its colours at full coverage, over.
                    shader.words(x: x0 + start, y: y, count: end - start, into: colors + start)
                    for i in start..<end {
                        let color = colors[i], keep = 255 &- (color >> 24)
                        destination[i] = keep == 0 ? color : color &+ scale(destination[i], keep)
                    }
                    return
                }
                for i in start..<end { coverage[i] = k }
                composite(from: start, to: end)
                return
            }
            let source = k >= 254.5 / 255 ? solidWord : scale(solidWord, UInt32(k * 255 + 0.5))
            let keep = 255 &- (source >> 24)
            if keep == 0 {
                (destination + start).update(repeating: source, count: end - start)
            } else {
                blendSpan(source, keep: keep, onto: destination + start, count: end - start)
            }
        }
    }

    /// `destination = source + destination × keep / 255` on every channel of `count` pixels:
    /// the interior of a translucent fill. Four pixels at a time in 16-bit lanes (SSE2's
    /// `pmullw` on x86-64, NEON on arm64), each lane holding one channel of the exact rounding
    /// `scale` computes, so the result is bit for bit `source &+ scale(destination, keep)`.
    /// The sum never carries out of a channel: a premultiplied channel is at most its alpha.
    @inline(__always)
    static func blendSpan(_ source: UInt32, keep: UInt32, onto destination: UnsafeMutablePointer<UInt32>, count: Int) {
        let raw = UnsafeMutableRawPointer(destination)
        let keepLanes = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: keep))
        let sourceLanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let lowByte = SIMD8<UInt16>(repeating: 0x00FF), highByte = SIMD8<UInt16>(repeating: 0xFF00)
        let half = SIMD8<UInt16>(repeating: 0x0080)
        var i = 0
        while i + 4 <= count {
            let pixels = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            var even = (pixels & lowByte) &* keepLanes &+ half
            even = (even &+ (even &>> 8)) &>> 8
            var odd = (pixels &>> 8) &* keepLanes &+ half
            odd = (odd &+ (odd &>> 8)) & highByte
            raw.storeBytes(of: (even | odd) &+ sourceLanes, toByteOffset: i * 4, as: SIMD8<UInt16>.self)
            i += 4
        }
        while i < count {
            destination[i] = source &+ scale(destination[i], keep)
            i += 1
        }
    }

    /// Composites one solid premultiplied colour across a row of coverage.
    @inline(__always)
    private static func compositeSolid(_ source: UInt32, coverage: UnsafeMutablePointer<Float>, count: Int,
                                       onto destination: UnsafeMutablePointer<UInt32>) {
        let keep = 255 &- (source >> 24)
        for i in 0..<count { compositeSolid(source, keep: keep, coverage: coverage[i], onto: destination + i) }
    }

    /// Composites one solid premultiplied colour (`keep` = 255 − its alpha) onto one pixel at
    /// coverage `k` (0…1).
    @inline(__always)
    static func compositeSolid(_ source: UInt32, keep: UInt32, coverage k: Float, onto destination: UnsafeMutablePointer<UInt32>) {
        // Below half a level the 8-bit coverage rounds to 0; above 254.5/255 it rounds to 255.
        guard k >= 0.5 / 255 else { return }
        if k >= 254.5 / 255 {
            destination.pointee = keep == 0 ? source : source &+ scale(destination.pointee, keep)
        } else {
            let partial = scale(source, UInt32(k * 255 + 0.5))
            destination.pointee = partial &+ scale(destination.pointee, 255 &- (partial >> 24))
        }
    }

    /// Source-over of one premultiplied pixel word at `coverage` (0…1) onto `destination`.
    @inline(__always)
    private static func over(_ source: UInt32, coverage k: Float, _ destination: UInt32) -> UInt32 {
        let partial = k >= 254.5 / 255 ? source : scale(source, UInt32(max(0, min(1, k)) * 255 + 0.5))
        return partial &+ scale(destination, 255 &- (partial >> 24))
    }

    /// Draws `layer` onto `pixmap` at `opacity`: how an opacity group lands on what is below it.
    /// Only the rows of `rows` when given (a band of a banded render); pixel by pixel either way.
    static func composite(layer: Pixmap, opacity: Float, onto pixmap: inout Pixmap, rows: PixelRect? = nil) {
        guard opacity > 0, layer.width == pixmap.width, layer.height == pixmap.height else { return }
        let firstRow = max(0, rows?.minY ?? 0), endRow = min(layer.height, rows?.maxY ?? layer.height)
        guard firstRow < endRow else { return }
        layer.samples.withUnsafeBytes { sourceBytes in
            pixmap.samples.withUnsafeMutableBytes { bytes in
                guard let source = sourceBytes.baseAddress?.assumingMemoryBound(to: UInt32.self),
                      let destination = bytes.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
                for i in (firstRow * layer.width)..<(endRow * layer.width) where source[i] != 0 {
                    destination[i] = over(source[i], coverage: opacity, destination[i])
                }
            }
        }
    }

    /// The four samples of a premultiplied colour as one word in memory order (R, G, B, A).
    @inline(__always)
    static func word(_ color: PremultipliedColor) -> UInt32 {
        let (r, g, b, a) = color.bytes
        return UInt32(littleEndian: UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24)
    }

    /// Every channel of `pixel` times `factor` / 255, rounded to nearest, exactly: red and blue
    /// in one multiply, green and alpha in another (each 16-bit lane holds at most 65,535).
    @inline(__always)
    static func scale(_ pixel: UInt32, _ factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | greenAlpha
    }
}

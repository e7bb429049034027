extension Blitter {
    /// Composites one solid premultiplied colour onto `count` pixels at the coverages in
    /// `coverage` (average winding numbers under the nonzero rule, or coverage already folded
    /// by the fill rule): bit for bit what `compositeSolid` makes of each pixel at the folded
    /// coverage, four pixels at a time.
    ///
    /// `paddedCount` (at least `count`) is how many pixels from `destination` may be read and
    /// written back: the last group of four reaches past `count` when that stays inside it, with
    /// the coverage of the extra pixels set to 0 (`coverage` must have room for four more past
    /// `count`), which leaves them exactly as they were. Only a group that would pass
    /// `paddedCount` goes pixel by pixel. The edge pixels of a fill come in runs of two to five,
    /// so without the padding most of them would.
    ///
    /// Per pixel, as `compositeSolid`: the coverage becomes an 8-bit level `c` (0 below half a
    /// level, 255 from 254.5/255, else ⌊k·255 + 0.5⌋), the source is scaled by `c` (`scale`, exact
    /// rounding) and the destination by 255 minus that alpha. With `c` = 0 the scaled source is 0
    /// and the destination is scaled by 255, which is exact: such pixels stay unchanged. The
    /// scalings run in 16-bit lanes (`pmullw`), red and blue in one vector, green and alpha in
    /// another, as `blendSpan` does.
    @inline(__always)
    static func compositeSolidRun(_ source: UInt32, coverage: UnsafeMutablePointer<Float>, count: Int,
                                  paddedCount: Int, onto destination: UnsafeMutablePointer<UInt32>) {
        let blender = SolidGroupBlender(source)
        let groups = paddedCount >= (count + 3) & ~3 ? (count + 3) & ~3 : count & ~3
        let rawDestination = UnsafeMutableRawPointer(destination), rawCoverage = UnsafeMutableRawPointer(coverage)
        // Zero coverage for the up to three pixels the last group reaches past the run.
        if groups > count { rawCoverage.storeBytes(of: SIMD4<Float>(), toByteOffset: count * 4, as: SIMD4<Float>.self) }
        var i = 0
        while i < groups {
            blender.blend(rawCoverage.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<Float>.self), onto: rawDestination + i * 4)
            i += 4
        }
        while i < count {
            let k = CoverageMask.fold(coverage[i], rule: .nonZero)
            compositeSolid(source, keep: blender.keepOfSource, coverage: k, onto: destination + i)
            i += 1
        }
    }

    /// `compositeSolidRun` under the nonzero rule straight from a row of accumulated cells: the
    /// running sum continues from `winding` through `cells[0..<count]`, zeroing them as it
    /// goes (as `fillTouchedRows` does), and `winding` ends as the sum after the last. Four
    /// cells are loaded at once and summed one after another in registers, in the same order
    /// and so with the same roundings as cell by cell; nothing is stored to be loaded again
    /// (a store of four single cells read back as one vector stalls the store buffer). In a
    /// group reaching past `count` the extra cells are left as they are and their pixels
    /// composited at coverage 0, unchanged. `paddedCount` as for `compositeSolidRun`; the cells
    /// must be readable that far too.
    @inline(__always)
    static func compositeSolidCells(_ source: UInt32, cells: UnsafeMutablePointer<Float>, count: Int, paddedCount: Int,
                                    winding: inout Float, onto destination: UnsafeMutablePointer<UInt32>) {
        let blender = SolidGroupBlender(source)
        let rawCells = UnsafeMutableRawPointer(cells), rawDestination = UnsafeMutableRawPointer(destination)
        let lanes = SIMD4<Int32>(0, 1, 2, 3)
        // Groups while `i < groupLimit`: into the padding when there is room for the last one.
        let groupLimit = paddedCount >= (count + 3) & ~3 ? count : count & ~3
        var sum = winding, i = 0
        while i < groupLimit {
            // All ones in the lanes of the run, zeros past it (lane − remaining is negative
            // exactly inside): bit masks rather than `SIMDMask` selects, which the compiler
            // turns into a branch per lane here.
            let remaining = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: count &- i))
            let inside = unsafeBitCast((lanes &- remaining) &>> 31, to: SIMD4<UInt32>.self)
            let loaded = rawCells.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            let cell = unsafeBitCast(loaded & inside, to: SIMD4<Float>.self)
            let w0 = sum + cell[0], w1 = w0 + cell[1], w2 = w1 + cell[2], w3 = w2 + cell[3]
            sum = w3
            rawCells.storeBytes(of: loaded & ~inside, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            let windings = unsafeBitCast(SIMD4<Float>(w0, w1, w2, w3), to: SIMD4<UInt32>.self) & inside
            blender.blend(unsafeBitCast(windings, to: SIMD4<Float>.self), onto: rawDestination + i * 4)
            i += 4
        }
        while i < count {
            sum += cells[i]
            cells[i] = 0
            compositeSolid(source, keep: blender.keepOfSource, coverage: CoverageMask.fold(sum, rule: .nonZero),
                           onto: destination + i)
            i += 1
        }
        winding = sum
    }
}

/// One solid colour composited onto four pixels at once (`Blitter.compositeSolidRun`).
struct SolidGroupBlender {
    /// 255 minus the source's alpha: what the scalar tail passes to `Blitter.compositeSolid`.
    let keepOfSource: UInt32
    /// The source's red and blue, and its green and alpha, one channel per 16-bit lane, for all
    /// four pixels.
    let sourceEven: SIMD8<UInt16>, sourceOdd: SIMD8<UInt16>

    /// The lanes of the premultiplied pixel word `source`.
    @inline(__always)
    init(_ source: UInt32) {
        keepOfSource = 255 &- (source >> 24)
        let sourceWords = SIMD4<UInt32>(repeating: source)
        sourceEven = unsafeBitCast(sourceWords & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        sourceOdd = unsafeBitCast((sourceWords &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }

    /// Composites the source onto the four pixels at `destination` at the nonzero fold of
    /// `windings` (or coverage already folded), exactly as `Blitter.compositeSolid` per pixel.
    @inline(__always)
    func blend(_ windings: SIMD4<Float>, onto destination: UnsafeMutableRawPointer) {
        let low = SIMD8<UInt16>(repeating: 0x00FF), high = SIMD8<UInt16>(repeating: 0xFF00)
        let half = SIMD8<UInt16>(repeating: 0x0080)
        // Adding 2²³ leaves a Float of 0…2²² rounded to an integer (ties to even) in the low
        // mantissa bits; one less where that rounded up gives the truncation.
        let bias = SIMD4<Float>(repeating: 8_388_608)
        // The nonzero fold (`CoverageMask.fold` without its 1e-6 floor, which is far below
        // half a level); a no-op on coverage already folded (even-odd).
        var k = unsafeBitCast(unsafeBitCast(windings, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        k.replace(with: 1, where: k .> 1)
        let t = k * 255 + 0.5
        let biased = t + bias
        let rounded = unsafeBitCast(biased, to: SIMD4<UInt32>.self) & 0x1FF
        var level = rounded &- unsafeBitCast(SIMD4<Int32>(repeating: 0).replacing(with: 1, where: biased - bias .> t),
                                            to: SIMD4<UInt32>.self)
        level.replace(with: 0, where: k .< SIMD4<Float>(repeating: 0.5 / 255))
        level.replace(with: 255, where: k .>= SIMD4<Float>(repeating: 254.5 / 255))
        // Each pixel's level in both 16-bit halves of its word.
        let levels = unsafeBitCast(level | (level &<< 16), to: SIMD8<UInt16>.self)
        var even = sourceEven &* levels &+ half
        even = (even &+ (even &>> 8)) &>> 8
        var odd = sourceOdd &* levels &+ half
        odd = (odd &+ (odd &>> 8)) & high
        let partial = unsafeBitCast(even | odd, to: SIMD4<UInt32>.self)
        let keep = 255 &- (partial &>> 24)
        let keeps = unsafeBitCast(keep | (keep &<< 16), to: SIMD8<UInt16>.self)
        let pixels = destination.loadUnaligned(as: SIMD8<UInt16>.self)
        var scaledEven = (pixels & low) &* keeps &+ half
        scaledEven = (scaledEven &+ (scaledEven &>> 8)) &>> 8
        var scaledOdd = (pixels &>> 8) &* keeps &+ half
        scaledOdd = (scaledOdd &+ (scaledOdd &>> 8)) & high
        destination.storeBytes(of: partial &+ unsafeBitCast(scaledEven | scaledOdd, to: SIMD4<UInt32>.self), as: SIMD4<UInt32>.self)
    }
}

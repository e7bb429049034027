extension Blitter {
    /// Composites one solid premultiplied colour onto `count` pixels at the coverages in
    /// `coverage` (average winding numbers under the nonzero rule, or coverage already folded
    /// by the fill rule): bit for bit what `compositeSolid` makes of each pixel at the folded
    /// coverage, four pixels at a time.
    ///
    /// `paddedCount` (at least `count`) is how many pixels from `destination` may be read and
    /// written back: the last group of four reaches past `count` when that stays inside it, with
    /// the coverage of the extra pixels set to 0 (`coverage` must have room for four past `count`), which
    /// leaves them exactly as they were. Only a group that would pass `paddedCount` goes pixel by
    /// pixel. The edge pixels of a fill come in runs of two to five, so without the padding most
    /// of them would.
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
        let keepOfSource = 255 &- (source >> 24)
        var i = 0
        let groups = paddedCount >= (count + 3) & ~3 ? (count + 3) & ~3 : count & ~3
        let rawDestination = UnsafeMutableRawPointer(destination), rawCoverage = UnsafeMutableRawPointer(coverage)
        // Zero coverage for the up to three pixels the last group reaches past the run.
        if groups > count { rawCoverage.storeBytes(of: SIMD4<Float>(), toByteOffset: count * 4, as: SIMD4<Float>.self) }
        let sourceWords = SIMD4<UInt32>(repeating: source)
        let sourceEven = unsafeBitCast(sourceWords & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        let sourceOdd = unsafeBitCast((sourceWords &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        let low = SIMD8<UInt16>(repeating: 0x00FF), high = SIMD8<UInt16>(repeating: 0xFF00)
        let half = SIMD8<UInt16>(repeating: 0x0080)
        // Adding 2²³ leaves a Float of 0…2²² rounded to an integer (ties to even) in the low
        // mantissa bits; one less where that rounded up gives the truncation.
        let bias = SIMD4<Float>(repeating: 8_388_608)
        let lowerLimit = SIMD4<Float>(repeating: 0.5 / 255), upperLimit = SIMD4<Float>(repeating: 254.5 / 255)
        while i < groups {
            // The nonzero fold (`CoverageMask.fold` without its 1e-6 floor, which is far below
            // half a level); a no-op on coverage already folded (even-odd).
            let winding = rawCoverage.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            var k = unsafeBitCast(winding & 0x7FFF_FFFF, to: SIMD4<Float>.self)
            k.replace(with: 1, where: k .> 1)
            let t = k * 255 + 0.5
            let biased = t + bias
            let rounded = unsafeBitCast(biased, to: SIMD4<UInt32>.self) & 0x1FF
            var level = rounded &- unsafeBitCast(SIMD4<Int32>(repeating: 0).replacing(with: 1, where: biased - bias .> t),
                                                to: SIMD4<UInt32>.self)
            level.replace(with: 0, where: k .< lowerLimit)
            level.replace(with: 255, where: k .>= upperLimit)
            // Each pixel's level in both 16-bit halves of its word.
            let levels = unsafeBitCast(level | (level &<< 16), to: SIMD8<UInt16>.self)
            var even = sourceEven &* levels &+ half
            even = (even &+ (even &>> 8)) &>> 8
            var odd = sourceOdd &* levels &+ half
            odd = (odd &+ (odd &>> 8)) & high
            let partial = unsafeBitCast(even | odd, to: SIMD4<UInt32>.self)
            let keep = 255 &- (partial &>> 24)
            let keeps = unsafeBitCast(keep | (keep &<< 16), to: SIMD8<UInt16>.self)
            let pixels = rawDestination.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            var scaledEven = (pixels & low) &* keeps &+ half
            scaledEven = (scaledEven &+ (scaledEven &>> 8)) &>> 8
            var scaledOdd = (pixels &>> 8) &* keeps &+ half
            scaledOdd = (scaledOdd &+ (scaledOdd &>> 8)) & high
            let result = partial &+ unsafeBitCast(scaledEven | scaledOdd, to: SIMD4<UInt32>.self)
            rawDestination.storeBytes(of: result, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let k = CoverageMask.fold(coverage[i], rule: .nonZero)
            compositeSolid(source, keep: keepOfSource, coverage: k, onto: destination + i)
            i += 1
        }
    }
}

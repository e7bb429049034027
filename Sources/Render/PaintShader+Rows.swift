import Geometry

extension PaintShader {
    /// The premultiplied words of `count` pixels from (`x`, `y`) rightwards into `words`: what
    /// `word(x:y:)` gives for each, up to the tolerance of `GradientRowParameters`, with the
    /// paint's kind decided once per row instead of once per pixel (a radial gradient disc of a
    /// notebook figure is a quarter of a million pixels).
    ///
    /// Linear and radial gradients, transformed or not, take the fast path: along a row the
    /// pixel centre moves by a constant step in the paint's space, so the table index is an
    /// affine function of the column (linear) or the length of one (radial), computed in `Float`
    /// four pixels at a time, then looked up. Angular gradients and images go pixel by pixel.
    func words(x: Int, y: Int, count: Int, into words: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard let parameters = rowParameters(x: x, y: y, count: count) else {
            for i in 0..<count { words[i] = word(x: x + i, y: y) }
            return
        }
        parameters.writeIndices(count: count, into: words)
        lookupTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            // Indices are masked into the table in `writeIndices`: no bounds checks needed.
            for i in 0..<count { words[i] = table[Int(words[i])] }
        }
    }

    /// Where a row of `count` pixels from (`x`, `y`) starts and how it steps in table-index
    /// units, or nil when the row must go pixel by pixel (not a gradient, or too far from the
    /// gradient for `Float`'s precision).
    func rowParameters(x: Int, y: Int, count: Int) -> GradientRowParameters? {
        guard lookupTable.count == GradientRamp.lookupTableSize, count < 1 << 24 else { return nil }
        // The first pixel's centre in points and the step from one pixel centre to the next.
        var start = Point(x: (Double(x) + 0.5) * inverseScale, y: (Double(y) + 0.5) * inverseScale)
        var step = Point(x: inverseScale, y: 0)
        if let paintInverse {
            start = paintInverse.apply(to: start)
            step = Point(x: paintInverse.a * inverseScale, y: paintInverse.b * inverseScale)
        }
        let last = Double(GradientRamp.lookupTableSize - 1)
        let parameters: GradientRowParameters
        switch kind {
        case .linear(let origin, let direction):
            let startIndex = (start - origin).dot(direction) * last
            parameters = GradientRowParameters(isRadial: false, start: (startIndex, 0),
                                               step: (step.dot(direction) * last, 0))
        case .radial(let center, let radius):
            let toIndex = last / radius
            parameters = GradientRowParameters(isRadial: true,
                                               start: ((start.x - center.x) * toIndex, (start.y - center.y) * toIndex),
                                               step: (step.x * toIndex, step.y * toIndex))
        default:
            return nil
        }
        return parameters.isPrecise(count: count) ? parameters : nil
    }
}

/// A gradient along one row of pixels, in table-index units (0…1023 spans the ramp): pixel `i`
/// of the row has the linear parameter `start.x + i·step.x`, or the radial parameter
/// `|start + i·step|` (a 2-vector, the pixel centre relative to the centre, over the radius).
///
/// # Tolerance
/// The indices are computed in `Float` and rounded to the nearest entry (ties to even), where
/// `PaintShader.word(x:y:)` computes in `Double` and rounds ties up. `isPrecise` admits a row only
/// when every intermediate stays below `maximumMagnitude` index units, which bounds `Float`'s
/// error to under 0.2 of a table step; so an index differs from the `Double` one only when that
/// one lies within 0.2 of a rounding boundary, and then by one entry. Neighbouring entries are
/// 1/1023 of the ramp apart, at most a quarter of an 8-bit level on any channel: a pixel is within
/// one level of `word(x:y:)`, and the colour within half a level plus a quarter of exact.
/// (`PaintShaderRowTests` checks both against the per-pixel formula.)
struct GradientRowParameters {
    /// Radial (the length of the 2-vector) or linear (its x component).
    let isRadial: Bool
    let start: (x: Double, y: Double)
    let step: (x: Double, y: Double)

    /// The largest magnitude, in index units, any intermediate may reach: `Float` keeps 24 bits,
    /// so an error of a few units in the last place of 2¹⁹ is below 0.2 of a unit.
    static let maximumMagnitude: Double = 524_288

    /// Whether all of the row's intermediates stay within `maximumMagnitude` (and are finite).
    func isPrecise(count: Int) -> Bool {
        let endX = start.x + Double(count) * step.x, endY = start.y + Double(count) * step.y
        let largest = Swift.max(abs(start.x), abs(start.y), abs(endX), abs(endY))
        // `!(… > …)` rather than `<=` so that NaN, which compares false, is refused.
        return largest.isFinite && !(largest > Self.maximumMagnitude)
    }

    /// Writes the table index of each of `count` pixels (0…1023) into `indices`. A loop of plain
    /// `Float` arithmetic on a 32-bit counter, which the compiler vectorises (`sqrtps`, `minps`).
    func writeIndices(count: Int, into indices: UnsafeMutablePointer<UInt32>) {
        let startX = Float(start.x), startY = Float(start.y), stepX = Float(step.x), stepY = Float(step.y)
        let end = Int32(truncatingIfNeeded: count)
        let last = Float(GradientRamp.lookupTableSize - 1), mask = UInt32(GradientRamp.lookupTableSize - 1)
        // Adding 2²³ to a Float in 0…2²² leaves its value rounded to an integer (ties to even) in
        // the low mantissa bits: a float-to-int conversion without Swift's range check, which
        // would stop the loop from vectorising. The mask keeps any index inside the table.
        let roundingBias: Float = 8_388_608
        var i: Int32 = 0
        if isRadial {
            while i < end {
                let column = Float(i)
                let dx = startX + column * stepX, dy = startY + column * stepY
                let index = Swift.min((dx * dx + dy * dy).squareRoot(), last)
                indices[Int(i)] = (index + roundingBias).bitPattern & mask
                i &+= 1
            }
        } else {
            while i < end {
                let index = Swift.min(Swift.max(startX + Float(i) * stepX, 0), last)
                indices[Int(i)] = (index + roundingBias).bitPattern & mask
                i &+= 1
            }
        }
    }
}

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
    /// four pixels at a time from the row's anchor (`GradientRowParameters`), then looked up.
    /// A pixel's colour depends only on its row and column, not on where the span starts (bits
    /// and runs walks, bands and clips cut rows differently). Angular gradients and images go
    /// pixel by pixel.
    func words(x: Int, y: Int, count: Int, into words: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard let parameters = rowParameters(y: y), parameters.covers(x: x, count: count) else {
            for i in 0..<count { words[i] = word(x: x + i, y: y) }
            return
        }
        parameters.writeIndices(x: x, count: count, into: words)
        lookupTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            // Indices are masked into the table in `writeIndices`: no bounds checks needed.
            for i in 0..<count { words[i] = table[Int(words[i])] }
        }
    }

    /// How the gradient runs along pixel row `y`, in table-index units, or nil when the row must
    /// go pixel by pixel (not a gradient, or no precise anchor: see `GradientRowParameters`).
    func rowParameters(y: Int) -> GradientRowParameters? {
        guard let basis = rowBasis else { return nil }
        // The centre of the row's pixel in column 0, in the paint's space.
        var columnZero = Point(x: 0.5 * inverseScale, y: (Double(y) + 0.5) * inverseScale)
        if let paintInverse { columnZero = paintInverse.apply(to: columnZero) }
        let value = basis.isRadial
            ? ((columnZero.x - basis.origin.x) * basis.toIndex, (columnZero.y - basis.origin.y) * basis.toIndex)
            : ((columnZero - basis.origin).dot(basis.direction) * basis.toIndex, 0)
        return GradientRowParameters(isRadial: basis.isRadial, columnZero: value, step: basis.step,
                                     inverseStep: basis.inverseStep)
    }
}

/// What `PaintShader.rowParameters(y:)` needs of a linear or radial gradient, worked out once
/// per shader (two divisions fewer per row).
struct GradientRowBasis {
    let isRadial: Bool
    /// The gradient's origin (linear) or centre (radial), in the paint's space.
    let origin: Point
    /// Linear: the direction over its length squared (`PaintShader.Kind.linear`); unused radially.
    let direction: Point
    /// Table-index units per unit of the parameter (linear) or per point of distance (radial).
    let toIndex: Double
    /// From one pixel centre to the next along a row, in index units.
    let step: (x: Double, y: Double)
    /// 1 / |step|² (radial) or 1 / step.x (linear): the anchor column without a division per
    /// row; 0 when the gradient does not change along rows.
    let inverseStep: Double

    /// The basis of a shader's linear or radial gradient, or nil for other paints.
    init?(kind: PaintShader.Kind, inverseScale: Double, paintInverse: Transform?) {
        let last = Double(GradientRamp.lookupTableSize - 1)
        // The step from one pixel centre to the next in the paint's space.
        let pixelStep = paintInverse.map { Point(x: $0.a * inverseScale, y: $0.b * inverseScale) }
            ?? Point(x: inverseScale, y: 0)
        switch kind {
        case .linear(let origin, let direction):
            isRadial = false
            self.origin = origin
            self.direction = direction
            toIndex = last
            step = (pixelStep.dot(direction) * last, 0)
            inverseStep = step.x != 0 ? 1 / step.x : 0
        case .radial(let center, let radius):
            isRadial = true
            origin = center
            direction = .zero
            toIndex = last / radius
            step = (pixelStep.x * toIndex, pixelStep.y * toIndex)
            let stepSquared = step.x * step.x + step.y * step.y
            inverseStep = stepSquared > 0 ? 1 / stepSquared : 0
        default:
            return nil
        }
    }
}

/// A gradient along one row of pixels, in table-index units (0…1023 spans the ramp): column `c`
/// has the linear parameter `q(c) = columnZero.x + c·step.x`, or the radial parameter `|q(c)|`
/// with `q(c) = columnZero + c·step` (the pixel centre relative to the gradient's centre, over
/// its radius).
///
/// # Tolerance
/// `q` is evaluated in `Float` as `anchorValue + (c − anchor)·step`, from an anchor column that
/// depends only on the row: where the row passes closest to the centre (radial) or through the
/// middle of the ramp (linear), rounded to a column. Every pixel whose index is not clamped has
/// |q| ≤ 1024, so it lies within about 1024 index units (plus a step) of the anchor, and every
/// intermediate is below 2¹² + |step|; `isPrecise` requires |step| ≤ 2¹⁷ units per pixel (a ramp
/// at least 1/128 of a pixel long), which keeps `Float`'s error under 0.05 of a table step.
/// Pixels far from the anchor carry larger absolute errors but lie far beyond the ramp's ends,
/// where the index is clamped anyway. The index is rounded to the nearest entry (ties to even)
/// where `PaintShader.word(x:y:)` computes in `Double` and rounds ties up, so an index differs
/// from the `Double` one only next to a rounding boundary, and by one entry. Neighbouring
/// entries are 1/1023 of the ramp apart, at most a quarter of an 8-bit level on any channel: a
/// pixel is within one level of `word(x:y:)`, and the colour within half a level plus a quarter
/// of exact (`PaintShaderRowTests` checks both against the per-pixel formula).
struct GradientRowParameters {
    /// Radial (the length of the 2-vector) or linear (its x component).
    let isRadial: Bool
    let step: (x: Double, y: Double)
    /// The anchor column, and `q` there (computed in `Double`).
    let anchor: Int
    let anchorValue: (x: Double, y: Double)
    /// Whether the anchor and step admit `Float` evaluation (else: pixel by pixel).
    let isPrecise: Bool

    /// The largest step, in index units per pixel, evaluated in `Float`.
    static let maximumStep: Double = 131_072
    /// Columns further than this from the anchor are not evaluated in `Float` (a `Float` holds
    /// every integer up to 2²⁴): only pixmaps wider than 16 million pixels meet it.
    static let maximumDistance: UInt = 1 << 24

    /// The row whose column 0 has `q = columnZero`, stepping by `step` per column;
    /// `inverseStep` is 1 / |step|² (radial) or 1 / step.x (linear), or 0 for no step.
    init(isRadial: Bool, columnZero: (x: Double, y: Double), step: (x: Double, y: Double), inverseStep: Double) {
        self.isRadial = isRadial
        self.step = step
        // The real column where |q| is least (radial) or q is mid-ramp (linear); 0 when the
        // gradient does not change along the row.
        let ideal = isRadial ? -(columnZero.x * step.x + columnZero.y * step.y) * inverseStep
                             : (Double(GradientRamp.lookupTableSize - 1) / 2 - columnZero.x) * inverseStep
        // Comparisons with `<=`, which are false for NaN: a NaN anywhere refuses the row.
        let limit = Double(1 << 40)
        let anchorIsFinite = abs(ideal) <= limit
        // Any whole column near the ideal one will do: adding and subtracting 1.5 · 2⁵² rounds
        // (exactly, below 2⁵¹) without a call into libm.
        let roundingBias = 6_755_399_441_055_744.0
        let column = anchorIsFinite ? (ideal + roundingBias) - roundingBias : 0
        anchor = Int(column)
        anchorValue = (columnZero.x + column * step.x, columnZero.y + column * step.y)
        isPrecise = anchorIsFinite && abs(anchorValue.x) <= limit && abs(anchorValue.y) <= limit
            && abs(step.x) <= Self.maximumStep && abs(step.y) <= Self.maximumStep
    }

    /// The same, working out `inverseStep`.
    init(isRadial: Bool, columnZero: (x: Double, y: Double), step: (x: Double, y: Double)) {
        let squared = isRadial ? step.x * step.x + step.y * step.y : step.x
        self.init(isRadial: isRadial, columnZero: columnZero, step: step,
                  inverseStep: squared != 0 ? 1 / squared : 0)
    }

    /// Whether columns `x..<x + count` can be evaluated in `Float` from the anchor.
    func covers(x: Int, count: Int) -> Bool {
        guard isPrecise else { return false }
        let (first, firstOverflow) = x.subtractingReportingOverflow(anchor)
        let (end, endOverflow) = first.addingReportingOverflow(count)
        return !firstOverflow && !endOverflow && first.magnitude <= Self.maximumDistance && end.magnitude <= Self.maximumDistance
    }

    /// Writes the table index (0…1023) of each of the `count` pixels from column `x` into
    /// `indices` (`covers(x:count:)` must hold). A loop of plain `Float` arithmetic on a 32-bit
    /// counter, which the compiler vectorises (`sqrtps`, `minps`).
    func writeIndices(x: Int, count: Int, into indices: UnsafeMutablePointer<UInt32>) {
        let startX = Float(anchorValue.x), startY = Float(anchorValue.y), stepX = Float(step.x), stepY = Float(step.y)
        let first = Int32(truncatingIfNeeded: x &- anchor), end = first &+ Int32(truncatingIfNeeded: count)
        let last = Float(GradientRamp.lookupTableSize - 1), mask = UInt32(GradientRamp.lookupTableSize - 1)
        // Adding 2²³ to a Float in 0…2²² leaves its value rounded to an integer (ties to even) in
        // the low mantissa bits: a float-to-int conversion without Swift's range check, which
        // would stop the loop from vectorising. The mask keeps any index inside the table.
        let roundingBias: Float = 8_388_608
        // Two counters: the column from the anchor (for the arithmetic) and the output index.
        var i = first, k = 0
        if isRadial {
            while i < end {
                let column = Float(i)
                let dx = startX + column * stepX, dy = startY + column * stepY
                let index = Swift.min((dx * dx + dy * dy).squareRoot(), last)
                indices[k] = (index + roundingBias).bitPattern & mask
                i &+= 1
                k &+= 1
            }
        } else {
            while i < end {
                let index = Swift.min(Swift.max(startX + Float(i) * stepX, 0), last)
                indices[k] = (index + roundingBias).bitPattern & mask
                i &+= 1
                k &+= 1
            }
        }
    }
}
